<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Sources</name>
    <message>
        <source>your own architecture</source>
        <translation>Ihre eigene Architektur</translation>
    </message>
</context>
</TS>
