<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutDialog</name>
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
</context>
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
    <name>ReportHtml</name>
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
    <name>ScenarioFields</name>
    <message>
        <source>The optimizer states live in host RAM and the optimizer step runs on the CPU: saves GPU memory; every optimizer step then takes what the host's memory bandwidth allows (the plan adds it to the training time and explains it under 'Optimizer steps on the CPU')</source>
        <translation>Die Optimiererzustände liegen im Arbeitsspeicher des Hosts, und der Optimiererschritt läuft auf der CPU: Das spart GPU-Speicher; jeder Optimiererschritt dauert dann so lange, wie die Speicherbandbreite des Hosts erlaubt (der Plan rechnet das zur Trainingszeit und erklärt es unter „Optimiererschritte auf der CPU“)</translation>
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
    <message>
        <source>12 HF Transformers + PEFT runs on one H200, 2026-11-30 (resources/validation/h200-hf-peft.json): 630–640 W of 700 W</source>
        <translation>12 Läufe mit HF Transformers + PEFT auf einer H200, 30.11.2026 (resources/validation/h200-hf-peft.json): 630–640 W von 700 W</translation>
    </message>
    <message>
        <source>12 HF Transformers + PEFT runs on one H200, 2026-11-30 (resources/validation/h200-hf-peft.json): 630–640 W of 700 W (same GPU work)</source>
        <translation>12 Läufe mit HF Transformers + PEFT auf einer H200, 30.11.2026 (resources/validation/h200-hf-peft.json): 630–640 W von 700 W (dieselbe Arbeit auf der GPU)</translation>
    </message>
</context>
<context>
    <name>TokenChain</name>
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
</TS>
