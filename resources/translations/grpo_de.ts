<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>FigureText</name>
    <message>
        <source>the rollout engine's reserve (in overhead)</source>
        <translation>Reserve der Rollout-Engine (im Overhead)</translation>
    </message>
    <message>
        <source>GPUs per vLLM engine</source>
        <translation>GPUs je vLLM-Engine</translation>
    </message>
    <message>
        <source>GPUs that generate</source>
        <translation>GPUs, die generieren</translation>
    </message>
    <message>
        <source>GPUs that train</source>
        <translation>GPUs, die trainieren</translation>
    </message>
    <message>
        <source>KV cache per token</source>
        <translation>KV-Cache je Token</translation>
    </message>
    <message>
        <source>bf16 copy of the weights</source>
        <translation>bf16-Kopie der Gewichte</translation>
    </message>
    <message>
        <source>bytes read per decode step</source>
        <translation>je Decodierschritt gelesene Bytes</translation>
    </message>
    <message>
        <source>completion tokens</source>
        <translation>Token je Antwort</translation>
    </message>
    <message>
        <source>completions per prompt</source>
        <translation>Antworten je Prompt</translation>
    </message>
    <message>
        <source>generation steps</source>
        <translation>Generierungsschritte</translation>
    </message>
    <message>
        <source>memory bandwidth per engine (TB/s)</source>
        <translation>Speicherbandbreite je Engine (TB/s)</translation>
    </message>
    <message>
        <source>prompt tokens</source>
        <translation>Token je Prompt</translation>
    </message>
    <message>
        <source>prompts</source>
        <translation>Prompts</translation>
    </message>
    <message>
        <source>prompts per step</source>
        <translation>Prompts je Schritt</translation>
    </message>
    <message>
        <source>rollout engine on GPUs of its own</source>
        <translation>Rollout-Engine auf eigenen GPUs</translation>
    </message>
    <message>
        <source>rounds per step</source>
        <translation>Durchgänge je Schritt</translation>
    </message>
    <message>
        <source>sequences decoded at once</source>
        <translation>gleichzeitig decodierte Sequenzen</translation>
    </message>
    <message>
        <source>sequences per engine and step</source>
        <translation>Sequenzen je Engine und Schritt</translation>
    </message>
    <message>
        <source>share of the bandwidth decoding reaches</source>
        <translation>erreichter Anteil der Bandbreite beim Decodieren</translation>
    </message>
    <message>
        <source>share of the card vLLM reserves</source>
        <translation>von vLLM reservierter Anteil der Karte</translation>
    </message>
    <message>
        <source>share of the run time</source>
        <translation>Anteil an der Laufzeit</translation>
    </message>
    <message>
        <source>tokens per sequence (prompt + completion)</source>
        <translation>Token je Sequenz (Prompt + Antwort)</translation>
    </message>
    <message>
        <source>vLLM engines</source>
        <translation>vLLM-Engines</translation>
    </message>
