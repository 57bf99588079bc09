<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>PlanWarnings</name>
    <message>
        <source>full fine-tuning</source>
        <translation>vollständiges Fine-Tuning</translation>
    </message>
</context>
</TS>
