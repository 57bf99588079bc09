<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de_DE">
<context>
    <name>Recommend</name>
    <message>
        <source>Use</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <source>Make this the main hardware, with these settings</source>
        <translation>Als Haupt-Hardware mit diesen Einstellungen übernehmen</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>Add this hardware as a candidate on the Memory fit and Timeline tabs</source>
        <translation>Diese Hardware als Kandidat in „Speicherbedarf“ und „Zeitplan“ aufnehmen</translation>
    </message>
    <message>
        <source>1 day</source>
        <translation>1 Tag</translation>
    </message>
    <message>
        <source>1 sequence per step</source>
        <translation>1 Sequenz je Schritt</translation>
    </message>
    <message>
        <source>cheapest that meets %1</source>
        <translation>günstigste, die %1 einhält</translation>
    </message>
    <message>
        <source>cheapest that meets %1 within %2</source>
        <translation>günstigste, die %1 einhält und unter %2 bleibt</translation>
    </message>
    <message>
        <source>meets %1 with the least energy (no price known)</source>
        <translation>hält %1 ein, mit dem geringsten Energiebedarf (kein Preis bekannt)</translation>
    </message>
    <message>
        <source>fastest</source>
        <translation>am schnellsten</translation>
    </message>
    <message>
        <source>fastest under budget</source>
        <translation>am schnellsten im Budget</translation>
    </message>
    <message>
        <source>lowest energy</source>
        <translation>geringster Energiebedarf</translation>
    </message>
    <message>
        <source>fits with most headroom</source>
        <translation>passt mit der meisten Reserve</translation>
    </message>
    <message>
        <source>No hardware in the catalogue holds this training run.</source>
        <translation>Keine Hardware im Katalog fasst dieses Training.</translation>
    </message>
    <message>
        <source>Options meet the deadline, but none has a price to compare with the budget.</source>
        <translation>Einige Optionen halten die Frist ein, aber keine hat einen Preis, der sich mit dem Budget vergleichen lässt.</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <source>How you pay</source>
        <translation>Bezahlung</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>Trainingsdauer</translation>
    </message>
    <message>
        <source>If it runs slowly</source>
        <translation>Wenn es langsam läuft</translation>
    </message>
    <message>
        <source>Memory per card</source>
        <translation>Speicher je Karte</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <source>full copy per card</source>
        <translation>volle Kopie je Karte</translation>
    </message>
    <message>
        <source>ZeRO-1</source>
        <translation>ZeRO-1</translation>
    </message>
    <message>
        <source>ZeRO-2</source>
        <translation>ZeRO-2</translation>
    </message>
    <message>
        <source>ZeRO-3 / FSDP</source>
        <translation>ZeRO-3 / FSDP</translation>
    </message>
    <message>
        <source>no recompute</source>
        <translation>keine Neuberechnung</translation>
    </message>
    <message>
        <source>selective recompute</source>
        <translation>teilweise Neuberechnung</translation>
    </message>
    <message>
        <source>full recompute</source>
        <translation>volle Neuberechnung</translation>
    </message>
    <message>
        <source>optimizer in CPU memory</source>
        <translation>Optimizer im CPU-Speicher</translation>
    </message>
    <message>
        <source>Rent %1 for %2: training takes %3 (up to %4 if it runs slowly).</source>
        <translation>%1 mieten für %2: Das Training dauert %3 (bis zu %4, wenn es langsam läuft).</translation>
    </message>
    <message>
        <source>Buy %1 for %2: training takes %3 (up to %4 if it runs slowly).</source>
        <translation>%1 kaufen für %2: Das Training dauert %3 (bis zu %4, wenn es langsam läuft).</translation>
    </message>
    <message>
        <source>Use %1 (electricity %2): training takes %3 (up to %4 if it runs slowly).</source>
        <translation>%1 verwenden (Strom %2): Das Training dauert %3 (bis zu %4, wenn es langsam läuft).</translation>
    </message>
    <message>
        <source>Why: %1.</source>
        <translation>Warum: %1.</translation>
    </message>
    <message>
        <source>rent for the run</source>
        <translation>Miete für den Lauf</translation>
    </message>
    <message>
        <source>buy</source>
        <translation>Kauf</translation>
    </message>
    <message>
        <source>electricity only (no price known)</source>
        <translation>nur Strom (kein Preis bekannt)</translation>
    </message>
    <message>
        <source>%1 sequences per step</source>
        <translation>%1 Sequenzen je Schritt</translation>
    </message>
    <message>
        <source>Prices in other currencies are not compared (no exchange rate set).</source>
        <translation>Preise in anderen Währungen werden nicht verglichen (kein Wechselkurs eingestellt).</translation>
    </message>
    <message>
        <source>Tried %1 combinations of hardware and settings; %2 ways fit in memory.</source>
        <translation>%1 Kombinationen aus Hardware und Einstellungen geprüft; %2 passen in den Speicher.</translation>
    </message>
    <message>
        <source>Compared at your exchange rate: %1.</source>
        <translation>Verglichen zu Ihrem Wechselkurs: %1.</translation>
    </message>
    <message>
        <source>Your budget is in %1 but the prices are in %2. Set an exchange rate in Edit → Preferences to compare them.</source>
        <translation>Ihr Budget ist in %1, die Preise sind in %2. Stellen Sie unter Bearbeiten → Einstellungen einen Wechselkurs ein, um sie zu vergleichen.</translation>
    </message>
    <message>
        <source>No hardware in the catalogue holds this training run. The closest, %1, needs %2 per card and has %3.</source>
        <translation>Keine Hardware im Katalog fasst dieses Training. Am nächsten kommt %1: braucht %2 je Karte und hat %3.</translation>
    </message>
    <message>
        <source>Nothing finishes in time: the fastest option, %1, needs %2 — %3 more than the %4 you allow.</source>
        <translation>Nichts wird rechtzeitig fertig: Die schnellste Option, %1, braucht %2 — %3 mehr als die erlaubten %4.</translation>
    </message>
    <message>
        <source>Runner-up: %1, %2 (%3), takes %4.</source>
        <translation>Zweitbeste: %1, %2 (%3), dauert %4.</translation>
    </message>
    <message>
        <source>Nothing fits the budget: the cheapest option that meets %1, %2, costs %3 — %4 more than your %5.</source>
        <translation>Nichts passt ins Budget: Die günstigste Option, die %1 einhält, %2, kostet %3 — %4 mehr als Ihre %5.</translation>
    </message>
    <message>
        <source>Training time (log scale)</source>
        <translation>Trainingsdauer (logarithmisch)</translation>
    </message>
    <message>
        <source>other options</source>
        <translation>weitere Optionen</translation>
    </message>
    <message>
        <source>best trade-offs</source>
        <translation>beste Kompromisse</translation>
    </message>
    <message>
        <source>recommended</source>
        <translation>Empfehlung</translation>
    </message>
    <message>
        <source>deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <source>budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Cost (%1, log scale)</source>
        <translation>Kosten (%1, logarithmisch)</translation>
    </message>
    <message>
        <source>1 min</source>
        <translation>1 min</translation>
    </message>
    <message>
        <source>10 min</source>
        <translation>10 min</translation>
    </message>
    <message>
        <source>1 h</source>
        <translation>1 h</translation>
    </message>
    <message>
        <source>6 h</source>
        <translation>6 h</translation>
    </message>
    <message>
        <source>1 week</source>
        <translation>1 Woche</translation>
    </message>
    <message>
        <source>1 month</source>
        <translation>1 Monat</translation>
    </message>
    <message>
        <source>6 months</source>
        <translation>6 Monate</translation>
    </message>
    <message>
        <source>1 year</source>
        <translation>1 Jahr</translation>
    </message>
    <message>
        <source>10 years</source>
        <translation>10 Jahre</translation>
    </message>
