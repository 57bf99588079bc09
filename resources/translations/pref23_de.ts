<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Labels</name>
    <message>
        <source>Continued pretraining (next token)</source>
        <translation>Fortgesetztes Pretraining (nächstes Token)</translation>
    </message>
    <message>
        <source>Supervised fine-tuning (next token)</source>
        <translation>Überwachtes Feintuning (nächstes Token)</translation>
    </message>
    <message>
        <source>DPO (chosen/rejected pairs, reference model)</source>
        <translation>DPO (bevorzugte/abgelehnte Paare, Referenzmodell)</translation>
    </message>
    <message>
        <source>ORPO (pairs, no reference)</source>
        <translation>ORPO (Paare, ohne Referenz)</translation>
    </message>
    <message>
        <source>SimPO (pairs, no reference)</source>
        <translation>SimPO (Paare, ohne Referenz)</translation>
    </message>
    <message>
        <source>KTO (unpaired good/bad examples, reference model)</source>
        <translation>KTO (einzelne gute/schlechte Beispiele, Referenzmodell)</translation>
    </message>
    <message>
        <source>Automatic (frozen copy for full tuning, adapters off for LoRA)</source>
        <translation>Automatisch (eingefrorene Kopie beim vollen Training, Adapter aus bei LoRA)</translation>
    </message>
    <message>
        <source>A frozen copy of the model</source>
        <translation>Eine eingefrorene Kopie des Modells</translation>
    </message>
    <message>
        <source>Precomputed before training (one extra pass)</source>
        <translation>Vor dem Training berechnet (ein zusätzlicher Durchlauf)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Reference log-probabilities</source>
        <translation>Referenz-Log-Wahrscheinlichkeiten</translation>
    </message>
    <message>
        <source>Compute the preference objective adds</source>
        <translation>Zusätzlicher Rechenaufwand des Präferenzziels</translation>
    </message>
    <message>
        <source>Weights per GPU, policy and frozen reference</source>
        <translation>Gewichte pro GPU, Policy und eingefrorene Referenz</translation>
    </message>
    <message>
        <source>The base with the adapters switched off</source>
        <translation>Die Basis mit abgeschalteten Adaptern</translation>
    </message>
</context>
<context>
    <name>ScenarioFields</name>
    <message>
        <source>O&amp;bjective</source>
        <translation>Trainings&amp;ziel</translation>
    </message>
    <message>
        <source>What training optimises: the next token (continued pretraining, SFT) or preferences: DPO, ORPO and SimPO put the chosen and the rejected answer of each pair through the model in one step (twice the activations); DPO and KTO compare with a frozen reference model</source>
        <translation>Was das Training optimiert: das nächste Token (fortgesetztes Pretraining, SFT) oder Präferenzen: DPO, ORPO und SimPO schicken die bevorzugte und die abgelehnte Antwort jedes Paares in einem Schritt durch das Modell (doppelte Aktivierungen); DPO und KTO vergleichen mit einem eingefrorenen Referenzmodell</translation>
    </message>
    <message>
        <source>Reference model</source>
        <translation>Referenzmodell</translation>
    </message>
    <message>
        <source>Where DPO and KTO get the reference log-probabilities: a frozen copy of the model on the GPUs (full tuning), the base with the adapters switched off (LoRA, no extra memory), or computed once before training (no copy on the GPUs, one extra forward pass over the data)</source>
        <translation>Woher DPO und KTO die Referenz-Log-Wahrscheinlichkeiten nehmen: eine eingefrorene Kopie des Modells auf den GPUs (volles Training), die Basis mit abgeschalteten Adaptern (LoRA, kein zusätzlicher Speicher) oder einmal vor dem Training berechnet (keine Kopie auf den GPUs, ein zusätzlicher Vorwärtsdurchlauf über die Daten)</translation>
    </message>
</context>
<context>
    <name>PlanWarnings</name>
    <message>
        <source>%1 uses no reference model: the reference setting (%2) is ignored.</source>
        <translation>%1 verwendet kein Referenzmodell: die Einstellung zur Referenz (%2) wird ignoriert.</translation>
    </message>
