<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Recommend</name>
    <message>
        <source>cards alone: %1 a card (the computer around them is not priced)</source>
        <translation>nur die Karten: %1 je Karte (der Rechner darum ist nicht bepreist)</translation>
    </message>
    <message>
        <source>and %1 more</source>
        <translation>und %1 weitere</translation>
    </message>
    <message>
        <source>Nothing with a known price meets %1. Without a price, %2 would: enter a quote (%3) to compare them.</source>
        <translation>Nichts mit bekanntem Preis hält %1 ein. Ohne Preis täten es %2: Angebot eintragen (%3), um sie zu vergleichen.</translation>
    </message>
    <message>
        <source>Edit → Prices</source>
        <translation>Bearbeiten → Preise</translation>
    </message>
    <message>
        <source>“prices” in the scenario file</source>
        <translation>„prices“ in der Szenariodatei</translation>
    </message>
    <message>
        <source>At risk: nothing with a known price meets %1 if training runs slowly; this pick needs up to %2, %3 more than the deadline. Without a price, %4 would meet it even then: enter a quote to compare them.</source>
        <translation>Gefährdet: Nichts mit bekanntem Preis hält %1 ein, wenn das Training langsam läuft; diese Empfehlung braucht bis zu %2, %3 mehr als die Frist. Ohne Preis hielten %4 sie auch dann ein: Angebot eintragen, um sie zu vergleichen.</translation>
    </message>
    <message>
        <source>How you pay: rent for the run or buy; where no price is known, a quote is needed</source>
        <translation>Wie Sie bezahlen: Miete für den Lauf oder Kauf; wo kein Preis bekannt ist, braucht es ein Angebot</translation>
    </message>
    <message>
        <source>Cost: the rent for the run or the purchase price, in the price's own currency; an option without a price is not compared on cost</source>
        <translation>Kosten: die Miete für den Lauf oder der Kaufpreis, in der Währung des Preises; eine Option ohne Preis wird bei den Kosten nicht verglichen</translation>
    </message>
</context>
<context>
    <name>PriceText</name>
    <message>
        <source>needs a price — enter a quote</source>
        <translation>Preis fehlt – Angebot eintragen</translation>
    </message>
    <message>
        <source>needs a price</source>
        <translation>Preis fehlt</translation>
    </message>
    <message>
        <source>enter a quote</source>
        <translation>Angebot eintragen</translation>
    </message>
    <message>
        <source>the cards alone: no computer, power supply or network around them</source>
        <translation>nur die Karten: ohne Rechner, Netzteil oder Netzwerk darum</translation>
    </message>
    <message>
        <source>%1 servers; the network between them is not in the price</source>
        <translation>%1 Server; das Netzwerk zwischen ihnen ist nicht im Preis</translation>
    </message>
    <message>
        <source>%1, price of the cards alone</source>
        <translation>%1, Preis nur der Karten</translation>
    </message>
    <message>
        <source>not a price of the hardware: the computer around the cards is not priced</source>
        <translation>kein Preis der Hardware: der Rechner um die Karten ist nicht bepreist</translation>
    </message>
    <message>
        <source>— no public purchase price found (price book, searched %1)</source>
        <translation>– kein öffentlicher Kaufpreis gefunden (Preisbuch, gesucht am %1)</translation>
    </message>
    <message>
        <source>Buying %1 is not compared with renting: no purchase price of it is known. Enter a quote for the whole server (Edit → Prices) to compare.</source>
        <translation>Der Kauf von %1 wird nicht mit der Miete verglichen: kein Kaufpreis bekannt. Tragen Sie ein Angebot für den ganzen Server ein (Bearbeiten → Preise), um zu vergleichen.</translation>
    </message>
