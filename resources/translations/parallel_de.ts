<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>PlanWarnings</name>
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
</context>
<context>
    <name>Recommend</name>
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
</context>
<context>
    <name>ReportTables</name>
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
</context>
<context>
    <name>FigureText</name>
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
</context>
<context>
    <name>Labels</name>
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
</context>
<context>
    <name>HardwareForm</name>
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
</context>
<context>
    <name>ScenarioFields</name>
    <message>
        <source>Global batch</source>
        <translation>Globaler Batch</translation>
    </message>
    <message>
        <source>Sequences per optimizer step; gradient accumulation = global batch ÷ (micro-batch × data-parallel GPUs). Empty: one micro-batch per GPU and step</source>
        <translation>Sequenzen je Optimiererschritt; Gradientenakkumulation = globaler Batch ÷ (Micro-Batch × datenparallele GPUs). Leer: ein Micro-Batch je GPU und Schritt</translation>
    </message>
</context>
</TS>
