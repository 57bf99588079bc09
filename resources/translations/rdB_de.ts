<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CorpusTypes</name>
    <message>
        <source>Excel binary workbook (XLSB)</source>
        <translation>Excel-Binärarbeitsmappe (XLSB)</translation>
    </message>
</context>
</TS>
