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
        <source>buy %1</source>
        <translation>Kauf %1</translation>
    </message>
    <message>
        <source>rent %1</source>
        <translation>Miete %1</translation>
    </message>
    <message>
        <source>%1 (your quote, not planned here): %2</source>
        <translation>%1 (Ihr Angebot, hier nicht geplant): %2</translation>
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
        <source>Buy or rent</source>
        <translation>Kaufen oder mieten</translation>
    </message>
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
        <source>your quote</source>
        <translation>Ihr Angebot</translation>
    </message>
    <message>
        <source>stale price (quoted %1)</source>
        <translation>veralteter Preis (Stand %1)</translation>
    </message>
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
        <source>per period begun</source>
        <translation>je angefangenem Zeitraum</translation>
    </message>
    <message>
        <source>Rent paid for every period of its quote begun (every month of a monthly rent, every hour of an hourly one), or for exactly the time the run takes</source>
        <translation>Miete für jeden angefangenen Zeitraum ihres Angebots (jeden Monat einer Monatsmiete, jede Stunde einer Stundenmiete) oder genau für die Dauer des Laufs</translation>
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
<context>
    <name>Labels</name>
    <message>
        <source>Purchase price</source>
        <translation>Kaufpreis</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>Wechselkurs</translation>
    </message>
    <message>
        <source>Cost of owning per year</source>
        <translation>Kosten des Besitzes pro Jahr</translation>
    </message>
    <message>
        <source>Runs a year from which buying is cheaper</source>
        <translation>Läufe im Jahr, ab denen Kaufen günstiger ist</translation>
    </message>
</context>
<context>
    <name>FigureText</name>
    <message>
        <source>days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>price per server or card</source>
        <translation>Preis je Server oder Karte</translation>
    </message>
    <message>
        <source>servers or cards</source>
        <translation>Server oder Karten</translation>
    </message>
    <message>
        <source>quoted on</source>
        <translation>angeboten am</translation>
    </message>
    <message>
        <source>older than the price book allows</source>
        <translation>älter, als die Preisliste zulässt</translation>
    </message>
    <message>
        <source>day of the rate</source>
        <translation>Tag des Kurses</translation>
    </message>
    <message>
        <source>purchase price</source>
        <translation>Kaufpreis</translation>
    </message>
    <message>
        <source>residual value</source>
        <translation>Restwert</translation>
    </message>
    <message>
        <source>depreciation years</source>
        <translation>Abschreibungsjahre</translation>
    </message>
    <message>
        <source>hosting per year</source>
        <translation>Unterbringung pro Jahr</translation>
    </message>
    <message>
        <source>cost of owning per year</source>
        <translation>Kosten des Besitzes pro Jahr</translation>
    </message>
    <message>
        <source>rent per run</source>
        <translation>Miete je Lauf</translation>
    </message>
    <message>
        <source>electricity per run</source>
        <translation>Strom je Lauf</translation>
    </message>
</context>
<context>
    <name>Formulas</name>
    <message>
        <source>price per unit × units</source>
        <translation>Preis je Einheit × Einheiten</translation>
    </message>
    <message>
        <source>your rate</source>
        <translation>Ihr Kurs</translation>
    </message>
    <message>
        <source>%1 ÷ units per euro (reference rate)</source>
        <translation>%1 ÷ Einheiten je Euro (Referenzkurs)</translation>
    </message>
    <message>
        <source>(price − residual value) ÷ depreciation years + hosting per year</source>
        <translation>(Preis − Restwert) ÷ Abschreibungsjahre + Unterbringung pro Jahr</translation>
    </message>
    <message>
        <source>cost of owning per year ÷ (rent per run − electricity per run)</source>
        <translation>Kosten des Besitzes pro Jahr ÷ (Miete je Lauf − Strom je Lauf)</translation>
    </message>