</context>
<context>
    <name>Formulas</name>
    <message>
        <source>(reserve − bf16 weights / tensor parallel) × tensor parallel; per token %1 (K, V) × layers × KV heads × head dim × %2 B</source>
        <translation>(Reserve − bf16-Gewichte / Tensor-Parallelität) × Tensor-Parallelität; je Token %1 (K, V) × Schichten × KV-Köpfe × Kopfdimension × %2 B</translation>
    </message>
    <message>
        <source>colocated: every training GPU also runs vLLM; separate: GPUs of its own</source>
        <translation>gemeinsam: jede Trainings-GPU führt auch vLLM aus; getrennt: eigene GPUs</translation>
    </message>
    <message>
        <source>generating GPUs × board power × draw × facility factor × run hours</source>
        <translation>generierende GPUs × Boardleistung × Auslastung × Anlagenfaktor × Laufzeitstunden</translation>
    </message>
    <message>
        <source>gpu_memory_utilization × card capacity (the weights copy and the KV cache in it)</source>
        <translation>gpu_memory_utilization × Kapazität der Karte (darin die Kopie der Gewichte und der KV-Cache)</translation>
    </message>
    <message>
        <source>share of the run time that generates completions × run time (the rollout engine between the training steps: core/stacks/rollout.py)</source>
        <translation>Anteil der Laufzeit, der Antworten generiert × Laufzeit (die Rollout-Engine zwischen den Trainingsschritten: core/stacks/rollout.py)</translation>
    </message>
    <message>
        <source>steps × waves × (prefill %1·N·c·prompt / (peak × MFU) + completion tokens × max((bf16 weights + c × mean context × KV per token) / (bandwidth × share reached), %2·N·c / (peak × MFU)))</source>
        <translation>Schritte × Durchgänge × (Prefill %1·N·c·Prompt / (Spitze × MFU) + Antwort-Token × max((bf16-Gewichte + c × mittlerer Kontext × KV je Token) / (Bandbreite × erreichter Anteil), %2·N·c / (Spitze × MFU)))</translation>
    </message>
    <message>
        <source>training rent / training GPUs × generating GPUs</source>
        <translation>Miete des Trainings / Trainings-GPUs × generierende GPUs</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>Colocated (vLLM on the training GPUs)</source>
        <translation>Gemeinsam (vLLM auf den Trainings-GPUs)</translation>
    </message>
    <message>
        <source>Compute the RL objective adds (old-policy and reference log-probabilities)</source>
        <translation>Rechenaufwand des RL-Ziels (Log-Wahrscheinlichkeiten der alten Policy und der Referenz)</translation>
    </message>
    <message>
        <source>Energy of the rollout GPUs</source>
        <translation>Energie der Rollout-GPUs</translation>
    </message>
    <message>
        <source>GPUs that train and GPUs that generate</source>
        <translation>GPUs, die trainieren, und GPUs, die generieren</translation>
    </message>
    <message>
        <source>GRPO (online RL: generated completions, rewarded in groups)</source>
        <translation>GRPO (Online-RL: generierte Antworten, in Gruppen belohnt)</translation>
    </message>
    <message>
        <source>Generation (rollouts)</source>
        <translation>Generierung (Rollouts)</translation>
    </message>
    <message>
        <source>Generation time (rollouts)</source>
        <translation>Generierungszeit (Rollouts)</translation>
    </message>
    <message>
        <source>KV cache an engine holds</source>
        <translation>KV-Cache, den eine Engine hält</translation>
    </message>
    <message>
        <source>Memory the rollout engine reserves per GPU</source>
        <translation>Speicher, den die Rollout-Engine je GPU reserviert</translation>
    </message>
    <message>
        <source>Rent of the rollout GPUs</source>
        <translation>Miete der Rollout-GPUs</translation>
    </message>
    <message>
        <source>Separate (vLLM on GPUs of its own)</source>
        <translation>Getrennt (vLLM auf eigenen GPUs)</translation>
    </message>
</context>
<context>
    <name>PlanWarnings</name>
    <message>
        <source>The rollout engine's share of the card (%1) does not hold the bf16 weights and one sequence's KV cache (%2): raise gpu_memory_share or tensor_parallel.</source>
        <translation>Der Anteil der Rollout-Engine an der Karte (%1) fasst die bf16-Gewichte und den KV-Cache einer Sequenz nicht (%2): gpu_memory_share oder tensor_parallel erhöhen.</translation>
    </message>
</context>
<context>
    <name>Recommend</name>
    <message>
        <source>Placement: %1.</source>
        <translation>Platzierung: %1.</translation>
    </message>
    <message>
        <source>Rollouts: vLLM reserves %1 per generating GPU (a bf16 copy of the weights, %2, and %3 of KV cache per engine: %4 sequences at once in %5 round(s) per step); generating takes %6 of the run.</source>
        <translation>Rollouts: vLLM reserviert %1 je generierender GPU (eine bf16-Kopie der Gewichte, %2, und %3 KV-Cache je Engine: %4 Sequenzen gleichzeitig in %5 Durchgang/Durchgängen je Schritt); das Generieren dauert %6 der Laufzeit.</translation>
    </message>
    <message>
        <source>rollouts colocated: training and generating on the same %1 GPU(s)</source>
        <translation>Rollouts gemeinsam: Training und Generierung auf denselben %1 GPU(s)</translation>
    </message>
    <message>
        <source>rollouts on a separate engine: training on %1 GPU(s), generating on %2 more</source>
        <translation>Rollouts auf getrennter Engine: Training auf %1 GPU(s), Generierung auf %2 weiteren</translation>
    </message>
</context>
<context>
    <name>ReportTables</name>
    <message>
        <source>%1 prompts × %2 completions of %3 tokens (prompts of %4); %5</source>
        <translation>%1 Prompts × %2 Antworten zu %3 Token (Prompts zu %4); %5</translation>
    </message>
    <message>
        <source>(%1 GPUs)</source>
        <translation>(%1 GPUs)</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Trainingsziel</translation>
    </message>
    <message>
        <source>Rollouts</source>
        <translation>Rollouts</translation>
    </message>
