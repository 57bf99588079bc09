<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Serving</name>
    <message>
        <source>The same loss (%1) with a smaller model trained longer: compute over %2 months</source>
        <translation>Derselbe Loss (%1) mit einem kleineren, länger trainierten Modell: Rechenaufwand über %2 Monate</translation>
    </message>
    <message>
        <source>%1 parameters: never reaches this loss</source>
        <translation>%1 Parameter: erreicht diesen Loss nie</translation>
    </message>
    <message>
        <source>%1 parameters on %2 tokens (%3 per parameter): training %4 + serving %5 FLOP</source>
        <translation>%1 Parameter mit %2 Tokens (%3 je Parameter): Training %4 + Bereitstellung %5 FLOP</translation>
    </message>
    <message>
        <source>the least</source>
        <translation>am wenigsten</translation>
    </message>
    <message>
        <source>Quantising takes about %1 on one GPU, calibrated on %2 tokens of your data.</source>
        <translation>Das Quantisieren dauert etwa %1 auf einer GPU, kalibriert mit %2 Tokens Ihrer Daten.</translation>
    </message>
    <message>
        <source>Quantising takes about %1 (no calibration data needed).</source>
        <translation>Das Quantisieren dauert etwa %1 (ohne Kalibrierdaten).</translation>
    </message>
    <message>
        <source>Buy one server for training and serving</source>
        <translation>Ein Server für Training und Bereitstellung kaufen</translation>
    </message>
    <message>
        <source>Rent for training, buy for serving</source>
        <translation>Für das Training mieten, für die Bereitstellung kaufen</translation>
    </message>
    <message>
        <source>Rent for training and for serving</source>
        <translation>Für Training und Bereitstellung mieten</translation>
    </message>
    <message>
        <source>Training and %1 months of serving the expected traffic</source>
        <translation>Training und %1 Monate Bereitstellung für den erwarteten Verkehr</translation>
    </message>
    <message>
        <source>%1: %2 (training %3, serving %4 on %5)</source>
        <translation>%1: %2 (Training %3, Bereitstellung %4 auf %5)</translation>
    </message>
    <message>
        <source>the cheapest</source>
        <translation>am günstigsten</translation>
    </message>
    <message>
        <source>price missing</source>
        <translation>Preis fehlt</translation>
    </message>
    <message>
        <source>the training hardware does not serve the model at this context and concurrency</source>
        <translation>die Trainings-Hardware kann das Modell bei diesem Kontext und diesen gleichzeitigen Anfragen nicht bereitstellen</translation>
    </message>
    <message>
        <source>no purchase price of the training hardware: enter a quote</source>
        <translation>kein Kaufpreis der Trainings-Hardware: Angebot eintragen</translation>
    </message>
    <message>
        <source>no serving candidate has a purchase price: enter a quote</source>
        <translation>keine Hardware für die Bereitstellung hat einen Kaufpreis: Angebot eintragen</translation>
    </message>
    <message>
        <source>no serving candidate has a rent</source>
        <translation>keine Hardware für die Bereitstellung hat eine Miete</translation>
    </message>
    <message>
        <source>no rent of the training hardware: enter a quote</source>
        <translation>keine Miete der Trainings-Hardware: Angebot eintragen</translation>
    </message>
    <message>
        <source>Serving the trained model</source>
        <translation>Bereitstellung des trainierten Modells</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Fits?</source>
        <translation>Passt?</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>KV cache per token</source>
        <translation>KV-Cache je Token</translation>
    </message>
    <message>
        <source>Requests at full context</source>
        <translation>Anfragen bei vollem Kontext</translation>
    </message>
    <message>
        <source>First token</source>
        <translation>Erstes Token</translation>
    </message>
    <message>
        <source>Tokens/s per request</source>
        <translation>Tokens/s je Anfrage</translation>
    </message>
    <message>
        <source>Requests per day</source>
        <translation>Anfragen pro Tag</translation>
    </message>
    <message>
        <source>kWh per 1M tokens</source>
        <translation>kWh je 1 Mio. Tokens</translation>
    </message>
    <message>
        <source>Cost per 1M tokens</source>
        <translation>Kosten je 1 Mio. Tokens</translation>
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
        <source>Laptop CPU (32 GB DDR5-5600, 8 cores)</source>
        <translation>Laptop-CPU (32 GB DDR5-5600, 8 Kerne)</translation>
    </message>
    <message>
        <source>%1 card</source>
        <translation>%1 Karte</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 Karten</translation>
    </message>
    <message>
        <source>%1 copy</source>
        <translation>%1 Kopie</translation>
    </message>
    <message>
        <source>%1 copies</source>
        <translation>%1 Kopien</translation>
    </message>
    <message>
        <source>%1 (electricity only)</source>
        <translation>%1 (nur Strom)</translation>
    </message>
    <message>
        <source>No merge: the model is served as trained, or its adapters unmerged.</source>
        <translation>Kein Zusammenführen: Das Modell wird so bedient, wie es trainiert wurde, oder mit getrennten Adaptern.</translation>
    </message>
    <message>
        <source>Merging the adapter (merge_and_unload) needs %1 of host RAM, %2 of disk, about %3.</source>
        <translation>Das Zusammenführen des Adapters (merge_and_unload) braucht %1 Arbeitsspeicher, %2 Platte und etwa %3.</translation>
    </message>
    <message>
        <source>The training server's RAM does not hold it.</source>
        <translation>Der Arbeitsspeicher des Trainingsservers reicht dafür nicht.</translation>
    </message>
    <message>
        <source>The training server's RAM holds it.</source>
        <translation>Der Arbeitsspeicher des Trainingsservers reicht dafür.</translation>
    </message>
    <message>
        <source>Serving %1: %2 requests at once, %3 tokens of context, KV cache %4</source>
        <translation>Bereitstellung von %1: %2 Anfragen gleichzeitig, %3 Tokens Kontext, KV-Cache %4</translation>
    </message>
    <message>
        <source>Ranges: 10th to 90th percentile of the published measurements (first token: prefill alone; tokens/s: at the requests held at once).</source>
        <translation>Spannen: 10. bis 90. Perzentil der veröffentlichten Messungen (erstes Token: Prefill allein; Tokens/s: bei den gleichzeitig gehaltenen Anfragen).</translation>
    </message>
