<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>PriceSources</name>
    <message>
        <source>Lambda, on-demand instances, https://lambda.ai/instances (read 2026-09-20; per GPU per hour, billed by the minute, sales tax/VAT excluded): '1x NVIDIA H100 SXM' $4.29</source>
        <translation>Lambda, On-Demand-Instanzen, https://lambda.ai/instances (gelesen am 2026-09-20; je GPU und Stunde, minutengenau abgerechnet, ohne Umsatzsteuer): „1x NVIDIA H100 SXM“ 4,29 $</translation>
    </message>
    <message>
        <source>Lambda, on-demand instances, https://lambda.ai/instances (read 2026-09-20; per GPU per hour, billed by the minute, sales tax/VAT excluded): '1x NVIDIA B200 SXM6' $6.99</source>
        <translation>Lambda, On-Demand-Instanzen, https://lambda.ai/instances (gelesen am 2026-09-20; je GPU und Stunde, minutengenau abgerechnet, ohne Umsatzsteuer): „1x NVIDIA B200 SXM6“ 6,99 $</translation>
    </message>
    <message>
        <source>Lambda, on-demand instances, https://lambda.ai/instances (read 2026-09-20; per GPU per hour, billed by the minute, sales tax/VAT excluded): '8x NVIDIA H100 SXM' $3.99 per GPU-hour × 8 GPUs = $31.92 per hour</source>
        <translation>Lambda, On-Demand-Instanzen, https://lambda.ai/instances (gelesen am 2026-09-20; je GPU und Stunde, minutengenau abgerechnet, ohne Umsatzsteuer): „8x NVIDIA H100 SXM“ 3,99 $ je GPU-Stunde × 8 GPUs = 31,92 $ je Stunde</translation>
    </message>
    <message>
        <source>Lambda, on-demand instances, https://lambda.ai/instances (read 2026-09-20; per GPU per hour, billed by the minute, sales tax/VAT excluded): '8x NVIDIA B200 SXM6' $6.69 per GPU-hour × 8 GPUs = $53.52 per hour</source>
        <translation>Lambda, On-Demand-Instanzen, https://lambda.ai/instances (gelesen am 2026-09-20; je GPU und Stunde, minutengenau abgerechnet, ohne Umsatzsteuer): „8x NVIDIA B200 SXM6“ 6,69 $ je GPU-Stunde × 8 GPUs = 53,52 $ je Stunde</translation>
    </message>
    <message>
        <source>Hyperstack, on-demand rate card, https://www.hyperstack.cloud/gpu-pricing (read 2026-08-26; per GPU-hour, billed by the minute): 'NVIDIA H200 SXM' $3.99</source>
        <translation>Hyperstack, On-Demand-Preisliste, https://www.hyperstack.cloud/gpu-pricing (gelesen am 2026-08-26; je GPU-Stunde, minutengenau abgerechnet): „NVIDIA H200 SXM“ 3,99 $</translation>
    </message>
    <message>
        <source>Hyperstack, on-demand rate card, https://www.hyperstack.cloud/gpu-pricing (read 2026-08-26; per GPU-hour, billed by the minute): 'NVIDIA B300' $7.40</source>
        <translation>Hyperstack, On-Demand-Preisliste, https://www.hyperstack.cloud/gpu-pricing (gelesen am 2026-08-26; je GPU-Stunde, minutengenau abgerechnet): „NVIDIA B300“ 7,40 $</translation>
    </message>
    <message>
        <source>Hyperstack, on-demand rate card, https://www.hyperstack.cloud/gpu-pricing (read 2026-08-26; per GPU-hour, billed by the minute): 'NVIDIA H200 SXM' $3.99 per GPU-hour × 8 GPUs = $31.92 per hour</source>
        <translation>Hyperstack, On-Demand-Preisliste, https://www.hyperstack.cloud/gpu-pricing (gelesen am 2026-08-26; je GPU-Stunde, minutengenau abgerechnet): „NVIDIA H200 SXM“ 3,99 $ je GPU-Stunde × 8 GPUs = 31,92 $ je Stunde</translation>
    </message>
    <message>
        <source>Hyperstack, on-demand rate card, https://www.hyperstack.cloud/gpu-pricing (read 2026-08-26; per GPU-hour, billed by the minute): 'NVIDIA B300' $7.40 per GPU-hour × 8 GPUs = $59.20 per hour</source>
        <translation>Hyperstack, On-Demand-Preisliste, https://www.hyperstack.cloud/gpu-pricing (gelesen am 2026-08-26; je GPU-Stunde, minutengenau abgerechnet): „NVIDIA B300“ 7,40 $ je GPU-Stunde × 8 GPUs = 59,20 $ je Stunde</translation>
    </message>
</context>
<context>
    <name>Recommend</name>
    <message>
        <source>Payment</source>
        <translation>Bezahlung</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>If slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Use makes the option the main hardware; Compare adds it as a candidate</source>
        <translation>„Übernehmen“ macht die Option zur Haupthardware; „Vergleichen“ fügt sie als Kandidaten hinzu</translation>
    </message>
    <message>
        <source>Why the option is listed: the pick, the runner-up, the fastest, your quote</source>
        <translation>Warum die Option aufgeführt ist: Empfehlung, Zweitbeste, schnellste, Ihr Angebot</translation>
    </message>
    <message>
        <source>How you pay: rent for the run, buy, or electricity only where no price is known</source>
        <translation>Wie Sie bezahlen: Miete für den Lauf, Kauf oder nur Strom, wo kein Preis bekannt ist</translation>
    </message>
    <message>
        <source>Cost: the rent for the run or the purchase price, in the price's own currency</source>
        <translation>Kosten: die Miete für den Lauf oder der Kaufpreis, in der Währung des Preises</translation>
    </message>
    <message>
        <source>Training time if it runs slowly (the conservative end of the MFU band)</source>
        <translation>Trainingsdauer, wenn es langsam läuft (das konservative Ende der MFU-Spanne)</translation>
    </message>
    <message>
        <source>Memory per card: planned / usable capacity</source>
        <translation>Speicher je Karte: geplant / nutzbare Kapazität</translation>
    </message>
    <message>
        <source>Energy of the run</source>
        <translation>Energie des Laufs</translation>
    </message>
</context>
<context>
    <name>TimelineTab</name>
    <message>
        <source>rent %1 at %2</source>
        <translation>Miete %1 zu %2</translation>
    </message>
</context>
</TS>
