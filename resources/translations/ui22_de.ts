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
</TS>
