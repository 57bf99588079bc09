<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CleaningWords</name>
    <message>
        <source>Boilerplate documents</source>
        <translation>Vorlagendokumente</translation>
    </message>
    <message>
        <source>documents more than half of whose text is lines found in 5 or more documents: form letters, automatic replies, notifications</source>
        <translation>Dokumente, deren Text zu mehr als der Hälfte aus Zeilen besteht, die in 5 oder mehr Dokumenten vorkommen: Serienbriefe, automatische Antworten, Benachrichtigungen</translation>
    </message>
    <message>
        <source>− boilerplate</source>
        <translation>− Vorlagen</translation>
    </message>
    <message>
        <source>C4 line rules</source>
        <translation>C4-Zeilenregeln</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Leave out copies of a document already counted (one copy stays)</source>
        <translation>Kopien eines schon gezählten Dokuments weglassen (eine Kopie bleibt)</translation>
    </message>
    <message>
        <source>Leave out documents at least 80 % similar to one already counted</source>
        <translation>Dokumente weglassen, die einem schon gezählten zu mindestens 80 % gleichen</translation>
    </message>
    <message>
        <source>Leave out lines found in 5 or more documents: signatures, disclaimers, letterheads, page headers and footers</source>
        <translation>Zeilen weglassen, die in 5 oder mehr Dokumenten vorkommen: Signaturen, Haftungsausschlüsse, Briefköpfe, Kopf- und Fußzeilen</translation>
    </message>
    <message>
        <source>Also leave out documents more than half of whose text is such lines: form letters, automatic replies, notifications (off unless asked for)</source>
        <translation>Auch Dokumente weglassen, deren Text zu mehr als der Hälfte aus solchen Zeilen besteht: Serienbriefe, automatische Antworten, Benachrichtigungen (nur wenn gewünscht)</translation>
    </message>
    <message>
        <source>Leave out documents failing the Gopher quality and repetition rules</source>
        <translation>Dokumente weglassen, die die Gopher-Qualitäts- und Wiederholungsregeln nicht erfüllen</translation>
    </message>
    <message>
        <source>Also leave out lines without a full stop, with fewer than 3 words, and documents with fewer than 5 sentences (C4; meant for web pages, where a line is a paragraph — PDFs break lines mid-sentence)</source>
        <translation>Auch Zeilen ohne Satzzeichen am Ende oder mit weniger als 3 Wörtern und Dokumente mit weniger als 5 Sätzen weglassen (C4; für Webseiten gedacht, wo eine Zeile ein Absatz ist — PDFs brechen Zeilen mitten im Satz um)</translation>
    </message>
    <message>
        <source>Identify each document's language; choose the languages kept after the scan</source>
        <translation>Die Sprache jedes Dokuments bestimmen; die behaltenen Sprachen nach dem Scan wählen</translation>
    </message>
    <message>
        <source>keep exact copies of documents</source>
        <translation>exakte Kopien von Dokumenten behalten</translation>
    </message>
    <message>
        <source>keep near copies (MinHash similarity ≥ 0.8)</source>
        <translation>ähnliche Kopien behalten (MinHash-Ähnlichkeit ≥ 0,8)</translation>
    </message>
    <message>
        <source>keep lines that recur in many documents (signatures, footers …)</source>
        <translation>Zeilen behalten, die in vielen Dokumenten wiederkehren (Signaturen, Fußzeilen …)</translation>
    </message>
    <message>
        <source>leave out documents more than half of whose text is recurring lines (form letters, automatic replies)</source>
        <translation>Dokumente weglassen, deren Text zu mehr als der Hälfte aus wiederkehrenden Zeilen besteht (Serienbriefe, automatische Antworten)</translation>
    </message>
    <message>
        <source>skip the Gopher quality and C4 line rules</source>
        <translation>die Gopher-Qualitätsregeln und C4-Zeilenregeln auslassen</translation>
    </message>
    <message>
        <source>skip language identification</source>
        <translation>die Spracherkennung auslassen</translation>
    </message>
    <message>
        <source>%1 of the text in recurring lines</source>
        <translation>%1 des Textes in wiederkehrenden Zeilen</translation>
    </message>
</context>
</TS>
