<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Formulas</name>
    <message>
        <source>tokens × vocab × %1 B: the bf16 logits and each sequence's fp32 log-softmax kept for the backward, the reference's bf16 logits and one sequence's fp32 upcast and log-softmax</source>
        <translation>Token × Vokabular × %1 B: die bf16-Logits und die fp32-Log-Softmax jeder Sequenz, für die Rückwärtsrechnung behalten, die bf16-Logits der Referenz und die fp32-Hochstufung und Log-Softmax einer Sequenz</translation>
    </message>
    <message>
        <source>tokens × vocab × %1 B: the bf16 logits and each sequence's fp32 log-softmax kept for the backward, and the last sequence's fp32 upcast (reference log-probabilities precomputed)</source>
        <translation>Token × Vokabular × %1 B: die bf16-Logits und die fp32-Log-Softmax jeder Sequenz, für die Rückwärtsrechnung behalten, und die fp32-Hochstufung der letzten Sequenz (Log-Wahrscheinlichkeiten der Referenz vorab berechnet)</translation>
    </message>
</context>
<context>
    <name>Sources</name>
    <message>
        <source>TRL trl/trainer/utils.py (selective_log_softmax), trl/trainer/dpo_trainer.py (_compute_loss), commit f2cd577</source>
        <translation>TRL trl/trainer/utils.py (selective_log_softmax), trl/trainer/dpo_trainer.py (_compute_loss), Commit f2cd577</translation>
    </message>
    <message>
        <source>resources/validation/simulated-trl-dpo.json</source>
        <translation>resources/validation/simulated-trl-dpo.json</translation>
    </message>
</context>
</TS>
