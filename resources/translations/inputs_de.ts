<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Sources</name>
    <message>
        <source>your own architecture</source>
        <translation>Ihre eigene Architektur</translation>
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
