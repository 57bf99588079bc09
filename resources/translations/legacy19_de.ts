<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<!-- issue 19 (legacy readers, scanned pages): kept apart from llmplan_de.ts while branches merge -->
<context>
    <name>CorpusTypes</name>
    <message>
        <source>OpenDocument presentation</source>
        <translation>OpenDocument-Präsentation</translation>
    </message>
    <message>
        <source>OpenDocument drawing</source>
        <translation>OpenDocument-Zeichnung</translation>
    </message>
    <message>
        <source>Word 97–2003 (DOC)</source>
        <translation>Word 97–2003 (DOC)</translation>
    </message>
    <message>
        <source>Excel 97–2003 (XLS)</source>
        <translation>Excel 97–2003 (XLS)</translation>
    </message>
    <message>
        <source>PowerPoint 97–2003 (PPT)</source>
        <translation>PowerPoint 97–2003 (PPT)</translation>
    </message>
    <message>
        <source>Outlook message (MSG)</source>
        <translation>Outlook-Nachricht (MSG)</translation>
    </message>
    <message>
        <source>E-book (EPUB)</source>
        <translation>E-Book (EPUB)</translation>
    </message>
    <message>
        <source>Mailbox (MBOX)</source>
        <translation>Postfach (MBOX)</translation>
    </message>
    <message>
        <source>corrupt OLE file</source>
        <translation>beschädigte OLE-Datei</translation>
    </message>
    <message>
        <source>corrupt Word document</source>
        <translation>beschädigtes Word-Dokument</translation>
    </message>
    <message>
        <source>corrupt PowerPoint file</source>
        <translation>beschädigte PowerPoint-Datei</translation>
    </message>
    <message>
        <source>not an EPUB book</source>
        <translation>kein EPUB-Buch</translation>
    </message>
    <message>
        <source>too many messages in the mailbox</source>
        <translation>zu viele Nachrichten im Postfach</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>zu tief verschachtelt</translation>
    </message>
    <message>
        <source>Outlook mailbox archive: export to .msg or .mbox to count it</source>
        <translation>Outlook-Postfacharchiv: als .msg oder .mbox exportieren, um es zu zählen</translation>
    </message>
</context>
<context>
    <name>SkipReasons</name>
    <message>
        <source>not a Word document (.doc)</source>
        <translation>kein Word-Dokument (.doc)</translation>
    </message>
    <message>
        <source>not an Excel workbook (.xls)</source>
        <translation>keine Excel-Arbeitsmappe (.xls)</translation>
    </message>
    <message>
        <source>not a PowerPoint presentation (.ppt)</source>
        <translation>keine PowerPoint-Präsentation (.ppt)</translation>
    </message>
    <message>
        <source>not an OLE compound file</source>
        <translation>keine OLE-Verbunddatei</translation>
    </message>
    <message>
        <source>not an Outlook message</source>
        <translation>keine Outlook-Nachricht</translation>
    </message>
    <message>
        <source>Word %1/%2 document saved fast (incrementally): not read</source>
        <translation>Word-%1/%2-Dokument, schnell (inkrementell) gespeichert: nicht gelesen</translation>
    </message>
    <message>
        <source>corrupt Word document (short header)</source>
        <translation>beschädigtes Word-Dokument (Kopf zu kurz)</translation>
    </message>
    <message>
        <source>corrupt Word document (no Word header)</source>
        <translation>beschädigtes Word-Dokument (kein Word-Kopf)</translation>
    </message>
    <message>
        <source>corrupt Word document (piece table outside its stream)</source>
        <translation>beschädigtes Word-Dokument (Stücktabelle außerhalb ihres Datenstroms)</translation>
    </message>
    <message>
        <source>corrupt Word document (no piece table)</source>
        <translation>beschädigtes Word-Dokument (keine Stücktabelle)</translation>
    </message>
    <message>
        <source>corrupt Word document (text outside its stream)</source>
        <translation>beschädigtes Word-Dokument (Text außerhalb seines Datenstroms)</translation>
    </message>
    <message>
        <source>corrupt OLE file (damaged header or directory)</source>
        <translation>beschädigte OLE-Datei (Kopf oder Verzeichnis beschädigt)</translation>
    </message>
    <message>
        <source>corrupt OLE file (more than %1 entries)</source>
        <translation>beschädigte OLE-Datei (mehr als %1 Einträge)</translation>
    </message>
    <message>
        <source>corrupt OLE file (directory)</source>
        <translation>beschädigte OLE-Datei (Verzeichnis)</translation>
    </message>
    <message>
        <source>corrupt OLE file (a stream declares more bytes than the file holds)</source>
        <translation>beschädigte OLE-Datei (ein Datenstrom gibt mehr Bytes an, als die Datei enthält)</translation>
    </message>
    <message>
        <source>corrupt OLE file (broken sector chain)</source>
        <translation>beschädigte OLE-Datei (Sektorkette unterbrochen)</translation>
    </message>
    <message>
        <source>corrupt OLE file (a sector chain loops)</source>
        <translation>beschädigte OLE-Datei (Sektorkette im Kreis)</translation>
    </message>
    <message>
        <source>corrupt PowerPoint file (too many records)</source>
        <translation>beschädigte PowerPoint-Datei (zu viele Datensätze)</translation>
    </message>
    <message>
        <source>corrupt Excel workbook</source>
        <translation>beschädigte Excel-Arbeitsmappe</translation>
    </message>
    <message>
        <source>not an EPUB book</source>
        <translation>kein EPUB-Buch</translation>
    </message>
    <message>
        <source>not an EPUB book (package file missing)</source>
        <translation>kein EPUB-Buch (Paketdatei fehlt)</translation>
    </message>
    <message>
        <source>not an EPUB book (no package file)</source>
        <translation>kein EPUB-Buch (keine Paketdatei)</translation>
    </message>
    <message>
        <source>not a mailbox (no 'From ' line)</source>
        <translation>kein Postfach (keine „From “-Zeile)</translation>
    </message>
    <message>
        <source>too many messages in the mailbox (%1 &gt; %2)</source>
        <translation>zu viele Nachrichten im Postfach (%1 &gt; %2)</translation>
    </message>
    <message>
        <source>too many messages in the mailbox (&gt; %1)</source>
        <translation>zu viele Nachrichten im Postfach (&gt; %1)</translation>
    </message>
    <message>
        <source>no readable messages in the mailbox</source>
        <translation>keine lesbaren Nachrichten im Postfach</translation>
    </message>
    <message>
        <source>Outlook mailbox archive: export to .msg or .mbox to count it (%1 B)</source>
        <translation>Outlook-Postfacharchiv: als .msg oder .mbox exportieren, um es zu zählen (%1 B)</translation>
    </message>
    <message>
        <source>Outlook mailbox archive: export to .msg or .mbox to count it (%1 KiB)</source>
        <translation>Outlook-Postfacharchiv: als .msg oder .mbox exportieren, um es zu zählen (%1 KiB)</translation>
    </message>
    <message>
        <source>Outlook mailbox archive: export to .msg or .mbox to count it (%1 MiB)</source>
        <translation>Outlook-Postfacharchiv: als .msg oder .mbox exportieren, um es zu zählen (%1 MiB)</translation>
    </message>
    <message>
        <source>Outlook mailbox archive: export to .msg or .mbox to count it (%1 GiB)</source>
        <translation>Outlook-Postfacharchiv: als .msg oder .mbox exportieren, um es zu zählen (%1 GiB)</translation>
    </message>
    <message>
        <source>nested too deeply (containers more than %1 levels deep)</source>
        <translation>zu tief verschachtelt (Container mehr als %1 Ebenen tief)</translation>
    </message>
    <message>
        <source>zip bomb (nested documents inflate past %1 MiB)</source>
        <translation>ZIP-Bombe (verschachtelte Dokumente entpacken auf über %1 MiB)</translation>
    </message>
    <message>
        <source>zip bomb (nested documents inflate past %1 GiB)</source>
        <translation>ZIP-Bombe (verschachtelte Dokumente entpacken auf über %1 GiB)</translation>
    </message>
