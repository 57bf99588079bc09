<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Serving</name>
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
</TS>
