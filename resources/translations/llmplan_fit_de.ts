<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de_DE">
<context>
    <name>Charts</name>
    <message>
        <source>✗ does not fit in memory — times shown for reference</source>
        <translation>✗ passt nicht in den Speicher — Zeiten nur zum Vergleich</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradienten</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>Optimizer-Zustände</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <source>Logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>Overhead</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Frei</translation>
    </message>
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
        <translation>Tokens pro Trainingssequenz (Kontextlänge)</translation>
    </message>
    <message>
        <source>Sequences each card processes at once</source>
        <translation>Sequenzen, die jede Karte gleichzeitig verarbeitet</translation>
    </message>
    <message>
        <source>Full fine-tune</source>
        <translation>Volles Fine-Tuning</translation>
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
        <source>Train all weights, or small adapters on a frozen (QLoRA: 4-bit) model</source>
        <translation>Alle Gewichte trainieren oder kleine Adapter auf einem eingefrorenen (QLoRA: 4-Bit-)Modell</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keins</translation>
    </message>
    <message>
        <source>Selective</source>
        <translation>Selektiv</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Voll</translation>
    </message>
    <message>
        <source>Activation checkpointing: keep less in memory, recompute it in the backward pass</source>
        <translation>Activation Checkpointing: weniger im Speicher halten, im Backward-Pass neu berechnen</translation>
    </message>
    <message>
        <source>None (DDP)</source>
        <translation>Keins (DDP)</translation>
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
        <source>Split optimizer states, gradients and weights across the cards</source>
        <translation>Optimizer-Zustände, Gradienten und Gewichte auf die Karten verteilen</translation>
    </message>
    <message>
        <source>Off&amp;load optimizer to CPU RAM</source>
        <translation>&amp;Optimizer in den CPU-RAM auslagern</translation>
    </message>
    <message>
        <source>Keep master weights and Adam moments in host RAM</source>
        <translation>Master-Gewichte und Adam-Momente im Arbeitsspeicher des Servers halten</translation>
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
        <source>Chec&amp;kpointing</source>
        <translation>&amp;Checkpointing</translation>
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
        <translation>pro Karte</translation>
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
        <source>+%1 % for the rest of the server</source>
        <translation>+%1 % für den Rest des Servers</translation>
    </message>
    <message>
        <source>Run time band: model FLOPs utilisation %1 % (optimistic) to %2 % (conservative); a measured tokens/s replaces it when given.</source>
        <translation>Laufzeitband: Auslastung der Rechenleistung (MFU) %1 % (optimistisch) bis %2 % (konservativ); ein gemessener Durchsatz (Tokens/s) ersetzt sie, wenn angegeben.</translation>
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
        <source>Data preparation at %1 MB/s; pilot run %2 % of an epoch; evaluation %3 % of training; a checkpoint every %4 h at %5 GB/s.</source>
        <translation>Datenaufbereitung mit %1 MB/s; Pilotlauf %2 % einer Epoche; Evaluierung %3 % des Trainings; ein Checkpoint alle %4 h mit %5 GB/s.</translation>
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
</context>
<context>
    <name>ReportTables</name>
    <message>
        <source>✓ fits</source>
        <translation>✓ passt</translation>
    </message>
    <message>
        <source>⚠ tight (&lt; 10 % free)</source>
        <translation>⚠ knapp (&lt; 10 % frei)</translation>
    </message>
    <message>
        <source>✗ does not fit</source>
        <translation>✗ passt nicht</translation>
    </message>
    <message>
        <source>Data preparation</source>
        <translation>Datenaufbereitung</translation>
    </message>
    <message>
        <source>Pilot run</source>
        <translation>Pilotlauf</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Checkpoint writes</source>
        <translation>Checkpoints schreiben</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Evaluierung</translation>
    </message>
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
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradienten</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>Optimizer-Zustände</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <source>Logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>Overhead</translation>
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
        <translation>Speicher pro Karte</translation>
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
        <source>Full fine-tune / continued pretraining</source>
        <translation>Volles Fine-Tuning / fortgesetztes Pretraining</translation>
    </message>
    <message>
        <source>measured %1 tokens/s</source>
        <translation>gemessen %1 Tokens/s</translation>
    </message>
    <message>
        <source>MFU %1 % (band 40 % / 20 %)</source>
        <translation>MFU %1 % (Band 40 % / 20 %)</translation>
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
        <translation>Trainings-Tokens</translation>
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
        <translation>Activation Checkpointing</translation>
    </message>
    <message>
        <source>Optimizer offload to CPU</source>
        <translation>Optimizer in CPU-RAM ausgelagert</translation>
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
</context>
<context>
    <name>TimelineTab</name>
    <message>
        <source>✗ does not fit in memory — times shown for reference</source>
        <translation>✗ passt nicht in den Speicher — Zeiten nur zum Vergleich</translation>
    </message>
    <message>
        <source>Training bars use your measured %1 tokens/s.</source>
        <translation>Die Trainingsbalken verwenden Ihre gemessenen %1 Tokens/s.</translation>
    </message>
    <message>
        <source>Training bars: the plan at %1 % model FLOPs utilisation (MFU), continued in a second shade to the band from %2 % (optimistic) to %3 % (conservative).</source>
        <translation>Trainingsbalken: der Plan bei %1 % Auslastung der Rechenleistung (MFU), in einem zweiten Farbton fortgesetzt bis zum Band von %2 % (optimistisch) bis %3 % (konservativ).</translation>
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
        <source>CO₂ %1 kg</source>
        <translation>CO₂ %1 kg</translation>
    </message>
    <message>
        <source>rent %1 for %2 months</source>
        <translation>Miete %1 für %2 Monate</translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <source>Fits on %1</source>
        <translation>Passt auf %1</translation>
    </message>
    <message>
        <source>Fits on %1, but tightly (less than 10 % free)</source>
        <translation>Passt auf %1, aber knapp (weniger als 10 % frei)</translation>
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
</context>
</TS>