</context>
<context>
    <name>RecommendTab</name>
    <message>
        <source>Hover over a dot for its figures; click it to find it below.</source>
        <translation>Zeigen Sie auf einen Punkt für seine Zahlen; ein Klick findet ihn in der Tabelle.</translation>
    </message>
    <message>
        <source> days</source>
        <translation> Tage</translation>
    </message>
    <message>
        <source>Training must be finished within this many days</source>
        <translation>Das Training muss innerhalb so vieler Tage fertig sein</translation>
    </message>
    <message>
        <source>&amp;Budget:</source>
        <translation>B&amp;udget:</translation>
    </message>
    <message>
        <source>Only options that cost at most this much</source>
        <translation>Nur Optionen, die höchstens so viel kosten</translation>
    </message>
    <message>
        <source>Currency of the budget (ISO code)</source>
        <translation>Währung des Budgets (ISO-Code)</translation>
    </message>
    <message>
        <source>for the days used</source>
        <translation>für die genutzten Tage</translation>
    </message>
    <message>
        <source>by the month (every month begun)</source>
        <translation>monatlich (jeder angefangene Monat)</translation>
    </message>
    <message>
        <source>Rent paid for exactly the time the run takes, or for whole months</source>
        <translation>Miete genau für die Laufzeit oder für ganze Monate</translation>
    </message>
    <message>
        <source>Dead&amp;line:</source>
        <translation>&amp;Frist:</translation>
    </message>
    <message>
        <source>Rent b&amp;illed:</source>
        <translation>&amp;Miete abgerechnet:</translation>
    </message>
    <message>
        <source>&amp;Stop search</source>
        <translation>Suche s&amp;toppen</translation>
    </message>
    <message>
        <source>Search &amp;again</source>
        <translation>Erneut su&amp;chen</translation>
    </message>
    <message>
        <source>Try every configuration again for this scenario</source>
        <translation>Alle Konfigurationen für dieses Szenario erneut prüfen</translation>
    </message>
    <message>
        <source>Trying every configuration…</source>
        <translation>Alle Konfigurationen werden geprüft …</translation>
    </message>
    <message>
        <source>Stopped — showing what was found so far.</source>
        <translation>Gestoppt — gezeigt wird, was bisher gefunden wurde.</translation>
    </message>
    <message>
        <source>The search failed: %1</source>
        <translation>Die Suche ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Energy: %1</source>
        <translation>Energie: %1</translation>
    </message>
    <message>
        <source>Training time: %1 (up to %2)</source>
        <translation>Trainingsdauer: %1 (bis zu %2)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Recommend: bu&amp;y or rent</source>
        <translation>Vorschl&amp;äge: kaufen oder mieten</translation>
    </message>
    <message>
        <source>P&amp;rices…</source>
        <translation>P&amp;reise…</translation>
    </message>
