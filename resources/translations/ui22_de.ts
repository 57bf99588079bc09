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
        <source>%1 (%2 bytes/param)</source>
        <translation>%1 (%2 B/Param.)</translation>
    </message>
    <message>
        <source>%1: weights %2 + gradients %3 + optimizer states %4 bytes per trained parameter</source>
        <translation>%1: Gewichte %2 + Gradienten %3 + Optimizer-Zustände %4 Byte je trainiertem Parameter</translation>
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
