<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Sources</name>
    <message>
        <source>derived: the 80 GB H100 SXM reports 81,559 MiB</source>
        <translation>abgeleitet: die H100 SXM mit 80 GB meldet 81.559 MiB</translation>
    </message>
    <message>
        <source>the PCIe card carries the same 80 GB and is assumed to report the same (not measured)</source>
        <translation>die PCIe-Karte trägt dieselben 80 GB und meldet vermutlich dasselbe (nicht gemessen)</translation>
    </message>
    <message>
        <source>nvidia driver total 99,961,274,368 bytes on an H100 NVL (fastfetch-cli/fastfetch issue #1658) = 95,330 MiB</source>
        <translation>Gesamtwert des NVIDIA-Treibers 99.961.274.368 Byte auf einer H100 NVL (fastfetch-cli/fastfetch Issue #1658) = 95.330 MiB</translation>
    </message>
    <message>
        <source>nvidia-smi / torch.cuda.mem_get_info total on an H200 SXM (the shared H200 measurements, 2026-11-30)</source>
        <translation>Gesamtwert von nvidia-smi / torch.cuda.mem_get_info auf einer H200 SXM (die gemeinsamen H200-Messungen, 30.11.2026)</translation>
    </message>
    <message>
        <source>nvidia-smi total on a B200 (NVIDIA/TensorRT-LLM issue #10278: '/ 183359MiB')</source>
        <translation>Gesamtwert von nvidia-smi auf einer B200 (NVIDIA/TensorRT-LLM Issue #10278: '/ 183359MiB')</translation>
    </message>
    <message>
        <source>derived: 288 GB read as GiB less the share the driver keeps on a B200 (183,359 of 184,320 MiB, 0.52 %)</source>
        <translation>abgeleitet: 288 GB als GiB gelesen, abzüglich des Anteils, den der Treiber auf einer B200 behält (183.359 von 184.320 MiB, 0,52 %)</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>nicht gemessen</translation>
    </message>
    <message>
        <source>derived: 186 GB read as GiB less the B200's driver share (0.52 %)</source>
        <translation>abgeleitet: 186 GB als GiB gelesen, abzüglich des Treiberanteils der B200 (0,52 %)</translation>
    </message>
    <message>
        <source>derived: 96 GB GDDR7 read as GiB less the share the driver keeps (as reported for RTX PRO 6000 Blackwell cards, 97,887 MiB)</source>
        <translation>abgeleitet: 96 GB GDDR7 als GiB gelesen, abzüglich des Anteils, den der Treiber behält (wie für RTX-PRO-6000-Blackwell-Karten gemeldet, 97.887 MiB)</translation>
    </message>
    <message>
        <source>not measured here</source>
        <translation>hier nicht gemessen</translation>
    </message>
    <message>
        <source>nvidia-smi total with ECC on (akash-network/provider-configs PR #99</source>
        <translation>Gesamtwert von nvidia-smi mit eingeschaltetem ECC (akash-network/provider-configs PR #99</translation>
    </message>
    <message>
        <source>modal-labs/modal-client PR #2797)</source>
        <translation>modal-labs/modal-client PR #2797)</translation>
    </message>
    <message>
        <source>nvidia-smi total on an A100 80GB (shared measurement notes</source>
        <translation>Gesamtwert von nvidia-smi auf einer A100 80GB (gemeinsame Messnotizen</translation>
    </message>
    <message>
        <source>nvidia-smi total on an A100 40GB (modal-labs/modal-client PR #2797)</source>
        <translation>Gesamtwert von nvidia-smi auf einer A100 40GB (modal-labs/modal-client PR #2797)</translation>
    </message>
    <message>
        <source>derived: the A100 80GB reports 81,920 MiB</source>
        <translation>abgeleitet: die A100 80GB meldet 81.920 MiB</translation>
    </message>
    <message>
        <source>the PCIe card is assumed the same</source>
        <translation>für die PCIe-Karte als gleich angenommen</translation>
    </message>
    <message>
        <source>derived: the A100 40GB reports 40,960 MiB</source>
        <translation>abgeleitet: die A100 40GB meldet 40.960 MiB</translation>
    </message>
    <message>
        <source>nvidia-smi total on an RTX 5090 (noonghunna/club-3090 issue #1261)</source>
        <translation>Gesamtwert von nvidia-smi auf einer RTX 5090 (noonghunna/club-3090 Issue #1261)</translation>
    </message>
    <message>
        <source>derived: same AD102 board with 48 GB GDDR6 as the L40S, which reports 46,068 MiB with ECC on</source>
        <translation>abgeleitet: gleiche AD102-Platine mit 48 GB GDDR6 wie die L40S, die mit eingeschaltetem ECC 46.068 MiB meldet</translation>
    </message>
    <message>
        <source>with ECC off the card reports more (conservative)</source>
        <translation>mit ausgeschaltetem ECC meldet die Karte mehr (konservativ)</translation>
    </message>
    <message>
        <source>derived: 192 GB read as GiB (ROCm reports VRAM in that range)</source>
        <translation>abgeleitet: 192 GB als GiB gelesen (ROCm meldet VRAM in diesem Bereich)</translation>
    </message>
    <message>
        <source>derived: 256 GB read as GiB</source>
        <translation>abgeleitet: 256 GB als GiB gelesen</translation>
    </message>
    <message>
        <source>derived: 288 GB read as GiB</source>
        <translation>abgeleitet: 288 GB als GiB gelesen</translation>
    </message>
    <message>
        <source>derived: 128 GB read as GiB</source>
        <translation>abgeleitet: 128 GB als GiB gelesen</translation>
    </message>
    <message>
        <source>your own architecture</source>
        <translation>Ihre eigene Architektur</translation>
    </message>
</context>
<context>
    <name>CorpusTypes</name>
    <message>
        <source>corrupt gzip file</source>
        <translation>beschädigte gzip-Datei</translation>
    </message>
    <message>
        <source>too large to read whole</source>
        <translation>zu groß, um sie ganz zu lesen</translation>
    </message>
    <message>
        <source>too many attributes in one element</source>
        <translation>zu viele Attribute in einem Element</translation>
    </message>
    <message>
        <source>too many files in the archive</source>
        <translation>zu viele Dateien im Archiv</translation>
    </message>
</context>
<context>
    <name>SkipReasons</name>
    <message>
        <source>compressed RTF too large</source>
        <translation>komprimiertes RTF zu groß</translation>
    </message>
    <message>
        <source>corrupt compressed RTF</source>
        <translation>beschädigtes komprimiertes RTF</translation>
    </message>
    <message>
        <source>corrupt tar archive</source>
        <translation>beschädigtes TAR-Archiv</translation>
    </message>
    <message>
        <source>no readable document inside the gzip file</source>
        <translation>kein lesbares Dokument in der gzip-Datei</translation>
    </message>
    <message>
        <source>no readable documents inside the archive</source>
        <translation>keine lesbaren Dokumente im Archiv</translation>
    </message>
    <message>
        <source>not an Excel workbook</source>
        <translation>keine Excel-Arbeitsmappe</translation>
    </message>
    <message>
        <source>the reader process crashed on this file</source>
        <translation>der Leseprozess ist an dieser Datei abgestürzt</translation>
    </message>
</context>
<context>
    <name>Recommend</name>
    <message>
        <source>Your budget is in %1 but the prices are in %2. Set an exchange rate in the scenario file (costs.exchange_rates) to compare them.</source>
        <translation>Ihr Budget ist in %1, die Preise sind in %2. Geben Sie in der Szenariodatei einen Wechselkurs an (costs.exchange_rates), um sie zu vergleichen.</translation>
    </message>
</context>
</TS>
