<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Labels</name>
    <message>
        <source>CPO (pairs, no reference)</source>
        <translation>CPO (Paare, ohne Referenz)</translation>
    </message>
    <message>
        <source>No reference model</source>
        <translation>Kein Referenzmodell</translation>
    </message>
</context>
<context>
    <name>Validation</name>
    <message>
        <source>reference: %1 compares with a reference model; choose auto, model or precomputed (ORPO, SimPO and CPO need none)</source>
        <translation>Referenz: %1 vergleicht mit einem Referenzmodell; wählen Sie „Automatisch“, „Eine eingefrorene Kopie des Modells“ oder „Vor dem Training berechnet“ (ORPO, SimPO und CPO brauchen keins)</translation>
    </message>
</context>
<context>
    <name>ScenarioFields</name>
    <message>
        <source>What training optimises: the next token (continued pretraining, SFT) or preferences: DPO, ORPO, SimPO and CPO put the chosen and the rejected answer of each pair through the model in one step (twice the activations); DPO and KTO compare with a frozen reference model</source>
        <translation>Was das Training optimiert: das nächste Token (fortgesetztes Pretraining, SFT) oder Präferenzen: DPO, ORPO, SimPO und CPO schicken die bevorzugte und die abgelehnte Antwort jedes Paares in einem Schritt durch das Modell (doppelte Aktivierungen); DPO und KTO vergleichen mit einem eingefrorenen Referenzmodell</translation>
    </message>
</context>
<context>
    <name>TrainedTokens</name>
    <message>
        <source>%1 (%2 per epoch × %3)</source>
        <translation>%1 (%2 je Epoche × %3)</translation>
    </message>
    <message>
        <source>%1 epoch</source>
        <translation>%1 Epoche</translation>
    </message>
    <message>
        <source>%1 epochs</source>
        <translation>%1 Epochen</translation>
    </message>
    <message>
        <source>%1 (%2 prompts × %3 completions × %4 tokens × %5 PPO epochs × %6)</source>
        <translation>%1 (%2 Prompts × %3 Antworten × %4 Token × %5 PPO-Epochen × %6)</translation>
    </message>
    <message>
        <source>%1 (%2 prompts × %3 completions × %4 tokens × %5)</source>
        <translation>%1 (%2 Prompts × %3 Antworten × %4 Token × %5)</translation>
    </message>
</context>
<context>
    <name>ReportTables</name>
    <message>
        <source>Tokens trained</source>
        <translation>Trainierte Token</translation>
    </message>
</context>
<context>
    <name>TimelineTab</name>
    <message>
        <source>Tokens trained: %1</source>
        <translation>Trainierte Token: %1</translation>
    </message>
</context>
</TS>
