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
        <translation>Token (Ordner, geschätzt)</translation>
    </message>
    <message>
        <source>%1 counted so far</source>
        <translation>%1 bisher gezählt</translation>
    </message>
    <message>
        <source>Tokens per tokenizer (counted so far)</source>
        <translation>Token je Tokenizer (bisher gezählt)</translation>
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
<context>
    <name>ReportDetails</name>
    <message>
        <source>Report &amp;title and author…</source>
        <translation>Berichts&amp;titel und Autor…</translation>
    </message>
</context>
<context>
    <name>ReportDetailsDialog</name>
    <message>
        <source>Report title and author</source>
        <translation>Berichtstitel und Autor</translation>
    </message>
    <message>
        <source>e.g. Archive assistant pilot, Müller GmbH</source>
        <translation>z. B. Pilot Archiv-Assistent, Müller GmbH</translation>
    </message>
    <message>
        <source>The project's name: the title of the report</source>
        <translation>Name des Projekts: der Titel des Berichts</translation>
    </message>
    <message>
        <source>Who prepared the plan: printed under the title</source>
        <translation>Wer den Plan erstellt hat: steht unter dem Titel</translation>
    </message>
    <message>
        <source>&amp;Project / title:</source>
        <translation>&amp;Projekt / Titel:</translation>
    </message>
    <message>
        <source>&amp;Prepared by:</source>
        <translation>&amp;Erstellt von:</translation>
    </message>
</context>
<context>
    <name>ReportHtml</name>
    <message>
        <source>Where the training tokens come from</source>
        <translation>Woher die Trainings-Token kommen</translation>
    </message>
    <message>
        <source>How the figures of %1 are computed</source>
        <translation>Wie die Zahlen für %1 berechnet werden</translation>
    </message>
    <message>
        <source>Figures that differ from the main hardware; the others are the same.</source>
        <translation>Zahlen, die von der Haupt-Hardware abweichen; die übrigen sind gleich.</translation>
    </message>
    <message>
        <source>Prepared by %1</source>
        <translation>Erstellt von %1</translation>
    </message>
</context>
<context>
    <name>ReportProvenance</name>
    <message>
        <source>Folder scanned</source>
        <translation>Gescannter Ordner</translation>
    </message>
    <message>
        <source>Files read of found</source>
        <translation>Dateien gelesen von gefunden</translation>
    </message>
    <message>
        <source>%1 of %2 (%3), %4 of %5</source>
        <translation>%1 von %2 (%3), %4 von %5</translation>
    </message>
    <message>
        <source>stopped early: a partial count, the rest extrapolated from it</source>
        <translation>vorzeitig beendet: eine Teilzählung, der Rest daraus hochgerechnet</translation>
    </message>
    <message>
        <source>random sample of %1 draws, files drawn in proportion to their size, extrapolated to the whole folder</source>
        <translation>Zufallsstichprobe aus %1 Ziehungen, Dateien im Verhältnis zu ihrer Größe gezogen, auf den ganzen Ordner hochgerechnet</translation>
    </message>
    <message>
        <source>complete: every readable file counted</source>
        <translation>vollständig: jede lesbare Datei gezählt</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Verfahren</translation>
    </message>
    <message>
        <source>Tokens in the folder</source>
        <translation>Token im Ordner</translation>
    </message>
    <message>
        <source>%1 (95 % interval %2), counted with %3</source>
        <translation>%1 (95-%-Intervall %2), gezählt mit %3</translation>
    </message>
    <message>
        <source>With %1</source>
        <translation>Mit %1</translation>
    </message>
    <message>
        <source>%1, counted with %3</source>
        <translation>%1, gezählt mit %3</translation>
    </message>
    <message>
        <source>Whole archive</source>
        <translation>Gesamtes Archiv</translation>
    </message>
    <message>
        <source>%1 (95 % interval %2) for %3, extrapolated by file type</source>
        <translation>%1 (95-%-Intervall %2) für %3, je Dateityp hochgerechnet</translation>
    </message>
    <message>
        <source>Cleaning loss (assumed)</source>
        <translation>Bereinigungsverlust (angenommen)</translation>
    </message>
    <message>
        <source>%1 → %2 usable</source>
        <translation>%1 → %2 nutzbar</translation>
    </message>
    <message>
        <source>Duplicates</source>
        <translation>Duplikate</translation>
    </message>
    <message>
        <source>%1 exact, %2 near copies (share of tokens)</source>
        <translation>%1 exakte, %2 ähnliche Kopien (Anteil der Token)</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Übersprungen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Files read / found</source>
        <translation>Dateien gelesen / gefunden</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Tokens (folder estimate)</source>
        <translation>Token (Ordner, geschätzt)</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95-%-Intervall</translation>
    </message>