</context>
<context>
    <name>ReportOptions</name>
    <message>
        <source>Would meet the deadline, but no price is known: enter a quote to compare them.</source>
        <translation>Hielten die Frist ein, aber kein Preis ist bekannt: Angebot eintragen, um sie zu vergleichen.</translation>
    </message>
    <message>
        <source>Options without a known price are never compared, ranked or picked on cost: they need a quote. Amounts are in their own currency; they are converted only at the exchange rates named above.</source>
        <translation>Optionen ohne bekannten Preis werden nie nach Kosten verglichen, gereiht oder empfohlen: Sie brauchen ein Angebot. Beträge stehen in ihrer eigenen Währung; umgerechnet wird nur zu den oben genannten Wechselkursen.</translation>
    </message>
</context>
<context>
    <name>SummaryStrip</name>
    <message>
        <source>Rent incl. electricity</source>
        <translation>Miete inkl. Strom</translation>
    </message>
    <message>
        <source>The rent for the run, prorated over the training time; a rent includes the electricity (%1 at your price per kWh, not paid on top).</source>
        <translation>Die Miete für den Lauf, anteilig über die Trainingszeit; eine Miete enthält den Strom (%1 zu Ihrem Preis je kWh, nicht zusätzlich bezahlt).</translation>
    </message>
