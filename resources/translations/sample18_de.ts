<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<!-- issue 18 part 1 (branch sample18): the converging sample, its live chart, target precision -->
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
        <source>Exact count: %1 tokens</source>
        <translation>Exakte Zählung: %1 Token</translation>
    </message>
    <message>
        <source>Estimate %1 tokens, 95 % interval ± %2 (%3 – %4)</source>
        <translation>Schätzung %1 Token, 95-%-Intervall ± %2 (%3 – %4)</translation>
    </message>
</context>
<context>
    <name>ScanOptionsPanel</name>
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
</TS>