</context>
<context>
    <name>PriceEditorDialog</name>
    <message>
        <source>no price known</source>
        <translation>kein Preis bekannt</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Preise</translation>
    </message>
    <message>
        <source>Your prices replace the price book's for that hardware and are saved with the scenario. Leave a field empty to keep the book's price. Amounts are never converted unless you set an exchange rate in Preferences.</source>
        <translation>Ihre Preise ersetzen die der Preisliste für diese Hardware und werden mit dem Szenario gespeichert. Ein leeres Feld behält den Preis der Liste. Beträge werden nur umgerechnet, wenn Sie in den Einstellungen einen Wechselkurs angeben.</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <source>Price book</source>
        <translation>Preisliste</translation>
    </message>
    <message>
        <source>Your purchase price</source>
        <translation>Ihr Kaufpreis</translation>
    </message>
    <message>
        <source>Your rent per month</source>
        <translation>Ihre Monatsmiete</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>Source of the book's price</source>
        <translation>Quelle des Listenpreises</translation>
    </message>
    <message>
        <source> (one card)</source>
        <translation> (eine Karte)</translation>
    </message>
    <message>
        <source>%1: not a price: %2</source>
        <translation>%1: kein Preis: %2</translation>
    </message>
    <message>
        <source>%1: give a three-letter currency code, e.g. EUR</source>
        <translation>%1: bitte einen dreibuchstabigen Währungscode angeben, z. B. EUR</translation>
    </message>
    <message>
        <source>buy %1</source>
        <translation>Kauf %1</translation>
    </message>
    <message>
        <source>rent %1 a month</source>
        <translation>Miete %1 im Monat</translation>
    </message>