</context>
<context>
    <name>ServeTab</name>
    <message>
        <source>How the model is served</source>
        <translation>Wie das Modell bereitgestellt wird</translation>
    </message>
    <message>
        <source>The weights' format: vLLM on a GPU (bf16 … int4_gptq) or llama.cpp (gguf_*)</source>
        <translation>Format der Gewichte: vLLM auf einer GPU (bf16 … int4_gptq) oder llama.cpp (gguf_*)</translation>
    </message>
    <message>
        <source>The KV cache's format: bf16, fp8 (vLLM), q8_0 or q4_0 (llama.cpp)</source>
        <translation>Format des KV-Caches: bf16, fp8 (vLLM), q8_0 oder q4_0 (llama.cpp)</translation>
    </message>
    <message>
        <source>&amp;Weights</source>
        <translation>&amp;Gewichte</translation>
    </message>
    <message>
        <source>&amp;KV cache</source>
        <translation>KV-&amp;Cache</translation>
    </message>
    <message>
        <source>Tokens per request at most (prompt and answer)</source>
        <translation>Tokens je Anfrage höchstens (Prompt und Antwort)</translation>
    </message>
    <message>
        <source>Requests served at once</source>
        <translation>Gleichzeitig bediente Anfragen</translation>
    </message>
    <message>
        <source>Prompt tokens per request</source>
        <translation>Prompt-Tokens je Anfrage</translation>
    </message>
    <message>
        <source>Answer tokens per request</source>
        <translation>Antwort-Tokens je Anfrage</translation>
    </message>
    <message>
        <source>Requests expected per day</source>
        <translation>Erwartete Anfragen pro Tag</translation>
    </message>
    <message>
        <source>Co&amp;ntext</source>
        <translation>Ko&amp;ntext</translation>
    </message>
    <message>
        <source>Requests at &amp;once</source>
        <translation>Gleichzeitige Anf&amp;ragen</translation>
    </message>
    <message>
        <source>&amp;Prompt tokens</source>
        <translation>&amp;Prompt-Tokens</translation>
    </message>
    <message>
        <source>&amp;Answer tokens</source>
        <translation>An&amp;twort-Tokens</translation>
    </message>
    <message>
        <source>Re&amp;quests per day</source>
        <translation>Anfrag&amp;en pro Tag</translation>
    </message>
    <message>
        <source>Empty: the adapter merged into the base; N: N LoRA adapters on one base</source>
        <translation>Leer: Adapter in das Basismodell eingefügt; N: N LoRA-Adapter auf einem Basismodell</translation>
    </message>
    <message>
        <source>&amp;LoRA adapters served</source>
        <translation>Bereitgestellte L&amp;oRA-Adapter</translation>
    </message>
    <message>
        <source>No serving plan:</source>
        <translation>Kein Bereitstellungsplan:</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Serve</source>
        <translation>In&amp;ferenz</translation>
    </message>
</context>
</TS>
