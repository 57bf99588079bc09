<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CorpusReasons</name>
    <message>
        <source>took too long (more than %1 s without finishing while using little CPU time: stuck waiting, e.g. for a disk or network share)</source>
        <translation>dauerte zu lange (mehr als %1 s ohne Abschluss bei wenig Rechenzeit: blockiert beim Warten, z. B. auf eine Festplatte oder Netzwerkfreigabe)</translation>
    </message>
    <message>
        <source>Some files were in size classes of which nothing was read; their tokens per byte is their type's.</source>
        <translation>Einige Dateien lagen in Größenklassen, aus denen nichts gelesen wurde; für sie gilt die Tokendichte ihres Typs.</translation>
    </message>
</context>
</TS>
