<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>SkipReasons</name>
    <message>
        <source>its Ray worker was lost twice while reading it</source>
        <translation>sein Ray-Worker ging beim Lesen zweimal verloren</translation>
    </message>
</context>
</TS>
