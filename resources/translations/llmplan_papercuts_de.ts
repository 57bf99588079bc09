<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CorpusResultsView</name>
    <message>
        <source>No scan yet.
Drop a folder of documents on this tab (or choose one above): the tokens per file type appear here.</source>
        <translation>Noch kein Scan.
Einen Ordner mit Dokumenten auf diese Seite ziehen (oder oben wählen): hier erscheinen dann die Token je Dateityp.</translation>
    </message>
    <message>
        <source>Skipped files, by reason and extension</source>
        <translation>Übersprungene Dateien, nach Grund und Endung</translation>
    </message>
    <message>
        <source>Tokens by file type (counted so far)</source>
        <translation>Token je Dateityp (bisher gezählt)</translation>
    </message>
    <message>
        <source>Tokens by file type</source>
        <translation>Token je Dateityp</translation>
    </message>
    <message>
        <source>%1 counted so far (estimate for the folder: %2)</source>
        <translation>%1 bisher gezählt (Schätzung für den Ordner: %2)</translation>
    </message>
    <message>
        <source>cancelled after %1 — partial result: %2 of %3 files read</source>
        <translation>nach %1 abgebrochen — Teilergebnis: %2 von %3 Dateien gelesen</translation>
    </message>
    <message>
        <source>sampled in %1: %2 of %3 files read (%4 of %5), drawn in proportion to their size; the rest is extrapolated with the 95 % interval</source>
        <translation>Stichprobe in %1: %2 von %3 Dateien gelesen (%4 von %5), gezogen im Verhältnis zu ihrer Größe; der Rest ist hochgerechnet, mit 95-%-Intervall</translation>
    </message>
    <message>
        <source>complete: every file read, in %1</source>
        <translation>vollständig: jede Datei gelesen, in %1</translation>
    </message>
    <message>
        <source>Tokens counted so far</source>
        <translation>Bisher gezählte Token</translation>
    </message>
    <message>
        <source>Tokens (folder estimate)</source>
        <translation>Token (Schätzung für den Ordner)</translation>
    </message>
    <message>
        <source>Files read / found</source>
        <translation>Dateien gelesen / gefunden</translation>
    </message>
    <message>
        <source>Words read</source>
        <translation>Gelesene Wörter</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95-%-Intervall</translation>
    </message>
    <message>
        <source>Tokens per tokenizer</source>
        <translation>Token je Tokenizer</translation>
    </message>
</context>
<context>
    <name>CorpusTab</name>
    <message>
        <source>PDF, Word (DOCX), PowerPoint (PPTX), Excel (XLSX), OpenDocument (ODT, ODS), e-mail (EML), HTML, RTF, text, Markdown, CSV, JSON, XML, source code, configuration, logs, any text file, and ZIP/TAR/GZ archives of them</source>
        <translation>PDF, Word (DOCX), PowerPoint (PPTX), Excel (XLSX), OpenDocument (ODT, ODS), E-Mail (EML), HTML, RTF, Text, Markdown, CSV, JSON, XML, Quellcode, Konfiguration, Logs, jede Textdatei und ZIP/TAR/GZ-Archive davon</translation>
    </message>
    <message>
        <source>time left not known yet</source>
        <translation>Restzeit noch unbekannt</translation>
    </message>
    <message>
        <source>%1 left of the time budget</source>
        <translation>noch %1 vom Zeitbudget</translation>
    </message>
    <message>
        <source>about %1 left (estimate)</source>
        <translation>noch etwa %1 (Schätzung)</translation>
    </message>
    <message>
        <source>%1 files · %2 of %3 · %4 tokens so far · %5</source>
        <translation>%1 Dateien · %2 von %3 · bisher %4 Token · %5</translation>
    </message>
    <message>
        <source>Result of the scan of %1, scanned %2.</source>
        <translation>Ergebnis des Scans von %1, gescannt am %2.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Save the changes to %1 before closing?</source>
        <translation>Änderungen an %1 vor dem Schließen speichern?</translation>
    </message>
</context>
<context>
    <name>SummaryStrip</name>
    <message>
        <source>Energy (MFU 40–20 %)</source>
        <translation>Energie (MFU 40–20 %)</translation>
    </message>
    <message>
        <source>Electricity cost (MFU 40–20 %)</source>
        <translation>Stromkosten (MFU 40–20 %)</translation>
    </message>
    <message>
        <source>%1 (and %2 more)</source>
        <translation>%1 (und %2 weitere)</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Alle zeigen</translation>
    </message>
</context>
<context>
    <name>TimelineTab</name>
    <message>
        <source>No plan:</source>
        <translation>Kein Plan:</translation>
    </message>
