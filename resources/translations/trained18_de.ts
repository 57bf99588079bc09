<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<!-- issue 18 parts 3-4 (branch trained18): token chain, domain tokenizer -->
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
</context>
<context>
    <name>ReportHtml</name>
    <message>
        <source>From the folder to the tokens trained</source>
        <translation>Vom Ordner zu den trainierten Token</translation>
    </message>
</context>
<context>
    <name>ReportMarkdown</name>
    <message>
        <source>From the folder to the tokens trained</source>
        <translation>Vom Ordner zu den trainierten Token</translation>
    </message>
</context>
<context>
    <name>Labels</name>
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
</context>
<context>
    <name>FigureText</name>
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
</context>
<context>
    <name>Formulas</name>
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
</context>
<context>
    <name>Sources</name>
    <message>
        <source>corpus scan (per-document token counts)</source>
        <translation>Korpus-Scan (Token je Dokument)</translation>
    </message>
</context>
<context>
    <name>ScenarioFields</name>
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
        <source>Not found: %1</source>
        <translation>Nicht gefunden: %1</translation>
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
    <name>PlanWarnings</name>
    <message>
        <source>Sequences are padded, but no document lengths were measured: the padding is not counted (scan the corpus and use its count in the plan).</source>
        <translation>Die Sequenzen werden aufgefüllt, aber es wurden keine Dokumentlängen gemessen: das Auffüllen ist nicht gezählt (scannen Sie das Korpus und übernehmen Sie dessen Zahl in den Plan).</translation>
    </message>
    <message>
        <source>Padding each document to %1 tokens multiplies the tokens trained by %2: pack the documents or choose a shorter sequence length.</source>
        <translation>Jedes Dokument auf %1 Token aufzufüllen vervielfacht die trainierten Token um %2: packen Sie die Dokumente oder wählen Sie eine kürzere Sequenzlänge.</translation>
    </message>
</context>
</TS>
