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
</TS>
