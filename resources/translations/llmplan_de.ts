<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../desktop/llmplan/gui/about_dialog.py" line="60" />
        <source>Tokens, memory fit, run time, energy and cost of training a language model on your own documents — offline.</source>
        <translation>Token, Speicherbedarf, Laufzeit, Energie und Kosten, um ein Sprachmodell auf den eigenen Dokumenten zu trainieren — offline.</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/about_dialog.py" line="67" />
        <source>Bundled tokenizers</source>
        <translation>Mitgelieferte Tokenizer</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/about_dialog.py" line="73" />
        <source>Tokenizer</source>
        <translation>Tokenizer</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/about_dialog.py" line="75" />
        <source>Licence file</source>
        <translation>Lizenzdatei</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/about_dialog.py" line="77" />
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/about_dialog.py" line="88" />
        <source>The licence texts ship in resources/tokenizers/.</source>
        <translation>Die Lizenztexte liegen in resources/tokenizers/.</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/about_dialog.py" line="96" />
        <source>No tokenizers found in this installation.</source>
        <translation>In dieser Installation wurden keine Tokenizer gefunden.</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/about_dialog.py" line="101" />
        <source>Libraries</source>
        <translation>Bibliotheken</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/about_dialog.py" line="116" />
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/about_dialog.py" line="117" />
        <source>Counted from the architecture: embeddings, attention with grouped-query key/value heads, the (gated) MLP, norms and the output head. For mixture-of-experts models the total and the active parameters per token are both shown.</source>
        <translation>Aus der Architektur gezählt: Embeddings, Attention mit Grouped-Query-Key/Value-Köpfen, das (gated) MLP, Normen und der Ausgabekopf. Bei Mixture-of-Experts-Modellen werden die Gesamtzahl und die je Token aktiven Parameter gezeigt.</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/about_dialog.py" line="125" />
        <source>Compute and time</source>
        <translation>Rechenaufwand und Zeit</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/about_dialog.py" line="126" />
        <source>Training compute C = 6 · N · D floating-point operations (N parameters, D tokens); about 4 · N · D with a frozen base (LoRA, QLoRA). Time t = C / (GPUs × dense BF16 peak × MFU). The band shows MFU %1 (optimistic) to %2 (conservative); a measured tokens/s from a pilot run replaces the estimate.</source>
        <translation>Rechenaufwand des Trainings C = 6 · N · D Gleitkommaoperationen (N Parameter, D Token); etwa 4 · N · D mit eingefrorener Basis (LoRA, QLoRA). Zeit t = C / (GPUs × dichte BF16-Spitzenleistung × MFU). Das Band zeigt MFU %1 (optimistisch) bis %2 (konservativ); ein gemessener Durchsatz (Token/s) aus einem Pilotlauf ersetzt die Schätzung.</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/about_dialog.py" line="136" />
        <source>Memory per GPU</source>
        <translation>Speicher je GPU</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/about_dialog.py" line="137" />
        <source>Mixed-precision AdamW keeps 16 bytes per parameter (2 weights + 2 gradients + 12 optimizer); ZeRO/FSDP sharding divides them across the GPUs. Activations follow the layer shapes (full checkpointing keeps one layer input per layer), logits are tokens × vocabulary × 4 bytes, plus a stated overhead. Tight means less than %1 of the card is free.</source>
        <translation>AdamW mit gemischter Präzision hält 16 Bytes je Parameter (2 Gewichte + 2 Gradienten + 12 Optimizer); ZeRO/FSDP-Sharding verteilt sie auf die GPUs. Aktivierungen folgen den Schichtformen (volles Checkpointing behält eine Schichteingabe je Schicht), Logits sind Token × Vokabular × 4 Bytes, dazu ein angegebener Overhead. Knapp heißt: weniger als %1 der Karte sind frei.</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/about_dialog.py" line="147" />
        <source>Energy and cost</source>
        <translation>Energie und Kosten</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/about_dialog.py" line="148" />
        <source>Power = GPUs × board power + CPUs × TDP, plus %1 for the rest of the server; kWh = power × hours; cost = kWh × price; CO₂ = kWh × grid intensity.</source>
        <translation>Leistung = GPUs × Board-Leistung + CPUs × TDP, plus %1 für den Rest des Servers; kWh = Leistung × Stunden; Kosten = kWh × Preis; CO₂ = kWh × Netzintensität.</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/about_dialog.py" line="155" />
        <source>Corpus</source>
        <translation>Korpus</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/about_dialog.py" line="156" />
        <source>Tokens are counted with the model's real tokenizer. Large folders are sampled by file type; the total is extrapolated with a 95 % interval. 200,000 tokens are about 500 pages. Cleaning loss is an assumption you set, not a measurement.</source>
        <translation>Token werden mit dem echten Tokenizer des Modells gezählt. Große Ordner werden je Dateityp stichprobenartig gelesen; die Summe wird mit 95-%-Intervall hochgerechnet. 200.000 Token sind etwa 500 Seiten. Der Bereinigungsverlust ist eine Annahme, keine Messung.</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/about_dialog.py" line="164" />
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/about_dialog.py" line="165" />
        <source>Every figure in the Memory fit and Timeline tabs can show its formula, inputs and source. Spec-sheet figures come from the catalogue entries, each with its source.</source>
        <translation>Jede Zahl auf den Seiten Speicherbedarf und Zeitplan kann ihre Formel, Eingaben und Quelle zeigen. Datenblattwerte stammen aus den Katalogeinträgen, jeweils mit Quelle.</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/about_dialog.py" line="176" />
        <source>How the numbers are computed</source>
        <translation>Wie die Zahlen berechnet werden</translation>
    </message>
    <message>
        <source>Training compute C = 6 · N · D floating-point operations (N parameters, D tokens); about 4 · N · D with a frozen base (LoRA, QLoRA). Time t = C / (GPUs × dense BF16 peak × MFU), plus the optimizer steps on the CPU when the optimizer is offloaded.</source>
        <translation>Trainingsrechenaufwand C = 6 · N · D Gleitkommaoperationen (N Parameter, D Tokens); etwa 4 · N · D mit eingefrorenem Basismodell (LoRA, QLoRA). Zeit t = C / (GPUs × dichte BF16-Spitzenleistung × MFU), plus die Optimiererschritte auf der CPU, wenn der Optimierer ausgelagert ist.</translation>
    </message>
    <message>
        <source>As %1 holds it:</source>
        <translation>So hält %1 den Speicher:</translation>
    </message>
    <message>
        <source>kWh = power × hours; cost = kWh × price; CO₂ = kWh × grid intensity.</source>
        <translation>kWh = Leistung × Stunden; Kosten = kWh × Preis; CO₂ = kWh × Emissionsfaktor des Netzes.</translation>
    </message>
    <message>
        <source>language identification model by Lui &amp; Baldwin</source>
        <translation>Modell zur Spracherkennung von Lui &amp; Baldwin</translation>
    </message>
</context>
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
        <location filename="../../desktop/llmplan/gui/corpus_results.py" line="63" />
        <source>Totals</source>
        <translation>Summen</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_results.py" line="66" />
        <source>Tokens (estimated):</source>
        <translation>Token (geschätzt):</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_results.py" line="67" />
        <source>95 % interval:</source>
        <translation>95-%-Intervall:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_results.py" line="68" />
        <source>Whole archive:</source>
        <translation>Gesamtes Archiv:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_results.py" line="69" />
        <source>Usable after cleaning:</source>
        <translation>Nutzbar nach Bereinigung:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_results.py" line="70" />
        <source>Files read / found:</source>
        <translation>Dateien gelesen / gefunden:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_results.py" line="71" />
        <source>Bytes read / found:</source>
        <translation>Bytes gelesen / gefunden:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_results.py" line="72" />
        <source>Pages equivalent:</source>
        <translation>Entspricht Seiten:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_results.py" line="73" />
        <source>Token-ID storage:</source>
        <translation>Speicher für Token-IDs:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_results.py" line="74" />
        <source>Duplicates (exact / near):</source>
        <translation>Duplikate (exakt / ähnlich):</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_results.py" line="75" />
        <source>Scan:</source>
        <translation>Scan:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_results.py" line="85" />
        <source>200,000 tokens ≈ 500 printed pages</source>
        <translation>200.000 Token ≈ 500 gedruckte Seiten</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_results.py" line="88" />
        <source>Share of tokens in exact copies (same normalised text) and near copies (MinHash similarity ≥ 0.8)</source>
        <translation>Anteil der Token in exakten Kopien (gleicher normalisierter Text) und Beinahe-Kopien (MinHash-Ähnlichkeit ≥ 0,8)</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_results.py" line="108" />
        <source>tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_results.py" line="118" />
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_results.py" line="119" />
        <location filename="../../desktop/llmplan/gui/corpus_results.py" line="138" />
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_results.py" line="120" />
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_results.py" line="121" />
        <source>Words</source>
        <translation>Wörter</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_results.py" line="122" />
        <source>Tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_results.py" line="123" />
        <source>Tokens/byte</source>
        <translation>Token/Byte</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_results.py" line="124" />
        <source>Tokens/word</source>
        <translation>Token/Wort</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_results.py" line="133" />
        <source>Per file type; click a column header to sort</source>
        <translation>Je Dateityp; zum Sortieren auf eine Spaltenüberschrift klicken</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_results.py" line="138" />
        <source>Skipped files, by reason</source>
        <translation>Übersprungene Dateien, nach Grund</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_results.py" line="164" />
        <source>Tokens per tokenizer</source>
        <translation>Token je Tokenizer</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_results.py" line="172" />
        <source>Tokens by file type (read)</source>
        <translation>Token nach Dateityp (gelesen)</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_results.py" line="185" />
        <source>%1 (%2 – %3) for %4</source>
        <translation>%1 (%2 – %3) für %4</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_results.py" line="192" />
        <source>– (no archive size given: the folder is the corpus)</source>
        <translation>– (keine Archivgröße angegeben: der Ordner ist das Korpus)</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_results.py" line="195" />
        <source>%1 (cleaning loss %2)</source>
        <translation>%1 (Bereinigungsverlust %2)</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_results.py" line="201" />
        <source> (%1 skipped)</source>
        <translation> (%1 übersprungen)</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_results.py" line="209" />
        <source>%1 (%2 bytes per token ID)</source>
        <translation>%1 (%2 Bytes je Token-ID)</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_results.py" line="219" />
        <source>sampled, extrapolated</source>
        <translation>Stichprobe, hochgerechnet</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_results.py" line="219" />
        <source>complete</source>
        <translation>vollständig</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_results.py" line="221" />
        <source>cancelled — partial result</source>
        <translation>abgebrochen — Teilergebnis</translation>
    </message>
    <message>
        <source>Trainable tokens:</source>
        <translation>Trainierbare Token:</translation>
    </message>
    <message>
        <source>%1%2 after the measured cleaning steps</source>
        <translation>%1%2 nach den gemessenen Bereinigungsschritten</translation>
    </message>
    <message>
        <source> (95 % interval %1 – %2)</source>
        <translation> (95-%-Intervall %1 – %2)</translation>
    </message>
    <message>
        <source>; with %1 extra cleaning loss: %2</source>
        <translation>; mit %1 zusätzlichem Bereinigungsverlust: %2</translation>
    </message>
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
    <message>
        <source>%n other types</source>
        <translation>%n weitere Typen</translation>
    </message>
    <message>
        <source>cancelled after %1 — partial result: %2 of %3 read</source>
        <translation>nach %1 abgebrochen — Teilergebnis: %2 von %3 gelesen</translation>
    </message>
    <message>
        <source>sampled in %1: %2 of %3 read (%4 of %5), a random sample by file type and size; the rest is extrapolated with the 95 % interval</source>
        <translation>Stichprobe in %1: %2 von %3 gelesen (%4 von %5), zufällig nach Dateityp und Größe gezogen; der Rest ist hochgerechnet, mit 95-%-Intervall</translation>
    </message>
    <message>
        <source>%1 file</source>
        <translation>%1 Datei</translation>
    </message>
    <message>
        <source>%1 files</source>
        <translation>%1 Dateien</translation>
    </message>
</context>
<context>
    <name>CorpusTab</name>
    <message>
        <source>PDF, Word (DOC, DOCX), WordPerfect (WPD), PowerPoint (PPT, PPTX), Excel (XLS, XLSX, XLSB), OpenDocument (ODT, ODS, ODP, ODG), Outlook (MSG), e-mail (EML, MBOX), EPUB, HTML, RTF, text, Markdown, CSV, JSON, XML, source code, configuration, logs, any text file, and ZIP/TAR/GZ archives of them</source>
        <translation>PDF, Word (DOC, DOCX), WordPerfect (WPD), PowerPoint (PPT, PPTX), Excel (XLS, XLSX, XLSB), OpenDocument (ODT, ODS, ODP, ODG), Outlook (MSG), E-Mail (EML, MBOX), EPUB, HTML, RTF, Text, Markdown, CSV, JSON, XML, Quellcode, Konfiguration, Logs, jede Textdatei und ZIP/TAR/GZ-Archive davon</translation>
    </message>
    <message>
        <source>Result of the scan of %1, scanned %2.</source>
        <translation>Ergebnis des Scans von %1, gescannt am %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_tab.py" line="78" />
        <source>Drop a folder or files anywhere on this tab to count their tokens.
Accepted: %1. Other files are listed as skipped.</source>
        <translation>Ordner oder Dateien irgendwo auf diese Seite ziehen, um ihre Token zu zählen.
Akzeptiert: %1. Andere Dateien werden als übersprungen aufgeführt.</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_tab.py" line="83" />
        <source>PDF, Word (DOCX), PowerPoint (PPTX), OpenDocument (ODT), e-mail (EML), HTML, RTF, text, Markdown, CSV, JSON, XML</source>
        <translation>PDF, Word (DOCX), PowerPoint (PPTX), OpenDocument (ODT), E-Mail (EML), HTML, RTF, Text, Markdown, CSV, JSON, XML</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_tab.py" line="88" />
        <source>Choose folde&amp;r…</source>
        <translation>&amp;Ordner wählen…</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_tab.py" line="89" />
        <source>Pick a folder of documents to scan</source>
        <translation>Einen Ordner mit Dokumenten zum Zählen wählen</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_tab.py" line="91" />
        <source>Choose f&amp;iles…</source>
        <translation>Date&amp;ien wählen…</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_tab.py" line="92" />
        <source>Pick single documents to scan</source>
        <translation>Einzelne Dokumente zum Zählen wählen</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_tab.py" line="108" />
        <source>No scan yet.</source>
        <translation>Noch kein Scan.</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_tab.py" line="110" />
        <source>Cancel sca&amp;n</source>
        <translation>Scan abb&amp;rechen</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_tab.py" line="112" />
        <source>Stop the scan; what was counted so far stays</source>
        <translation>Scan anhalten; was bisher gezählt wurde, bleibt</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_tab.py" line="123" />
        <source>E&amp;pochs:</source>
        <translation>&amp;Epochen:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_tab.py" line="129" />
        <source>How many times training passes over the tokens</source>
        <translation>Wie oft das Training die Token durchläuft</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_tab.py" line="131" />
        <source>&amp;Use in plan</source>
        <translation>Im Plan &amp;verwenden</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_tab.py" line="135" />
        <source>Put the estimated token count after cleaning into the plan, with the epochs</source>
        <translation>Die geschätzte Tokenzahl nach Bereinigung mit den Epochen in den Plan übernehmen</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_tab.py" line="156" />
        <source>A scan is running; cancel it first.</source>
        <translation>Ein Scan läuft; bitte zuerst abbrechen.</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_tab.py" line="160" />
        <source>Tick at least one tokenizer.</source>
        <translation>Mindestens einen Tokenizer ankreuzen.</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_tab.py" line="197" />
        <source>Scanning %1 …</source>
        <translation>Scanne %1 …</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_tab.py" line="206" />
        <source>Cancelling…</source>
        <translation>Breche ab…</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_tab.py" line="264" />
        <source>Choose a folder of documents</source>
        <translation>Ordner mit Dokumenten wählen</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_tab.py" line="269" />
        <source>Choose documents</source>
        <translation>Dokumente wählen</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_tab.py" line="276" />
        <source>%1 files · %2 of %3 · %4 tokens so far · %5 left</source>
        <translation>%1 Dateien · %2 von %3 · bisher %4 Token · noch %5</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_tab.py" line="288" />
        <source>Cancelled — the partial result is shown.</source>
        <translation>Abgebrochen — das Teilergebnis wird angezeigt.</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_tab.py" line="291" />
        <source>Done.</source>
        <translation>Fertig.</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_tab.py" line="295" />
        <source>The scan failed: %1</source>
        <translation>Der Scan ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_tab.py" line="314" />
        <source>Result of the scan of %1.</source>
        <translation>Ergebnis des Scans von %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_tab.py" line="320" />
        <source>“Use in plan” sets %1 per epoch (after cleaning%2).</source>
        <translation>„Im Plan verwenden“ setzt %1 je Epoche (nach Bereinigung%2).</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/corpus_tab.py" line="322" />
        <source>, whole archive</source>
        <translation>, gesamtes Archiv</translation>
    </message>
    <message>
        <source>Put the trainable tokens (after the cleaning steps) into the plan, with the epochs</source>
        <translation>Die trainierbaren Token (nach den Bereinigungsschritten) mit den Epochen in den Plan übernehmen</translation>
    </message>
    <message>
        <source>“Use in plan” sets the trainable tokens, %1 per epoch (after cleaning%2).</source>
        <translation>„Im Plan verwenden“ setzt die trainierbaren Token, %1 je Epoche (nach der Bereinigung%2).</translation>
    </message>
    <message>
        <source>Replace the earlier result with what the cancelled scan counted</source>
        <translation>Das frühere Ergebnis durch das ersetzen, was der abgebrochene Scan gezählt hat</translation>
    </message>
    <message>
        <source>Cancelled — the earlier complete result stays on screen.</source>
        <translation>Abgebrochen — das frühere, vollständige Ergebnis bleibt stehen.</translation>
    </message>
    <message>
        <source>Earlier result: the scan of %1 from %2. The rescan was cancelled.</source>
        <translation>Früheres Ergebnis: der Scan von %1 vom %2. Der neue Scan wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Earlier result: the scan of %1. The rescan was cancelled.</source>
        <translation>Früheres Ergebnis: der Scan von %1. Der neue Scan wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Sho&amp;w the partial result</source>
        <translation>Teilergebnis &amp;zeigen</translation>
    </message>
</context>
<context>
    <name>EntryDialog</name>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_dialog.py" line="147" />
        <source>Not a number</source>
        <translation>Keine Zahl</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_dialog.py" line="150" />
        <source>Must be a whole number</source>
        <translation>Muss eine ganze Zahl sein</translation>
    </message>
</context>
<context>
    <name>EntrySpecs</name>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="14" />
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="148" />
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="208" />
        <source>Id:</source>
        <translation>Kennung:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="15" />
        <source>Short lowercase id, e.g. my-125m</source>
        <translation>Kurze Kennung in Kleinbuchstaben, z. B. mein-125m</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="20" />
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="154" />
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="214" />
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="21" />
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="155" />
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="215" />
        <source>Name shown in the plan</source>
        <translation>Name, der im Plan erscheint</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="26" />
        <source>Family:</source>
        <translation>Familie:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="27" />
        <source>Model family, e.g. custom</source>
        <translation>Modellfamilie, z. B. custom</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="32" />
        <source>Vocabulary size:</source>
        <translation>Vokabulargröße:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="33" />
        <source>Tokens in the vocabulary</source>
        <translation>Token im Vokabular</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="38" />
        <source>Hidden size (d_model):</source>
        <translation>Hidden Size (d_model):</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="39" />
        <source>Width of the residual stream</source>
        <translation>Breite des Residual-Streams</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="44" />
        <source>MLP width:</source>
        <translation>MLP-Breite:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="45" />
        <source>Feed-forward width, often 4 × d_model</source>
        <translation>Feed-Forward-Breite, oft 4 × d_model</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="50" />
        <source>Layers:</source>
        <translation>Schichten:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="51" />
        <source>Number of transformer blocks</source>
        <translation>Anzahl der Transformer-Blöcke</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="56" />
        <source>Attention heads:</source>
        <translation>Attention-Köpfe:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="57" />
        <source>Query heads per layer</source>
        <translation>Query-Köpfe je Schicht</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="62" />
        <source>Key/value heads:</source>
        <translation>Key/Value-Köpfe:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="63" />
        <source>Equal to the heads unless grouped-query attention</source>
        <translation>Gleich der Kopfzahl, außer bei Grouped-Query Attention</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="70" />
        <source>Head dimension:</source>
        <translation>Kopfdimension:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="71" />
        <source>Usually d_model / heads (64 or 128)</source>
        <translation>Meist d_model / Köpfe (64 oder 128)</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="76" />
        <source>Context length:</source>
        <translation>Kontextlänge:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="77" />
        <source>Longest sequence the model supports</source>
        <translation>Längste Sequenz, die das Modell unterstützt</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="82" />
        <source>Gated MLP (SwiGLU):</source>
        <translation>Gated MLP (SwiGLU):</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="83" />
        <source>Three MLP matrices instead of two (GELU)</source>
        <translation>Drei MLP-Matrizen statt zwei (GELU)</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="88" />
        <source>Tied embeddings:</source>
        <translation>Gebundene Embeddings:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="89" />
        <source>The output head shares the embedding matrix</source>
        <translation>Der Ausgabekopf teilt sich die Embedding-Matrix</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="94" />
        <source>Learned positions:</source>
        <translation>Gelernte Positionen:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="95" />
        <source>GPT-2 style absolute position embeddings</source>
        <translation>Absolute Positions-Embeddings wie bei GPT-2</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="100" />
        <source>Norm:</source>
        <translation>Norm:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="101" />
        <source>Normalisation layers</source>
        <translation>Normalisierungsschichten</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="107" />
        <source>Tokenizer id:</source>
        <translation>Tokenizer-Kennung:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="108" />
        <source>Bundled tokenizer to count the corpus with</source>
        <translation>Mitgelieferter Tokenizer, mit dem das Korpus gezählt wird</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="113" />
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="197" />
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="285" />
        <source>Source:</source>
        <translation>Quelle:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="114" />
        <source>Where these numbers come from</source>
        <translation>Woher diese Zahlen stammen</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="149" />
        <source>Short lowercase id, e.g. my-gpu</source>
        <translation>Kurze Kennung in Kleinbuchstaben, z. B. meine-gpu</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="160" />
        <source>Vendor:</source>
        <translation>Hersteller:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="161" />
        <source>Maker of the GPU</source>
        <translation>Hersteller der GPU</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="167" />
        <source>Memory (GB):</source>
        <translation>Speicher (GB):</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="168" />
        <source>Memory per card, decimal GB</source>
        <translation>Speicher je Karte, dezimale GB</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="173" />
        <source>Memory bandwidth (TB/s):</source>
        <translation>Speicherbandbreite (TB/s):</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="174" />
        <source>From the spec sheet</source>
        <translation>Aus dem Datenblatt</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="179" />
        <source>BF16 dense TFLOPS:</source>
        <translation>BF16 dicht, TFLOPS:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="180" />
        <source>Dense, not sparse, BF16 tensor throughput</source>
        <translation>Dichte (nicht sparse) BF16-Tensor-Leistung</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="185" />
        <source>Board power (W):</source>
        <translation>Board-Leistung (W):</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="186" />
        <source>Maximum board power</source>
        <translation>Maximale Board-Leistung</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="191" />
        <source>Form factor:</source>
        <translation>Bauform:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="192" />
        <source>SXM, PCIe, OAM, …</source>
        <translation>SXM, PCIe, OAM, …</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="198" />
        <source>Spec sheet or quote these figures come from</source>
        <translation>Datenblatt oder Angebot, aus dem diese Zahlen stammen</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="209" />
        <source>Short lowercase id, e.g. quote-2025-01</source>
        <translation>Kurze Kennung in Kleinbuchstaben, z. B. angebot-2025-01</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="220" />
        <source>GPU:</source>
        <translation>GPU:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="221" />
        <source>GPU model in the server</source>
        <translation>GPU-Modell im Server</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="227" />
        <source>GPUs:</source>
        <translation>GPUs:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="228" />
        <source>GPUs per server</source>
        <translation>GPUs je Server</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="233" />
        <source>CPU model:</source>
        <translation>CPU-Modell:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="234" />
        <source>Host processor</source>
        <translation>Host-Prozessor</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="239" />
        <source>CPUs:</source>
        <translation>CPUs:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="240" />
        <source>Processor sockets</source>
        <translation>Prozessorsockel</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="245" />
        <source>CPU TDP (W):</source>
        <translation>CPU-TDP (W):</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="246" />
        <source>Thermal design power per CPU</source>
        <translation>Thermische Verlustleistung je CPU</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="251" />
        <source>Host RAM (GB):</source>
        <translation>Host-RAM (GB):</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="252" />
        <source>Main memory, for CPU offload</source>
        <translation>Hauptspeicher, für CPU-Offload</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="257" />
        <source>NVLink domain size:</source>
        <translation>Größe der NVLink-Domäne:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="258" />
        <source>GPUs sharing one NVLink domain (1 = PCIe only)</source>
        <translation>GPUs, die sich eine NVLink-Domäne teilen (1 = nur PCIe)</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="265" />
        <source>Link inside a domain (GB/s):</source>
        <translation>Verbindung in einer Domäne (GB/s):</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="266" />
        <source>GPU-to-GPU bandwidth inside a domain</source>
        <translation>GPU-zu-GPU-Bandbreite innerhalb einer Domäne</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="271" />
        <source>Slowest link (GB/s):</source>
        <translation>Langsamste Verbindung (GB/s):</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="272" />
        <source>Slowest GPU-to-GPU link, e.g. PCIe Gen5 ≈ 64</source>
        <translation>Langsamste GPU-zu-GPU-Verbindung, z. B. PCIe Gen5 ≈ 64</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="279" />
        <source>Slowest link is:</source>
        <translation>Langsamste Verbindung ist:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="280" />
        <source>e.g. PCIe Gen5 x16</source>
        <translation>z. B. PCIe Gen5 x16</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/entry_specs.py" line="286" />
        <source>Quote or spec sheet</source>
        <translation>Angebot oder Datenblatt</translation>
    </message>
    <message>
        <source>My server</source>
        <translation>Mein Server</translation>
    </message>
    <message>
        <source>2x server CPU</source>
        <translation>2x Server-CPU</translation>
    </message>
    <message>
        <source>user quote</source>
        <translation>eigenes Angebot</translation>
    </message>
    <message>
        <source>My GPU</source>
        <translation>Meine GPU</translation>
    </message>
    <message>
        <source>user spec sheet</source>
        <translation>eigenes Datenblatt</translation>
    </message>
</context>
<context>
    <name>HardwareForm</name>
    <message>
        <location filename="../../desktop/llmplan/gui/hardware_form.py" line="52" />
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/hardware_form.py" line="58" />
        <source>A se&amp;rver</source>
        <translation>Einen Ser&amp;ver</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/hardware_form.py" line="60" />
        <source>A complete server from the catalogue (GPUs, CPUs, links)</source>
        <translation>Ein kompletter Server aus dem Katalog (GPUs, CPUs, Verbindungen)</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/hardware_form.py" line="62" />
        <source>&amp;GPUs × count</source>
        <translation>&amp;GPUs × Anzahl</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/hardware_form.py" line="63" />
        <source>A GPU model and how many of them</source>
        <translation>Ein GPU-Modell und wie viele davon</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/hardware_form.py" line="70" />
        <source>Plan for:</source>
        <translation>Planen für:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/hardware_form.py" line="75" />
        <source>Server from the catalogue or one you added</source>
        <translation>Server aus dem Katalog oder ein selbst angelegter</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/hardware_form.py" line="77" />
        <source>Serve&amp;r:</source>
        <translation>Ser&amp;ver:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/hardware_form.py" line="80" />
        <source>GPU from the catalogue or one you added</source>
        <translation>GPU aus dem Katalog oder eine selbst angelegte</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/hardware_form.py" line="82" />
        <source>G&amp;PU:</source>
        <translation>G&amp;PU:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/hardware_form.py" line="86" />
        <source>Number of GPUs</source>
        <translation>Anzahl der GPUs</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/hardware_form.py" line="91" />
        <source>GPU c&amp;ount:</source>
        <translation>GPU-A&amp;nzahl:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/hardware_form.py" line="95" />
        <source>Servers of this kind joined by a network</source>
        <translation>Server dieser Art, über ein Netzwerk verbunden</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/hardware_form.py" line="100" />
        <source>&amp;Nodes:</source>
        <translation>Kno&amp;ten:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/hardware_form.py" line="105" />
        <source>Tick hardware to compare side by side in the Memory fit and Timeline tabs</source>
        <translation>Hardware ankreuzen, um sie in den Seiten Speicherbedarf und Zeitplan nebeneinander zu vergleichen</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/hardware_form.py" line="108" />
        <source>Compare &amp;with:</source>
        <translation>Vergleichen &amp;mit:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/hardware_form.py" line="113" />
        <source>Add GPUs × count as c&amp;andidate</source>
        <translation>GPUs × Anzahl als Kandidat hinzu&amp;fügen</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/hardware_form.py" line="114" />
        <source>Compare the GPU and count chosen above</source>
        <translation>Die oben gewählte GPU und Anzahl vergleichen</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/hardware_form.py" line="116" />
        <source>Custom G&amp;PU…</source>
        <translation>Eigene G&amp;PU…</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/hardware_form.py" line="118" />
        <source>Add a GPU from a spec sheet; saved with the scenario</source>
        <translation>Eine GPU aus einem Datenblatt anlegen; wird mit dem Szenario gespeichert</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/hardware_form.py" line="121" />
        <source>Custom se&amp;rver…</source>
        <translation>Eigener Se&amp;rver…</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/hardware_form.py" line="123" />
        <source>Add a server from a quote; saved with the scenario</source>
        <translation>Einen Server aus einem Angebot anlegen; wird mit dem Szenario gespeichert</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/hardware_form.py" line="149" />
        <source>Custom GPU</source>
        <translation>Eigene GPU</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/hardware_form.py" line="156" />
        <source>Custom server</source>
        <translation>Eigener Server</translation>
    </message>
    <message>
        <source>per card</source>
        <translation>je Karte</translation>
    </message>
    <message>
        <source>per server</source>
        <translation>je Server</translation>
    </message>
    <message>
        <source>Tensor-parallel GPUs per model copy (inside a node)</source>
        <translation>Tensor-parallele GPUs je Modellkopie (innerhalb eines Knotens)</translation>
    </message>
    <message>
        <source>Pipeline stages</source>
        <translation>Pipeline-Stufen</translation>
    </message>
    <message>
        <source>Model chunks per pipeline stage (interleaved)</source>
        <translation>Modellteile je Pipeline-Stufe (verschränkt)</translation>
    </message>
    <message>
        <source>Context-parallel GPUs sharing each sequence</source>
        <translation>Kontext-parallele GPUs, die sich jede Sequenz teilen</translation>
    </message>
    <message>
        <source>Expert-parallel GPUs sharing the experts (MoE)</source>
        <translation>Experten-parallele GPUs, die sich die Experten teilen (MoE)</translation>
    </message>
    <message>
        <source>Parallel layout:</source>
        <translation>Parallele Aufteilung:</translation>
    </message>
    <message>
        <source>Tensor parallel (TP)</source>
        <translation>Tensor-Parallelität (TP)</translation>
    </message>
    <message>
        <source>Pipeline stages (PP)</source>
        <translation>Pipeline-Stufen (PP)</translation>
    </message>
    <message>
        <source>Model chunks per stage (VPP)</source>
        <translation>Modellteile je Stufe (VPP)</translation>
    </message>
    <message>
        <source>Context parallel (CP)</source>
        <translation>Kontext-Parallelität (CP)</translation>
    </message>
    <message>
        <source>Expert parallel (EP)</source>
        <translation>Experten-Parallelität (EP)</translation>
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
    <message>
        <source>Next tab</source>
        <translation>Nächster Tab</translation>
    </message>
    <message>
        <source>Previous tab</source>
        <translation>Vorheriger Tab</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/main_window.py" line="105" />
        <source>&amp;Corpus</source>
        <translation>&amp;Korpus</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/main_window.py" line="106" />
        <source>Mo&amp;del &amp;&amp; hardware</source>
        <translation>Modell &amp;&amp; Hard&amp;ware</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/main_window.py" line="107" />
        <source>&amp;Memory fit</source>
        <translation>&amp;Speicherbedarf</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/main_window.py" line="108" />
        <source>&amp;Timeline</source>
        <translation>&amp;Zeitplan</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/main_window.py" line="117" />
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/main_window.py" line="118" />
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/main_window.py" line="119" />
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/main_window.py" line="120" />
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/main_window.py" line="122" />
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/main_window.py" line="124" />
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/main_window.py" line="127" />
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/main_window.py" line="129" />
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/main_window.py" line="131" />
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/main_window.py" line="134" />
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/main_window.py" line="139" />
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/main_window.py" line="146" />
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/main_window.py" line="149" />
        <source>How the numbers are &amp;computed</source>
        <translation>Wie die Zahlen be&amp;rechnet werden</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/main_window.py" line="153" />
        <source>&amp;About LLM Training Planner</source>
        <translation>Ü&amp;ber LLM Training Planner</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/main_window.py" line="214" />
        <source>Cannot open %1</source>
        <translation>%1 kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/main_window.py" line="231" />
        <source>Cannot save %1</source>
        <translation>%1 kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/main_window.py" line="239" />
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/main_window.py" line="261" />
        <source>Could not reopen the last scenario: %1</source>
        <translation>Das letzte Szenario konnte nicht wieder geöffnet werden: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/main_window.py" line="280" />
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/main_window.py" line="301" />
        <source>Open scenario</source>
        <translation>Szenario öffnen</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/main_window.py" line="315" />
        <source>Save scenario</source>
        <translation>Szenario speichern</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/main_window.py" line="339" />
        <source>About LLM Training Planner</source>
        <translation>Über LLM Training Planner</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/main_window.py" line="342" />
        <source>How the numbers are computed</source>
        <translation>Wie die Zahlen berechnet werden</translation>
    </message>
    <message>
        <source>Import &amp;pilot…</source>
        <translation>&amp;Pilotlauf importieren…</translation>
    </message>
    <message>
        <source>P&amp;ilot runs…</source>
        <translation>Pilot&amp;läufe…</translation>
    </message>
    <message>
        <source>Import pilot</source>
        <translation>Pilotlauf importieren</translation>
    </message>
    <message>
        <source>Not a pilot file</source>
        <translation>Keine Pilotlauf-Datei</translation>
    </message>
    <message>
        <source>Pilot added: the plan is calibrated by it</source>
        <translation>Pilotlauf hinzugefügt: der Plan ist danach kalibriert</translation>
    </message>
    <message>
        <source>%1 pilots added: the plan is calibrated by them</source>
        <translation>%1 Pilotläufe hinzugefügt: der Plan ist danach kalibriert</translation>
    </message>
    <message>
        <source>Recommend: bu&amp;y or rent</source>
        <translation>Vorschl&amp;äge: kaufen oder mieten</translation>
    </message>
    <message>
        <source>P&amp;rices…</source>
        <translation>P&amp;reise…</translation>
    </message>
    <message>
        <source>How acc&amp;urate is this?</source>
        <translation>Wie gen&amp;au ist das?</translation>
    </message>
    <message>
        <source>How accurate is this?</source>
        <translation>Wie genau ist das?</translation>
    </message>
    <message>
        <source>&amp;Serve</source>
        <translation>In&amp;ferenz</translation>
    </message>
</context>
<context>
    <name>ModelPicker</name>
    <message>
        <location filename="../../desktop/llmplan/gui/model_picker.py" line="52" />
        <location filename="../../desktop/llmplan/gui/model_picker.py" line="68" />
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/model_picker.py" line="56" />
        <source>&amp;Search the catalogue:</source>
        <translation>Katalog d&amp;urchsuchen:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/model_picker.py" line="59" />
        <source>name, family, size…</source>
        <translation>Name, Familie, Größe…</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/model_picker.py" line="61" />
        <source>Filter the model list by any column</source>
        <translation>Die Modellliste nach einer beliebigen Spalte filtern</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/model_picker.py" line="68" />
        <source>Family</source>
        <translation>Familie</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/model_picker.py" line="68" />
        <location filename="../../desktop/llmplan/gui/model_picker.py" line="196" />
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/model_picker.py" line="68" />
        <location filename="../../desktop/llmplan/gui/model_picker.py" line="207" />
        <source>Context</source>
        <translation>Kontext</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/model_picker.py" line="84" />
        <source>Catalogue models; select one to plan with it</source>
        <translation>Modelle aus dem Katalog; eines auswählen, um damit zu planen</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/model_picker.py" line="99" />
        <source>Import config.&amp;json…</source>
        <translation>&amp;config.json importieren…</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/model_picker.py" line="101" />
        <source>Read a Hugging Face config.json (or drop it, or a model folder, on this tab)</source>
        <translation>Eine Hugging-Face-config.json einlesen (oder sie bzw. einen Modellordner auf diese Seite ziehen)</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/model_picker.py" line="104" />
        <source>Import model fo&amp;lder…</source>
        <translation>Modell&amp;ordner importieren…</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/model_picker.py" line="105" />
        <source>A folder holding config.json</source>
        <translation>Ein Ordner mit einer config.json</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/model_picker.py" line="107" />
        <source>Edit arch&amp;itecture…</source>
        <translation>Arch&amp;itektur bearbeiten…</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/model_picker.py" line="145" />
        <source>Cannot import %1: %2</source>
        <translation>%1 kann nicht importiert werden: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/model_picker.py" line="158" />
        <source>%1 (%2 active)</source>
        <translation>%1 (%2 aktiv)</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/model_picker.py" line="199" />
        <source> (%1 active per token)</source>
        <translation> (%1 aktiv je Token)</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/model_picker.py" line="204" />
        <source>Layers × width</source>
        <translation>Schichten × Breite</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/model_picker.py" line="205" />
        <source>Heads (key/value)</source>
        <translation>Köpfe (Key/Value)</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/model_picker.py" line="206" />
        <source>Vocabulary</source>
        <translation>Vokabular</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/model_picker.py" line="208" />
        <source>Tokenizer</source>
        <translation>Tokenizer</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/model_picker.py" line="209" />
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/model_picker.py" line="212" />
        <source> — custom, saved in the scenario</source>
        <translation> — eigenes, im Szenario gespeichert</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/model_picker.py" line="234" />
        <source>Import config.json</source>
        <translation>config.json importieren</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/model_picker.py" line="240" />
        <source>Import a model folder</source>
        <translation>Modellordner importieren</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/model_picker.py" line="251" />
        <source>%1 (custom)</source>
        <translation>%1 (eigenes)</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/model_picker.py" line="258" />
        <source>Custom architecture</source>
        <translation>Eigene Architektur</translation>
    </message>
    <message>
        <source>Change layers, widths, heads … of the selected model (e.g. a 125 M model trained from scratch) — saved inside the scenario</source>
        <translation>Schichten, Breiten, Köpfe … des gewählten Modells ändern (z. B. ein 125-M-Modell, das von Grund auf trainiert wird) — wird im Szenario gespeichert</translation>
    </message>
    <message>
        <source>Filter the model list by any column; click a model or press Enter to plan with it (Enter takes the highlighted row, else the first)</source>
        <translation>Die Modellliste nach einer beliebigen Spalte filtern; ein Klick auf ein Modell oder die Eingabetaste plant mit ihm (die Eingabetaste nimmt die markierte Zeile, sonst die erste)</translation>
    </message>
</context>
<context>
    <name>NumberField</name>
    <message>
        <location filename="../../desktop/llmplan/gui/number_field.py" line="96" />
        <source>Not a number</source>
        <translation>Keine Zahl</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/number_field.py" line="101" />
        <source>Must be a whole number</source>
        <translation>Muss eine ganze Zahl sein</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../desktop/llmplan/gui/preferences_dialog.py" line="26" />
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/preferences_dialog.py" line="30" />
        <source>GB (10⁹ bytes, as in the spec sheets)</source>
        <translation>GB (10⁹ Bytes, wie in den Datenblättern)</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/preferences_dialog.py" line="31" />
        <source>GiB (2³⁰ bytes, as nvidia-smi shows)</source>
        <translation>GiB (2³⁰ Bytes, wie nvidia-smi anzeigt)</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/preferences_dialog.py" line="33" />
        <source>How memory and storage sizes are displayed</source>
        <translation>Wie Speicher- und Plattengrößen angezeigt werden</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/preferences_dialog.py" line="34" />
        <source>Memory &amp;units:</source>
        <translation>Speicher&amp;einheiten:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/preferences_dialog.py" line="40" />
        <source>Currency of prices and costs (ISO code)</source>
        <translation>Währung für Preise und Kosten (ISO-Code)</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/preferences_dialog.py" line="41" />
        <source>&amp;Currency:</source>
        <translation>&amp;Währung:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/preferences_dialog.py" line="49" />
        <source>Price of one kWh of electricity, in the currency above</source>
        <translation>Preis einer kWh Strom in der obigen Währung</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/preferences_dialog.py" line="51" />
        <source>&amp;Electricity price per kWh:</source>
        <translation>&amp;Strompreis je kWh:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/preferences_dialog.py" line="59" />
        <source>Carbon intensity of the electricity grid (Germany 2023: about 380 g/kWh)</source>
        <translation>CO₂-Intensität des Stromnetzes (Deutschland 2023: etwa 380 g/kWh)</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/preferences_dialog.py" line="61" />
        <source>&amp;Grid intensity:</source>
        <translation>&amp;Netzintensität:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/preferences_dialog.py" line="67" />
        <source>Language of the window; applies immediately</source>
        <translation>Sprache des Fensters; gilt sofort</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/preferences_dialog.py" line="68" />
        <source>&amp;Language:</source>
        <translation>Sp&amp;rache:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/preferences_dialog.py" line="71" />
        <source>Price, currency and grid intensity also apply to the open scenario.</source>
        <translation>Preis, Währung und Netzintensität gelten auch für das geöffnete Szenario.</translation>
    </message>
    <message>
        <source>What one unit of another currency is worth in the currency above. Prices are compared across currencies only at these rates, and the report names them.</source>
        <translation>Was eine Einheit einer anderen Währung in der Währung oben wert ist. Preise in verschiedenen Währungen werden nur zu diesen Kursen verglichen, und der Bericht nennt sie.</translation>
    </message>
    <message>
        <source>E&amp;xchange rates:</source>
        <translation>Wechsel&amp;kurse:</translation>
    </message>
    <message>
        <source>Not an exchange rate: %1 (write e.g. USD=0.86)</source>
        <translation>Kein Wechselkurs: %1 (z. B. USD=0,86 schreiben)</translation>
    </message>
    <message>
        <source>What one unit of another currency is worth in the currency above. Your rates replace the ECB reference rates for those currencies; the report names every rate it used and its date.</source>
        <translation>Was eine Einheit einer anderen Währung in der obigen Währung wert ist. Ihre Kurse ersetzen für diese Währungen die EZB-Referenzkurse; der Bericht nennt jeden verwendeten Kurs mit seinem Datum.</translation>
    </message>
    <message>
        <source> years</source>
        <translation> Jahre</translation>
    </message>
    <message>
        <source>Years a bought server is written off over (buy against rent)</source>
        <translation>Jahre, über die ein gekaufter Server abgeschrieben wird (Kaufen oder Mieten)</translation>
    </message>
    <message>
        <source>&amp;Depreciation:</source>
        <translation>&amp;Abschreibung:</translation>
    </message>
    <message>
        <source>Share of the purchase price the hardware still fetches after those years</source>
        <translation>Anteil des Kaufpreises, den die Hardware nach diesen Jahren noch erzielt</translation>
    </message>
    <message>
        <source>&amp;Residual value:</source>
        <translation>Rest&amp;wert:</translation>
    </message>
    <message>
        <source>Rack space, cooling and support of bought hardware per month, in the currency above (the electricity is counted on its own)</source>
        <translation>Stellplatz, Kühlung und Wartung gekaufter Hardware pro Monat, in der obigen Währung (der Strom zählt gesondert)</translation>
    </message>
    <message>
        <source>&amp;Hosting per month:</source>
        <translation>&amp;Unterbringung pro Monat:</translation>
    </message>
    <message>
        <source>No reference rates are bundled: only your rates convert.</source>
        <translation>Keine Referenzkurse mitgeliefert: Nur Ihre Kurse rechnen um.</translation>
    </message>
    <message>
        <source>Where you set no rate, amounts are compared at the ECB reference rates of %1.</source>
        <translation>Wo Sie keinen Kurs angeben, werden Beträge zu den EZB-Referenzkursen vom %1 verglichen.</translation>
    </message>
</context>
<context>
    <name>ScanOptionsPanel</name>
    <message>
        <location filename="../../desktop/llmplan/gui/scan_options.py" line="29" />
        <source>T&amp;okenizers:</source>
        <translation>&amp;Tokenizer:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/scan_options.py" line="36" />
        <source>Tick one or several tokenizers; several are counted side by side in one pass</source>
        <translation>Einen oder mehrere Tokenizer ankreuzen; mehrere werden in einem Durchgang nebeneinander gezählt</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/scan_options.py" line="42" />
        <source>Full &amp;archive size:</source>
        <translation>&amp;Größe des gesamten Archivs:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/scan_options.py" line="45" />
        <source>e.g. 2 TB (empty: this folder is all)</source>
        <translation>z. B. 2 TB (leer: dieser Ordner ist alles)</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/scan_options.py" line="48" />
        <source>Size of the whole archive the scanned folder is a sample of; the token count is extrapolated to it</source>
        <translation>Größe des ganzen Archivs, aus dem der gescannte Ordner eine Stichprobe ist; die Tokenzahl wird darauf hochgerechnet</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/scan_options.py" line="55" />
        <source>C&amp;leaning loss:</source>
        <translation>Bereinigungsver&amp;lust:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/scan_options.py" line="63" />
        <source>Share of text discarded by cleaning and deduplication — an assumption; articles on continued pretraining quote 40–60 % for web data, much less for curated company documents</source>
        <translation>Anteil des Textes, den Bereinigung und Deduplizierung verwerfen — eine Annahme; Artikel über fortgesetztes Pretraining nennen 40–60 % für Webdaten, viel weniger für gepflegte Firmendokumente</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/scan_options.py" line="68" />
        <source>Time &amp;budget:</source>
        <translation>Zeitb&amp;udget:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/scan_options.py" line="75" />
        <source>read everything</source>
        <translation>alles lesen</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/scan_options.py" line="78" />
        <source>Folders too big to read in this time are sampled by file type and the total is extrapolated with a 95 % interval; 0 reads every file</source>
        <translation>Ordner, die in dieser Zeit nicht ganz gelesen werden können, werden je Dateityp stichprobenartig gelesen und mit 95-%-Intervall hochgerechnet; 0 liest jede Datei</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/scan_options.py" line="112" />
        <source>Not a size: write e.g. 500 GB or 2 TB</source>
        <translation>Keine Größe: z. B. 500 GB oder 2 TB schreiben</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/scan_options.py" line="126" />
        <source>No tokenizers available: %1</source>
        <translation>Keine Tokenizer verfügbar: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/scan_options.py" line="136" />
        <source>%1 — vocabulary %2</source>
        <translation>%1 — Vokabular %2</translation>
    </message>
    <message>
        <source>An extra share of text assumed lost, on top of the measured cleaning steps below (default 0) — an assumption, e.g. for cleaning done later by hand</source>
        <translation>Ein zusätzlicher Anteil Text, der als verloren angenommen wird, über die unten gemessenen Bereinigungsschritte hinaus (Vorgabe 0) — eine Annahme, z. B. für spätere Bereinigung von Hand</translation>
    </message>
    <message>
        <source>Cleaning steps:</source>
        <translation>Bereinigungsschritte:</translation>
    </message>
    <message>
        <source>Measured in the next scan; each step removes tokens the plan would not train on</source>
        <translation>Im nächsten Scan gemessen; jeder Schritt entfernt Token, auf denen der Plan nicht trainieren würde</translation>
    </message>
    <message>
        <source>Exact duplicates</source>
        <translation>Exakte Duplikate</translation>
    </message>
    <message>
        <source>Leave out copies of a document already counted (one copy stays)</source>
        <translation>Kopien eines schon gezählten Dokuments weglassen (eine Kopie bleibt)</translation>
    </message>
    <message>
        <source>Near duplicates</source>
        <translation>Ähnliche Duplikate</translation>
    </message>
    <message>
        <source>Leave out documents at least 80 % similar to one already counted</source>
        <translation>Dokumente weglassen, die einem schon gezählten zu mindestens 80 % gleichen</translation>
    </message>
    <message>
        <source>Recurring lines</source>
        <translation>Wiederkehrende Zeilen</translation>
    </message>
    <message>
        <source>Leave out lines found in 5 or more documents: signatures, disclaimers, letterheads, page headers and footers</source>
        <translation>Zeilen weglassen, die in 5 oder mehr Dokumenten vorkommen: Signaturen, Haftungsausschlüsse, Briefköpfe, Kopf- und Fußzeilen</translation>
    </message>
    <message>
        <source>Quality rules</source>
        <translation>Qualitätsregeln</translation>
    </message>
    <message>
        <source>Leave out documents failing the Gopher quality and repetition rules</source>
        <translation>Dokumente weglassen, die die Gopher-Qualitäts- und Wiederholungsregeln nicht erfüllen</translation>
    </message>
    <message>
        <source>C4 line rules</source>
        <translation>C4-Zeilenregeln</translation>
    </message>
    <message>
        <source>Also leave out lines without a full stop, with fewer than 3 words, and documents with fewer than 5 sentences (C4; meant for web pages, where a line is a paragraph — PDFs break lines mid-sentence)</source>
        <translation>Auch Zeilen ohne Satzzeichen am Ende oder mit weniger als 3 Wörtern und Dokumente mit weniger als 5 Sätzen weglassen (C4; für Webseiten gedacht, wo eine Zeile ein Absatz ist — PDFs brechen Zeilen mitten im Satz um)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Identify each document's language; choose the languages kept after the scan</source>
        <translation>Die Sprache jedes Dokuments bestimmen; die behaltenen Sprachen nach dem Scan wählen</translation>
    </message>
    <message>
        <source>Count scanned pages (&amp;OCR estimate)</source>
        <translation>Gescannte Seiten zählen (&amp;OCR-Schätzung)</translation>
    </message>
    <message>
        <source>PDF pages that are only an image (scans) have no text to count; ticked, the tokens OCR would give them (estimated from the text pages of the same scan) are added to the count</source>
        <translation>PDF-Seiten, die nur ein Bild sind (Scans), haben keinen Text zum Zählen; angehakt werden die Token, die OCR aus ihnen gewönne (geschätzt aus den Textseiten desselben Scans), zur Zählung addiert</translation>
    </message>
    <message>
        <source>no target</source>
        <translation>kein Ziel</translation>
    </message>
    <message>
        <source>&amp;Precision:</source>
        <translation>&amp;Genauigkeit:</translation>
    </message>
    <message>
        <source>Stop reading as soon as the 95 % interval is within ± this share of the estimate (e.g. ± 5 %); together with a time budget, whichever comes first; 0: no target</source>
        <translation>Das Lesen beenden, sobald das 95-%-Intervall innerhalb ± dieses Anteils der Schätzung liegt (z. B. ± 5 %); zusammen mit einem Zeitbudget gilt, was zuerst erreicht ist; 0: kein Ziel</translation>
    </message>
</context>
<context>
    <name>SummaryStrip</name>
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
    <message>
        <location filename="../../desktop/llmplan/gui/summary_strip.py" line="48" />
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/summary_strip.py" line="49" />
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/summary_strip.py" line="50" />
        <source>Training tokens</source>
        <translation>Trainingstoken</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/summary_strip.py" line="51" />
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/summary_strip.py" line="52" />
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/summary_strip.py" line="54" />
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/summary_strip.py" line="55" />
        <source>Electricity cost</source>
        <translation>Stromkosten</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/summary_strip.py" line="100" />
        <source>no plan</source>
        <translation>kein Plan</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/summary_strip.py" line="119" />
        <source>%1 of %2 per GPU</source>
        <translation>%1 von %2 je GPU</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/summary_strip.py" line="129" />
        <source>CO2: %1 kg</source>
        <translation>CO₂: %1 kg</translation>
    </message>
    <message>
        <source>Optimistic (MFU %1) to conservative (MFU %2) training time</source>
        <translation>Optimistische (MFU %1) bis konservative (MFU %2) Trainingszeit</translation>
    </message>
    <message>
        <source>at MFU %1</source>
        <translation>bei MFU %1</translation>
    </message>
    <message>
        <source>Rent incl. electricity</source>
        <translation>Miete inkl. Strom</translation>
    </message>
    <message>
        <source>The rent for the run, prorated over the training time; a rent includes the electricity (%1 at your price per kWh, not paid on top).</source>
        <translation>Die Miete für den Lauf, anteilig über die Trainingszeit; eine Miete enthält den Strom (%1 zu Ihrem Preis je kWh, nicht zusätzlich bezahlt).</translation>
    </message>
</context>
<context>
    <name>TrainingForm</name>
    <message>
        <location filename="../../desktop/llmplan/gui/training_form.py" line="26" />
        <source>Method and training setup</source>
        <translation>Methode und Trainingsaufbau</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/training_form.py" line="39" />
        <source>Full: every weight is trained (6·N·D). LoRA/QLoRA: the base stays frozen and only low-rank adapters learn (≈ 4·N·D, far less memory)</source>
        <translation>Voll: jedes Gewicht wird trainiert (6·N·D). LoRA/QLoRA: die Basis bleibt eingefroren, nur Low-Rank-Adapter lernen (≈ 4·N·D, viel weniger Speicher)</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/training_form.py" line="48" />
        <source>LoRA rank r: adapter size r·(d_in + d_out) per adapted matrix</source>
        <translation>LoRA-Rang r: Adaptergröße r·(d_in + d_out) je angepasster Matrix</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/training_form.py" line="59" />
        <source>Put an adapter on the %1 projection of every layer</source>
        <translation>Einen Adapter auf die %1-Projektion jeder Schicht setzen</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/training_form.py" line="64" />
        <source>LoRA targets:</source>
        <translation>LoRA-Ziele:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/training_form.py" line="74" />
        <source>Optimizer and precision of the model states</source>
        <translation>Optimizer und Präzision der Modellzustände</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/training_form.py" line="94" />
        <source>Master weights and moments (12 bytes/param) live in host RAM; saves GPU memory, costs speed</source>
        <translation>Master-Gewichte und Momente (12 Bytes/Parameter) liegen im Host-RAM; spart GPU-Speicher, kostet Tempo</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/training_form.py" line="111" />
        <source>Chunked / fused loss</source>
        <translation>Chunked / fusionierter Loss</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/training_form.py" line="112" />
        <source>Never hold all fp32 logits at once</source>
        <translation>Nie alle fp32-Logits gleichzeitig halten</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/training_form.py" line="123" />
        <source>Sequences per GPU per step (micro-batch × sequence = tokens per GPU)</source>
        <translation>Sequenzen je GPU und Schritt (Micro-Batch × Sequenz = Token je GPU)</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/training_form.py" line="131" />
        <source>Training tokens per epoch (the Corpus tab's “Use in plan” fills this); e.g. 1e10 or 10000000000</source>
        <translation>Trainingstoken je Epoche („Im Plan verwenden“ auf der Seite Korpus füllt das); z. B. 1e10 oder 10000000000</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/training_form.py" line="136" />
        <source>Passes over the tokens</source>
        <translation>Durchläufe über die Token</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/training_form.py" line="137" />
        <source>E&amp;pochs:</source>
        <translation>&amp;Epochen:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/training_form.py" line="143" />
        <source>Custom MFU</source>
        <translation>Eigene MFU</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/training_form.py" line="151" />
        <source>MF&amp;U:</source>
        <translation>MF&amp;U:</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/training_form.py" line="153" />
        <source>Custom MFU in percent (1–100)</source>
        <translation>Eigene MFU in Prozent (1–100)</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/training_form.py" line="160" />
        <source>Measured throughput of a pilot run, whole cluster; replaces the MFU model. Empty = not measured</source>
        <translation>Gemessener Durchsatz eines Pilotlaufs, ganzer Cluster; ersetzt das MFU-Modell. Leer = nicht gemessen</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation: the share of the GPUs' dense peak that training achieves; %1 is optimistic, %2 conservative (“Continued Pretraining mit Firmendaten”)</source>
        <translation>Model FLOPs Utilisation: der Anteil der dichten Spitzenleistung der GPUs, den das Training erreicht; %1 ist optimistisch, %2 konservativ („Continued Pretraining mit Firmendaten“)</translation>
    </message>
</context>
<context>
    <name>formatting</name>
    <message>
        <source>%1 kWh</source>
        <translation>%1 kWh</translation>
    </message>
    <message>
        <source>%1–%2 kWh</source>
        <translation>%1–%2 kWh</translation>
    </message>
    <message>
        <source>%1 MWh</source>
        <translation>%1 MWh</translation>
    </message>
    <message>
        <source>%1–%2 MWh</source>
        <translation>%1–%2 MWh</translation>
    </message>
    <message>
        <source>%1–%2 s</source>
        <translation>%1–%2 s</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/formatting.py" line="54" />
        <source>T</source>
        <translation>Bio.</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/formatting.py" line="55" />
        <source>B</source>
        <translation>Mrd.</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/formatting.py" line="56" />
        <source>M</source>
        <translation>Mio.</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/formatting.py" line="57" />
        <source>k</source>
        <translation>Tsd.</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/formatting.py" line="68" />
        <source>%1 tokens</source>
        <translation>%1 Token</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/formatting.py" line="100" />
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/formatting.py" line="102" />
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/formatting.py" line="107" />
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/formatting.py" line="108" />
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/formatting.py" line="119" />
        <source>%1–%2 h</source>
        <translation>%1–%2 h</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/formatting.py" line="125" />
        <source>%1–%2 min</source>
        <translation>%1–%2 min</translation>
    </message>
    <message>
        <location filename="../../desktop/llmplan/gui/formatting.py" line="131" />
        <source>%1–%2 days</source>
        <translation>%1–%2 Tage</translation>
    </message>
    <message>
        <source>%1 token</source>
        <translation>%1 Token</translation>
    </message>
    <message>
        <source>%1 Wh</source>
        <translation>%1 Wh</translation>
    </message>
    <message>
        <source>%1–%2 Wh</source>
        <translation>%1–%2 Wh</translation>
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
    <message>
        <source>%1 TFLOPS for %2 is an upper bound (no dense figure published): times are a lower bound.</source>
        <translation>%1 TFLOPS für %2 sind eine Obergrenze (kein dichter Wert veröffentlicht): die Zeiten sind eine Untergrenze.</translation>
    </message>
    <message>
        <source>Mixture of experts: compute uses the active parameters, memory holds all experts; expert load imbalance lowers real MFU.</source>
        <translation>Mixture of Experts: die Rechnung nutzt die aktiven Parameter, der Speicher hält alle Experten; ungleiche Auslastung der Experten senkt die reale MFU.</translation>
    </message>
    <message>
        <source>QLoRA dequantizes the NF4 base on the fly: steps run slower than bf16 LoRA, plan a lower MFU.</source>
        <translation>QLoRA dequantisiert die NF4-Basis laufend: Schritte sind langsamer als bei bf16-LoRA, planen Sie eine niedrigere MFU.</translation>
    </message>
    <message>
        <source>Does not fit: %1 per GPU needed, %2 has %3.</source>
        <translation>Passt nicht: %1 je GPU nötig, %2 hat %3.</translation>
    </message>
    <message>
        <source>Tight: less than %1 of GPU memory left; fragmentation may push it over.</source>
        <translation>Knapp: weniger als %1 des GPU-Speichers frei; Fragmentierung kann es überschreiten lassen.</translation>
    </message>
    <message>
        <source>Sequence length %1 exceeds the model's %2 positions.</source>
        <translation>Sequenzlänge %1 übersteigt die %2 Positionen des Modells.</translation>
    </message>
    <message>
        <source>Offloaded optimizer needs %1 host RAM per server; the server has %2.</source>
        <translation>Der ausgelagerte Optimierer braucht %1 Hauptspeicher je Server; der Server hat %2.</translation>
    </message>
    <message>
        <source>No server given: CPU power counted as 0, host RAM unknown.</source>
        <translation>Kein Server angegeben: CPU-Leistung als 0 gezählt, Hauptspeicher unbekannt.</translation>
    </message>
    <message>
        <source>No server given: CPUs as given, host RAM unknown.</source>
        <translation>Kein Server angegeben: CPUs wie angegeben, Hauptspeicher unbekannt.</translation>
    </message>
    <message>
        <source>Communication (%1 s) exceeds compute (%2 s) per micro-batch over %3: expect a lower MFU.</source>
        <translation>Kommunikation (%1 s) übersteigt die Rechenzeit (%2 s) je Micro-Batch über %3: rechnen Sie mit einer niedrigeren MFU.</translation>
    </message>
    <message>
        <source>Run time from the measured tokens/s; the MFU band is not used.</source>
        <translation>Laufzeit aus den gemessenen Tokens/s; das MFU-Band wird nicht verwendet.</translation>
    </message>
    <message>
        <source>%1 GB of paged optimizer states do not fit beside the rest and are paged to host RAM: expect slower optimizer steps.</source>
        <translation>%1 GB ausgelagerte Optimiererzustände passen nicht neben den Rest und werden in den Host-RAM ausgelagert: langsamere Optimiererschritte zu erwarten.</translation>
    </message>
    <message>
        <source>%1 is not available in %2: the plan ignores it.</source>
        <translation>%1 ist in %2 nicht verfügbar: der Plan lässt es außer Acht.</translation>
    </message>
    <message>
        <source>Sequences are padded, but no document lengths were measured: the padding is not counted (scan the corpus and use its count in the plan).</source>
        <translation>Die Sequenzen werden aufgefüllt, aber es wurden keine Dokumentlängen gemessen: das Auffüllen ist nicht gezählt (scannen Sie das Korpus und übernehmen Sie dessen Zahl in den Plan).</translation>
    </message>
    <message>
        <source>Padding each document to %1 tokens multiplies the tokens trained by %2: pack the documents or choose a shorter sequence length.</source>
        <translation>Jedes Dokument auf %1 Token aufzufüllen vervielfacht die trainierten Token um %2: packen Sie die Dokumente oder wählen Sie eine kürzere Sequenzlänge.</translation>
    </message>
    <message>
        <source>No source states the network between %1 servers: the plan assumes 400G (%2 GB/s). Ask the provider before you rent several.</source>
        <translation>Keine Quelle nennt das Netzwerk zwischen Servern vom Typ %1: Der Plan nimmt 400G an (%2 GB/s). Fragen Sie den Anbieter, bevor Sie mehrere mieten.</translation>
    </message>
    <message>
        <source>The optimizer runs on the CPU: %1 s per optimizer step, limited by host memory bandwidth, adds %2 to the training.</source>
        <translation>Der Optimierer läuft auf der CPU: %1 s je Optimiererschritt, begrenzt durch die Speicherbandbreite des Hosts, verlängern das Training um %2.</translation>
    </message>
    <message>
        <source>%1 uses no reference model: the reference setting (%2) is ignored.</source>
        <translation>%1 verwendet kein Referenzmodell: die Einstellung zur Referenz (%2) wird ignoriert.</translation>
    </message>
    <message>
        <source>%1 is left out of the comparison: %2</source>
        <translation>%1 fehlt im Vergleich: %2</translation>
    </message>
    <message>
        <source>The rollout engine's share of the card (%1) does not hold the bf16 weights and one sequence's KV cache (%2): raise gpu_memory_share or tensor_parallel.</source>
        <translation>Der Anteil der Rollout-Engine an der Karte (%1) fasst die bf16-Gewichte und den KV-Cache einer Sequenz nicht (%2): gpu_memory_share oder tensor_parallel erhöhen.</translation>
    </message>
    <message>
        <source>Tensor parallelism over %1 GPUs spans more than the %2 GPUs of one node: its per-layer all-reduces cross the network (keep tensor parallelism inside a node).</source>
        <translation>Tensor-Parallelität über %1 GPUs reicht über die %2 GPUs eines Knotens hinaus: ihre All-Reduces je Schicht laufen über das Netzwerk (Tensor-Parallelität besser innerhalb eines Knotens halten).</translation>
    </message>
    <message>
        <source>Tensor parallelism over %1 GPUs spans more than the NVLink domain of %2 GPUs: its per-layer all-reduces cross %3.</source>
        <translation>Tensor-Parallelität über %1 GPUs reicht über die NVLink-Domäne von %2 GPUs hinaus: ihre All-Reduces je Schicht laufen über %3.</translation>
    </message>
    <message>
        <source>%1 micro-batches per step for %2 pipeline stages: the pipeline idles %3 of each step (set a larger global_batch).</source>
        <translation>%1 Micro-Batches je Schritt für %2 Pipeline-Stufen: die Pipeline steht %3 jedes Schritts still (größeren global_batch wählen).</translation>
    </message>
    <message>
        <source>%1 tokens per sequence: published runs this long trained 5–47 % below the planned speed band (attention at long context is not modelled): expect the slow end or slower.</source>
        <translation>%1 Tokens je Sequenz: veröffentlichte Läufe dieser Länge trainierten 5–47 % unter dem geplanten Geschwindigkeitsband (Attention bei langem Kontext ist nicht modelliert): mit dem langsamen Ende oder langsamer rechnen.</translation>
    </message>
    <message>
        <source>Only %1 likely to fit: similar runs measured this far above their plan.</source>
        <translation>Passt nur mit %1 Wahrscheinlichkeit: ähnliche Läufe lagen so weit über ihrem Plan.</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>Card capacity</source>
        <translation>Kapazität der Karte</translation>
    </message>
    <message>
        <source>Total %1 of %2 per card</source>
        <translation>Gesamt %1 von %2 pro Karte</translation>
    </message>
    <message>
        <source>Click for how this figure is computed.</source>
        <translation>Klicken: so wird diese Zahl berechnet.</translation>
    </message>
    <message>
        <source>Memory per card (%1)</source>
        <translation>Speicher pro Karte (%1)</translation>
    </message>
    <message>
        <source>days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>Stunden</translation>
    </message>
    <message>
        <source>Time (%1)</source>
        <translation>Zeit (%1)</translation>
    </message>
    <message>
        <source>Energy (kWh)</source>
        <translation>Energie (kWh)</translation>
    </message>
    <message>
        <source>Electricity cost (%1)</source>
        <translation>Stromkosten (%1)</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>Minuten</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>Energy (Wh)</source>
        <translation>Energie (Wh)</translation>
    </message>
    <message>
        <source>Energy (MWh)</source>
        <translation>Energie (MWh)</translation>
    </message>
</context>
<context>
    <name>CopyableTable</name>
    <message>
        <source>Copy table</source>
        <translation>Tabelle kopieren</translation>
    </message>
    <message>
        <source>Copy the whole table, tab-separated, for a spreadsheet</source>
        <translation>Die ganze Tabelle tabulatorgetrennt kopieren, für eine Tabellenkalkulation</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Report as &amp;PDF…</source>
        <translation>Bericht als &amp;PDF…</translation>
    </message>
    <message>
        <source>PDF report (*.pdf)</source>
        <translation>PDF-Bericht (*.pdf)</translation>
    </message>
    <message>
        <source>Tables as &amp;Markdown…</source>
        <translation>Tabellen als &amp;Markdown…</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Tables as &amp;CSV…</source>
        <translation>Tabellen als &amp;CSV…</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV-Tabelle (*.csv)</translation>
    </message>
    <message>
        <source>Charts as P&amp;NG…</source>
        <translation>Diagramme als P&amp;NG…</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>There is no plan to export: %1</source>
        <translation>Es gibt keinen Plan zum Exportieren: %1</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Exportiert: %1</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>MemoryFitTab</name>
    <message>
        <source>Hover over a bar for its figures; click a part for how it is computed.</source>
        <translation>Mit der Maus über einen Balken fahren zeigt die Zahlen; ein Klick auf einen Teil zeigt die Berechnung.</translation>
    </message>
    <message>
        <source>Tokens per training sequence (context length)</source>
        <translation>Token je Trainingssequenz (Kontextlänge)</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA</source>
        <translation>QLoRA</translation>
    </message>
    <message>
        <source>Activation checkpointing: keep less in memory, recompute it in the backward pass</source>
        <translation>Aktivierungs-Checkpointing: weniger im Speicher halten, im Backward-Pass neu berechnen</translation>
    </message>
    <message>
        <source>Off&amp;load optimizer to CPU RAM</source>
        <translation>&amp;Optimizer in den CPU-RAM auslagern</translation>
    </message>
    <message>
        <source>Se&amp;quence length</source>
        <translation>Se&amp;quenzlänge</translation>
    </message>
    <message>
        <source>Micro-&amp;batch</source>
        <translation>Micro-Ba&amp;tch</translation>
    </message>
    <message>
        <source>Meth&amp;od</source>
        <translation>&amp;Methode</translation>
    </message>
    <message>
        <source>Sh&amp;arding</source>
        <translation>Shardin&amp;g</translation>
    </message>
    <message>
        <source>How is this computed?</source>
        <translation>Wie wird das berechnet?</translation>
    </message>
    <message>
        <source>Click a coloured part of a bar to see its formula, the inputs used and where the numbers come from.</source>
        <translation>Klicken Sie auf einen farbigen Teil eines Balkens, um Formel, Eingaben und Quelle der Zahlen zu sehen.</translation>
    </message>
    <message>
        <source>per card</source>
        <translation>je Karte</translation>
    </message>
    <message>
        <source>No explanation was recorded for this figure.</source>
        <translation>Für diese Zahl ist keine Erklärung hinterlegt.</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>Formel</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
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
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Files found</source>
        <translation>Gefundene Dateien</translation>
    </message>
    <message>
        <source>Files read</source>
        <translation>Gelesene Dateien</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Tokens (estimated)</source>
        <translation>Tokens (geschätzt)</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95-%-Intervall</translation>
    </message>
    <message>
        <source>Usable tokens after cleaning</source>
        <translation>Nutzbare Tokens nach der Bereinigung</translation>
    </message>
    <message>
        <source>Pages equivalent</source>
        <translation>Entspricht Seiten</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>random sample, extrapolated to the whole folder</source>
        <translation>Zufallsstichprobe, auf den ganzen Ordner hochgerechnet</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>PUE %1</source>
        <translation>PUE %1</translation>
    </message>
    <message>
        <source>+%1 for the rest of the server</source>
        <translation>+%1 für den Rest des Servers</translation>
    </message>
    <message>
        <source>Run time band: model FLOPs utilisation %1 (optimistic) to %2 (conservative); a measured tokens/s replaces it when given.</source>
        <translation>Laufzeitband: Auslastung der Rechenleistung (MFU) %1 (optimistisch) bis %2 (konservativ); ein gemessener Durchsatz (Tokens/s) ersetzt sie, wenn angegeben.</translation>
    </message>
    <message>
        <source>Power: GPU board power plus CPU TDP, %1.</source>
        <translation>Leistung: Boardleistung der GPUs plus TDP der CPUs, %1.</translation>
    </message>
    <message>
        <source>Memory overhead per card (CUDA context, allocator): %1 GB.</source>
        <translation>Speicher-Overhead pro Karte (CUDA-Kontext, Allocator): %1 GB.</translation>
    </message>
    <message>
        <source>Data preparation at %1 MB/s; pilot run %2 of an epoch; evaluation %3 of training; a checkpoint every %4 h at %5 GB/s.</source>
        <translation>Datenaufbereitung mit %1 MB/s; Pilotlauf %2 einer Epoche; Evaluierung %3 des Trainings; ein Checkpoint alle %4 h mit %5 GB/s.</translation>
    </message>
    <message>
        <source>Units: 1 GB = 10⁹ bytes; 1 TFLOPS = 10¹² operations per second.</source>
        <translation>Einheiten: 1 GB = 10⁹ Byte; 1 TFLOPS = 10¹² Rechenoperationen pro Sekunde.</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>Formel</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Training plan: %1</source>
        <translation>Trainingsplan: %1</translation>
    </message>
    <message>
        <source>LLM Training Planner report</source>
        <translation>Bericht des LLM Training Planner</translation>
    </message>
    <message>
        <source>Other hardware compared:</source>
        <translation>Weitere verglichene Hardware:</translation>
    </message>
    <message>
        <source>Your documents</source>
        <translation>Ihre Dokumente</translation>
    </message>
    <message>
        <source>Does it fit in GPU memory?</source>
        <translation>Passt es in den GPU-Speicher?</translation>
    </message>
    <message>
        <source>Each bar is the memory one card needs; the dashed line is what the card has. Hatched: free memory.</source>
        <translation>Jeder Balken ist der Speicher, den eine Karte braucht; die gestrichelte Linie ist, was die Karte hat. Schraffiert: freier Speicher.</translation>
    </message>
    <message>
        <source>How long, how much energy, what cost?</source>
        <translation>Wie lange, wie viel Energie, welche Kosten?</translation>
    </message>
    <message>
        <source>Dark bars: the plan; light bars: how much longer it may take at the conservative efficiency. Below: energy used and its electricity cost as training runs.</source>
        <translation>Dunkle Balken: der Plan; helle Balken: wie viel länger es bei konservativer Effizienz dauern kann. Darunter: verbrauchte Energie und ihre Stromkosten im Verlauf des Trainings.</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Annahmen</translation>
    </message>
    <message>
        <source>How each figure is computed (%1)</source>
        <translation>Wie jede Zahl berechnet wird (%1)</translation>
    </message>
    <message>
        <source>From the folder to the tokens trained</source>
        <translation>Vom Ordner zu den trainierten Token</translation>
    </message>
    <message>
        <source>Prices and exchange rates</source>
        <translation>Preise und Wechselkurse</translation>
    </message>
    <message>
        <source>A measured tokens/s replaces the band when given.</source>
        <translation>Ein gemessener Durchsatz (Tokens/s) ersetzt die Spanne, wenn angegeben.</translation>
    </message>
    <message>
        <source>Memory accuracy: %1.</source>
        <translation>Genauigkeit des Speicherbedarfs: %1.</translation>
    </message>
</context>
<context>
    <name>ReportMarkdown</name>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>LLM training plan</source>
        <translation>LLM-Trainingsplan</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <source>From the folder to the tokens trained</source>
        <translation>Vom Ordner zu den trainierten Token</translation>
    </message>
    <message>
        <source>Prices and exchange rates</source>
        <translation>Preise und Wechselkurse</translation>
    </message>
</context>
<context>
    <name>ReportTables</name>
    <message>
        <source>Verdict</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Capacity per card</source>
        <translation>Kapazität pro Karte</translation>
    </message>
    <message>
        <source>Total per card</source>
        <translation>Gesamt pro Karte</translation>
    </message>
    <message>
        <source>Free per card</source>
        <translation>Frei pro Karte</translation>
    </message>
    <message>
        <source>Longest sequence that fits (tokens)</source>
        <translation>Längste Sequenz, die passt (Tokens)</translation>
    </message>
    <message>
        <source>Largest micro-batch that fits</source>
        <translation>Größter Micro-Batch, der passt</translation>
    </message>
    <message>
        <source>Host RAM needed (offload)</source>
        <translation>Benötigter Server-RAM (Auslagerung)</translation>
    </message>
    <message>
        <source>Disk for token IDs</source>
        <translation>Platte für Token-IDs</translation>
    </message>
    <message>
        <source>Disk per resumable checkpoint</source>
        <translation>Platte pro fortsetzbarem Checkpoint</translation>
    </message>
    <message>
        <source>Memory per card</source>
        <translation>Speicher je Karte</translation>
    </message>
    <message>
        <source>Total, all phases</source>
        <translation>Gesamt, alle Phasen</translation>
    </message>
    <message>
        <source>Training at the planned MFU</source>
        <translation>Training bei der geplanten MFU</translation>
    </message>
    <message>
        <source>Average power draw</source>
        <translation>Mittlere Leistungsaufnahme</translation>
    </message>
    <message>
        <source>Energy for training</source>
        <translation>Energie für das Training</translation>
    </message>
    <message>
        <source>Electricity cost</source>
        <translation>Stromkosten</translation>
    </message>
    <message>
        <source>CO₂ emitted</source>
        <translation>CO₂-Ausstoß</translation>
    </message>
    <message>
        <source>Rental months needed</source>
        <translation>Benötigte Mietmonate</translation>
    </message>
    <message>
        <source>Rental cost</source>
        <translation>Mietkosten</translation>
    </message>
    <message>
        <source>Run time, energy and cost</source>
        <translation>Laufzeit, Energie und Kosten</translation>
    </message>
    <message>
        <source>measured %1 tokens/s</source>
        <translation>gemessen %1 Tokens/s</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>Trainingstoken</translation>
    </message>
    <message>
        <source>epoch(s)</source>
        <translation>Epoche(n)</translation>
    </message>
    <message>
        <source>Main hardware</source>
        <translation>Haupt-Hardware</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimizer</translation>
    </message>
    <message>
        <source>Sharding</source>
        <translation>Sharding</translation>
    </message>
    <message>
        <source>Sequence length x micro-batch</source>
        <translation>Sequenzlänge x Micro-Batch</translation>
    </message>
    <message>
        <source>Activation checkpointing</source>
        <translation>Aktivierungs-Checkpointing</translation>
    </message>
    <message>
        <source>Optimizer offload to CPU</source>
        <translation>Optimizer in CPU-RAM ausgelagert</translation>
    </message>
    <message>
        <source>Throughput assumption</source>
        <translation>Durchsatzannahme</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>Strompreis</translation>
    </message>
    <message>
        <source>Grid carbon intensity</source>
        <translation>CO₂-Intensität des Stromnetzes</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>Trainingssoftware</translation>
    </message>
    <message>
        <source>MFU band measured for this framework</source>
        <translation>MFU-Band, gemessen für diese Trainingssoftware</translation>
    </message>
    <message>
        <source>Activation offloading to CPU RAM</source>
        <translation>Aktivierungen in den CPU-RAM auslagern</translation>
    </message>
    <message>
        <source>Chunked / fused loss</source>
        <translation>Chunked / fusionierter Loss</translation>
    </message>
    <message>
        <source>Optimizer step in the backward pass</source>
        <translation>Optimiererschritt im Rückwärtsdurchlauf</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>Kaufpreis</translation>
    </message>
    <message>
        <source>%1 prompts × %2 completions of %3 tokens (prompts of %4); %5</source>
        <translation>%1 Prompts × %2 Antworten zu %3 Token (Prompts zu %4); %5</translation>
    </message>
    <message>
        <source>(%1 GPUs)</source>
        <translation>(%1 GPUs)</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Trainingsziel</translation>
    </message>
    <message>
        <source>Rollouts</source>
        <translation>Rollouts</translation>
    </message>
    <message>
        <source>Training precision</source>
        <translation>Trainingspräzision</translation>
    </message>
    <message>
        <source>torch.compile</source>
        <translation>torch.compile</translation>
    </message>
    <message>
        <source>Parallel layout</source>
        <translation>Parallele Aufteilung</translation>
    </message>
    <message>
        <source>data parallel %1</source>
        <translation>datenparallel %1</translation>
    </message>
    <message>
        <source>global batch %1</source>
        <translation>globaler Batch %1</translation>
    </message>
    <message>
        <source>Reward model</source>
        <translation>Belohnungsmodell</translation>
    </message>
    <message>
        <source>rule-based (none)</source>
        <translation>regelbasiert (keines)</translation>
    </message>
    <message>
        <source>Value model</source>
        <translation>Wertmodell</translation>
    </message>
    <message>
        <source>%1 architecture, trained (%2 PPO epochs per batch)</source>
        <translation>Architektur von %1, trainiert (%2 PPO-Epochen pro Batch)</translation>
    </message>
    <message>
        <source>Rental hours needed</source>
        <translation>Benötigte Mietstunden</translation>
    </message>
    <message>
        <source>Rental days needed</source>
        <translation>Benötigte Miettage</translation>
    </message>
    <message>
        <source>Rental time needed</source>
        <translation>Benötigte Mietdauer</translation>
    </message>
    <message>
        <source>Tokens trained</source>
        <translation>Trainierte Token</translation>
    </message>
</context>
<context>
    <name>TimelineTab</name>
    <message>
        <source>No plan:</source>
        <translation>Kein Plan:</translation>
    </message>
    <message>
        <source>Training bars use your measured %1 tokens/s.</source>
        <translation>Die Trainingsbalken verwenden Ihre gemessenen %1 Tokens/s.</translation>
    </message>
    <message>
        <source>Training bars: the plan at %1 model FLOPs utilisation (MFU), continued in a second shade to the band from %2 (optimistic) to %3 (conservative).</source>
        <translation>Trainingsbalken: der Plan bei %1 Auslastung der Rechenleistung (MFU), in einem zweiten Farbton fortgesetzt bis zum Band von %2 (optimistisch) bis %3 (konservativ).</translation>
    </message>
    <message>
        <source>Lower chart: energy (left axis) and its electricity cost (right axis) as training runs.</source>
        <translation>Unteres Diagramm: Energie (linke Achse) und ihre Stromkosten (rechte Achse) im Verlauf des Trainings.</translation>
    </message>
    <message>
        <source>Training takes %1</source>
        <translation>Training dauert %1</translation>
    </message>
    <message>
        <source>energy %1</source>
        <translation>Energie %1</translation>
    </message>
    <message>
        <source>electricity %1</source>
        <translation>Strom %1</translation>
    </message>
    <message>
        <source>rent %1 for %2 months</source>
        <translation>Miete %1 für %2 Monate</translation>
    </message>
    <message>
        <source>rent %1 at %2</source>
        <translation>Miete %1 zu %2</translation>
    </message>
    <message>
        <source>CO₂ %1</source>
        <translation>CO₂ %1</translation>
    </message>
    <message>
        <source>Tokens trained: %1</source>
        <translation>Trainierte Token: %1</translation>
    </message>
    <message>
        <source>Training bars: the plan, continued in a second shade to its P10–P90 interval (the planner's errors on the shipped runs most like it).</source>
        <translation>Trainingsbalken: der Plan, in zweiter Schattierung bis zu seinem P10–P90-Intervall fortgesetzt (die Fehler des Planers bei den mitgelieferten Läufen, die ihm am ähnlichsten sind).</translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <source>Fits on %1</source>
        <translation>Passt auf %1</translation>
    </message>
    <message>
        <source>Fits on %1, but tightly (less than %2 free)</source>
        <translation>Passt auf %1, aber knapp (weniger als %2 frei)</translation>
    </message>
    <message>
        <source>Does not fit on %1</source>
        <translation>Passt nicht auf %1</translation>
    </message>
    <message>
        <source>training takes %1</source>
        <translation>Training dauert %1</translation>
    </message>
    <message>
        <source>≈ %1 electricity</source>
        <translation>≈ %1 Strom</translation>
    </message>
    <message>
        <source>≈ %1 rent</source>
        <translation>≈ %1 Miete</translation>
    </message>
    <message>
        <source>Fits on %1 (%2 likely)</source>
        <translation>Passt auf %1 (%2 wahrscheinlich)</translation>
    </message>
    <message>
        <source>Tight on %1: %2 likely to fit</source>
        <translation>Knapp auf %1: passt mit %2 Wahrscheinlichkeit</translation>
    </message>
    <message>
        <source>Does not fit on %1 (%2 likely to fit)</source>
        <translation>Passt nicht auf %1 (passt mit %2 Wahrscheinlichkeit)</translation>
    </message>
    <message>
        <source>training takes %1 (P10–P90)</source>
        <translation>Training dauert %1 (P10–P90)</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>Measured for the framework</source>
        <translation>Gemessen für die Trainingssoftware</translation>
    </message>
    <message>
        <source>%1 r=%2</source>
        <translation>%1 r=%2</translation>
    </message>
    <message>
        <source>8-bit Adam (≈ 10 bytes/param)</source>
        <translation>8-Bit-Adam (≈ 10 Byte/Parameter)</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <source>Activations per GPU</source>
        <translation>Aktivierungen je GPU</translation>
    </message>
    <message>
        <source>AdamW, fp32 gradients (≈ 20 bytes/param)</source>
        <translation>AdamW, fp32-Gradienten (≈ 20 Byte/Parameter)</translation>
    </message>
    <message>
        <source>AdamW, mixed precision (16 bytes/param)</source>
        <translation>AdamW, gemischte Präzision (16 Byte/Parameter)</translation>
    </message>
    <message>
        <source>AdamW, pure bf16 states</source>
        <translation>AdamW, reine bf16-Zustände</translation>
    </message>
    <message>
        <source>Average power</source>
        <translation>Mittlere Leistung</translation>
    </message>
    <message>
        <source>CO₂ emissions</source>
        <translation>CO₂-Emissionen</translation>
    </message>
    <message>
        <source>Checkpoint writes</source>
        <translation>Checkpoints schreiben</translation>
    </message>
    <message>
        <source>Chinchilla-optimal tokens</source>
        <translation>Chinchilla-optimale Tokens</translation>
    </message>
    <message>
        <source>Communication time per micro-batch</source>
        <translation>Kommunikationszeit je Micro-Batch</translation>
    </message>
    <message>
        <source>Compute time per micro-batch</source>
        <translation>Rechenzeit je Micro-Batch</translation>
    </message>
    <message>
        <source>Conservative (MFU %1)</source>
        <translation>Konservativ (MFU %1)</translation>
    </message>
    <message>
        <source>Data preparation</source>
        <translation>Datenaufbereitung</translation>
    </message>
    <message>
        <source>Electricity cost</source>
        <translation>Stromkosten</translation>
    </message>
    <message>
        <source>Energy of the training run</source>
        <translation>Energie des Trainingslaufs</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Evaluierung</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Passt</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Frei</translation>
    </message>
    <message>
        <source>Free per GPU</source>
        <translation>Frei je GPU</translation>
    </message>
    <message>
        <source>Full (recompute each layer)</source>
        <translation>Voll (jede Schicht neu berechnen)</translation>
    </message>
    <message>
        <source>Full fine-tune / continued pretraining</source>
        <translation>Volles Fine-Tuning / fortgesetztes Pretraining</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU-Speicher</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradienten</translation>
    </message>
    <message>
        <source>Gradients per GPU</source>
        <translation>Gradienten je GPU</translation>
    </message>
    <message>
        <source>Host RAM for the offloaded optimizer, per server</source>
        <translation>Host-RAM für den ausgelagerten Optimierer, je Server</translation>
    </message>
    <message>
        <source>Hugging Face Transformers (Trainer)</source>
        <translation>Hugging Face Transformers (Trainer)</translation>
    </message>
    <message>
        <source>Largest micro-batch that fits</source>
        <translation>Größter Micro-Batch, der passt</translation>
    </message>
    <message>
        <source>LoRA (frozen base, small adapters)</source>
        <translation>LoRA (eingefrorene Basis, kleine Adapter)</translation>
    </message>
    <message>
        <source>LoRA adapter file (bf16)</source>
        <translation>LoRA-Adapterdatei (bf16)</translation>
    </message>
    <message>
        <source>Logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>Logits per GPU</source>
        <translation>Logits je GPU</translation>
    </message>
    <message>
        <source>Longest sequence that fits</source>
        <translation>Längste Sequenz, die passt</translation>
    </message>
    <message>
        <source>MFU %1 (band %2 / %3)</source>
        <translation>MFU %1 (Band %2 / %3)</translation>
    </message>
    <message>
        <source>Megatron-LM</source>
        <translation>Megatron-LM</translation>
    </message>
    <message>
        <source>None (keep all activations)</source>
        <translation>Keins (alle Aktivierungen behalten)</translation>
    </message>
    <message>
        <source>None / DDP (full copy per GPU)</source>
        <translation>Keins / DDP (volle Kopie je GPU)</translation>
    </message>
    <message>
        <source>Optimistic (MFU %1)</source>
        <translation>Optimistisch (MFU %1)</translation>
    </message>
    <message>
        <source>Optimistic (MFU %1) to conservative (MFU %2) training time</source>
        <translation>Optimistische (MFU %1) bis konservative (MFU %2) Trainingszeit</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>Optimizer-Zustände</translation>
    </message>
    <message>
        <source>Optimizer states per GPU</source>
        <translation>Optimizer-Zustände je GPU</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>Overhead</translation>
    </message>
    <message>
        <source>Overhead per GPU</source>
        <translation>Overhead je GPU</translation>
    </message>
    <message>
        <source>Pages equivalent</source>
        <translation>Entspricht Seiten</translation>
    </message>
    <message>
        <source>Parameters (total)</source>
        <translation>Parameter (gesamt)</translation>
    </message>
    <message>
        <source>Parameters used per token</source>
        <translation>Je Token genutzte Parameter</translation>
    </message>
    <message>
        <source>Pilot run</source>
        <translation>Pilotlauf</translation>
    </message>
    <message>
        <source>QLoRA (4-bit base + adapters)</source>
        <translation>QLoRA (4-Bit-Basis + Adapter)</translation>
    </message>
    <message>
        <source>Reference model (no framework overhead)</source>
        <translation>Referenzmodell (ohne Framework-Overhead)</translation>
    </message>
    <message>
        <source>Rental cost</source>
        <translation>Mietkosten</translation>
    </message>
    <message>
        <source>Rental months</source>
        <translation>Mietmonate</translation>
    </message>
    <message>
        <source>Resumable checkpoint</source>
        <translation>Fortsetzbarer Checkpoint</translation>
    </message>
    <message>
        <source>Selective</source>
        <translation>Selektiv</translation>
    </message>
    <message>
        <source>Token IDs on disk</source>
        <translation>Token-IDs auf der Festplatte</translation>
    </message>
    <message>
        <source>TorchTitan</source>
        <translation>TorchTitan</translation>
    </message>
    <message>
        <source>Total per GPU</source>
        <translation>Summe je GPU</translation>
    </message>
    <message>
        <source>Traffic per GPU and micro-batch</source>
        <translation>Datenverkehr je GPU und Micro-Batch</translation>
    </message>
    <message>
        <source>Trainable parameters</source>
        <translation>Trainierbare Parameter</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Training compute</source>
        <translation>Rechenaufwand des Trainings</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>Trainingszeit</translation>
    </message>
    <message>
        <source>Training time (MFU %1)</source>
        <translation>Trainingszeit (MFU %1)</translation>
    </message>
    <message>
        <source>Training time in days</source>
        <translation>Trainingszeit in Tagen</translation>
    </message>
    <message>
        <source>Training time, conservative</source>
        <translation>Trainingszeit, konservativ</translation>
    </message>
    <message>
        <source>Training time, optimistic</source>
        <translation>Trainingszeit, optimistisch</translation>
    </message>
    <message>
        <source>Training tokens per parameter</source>
        <translation>Trainings-Tokens je Parameter</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>Weights per GPU</source>
        <translation>Gewichte je GPU</translation>
    </message>
    <message>
        <source>Weights-only checkpoint (bf16)</source>
        <translation>Checkpoint nur mit Gewichten (bf16)</translation>
    </message>
    <message>
        <source>ZeRO-1 (optimizer sharded)</source>
        <translation>ZeRO-1 (Optimierer geshardet)</translation>
    </message>
    <message>
        <source>ZeRO-2 (+ gradients sharded)</source>
        <translation>ZeRO-2 (+ Gradienten geshardet)</translation>
    </message>
    <message>
        <source>ZeRO-3 / FSDP (everything sharded)</source>
        <translation>ZeRO-3 / FSDP (alles geshardet)</translation>
    </message>
    <message>
        <source>ZeRO-3 gathered layers and reduce buffers</source>
        <translation>Von ZeRO-3 gesammelte Schichten und Reduce-Puffer</translation>
    </message>
    <message>
        <source>days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>months</source>
        <translation>Monate</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>pages</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>Sequenzen</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>tokens/param</source>
        <translation>Tokens/Parameter</translation>
    </message>
    <message>
        <source>torchtune</source>
        <translation>torchtune</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>⚠ tight (&lt; %1 free)</source>
        <translation>⚠ knapp (&lt; %1 frei)</translation>
    </message>
    <message>
        <source>✓ fits</source>
        <translation>✓ passt</translation>
    </message>
    <message>
        <source>✗ does not fit</source>
        <translation>✗ passt nicht</translation>
    </message>
    <message>
        <source>✗ does not fit in memory — times shown for reference</source>
        <translation>✗ passt nicht in den Speicher — Zeiten nur zum Vergleich</translation>
    </message>
    <message>
        <source>The plan fits in GPU memory with room to spare.</source>
        <translation>Der Plan passt mit Reserve in den GPU-Speicher.</translation>
    </message>
    <message>
        <source>Less than %1 of GPU memory is left; fragmentation may push it over.</source>
        <translation>Weniger als %1 des GPU-Speichers bleibt frei; Fragmentierung kann es überschreiten lassen.</translation>
    </message>
    <message>
        <source>The plan needs more memory per GPU than the card has.</source>
        <translation>Der Plan braucht je GPU mehr Speicher, als die Karte hat.</translation>
    </message>
    <message>
        <source>MFU band %1 / %2</source>
        <translation>MFU-Spanne %1 / %2</translation>
    </message>
    <message>
        <source>MFU %1</source>
        <translation>MFU %1</translation>
    </message>
    <message>
        <source>Paged 8-bit AdamW (bitsandbytes, states in unified memory)</source>
        <translation>Paged 8-Bit-AdamW (bitsandbytes, Zustände im Unified Memory)</translation>
    </message>
    <message>
        <source>Separator tokens</source>
        <translation>Trenn-Token</translation>
    </message>
    <message>
        <source>Padding overhead</source>
        <translation>Mehraufwand durch Auffüllen</translation>
    </message>
    <message>
        <source>Replay of general text</source>
        <translation>Replay allgemeiner Texte</translation>
    </message>
    <message>
        <source>Tokens trained</source>
        <translation>Trainierte Token</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>Kaufpreis</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>Wechselkurs</translation>
    </message>
    <message>
        <source>Cost of owning per year</source>
        <translation>Kosten des Besitzes pro Jahr</translation>
    </message>
    <message>
        <source>Runs a year from which buying is cheaper</source>
        <translation>Läufe im Jahr, ab denen Kaufen günstiger ist</translation>
    </message>
    <message>
        <source>Optimizer steps on the CPU</source>
        <translation>Optimiererschritte auf der CPU</translation>
    </message>
    <message>
        <source>Continued pretraining (next token)</source>
        <translation>Fortgesetztes Pretraining (nächstes Token)</translation>
    </message>
    <message>
        <source>Supervised fine-tuning (next token)</source>
        <translation>Überwachtes Feintuning (nächstes Token)</translation>
    </message>
    <message>
        <source>DPO (chosen/rejected pairs, reference model)</source>
        <translation>DPO (bevorzugte/abgelehnte Paare, Referenzmodell)</translation>
    </message>
    <message>
        <source>ORPO (pairs, no reference)</source>
        <translation>ORPO (Paare, ohne Referenz)</translation>
    </message>
    <message>
        <source>SimPO (pairs, no reference)</source>
        <translation>SimPO (Paare, ohne Referenz)</translation>
    </message>
    <message>
        <source>KTO (unpaired good/bad examples, reference model)</source>
        <translation>KTO (einzelne gute/schlechte Beispiele, Referenzmodell)</translation>
    </message>
    <message>
        <source>Automatic (frozen copy for full tuning, adapters off for LoRA)</source>
        <translation>Automatisch (eingefrorene Kopie beim vollen Training, Adapter aus bei LoRA)</translation>
    </message>
    <message>
        <source>A frozen copy of the model</source>
        <translation>Eine eingefrorene Kopie des Modells</translation>
    </message>
    <message>
        <source>Precomputed before training (one extra pass)</source>
        <translation>Vor dem Training berechnet (ein zusätzlicher Durchlauf)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Reference log-probabilities</source>
        <translation>Referenz-Log-Wahrscheinlichkeiten</translation>
    </message>
    <message>
        <source>Compute the preference objective adds</source>
        <translation>Zusätzlicher Rechenaufwand des Präferenzziels</translation>
    </message>
    <message>
        <source>Weights per GPU, policy and frozen reference</source>
        <translation>Gewichte pro GPU, Policy und eingefrorene Referenz</translation>
    </message>
    <message>
        <source>The base with the adapters switched off</source>
        <translation>Die Basis mit abgeschalteten Adaptern</translation>
    </message>
    <message>
        <source>Colocated (vLLM on the training GPUs)</source>
        <translation>Gemeinsam (vLLM auf den Trainings-GPUs)</translation>
    </message>
    <message>
        <source>Compute the RL objective adds (old-policy and reference log-probabilities)</source>
        <translation>Rechenaufwand des RL-Ziels (Log-Wahrscheinlichkeiten der alten Policy und der Referenz)</translation>
    </message>
    <message>
        <source>Energy of the rollout GPUs</source>
        <translation>Energie der Rollout-GPUs</translation>
    </message>
    <message>
        <source>GPUs that train and GPUs that generate</source>
        <translation>GPUs, die trainieren, und GPUs, die generieren</translation>
    </message>
    <message>
        <source>GRPO (online RL: generated completions, rewarded in groups)</source>
        <translation>GRPO (Online-RL: generierte Antworten, in Gruppen belohnt)</translation>
    </message>
    <message>
        <source>Generation (rollouts)</source>
        <translation>Generierung (Rollouts)</translation>
    </message>
    <message>
        <source>Generation time (rollouts)</source>
        <translation>Generierungszeit (Rollouts)</translation>
    </message>
    <message>
        <source>KV cache an engine holds</source>
        <translation>KV-Cache, den eine Engine hält</translation>
    </message>
    <message>
        <source>Memory the rollout engine reserves per GPU</source>
        <translation>Speicher, den die Rollout-Engine je GPU reserviert</translation>
    </message>
    <message>
        <source>Rent of the rollout GPUs</source>
        <translation>Miete der Rollout-GPUs</translation>
    </message>
    <message>
        <source>Separate (vLLM on GPUs of its own)</source>
        <translation>Getrennt (vLLM auf eigenen GPUs)</translation>
    </message>
    <message>
        <source>BF16 (every card)</source>
        <translation>BF16 (jede Karte)</translation>
    </message>
    <message>
        <source>FP8 (Hopper, Ada, Blackwell)</source>
        <translation>FP8 (Hopper, Ada, Blackwell)</translation>
    </message>
    <message>
        <source>MXFP8 (data-centre Blackwell)</source>
        <translation>MXFP8 (Rechenzentrums-Blackwell)</translation>
    </message>
    <message>
        <source>NVFP4 (data-centre Blackwell)</source>
        <translation>NVFP4 (Rechenzentrums-Blackwell)</translation>
    </message>
    <message>
        <source>%1 has no FP8 tensor cores: train in BF16.</source>
        <translation>%1 hat keine FP8-Tensor-Kerne: in BF16 trainieren.</translation>
    </message>
    <message>
        <source>%1 has no tensor cores with the block scaling MXFP8/NVFP4 training needs (data-centre Blackwell: B200, B300, GB200).</source>
        <translation>%1 hat keine Tensor-Kerne mit der Blockskalierung, die MXFP8/NVFP4-Training braucht (Rechenzentrums-Blackwell: B200, B300, GB200).</translation>
    </message>
    <message>
        <source>No FP4 tensor-core peak is known for %1.</source>
        <translation>Für %1 ist keine FP4-Spitzenleistung der Tensor-Kerne bekannt.</translation>
    </message>
    <message>
        <source>%2 has no training recipe for this format with a measured speed-up.</source>
        <translation>%2 hat für dieses Format kein Trainingsverfahren mit gemessener Beschleunigung.</translation>
    </message>
    <message>
        <source>%2 trains this format with full fine-tuning only.</source>
        <translation>%2 trainiert dieses Format nur beim vollständigen Feintuning.</translation>
    </message>
    <message>
        <source>Speed-up from the training precision</source>
        <translation>Beschleunigung durch die Trainingspräzision</translation>
    </message>
    <message>
        <source>Speed-up from torch.compile</source>
        <translation>Beschleunigung durch torch.compile</translation>
    </message>
    <message>
        <source>Memory of the training precision</source>
        <translation>Speicher der Trainingspräzision</translation>
    </message>
    <message>
        <source>Saved activations under torch.compile</source>
        <translation>Gespeicherte Aktivierungen mit torch.compile</translation>
    </message>
    <message>
        <source>AdamW, mixed precision</source>
        <translation>AdamW, gemischte Präzision</translation>
    </message>
    <message>
        <source>AdamW, fp32 gradients</source>
        <translation>AdamW, fp32-Gradienten</translation>
    </message>
    <message>
        <source>8-bit Adam</source>
        <translation>8-Bit-Adam</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>Pipeline-Leerlauf</translation>
    </message>
    <message>
        <source>Data-parallel degree</source>
        <translation>Grad der Datenparallelität</translation>
    </message>
    <message>
        <source>Optimizer steps</source>
        <translation>Optimiererschritte</translation>
    </message>
    <message>
        <source>PPO (online RL: reward model, trained value model)</source>
        <translation>PPO (Online-RL: Belohnungsmodell, trainiertes Wertmodell)</translation>
    </message>
    <message>
        <source>Reward model weights per GPU</source>
        <translation>Gewichte des Belohnungsmodells pro GPU</translation>
    </message>
    <message>
        <source>Compute of the reward and value models</source>
        <translation>Rechenaufwand von Belohnungs- und Wertmodell</translation>
    </message>
    <message>
        <source>Time of the reward and value models' passes</source>
        <translation>Zeit der Durchläufe von Belohnungs- und Wertmodell</translation>
    </message>
    <message>
        <source>Value model states per GPU (weights, gradients, optimizer)</source>
        <translation>Zustände des Wertmodells pro GPU (Gewichte, Gradienten, Optimierer)</translation>
    </message>
    <message>
        <source>Rental hours</source>
        <translation>Mietstunden</translation>
    </message>
    <message>
        <source>Rental days</source>
        <translation>Miettage</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>Stunden</translation>
    </message>
    <message>
        <source>%1; quoted %2</source>
        <translation>%1; Stand %2</translation>
    </message>
    <message>
        <source>CPO (pairs, no reference)</source>
        <translation>CPO (Paare, ohne Referenz)</translation>
    </message>
    <message>
        <source>No reference model</source>
        <translation>Kein Referenzmodell</translation>
    </message>
    <message>
        <source>Merge adapters</source>
        <translation>Adapter zusammenführen</translation>
    </message>
    <message>
        <source>Quantise</source>
        <translation>Quantisieren</translation>
    </message>
</context>
<context>
    <name>Sources</name>
    <message>
        <source>EleutherAI, Transformer Math 101 (2023)</source>
        <translation>EleutherAI, Transformer Math 101 (2023)</translation>
    </message>
    <message>
        <source>Hoffmann et al. 2022 (Chinchilla)</source>
        <translation>Hoffmann et al. 2022 (Chinchilla)</translation>
    </message>
    <message>
        <source>Hu et al. 2021 (LoRA)</source>
        <translation>Hu et al. 2021 (LoRA)</translation>
    </message>
    <message>
        <source>Hu et al. 2021 (LoRA) (frozen bf16 base, 2 B/param)</source>
        <translation>Hu et al. 2021 (LoRA) (eingefrorene bf16-Basis, 2 B/Parameter)</translation>
    </message>
    <message>
        <source>Korthikanti et al. 2022, Reducing Activation Recomputation (adapted: GQA, gated MLP, bf16)</source>
        <translation>Korthikanti et al. 2022, Reducing Activation Recomputation (angepasst: GQA, gated MLP, bf16)</translation>
    </message>
    <message>
        <source>Korthikanti et al. 2022, Reducing Activation Recomputation</source>
        <translation>Korthikanti et al. 2022, Reducing Activation Recomputation</translation>
    </message>
    <message>
        <source>Rajbhandari et al. 2020 (ZeRO)</source>
        <translation>Rajbhandari et al. 2020 (ZeRO)</translation>
    </message>
    <message>
        <source>Dettmers et al. 2023 (QLoRA)</source>
        <translation>Dettmers et al. 2023 (QLoRA)</translation>
    </message>
    <message>
        <source>Dettmers et al. 2023 (QLoRA) (NF4 0.5 B + 0.127 bits constants)</source>
        <translation>Dettmers et al. 2023 (QLoRA) (NF4 0,5 B + 0,127 Bit Konstanten)</translation>
    </message>
    <message>
        <source>Dettmers et al. 2022 (8-bit optimizers)</source>
        <translation>Dettmers et al. 2022 (8-Bit-Optimierer)</translation>
    </message>
    <message>
        <source>planning assumption (adjustable in the scenario)</source>
        <translation>Planungsannahme (im Szenario einstellbar)</translation>
    </message>
    <message>
        <source>no CPUs known (bare GPUs): CPUs counted as 0</source>
        <translation>keine CPUs bekannt (nur GPUs): CPUs mit 0 gezählt</translation>
    </message>
    <message>
        <source>“Continued Pretraining mit Firmendaten: GPU-Zeit, Speicher und Datenaufbereitung auf 8 GPUs”</source>
        <translation>„Continued Pretraining mit Firmendaten: GPU-Zeit, Speicher und Datenaufbereitung auf 8 GPUs“</translation>
    </message>
    <message>
        <source>“Drei Ressourcen gehören zusammen”</source>
        <translation>„Drei Ressourcen gehören zusammen“</translation>
    </message>
    <message>
        <source>“Bevor du Code anfasst: Was du wirklich brauchst, um ein LLM zu trainieren”</source>
        <translation>„Bevor du Code anfasst: Was du wirklich brauchst, um ein LLM zu trainieren“</translation>
    </message>
    <message>
        <source>“Как дообучить модель 70B: требования к GPU и порядок работы”</source>
        <translation>„Как дообучить модель 70B: требования к GPU и порядок работы“</translation>
    </message>
    <message>
        <source>“Beste Cloud-GPUs für das Feinabstimmen von LLMs”</source>
        <translation>„Beste Cloud-GPUs für das Feinabstimmen von LLMs“</translation>
    </message>
    <message>
        <source>12 HF Transformers + PEFT runs on one H200, 2026-11-30 (resources/validation/h200-hf-peft.json): GPT-2 124M, 11 % MFU (eager kernels launch-bound)</source>
        <translation>12 Läufe mit HF Transformers + PEFT auf einer H200, 30.11.2026 (resources/validation/h200-hf-peft.json): GPT-2 124M, 11 % MFU (eager-Kernel durch Startaufwand begrenzt)</translation>
    </message>
    <message>
        <source>12 HF Transformers + PEFT runs on one H200, 2026-11-30 (resources/validation/h200-hf-peft.json): LoRA r16, 8–32 B, 29–36 % MFU</source>
        <translation>12 Läufe mit HF Transformers + PEFT auf einer H200, 30.11.2026 (resources/validation/h200-hf-peft.json): LoRA r16, 8–32 B, 29–36 % MFU</translation>
    </message>
    <message>
        <source>12 HF Transformers + PEFT runs on one H200, 2026-11-30 (resources/validation/h200-hf-peft.json): full fine-tuning, 1–8 B, 33–51 % MFU</source>
        <translation>12 Läufe mit HF Transformers + PEFT auf einer H200, 30.11.2026 (resources/validation/h200-hf-peft.json): vollständiges Fine-Tuning, 1–8 B, 33–51 % MFU</translation>
    </message>
    <message>
        <source>FSDP2 CPUOffloadPolicy (params, grads, optimizer)</source>
        <translation>FSDP2 CPUOffloadPolicy (Parameter, Gradienten, Optimierer)</translation>
    </message>
    <message>
        <source>GPU draw measured below board power: 12 HF Transformers + PEFT runs on one H200, 2026-11-30 (resources/validation/h200-hf-peft.json): 630–640 W of 700 W</source>
        <translation>GPU-Leistungsaufnahme unter der Board-Leistung gemessen: 12 Läufe mit HF Transformers + PEFT auf einer H200, 30.11.2026 (resources/validation/h200-hf-peft.json): 630–640 W von 700 W</translation>
    </message>
    <message>
        <source>GPU draw measured below board power: 12 HF Transformers + PEFT runs on one H200, 2026-11-30 (resources/validation/h200-hf-peft.json): 630–640 W of 700 W (same GPU work)</source>
        <translation>GPU-Leistungsaufnahme unter der Board-Leistung gemessen: 12 Läufe mit HF Transformers + PEFT auf einer H200, 30.11.2026 (resources/validation/h200-hf-peft.json): 630–640 W von 700 W (gleiche GPU-Arbeit)</translation>
    </message>
    <message>
        <source>HF Transformers / PEFT / TRL</source>
        <translation>HF Transformers / PEFT / TRL</translation>
    </message>
    <message>
        <source>torchtune</source>
        <translation>torchtune</translation>
    </message>
    <message>
        <source>Hoffmann et al. 2022 (Chinchilla), appendix F</source>
        <translation>Hoffmann u. a. 2022 (Chinchilla), Anhang F</translation>
    </message>
    <message>
        <source>Hugging Face Transformers Trainer, PEFT, TRL on eager PyTorch with SDPA</source>
        <translation>Hugging Face Transformers Trainer, PEFT, TRL auf PyTorch im Eager-Modus mit SDPA</translation>
    </message>
    <message>
        <source>Liang et al. 2024, TorchTitan, tables 1 and 3 (Llama 3.1 8B, FSDP, H100: 31–32 % MFU)</source>
        <translation>Liang u. a. 2024, TorchTitan, Tabellen 1 und 3 (Llama 3.1 8B, FSDP, H100: 31–32 % MFU)</translation>
    </message>
    <message>
        <source>torchtitan docs/performance.md 2024-04 (Llama 3 8B/70B, 64 A100: 51–64 %)</source>
        <translation>torchtitan docs/performance.md 2024-04 (Llama 3 8B/70B, 64 A100: 51–64 %)</translation>
    </message>
    <message>
        <source>LoRA band × 0.6–0.75: NF4 dequantization per matmul (Dettmers et al. 2023, QLoRA</source>
        <translation>LoRA-Spanne × 0,6–0,75: NF4-Dequantisierung je Matrixprodukt (Dettmers u. a. 2023, QLoRA</translation>
    </message>
    <message>
        <source>bitsandbytes matmul_4bit)</source>
        <translation>bitsandbytes matmul_4bit)</translation>
    </message>
    <message>
        <source>Megatron-LM / NeMo</source>
        <translation>Megatron-LM / NeMo</translation>
    </message>
    <message>
        <source>Megatron-LM README: 41–47 % MFU on H100 for GPT models of 2 B–462 B parameters</source>
        <translation>Megatron-LM README: 41–47 % MFU auf H100 für GPT-Modelle von 2 B–462 B Parametern</translation>
    </message>
    <message>
        <source>Megatron-LM megatron/core/tensor_parallel/cross_entropy.py (in place)</source>
        <translation>Megatron-LM megatron/core/tensor_parallel/cross_entropy.py (an Ort und Stelle)</translation>
    </message>
    <message>
        <source>Megatron-LM, NeMo, Megatron-Bridge with Transformer Engine</source>
        <translation>Megatron-LM, NeMo, Megatron-Bridge mit Transformer Engine</translation>
    </message>
    <message>
        <source>Megatron-LM distributed optimizer docs: bf16 params + fp32 main grads + fp32 main params and moments (18 B/param)</source>
        <translation>Megatron-LM-Dokumentation zum verteilten Optimierer: bf16-Parameter + fp32-Hauptgradienten + fp32-Hauptparameter und Momente (18 B/Parameter)</translation>
    </message>
    <message>
        <source>Megatron-Bridge performance summary (NeMo 26.04.01): GPT-OSS 120B pre-training on 64 H100/B200/B300/GB200, 22–26 % MFU</source>
        <translation>Megatron-Bridge-Leistungsübersicht (NeMo 26.04.01): GPT-OSS 120B Vortraining auf 64 H100/B200/B300/GB200, 22–26 % MFU</translation>
    </message>
    <message>
        <source>Narayanan et al. 2021 (recompute)</source>
        <translation>Narayanan u. a. 2021 (Neuberechnung)</translation>
    </message>
    <message>
        <source>NeMo PEFT LoRA adapters in the model dtype</source>
        <translation>NeMo PEFT: LoRA-Adapter im Datentyp des Modells</translation>
    </message>
    <message>
        <source>NeMo PEFT performance tables (LoRA on H100)</source>
        <translation>NeMo-PEFT-Leistungstabellen (LoRA auf H100)</translation>
    </message>
    <message>
        <source>PyTorch aten/src/ATen/autocast_mode.cpp cached_cast (bf16 weight cache)</source>
        <translation>PyTorch aten/src/ATen/autocast_mode.cpp cached_cast (bf16-Gewichtscache)</translation>
    </message>
    <message>
        <source>PyTorch c10/cuda/CUDACachingAllocator.cpp (freed blocks stay reserved)</source>
        <translation>PyTorch c10/cuda/CUDACachingAllocator.cpp (freigegebene Blöcke bleiben reserviert)</translation>
    </message>
    <message>
        <source>Transformer Engine fused RMSNorm (keeps the 16-bit input and rstd)</source>
        <translation>Transformer Engine, fusionierte RMSNorm (behält die 16-Bit-Eingabe und rstd)</translation>
    </message>
    <message>
        <source>adapters as torchtune</source>
        <translation>Adapter wie bei torchtune</translation>
    </message>
    <message>
        <source>as hf-transformers QLoRA</source>
        <translation>wie hf-transformers QLoRA</translation>
    </message>
    <message>
        <source>as hf-transformers QLoRA (torchao NF4)</source>
        <translation>wie hf-transformers QLoRA (torchao NF4)</translation>
    </message>
    <message>
        <source>as hf-transformers for models below 1 B</source>
        <translation>wie hf-transformers für Modelle unter 1 B</translation>
    </message>
    <message>
        <source>as hf-transformers for mixtures of experts</source>
        <translation>wie hf-transformers für Mixture-of-Experts-Modelle</translation>
    </message>
    <message>
        <source>as the full band less the frozen-base backward (no LoRA data)</source>
        <translation>wie die Spanne des vollständigen Trainings abzüglich des Rückwärtsdurchlaufs der eingefrorenen Basis (keine LoRA-Daten)</translation>
    </message>
    <message>
        <source>assumed equal (not measured)</source>
        <translation>als gleich angenommen (nicht gemessen)</translation>
    </message>
    <message>
        <source>bitsandbytes optim/optimizer.py Optimizer8bit.get_state_buffer -&gt; functional.get_paged (cudaMallocManaged unified memory, outside PyTorch's caching allocator)</source>
        <translation>bitsandbytes optim/optimizer.py Optimizer8bit.get_state_buffer -&gt; functional.get_paged (cudaMallocManaged, Unified Memory außerhalb des Caching-Allokators von PyTorch)</translation>
    </message>
    <message>
        <source>never above the LoRA band</source>
        <translation>nie über der LoRA-Spanne</translation>
    </message>
    <message>
        <source>never above the LoRA band, the low end for the NF4 dequantization per matmul</source>
        <translation>nie über der LoRA-Spanne, das untere Ende für die NF4-Dequantisierung je Matrixprodukt</translation>
    </message>
    <message>
        <source>optimizer states offloaded (DeepSpeed-style)</source>
        <translation>Optimiererzustände ausgelagert (wie bei DeepSpeed)</translation>
    </message>
    <message>
        <source>peft tuners/lora/layer.py Linear.forward (_cast_input_dtype to the fp32 adapter dtype)</source>
        <translation>peft tuners/lora/layer.py Linear.forward (_cast_input_dtype in den fp32-Datentyp des Adapters)</translation>
    </message>
    <message>
        <source>peft tuners/tuners_utils.py _cast_adapter_dtype</source>
        <translation>peft tuners/tuners_utils.py _cast_adapter_dtype</translation>
    </message>
    <message>
        <source>shared H200 runs: 650,969,088 bytes in use after CUDA initialised</source>
        <translation>gemeinsame H200-Läufe: 650.969.088 Bytes belegt nach dem Start von CUDA</translation>
    </message>
    <message>
        <source>the low end for runs without packing or compile</source>
        <translation>das untere Ende für Läufe ohne Packing oder Kompilierung</translation>
    </message>
    <message>
        <source>torch.nn.RMSNorm eager decomposition (upcasts to fp32)</source>
        <translation>torch.nn.RMSNorm, Eager-Zerlegung (rechnet in fp32)</translation>
    </message>
    <message>
        <source>torchtitan</source>
        <translation>torchtitan</translation>
    </message>
    <message>
        <source>torchtitan (FSDP2, bf16 mixed precision, eager or compiled)</source>
        <translation>torchtitan (FSDP2, bf16-Mixed-Precision, eager oder kompiliert)</translation>
    </message>
    <message>
        <source>torchtitan has no LoRA</source>
        <translation>torchtitan hat kein LoRA</translation>
    </message>
    <message>
        <source>torchtitan torchtitan/components/loss.py cross_entropy_loss (.float())</source>
        <translation>torchtitan torchtitan/components/loss.py cross_entropy_loss (.float())</translation>
    </message>
    <message>
        <source>torchtitan torchtitan/models/llama3/infra/parallelize.py _apply_ac (selective op: save SDPA and every second matmul output)</source>
        <translation>torchtitan torchtitan/models/llama3/infra/parallelize.py _apply_ac (selektiv je Operation: SDPA und jede zweite Matrixprodukt-Ausgabe behalten)</translation>
    </message>
    <message>
        <source>recompute norms and activation functions (Korthikanti et al. 2022)</source>
        <translation>Normen und Aktivierungsfunktionen neu berechnen (Korthikanti u. a. 2022)</translation>
    </message>
    <message>
        <source>Megatron-LM --recompute-granularity selective (core attention)</source>
        <translation>Megatron-LM --recompute-granularity selective (Kern-Attention)</translation>
    </message>
    <message>
        <source>grouped-GEMM experts and all-to-all; below the dense band</source>
        <translation>Experten mit Grouped GEMM und All-to-All; unter der Spanne dichter Modelle</translation>
    </message>
    <message>
        <source>transformers MoE blocks loop over the experts in eager PyTorch (no grouped GEMM); below the dense band</source>
        <translation>MoE-Blöcke von transformers durchlaufen die Experten einzeln in eager PyTorch (kein Grouped GEMM); unter der Spanne dichter Modelle</translation>
    </message>
    <message>
        <source>small models are launch-bound</source>
        <translation>kleine Modelle sind durch den Kernel-Start begrenzt</translation>
    </message>
    <message>
        <source>torchtune README 'Optimization flags' table (2024-11-18: Llama 3.2 3B, batch 2 × 4,096 packed, one A100): LoRA 60 % MFU (compiled)</source>
        <translation>torchtune README, Tabelle „Optimization flags“ (18.11.2024: Llama 3.2 3B, Batch 2 × 4.096 gepackt, eine A100): LoRA 60 % MFU (kompiliert)</translation>
    </message>
    <message>
        <source>torchtune README 'Optimization flags' table (2024-11-18: Llama 3.2 3B, batch 2 × 4,096 packed, one A100): QLoRA 58 % MFU (compiled, torchao NF4)</source>
        <translation>torchtune README, Tabelle „Optimization flags“ (18.11.2024: Llama 3.2 3B, Batch 2 × 4.096 gepackt, eine A100): QLoRA 58 % MFU (kompiliert, torchao NF4)</translation>
    </message>
    <message>
        <source>torchtune README 'Optimization flags' table (2024-11-18: Llama 3.2 3B, batch 2 × 4,096 packed, one A100): full fine-tuning 49 % eager, 62–67 % compiled</source>
        <translation>torchtune README, Tabelle „Optimization flags“ (18.11.2024: Llama 3.2 3B, Batch 2 × 4.096 gepackt, eine A100): vollständiges Fine-Tuning 49 % eager, 62–67 % kompiliert</translation>
    </message>
    <message>
        <source>torchtune recipes (single device or FSDP2), activation checkpointing optional</source>
        <translation>torchtune-Rezepte (ein Gerät oder FSDP2), Aktivierungs-Checkpointing wahlweise</translation>
    </message>
    <message>
        <source>torchtune torchtune/modules/loss CEWithChunkedOutputLoss (8 chunks, compiled: keeps the bf16 chunk logits, writes one chunk's bf16 gradient at a time)</source>
        <translation>torchtune torchtune/modules/loss CEWithChunkedOutputLoss (8 Abschnitte, kompiliert: behält die bf16-Logits der Abschnitte, schreibt den bf16-Gradienten je Abschnitt einzeln)</translation>
    </message>
    <message>
        <source>torchtune torchtune/modules/peft/lora.py LoRALinear (adapters in model dtype)</source>
        <translation>torchtune torchtune/modules/peft/lora.py LoRALinear (Adapter im Datentyp des Modells)</translation>
    </message>
    <message>
        <source>torchtune torchtune/modules/rms_norm.py RMSNorm.forward (x.float())</source>
        <translation>torchtune torchtune/modules/rms_norm.py RMSNorm.forward (x.float())</translation>
    </message>
    <message>
        <source>torchtune torchtune/training/_activation_offloading.py OffloadActivations (enable_activation_offloading: saved activations to pinned host memory)</source>
        <translation>torchtune torchtune/training/_activation_offloading.py OffloadActivations (enable_activation_offloading: gespeicherte Aktivierungen in festgelegten Host-Speicher)</translation>
    </message>
    <message>
        <source>torchtune torchtune/training/memory.py register_optim_in_bwd_hooks (optimizer_in_bwd: each gradient stepped and freed in its post-accumulate-grad hook)</source>
        <translation>torchtune torchtune/training/memory.py register_optim_in_bwd_hooks (optimizer_in_bwd: jeder Gradient wird in seinem Post-Accumulate-Grad-Hook angewandt und freigegeben)</translation>
    </message>
    <message>
        <source>transformers loss/loss_utils.py ForCausalLMLoss (logits.float())</source>
        <translation>transformers loss/loss_utils.py ForCausalLMLoss (logits.float())</translation>
    </message>
    <message>
        <source>transformers models/llama/modeling_llama.py LlamaRMSNorm.forward (.to(float32))</source>
        <translation>transformers models/llama/modeling_llama.py LlamaRMSNorm.forward (.to(float32))</translation>
    </message>
    <message>
        <source>derived: same 141 GB HBM3e stack as the H200 SXM (143,771 MiB measured)</source>
        <translation>abgeleitet: gleicher 141-GB-HBM3e-Stapel wie bei der H200 SXM (143.771 MiB gemessen)</translation>
    </message>
    <message>
        <source>nvidia-smi total on an H100 80GB HBM3 SXM (shared H200 measurement notes</source>
        <translation>nvidia-smi-Gesamtwert auf einer H100 80GB HBM3 SXM (gemeinsame H200-Messnotizen</translation>
    </message>
    <message>
        <source>nvidia-smi total on an RTX 4090 (shared measurement notes</source>
        <translation>nvidia-smi-Gesamtwert auf einer RTX 4090 (gemeinsame Messnotizen</translation>
    </message>
    <message>
        <source>RLinf/RLinf issue #255)</source>
        <translation>RLinf/RLinf, Issue #255)</translation>
    </message>
    <message>
        <source>also modal-labs/modal-client PR #2797 and google/gvisor issue #10413)</source>
        <translation>außerdem modal-labs/modal-client PR #2797 und google/gvisor Issue #10413)</translation>
    </message>
    <message>
        <source>transformers trainer.py Trainer (bf16 mixed precision: fp32 parameters under torch.autocast, AdamW moments in the parameter dtype)</source>
        <translation>transformers trainer.py Trainer (bf16-Mixed-Precision: fp32-Parameter unter torch.autocast, AdamW-Momente im Datentyp der Parameter)</translation>
    </message>
    <message>
        <source>torchtune recipes/full_finetune_single_device.py (dtype: bf16 via training.get_dtype: the model is built in bf16, torch.optim.AdamW moments in the parameter dtype)</source>
        <translation>torchtune recipes/full_finetune_single_device.py (dtype: bf16 über training.get_dtype: das Modell wird in bf16 gebaut, Momente von torch.optim.AdamW im Datentyp der Parameter)</translation>
    </message>
    <message>
        <source>torchtitan torchtitan/models/llama3/infra/parallelize.py apply_fsdp (MixedPrecisionPolicy param_dtype bf16 over fp32 sharded parameters)</source>
        <translation>torchtitan torchtitan/models/llama3/infra/parallelize.py apply_fsdp (MixedPrecisionPolicy param_dtype bf16 über verteilten fp32-Parametern)</translation>
    </message>
    <message>
        <source>torchtune torchtune/modules/transformer.py TransformerDecoder.chunked_output (set_num_output_chunks)</source>
        <translation>torchtune torchtune/modules/transformer.py TransformerDecoder.chunked_output (set_num_output_chunks)</translation>
    </message>
    <message>
        <source>corpus scan (per-document token counts)</source>
        <translation>Korpus-Scan (Token je Dokument)</translation>
    </message>
    <message>
        <source>derived: the 80 GB H100 SXM reports 81,559 MiB</source>
        <translation>abgeleitet: die H100 SXM mit 80 GB meldet 81.559 MiB</translation>
    </message>
    <message>
        <source>the PCIe card carries the same 80 GB and is assumed to report the same (not measured)</source>
        <translation>die PCIe-Karte trägt dieselben 80 GB und meldet vermutlich dasselbe (nicht gemessen)</translation>
    </message>
    <message>
        <source>nvidia driver total 99,961,274,368 bytes on an H100 NVL (fastfetch-cli/fastfetch issue #1658) = 95,330 MiB</source>
        <translation>Gesamtwert des NVIDIA-Treibers 99.961.274.368 Byte auf einer H100 NVL (fastfetch-cli/fastfetch Issue #1658) = 95.330 MiB</translation>
    </message>
    <message>
        <source>nvidia-smi / torch.cuda.mem_get_info total on an H200 SXM (the shared H200 measurements, 2026-11-30)</source>
        <translation>Gesamtwert von nvidia-smi / torch.cuda.mem_get_info auf einer H200 SXM (die gemeinsamen H200-Messungen, 30.11.2026)</translation>
    </message>
    <message>
        <source>nvidia-smi total on a B200 (NVIDIA/TensorRT-LLM issue #10278: '/ 183359MiB')</source>
        <translation>Gesamtwert von nvidia-smi auf einer B200 (NVIDIA/TensorRT-LLM Issue #10278: '/ 183359MiB')</translation>
    </message>
    <message>
        <source>derived: 288 GB read as GiB less the share the driver keeps on a B200 (183,359 of 184,320 MiB, 0.52 %)</source>
        <translation>abgeleitet: 288 GB als GiB gelesen, abzüglich des Anteils, den der Treiber auf einer B200 behält (183.359 von 184.320 MiB, 0,52 %)</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>nicht gemessen</translation>
    </message>
    <message>
        <source>derived: 186 GB read as GiB less the B200's driver share (0.52 %)</source>
        <translation>abgeleitet: 186 GB als GiB gelesen, abzüglich des Treiberanteils der B200 (0,52 %)</translation>
    </message>
    <message>
        <source>derived: 96 GB GDDR7 read as GiB less the share the driver keeps (as reported for RTX PRO 6000 Blackwell cards, 97,887 MiB)</source>
        <translation>abgeleitet: 96 GB GDDR7 als GiB gelesen, abzüglich des Anteils, den der Treiber behält (wie für RTX-PRO-6000-Blackwell-Karten gemeldet, 97.887 MiB)</translation>
    </message>
    <message>
        <source>not measured here</source>
        <translation>hier nicht gemessen</translation>
    </message>
    <message>
        <source>nvidia-smi total with ECC on (akash-network/provider-configs PR #99</source>
        <translation>Gesamtwert von nvidia-smi mit eingeschaltetem ECC (akash-network/provider-configs PR #99</translation>
    </message>
    <message>
        <source>modal-labs/modal-client PR #2797)</source>
        <translation>modal-labs/modal-client PR #2797)</translation>
    </message>
    <message>
        <source>nvidia-smi total on an A100 80GB (shared measurement notes</source>
        <translation>Gesamtwert von nvidia-smi auf einer A100 80GB (gemeinsame Messnotizen</translation>
    </message>
    <message>
        <source>nvidia-smi total on an A100 40GB (modal-labs/modal-client PR #2797)</source>
        <translation>Gesamtwert von nvidia-smi auf einer A100 40GB (modal-labs/modal-client PR #2797)</translation>
    </message>
    <message>
        <source>derived: the A100 80GB reports 81,920 MiB</source>
        <translation>abgeleitet: die A100 80GB meldet 81.920 MiB</translation>
    </message>
    <message>
        <source>the PCIe card is assumed the same</source>
        <translation>für die PCIe-Karte als gleich angenommen</translation>
    </message>
    <message>
        <source>derived: the A100 40GB reports 40,960 MiB</source>
        <translation>abgeleitet: die A100 40GB meldet 40.960 MiB</translation>
    </message>
    <message>
        <source>nvidia-smi total on an RTX 5090 (noonghunna/club-3090 issue #1261)</source>
        <translation>Gesamtwert von nvidia-smi auf einer RTX 5090 (noonghunna/club-3090 Issue #1261)</translation>
    </message>
    <message>
        <source>derived: same AD102 board with 48 GB GDDR6 as the L40S, which reports 46,068 MiB with ECC on</source>
        <translation>abgeleitet: gleiche AD102-Platine mit 48 GB GDDR6 wie die L40S, die mit eingeschaltetem ECC 46.068 MiB meldet</translation>
    </message>
    <message>
        <source>with ECC off the card reports more (conservative)</source>
        <translation>mit ausgeschaltetem ECC meldet die Karte mehr (konservativ)</translation>
    </message>
    <message>
        <source>derived: 192 GB read as GiB (ROCm reports VRAM in that range)</source>
        <translation>abgeleitet: 192 GB als GiB gelesen (ROCm meldet VRAM in diesem Bereich)</translation>
    </message>
    <message>
        <source>derived: 256 GB read as GiB</source>
        <translation>abgeleitet: 256 GB als GiB gelesen</translation>
    </message>
    <message>
        <source>derived: 288 GB read as GiB</source>
        <translation>abgeleitet: 288 GB als GiB gelesen</translation>
    </message>
    <message>
        <source>derived: 128 GB read as GiB</source>
        <translation>abgeleitet: 128 GB als GiB gelesen</translation>
    </message>
    <message>
        <source>your own architecture</source>
        <translation>Ihre eigene Architektur</translation>
    </message>
    <message>
        <source>your quote</source>
        <translation>Ihr Angebot</translation>
    </message>
    <message>
        <source>your rate</source>
        <translation>Ihr Kurs</translation>
    </message>
    <message>
        <source>European Central Bank, euro foreign exchange reference rates</source>
        <translation>Europäische Zentralbank, Euro-Referenzkurse</translation>
    </message>
    <message>
        <source>a rent includes the power</source>
        <translation>eine Miete enthält den Strom</translation>
    </message>
    <message>
        <source>planning assumption: straight-line depreciation</source>
        <translation>Planungsannahme: lineare Abschreibung</translation>
    </message>
    <message>
        <source>NVIDIA newsroom, 'NVIDIA Delivers Quantum Leap in Performance, Introduces New Era of Neural Rendering With GeForce RTX 40 Series' (20 Sep 2022): RTX 4090 starting at $1,599 (launch list price, card only)</source>
        <translation>NVIDIA-Pressemitteilung zur GeForce RTX 40 Serie (20. September 2022): RTX 4090 ab 1.599 $ (Listenpreis zur Markteinführung, nur die Karte)</translation>
    </message>
    <message>
        <source>NVIDIA newsroom, 'NVIDIA Blackwell GeForce RTX 50 Series Opens New World of AI Computer Graphics' (6 Jan 2025): RTX 5090 at $1,999 (launch list price, card only)</source>
        <translation>NVIDIA-Pressemitteilung zur GeForce RTX 50 Serie (6. Januar 2025): RTX 5090 für 1.999 $ (Listenpreis zur Markteinführung, nur die Karte)</translation>
    </message>
    <message>
        <source>Ren et al. 2021 (ZeRO-Offload)</source>
        <translation>Ren et al. 2021 (ZeRO-Offload)</translation>
    </message>
    <message>
        <source>DeepSpeed csrc/adam/cpu_adam_impl.cpp (one pass over fp32 weights, gradients and moments per step)</source>
        <translation>DeepSpeed csrc/adam/cpu_adam_impl.cpp (ein Durchlauf über FP32-Gewichte, Gradienten und Momente je Schritt)</translation>
    </message>
    <message>
        <source>assumed: one socket, 8 channels of DDR5-4800 (no CPU stated)</source>
        <translation>angenommen: ein Sockel, 8 Kanäle DDR5-4800 (keine CPU angegeben)</translation>
    </message>
    <message>
        <source>12 HF Transformers + PEFT runs on one H200, 2026-11-30 (resources/validation/h200-hf-peft.json): 630–640 W of 700 W</source>
        <translation>12 Läufe mit HF Transformers + PEFT auf einer H200, 30.11.2026 (resources/validation/h200-hf-peft.json): 630–640 W von 700 W</translation>
    </message>
    <message>
        <source>12 HF Transformers + PEFT runs on one H200, 2026-11-30 (resources/validation/h200-hf-peft.json): 630–640 W of 700 W (same GPU work)</source>
        <translation>12 Läufe mit HF Transformers + PEFT auf einer H200, 30.11.2026 (resources/validation/h200-hf-peft.json): 630–640 W von 700 W (dieselbe Arbeit auf der GPU)</translation>
    </message>
    <message>
        <source>TRL trl/trainer/dpo_trainer.py (DPOTrainer._compute_loss, compute_ref_log_probs, _precompute_ref_logps), trl/trainer/kto_trainer.py (_compute_kl_logps), trl/experimental/orpo, trl/experimental/cpo (loss_type simpo), commit f2cd577</source>
        <translation>TRL trl/trainer/dpo_trainer.py (DPOTrainer._compute_loss, compute_ref_log_probs, _precompute_ref_logps), trl/trainer/kto_trainer.py (_compute_kl_logps), trl/experimental/orpo, trl/experimental/cpo (loss_type simpo), Commit f2cd577</translation>
    </message>
    <message>
        <source>torchtune recipes/full_dpo_distributed.py, lora_dpo_distributed.py, lora_dpo_single_device.py (concatenated_forward, disable_adapter), commit bd2a0fc</source>
        <translation>torchtune recipes/full_dpo_distributed.py, lora_dpo_distributed.py, lora_dpo_single_device.py (concatenated_forward, disable_adapter), Commit bd2a0fc</translation>
    </message>
    <message>
        <source>TRL trl/trainer/grpo_config.py (num_generations, max_completion_length, vllm_mode, vllm_gpu_memory_utilization 0.3, beta 0.0), trl/trainer/grpo_trainer.py (_generate_and_score_completions), trl/scripts/vllm_serve.py (gpu_memory_utilization 0.9), commit f2cd577</source>
        <translation>TRL trl/trainer/grpo_config.py (num_generations, max_completion_length, vllm_mode, vllm_gpu_memory_utilization 0.3, beta 0.0), trl/trainer/grpo_trainer.py (_generate_and_score_completions), trl/scripts/vllm_serve.py (gpu_memory_utilization 0.9), Commit f2cd577</translation>
    </message>
    <message>
        <source>vLLM PagedAttention (Kwon et al. 2023): K and V of every layer and KV head per token, bf16</source>
        <translation>vLLM PagedAttention (Kwon et al. 2023): K und V jeder Schicht und jedes KV-Kopfes je Token, bf16</translation>
    </message>
    <message>
        <source>decode reads the weights and the KV cache once per generated token</source>
        <translation>das Decodieren liest je generiertem Token einmal die Gewichte und den KV-Cache</translation>
    </message>
    <message>
        <source>share of the memory bandwidth decoding reaches: a planning assumption (70 %, band 80–50 %, no measured vLLM figure per card is bundled)</source>
        <translation>beim Decodieren erreichter Anteil der Speicherbandbreite: eine Planungsannahme (70 %, Band 80–50 %, keine gemessene vLLM-Zahl je Karte mitgeliefert)</translation>
    </message>
    <message>
        <source>TRL trl/trainer/grpo_trainer.py (reward_funcs: callables or AutoModelForSequenceClassification, prepare_deepspeed / prepare_model evaluation_mode), trl/experimental/ppo/ppo_trainer.py (reward_model, value_model, PolicyAndValueWrapper, prepare_deepspeed), trl/experimental/ppo/ppo_config.py (num_ppo_epochs 4), examples/scripts/ppo/ppo.py (value model from reward_model_path), commit f2cd577</source>
        <translation>TRL trl/trainer/grpo_trainer.py (reward_funcs: Funktionen oder AutoModelForSequenceClassification, prepare_deepspeed / prepare_model evaluation_mode), trl/experimental/ppo/ppo_trainer.py (reward_model, value_model, PolicyAndValueWrapper, prepare_deepspeed), trl/experimental/ppo/ppo_config.py (num_ppo_epochs 4), examples/scripts/ppo/ppo.py (Wertmodell aus reward_model_path), Commit f2cd577</translation>
    </message>
    <message>
        <source>TRL trl/trainer/utils.py (selective_log_softmax), trl/trainer/dpo_trainer.py (_compute_loss), commit f2cd577</source>
        <translation>TRL trl/trainer/utils.py (selective_log_softmax), trl/trainer/dpo_trainer.py (_compute_loss), Commit f2cd577</translation>
    </message>
    <message>
        <source>resources/validation/simulated-trl-dpo.json</source>
        <translation>resources/validation/simulated-trl-dpo.json</translation>
    </message>
</context>
<context>
    <name>Formulas</name>
    <message>
        <source>%1 B (fp32 master %2 + moments %3 + %4) × trainable params ÷ %5</source>
        <translation>%1 B (fp32-Master %2 + Momente %3 + %4) × trainierbare Parameter ÷ %5</translation>
    </message>
    <message>
        <source>%1 B (fp32 master %2 + moments %3 + %4) × trainable params ÷ %5 → moved to host RAM</source>
        <translation>%1 B (fp32-Master %2 + Momente %3 + %4) × trainierbare Parameter ÷ %5 → in den Host-RAM ausgelagert</translation>
    </message>
    <message>
        <source>%1 B (fp32 master %2 + moments %3 + %4; grads bf16 %5 + fp32 buffer %6) × trainable params ÷ %7</source>
        <translation>%1 B (fp32-Master %2 + Momente %3 + %4; Gradienten bf16 %5 + fp32-Puffer %6) × trainierbare Parameter ÷ %7</translation>
    </message>
    <message>
        <source>%1 B (fp32 master %2 + moments %3 + %4; grads bf16 %5 + fp32 buffer %6) × trainable params ÷ %7 → moved to host RAM</source>
        <translation>%1 B (fp32-Master %2 + Momente %3 + %4; Gradienten bf16 %5 + fp32-Puffer %6) × trainierbare Parameter ÷ %7 → in den Host-RAM ausgelagert</translation>
    </message>
    <message>
        <source>%1 B (fp32 master %2 + two 8-bit moments %3 + %4) × trainable params ÷ %5</source>
        <translation>%1 B (fp32-Master %2 + zwei 8-Bit-Momente %3 + %4) × trainierbare Parameter ÷ %5</translation>
    </message>
    <message>
        <source>%1 B (fp32 master %2 + two 8-bit moments %3 + %4) × trainable params ÷ %5 → moved to host RAM</source>
        <translation>%1 B (fp32-Master %2 + zwei 8-Bit-Momente %3 + %4) × trainierbare Parameter ÷ %5 → in den Host-RAM ausgelagert</translation>
    </message>
    <message>
        <source>%1 B (two bf16 moments %2 + %3, no fp32 master) × trainable params ÷ %4</source>
        <translation>%1 B (zwei bf16-Momente %2 + %3, kein fp32-Master) × trainierbare Parameter ÷ %4</translation>
    </message>
    <message>
        <source>%1 B (two bf16 moments %2 + %3, no fp32 master) × trainable params ÷ %4 → moved to host RAM</source>
        <translation>%1 B (zwei bf16-Momente %2 + %3, kein fp32-Master) × trainierbare Parameter ÷ %4 → in den Host-RAM ausgelagert</translation>
    </message>
    <message>
        <source>%1 B × adapter params</source>
        <translation>%1 B × Adapter-Parameter</translation>
    </message>
    <message>
        <source>%1 B × params</source>
        <translation>%1 B × Parameter</translation>
    </message>
    <message>
        <source>%1 B × params ÷ %2</source>
        <translation>%1 B × Parameter ÷ %2</translation>
    </message>
    <message>
        <source>%1 B × trainable params ÷ %2</source>
        <translation>%1 B × trainierbare Parameter ÷ %2</translation>
    </message>
    <message>
        <source>%1 × params (a rule of thumb, not a quality minimum)</source>
        <translation>%1 × Parameter (eine Faustregel, keine Mindestqualität)</translation>
    </message>
    <message>
        <source>(%1 × 16-bit weight gathers + %2 gradient reduce-scatter) × (n−%3)/n</source>
        <translation>(%1 × 16-Bit-Gewichte sammeln + %2 Gradienten-Reduce-Scatter) × (n−%3)/n</translation>
    </message>
    <message>
        <source>(GPUs × board power + CPUs × TDP) × (%1 + %2% for the rest)</source>
        <translation>(GPUs × Boardleistung + CPUs × TDP) × (%1 + %2 % für den Rest)</translation>
    </message>
    <message>
        <source>(GPUs × board power + CPUs × TDP) × PUE %1</source>
        <translation>(GPUs × Boardleistung + CPUs × TDP) × PUE %1</translation>
    </message>
    <message>
        <source>(floor(training hours / interval) + %1) × checkpoint GB / (write GB/s × servers)</source>
        <translation>(abrunden(Trainingsstunden / Intervall) + %1) × Checkpoint-GB / (Schreib-GB/s × Server)</translation>
    </message>
    <message>
        <source>(frozen base + %1 B × adapter params) ÷ %2</source>
        <translation>(eingefrorene Basis + %1 B × Adapter-Parameter) ÷ %2</translation>
    </message>
    <message>
        <source>C = %1·N·D</source>
        <translation>C = %1·N·D</translation>
    </message>
    <message>
        <source>CUDA context + allocator reserve + ZeRO-3 gathered layers</source>
        <translation>CUDA-Kontext + Allocator-Reserve + von ZeRO-3 gesammelte Schichten</translation>
    </message>
    <message>
        <source>all parameters</source>
        <translation>alle Parameter</translation>
    </message>
    <message>
        <source>capacity − total</source>
        <translation>Kapazität − Summe</translation>
    </message>
    <message>
        <source>corpus bytes / preparation throughput (%1 while the corpus size is unknown)</source>
        <translation>Korpus-Bytes / Aufbereitungsdurchsatz (%1, solange die Korpusgröße unbekannt ist)</translation>
    </message>
    <message>
        <source>days = t / %1 s</source>
        <translation>Tage = t / %1 s</translation>
    </message>
    <message>
        <source>embedding + layers × (attention + MLP or experts + norms) + final norm + head</source>
        <translation>Embedding + Schichten × (Attention + MLP oder Experten + Normen) + letzte Norm + Kopf</translation>
    </message>
    <message>
        <source>evaluation fraction × training time</source>
        <translation>Evaluierungsanteil × Trainingszeit</translation>
    </message>
    <message>
        <source>floor((capacity − fixed) / (per-token bytes × micro_batch)), capped at the model's max positions</source>
        <translation>abrunden((Kapazität − fest) / (Bytes je Token × micro_batch)), begrenzt auf die maximalen Positionen des Modells</translation>
    </message>
    <message>
        <source>floor((capacity − fixed) / (per-token bytes × seq_len))</source>
        <translation>abrunden((Kapazität − fest) / (Bytes je Token × seq_len))</translation>
    </message>
    <message>
        <source>from the GPU entry</source>
        <translation>aus dem GPU-Eintrag</translation>
    </message>
    <message>
        <source>gradient all-reduce: %1 × 16-bit gradient bytes × (n−%2)/n</source>
        <translation>Gradienten-All-Reduce: %1 × 16-Bit-Gradientenbytes × (n−%2)/n</translation>
    </message>
    <message>
        <source>kWh × grid intensity / %1</source>
        <translation>kWh × Netzintensität / %1</translation>
    </message>
    <message>
        <source>kWh × price per kWh</source>
        <translation>kWh × Preis je kWh</translation>
    </message>
    <message>
        <source>k·N·tokens per micro-batch / (peak × MFU)</source>
        <translation>k·N·Tokens je Micro-Batch / (Spitzenleistung × MFU)</translation>
    </message>
    <message>
        <source>largest unit × (%1 gathered copies in %2 bit + one gradient reduce buffer); %3 unless ZeRO-3 on &gt; %4 GPU; counted in overhead</source>
        <translation>größte Einheit × (%1 gesammelte Kopien in %2 Bit + ein Gradienten-Reduce-Puffer); %3 außer bei ZeRO-3 auf &gt; %4 GPU; im Overhead enthalten</translation>
    </message>
    <message>
        <source>largest unit × (%1 gathered copies in %2 bit); %3 unless ZeRO-3 on &gt; %4 GPU; counted in overhead</source>
        <translation>größte Einheit × (%1 gesammelte Kopien in %2 Bit); %3 außer bei ZeRO-3 auf &gt; %4 GPU; im Overhead enthalten</translation>
    </message>
    <message>
        <source>months × monthly price</source>
        <translation>Monate × Monatspreis</translation>
    </message>
    <message>
        <source>months × monthly price (no price known)</source>
        <translation>Monate × Monatspreis (kein Preis bekannt)</translation>
    </message>
    <message>
        <source>optimizer bytes per GPU × GPUs per server (%1 without offload)</source>
        <translation>Optimierer-Bytes je GPU × GPUs je Server (%1 ohne Auslagerung)</translation>
    </message>
    <message>
        <source>pilot fraction × training time of one epoch</source>
        <translation>Pilotanteil × Trainingszeit einer Epoche</translation>
    </message>
    <message>
        <source>power × training hours</source>
        <translation>Leistung × Trainingsstunden</translation>
    </message>
    <message>
        <source>t = C / (GPUs × dense BF16 peak × MFU)</source>
        <translation>t = C / (GPUs × dichte BF16-Spitzenleistung × MFU)</translation>
    </message>
    <message>
        <source>tokens / %1 (%2 tokens ≈ %3 pages)</source>
        <translation>Tokens / %1 (%2 Tokens ≈ %3 Seiten)</translation>
    </message>
    <message>
        <source>tokens × %1 B (%2 B only if vocab ≤ %3)</source>
        <translation>Tokens × %1 B (%2 B nur bei Vokabular ≤ %3)</translation>
    </message>
    <message>
        <source>tokens × (layers × 2h + one layer's working set); per layer: norm inputs + 2h + 2h + %1(q+k+v+o) + %2·heads + 8i (gated MLP), flash attention (no s² term)</source>
        <translation>Tokens × (Schichten × 2h + Arbeitsspeicher einer Schicht); je Schicht: Norm-Eingaben + 2h + 2h + %1(q+k+v+o) + %2·Köpfe + 8i (gated MLP), Flash Attention (kein s²-Term)</translation>
    </message>
    <message>
        <source>tokens × epochs / total params; Chinchilla-optimal ≈ %1 for pretraining</source>
        <translation>Tokens × Epochen / Parameter gesamt; Chinchilla-optimal ≈ %1 für Pretraining</translation>
    </message>
    <message>
        <source>tokens × layers × (per-layer bytes − norm outputs − act(gate)); per layer: norm inputs + 2h + 2h + %1(q+k+v+o) + %2·heads + 8i (gated MLP), flash attention (no s² term)</source>
        <translation>Tokens × Schichten × (Bytes je Schicht − Norm-Ausgaben − act(gate)); je Schicht: Norm-Eingaben + 2h + 2h + %1(q+k+v+o) + %2·Köpfe + 8i (gated MLP), Flash Attention (kein s²-Term)</translation>
    </message>
    <message>
        <source>tokens × layers × per-layer bytes; per layer: norm inputs + 2h + 2h + %1(q+k+v+o) + %2·heads + 4i (plain MLP), flash attention (no s² term)</source>
        <translation>Tokens × Schichten × Bytes je Schicht; je Schicht: Norm-Eingaben + 2h + 2h + %1(q+k+v+o) + %2·Köpfe + 4i (einfaches MLP), Flash Attention (kein s²-Term)</translation>
    </message>
    <message>
        <source>tokens × layers × per-layer bytes; per layer: norm inputs + 2h + 2h + %1(q+k+v+o) + %2·heads + 8i (gated MLP), flash attention (no s² term)</source>
        <translation>Tokens × Schichten × Bytes je Schicht; je Schicht: Norm-Eingaben + 2h + 2h + %1(q+k+v+o) + %2·Köpfe + 8i (gated MLP), Flash Attention (kein s²-Term)</translation>
    </message>
    <message>
        <source>tokens × vocab × %1 B (fp32)</source>
        <translation>Tokens × Vokabular × %1 B (fp32)</translation>
    </message>
    <message>
        <source>tokens × vocab × %1 B (fp32) ÷ %2 chunks (chunked loss)</source>
        <translation>Tokens × Vokabular × %1 B (fp32) ÷ %2 Blöcke (Chunked Loss)</translation>
    </message>
    <message>
        <source>total − idle experts (= total for dense models); compute uses this N</source>
        <translation>gesamt − ruhende Experten (= gesamt bei dichten Modellen); der Rechenaufwand nutzt dieses N</translation>
    </message>
    <message>
        <source>total ≤ capacity; tight when free &lt; %1% of capacity</source>
        <translation>Summe ≤ Kapazität; knapp, wenn frei &lt; %1 % der Kapazität</translation>
    </message>
    <message>
        <source>traffic / bandwidth of the slowest link</source>
        <translation>Datenmenge / Bandbreite der langsamsten Verbindung</translation>
    </message>
    <message>
        <source>trainable params × (%1 B weights + %2 B optimizer)</source>
        <translation>trainierbare Parameter × (%1 B Gewichte + %2 B Optimierer)</translation>
    </message>
    <message>
        <source>trainable params × (%1 B weights + %2 B optimizer); the frozen base is not saved</source>
        <translation>trainierbare Parameter × (%1 B Gewichte + %2 B Optimierer); die eingefrorene Basis wird nicht gespeichert</translation>
    </message>
    <message>
        <source>training seconds / (%1 days × %2 s); billed months may round up</source>
        <translation>Trainingssekunden / (%1 Tage × %2 s); abgerechnete Monate können aufrunden</translation>
    </message>
    <message>
        <source>weights + gradients + optimizer + activations + logits + overhead</source>
        <translation>Gewichte + Gradienten + Optimierer + Aktivierungen + Logits + Overhead</translation>
    </message>
    <message>
        <source>Σ layers Σ targets r·(d_in + d_out)</source>
        <translation>Σ Schichten Σ Ziele r·(d_in + d_out)</translation>
    </message>
    <message>
        <source>tokens × (layers × kept per layer + final norm) at the start of the backward; one layer's working set at its end. Per layer: norm inputs in fp32, q/k/v/output and log-sum-exp of SDPA, MLP tensors, inputs of trainable projections</source>
        <translation>Token × (Schichten × je Schicht behalten + letzte Norm) zu Beginn des Rückwärtsdurchlaufs; an seinem Ende der Arbeitsbereich einer Schicht. Je Schicht: Norm-Eingaben in fp32, q/k/v/Ausgabe und Log-Sum-Exp von SDPA, MLP-Tensoren, Eingaben trainierbarer Projektionen</translation>
    </message>
    <message>
        <source>tokens × (layers × kept per layer + final norm) at the start of the backward; one layer's working set at its end. Per layer: norm inputs in fp32, q/k/v/output and log-sum-exp of SDPA, MLP tensors, inputs of trainable projections; activation offloading: saved activations in host RAM, one layer's on the card</source>
        <translation>Token × (Schichten × je Schicht behalten + letzte Norm) zu Beginn des Rückwärtsdurchlaufs; an seinem Ende der Arbeitsbereich einer Schicht. Je Schicht: Norm-Eingaben in fp32, q/k/v/Ausgabe und Log-Sum-Exp von SDPA, MLP-Tensoren, Eingaben trainierbarer Projektionen; Aktivierungs-Auslagerung: gespeicherte Aktivierungen im Host-RAM, nur die einer Schicht auf der Karte</translation>
    </message>
    <message>
        <source>tokens × (layers × kept per layer + final norm) at the start of the backward; one layer's working set at its end. Per layer: norm inputs in fp32, q/k/v/output and log-sum-exp of SDPA, MLP tensors, an fp32 copy of each adapter's input</source>
        <translation>Token × (Schichten × je Schicht behalten + letzte Norm) zu Beginn des Rückwärtsdurchlaufs; an seinem Ende der Arbeitsbereich einer Schicht. Je Schicht: Norm-Eingaben in fp32, q/k/v/Ausgabe und Log-Sum-Exp von SDPA, MLP-Tensoren, eine fp32-Kopie der Eingabe jedes Adapters</translation>
    </message>
    <message>
        <source>tokens × (layers × kept per layer + final norm) at the start of the backward; one layer's working set at its end. Per layer: norm inputs in fp32, q/k/v/output and log-sum-exp of SDPA, MLP tensors, an fp32 copy of each adapter's input; activation offloading: saved activations in host RAM, one layer's on the card</source>
        <translation>Token × (Schichten × je Schicht behalten + letzte Norm) zu Beginn des Rückwärtsdurchlaufs; an seinem Ende der Arbeitsbereich einer Schicht. Je Schicht: Norm-Eingaben in fp32, q/k/v/Ausgabe und Log-Sum-Exp von SDPA, MLP-Tensoren, eine fp32-Kopie der Eingabe jedes Adapters; Aktivierungs-Auslagerung: gespeicherte Aktivierungen im Host-RAM, nur die einer Schicht auf der Karte</translation>
    </message>
    <message>
        <source>tokens × (layers × kept per layer + final norm) at the start of the backward; one layer's working set at its end. Per layer: norm inputs in fp32, q/k/v/output and log-sum-exp of SDPA, MLP tensors, each adapter's rank-wide input</source>
        <translation>Token × (Schichten × je Schicht behalten + letzte Norm) zu Beginn des Rückwärtsdurchlaufs; an seinem Ende der Arbeitsbereich einer Schicht. Je Schicht: Norm-Eingaben in fp32, q/k/v/Ausgabe und Log-Sum-Exp von SDPA, MLP-Tensoren, die Eingabe jedes Adapters in Rangbreite</translation>
    </message>
    <message>
        <source>tokens × (layers × kept per layer + final norm) at the start of the backward; one layer's working set at its end. Per layer: norm inputs in fp32, q/k/v/output and log-sum-exp of SDPA, MLP tensors, each adapter's rank-wide input; activation offloading: saved activations in host RAM, one layer's on the card</source>
        <translation>Token × (Schichten × je Schicht behalten + letzte Norm) zu Beginn des Rückwärtsdurchlaufs; an seinem Ende der Arbeitsbereich einer Schicht. Je Schicht: Norm-Eingaben in fp32, q/k/v/Ausgabe und Log-Sum-Exp von SDPA, MLP-Tensoren, die Eingabe jedes Adapters in Rangbreite; Aktivierungs-Auslagerung: gespeicherte Aktivierungen im Host-RAM, nur die einer Schicht auf der Karte</translation>
    </message>
    <message>
        <source>tokens × (layers × kept per layer + final norm) at the start of the backward; one layer's working set at its end. Per layer: norm inputs 16-bit, q/k/v/output and log-sum-exp of SDPA, MLP tensors, inputs of trainable projections</source>
        <translation>Token × (Schichten × je Schicht behalten + letzte Norm) zu Beginn des Rückwärtsdurchlaufs; an seinem Ende der Arbeitsbereich einer Schicht. Je Schicht: Norm-Eingaben in 16 Bit, q/k/v/Ausgabe und Log-Sum-Exp von SDPA, MLP-Tensoren, Eingaben trainierbarer Projektionen</translation>
    </message>
    <message>
        <source>tokens × (layers × kept per layer + final norm) at the start of the backward; one layer's working set at its end. Per layer: norm inputs 16-bit, q/k/v/output and log-sum-exp of SDPA, MLP tensors, inputs of trainable projections; activation offloading: saved activations in host RAM, one layer's on the card</source>
        <translation>Token × (Schichten × je Schicht behalten + letzte Norm) zu Beginn des Rückwärtsdurchlaufs; an seinem Ende der Arbeitsbereich einer Schicht. Je Schicht: Norm-Eingaben in 16 Bit, q/k/v/Ausgabe und Log-Sum-Exp von SDPA, MLP-Tensoren, Eingaben trainierbarer Projektionen; Aktivierungs-Auslagerung: gespeicherte Aktivierungen im Host-RAM, nur die einer Schicht auf der Karte</translation>
    </message>
    <message>
        <source>tokens × (layers × kept per layer + final norm) at the start of the backward; one layer's working set at its end. Per layer: norm inputs 16-bit, q/k/v/output and log-sum-exp of SDPA, MLP tensors, an fp32 copy of each adapter's input</source>
        <translation>Token × (Schichten × je Schicht behalten + letzte Norm) zu Beginn des Rückwärtsdurchlaufs; an seinem Ende der Arbeitsbereich einer Schicht. Je Schicht: Norm-Eingaben in 16 Bit, q/k/v/Ausgabe und Log-Sum-Exp von SDPA, MLP-Tensoren, eine fp32-Kopie der Eingabe jedes Adapters</translation>
    </message>
    <message>
        <source>tokens × (layers × kept per layer + final norm) at the start of the backward; one layer's working set at its end. Per layer: norm inputs 16-bit, q/k/v/output and log-sum-exp of SDPA, MLP tensors, an fp32 copy of each adapter's input; activation offloading: saved activations in host RAM, one layer's on the card</source>
        <translation>Token × (Schichten × je Schicht behalten + letzte Norm) zu Beginn des Rückwärtsdurchlaufs; an seinem Ende der Arbeitsbereich einer Schicht. Je Schicht: Norm-Eingaben in 16 Bit, q/k/v/Ausgabe und Log-Sum-Exp von SDPA, MLP-Tensoren, eine fp32-Kopie der Eingabe jedes Adapters; Aktivierungs-Auslagerung: gespeicherte Aktivierungen im Host-RAM, nur die einer Schicht auf der Karte</translation>
    </message>
    <message>
        <source>tokens × (layers × kept per layer + final norm) at the start of the backward; one layer's working set at its end. Per layer: norm inputs 16-bit, q/k/v/output and log-sum-exp of SDPA, MLP tensors, each adapter's rank-wide input</source>
        <translation>Token × (Schichten × je Schicht behalten + letzte Norm) zu Beginn des Rückwärtsdurchlaufs; an seinem Ende der Arbeitsbereich einer Schicht. Je Schicht: Norm-Eingaben in 16 Bit, q/k/v/Ausgabe und Log-Sum-Exp von SDPA, MLP-Tensoren, die Eingabe jedes Adapters in Rangbreite</translation>
    </message>
    <message>
        <source>tokens × (layers × kept per layer + final norm) at the start of the backward; one layer's working set at its end. Per layer: norm inputs 16-bit, q/k/v/output and log-sum-exp of SDPA, MLP tensors, each adapter's rank-wide input; activation offloading: saved activations in host RAM, one layer's on the card</source>
        <translation>Token × (Schichten × je Schicht behalten + letzte Norm) zu Beginn des Rückwärtsdurchlaufs; an seinem Ende der Arbeitsbereich einer Schicht. Je Schicht: Norm-Eingaben in 16 Bit, q/k/v/Ausgabe und Log-Sum-Exp von SDPA, MLP-Tensoren, die Eingabe jedes Adapters in Rangbreite; Aktivierungs-Auslagerung: gespeicherte Aktivierungen im Host-RAM, nur die einer Schicht auf der Karte</translation>
    </message>
    <message>
        <source>%1 B per trained parameter</source>
        <translation>%1 B je trainiertem Parameter</translation>
    </message>
    <message>
        <source>%1 B per trained parameter; paged 8-bit states live in CUDA unified memory outside PyTorch's allocator: on the card while there is room beside the allocator's peak, paged to host RAM otherwise (slower steps)</source>
        <translation>%1 B je trainiertem Parameter; ausgelagerte 8-Bit-Zustände liegen im CUDA-Unified-Memory außerhalb des PyTorch-Allokators: auf der Karte, solange neben dessen Spitze Platz ist, sonst in den Host-RAM ausgelagert (langsamere Schritte)</translation>
    </message>
    <message>
        <source>%1 B per trained parameter (fp32 adapters: PEFT)</source>
        <translation>%1 B je trainiertem Parameter (fp32-Adapter: PEFT)</translation>
    </message>
    <message>
        <source>%1 B per trained parameter (fp32 adapters: PEFT); paged 8-bit states live in CUDA unified memory outside PyTorch's allocator: on the card while there is room beside the allocator's peak, paged to host RAM otherwise (slower steps)</source>
        <translation>%1 B je trainiertem Parameter (fp32-Adapter: PEFT); ausgelagerte 8-Bit-Zustände liegen im CUDA-Unified-Memory außerhalb des PyTorch-Allokators: auf der Karte, solange neben dessen Spitze Platz ist, sonst in den Host-RAM ausgelagert (langsamere Schritte)</translation>
    </message>
    <message>
        <source>%1 B × params + 16-bit working copies of the weights</source>
        <translation>%1 B × Parameter + 16-Bit-Arbeitskopien der Gewichte</translation>
    </message>
    <message>
        <source>bf16 base %1 B × params + adapters at %2 B</source>
        <translation>bf16-Basis %1 B × Parameter + Adapter zu %2 B</translation>
    </message>
    <message>
        <source>NF4 base %1 B + constants × params + adapters at %2 B</source>
        <translation>NF4-Basis %1 B + Konstanten × Parameter + Adapter zu %2 B</translation>
    </message>
    <message>
        <source>allocated during the backward pass (zero_grad frees them after each step): none at its start, all at its end; %1 B per trained parameter</source>
        <translation>im Rückwärtsdurchlauf angelegt (zero_grad gibt sie nach jedem Schritt frei): zu seinem Beginn keine, an seinem Ende alle; %1 B je trainiertem Parameter</translation>
    </message>
    <message>
        <source>optimizer in the backward pass: each gradient is applied and freed as soon as it is complete, so at most the largest weight's gradient is alive (%1 B per parameter of the embedding, LM head or widest projection)</source>
        <translation>Optimiererschritt im Rückwärtsdurchlauf: jeder Gradient wird angewandt und freigegeben, sobald er vollständig ist, daher lebt höchstens der Gradient des größten Gewichts (%1 B je Parameter von Einbettung, LM-Kopf oder breitester Projektion)</translation>
    </message>
    <message>
        <source>tokens × vocab × %1 B: fp32 log-softmax, its gradient and the input gradient during the loss backward</source>
        <translation>Token × Vokabular × %1 B: fp32-Log-Softmax, ihr Gradient und der Eingabegradient während der Rückwärtsrechnung des Verlusts</translation>
    </message>
    <message>
        <source>tokens × vocab × %1 B: the bf16 logits of every chunk and one chunk's bf16 gradient during the compiled chunked loss backward</source>
        <translation>Token × Vokabular × %1 B: bf16-Logits aller Abschnitte und der bf16-Gradient eines Abschnitts während der Rückwärtsrechnung des kompilierten, abschnittsweisen Verlusts</translation>
    </message>
    <message>
        <source>CUDA context + caching-allocator reserve (checkpointed backward re-allocates into the loss's freed blocks) + ZeRO-3 gathered layers</source>
        <translation>CUDA-Kontext + Reserve des Caching-Allokators (der Rückwärtsdurchlauf mit Checkpointing belegt die freigegebenen Blöcke des Verlusts neu) + bei ZeRO-3 gesammelte Schichten</translation>
    </message>
    <message>
        <source>context + peak allocation + allocator reserve</source>
        <translation>Kontext + Allokationsspitze + Allokator-Reserve</translation>
    </message>
    <message>
        <source>context + peak allocation + allocator reserve + paged optimizer states on the card</source>
        <translation>Kontext + Allokationsspitze + Allokator-Reserve + ausgelagerte Optimiererzustände auf der Karte</translation>
    </message>
    <message>
        <source>%1 MiB × %2^%3</source>
        <translation>%1 MiB × %2^%3</translation>
    </message>
    <message>
        <source>vendor GB</source>
        <translation>GB laut Hersteller</translation>
    </message>
    <message>
        <source>capacity − in use</source>
        <translation>Kapazität − belegt</translation>
    </message>
    <message>
        <source>in use ≤ driver total; tight when free &lt; %1% of it</source>
        <translation>belegt ≤ Gesamtwert des Treibers; knapp, wenn frei &lt; %1 % davon</translation>
    </message>
    <message>
        <source>largest tokens per step that fit ÷ seq_len</source>
        <translation>größte passende Tokenzahl je Schritt ÷ seq_len</translation>
    </message>
    <message>
        <source>largest tokens per step whose in-use memory ≤ capacity (bisection on the piecewise-linear peak) ÷ micro_batch, capped at the model's max positions</source>
        <translation>größte Tokenzahl je Schritt, deren belegter Speicher ≤ Kapazität ist (Bisektion auf der stückweise linearen Spitze) ÷ micro_batch, höchstens die Positionen des Modells</translation>
    </message>
    <message>
        <source>offloaded bytes per GPU × GPUs per server (%1 without offload)</source>
        <translation>ausgelagerte Bytes je GPU × GPUs je Server (%1 ohne Auslagerung)</translation>
    </message>
    <message>
        <source>(offloaded states + offloaded activations + paged optimizer states that do not fit on the card) per GPU × GPUs per server</source>
        <translation>(ausgelagerte Zustände + ausgelagerte Aktivierungen + ausgelagerte Optimiererzustände, die nicht auf die Karte passen) je GPU × GPUs je Server</translation>
    </message>
    <message>
        <source>D × (%1·N + %2·%3·layers·seq_len·q_dim)</source>
        <translation>D × (%1·N + %2·%3·Schichten·seq_len·q_dim)</translation>
    </message>
    <message>
        <source>D × (%1·N + %2·%3·layers·seq_len·q_dim + %4·adapter params)</source>
        <translation>D × (%1·N + %2·%3·Schichten·seq_len·q_dim + %4·Adapterparameter)</translation>
    </message>
    <message>
        <source>t = D / measured tokens per second</source>
        <translation>t = D / gemessene Token je Sekunde</translation>
    </message>
    <message>
        <source>tokens per micro-batch / measured tokens per second per GPU</source>
        <translation>Token je Mikro-Batch / gemessene Token je Sekunde je GPU</translation>
    </message>
    <message>
        <source>allocated during the backward pass (zero_grad frees them after each step): none at its start, all at its end; %1 B per trained parameter; the LM head's gradient already during the loss backward (the output projection runs chunk by chunk)</source>
        <translation>im Rückwärtsdurchlauf angelegt (zero_grad gibt sie nach jedem Schritt frei): zu seinem Beginn keine, an seinem Ende alle; %1 B je trainiertem Parameter; der Gradient des LM-Kopfs schon während der Rückwärtsrechnung des Verlusts (die Ausgabeprojektion läuft abschnittsweise)</translation>
    </message>
    <message>
        <source>optimizer in the backward pass: each gradient is applied and freed as soon as it is complete, so at most the largest weight's gradient is alive (%1 B per parameter of the embedding, LM head or widest projection); the LM head's gradient already during the loss backward (the output projection runs chunk by chunk)</source>
        <translation>Optimiererschritt im Rückwärtsdurchlauf: jeder Gradient wird angewandt und freigegeben, sobald er vollständig ist, daher lebt höchstens der Gradient des größten Gewichts (%1 B je Parameter von Einbettung, LM-Kopf oder breitester Projektion); der Gradient des LM-Kopfs schon während der Rückwärtsrechnung des Verlusts (die Ausgabeprojektion läuft abschnittsweise)</translation>
    </message>
    <message>
        <source>one separator per document: documents / document tokens</source>
        <translation>ein Trenn-Token je Dokument: Dokumente / Dokument-Token</translation>
    </message>
    <message>
        <source>one separator per document: documents / document tokens (%1 while no length distribution is measured)</source>
        <translation>ein Trenn-Token je Dokument: Dokumente / Dokument-Token (%1, solange keine Längenverteilung gemessen ist)</translation>
    </message>
    <message>
        <source>packed: %1; padded: Σ ⌈(L + %2) / seq_len⌉ × seq_len / Σ (L + %3)</source>
        <translation>gepackt: %1; aufgefüllt: Σ ⌈(L + %2) / seq_len⌉ × seq_len / Σ (L + %3)</translation>
    </message>
    <message>
        <source>share of the trained tokens that is general text mixed back in; the study names no fixed share, test the mix in a small run</source>
        <translation>Anteil der trainierten Token, der als allgemeiner Text zurückgemischt wird; die Studie nennt keinen festen Anteil, testen Sie die Mischung in einem kleinen Lauf</translation>
    </message>
    <message>
        <source>tokens × (%1 + separator share) × padding overhead / (%2 − replay) × epochs</source>
        <translation>Token × (%1 + Anteil der Trenn-Token) × Mehraufwand durch Auffüllen / (%2 − Replay) × Epochen</translation>
    </message>
    <message>
        <source>hours × price per hour</source>
        <translation>Stunden × Preis pro Stunde</translation>
    </message>
    <message>
        <source>days × price per day</source>
        <translation>Tage × Preis pro Tag</translation>
    </message>
    <message>
        <source>price per unit × units</source>
        <translation>Preis je Einheit × Einheiten</translation>
    </message>
    <message>
        <source>your rate</source>
        <translation>Ihr Kurs</translation>
    </message>
    <message>
        <source>%1 ÷ units per euro (reference rate)</source>
        <translation>%1 ÷ Einheiten je Euro (Referenzkurs)</translation>
    </message>
    <message>
        <source>(price − residual value) ÷ depreciation years + hosting per year</source>
        <translation>(Preis − Restwert) ÷ Abschreibungsjahre + Unterbringung pro Jahr</translation>
    </message>
    <message>
        <source>cost of owning per year ÷ (rent per run − electricity per run)</source>
        <translation>Kosten des Besitzes pro Jahr ÷ (Miete je Lauf − Strom je Lauf)</translation>
    </message>
    <message>
        <source>optimizer steps × params per node × (%1 × state bytes + %2 B fp32 gradient) / host memory bandwidth</source>
        <translation>Optimiererschritte × Parameter je Server × (%1 × Zustandsbytes + %2 B FP32-Gradient) / Speicherbandbreite des Hosts</translation>
    </message>
    <message>
        <source>days = (t + optimizer steps on the CPU) / %1 s</source>
        <translation>Tage = (t + Optimiererschritte auf der CPU) / %1 s</translation>
    </message>
    <message>
        <source>t = C / (GPUs × dense BF16 peak × MFU) + optimizer steps on the CPU</source>
        <translation>t = C / (GPUs × dichte BF16-Spitzenleistung × MFU) + Optimiererschritte auf der CPU</translation>
    </message>
    <message>
        <source>%1: the optimizer steps on the GPU</source>
        <translation>%1: Der Optimierer rechnet auf der GPU</translation>
    </message>
    <message>
        <source>in the measured tokens per second</source>
        <translation>in den gemessenen Tokens pro Sekunde enthalten</translation>
    </message>
    <message>
        <source>C = D × step FLOPs per token + the preference objective's no-grad forwards</source>
        <translation>C = D × Schritt-FLOP je Token + die Vorwärtsdurchläufe ohne Gradient des Präferenzziels</translation>
    </message>
    <message>
        <source>(no-grad forwards per token × D + forwards before training × D / epochs) × (%1·N + attention)</source>
        <translation>(Vorwärtsdurchläufe ohne Gradient je Token × D + Vorwärtsdurchläufe vor dem Training × D / Epochen) × (%1·N + Attention)</translation>
    </message>
    <message>
        <source>share of the compute that precomputes the reference log-probabilities × run time (one forward over one epoch's data, before training)</source>
        <translation>Anteil des Rechenaufwands für die vorab berechneten Referenz-Log-Wahrscheinlichkeiten × Laufzeit (ein Vorwärtsdurchlauf über die Daten einer Epoche, vor dem Training)</translation>
    </message>
    <message>
        <source>the policy's weights + a frozen reference copy, loaded as the policy and sharded as its weights (ZeRO-3)</source>
        <translation>Gewichte des trainierten Modells + eine eingefrorene Referenzkopie, geladen wie das Modell und verteilt wie seine Gewichte (ZeRO-3)</translation>
    </message>
    <message>
        <source>the policy's weights + the frozen reference model, loaded as the policy and sharded as its weights</source>
        <translation>Gewichte des trainierten Modells + das eingefrorene Referenzmodell, geladen wie das Modell und verteilt wie seine Gewichte</translation>
    </message>
    <message>
        <source>(reserve − bf16 weights / tensor parallel) × tensor parallel; per token %1 (K, V) × layers × KV heads × head dim × %2 B</source>
        <translation>(Reserve − bf16-Gewichte / Tensor-Parallelität) × Tensor-Parallelität; je Token %1 (K, V) × Schichten × KV-Köpfe × Kopfdimension × %2 B</translation>
    </message>
    <message>
        <source>colocated: every training GPU also runs vLLM; separate: GPUs of its own</source>
        <translation>gemeinsam: jede Trainings-GPU führt auch vLLM aus; getrennt: eigene GPUs</translation>
    </message>
    <message>
        <source>generating GPUs × board power × draw × facility factor × run hours</source>
        <translation>generierende GPUs × Boardleistung × Auslastung × Anlagenfaktor × Laufzeitstunden</translation>
    </message>
    <message>
        <source>gpu_memory_utilization × card capacity (the weights copy and the KV cache in it)</source>
        <translation>gpu_memory_utilization × Kapazität der Karte (darin die Kopie der Gewichte und der KV-Cache)</translation>
    </message>
    <message>
        <source>share of the run time that generates completions × run time (the rollout engine between the training steps: core/stacks/rollout.py)</source>
        <translation>Anteil der Laufzeit, der Antworten generiert × Laufzeit (die Rollout-Engine zwischen den Trainingsschritten: core/stacks/rollout.py)</translation>
    </message>
    <message>
        <source>steps × waves × (prefill %1·N·c·prompt / (peak × MFU) + completion tokens × max((bf16 weights + c × mean context × KV per token) / (bandwidth × share reached), %2·N·c / (peak × MFU)))</source>
        <translation>Schritte × Durchgänge × (Prefill %1·N·c·Prompt / (Spitze × MFU) + Antwort-Token × max((bf16-Gewichte + c × mittlerer Kontext × KV je Token) / (Bandbreite × erreichter Anteil), %2·N·c / (Spitze × MFU)))</translation>
    </message>
    <message>
        <source>training rent / training GPUs × generating GPUs</source>
        <translation>Miete des Trainings / Trainings-GPUs × generierende GPUs</translation>
    </message>
    <message>
        <source>s = min(%1 / ((%2 − f) + f × bf16 peak / format peak), measured band)</source>
        <translation>s = min(%1 / ((%2 − f) + f × BF16-Spitze / Format-Spitze), gemessenes Band)</translation>
    </message>
    <message>
        <source>measured tokens/s with compile ÷ without, middle of the band</source>
        <translation>gemessene Token/s mit compile ÷ ohne, Mitte des Bands</translation>
    </message>
    <message>
        <source>quantised weight cache = cache bytes × matmul params ÷ shards; saved linear inputs at the format's bytes; FSDP all-gather at its bytes</source>
        <translation>Cache quantisierter Gewichte = Cache-Bytes × Matmul-Parameter ÷ Shards; gespeicherte Eingänge linearer Schichten in den Bytes des Formats; FSDP-All-Gather in seinen Bytes</translation>
    </message>
    <message>
        <source>activations × measured share left by Inductor's fused elementwise chains</source>
        <translation>Aktivierungen × gemessener Anteil, den Inductors verschmolzene elementweise Ketten übrig lassen</translation>
    </message>
    <message>
        <source>(%1 × float8 weight gathers + %2 gradient reduce-scatter) × (n−%3)/n</source>
        <translation>(%1 × float8-Gewichts-Gathers + %2 Gradienten-Reduce-Scatter) × (n−%3)/n</translation>
    </message>
    <message>
        <source>k·N·tokens per micro-batch / (peak × MFU) ÷ speed-up</source>
        <translation>k·N·Token je Micro-Batch / (Spitze × MFU) ÷ Beschleunigung</translation>
    </message>
    <message>
        <source>t = C / (GPUs × dense BF16 peak × MFU) ÷ torch.compile speed-up</source>
        <translation>t = C / (GPUs × dichte BF16-Spitzenleistung × MFU) ÷ torch.compile-Beschleunigung</translation>
    </message>
    <message>
        <source>t = C / (GPUs × dense BF16 peak × MFU) ÷ fp8 speed-up</source>
        <translation>t = C / (GPUs × dichte BF16-Spitzenleistung × MFU) ÷ fp8-Beschleunigung</translation>
    </message>
    <message>
        <source>t = C / (GPUs × dense BF16 peak × MFU) ÷ fp8 speed-up ÷ torch.compile speed-up</source>
        <translation>t = C / (GPUs × dichte BF16-Spitzenleistung × MFU) ÷ fp8-Beschleunigung ÷ torch.compile-Beschleunigung</translation>
    </message>
    <message>
        <source>t = C / (GPUs × dense BF16 peak × MFU) ÷ mxfp8 speed-up</source>
        <translation>t = C / (GPUs × dichte BF16-Spitzenleistung × MFU) ÷ mxfp8-Beschleunigung</translation>
    </message>
    <message>
        <source>t = C / (GPUs × dense BF16 peak × MFU) ÷ mxfp8 speed-up ÷ torch.compile speed-up</source>
        <translation>t = C / (GPUs × dichte BF16-Spitzenleistung × MFU) ÷ mxfp8-Beschleunigung ÷ torch.compile-Beschleunigung</translation>
    </message>
    <message>
        <source>t = C / (GPUs × dense BF16 peak × MFU) ÷ nvfp4 speed-up</source>
        <translation>t = C / (GPUs × dichte BF16-Spitzenleistung × MFU) ÷ nvfp4-Beschleunigung</translation>
    </message>
    <message>
        <source>t = C / (GPUs × dense BF16 peak × MFU) ÷ nvfp4 speed-up ÷ torch.compile speed-up</source>
        <translation>t = C / (GPUs × dichte BF16-Spitzenleistung × MFU) ÷ nvfp4-Beschleunigung ÷ torch.compile-Beschleunigung</translation>
    </message>
    <message>
        <source>%1 B (bf16, frozen) × reward model parameters / weight shards (as the reference)</source>
        <translation>%1 B (bf16, eingefroren) × Parameter des Belohnungsmodells / Teile der Gewichte (wie die Referenz)</translation>
    </message>
    <message>
        <source>rollout tokens × (%1·N_reward + attention) × (%2 reward forward + %3 value forward + %4 × ppo_epochs value forward/backward)</source>
        <translation>Rollout-Tokens × (%1·N_Belohnung + Attention) × (%2 Vorwärtsdurchlauf Belohnung + %3 Vorwärtsdurchlauf Wertmodell + %4 × ppo_epochs Vorwärts-/Rückwärtsdurchläufe Wertmodell)</translation>
    </message>
    <message>
        <source>rollout tokens × (%1·N_reward + attention) × (%2 reward forward)</source>
        <translation>Rollout-Tokens × (%1·N_Belohnung + Attention) × (%2 Vorwärtsdurchlauf Belohnung)</translation>
    </message>
    <message>
        <source>FLOPs / (GPUs × bf16 peak × MFU)</source>
        <translation>FLOPs / (GPUs × bf16-Spitzenleistung × MFU)</translation>
    </message>
    <message>
        <source>policy's (weights + gradients + optimizer) per GPU × N_value / N_policy (value model: the reward model's architecture, trained with the policy)</source>
        <translation>(Gewichte + Gradienten + Optimierer) der Policy pro GPU × N_Wert / N_Policy (Wertmodell: Architektur des Belohnungsmodells, mit der Policy trainiert)</translation>
    </message>
    <message>
        <source>training seconds / %1 s; billed hours may round up</source>
        <translation>Trainingssekunden / %1 s; abgerechnete Stunden können aufrunden</translation>
    </message>
    <message>
        <source>training seconds / %1 s; billed days may round up</source>
        <translation>Trainingssekunden / %1 s; abgerechnete Tage können aufrunden</translation>
    </message>
    <message>
        <source>tokens × vocab × %1 B: the bf16 logits and each sequence's fp32 log-softmax kept for the backward, the reference's bf16 logits and one sequence's fp32 upcast and log-softmax</source>
        <translation>Token × Vokabular × %1 B: die bf16-Logits und die fp32-Log-Softmax jeder Sequenz, für die Rückwärtsrechnung behalten, die bf16-Logits der Referenz und die fp32-Hochstufung und Log-Softmax einer Sequenz</translation>
    </message>
    <message>
        <source>tokens × vocab × %1 B: the bf16 logits and each sequence's fp32 log-softmax kept for the backward, and the last sequence's fp32 upcast (reference log-probabilities precomputed)</source>
        <translation>Token × Vokabular × %1 B: die bf16-Logits und die fp32-Log-Softmax jeder Sequenz, für die Rückwärtsrechnung behalten, und die fp32-Hochstufung der letzten Sequenz (Log-Wahrscheinlichkeiten der Referenz vorab berechnet)</translation>
    </message>
</context>
<context>
    <name>InputValues</name>
    <message>
        <source>%1 + %2 + %3 = %4 B/param</source>
        <translation>%1 + %2 + %3 = %4 B/Parameter</translation>
    </message>
    <message>
        <source>%1 USD per server-month (catalogue)</source>
        <translation>%1 USD je Servermonat (Katalog)</translation>
    </message>
    <message>
        <source>NVLink gen %1</source>
        <translation>NVLink Gen. %1</translation>
    </message>
    <message>
        <source>NVLink within the server</source>
        <translation>NVLink innerhalb des Servers</translation>
    </message>
    <message>
        <source>PCIe Gen5 x16</source>
        <translation>PCIe Gen5 x16</translation>
    </message>
    <message>
        <source>PCIe Gen5 x16 (no NVLink)</source>
        <translation>PCIe Gen5 x16 (kein NVLink)</translation>
    </message>
    <message>
        <source>PCIe Gen5 x16 between the two NVLink domains</source>
        <translation>PCIe Gen5 x16 zwischen den beiden NVLink-Domänen</translation>
    </message>
    <message>
        <source>network between servers (%1 GB/s)</source>
        <translation>Netzwerk zwischen Servern (%1 GB/s)</translation>
    </message>
    <message>
        <source>none (single GPU)</source>
        <translation>keine (einzelne GPU)</translation>
    </message>
    <message>
        <source>network between nodes (400G assumed)</source>
        <translation>Netzwerk zwischen den Knoten (400G angenommen)</translation>
    </message>
    <message>
        <source>direct GPU-to-GPU links</source>
        <translation>direkte GPU-zu-GPU-Verbindungen</translation>
    </message>
    <message>
        <source>HF Transformers / PEFT / TRL</source>
        <translation>HF Transformers / PEFT / TRL</translation>
    </message>
    <message>
        <source>Megatron-LM / NeMo</source>
        <translation>Megatron-LM / NeMo</translation>
    </message>
    <message>
        <source>torchtitan</source>
        <translation>torchtitan</translation>
    </message>
    <message>
        <source>torchtune</source>
        <translation>torchtune</translation>
    </message>
    <message>
        <source>%1 USD per server-hour (catalogue)</source>
        <translation>%1 USD je Server und Stunde (Preisliste)</translation>
    </message>
    <message>
        <source>%1 USD per server-hour (scenario)</source>
        <translation>%1 USD je Server und Stunde (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 USD per server-day (catalogue)</source>
        <translation>%1 USD je Server und Tag (Preisliste)</translation>
    </message>
    <message>
        <source>%1 USD per server-day (scenario)</source>
        <translation>%1 USD je Server und Tag (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 USD per server-month (scenario)</source>
        <translation>%1 USD je Server und Monat (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 USD per GPU-hour (catalogue)</source>
        <translation>%1 USD je GPU und Stunde (Preisliste)</translation>
    </message>
    <message>
        <source>%1 USD per GPU-hour (scenario)</source>
        <translation>%1 USD je GPU und Stunde (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 USD per GPU-day (catalogue)</source>
        <translation>%1 USD je GPU und Tag (Preisliste)</translation>
    </message>
    <message>
        <source>%1 USD per GPU-day (scenario)</source>
        <translation>%1 USD je GPU und Tag (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 USD per GPU-month (catalogue)</source>
        <translation>%1 USD je GPU und Monat (Preisliste)</translation>
    </message>
    <message>
        <source>%1 USD per GPU-month (scenario)</source>
        <translation>%1 USD je GPU und Monat (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 EUR per server-hour (catalogue)</source>
        <translation>%1 EUR je Server und Stunde (Preisliste)</translation>
    </message>
    <message>
        <source>%1 EUR per server-hour (scenario)</source>
        <translation>%1 EUR je Server und Stunde (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 EUR per server-day (catalogue)</source>
        <translation>%1 EUR je Server und Tag (Preisliste)</translation>
    </message>
    <message>
        <source>%1 EUR per server-day (scenario)</source>
        <translation>%1 EUR je Server und Tag (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 EUR per server-month (catalogue)</source>
        <translation>%1 EUR je Server und Monat (Preisliste)</translation>
    </message>
    <message>
        <source>%1 EUR per server-month (scenario)</source>
        <translation>%1 EUR je Server und Monat (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 EUR per GPU-hour (catalogue)</source>
        <translation>%1 EUR je GPU und Stunde (Preisliste)</translation>
    </message>
    <message>
        <source>%1 EUR per GPU-hour (scenario)</source>
        <translation>%1 EUR je GPU und Stunde (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 EUR per GPU-day (catalogue)</source>
        <translation>%1 EUR je GPU und Tag (Preisliste)</translation>
    </message>
    <message>
        <source>%1 EUR per GPU-day (scenario)</source>
        <translation>%1 EUR je GPU und Tag (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 EUR per GPU-month (catalogue)</source>
        <translation>%1 EUR je GPU und Monat (Preisliste)</translation>
    </message>
    <message>
        <source>%1 EUR per GPU-month (scenario)</source>
        <translation>%1 EUR je GPU und Monat (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 GBP per server-hour (catalogue)</source>
        <translation>%1 GBP je Server und Stunde (Preisliste)</translation>
    </message>
    <message>
        <source>%1 GBP per server-hour (scenario)</source>
        <translation>%1 GBP je Server und Stunde (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 GBP per server-day (catalogue)</source>
        <translation>%1 GBP je Server und Tag (Preisliste)</translation>
    </message>
    <message>
        <source>%1 GBP per server-day (scenario)</source>
        <translation>%1 GBP je Server und Tag (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 GBP per server-month (catalogue)</source>
        <translation>%1 GBP je Server und Monat (Preisliste)</translation>
    </message>
    <message>
        <source>%1 GBP per server-month (scenario)</source>
        <translation>%1 GBP je Server und Monat (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 GBP per GPU-hour (catalogue)</source>
        <translation>%1 GBP je GPU und Stunde (Preisliste)</translation>
    </message>
    <message>
        <source>%1 GBP per GPU-hour (scenario)</source>
        <translation>%1 GBP je GPU und Stunde (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 GBP per GPU-day (catalogue)</source>
        <translation>%1 GBP je GPU und Tag (Preisliste)</translation>
    </message>
    <message>
        <source>%1 GBP per GPU-day (scenario)</source>
        <translation>%1 GBP je GPU und Tag (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 GBP per GPU-month (catalogue)</source>
        <translation>%1 GBP je GPU und Monat (Preisliste)</translation>
    </message>
    <message>
        <source>%1 GBP per GPU-month (scenario)</source>
        <translation>%1 GBP je GPU und Monat (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 CHF per server-hour (catalogue)</source>
        <translation>%1 CHF je Server und Stunde (Preisliste)</translation>
    </message>
    <message>
        <source>%1 CHF per server-hour (scenario)</source>
        <translation>%1 CHF je Server und Stunde (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 CHF per server-day (catalogue)</source>
        <translation>%1 CHF je Server und Tag (Preisliste)</translation>
    </message>
    <message>
        <source>%1 CHF per server-day (scenario)</source>
        <translation>%1 CHF je Server und Tag (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 CHF per server-month (catalogue)</source>
        <translation>%1 CHF je Server und Monat (Preisliste)</translation>
    </message>
    <message>
        <source>%1 CHF per server-month (scenario)</source>
        <translation>%1 CHF je Server und Monat (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 CHF per GPU-hour (catalogue)</source>
        <translation>%1 CHF je GPU und Stunde (Preisliste)</translation>
    </message>
    <message>
        <source>%1 CHF per GPU-hour (scenario)</source>
        <translation>%1 CHF je GPU und Stunde (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 CHF per GPU-day (catalogue)</source>
        <translation>%1 CHF je GPU und Tag (Preisliste)</translation>
    </message>
    <message>
        <source>%1 CHF per GPU-day (scenario)</source>
        <translation>%1 CHF je GPU und Tag (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 CHF per GPU-month (catalogue)</source>
        <translation>%1 CHF je GPU und Monat (Preisliste)</translation>
    </message>
    <message>
        <source>%1 CHF per GPU-month (scenario)</source>
        <translation>%1 CHF je GPU und Monat (Ihr Preis)</translation>
    </message>
    <message>
        <source>network between servers (not stated; 400G assumed)</source>
        <translation>Netzwerk zwischen Servern (nicht angegeben; 400G angenommen)</translation>
    </message>
    <message>
        <source>network between servers (not stated; 400G assumed) (%1 GB/s)</source>
        <translation>Netzwerk zwischen Servern (nicht angegeben; 400G angenommen) (%1 GB/s)</translation>
    </message>
    <message>
        <source>network between servers</source>
        <translation>Netzwerk zwischen Servern</translation>
    </message>
</context>
<context>
    <name>ScenarioFields</name>
    <message>
        <source>Meth&amp;od</source>
        <translation>&amp;Methode</translation>
    </message>
    <message>
        <source>Full: every weight is trained (6·N·D). LoRA/QLoRA: the base stays frozen and only low-rank adapters learn (≈ 4·N·D, far less memory)</source>
        <translation>Voll: jedes Gewicht wird trainiert (6·N·D). LoRA/QLoRA: die Basis bleibt eingefroren, nur Low-Rank-Adapter lernen (≈ 4·N·D, viel weniger Speicher)</translation>
    </message>
    <message>
        <source>Optimi&amp;zer</source>
        <translation>&amp;Optimizer</translation>
    </message>
    <message>
        <source>Optimizer and precision of the model states</source>
        <translation>Optimizer und Präzision der Modellzustände</translation>
    </message>
    <message>
        <source>Sh&amp;arding</source>
        <translation>Shardin&amp;g</translation>
    </message>
    <message>
        <source>How model states (optimizer, gradients, weights) are divided among the GPUs</source>
        <translation>Wie die Modellzustände (Optimizer, Gradienten, Gewichte) auf die GPUs aufgeteilt werden</translation>
    </message>
    <message>
        <source>Activation checkpointing: keep less in memory, recompute it in the backward pass</source>
        <translation>Aktivierungs-Checkpointing: weniger im Speicher halten, im Backward-Pass neu berechnen</translation>
    </message>
    <message>
        <source>Off&amp;load optimizer to CPU RAM</source>
        <translation>Optimizer in den CPU-RAM aus&amp;lagern</translation>
    </message>
    <message>
        <source>Master weights and moments (12 bytes/param) live in host RAM; saves GPU memory, costs speed</source>
        <translation>Master-Gewichte und Momente (12 Bytes/Parameter) liegen im Host-RAM; spart GPU-Speicher, kostet Tempo</translation>
    </message>
    <message>
        <source>Chunked / fused loss</source>
        <translation>Chunked / fusionierter Loss</translation>
    </message>
    <message>
        <source>Never hold all fp32 logits at once</source>
        <translation>Nie alle fp32-Logits gleichzeitig halten</translation>
    </message>
    <message>
        <source>Se&amp;quence length</source>
        <translation>Se&amp;quenzlänge</translation>
    </message>
    <message>
        <source>Tokens per training sequence (context length)</source>
        <translation>Token je Trainingssequenz (Kontextlänge)</translation>
    </message>
    <message>
        <source>Micro-&amp;batch</source>
        <translation>Micro-Ba&amp;tch</translation>
    </message>
    <message>
        <source>Sequences per GPU per step (micro-batch × sequence = tokens per GPU)</source>
        <translation>Sequenzen je GPU und Schritt (Micro-Batch × Sequenz = Token je GPU)</translation>
    </message>
    <message>
        <source>LoRA ran&amp;k</source>
        <translation>LoRA-&amp;Rang</translation>
    </message>
    <message>
        <source>LoRA rank r: adapter size r·(d_in + d_out) per adapted matrix</source>
        <translation>LoRA-Rang r: Adaptergröße r·(d_in + d_out) je angepasster Matrix</translation>
    </message>
    <message>
        <source>To&amp;kens per epoch</source>
        <translation>Token &amp;je Epoche</translation>
    </message>
    <message>
        <source>Training tokens per epoch (the Corpus tab's “Use in plan” fills this); e.g. 1e10 or 10000000000</source>
        <translation>Trainingstoken je Epoche („Im Plan verwenden“ auf der Seite Korpus füllt das); z. B. 1e10 oder 10000000000</translation>
    </message>
    <message>
        <source>E&amp;pochs</source>
        <translation>&amp;Epochen</translation>
    </message>
    <message>
        <source>Passes over the tokens</source>
        <translation>Durchläufe über die Token</translation>
    </message>
    <message>
        <source>Custom MFU (%)</source>
        <translation>Eigene MFU (%)</translation>
    </message>
    <message>
        <source>Custom MFU in percent (1–100)</source>
        <translation>Eigene MFU in Prozent (1–100)</translation>
    </message>
    <message>
        <source>Measured tokens/&amp;s</source>
        <translation>Gemess&amp;ene Token/s</translation>
    </message>
    <message>
        <source>Measured throughput of a pilot run, whole cluster; replaces the MFU model. Empty = not measured</source>
        <translation>Gemessener Durchsatz eines Pilotlaufs, ganzer Cluster; ersetzt das MFU-Modell. Leer = nicht gemessen</translation>
    </message>
    <message>
        <source>Trainin&amp;g software</source>
        <translation>Trainin&amp;gssoftware</translation>
    </message>
    <message>
        <source>The training software: what it keeps in GPU memory (fp32 logits, fp32 norm inputs, adapter copies, allocator reserve) and how fast it runs differ by stack</source>
        <translation>Die Trainingssoftware: was sie im GPU-Speicher hält (fp32-Logits, fp32-Norm-Eingaben, Adapter-Kopien, Allocator-Reserve) und wie schnell sie läuft, unterscheidet sich je Stack</translation>
    </message>
    <message>
        <source>Activation offloading to CPU RAM</source>
        <translation>Aktivierungen in den CPU-RAM auslagern</translation>
    </message>
    <message>
        <source>Optimizer step in the backward pass</source>
        <translation>Optimiererschritt im Rückwärtsdurchlauf</translation>
    </message>
    <message>
        <source>torchtune optimizer_in_bwd: each gradient is applied and freed during the backward pass, so all gradients are never held at once (full fine-tuning)</source>
        <translation>torchtune optimizer_in_bwd: jeder Gradient wird im Rückwärtsdurchlauf angewandt und freigegeben, so liegen nie alle Gradienten zugleich im Speicher (vollständiges Fine-Tuning)</translation>
    </message>
    <message>
        <source>torchtune enable_activation_offloading: saved activations wait in host RAM until the backward pass needs them</source>
        <translation>torchtune enable_activation_offloading: gespeicherte Aktivierungen warten im Host-RAM, bis der Rückwärtsdurchlauf sie braucht</translation>
    </message>
    <message>
        <source>Pack documents into sequences</source>
        <translation>Dokumente in Sequenzen packen</translation>
    </message>
    <message>
        <source>On: documents are packed into full sequences with one separator token each (continued pretraining). Off: one document per sequence, padded to the sequence length (fine-tuning without packing); the padding is computed from the scanned document lengths</source>
        <translation>An: Dokumente werden mit je einem Trenn-Token in volle Sequenzen gepackt (Continued Pretraining). Aus: ein Dokument je Sequenz, auf die Sequenzlänge aufgefüllt (Fine-Tuning ohne Packen); das Auffüllen wird aus den gescannten Dokumentlängen berechnet</translation>
    </message>
    <message>
        <source>&amp;Replay of general text (%)</source>
        <translation>Repla&amp;y allgemeiner Texte (%)</translation>
    </message>
    <message>
        <source>Share of the trained tokens that is general text mixed back in against forgetting (Ibrahim et al. 2024, cited in “Continued Pretraining mit Firmendaten”); no fixed share is published: test the mix in a small run</source>
        <translation>Anteil der trainierten Token, der als allgemeiner Text gegen das Vergessen zurückgemischt wird (Ibrahim et al. 2024, zitiert in „Continued Pretraining mit Firmendaten“); ein fester Anteil ist nicht veröffentlicht: testen Sie die Mischung in einem kleinen Lauf</translation>
    </message>
    <message>
        <source>The optimizer states live in host RAM and the optimizer step runs on the CPU: saves GPU memory; every optimizer step then takes what the host's memory bandwidth allows (the plan adds it to the training time and explains it under 'Optimizer steps on the CPU')</source>
        <translation>Die Optimiererzustände liegen im Arbeitsspeicher des Hosts, und der Optimiererschritt läuft auf der CPU: Das spart GPU-Speicher; jeder Optimiererschritt dauert dann so lange, wie die Speicherbandbreite des Hosts erlaubt (der Plan rechnet das zur Trainingszeit und erklärt es unter „Optimiererschritte auf der CPU“)</translation>
    </message>
    <message>
        <source>O&amp;bjective</source>
        <translation>Trainings&amp;ziel</translation>
    </message>
    <message>
        <source>What training optimises: the next token (continued pretraining, SFT) or preferences: DPO, ORPO and SimPO put the chosen and the rejected answer of each pair through the model in one step (twice the activations); DPO and KTO compare with a frozen reference model</source>
        <translation>Was das Training optimiert: das nächste Token (fortgesetztes Pretraining, SFT) oder Präferenzen: DPO, ORPO und SimPO schicken die bevorzugte und die abgelehnte Antwort jedes Paares in einem Schritt durch das Modell (doppelte Aktivierungen); DPO und KTO vergleichen mit einem eingefrorenen Referenzmodell</translation>
    </message>
    <message>
        <source>Reference model</source>
        <translation>Referenzmodell</translation>
    </message>
    <message>
        <source>Where DPO and KTO get the reference log-probabilities: a frozen copy of the model on the GPUs (full tuning), the base with the adapters switched off (LoRA, no extra memory), or computed once before training (no copy on the GPUs, one extra forward pass over the data)</source>
        <translation>Woher DPO und KTO die Referenz-Log-Wahrscheinlichkeiten nehmen: eine eingefrorene Kopie des Modells auf den GPUs (volles Training), die Basis mit abgeschalteten Adaptern (LoRA, kein zusätzlicher Speicher) oder einmal vor dem Training berechnet (keine Kopie auf den GPUs, ein zusätzlicher Vorwärtsdurchlauf über die Daten)</translation>
    </message>
    <message>
        <source>Training precisio&amp;n</source>
        <translation>Trainingspräzisio&amp;n</translation>
    </message>
    <message>
        <source>Number format of the linear layers' matmuls. FP8 (Hopper, Ada, Blackwell) and MXFP8/NVFP4 (data-centre Blackwell) run them on faster tensor cores; the plan uses each stack's measured end-to-end speed-up (about 1.1–1.5×, not the datasheet's 2×) and the memory its recipe adds or saves. Formats the card or the training software cannot do are greyed out</source>
        <translation>Zahlenformat der Matrixmultiplikationen in den linearen Schichten. FP8 (Hopper, Ada, Blackwell) und MXFP8/NVFP4 (Rechenzentrums-Blackwell) rechnen sie auf schnelleren Tensor-Kernen; der Plan nimmt die gemessene Gesamtbeschleunigung der jeweiligen Trainingssoftware (etwa 1,1–1,5×, nicht die 2× des Datenblatts) und den Speicher, den ihr Verfahren zusätzlich braucht oder spart. Formate, die die Karte oder die Trainingssoftware nicht kann, sind ausgegraut</translation>
    </message>
    <message>
        <source>torch.compile the model</source>
        <translation>Modell mit torch.compile übersetzen</translation>
    </message>
    <message>
        <source>torchtitan --compile / torchtune compile=True: fused kernels run faster and save fewer activations (the measured effect of their tables); other stacks ignore it</source>
        <translation>torchtitan --compile / torchtune compile=True: verschmolzene Kernel laufen schneller und speichern weniger Aktivierungen (die gemessene Wirkung aus ihren Tabellen); andere Trainingssoftware ignoriert es</translation>
    </message>
    <message>
        <source>Activation checkpoint&amp;ing</source>
        <translation>Akt&amp;ivierungs-Checkpointing</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>Globaler Batch</translation>
    </message>
    <message>
        <source>Sequences per optimizer step; gradient accumulation = global batch ÷ (micro-batch × data-parallel GPUs). Empty: one micro-batch per GPU and step</source>
        <translation>Sequenzen je Optimiererschritt; Gradientenakkumulation = globaler Batch ÷ (Micro-Batch × datenparallele GPUs). Leer: ein Micro-Batch je GPU und Schritt</translation>
    </message>
    <message>
        <source>What training optimises: the next token (continued pretraining, SFT) or preferences: DPO, ORPO, SimPO and CPO put the chosen and the rejected answer of each pair through the model in one step (twice the activations); DPO and KTO compare with a frozen reference model</source>
        <translation>Was das Training optimiert: das nächste Token (fortgesetztes Pretraining, SFT) oder Präferenzen: DPO, ORPO, SimPO und CPO schicken die bevorzugte und die abgelehnte Antwort jedes Paares in einem Schritt durch das Modell (doppelte Aktivierungen); DPO und KTO vergleichen mit einem eingefrorenen Referenzmodell</translation>
    </message>
    <message>
        <source>Deadline (&amp;days)</source>
        <translation>Frist (&amp;Tage)</translation>
    </message>
    <message>
        <source>Days the whole run must end within: the plan says how likely it is, from the planner's errors on its shipped runs and the time lost to interruptions. Empty = no deadline</source>
        <translation>Tage, in denen der ganze Lauf enden muss: der Plan sagt, wie wahrscheinlich das ist, aus den Fehlern des Planers bei seinen mitgelieferten Läufen und der durch Unterbrechungen verlorenen Zeit. Leer = keine Frist</translation>
    </message>
    <message>
        <source>Budg&amp;et for running</source>
        <translation>Budg&amp;et für den Betrieb</translation>
    </message>
    <message>
        <source>What running the training may cost, in the scenario's currency (the rent on rented hardware, which includes the electricity; else the electricity): the plan says how likely it stays within it. Empty = no budget</source>
        <translation>Was der Betrieb des Trainings kosten darf, in der Währung des Szenarios (die Miete bei gemieteter Hardware, die den Strom enthält; sonst der Strom): der Plan sagt, wie wahrscheinlich er darunter bleibt. Leer = kein Budget</translation>
    </message>
</context>
<context>
    <name>Validation</name>
    <message>
        <source>give 'gpu' (a catalogue id or the GPU's name)</source>
        <translation>'gpu' angeben (eine Katalog-ID oder den Namen der GPU)</translation>
    </message>
    <message>
        <source>give 'peak_memory_in_use_gib' and/or 'tokens_per_second'</source>
        <translation>'peak_memory_in_use_gib' und/oder 'tokens_per_second' angeben</translation>
    </message>
    <message>
        <source>give either 'gpu' (with 'count') or 'server', not both or neither</source>
        <translation>entweder 'gpu' (mit 'count') oder 'server' angeben, nicht beides und nicht keins von beiden</translation>
    </message>
    <message>
        <source>gpus: a separate rollout engine needs at least tensor_parallel GPUs of its own</source>
        <translation>GPUs: eine getrennte Rollout-Engine braucht mindestens so viele eigene GPUs wie ihr Tensor-Parallelismus</translation>
    </message>
    <message>
        <source>reference: %1 compares with a reference model; choose auto, model or precomputed (ORPO and SimPO need none)</source>
        <translation>Referenz: %1 vergleicht mit einem Referenzmodell; wählen Sie „Automatisch“, „Eine eingefrorene Kopie des Modells“ oder „Vor dem Training berechnet“ (ORPO und SimPO brauchen keins)</translation>
    </message>
    <message>
        <source>reference: %1 scores completions generated in each step; its reference cannot be precomputed (choose auto, model or none)</source>
        <translation>Referenz: %1 bewertet Antworten, die in jedem Schritt erzeugt werden; seine Referenz lässt sich nicht vorab berechnen (wählen Sie „Automatisch“, „Eine eingefrorene Kopie des Modells“ oder „Keine“)</translation>
    </message>
    <message>
        <source>must be ≥ %1</source>
        <translation>muss ≥ %1 sein</translation>
    </message>
    <message>
        <source>must be &gt; %1</source>
        <translation>muss &gt; %1 sein</translation>
    </message>
    <message>
        <source>must be ≤ %1</source>
        <translation>muss ≤ %1 sein</translation>
    </message>
    <message>
        <source>must be &lt; %1</source>
        <translation>muss &lt; %1 sein</translation>
    </message>
    <message>
        <source>is required</source>
        <translation>ist erforderlich</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>muss eine Zahl sein</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>muss eine endliche Zahl sein</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>muss wahr oder falsch sein</translation>
    </message>
    <message>
        <source>is not a known field</source>
        <translation>ist kein bekanntes Feld</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <source>reference: %1 compares with a reference model; choose auto, model or precomputed (ORPO, SimPO and CPO need none)</source>
        <translation>Referenz: %1 vergleicht mit einem Referenzmodell; wählen Sie „Automatisch“, „Eine eingefrorene Kopie des Modells“ oder „Vor dem Training berechnet“ (ORPO, SimPO und CPO brauchen keins)</translation>
    </message>
</context>
<context>
    <name>CalibrationNote</name>
    <message>
        <source>Calibrated by a pilot</source>
        <translation>Kalibriert durch einen Pilotlauf</translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>Kandidat</translation>
    </message>
    <message>
        <source>calibrated</source>
        <translation>kalibriert</translation>
    </message>
    <message>
        <source>planned before</source>
        <translation>vorher geplant</translation>
    </message>
</context>
<context>
    <name>PilotPanel</name>
    <message>
        <source>Pilot runs</source>
        <translation>Pilotläufe</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>Belegt</translation>
    </message>
    <message>
        <source>Allocated</source>
        <translation>Alloziert</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Import pilot…</source>
        <translation>Pilotlauf importieren…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Measured on a real GPU with &lt;tt&gt;llmplan probe SCENARIO.json&lt;/tt&gt;; a pilot of the scenario's model corrects activation memory, allocator reserve, CUDA context and speed for every candidate.</source>
        <translation>Gemessen auf einer echten GPU mit &lt;tt&gt;llmplan probe SZENARIO.json&lt;/tt&gt;; ein Pilotlauf des Modells im Szenario korrigiert Aktivierungsspeicher, Allocator-Reserve, CUDA-Kontext und Geschwindigkeit für jeden Kandidaten.</translation>
    </message>
    <message>
        <source>out of memory: %1</source>
        <translation>Speicher erschöpft: %1</translation>
    </message>
    <message>
        <source>CPU smoke test</source>
        <translation>CPU-Funktionstest</translation>
    </message>
    <message>
        <source>simulated</source>
        <translation>simuliert</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>gemessen</translation>
    </message>
    <message>
        <source>No pilot yet: the figures are planned, not measured.</source>
        <translation>Noch kein Pilotlauf: die Zahlen sind geplant, nicht gemessen.</translation>
    </message>
    <message>
        <source>No pilot matches this scenario's model.</source>
        <translation>Kein Pilotlauf passt zum Modell dieses Szenarios.</translation>
    </message>
</context>
<context>
    <name>ReportPilot</name>
    <message>
        <source>What rests on a measurement</source>
        <translation>Was auf einer Messung beruht</translation>
    </message>
    <message>
        <source>No pilot matches this plan: every figure is planned.</source>
        <translation>Kein Pilotlauf passt zu diesem Plan: alle Zahlen sind geplant.</translation>
    </message>
    <message>
        <source>Every other figure is planned from the model, not measured.</source>
        <translation>Alle anderen Zahlen sind nach dem Modell geplant, nicht gemessen.</translation>
    </message>
</context>
<context>
    <name>Recommend</name>
    <message>
        <source>Use</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <source>Make this the main hardware, with these settings</source>
        <translation>Als Haupt-Hardware mit diesen Einstellungen übernehmen</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>Add this hardware as a candidate on the Memory fit and Timeline tabs</source>
        <translation>Diese Hardware als Kandidat in „Speicherbedarf“ und „Zeitplan“ aufnehmen</translation>
    </message>
    <message>
        <source>1 day</source>
        <translation>1 Tag</translation>
    </message>
    <message>
        <source>1 sequence per step</source>
        <translation>1 Sequenz je Schritt</translation>
    </message>
    <message>
        <source>cheapest that meets %1</source>
        <translation>günstigste, die %1 einhält</translation>
    </message>
    <message>
        <source>cheapest that meets %1 within %2</source>
        <translation>günstigste, die %1 einhält und unter %2 bleibt</translation>
    </message>
    <message>
        <source>meets %1 with the least energy (no price known)</source>
        <translation>hält %1 ein, mit dem geringsten Energiebedarf (kein Preis bekannt)</translation>
    </message>
    <message>
        <source>fastest</source>
        <translation>am schnellsten</translation>
    </message>
    <message>
        <source>fastest under budget</source>
        <translation>am schnellsten im Budget</translation>
    </message>
    <message>
        <source>lowest energy</source>
        <translation>geringster Energiebedarf</translation>
    </message>
    <message>
        <source>fits with most headroom</source>
        <translation>passt mit der meisten Reserve</translation>
    </message>
    <message>
        <source>No hardware in the catalogue holds this training run.</source>
        <translation>Keine Hardware im Katalog fasst dieses Training.</translation>
    </message>
    <message>
        <source>Options meet the deadline, but none has a price to compare with the budget.</source>
        <translation>Einige Optionen halten die Frist ein, aber keine hat einen Preis, der sich mit dem Budget vergleichen lässt.</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <source>How you pay</source>
        <translation>Bezahlung</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>Trainingsdauer</translation>
    </message>
    <message>
        <source>If it runs slowly</source>
        <translation>Wenn es langsam läuft</translation>
    </message>
    <message>
        <source>Memory per card</source>
        <translation>Speicher je Karte</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <source>full copy per card</source>
        <translation>volle Kopie je Karte</translation>
    </message>
    <message>
        <source>ZeRO-1</source>
        <translation>ZeRO-1</translation>
    </message>
    <message>
        <source>ZeRO-2</source>
        <translation>ZeRO-2</translation>
    </message>
    <message>
        <source>ZeRO-3 / FSDP</source>
        <translation>ZeRO-3 / FSDP</translation>
    </message>
    <message>
        <source>no recompute</source>
        <translation>keine Neuberechnung</translation>
    </message>
    <message>
        <source>selective recompute</source>
        <translation>teilweise Neuberechnung</translation>
    </message>
    <message>
        <source>full recompute</source>
        <translation>volle Neuberechnung</translation>
    </message>
    <message>
        <source>optimizer in CPU memory</source>
        <translation>Optimizer im CPU-Speicher</translation>
    </message>
    <message>
        <source>Rent %1 for %2: training takes %3 (up to %4 if it runs slowly).</source>
        <translation>%1 mieten für %2: Das Training dauert %3 (bis zu %4, wenn es langsam läuft).</translation>
    </message>
    <message>
        <source>Buy %1 for %2: training takes %3 (up to %4 if it runs slowly).</source>
        <translation>%1 kaufen für %2: Das Training dauert %3 (bis zu %4, wenn es langsam läuft).</translation>
    </message>
    <message>
        <source>Use %1 (electricity %2): training takes %3 (up to %4 if it runs slowly).</source>
        <translation>%1 verwenden (Strom %2): Das Training dauert %3 (bis zu %4, wenn es langsam läuft).</translation>
    </message>
    <message>
        <source>Why: %1.</source>
        <translation>Warum: %1.</translation>
    </message>
    <message>
        <source>rent for the run</source>
        <translation>Miete für den Lauf</translation>
    </message>
    <message>
        <source>buy</source>
        <translation>Kauf</translation>
    </message>
    <message>
        <source>electricity only (no price known)</source>
        <translation>nur Strom (kein Preis bekannt)</translation>
    </message>
    <message>
        <source>%1 sequences per step</source>
        <translation>%1 Sequenzen je Schritt</translation>
    </message>
    <message>
        <source>Prices in other currencies are not compared (no exchange rate set).</source>
        <translation>Preise in anderen Währungen werden nicht verglichen (kein Wechselkurs eingestellt).</translation>
    </message>
    <message>
        <source>Tried %1 combinations of hardware and settings; %2 ways fit in memory.</source>
        <translation>%1 Kombinationen aus Hardware und Einstellungen geprüft; %2 passen in den Speicher.</translation>
    </message>
    <message>
        <source>Compared at your exchange rate: %1.</source>
        <translation>Verglichen zu Ihrem Wechselkurs: %1.</translation>
    </message>
    <message>
        <source>Your budget is in %1 but the prices are in %2. Set an exchange rate in Edit → Preferences to compare them.</source>
        <translation>Ihr Budget ist in %1, die Preise sind in %2. Stellen Sie unter Bearbeiten → Einstellungen einen Wechselkurs ein, um sie zu vergleichen.</translation>
    </message>
    <message>
        <source>No hardware in the catalogue holds this training run. The closest, %1, needs %2 per card and has %3.</source>
        <translation>Keine Hardware im Katalog fasst dieses Training. Am nächsten kommt %1: braucht %2 je Karte und hat %3.</translation>
    </message>
    <message>
        <source>Nothing finishes in time: the fastest option, %1, needs %2 — %3 more than the %4 you allow.</source>
        <translation>Nichts wird rechtzeitig fertig: Die schnellste Option, %1, braucht %2 — %3 mehr als die erlaubten %4.</translation>
    </message>
    <message>
        <source>Runner-up: %1, %2 (%3), takes %4.</source>
        <translation>Zweitbeste: %1, %2 (%3), dauert %4.</translation>
    </message>
    <message>
        <source>Nothing fits the budget: the cheapest option that meets %1, %2, costs %3 — %4 more than your %5.</source>
        <translation>Nichts passt ins Budget: Die günstigste Option, die %1 einhält, %2, kostet %3 — %4 mehr als Ihre %5.</translation>
    </message>
    <message>
        <source>other options</source>
        <translation>weitere Optionen</translation>
    </message>
    <message>
        <source>best trade-offs</source>
        <translation>beste Kompromisse</translation>
    </message>
    <message>
        <source>recommended</source>
        <translation>Empfehlung</translation>
    </message>
    <message>
        <source>deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <source>budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>1 min</source>
        <translation>1 min</translation>
    </message>
    <message>
        <source>10 min</source>
        <translation>10 min</translation>
    </message>
    <message>
        <source>1 h</source>
        <translation>1 h</translation>
    </message>
    <message>
        <source>6 h</source>
        <translation>6 h</translation>
    </message>
    <message>
        <source>1 week</source>
        <translation>1 Woche</translation>
    </message>
    <message>
        <source>1 month</source>
        <translation>1 Monat</translation>
    </message>
    <message>
        <source>6 months</source>
        <translation>6 Monate</translation>
    </message>
    <message>
        <source>1 year</source>
        <translation>1 Jahr</translation>
    </message>
    <message>
        <source>10 years</source>
        <translation>10 Jahre</translation>
    </message>
    <message>
        <source>Your budget is in %1 but the prices are in %2. Set an exchange rate in the scenario file (costs.exchange_rates) to compare them.</source>
        <translation>Ihr Budget ist in %1, die Preise sind in %2. Geben Sie in der Szenariodatei einen Wechselkurs an (costs.exchange_rates), um sie zu vergleichen.</translation>
    </message>
    <message>
        <source>your quote</source>
        <translation>Ihr Angebot</translation>
    </message>
    <message>
        <source>stale price (quoted %1)</source>
        <translation>veralteter Preis (Stand %1)</translation>
    </message>
    <message>
        <source>Compared at %1.</source>
        <translation>Verglichen zu %1.</translation>
    </message>
    <message>
        <source>Prices in other currencies are not compared (no exchange rate known).</source>
        <translation>Preise in anderen Währungen werden nicht verglichen (kein Wechselkurs bekannt).</translation>
    </message>
    <message>
        <source>At risk: nothing meets %1 if training runs slowly; this pick needs up to %2, %3 more than the deadline.</source>
        <translation>Gefährdet: Läuft das Training langsam, schafft keine Option %1; diese Wahl braucht bis zu %2, %3 mehr als die Frist.</translation>
    </message>
    <message>
        <source>Placement: %1.</source>
        <translation>Platzierung: %1.</translation>
    </message>
    <message>
        <source>Rollouts: vLLM reserves %1 per generating GPU (a bf16 copy of the weights, %2, and %3 of KV cache per engine: %4 sequences at once in %5 round(s) per step); generating takes %6 of the run.</source>
        <translation>Rollouts: vLLM reserviert %1 je generierender GPU (eine bf16-Kopie der Gewichte, %2, und %3 KV-Cache je Engine: %4 Sequenzen gleichzeitig in %5 Durchgang/Durchgängen je Schritt); das Generieren dauert %6 der Laufzeit.</translation>
    </message>
    <message>
        <source>rollouts colocated: training and generating on the same %1 GPU(s)</source>
        <translation>Rollouts gemeinsam: Training und Generierung auf denselben %1 GPU(s)</translation>
    </message>
    <message>
        <source>rollouts on a separate engine: training on %1 GPU(s), generating on %2 more</source>
        <translation>Rollouts auf getrennter Engine: Training auf %1 GPU(s), Generierung auf %2 weiteren</translation>
    </message>
    <message>
        <source>%1 matmuls (the card has the tensor cores, the stack a measured recipe)</source>
        <translation>%1-Matrixmultiplikationen (die Karte hat die Tensor-Kerne, die Trainingssoftware ein gemessenes Verfahren)</translation>
    </message>
    <message>
        <source>tensor parallel %1 × pipeline %2</source>
        <translation>Tensor-parallel %1 × Pipeline %2</translation>
    </message>
    <message>
        <source>data parallelism with sharding alone does not fit</source>
        <translation>Datenparallelität mit Sharding allein passt nicht in den Speicher</translation>
    </message>
    <message>
        <source>%1 faster than data parallelism alone (%2 GB of ZeRO traffic per GPU and micro-batch)</source>
        <translation>%1 schneller als Datenparallelität allein (%2 GB ZeRO-Verkehr je GPU und Micro-Batch)</translation>
    </message>
    <message>
        <source>the split activations leave room for less recomputation</source>
        <translation>die aufgeteilten Aktivierungen lassen Platz für weniger Neuberechnung</translation>
    </message>
    <message>
        <source>TP %1 inside the node carries its %2 GB of per-layer all-reduces over %3 GB/s</source>
        <translation>TP %1 innerhalb des Knotens überträgt seine %2 GB All-Reduces je Schicht mit %3 GB/s</translation>
    </message>
    <message>
        <source>TP %1 crosses nodes</source>
        <translation>TP %1 reicht über Knoten hinweg</translation>
    </message>
    <message>
        <source>PP %1 across nodes sends only %2 GB of activations per micro-batch over the network (%3 pipeline bubble at a global batch of %4)</source>
        <translation>PP %1 über die Knoten sendet nur %2 GB Aktivierungen je Micro-Batch über das Netzwerk (%3 Pipeline-Leerlauf bei einem globalen Batch von %4)</translation>
    </message>
    <message>
        <source>PP %1 inside the node (%2 pipeline bubble)</source>
        <translation>PP %1 innerhalb des Knotens (%2 Pipeline-Leerlauf)</translation>
    </message>
    <message>
        <source>TP %1 × PP %2 × DP %3</source>
        <translation>TP %1 × PP %2 × DP %3</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>Bezahlung</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>If slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Use makes the option the main hardware; Compare adds it as a candidate</source>
        <translation>„Übernehmen“ macht die Option zur Haupthardware; „Vergleichen“ fügt sie als Kandidaten hinzu</translation>
    </message>
    <message>
        <source>Why the option is listed: the pick, the runner-up, the fastest, your quote</source>
        <translation>Warum die Option aufgeführt ist: Empfehlung, Zweitbeste, schnellste, Ihr Angebot</translation>
    </message>
    <message>
        <source>How you pay: rent for the run, buy, or electricity only where no price is known</source>
        <translation>Wie Sie bezahlen: Miete für den Lauf, Kauf oder nur Strom, wo kein Preis bekannt ist</translation>
    </message>
    <message>
        <source>Cost: the rent for the run or the purchase price, in the price's own currency</source>
        <translation>Kosten: die Miete für den Lauf oder der Kaufpreis, in der Währung des Preises</translation>
    </message>
    <message>
        <source>Training time if it runs slowly (the conservative end of the MFU band)</source>
        <translation>Trainingsdauer, wenn es langsam läuft (das konservative Ende der MFU-Spanne)</translation>
    </message>
    <message>
        <source>Memory per card: planned / usable capacity</source>
        <translation>Speicher je Karte: geplant / nutzbare Kapazität</translation>
    </message>
    <message>
        <source>Energy of the run</source>
        <translation>Energie des Laufs</translation>
    </message>
    <message>
        <source>Cost (%1)</source>
        <translation>Kosten (%1)</translation>
    </message>
    <message>
        <source>Training time (both axes log scale)</source>
        <translation>Trainingsdauer (beide Achsen logarithmisch)</translation>
    </message>
    <message>
        <source>per period begun</source>
        <translation>je angefangenem Zeitraum</translation>
    </message>
    <message>
        <source>for the days used</source>
        <translation>für die genutzten Tage</translation>
    </message>
    <message>
        <source>even if it runs slowly</source>
        <translation>auch wenn es langsam läuft</translation>
    </message>
    <message>
        <source>if it runs fast</source>
        <translation>wenn es schnell läuft</translation>
    </message>
    <message>
        <source>%1 likely to finish within %2 days (in time from %3).</source>
        <translation>Mit %1 Wahrscheinlichkeit binnen %2 Tagen fertig (rechtzeitig ab %3).</translation>
    </message>
    <message>
        <source>cards alone: %1 a card (the computer around them is not priced)</source>
        <translation>nur die Karten: %1 je Karte (der Rechner darum ist nicht bepreist)</translation>
    </message>
    <message>
        <source>and %1 more</source>
        <translation>und %1 weitere</translation>
    </message>
    <message>
        <source>Nothing with a known price meets %1. Without a price, %2 would: enter a quote (%3) to compare them.</source>
        <translation>Nichts mit bekanntem Preis hält %1 ein. Ohne Preis täten es %2: Angebot eintragen (%3), um sie zu vergleichen.</translation>
    </message>
    <message>
        <source>Edit → Prices</source>
        <translation>Bearbeiten → Preise</translation>
    </message>
    <message>
        <source>“prices” in the scenario file</source>
        <translation>„prices“ in der Szenariodatei</translation>
    </message>
    <message>
        <source>At risk: nothing with a known price meets %1 if training runs slowly; this pick needs up to %2, %3 more than the deadline. Without a price, %4 would meet it even then: enter a quote to compare them.</source>
        <translation>Gefährdet: Nichts mit bekanntem Preis hält %1 ein, wenn das Training langsam läuft; diese Empfehlung braucht bis zu %2, %3 mehr als die Frist. Ohne Preis hielten %4 sie auch dann ein: Angebot eintragen, um sie zu vergleichen.</translation>
    </message>
    <message>
        <source>How you pay: rent for the run or buy; where no price is known, a quote is needed</source>
        <translation>Wie Sie bezahlen: Miete für den Lauf oder Kauf; wo kein Preis bekannt ist, braucht es ein Angebot</translation>
    </message>
    <message>
        <source>Cost: the rent for the run or the purchase price, in the price's own currency; an option without a price is not compared on cost</source>
        <translation>Kosten: die Miete für den Lauf oder der Kaufpreis, in der Währung des Preises; eine Option ohne Preis wird bei den Kosten nicht verglichen</translation>
    </message>
</context>
<context>
    <name>RecommendTab</name>
    <message>
        <source>Hover over a dot for its figures; click it to find it below.</source>
        <translation>Zeigen Sie auf einen Punkt für seine Zahlen; ein Klick findet ihn in der Tabelle.</translation>
    </message>
    <message>
        <source> days</source>
        <translation> Tage</translation>
    </message>
    <message>
        <source>Training must be finished within this many days</source>
        <translation>Das Training muss innerhalb so vieler Tage fertig sein</translation>
    </message>
    <message>
        <source>&amp;Budget:</source>
        <translation>B&amp;udget:</translation>
    </message>
    <message>
        <source>Only options that cost at most this much</source>
        <translation>Nur Optionen, die höchstens so viel kosten</translation>
    </message>
    <message>
        <source>Currency of the budget (ISO code)</source>
        <translation>Währung des Budgets (ISO-Code)</translation>
    </message>
    <message>
        <source>by the month (every month begun)</source>
        <translation>monatlich (jeder angefangene Monat)</translation>
    </message>
    <message>
        <source>Rent paid for exactly the time the run takes, or for whole months</source>
        <translation>Miete genau für die Laufzeit oder für ganze Monate</translation>
    </message>
    <message>
        <source>Dead&amp;line:</source>
        <translation>&amp;Frist:</translation>
    </message>
    <message>
        <source>Rent b&amp;illed:</source>
        <translation>&amp;Miete abgerechnet:</translation>
    </message>
    <message>
        <source>&amp;Stop search</source>
        <translation>Suche s&amp;toppen</translation>
    </message>
    <message>
        <source>Search &amp;again</source>
        <translation>Erneut su&amp;chen</translation>
    </message>
    <message>
        <source>Try every configuration again for this scenario</source>
        <translation>Alle Konfigurationen für dieses Szenario erneut prüfen</translation>
    </message>
    <message>
        <source>Trying every configuration…</source>
        <translation>Alle Konfigurationen werden geprüft …</translation>
    </message>
    <message>
        <source>Stopped — showing what was found so far.</source>
        <translation>Gestoppt — gezeigt wird, was bisher gefunden wurde.</translation>
    </message>
    <message>
        <source>The search failed: %1</source>
        <translation>Die Suche ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Energy: %1</source>
        <translation>Energie: %1</translation>
    </message>
    <message>
        <source>Training time: %1 (up to %2)</source>
        <translation>Trainingsdauer: %1 (bis zu %2)</translation>
    </message>
    <message>
        <source>Rent paid for every period of its quote begun (every month of a monthly rent, every hour of an hourly one), or for exactly the time the run takes</source>
        <translation>Miete für jeden angefangenen Zeitraum ihres Angebots (jeden Monat einer Monatsmiete, jede Stunde einer Stundenmiete) oder genau für die Dauer des Laufs</translation>
    </message>
    <message>
        <source>Which end of the time band must meet the deadline: the slow end (safe; when nothing is, the pick is marked at risk) or the fast end</source>
        <translation>Welches Ende der Zeitspanne die Frist einhalten muss: das langsame (sicher; schafft es keine Option, wird die Wahl als gefährdet markiert) oder das schnelle</translation>
    </message>
    <message>
        <source>The inputs changed: the advice below is for the previous scenario. Searching again…</source>
        <translation>Die Eingaben haben sich geändert: Die Empfehlung unten gilt für das vorige Szenario. Es wird neu gesucht …</translation>
    </message>
    <message>
        <source>The inputs changed: the advice below is for the previous scenario; it is searched again when this tab is shown.</source>
        <translation>Die Eingaben haben sich geändert: Die Empfehlung unten gilt für das vorige Szenario; sie wird neu gesucht, sobald diese Seite gezeigt wird.</translation>
    </message>
    <message>
        <source>Hover over a dot for its figures; click it to find it below. The mouse wheel scrolls the page; Ctrl + wheel zooms the chart.</source>
        <translation>Zeigen Sie auf einen Punkt für seine Zahlen; ein Klick findet ihn in der Tabelle. Das Mausrad blättert die Seite; Strg + Mausrad zoomt das Diagramm.</translation>
    </message>
</context>
<context>
    <name>PriceEditorDialog</name>
    <message>
        <source>no price known</source>
        <translation>kein Preis bekannt</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Preise</translation>
    </message>
    <message>
        <source>Your prices replace the price book's for that hardware and are saved with the scenario. Leave a field empty to keep the book's price. Amounts are never converted unless you set an exchange rate in Preferences.</source>
        <translation>Ihre Preise ersetzen die der Preisliste für diese Hardware und werden mit dem Szenario gespeichert. Ein leeres Feld behält den Preis der Liste. Beträge werden nur umgerechnet, wenn Sie in den Einstellungen einen Wechselkurs angeben.</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <source>Price book</source>
        <translation>Preisliste</translation>
    </message>
    <message>
        <source>Your purchase price</source>
        <translation>Ihr Kaufpreis</translation>
    </message>
    <message>
        <source>Your rent per month</source>
        <translation>Ihre Monatsmiete</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>Source of the book's price</source>
        <translation>Quelle des Listenpreises</translation>
    </message>
    <message>
        <source> (one card)</source>
        <translation> (eine Karte)</translation>
    </message>
    <message>
        <source>%1: not a price: %2</source>
        <translation>%1: kein Preis: %2</translation>
    </message>
    <message>
        <source>%1: give a three-letter currency code, e.g. EUR</source>
        <translation>%1: bitte einen dreibuchstabigen Währungscode angeben, z. B. EUR</translation>
    </message>
    <message>
        <source>buy %1</source>
        <translation>Kauf %1</translation>
    </message>
    <message>
        <source>rent %1 a month</source>
        <translation>Miete %1 im Monat</translation>
    </message>
    <message>
        <source>Your rent</source>
        <translation>Ihre Miete</translation>
    </message>
    <message>
        <source>Billed per</source>
        <translation>Abrechnung je</translation>
    </message>
    <message>
        <source>Your rent is for one month, day or hour, and billed by every one begun</source>
        <translation>Ihre Miete gilt für einen Monat, Tag oder eine Stunde und wird je angefangenem Zeitraum abgerechnet</translation>
    </message>
    <message>
        <source>Your prices replace the price book's for that hardware and are saved with the scenario. Leave a field empty to keep the book's price. Amounts keep their currency; they are compared at your exchange rate (Preferences) or else at the ECB reference rate, and the report names the rate and its date. A book price older than %1 months is marked stale.</source>
        <translation>Ihre Preise ersetzen die der Preisliste für diese Hardware und werden mit dem Szenario gespeichert. Lassen Sie ein Feld leer, um den Preis der Preisliste zu behalten. Beträge behalten ihre Währung; verglichen werden sie zu Ihrem Wechselkurs (Einstellungen) oder sonst zum EZB-Referenzkurs, und der Bericht nennt Kurs und Datum. Ein Listenpreis, der älter als %1 Monate ist, gilt als veraltet.</translation>
    </message>
    <message>
        <source>month</source>
        <translation>Monat</translation>
    </message>
    <message>
        <source>day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>hour</source>
        <translation>Stunde</translation>
    </message>
    <message>
        <source>rent %1 a day</source>
        <translation>Miete %1 am Tag</translation>
    </message>
    <message>
        <source>rent %1 an hour</source>
        <translation>Miete %1 pro Stunde</translation>
    </message>
    <message>
        <source>(undated)</source>
        <translation>(ohne Datum)</translation>
    </message>
    <message>
        <source>(%1, stale)</source>
        <translation>(%1, veraltet)</translation>
    </message>
</context>
<context>
    <name>PriceFields</name>
    <message>
        <source>Give a three-letter currency code, e.g. EUR</source>
        <translation>Bitte einen dreibuchstabigen Währungscode angeben, z. B. EUR</translation>
    </message>
    <message>
        <source>Purchase price (optional):</source>
        <translation>Kaufpreis (optional):</translation>
    </message>
    <message>
        <source>Rent per month (optional):</source>
        <translation>Monatsmiete (optional):</translation>
    </message>
    <message>
        <source>Currency of these prices:</source>
        <translation>Währung dieser Preise:</translation>
    </message>
    <message>
        <source>ISO code of the prices above, e.g. EUR or USD</source>
        <translation>ISO-Code der Preise oben, z. B. EUR oder USD</translation>
    </message>
    <message>
        <source>Must be more than 0</source>
        <translation>Muss größer als 0 sein</translation>
    </message>
    <message>
        <source>What one unit costs to buy (%1); empty if unknown</source>
        <translation>Was eine Einheit im Kauf kostet (%1); leer, wenn unbekannt</translation>
    </message>
    <message>
        <source>What one unit costs to rent for a month (%1); empty if unknown</source>
        <translation>Was eine Einheit einen Monat zur Miete kostet (%1); leer, wenn unbekannt</translation>
    </message>
</context>
<context>
    <name>ReportOptions</name>
    <message>
        <source>recommended</source>
        <translation>Empfehlung</translation>
    </message>
    <message>
        <source>runner-up</source>
        <translation>Zweitbeste</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <source>How you pay</source>
        <translation>Bezahlung</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>If it runs slowly</source>
        <translation>Falls langsam</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>for the days used</source>
        <translation>für die genutzten Tage</translation>
    </message>
    <message>
        <source>by the month</source>
        <translation>monatlich</translation>
    </message>
    <message>
        <source>Options considered</source>
        <translation>Geprüfte Optionen</translation>
    </message>
    <message>
        <source>The best trade-offs: no other option is both faster and cheaper.</source>
        <translation>Die besten Kompromisse: Keine andere Option ist zugleich schneller und günstiger.</translation>
    </message>
    <message>
        <source>none given</source>
        <translation>keines angegeben</translation>
    </message>
    <message>
        <source>Options without a known price count only their electricity and are not compared on cost. Amounts are in their own currency; they are converted only at the exchange rates named above.</source>
        <translation>Optionen ohne bekannten Preis zählen nur ihren Strom und werden bei den Kosten nicht verglichen. Beträge stehen in ihrer eigenen Währung; umgerechnet wird nur zu den oben genannten Wechselkursen.</translation>
    </message>
    <message>
        <source>Deadline %1; budget %2. Rent billed %3.</source>
        <translation>Frist %1; Budget %2. Miete abgerechnet %3.</translation>
    </message>
    <message>
        <source>Buy or rent</source>
        <translation>Kaufen oder mieten</translation>
    </message>
    <message>
        <source>your quote</source>
        <translation>Ihr Angebot</translation>
    </message>
    <message>
        <source>in whole periods of its quote (hours, days or months begun)</source>
        <translation>in ganzen Zeiträumen des Angebots (jede angefangene Stunde, jeder Tag, jeder Monat)</translation>
    </message>
    <message>
        <source>Would meet the deadline, but no price is known: enter a quote to compare them.</source>
        <translation>Hielten die Frist ein, aber kein Preis ist bekannt: Angebot eintragen, um sie zu vergleichen.</translation>
    </message>
    <message>
        <source>Options without a known price are never compared, ranked or picked on cost: they need a quote. Amounts are in their own currency; they are converted only at the exchange rates named above.</source>
        <translation>Optionen ohne bekannten Preis werden nie nach Kosten verglichen, gereiht oder empfohlen: Sie brauchen ein Angebot. Beträge stehen in ihrer eigenen Währung; umgerechnet wird nur zu den oben genannten Wechselkursen.</translation>
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
        <source>Not found: %1</source>
        <translation>Nicht gefunden: %1</translation>
    </message>
    <message>
        <source>Excel binary workbook (XLSB)</source>
        <translation>Excel-Binärarbeitsmappe (XLSB)</translation>
    </message>
    <message>
        <source>WordPerfect document (WPD)</source>
        <translation>WordPerfect-Dokument (WPD)</translation>
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
        <source>random sample of %1 draws by file type and size (without replacement), extrapolated to the whole folder</source>
        <translation>Zufallsstichprobe aus %1 Ziehungen nach Dateityp und Größe (ohne Zurücklegen), auf den ganzen Ordner hochgerechnet</translation>
    </message>
    <message>
        <source>complete: every readable file counted</source>
        <translation>vollständig: jede lesbare Datei gezählt</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
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
    <message>
        <source>Trainable tokens (measured)</source>
        <translation>Trainierbare Token (gemessen)</translation>
    </message>
    <message>
        <source>− %1 (%2 of the tokens found)</source>
        <translation>− %1 (%2 der gefundenen Token)</translation>
    </message>
    <message>
        <source>; languages: %1</source>
        <translation>; Sprachen: %1</translation>
    </message>
    <message>
        <source>; 95 % interval %1</source>
        <translation>; 95-%-Intervall %1</translation>
    </message>
    <message>
        <source>%1 (95 % interval %2)</source>
        <translation>%1 (95-%-Intervall %2)</translation>
    </message>
    <message>
        <source>Scanned PDF pages</source>
        <translation>Gescannte PDF-Seiten</translation>
    </message>
    <message>
        <source>Read and counted, with a note</source>
        <translation>Gelesen und gezählt, mit Hinweis</translation>
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
    <message>
        <source>activation offloading</source>
        <translation>Aktivierungs-Auslagerung</translation>
    </message>
    <message>
        <source>activations offloaded to host RAM</source>
        <translation>in den Host-RAM ausgelagerte Aktivierungen</translation>
    </message>
    <message>
        <source>paged optimizer states</source>
        <translation>ausgelagerte Optimiererzustände (Paging)</translation>
    </message>
    <message>
        <source>paged states in host RAM</source>
        <translation>ausgelagerte Zustände im Host-RAM</translation>
    </message>
    <message>
        <source>paged states on the card</source>
        <translation>ausgelagerte Zustände auf der Karte</translation>
    </message>
    <message>
        <source>working copies at the peak</source>
        <translation>Arbeitskopien in der Spitze</translation>
    </message>
    <message>
        <source>attention FLOP per token</source>
        <translation>Attention-FLOP je Token</translation>
    </message>
    <message>
        <source>capacity (GiB)</source>
        <translation>Kapazität (GiB)</translation>
    </message>
    <message>
        <source>CUDA context</source>
        <translation>CUDA-Kontext</translation>
    </message>
    <message>
        <source>training software</source>
        <translation>Trainingssoftware</translation>
    </message>
    <message>
        <source>gradients at the end of the backward pass</source>
        <translation>Gradienten am Ende des Rückwärtsdurchlaufs</translation>
    </message>
    <message>
        <source>offloaded to host RAM</source>
        <translation>in den Host-RAM ausgelagert</translation>
    </message>
    <message>
        <source>kept per token and layer</source>
        <translation>behalten je Token und Schicht</translation>
    </message>
    <message>
        <source>allocator reserve</source>
        <translation>Allokator-Reserve</translation>
    </message>
    <message>
        <source>in use (GiB)</source>
        <translation>belegt (GiB)</translation>
    </message>
    <message>
        <source>16-bit working copies of the weights</source>
        <translation>16-Bit-Arbeitskopien der Gewichte</translation>
    </message>
    <message>
        <source>documents measured</source>
        <translation>gemessene Dokumente</translation>
    </message>
    <message>
        <source>mean tokens per document</source>
        <translation>mittlere Token je Dokument</translation>
    </message>
    <message>
        <source>packed sequences</source>
        <translation>gepackte Sequenzen</translation>
    </message>
    <message>
        <source>separator share</source>
        <translation>Anteil der Trenn-Token</translation>
    </message>
    <message>
        <source>padding overhead</source>
        <translation>Mehraufwand durch Auffüllen</translation>
    </message>
    <message>
        <source>replay share</source>
        <translation>Replay-Anteil</translation>
    </message>
    <message>
        <source>days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>price per server or card</source>
        <translation>Preis je Server oder Karte</translation>
    </message>
    <message>
        <source>servers or cards</source>
        <translation>Server oder Karten</translation>
    </message>
    <message>
        <source>quoted on</source>
        <translation>angeboten am</translation>
    </message>
    <message>
        <source>older than the price book allows</source>
        <translation>älter, als die Preisliste zulässt</translation>
    </message>
    <message>
        <source>day of the rate</source>
        <translation>Tag des Kurses</translation>
    </message>
    <message>
        <source>purchase price</source>
        <translation>Kaufpreis</translation>
    </message>
    <message>
        <source>residual value</source>
        <translation>Restwert</translation>
    </message>
    <message>
        <source>depreciation years</source>
        <translation>Abschreibungsjahre</translation>
    </message>
    <message>
        <source>hosting per year</source>
        <translation>Unterbringung pro Jahr</translation>
    </message>
    <message>
        <source>cost of owning per year</source>
        <translation>Kosten des Besitzes pro Jahr</translation>
    </message>
    <message>
        <source>rent per run</source>
        <translation>Miete je Lauf</translation>
    </message>
    <message>
        <source>electricity per run</source>
        <translation>Strom je Lauf</translation>
    </message>
    <message>
        <source>optimizer steps</source>
        <translation>Optimiererschritte</translation>
    </message>
    <message>
        <source>parameters stepped per server</source>
        <translation>je Server aktualisierte Parameter</translation>
    </message>
    <message>
        <source>optimizer state bytes per parameter</source>
        <translation>Optimiererzustand in Byte je Parameter</translation>
    </message>
    <message>
        <source>host memory bandwidth (GB/s)</source>
        <translation>Speicherbandbreite des Hosts (GB/s)</translation>
    </message>
    <message>
        <source>seconds per optimizer step</source>
        <translation>Sekunden je Optimiererschritt</translation>
    </message>
    <message>
        <source>optimizer steps on the CPU</source>
        <translation>Optimiererschritte auf der CPU</translation>
    </message>
    <message>
        <source>FLOP per token of one forward</source>
        <translation>FLOP je Token eines Vorwärtsdurchlaufs</translation>
    </message>
    <message>
        <source>compute the objective adds</source>
        <translation>zusätzlicher Rechenaufwand des Ziels</translation>
    </message>
    <message>
        <source>forwards per token before training</source>
        <translation>Vorwärtsdurchläufe je Token vor dem Training</translation>
    </message>
    <message>
        <source>frozen reference model</source>
        <translation>eingefrorenes Referenzmodell</translation>
    </message>
    <message>
        <source>no-grad forwards per token in each step</source>
        <translation>Vorwärtsdurchläufe ohne Gradient je Token und Schritt</translation>
    </message>
    <message>
        <source>objective</source>
        <translation>Trainingsziel</translation>
    </message>
    <message>
        <source>reference log-probabilities from</source>
        <translation>Referenz-Log-Wahrscheinlichkeiten aus</translation>
    </message>
    <message>
        <source>sequences per example (chosen and rejected)</source>
        <translation>Sequenzen je Beispiel (bevorzugt und abgelehnt)</translation>
    </message>
    <message>
        <source>share of the compute</source>
        <translation>Anteil am Rechenaufwand</translation>
    </message>
    <message>
        <source>the trained model's weights</source>
        <translation>Gewichte des trainierten Modells</translation>
    </message>
    <message>
        <source>the rollout engine's reserve (in overhead)</source>
        <translation>Reserve der Rollout-Engine (im Overhead)</translation>
    </message>
    <message>
        <source>GPUs per vLLM engine</source>
        <translation>GPUs je vLLM-Engine</translation>
    </message>
    <message>
        <source>GPUs that generate</source>
        <translation>GPUs, die generieren</translation>
    </message>
    <message>
        <source>GPUs that train</source>
        <translation>GPUs, die trainieren</translation>
    </message>
    <message>
        <source>KV cache per token</source>
        <translation>KV-Cache je Token</translation>
    </message>
    <message>
        <source>bf16 copy of the weights</source>
        <translation>bf16-Kopie der Gewichte</translation>
    </message>
    <message>
        <source>bytes read per decode step</source>
        <translation>je Decodierschritt gelesene Bytes</translation>
    </message>
    <message>
        <source>completion tokens</source>
        <translation>Token je Antwort</translation>
    </message>
    <message>
        <source>completions per prompt</source>
        <translation>Antworten je Prompt</translation>
    </message>
    <message>
        <source>generation steps</source>
        <translation>Generierungsschritte</translation>
    </message>
    <message>
        <source>memory bandwidth per engine (TB/s)</source>
        <translation>Speicherbandbreite je Engine (TB/s)</translation>
    </message>
    <message>
        <source>prompt tokens</source>
        <translation>Token je Prompt</translation>
    </message>
    <message>
        <source>prompts</source>
        <translation>Prompts</translation>
    </message>
    <message>
        <source>prompts per step</source>
        <translation>Prompts je Schritt</translation>
    </message>
    <message>
        <source>rollout engine on GPUs of its own</source>
        <translation>Rollout-Engine auf eigenen GPUs</translation>
    </message>
    <message>
        <source>rounds per step</source>
        <translation>Durchgänge je Schritt</translation>
    </message>
    <message>
        <source>sequences decoded at once</source>
        <translation>gleichzeitig decodierte Sequenzen</translation>
    </message>
    <message>
        <source>sequences per engine and step</source>
        <translation>Sequenzen je Engine und Schritt</translation>
    </message>
    <message>
        <source>share of the bandwidth decoding reaches</source>
        <translation>erreichter Anteil der Bandbreite beim Decodieren</translation>
    </message>
    <message>
        <source>share of the card vLLM reserves</source>
        <translation>von vLLM reservierter Anteil der Karte</translation>
    </message>
    <message>
        <source>share of the run time</source>
        <translation>Anteil an der Laufzeit</translation>
    </message>
    <message>
        <source>tokens per sequence (prompt + completion)</source>
        <translation>Token je Sequenz (Prompt + Antwort)</translation>
    </message>
    <message>
        <source>vLLM engines</source>
        <translation>vLLM-Engines</translation>
    </message>
    <message>
        <source>training precision</source>
        <translation>Trainingspräzision</translation>
    </message>
    <message>
        <source>the stack's recipe</source>
        <translation>Verfahren der Trainingssoftware</translation>
    </message>
    <message>
        <source>share of the FLOPs in quantised matmuls (f)</source>
        <translation>Anteil der FLOPs in quantisierten Matrixmultiplikationen (f)</translation>
    </message>
    <message>
        <source>peak TFLOPS in the format</source>
        <translation>Spitzen-TFLOPS im Format</translation>
    </message>
    <message>
        <source>most the matmul share allows</source>
        <translation>Höchstwert, den der Matmul-Anteil zulässt</translation>
    </message>
    <message>
        <source>measured speed-up, low end</source>
        <translation>gemessene Beschleunigung, unteres Ende</translation>
    </message>
    <message>
        <source>measured speed-up, high end</source>
        <translation>gemessene Beschleunigung, oberes Ende</translation>
    </message>
    <message>
        <source>quantised weight cache per parameter (bytes)</source>
        <translation>Cache quantisierter Gewichte je Parameter (Bytes)</translation>
    </message>
    <message>
        <source>bytes per saved linear input value</source>
        <translation>Bytes je gespeichertem Eingangswert einer linearen Schicht</translation>
    </message>
    <message>
        <source>bytes per weight in the all-gather</source>
        <translation>Bytes je Gewicht im All-Gather</translation>
    </message>
    <message>
        <source>all-gather buffers saved</source>
        <translation>eingesparte All-Gather-Puffer</translation>
    </message>
    <message>
        <source>speed-up from the training precision</source>
        <translation>Beschleunigung durch die Trainingspräzision</translation>
    </message>
    <message>
        <source>speed-up from torch.compile</source>
        <translation>Beschleunigung durch torch.compile</translation>
    </message>
    <message>
        <source>speed-up</source>
        <translation>Beschleunigung</translation>
    </message>
    <message>
        <source>tensor-parallel degree</source>
        <translation>Grad der Tensor-Parallelität</translation>
    </message>
    <message>
        <source>pipeline stages</source>
        <translation>Pipeline-Stufen</translation>
    </message>
    <message>
        <source>context-parallel degree</source>
        <translation>Grad der Kontext-Parallelität</translation>
    </message>
    <message>
        <source>pipeline stages (p)</source>
        <translation>Pipeline-Stufen (p)</translation>
    </message>
    <message>
        <source>model chunks per stage (v)</source>
        <translation>Modellteile je Stufe (v)</translation>
    </message>
    <message>
        <source>micro-batches per step (m)</source>
        <translation>Micro-Batches je Schritt (m)</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <translation>Pipeline-Leerlauf</translation>
    </message>
    <message>
        <source>trained tokens</source>
        <translation>trainierte Token</translation>
    </message>
    <message>
        <source>global batch (sequences)</source>
        <translation>globaler Batch (Sequenzen)</translation>
    </message>
    <message>
        <source>gradient accumulation (micro-batches per step)</source>
        <translation>Gradientenakkumulation (Micro-Batches je Schritt)</translation>
    </message>
    <message>
        <source>data-parallel traffic</source>
        <translation>Datenverkehr der datenparallelen Gruppe</translation>
    </message>
    <message>
        <source>data-parallel communication time</source>
        <translation>Kommunikationszeit der datenparallelen Gruppe</translation>
    </message>
    <message>
        <source>data-parallel link bandwidth (GB/s)</source>
        <translation>Bandbreite der Verbindung der datenparallelen Gruppe (GB/s)</translation>
    </message>
    <message>
        <source>tensor-parallel traffic</source>
        <translation>Datenverkehr der tensorparallelen Gruppe</translation>
    </message>
    <message>
        <source>tensor-parallel communication time</source>
        <translation>Kommunikationszeit der tensorparallelen Gruppe</translation>
    </message>
    <message>
        <source>tensor-parallel link bandwidth (GB/s)</source>
        <translation>Bandbreite der Verbindung der tensorparallelen Gruppe (GB/s)</translation>
    </message>
    <message>
        <source>pipeline traffic</source>
        <translation>Pipeline-Datenverkehr</translation>
    </message>
    <message>
        <source>pipeline communication time</source>
        <translation>Pipeline-Kommunikationszeit</translation>
    </message>
    <message>
        <source>pipeline link bandwidth (GB/s)</source>
        <translation>Bandbreite der Pipeline-Verbindung (GB/s)</translation>
    </message>
    <message>
        <source>context-parallel traffic</source>
        <translation>Datenverkehr der kontextparallelen Gruppe</translation>
    </message>
    <message>
        <source>context-parallel communication time</source>
        <translation>Kommunikationszeit der kontextparallelen Gruppe</translation>
    </message>
    <message>
        <source>context-parallel link bandwidth (GB/s)</source>
        <translation>Bandbreite der Verbindung der kontextparallelen Gruppe (GB/s)</translation>
    </message>
    <message>
        <source>expert-parallel traffic</source>
        <translation>Datenverkehr der expertenparallelen Gruppe</translation>
    </message>
    <message>
        <source>expert-parallel communication time</source>
        <translation>Kommunikationszeit der expertenparallelen Gruppe</translation>
    </message>
    <message>
        <source>expert-parallel link bandwidth (GB/s)</source>
        <translation>Bandbreite der Verbindung der expertenparallelen Gruppe (GB/s)</translation>
    </message>
    <message>
        <source>reward model</source>
        <translation>Belohnungsmodell</translation>
    </message>
    <message>
        <source>reward model parameters</source>
        <translation>Parameter des Belohnungsmodells</translation>
    </message>
    <message>
        <source>shards of the weights</source>
        <translation>Teile der Gewichte (Sharding)</translation>
    </message>
    <message>
        <source>rollout tokens (prompt + completion)</source>
        <translation>Rollout-Tokens (Prompt + Antwort)</translation>
    </message>
    <message>
        <source>PPO epochs per batch of rollouts</source>
        <translation>PPO-Epochen pro Rollout-Batch</translation>
    </message>
    <message>
        <source>value model (architecture)</source>
        <translation>Wertmodell (Architektur)</translation>
    </message>
    <message>
        <source>value model parameters</source>
        <translation>Parameter des Wertmodells</translation>
    </message>
    <message>
        <source>policy parameters</source>
        <translation>Parameter der Policy</translation>
    </message>
    <message>
        <source>reward model weights</source>
        <translation>Gewichte des Belohnungsmodells</translation>
    </message>
    <message>
        <source>value model states</source>
        <translation>Zustände des Wertmodells</translation>
    </message>
    <message>
        <source>rent price</source>
        <translation>Mietpreis</translation>
    </message>
    <message>
        <source>%1 page</source>
        <translation>%1 Seite</translation>
    </message>
</context>
<context>
    <name>Accuracy</name>
    <message>
        <source>idealised model of the source documents, not a training stack</source>
        <translation>idealisiertes Modell der Quelldokumente, kein Trainings-Stack</translation>
    </message>
    <message>
        <source>not yet validated against measured runs of this stack</source>
        <translation>noch nicht an gemessenen Läufen dieses Stacks geprüft</translation>
    </message>
    <message>
        <source>validated to ±%1 % on %2 runs of this stack</source>
        <translation>geprüft auf ±%1 % an %2 Läufen dieses Stacks</translation>
    </message>
    <message>
        <source>Does not fit, %1 short</source>
        <translation>Passt nicht, %1 zu wenig</translation>
    </message>
    <message>
        <source>Fits tightly, %1 to spare</source>
        <translation>Passt knapp, %1 frei</translation>
    </message>
    <message>
        <source>Fits, %1 to spare</source>
        <translation>Passt, %1 frei</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>Software</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Measured (GiB)</source>
        <translation>Gemessen (GiB)</translation>
    </message>
    <message>
        <source>Planned (GiB)</source>
        <translation>Geplant (GiB)</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Abweichung</translation>
    </message>
    <message>
        <source>Tokens/s measured</source>
        <translation>Token/s gemessen</translation>
    </message>
    <message>
        <source>Planned band</source>
        <translation>Geplantes Band</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>%1: %2 measured runs, median |error| %3, worst %4</source>
        <translation>%1: %2 gemessene Läufe, Median |Abweichung| %3, schlechteste %4</translation>
    </message>
    <message>
        <source>Every run below was planned with the same scenario it was measured with. Memory is compared as the card shows it (CUDA context + what PyTorch's allocator reserved), in GiB; throughput against the planned optimistic–conservative band. Simulated points (PyTorch FakeTensor) are compared on allocated memory only.</source>
        <translation>Jeder Lauf unten wurde mit demselben Szenario geplant, mit dem er gemessen wurde. Der Speicher wird so verglichen, wie die Karte ihn zeigt (CUDA-Kontext + vom PyTorch-Allocator reservierter Speicher), in GiB; der Durchsatz mit dem geplanten optimistischen bis konservativen Band. Simulierte Punkte (PyTorch FakeTensor) werden nur am belegten Speicher gemessen.</translation>
    </message>
    <message>
        <source>memory not compared:</source>
        <translation>Speicher nicht verglichen:</translation>
    </message>
    <message>
        <source>tokens/s not compared:</source>
        <translation>Token/s nicht verglichen:</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>gemessen</translation>
    </message>
    <message>
        <source>simulated</source>
        <translation>simuliert</translation>
    </message>
    <message>
        <source>no sharding</source>
        <translation>ohne Sharding</translation>
    </message>
    <message>
        <source>ZeRO-1</source>
        <translation>ZeRO-1</translation>
    </message>
    <message>
        <source>ZeRO-2</source>
        <translation>ZeRO-2</translation>
    </message>
    <message>
        <source>ZeRO-3 / FSDP</source>
        <translation>ZeRO-3 / FSDP</translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation>vollständiges Fine-Tuning</translation>
    </message>
    <message>
        <source>this training objective</source>
        <translation>diesem Trainingsziel</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA</source>
        <translation>QLoRA</translation>
    </message>
    <message>
        <source>1 GPU</source>
        <translation>1 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 GPUs</translation>
    </message>
    <message>
        <source>validated on %1 measured runs of this setup: within ±%2 % (median %3 %); the plan was below the measurement in %4 of them</source>
        <translation>an %1 gemessenen Läufen dieses Aufbaus geprüft: innerhalb ±%2 % (Median %3 %); in %4 davon lag der Plan unter der Messung</translation>
    </message>
    <message>
        <source>not measured on %1: the %2 runs of this stack were on %3 (within ±%4 %, the plan below the measurement in %5); the advisor keeps %6 % of memory free for it</source>
        <translation>nicht gemessen für %1: Die %2 Läufe dieser Software liefen auf %3 (innerhalb ±%4 %, der Plan in %5 unter der Messung); der Berater hält dafür %6 % des Speichers frei</translation>
    </message>
    <message>
        <source>The P10–P90 training time held %1 of %2 measured runs (%3); median width %4×.</source>
        <translation>Die P10–P90-Trainingszeit traf %1 von %2 gemessenen Läufen (%3); mittlere Breite %4×.</translation>
    </message>
    <message>
        <source>%1 runs were planned at P(fits) ≥ 95 % on their own card; above the card: %2.</source>
        <translation>%1 Läufe waren mit P(passt) ≥ 95 % auf ihrer eigenen Karte geplant; über der Karte: %2.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Outside their P10–P90: %1</source>
        <translation>Außerhalb ihres P10–P90: %1</translation>
    </message>
    <message>
        <source>Stated</source>
        <translation>Angegeben</translation>
    </message>
    <message>
        <source>Observed: throughput</source>
        <translation>Beobachtet: Durchsatz</translation>
    </message>
    <message>
        <source>Observed: memory</source>
        <translation>Beobachtet: Speicher</translation>
    </message>
    <message>
        <source>How well the stated odds held: each run left out of its own evidence, how often the measurement fell below the stated quantile</source>
        <translation>Wie gut die angegebenen Wahrscheinlichkeiten hielten: jeder Lauf aus seiner eigenen Evidenz herausgenommen, wie oft die Messung unter dem angegebenen Quantil lag</translation>
    </message>
</context>
<context>
    <name>Catalog</name>
    <message>
        <source>8x H200 NVL training server (two 4-way NVLink bridges)</source>
        <translation>8x H200 NVL Trainingsserver (zwei 4-fach-NVLink-Brücken)</translation>
    </message>
    <message>
        <source>1x H100 rental</source>
        <translation>1x H100 (Miete)</translation>
    </message>
    <message>
        <source>1x H200 rental</source>
        <translation>1x H200 (Miete)</translation>
    </message>
    <message>
        <source>1x B200 rental</source>
        <translation>1x B200 (Miete)</translation>
    </message>
    <message>
        <source>1x B300 rental</source>
        <translation>1x B300 (Miete)</translation>
    </message>
    <message>
        <source>NVIDIA GB200 (per Blackwell GPU)</source>
        <translation>NVIDIA GB200 (je Blackwell-GPU)</translation>
    </message>
    <message>
        <source>Gemma 3 4B (text)</source>
        <translation>Gemma 3 4B (nur Text)</translation>
    </message>
    <message>
        <source>Gemma 3 12B (text)</source>
        <translation>Gemma 3 12B (nur Text)</translation>
    </message>
    <message>
        <source>Gemma 3 27B (text)</source>
        <translation>Gemma 3 27B (nur Text)</translation>
    </message>
    <message>
        <source>From-scratch 125M</source>
        <translation>Neues Modell 125M (von Grund auf)</translation>
    </message>
    <message>
        <source>NVIDIA GB200 186 GB (per Blackwell GPU)</source>
        <translation>NVIDIA GB200 186 GB (je Blackwell-GPU)</translation>
    </message>
    <message>
        <source>The model card says 32.5B; counting the shipped weights (config below) gives 32.76B, the figure the seeds use.</source>
        <translation>Die Modellkarte nennt 32,5 Mrd.; die ausgelieferten Gewichte (Konfiguration unten) gezählt ergeben 32,76 Mrd., die Zahl der Quelldokumente.</translation>
    </message>
    <message>
        <source>head_dim is 128, not hidden/heads = 160.</source>
        <translation>head_dim ist 128, nicht hidden/heads = 160.</translation>
    </message>
    <message>
        <source>Sold as 24B; the Hugging Face weight count is 23.6B.</source>
        <translation>Verkauft als 24 Mrd.; Hugging Face zählt 23,6 Mrd. Gewichte.</translation>
    </message>
    <message>
        <source>Text-only model; stated count from the Gemma 3 technical report (302M embedding + 698M non-embedding).</source>
        <translation>Reines Textmodell; angegebene Zahl aus dem technischen Bericht zu Gemma 3 (302 Mio. Embedding + 698 Mio. ohne Embedding).</translation>
    </message>
    <message>
        <source>Text part only (text_config); the 417M SigLIP vision encoder is not counted. Stated: Gemma 3 technical report, 675M embedding + 3,209M non-embedding.</source>
        <translation>Nur der Textteil (text_config); der SigLIP-Bildencoder mit 417 Mio. ist nicht gezählt. Angegeben: technischer Bericht zu Gemma 3, 675 Mio. Embedding + 3.209 Mio. ohne Embedding.</translation>
    </message>
    <message>
        <source>Text part only (text_config); the 417M SigLIP vision encoder is not counted. Stated: Gemma 3 technical report, 1,012M embedding + 10,759M non-embedding.</source>
        <translation>Nur der Textteil (text_config); der SigLIP-Bildencoder mit 417 Mio. ist nicht gezählt. Angegeben: technischer Bericht zu Gemma 3, 1.012 Mio. Embedding + 10.759 Mio. ohne Embedding.</translation>
    </message>
    <message>
        <source>Text part only (text_config); the 417M SigLIP vision encoder is not counted. Stated: Gemma 3 technical report, 1,416M embedding + 25,600M non-embedding.</source>
        <translation>Nur der Textteil (text_config); der SigLIP-Bildencoder mit 417 Mio. ist nicht gezählt. Angegeben: technischer Bericht zu Gemma 3, 1.416 Mio. Embedding + 25.600 Mio. ohne Embedding.</translation>
    </message>
    <message>
        <source>Phi-3 architecture (fused qkv_proj and gate_up_proj). The card says 14B; Hugging Face lists 14.7B. No bundled tokenizer.</source>
        <translation>Phi-3-Architektur (zusammengelegte qkv_proj und gate_up_proj). Die Modellkarte nennt 14 Mrd.; Hugging Face führt 14,7 Mrd. Kein mitgelieferter Tokenizer.</translation>
    </message>
    <message>
        <source>OpenAI's active count (3.61B) excludes the input embedding; counted with it, 4.19B are used per token.</source>
        <translation>OpenAIs Zahl aktiver Parameter (3,61 Mrd.) lässt das Eingabe-Embedding weg; mit ihm gezählt werden je Token 4,19 Mrd. genutzt.</translation>
    </message>
    <message>
        <source>OpenAI's active count (5.13B) excludes the input embedding; counted with it, 5.7B are used per token.</source>
        <translation>OpenAIs Zahl aktiver Parameter (5,13 Mrd.) lässt das Eingabe-Embedding weg; mit ihm gezählt werden je Token 5,7 Mrd. genutzt.</translation>
    </message>
    <message>
        <source>Main model only: 671B total, 36.6B activated per token (DeepSeek's README_WEIGHTS; the activated figure excludes the input embedding lookup). The Hugging Face checkpoint holds 685B: the 671B main model plus the multi-token-prediction (MTP) module (11.5B unique parameters, 14B counting the embedding and head it shares), used in DeepSeek's training and for speculative decoding; it is not counted here.</source>
        <translation>Nur das Hauptmodell: 671 Mrd. insgesamt, 36,6 Mrd. je Token aktiv (DeepSeeks README_WEIGHTS; die aktive Zahl lässt das Nachschlagen im Eingabe-Embedding weg). Der Hugging-Face-Checkpoint enthält 685 Mrd.: das Hauptmodell mit 671 Mrd. und das Modul für Multi-Token-Prediction (MTP; 11,5 Mrd. eigene Parameter, 14 Mrd. mit dem geteilten Embedding und Kopf), das DeepSeek im Training und für spekulatives Dekodieren nutzt; es ist hier nicht gezählt.</translation>
    </message>
    <message>
        <source>Configured as n_embd 768, n_layer 12, n_head 12, n_inner null (= 4 x 768).</source>
        <translation>Konfiguriert als n_embd 768, n_layer 12, n_head 12, n_inner null (= 4 x 768).</translation>
    </message>
    <message>
        <source>The seed calls this 'about 125M'. Counted as a GPT-2-style decoder (GELU MLP, LayerNorm, learned positions, tied embeddings) it is 110.4M; untied it would be 135M. Bring your own tokenizer (the seed trains a 32,000-token BPE).</source>
        <translation>Das Quelldokument nennt es „etwa 125 Mio.“. Als Decoder nach GPT-2-Art gezählt (GELU-MLP, LayerNorm, gelernte Positionen, geteilte Embeddings) sind es 110,4 Mio.; ungeteilt wären es 135 Mio. Einen eigenen Tokenizer mitbringen (das Quelldokument trainiert ein BPE mit 32.000 Token).</translation>
    </message>
</context>
<context>
    <name>Hardware</name>
    <message>
        <source>%1 × %2 nodes</source>
        <translation>%1 × %2 Knoten</translation>
    </message>
    <message>
        <source>%1 (%2 usable)</source>
        <translation>%1 (%2 nutzbar)</translation>
    </message>
    <message>
        <source>%1 GB is the vendor's figure (10⁹ bytes); plans count it as %2 GiB.</source>
        <translation>%1 GB ist die Herstellerangabe (10⁹ Byte); die Planung rechnet mit %2 GiB.</translation>
    </message>
    <message>
        <source>%1 GB in the name is the vendor's figure; plans count the %2 MiB the driver reports (nvidia-smi), which is %3 GiB (1 GiB = 1,024 MiB).</source>
        <translation>%1 GB im Namen ist die Herstellerangabe; die Planung rechnet mit den %2 MiB, die der Treiber meldet (nvidia-smi), also %3 GiB (1 GiB = 1.024 MiB).</translation>
    </message>
    <message>
        <source>%1: the vendor's %2 GB = %3 GiB (reference model, as the source documents)</source>
        <translation>%1: die %2 GB des Herstellers = %3 GiB (Referenzmodell, wie die Quelldokumente)</translation>
    </message>
    <message>
        <source>%1: %2 GiB (the vendor's figure)</source>
        <translation>%1: %2 GiB (Herstellerangabe)</translation>
    </message>
    <message>
        <source>%1: %2 MiB = %3 GiB</source>
        <translation>%1: %2 MiB = %3 GiB</translation>
    </message>
    <message>
        <source>Capacity per card is what the driver reports (nvidia-smi, MiB ÷ 1,024 = GiB); the GB in a card's name are the vendor's figure (10⁹ bytes).</source>
        <translation>Die Kapazität pro Karte ist, was der Treiber meldet (nvidia-smi, MiB ÷ 1.024 = GiB); die GB im Namen einer Karte sind die Herstellerangabe (10⁹ Byte).</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Alle speichern</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nein</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorieren</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Standardwerte wiederherstellen</translation>
    </message>
</context>
<context>
    <name>CleaningView</name>
    <message>
        <source>Trainable tokens: cleaning measured on what was read</source>
        <translation>Trainierbare Token: Bereinigung, gemessen am Gelesenen</translation>
    </message>
    <message>
        <source>Each step removes tokens from what the one before left; the 95 % interval comes from the documents read (a point when every file was read)</source>
        <translation>Jeder Schritt entfernt Token aus dem, was der vorige übrig ließ; das 95-%-Intervall ergibt sich aus den gelesenen Dokumenten (ein Punkt, wenn jede Datei gelesen wurde)</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>The recurring lines found, the lowest-quality documents, near-copy pairs</source>
        <translation>Die gefundenen wiederkehrenden Zeilen, die Dokumente mit der geringsten Qualität, Paare ähnlicher Kopien</translation>
    </message>
    <message>
        <source>Languages kept (tick to train on):</source>
        <translation>Behaltene Sprachen (zum Trainieren ankreuzen):</translation>
    </message>
    <message>
        <source>Tokens per language of the text left after the quality rules; untick a language to leave it out — no new scan needed</source>
        <translation>Token je Sprache des Textes, der nach den Qualitätsregeln bleibt; Häkchen entfernen, um eine Sprache wegzulassen — ohne neuen Scan</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>Share of found</source>
        <translation>Anteil am Gefundenen</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95-%-Intervall</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Examples of what was removed</source>
        <translation>Beispiele für Entferntes</translation>
    </message>
    <message>
        <source>Languages (language step switched off):</source>
        <translation>Sprachen (Sprachschritt ausgeschaltet):</translation>
    </message>
    <message>
        <source>switched off</source>
        <translation>ausgeschaltet</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 example</source>
        <translation>%1 Beispiel</translation>
    </message>
    <message>
        <source>%1 examples</source>
        <translation>%1 Beispiele</translation>
    </message>
    <message>
        <source>%1 — %2 (%3)</source>
        <translation>%1 — %2 (%3)</translation>
    </message>
</context>
<context>
    <name>CleaningWords</name>
    <message>
        <source>Exact duplicates</source>
        <translation>Exakte Duplikate</translation>
    </message>
    <message>
        <source>Near duplicates</source>
        <translation>Ähnliche Duplikate</translation>
    </message>
    <message>
        <source>Recurring lines</source>
        <translation>Wiederkehrende Zeilen</translation>
    </message>
    <message>
        <source>Quality rules</source>
        <translation>Qualitätsregeln</translation>
    </message>
    <message>
        <source>Other languages</source>
        <translation>Andere Sprachen</translation>
    </message>
    <message>
        <source>copies of a document already counted: one copy is kept</source>
        <translation>Kopien eines schon gezählten Dokuments: eine Kopie bleibt</translation>
    </message>
    <message>
        <source>documents at least 80 % similar to one already counted (MinHash): one per group</source>
        <translation>Dokumente, die einem schon gezählten zu mindestens 80 % gleichen (MinHash): eines je Gruppe bleibt</translation>
    </message>
    <message>
        <source>lines found in 5 or more documents: signatures, disclaimers, letterheads, page headers and footers, navigation</source>
        <translation>Zeilen, die in 5 oder mehr Dokumenten vorkommen: Signaturen, Haftungsausschlüsse, Briefköpfe, Kopf- und Fußzeilen, Navigation</translation>
    </message>
    <message>
        <source>documents failing the Gopher quality and repetition rules (too short, too few words with letters, repeated lines …); C4 line rules when switched on</source>
        <translation>Dokumente, die die Gopher-Qualitäts- und Wiederholungsregeln nicht erfüllen (zu kurz, zu wenige Wörter mit Buchstaben, wiederholte Zeilen …); C4-Zeilenregeln, wenn eingeschaltet</translation>
    </message>
    <message>
        <source>documents in languages that are not kept</source>
        <translation>Dokumente in Sprachen, die nicht behalten werden</translation>
    </message>
    <message>
        <source>Found (estimate for the folder)</source>
        <translation>Gefunden (Schätzung für den Ordner)</translation>
    </message>
    <message>
        <source>Unique</source>
        <translation>Eindeutig</translation>
    </message>
    <message>
        <source>Cleaned</source>
        <translation>Bereinigt</translation>
    </message>
    <message>
        <source>Trainable</source>
        <translation>Trainierbar</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>Gefunden</translation>
    </message>
    <message>
        <source>− exact</source>
        <translation>− exakt</translation>
    </message>
    <message>
        <source>− near</source>
        <translation>− ähnlich</translation>
    </message>
    <message>
        <source>− lines</source>
        <translation>− Zeilen</translation>
    </message>
    <message>
        <source>− quality</source>
        <translation>− Qualität</translation>
    </message>
    <message>
        <source>− languages</source>
        <translation>− Sprachen</translation>
    </message>
    <message>
        <source>almost only bullet points</source>
        <translation>fast nur Aufzählungspunkte</translation>
    </message>
    <message>
        <source>too many lines ending in an ellipsis</source>
        <translation>zu viele Zeilen enden mit Auslassungspunkten</translation>
    </message>
    <message>
        <source>placeholder text (lorem ipsum)</source>
        <translation>Platzhaltertext (Lorem ipsum)</translation>
    </message>
    <message>
        <source>contains a curly bracket (code)</source>
        <translation>enthält eine geschweifte Klammer (Code)</translation>
    </message>
    <message>
        <source>fewer than 5 sentences</source>
        <translation>weniger als 5 Sätze</translation>
    </message>
    <message>
        <source>undetermined</source>
        <translation>unbestimmt</translation>
    </message>
    <message>
        <source>exact copy of %1</source>
        <translation>exakte Kopie von %1</translation>
    </message>
    <message>
        <source>near copy of %1</source>
        <translation>ähnliche Kopie von %1</translation>
    </message>
    <message>
        <source>in %1 documents</source>
        <translation>in %1 Dokumenten</translation>
    </message>
    <message>
        <source>language: %1</source>
        <translation>Sprache: %1</translation>
    </message>
    <message>
        <source>too short: %1 words (fewer than 50)</source>
        <translation>zu kurz: %1 Wörter (weniger als 50)</translation>
    </message>
    <message>
        <source>too long: %1 words (more than 100,000)</source>
        <translation>zu lang: %1 Wörter (mehr als 100.000)</translation>
    </message>
    <message>
        <source>words too short: %1 characters on average</source>
        <translation>Wörter zu kurz: im Mittel %1 Zeichen</translation>
    </message>
    <message>
        <source>words too long: %1 characters on average</source>
        <translation>Wörter zu lang: im Mittel %1 Zeichen</translation>
    </message>
    <message>
        <source>too many # symbols: %1 per word</source>
        <translation>zu viele #-Zeichen: %1 je Wort</translation>
    </message>
    <message>
        <source>too many ellipses: %1 per word</source>
        <translation>zu viele Auslassungspunkte: %1 je Wort</translation>
    </message>
    <message>
        <source>only %1 of the words have letters</source>
        <translation>nur %1 der Wörter enthalten Buchstaben</translation>
    </message>
    <message>
        <source>%1 of the paragraphs repeated</source>
        <translation>%1 der Absätze wiederholt</translation>
    </message>
    <message>
        <source>%1 of the text in repeated paragraphs</source>
        <translation>%1 des Textes in wiederholten Absätzen</translation>
    </message>
    <message>
        <source>%1 of the lines repeated</source>
        <translation>%1 der Zeilen wiederholt</translation>
    </message>
    <message>
        <source>%1 of the text in repeated lines</source>
        <translation>%1 des Textes in wiederholten Zeilen</translation>
    </message>
    <message>
        <source>one phrase repeated throughout: %1 of the text</source>
        <translation>eine Wendung ständig wiederholt: %1 des Textes</translation>
    </message>
    <message>
        <source>repeated word sequences: %1 of the text</source>
        <translation>wiederholte Wortfolgen: %1 des Textes</translation>
    </message>
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
<context>
    <name>NeedsOcr</name>
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
    <message>
        <source>needs OCR: %1 in %2 ≈ %3 (%4 per page, %5); %6</source>
        <translation>OCR nötig: %1 in %2 ≈ %3 (%4 je Seite, %5); %6</translation>
    </message>
    <message>
        <source>%1 page</source>
        <translation>%1 Seite</translation>
    </message>
    <message>
        <source>%1 pages</source>
        <translation>%1 Seiten</translation>
    </message>
    <message>
        <source>%1 file</source>
        <translation>%1 Datei</translation>
    </message>
    <message>
        <source>%1 files</source>
        <translation>%1 Dateien</translation>
    </message>
</context>
<context>
    <name>ConvergenceChart</name>
    <message>
        <source>The folder's estimated tokens (line) and its 95 % interval (band) while the scan reads a growing random sample; the band closes on the exact count when every file has been read</source>
        <translation>Die geschätzten Token des Ordners (Linie) und ihr 95-%-Intervall (Band), während der Scan eine wachsende Zufallsstichprobe liest; das Band schließt sich auf die exakte Zahl, wenn jede Datei gelesen ist</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>seconds since the start</source>
        <translation>Sekunden seit dem Start</translation>
    </message>
</context>
<context>
    <name>Convergence</name>
    <message>
        <source>The estimate appears here as the first files are read.</source>
        <translation>Die Schätzung erscheint hier, sobald die ersten Dateien gelesen sind.</translation>
    </message>
    <message>
        <source>Exact count: %1</source>
        <translation>Exakte Zählung: %1</translation>
    </message>
    <message>
        <source>Estimate %1, 95 % interval ± %2 (%3 – %4)</source>
        <translation>Schätzung %1, 95-%-Intervall ± %2 (%3 – %4)</translation>
    </message>
    <message>
        <source>Tokens (partial):</source>
        <translation>Token (unvollständig):</translation>
    </message>
    <message>
        <source>%1 counted so far (estimate for the folder: %2)</source>
        <translation>%1 bisher gezählt (Schätzung für den Ordner: %2)</translation>
    </message>
    <message>
        <source>Tokens (estimated):</source>
        <translation>Token (geschätzt):</translation>
    </message>
    <message>
        <source>Tokens (counted + scanned pages):</source>
        <translation>Token (gezählt + gescannte Seiten):</translation>
    </message>
    <message>
        <source>%1 (%2 counted, %3 estimated for the scanned pages)</source>
        <translation>%1 (%2 gezählt, %3 geschätzt für die gescannten Seiten)</translation>
    </message>
    <message>
        <source>Tokens (exact count):</source>
        <translation>Token (exakt gezählt):</translation>
    </message>
</context>
<context>
    <name>TokenChain</name>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Factor</source>
        <translation>Faktor</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Tokens in the folder (raw estimate)</source>
        <translation>Token im Ordner (Rohschätzung)</translation>
    </message>
    <message>
        <source>corpus scan, %1</source>
        <translation>Korpus-Scan, %1</translation>
    </message>
    <message>
        <source>measured cleaning steps</source>
        <translation>gemessene Bereinigungsschritte</translation>
    </message>
    <message>
        <source>measured cleaning steps, then the assumed extra loss of %1</source>
        <translation>gemessene Bereinigungsschritte, danach der angenommene zusätzliche Verlust von %1</translation>
    </message>
    <message>
        <source>after the assumed cleaning loss of %1</source>
        <translation>nach dem angenommenen Bereinigungsverlust von %1</translation>
    </message>
    <message>
        <source>as entered in the plan; the scan's trainable count is %1</source>
        <translation>wie im Plan eingegeben; trainierbar laut Scan: %1</translation>
    </message>
    <message>
        <source>Trainable tokens per epoch</source>
        <translation>Trainierbare Token je Epoche</translation>
    </message>
    <message>
        <source>the plan</source>
        <translation>der Plan</translation>
    </message>
    <message>
        <source>one per document; %1 documents measured, %2 tokens each on average</source>
        <translation>eines je Dokument; %1 Dokumente gemessen, im Mittel je %2 Token</translation>
    </message>
    <message>
        <source>no document lengths measured: not counted</source>
        <translation>keine Dokumentlängen gemessen: nicht gezählt</translation>
    </message>
    <message>
        <source>With separator tokens</source>
        <translation>Mit Trenn-Token</translation>
    </message>
    <message>
        <source>packed into sequences of %1 tokens: no padding</source>
        <translation>in Sequenzen von %1 Token gepackt: kein Auffüllen</translation>
    </message>
    <message>
        <source>one document per sequence of %1 tokens, padded; from the measured lengths</source>
        <translation>ein Dokument je Sequenz von %1 Token, aufgefüllt; aus den gemessenen Längen</translation>
    </message>
    <message>
        <source>padded, but no document lengths measured: not counted</source>
        <translation>aufgefüllt, aber keine Dokumentlängen gemessen: nicht gezählt</translation>
    </message>
    <message>
        <source>Packed or padded</source>
        <translation>Gepackt oder aufgefüllt</translation>
    </message>
    <message>
        <source>With replay of general text</source>
        <translation>Mit Replay allgemeiner Texte</translation>
    </message>
    <message>
        <source>%1 of the trained tokens are general text against forgetting (Ibrahim et al. 2024)</source>
        <translation>%1 der trainierten Token sind allgemeiner Text gegen das Vergessen (Ibrahim et al. 2024)</translation>
    </message>
    <message>
        <source>Tokens trained</source>
        <translation>Trainierte Token</translation>
    </message>
    <message>
        <source>× epochs; the compute and the run time follow this count</source>
        <translation>× Epochen; Rechenaufwand und Laufzeit folgen dieser Zahl</translation>
    </message>
    <message>
        <source>Tokens trained: %1 (× %2 separators, × %3 padding, × %4 replay, × %5 epochs)</source>
        <translation>Trainierte Token: %1 (× %2 Trenn-Token, × %3 Auffüllen, × %4 Replay, × %5 Epochen)</translation>
    </message>
    <message>
        <source>Tokens in the whole archive (from its size)</source>
        <translation>Tokens im ganzen Archiv (aus seiner Größe)</translation>
    </message>
    <message>
        <source>%1 at the folder's tokens per byte</source>
        <translation>%1 mit den Tokens je Byte des Ordners</translation>
    </message>
    <message>
        <source>as entered in the plan: %1 the scan's trainable count of %2; the folder is taken as a sample of the archive these tokens come from, and data preparation is planned for that archive</source>
        <translation>wie im Plan eingegeben: %1 die trainierbaren Tokens des Scans (%2); der Ordner gilt als Stichprobe des Archivs, aus dem diese Tokens stammen, und die Datenaufbereitung wird für dieses Archiv geplant</translation>
    </message>
</context>
<context>
    <name>DomainTokenizerPanel</name>
    <message>
        <source>Domain tokenizer (what-if for a model trained from scratch)</source>
        <translation>Domänen-Tokenizer (Was-wäre-wenn für ein von Grund auf trainiertes Modell)</translation>
    </message>
    <message>
        <source>Vocabulary si&amp;ze:</source>
        <translation>Vokabular-U&amp;mfang:</translation>
    </message>
    <message>
        <source>Tokens in the trained vocabulary; 32,000 to 50,000 cover a language (seed 002)</source>
        <translation>Token im trainierten Vokabular; 32.000 bis 50.000 decken eine Sprache ab (Quelle 002)</translation>
    </message>
    <message>
        <source>Train to&amp;kenizer</source>
        <translation>Tokenizer trai&amp;nieren</translation>
    </message>
    <message>
        <source>Train a BPE tokenizer on the scanned folder's text (at most 64 MiB, the same text the scan counted) and compare its tokens per word</source>
        <translation>Einen BPE-Tokenizer auf dem Text des gescannten Ordners trainieren (höchstens 64 MiB, derselbe Text, den der Scan gezählt hat) und seine Token je Wort vergleichen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop training; nothing is saved</source>
        <translation>Training abbrechen; nichts wird gespeichert</translation>
    </message>
    <message>
        <source>Reading the folder's text…</source>
        <translation>Text des Ordners wird gelesen …</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen …</translation>
    </message>
    <message>
        <source>Training the tokenizer…</source>
        <translation>Tokenizer wird trainiert …</translation>
    </message>
    <message>
        <source>Counting the text with both tokenizers…</source>
        <translation>Text wird mit beiden Tokenizern gezählt …</translation>
    </message>
    <message>
        <source>Cancelled — no tokenizer was saved.</source>
        <translation>Abgebrochen — kein Tokenizer wurde gespeichert.</translation>
    </message>
    <message>
        <source>Training failed: %1</source>
        <translation>Training fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Scan a folder first.</source>
        <translation>Zuerst einen Ordner scannen.</translation>
    </message>
</context>
<context>
    <name>DomainTokenizer</name>
    <message>
        <source>%1 tokens per word with the trained tokenizer (%2 tokens), %3 with %4 (%5 tokens): %6 more.</source>
        <translation>%1 Token je Wort mit dem trainierten Tokenizer (%2 Token), %3 mit %4 (%5 Token): %6 mehr.</translation>
    </message>
    <message>
        <source>%1 tokens per word with the trained tokenizer (%2 tokens), %3 with %4 (%5 tokens): %6 fewer.</source>
        <translation>%1 Token je Wort mit dem trainierten Tokenizer (%2 Token), %3 mit %4 (%5 Token): %6 weniger.</translation>
    </message>
    <message>
        <source>Within the rule of at most %1 tokens per word (seed 002).</source>
        <translation>Innerhalb der Faustregel von höchstens %1 Token je Wort (Quelle 002).</translation>
    </message>
    <message>
        <source>Above the rule of at most %1 tokens per word (seed 002): more vocabulary or more representative text.</source>
        <translation>Über der Faustregel von höchstens %1 Token je Wort (Quelle 002): mehr Vokabular oder repräsentativeren Text.</translation>
    </message>
    <message>
        <source>Vocabulary %1, trained on %2 of text from %3 documents (at most %4); saved as %5</source>
        <translation>Vokabular %1, trainiert auf %2 Text aus %3 Dokumenten (höchstens %4); gespeichert als %5</translation>
    </message>
    <message>
        <source>The sample holds %1 distinct words; a %2-token vocabulary needs more text — scan more files or ask for a smaller vocabulary.</source>
        <translation>Die Stichprobe enthält %1 verschiedene Wörter; ein Vokabular von %2 Token braucht mehr Text — scannen Sie mehr Dateien oder wählen Sie ein kleineres Vokabular.</translation>
    </message>
</context>
<context>
    <name>PriceText</name>
    <message>
        <source>(your rate)</source>
        <translation>(Ihr Kurs)</translation>
    </message>
    <message>
        <source>(ECB reference rate of %1)</source>
        <translation>(EZB-Referenzkurs vom %1)</translation>
    </message>
    <message>
        <source>your quote</source>
        <translation>Ihr Angebot</translation>
    </message>
    <message>
        <source>the source gives no date</source>
        <translation>die Quelle nennt kein Datum</translation>
    </message>
    <message>
        <source>quoted %1 — stale, check it</source>
        <translation>Stand %1 — veraltet, bitte prüfen</translation>
    </message>
    <message>
        <source>quoted %1</source>
        <translation>Stand %1</translation>
    </message>
    <message>
        <source>price book: %1; %2</source>
        <translation>Preisliste: %1; %2</translation>
    </message>
    <message>
        <source>per hour</source>
        <translation>pro Stunde</translation>
    </message>
    <message>
        <source>per day</source>
        <translation>pro Tag</translation>
    </message>
    <message>
        <source>per month</source>
        <translation>pro Monat</translation>
    </message>
    <message>
        <source>%1, purchase price</source>
        <translation>%1, Kaufpreis</translation>
    </message>
    <message>
        <source>%1, rent</source>
        <translation>%1, Miete</translation>
    </message>
    <message>
        <source>%1: no price known (enter yours in Edit → Prices)</source>
        <translation>%1: kein Preis bekannt (eigenen unter Bearbeiten → Preise eintragen)</translation>
    </message>
    <message>
        <source>buy %1</source>
        <translation>Kauf %1</translation>
    </message>
    <message>
        <source>rent %1</source>
        <translation>Miete %1</translation>
    </message>
    <message>
        <source>%1 (your quote, not planned here): %2</source>
        <translation>%1 (Ihr Angebot, hier nicht geplant): %2</translation>
    </message>
    <message>
        <source>Exchange rate: %1</source>
        <translation>Wechselkurs: %1</translation>
    </message>
    <message>
        <source>Owning %1 costs %2 a year (price %3 less %4 residual value over %5 years, hosting %6 a year) plus %7 electricity a run; renting %8 costs %9 a run.</source>
        <translation>%1 zu besitzen kostet %2 im Jahr (Preis %3 abzüglich %4 Restwert über %5 Jahre, Unterbringung %6 im Jahr) plus %7 Strom je Lauf; %8 zu mieten kostet %9 je Lauf.</translation>
    </message>
    <message>
        <source>Renting is cheaper however often you train.</source>
        <translation>Mieten ist günstiger, wie oft Sie auch trainieren.</translation>
    </message>
    <message>
        <source>Buying is cheaper from %1 runs a year on</source>
        <translation>Kaufen ist ab %1 Läufen im Jahr günstiger</translation>
    </message>
    <message>
        <source>— more than the %1 runs a year the hardware can do.</source>
        <translation>— mehr als die %1 Läufe im Jahr, die die Hardware schafft.</translation>
    </message>
    <message>
        <source>stale: quoted longer ago than the price book allows before the plan date</source>
        <translation>veraltet: länger vor dem Planungsdatum angeboten, als die Preisliste zulässt</translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation>1 Stunde</translation>
    </message>
    <message>
        <source>1 day</source>
        <translation>1 Tag</translation>
    </message>
    <message>
        <source>1 month</source>
        <translation>1 Monat</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 Stunden</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 Monate</translation>
    </message>
    <message>
        <source>Buy or rent %1: how it is computed</source>
        <translation>%1 kaufen oder mieten: wie es berechnet wird</translation>
    </message>
    <message>
        <source>needs a price — enter a quote</source>
        <translation>Preis fehlt – Angebot eintragen</translation>
    </message>
    <message>
        <source>needs a price</source>
        <translation>Preis fehlt</translation>
    </message>
    <message>
        <source>enter a quote</source>
        <translation>Angebot eintragen</translation>
    </message>
    <message>
        <source>the cards alone: no computer, power supply or network around them</source>
        <translation>nur die Karten: ohne Rechner, Netzteil oder Netzwerk darum</translation>
    </message>
    <message>
        <source>%1 servers; the network between them is not in the price</source>
        <translation>%1 Server; das Netzwerk zwischen ihnen ist nicht im Preis</translation>
    </message>
    <message>
        <source>%1, price of the cards alone</source>
        <translation>%1, Preis nur der Karten</translation>
    </message>
    <message>
        <source>not a price of the hardware: the computer around the cards is not priced</source>
        <translation>kein Preis der Hardware: der Rechner um die Karten ist nicht bepreist</translation>
    </message>
    <message>
        <source>— no public purchase price found (price book, searched %1)</source>
        <translation>– kein öffentlicher Kaufpreis gefunden (Preisbuch, gesucht am %1)</translation>
    </message>
    <message>
        <source>Buying %1 is not compared with renting: no purchase price of it is known. Enter a quote for the whole server (Edit → Prices) to compare.</source>
        <translation>Der Kauf von %1 wird nicht mit der Miete verglichen: kein Kaufpreis bekannt. Tragen Sie ein Angebot für den ganzen Server ein (Bearbeiten → Preise), um zu vergleichen.</translation>
    </message>
</context>
<context>
    <name>PriceSources</name>
    <message>
        <source>NVIDIA newsroom, 'NVIDIA Delivers Quantum Leap in Performance, Introduces New Era of Neural Rendering With GeForce RTX 40 Series' (20 Sep 2022): RTX 4090 starting at $1,599 (launch list price, card only)</source>
        <translation>NVIDIA-Pressemitteilung zur GeForce RTX 40 Serie (20. September 2022): RTX 4090 ab 1.599 $ (Listenpreis zur Markteinführung, nur die Karte)</translation>
    </message>
    <message>
        <source>NVIDIA newsroom, 'NVIDIA Blackwell GeForce RTX 50 Series Opens New World of AI Computer Graphics' (6 Jan 2025): RTX 5090 at $1,999 (launch list price, card only)</source>
        <translation>NVIDIA-Pressemitteilung zur GeForce RTX 50 Serie (6. Januar 2025): RTX 5090 für 1.999 $ (Listenpreis zur Markteinführung, nur die Karte)</translation>
    </message>
    <message>
        <source>«Как дообучить модель 70B: требования к GPU и порядок работы» (How to fine-tune a 70B model: GPU requirements and workflow), GPU rental provider guide, budget section; the article gives no date</source>
        <translation>«Как дообучить модель 70B: требования к GPU и порядок работы» (Wie man ein 70B-Modell feinabstimmt: GPU-Anforderungen und Ablauf), Leitfaden eines GPU-Vermieters, Abschnitt Budget; der Artikel nennt kein Datum</translation>
    </message>
    <message>
        <source>Lambda, on-demand instances, https://lambda.ai/instances (read 2026-09-20; per GPU per hour, billed by the minute, sales tax/VAT excluded): '1x NVIDIA H100 SXM' $4.29</source>
        <translation>Lambda, On-Demand-Instanzen, https://lambda.ai/instances (gelesen am 2026-09-20; je GPU und Stunde, minutengenau abgerechnet, ohne Umsatzsteuer): „1x NVIDIA H100 SXM“ 4,29 $</translation>
    </message>
    <message>
        <source>Lambda, on-demand instances, https://lambda.ai/instances (read 2026-09-20; per GPU per hour, billed by the minute, sales tax/VAT excluded): '1x NVIDIA B200 SXM6' $6.99</source>
        <translation>Lambda, On-Demand-Instanzen, https://lambda.ai/instances (gelesen am 2026-09-20; je GPU und Stunde, minutengenau abgerechnet, ohne Umsatzsteuer): „1x NVIDIA B200 SXM6“ 6,99 $</translation>
    </message>
    <message>
        <source>Lambda, on-demand instances, https://lambda.ai/instances (read 2026-09-20; per GPU per hour, billed by the minute, sales tax/VAT excluded): '8x NVIDIA H100 SXM' $3.99 per GPU-hour × 8 GPUs = $31.92 per hour</source>
        <translation>Lambda, On-Demand-Instanzen, https://lambda.ai/instances (gelesen am 2026-09-20; je GPU und Stunde, minutengenau abgerechnet, ohne Umsatzsteuer): „8x NVIDIA H100 SXM“ 3,99 $ je GPU-Stunde × 8 GPUs = 31,92 $ je Stunde</translation>
    </message>
    <message>
        <source>Lambda, on-demand instances, https://lambda.ai/instances (read 2026-09-20; per GPU per hour, billed by the minute, sales tax/VAT excluded): '8x NVIDIA B200 SXM6' $6.69 per GPU-hour × 8 GPUs = $53.52 per hour</source>
        <translation>Lambda, On-Demand-Instanzen, https://lambda.ai/instances (gelesen am 2026-09-20; je GPU und Stunde, minutengenau abgerechnet, ohne Umsatzsteuer): „8x NVIDIA B200 SXM6“ 6,69 $ je GPU-Stunde × 8 GPUs = 53,52 $ je Stunde</translation>
    </message>
    <message>
        <source>Hyperstack, on-demand rate card, https://www.hyperstack.cloud/gpu-pricing (read 2026-08-26; per GPU-hour, billed by the minute): 'NVIDIA H200 SXM' $3.99</source>
        <translation>Hyperstack, On-Demand-Preisliste, https://www.hyperstack.cloud/gpu-pricing (gelesen am 2026-08-26; je GPU-Stunde, minutengenau abgerechnet): „NVIDIA H200 SXM“ 3,99 $</translation>
    </message>
    <message>
        <source>Hyperstack, on-demand rate card, https://www.hyperstack.cloud/gpu-pricing (read 2026-08-26; per GPU-hour, billed by the minute): 'NVIDIA B300' $7.40</source>
        <translation>Hyperstack, On-Demand-Preisliste, https://www.hyperstack.cloud/gpu-pricing (gelesen am 2026-08-26; je GPU-Stunde, minutengenau abgerechnet): „NVIDIA B300“ 7,40 $</translation>
    </message>
    <message>
        <source>Hyperstack, on-demand rate card, https://www.hyperstack.cloud/gpu-pricing (read 2026-08-26; per GPU-hour, billed by the minute): 'NVIDIA H200 SXM' $3.99 per GPU-hour × 8 GPUs = $31.92 per hour</source>
        <translation>Hyperstack, On-Demand-Preisliste, https://www.hyperstack.cloud/gpu-pricing (gelesen am 2026-08-26; je GPU-Stunde, minutengenau abgerechnet): „NVIDIA H200 SXM“ 3,99 $ je GPU-Stunde × 8 GPUs = 31,92 $ je Stunde</translation>
    </message>
    <message>
        <source>Hyperstack, on-demand rate card, https://www.hyperstack.cloud/gpu-pricing (read 2026-08-26; per GPU-hour, billed by the minute): 'NVIDIA B300' $7.40 per GPU-hour × 8 GPUs = $59.20 per hour</source>
        <translation>Hyperstack, On-Demand-Preisliste, https://www.hyperstack.cloud/gpu-pricing (gelesen am 2026-08-26; je GPU-Stunde, minutengenau abgerechnet): „NVIDIA B300“ 7,40 $ je GPU-Stunde × 8 GPUs = 59,20 $ je Stunde</translation>
    </message>
</context>
<context>
    <name>ModelWords</name>
    <message>
        <source>%1: the run time comes from a measured throughput, not from an MFU band.</source>
        <translation>%1: Die Laufzeit stammt aus einem gemessenen Durchsatz, nicht aus einer MFU-Spanne.</translation>
    </message>
    <message>
        <source>%1: MFU %2 (optimistic) to %3 (conservative); this plan uses %4.</source>
        <translation>%1: MFU %2 (optimistisch) bis %3 (konservativ); dieser Plan rechnet mit %4.</translation>
    </message>
    <message>
        <source>Overhead per card: %1 (CUDA context %2 + allocator reserve %3</source>
        <translation>Zusatzbedarf je Karte: %1 (CUDA-Kontext %2 + Reserve des Allocators %3</translation>
    </message>
    <message>
        <source>Overhead per card: %1 (stated CUDA context and allocator reserve %2</source>
        <translation>Zusatzbedarf je Karte: %1 (angegebener CUDA-Kontext und Allocator-Reserve %2</translation>
    </message>
    <message>
        <source> + ZeRO-3 gathered layers %1</source>
        <translation> + von ZeRO-3 gesammelte Schichten %1</translation>
    </message>
    <message>
        <source>Tight means less than %1 of the card is free.</source>
        <translation>Knapp heißt: weniger als %1 der Karte sind frei.</translation>
    </message>
    <message>
        <source>Power: GPUs × their draw while training, plus CPUs × TDP.</source>
        <translation>Leistung: GPUs × ihre Aufnahme im Training, plus CPUs × TDP.</translation>
    </message>
    <message>
        <source>Power: %1 W per GPU while training (%2 of the %3 W board power: %4), plus CPUs × TDP, × %5 for the rest of the server.</source>
        <translation>Leistung: %1 W je GPU im Training (%2 der %3 W Board-Leistung: %4), plus CPUs × TDP, × %5 für den Rest des Servers.</translation>
    </message>
    <message>
        <source>board power</source>
        <translation>Board-Leistung</translation>
    </message>
    <message>
        <source> + the rollout engine's reserve %1</source>
        <translation> + Reserve der Rollout-Engine %1</translation>
    </message>
    <message>
        <source>%1 (%2 bytes/param)</source>
        <translation>%1 (%2 B/Param.)</translation>
    </message>
    <message>
        <source>%1: weights %2 + gradients %3 + optimizer states %4 bytes per trained parameter</source>
        <translation>%1: Gewichte %2 + Gradienten %3 + Optimizer-Zustände %4 Byte je trainiertem Parameter</translation>
    </message>
</context>
<context>
    <name>RolloutRows</name>
    <message>
        <source>Generations per prompt:</source>
        <translation>Antworten je Prompt:</translation>
    </message>
    <message>
        <source>Completions generated for each prompt (TRL num_generations, default 8); the policy trains on every one of them</source>
        <translation>Für jeden Prompt generierte Antworten (TRL num_generations, Standard 8); die Policy trainiert auf jeder davon</translation>
    </message>
    <message>
        <source>Completion length (tokens):</source>
        <translation>Antwortlänge (Token):</translation>
    </message>
    <message>
        <source>Longest completion (TRL max_completion_length); each one is planned at full length: every generated token reads the weights and the KV cache once</source>
        <translation>Längste Antwort (TRL max_completion_length); jede wird in voller Länge geplant: jedes generierte Token liest die Gewichte und den KV-Cache einmal</translation>
    </message>
    <message>
        <source>Prompt length (tokens):</source>
        <translation>Prompt-Länge (Token):</translation>
    </message>
    <message>
        <source>Tokens of each prompt</source>
        <translation>Token jedes Prompts</translation>
    </message>
    <message>
        <source>Prompts:</source>
        <translation>Prompts:</translation>
    </message>
    <message>
        <source>Prompts in the training set, per epoch</source>
        <translation>Prompts im Trainingssatz, je Epoche</translation>
    </message>
    <message>
        <source>Where vLLM generates the completions: colocated on the training GPUs (it reserves a share of each card for a copy of the weights and the KV cache) or on GPUs of its own (they add to the energy and the rent); training waits for the completions either way</source>
        <translation>Wo vLLM die Antworten generiert: gemeinsam auf den Trainings-GPUs (reserviert auf jeder Karte einen Anteil für eine Kopie der Gewichte und den KV-Cache) oder auf eigenen GPUs (sie zählen zu Energie und Miete); das Training wartet in beiden Fällen auf die Antworten</translation>
    </message>
    <message>
        <source>Rollout engine:</source>
        <translation>Rollout-Engine:</translation>
    </message>
    <message>
        <source>GPUs of the separate engine:</source>
        <translation>GPUs der getrennten Engine:</translation>
    </message>
    <message>
        <source>GPUs that only generate (the training card's kind), beside the training GPUs</source>
        <translation>GPUs, die nur generieren (vom Typ der Trainingskarte), zusätzlich zu den Trainings-GPUs</translation>
    </message>
    <message>
        <source>Engine memory share (%):</source>
        <translation>Speicheranteil der Engine (%):</translation>
    </message>
    <message>
        <source>Share of each engine GPU's memory vLLM reserves (vllm_gpu_memory_utilization); empty: 30 % colocated (TRL's default), 90 % separate (vLLM's)</source>
        <translation>Anteil des Speichers jeder Engine-GPU, den vLLM reserviert (vllm_gpu_memory_utilization); leer: 30 % gemeinsam (TRL-Standard), 90 % getrennt (vLLM-Standard)</translation>
    </message>
    <message>
        <source>30 % colocated, 90 % separate</source>
        <translation>30 % gemeinsam, 90 % getrennt</translation>
    </message>
    <message>
        <source>KL coefficient (beta):</source>
        <translation>KL-Koeffizient (beta):</translation>
    </message>
    <message>
        <source>0 (TRL's default): no reference model; above 0 a frozen reference scores every completion (the base with the adapters off for LoRA)</source>
        <translation>0 (TRL-Standard): kein Referenzmodell; über 0 bewertet eine eingefrorene Referenz jede Antwort (bei LoRA das Basismodell ohne Adapter)</translation>
    </message>
    <message>
        <source>PPO epochs per batch:</source>
        <translation>PPO-Epochen pro Batch:</translation>
    </message>
    <message>
        <source>Passes of the policy and value training over each batch of rollouts (TRL PPOConfig num_ppo_epochs, default 4)</source>
        <translation>Durchläufe des Policy- und Wertmodell-Trainings über jeden Rollout-Batch (TRL PPOConfig num_ppo_epochs, Standard 4)</translation>
    </message>
    <message>
        <source>rule-based (none)</source>
        <translation>regelbasiert (keines)</translation>
    </message>
    <message>
        <source>A catalogue model that scores every completion (bf16, frozen, on the training GPUs: its weights and one forward per step); rule-based rewards add nothing. PPO needs one: its value model has the same architecture and is trained (weights, gradients, optimizer states)</source>
        <translation>Ein Katalogmodell, das jede Antwort bewertet (bf16, eingefroren, auf den Trainings-GPUs: seine Gewichte und ein Vorwärtsdurchlauf pro Schritt); regelbasierte Belohnungen kosten nichts. PPO braucht eines: sein Wertmodell hat dieselbe Architektur und wird trainiert (Gewichte, Gradienten, Optimiererzustände)</translation>
    </message>
    <message>
        <source>Reward model:</source>
        <translation>Belohnungsmodell:</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>%1's PPO recipe (recipes/ppo_full_finetune_single_device.py) trains on one GPU and generates with the policy itself, not with a vLLM engine: not planned; plan PPO with %2 (TRL PPOTrainer)</source>
        <translation>Das PPO-Rezept von %1 (recipes/ppo_full_finetune_single_device.py) trainiert auf einer GPU und erzeugt die Antworten mit der Policy selbst statt mit einer vLLM-Engine: nicht geplant; PPO mit %2 planen (TRL PPOTrainer)</translation>
    </message>
    <message>
        <source>%1 has no trainer or recipe for %2; plan it with one that has: %3</source>
        <translation>%1 hat weder Trainer noch Rezept für %2; mit einer Trainingssoftware planen, die eines hat: %3</translation>
    </message>
    <message>
        <source>ppo is planned for full tuning only (the value model's states under LoRA are not modelled)</source>
        <translation>PPO wird nur für vollständiges Fine-Tuning geplant (die Zustände des Wertmodells unter LoRA sind nicht modelliert)</translation>
    </message>
    <message>
        <source>ppo scores completions with a reward model (TRL PPOTrainer takes one); choose a catalogue model</source>
        <translation>PPO bewertet die erzeugten Antworten mit einem Belohnungsmodell (TRL PPOTrainer braucht eines); ein Modell aus dem Katalog wählen</translation>
    </message>
    <message>
        <source>unknown LoRA target(s) %1 for %2; this model has: %3</source>
        <translation>unbekannte LoRA-Ziele %1 für %2; dieses Modell hat: %3</translation>
    </message>
    <message>
        <source>LoRA rank must be at least 1, got %1</source>
        <translation>Der LoRA-Rang muss mindestens 1 sein, angegeben: %1</translation>
    </message>
    <message>
        <source>%1 has no FP8 tensor cores (Ampere and older): train in bf16</source>
        <translation>%1 hat keine FP8-Tensor-Kerne (Ampere und älter): in BF16 trainieren</translation>
    </message>
    <message>
        <source>%1 has no tensor cores with the block scaling that %2 training kernels need (data-centre Blackwell, SM100: B200, B300, GB200); use fp8 or bf16</source>
        <translation>%1 hat keine Tensor-Kerne mit der Blockskalierung, die %2-Trainingskernel brauchen (Rechenzentrums-Blackwell, SM100: B200, B300, GB200); FP8 oder BF16 verwenden</translation>
    </message>
    <message>
        <source>%1: no FP4 tensor-core peak known; use mxfp8, fp8 or bf16</source>
        <translation>%1: keine FP4-Spitzenleistung der Tensor-Kerne bekannt; MXFP8, FP8 oder BF16 verwenden</translation>
    </message>
    <message>
        <source>%1 has no %2 training recipe with a measured speed-up%3</source>
        <translation>%1 hat kein %2-Trainingsverfahren mit gemessener Beschleunigung%3</translation>
    </message>
    <message>
        <source>; stacks that have one: %1</source>
        <translation>; Trainingssoftware, die eines hat: %1</translation>
    </message>
    <message>
        <source>%1's %2 trains %3 only, not %4</source>
        <translation>%2 von %1 trainiert nur %3, nicht %4</translation>
    </message>
    <message>
        <source>%1: the source documents plan data parallelism with ZeRO sharding only; plan the layout with %2 or %3</source>
        <translation>%1: Die Quelldokumente planen nur Datenparallelität mit ZeRO-Sharding; die Aufteilung mit %2 oder %3 planen</translation>
    </message>
    <message>
        <source>%1: the Trainer has no tensor-parallel training (transformers #35983)</source>
        <translation>%1: Der Trainer kann nicht tensorparallel trainieren (transformers #35983)</translation>
    </message>
    <message>
        <source>%1: the Trainer has no pipeline-parallel training</source>
        <translation>%1: Der Trainer kann nicht pipelineparallel trainieren</translation>
    </message>
    <message>
        <source>%1: the Trainer has no context-parallel training</source>
        <translation>%1: Der Trainer kann nicht kontextparallel trainieren</translation>
    </message>
    <message>
        <source>%1: the Trainer has no expert-parallel training</source>
        <translation>%1: Der Trainer kann nicht expertenparallel trainieren</translation>
    </message>
    <message>
        <source>%1: no recipe trains with pipeline parallelism</source>
        <translation>%1: Kein Rezept trainiert mit Pipeline-Parallelität</translation>
    </message>
    <message>
        <source>%1: no recipe trains with expert parallelism</source>
        <translation>%1: Kein Rezept trainiert mit Experten-Parallelität</translation>
    </message>
    <message>
        <source>%1: not supported by this stack</source>
        <translation>%1: von dieser Trainingssoftware nicht unterstützt</translation>
    </message>
    <message>
        <source>%1: only in its %2 recipes</source>
        <translation>%1: nur in den Rezepten für %2</translation>
    </message>
    <message>
        <source>tensor × pipeline × context = %1 does not divide the %2 GPUs</source>
        <translation>Tensor × Pipeline × Kontext = %1 teilt die %2 GPUs nicht</translation>
    </message>
    <message>
        <source>needs more than one pipeline stage</source>
        <translation>braucht mehr als eine Pipeline-Stufe</translation>
    </message>
    <message>
        <source>the model has no experts (not a MoE)</source>
        <translation>Das Modell hat keine Experten (kein MoE)</translation>
    </message>
    <message>
        <source>%1 does not divide the model's %2 experts</source>
        <translation>%1 teilt die %2 Experten des Modells nicht</translation>
    </message>
    <message>
        <source>%1 must divide %2 = %3 (expert parallelism is folded into them)</source>
        <translation>%1 muss %2 = %3 teilen (die Experten-Parallelität liegt in diesen Gruppen)</translation>
    </message>
    <message>
        <source>data × context × tensor</source>
        <translation>Daten × Kontext × Tensor</translation>
    </message>
    <message>
        <source>data × context</source>
        <translation>Daten × Kontext</translation>
    </message>
    <message>
        <source>%1 sequences is not a whole multiple ≥ 1 of micro_batch × data parallel = %2 × %3 = %4</source>
        <translation>%1 Sequenzen sind kein ganzzahliges Vielfaches ≥ 1 von Mikro-Batch × Datenparallelität = %2 × %3 = %4</translation>
    </message>
    <message>
        <source>objective</source>
        <translation>Trainingsziel</translation>
    </message>
    <message>
        <source>method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>reward_model</source>
        <translation>Belohnungsmodell</translation>
    </message>
    <message>
        <source>lora_targets</source>
        <translation>LoRA-Ziele</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>Trainingspräzision</translation>
    </message>
    <message>
        <source>parallelism</source>
        <translation>Parallelisierung</translation>
    </message>
    <message>
        <source>parallelism.tensor</source>
        <translation>Tensor-Parallelität</translation>
    </message>
    <message>
        <source>parallelism.pipeline</source>
        <translation>Pipeline-Parallelität</translation>
    </message>
    <message>
        <source>parallelism.virtual_pipeline</source>
        <translation>Virtuelle Pipeline-Stufen</translation>
    </message>
    <message>
        <source>parallelism.context</source>
        <translation>Kontext-Parallelität</translation>
    </message>
    <message>
        <source>parallelism.expert</source>
        <translation>Experten-Parallelität</translation>
    </message>
    <message>
        <source>global_batch</source>
        <translation>Globaler Batch</translation>
    </message>
    <message>
        <source>full</source>
        <translation>vollständiges Fine-Tuning</translation>
    </message>
    <message>
        <source>lora</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>qlora</source>
        <translation>QLoRA</translation>
    </message>
</context>
<context>
    <name>ScanProgress</name>
    <message>
        <source>Listing the folder and its exact copies: %1 found …</source>
        <translation>Ordner und exakte Kopien werden erfasst: %1 gefunden …</translation>
    </message>
    <message>
        <source>%1 file</source>
        <translation>%1 Datei</translation>
    </message>
    <message>
        <source>%1 files</source>
        <translation>%1 Dateien</translation>
    </message>
    <message>
        <source>Adding up the result …</source>
        <translation>Das Ergebnis wird zusammengerechnet …</translation>
    </message>
    <message>
        <source>Tokenizers loaded (%1).</source>
        <translation>Tokenizer geladen (%1).</translation>
    </message>
    <message>
        <source>%1 tokenizer</source>
        <translation>%1 Tokenizer</translation>
    </message>
    <message>
        <source>%1 tokenizers</source>
        <translation>%1 Tokenizer</translation>
    </message>
    <message>
        <source>Reading the first file … (%1 since the start)</source>
        <translation>Die erste Datei wird gelesen … (%1 seit dem Start)</translation>
    </message>
    <message>
        <source>Starting the readers: %1, each loading %2 … %3 since the start</source>
        <translation>Leseprozesse starten: %1, jeder lädt %2 … %3 seit dem Start</translation>
    </message>
    <message>
        <source>%1 process</source>
        <translation>%1 Prozess</translation>
    </message>
    <message>
        <source>%1 processes</source>
        <translation>%1 Prozesse</translation>
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
        <source>%1 · %2 of %3 · %4 so far · %5</source>
        <translation>%1 · %2 von %3 · bisher %4 · %5</translation>
    </message>
    <message>
        <source>Loading tokenizers: %1 of %2 — %3 …</source>
        <translation>Tokenizer werden geladen: %1 von %2 — %3 …</translation>
    </message>
</context>
<context>
    <name>PlanNotice</name>
    <message>
        <source>Cannot plan these inputs: %1. Shown greyed: the last plan made.</source>
        <translation>Diese Eingaben lassen sich nicht planen: %1. Grau gezeigt: der letzte Plan, der sich machen ließ.</translation>
    </message>
</context>
<context>
    <name>TrainedTokens</name>
    <message>
        <source>%1 (%2 per epoch × %3)</source>
        <translation>%1 (%2 je Epoche × %3)</translation>
    </message>
    <message>
        <source>%1 epoch</source>
        <translation>%1 Epoche</translation>
    </message>
    <message>
        <source>%1 epochs</source>
        <translation>%1 Epochen</translation>
    </message>
    <message>
        <source>%1 (%2 prompts × %3 completions × %4 tokens × %5 PPO epochs × %6)</source>
        <translation>%1 (%2 Prompts × %3 Antworten × %4 Token × %5 PPO-Epochen × %6)</translation>
    </message>
    <message>
        <source>%1 (%2 prompts × %3 completions × %4 tokens × %5)</source>
        <translation>%1 (%2 Prompts × %3 Antworten × %4 Token × %5)</translation>
    </message>
</context>
<context>
    <name>Odds</name>
    <message>
        <source>%1 likely</source>
        <translation>%1 wahrscheinlich</translation>
    </message>
    <message>
        <source>%1 likely to fit the card</source>
        <translation>Passt mit %1 Wahrscheinlichkeit auf die Karte</translation>
    </message>
    <message>
        <source>%1 likely to finish within %2 days</source>
        <translation>Mit %1 Wahrscheinlichkeit binnen %2 Tagen fertig</translation>
    </message>
    <message>
        <source>%1 likely to stay within %2 %3</source>
        <translation>Bleibt mit %1 Wahrscheinlichkeit unter %2 %3</translation>
    </message>
    <message>
        <source>Training P10–P90: %1 to %2 days (median %3)</source>
        <translation>Training P10–P90: %1 bis %2 Tage (Median %3)</translation>
    </message>
    <message>
        <source>%1 and %2 more</source>
        <translation>%1 und %2 weitere</translation>
    </message>
    <message>
        <source>Rests on %1 of %2 measured runs: %3</source>
        <translation>Beruht auf %1 von %2 gemessenen Läufen: %3</translation>
    </message>
    <message>
        <source>(no run like this plan: the spread is widened)</source>
        <translation>(kein Lauf wie dieser Plan: die Streuung ist verbreitert)</translation>
    </message>
    <message>
        <source>likely ≥ </source>
        <translation>Wahrscheinlichkeit ≥ </translation>
    </message>
    <message>
        <source>How likely an option must be to finish by the deadline to count as in time, from the planner's errors on the shipped runs most like it</source>
        <translation>Wie wahrscheinlich eine Option bis zur Frist fertig sein muss, um als rechtzeitig zu gelten, aus den Fehlern des Planers bei den ähnlichsten mitgelieferten Läufen</translation>
    </message>
    <message>
        <source>⚠ tight</source>
        <translation>⚠ knapp</translation>
    </message>
    <message>
        <source>need per GPU: median %1, P95 %2</source>
        <translation>Bedarf je GPU: Median %1, P95 %2</translation>
    </message>
    <message>
        <source>P10–P90 from the planner's measured errors</source>
        <translation>P10–P90 aus den gemessenen Fehlern des Planers</translation>
    </message>
    <message>
        <source>Token count 95 % interval %1–%2 per epoch, from the corpus sample: in the run time and cost</source>
        <translation>Tokenanzahl: 95-%-Intervall %1–%2 je Epoche aus der Korpus-Stichprobe, in Laufzeit und Kosten eingerechnet</translation>
    </message>
    <message>
        <source>Rests on measurements of this setup (a pilot or measured tokens/s)</source>
        <translation>Beruht auf Messungen dieses Aufbaus (ein Pilotlauf oder gemessene Token/s)</translation>
    </message>
    <message>
        <source>(the run time rests on a measurement of this setup)</source>
        <translation>(die Laufzeit beruht auf einer Messung dieses Aufbaus)</translation>
    </message>
    <message>
        <source>(the memory rests on a measurement of this setup)</source>
        <translation>(der Speicher beruht auf einer Messung dieses Aufbaus)</translation>
    </message>
</context>
<context>
    <name>SourceList</name>
    <message>
        <source>“Continued Pretraining mit Firmendaten: GPU-Zeit, Speicher und Datenaufbereitung auf 8 GPUs” — German article by a server vendor (its last section offers the 8x H200 NVL server it plans for sale); source document 000 of this planner. The document names no author, date or web address.</source>
        <translation>„Continued Pretraining mit Firmendaten: GPU-Zeit, Speicher und Datenaufbereitung auf 8 GPUs“ – deutscher Artikel eines Serveranbieters (sein letzter Abschnitt bietet den berechneten 8x-H200-NVL-Server zum Kauf an); Quelldokument 000 dieses Planers. Das Dokument nennt keinen Autor, kein Datum und keine Webadresse.</translation>
    </message>
    <message>
        <source>“Drei Ressourcen gehören zusammen” — German text, a chapter on compute budgets (it cites Kaplan et al. 2020); source document 001 of this planner. The document names no author, date or web address.</source>
        <translation>„Drei Ressourcen gehören zusammen“ – deutscher Text, ein Kapitel über Rechenbudgets (er zitiert Kaplan et al. 2020); Quelldokument 001 dieses Planers. Das Dokument nennt keinen Autor, kein Datum und keine Webadresse.</translation>
    </message>
    <message>
        <source>“Bevor du Code anfasst: Was du wirklich brauchst, um ein LLM zu trainieren” — German tutorial on training a 100M–1.5B model from scratch; source document 002 of this planner. The document names no author, date or web address.</source>
        <translation>„Bevor du Code anfasst: Was du wirklich brauchst, um ein LLM zu trainieren“ – deutsche Anleitung zum Training eines Modells mit 100 Mio. bis 1,5 Mrd. Parametern von Grund auf; Quelldokument 002 dieses Planers. Das Dokument nennt keinen Autor, kein Datum und keine Webadresse.</translation>
    </message>
    <message>
        <source>“Как дообучить модель 70B: требования к GPU и порядок работы” — Russian guide by a GPU rental provider (it quotes its own monthly rents); source document 003 of this planner. The document names no author, date or web address.</source>
        <translation>„Как дообучить модель 70B: требования к GPU и порядок работы“ („Wie man ein 70B-Modell feinabstimmt: GPU-Anforderungen und Ablauf“) – russischer Leitfaden eines GPU-Vermieters (er nennt seine eigenen Monatsmieten); Quelldokument 003 dieses Planers. Das Dokument nennt keinen Autor, kein Datum und keine Webadresse.</translation>
    </message>
    <message>
        <source>“Beste Cloud-GPUs für das Feinabstimmen von LLMs” — German comparison of rented cloud GPUs; source document 004 of this planner. The document names no author, date or web address.</source>
        <translation>„Beste Cloud-GPUs für das Feinabstimmen von LLMs“ – deutscher Vergleich gemieteter Cloud-GPUs; Quelldokument 004 dieses Planers. Das Dokument nennt keinen Autor, kein Datum und keine Webadresse.</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>Each work a figure above cites, with its address; the source documents this planner was built from are named as they name themselves.</source>
        <translation>Jedes Werk, das eine Zahl oben zitiert, mit seiner Adresse; die Quelldokumente, aus denen dieser Planer entstand, stehen so da, wie sie sich selbst nennen.</translation>
    </message>
    <message>
        <source>EleutherAI, Transformer Math 101 (2023): Q. Anthony, S. Biderman, H. Schoelkopf, EleutherAI blog, https://blog.eleuther.ai/transformer-math/</source>
        <translation>EleutherAI, Transformer Math 101 (2023): Q. Anthony, S. Biderman, H. Schoelkopf, EleutherAI-Blog, https://blog.eleuther.ai/transformer-math/</translation>
    </message>
    <message>
        <source>Korthikanti et al. 2022, Reducing Activation Recomputation in Large Transformer Models, https://arxiv.org/abs/2205.05198</source>
        <translation>Korthikanti et al. 2022, https://arxiv.org/abs/2205.05198</translation>
    </message>
    <message>
        <source>Rajbhandari et al. 2020 (ZeRO): ZeRO: Memory Optimizations Toward Training Trillion Parameter Models, https://arxiv.org/abs/1910.02054</source>
        <translation>Rajbhandari et al. 2020 (ZeRO), https://arxiv.org/abs/1910.02054</translation>
    </message>
    <message>
        <source>Dettmers et al. 2023 (QLoRA): QLoRA: Efficient Finetuning of Quantized LLMs, https://arxiv.org/abs/2305.14314</source>
        <translation>Dettmers et al. 2023 (QLoRA), https://arxiv.org/abs/2305.14314</translation>
    </message>
    <message>
        <source>Hu et al. 2021 (LoRA): LoRA: Low-Rank Adaptation of Large Language Models, https://arxiv.org/abs/2106.09685</source>
        <translation>Hu et al. 2021 (LoRA), https://arxiv.org/abs/2106.09685</translation>
    </message>
    <message>
        <source>Hoffmann et al. 2022 (Chinchilla): Training Compute-Optimal Large Language Models, https://arxiv.org/abs/2203.15556</source>
        <translation>Hoffmann et al. 2022 (Chinchilla), https://arxiv.org/abs/2203.15556</translation>
    </message>
    <message>
        <source>Dettmers et al. 2022 (8-bit optimizers): 8-bit Optimizers via Block-wise Quantization, https://arxiv.org/abs/2110.02861</source>
        <translation>Dettmers et al. 2022 (8-Bit-Optimierer), https://arxiv.org/abs/2110.02861</translation>
    </message>
    <message>
        <source>Narayanan et al. 2021: Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM, https://arxiv.org/abs/2104.04473</source>
        <translation>Narayanan et al. 2021, https://arxiv.org/abs/2104.04473</translation>
    </message>
    <message>
        <source>Kwon et al. 2023: Efficient Memory Management for Large Language Model Serving with PagedAttention (vLLM), https://arxiv.org/abs/2309.06180</source>
        <translation>Kwon et al. 2023, https://arxiv.org/abs/2309.06180</translation>
    </message>
    <message>
        <source>Ibrahim et al. 2024: Simple and Scalable Strategies to Continually Pre-train Large Language Models, https://arxiv.org/abs/2403.08763</source>
        <translation>Ibrahim et al. 2024, https://arxiv.org/abs/2403.08763</translation>
    </message>
    <message>
        <source>European Central Bank, euro foreign exchange reference rates, https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html</source>
        <translation>Europäische Zentralbank, Euro-Referenzkurse, https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html</translation>
    </message>
</context>
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
    <message>
        <source>binary data</source>
        <translation>Binärdaten</translation>
    </message>
    <message>
        <source>no text</source>
        <translation>kein Text</translation>
    </message>
    <message>
        <source>empty file</source>
        <translation>leere Datei</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>Speicher erschöpft</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>übersprungen</translation>
    </message>
    <message>
        <source>unsupported type %1</source>
        <translation>nicht unterstützter Typ %1</translation>
    </message>
    <message>
        <source>unsupported type (no extension)</source>
        <translation>nicht unterstützter Typ (ohne Endung)</translation>
    </message>
    <message>
        <source>Outlook mailbox archive: export to .msg or .mbox to count it (%1)</source>
        <translation>Outlook-Postfacharchiv: als .msg oder .mbox exportieren, um es zu zählen (%1)</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>zu tief verschachtelt</translation>
    </message>
    <message>
        <source>nested too deeply (more than %1 levels)</source>
        <translation>zu tief verschachtelt (mehr als %1 Ebenen)</translation>
    </message>
    <message>
        <source>nested too deeply (containers more than %1 levels deep)</source>
        <translation>zu tief verschachtelt (Container mehr als %1 Ebenen tief)</translation>
    </message>
    <message>
        <source>%1 extraction failed (%2)</source>
        <translation>%1-Extraktion fehlgeschlagen (%2)</translation>
    </message>
    <message>
        <source>too much text (expands past %1 characters)</source>
        <translation>zu viel Text (wächst über %1 Zeichen)</translation>
    </message>
    <message>
        <source>too large (%1 &gt; %2)</source>
        <translation>zu groß (%1 &gt; %2)</translation>
    </message>
    <message>
        <source>too large for a %1 file (%2 &gt; %3)</source>
        <translation>zu groß für eine %1-Datei (%2 &gt; %3)</translation>
    </message>
    <message>
        <source>too large to read whole (%1 &gt; %2)</source>
        <translation>zu groß, um sie ganz zu lesen (%1 &gt; %2)</translation>
    </message>
    <message>
        <source>too large to read whole (&gt; %1)</source>
        <translation>zu groß, um sie ganz zu lesen (&gt; %1)</translation>
    </message>
    <message>
        <source>took too long (more than %1 s)</source>
        <translation>dauerte zu lange (mehr als %1 s)</translation>
    </message>
    <message>
        <source>needed too much memory (more than %1 MiB)</source>
        <translation>brauchte zu viel Speicher (mehr als %1 MiB)</translation>
    </message>
    <message>
        <source>reading failed (%1)</source>
        <translation>Lesen fehlgeschlagen (%1)</translation>
    </message>
    <message>
        <source>the reader process crashed on this file</source>
        <translation>der Leseprozess ist an dieser Datei abgestürzt</translation>
    </message>
    <message>
        <source>its Ray worker was lost twice while reading it</source>
        <translation>sein Ray-Worker ging beim Lesen zweimal verloren</translation>
    </message>
    <message>
        <source>changed since the folder was listed (not read)</source>
        <translation>seit dem Auflisten des Ordners verändert (nicht gelesen)</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>keine reguläre Datei</translation>
    </message>
    <message>
        <source>locked by another program (not read)</source>
        <translation>von einem anderen Programm gesperrt (nicht gelesen)</translation>
    </message>
    <message>
        <source>unreadable: permission denied</source>
        <translation>nicht lesbar: keine Berechtigung</translation>
    </message>
    <message>
        <source>unreadable: name too long</source>
        <translation>nicht lesbar: Name zu lang</translation>
    </message>
    <message>
        <source>unreadable: file not found</source>
        <translation>nicht lesbar: Datei nicht gefunden</translation>
    </message>
    <message>
        <source>unreadable: I/O error</source>
        <translation>nicht lesbar: Ein-/Ausgabefehler</translation>
    </message>
    <message>
        <source>unreadable: %1</source>
        <translation>nicht lesbar: %1</translation>
    </message>
    <message>
        <source>symbolic link not followed</source>
        <translation>symbolischer Link nicht verfolgt</translation>
    </message>
    <message>
        <source>broken symlink</source>
        <translation>defekter symbolischer Link</translation>
    </message>
    <message>
        <source>symlink loop</source>
        <translation>Schleife symbolischer Links</translation>
    </message>
    <message>
        <source>unreadable symlink: %1</source>
        <translation>unlesbarer symbolischer Link: %1</translation>
    </message>
    <message>
        <source>not found or not a regular file</source>
        <translation>nicht gefunden oder keine reguläre Datei</translation>
    </message>
    <message>
        <source>hard link to a file already counted (counted once)</source>
        <translation>harter Link auf eine schon gezählte Datei (einmal gezählt)</translation>
    </message>
    <message>
        <source>online-only file (not downloaded)</source>
        <translation>nur online gespeichert (nicht heruntergeladen)</translation>
    </message>
    <message>
        <source>folder already scanned (loop)</source>
        <translation>Ordner bereits durchsucht (Schleife)</translation>
    </message>
    <message>
        <source>folder changed while scanning (replaced by a link or a file): not read</source>
        <translation>Ordner während des Scans verändert (durch Link oder Datei ersetzt): nicht gelesen</translation>
    </message>
    <message>
        <source>unreadable folder: %1</source>
        <translation>unlesbarer Ordner: %1</translation>
    </message>
    <message>
        <source>unreadable file: %1</source>
        <translation>unlesbare Datei: %1</translation>
    </message>
    <message>
        <source>not a regular file (device, pipe, socket)</source>
        <translation>keine reguläre Datei (Gerät, Pipe, Socket)</translation>
    </message>
    <message>
        <source>zip bomb (nested documents inflate past %1)</source>
        <translation>ZIP-Bombe (verschachtelte Dokumente entpacken auf über %1)</translation>
    </message>
    <message>
        <source>zip bomb (inflates past %1)</source>
        <translation>ZIP-Bombe (entpackt über %1)</translation>
    </message>
    <message>
        <source>zip bomb (%1 uncompressed &gt; %2)</source>
        <translation>ZIP-Bombe (%1 entpackt &gt; %2)</translation>
    </message>
    <message>
        <source>zip bomb (&gt; %1 uncompressed)</source>
        <translation>ZIP-Bombe (&gt; %1 entpackt)</translation>
    </message>
    <message>
        <source>zip bomb (ratio %1:1)</source>
        <translation>ZIP-Bombe (Verhältnis %1:1)</translation>
    </message>
    <message>
        <source>zip bomb (ratio over %1:1)</source>
        <translation>ZIP-Bombe (Verhältnis über %1:1)</translation>
    </message>
    <message>
        <source>too many files in the archive (%1 &gt; %2)</source>
        <translation>zu viele Dateien im Archiv (%1 &gt; %2)</translation>
    </message>
    <message>
        <source>no readable documents inside the archive</source>
        <translation>keine lesbaren Dokumente im Archiv</translation>
    </message>
    <message>
        <source>corrupt gzip file</source>
        <translation>beschädigte gzip-Datei</translation>
    </message>
    <message>
        <source>corrupt gzip file (truncated)</source>
        <translation>beschädigte gzip-Datei (abgeschnitten)</translation>
    </message>
    <message>
        <source>no readable document inside the gzip file</source>
        <translation>kein lesbares Dokument in der gzip-Datei</translation>
    </message>
    <message>
        <source>corrupt tar archive</source>
        <translation>beschädigtes TAR-Archiv</translation>
    </message>
    <message>
        <source>encrypted Office document</source>
        <translation>verschlüsseltes Office-Dokument</translation>
    </message>
    <message>
        <source>legacy Office format (renamed .doc/.ppt?)</source>
        <translation>altes Office-Format (umbenannte .doc/.ppt?)</translation>
    </message>
    <message>
        <source>not a zip container</source>
        <translation>kein ZIP-Container</translation>
    </message>
    <message>
        <source>corrupt zip container</source>
        <translation>beschädigter ZIP-Container</translation>
    </message>
    <message>
        <source>encrypted document</source>
        <translation>verschlüsseltes Dokument</translation>
    </message>
    <message>
        <source>not a Word document (.doc)</source>
        <translation>kein Word-Dokument (.doc)</translation>
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
        <source>corrupt Word document (text outside its stream)</source>
        <translation>beschädigtes Word-Dokument (Text außerhalb seines Datenstroms)</translation>
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
        <source>not a PowerPoint presentation (.ppt)</source>
        <translation>keine PowerPoint-Präsentation (.ppt)</translation>
    </message>
    <message>
        <source>corrupt PowerPoint file (too many records)</source>
        <translation>beschädigte PowerPoint-Datei (zu viele Datensätze)</translation>
    </message>
    <message>
        <source>not an Excel workbook (.xls)</source>
        <translation>keine Excel-Arbeitsmappe (.xls)</translation>
    </message>
    <message>
        <source>corrupt Excel workbook</source>
        <translation>beschädigte Excel-Arbeitsmappe</translation>
    </message>
    <message>
        <source>not an OLE compound file</source>
        <translation>keine OLE-Verbunddatei</translation>
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
        <source>not an Outlook message</source>
        <translation>keine Outlook-Nachricht</translation>
    </message>
    <message>
        <source>corrupt compressed RTF</source>
        <translation>beschädigtes komprimiertes RTF</translation>
    </message>
    <message>
        <source>compressed RTF too large</source>
        <translation>komprimiertes RTF zu groß</translation>
    </message>
    <message>
        <source>corrupt RTF</source>
        <translation>beschädigtes RTF</translation>
    </message>
    <message>
        <source>not a Word document</source>
        <translation>kein Word-Dokument</translation>
    </message>
    <message>
        <source>not a PowerPoint presentation</source>
        <translation>keine PowerPoint-Präsentation</translation>
    </message>
    <message>
        <source>not an Excel workbook</source>
        <translation>keine Excel-Arbeitsmappe</translation>
    </message>
    <message>
        <source>not an OpenDocument file</source>
        <translation>keine OpenDocument-Datei</translation>
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
        <source>not an e-mail</source>
        <translation>keine E-Mail</translation>
    </message>
    <message>
        <source>e-mail header %1 too long</source>
        <translation>E-Mail-Kopfzeile %1 zu lang</translation>
    </message>
    <message>
        <source>XML entity declarations (refused)</source>
        <translation>XML-Entity-Deklarationen (abgelehnt)</translation>
    </message>
    <message>
        <source>malformed XML</source>
        <translation>fehlerhaftes XML</translation>
    </message>
    <message>
        <source>malformed JSON</source>
        <translation>fehlerhaftes JSON</translation>
    </message>
    <message>
        <source>malformed JSON Lines</source>
        <translation>fehlerhafte JSON Lines</translation>
    </message>
    <message>
        <source>too many attributes in one element (more than %1)</source>
        <translation>zu viele Attribute in einem Element (mehr als %1)</translation>
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
        <source>too many pages (%1 &gt; %2)</source>
        <translation>zu viele Seiten (%1 &gt; %2)</translation>
    </message>
    <message>
        <source>no text layer (scanned PDF?)</source>
        <translation>keine Textebene (gescanntes PDF?)</translation>
    </message>
    <message>
        <source>unsupported type</source>
        <translation>nicht unterstützter Typ</translation>
    </message>
    <message>
        <source>Outlook mailbox archive: export to .msg or .mbox to count it</source>
        <translation>Outlook-Postfacharchiv: als .msg oder .mbox exportieren, um es zu zählen</translation>
    </message>
    <message>
        <source>extraction failed</source>
        <translation>Extraktion fehlgeschlagen</translation>
    </message>
    <message>
        <source>too much text</source>
        <translation>zu viel Text</translation>
    </message>
    <message>
        <source>too large</source>
        <translation>zu groß</translation>
    </message>
    <message>
        <source>too large to read whole</source>
        <translation>zu groß, um sie ganz zu lesen</translation>
    </message>
    <message>
        <source>took too long</source>
        <translation>dauerte zu lange</translation>
    </message>
    <message>
        <source>needed too much memory</source>
        <translation>brauchte zu viel Speicher</translation>
    </message>
    <message>
        <source>reading failed</source>
        <translation>Lesen fehlgeschlagen</translation>
    </message>
    <message>
        <source>unreadable symbolic link</source>
        <translation>unlesbarer symbolischer Link</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>nicht lesbar</translation>
    </message>
    <message>
        <source>unreadable folder</source>
        <translation>unlesbarer Ordner</translation>
    </message>
    <message>
        <source>unreadable file</source>
        <translation>unlesbare Datei</translation>
    </message>
    <message>
        <source>zip bomb</source>
        <translation>ZIP-Bombe</translation>
    </message>
    <message>
        <source>PowerPoint 3 or 4 presentation (1992-1994 format): too old to read</source>
        <translation>PowerPoint-3- oder -4-Präsentation (Format von 1992–1994): zu alt zum Lesen</translation>
    </message>
    <message>
        <source>WordPerfect document of an unknown version: not read</source>
        <translation>WordPerfect-Dokument einer unbekannten Version: nicht gelesen</translation>
    </message>
    <message>
        <source>too many files in the archive</source>
        <translation>zu viele Dateien im Archiv</translation>
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
        <source>corrupt OLE file</source>
        <translation>beschädigte OLE-Datei</translation>
    </message>
    <message>
        <source>too many messages in the mailbox</source>
        <translation>zu viele Nachrichten im Postfach</translation>
    </message>
    <message>
        <source>too many attributes in one element</source>
        <translation>zu viele Attribute in einem Element</translation>
    </message>
    <message>
        <source>too many pages</source>
        <translation>zu viele Seiten</translation>
    </message>
    <message>
        <source>e-mail header too long</source>
        <translation>E-Mail-Kopfzeile zu lang</translation>
    </message>
    <message>
        <source>%1 is a symbolic link; its target %2 was scanned.</source>
        <translation>%1 ist ein symbolischer Link; sein Ziel %2 wurde durchsucht.</translation>
    </message>
    <message>
        <source>%1 hard link(s) to files already listed were counted once, under their first name.</source>
        <translation>%1 harte(r) Link(s) auf schon gelistete Dateien wurden einmal gezählt, unter ihrem ersten Namen.</translation>
    </message>
    <message>
        <source>Some file types were not read at all; their tokens per byte is assumed.</source>
        <translation>Einige Dateitypen wurden gar nicht gelesen; ihre Token je Byte sind angenommen.</translation>
    </message>
    <message>
        <source>Files were sampled by type and size, without replacement, in a random order; totals by the ratio estimator on bytes (Neyman allocation); sampled files that could not be read count as 0 tokens.</source>
        <translation>Dateien wurden nach Typ und Größe gezogen, ohne Zurücklegen, in zufälliger Reihenfolge; Summen mit dem Verhältnisschätzer über Bytes (Neyman-Aufteilung); gezogene Dateien, die nicht lesbar waren, zählen als 0 Token.</translation>
    </message>
    <message>
        <source>The search for exact copies stopped before every file of equal size was compared: the files not compared count as unique.</source>
        <translation>Die Suche nach exakten Kopien endete, bevor jede Datei gleicher Größe verglichen war: die nicht verglichenen Dateien zählen als einzigartig.</translation>
    </message>
    <message>
        <source>%1 documents read after the first %2 distinct lines were not examined for recurring lines.</source>
        <translation>%1 Dokumente, gelesen nach den ersten %2 verschiedenen Zeilen, wurden nicht auf wiederkehrende Zeilen geprüft.</translation>
    </message>
    <message>
        <source>Extrapolated from the folder's tokens per byte of each type; the interval covers the sampling error only — that the folder is representative of the archive is an assumption.</source>
        <translation>Hochgerechnet aus den Token je Byte jedes Typs im Ordner; das Intervall deckt nur den Stichprobenfehler ab – dass der Ordner für das Archiv repräsentativ ist, ist eine Annahme.</translation>
    </message>
    <message>
        <source>no %1 files in the folder: the folder's average tokens per byte used</source>
        <translation>keine %1-Dateien im Ordner: die durchschnittlichen Token je Byte des Ordners verwendet</translation>
    </message>
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
    <name>Serving</name>
    <message>
        <source>The same loss (%1) with a smaller model trained longer: compute over %2 months</source>
        <translation>Derselbe Loss (%1) mit einem kleineren, länger trainierten Modell: Rechenaufwand über %2 Monate</translation>
    </message>
    <message>
        <source>%1 parameters: never reaches this loss</source>
        <translation>%1 Parameter: erreicht diesen Loss nie</translation>
    </message>
    <message>
        <source>%1 parameters on %2 tokens (%3 per parameter): training %4 + serving %5 FLOP</source>
        <translation>%1 Parameter mit %2 Tokens (%3 je Parameter): Training %4 + Bereitstellung %5 FLOP</translation>
    </message>
    <message>
        <source>the least</source>
        <translation>am wenigsten</translation>
    </message>
    <message>
        <source>Quantising takes about %1 on one GPU, calibrated on %2 tokens of your data.</source>
        <translation>Das Quantisieren dauert etwa %1 auf einer GPU, kalibriert mit %2 Tokens Ihrer Daten.</translation>
    </message>
    <message>
        <source>Quantising takes about %1 (no calibration data needed).</source>
        <translation>Das Quantisieren dauert etwa %1 (ohne Kalibrierdaten).</translation>
    </message>
    <message>
        <source>Buy one server for training and serving</source>
        <translation>Ein Server für Training und Bereitstellung kaufen</translation>
    </message>
    <message>
        <source>Rent for training, buy for serving</source>
        <translation>Für das Training mieten, für die Bereitstellung kaufen</translation>
    </message>
    <message>
        <source>Rent for training and for serving</source>
        <translation>Für Training und Bereitstellung mieten</translation>
    </message>
    <message>
        <source>Training and %1 months of serving the expected traffic</source>
        <translation>Training und %1 Monate Bereitstellung für den erwarteten Verkehr</translation>
    </message>
    <message>
        <source>%1: %2 (training %3, serving %4 on %5)</source>
        <translation>%1: %2 (Training %3, Bereitstellung %4 auf %5)</translation>
    </message>
    <message>
        <source>the cheapest</source>
        <translation>am günstigsten</translation>
    </message>
    <message>
        <source>price missing</source>
        <translation>Preis fehlt</translation>
    </message>
    <message>
        <source>the training hardware does not serve the model at this context and concurrency</source>
        <translation>die Trainings-Hardware kann das Modell bei diesem Kontext und diesen gleichzeitigen Anfragen nicht bereitstellen</translation>
    </message>
    <message>
        <source>no purchase price of the training hardware: enter a quote</source>
        <translation>kein Kaufpreis der Trainings-Hardware: Angebot eintragen</translation>
    </message>
    <message>
        <source>no serving candidate has a purchase price: enter a quote</source>
        <translation>keine Hardware für die Bereitstellung hat einen Kaufpreis: Angebot eintragen</translation>
    </message>
    <message>
        <source>no serving candidate has a rent</source>
        <translation>keine Hardware für die Bereitstellung hat eine Miete</translation>
    </message>
    <message>
        <source>no rent of the training hardware: enter a quote</source>
        <translation>keine Miete der Trainings-Hardware: Angebot eintragen</translation>
    </message>
    <message>
        <source>Serving the trained model</source>
        <translation>Bereitstellung des trainierten Modells</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Fits?</source>
        <translation>Passt?</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>KV cache per token</source>
        <translation>KV-Cache je Token</translation>
    </message>
    <message>
        <source>Requests at full context</source>
        <translation>Anfragen bei vollem Kontext</translation>
    </message>
    <message>
        <source>First token</source>
        <translation>Erstes Token</translation>
    </message>
    <message>
        <source>Tokens/s per request</source>
        <translation>Tokens/s je Anfrage</translation>
    </message>
    <message>
        <source>Requests per day</source>
        <translation>Anfragen pro Tag</translation>
    </message>
    <message>
        <source>kWh per 1M tokens</source>
        <translation>kWh je 1 Mio. Tokens</translation>
    </message>
    <message>
        <source>Cost per 1M tokens</source>
        <translation>Kosten je 1 Mio. Tokens</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Laptop CPU (32 GB DDR5-5600, 8 cores)</source>
        <translation>Laptop-CPU (32 GB DDR5-5600, 8 Kerne)</translation>
    </message>
    <message>
        <source>%1 card</source>
        <translation>%1 Karte</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 Karten</translation>
    </message>
    <message>
        <source>%1 copy</source>
        <translation>%1 Kopie</translation>
    </message>
    <message>
        <source>%1 copies</source>
        <translation>%1 Kopien</translation>
    </message>
    <message>
        <source>%1 (electricity only)</source>
        <translation>%1 (nur Strom)</translation>
    </message>
    <message>
        <source>No merge: the model is served as trained, or its adapters unmerged.</source>
        <translation>Kein Zusammenführen: Das Modell wird so bedient, wie es trainiert wurde, oder mit getrennten Adaptern.</translation>
    </message>
    <message>
        <source>Merging the adapter (merge_and_unload) needs %1 of host RAM, %2 of disk, about %3.</source>
        <translation>Das Zusammenführen des Adapters (merge_and_unload) braucht %1 Arbeitsspeicher, %2 Platte und etwa %3.</translation>
    </message>
    <message>
        <source>The training server's RAM does not hold it.</source>
        <translation>Der Arbeitsspeicher des Trainingsservers reicht dafür nicht.</translation>
    </message>
    <message>
        <source>The training server's RAM holds it.</source>
        <translation>Der Arbeitsspeicher des Trainingsservers reicht dafür.</translation>
    </message>
    <message>
        <source>Serving %1: %2 requests at once, %3 tokens of context, KV cache %4</source>
        <translation>Bereitstellung von %1: %2 Anfragen gleichzeitig, %3 Tokens Kontext, KV-Cache %4</translation>
    </message>
    <message>
        <source>Ranges: 10th to 90th percentile of the published measurements (first token: prefill alone; tokens/s: at the requests held at once).</source>
        <translation>Spannen: 10. bis 90. Perzentil der veröffentlichten Messungen (erstes Token: Prefill allein; Tokens/s: bei den gleichzeitig gehaltenen Anfragen).</translation>
    </message>
</context>
<context>
    <name>ServeTab</name>
    <message>
        <source>How the model is served</source>
        <translation>Wie das Modell bereitgestellt wird</translation>
    </message>
    <message>
        <source>The weights' format: vLLM on a GPU (bf16 … int4_gptq) or llama.cpp (gguf_*)</source>
        <translation>Format der Gewichte: vLLM auf einer GPU (bf16 … int4_gptq) oder llama.cpp (gguf_*)</translation>
    </message>
    <message>
        <source>The KV cache's format: bf16, fp8 (vLLM), q8_0 or q4_0 (llama.cpp)</source>
        <translation>Format des KV-Caches: bf16, fp8 (vLLM), q8_0 oder q4_0 (llama.cpp)</translation>
    </message>
    <message>
        <source>&amp;Weights</source>
        <translation>&amp;Gewichte</translation>
    </message>
    <message>
        <source>&amp;KV cache</source>
        <translation>KV-&amp;Cache</translation>
    </message>
    <message>
        <source>Tokens per request at most (prompt and answer)</source>
        <translation>Tokens je Anfrage höchstens (Prompt und Antwort)</translation>
    </message>
    <message>
        <source>Requests served at once</source>
        <translation>Gleichzeitig bediente Anfragen</translation>
    </message>
    <message>
        <source>Prompt tokens per request</source>
        <translation>Prompt-Tokens je Anfrage</translation>
    </message>
    <message>
        <source>Answer tokens per request</source>
        <translation>Antwort-Tokens je Anfrage</translation>
    </message>
    <message>
        <source>Requests expected per day</source>
        <translation>Erwartete Anfragen pro Tag</translation>
    </message>
    <message>
        <source>Co&amp;ntext</source>
        <translation>Ko&amp;ntext</translation>
    </message>
    <message>
        <source>Requests at &amp;once</source>
        <translation>Gleichzeitige Anf&amp;ragen</translation>
    </message>
    <message>
        <source>&amp;Prompt tokens</source>
        <translation>&amp;Prompt-Tokens</translation>
    </message>
    <message>
        <source>&amp;Answer tokens</source>
        <translation>An&amp;twort-Tokens</translation>
    </message>
    <message>
        <source>Re&amp;quests per day</source>
        <translation>Anfrag&amp;en pro Tag</translation>
    </message>
    <message>
        <source>Empty: the adapter merged into the base; N: N LoRA adapters on one base</source>
        <translation>Leer: Adapter in das Basismodell eingefügt; N: N LoRA-Adapter auf einem Basismodell</translation>
    </message>
    <message>
        <source>&amp;LoRA adapters served</source>
        <translation>Bereitgestellte L&amp;oRA-Adapter</translation>
    </message>
    <message>
        <source>No serving plan:</source>
        <translation>Kein Bereitstellungsplan:</translation>
    </message>
</context>
</TS>
