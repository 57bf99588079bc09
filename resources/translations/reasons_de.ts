<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CorpusReasons</name>
    <message>
        <source>binary data</source>
        <translation>Binärdaten</translation>
    </message>
    <message>
        <source>no text</source>
        <translation>kein Text</translation>
    </message>
    <message>
        <source>empty file</source>
        <translation>leere Datei</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>Speicher erschöpft</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>übersprungen</translation>
    </message>
    <message>
        <source>unsupported type %1</source>
        <translation>nicht unterstützter Typ %1</translation>
    </message>
    <message>
        <source>unsupported type (no extension)</source>
        <translation>nicht unterstützter Typ (ohne Endung)</translation>
    </message>
    <message>
        <source>Outlook mailbox archive: export to .msg or .mbox to count it (%1)</source>
        <translation>Outlook-Postfacharchiv: als .msg oder .mbox exportieren, um es zu zählen (%1)</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>zu tief verschachtelt</translation>
    </message>
    <message>
        <source>nested too deeply (more than %1 levels)</source>
        <translation>zu tief verschachtelt (mehr als %1 Ebenen)</translation>
    </message>
    <message>
        <source>nested too deeply (containers more than %1 levels deep)</source>
        <translation>zu tief verschachtelt (Container mehr als %1 Ebenen tief)</translation>
    </message>
    <message>
        <source>%1 extraction failed (%2)</source>
        <translation>%1-Extraktion fehlgeschlagen (%2)</translation>
    </message>
    <message>
        <source>too much text (expands past %1 characters)</source>
        <translation>zu viel Text (wächst über %1 Zeichen)</translation>
    </message>
    <message>
        <source>too large (%1 &gt; %2)</source>
        <translation>zu groß (%1 &gt; %2)</translation>
    </message>
    <message>
        <source>too large for a %1 file (%2 &gt; %3)</source>
        <translation>zu groß für eine %1-Datei (%2 &gt; %3)</translation>
    </message>
    <message>
        <source>too large to read whole (%1 &gt; %2)</source>
        <translation>zu groß, um sie ganz zu lesen (%1 &gt; %2)</translation>
    </message>
    <message>
        <source>too large to read whole (&gt; %1)</source>
        <translation>zu groß, um sie ganz zu lesen (&gt; %1)</translation>
    </message>
    <message>
        <source>took too long (more than %1 s)</source>
        <translation>dauerte zu lange (mehr als %1 s)</translation>
    </message>
    <message>
        <source>needed too much memory (more than %1 MiB)</source>
        <translation>brauchte zu viel Speicher (mehr als %1 MiB)</translation>
    </message>
    <message>
        <source>reading failed (%1)</source>
        <translation>Lesen fehlgeschlagen (%1)</translation>
    </message>
    <message>
        <source>the reader process crashed on this file</source>
        <translation>der Leseprozess ist an dieser Datei abgestürzt</translation>
    </message>
    <message>
        <source>its Ray worker was lost twice while reading it</source>
        <translation>sein Ray-Worker ging beim Lesen zweimal verloren</translation>
    </message>
    <message>
        <source>changed since the folder was listed (not read)</source>
        <translation>seit dem Auflisten des Ordners verändert (nicht gelesen)</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>keine reguläre Datei</translation>
    </message>
    <message>
        <source>locked by another program (not read)</source>
        <translation>von einem anderen Programm gesperrt (nicht gelesen)</translation>
    </message>
    <message>
        <source>unreadable: permission denied</source>
        <translation>nicht lesbar: keine Berechtigung</translation>
    </message>
    <message>
        <source>unreadable: name too long</source>
        <translation>nicht lesbar: Name zu lang</translation>
    </message>
    <message>
        <source>unreadable: file not found</source>
        <translation>nicht lesbar: Datei nicht gefunden</translation>
    </message>
    <message>
        <source>unreadable: I/O error</source>
        <translation>nicht lesbar: Ein-/Ausgabefehler</translation>
    </message>
    <message>
        <source>unreadable: %1</source>
        <translation>nicht lesbar: %1</translation>
    </message>
    <message>
        <source>symbolic link not followed</source>
        <translation>symbolischer Link nicht verfolgt</translation>
    </message>
    <message>
        <source>broken symlink</source>
        <translation>defekter symbolischer Link</translation>
    </message>
    <message>
        <source>symlink loop</source>
        <translation>Schleife symbolischer Links</translation>
    </message>
    <message>
        <source>unreadable symlink: %1</source>
        <translation>unlesbarer symbolischer Link: %1</translation>
    </message>
    <message>
        <source>not found or not a regular file</source>
        <translation>nicht gefunden oder keine reguläre Datei</translation>
    </message>
    <message>
        <source>hard link to a file already counted (counted once)</source>
        <translation>harter Link auf eine schon gezählte Datei (einmal gezählt)</translation>
    </message>
    <message>
        <source>online-only file (not downloaded)</source>
        <translation>nur online gespeichert (nicht heruntergeladen)</translation>
    </message>
    <message>
        <source>folder already scanned (loop)</source>
        <translation>Ordner bereits durchsucht (Schleife)</translation>
    </message>
    <message>
        <source>folder changed while scanning (replaced by a link or a file): not read</source>
        <translation>Ordner während des Scans verändert (durch Link oder Datei ersetzt): nicht gelesen</translation>
    </message>
    <message>
        <source>unreadable folder: %1</source>
        <translation>unlesbarer Ordner: %1</translation>
    </message>
    <message>
        <source>unreadable file: %1</source>
        <translation>unlesbare Datei: %1</translation>
    </message>
    <message>
        <source>not a regular file (device, pipe, socket)</source>
        <translation>keine reguläre Datei (Gerät, Pipe, Socket)</translation>
    </message>
    <message>
        <source>zip bomb (nested documents inflate past %1)</source>
        <translation>ZIP-Bombe (verschachtelte Dokumente entpacken auf über %1)</translation>
    </message>
    <message>
        <source>zip bomb (inflates past %1)</source>
        <translation>ZIP-Bombe (entpackt über %1)</translation>
    </message>
    <message>
        <source>zip bomb (%1 uncompressed &gt; %2)</source>
        <translation>ZIP-Bombe (%1 entpackt &gt; %2)</translation>
    </message>
    <message>
        <source>zip bomb (&gt; %1 uncompressed)</source>
        <translation>ZIP-Bombe (&gt; %1 entpackt)</translation>
    </message>
    <message>
        <source>zip bomb (ratio %1:1)</source>
        <translation>ZIP-Bombe (Verhältnis %1:1)</translation>
    </message>
    <message>
        <source>zip bomb (ratio over %1:1)</source>
        <translation>ZIP-Bombe (Verhältnis über %1:1)</translation>
    </message>
    <message>
        <source>too many files in the archive (%1 &gt; %2)</source>
        <translation>zu viele Dateien im Archiv (%1 &gt; %2)</translation>
    </message>
    <message>
        <source>no readable documents inside the archive</source>
        <translation>keine lesbaren Dokumente im Archiv</translation>
    </message>
    <message>
        <source>corrupt gzip file</source>
        <translation>beschädigte gzip-Datei</translation>
    </message>
    <message>
        <source>corrupt gzip file (truncated)</source>
        <translation>beschädigte gzip-Datei (abgeschnitten)</translation>
    </message>
    <message>
        <source>no readable document inside the gzip file</source>
        <translation>kein lesbares Dokument in der gzip-Datei</translation>
    </message>
    <message>
        <source>corrupt tar archive</source>
        <translation>beschädigtes TAR-Archiv</translation>
    </message>
    <message>
        <source>encrypted Office document</source>
        <translation>verschlüsseltes Office-Dokument</translation>
    </message>
    <message>
        <source>legacy Office format (renamed .doc/.ppt?)</source>
        <translation>altes Office-Format (umbenannte .doc/.ppt?)</translation>
    </message>
    <message>
        <source>not a zip container</source>
        <translation>kein ZIP-Container</translation>
    </message>
    <message>
        <source>corrupt zip container</source>
        <translation>beschädigter ZIP-Container</translation>
    </message>
    <message>
        <source>encrypted document</source>
        <translation>verschlüsseltes Dokument</translation>
    </message>
    <message>
        <source>not a Word document (.doc)</source>
        <translation>kein Word-Dokument (.doc)</translation>
    </message>
    <message>
        <source>corrupt Word document (short header)</source>
        <translation>beschädigtes Word-Dokument (Kopf zu kurz)</translation>
    </message>
    <message>
        <source>corrupt Word document (no Word header)</source>
        <translation>beschädigtes Word-Dokument (kein Word-Kopf)</translation>
    </message>
    <message>
        <source>corrupt Word document (text outside its stream)</source>
        <translation>beschädigtes Word-Dokument (Text außerhalb seines Datenstroms)</translation>
    </message>
    <message>
        <source>corrupt Word document (piece table outside its stream)</source>
        <translation>beschädigtes Word-Dokument (Stücktabelle außerhalb ihres Datenstroms)</translation>
    </message>
    <message>
        <source>corrupt Word document (no piece table)</source>
        <translation>beschädigtes Word-Dokument (keine Stücktabelle)</translation>
    </message>
    <message>
        <source>not a PowerPoint presentation (.ppt)</source>
        <translation>keine PowerPoint-Präsentation (.ppt)</translation>
    </message>
    <message>
        <source>corrupt PowerPoint file (too many records)</source>
        <translation>beschädigte PowerPoint-Datei (zu viele Datensätze)</translation>
    </message>
    <message>
        <source>not an Excel workbook (.xls)</source>
        <translation>keine Excel-Arbeitsmappe (.xls)</translation>
    </message>
    <message>
        <source>corrupt Excel workbook</source>
        <translation>beschädigte Excel-Arbeitsmappe</translation>
    </message>
    <message>
        <source>not an OLE compound file</source>
        <translation>keine OLE-Verbunddatei</translation>
    </message>
    <message>
        <source>corrupt OLE file (damaged header or directory)</source>
        <translation>beschädigte OLE-Datei (Kopf oder Verzeichnis beschädigt)</translation>
    </message>
    <message>
        <source>corrupt OLE file (more than %1 entries)</source>
        <translation>beschädigte OLE-Datei (mehr als %1 Einträge)</translation>
    </message>
    <message>
        <source>corrupt OLE file (directory)</source>
        <translation>beschädigte OLE-Datei (Verzeichnis)</translation>
    </message>
    <message>
        <source>corrupt OLE file (a stream declares more bytes than the file holds)</source>
        <translation>beschädigte OLE-Datei (ein Datenstrom gibt mehr Bytes an, als die Datei enthält)</translation>
    </message>
    <message>
        <source>corrupt OLE file (broken sector chain)</source>
        <translation>beschädigte OLE-Datei (Sektorkette unterbrochen)</translation>
    </message>
    <message>
        <source>corrupt OLE file (a sector chain loops)</source>
        <translation>beschädigte OLE-Datei (Sektorkette im Kreis)</translation>
    </message>
    <message>
        <source>not an Outlook message</source>
        <translation>keine Outlook-Nachricht</translation>
    </message>
    <message>
        <source>corrupt compressed RTF</source>
        <translation>beschädigtes komprimiertes RTF</translation>
    </message>
    <message>
        <source>compressed RTF too large</source>
        <translation>komprimiertes RTF zu groß</translation>
    </message>
    <message>
        <source>corrupt RTF</source>
        <translation>beschädigtes RTF</translation>
    </message>
    <message>
        <source>not a Word document</source>
        <translation>kein Word-Dokument</translation>
    </message>
    <message>
        <source>not a PowerPoint presentation</source>
        <translation>keine PowerPoint-Präsentation</translation>
    </message>
    <message>
        <source>not an Excel workbook</source>
        <translation>keine Excel-Arbeitsmappe</translation>
    </message>
    <message>
        <source>not an OpenDocument file</source>
        <translation>keine OpenDocument-Datei</translation>
    </message>
    <message>
        <source>not an EPUB book</source>
        <translation>kein EPUB-Buch</translation>
    </message>
    <message>
        <source>not an EPUB book (package file missing)</source>
        <translation>kein EPUB-Buch (Paketdatei fehlt)</translation>
    </message>
    <message>
        <source>not an EPUB book (no package file)</source>
        <translation>kein EPUB-Buch (keine Paketdatei)</translation>
    </message>
    <message>
        <source>not a mailbox (no 'From ' line)</source>
        <translation>kein Postfach (keine „From “-Zeile)</translation>
    </message>
    <message>
        <source>too many messages in the mailbox (%1 &gt; %2)</source>
        <translation>zu viele Nachrichten im Postfach (%1 &gt; %2)</translation>
    </message>
    <message>
        <source>too many messages in the mailbox (&gt; %1)</source>
        <translation>zu viele Nachrichten im Postfach (&gt; %1)</translation>
    </message>
    <message>
        <source>no readable messages in the mailbox</source>
        <translation>keine lesbaren Nachrichten im Postfach</translation>
    </message>
    <message>
        <source>not an e-mail</source>
        <translation>keine E-Mail</translation>
    </message>
    <message>
        <source>e-mail header %1 too long</source>
        <translation>E-Mail-Kopfzeile %1 zu lang</translation>
    </message>
    <message>
        <source>XML entity declarations (refused)</source>
        <translation>XML-Entity-Deklarationen (abgelehnt)</translation>
    </message>
    <message>
        <source>malformed XML</source>
        <translation>fehlerhaftes XML</translation>
    </message>
    <message>
        <source>malformed JSON</source>
        <translation>fehlerhaftes JSON</translation>
    </message>
    <message>
        <source>malformed JSON Lines</source>
        <translation>fehlerhafte JSON Lines</translation>
    </message>
    <message>
        <source>too many attributes in one element (more than %1)</source>
        <translation>zu viele Attribute in einem Element (mehr als %1)</translation>
    </message>
    <message>
        <source>encrypted PDF</source>
        <translation>verschlüsseltes PDF</translation>
    </message>
    <message>
        <source>corrupt PDF</source>
        <translation>beschädigtes PDF</translation>
    </message>
    <message>
        <source>too many pages (%1 &gt; %2)</source>
        <translation>zu viele Seiten (%1 &gt; %2)</translation>
    </message>
    <message>
        <source>no text layer (scanned PDF?)</source>
        <translation>keine Textebene (gescanntes PDF?)</translation>
    </message>
    <message>
        <source>unsupported type</source>
        <translation>nicht unterstützter Typ</translation>
    </message>
    <message>
        <source>Outlook mailbox archive: export to .msg or .mbox to count it</source>
        <translation>Outlook-Postfacharchiv: als .msg oder .mbox exportieren, um es zu zählen</translation>
    </message>
    <message>
        <source>extraction failed</source>
        <translation>Extraktion fehlgeschlagen</translation>
    </message>
    <message>
        <source>too much text</source>
        <translation>zu viel Text</translation>
    </message>
    <message>
        <source>too large</source>
        <translation>zu groß</translation>
    </message>
    <message>
        <source>too large to read whole</source>
        <translation>zu groß, um sie ganz zu lesen</translation>
    </message>
    <message>
        <source>took too long</source>
        <translation>dauerte zu lange</translation>
    </message>
    <message>
        <source>needed too much memory</source>
        <translation>brauchte zu viel Speicher</translation>
    </message>
    <message>
        <source>reading failed</source>
        <translation>Lesen fehlgeschlagen</translation>
    </message>
    <message>
        <source>unreadable symbolic link</source>
        <translation>unlesbarer symbolischer Link</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>nicht lesbar</translation>
    </message>
    <message>
        <source>unreadable folder</source>
        <translation>unlesbarer Ordner</translation>
    </message>
    <message>
        <source>unreadable file</source>
        <translation>unlesbare Datei</translation>
    </message>
    <message>
        <source>zip bomb</source>
        <translation>ZIP-Bombe</translation>
    </message>
    <message>
        <source>too many files in the archive</source>
        <translation>zu viele Dateien im Archiv</translation>
    </message>
    <message>
        <source>corrupt Word document</source>
        <translation>beschädigtes Word-Dokument</translation>
    </message>
    <message>
        <source>corrupt PowerPoint file</source>
        <translation>beschädigte PowerPoint-Datei</translation>
    </message>
    <message>
        <source>corrupt OLE file</source>
        <translation>beschädigte OLE-Datei</translation>
    </message>
    <message>
        <source>too many messages in the mailbox</source>
        <translation>zu viele Nachrichten im Postfach</translation>
    </message>
    <message>
        <source>too many attributes in one element</source>
        <translation>zu viele Attribute in einem Element</translation>
    </message>
    <message>
        <source>too many pages</source>
        <translation>zu viele Seiten</translation>
    </message>
    <message>
        <source>e-mail header too long</source>
        <translation>E-Mail-Kopfzeile zu lang</translation>
    </message>
    <message>
        <source>%1 is a symbolic link; its target %2 was scanned.</source>
        <translation>%1 ist ein symbolischer Link; sein Ziel %2 wurde durchsucht.</translation>
    </message>
    <message>
        <source>%1 hard link(s) to files already listed were counted once, under their first name.</source>
        <translation>%1 harte(r) Link(s) auf schon gelistete Dateien wurden einmal gezählt, unter ihrem ersten Namen.</translation>
    </message>
    <message>
        <source>Some file types were not read at all; their tokens per byte is assumed.</source>
        <translation>Einige Dateitypen wurden gar nicht gelesen; ihre Token je Byte sind angenommen.</translation>
    </message>
    <message>
        <source>Files were sampled by type and size, without replacement, in a random order; totals by the ratio estimator on bytes (Neyman allocation); sampled files that could not be read count as 0 tokens.</source>
        <translation>Dateien wurden nach Typ und Größe gezogen, ohne Zurücklegen, in zufälliger Reihenfolge; Summen mit dem Verhältnisschätzer über Bytes (Neyman-Aufteilung); gezogene Dateien, die nicht lesbar waren, zählen als 0 Token.</translation>
    </message>
    <message>
        <source>The search for exact copies stopped before every file of equal size was compared: the files not compared count as unique.</source>
        <translation>Die Suche nach exakten Kopien endete, bevor jede Datei gleicher Größe verglichen war: die nicht verglichenen Dateien zählen als einzigartig.</translation>
    </message>
    <message>
        <source>%1 documents read after the first %2 distinct lines were not examined for recurring lines.</source>
        <translation>%1 Dokumente, gelesen nach den ersten %2 verschiedenen Zeilen, wurden nicht auf wiederkehrende Zeilen geprüft.</translation>
    </message>
    <message>
        <source>Extrapolated from the folder's tokens per byte of each type; the interval covers the sampling error only — that the folder is representative of the archive is an assumption.</source>
        <translation>Hochgerechnet aus den Token je Byte jedes Typs im Ordner; das Intervall deckt nur den Stichprobenfehler ab – dass der Ordner für das Archiv repräsentativ ist, ist eine Annahme.</translation>
    </message>
    <message>
        <source>no %1 files in the folder: the folder's average tokens per byte used</source>
        <translation>keine %1-Dateien im Ordner: die durchschnittlichen Token je Byte des Ordners verwendet</translation>
    </message>
</context>
</TS>