</context>
<context>
    <name>FigureText</name>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>%1 Parameter</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 Monate</translation>
    </message>
    <message>
        <source>%1 pages</source>
        <translation>%1 Seiten</translation>
    </message>
    <message>
        <source>%1 sequences</source>
        <translation>%1 Sequenzen</translation>
    </message>
    <message>
        <source>%1 tokens per parameter</source>
        <translation>%1 Token je Parameter</translation>
    </message>
    <message>
        <source>embedding parameters</source>
        <translation>Embedding-Parameter</translation>
    </message>
    <message>
        <source>output head parameters</source>
        <translation>Parameter des Ausgabekopfs</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <source>size stated by the maker (billions)</source>
        <translation>Größe laut Hersteller (Mrd.)</translation>
    </message>
    <message>
        <source>experts</source>
        <translation>Experten</translation>
    </message>
    <message>
        <source>experts per token</source>
        <translation>Experten je Token</translation>
    </message>
    <message>
        <source>parameters used per token (N)</source>
        <translation>je Token genutzte Parameter (N)</translation>
    </message>
    <message>
        <source>training tokens (D)</source>
        <translation>Trainings-Token (D)</translation>
    </message>
    <message>
        <source>FLOP per parameter and token</source>
        <translation>FLOP je Parameter und Token</translation>
    </message>
    <message>
        <source>base model frozen</source>
        <translation>Basismodell eingefroren</translation>
    </message>
    <message>
        <source>training compute (C)</source>
        <translation>Trainingsrechenaufwand (C)</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>peak BF16 TFLOPS per GPU</source>
        <translation>Spitzen-BF16-TFLOPS je GPU</translation>
    </message>
    <message>
        <source>model FLOPs utilisation</source>
        <translation>Modell-FLOPs-Auslastung</translation>
    </message>
    <message>
        <source>measured tokens per second</source>
        <translation>gemessene Token je Sekunde</translation>
    </message>
    <message>
        <source>training time</source>
        <translation>Trainingszeit</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>frozen base model</source>
        <translation>eingefrorenes Basismodell</translation>
    </message>
    <message>
        <source>bytes per parameter</source>
        <translation>Bytes je Parameter</translation>
    </message>
    <message>
        <source>shared across GPUs</source>
        <translation>verteilt auf GPUs</translation>
    </message>
    <message>
        <source>trained parameters</source>
        <translation>trainierte Parameter</translation>
    </message>
    <message>
        <source>sharding</source>
        <translation>Sharding</translation>
    </message>
    <message>
        <source>bytes split</source>
        <translation>Aufteilung der Bytes</translation>
    </message>
    <message>
        <source>optimizer offloaded to CPU RAM</source>
        <translation>Optimizer in den CPU-RAM ausgelagert</translation>
    </message>
    <message>
        <source>largest layer's parameters</source>
        <translation>Parameter der größten Schicht</translation>
    </message>
    <message>
        <source>method</source>
        <translation>Verfahren</translation>
    </message>
    <message>
        <source>tokens per GPU and micro-batch</source>
        <translation>Token je GPU und Micro-Batch</translation>
    </message>
    <message>
        <source>activation checkpointing</source>
        <translation>Aktivierungs-Checkpointing</translation>
    </message>
    <message>
        <source>bytes per token and layer</source>
        <translation>Bytes je Token und Schicht</translation>
    </message>
    <message>
        <source>bytes per token</source>
        <translation>Bytes je Token</translation>
    </message>
    <message>
        <source>hidden size</source>
        <translation>Hidden Size</translation>
    </message>
    <message>
        <source>vocabulary</source>
        <translation>Vokabular</translation>
    </message>
    <message>
        <source>chunked loss</source>
        <translation>Loss in Blöcken</translation>
    </message>
    <message>
        <source>overhead per GPU</source>
        <translation>Overhead je GPU</translation>
    </message>
    <message>
        <source>gathered layers</source>
        <translation>gesammelte Schichten</translation>
    </message>
    <message>
        <source>fit</source>
        <translation>Passung</translation>
    </message>
    <message>
        <source>capacity per GPU</source>
        <translation>Kapazität je GPU</translation>
    </message>
    <message>
        <source>memory independent of the sequence</source>
        <translation>Speicher unabhängig von der Sequenz</translation>
    </message>
    <message>
        <source>memory per token</source>
        <translation>Speicher je Token</translation>
    </message>
    <message>
        <source>micro-batch</source>
        <translation>Micro-Batch</translation>
    </message>
    <message>
        <source>model's positions</source>
        <translation>Positionen des Modells</translation>
    </message>
    <message>
        <source>sequence length</source>
        <translation>Sequenzlänge</translation>
    </message>
    <message>
        <source>GPUs per server</source>
        <translation>GPUs je Server</translation>
    </message>
    <message>
        <source>server RAM</source>
        <translation>Server-RAM</translation>
    </message>
    <message>
        <source>traffic</source>
        <translation>Datenverkehr</translation>
    </message>
    <message>
        <source>link</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>link bandwidth (GB/s)</source>
        <translation>Bandbreite der Verbindung (GB/s)</translation>
    </message>
    <message>
        <source>FLOP per token</source>
        <translation>FLOP je Token</translation>
    </message>
    <message>
        <source>tokens per micro-batch</source>
        <translation>Token je Micro-Batch</translation>
    </message>
    <message>
        <source>measured tokens per second and GPU</source>
        <translation>gemessene Token je Sekunde und GPU</translation>
    </message>
    <message>
        <source>GPU board power (W)</source>
        <translation>GPU-Leistungsaufnahme (W)</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
    <message>
        <source>CPU TDP (W)</source>
        <translation>CPU-TDP (W)</translation>
    </message>
    <message>
        <source>facility factor</source>
        <translation>Gebäudefaktor</translation>
    </message>
    <message>
        <source>average power</source>
        <translation>mittlere Leistung</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>Stunden</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>electricity price per kWh</source>
        <translation>Strompreis je kWh</translation>
    </message>
    <message>
        <source>grid g CO₂ per kWh</source>
        <translation>Netz: g CO₂ je kWh</translation>
    </message>
    <message>
        <source>months</source>
        <translation>Monate</translation>
    </message>
    <message>
        <source>price per month</source>
        <translation>Preis je Monat</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>adapter parameters</source>
        <translation>Adapter-Parameter</translation>
    </message>
    <message>
        <source>tokens × epochs</source>
        <translation>Token × Epochen</translation>
    </message>
    <message>
        <source>archive size</source>
        <translation>Archivgröße</translation>
    </message>
    <message>
        <source>preparation speed (MB/s)</source>
        <translation>Aufbereitungsgeschwindigkeit (MB/s)</translation>
    </message>
    <message>
        <source>pilot share of an epoch</source>
        <translation>Pilotanteil einer Epoche</translation>
    </message>
    <message>
        <source>epochs</source>
        <translation>Epochen</translation>
    </message>
    <message>
        <source>checkpoint size</source>
        <translation>Checkpoint-Größe</translation>
    </message>
    <message>
        <source>checkpoint every (h)</source>
        <translation>Checkpoint alle (h)</translation>
    </message>
    <message>
        <source>write speed (GB/s)</source>
        <translation>Schreibgeschwindigkeit (GB/s)</translation>
    </message>
    <message>
        <source>servers</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>evaluation share of training</source>
        <translation>Evaluationsanteil am Training</translation>
    </message>
</context>
</TS>