</context>
<context>
    <name>Sources</name>
    <message>
        <source>your quote</source>
        <translation>Ihr Angebot</translation>
    </message>
    <message>
        <source>your rate</source>
        <translation>Ihr Kurs</translation>
    </message>
    <message>
        <source>European Central Bank, euro foreign exchange reference rates</source>
        <translation>Europäische Zentralbank, Euro-Referenzkurse</translation>
    </message>
    <message>
        <source>a rent includes the power</source>
        <translation>eine Miete enthält den Strom</translation>
    </message>
    <message>
        <source>planning assumption: straight-line depreciation</source>
        <translation>Planungsannahme: lineare Abschreibung</translation>
    </message>
    <message>
        <source>NVIDIA newsroom, 'NVIDIA Delivers Quantum Leap in Performance, Introduces New Era of Neural Rendering With GeForce RTX 40 Series' (20 Sep 2022): RTX 4090 starting at $1,599 (launch list price, card only)</source>
        <translation>NVIDIA-Pressemitteilung zur GeForce RTX 40 Serie (20. September 2022): RTX 4090 ab 1.599 $ (Listenpreis zur Markteinführung, nur die Karte)</translation>
    </message>
    <message>
        <source>NVIDIA newsroom, 'NVIDIA Blackwell GeForce RTX 50 Series Opens New World of AI Computer Graphics' (6 Jan 2025): RTX 5090 at $1,999 (launch list price, card only)</source>
        <translation>NVIDIA-Pressemitteilung zur GeForce RTX 50 Serie (6. Januar 2025): RTX 5090 für 1.999 $ (Listenpreis zur Markteinführung, nur die Karte)</translation>
    </message>
</context>
<context>
    <name>PriceText</name>
    <message>
        <source>Buy or rent %1: how it is computed</source>
        <translation>%1 kaufen oder mieten: wie es berechnet wird</translation>
    </message>
