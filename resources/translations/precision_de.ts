<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ScenarioFields</name>
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
</context>
<context>
    <name>Labels</name>
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
</context>
<context>
    <name>Recommend</name>
    <message>
        <source>%1 matmuls (the card has the tensor cores, the stack a measured recipe)</source>
        <translation>%1-Matrixmultiplikationen (die Karte hat die Tensor-Kerne, die Trainingssoftware ein gemessenes Verfahren)</translation>
    </message>
</context>
<context>
    <name>ReportTables</name>
    <message>
        <source>Training precision</source>
        <translation>Trainingspräzision</translation>
    </message>
    <message>
        <source>torch.compile</source>
        <translation>torch.compile</translation>
    </message>
</context>
<context>
    <name>FigureText</name>
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
</context>
<context>
    <name>Formulas</name>
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
</context>
</TS>
