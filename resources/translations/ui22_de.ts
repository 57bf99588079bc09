<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ScenarioFields</name>
    <message>
        <source>Activation checkpoint&amp;ing</source>
        <translation>Akt&amp;ivierungs-Checkpointing</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>AdamW, mixed precision</source>
        <translation>AdamW, gemischte Präzision</translation>
    </message>
    <message>
        <source>AdamW, fp32 gradients</source>
        <translation>AdamW, fp32-Gradienten</translation>
    </message>
    <message>
        <source>8-bit Adam</source>
        <translation>8-Bit-Adam</translation>
    </message>
</context>
<context>
    <name>ModelWords</name>
    <message>
        <source>%1: %2 bytes/param (%3 + %4 + %5)</source>
        <translation>%1: %2 Byte/Parameter (%3 + %4 + %5)</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>language identification model by Lui &amp; Baldwin</source>
        <translation>Modell zur Spracherkennung von Lui &amp; Baldwin</translation>
    </message>
</context>
</TS>
