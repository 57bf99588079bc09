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
        <source>%1 micro-batches per step for %2 pipeline stages: the pipeline idles %3 of each step (set a larger global_batch).</source>
        <translation>%1 Micro-Batches je Schritt für %2 Pipeline-Stufen: die Pipeline steht %3 jedes Schritts still (größeren global_batch wählen).</translation>
    </message>
</context>
</TS>