</context>
<context>
    <name>Sources</name>
    <message>
        <source>TRL trl/trainer/grpo_config.py (num_generations, max_completion_length, vllm_mode, vllm_gpu_memory_utilization 0.3, beta 0.0), trl/trainer/grpo_trainer.py (_generate_and_score_completions), trl/scripts/vllm_serve.py (gpu_memory_utilization 0.9), commit f2cd577</source>
        <translation>TRL trl/trainer/grpo_config.py (num_generations, max_completion_length, vllm_mode, vllm_gpu_memory_utilization 0.3, beta 0.0), trl/trainer/grpo_trainer.py (_generate_and_score_completions), trl/scripts/vllm_serve.py (gpu_memory_utilization 0.9), Commit f2cd577</translation>
    </message>
    <message>
        <source>vLLM PagedAttention (Kwon et al. 2023): K and V of every layer and KV head per token, bf16</source>
        <translation>vLLM PagedAttention (Kwon et al. 2023): K und V jeder Schicht und jedes KV-Kopfes je Token, bf16</translation>
    </message>
    <message>
        <source>decode reads the weights and the KV cache once per generated token</source>
        <translation>das Decodieren liest je generiertem Token einmal die Gewichte und den KV-Cache</translation>
    </message>
    <message>
        <source>share of the memory bandwidth decoding reaches: a planning assumption (70 %, band 80–50 %, no measured vLLM figure per card is bundled)</source>
        <translation>beim Decodieren erreichter Anteil der Speicherbandbreite: eine Planungsannahme (70 %, Band 80–50 %, keine gemessene vLLM-Zahl je Karte mitgeliefert)</translation>
    </message>
</context>
<context>
    <name>ModelWords</name>
    <message>
        <source> + the rollout engine's reserve %1</source>
        <translation> + Reserve der Rollout-Engine %1</translation>
    </message>
</context>
<context>
    <name>RolloutRows</name>
    <message>
        <source>Generations per prompt:</source>
        <translation>Antworten je Prompt:</translation>
    </message>
    <message>
        <source>Completions generated for each prompt (TRL num_generations, default 8); the policy trains on every one of them</source>
        <translation>Für jeden Prompt generierte Antworten (TRL num_generations, Standard 8); die Policy trainiert auf jeder davon</translation>
    </message>
    <message>
        <source>Completion length (tokens):</source>
        <translation>Antwortlänge (Token):</translation>
    </message>
    <message>
        <source>Longest completion (TRL max_completion_length); each one is planned at full length: every generated token reads the weights and the KV cache once</source>
        <translation>Längste Antwort (TRL max_completion_length); jede wird in voller Länge geplant: jedes generierte Token liest die Gewichte und den KV-Cache einmal</translation>
    </message>
    <message>
        <source>Prompt length (tokens):</source>
        <translation>Prompt-Länge (Token):</translation>
    </message>
    <message>
        <source>Tokens of each prompt</source>
        <translation>Token jedes Prompts</translation>
    </message>
    <message>
        <source>Prompts:</source>
        <translation>Prompts:</translation>
    </message>
    <message>
        <source>Prompts in the training set, per epoch</source>
        <translation>Prompts im Trainingssatz, je Epoche</translation>
    </message>
    <message>
        <source>Where vLLM generates the completions: colocated on the training GPUs (it reserves a share of each card for a copy of the weights and the KV cache) or on GPUs of its own (they add to the energy and the rent); training waits for the completions either way</source>
        <translation>Wo vLLM die Antworten generiert: gemeinsam auf den Trainings-GPUs (reserviert auf jeder Karte einen Anteil für eine Kopie der Gewichte und den KV-Cache) oder auf eigenen GPUs (sie zählen zu Energie und Miete); das Training wartet in beiden Fällen auf die Antworten</translation>
    </message>
    <message>
        <source>Rollout engine:</source>
        <translation>Rollout-Engine:</translation>
    </message>
    <message>
        <source>GPUs of the separate engine:</source>
        <translation>GPUs der getrennten Engine:</translation>
    </message>
    <message>
        <source>GPUs that only generate (the training card's kind), beside the training GPUs</source>
        <translation>GPUs, die nur generieren (vom Typ der Trainingskarte), zusätzlich zu den Trainings-GPUs</translation>
    </message>
    <message>
        <source>Engine memory share (%):</source>
        <translation>Speicheranteil der Engine (%):</translation>
    </message>
    <message>
        <source>Share of each engine GPU's memory vLLM reserves (vllm_gpu_memory_utilization); empty: 30 % colocated (TRL's default), 90 % separate (vLLM's)</source>
        <translation>Anteil des Speichers jeder Engine-GPU, den vLLM reserviert (vllm_gpu_memory_utilization); leer: 30 % gemeinsam (TRL-Standard), 90 % getrennt (vLLM-Standard)</translation>
    </message>
    <message>
        <source>30 % colocated, 90 % separate</source>
        <translation>30 % gemeinsam, 90 % getrennt</translation>
    </message>
    <message>
        <source>KL coefficient (beta):</source>
        <translation>KL-Koeffizient (beta):</translation>
    </message>
    <message>
        <source>0 (TRL's default): no reference model; above 0 a frozen reference scores every completion (the base with the adapters off for LoRA)</source>
        <translation>0 (TRL-Standard): kein Referenzmodell; über 0 bewertet eine eingefrorene Referenz jede Antwort (bei LoRA das Basismodell ohne Adapter)</translation>
    </message>
</context>
</TS>
