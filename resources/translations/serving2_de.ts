<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Labels</name>
    <message>
        <source>Merge adapters</source>
        <translation>Adapter zusammenführen</translation>
    </message>
    <message>
        <source>Quantise</source>
        <translation>Quantisieren</translation>
    </message>
</context>
</TS>