</context>
<context>
    <name>FigureText</name>
    <message>
        <source>FLOP per token of one forward</source>
        <translation>FLOP je Token eines Vorwärtsdurchlaufs</translation>
    </message>
    <message>
        <source>compute the objective adds</source>
        <translation>zusätzlicher Rechenaufwand des Ziels</translation>
    </message>
    <message>
        <source>forwards per token before training</source>
        <translation>Vorwärtsdurchläufe je Token vor dem Training</translation>
    </message>
    <message>
        <source>frozen reference model</source>
        <translation>eingefrorenes Referenzmodell</translation>
    </message>
    <message>
        <source>no-grad forwards per token in each step</source>
        <translation>Vorwärtsdurchläufe ohne Gradient je Token und Schritt</translation>
    </message>
    <message>
        <source>objective</source>
        <translation>Trainingsziel</translation>
    </message>
    <message>
        <source>reference log-probabilities from</source>
        <translation>Referenz-Log-Wahrscheinlichkeiten aus</translation>
    </message>
    <message>
        <source>sequences per example (chosen and rejected)</source>
        <translation>Sequenzen je Beispiel (bevorzugt und abgelehnt)</translation>
    </message>
    <message>
        <source>share of the compute</source>
        <translation>Anteil am Rechenaufwand</translation>
    </message>
    <message>
        <source>the trained model's weights</source>
        <translation>Gewichte des trainierten Modells</translation>
    </message>
</context>
<context>
    <name>Formulas</name>
    <message>
        <source>C = D × step FLOPs per token + the preference objective's no-grad forwards</source>
        <translation>C = D × Schritt-FLOP je Token + die Vorwärtsdurchläufe ohne Gradient des Präferenzziels</translation>
    </message>
    <message>
        <source>(no-grad forwards per token × D + forwards before training × D / epochs) × (%1·N + attention)</source>
        <translation>(Vorwärtsdurchläufe ohne Gradient je Token × D + Vorwärtsdurchläufe vor dem Training × D / Epochen) × (%1·N + Attention)</translation>
    </message>
    <message>
        <source>share of the compute that precomputes the reference log-probabilities × run time (one forward over one epoch's data, before training)</source>
        <translation>Anteil des Rechenaufwands für die vorab berechneten Referenz-Log-Wahrscheinlichkeiten × Laufzeit (ein Vorwärtsdurchlauf über die Daten einer Epoche, vor dem Training)</translation>
    </message>
    <message>
        <source>the policy's weights + a frozen reference copy, loaded as the policy and sharded as its weights (ZeRO-3)</source>
        <translation>Gewichte des trainierten Modells + eine eingefrorene Referenzkopie, geladen wie das Modell und verteilt wie seine Gewichte (ZeRO-3)</translation>
    </message>
    <message>
        <source>the policy's weights + the frozen reference model, loaded as the policy and sharded as its weights</source>
        <translation>Gewichte des trainierten Modells + das eingefrorene Referenzmodell, geladen wie das Modell und verteilt wie seine Gewichte</translation>
    </message>
</context>
<context>
    <name>Sources</name>
    <message>
        <source>TRL trl/trainer/dpo_trainer.py (DPOTrainer._compute_loss, compute_ref_log_probs, _precompute_ref_logps), trl/trainer/kto_trainer.py (_compute_kl_logps), trl/experimental/orpo, trl/experimental/cpo (loss_type simpo), commit f2cd577</source>
        <translation>TRL trl/trainer/dpo_trainer.py (DPOTrainer._compute_loss, compute_ref_log_probs, _precompute_ref_logps), trl/trainer/kto_trainer.py (_compute_kl_logps), trl/experimental/orpo, trl/experimental/cpo (loss_type simpo), Commit f2cd577</translation>
    </message>
    <message>
        <source>torchtune recipes/full_dpo_distributed.py, lora_dpo_distributed.py, lora_dpo_single_device.py (concatenated_forward, disable_adapter), commit bd2a0fc</source>
        <translation>torchtune recipes/full_dpo_distributed.py, lora_dpo_distributed.py, lora_dpo_single_device.py (concatenated_forward, disable_adapter), Commit bd2a0fc</translation>
    </message>
</context>
</TS>