</context>
<context>
    <name>PlanWarnings</name>
    <message>
        <source>The training run takes %1 years. To shorten it: more GPUs (about %3 instead of %2 for a run of one month)%4, or fewer training tokens.</source>
        <translation>Das Training dauert %1 Jahre. Kürzer wird es mit mehr GPUs (etwa %3 statt %2 für einen Lauf von einem Monat)%4 oder weniger Trainings-Token.</translation>
    </message>
    <message>
        <source>LoRA instead of a full fine-tune</source>
        <translation>LoRA statt vollem Fine-Tuning</translation>
    </message>
    <message>
        <source>fewer epochs</source>
        <translation>weniger Epochen</translation>
    </message>
</context>
<context>
    <name>CorpusTypes</name>
    <message>
        <source>Word (DOCX)</source>
        <translation>Word (DOCX)</translation>
    </message>
    <message>
        <source>PowerPoint (PPTX)</source>
        <translation>PowerPoint (PPTX)</translation>
    </message>
    <message>
        <source>Excel (XLSX)</source>
        <translation>Excel (XLSX)</translation>
    </message>
    <message>
        <source>OpenDocument text</source>
        <translation>OpenDocument-Text</translation>
    </message>
    <message>
        <source>OpenDocument spreadsheet</source>
        <translation>OpenDocument-Tabelle</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-Mail</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Logs</source>
        <translation>Logs</translation>
    </message>
    <message>
        <source>Source code</source>
        <translation>Quellcode</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <source>Text (other extensions)</source>
        <translation>Text (andere Endungen)</translation>
    </message>
    <message>
        <source>ZIP archives</source>
        <translation>ZIP-Archive</translation>
    </message>
    <message>
        <source>TAR archives</source>
        <translation>TAR-Archive</translation>
    </message>
    <message>
        <source>gzip files</source>
        <translation>gzip-Dateien</translation>
    </message>
    <message>
        <source>(no extension)</source>
        <translation>(ohne Endung)</translation>
    </message>
    <message>
        <source> (%1K vocabulary)</source>
        <translation> (%1K-Vokabular)</translation>
    </message>
    <message>
        <source>unsupported type</source>
        <translation>nicht unterstützter Typ</translation>
    </message>
    <message>
        <source>symbolic link not followed</source>
        <translation>symbolischer Link nicht verfolgt</translation>
    </message>
    <message>
        <source>broken symbolic link</source>
        <translation>defekter symbolischer Link</translation>
    </message>
    <message>
        <source>symbolic link loop</source>
        <translation>Schleife symbolischer Links</translation>
    </message>
    <message>
        <source>empty file</source>
        <translation>leere Datei</translation>
    </message>
    <message>
        <source>no text</source>
        <translation>kein Text</translation>
    </message>
    <message>
        <source>binary data</source>
        <translation>Binärdaten</translation>
    </message>
    <message>
        <source>encrypted document</source>
        <translation>verschlüsseltes Dokument</translation>
    </message>
    <message>
        <source>encrypted Office document</source>
        <translation>verschlüsseltes Office-Dokument</translation>
    </message>
    <message>
        <source>encrypted PDF</source>
        <translation>verschlüsseltes PDF</translation>
    </message>
    <message>
        <source>corrupt PDF</source>
        <translation>beschädigtes PDF</translation>
    </message>
    <message>
        <source>corrupt zip container</source>
        <translation>beschädigter ZIP-Container</translation>
    </message>
    <message>
        <source>no text layer (scanned PDF?)</source>
        <translation>keine Textebene (gescanntes PDF?)</translation>
    </message>
    <message>
        <source>not a regular file (device, pipe, socket)</source>
        <translation>keine normale Datei (Gerät, Pipe, Socket)</translation>
    </message>
    <message>
        <source>unreadable file</source>
        <translation>unlesbare Datei</translation>
    </message>
    <message>
        <source>unreadable folder</source>
        <translation>unlesbarer Ordner</translation>
    </message>
    <message>
        <source>zip bomb</source>
        <translation>ZIP-Bombe</translation>
    </message>
    <message>
        <source>too large</source>
        <translation>zu groß</translation>
    </message>
    <message>
        <source>old binary Office/Outlook format: no permissively licensed reader (save as DOCX/XLSX/EML to count it)</source>
        <translation>altes binäres Office-/Outlook-Format: kein frei lizenzierter Leser (als DOCX/XLSX/EML speichern, um es zu zählen)</translation>
    </message>
</context>
<context>
    <name>formatting</name>
    <message>
        <source>%1–%2 s</source>
        <translation>%1–%2 s</translation>
    </message>
</context>
</TS>
