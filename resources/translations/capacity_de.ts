<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Accuracy</name>
    <message>
        <source>measured</source>
        <translation>gemessen</translation>
    </message>
    <message>
        <source>simulated</source>
        <translation>simuliert</translation>
    </message>
</context>
<context>
    <name>Catalog</name>
    <message>
        <source>NVIDIA GB200 186 GB (per Blackwell GPU)</source>
        <translation>NVIDIA GB200 186 GB (je Blackwell-GPU)</translation>
    </message>
</context>
<context>
    <name>CorpusResultsView</name>
    <message>
        <source>%n other types</source>
        <translation>%n weitere Typen</translation>
    </message>
</context>
<context>
    <name>Hardware</name>
    <message>
        <source>%1 (%2 usable)</source>
        <translation>%1 (%2 nutzbar)</translation>
    </message>
    <message>
        <source>%1 GB is the vendor's figure (10⁹ bytes); plans count it as %2 GiB.</source>
        <translation>%1 GB ist die Herstellerangabe (10⁹ Byte); die Planung rechnet mit %2 GiB.</translation>
    </message>
    <message>
        <source>%1 GB in the name is the vendor's figure; plans count the %2 MiB the driver reports (nvidia-smi), which is %3 GiB (1 GiB = 1,024 MiB).</source>
        <translation>%1 GB im Namen ist die Herstellerangabe; die Planung rechnet mit den %2 MiB, die der Treiber meldet (nvidia-smi), also %3 GiB (1 GiB = 1.024 MiB).</translation>
    </message>
    <message>
        <source>%1: the vendor's %2 GB = %3 GiB (reference model, as the source documents)</source>
        <translation>%1: die %2 GB des Herstellers = %3 GiB (Referenzmodell, wie die Quelldokumente)</translation>
    </message>
    <message>
        <source>%1: %2 GiB (the vendor's figure)</source>
        <translation>%1: %2 GiB (Herstellerangabe)</translation>
    </message>
    <message>
        <source>%1: %2 MiB = %3 GiB</source>
        <translation>%1: %2 MiB = %3 GiB</translation>
    </message>
    <message>
        <source>Capacity per card is what the driver reports (nvidia-smi, MiB ÷ 1,024 = GiB); the GB in a card's name are the vendor's figure (10⁹ bytes).</source>
        <translation>Die Kapazität pro Karte ist, was der Treiber meldet (nvidia-smi, MiB ÷ 1.024 = GiB); die GB im Namen einer Karte sind die Herstellerangabe (10⁹ Byte).</translation>
    </message>
</context>
</TS>
