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
        <source>after the assumed cleaning loss of %1</source>
        <translation>nach dem angenommenen Bereinigungsverlust von %1</translation>
    </message>
    <message>
        <source>as entered in the plan</source>
        <translation>wie im Plan eingegeben</translation>
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
</TS>
