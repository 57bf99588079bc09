<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Odds</name>
    <message>
        <source>Token count 95 % interval %1–%2 per epoch, from the corpus sample: in the run time and cost</source>
        <translation>Tokenanzahl: 95-%-Intervall %1–%2 je Epoche aus der Korpus-Stichprobe, in Laufzeit und Kosten eingerechnet</translation>
    </message>
    <message>
        <source>Rests on measurements of this setup (a pilot or measured tokens/s)</source>
        <translation>Beruht auf Messungen dieses Aufbaus (ein Pilotlauf oder gemessene Token/s)</translation>
    </message>
    <message>
        <source>(the run time rests on a measurement of this setup)</source>
        <translation>(die Laufzeit beruht auf einer Messung dieses Aufbaus)</translation>
    </message>
    <message>
        <source>(the memory rests on a measurement of this setup)</source>
        <translation>(der Speicher beruht auf einer Messung dieses Aufbaus)</translation>
    </message>
</context>
</TS>
