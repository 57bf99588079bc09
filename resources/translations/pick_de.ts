<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Accuracy</name>
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
</context>
<context>
    <name>FigureText</name>
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
</context>
<context>
    <name>Formulas</name>
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
</context>
<context>
    <name>InputValues</name>
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
    <name>Labels</name>
    <message>
        <source>Optimizer steps on the CPU</source>
        <translation>Optimiererschritte auf der CPU</translation>
    </message>
</context>
<context>
    <name>PlanWarnings</name>
    <message>
        <source>No source states the network between %1 servers: the plan assumes 400G (%2 GB/s). Ask the provider before you rent several.</source>
        <translation>Keine Quelle nennt das Netzwerk zwischen Servern vom Typ %1: Der Plan nimmt 400G an (%2 GB/s). Fragen Sie den Anbieter, bevor Sie mehrere mieten.</translation>
    </message>
    <message>
        <source>The optimizer runs on the CPU: %1 s per optimizer step, limited by host memory bandwidth, adds %2 to the training.</source>
        <translation>Der Optimierer läuft auf der CPU: %1 s je Optimiererschritt, begrenzt durch die Speicherbandbreite des Hosts, verlängern das Training um %2.</translation>
    </message>
</context>
<context>
    <name>Recommend</name>
    <message>
        <source>At risk: nothing meets %1 if training runs slowly; this pick needs up to %2, %3 more than the deadline.</source>
        <translation>Gefährdet: Läuft das Training langsam, schafft keine Option %1; diese Wahl braucht bis zu %2, %3 mehr als die Frist.</translation>
    </message>
</context>
<context>
    <name>RecommendTab</name>
    <message>
        <source>even if it runs slowly</source>
        <translation>auch wenn es langsam läuft</translation>
    </message>
    <message>
        <source>if it runs fast</source>
        <translation>wenn es schnell läuft</translation>
    </message>
    <message>
        <source>Which end of the time band must meet the deadline: the slow end (safe; when nothing is, the pick is marked at risk) or the fast end</source>
        <translation>Welches Ende der Zeitspanne die Frist einhalten muss: das langsame (sicher; schafft es keine Option, wird die Wahl als gefährdet markiert) oder das schnelle</translation>
    </message>
</context>
<context>
    <name>Sources</name>
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
</context>
</TS>
