<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Odds</name>
    <message>
        <source>%1 likely</source>
        <translation>%1 wahrscheinlich</translation>
    </message>
    <message>
        <source>%1 likely to fit the card</source>
        <translation>Passt mit %1 Wahrscheinlichkeit auf die Karte</translation>
    </message>
    <message>
        <source>%1 likely to finish within %2 days</source>
        <translation>Mit %1 Wahrscheinlichkeit binnen %2 Tagen fertig</translation>
    </message>
    <message>
        <source>%1 likely to stay within %2 %3</source>
        <translation>Bleibt mit %1 Wahrscheinlichkeit unter %2 %3</translation>
    </message>
    <message>
        <source>Training P10–P90: %1 to %2 days (median %3)</source>
        <translation>Training P10–P90: %1 bis %2 Tage (Median %3)</translation>
    </message>
    <message>
        <source>%1 and %2 more</source>
        <translation>%1 und %2 weitere</translation>
    </message>
    <message>
        <source>Rests on %1 of %2 measured runs: %3</source>
        <translation>Beruht auf %1 von %2 gemessenen Läufen: %3</translation>
    </message>
    <message>
        <source>(no run like this plan: the spread is widened)</source>
        <translation>(kein Lauf wie dieser Plan: die Streuung ist verbreitert)</translation>
    </message>
    <message>
        <source>likely ≥ </source>
        <translation>Wahrscheinlichkeit ≥ </translation>
    </message>
    <message>
        <source>How likely an option must be to finish by the deadline to count as in time, from the planner's errors on the shipped runs most like it</source>
        <translation>Wie wahrscheinlich eine Option bis zur Frist fertig sein muss, um als rechtzeitig zu gelten, aus den Fehlern des Planers bei den ähnlichsten mitgelieferten Läufen</translation>
    </message>
    <message>
        <source>⚠ tight</source>
        <translation>⚠ knapp</translation>
    </message>
    <message>
        <source>need per GPU: median %1, P95 %2</source>
        <translation>Bedarf je GPU: Median %1, P95 %2</translation>
    </message>
    <message>
        <source>P10–P90 from the planner's measured errors</source>
        <translation>P10–P90 aus den gemessenen Fehlern des Planers</translation>
    </message>
</context>
<context>
    <name>PlanWarnings</name>
    <message>
        <source>Only %1 likely to fit: similar runs measured this far above their plan.</source>
        <translation>Passt nur mit %1 Wahrscheinlichkeit: ähnliche Läufe lagen so weit über ihrem Plan.</translation>
    </message>
</context>
<context>
    <name>TimelineTab</name>
    <message>
        <source>Training bars: the plan, continued in a second shade to its P10–P90 interval (the planner's errors on the shipped runs most like it).</source>
        <translation>Trainingsbalken: der Plan, in zweiter Schattierung bis zu seinem P10–P90-Intervall fortgesetzt (die Fehler des Planers bei den mitgelieferten Läufen, die ihm am ähnlichsten sind).</translation>
    </message>
</context>
<context>
    <name>Recommend</name>
    <message>
        <source>%1 likely to finish within %2 days (in time from %3).</source>
        <translation>Mit %1 Wahrscheinlichkeit binnen %2 Tagen fertig (rechtzeitig ab %3).</translation>
    </message>
</context>
<context>
    <name>Accuracy</name>
    <message>
        <source>The P10–P90 training time held %1 of %2 measured runs (%3); median width %4×.</source>
        <translation>Die P10–P90-Trainingszeit traf %1 von %2 gemessenen Läufen (%3); mittlere Breite %4×.</translation>
    </message>
    <message>
        <source>%1 runs were planned at P(fits) ≥ 95 % on their own card; above the card: %2.</source>
        <translation>%1 Läufe waren mit P(passt) ≥ 95 % auf ihrer eigenen Karte geplant; über der Karte: %2.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Outside their P10–P90: %1</source>
        <translation>Außerhalb ihres P10–P90: %1</translation>
    </message>
    <message>
        <source>Stated</source>
        <translation>Angegeben</translation>
    </message>
    <message>
        <source>Observed: throughput</source>
        <translation>Beobachtet: Durchsatz</translation>
    </message>
    <message>
        <source>Observed: memory</source>
        <translation>Beobachtet: Speicher</translation>
    </message>
    <message>
        <source>How well the stated odds held: each run left out of its own evidence, how often the measurement fell below the stated quantile</source>
        <translation>Wie gut die angegebenen Wahrscheinlichkeiten hielten: jeder Lauf aus seiner eigenen Evidenz herausgenommen, wie oft die Messung unter dem angegebenen Quantil lag</translation>
    </message>
</context>
<context>
    <name>ScenarioFields</name>
    <message>
        <source>Deadline (&amp;days)</source>
        <translation>Frist (&amp;Tage)</translation>
    </message>
    <message>
        <source>Days the whole run must end within: the plan says how likely it is, from the planner's errors on its shipped runs and the time lost to interruptions. Empty = no deadline</source>
        <translation>Tage, in denen der ganze Lauf enden muss: der Plan sagt, wie wahrscheinlich das ist, aus den Fehlern des Planers bei seinen mitgelieferten Läufen und der durch Unterbrechungen verlorenen Zeit. Leer = keine Frist</translation>
    </message>
    <message>
        <source>Budg&amp;et for running</source>
        <translation>Budg&amp;et für den Betrieb</translation>
    </message>
    <message>
        <source>What running the training may cost, in the scenario's currency (the rent on rented hardware, which includes the electricity; else the electricity): the plan says how likely it stays within it. Empty = no budget</source>
        <translation>Was der Betrieb des Trainings kosten darf, in der Währung des Szenarios (die Miete bei gemieteter Hardware, die den Strom enthält; sonst der Strom): der Plan sagt, wie wahrscheinlich er darunter bleibt. Leer = kein Budget</translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <source>Fits on %1 (%2 likely)</source>
        <translation>Passt auf %1 (%2 wahrscheinlich)</translation>
    </message>
    <message>
        <source>Tight on %1: %2 likely to fit</source>
        <translation>Knapp auf %1: passt mit %2 Wahrscheinlichkeit</translation>
    </message>
    <message>
        <source>Does not fit on %1 (%2 likely to fit)</source>
        <translation>Passt nicht auf %1 (passt mit %2 Wahrscheinlichkeit)</translation>
    </message>
    <message>
        <source>training takes %1 (P10–P90)</source>
        <translation>Training dauert %1 (P10–P90)</translation>
    </message>
</context>
</TS>