</context>
<context>
    <name>PriceFields</name>
    <message>
        <source>Give a three-letter currency code, e.g. EUR</source>
        <translation>Bitte einen dreibuchstabigen Währungscode angeben, z. B. EUR</translation>
    </message>
    <message>
        <source>Purchase price (optional):</source>
        <translation>Kaufpreis (optional):</translation>
    </message>
    <message>
        <source>Rent per month (optional):</source>
        <translation>Monatsmiete (optional):</translation>
    </message>
    <message>
        <source>Currency of these prices:</source>
        <translation>Währung dieser Preise:</translation>
    </message>
    <message>
        <source>ISO code of the prices above, e.g. EUR or USD</source>
        <translation>ISO-Code der Preise oben, z. B. EUR oder USD</translation>
    </message>
    <message>
        <source>Must be more than 0</source>
        <translation>Muss größer als 0 sein</translation>
    </message>
    <message>
        <source>What one unit costs to buy (%1); empty if unknown</source>
        <translation>Was eine Einheit im Kauf kostet (%1); leer, wenn unbekannt</translation>
    </message>
    <message>
        <source>What one unit costs to rent for a month (%1); empty if unknown</source>
        <translation>Was eine Einheit einen Monat zur Miete kostet (%1); leer, wenn unbekannt</translation>
    </message>
</context>
<context>
    <name>ReportOptions</name>
    <message>
        <source>recommended</source>
        <translation>Empfehlung</translation>
    </message>
    <message>
        <source>runner-up</source>
        <translation>Zweitbeste</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <source>How you pay</source>
        <translation>Bezahlung</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>Trainingsdauer</translation>
    </message>
    <message>
        <source>If it runs slowly</source>
        <translation>Wenn es langsam läuft</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>for the days used</source>
        <translation>für die genutzten Tage</translation>
    </message>
    <message>
        <source>by the month</source>
        <translation>monatlich</translation>
    </message>
    <message>
        <source>Options considered</source>
        <translation>Geprüfte Optionen</translation>
    </message>
    <message>
        <source>The best trade-offs: no other option is both faster and cheaper.</source>
        <translation>Die besten Kompromisse: Keine andere Option ist zugleich schneller und günstiger.</translation>
    </message>
    <message>
        <source>none given</source>
        <translation>keines angegeben</translation>
    </message>
    <message>
        <source>Options without a known price count only their electricity and are not compared on cost. Amounts are in their own currency; they are converted only at the exchange rates named above.</source>
        <translation>Optionen ohne bekannten Preis zählen nur ihren Strom und werden bei den Kosten nicht verglichen. Beträge stehen in ihrer eigenen Währung; umgerechnet wird nur zu den oben genannten Wechselkursen.</translation>
    </message>
    <message>
        <source>Deadline %1; budget %2. Rent billed %3.</source>
        <translation>Frist %1; Budget %2. Miete abgerechnet %3.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>What one unit of another currency is worth in the currency above. Prices are compared across currencies only at these rates, and the report names them.</source>
        <translation>Was eine Einheit einer anderen Währung in der Währung oben wert ist. Preise in verschiedenen Währungen werden nur zu diesen Kursen verglichen, und der Bericht nennt sie.</translation>
    </message>
    <message>
        <source>E&amp;xchange rates:</source>
        <translation>Wechsel&amp;kurse:</translation>
    </message>
    <message>
        <source>Not an exchange rate: %1 (write e.g. USD=0.86)</source>
        <translation>Kein Wechselkurs: %1 (z. B. USD=0,86 schreiben)</translation>
    </message>
</context>
<context>
    <name>HardwareForm</name>
    <message>
        <source>per card</source>
        <translation>je Karte</translation>
    </message>
    <message>
        <source>per server</source>
        <translation>je Server</translation>
    </message>
</context>
</TS>