</context>
<context>
    <name>InputValues</name>
    <message>
        <source>%1 USD per server-hour (catalogue)</source>
        <translation>%1 USD je Server und Stunde (Preisliste)</translation>
    </message>
    <message>
        <source>%1 USD per server-hour (scenario)</source>
        <translation>%1 USD je Server und Stunde (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 USD per server-day (catalogue)</source>
        <translation>%1 USD je Server und Tag (Preisliste)</translation>
    </message>
    <message>
        <source>%1 USD per server-day (scenario)</source>
        <translation>%1 USD je Server und Tag (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 USD per server-month (scenario)</source>
        <translation>%1 USD je Server und Monat (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 USD per GPU-hour (catalogue)</source>
        <translation>%1 USD je GPU und Stunde (Preisliste)</translation>
    </message>
    <message>
        <source>%1 USD per GPU-hour (scenario)</source>
        <translation>%1 USD je GPU und Stunde (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 USD per GPU-day (catalogue)</source>
        <translation>%1 USD je GPU und Tag (Preisliste)</translation>
    </message>
    <message>
        <source>%1 USD per GPU-day (scenario)</source>
        <translation>%1 USD je GPU und Tag (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 USD per GPU-month (catalogue)</source>
        <translation>%1 USD je GPU und Monat (Preisliste)</translation>
    </message>
    <message>
        <source>%1 USD per GPU-month (scenario)</source>
        <translation>%1 USD je GPU und Monat (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 EUR per server-hour (catalogue)</source>
        <translation>%1 EUR je Server und Stunde (Preisliste)</translation>
    </message>
    <message>
        <source>%1 EUR per server-hour (scenario)</source>
        <translation>%1 EUR je Server und Stunde (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 EUR per server-day (catalogue)</source>
        <translation>%1 EUR je Server und Tag (Preisliste)</translation>
    </message>
    <message>
        <source>%1 EUR per server-day (scenario)</source>
        <translation>%1 EUR je Server und Tag (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 EUR per server-month (catalogue)</source>
        <translation>%1 EUR je Server und Monat (Preisliste)</translation>
    </message>
    <message>
        <source>%1 EUR per server-month (scenario)</source>
        <translation>%1 EUR je Server und Monat (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 EUR per GPU-hour (catalogue)</source>
        <translation>%1 EUR je GPU und Stunde (Preisliste)</translation>
    </message>
    <message>
        <source>%1 EUR per GPU-hour (scenario)</source>
        <translation>%1 EUR je GPU und Stunde (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 EUR per GPU-day (catalogue)</source>
        <translation>%1 EUR je GPU und Tag (Preisliste)</translation>
    </message>
    <message>
        <source>%1 EUR per GPU-day (scenario)</source>
        <translation>%1 EUR je GPU und Tag (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 EUR per GPU-month (catalogue)</source>
        <translation>%1 EUR je GPU und Monat (Preisliste)</translation>
    </message>
    <message>
        <source>%1 EUR per GPU-month (scenario)</source>
        <translation>%1 EUR je GPU und Monat (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 GBP per server-hour (catalogue)</source>
        <translation>%1 GBP je Server und Stunde (Preisliste)</translation>
    </message>
    <message>
        <source>%1 GBP per server-hour (scenario)</source>
        <translation>%1 GBP je Server und Stunde (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 GBP per server-day (catalogue)</source>
        <translation>%1 GBP je Server und Tag (Preisliste)</translation>
    </message>
    <message>
        <source>%1 GBP per server-day (scenario)</source>
        <translation>%1 GBP je Server und Tag (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 GBP per server-month (catalogue)</source>
        <translation>%1 GBP je Server und Monat (Preisliste)</translation>
    </message>
    <message>
        <source>%1 GBP per server-month (scenario)</source>
        <translation>%1 GBP je Server und Monat (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 GBP per GPU-hour (catalogue)</source>
        <translation>%1 GBP je GPU und Stunde (Preisliste)</translation>
    </message>
    <message>
        <source>%1 GBP per GPU-hour (scenario)</source>
        <translation>%1 GBP je GPU und Stunde (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 GBP per GPU-day (catalogue)</source>
        <translation>%1 GBP je GPU und Tag (Preisliste)</translation>
    </message>
    <message>
        <source>%1 GBP per GPU-day (scenario)</source>
        <translation>%1 GBP je GPU und Tag (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 GBP per GPU-month (catalogue)</source>
        <translation>%1 GBP je GPU und Monat (Preisliste)</translation>
    </message>
    <message>
        <source>%1 GBP per GPU-month (scenario)</source>
        <translation>%1 GBP je GPU und Monat (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 CHF per server-hour (catalogue)</source>
        <translation>%1 CHF je Server und Stunde (Preisliste)</translation>
    </message>
    <message>
        <source>%1 CHF per server-hour (scenario)</source>
        <translation>%1 CHF je Server und Stunde (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 CHF per server-day (catalogue)</source>
        <translation>%1 CHF je Server und Tag (Preisliste)</translation>
    </message>
    <message>
        <source>%1 CHF per server-day (scenario)</source>
        <translation>%1 CHF je Server und Tag (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 CHF per server-month (catalogue)</source>
        <translation>%1 CHF je Server und Monat (Preisliste)</translation>
    </message>
    <message>
        <source>%1 CHF per server-month (scenario)</source>
        <translation>%1 CHF je Server und Monat (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 CHF per GPU-hour (catalogue)</source>
        <translation>%1 CHF je GPU und Stunde (Preisliste)</translation>
    </message>
    <message>
        <source>%1 CHF per GPU-hour (scenario)</source>
        <translation>%1 CHF je GPU und Stunde (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 CHF per GPU-day (catalogue)</source>
        <translation>%1 CHF je GPU und Tag (Preisliste)</translation>
    </message>
    <message>
        <source>%1 CHF per GPU-day (scenario)</source>
        <translation>%1 CHF je GPU und Tag (Ihr Preis)</translation>
    </message>
    <message>
        <source>%1 CHF per GPU-month (catalogue)</source>
        <translation>%1 CHF je GPU und Monat (Preisliste)</translation>
    </message>
    <message>
        <source>%1 CHF per GPU-month (scenario)</source>
        <translation>%1 CHF je GPU und Monat (Ihr Preis)</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>What one unit of another currency is worth in the currency above. Your rates replace the ECB reference rates for those currencies; the report names every rate it used and its date.</source>
        <translation>Was eine Einheit einer anderen Währung in der obigen Währung wert ist. Ihre Kurse ersetzen für diese Währungen die EZB-Referenzkurse; der Bericht nennt jeden verwendeten Kurs mit seinem Datum.</translation>
    </message>
    <message>
        <source> years</source>
        <translation> Jahre</translation>
    </message>
    <message>
        <source>Years a bought server is written off over (buy against rent)</source>
        <translation>Jahre, über die ein gekaufter Server abgeschrieben wird (Kaufen oder Mieten)</translation>
    </message>
    <message>
        <source>&amp;Depreciation:</source>
        <translation>&amp;Abschreibung:</translation>
    </message>
    <message>
        <source>Share of the purchase price the hardware still fetches after those years</source>
        <translation>Anteil des Kaufpreises, den die Hardware nach diesen Jahren noch erzielt</translation>
    </message>
    <message>
        <source>&amp;Residual value:</source>
        <translation>Rest&amp;wert:</translation>
    </message>
    <message>
        <source>Rack space, cooling and support of bought hardware per month, in the currency above (the electricity is counted on its own)</source>
        <translation>Stellplatz, Kühlung und Wartung gekaufter Hardware pro Monat, in der obigen Währung (der Strom zählt gesondert)</translation>
    </message>
    <message>
        <source>&amp;Hosting per month:</source>
        <translation>&amp;Unterbringung pro Monat:</translation>
    </message>
    <message>
        <source>No reference rates are bundled: only your rates convert.</source>
        <translation>Keine Referenzkurse mitgeliefert: Nur Ihre Kurse rechnen um.</translation>
    </message>
    <message>
        <source>Where you set no rate, amounts are compared at the ECB reference rates of %1.</source>
        <translation>Wo Sie keinen Kurs angeben, werden Beträge zu den EZB-Referenzkursen vom %1 verglichen.</translation>
    </message>
</context>
<context>
    <name>PriceEditorDialog</name>
    <message>
        <source>Your rent</source>
        <translation>Ihre Miete</translation>
    </message>
    <message>
        <source>Billed per</source>
        <translation>Abrechnung je</translation>
    </message>
    <message>
        <source>Your rent is for one month, day or hour, and billed by every one begun</source>
        <translation>Ihre Miete gilt für einen Monat, Tag oder eine Stunde und wird je angefangenem Zeitraum abgerechnet</translation>
    </message>
    <message>
        <source>Your prices replace the price book's for that hardware and are saved with the scenario. Leave a field empty to keep the book's price. Amounts keep their currency; they are compared at your exchange rate (Preferences) or else at the ECB reference rate, and the report names the rate and its date. A book price older than %1 months is marked stale.</source>
        <translation>Ihre Preise ersetzen die der Preisliste für diese Hardware und werden mit dem Szenario gespeichert. Lassen Sie ein Feld leer, um den Preis der Preisliste zu behalten. Beträge behalten ihre Währung; verglichen werden sie zu Ihrem Wechselkurs (Einstellungen) oder sonst zum EZB-Referenzkurs, und der Bericht nennt Kurs und Datum. Ein Listenpreis, der älter als %1 Monate ist, gilt als veraltet.</translation>
    </message>
    <message>
        <source>month</source>
        <translation>Monat</translation>
    </message>
    <message>
        <source>day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>hour</source>
        <translation>Stunde</translation>
    </message>
    <message>
        <source>rent %1 a day</source>
        <translation>Miete %1 am Tag</translation>
    </message>
    <message>
        <source>rent %1 an hour</source>
        <translation>Miete %1 pro Stunde</translation>
    </message>
    <message>
        <source>(undated)</source>
        <translation>(ohne Datum)</translation>
    </message>
    <message>
        <source>(%1, stale)</source>
        <translation>(%1, veraltet)</translation>
    </message>
</context>
</TS>
