<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Odds</name>
    <message>
        <source>Token count 95 % interval %1–%2 per epoch, from the corpus sample: in the run time and cost</source>
        <translation>Tokenanzahl: 95-%-Intervall %1–%2 je Epoche aus der Korpus-Stichprobe, in Laufzeit und Kosten eingerechnet</translation>
    </message>
</context>
</TS>
