<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<!-- German words of the cleaning steps and the trainable-token waterfall (issue 18, part 2). -->
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
        <source>%1 (%2 examples)</source>
        <translation>%1 (%2 Beispiele)</translation>
    </message>
    <message>
        <source>%1 — %2 (%3 tokens)</source>
        <translation>%1 — %2 (%3 Token)</translation>
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
</context>
<context>
    <name>CorpusResultsView</name>
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
</context>
<context>
    <name>CorpusTab</name>
    <message>
        <source>Put the trainable tokens (after the cleaning steps) into the plan, with the epochs</source>
        <translation>Die trainierbaren Token (nach den Bereinigungsschritten) mit den Epochen in den Plan übernehmen</translation>
    </message>
    <message>
        <source>“Use in plan” sets the trainable tokens, %1 per epoch (after cleaning%2).</source>
        <translation>„Im Plan verwenden“ setzt die trainierbaren Token, %1 je Epoche (nach der Bereinigung%2).</translation>
    </message>
</context>
<context>
    <name>ReportProvenance</name>
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
</context>
<context>
    <name>ScanOptionsPanel</name>
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
</context>
</TS>
