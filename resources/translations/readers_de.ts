<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CorpusReasons</name>
    <message>
        <source>PowerPoint %1 presentation (1992-1994 format): too old to read</source>
        <translation>PowerPoint-%1-Präsentation (Format von 1992–1994): zu alt zum Lesen</translation>
    </message>
    <message>
        <source>not a WordPerfect document</source>
        <translation>kein WordPerfect-Dokument</translation>
    </message>
    <message>
        <source>a WordPerfect Office file that is not a text document (not read)</source>
        <translation>eine WordPerfect-Office-Datei, die kein Textdokument ist (nicht gelesen)</translation>
    </message>
    <message>
        <source>WordPerfect document of an unknown version (%1): not read</source>
        <translation>WordPerfect-Dokument einer unbekannten Version (%1): nicht gelesen</translation>
    </message>
    <message>
        <source>read and counted, but its text looks garbled (a font maps its letters to other characters: CJK, Hangul or private codes)</source>
        <translation>gelesen und gezählt, aber der Text wirkt verstümmelt (eine Schrift ordnet ihren Buchstaben andere Zeichen zu: CJK, Hangul oder private Codes)</translation>
    </message>
</context>
<context>
    <name>CorpusTypes</name>
    <message>
        <source>WordPerfect document (WPD)</source>
        <translation>WordPerfect-Dokument (WPD)</translation>
    </message>
</context>
<context>
    <name>ReportProvenance</name>
    <message>
        <source>Read and counted, with a note</source>
        <translation>Gelesen und gezählt, mit Hinweis</translation>
    </message>
</context>
</TS>