</context>
<context>
    <name>SourceList</name>
    <message>
        <source>“Continued Pretraining mit Firmendaten: GPU-Zeit, Speicher und Datenaufbereitung auf 8 GPUs” — German article by a server vendor (its last section offers the 8x H200 NVL server it plans for sale); source document 000 of this planner. The document names no author, date or web address.</source>
        <translation>„Continued Pretraining mit Firmendaten: GPU-Zeit, Speicher und Datenaufbereitung auf 8 GPUs“ – deutscher Artikel eines Serveranbieters (sein letzter Abschnitt bietet den berechneten 8x-H200-NVL-Server zum Kauf an); Quelldokument 000 dieses Planers. Das Dokument nennt keinen Autor, kein Datum und keine Webadresse.</translation>
    </message>
    <message>
        <source>“Drei Ressourcen gehören zusammen” — German text, a chapter on compute budgets (it cites Kaplan et al. 2020); source document 001 of this planner. The document names no author, date or web address.</source>
        <translation>„Drei Ressourcen gehören zusammen“ – deutscher Text, ein Kapitel über Rechenbudgets (er zitiert Kaplan et al. 2020); Quelldokument 001 dieses Planers. Das Dokument nennt keinen Autor, kein Datum und keine Webadresse.</translation>
    </message>
    <message>
        <source>“Bevor du Code anfasst: Was du wirklich brauchst, um ein LLM zu trainieren” — German tutorial on training a 100M–1.5B model from scratch; source document 002 of this planner. The document names no author, date or web address.</source>
        <translation>„Bevor du Code anfasst: Was du wirklich brauchst, um ein LLM zu trainieren“ – deutsche Anleitung zum Training eines Modells mit 100 Mio. bis 1,5 Mrd. Parametern von Grund auf; Quelldokument 002 dieses Planers. Das Dokument nennt keinen Autor, kein Datum und keine Webadresse.</translation>
    </message>
    <message>
        <source>“Как дообучить модель 70B: требования к GPU и порядок работы” — Russian guide by a GPU rental provider (it quotes its own monthly rents); source document 003 of this planner. The document names no author, date or web address.</source>
        <translation>„Как дообучить модель 70B: требования к GPU и порядок работы“ („Wie man ein 70B-Modell feinabstimmt: GPU-Anforderungen und Ablauf“) – russischer Leitfaden eines GPU-Vermieters (er nennt seine eigenen Monatsmieten); Quelldokument 003 dieses Planers. Das Dokument nennt keinen Autor, kein Datum und keine Webadresse.</translation>
    </message>
    <message>
        <source>“Beste Cloud-GPUs für das Feinabstimmen von LLMs” — German comparison of rented cloud GPUs; source document 004 of this planner. The document names no author, date or web address.</source>
        <translation>„Beste Cloud-GPUs für das Feinabstimmen von LLMs“ – deutscher Vergleich gemieteter Cloud-GPUs; Quelldokument 004 dieses Planers. Das Dokument nennt keinen Autor, kein Datum und keine Webadresse.</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>Each work a figure above cites, with its address; the source documents this planner was built from are named as they name themselves.</source>
        <translation>Jedes Werk, das eine Zahl oben zitiert, mit seiner Adresse; die Quelldokumente, aus denen dieser Planer entstand, stehen so da, wie sie sich selbst nennen.</translation>
    </message>
    <message>
        <source>EleutherAI, Transformer Math 101 (2023): Q. Anthony, S. Biderman, H. Schoelkopf, EleutherAI blog, https://blog.eleuther.ai/transformer-math/</source>
        <translation>EleutherAI, Transformer Math 101 (2023): Q. Anthony, S. Biderman, H. Schoelkopf, EleutherAI-Blog, https://blog.eleuther.ai/transformer-math/</translation>
    </message>
    <message>
        <source>Korthikanti et al. 2022, Reducing Activation Recomputation in Large Transformer Models, https://arxiv.org/abs/2205.05198</source>
        <translation>Korthikanti et al. 2022, https://arxiv.org/abs/2205.05198</translation>
    </message>
    <message>
        <source>Rajbhandari et al. 2020 (ZeRO): ZeRO: Memory Optimizations Toward Training Trillion Parameter Models, https://arxiv.org/abs/1910.02054</source>
        <translation>Rajbhandari et al. 2020 (ZeRO), https://arxiv.org/abs/1910.02054</translation>
    </message>
    <message>
        <source>Dettmers et al. 2023 (QLoRA): QLoRA: Efficient Finetuning of Quantized LLMs, https://arxiv.org/abs/2305.14314</source>
        <translation>Dettmers et al. 2023 (QLoRA), https://arxiv.org/abs/2305.14314</translation>
    </message>
    <message>
        <source>Hu et al. 2021 (LoRA): LoRA: Low-Rank Adaptation of Large Language Models, https://arxiv.org/abs/2106.09685</source>
        <translation>Hu et al. 2021 (LoRA), https://arxiv.org/abs/2106.09685</translation>
    </message>
    <message>
        <source>Hoffmann et al. 2022 (Chinchilla): Training Compute-Optimal Large Language Models, https://arxiv.org/abs/2203.15556</source>
        <translation>Hoffmann et al. 2022 (Chinchilla), https://arxiv.org/abs/2203.15556</translation>
    </message>
    <message>
        <source>Dettmers et al. 2022 (8-bit optimizers): 8-bit Optimizers via Block-wise Quantization, https://arxiv.org/abs/2110.02861</source>
        <translation>Dettmers et al. 2022 (8-Bit-Optimierer), https://arxiv.org/abs/2110.02861</translation>
    </message>
    <message>
        <source>Narayanan et al. 2021: Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM, https://arxiv.org/abs/2104.04473</source>
        <translation>Narayanan et al. 2021, https://arxiv.org/abs/2104.04473</translation>
    </message>
    <message>
        <source>Kwon et al. 2023: Efficient Memory Management for Large Language Model Serving with PagedAttention (vLLM), https://arxiv.org/abs/2309.06180</source>
        <translation>Kwon et al. 2023, https://arxiv.org/abs/2309.06180</translation>
    </message>
    <message>
        <source>Ibrahim et al. 2024: Simple and Scalable Strategies to Continually Pre-train Large Language Models, https://arxiv.org/abs/2403.08763</source>
        <translation>Ibrahim et al. 2024, https://arxiv.org/abs/2403.08763</translation>
    </message>
    <message>
        <source>European Central Bank, euro foreign exchange reference rates, https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html</source>
        <translation>Europäische Zentralbank, Euro-Referenzkurse, https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html</translation>
    </message>
</context>
</TS>
