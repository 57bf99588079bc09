<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>PriceText</name>
    <message>
        <source>(your rate)</source>
        <translation>(Ihr Kurs)</translation>
    </message>
    <message>
        <source>(ECB reference rate of %1)</source>
        <translation>(EZB-Referenzkurs vom %1)</translation>
    </message>
    <message>
        <source>your quote</source>
        <translation>Ihr Angebot</translation>
    </message>
    <message>
        <source>the source gives no date</source>
        <translation>die Quelle nennt kein Datum</translation>
    </message>
    <message>
        <source>quoted %1 — stale, check it</source>
        <translation>Stand %1 — veraltet, bitte prüfen</translation>
    </message>
    <message>
        <source>quoted %1</source>
        <translation>Stand %1</translation>
    </message>
    <message>
        <source>price book: %1; %2</source>
        <translation>Preisliste: %1; %2</translation>
    </message>
    <message>
        <source>per hour</source>
        <translation>pro Stunde</translation>
    </message>
    <message>
        <source>per day</source>
        <translation>pro Tag</translation>
    </message>
    <message>
        <source>per month</source>
        <translation>pro Monat</translation>
    </message>
    <message>
        <source>%1, purchase price</source>
        <translation>%1, Kaufpreis</translation>
    </message>
    <message>
        <source>%1, rent</source>
        <translation>%1, Miete</translation>
    </message>
    <message>
        <source>%1: no price known (enter yours in Edit → Prices)</source>
        <translation>%1: kein Preis bekannt (eigenen unter Bearbeiten → Preise eintragen)</translation>
    </message>
    <message>
        <source>Exchange rate: %1</source>
        <translation>Wechselkurs: %1</translation>
    </message>
    <message>
        <source>Owning %1 costs %2 a year (price %3 less %4 residual value over %5 years, hosting %6 a year) plus %7 electricity a run; renting %8 costs %9 a run.</source>
        <translation>%1 zu besitzen kostet %2 im Jahr (Preis %3 abzüglich %4 Restwert über %5 Jahre, Unterbringung %6 im Jahr) plus %7 Strom je Lauf; %8 zu mieten kostet %9 je Lauf.</translation>
    </message>
    <message>
        <source>Renting is cheaper however often you train.</source>
        <translation>Mieten ist günstiger, wie oft Sie auch trainieren.</translation>
    </message>
    <message>
        <source>Buying is cheaper from %1 runs a year on</source>
        <translation>Kaufen ist ab %1 Läufen im Jahr günstiger</translation>
    </message>
    <message>
        <source>— more than the %1 runs a year the hardware can do.</source>
        <translation>— mehr als die %1 Läufe im Jahr, die die Hardware schafft.</translation>
    </message>
    <message>
        <source>stale: quoted longer ago than the price book allows before the plan date</source>
        <translation>veraltet: länger vor dem Planungsdatum angeboten, als die Preisliste zulässt</translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation>1 Stunde</translation>
    </message>
    <message>
        <source>1 day</source>
        <translation>1 Tag</translation>
    </message>
    <message>
        <source>1 month</source>
        <translation>1 Monat</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 Stunden</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 Monate</translation>
    </message>
</context>
<context>
    <name>ReportHtml</name>
    <message>
        <source>Prices and exchange rates</source>
        <translation>Preise und Wechselkurse</translation>
    </message>
</context>
<context>
    <name>ReportMarkdown</name>
    <message>
        <source>Prices and exchange rates</source>
        <translation>Preise und Wechselkurse</translation>
    </message>
</context>
<context>
    <name>ReportOptions</name>
    <message>
        <source>your quote</source>
        <translation>Ihr Angebot</translation>
    </message>
    <message>
        <source>in whole periods of its quote (hours, days or months begun)</source>
        <translation>in ganzen Zeiträumen des Angebots (jede angefangene Stunde, jeder Tag, jeder Monat)</translation>
    </message>
</context>
<context>
    <name>Recommend</name>
    <message>
        <source>Compared at %1.</source>
        <translation>Verglichen zu %1.</translation>
    </message>
    <message>
        <source>Prices in other currencies are not compared (no exchange rate known).</source>
        <translation>Preise in anderen Währungen werden nicht verglichen (kein Wechselkurs bekannt).</translation>
    </message>
</context>
<context>
    <name>ReportTables</name>
    <message>
        <source>Purchase price</source>
        <translation>Kaufpreis</translation>
    </message>
</context>
<context>
    <name>RecommendTab</name>
    <message>
        <source>by the period quoted (every hour, day or month begun)</source>
        <translation>nach dem Zeitraum des Angebots (jede angefangene Stunde, jeder Tag, jeder Monat)</translation>
    </message>
</context>
<context>
    <name>Formulas</name>
    <message>
        <source>hours × price per hour</source>
        <translation>Stunden × Preis pro Stunde</translation>
    </message>
    <message>
        <source>days × price per day</source>
        <translation>Tage × Preis pro Tag</translation>
    </message>
</context>
<context>
    <name>PriceSources</name>
    <message>
        <source>NVIDIA newsroom, 'NVIDIA Delivers Quantum Leap in Performance, Introduces New Era of Neural Rendering With GeForce RTX 40 Series' (20 Sep 2022): RTX 4090 starting at $1,599 (launch list price, card only)</source>
        <translation>NVIDIA-Pressemitteilung zur GeForce RTX 40 Serie (20. September 2022): RTX 4090 ab 1.599 $ (Listenpreis zur Markteinführung, nur die Karte)</translation>
    </message>
    <message>
        <source>NVIDIA newsroom, 'NVIDIA Blackwell GeForce RTX 50 Series Opens New World of AI Computer Graphics' (6 Jan 2025): RTX 5090 at $1,999 (launch list price, card only)</source>
        <translation>NVIDIA-Pressemitteilung zur GeForce RTX 50 Serie (6. Januar 2025): RTX 5090 für 1.999 $ (Listenpreis zur Markteinführung, nur die Karte)</translation>
    </message>
    <message>
        <source>«Как дообучить модель 70B: требования к GPU и порядок работы» (How to fine-tune a 70B model: GPU requirements and workflow), GPU rental provider guide, budget section; the article gives no date</source>
        <translation>«Как дообучить модель 70B: требования к GPU и порядок работы» (Wie man ein 70B-Modell feinabstimmt: GPU-Anforderungen und Ablauf), Leitfaden eines GPU-Vermieters, Abschnitt Budget; der Artikel nennt kein Datum</translation>
    </message>
</context>
</TS>
