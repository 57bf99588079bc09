<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ScenarioFields</name>
    <message>
        <source>Meth&amp;od</source>
        <translation>&amp;Methode</translation>
    </message>
    <message>
        <source>Full: every weight is trained (6·N·D). LoRA/QLoRA: the base stays frozen and only low-rank adapters learn (≈ 4·N·D, far less memory)</source>
        <translation>Voll: jedes Gewicht wird trainiert (6·N·D). LoRA/QLoRA: die Basis bleibt eingefroren, nur Low-Rank-Adapter lernen (≈ 4·N·D, viel weniger Speicher)</translation>
    </message>
    <message>
        <source>Optimi&amp;zer</source>
        <translation>&amp;Optimizer</translation>
    </message>
    <message>
        <source>Optimizer and precision of the model states</source>
        <translation>Optimizer und Präzision der Modellzustände</translation>
    </message>
    <message>
        <source>Sh&amp;arding</source>
        <translation>Shardin&amp;g</translation>
    </message>
    <message>
        <source>How model states (optimizer, gradients, weights) are divided among the GPUs</source>
        <translation>Wie die Modellzustände (Optimizer, Gradienten, Gewichte) auf die GPUs aufgeteilt werden</translation>
    </message>
    <message>
        <source>Activation checkpo&amp;inting</source>
        <translation>Activation &amp;Checkpointing</translation>
    </message>
    <message>
        <source>Activation checkpointing: keep less in memory, recompute it in the backward pass</source>
        <translation>Activation Checkpointing: weniger im Speicher halten, im Backward-Pass neu berechnen</translation>
    </message>
    <message>
        <source>Off&amp;load optimizer to CPU RAM</source>
        <translation>Optimizer in den CPU-RAM aus&amp;lagern</translation>
    </message>
    <message>
        <source>Master weights and moments (12 bytes/param) live in host RAM; saves GPU memory, costs speed</source>
        <translation>Master-Gewichte und Momente (12 Bytes/Parameter) liegen im Host-RAM; spart GPU-Speicher, kostet Tempo</translation>
    </message>
    <message>
        <source>Chunked / fused loss</source>
        <translation>Chunked / fusionierter Loss</translation>
    </message>
    <message>
        <source>Never hold all fp32 logits at once</source>
        <translation>Nie alle fp32-Logits gleichzeitig halten</translation>
    </message>
    <message>
        <source>Se&amp;quence length</source>
        <translation>Se&amp;quenzlänge</translation>
    </message>
    <message>
        <source>Tokens per training sequence (context length)</source>
        <translation>Token je Trainingssequenz (Kontextlänge)</translation>
    </message>
    <message>
        <source>Micro-&amp;batch</source>
        <translation>Micro-Ba&amp;tch</translation>
    </message>
    <message>
        <source>Sequences per GPU per step (micro-batch × sequence = tokens per GPU)</source>
        <translation>Sequenzen je GPU und Schritt (Micro-Batch × Sequenz = Token je GPU)</translation>
    </message>
    <message>
        <source>LoRA ran&amp;k</source>
        <translation>LoRA-&amp;Rang</translation>
    </message>
    <message>
        <source>LoRA rank r: adapter size r·(d_in + d_out) per adapted matrix</source>
        <translation>LoRA-Rang r: Adaptergröße r·(d_in + d_out) je angepasster Matrix</translation>
    </message>
    <message>
        <source>To&amp;kens per epoch</source>
        <translation>Token &amp;je Epoche</translation>
    </message>
    <message>
        <source>Training tokens per epoch (the Corpus tab's “Use in plan” fills this); e.g. 1e10 or 10000000000</source>
        <translation>Trainingstoken je Epoche („Im Plan verwenden“ auf der Seite Korpus füllt das); z. B. 1e10 oder 10000000000</translation>
    </message>
    <message>
        <source>E&amp;pochs</source>
        <translation>&amp;Epochen</translation>
    </message>
    <message>
        <source>Passes over the tokens</source>
        <translation>Durchläufe über die Token</translation>
    </message>
    <message>
        <source>Custom MFU (%)</source>
        <translation>Eigene MFU (%)</translation>
    </message>
    <message>
        <source>Custom MFU in percent (1–100)</source>
        <translation>Eigene MFU in Prozent (1–100)</translation>
    </message>
    <message>
        <source>Measured tokens/&amp;s</source>
        <translation>Gemess&amp;ene Token/s</translation>
    </message>
    <message>
        <source>Measured throughput of a pilot run, whole cluster; replaces the MFU model. Empty = not measured</source>
        <translation>Gemessener Durchsatz eines Pilotlaufs, ganzer Cluster; ersetzt das MFU-Modell. Leer = nicht gemessen</translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <source>Full fine-tune / continued pretraining</source>
        <translation>Volles Fine-Tuning / fortgesetztes Pretraining</translation>
    </message>
    <message>
        <source>LoRA (frozen base, small adapters)</source>
        <translation>LoRA (eingefrorene Basis, kleine Adapter)</translation>
    </message>
    <message>
        <source>QLoRA (4-bit base + adapters)</source>
        <translation>QLoRA (4-Bit-Basis + Adapter)</translation>
    </message>
</context>
<context>
    <name>HardwareForm</name>
    <message>
        <source>Number of GPUs</source>
        <translation>Anzahl der GPUs</translation>
    </message>
</context>
</TS>
