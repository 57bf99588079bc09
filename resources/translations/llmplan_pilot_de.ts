<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de_DE">
<context>
    <name>MainWindow</name>
    <message>
        <source>Import &amp;pilot…</source>
        <translation>&amp;Pilotlauf importieren…</translation>
    </message>
    <message>
        <source>P&amp;ilot runs…</source>
        <translation>Pilot&amp;läufe…</translation>
    </message>
    <message>
        <source>Import pilot</source>
        <translation>Pilotlauf importieren</translation>
    </message>
    <message>
        <source>Not a pilot file</source>
        <translation>Keine Pilotlauf-Datei</translation>
    </message>
    <message>
        <source>Pilot added: the plan is calibrated by it</source>
        <translation>Pilotlauf hinzugefügt: der Plan ist danach kalibriert</translation>
    </message>
    <message>
        <source>%1 pilots added: the plan is calibrated by them</source>
        <translation>%1 Pilotläufe hinzugefügt: der Plan ist danach kalibriert</translation>
    </message>
</context>
<context>
    <name>CalibrationNote</name>
    <message>
        <source>Calibrated by a pilot</source>
        <translation>Kalibriert durch einen Pilotlauf</translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>Kandidat</translation>
    </message>
    <message>
        <source>calibrated</source>
        <translation>kalibriert</translation>
    </message>
    <message>
        <source>planned before</source>
        <translation>vorher geplant</translation>
    </message>
</context>
<context>
    <name>PilotPanel</name>
    <message>
        <source>Pilot runs</source>
        <translation>Pilotläufe</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>Belegt</translation>
    </message>
    <message>
        <source>Allocated</source>
        <translation>Alloziert</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Import pilot…</source>
        <translation>Pilotlauf importieren…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Measured on a real GPU with &lt;tt&gt;llmplan probe SCENARIO.json&lt;/tt&gt;; a pilot of the scenario's model corrects activation memory, allocator reserve, CUDA context and speed for every candidate.</source>
        <translation>Gemessen auf einer echten GPU mit &lt;tt&gt;llmplan probe SZENARIO.json&lt;/tt&gt;; ein Pilotlauf des Modells im Szenario korrigiert Aktivierungsspeicher, Allocator-Reserve, CUDA-Kontext und Geschwindigkeit für jeden Kandidaten.</translation>
    </message>
    <message>
        <source>out of memory: %1</source>
        <translation>Speicher erschöpft: %1</translation>
    </message>
    <message>
        <source>CPU smoke test</source>
        <translation>CPU-Funktionstest</translation>
    </message>
    <message>
        <source>simulated</source>
        <translation>simuliert</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>gemessen</translation>
    </message>
    <message>
        <source>No pilot yet: the figures are planned, not measured.</source>
        <translation>Noch kein Pilotlauf: die Zahlen sind geplant, nicht gemessen.</translation>
    </message>
    <message>
        <source>No pilot matches this scenario's model.</source>
        <translation>Kein Pilotlauf passt zum Modell dieses Szenarios.</translation>
    </message>
</context>
<context>
    <name>ReportPilot</name>
    <message>
        <source>What rests on a measurement</source>
        <translation>Was auf einer Messung beruht</translation>
    </message>
    <message>
        <source>No pilot matches this plan: every figure is planned.</source>
        <translation>Kein Pilotlauf passt zu diesem Plan: alle Zahlen sind geplant.</translation>
    </message>
    <message>
        <source>Every other figure is planned from the model, not measured.</source>
        <translation>Alle anderen Zahlen sind nach dem Modell geplant, nicht gemessen.</translation>
    </message>
</context>
</TS>