</context>
<context>
    <name>NeedsOcr</name>
    <message>
        <source>needs OCR: %1 pages in %2 files ≈ %3 (%4 per page, %5); %6</source>
        <translation>OCR nötig: %1 Seiten in %2 Dateien ≈ %3 (%4 je Seite, %5); %6</translation>
    </message>
    <message>
        <source>from this scan's text pages</source>
        <translation>aus den Textseiten dieses Scans</translation>
    </message>
    <message>
        <source>a typical page: 200,000 tokens ≈ 500 pages</source>
        <translation>typische Seite: 200.000 Token ≈ 500 Seiten</translation>
    </message>
    <message>
        <source>included in the count</source>
        <translation>in der Zählung enthalten</translation>
    </message>
    <message>
        <source>not in the count</source>
        <translation>nicht in der Zählung</translation>
    </message>
</context>
<context>
    <name>CorpusResultsView</name>
    <message>
        <source>Scanned PDF pages:</source>
        <translation>Gescannte PDF-Seiten:</translation>
    </message>
    <message>
        <source>Pages that are images without a text layer (scans): their text needs OCR. Estimated from this scan's text pages; in the count only when “Count scanned pages” was ticked</source>
        <translation>Seiten, die nur ein Bild ohne Textebene sind (Scans): ihr Text braucht OCR. Geschätzt aus den Textseiten dieses Scans; nur in der Zählung, wenn „Gescannte Seiten zählen“ angehakt war</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>ScanOptionsPanel</name>
    <message>
        <source>Count scanned pages (&amp;OCR estimate)</source>
        <translation>Gescannte Seiten zählen (&amp;OCR-Schätzung)</translation>
    </message>
    <message>
        <source>PDF pages that are only an image (scans) have no text to count; ticked, the tokens OCR would give them (estimated from the text pages of the same scan) are added to the count</source>
        <translation>PDF-Seiten, die nur ein Bild sind (Scans), haben keinen Text zum Zählen; angehakt werden die Token, die OCR aus ihnen gewönne (geschätzt aus den Textseiten desselben Scans), zur Zählung addiert</translation>
    </message>
</context>
<context>
    <name>ReportProvenance</name>
    <message>
        <source>Scanned PDF pages</source>
        <translation>Gescannte PDF-Seiten</translation>
    </message>
</context>
</TS>
