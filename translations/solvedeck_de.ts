<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutBox</name>
    <message>
        <source>a temporary file for this demo run</source>
        <translation>eine temporäre Datei für diesen Demolauf</translation>
    </message>
    <message>
        <source>none open</source>
        <translation>keine geöffnet</translation>
    </message>
    <message>
        <source>%1 (team database, PostgreSQL)</source>
        <translation>%1 (Team-Datenbank, PostgreSQL)</translation>
    </message>
    <message>
        <source>%1 (this computer, SQLite)</source>
        <translation>%1 (dieser Rechner, SQLite)</translation>
    </message>
    <message>
        <source>%1, opening</source>
        <translation>%1, wird geöffnet</translation>
    </message>
    <message>
        <source>%1, not open</source>
        <translation>%1, nicht geöffnet</translation>
    </message>
    <message>
        <source>About SolveDeck</source>
        <translation>Über SolveDeck</translation>
    </message>
    <message>
        <source>none (a demo run keeps nothing)</source>
        <translation>keiner (ein Demolauf behält nichts)</translation>
    </message>
    <message>
        <source>%1 (not created yet)</source>
        <translation>%1 (noch nicht angelegt)</translation>
    </message>
    <message>
        <source>&lt;b&gt;SolveDeck %1&lt;/b&gt;&lt;p&gt;An operator console for CAPTCHA solve jobs on the CaptchaAI API, for sites you own or are authorised to test.&lt;/p&gt;&lt;p&gt;Qt %2 (built with %3), QtKeychain, %4 through Qt SQL.&lt;br&gt;Licence: Qt is used under the LGPL v3; QtKeychain under the BSD licence. SolveDeck itself: all rights reserved by its authors, who have not yet chosen a licence to grant.&lt;/p&gt;&lt;p&gt;Data folder: %5&lt;br&gt;Job database: %6&lt;/p&gt;</source>
        <translation>&lt;b&gt;SolveDeck %1&lt;/b&gt;&lt;p&gt;Eine Bedienkonsole für CAPTCHA-Lösungsaufträge über die CaptchaAI-API, für Websites, die Ihnen gehören oder die Sie testen dürfen.&lt;/p&gt;&lt;p&gt;Qt %2 (gebaut mit %3), QtKeychain, %4 über Qt SQL.&lt;br&gt;Lizenz: Qt wird unter der LGPL v3 verwendet, QtKeychain unter der BSD-Lizenz. SolveDeck selbst: alle Rechte bei seinen Autoren, die noch keine Lizenz gewählt haben.&lt;/p&gt;&lt;p&gt;Datenordner: %5&lt;br&gt;Auftragsdatenbank: %6&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 (a temporary file for this demo run)</source>
        <translation>%1 (eine temporäre Datei für diesen Demolauf)</translation>
    </message>
</context>
<context>
    <name>ApiClient</name>
    <message>
        <source>The API address is not a full URL. Enter one such as %1.</source>
        <translation>Die API-Adresse ist keine vollständige URL. Geben Sie eine wie %1 ein.</translation>
    </message>
    <message>
        <source>The API address must start with https://, such as %1.</source>
        <translation>Die API-Adresse muss mit https:// beginnen, zum Beispiel %1.</translation>
    </message>
    <message>
        <source>The API address must not carry a user name, password or parameters (addresses end up in logs; the API key is kept in the system keychain). Enter only the base address, such as %1.</source>
        <translation>Die API-Adresse darf keinen Benutzernamen, kein Passwort und keine Parameter enthalten (Adressen landen in Protokollen; der API-Schlüssel liegt im Schlüsselbund des Systems). Geben Sie nur die Basisadresse ein, zum Beispiel %1.</translation>
    </message>
    <message>
        <source>Over http:// the API key would cross the network unencrypted. Use https:// (plain http is allowed only for a local simulator on 127.0.0.1 or localhost).</source>
        <translation>Über http:// würde der API-Schlüssel unverschlüsselt durchs Netz gehen. Verwenden Sie https:// (einfaches http ist nur für einen lokalen Simulator auf 127.0.0.1 oder localhost erlaubt).</translation>
    </message>
    <message>
        <source>The API address contains something shaped like an API key (32 hexadecimal characters). The key never goes into the address: store it with %2 in the console or &apos;%3&apos;, and enter only the base address, such as %1.</source>
        <translation>Die API-Adresse enthält etwas, das wie ein API-Schlüssel aussieht (32 Hexadezimalzeichen). Der Schlüssel gehört nie in die Adresse: Speichern Sie ihn in der Konsole mit %2 oder mit „%3“ und geben Sie nur die Basisadresse ein, etwa %1.</translation>
    </message>
</context>
<context>
    <name>AuditLog</name>
    <message>
        <source>record &quot;%1&quot; in the audit log</source>
        <translation>„%1“ im Prüfprotokoll festhalten</translation>
    </message>
    <message>
        <source>Could not read the audit log of %1: %2. Check that the database is reachable and readable, then try again.</source>
        <translation>Das Prüfprotokoll von %1 konnte nicht gelesen werden: %2. Prüfen Sie, ob die Datenbank erreichbar und lesbar ist, und versuchen Sie es erneut.</translation>
    </message>
</context>
<context>
    <name>AuditWords</name>
    <message>
        <source>included</source>
        <translation>enthalten</translation>
    </message>
    <message>
        <source>left out</source>
        <translation>weggelassen</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>maskiert</translation>
    </message>
    <message>
        <source>supported</source>
        <translation>unterstützt</translation>
    </message>
    <message>
        <source>not supported</source>
        <translation>nicht unterstützt</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>nicht bekannt</translation>
    </message>
    <message>
        <source>console</source>
        <translation>Konsole</translation>
    </message>
    <message>
        <source>command line</source>
        <translation>Kommandozeile</translation>
    </message>
    <message>
        <source>no new submits; tasks at the service are still collected</source>
        <translation>keine neuen Übermittlungen; Aufgaben beim Dienst werden weiter abgeholt</translation>
    </message>
    <message>
        <source>submits allowed again</source>
        <translation>Übermittlungen wieder erlaubt</translation>
    </message>
    <message>
        <source>on</source>
        <translation>ein</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>stored in the system keychain (Preferences)</source>
        <translation>im Schlüsselbund des Systems gespeichert (Einstellungen)</translation>
    </message>
    <message>
        <source>stored in the system keychain</source>
        <translation>im Schlüsselbund des Systems gespeichert</translation>
    </message>
    <message>
        <source>removed from the system keychain (Preferences)</source>
        <translation>aus dem Schlüsselbund des Systems entfernt (Einstellungen)</translation>
    </message>
    <message numerus="yes">
        <source>ok: %n thread(s)</source>
        <translation>
            <numerusform>ok: %n Thread</numerusform>
            <numerusform>ok: %n Threads</numerusform>
        </translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>job %1 (was %2)</source>
        <translation>Auftrag %1 (war %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) of %1 matching: %2</source>
        <translation>
            <numerusform>%n Auftrag von %1 passenden: %2</numerusform>
            <numerusform>%n Aufträge von %1 passenden: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finished job(s) purged (%1)</source>
        <translation>
            <numerusform>%n abgeschlossener Auftrag bereinigt (%1)</numerusform>
            <numerusform>%n abgeschlossene Aufträge bereinigt (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) as %1 to %2 (%3; tokens %4, proxy passwords %5, events %6)</source>
        <translation>
            <numerusform>%n Auftrag als %1 nach %2 (%3; Tokens %4, Proxy-Passwörter %5, Ereignisse %6)</numerusform>
            <numerusform>%n Aufträge als %1 nach %2 (%3; Tokens %4, Proxy-Passwörter %5, Ereignisse %6)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n job(s) queued</source>
        <translation>
            <numerusform>%1: %n Auftrag eingereiht</numerusform>
            <numerusform>%1: %n Aufträge eingereiht</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 -&gt; %2 (toolbar)</source>
        <translation>%1 -&gt; %2 (Werkzeugleiste)</translation>
    </message>
    <message>
        <source>%1 -&gt; %2 (Preferences)</source>
        <translation>%1 -&gt; %2 (Einstellungen)</translation>
    </message>
    <message>
        <source>%1: several ids per res.php request: %2</source>
        <translation>%1: mehrere IDs pro res.php-Anfrage: %2</translation>
    </message>
    <message>
        <source>%1 (note: %2)</source>
        <translation>%1 (Notiz: %2)</translation>
    </message>
    <message numerus="yes">
        <source>, %n already in the database (not added again)</source>
        <translation>
            <numerusform>, %n schon in der Datenbank (nicht erneut hinzugefügt)</numerusform>
            <numerusform>, %n schon in der Datenbank (nicht erneut hinzugefügt)</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>limit %1, hosts %2</source>
        <translation>Limit: %1, Hosts: %2</translation>
    </message>
    <message>
        <source>all authorised</source>
        <translation>alle freigegebenen Ziele</translation>
    </message>
    <message>
        <source>, connections %1, streams %2, waits %3</source>
        <translation>, Verbindungen: %1, Streams: %2, Wartende: %3</translation>
    </message>
    <message>
        <source>, metrics only</source>
        <translation>, nur Metriken</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n queued job(s) canceled)</source>
        <translation>
            <numerusform>%1 (%n eingereihter Auftrag abgebrochen)</numerusform>
            <numerusform>%1 (%n eingereihte Aufträge abgebrochen)</numerusform>
        </translation>
    </message>
    <message>
        <source>the clipboard</source>
        <comment>an import&apos;s source, first in an audit entry</comment>
        <translation>Zwischenablage</translation>
    </message>
    <message numerus="yes">
        <source>, %n repeated in the list (added once)</source>
        <translation>
            <numerusform>, %n in der Liste wiederholt (einmal hinzugefügt)</numerusform>
            <numerusform>, %n in der Liste wiederholt (einmal hinzugefügt)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n invalid row(s) left out)</source>
        <translation>
            <numerusform>%1 (%n ungültige Zeile ausgelassen)</numerusform>
            <numerusform>%1 (%n ungültige Zeilen ausgelassen)</numerusform>
        </translation>
    </message>
    <message>
        <source>at expiry</source>
        <translation>bei Ablauf</translation>
    </message>
    <message>
        <source>after seconds</source>
        <translation>nach Sekunden</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>system</source>
        <translation>System</translation>
    </message>
    <message>
        <source>light</source>
        <translation>hell</translation>
    </message>
    <message>
        <source>dark</source>
        <translation>dunkel</translation>
    </message>
    <message>
        <source>endpoint</source>
        <translation>Endpunkt</translation>
    </message>
    <message>
        <source>adaptive polling</source>
        <translation>adaptive Abfrage</translation>
    </message>
    <message>
        <source>multi-id polling</source>
        <translation>Abfrage mehrerer IDs</translation>
    </message>
    <message>
        <source>clipboard clearing</source>
        <translation>Leeren der Zwischenablage</translation>
    </message>
    <message>
        <source>clipboard seconds</source>
        <translation>Sekunden bis zum Leeren</translation>
    </message>
    <message>
        <source>answer lifetime</source>
        <translation>Lebensdauer der Antwort</translation>
    </message>
    <message>
        <source>notifications</source>
        <translation>Benachrichtigungen</translation>
    </message>
    <message>
        <source>close to tray</source>
        <translation>in den Infobereich schließen</translation>
    </message>
    <message>
        <source>language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>colour scheme</source>
        <translation>Farbschema</translation>
    </message>
    <message>
        <source>%1: %2 -&gt; %3</source>
        <translation>%1: %2 -&gt; %3</translation>
    </message>
    <message>
        <source>gateway</source>
        <translation>Gateway</translation>
    </message>
    <message>
        <source>gateway address</source>
        <translation>Gateway-Adresse</translation>
    </message>
    <message>
        <source>engine, by itself</source>
        <translation>Engine, von sich aus</translation>
    </message>
</context>
<context>
    <name>AuthorisedHosts</name>
    <message>
        <source>Could not read the authorised hosts of %1: %2. Check that the database is reachable and readable, then try again.</source>
        <translation>Die freigegebenen Hosts von %1 konnten nicht gelesen werden: %2. Prüfen Sie, ob die Datenbank erreichbar und lesbar ist, und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The authorised hosts were opened for reading only (this is a program error; please report it).</source>
        <translation>Die freigegebenen Hosts wurden nur zum Lesen geöffnet (ein Programmfehler; bitte melden Sie ihn).</translation>
    </message>
    <message>
        <source>authorise the host %1</source>
        <translation>den Host %1 freigeben</translation>
    </message>
    <message>
        <source>revoke the host %1</source>
        <translation>die Freigabe des Hosts %1 widerrufen</translation>
    </message>
    <message>
        <source>%1 is not an authorised host: no host is authorised in this database.</source>
        <translation>%1 ist kein freigegebener Host: In dieser Datenbank ist kein Host freigegeben.</translation>
    </message>
    <message>
        <source>%1 is not an authorised host. Authorised are: %2.</source>
        <translation>%1 ist kein freigegebener Host. Freigegeben sind: %2.</translation>
    </message>
    <message>
        <source>turn on the enforcement of authorised hosts</source>
        <translation>die Durchsetzung der freigegebenen Hosts einschalten</translation>
    </message>
    <message>
        <source>turn off the enforcement of authorised hosts</source>
        <translation>die Durchsetzung der freigegebenen Hosts ausschalten</translation>
    </message>
</context>
<context>
    <name>CapDescription</name>
    <message>
        <source>cap %1 (set by operator; plan %2)</source>
        <translation>Grenze %1 (vom Bediener gesetzt; Tarif %2)</translation>
    </message>
    <message>
        <source>cap %1 (set by operator; plan not read yet)</source>
        <translation>Grenze %1 (vom Bediener gesetzt; Tarif noch nicht gelesen)</translation>
    </message>
    <message>
        <source>cap %1 (plan)</source>
        <translation>Grenze %1 (Tarif)</translation>
    </message>
    <message>
        <source>cap: the plan&apos;s threads (not read yet)</source>
        <translation>Grenze: die Threads des Tarifs (noch nicht gelesen)</translation>
    </message>
</context>
<context>
    <name>CapacityView</name>
    <message>
        <source>%1 s ago</source>
        <translation>vor %1 s</translation>
    </message>
    <message>
        <source>%1 min ago</source>
        <translation>vor %1 min</translation>
    </message>
    <message>
        <source>%1 h ago</source>
        <translation>vor %1 h</translation>
    </message>
    <message>
        <source>%1 of %2 threads working, %3 free</source>
        <translation>%1 von %2 Threads arbeiten, %3 frei</translation>
    </message>
    <message>
        <source>plan of %1 threads (working not reported)</source>
        <translation>Tarif mit %1 Threads (Auslastung nicht gemeldet)</translation>
    </message>
    <message>
        <source>read %1</source>
        <translation>gelesen %1</translation>
    </message>
    <message>
        <source> (stale)</source>
        <translation> (veraltet)</translation>
    </message>
    <message>
        <source>not read yet</source>
        <translation>noch nicht gelesen</translation>
    </message>
    <message>
        <source>%1 (read %2)</source>
        <translation>%1 (gelesen %2)</translation>
    </message>
    <message>
        <source>Another client is using 1 thread of this plan</source>
        <translation>Ein anderer Client nutzt 1 Thread dieses Tarifs</translation>
    </message>
    <message>
        <source>Another client is using %1 threads of this plan</source>
        <translation>Ein anderer Client nutzt %1 Threads dieses Tarifs</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <source>Paused: no new submits (tasks at the service are still collected)</source>
        <translation>Pausiert: keine neuen Übermittlungen (Aufgaben beim Dienst werden weiter abgeholt)</translation>
    </message>
    <message>
        <source>Paused by %1 at %2: no new submits (tasks at the service are still collected)</source>
        <translation>Pausiert von %1 um %2: keine neuen Übermittlungen (Aufgaben beim Dienst werden weiter abgeholt)</translation>
    </message>
    <message>
        <source>Running; waiting for a free thread since %1</source>
        <translation>Läuft; wartet seit %1 auf einen freien Thread</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Paused for the key: the service rejected it</source>
        <translation>Pausiert wegen des Schlüssels: Der Dienst hat ihn abgelehnt</translation>
    </message>
    <message>
        <source>Banned until %1</source>
        <translation>Gesperrt bis %1</translation>
    </message>
    <message>
        <source>Banned by the service</source>
        <translation>Vom Dienst gesperrt</translation>
    </message>
    <message>
        <source>Endpoint problem: the address does not answer as the API</source>
        <translation>Problem mit dem Endpunkt: Die Adresse antwortet nicht wie die API</translation>
    </message>
    <message>
        <source>The job database does not take writes</source>
        <translation>Die Auftragsdatenbank nimmt keine Schreibvorgänge an</translation>
    </message>
    <message>
        <source> · paused</source>
        <translation> · pausiert</translation>
    </message>
    <message>
        <source>Solving %1</source>
        <translation>Wird gelöst: %1</translation>
    </message>
    <message>
        <source>Queue paused</source>
        <translation>Warteschlange pausiert</translation>
    </message>
    <message>
        <source>Queue paused by %1 at %2</source>
        <translation>Warteschlange von %1 um %2 pausiert</translation>
    </message>
    <message>
        <source>%1 (not started)</source>
        <translation>%1 (nicht gestartet)</translation>
    </message>
    <message>
        <source>Engine stopped</source>
        <translation>Engine angehalten</translation>
    </message>
    <message>
        <source>Running · waiting for a free thread since %1</source>
        <translation>Läuft · wartet seit %1 auf einen freien Thread</translation>
    </message>
    <message>
        <source>Paused: API key rejected</source>
        <translation>Pausiert: API-Schlüssel abgelehnt</translation>
    </message>
    <message>
        <source>Paused: banned until %1</source>
        <translation>Pausiert: gesperrt bis %1</translation>
    </message>
    <message>
        <source>Paused: banned by the service</source>
        <translation>Pausiert: vom Dienst gesperrt</translation>
    </message>
    <message>
        <source>Paused: endpoint problem</source>
        <translation>Pausiert: Problem mit dem Endpunkt</translation>
    </message>
    <message>
        <source>Paused: database not writable</source>
        <translation>Pausiert: Datenbank nicht beschreibbar</translation>
    </message>
    <message>
        <source>threads in use: %1 here, %2 on the account (%3 engines)</source>
        <translation>belegte Threads: %1 hier, %2 im Konto (%3 Engines)</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s) in use</source>
        <translation>
            <numerusform>%n Thread belegt</numerusform>
            <numerusform>%n Threads belegt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) at the service</source>
        <translation>
            <numerusform>%n Auftrag beim Dienst</numerusform>
            <numerusform>%n Aufträge beim Dienst</numerusform>
        </translation>
    </message>
    <message>
        <source>Solving: the jobs the service accepted and has not answered yet, as the sidebar and the table count them. Threads in use: what this console&apos;s solves hold at the service, which the cap limits; a thread is free as soon as the service has finished, so for a moment more jobs can be solving than threads are in use, until their answers are collected.</source>
        <translation>Wird gelöst: die Aufträge, die der Dienst angenommen und noch nicht beantwortet hat, so wie die Seitenleiste und die Tabelle sie zählen. Belegte Threads: was die Lösungen dieser Konsole beim Dienst belegen, begrenzt durch die Grenze; ein Thread ist frei, sobald der Dienst fertig ist, daher können kurz mehr Aufträge gelöst werden, als Threads belegt sind, bis ihre Antworten abgeholt sind.</translation>
    </message>
    <message>
        <source>%1 · %2 queued · %3 failed today</source>
        <translation>%1 · %2 eingereiht · %3 heute fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1 (plan not read yet)</source>
        <translation>%1 (Tarif noch nicht gelesen)</translation>
    </message>
    <message numerus="yes">
        <source>%n held here, not counted by the service yet</source>
        <translation>
            <numerusform>%n hier belegt, vom Dienst noch nicht gezählt</numerusform>
            <numerusform>%n hier belegt, vom Dienst noch nicht gezählt</numerusform>
        </translation>
    </message>
    <message>
        <source>Threads: what this console holds now. Account: what the service counted when it was last read. A thread is held here from the moment its submit starts, before the service has the task, and until a poll finds the task finished; the account&apos;s reading may also be older than the newest submits.</source>
        <translation>Threads: was diese Konsole jetzt belegt. Konto: was der Dienst beim letzten Lesen zählte. Ein Thread ist hier belegt, sobald sein Senden beginnt, bevor der Dienst die Aufgabe hat, und bis eine Abfrage die Aufgabe fertig findet; auch kann der Kontostand älter sein als die neuesten Sendungen.</translation>
    </message>
    <message numerus="yes">
        <source>%n finished here since the account was read</source>
        <translation>
            <numerusform>%n hier fertig, seit das Konto gelesen wurde</numerusform>
            <numerusform>%n hier fertig, seit das Konto gelesen wurde</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n solving with no thread held: finished at the service, answer still to be collected</source>
        <translation>
            <numerusform>%n wird gelöst ohne belegten Thread: beim Dienst fertig, Antwort wird noch abgeholt</numerusform>
            <numerusform>%n werden gelöst ohne belegten Thread: beim Dienst fertig, Antworten werden noch abgeholt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s) held for no Solving job: a submit on its way, or a canceled task the service is still solving</source>
        <translation>
            <numerusform>%n Thread belegt ohne Auftrag in „Wird gelöst“: eine Übermittlung unterwegs oder eine abgebrochene Aufgabe, die der Dienst noch löst</numerusform>
            <numerusform>%n Threads belegt ohne Auftrag in „Wird gelöst“: Übermittlungen unterwegs oder abgebrochene Aufgaben, die der Dienst noch löst</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (thread plan; read %2)</source>
        <translation>%1 (Thread-Tarif; gelesen %2)</translation>
    </message>
</context>
<context>
    <name>ConsolePlaces</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Jobs</source>
        <translation>&amp;Aufträge</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>E&amp;xtras</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Set API &amp;Key…</source>
        <translation>API-&amp;Schlüssel festlegen…</translation>
    </message>
    <message>
        <source>Job &amp;Database…</source>
        <translation>Auftrags&amp;datenbank…</translation>
    </message>
    <message>
        <source>&amp;Import Jobs…</source>
        <translation>Aufträge &amp;importieren…</translation>
    </message>
    <message>
        <source>&amp;Export Jobs…</source>
        <translation>Aufträge &amp;exportieren…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Only &amp;My Jobs</source>
        <translation>Nur &amp;meine Aufträge</translation>
    </message>
    <message>
        <source>&amp;Follow Newest</source>
        <translation>&amp;Neueste verfolgen</translation>
    </message>
    <message>
        <source>&amp;New Job…</source>
        <translation>&amp;Neuer Auftrag…</translation>
    </message>
    <message>
        <source>&amp;Solve Again</source>
        <translation>&amp;Erneut lösen</translation>
    </message>
    <message>
        <source>&amp;Gateway…</source>
        <translation>&amp;Gateway…</translation>
    </message>
    <message>
        <source>&amp;Audit Log…</source>
        <translation>&amp;Prüfprotokoll…</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Konto</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Darstellung</translation>
    </message>
    <message>
        <source>A&amp;dd Client…</source>
        <translation>Client &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>authorise it in the console (%1) or with %2</source>
        <translation>geben Sie den Host in der Konsole (%1) frei oder mit diesem Befehl: %2</translation>
    </message>
    <message>
        <source>ask the operator for a client token: the console&apos;s %1, or %2 (each shows the token once)</source>
        <translation>bitten Sie den Bediener um ein Client-Token: in der Konsole %1 oder %2 (beide zeigen das Token einmal)</translation>
    </message>
</context>
<context>
    <name>ConsoleSettings</name>
    <message>
        <source>Enter the service&apos;s address, for example https://ocr.captchaai.com/.</source>
        <translation>Geben Sie die Adresse des Dienstes ein, zum Beispiel https://ocr.captchaai.com/.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a web address. Enter one such as https://ocr.captchaai.com/.</source>
        <translation>„%1“ ist keine Webadresse. Geben Sie eine wie https://ocr.captchaai.com/ ein.</translation>
    </message>
    <message>
        <source>Plain http would send the API key unencrypted. Use https://, or http:// only to this machine (127.0.0.1, a simulator).</source>
        <translation>Einfaches http würde den API-Schlüssel unverschlüsselt senden. Verwenden Sie https:// oder http:// nur zu diesem Rechner (127.0.0.1, ein Simulator).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must start with https://.</source>
        <translation>„%1“ muss mit https:// beginnen.</translation>
    </message>
</context>
<context>
    <name>EndpointCapabilities</name>
    <message>
        <source>Could not read what is known of the endpoint %1 from %2: %3. Check that the database is reachable and readable, then try again.</source>
        <translation>Was über den Endpunkt %1 bekannt ist, konnte nicht aus %2 gelesen werden: %3. Prüfen Sie, ob die Datenbank erreichbar und lesbar ist, und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>An endpoint capability needs the endpoint&apos;s URL (this is a program error; please report it).</source>
        <translation>Eine Endpunkt-Fähigkeit braucht die URL des Endpunkts (ein Programmfehler; bitte melden Sie ihn).</translation>
    </message>
    <message>
        <source>remember the capabilities of %1</source>
        <translation>die Fähigkeiten von %1 speichern</translation>
    </message>
    <message>
        <source>forget the capabilities of %1</source>
        <translation>die Fähigkeiten von %1 vergessen</translation>
    </message>
</context>
<context>
    <name>ErrorCatalog</name>
    <message>
        <source>The task is still being solved.</source>
        <translation>Die Aufgabe wird noch gelöst.</translation>
    </message>
    <message>
        <source>Nothing to do: SolveDeck polls again later.</source>
        <translation>Nichts zu tun: SolveDeck fragt später erneut nach.</translation>
    </message>
    <message>
        <source>No free solving thread on your plan right now (CaptchaAI reports this as ERROR_ZERO_BALANCE).</source>
        <translation>Im Moment ist in Ihrem Tarif kein Lösungs-Thread frei (CaptchaAI meldet das als ERROR_ZERO_BALANCE).</translation>
    </message>
    <message>
        <source>Nothing to do: the job waits and is retried when a thread frees up. If it happens all the time, lower the thread cap or upgrade the plan.</source>
        <translation>Nichts zu tun: Der Auftrag wartet und wird wiederholt, sobald ein Thread frei wird. Kommt das ständig vor, senken Sie die Thread-Grenze oder wählen Sie einen größeren Tarif.</translation>
    </message>
    <message>
        <source>The service&apos;s queue is full.</source>
        <translation>Die Warteschlange des Dienstes ist voll.</translation>
    </message>
    <message>
        <source>Nothing to do: the job waits and is retried with back-off.</source>
        <translation>Nichts zu tun: Der Auftrag wartet und wird mit wachsender Pause wiederholt.</translation>
    </message>
    <message>
        <source>Too many requests in a short time for this account.</source>
        <translation>Zu viele Anfragen in kurzer Zeit für dieses Konto.</translation>
    </message>
    <message>
        <source>Nothing to do: the job waits and is retried with back-off. Lower the thread cap if it persists.</source>
        <translation>Nichts zu tun: Der Auftrag wartet und wird mit wachsender Pause wiederholt. Senken Sie die Thread-Grenze, wenn es anhält.</translation>
    </message>
    <message>
        <source>The service reported an internal error.</source>
        <translation>Der Dienst meldete einen internen Fehler.</translation>
    </message>
    <message>
        <source>Nothing to do: the request is retried after a pause.</source>
        <translation>Nichts zu tun: Die Anfrage wird nach einer Pause wiederholt.</translation>
    </message>
    <message>
        <source>The service answered with a web page instead of an API answer (often a maintenance or gateway page).</source>
        <translation>Der Dienst antwortete mit einer Webseite statt einer API-Antwort (oft eine Wartungs- oder Gateway-Seite).</translation>
    </message>
    <message>
        <source>Nothing to do: the request is retried after a pause. If it persists, check the API address in the settings.</source>
        <translation>Nichts zu tun: Die Anfrage wird nach einer Pause wiederholt. Hält es an, prüfen Sie die API-Adresse in den Einstellungen.</translation>
    </message>
    <message>
        <source>The service&apos;s answer was empty, cut off or could not be understood.</source>
        <translation>Die Antwort des Dienstes war leer, abgeschnitten oder unverständlich.</translation>
    </message>
    <message>
        <source>Nothing to do: the request is retried after a pause. If it persists, check that the API address points to a CaptchaAI-compatible service.</source>
        <translation>Nichts zu tun: Die Anfrage wird nach einer Pause wiederholt. Hält es an, prüfen Sie, ob die API-Adresse auf einen CaptchaAI-kompatiblen Dienst zeigt.</translation>
    </message>
    <message>
        <source>The service did not answer in time.</source>
        <translation>Der Dienst antwortete nicht rechtzeitig.</translation>
    </message>
    <message>
        <source>Nothing to do: the request is retried after a pause. Check your network connection if it persists.</source>
        <translation>Nichts zu tun: Die Anfrage wird nach einer Pause wiederholt. Prüfen Sie Ihre Netzwerkverbindung, wenn es anhält.</translation>
    </message>
    <message>
        <source>The service refused the connection.</source>
        <translation>Der Dienst lehnte die Verbindung ab.</translation>
    </message>
    <message>
        <source>The request is retried after a pause. Check the API address and that the service is up.</source>
        <translation>Die Anfrage wird nach einer Pause wiederholt. Prüfen Sie die API-Adresse und ob der Dienst läuft.</translation>
    </message>
    <message>
        <source>The connection was closed before the answer arrived.</source>
        <translation>Die Verbindung wurde geschlossen, bevor die Antwort ankam.</translation>
    </message>
    <message>
        <source>The service could not be reached (network, DNS, proxy or TLS problem).</source>
        <translation>Der Dienst war nicht erreichbar (Netzwerk-, DNS-, Proxy- oder TLS-Problem).</translation>
    </message>
    <message>
        <source>The request is retried after a pause. Check your network connection and the API address.</source>
        <translation>Die Anfrage wird nach einer Pause wiederholt. Prüfen Sie Ihre Netzwerkverbindung und die API-Adresse.</translation>
    </message>
    <message>
        <source>The API key is malformed.</source>
        <translation>Der API-Schlüssel ist fehlerhaft.</translation>
    </message>
    <message>
        <source>The queue is paused. Enter the API key again (copy it from your CaptchaAI dashboard), then resume.</source>
        <translation>Die Warteschlange ist angehalten. Geben Sie den API-Schlüssel erneut ein (kopieren Sie ihn aus Ihrem CaptchaAI-Dashboard) und setzen Sie dann fort.</translation>
    </message>
    <message>
        <source>The API key is not known to the service, or the account has no threads.</source>
        <translation>Der Dienst kennt den API-Schlüssel nicht, oder das Konto hat keine Threads.</translation>
    </message>
    <message>
        <source>The queue is paused. Check the key and your plan on the CaptchaAI dashboard, enter the key again, then resume.</source>
        <translation>Die Warteschlange ist angehalten. Prüfen Sie Schlüssel und Tarif im CaptchaAI-Dashboard, geben Sie den Schlüssel erneut ein und setzen Sie dann fort.</translation>
    </message>
    <message>
        <source>No API key is set.</source>
        <translation>Es ist kein API-Schlüssel gesetzt.</translation>
    </message>
    <message>
        <source>Enter your API key in the settings (it is kept in the system keychain), then resume.</source>
        <translation>Geben Sie Ihren API-Schlüssel in den Einstellungen ein (er wird im Schlüsselbund des Systems aufbewahrt) und setzen Sie dann fort.</translation>
    </message>
    <message>
        <source>The service blocked this address after too many requests with a bad key.</source>
        <translation>Der Dienst hat diese Adresse nach zu vielen Anfragen mit falschem Schlüssel gesperrt.</translation>
    </message>
    <message>
        <source>All traffic stops for 5 minutes. Fix the API key meanwhile.</source>
        <translation>Der gesamte Verkehr ruht 5 Minuten. Korrigieren Sie in der Zwischenzeit den API-Schlüssel.</translation>
    </message>
    <message>
        <source>The page URL is missing or invalid.</source>
        <translation>Die Seiten-URL fehlt oder ist ungültig.</translation>
    </message>
    <message>
        <source>Give the full address of the page that shows the CAPTCHA, starting with https://.</source>
        <translation>Geben Sie die vollständige Adresse der Seite an, die das CAPTCHA zeigt, beginnend mit https://.</translation>
    </message>
    <message>
        <source>The site key is missing or invalid.</source>
        <translation>Der Site-Key fehlt oder ist ungültig.</translation>
    </message>
    <message>
        <source>Copy the site key from the page (the data-sitekey attribute or the k= parameter of the reCAPTCHA iframe).</source>
        <translation>Kopieren Sie den Site-Key von der Seite (das Attribut data-sitekey oder der Parameter k= des reCAPTCHA-iframes).</translation>
    </message>
    <message>
        <source>A required parameter is missing or has a wrong value.</source>
        <translation>Ein erforderlicher Parameter fehlt oder hat einen falschen Wert.</translation>
    </message>
    <message>
        <source>Check the job&apos;s method, site key and page URL, and the optional parameters, then retry.</source>
        <translation>Prüfen Sie Methode, Site-Key und Seiten-URL des Auftrags sowie die optionalen Parameter und wiederholen Sie ihn dann.</translation>
    </message>
    <message>
        <source>The site key and page URL do not belong together.</source>
        <translation>Site-Key und Seiten-URL gehören nicht zusammen.</translation>
    </message>
    <message>
        <source>Use the page URL where this site key is actually used, then retry.</source>
        <translation>Verwenden Sie die Seiten-URL, auf der dieser Site-Key tatsächlich verwendet wird, und wiederholen Sie dann.</translation>
    </message>
    <message>
        <source>The service does not accept tasks for this domain.</source>
        <translation>Der Dienst nimmt für diese Domain keine Aufgaben an.</translation>
    </message>
    <message>
        <source>Check the page URL; contact the provider if the domain should be allowed.</source>
        <translation>Prüfen Sie die Seiten-URL; wenden Sie sich an den Anbieter, falls die Domain erlaubt sein sollte.</translation>
    </message>
    <message>
        <source>The image is empty or too small.</source>
        <translation>Das Bild ist leer oder zu klein.</translation>
    </message>
    <message>
        <source>Check the image file (at least 100 bytes) and its base64 encoding.</source>
        <translation>Prüfen Sie die Bilddatei (mindestens 100 Bytes) und ihre Base64-Kodierung.</translation>
    </message>
    <message>
        <source>The image is too large.</source>
        <translation>Das Bild ist zu groß.</translation>
    </message>
    <message>
        <source>Use an image under 100 kB (crop or compress it).</source>
        <translation>Verwenden Sie ein Bild unter 100 kB (zuschneiden oder komprimieren).</translation>
    </message>
    <message>
        <source>The image format is not accepted.</source>
        <translation>Das Bildformat wird nicht angenommen.</translation>
    </message>
    <message>
        <source>Use a JPG, JPEG, GIF or PNG image.</source>
        <translation>Verwenden Sie ein JPG-, JPEG-, GIF- oder PNG-Bild.</translation>
    </message>
    <message>
        <source>The image type could not be recognised.</source>
        <translation>Der Bildtyp wurde nicht erkannt.</translation>
    </message>
    <message>
        <source>Use a JPG, JPEG, GIF or PNG image and check its base64 encoding.</source>
        <translation>Verwenden Sie ein JPG-, JPEG-, GIF- oder PNG-Bild und prüfen Sie seine Base64-Kodierung.</translation>
    </message>
    <message>
        <source>The image could not be read from the request.</source>
        <translation>Das Bild konnte nicht aus der Anfrage gelesen werden.</translation>
    </message>
    <message>
        <source>Check the image&apos;s base64 encoding, then retry.</source>
        <translation>Prüfen Sie die Base64-Kodierung des Bildes und wiederholen Sie dann.</translation>
    </message>
    <message>
        <source>The proxy was rejected.</source>
        <translation>Der Proxy wurde abgelehnt.</translation>
    </message>
    <message>
        <source>Check the proxy address (login:password@host:port) and type, or submit without a proxy.</source>
        <translation>Prüfen Sie Proxy-Adresse (login:passwort@host:port) und -Typ, oder senden Sie ohne Proxy.</translation>
    </message>
    <message>
        <source>The service could not connect through the proxy.</source>
        <translation>Der Dienst konnte sich nicht über den Proxy verbinden.</translation>
    </message>
    <message>
        <source>Check that the proxy is up and reachable from the internet, or submit without a proxy.</source>
        <translation>Prüfen Sie, ob der Proxy läuft und aus dem Internet erreichbar ist, oder senden Sie ohne Proxy.</translation>
    </message>
    <message>
        <source>The workers could not solve this CAPTCHA.</source>
        <translation>Die Bearbeiter konnten dieses CAPTCHA nicht lösen.</translation>
    </message>
    <message>
        <source>Retry the job (it is sent as a new task); check its parameters if it keeps failing.</source>
        <translation>Wiederholen Sie den Auftrag (er wird als neue Aufgabe gesendet); prüfen Sie seine Parameter, wenn er weiter fehlschlägt.</translation>
    </message>
    <message>
        <source>The service does not know this task id (it may have expired).</source>
        <translation>Der Dienst kennt diese Aufgaben-ID nicht (sie ist vielleicht abgelaufen).</translation>
    </message>
    <message>
        <source>Retry the job. If it happens again, please report it with the log.</source>
        <translation>Wiederholen Sie den Auftrag. Passiert es wieder, melden Sie es bitte mit dem Protokoll.</translation>
    </message>
    <message>
        <source>The task id sent to the service has a wrong format.</source>
        <translation>Die an den Dienst gesendete Aufgaben-ID hat ein falsches Format.</translation>
    </message>
    <message>
        <source>Retry the job. This is a SolveDeck bug: please report it with the log.</source>
        <translation>Wiederholen Sie den Auftrag. Das ist ein Fehler in SolveDeck: Bitte melden Sie ihn mit dem Protokoll.</translation>
    </message>
    <message>
        <source>A request to the service had no action.</source>
        <translation>Eine Anfrage an den Dienst hatte keine Aktion.</translation>
    </message>
    <message>
        <source>The address answered with HTTP status %1: this endpoint does not speak the CaptchaAI API.</source>
        <translation>Die Adresse antwortete mit HTTP-Status %1: Dieser Endpunkt spricht nicht die CaptchaAI-API.</translation>
    </message>
    <message>
        <source>The service answered with HTTP status %1 instead of an API answer.</source>
        <translation>Der Dienst antwortete mit HTTP-Status %1 statt einer API-Antwort.</translation>
    </message>
    <message>
        <source>The service answered with a code SolveDeck does not know: %1</source>
        <translation>Der Dienst antwortete mit einem Code, den SolveDeck nicht kennt: %1</translation>
    </message>
    <message>
        <source>SolveDeck stopped waiting: the task had no answer by its deadline.</source>
        <translation>SolveDeck hat das Warten beendet: Die Aufgabe hatte bis zu ihrer Frist keine Antwort.</translation>
    </message>
    <message>
        <source>Retry the job (it is sent as a new task). If many jobs end this way, the provider is overloaded: try again later.</source>
        <translation>Wiederholen Sie den Auftrag (er wird als neue Aufgabe gesendet). Enden viele Aufträge so, ist der Anbieter überlastet: Versuchen Sie es später erneut.</translation>
    </message>
    <message>
        <source>SolveDeck gave up waiting for a free thread of the plan.</source>
        <translation>SolveDeck hat das Warten auf einen freien Thread des Tarifs aufgegeben.</translation>
    </message>
    <message>
        <source>Lower the number of jobs other programs run on this key, or add threads to the plan, then retry the job.</source>
        <translation>Verringern Sie die Zahl der Aufträge, die andere Programme mit diesem Schlüssel ausführen, oder erweitern Sie den Tarif um Threads, und wiederholen Sie dann den Auftrag.</translation>
    </message>
    <message>
        <source>The provider accepted this job&apos;s submits but their answers were lost; each may have made a paid task.</source>
        <translation>Der Anbieter hat die Sendungen dieses Auftrags angenommen, aber ihre Antworten gingen verloren; jede kann eine bezahlte Aufgabe angelegt haben.</translation>
    </message>
    <message>
        <source>Retry the job once the provider answers again.</source>
        <translation>Wiederholen Sie den Auftrag, sobald der Anbieter wieder antwortet.</translation>
    </message>
</context>
<context>
    <name>FileSafety</name>
    <message>
        <source>The job database %1://... is an address SolveDeck cannot open: only postgresql:// (or postgres://) addresses and file paths are supported. Give a PostgreSQL address such as postgresql://user@host:5432/solvedeck, or the path of a database file (a path, not a file:// address).</source>
        <translation>Die Auftragsdatenbank %1://... ist eine Adresse, die SolveDeck nicht öffnen kann: Nur postgresql://- (oder postgres://-)Adressen und Dateipfade werden unterstützt. Geben Sie eine PostgreSQL-Adresse wie postgresql://user@host:5432/solvedeck oder den Pfad einer Datenbankdatei an (einen Pfad, keine file://-Adresse).</translation>
    </message>
    <message>
        <source>The folder %1 is writable by every user and has no sticky bit, so anyone could replace the job database there or plant files beside it. Keep the database in a folder of your own (the default one, or one made with mkdir -m 700), or restrict this folder with chmod o-w %1 (or chmod +t %1).</source>
        <translation>Der Ordner %1 ist für alle Benutzer beschreibbar und hat kein Sticky-Bit, sodass jeder die Auftragsdatenbank dort ersetzen oder Dateien daneben ablegen könnte. Legen Sie die Datenbank in einen eigenen Ordner (den Standardordner oder einen mit mkdir -m 700 angelegten), oder schränken Sie diesen Ordner mit chmod o-w %1 (oder chmod +t %1) ein.</translation>
    </message>
    <message>
        <source>%1 is a symbolic link. SolveDeck opens its job database only directly, so that no one can point it at another file. Give the real path of the database (readlink -f %1 shows it), or remove the link if you did not make it.</source>
        <translation>%1 ist ein symbolischer Link. SolveDeck öffnet seine Auftragsdatenbank nur direkt, damit niemand es auf eine andere Datei umlenken kann. Geben Sie den echten Pfad der Datenbank an (readlink -f %1 zeigt ihn), oder entfernen Sie den Link, wenn Sie ihn nicht angelegt haben.</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a device, pipe or socket), so it cannot be a job database. Remove it or choose another location.</source>
        <translation>%1 ist keine reguläre Datei (ein Gerät, eine Pipe oder ein Socket) und kann daher keine Auftragsdatenbank sein. Entfernen Sie sie oder wählen Sie einen anderen Ort.</translation>
    </message>
    <message>
        <source>%1 belongs to another user (uid %2), who could change what SolveDeck reads from it. Use a database of your own: move this file away (and its -wal and -shm files) to start a new one, or choose another location; if the file is yours, take it back with chown.</source>
        <translation>%1 gehört einem anderen Benutzer (UID %2), der ändern könnte, was SolveDeck daraus liest. Verwenden Sie eine eigene Datenbank: Verschieben Sie diese Datei (samt ihren -wal- und -shm-Dateien), um eine neue zu beginnen, oder wählen Sie einen anderen Ort; wenn die Datei Ihnen gehört, übernehmen Sie sie mit chown wieder.</translation>
    </message>
    <message>
        <source>%1 is writable by %2, who could change what SolveDeck reads from it. If you trust its contents, restrict it with chmod 600 %1; otherwise move it away and start a new database.</source>
        <translation>%1 ist für %2 beschreibbar, wodurch geändert werden könnte, was SolveDeck daraus liest. Wenn Sie dem Inhalt vertrauen, schränken Sie die Datei mit chmod 600 %1 ein; andernfalls verschieben Sie sie und beginnen eine neue Datenbank.</translation>
    </message>
    <message>
        <source>every user</source>
        <translation>alle Benutzer</translation>
    </message>
    <message>
        <source>its group</source>
        <translation>ihre Gruppe</translation>
    </message>
    <message>
        <source>%1 is readable by other users and could not be restricted (%2). Restrict it yourself with chmod 600 %1, or choose another location.</source>
        <translation>%1 ist für andere Benutzer lesbar und konnte nicht eingeschränkt werden (%2). Schränken Sie die Datei selbst mit chmod 600 %1 ein oder wählen Sie einen anderen Ort.</translation>
    </message>
    <message>
        <source>The job database &quot;%1&quot; is written as an SQLite URI (file: or a ?mode=, ?vfs= or similar option), which SolveDeck does not take: it opens a database by its plain path and decides itself how (read-only for commands that only read, when the file or its folder is not writable). Give the path alone, for example %2.</source>
        <translation>Die Auftragsdatenbank „%1“ ist als SQLite-URI geschrieben (file: oder eine Option wie ?mode= oder ?vfs=). Das nimmt SolveDeck nicht an: Es öffnet eine Datenbank über ihren einfachen Pfad und entscheidet selbst, wie (nur lesend für Befehle, die nur lesen, wenn die Datei oder ihr Ordner nicht beschreibbar ist). Geben Sie nur den Pfad an, zum Beispiel %2.</translation>
    </message>
</context>
<context>
    <name>HostPattern</name>
    <message>
        <source>No host given. Type a host name such as shop.example.com, or *.example.com for every subdomain of example.com.</source>
        <translation>Kein Host angegeben. Geben Sie einen Hostnamen wie shop.example.com ein, oder *.example.com für jede Subdomain von example.com.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has user information before its host (the part before &apos;@&apos;), which hides the real host. Type the host alone, for example %2.</source>
        <translation>„%1“ enthält Benutzerinformationen vor dem Host (den Teil vor „@“), die den wirklichen Host verdecken. Geben Sie nur den Host ein, zum Beispiel %2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an http or https address with a host name. Type the host alone, for example shop.example.com.</source>
        <translation>„%1“ ist keine http- oder https-Adresse mit Hostnamen. Geben Sie nur den Host ein, zum Beispiel shop.example.com.</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: &apos;*&apos; may only stand for the subdomains of a domain, as the first label: *.example.com.</source>
        <translation>„%1“: „*“ darf nur als erstes Label für die Subdomains einer Domain stehen: *.example.com.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid host name. Use letters, digits and hyphens in labels separated by dots, for example shop.example.com (international names such as bücher.example are fine).</source>
        <translation>„%1“ ist kein gültiger Hostname. Verwenden Sie Buchstaben, Ziffern und Bindestriche in durch Punkte getrennten Labels, zum Beispiel shop.example.com (internationale Namen wie bücher.example sind in Ordnung).</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: an IP address has no subdomains. Authorise the address itself, without &apos;*.&apos;.</source>
        <translation>„%1“: Eine IP-Adresse hat keine Subdomains. Geben Sie die Adresse selbst frei, ohne „*.“.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; would authorise every site under the top-level domain &quot;%2&quot;. Name your own domain instead, for example *.example.%2.</source>
        <translation>„%1“ würde jede Website unter der Top-Level-Domain „%2“ freigeben. Nennen Sie stattdessen Ihre eigene Domain, zum Beispiel *.example.%2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; would authorise every site registered under the public suffix &quot;%2&quot; (anyone can have a site there). Name your own domain instead, for example *.example.%2.</source>
        <translation>„%1“ würde jede Website unter dem öffentlichen Suffix „%2“ freigeben (dort kann jeder eine Website haben). Nennen Sie stattdessen Ihre eigene Domain, zum Beispiel *.example.%2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a public suffix, under which anyone can have a site, not one site. Name the host you own, for example example.%2.</source>
        <translation>„%1“ ist ein öffentliches Suffix, unter dem jeder eine Website haben kann, keine einzelne Website. Nennen Sie den Host, der Ihnen gehört, zum Beispiel example.%2.</translation>
    </message>
</context>
<context>
    <name>ImportPreview</name>
    <message>
        <source>same idempotency key as line %1</source>
        <translation>gleicher Idempotenzschlüssel wie Zeile %1</translation>
    </message>
    <message>
        <source>job %1 (%2) has this idempotency key</source>
        <translation>Auftrag %1 (%2) hat diesen Idempotenzschlüssel</translation>
    </message>
</context>
<context>
    <name>JobLabels</name>
    <message>
        <source>Queued</source>
        <translation>Eingereiht</translation>
    </message>
    <message>
        <source>Submitting</source>
        <translation>Wird übermittelt</translation>
    </message>
    <message>
        <source>Solving</source>
        <translation>Wird gelöst</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Gelöst</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Canceled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>reCAPTCHA v2</source>
        <translation>reCAPTCHA v2</translation>
    </message>
    <message>
        <source>reCAPTCHA v3</source>
        <translation>reCAPTCHA v3</translation>
    </message>
    <message>
        <source>Turnstile</source>
        <translation>Turnstile</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Bild</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>v2</source>
        <comment>reCAPTCHA v2 in a chart&apos;s legend</comment>
        <translation>v2</translation>
    </message>
    <message>
        <source>v3</source>
        <comment>reCAPTCHA v3 in a chart&apos;s legend</comment>
        <translation>v3</translation>
    </message>
    <message>
        <source>Turnstile</source>
        <comment>in a chart&apos;s legend</comment>
        <translation>Turnstile</translation>
    </message>
    <message>
        <source>Image</source>
        <comment>in a chart&apos;s legend</comment>
        <translation>Bild</translation>
    </message>
    <message>
        <source>Every job in the database</source>
        <translation>Jeder Auftrag in der Datenbank</translation>
    </message>
    <message>
        <source>Jobs waiting for a thread, or being sent to the service (not accepted yet)</source>
        <translation>Aufträge, die auf einen Thread warten oder gerade an den Dienst übermittelt werden (noch nicht angenommen)</translation>
    </message>
    <message>
        <source>Jobs the service accepted and is solving, by every engine on this database</source>
        <translation>Aufträge, die der Dienst angenommen hat und löst, von jeder Engine dieser Datenbank</translation>
    </message>
    <message>
        <source>Jobs with a token or an answer</source>
        <translation>Aufträge mit einem Token oder einer Antwort</translation>
    </message>
    <message>
        <source>Jobs that failed: the detail pane says why</source>
        <translation>Fehlgeschlagene Aufträge: Der Detailbereich nennt den Grund</translation>
    </message>
    <message>
        <source>Jobs canceled before they were solved</source>
        <translation>Aufträge, die vor ihrer Lösung abgebrochen wurden</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Site key</source>
        <translation>Site-Key</translation>
    </message>
    <message>
        <source>Page URL</source>
        <translation>Seiten-URL</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Bezeichnung</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Minimum score</source>
        <translation>Mindest-Score</translation>
    </message>
    <message>
        <source>Invisible reCAPTCHA</source>
        <translation>Unsichtbares reCAPTCHA</translation>
    </message>
    <message>
        <source>Enterprise</source>
        <translation>Enterprise</translation>
    </message>
    <message>
        <source>Data (cData)</source>
        <translation>Daten (cData)</translation>
    </message>
    <message>
        <source>Pingback URL</source>
        <translation>Pingback-URL</translation>
    </message>
    <message>
        <source>Proxy</source>
        <translation>Proxy</translation>
    </message>
    <message>
        <source>Proxy type</source>
        <translation>Proxy-Typ</translation>
    </message>
    <message>
        <source>Cookies</source>
        <translation>Cookies</translation>
    </message>
    <message>
        <source>Several words</source>
        <translation>Mehrere Wörter</translation>
    </message>
    <message>
        <source>Case-sensitive</source>
        <translation>Groß-/Kleinschreibung beachten</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Zeichen</translation>
    </message>
    <message>
        <source>Arithmetic</source>
        <translation>Rechenaufgabe</translation>
    </message>
    <message>
        <source>Shortest answer</source>
        <translation>Kürzeste Antwort</translation>
    </message>
    <message>
        <source>Longest answer</source>
        <translation>Längste Antwort</translation>
    </message>
    <message>
        <source>Instructions</source>
        <translation>Anweisungen</translation>
    </message>
</context>
<context>
    <name>JobStore</name>
    <message>
        <source>Could not %1 in the job database %2: %3. Check that the PostgreSQL server is running and reachable and that the database role may write SolveDeck&apos;s tables; if another console or script holds the jobs busy, try again.</source>
        <translation>Konnte in der Auftragsdatenbank %2 nicht %1: %3. Prüfen Sie, ob der PostgreSQL-Server läuft und erreichbar ist und die Datenbankrolle die Tabellen von SolveDeck schreiben darf; hält eine andere Konsole oder ein Skript die Aufträge belegt, versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>Could not %1 in the job database %2: %3. Check that the disk is not full and that the file and its folder are writable; if another SolveDeck window or command holds the database busy, try again.</source>
        <translation>Konnte in der Auftragsdatenbank %2 nicht %1: %3. Prüfen Sie, ob die Festplatte voll ist und ob Datei und Ordner beschreibbar sind; hält ein anderes SolveDeck-Fenster oder ein Befehl die Datenbank belegt, versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The job database is not open. Open it first (this is a program error; please report it).</source>
        <translation>Die Auftragsdatenbank ist nicht geöffnet. Öffnen Sie sie zuerst (ein Programmfehler; bitte melden Sie ihn).</translation>
    </message>
    <message>
        <source>the socket in %1</source>
        <translation>der Socket in %1</translation>
    </message>
    <message>
        <source>your login name</source>
        <translation>Ihr Anmeldename</translation>
    </message>
    <message>
        <source>The PostgreSQL server at %1 refused the login of user %2 (%3). Check the user name in the address, and give the right password through the keychain, the PGPASSWORD environment variable or ~/.pgpass (a line host:port:database:user:password, mode 0600).</source>
        <translation>Der PostgreSQL-Server unter %1 lehnte die Anmeldung von Benutzer %2 ab (%3). Prüfen Sie den Benutzernamen in der Adresse und geben Sie das richtige Passwort über den Schlüsselbund, die Umgebungsvariable PGPASSWORD oder ~/.pgpass an (eine Zeile host:port:datenbank:benutzer:passwort, Modus 0600).</translation>
    </message>
    <message>
        <source>The PostgreSQL server at %1 has no user (role) %2 (%3). Correct the user name in the address, or ask the database administrator to create it (CREATE ROLE ... LOGIN).</source>
        <translation>Der PostgreSQL-Server unter %1 hat keinen Benutzer (Rolle) %2 (%3). Korrigieren Sie den Benutzernamen in der Adresse oder bitten Sie die Datenbankverwaltung, ihn anzulegen (CREATE ROLE ... LOGIN).</translation>
    </message>
    <message>
        <source>The PostgreSQL server at %1 has no database %2 (%3). Correct the name in the address, or create the database first (createdb, or CREATE DATABASE %2 as a role allowed to): SolveDeck makes its tables itself but not the database.</source>
        <translation>Der PostgreSQL-Server unter %1 hat keine Datenbank %2 (%3). Korrigieren Sie den Namen in der Adresse oder legen Sie die Datenbank zuerst an (createdb oder CREATE DATABASE %2 als berechtigte Rolle): SolveDeck legt seine Tabellen selbst an, aber nicht die Datenbank.</translation>
    </message>
    <message>
        <source>The PostgreSQL server at %1 does not accept connections from this machine for user %2 and database %3 (%4). Ask the database administrator to allow them in pg_hba.conf.</source>
        <translation>Der PostgreSQL-Server unter %1 nimmt von diesem Rechner keine Verbindungen für Benutzer %2 und Datenbank %3 an (%4). Bitten Sie die Datenbankverwaltung, sie in pg_hba.conf zu erlauben.</translation>
    </message>
    <message>
        <source>Could not set up the encrypted connection to the PostgreSQL server at %1 (%2). Check ?sslmode= in the address against what the server offers.</source>
        <translation>Die verschlüsselte Verbindung zum PostgreSQL-Server unter %1 konnte nicht aufgebaut werden (%2). Prüfen Sie ?sslmode= in der Adresse gegen das, was der Server anbietet.</translation>
    </message>
    <message>
        <source>Could not reach the PostgreSQL server at %1 (%2). Check that the server is running and accepts connections there (its listen_addresses and port, a firewall), and the host name and port in the address.</source>
        <translation>Der PostgreSQL-Server unter %1 war nicht erreichbar (%2). Prüfen Sie, ob der Server läuft und dort Verbindungen annimmt (listen_addresses und Port, eine Firewall), sowie Hostname und Port in der Adresse.</translation>
    </message>
    <message>
        <source>Could not connect to the PostgreSQL database %1: %2. Check the address and that the server is running.</source>
        <translation>Keine Verbindung zur PostgreSQL-Datenbank %1: %2. Prüfen Sie die Adresse und ob der Server läuft.</translation>
    </message>
    <message>
        <source>Qt&apos;s PostgreSQL driver (QPSQL) is not installed, so %1 cannot be opened. Install it (on Debian and Ubuntu: apt install libqt6sql6-psql).</source>
        <translation>Der PostgreSQL-Treiber von Qt (QPSQL) ist nicht installiert, daher kann %1 nicht geöffnet werden. Installieren Sie ihn (unter Debian und Ubuntu: apt install libqt6sql6-psql).</translation>
    </message>
    <message>
        <source>Could not set up the connection to %1: %2.</source>
        <translation>Die Verbindung zu %1 konnte nicht eingerichtet werden: %2.</translation>
    </message>
    <message>
        <source>No job database path was given. Give the path of a database file.</source>
        <translation>Es wurde kein Pfad zur Auftragsdatenbank angegeben. Geben Sie den Pfad einer Datenbankdatei an.</translation>
    </message>
    <message>
        <source>This part of SolveDeck opens database files only, and %1 is a PostgreSQL address. Use a database file here (this is a program error; please report it).</source>
        <translation>Dieser Teil von SolveDeck öffnet nur Datenbankdateien, und %1 ist eine PostgreSQL-Adresse. Verwenden Sie hier eine Datenbankdatei (ein Programmfehler; bitte melden Sie ihn).</translation>
    </message>
    <message>
        <source>Could not create the folder %1 for the job database. Check the permissions of its parent folder or choose another database location.</source>
        <translation>Der Ordner %1 für die Auftragsdatenbank konnte nicht angelegt werden. Prüfen Sie die Rechte des übergeordneten Ordners oder wählen Sie einen anderen Speicherort.</translation>
    </message>
    <message>
        <source>The folder %1 is not writable, and the job database needs to create files there. Make it writable (chmod u+w) or choose another location.</source>
        <translation>Der Ordner %1 ist nicht beschreibbar, und die Auftragsdatenbank muss dort Dateien anlegen. Machen Sie ihn beschreibbar (chmod u+w) oder wählen Sie einen anderen Ort.</translation>
    </message>
    <message>
        <source>Could not create the job database %1: %2. Check the folder&apos;s permissions and free disk space, or choose another location.</source>
        <translation>Die Auftragsdatenbank %1 konnte nicht angelegt werden: %2. Prüfen Sie die Rechte des Ordners und den freien Speicherplatz, oder wählen Sie einen anderen Ort.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a job database file. Give the path of a file (for example %1/solvedeck.sqlite).</source>
        <translation>%1 ist ein Ordner, keine Auftragsdatenbank-Datei. Geben Sie den Pfad einer Datei an (zum Beispiel %1/solvedeck.sqlite).</translation>
    </message>
    <message>
        <source>The job database %1 is not writable (read-only, or owned by another user). Make it writable with chmod u+w, or choose another location.</source>
        <translation>Die Auftragsdatenbank %1 ist nicht beschreibbar (schreibgeschützt oder im Besitz eines anderen Benutzers). Machen Sie sie mit chmod u+w beschreibbar oder wählen Sie einen anderen Ort.</translation>
    </message>
    <message>
        <source>Could not prepare the job database %1: %2. The first connection to a new database creates SolveDeck&apos;s tables: that role needs the CREATE privilege on the database&apos;s schema (later ones need only to read and write the tables). If the database holds other tables of the same names, use a database of its own for SolveDeck.</source>
        <translation>Die Auftragsdatenbank %1 konnte nicht vorbereitet werden: %2. Die erste Verbindung zu einer neuen Datenbank legt die Tabellen von SolveDeck an: Diese Rolle braucht das CREATE-Recht auf das Schema der Datenbank (spätere brauchen nur Lese- und Schreibrechte auf die Tabellen). Enthält die Datenbank andere Tabellen gleichen Namens, verwenden Sie eine eigene Datenbank für SolveDeck.</translation>
    </message>
    <message>
        <source>The job database %1 was written by a newer SolveDeck (schema version %2; this version knows up to %3). Update SolveDeck, or choose another database location.</source>
        <translation>Die Auftragsdatenbank %1 wurde von einem neueren SolveDeck geschrieben (Schemaversion %2; diese Version kennt bis %3). Aktualisieren Sie SolveDeck oder wählen Sie einen anderen Speicherort.</translation>
    </message>
    <message>
        <source>follow the changes of other connections</source>
        <translation>den Änderungen anderer Verbindungen folgen</translation>
    </message>
    <message>
        <source>add jobs</source>
        <translation>Aufträge hinzufügen</translation>
    </message>
    <message>
        <source>job %1 of %2: %3</source>
        <translation>Auftrag %1 von %2: %3</translation>
    </message>
    <message>
        <source>save job %1 as %2</source>
        <translation>Auftrag %1 als %2 speichern</translation>
    </message>
    <message>
        <source>There is no job %1 in %2. Check the job id (list jobs to see them).</source>
        <translation>In %2 gibt es keinen Auftrag %1. Prüfen Sie die Auftrags-ID (die Auftragsliste zeigt sie).</translation>
    </message>
    <message>
        <source>Job %1 is no longer attempt %2 of engine %3 (now attempt %4 of %5): this late answer changes nothing.</source>
        <translation>Auftrag %1 ist nicht mehr Versuch %2 von Engine %3 (jetzt Versuch %4 von %5): Diese späte Antwort ändert nichts.</translation>
    </message>
    <message>
        <source>Job %1 is %2; only a %3 job can be %4. Refresh the job list and try again if still needed.</source>
        <translation>Auftrag %1 ist %2; nur ein Auftrag im Zustand %3 kann %4 werden. Aktualisieren Sie die Auftragsliste und versuchen Sie es erneut, falls noch nötig.</translation>
    </message>
    <message>
        <source>attempt %1</source>
        <translation>Versuch %1</translation>
    </message>
    <message>
        <source>task id %1</source>
        <translation>Aufgaben-ID %1</translation>
    </message>
    <message>
        <source>marked submitted</source>
        <translation>als übermittelt markiert</translation>
    </message>
    <message>
        <source>queued again</source>
        <translation>wieder eingereiht</translation>
    </message>
    <message>
        <source>marked solved</source>
        <translation>als gelöst markiert</translation>
    </message>
    <message>
        <source>marked failed</source>
        <translation>als fehlgeschlagen markiert</translation>
    </message>
    <message>
        <source>canceled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>retried</source>
        <translation>wiederholt</translation>
    </message>
    <message>
        <source>record an event for job %1</source>
        <translation>ein Ereignis für Auftrag %1 festhalten</translation>
    </message>
    <message>
        <source>record an event for the %1 jobs</source>
        <translation>ein Ereignis für die Aufträge im Zustand %1 festhalten</translation>
    </message>
    <message>
        <source>set the busy timeout</source>
        <translation>die Wartezeit bei belegter Datenbank setzen</translation>
    </message>
    <message>
        <source>write</source>
        <translation>schreiben</translation>
    </message>
    <message>
        <source>save the learned solve times</source>
        <translation>die gelernten Lösungszeiten speichern</translation>
    </message>
    <message>
        <source>The job database %1 is damaged: %2. Restore it from a backup or move it away to start a new one.</source>
        <translation>Die Auftragsdatenbank %1 ist beschädigt: %2. Stellen Sie sie aus einer Sicherung wieder her oder verschieben Sie sie, um eine neue zu beginnen.</translation>
    </message>
    <message>
        <source>register engine %1</source>
        <translation>Engine %1 registrieren</translation>
    </message>
    <message>
        <source>renew the lease of engine %1</source>
        <translation>die Lease von Engine %1 erneuern</translation>
    </message>
    <message>
        <source>Engine %1 is no longer registered: its lease lapsed and another engine took over its jobs.</source>
        <translation>Engine %1 ist nicht mehr registriert: Ihre Lease ist abgelaufen, und eine andere Engine hat ihre Aufträge übernommen.</translation>
    </message>
    <message>
        <source>unregister engine %1</source>
        <translation>die Registrierung von Engine %1 aufheben</translation>
    </message>
    <message>
        <source>take over the jobs of stopped engines</source>
        <translation>die Aufträge beendeter Engines übernehmen</translation>
    </message>
    <message>
        <source>engine %1 stopped or its lease lapsed</source>
        <translation>Engine %1 wurde beendet oder ihre Lease ist abgelaufen</translation>
    </message>
    <message>
        <source>an earlier run</source>
        <translation>ein früherer Lauf</translation>
    </message>
    <message>
        <source> while submitting: the submit may or may not have reached the service; queued again</source>
        <translation> beim Übermitteln: Die Übermittlung hat den Dienst vielleicht erreicht, vielleicht nicht; wieder eingereiht</translation>
    </message>
    <message>
        <source>; polled by engine %1 from now on</source>
        <translation>; ab jetzt von Engine %1 abgefragt</translation>
    </message>
    <message>
        <source>save the thread cap</source>
        <translation>die Thread-Grenze speichern</translation>
    </message>
    <message>
        <source>save the plan&apos;s threads</source>
        <translation>die Threads des Tarifs speichern</translation>
    </message>
    <message>
        <source>claim jobs to submit</source>
        <translation>Aufträge zum Übermitteln beanspruchen</translation>
    </message>
    <message>
        <source>Nothing was saved (%1 was abandoned).</source>
        <translation>Nichts wurde gespeichert (%1 wurde abgebrochen).</translation>
    </message>
    <message>
        <source>The disk that holds %1 is full: free space there (df -h %1 shows how much is left), then try again.</source>
        <translation>Der Datenträger mit %1 ist voll: Geben Sie dort Speicherplatz frei (df -h %1 zeigt, wie viel übrig ist), und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <source>The database or the file system under %1 is read-only. Commands that only read (list, show, export, audit, hosts list) still work; to change anything, make it writable or copy it to a writable folder.</source>
        <translation>Die Datenbank oder das Dateisystem unter %1 ist schreibgeschützt. Befehle, die nur lesen (list, show, export, audit, hosts list), funktionieren weiterhin; um etwas zu ändern, machen Sie sie beschreibbar oder kopieren Sie sie in einen beschreibbaren Ordner.</translation>
    </message>
    <message>
        <source>The file or its -wal and -shm files beside it could not be opened. Check the permissions of %1 and of the files in it.</source>
        <translation>Die Datei oder ihre -wal- und -shm-Dateien daneben konnten nicht geöffnet werden. Prüfen Sie die Rechte von %1 und der Dateien darin.</translation>
    </message>
    <message>
        <source>The file is not a SolveDeck database, or it is damaged: move it away or choose another location (a damaged one can be copied out with sqlite3&apos;s .recover).</source>
        <translation>Die Datei ist keine SolveDeck-Datenbank oder sie ist beschädigt: Verschieben Sie sie oder wählen Sie einen anderen Ort (aus einer beschädigten lässt sich mit .recover von sqlite3 retten, was noch lesbar ist).</translation>
    </message>
    <message>
        <source>The disk under %1 reported an error: check it (the system log says more) and its free space, then try again.</source>
        <translation>Der Datenträger unter %1 hat einen Fehler gemeldet: Prüfen Sie ihn (das Systemprotokoll sagt mehr) und seinen freien Speicherplatz, und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <source>Another program holds the database locked: try again in a moment.</source>
        <translation>Ein anderes Programm hält die Datenbank gesperrt: Versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <source>Check free disk space and the permissions of %1 and its files, then try again.</source>
        <translation>Prüfen Sie den freien Speicherplatz und die Rechte von %1 und seinen Dateien, und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <source>The folder %1 is on a read-only file system, so the job database cannot be changed there. Commands that only read (list, show, export, audit, hosts list) still work; to change anything, mount it writable or copy the database to a writable folder.</source>
        <translation>Der Ordner %1 liegt auf einem schreibgeschützten Dateisystem, daher kann die Auftragsdatenbank dort nicht geändert werden. Befehle, die nur lesen (list, show, export, audit, hosts list), funktionieren weiterhin; um etwas zu ändern, hängen Sie es beschreibbar ein oder kopieren Sie die Datenbank in einen beschreibbaren Ordner.</translation>
    </message>
    <message>
        <source>Could not open the job database %1: %2. %3</source>
        <translation>Die Auftragsdatenbank %1 konnte nicht geöffnet werden: %2. %3</translation>
    </message>
    <message>
        <source>Could not use %1 as a job database: %2. %3</source>
        <translation>%1 konnte nicht als Auftragsdatenbank verwendet werden: %2. %3</translation>
    </message>
    <message>
        <source>Could not open the job database %1 for reading: %2. Its -wal file holds changes that SQLite can read only with a -shm file it cannot make there. %3 Or copy %1 and %1-wal together to a writable folder and open the copy.</source>
        <translation>Die Auftragsdatenbank %1 konnte nicht zum Lesen geöffnet werden: %2. Ihre -wal-Datei enthält Änderungen, die SQLite nur mit einer -shm-Datei lesen kann, die es dort nicht anlegen kann. %3 Oder kopieren Sie %1 und %1-wal zusammen in einen beschreibbaren Ordner und öffnen Sie die Kopie.</translation>
    </message>
    <message>
        <source>Could not open the job database %1 for reading: %2. %3</source>
        <translation>Die Auftragsdatenbank %1 konnte nicht zum Lesen geöffnet werden: %2. %3</translation>
    </message>
    <message>
        <source>The job database %1 was written by a newer SolveDeck (schema version %2; this version knows up to %3). Update SolveDeck.</source>
        <translation>Die Auftragsdatenbank %1 wurde von einem neueren SolveDeck geschrieben (Schemaversion %2; diese Version kennt bis %3). Aktualisieren Sie SolveDeck.</translation>
    </message>
    <message>
        <source>The job database %1 is of an older SolveDeck (schema version %2, now %3) and can be opened only for reading here, so it cannot be brought up to date. Open it once where it is writable (any command that changes something, or the console), then read it here again.</source>
        <translation>Die Auftragsdatenbank %1 stammt von einem älteren SolveDeck (Schemaversion %2, jetzt %3) und kann hier nur lesend geöffnet werden, daher lässt sie sich nicht aktualisieren. Öffnen Sie sie einmal dort, wo sie beschreibbar ist (mit einem Befehl, der etwas ändert, oder in der Konsole), und lesen Sie sie dann hier erneut.</translation>
    </message>
    <message>
        <source>Could not prepare the job database %1: %2. %3</source>
        <translation>Die Auftragsdatenbank %1 konnte nicht vorbereitet werden: %2. %3</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>SolveDeck</source>
        <translation>SolveDeck</translation>
    </message>
    <message>
        <source>Job states</source>
        <translation>Auftragszustände</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Aufträge</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;About SolveDeck</source>
        <translation>Ü&amp;ber SolveDeck</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source>Queue a new solve job</source>
        <translation>Einen neuen Lösungsauftrag einreihen</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>&amp;Copy Token</source>
        <translation>Token &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy the selected job&apos;s token (cleared from the clipboard when it expires)</source>
        <translation>Das Token des gewählten Auftrags kopieren (beim Ablauf aus der Zwischenablage gelöscht)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>C&amp;ancel</source>
        <translation>A&amp;bbrechen</translation>
    </message>
    <message>
        <source>Cancel the selected jobs (queued or in flight)</source>
        <translation>Die gewählten Aufträge abbrechen (eingereiht oder in Bearbeitung)</translation>
    </message>
    <message>
        <source>Del</source>
        <translation>Del</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Queue the selected failed or canceled jobs again (a new task)</source>
        <translation>Die gewählten fehlgeschlagenen oder abgebrochenen Aufträge erneut einreihen (eine neue Aufgabe)</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>Queue a new job with the selected job&apos;s parameters (for a token that has expired)</source>
        <translation>Einen neuen Auftrag mit den Parametern des gewählten Auftrags einreihen (für ein abgelaufenes Token)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+R</source>
        <translation>Ctrl+Shift+R</translation>
    </message>
    <message>
        <source>Report &amp;Wrong Answer</source>
        <translation>&amp;Falsche Antwort melden</translation>
    </message>
    <message>
        <source>Tell the service the selected job&apos;s answer was wrong (reportbad)</source>
        <translation>Dem Dienst melden, dass die Antwort des gewählten Auftrags falsch war (reportbad)</translation>
    </message>
    <message>
        <source>Report C&amp;orrect Answer</source>
        <translation>&amp;Richtige Antwort melden</translation>
    </message>
    <message>
        <source>Tell the service the selected job&apos;s answer was correct (reportgood)</source>
        <translation>Dem Dienst melden, dass die Antwort des gewählten Auftrags richtig war (reportgood)</translation>
    </message>
    <message>
        <source>&amp;Detail Pane</source>
        <translation>&amp;Detailbereich</translation>
    </message>
    <message>
        <source>Show or hide the selected job&apos;s token, timeline and parameters</source>
        <translation>Token, Zeitleiste und Parameter des gewählten Auftrags zeigen oder verbergen</translation>
    </message>
    <message>
        <source>Show only the jobs you added on this machine; off, every job in the database, whoever added it</source>
        <translation>Nur die Aufträge zeigen, die Sie auf diesem Rechner hinzugefügt haben; aus: jeden Auftrag der Datenbank, gleich von wem</translation>
    </message>
    <message>
        <source>Ctrl+Shift+M</source>
        <translation>Ctrl+Shift+M</translation>
    </message>
    <message>
        <source>Filter the table by page URL, site key, method or error</source>
        <translation>Die Tabelle nach Seiten-URL, Site-Key, Methode oder Fehler filtern</translation>
    </message>
    <message>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <source>Store your CaptchaAI API key in the system keychain</source>
        <translation>Ihren CaptchaAI-API-Schlüssel im Schlüsselbund des Systems speichern</translation>
    </message>
    <message>
        <source>Choose where jobs are kept: this computer or a team database</source>
        <translation>Wählen, wo Aufträge liegen: dieser Rechner oder eine Team-Datenbank</translation>
    </message>
    <message>
        <source>New jobs push the rows down so the newest stays in view, but only while you look at no row (the table at its top, the pointer elsewhere, nothing selected); off, or while you do, rows stay still and new jobs above are announced</source>
        <translation>Neue Aufträge schieben die Zeilen nach unten, damit der neueste sichtbar bleibt, aber nur, solange Sie keine Zeile ansehen (Tabelle ganz oben, Zeiger woanders, nichts ausgewählt); ausgeschaltet oder solange Sie eine ansehen, bleiben die Zeilen stehen und neue Aufträge darüber werden angekündigt</translation>
    </message>
    <message>
        <source>&amp;Filter Jobs</source>
        <translation>Aufträge f&amp;iltern</translation>
    </message>
</context>
<context>
    <name>Notifications</name>
    <message>
        <source>A job failed</source>
        <translation>Ein Auftrag ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>The API key was rejected</source>
        <translation>Der API-Schlüssel wurde abgelehnt</translation>
    </message>
    <message>
        <source>The service banned this address</source>
        <translation>Der Dienst hat diese Adresse gesperrt</translation>
    </message>
    <message>
        <source>The queue is empty</source>
        <translation>Die Warteschlange ist leer</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) failed</source>
        <translation>
            <numerusform>%n Auftrag ist fehlgeschlagen</numerusform>
            <numerusform>%n Aufträge sind fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message>
        <source>the API key was rejected</source>
        <translation>der API-Schlüssel wurde abgelehnt</translation>
    </message>
    <message>
        <source>the service banned this address</source>
        <translation>der Dienst hat diese Adresse gesperrt</translation>
    </message>
    <message>
        <source>the queue drained</source>
        <translation>die Warteschlange ist abgearbeitet</translation>
    </message>
    <message numerus="yes">
        <source>SolveDeck: %n event(s)</source>
        <translation>
            <numerusform>SolveDeck: %n Ereignis</numerusform>
            <numerusform>SolveDeck: %n Ereignisse</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QueueControl</name>
    <message>
        <source>pause the queue</source>
        <translation>die Warteschlange pausieren</translation>
    </message>
    <message>
        <source>resume the queue</source>
        <translation>die Warteschlange fortsetzen</translation>
    </message>
</context>
<context>
    <name>SolveDeck</name>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>method: missing. Use one of recaptcha_v2, recaptcha_v3, turnstile, image.</source>
        <translation>method: fehlt. Verwenden Sie recaptcha_v2, recaptcha_v3, turnstile oder image.</translation>
    </message>
    <message>
        <source>method: &quot;%1&quot; is not known. Use one of recaptcha_v2, recaptcha_v3, turnstile, image.</source>
        <translation>method: „%1“ ist unbekannt. Verwenden Sie recaptcha_v2, recaptcha_v3, turnstile oder image.</translation>
    </message>
    <message>
        <source>%1: unknown file type &quot;.%2&quot;. Use a .csv file or a .jsonl / .ndjson file (one JSON object per line).</source>
        <translation>%1: unbekannter Dateityp „.%2“. Verwenden Sie eine .csv-Datei oder eine .jsonl- / .ndjson-Datei (ein JSON-Objekt pro Zeile).</translation>
    </message>
    <message>
        <source>Could not read %1: %2. Check the path and that the file is readable.</source>
        <translation>%1 konnte nicht gelesen werden: %2. Prüfen Sie den Pfad und ob die Datei lesbar ist.</translation>
    </message>
    <message>
        <source>sitekey: missing. Copy the site key from the page (the data-sitekey attribute of the CAPTCHA element, or the k= parameter of its iframe URL).</source>
        <translation>sitekey: fehlt. Kopieren Sie den Site-Key von der Seite (das Attribut data-sitekey des CAPTCHA-Elements oder der Parameter k= seiner iframe-URL).</translation>
    </message>
    <message>
        <source>sitekey: %1 characters long, at most %2 are allowed. Copy only the key itself, not the surrounding HTML or URL.</source>
        <translation>sitekey: %1 Zeichen lang, höchstens %2 sind erlaubt. Kopieren Sie nur den Schlüssel selbst, nicht das umgebende HTML oder die URL.</translation>
    </message>
    <message>
        <source>sitekey: contains spaces or characters that cannot be in a site key. Copy the key again without surrounding spaces, quotes or line breaks.</source>
        <translation>sitekey: enthält Leerzeichen oder Zeichen, die in keinem Site-Key vorkommen. Kopieren Sie den Schlüssel erneut ohne umgebende Leerzeichen, Anführungszeichen oder Zeilenumbrüche.</translation>
    </message>
    <message>
        <source>pageurl: missing. Give the full address of the page that shows the CAPTCHA, for example https://example.com/login.</source>
        <translation>pageurl: fehlt. Geben Sie die vollständige Adresse der Seite an, die das CAPTCHA zeigt, zum Beispiel https://example.com/login.</translation>
    </message>
    <message>
        <source>pageurl: &quot;%1&quot; is not a valid address. Give the full address of the page, for example https://example.com/login.</source>
        <translation>pageurl: „%1“ ist keine gültige Adresse. Geben Sie die vollständige Adresse der Seite an, zum Beispiel https://example.com/login.</translation>
    </message>
    <message>
        <source>pageurl: &quot;%1&quot; must start with http:// or https://. Give the full address of the page, for example https://example.com/login.</source>
        <translation>pageurl: „%1“ muss mit http:// oder https:// beginnen. Geben Sie die vollständige Adresse der Seite an, zum Beispiel https://example.com/login.</translation>
    </message>
    <message>
        <source>pageurl: &quot;%1&quot; has no host name. Give the full address of the page, for example https://example.com/login.</source>
        <translation>pageurl: „%1“ hat keinen Hostnamen. Geben Sie die vollständige Adresse der Seite an, zum Beispiel https://example.com/login.</translation>
    </message>
    <message>
        <source>body: starts with a data: URL prefix. Remove everything up to and including the comma (&quot;data:image/png;base64,&quot;) and keep only the base64 text.</source>
        <translation>body: beginnt mit einem data:-URL-Präfix. Entfernen Sie alles bis einschließlich des Kommas („data:image/png;base64,“) und behalten Sie nur den Base64-Text.</translation>
    </message>
    <message>
        <source>body: is not valid base64. Encode the image file with base64 (for example `base64 -w0 captcha.png`) and paste the whole output.</source>
        <translation>body: ist kein gültiges Base64. Kodieren Sie die Bilddatei mit Base64 (zum Beispiel `base64 -w0 captcha.png`) und fügen Sie die ganze Ausgabe ein.</translation>
    </message>
    <message>
        <source>body: the image is empty. Give the base64 text of a non-empty image file.</source>
        <translation>body: das Bild ist leer. Geben Sie den Base64-Text einer nicht leeren Bilddatei an.</translation>
    </message>
    <message>
        <source>body: the image is %1 KB, more than the %2 KB the service accepts. Crop the image to the CAPTCHA or save it as a smaller JPEG or PNG.</source>
        <translation>body: das Bild hat %1 KB, mehr als die %2 KB, die der Dienst annimmt. Schneiden Sie das Bild auf das CAPTCHA zu oder speichern Sie es als kleineres JPEG oder PNG.</translation>
    </message>
    <message>
        <source>%1: is empty. Give it a value or leave the parameter out.</source>
        <translation>%1: ist leer. Geben Sie einen Wert an oder lassen Sie den Parameter weg.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not allowed; use 1 to turn it on or 0 to turn it off.</source>
        <translation>%1: „%2“ ist nicht erlaubt; verwenden Sie 1 zum Einschalten oder 0 zum Ausschalten.</translation>
    </message>
    <message>
        <source>numeric: &quot;%1&quot; is not allowed; use 0 (any characters), 1 (digits only), 2 (letters only), 3 (digits or letters) or 4 (both digits and letters).</source>
        <translation>numeric: „%1“ ist nicht erlaubt; verwenden Sie 0 (beliebige Zeichen), 1 (nur Ziffern), 2 (nur Buchstaben), 3 (Ziffern oder Buchstaben) oder 4 (Ziffern und Buchstaben).</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not allowed; use a whole number from 1 to 20, or 0 for no limit.</source>
        <translation>%1: „%2“ ist nicht erlaubt; verwenden Sie eine ganze Zahl von 1 bis 20 oder 0 für keine Grenze.</translation>
    </message>
    <message>
        <source>min_len: %1 is greater than max_len %2. Swap them or correct one of them.</source>
        <translation>min_len: %1 ist größer als max_len %2. Vertauschen Sie sie oder korrigieren Sie einen der Werte.</translation>
    </message>
    <message>
        <source>min_score: &quot;%1&quot; is not allowed; use a number from 0.1 to 0.9, for example 0.3.</source>
        <translation>min_score: „%1“ ist nicht erlaubt; verwenden Sie eine Zahl von 0.1 bis 0.9, zum Beispiel 0.3.</translation>
    </message>
    <message>
        <source>action: &quot;%1&quot; is not a reCAPTCHA action; use the value the page passes to grecaptcha.execute (letters, digits, / and _ only), for example verify or login.</source>
        <translation>action: „%1“ ist keine reCAPTCHA-Aktion; verwenden Sie den Wert, den die Seite an grecaptcha.execute übergibt (nur Buchstaben, Ziffern, / und _), zum Beispiel verify oder login.</translation>
    </message>
    <message>
        <source>proxytype: &quot;%1&quot; is not allowed; use one of %2.</source>
        <translation>proxytype: „%1“ ist nicht erlaubt; verwenden Sie eines von %2.</translation>
    </message>
    <message>
        <source>proxytype: given without a proxy. Add the proxy (login:password@host:port or host:port) or remove proxytype.</source>
        <translation>proxytype: ohne Proxy angegeben. Fügen Sie den Proxy hinzu (login:passwort@host:port oder host:port) oder entfernen Sie proxytype.</translation>
    </message>
    <message>
        <source>proxy: given without proxytype. Add proxytype (HTTP, HTTPS, SOCKS4 or SOCKS5).</source>
        <translation>proxy: ohne proxytype angegeben. Fügen Sie proxytype hinzu (HTTP, HTTPS, SOCKS4 oder SOCKS5).</translation>
    </message>
    <message>
        <source>pingback: &quot;%1&quot; is not a full http(s) address. Give the URL the service should call when the job is solved, for example https://example.com/solved, or leave it out.</source>
        <translation>pingback: „%1“ ist keine vollständige http(s)-Adresse. Geben Sie die URL an, die der Dienst aufrufen soll, wenn der Auftrag gelöst ist, zum Beispiel https://example.com/solved, oder lassen Sie sie weg.</translation>
    </message>
    <message>
        <source>textinstructions: %1 characters long, at most %2 are allowed. Shorten the instructions.</source>
        <translation>textinstructions: %1 Zeichen lang, höchstens %2 sind erlaubt. Kürzen Sie die Anweisungen.</translation>
    </message>
    <message>
        <source>%1: not a parameter of %2 jobs. Remove it or check its spelling; allowed: %3.</source>
        <translation>%1: kein Parameter von %2-Aufträgen. Entfernen Sie ihn oder prüfen Sie die Schreibweise; erlaubt: %3.</translation>
    </message>
    <message>
        <source>sitekey/pageurl: image jobs take neither. Leave them empty and put the image in the body parameter (base64).</source>
        <translation>sitekey/pageurl: Bildaufträge nehmen keines von beiden. Lassen Sie sie leer und geben Sie das Bild im Parameter body an (Base64).</translation>
    </message>
    <message>
        <source>body: missing. Image jobs need the image as base64 text in the body parameter.</source>
        <translation>body: fehlt. Bildaufträge brauchen das Bild als Base64-Text im Parameter body.</translation>
    </message>
    <message>
        <source>label: %1 characters; at most %2. Shorten it.</source>
        <translation>label: %1 Zeichen; höchstens %2. Kürzen Sie es.</translation>
    </message>
    <message>
        <source>label: contains control characters (line breaks, tabs, escapes). Use plain text.</source>
        <translation>label: enthält Steuerzeichen (Zeilenumbrüche, Tabulatoren, Escape-Zeichen). Verwenden Sie einfachen Text.</translation>
    </message>
    <message>
        <source>The database address is not usable: %1. Write it as postgresql://USER@HOST:PORT/DATABASE (the port may be left out; ?sslmode=... and ?connect_timeout=SECONDS are accepted).</source>
        <translation>Die Datenbankadresse ist nicht verwendbar: %1. Schreiben Sie sie als postgresql://BENUTZER@HOST:PORT/DATENBANK (der Port darf fehlen; ?sslmode=... und ?connect_timeout=SEKUNDEN werden angenommen).</translation>
    </message>
    <message>
        <source>The database address contains a password (USER:PASSWORD@ or ?password=). SolveDeck does not take passwords in addresses: command lines, settings and logs are visible to others. Remove it (write postgresql://USER@HOST:PORT/DATABASE; an &apos;@&apos; in the database name is written %40) and give the password through the keychain (the console asks for it), the PGPASSWORD environment variable or ~/.pgpass.</source>
        <translation>Die Datenbankadresse enthält ein Passwort (BENUTZER:PASSWORT@ oder ?password=). SolveDeck nimmt keine Passwörter in Adressen an: Befehlszeilen, Einstellungen und Protokolle sind für andere sichtbar. Entfernen Sie es (schreiben Sie postgresql://BENUTZER@HOST:PORT/DATENBANK; ein „@“ im Datenbanknamen wird %40 geschrieben) und geben Sie das Passwort über den Schlüsselbund (die Konsole fragt danach), die Umgebungsvariable PGPASSWORD oder ~/.pgpass an.</translation>
    </message>
    <message>
        <source>The address contains a password. Put the password in the password field; it is kept in the keychain.</source>
        <translation>Die Adresse enthält ein Passwort. Tragen Sie das Passwort in das Passwortfeld ein; es wird im Schlüsselbund aufbewahrt.</translation>
    </message>
    <message>
        <source>Enter the team database&apos;s address, for example %1.</source>
        <translation>Geben Sie die Adresse der Team-Datenbank ein, zum Beispiel %1.</translation>
    </message>
    <message>
        <source>%1 is not a PostgreSQL address: a team database address starts with postgresql://, for example %2.</source>
        <translation>%1 ist keine PostgreSQL-Adresse: Die Adresse einer Team-Datenbank beginnt mit postgresql://, zum Beispiel %2.</translation>
    </message>
    <message>
        <source>A team database address starts with postgresql://, for example %1.</source>
        <translation>Die Adresse einer Team-Datenbank beginnt mit postgresql://, zum Beispiel %1.</translation>
    </message>
    <message>
        <source>Could not write the export to %1: %2. Check free disk space and permissions, or choose another place.</source>
        <translation>Der Export nach %1 konnte nicht geschrieben werden: %2. Prüfen Sie freien Speicherplatz und Berechtigungen, oder wählen Sie einen anderen Ort.</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>%1: longer than %2, the most a field may hold. Check that the file is a job file and the field is what you meant; an image body may be up to %3 of base64.</source>
        <translation>%1: länger als %2, das Maximum für ein Feld. Prüfen Sie, ob die Datei eine Auftragsdatei ist und das Feld das Gemeinte enthält; ein Bildinhalt darf bis zu %3 Base64 umfassen.</translation>
    </message>
    <message>
        <source>%1is not valid UTF-8 text. Save the file as UTF-8 (in a spreadsheet program: CSV UTF-8) and try again.</source>
        <translation>%1ist kein gültiger UTF-8-Text. Speichern Sie die Datei als UTF-8 (in einer Tabellenkalkulation: CSV UTF-8) und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>state: &quot;%1&quot; is not known. Use queued, submitting, submitted, solved, failed or canceled (or leave the state column out to queue every row anew).</source>
        <translation>state: „%1“ ist unbekannt. Verwenden Sie queued, submitting, submitted, solved, failed oder canceled (oder lassen Sie die Spalte state weg, um jede Zeile neu einzureihen).</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a time. Write ISO 8601 such as 2026-01-31T12:00:00.000Z, or leave it empty.</source>
        <translation>%1: „%2“ ist keine Zeitangabe. Schreiben Sie ISO 8601 wie 2026-01-31T12:00:00.000Z, oder lassen Sie das Feld leer.</translation>
    </message>
    <message>
        <source>attempts: &quot;%1&quot; is not a whole number.</source>
        <translation>attempts: „%1“ ist keine ganze Zahl.</translation>
    </message>
    <message>
        <source>events: each event must be an object with &quot;at&quot; (an ISO 8601 time) and &quot;kind&quot;, as SolveDeck exports them.</source>
        <translation>events: Jedes Ereignis muss ein Objekt mit „at“ (einer ISO-8601-Zeit) und „kind“ sein, wie SolveDeck sie exportiert.</translation>
    </message>
    <message>
        <source>Could not read %1: there is no such file. Check the path.</source>
        <translation>%1 konnte nicht gelesen werden: Diese Datei gibt es nicht. Prüfen Sie den Pfad.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a job file. Give the path of a .csv or .jsonl file.</source>
        <translation>%1 ist ein Ordner, keine Auftragsdatei. Geben Sie den Pfad einer .csv- oder .jsonl-Datei an.</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a pipe, socket or device). Save the jobs to a file first and give its path.</source>
        <translation>%1 ist keine reguläre Datei (eine Pipe, ein Socket oder ein Gerät). Speichern Sie die Aufträge zuerst in einer Datei und geben Sie deren Pfad an.</translation>
    </message>
    <message>
        <source>%1 is %2 MiB, larger than the %3 MiB a job file may be. Split it into smaller files.</source>
        <translation>%1 ist %2 MiB groß, größer als die %3 MiB, die eine Auftragsdatei haben darf. Teilen Sie sie in kleinere Dateien auf.</translation>
    </message>
    <message>
        <source>import jobs</source>
        <translation>Aufträge importieren</translation>
    </message>
    <message>
        <source>Could not store the jobs in %1: %2. Nothing from the file was stored.</source>
        <translation>Die Aufträge konnten nicht in %1 gespeichert werden: %2. Nichts aus der Datei wurde gespeichert.</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importiert</translation>
    </message>
    <message>
        <source>Could not keep the new job ids: %1. Check free space in the temporary folder.</source>
        <translation>Die neuen Auftragsnummern konnten nicht festgehalten werden: %1. Prüfen Sie den freien Platz im temporären Ordner.</translation>
    </message>
    <message>
        <source>pageurl: %1 characters long, at most %2 are allowed. Give the page&apos;s address without long query parameters, as the browser shows it when the CAPTCHA appears.</source>
        <translation>pageurl: %1 Zeichen lang, erlaubt sind höchstens %2. Geben Sie die Adresse der Seite ohne lange Abfrageparameter an, so wie der Browser sie zeigt, wenn das CAPTCHA erscheint.</translation>
    </message>
    <message>
        <source>pageurl: contains control characters (line breaks, tabs, escapes or direction marks), which no address has. Copy the address again from the browser&apos;s address bar.</source>
        <translation>pageurl: enthält Steuerzeichen (Zeilenumbrüche, Tabulatoren, Escape-Zeichen oder Richtungsmarken), die keine Adresse enthält. Kopieren Sie die Adresse erneut aus der Adressleiste des Browsers.</translation>
    </message>
    <message>
        <source>%1: %2 characters long, at most %3 are allowed. Copy only the value itself.</source>
        <translation>%1: %2 Zeichen lang, erlaubt sind höchstens %3. Kopieren Sie nur den Wert selbst.</translation>
    </message>
    <message>
        <source>%1: contains control characters (line breaks, tabs, escapes or direction marks). Copy the value again as one line of plain text.</source>
        <translation>%1: enthält Steuerzeichen (Zeilenumbrüche, Tabulatoren, Escape-Zeichen oder Richtungsmarken). Kopieren Sie den Wert erneut als eine Zeile reinen Text.</translation>
    </message>
    <message>
        <source>cookies: &quot;%1&quot; is not a name:value pair. Give the cookies as name1:value1;name2:value2.</source>
        <translation>cookies: „%1“ ist kein Name:Wert-Paar. Geben Sie die Cookies als name1:wert1;name2:wert2 an.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not allowed; Cloudflare Turnstile takes at most %3 letters, digits, _ and - here. Use the value the page passes to turnstile.render.</source>
        <translation>%1: „%2“ ist nicht erlaubt; Cloudflare Turnstile nimmt hier höchstens %3 Buchstaben, Ziffern, _ und -. Verwenden Sie den Wert, den die Seite an turnstile.render übergibt.</translation>
    </message>
    <message>
        <source>userAgent: not a browser&apos;s user agent (at most %1 printable ASCII characters). Copy it from the browser (navigator.userAgent in its console).</source>
        <translation>userAgent: kein User-Agent eines Browsers (höchstens %1 druckbare ASCII-Zeichen). Kopieren Sie ihn aus dem Browser (navigator.userAgent in dessen Konsole).</translation>
    </message>
    <message>
        <source>data-s: is not a data-s token (at most %1 printable ASCII characters). Copy the data-s attribute of the reCAPTCHA element as it is.</source>
        <translation>data-s: ist kein data-s-Token (höchstens %1 druckbare ASCII-Zeichen). Kopieren Sie das data-s-Attribut des reCAPTCHA-Elements unverändert.</translation>
    </message>
    <message>
        <source>proxy: not in the form login:password@host:port or host:port (a host name or IP address, then a port). Check for spaces and a missing port.</source>
        <translation>proxy: nicht in der Form login:passwort@host:port oder host:port (ein Hostname oder eine IP-Adresse, dann ein Port). Prüfen Sie auf Leerzeichen und einen fehlenden Port.</translation>
    </message>
    <message>
        <source>proxy: port %1 is out of range; use a port from 1 to 65535.</source>
        <translation>proxy: Port %1 liegt außerhalb des gültigen Bereichs; verwenden Sie einen Port von 1 bis 65535.</translation>
    </message>
    <message>
        <source>idempotency key: %1 characters long, at most %2 are allowed. Use a short identifier, such as a UUID or your own row id.</source>
        <translation>Idempotenzschlüssel: %1 Zeichen lang, erlaubt sind höchstens %2. Verwenden Sie eine kurze Kennung, etwa eine UUID oder Ihre eigene Zeilennummer.</translation>
    </message>
    <message>
        <source>idempotency key: contains control characters (line breaks, tabs, escapes or direction marks). Use printable text only, such as a UUID or your own row id.</source>
        <translation>Idempotenzschlüssel: enthält Steuerzeichen (Zeilenumbrüche, Tabulatoren, Escape-Zeichen oder Richtungsmarken). Verwenden Sie nur druckbaren Text, etwa eine UUID oder Ihre eigene Zeilennummer.</translation>
    </message>
    <message>
        <source>Could not read the job history from %1: %2. Check that the database is reachable and try again.</source>
        <translation>Der Auftragsverlauf konnte nicht aus %1 gelesen werden: %2. Prüfen Sie, ob die Datenbank erreichbar ist, und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>Could not read the jobs to export from %1: %2. Check that the database is reachable and try again.</source>
        <translation>Die zu exportierenden Aufträge konnten nicht aus %1 gelesen werden: %2. Prüfen Sie, ob die Datenbank erreichbar ist, und versuchen Sie es erneut.</translation>
    </message>
    <message numerus="yes">
        <source>Canceled after %n job(s).</source>
        <translation>
            <numerusform>Nach %n Auftrag abgebrochen.</numerusform>
            <numerusform>Nach %n Aufträgen abgebrochen.</numerusform>
        </translation>
    </message>
    <message>
        <source>now</source>
        <comment>the right end of a chart&apos;s time axis</comment>
        <translation>jetzt</translation>
    </message>
    <message>
        <source>−%1 h</source>
        <comment>hours before now on a chart&apos;s time axis</comment>
        <translation>−%1 h</translation>
    </message>
    <message>
        <source>−%1 min</source>
        <comment>minutes before now on a chart&apos;s time axis</comment>
        <translation>−%1 min</translation>
    </message>
    <message>
        <source>%1: contains control characters (line breaks, tabs, escapes or direction marks), which SolveDeck never exports there. Check where the file comes from; remove the characters or the row.</source>
        <translation>%1: enthält Steuerzeichen (Zeilenumbrüche, Tabulatoren, Escape-Sequenzen oder Richtungszeichen), die SolveDeck dort nie exportiert. Prüfen Sie, woher die Datei stammt; entfernen Sie die Zeichen oder die Zeile.</translation>
    </message>
    <message>
        <source>pingback: the address has user information (a name or password before &apos;@&apos;), which would travel with every solved token and can hide the real host. Give the address without it, for example https://%1/solved.</source>
        <translation>pingback: Die Adresse enthält Benutzerangaben (einen Namen oder ein Passwort vor „@“), die mit jedem gelösten Token mitgesendet würden und den wirklichen Host verbergen können. Geben Sie die Adresse ohne sie an, zum Beispiel https://%1/solved.</translation>
    </message>
    <message>
        <source>pingback: the host of &quot;%1&quot; cannot be read the same way by every program (a backslash, percent-encoding or an invalid name). Give a plain address such as https://example.com/solved.</source>
        <translation>pingback: Der Host von „%1“ wird nicht von jedem Programm gleich gelesen (ein Backslash, Prozentkodierung oder ein ungültiger Name). Geben Sie eine einfache Adresse an, zum Beispiel https://example.com/solved.</translation>
    </message>
    <message>
        <source>pingback: &quot;%1&quot; is plain http, so solved tokens would cross the network unencrypted. Use https:// (plain http is accepted only for this machine: 127.0.0.1, ::1, localhost).</source>
        <translation>pingback: „%1“ ist einfaches http, gelöste Tokens gingen also unverschlüsselt über das Netz. Verwenden Sie https:// (einfaches http wird nur für diesen Rechner angenommen: 127.0.0.1, ::1, localhost).</translation>
    </message>
    <message>
        <source>proxy: the password reads %1, which is how an export masks it. Export again with --include-proxy-passwords, or give the proxy&apos;s real password.</source>
        <translation>proxy: Das Passwort lautet %1, so maskiert ein Export es. Exportieren Sie erneut mit --include-proxy-passwords, oder geben Sie das echte Passwort des Proxys an.</translation>
    </message>
    <message>
        <source>pingback: the host %1 is not an authorised target, so the service would post solved tokens to a site nobody authorised. Leave pingback out, or, if you own %1 or may receive tokens there, %2, then add the job again.</source>
        <translation>pingback: Der Host %1 ist kein freigegebenes Ziel, der Dienst würde gelöste Tokens also an eine Website senden, die niemand freigegeben hat. Lassen Sie pingback weg, oder, wenn %1 Ihnen gehört oder Sie dort Tokens empfangen dürfen, %2, und fügen Sie den Auftrag dann erneut hinzu.</translation>
    </message>
    <message>
        <source>sitekey: &quot;%1&quot; (length %2) does not look like a reCAPTCHA site key, which is 40 letters, digits, - or _ starting with 6L (for example 6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-). Copy it from the page: the data-sitekey attribute of the CAPTCHA element.</source>
        <translation>sitekey: „%1“ (Länge %2) sieht nicht wie ein reCAPTCHA-Site-Key aus, der aus 40 Buchstaben, Ziffern, - oder _ besteht und mit 6L beginnt (zum Beispiel 6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-). Kopieren Sie ihn von der Seite: das Attribut data-sitekey des CAPTCHA-Elements.</translation>
    </message>
    <message>
        <source>sitekey: &quot;%1&quot; does not look like a Turnstile site key, which starts with 0x4 and is 20 to 40 letters, digits, - or _ (for example 0x4AAAAAAAC3DHQFLr1GavRN). Copy it from the page: the data-sitekey attribute of the CAPTCHA element.</source>
        <translation>sitekey: „%1“ sieht nicht wie ein Turnstile-Site-Key aus, der mit 0x4 beginnt und 20 bis 40 Buchstaben, Ziffern, - oder _ lang ist (zum Beispiel 0x4AAAAAAAC3DHQFLr1GavRN). Kopieren Sie ihn von der Seite: das Attribut data-sitekey des CAPTCHA-Elements.</translation>
    </message>
</context>
<context>
    <name>SolveDeck::ApiKeyDialog</name>
    <message>
        <source>Set API Key</source>
        <translation>API-Schlüssel festlegen</translation>
    </message>
    <message>
        <source>Your CaptchaAI API key: 32 characters, 0-9 and a-f, from your account dashboard. It is stored in the system keychain and sent only in request bodies.</source>
        <translation>Ihr CaptchaAI-API-Schlüssel: 32 Zeichen, 0-9 und a-f, aus dem Dashboard Ihres Kontos. Er wird im Schlüsselbund des Systems gespeichert und nur im Rumpf von Anfragen gesendet.</translation>
    </message>
    <message>
        <source>&amp;API key:</source>
        <translation>&amp;API-Schlüssel:</translation>
    </message>
    <message>
        <source>&amp;Store Key</source>
        <translation>Schlüssel &amp;speichern</translation>
    </message>
    <message>
        <source>Paste the key from your CaptchaAI account.</source>
        <translation>Fügen Sie den Schlüssel aus Ihrem CaptchaAI-Konto ein.</translation>
    </message>
    <message>
        <source>A CaptchaAI key has only the characters 0-9 and a-f; this one has others. Copy it again from the dashboard.</source>
        <translation>Ein CaptchaAI-Schlüssel enthält nur die Zeichen 0-9 und a-f; dieser enthält andere. Kopieren Sie ihn erneut aus dem Dashboard.</translation>
    </message>
    <message>
        <source>%1 of 32 characters: a CaptchaAI key is exactly 32 characters long.</source>
        <translation>%1 von 32 Zeichen: Ein CaptchaAI-Schlüssel ist genau 32 Zeichen lang.</translation>
    </message>
    <message>
        <source>The system keychain is locked or refused access, so the key was not read or stored. Unlock your login keyring (for example with Seahorse or KWallet) and try again.</source>
        <translation>Der Schlüsselbund des Systems ist gesperrt oder hat den Zugriff verweigert, daher wurde der Schlüssel nicht gelesen oder gespeichert. Entsperren Sie Ihren Anmelde-Schlüsselbund (zum Beispiel mit Seahorse oder KWallet) und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>No system keychain is running in this session (SolveDeck keeps the key only there, never in a file). Start your desktop&apos;s keyring (GNOME Keyring or KWallet) and try again.</source>
        <translation>In dieser Sitzung läuft kein Schlüsselbund des Systems (SolveDeck bewahrt den Schlüssel nur dort auf, nie in einer Datei). Starten Sie den Schlüsselbund Ihres Desktops (GNOME Keyring oder KWallet) und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The system keychain did not answer. It may be waiting for you to unlock it in another window; unlock it and try again.</source>
        <translation>Der Schlüsselbund des Systems antwortete nicht. Vielleicht wartet er in einem anderen Fenster auf die Entsperrung; entsperren Sie ihn und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The system keychain reported an error, so the key was not read or stored. Try again; if it persists, restart your desktop&apos;s keyring.</source>
        <translation>Der Schlüsselbund des Systems meldete einen Fehler, daher wurde der Schlüssel nicht gelesen oder gespeichert. Versuchen Sie es erneut; hält es an, starten Sie den Schlüsselbund Ihres Desktops neu.</translation>
    </message>
    <message>
        <source>Without a keychain, start SolveDeck with the key in the environment variable %1 (used for that run only).</source>
        <translation>Ohne Schlüsselbund starten Sie SolveDeck mit dem Schlüssel in der Umgebungsvariable %1 (gilt nur für diesen Lauf).</translation>
    </message>
    <message>
        <source>Your CaptchaAI API key: 32 characters, 0-9 and a-f; shown as dots</source>
        <translation>Ihr CaptchaAI-API-Schlüssel: 32 Zeichen, 0-9 und a-f; als Punkte angezeigt</translation>
    </message>
    <message>
        <source>The keychain said: %1</source>
        <translation>Der Schlüsselbund meldete: %1</translation>
    </message>
    <message>
        <source>No API key is stored yet. Choose %1 to store yours in the system keychain.</source>
        <translation>Noch ist kein API-Schlüssel gespeichert. Wählen Sie %1, um Ihren im Schlüsselbund des Systems zu speichern.</translation>
    </message>
</context>
<context>
    <name>SolveDeck::AuditLogDialog</name>
    <message>
        <source>Audit Log</source>
        <translation>Prüfprotokoll</translation>
    </message>
    <message>
        <source>Filter by actor, action or detail</source>
        <translation>Nach Akteur, Aktion oder Detail filtern</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <source>Shows the entries whose actor, action or detail contains this text</source>
        <translation>Zeigt die Einträge, deren Akteur, Aktion oder Detail diesen Text enthält</translation>
    </message>
    <message>
        <source>&amp;Filter:</source>
        <translation>&amp;Filter:</translation>
    </message>
    <message>
        <source>Kind of action</source>
        <translation>Art der Aktion</translation>
    </message>
    <message>
        <source>Shows one kind of action only</source>
        <translation>Zeigt nur eine Art von Aktion</translation>
    </message>
    <message>
        <source>All actions</source>
        <translation>Alle Aktionen</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <source>Authorised hosts</source>
        <translation>Freigegebene Hosts</translation>
    </message>
    <message>
        <source>Thread cap</source>
        <translation>Thread-Grenze</translation>
    </message>
    <message>
        <source>Queue</source>
        <translation>Warteschlange</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Aufträge</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Audit log</source>
        <translation>Prüfprotokoll</translation>
    </message>
    <message>
        <source>&amp;Action:</source>
        <translation>&amp;Aktion:</translation>
    </message>
    <message>
        <source>Time range</source>
        <translation>Zeitraum</translation>
    </message>
    <message>
        <source>Shows the entries of this recent time only</source>
        <translation>Zeigt nur die Einträge dieses letzten Zeitraums</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Gesamte Zeit</translation>
    </message>
    <message>
        <source>Last hour</source>
        <translation>Letzte Stunde</translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <translation>Letzte 24 Stunden</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <source>&amp;Since:</source>
        <translation>&amp;Seit:</translation>
    </message>
    <message>
        <source>Audit log entries</source>
        <translation>Einträge des Prüfprotokolls</translation>
    </message>
    <message>
        <source>Newest first: time, actor, interface, action and detail</source>
        <translation>Neueste zuerst: Zeit, Akteur, Schnittstelle, Aktion und Detail</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Actor</source>
        <translation>Akteur</translation>
    </message>
    <message>
        <source>Interface</source>
        <translation>Schnittstelle</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
    <message>
        <source>Entry count</source>
        <translation>Anzahl der Einträge</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>CSV &amp;exportieren…</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>CSV exportieren</translation>
    </message>
    <message>
        <source>Saves the entries shown to a CSV file</source>
        <translation>Speichert die gezeigten Einträge in einer CSV-Datei</translation>
    </message>
    <message>
        <source>No job database is open: the audit log is kept in it.</source>
        <translation>Keine Auftragsdatenbank geöffnet: Das Prüfprotokoll liegt darin.</translation>
    </message>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n Eintrag</numerusform>
            <numerusform>%n Einträge</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not write %1: %2. Choose a folder you may write to.</source>
        <translation>%1 konnte nicht geschrieben werden: %2. Wählen Sie einen Ordner, in den Sie schreiben dürfen.</translation>
    </message>
    <message>
        <source>Could not write %1: %2. Check the free space and try again.</source>
        <translation>%1 konnte nicht geschrieben werden: %2. Prüfen Sie den freien Speicherplatz und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>Export the audit log</source>
        <translation>Das Prüfprotokoll exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Audit log not exported</source>
        <translation>Prüfprotokoll nicht exportiert</translation>
    </message>
    <message>
        <source>Gateway clients</source>
        <translation>Gateway-Clients</translation>
    </message>
    <message>
        <source>Service endpoint</source>
        <translation>Dienst-Endpunkt</translation>
    </message>
</context>
<context>
    <name>SolveDeck::BannerBar</name>
    <message>
        <source>Notice</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Set API Key…</source>
        <translation>API-Schlüssel festlegen…</translation>
    </message>
    <message>
        <source>Try Demo Mode</source>
        <translation>Demomodus ausprobieren</translation>
    </message>
    <message>
        <source>Change Key…</source>
        <translation>Schlüssel ändern…</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Job Database…</source>
        <translation>Auftragsdatenbank…</translation>
    </message>
    <message>
        <source>Try Again</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>SolveDeck::CapacityConsole</name>
    <message>
        <source>&amp;Pause Queue</source>
        <translation>Warteschlange &amp;pausieren</translation>
    </message>
    <message>
        <source>No new submits by any engine on this database; tasks at the service are still collected (Space)</source>
        <translation>Keine neuen Übermittlungen durch irgendeine Engine dieser Datenbank; Aufgaben beim Dienst werden weiter abgeholt (Leertaste)</translation>
    </message>
    <message>
        <source>&amp;Show/Hide SolveDeck</source>
        <translation>SolveDeck &amp;anzeigen/ausblenden</translation>
    </message>
    <message>
        <source>&amp;Capacity Dock</source>
        <translation>&amp;Kapazitätsleiste</translation>
    </message>
    <message>
        <source>Every job is done; nothing is queued.</source>
        <translation>Alle Aufträge sind erledigt; nichts ist in der Warteschlange.</translation>
    </message>
    <message>
        <source>Queue paused: no new submits; tasks at the service are still collected.</source>
        <translation>Warteschlange pausiert: keine neuen Übermittlungen; Aufgaben beim Dienst werden weiter abgeholt.</translation>
    </message>
    <message>
        <source>Queue resumed.</source>
        <translation>Warteschlange fortgesetzt.</translation>
    </message>
    <message>
        <source>The queue is paused until a valid key is set.</source>
        <translation>Die Warteschlange ist pausiert, bis ein gültiger Schlüssel festgelegt ist.</translation>
    </message>
    <message>
        <source>All traffic stops until the ban ends; check the API key.</source>
        <translation>Der gesamte Verkehr ruht, bis die Sperre endet; prüfen Sie den API-Schlüssel.</translation>
    </message>
    <message>
        <source>&amp;Resume Queue</source>
        <translation>Warteschlange &amp;fortsetzen</translation>
    </message>
    <message>
        <source>Submit queued jobs again, by every engine on this database (Space)</source>
        <translation>Eingereihte Aufträge wieder übermitteln, durch jede Engine dieser Datenbank (Leertaste)</translation>
    </message>
    <message>
        <source>Job %1 (%2) failed: %3</source>
        <translation>Auftrag %1 (%2) fehlgeschlagen: %3</translation>
    </message>
    <message>
        <source>Job %1 (%2) failed: %3 — %4</source>
        <translation>Auftrag %1 (%2) fehlgeschlagen: %3 — %4</translation>
    </message>
</context>
<context>
    <name>SolveDeck::CapacityDock</name>
    <message>
        <source>Capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <source>The account&apos;s threads as threadsinfo last reported them (every client of this key)</source>
        <translation>Die Threads des Kontos, wie threadsinfo sie zuletzt gemeldet hat (alle Clients dieses Schlüssels)</translation>
    </message>
    <message>
        <source>Account:</source>
        <translation>Konto:</translation>
    </message>
    <message>
        <source>getbalance (0 is normal on thread plans)</source>
        <translation>getbalance (0 ist bei Thread-Tarifen normal)</translation>
    </message>
    <message>
        <source>Balance:</source>
        <translation>Guthaben:</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Engine:</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>Jobs the service accepted and has not answered yet, as the sidebar&apos;s Solving row counts them</source>
        <translation>Aufträge, die der Dienst angenommen und noch nicht beantwortet hat, so wie die Zeile „Wird gelöst“ der Seitenleiste sie zählt</translation>
    </message>
    <message>
        <source>Solving:</source>
        <translation>Wird gelöst:</translation>
    </message>
    <message>
        <source>Threads this console&apos;s solves hold at the service, against the effective cap (your cap, never above the plan&apos;s threads). A thread is free as soon as the service has finished a task, before its answer is collected.</source>
        <translation>Threads, die die Lösungen dieser Konsole beim Dienst belegen, gemessen an der wirksamen Grenze (Ihre Grenze, nie über den Threads des Tarifs). Ein Thread ist frei, sobald der Dienst eine Aufgabe beendet hat, noch bevor ihre Antwort abgeholt ist.</translation>
    </message>
    <message>
        <source>Threads in use</source>
        <translation>Belegte Threads</translation>
    </message>
    <message>
        <source>Threads:</source>
        <translation>Threads:</translation>
    </message>
    <message>
        <source>The charts need a wider panel: drag its edge, or &lt;a href=&quot;#float&quot;&gt;show them in a window of their own&lt;/a&gt;.</source>
        <translation>Die Diagramme brauchen eine breitere Leiste: ziehen Sie ihren Rand, oder &lt;a href=&quot;#float&quot;&gt;zeigen Sie sie in einem eigenen Fenster&lt;/a&gt;.</translation>
    </message>
    <message>
        <source>The charts need a wider panel than this window leaves beside the table: &lt;a href=&quot;#float&quot;&gt;show them in a window of their own&lt;/a&gt;.</source>
        <translation>Die Diagramme brauchen eine breitere Leiste, als dieses Fenster neben der Tabelle lässt: &lt;a href=&quot;#float&quot;&gt;zeigen Sie sie in einem eigenen Fenster&lt;/a&gt;.</translation>
    </message>
    <message>
        <source>The charts need a wider window: drag its edge.</source>
        <translation>Die Diagramme brauchen ein breiteres Fenster: ziehen Sie seinen Rand.</translation>
    </message>
</context>
<context>
    <name>SolveDeck::ChartsWidget</name>
    <message>
        <source>15 min</source>
        <translation>15 min</translation>
    </message>
    <message>
        <source>1 h</source>
        <translation>1 h</translation>
    </message>
    <message>
        <source>24 h</source>
        <translation>24 h</translation>
    </message>
    <message>
        <source>Time to token</source>
        <translation>Zeit bis zum Token</translation>
    </message>
    <message>
        <source>Busy threads</source>
        <translation>Belegte Threads</translation>
    </message>
    <message>
        <source>Solves per minute by method; time from submit to token (median and 95th percentile) per method; busy threads, this console&apos;s beside the account&apos;s (threadsinfo).</source>
        <translation>Lösungen pro Minute nach Methode; Zeit von der Übermittlung bis zum Token (Median und 95. Perzentil) je Methode; belegte Threads, die dieser Konsole neben denen des Kontos (threadsinfo).</translation>
    </message>
    <message>
        <source>%1 p50</source>
        <translation>%1 p50</translation>
    </message>
    <message>
        <source>%1 p95</source>
        <translation>%1 p95</translation>
    </message>
    <message>
        <source>How far back the charts go</source>
        <translation>Wie weit die Diagramme zurückreichen</translation>
    </message>
    <message>
        <source>Capacity charts</source>
        <translation>Kapazitätsdiagramme</translation>
    </message>
    <message>
        <source>Solves per minute, time to token and busy threads</source>
        <translation>Lösungen pro Minute, Zeit bis zum Token und belegte Threads</translation>
    </message>
    <message>
        <source>%1 chart</source>
        <translation>Diagramm %1</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Diagramm</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Zeitraum</translation>
    </message>
    <message>
        <source>Solves per minute</source>
        <translation>Lösungen pro Minute</translation>
    </message>
    <message>
        <source>%.0f s</source>
        <comment>seconds on the time-to-token axis</comment>
        <translation>%.0f s</translation>
    </message>
    <message>
        <source>Ours</source>
        <comment>this console&apos;s busy threads in a chart&apos;s legend</comment>
        <translation>Unsere</translation>
    </message>
    <message>
        <source>Account</source>
        <comment>the account&apos;s busy threads (threadsinfo) in a chart&apos;s legend</comment>
        <translation>Konto</translation>
    </message>
    <message>
        <source>p50 (median)</source>
        <translation>p50 (Median)</translation>
    </message>
    <message>
        <source>p95</source>
        <translation>p95</translation>
    </message>
    <message>
        <source>Each method&apos;s colour; the solid line is the median time from submit to token (p50), the dashed one the time 95 % of tokens took at most (p95).</source>
        <translation>Jede Methode in ihrer Farbe; die durchgezogene Linie ist die mittlere Zeit von der Übermittlung bis zum Token (p50), die gestrichelte die Zeit, die 95 % der Token höchstens brauchten (p95).</translation>
    </message>
    <message>
        <source>Ours: this console&apos;s tasks at the service; Account: every client of the key, as threadsinfo said.</source>
        <translation>Unsere: die Aufgaben dieser Konsole beim Dienst; Konto: jeder Client des Schlüssels, wie threadsinfo meldete.</translation>
    </message>
</context>
<context>
    <name>SolveDeck::ClientHosts</name>
    <message>
        <source>none yet</source>
        <translation>noch keine</translation>
    </message>
    <message>
        <source>%1 is not inside the authorised targets (%2): a client&apos;s hosts can only narrow them. Give a pattern inside the list; or, if you own %1 or are authorised to test it, %3.</source>
        <translation>%1 liegt nicht innerhalb der freigegebenen Ziele (%2): Die Hosts eines Clients können sie nur einschränken. Geben Sie ein Muster innerhalb der Liste an; oder, wenn %1 Ihnen gehört oder Sie ihn testen dürfen, %3.</translation>
    </message>
</context>
<context>
    <name>SolveDeck::ConsoleGateway</name>
    <message>
        <source>Only this computer may reach a gateway without TLS, and the console does not set up TLS. Listen on 127.0.0.1, or run solvedeck-cli serve with --tls-cert and --tls-key.</source>
        <translation>Ohne TLS darf nur dieser Computer ein Gateway erreichen, und die Konsole richtet kein TLS ein. Lauschen Sie auf 127.0.0.1, oder starten Sie solvedeck-cli serve mit --tls-cert und --tls-key.</translation>
    </message>
    <message>
        <source>The gateway could not listen: %1. Another program may use the port: choose another one (0 picks a free one), or stop that program.</source>
        <translation>Das Gateway konnte nicht lauschen: %1. Vielleicht nutzt ein anderes Programm den Port: Wählen Sie einen anderen (0 wählt einen freien), oder beenden Sie dieses Programm.</translation>
    </message>
    <message>
        <source>The gateway could not start: %1</source>
        <translation>Das Gateway konnte nicht starten: %1</translation>
    </message>
    <message>
        <source>The gateway could not listen on %1 port %2 (%3). Another program may use the port: choose another one (0 picks a free one), or stop that program.</source>
        <translation>Das Gateway konnte auf %1 Port %2 nicht lauschen (%3). Vielleicht nutzt ein anderes Programm den Port: Wählen Sie einen anderen (0 wählt einen freien) oder beenden Sie jenes Programm.</translation>
    </message>
</context>
<context>
    <name>SolveDeck::ConsoleSession</name>
    <message>
        <source>built-in simulator (%1)</source>
        <translation>eingebauter Simulator (%1)</translation>
    </message>
    <message>
        <source>built-in simulator</source>
        <translation>eingebauter Simulator</translation>
    </message>
    <message>
        <source>Cannot open the job database</source>
        <translation>Die Auftragsdatenbank kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Reading the password of %1 from the system keychain…</source>
        <translation>Passwort von %1 wird aus dem Schlüsselbund des Systems gelesen…</translation>
    </message>
    <message>
        <source>The job database could not be opened: %1</source>
        <translation>Die Auftragsdatenbank konnte nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>%1

SolveDeck opened no other database in its place. Choose Job Database… to change it, or Try Again once the problem is fixed.</source>
        <translation>%1

SolveDeck hat an ihrer Stelle keine andere Datenbank geöffnet. Wählen Sie Auftragsdatenbank…, um sie zu ändern, oder Erneut versuchen, sobald das Problem behoben ist.</translation>
    </message>
    <message>
        <source>Demo mode</source>
        <translation>Demomodus</translation>
    </message>
    <message>
        <source>The built-in simulator rejected its settings: %1</source>
        <translation>Der eingebaute Simulator hat seine Einstellungen abgelehnt: %1</translation>
    </message>
    <message>
        <source>The built-in simulator could not listen on 127.0.0.1. Another program may be blocking local connections.</source>
        <translation>Der eingebaute Simulator konnte nicht auf 127.0.0.1 lauschen. Vielleicht blockiert ein anderes Programm lokale Verbindungen.</translation>
    </message>
    <message>
        <source>demo mode</source>
        <translation>Demomodus</translation>
    </message>
    <message>
        <source>Waiting for an API key</source>
        <translation>Warten auf einen API-Schlüssel</translation>
    </message>
    <message>
        <source>No API key yet: jobs wait in the queue. Store your CaptchaAI key in the system keychain, or try SolveDeck with the built-in simulator.</source>
        <translation>Noch kein API-Schlüssel: Aufträge warten in der Warteschlange. Speichern Sie Ihren CaptchaAI-Schlüssel im Schlüsselbund des Systems, oder probieren Sie SolveDeck mit dem eingebauten Simulator aus.</translation>
    </message>
    <message>
        <source>The key was not stored</source>
        <translation>Der Schlüssel wurde nicht gespeichert</translation>
    </message>
    <message>
        <source>The API key is stored. The queue starts once a job database is open.</source>
        <translation>Der API-Schlüssel ist gespeichert. Die Warteschlange startet, sobald eine Auftragsdatenbank geöffnet ist.</translation>
    </message>
    <message>
        <source>The service rejected the API key; the queue waits for a new key</source>
        <translation>Der Dienst hat den API-Schlüssel abgelehnt; die Warteschlange wartet auf einen neuen Schlüssel</translation>
    </message>
    <message>
        <source>The queue runs again</source>
        <translation>Die Warteschlange läuft wieder</translation>
    </message>
    <message>
        <source>Could not start the demo. Run solvedeck --demo from a terminal.</source>
        <translation>Die Demo konnte nicht gestartet werden. Führen Sie solvedeck --demo in einem Terminal aus.</translation>
    </message>
    <message>
        <source>Job %1 has no solved answer to report.</source>
        <translation>Auftrag %1 hat keine gelöste Antwort zum Melden.</translation>
    </message>
    <message>
        <source>The report for job %1 was not accepted: %2 %3</source>
        <translation>Die Meldung für Auftrag %1 wurde nicht angenommen: %2 %3</translation>
    </message>
    <message>
        <source>Job %1: the answer was reported as correct.</source>
        <translation>Auftrag %1: Die Antwort wurde als richtig gemeldet.</translation>
    </message>
    <message>
        <source>Job %1: the answer was reported as wrong.</source>
        <translation>Auftrag %1: Die Antwort wurde als falsch gemeldet.</translation>
    </message>
    <message>
        <source>Opening the team database…</source>
        <translation>Die Team-Datenbank wird geöffnet…</translation>
    </message>
    <message>
        <source>Opening the job database…</source>
        <translation>Die Auftragsdatenbank wird geöffnet…</translation>
    </message>
    <message>
        <source>Connecting to %1 and preparing its tables. The window stays usable meanwhile.</source>
        <translation>Verbindung zu %1 wird hergestellt und die Tabellen werden vorbereitet. Das Fenster bleibt währenddessen bedienbar.</translation>
    </message>
    <message>
        <source>Opening was canceled.</source>
        <translation>Das Öffnen wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Reports need the API key: set it first (%1).</source>
        <translation>Meldungen brauchen den API-Schlüssel: Legen Sie ihn zuerst fest (%1).</translation>
    </message>
</context>
<context>
    <name>SolveDeck::ConsoleStatusBar</name>
    <message>
        <source>DEMO</source>
        <translation>DEMO</translation>
    </message>
    <message>
        <source>Demo mode: jobs run against the built-in simulator; no key is used and nothing reaches the real service.</source>
        <translation>Demomodus: Aufträge laufen gegen den eingebauten Simulator; es wird kein Schlüssel verwendet und nichts erreicht den echten Dienst.</translation>
    </message>
    <message>
        <source>Demo mode</source>
        <translation>Demomodus</translation>
    </message>
    <message>
        <source>Team database %1: opening…</source>
        <translation>Team-Datenbank %1: wird geöffnet…</translation>
    </message>
    <message>
        <source>Database %1: opening…</source>
        <translation>Datenbank %1: wird geöffnet…</translation>
    </message>
    <message>
        <source>Team database: %1</source>
        <translation>Team-Datenbank: %1</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>Datenbank: %1</translation>
    </message>
    <message>
        <source>Database not open: %1</source>
        <translation>Datenbank nicht geöffnet: %1</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <source>Endpoint: %1</source>
        <translation>Endpunkt: %1</translation>
    </message>
</context>
<context>
    <name>SolveDeck::DatabaseDialog</name>
    <message>
        <source>Job Database</source>
        <translation>Auftragsdatenbank</translation>
    </message>
    <message>
        <source>Where SolveDeck keeps its jobs. Consoles and scripts that open the same database share one queue and one thread cap.</source>
        <translation>Wo SolveDeck seine Aufträge aufbewahrt. Konsolen und Skripte, die dieselbe Datenbank öffnen, teilen eine Warteschlange und eine Thread-Grenze.</translation>
    </message>
    <message>
        <source>Open now: %1</source>
        <translation>Jetzt geöffnet: %1</translation>
    </message>
    <message>
        <source>Not open: %1</source>
        <translation>Nicht geöffnet: %1</translation>
    </message>
    <message>
        <source>&amp;This computer (SQLite file)</source>
        <translation>&amp;Dieser Rechner (SQLite-Datei)</translation>
    </message>
    <message>
        <source>T&amp;eam database (PostgreSQL)</source>
        <translation>T&amp;eam-Datenbank (PostgreSQL)</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>Leave empty to keep the stored one</source>
        <translation>Leer lassen, um das gespeicherte zu behalten</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Passwort:</translation>
    </message>
    <message>
        <source>Kept in the system keychain, never in a file. Leave it empty when the server needs none or ~/.pgpass or PGPASSWORD has it.</source>
        <translation>Im Schlüsselbund des Systems aufbewahrt, nie in einer Datei. Leer lassen, wenn der Server keines braucht oder ~/.pgpass bzw. PGPASSWORD es enthält.</translation>
    </message>
    <message>
        <source>Nothing is open now: SolveDeck opens the database you save here at once.</source>
        <translation>Im Moment ist nichts geöffnet: SolveDeck öffnet die hier gespeicherte Datenbank sofort.</translation>
    </message>
    <message>
        <source>SolveDeck opens it the next time it starts without --db (this run was started with --db, which comes first).</source>
        <translation>SolveDeck öffnet sie beim nächsten Start ohne --db (dieser Lauf wurde mit --db gestartet, das Vorrang hat).</translation>
    </message>
    <message>
        <source>SolveDeck opens it the next time it starts.</source>
        <translation>SolveDeck öffnet sie beim nächsten Start.</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Storing the password in the system keychain…</source>
        <translation>Passwort wird im Schlüsselbund des Systems gespeichert…</translation>
    </message>
    <message>
        <source>The system keychain is locked or refused access, so the password was not stored. Unlock your login keyring (for example with Seahorse or KWallet) and save again.</source>
        <translation>Der Schlüsselbund des Systems ist gesperrt oder hat den Zugriff verweigert, daher wurde das Passwort nicht gespeichert. Entsperren Sie Ihren Anmelde-Schlüsselbund (zum Beispiel mit Seahorse oder KWallet) und speichern Sie erneut.</translation>
    </message>
    <message>
        <source>The system keychain is locked or refused access, so the database password was not read. Unlock your login keyring (for example with Seahorse or KWallet) and try again.</source>
        <translation>Der Schlüsselbund des Systems ist gesperrt oder hat den Zugriff verweigert, daher wurde das Datenbankpasswort nicht gelesen. Entsperren Sie Ihren Anmelde-Schlüsselbund (zum Beispiel mit Seahorse oder KWallet) und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>No system keychain is running in this session, and SolveDeck keeps database passwords only there. Start your desktop&apos;s keyring (GNOME Keyring or KWallet), or leave the password out of SolveDeck and give it in ~/.pgpass or PGPASSWORD.</source>
        <translation>In dieser Sitzung läuft kein Schlüsselbund des Systems, und SolveDeck bewahrt Datenbankpasswörter nur dort auf. Starten Sie den Schlüsselbund Ihres Desktops (GNOME Keyring oder KWallet), oder lassen Sie das Passwort aus SolveDeck heraus und hinterlegen Sie es in ~/.pgpass oder PGPASSWORD.</translation>
    </message>
    <message>
        <source>The system keychain did not answer. It may be waiting for you to unlock it in another window; unlock it and try again.</source>
        <translation>Der Schlüsselbund des Systems antwortete nicht. Vielleicht wartet er in einem anderen Fenster auf die Entsperrung; entsperren Sie ihn und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The system keychain reported an error, so the password was not stored. Save again; if it persists, restart your desktop&apos;s keyring.</source>
        <translation>Der Schlüsselbund des Systems meldete einen Fehler, daher wurde das Passwort nicht gespeichert. Speichern Sie erneut; hält es an, starten Sie den Schlüsselbund Ihres Desktops neu.</translation>
    </message>
    <message>
        <source>The system keychain reported an error, so the database password was not read. Try again; if it persists, restart your desktop&apos;s keyring.</source>
        <translation>Der Schlüsselbund des Systems meldete einen Fehler, daher wurde das Datenbankpasswort nicht gelesen. Versuchen Sie es erneut; hält es an, starten Sie den Schlüsselbund Ihres Desktops neu.</translation>
    </message>
    <message>
        <source>(Keychain: %1)</source>
        <translation>(Schlüsselbund: %1)</translation>
    </message>
    <message>
        <source>Keep jobs in a file on this computer</source>
        <translation>Aufträge in einer Datei auf diesem Computer speichern</translation>
    </message>
    <message>
        <source>Share jobs with other consoles through a PostgreSQL server</source>
        <translation>Aufträge über einen PostgreSQL-Server mit anderen Konsolen teilen</translation>
    </message>
    <message>
        <source>The team database as postgresql://user@host:port/database</source>
        <translation>Die Team-Datenbank als postgresql://benutzer@host:port/datenbank</translation>
    </message>
    <message>
        <source>The database password, kept in the system keychain; shown as dots</source>
        <translation>Das Datenbankpasswort, im Schlüsselbund des Systems gespeichert; als Punkte angezeigt</translation>
    </message>
    <message>
        <source>(No password for this database is stored in the keychain: if the server asks for one, enter it in %1, or give it in ~/.pgpass or PGPASSWORD.)</source>
        <translation>(Für diese Datenbank ist kein Passwort im Schlüsselbund gespeichert: Wenn der Server eines verlangt, geben Sie es in %1 ein oder in ~/.pgpass bzw. PGPASSWORD.)</translation>
    </message>
</context>
<context>
    <name>SolveDeck::EngineHealth</name>
    <message>
        <source>No request has had an API answer for %1 s (last: %2, %3).</source>
        <translation>Seit %1 s hat keine Anfrage eine API-Antwort erhalten (zuletzt: %2, %3).</translation>
    </message>
    <message>
        <source>The server rejected the API key (%1).</source>
        <translation>Der Server hat den API-Schlüssel abgelehnt (%1).</translation>
    </message>
    <message>
        <source>All jobs stay queued; set a valid key to resume.</source>
        <translation>Alle Aufträge bleiben eingereiht; setzen Sie einen gültigen Schlüssel, um fortzufahren.</translation>
    </message>
    <message>
        <source>The server banned this IP address (%1), usually after repeated requests with a wrong key. All traffic stops for %2 s; check the API key meanwhile.</source>
        <translation>Der Server hat diese IP-Adresse gesperrt (%1), meist nach wiederholten Anfragen mit einem falschen Schlüssel. Aller Verkehr ruht für %2 s; prüfen Sie inzwischen den API-Schlüssel.</translation>
    </message>
    <message>
        <source>This endpoint does not speak the CaptchaAI API: %1 %2 The queue is paused (no job fails meanwhile) and the address is checked again every %3 s. Check the API address (--endpoint, or the console&apos;s settings).</source>
        <translation>Dieser Endpunkt spricht nicht die CaptchaAI-API: %1 %2 Die Warteschlange ist pausiert (solange schlägt kein Auftrag fehl), und die Adresse wird alle %3 s erneut geprüft. Prüfen Sie die API-Adresse (--endpoint oder die Einstellungen der Konsole).</translation>
    </message>
    <message>
        <source>The provider accepted requests but its answers are lost: %1 of the last %2 submits got no answer while other requests were answered, and each may have made a task (a paid solve). New submits are held; tasks already at the service are still polled. One submit is tried again in %3 s, then less often, until one is answered.</source>
        <translation>Der Anbieter nimmt Anfragen an, aber seine Antworten gehen verloren: %1 der letzten %2 Sendungen blieben ohne Antwort, während andere Anfragen beantwortet wurden, und jede kann eine Aufgabe (eine bezahlte Lösung) angelegt haben. Neue Sendungen werden zurückgehalten; Aufgaben beim Dienst werden weiter abgefragt. Eine Sendung wird in %3 s erneut versucht, danach seltener, bis eine beantwortet wird.</translation>
    </message>
    <message numerus="yes">
        <source> %n task id(s) the service gave are held in memory only: their tasks are still polled, and stopping now would submit those jobs again at the next start.</source>
        <translation>
            <numerusform> %n Auftragsnummer des Dienstes wird nur im Speicher gehalten: ihre Aufgabe wird weiter abgefragt, und ein Beenden jetzt würde diesen Auftrag beim nächsten Start erneut senden.</numerusform>
            <numerusform> %n Auftragsnummern des Dienstes werden nur im Speicher gehalten: ihre Aufgaben werden weiter abgefragt, und ein Beenden jetzt würde diese Aufträge beim nächsten Start erneut senden.</numerusform>
        </translation>
    </message>
    <message>
        <source>The job database does not take writes (%1). What the service answered is kept and written as soon as it can be; no new job is submitted meanwhile, the tasks at the service are still polled.%2 Free disk space, or close the program that holds the database locked.</source>
        <translation>Die Auftragsdatenbank nimmt keine Schreibvorgänge an (%1). Was der Dienst geantwortet hat, wird aufbewahrt und geschrieben, sobald es geht; solange wird kein neuer Auftrag gesendet, die Aufgaben beim Dienst werden weiter abgefragt.%2 Geben Sie Speicherplatz frei oder schließen Sie das Programm, das die Datenbank gesperrt hält.</translation>
    </message>
</context>
<context>
    <name>SolveDeck::EngineHost</name>
    <message>
        <source>Reported to the service as correct</source>
        <translation>Dem Dienst als richtig gemeldet</translation>
    </message>
    <message>
        <source>Reported to the service as wrong</source>
        <translation>Dem Dienst als falsch gemeldet</translation>
    </message>
</context>
<context>
    <name>SolveDeck::ExportDialog</name>
    <message>
        <source>Export Jobs</source>
        <translation>Aufträge exportieren</translation>
    </message>
    <message>
        <source>Export:</source>
        <translation>Exportieren:</translation>
    </message>
    <message>
        <source>CSV (spreadsheets)</source>
        <translation>CSV (Tabellenkalkulation)</translation>
    </message>
    <message>
        <source>JSON (one document with export details)</source>
        <translation>JSON (ein Dokument mit Angaben zum Export)</translation>
    </message>
    <message>
        <source>NDJSON (one job a line; can be imported again)</source>
        <translation>NDJSON (ein Auftrag pro Zeile; wieder importierbar)</translation>
    </message>
    <message>
        <source>Include solve tokens</source>
        <translation>Tokens einschließen</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>The file will contain solve tokens. Anyone with the file can use the tokens that have not expired yet. Include them?</source>
        <translation>Die Datei wird Tokens enthalten. Wer die Datei hat, kann die noch nicht abgelaufenen Tokens verwenden. Einschließen?</translation>
    </message>
    <message>
        <source>Include Tokens</source>
        <translation>Tokens einschließen</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1-Dateien (*.%2)</translation>
    </message>
    <message>
        <source>Jobs matching the &amp;current filter (%1)</source>
        <translation>Zum &amp;aktuellen Filter passende Aufträge (%1)</translation>
    </message>
    <message numerus="yes">
        <source>The %n &amp;selected job(s)</source>
        <translation>
            <numerusform>Der %n &amp;gewählte Auftrag</numerusform>
            <numerusform>Die %n &amp;gewählten Aufträge</numerusform>
        </translation>
    </message>
    <message>
        <source>Export every job the table&apos;s filter shows</source>
        <translation>Jeden Auftrag exportieren, den der Filter der Tabelle zeigt</translation>
    </message>
    <message>
        <source>Export only the jobs selected in the table</source>
        <translation>Nur die in der Tabelle gewählten Aufträge exportieren</translation>
    </message>
    <message>
        <source>CSV for spreadsheets, JSON, or NDJSON that can be imported again</source>
        <translation>CSV für Tabellenkalkulation, JSON oder wieder importierbares NDJSON</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>Start with a &amp;byte order mark (for spreadsheet programs that need it)</source>
        <translation>Mit &amp;Byte-Order-Mark beginnen (für Tabellenprogramme, die sie brauchen)</translation>
    </message>
    <message>
        <source>Include each job&apos;s &amp;timeline</source>
        <translation>Die &amp;Zeitleiste jedes Auftrags einschließen</translation>
    </message>
    <message>
        <source>Include solve t&amp;okens</source>
        <translation>T&amp;okens einschließen</translation>
    </message>
    <message>
        <source>Tokens are secrets: the file then needs the same care as the key</source>
        <translation>Tokens sind Geheimnisse: Die Datei braucht dann dieselbe Sorgfalt wie der Schlüssel</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Where the export is written</source>
        <translation>Wohin der Export geschrieben wird</translation>
    </message>
    <message>
        <source>B&amp;rowse…</source>
        <translation>Du&amp;rchsuchen…</translation>
    </message>
    <message>
        <source>Browse for the file</source>
        <translation>Nach der Datei suchen</translation>
    </message>
    <message>
        <source>Choose where the export is written</source>
        <translation>Wählen, wohin der Export geschrieben wird</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>Dat&amp;ei:</translation>
    </message>
    <message>
        <source>The &amp;selected jobs (none is selected in the table)</source>
        <translation>Die &amp;gewählten Aufträge (in der Tabelle ist keiner gewählt)</translation>
    </message>
    <message>
        <source>The folder %1 does not exist. Choose a folder that does (Browse…), or type another path.</source>
        <translation>Den Ordner %1 gibt es nicht. Wählen Sie einen vorhandenen Ordner (Durchsuchen…) oder geben Sie einen anderen Pfad ein.</translation>
    </message>
    <message>
        <source>%1 is a folder: add a file name, such as solvedeck-jobs.%2.</source>
        <translation>%1 ist ein Ordner: Fügen Sie einen Dateinamen an, etwa solvedeck-jobs.%2.</translation>
    </message>
    <message>
        <source>You cannot write to the folder %1. Choose another folder (Browse…).</source>
        <translation>In den Ordner %1 können Sie nicht schreiben. Wählen Sie einen anderen Ordner (Durchsuchen…).</translation>
    </message>
    <message>
        <source>Export canceled; no file was written.</source>
        <translation>Export abgebrochen; es wurde keine Datei geschrieben.</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <translation>Datei ersetzen?</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it with this export? What it holds now is lost.</source>
        <translation>%1 gibt es schon. Durch diesen Export ersetzen? Ihr jetziger Inhalt geht verloren.</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Ersetzen</translation>
    </message>
    <message>
        <source>&amp;Keep It</source>
        <translation>&amp;Behalten</translation>
    </message>
</context>
<context>
    <name>SolveDeck::GatewayControl</name>
    <message>
        <source>Write the address as host:port, for example 127.0.0.1:8787.</source>
        <translation>Schreiben Sie die Adresse als Host:Port, zum Beispiel 127.0.0.1:8787.</translation>
    </message>
    <message>
        <source>The port must be a number from 0 to 65535 (0 picks a free one).</source>
        <translation>Der Port muss eine Zahl von 0 bis 65535 sein (0 wählt einen freien).</translation>
    </message>
    <message>
        <source>%1 is not an IP address: use 127.0.0.1 (this computer only) or an address of this computer.</source>
        <translation>%1 ist keine IP-Adresse: Verwenden Sie 127.0.0.1 (nur dieser Computer) oder eine Adresse dieses Computers.</translation>
    </message>
</context>
<context>
    <name>SolveDeck::GatewayDialog</name>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>Gateway</source>
        <translation>Gateway</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Betrieb</translation>
    </message>
    <message>
        <source>&amp;Run the gateway</source>
        <translation>Gateway &amp;betreiben</translation>
    </message>
    <message>
        <source>Scripts and test suites send solve jobs to this console over HTTP while it runs. Remembered: it starts again with the console.</source>
        <translation>Solange es läuft, senden Skripte und Testsuiten Lösungsaufträge über HTTP an diese Konsole. Wird gemerkt: Es startet mit der Konsole wieder.</translation>
    </message>
    <message>
        <source>host:port to listen on. 127.0.0.1 keeps the gateway to this computer; port 0 picks a free one. Applies when the gateway starts.</source>
        <translation>Host:Port, auf dem gelauscht wird. 127.0.0.1 beschränkt das Gateway auf diesen Computer; Port 0 wählt einen freien. Gilt ab dem nächsten Start des Gateways.</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>Status:</translation>
    </message>
    <message>
        <source>Gateway URL</source>
        <translation>Gateway-URL</translation>
    </message>
    <message>
        <source>The address clients send their requests to</source>
        <translation>Die Adresse, an die Clients ihre Anfragen senden</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Copy the URL clients use</source>
        <translation>Die URL kopieren, die Clients verwenden</translation>
    </message>
    <message>
        <source>URL:</source>
        <translation>URL:</translation>
    </message>
    <message>
        <source>Clients</source>
        <translation>Clients</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Angelegt</translation>
    </message>
    <message>
        <source>Last used</source>
        <translation>Zuletzt verwendet</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Limit</translation>
    </message>
    <message>
        <source>In flight</source>
        <translation>In Bearbeitung</translation>
    </message>
    <message>
        <source>Solves today</source>
        <translation>Heute gelöst</translation>
    </message>
    <message>
        <source>The programs that may send jobs, each with its own token</source>
        <translation>Die Programme, die Aufträge senden dürfen, jedes mit eigenem Token</translation>
    </message>
    <message>
        <source>Make a token for a script or test suite; it is shown once</source>
        <translation>Ein Token für ein Skript oder eine Testsuite erzeugen; es wird nur einmal angezeigt</translation>
    </message>
    <message>
        <source>Re&amp;voke…</source>
        <translation>&amp;Widerrufen…</translation>
    </message>
    <message>
        <source>Refuse the selected client&apos;s next request and cancel its queued jobs; jobs in flight finish</source>
        <translation>Die nächste Anfrage des gewählten Clients ablehnen und seine eingereihten Aufträge abbrechen; Aufträge in Bearbeitung laufen zu Ende</translation>
    </message>
    <message>
        <source>Last requests</source>
        <translation>Letzte Anfragen</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>Anfrage</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>The most recent requests to the gateway, newest first</source>
        <translation>Die letzten Anfragen an das Gateway, die neueste zuerst</translation>
    </message>
    <message>
        <source>No job database is open: the gateway needs one.</source>
        <translation>Keine Auftragsdatenbank ist geöffnet: Das Gateway braucht eine.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Wird gestartet…</translation>
    </message>
    <message>
        <source>Listening on %1</source>
        <translation>Empfängt Anfragen unter %1</translation>
    </message>
    <message>
        <source>Stopping: answering the requests held open…</source>
        <translation>Wird beendet: Die offen gehaltenen Anfragen werden beantwortet…</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>The gateway is off: it answers no requests.</source>
        <translation>Das Gateway ist aus: Es beantwortet keine Anfragen.</translation>
    </message>
    <message>
        <source>No requests yet.</source>
        <translation>Noch keine Anfragen.</translation>
    </message>
    <message numerus="yes">
        <source>Newest first (the last %n kept).</source>
        <translation>
            <numerusform>Die neueste zuerst (die letzte wird behalten).</numerusform>
            <numerusform>Die neueste zuerst (die letzten %n werden behalten).</numerusform>
        </translation>
    </message>
    <message>
        <source>(no valid token)</source>
        <translation>(kein gültiges Token)</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>Added by %1; every authorised target</source>
        <translation>Angelegt von %1; alle freigegebenen Ziele</translation>
    </message>
    <message>
        <source>Added by %1; targets %2</source>
        <translation>Angelegt von %1; Ziele %2</translation>
    </message>
    <message>
        <source>1 to 64 letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;, as scripts and logs show it</source>
        <translation>1 bis 64 Buchstaben, Ziffern, „.“, „_“ oder „-“, so wie Skripte und Protokolle ihn zeigen</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Kein Limit</translation>
    </message>
    <message>
        <source>Its jobs not yet finished (queued, submitting, at the service) at most</source>
        <translation>Höchstzahl seiner noch nicht beendeten Aufträge (eingereiht, in Übermittlung, beim Dienst)</translation>
    </message>
    <message>
        <source>&amp;Limit:</source>
        <translation>&amp;Limit:</translation>
    </message>
    <message>
        <source>every authorised target</source>
        <translation>alle freigegebenen Ziele</translation>
    </message>
    <message>
        <source>Optional: host patterns, comma-separated, inside the authorised targets (shop.example, *.example.com)</source>
        <translation>Optional: Host-Muster, durch Kommas getrennt, innerhalb der freigegebenen Ziele (shop.example, *.example.com)</translation>
    </message>
    <message>
        <source>&amp;Hosts:</source>
        <translation>&amp;Hosts:</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>%1 was not added: %2</source>
        <translation>%1 wurde nicht hinzugefügt: %2</translation>
    </message>
    <message>
        <source>Token of %1</source>
        <translation>Token von %1</translation>
    </message>
    <message>
        <source>Keep this token now: it is shown only this once and not stored. The client sends it as &quot;Authorization: Bearer TOKEN&quot; (or as key= to in.php and res.php). Lost, it cannot be shown again: revoke the client and add a new one.</source>
        <translation>Bewahren Sie dieses Token jetzt auf: Es wird nur dieses eine Mal angezeigt und nicht gespeichert. Der Client sendet es als „Authorization: Bearer TOKEN“ (oder als key= an in.php und res.php). Geht es verloren, lässt es sich nicht erneut anzeigen: Widerrufen Sie den Client und fügen Sie einen neuen hinzu.</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>The client&apos;s token, shown once</source>
        <translation>Das Token des Clients, nur einmal angezeigt</translation>
    </message>
    <message>
        <source>Copy the token (marked secret for clipboard managers)</source>
        <translation>Das Token kopieren (für Zwischenablage-Manager als geheim markiert)</translation>
    </message>
    <message>
        <source>Revoke client</source>
        <translation>Client widerrufen</translation>
    </message>
    <message>
        <source>Revoke %1? Its next request is refused and its queued jobs are canceled; its jobs in flight finish. Its token cannot be used again.</source>
        <translation>%1 widerrufen? Seine nächste Anfrage wird abgelehnt und seine eingereihten Aufträge werden abgebrochen; seine Aufträge in Bearbeitung laufen zu Ende. Sein Token ist danach nicht mehr verwendbar.</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Widerrufen</translation>
    </message>
    <message>
        <source>%1 was not revoked: %2</source>
        <translation>%1 wurde nicht widerrufen: %2</translation>
    </message>
    <message>
        <source>Add Client</source>
        <translation>Client hinzufügen</translation>
    </message>
    <message>
        <source>(no token)</source>
        <translation>(kein Token)</translation>
    </message>
    <message>
        <source>Copied. It stays on the clipboard until you copy something else or quit SolveDeck.</source>
        <translation>Kopiert. Es bleibt in der Zwischenablage, bis Sie etwas anderes kopieren oder SolveDeck beenden.</translation>
    </message>
    <message>
        <source>Copied. The clipboard is cleared at %1, and when SolveDeck quits.</source>
        <translation>Kopiert. Die Zwischenablage wird um %1 geleert, beim Beenden von SolveDeck auch früher.</translation>
    </message>
</context>
<context>
    <name>SolveDeck::GatewayPage</name>
    <message>
        <source>Let scripts and test suites send jobs over HTTP: on/off, clients and tokens, the last requests</source>
        <translation>Skripte und Testsuiten Aufträge über HTTP senden lassen: an/aus, Clients und Tokens, die letzten Anfragen</translation>
    </message>
</context>
<context>
    <name>SolveDeck::HistoryConsole</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Write the jobs of the current filter or the selection to a CSV, JSON or NDJSON file</source>
        <translation>Die Aufträge des aktuellen Filters oder der Auswahl in eine CSV-, JSON- oder NDJSON-Datei schreiben</translation>
    </message>
    <message>
        <source>Queue the jobs of a CSV or JSON lines file, or a list of page URLs, after a preview</source>
        <translation>Die Aufträge einer CSV- oder JSON-Lines-Datei oder einer Liste von Seiten-URLs nach einer Vorschau einreihen</translation>
    </message>
    <message>
        <source>Import from &amp;Clipboard…</source>
        <translation>Aus der &amp;Zwischenablage importieren…</translation>
    </message>
    <message>
        <source>History &amp;Retention…</source>
        <translation>&amp;Aufbewahrung des Verlaufs…</translation>
    </message>
    <message>
        <source>&amp;Delete Finished Jobs…</source>
        <translation>Beendete Aufträge &amp;löschen…</translation>
    </message>
    <message>
        <source>Delete the selected solved, failed or canceled jobs and their timelines</source>
        <translation>Die gewählten gelösten, fehlgeschlagenen oder abgebrochenen Aufträge und ihre Zeitleisten löschen</translation>
    </message>
    <message>
        <source>All Jobs &amp;Matching the Filter</source>
        <translation>&amp;Alle zum Filter passenden Aufträge</translation>
    </message>
    <message>
        <source>JavaScript for the browser console that puts the token in g-recaptcha-response or cf-turnstile-response</source>
        <translation>JavaScript für die Browser-Konsole, das das Token in g-recaptcha-response oder cf-turnstile-response einsetzt</translation>
    </message>
    <message>
        <source>Import Jobs</source>
        <translation>Aufträge importieren</translation>
    </message>
    <message>
        <source>Job lists (*.csv *.jsonl *.ndjson *.txt);;All files (*)</source>
        <translation>Auftragslisten (*.csv *.jsonl *.ndjson *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Exporting jobs to %1…</source>
        <translation>Aufträge werden nach %1 exportiert…</translation>
    </message>
    <message>
        <source>Export Jobs</source>
        <translation>Aufträge exportieren</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n job(s) to %1.</source>
        <translation>
            <numerusform>%n Auftrag nach %1 exportiert.</numerusform>
            <numerusform>%n Aufträge nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export canceled; no file was written.</source>
        <translation>Export abgebrochen; es wurde keine Datei geschrieben.</translation>
    </message>
    <message>
        <source>Export failed; no file was written: %1</source>
        <translation>Export fehlgeschlagen; es wurde keine Datei geschrieben: %1</translation>
    </message>
    <message numerus="yes">
        <source>Queued %n job(s).</source>
        <translation>
            <numerusform>%n Auftrag eingereiht.</numerusform>
            <numerusform>%n Aufträge eingereiht.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is too large to preview here (more than 64 MiB). Queue it with &quot;solvedeck-cli enqueue --file&quot;, which streams files of any size.</source>
        <translation>%1 ist zu groß für die Vorschau (mehr als 64 MiB). Reihen Sie die Datei mit „solvedeck-cli enqueue --file“ ein, das Dateien jeder Größe streamt.</translation>
    </message>
    <message>
        <source>The clipboard holds no text: copy a list of page URLs, CSV or JSON lines.</source>
        <translation>Die Zwischenablage enthält keinen Text: Kopieren Sie eine Liste von Seiten-URLs, CSV oder JSON Lines.</translation>
    </message>
    <message>
        <source>None of the selected jobs can be changed that way.</source>
        <translation>Keiner der gewählten Aufträge lässt sich so ändern.</translation>
    </message>
    <message numerus="yes">
        <source>%n selected job(s)</source>
        <translation>
            <numerusform>%n gewählter Auftrag</numerusform>
            <numerusform>%n gewählte Aufträge</numerusform>
        </translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Aufträge</translation>
    </message>
    <message numerus="yes">
        <source>Queue %n failed or canceled job(s) again (%1)?</source>
        <translation>
            <numerusform>%n fehlgeschlagenen oder abgebrochenen Auftrag erneut einreihen (%1)?</numerusform>
            <numerusform>%n fehlgeschlagene oder abgebrochene Aufträge erneut einreihen (%1)?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n finished job(s) (%1) and their timelines? This cannot be undone; export them first to keep a copy.</source>
        <translation>
            <numerusform>%n beendeten Auftrag (%1) samt Zeitleiste löschen? Das lässt sich nicht rückgängig machen; exportieren Sie ihn vorher, um eine Kopie zu behalten.</numerusform>
            <numerusform>%n beendete Aufträge (%1) samt Zeitleisten löschen? Das lässt sich nicht rückgängig machen; exportieren Sie sie vorher, um eine Kopie zu behalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Jobs</source>
        <translation>%1: Aufträge</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) had changed state meanwhile and were left alone.</source>
        <translation>
            <numerusform>%n Auftrag hatte seinen Zustand inzwischen geändert und blieb unverändert.</numerusform>
            <numerusform>%n Aufträge hatten ihren Zustand inzwischen geändert und blieben unverändert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>History retention: %n finished job(s) removed.</source>
        <translation>
            <numerusform>Aufbewahrung des Verlaufs: %n beendeter Auftrag entfernt.</numerusform>
            <numerusform>Aufbewahrung des Verlaufs: %n beendete Aufträge entfernt.</numerusform>
        </translation>
    </message>
    <message>
        <source>History retention failed: %1</source>
        <translation>Aufbewahrung des Verlaufs fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>History Retention</source>
        <translation>Aufbewahrung des Verlaufs</translation>
    </message>
    <message>
        <source>Finished jobs (solved, failed, canceled) can be removed in the background, at start and once a day. Queued and running jobs are never removed.</source>
        <translation>Beendete Aufträge (gelöst, fehlgeschlagen, abgebrochen) können im Hintergrund entfernt werden, beim Start und einmal täglich. Eingereihte und laufende Aufträge werden nie entfernt.</translation>
    </message>
    <message>
        <source>Remove jobs finished more than</source>
        <translation>Aufträge entfernen, die beendet sind seit mehr als</translation>
    </message>
    <message>
        <source> days ago</source>
        <translation> Tagen</translation>
    </message>
    <message>
        <source>Keep only the newest</source>
        <translation>Nur die neuesten</translation>
    </message>
    <message>
        <source> finished jobs</source>
        <translation> beendeten Aufträge behalten</translation>
    </message>
    <message>
        <source>With both, a job goes only when it is older and beyond the newest ones.</source>
        <translation>Mit beidem wird ein Auftrag nur entfernt, wenn er älter ist und nicht zu den neuesten gehört.</translation>
    </message>
    <message>
        <source>&amp;Cancel…</source>
        <translation>&amp;Abbrechen…</translation>
    </message>
    <message>
        <source>&amp;Retry…</source>
        <translation>&amp;Wiederholen…</translation>
    </message>
    <message>
        <source>&amp;Delete Finished…</source>
        <translation>Beendete &amp;löschen…</translation>
    </message>
    <message>
        <source>Copy Token as &amp;JSON</source>
        <translation>Token als &amp;JSON kopieren</translation>
    </message>
    <message>
        <source>Copy &amp;Form-Filling JavaScript</source>
        <translation>JavaScript zum Ausfüllen des &amp;Formulars kopieren</translation>
    </message>
    <message>
        <source>Copy Jo&amp;b as JSON</source>
        <translation>&amp;Auftrag als JSON kopieren</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>Finished jobs older than this many days are removed</source>
        <translation>Beendete Aufträge, die älter als so viele Tage sind, werden entfernt</translation>
    </message>
    <message>
        <source>Finished jobs to keep</source>
        <translation>Zu behaltende beendete Aufträge</translation>
    </message>
    <message>
        <source>Only this many of the newest finished jobs are kept</source>
        <translation>Nur so viele der neuesten beendeten Aufträge werden behalten</translation>
    </message>
    <message>
        <source>&amp;Keep Them</source>
        <translation>&amp;Behalten</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) canceled.</source>
        <translation>
            <numerusform>%n Auftrag abgebrochen.</numerusform>
            <numerusform>%n Aufträge abgebrochen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) queued again.</source>
        <translation>
            <numerusform>%n Auftrag erneut eingereiht.</numerusform>
            <numerusform>%n Aufträge erneut eingereiht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finished job(s) deleted.</source>
        <translation>
            <numerusform>%n abgeschlossener Auftrag gelöscht.</numerusform>
            <numerusform>%n abgeschlossene Aufträge gelöscht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Queued %n job(s);</source>
        <translation>
            <numerusform>%n Auftrag eingereiht;</numerusform>
            <numerusform>%n Aufträge eingereiht;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Retry %n Job(s)</source>
        <translation>
            <numerusform>%n Auftrag erneut versuchen</numerusform>
            <numerusform>%n Aufträge erneut versuchen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n Job(s)</source>
        <translation>
            <numerusform>%n Auftrag löschen</numerusform>
            <numerusform>%n Aufträge löschen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already in the database (not added again).</source>
        <translation>
            <numerusform>%n schon in der Datenbank (nicht erneut hinzugefügt).</numerusform>
            <numerusform>%n schon in der Datenbank (nicht erneut hinzugefügt).</numerusform>
        </translation>
    </message>
    <message>
        <source>No job matching the filter (%1) can be canceled: only %2 jobs can.</source>
        <translation>Kein Auftrag, der zum Filter (%1) passt, lässt sich abbrechen: Das geht nur mit Aufträgen in %2.</translation>
    </message>
    <message>
        <source>No job matching the filter (%1) can be retried: only %2 jobs can.</source>
        <translation>Kein Auftrag, der zum Filter (%1) passt, lässt sich wiederholen: Das geht nur mit Aufträgen in %2.</translation>
    </message>
    <message>
        <source>No job matching the filter (%1) can be deleted: only %2 jobs can.</source>
        <translation>Kein Auftrag, der zum Filter (%1) passt, lässt sich löschen: Das geht nur mit Aufträgen in %2.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>a list: &quot;Solved, Failed&quot; and &quot;Canceled&quot;</comment>
        <translation>%1 und %2</translation>
    </message>
    <message numerus="yes">
        <source>%n invalid row(s) left out.</source>
        <translation>
            <numerusform>%n ungültige Zeile ausgelassen.</numerusform>
            <numerusform>%n ungültige Zeilen ausgelassen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repeated row(s) added once.</source>
        <translation>
            <numerusform>%n wiederholte Zeile einmal hinzugefügt.</numerusform>
            <numerusform>%n wiederholte Zeilen einmal hinzugefügt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Jobs added from now on are not included.</source>
        <translation>Aufträge, die ab jetzt hinzukommen, sind nicht enthalten.</translation>
    </message>
    <message>
        <source>Queue the jobs of a list of page URLs, CSV or JSON lines on the clipboard, after a preview</source>
        <translation>Reiht die Aufträge einer Liste von Seiten-URLs, CSV oder JSON-Zeilen aus der Zwischenablage ein, nach einer Vorschau</translation>
    </message>
    <message>
        <source>How long finished jobs are kept before they are deleted</source>
        <translation>Wie lange beendete Aufträge aufbewahrt werden, bevor sie gelöscht werden</translation>
    </message>
</context>
<context>
    <name>SolveDeck::ImportDialog</name>
    <message>
        <source>Import Jobs</source>
        <translation>Aufträge importieren</translation>
    </message>
    <message>
        <source>From %1</source>
        <translation>Aus %1</translation>
    </message>
    <message>
        <source>The site key of every page in the list</source>
        <translation>Der Site-Key jeder Seite der Liste</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>error in %1: %2</source>
        <translation>Fehler in %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n new job(s)</source>
        <translation>
            <numerusform>%n neuer Auftrag</numerusform>
            <numerusform>%n neue Aufträge</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was imported: %1</source>
        <translation>Es wurde nichts importiert: %1</translation>
    </message>
    <message>
        <source>The CAPTCHA method of every page in the list</source>
        <translation>Die CAPTCHA-Methode jeder Seite der Liste</translation>
    </message>
    <message>
        <source>&amp;Method for every page:</source>
        <translation>&amp;Methode für jede Seite:</translation>
    </message>
    <message>
        <source>&amp;Site key:</source>
        <translation>&amp;Site-Key:</translation>
    </message>
    <message>
        <source>Rows to import</source>
        <translation>Zu importierende Zeilen</translation>
    </message>
    <message>
        <source>Each row of the file with its line, method, page URL and status</source>
        <translation>Jede Zeile der Datei mit Zeilennummer, Methode, Seiten-URL und Status</translation>
    </message>
    <message>
        <source>Import the &amp;valid rows only (leave out the rows marked as errors)</source>
        <translation>Nur die &amp;gültigen Zeilen importieren (die als Fehler markierten weglassen)</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation>Wird importiert…</translation>
    </message>
    <message>
        <source>not added again: %1</source>
        <translation>nicht erneut hinzugefügt: %1</translation>
    </message>
    <message numerus="yes">
        <source>, %n already in the database (not added again)</source>
        <translation>
            <numerusform>, %n schon in der Datenbank (nicht erneut hinzugefügt)</numerusform>
            <numerusform>, %n schon in der Datenbank (nicht erneut hinzugefügt)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n row(s) with errors. Fix them in the file and import it again, or import the valid rows only.</source>
        <translation>
            <numerusform>, %n Zeile mit Fehlern. Korrigieren Sie sie in der Datei und importieren Sie erneut, oder importieren Sie nur die gültigen Zeilen.</numerusform>
            <numerusform>, %n Zeilen mit Fehlern. Korrigieren Sie sie in der Datei und importieren Sie erneut, oder importieren Sie nur die gültigen Zeilen.</numerusform>
        </translation>
    </message>
    <message>
        <source>the clipboard</source>
        <translation>der Zwischenablage</translation>
    </message>
    <message numerus="yes">
        <source>, %n row(s) with errors. Enter the pages&apos; site key above.</source>
        <translation>
            <numerusform>, %n Zeile mit Fehlern. Geben Sie oben den Site-Key der Seiten ein.</numerusform>
            <numerusform>, %n Zeilen mit Fehlern. Geben Sie oben den Site-Key der Seiten ein.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n row(s) with errors. Check the site key above.</source>
        <translation>
            <numerusform>, %n Zeile mit Fehlern. Prüfen Sie oben den Site-Key.</numerusform>
            <numerusform>, %n Zeilen mit Fehlern. Prüfen Sie oben den Site-Key.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n row(s) with errors. Fix them where you copied them and paste again, or import the valid rows only.</source>
        <translation>
            <numerusform>, %n Zeile mit Fehlern. Korrigieren Sie sie dort, wo Sie sie kopiert haben, und fügen Sie sie erneut ein, oder importieren Sie nur die gültigen Zeilen.</numerusform>
            <numerusform>, %n Zeilen mit Fehlern. Korrigieren Sie sie dort, wo Sie sie kopiert haben, und fügen Sie sie erneut ein, oder importieren Sie nur die gültigen Zeilen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n repeated in the list (added once)</source>
        <translation>
            <numerusform>, %n in der Liste wiederholt (einmal hinzugefügt)</numerusform>
            <numerusform>, %n in der Liste wiederholt (einmal hinzugefügt)</numerusform>
        </translation>
    </message>
    <message>
        <source>ok, waits until %1 is authorised</source>
        <translation>ok, wartet, bis %1 freigegeben ist</translation>
    </message>
    <message>
        <source>%1 is not an authorised target: the job is stored and waits. To submit it, %2.</source>
        <translation>%1 ist kein freigegebenes Ziel: Der Auftrag wird gespeichert und wartet. Um ihn zu senden, %2.</translation>
    </message>
    <message numerus="yes">
        <source> (%n waiting until its host is authorised in %1)</source>
        <translation>
            <numerusform> (%n wartet, bis sein Host in %1 freigegeben ist)</numerusform>
            <numerusform> (%n warten, bis ihr Host in %1 freigegeben ist)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (column %2)</source>
        <translation>%1 (Spalte %2)</translation>
    </message>
    <message>
        <source>Selected row&apos;s status</source>
        <translation>Status der ausgewählten Zeile</translation>
    </message>
    <message>
        <source>The status of the row selected above</source>
        <translation>Der Status der oben ausgewählten Zeile</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
</context>
<context>
    <name>SolveDeck::JobActions</name>
    <message>
        <source>Job not queued</source>
        <translation>Auftrag nicht eingereiht</translation>
    </message>
    <message>
        <source>A job with this idempotency key already exists: job %1.</source>
        <translation>Ein Auftrag mit diesem Idempotenzschlüssel existiert bereits: Auftrag %1.</translation>
    </message>
    <message>
        <source>Cancel %1 jobs?</source>
        <translation>%1 Aufträge abbrechen?</translation>
    </message>
    <message>
        <source>One of them already went to the service, which may still solve it; its token is then not collected.</source>
        <translation>Einer davon ist schon beim Dienst, der ihn vielleicht noch löst; sein Token wird dann nicht abgeholt.</translation>
    </message>
    <message>
        <source>%1 of them already went to the service, which may still solve them; their tokens are then not collected.</source>
        <translation>%1 davon sind schon beim Dienst, der sie vielleicht noch löst; ihre Tokens werden dann nicht abgeholt.</translation>
    </message>
    <message>
        <source>Cancel jobs</source>
        <translation>Aufträge abbrechen</translation>
    </message>
    <message>
        <source>Cancel %1 Jobs</source>
        <translation>%1 Aufträge abbrechen</translation>
    </message>
    <message>
        <source>Job %1 copied as JSON.</source>
        <translation>Auftrag %1 als JSON kopiert.</translation>
    </message>
    <message>
        <source>Job %1 copied as JSON, without its expired token.</source>
        <translation>Auftrag %1 als JSON kopiert, ohne sein abgelaufenes Token.</translation>
    </message>
    <message>
        <source>&amp;Keep Them</source>
        <translation>&amp;Behalten</translation>
    </message>
    <message>
        <source>This token has expired; %1 queues a new job for a fresh one.</source>
        <translation>Dieses Token ist abgelaufen; %1 reiht einen neuen Auftrag für ein frisches ein.</translation>
    </message>
    <message>
        <source>Token copied.</source>
        <translation>Token kopiert.</translation>
    </message>
    <message>
        <source>Answer copied.</source>
        <translation>Antwort kopiert.</translation>
    </message>
    <message>
        <source>It stays on the clipboard until you copy something else or quit SolveDeck.</source>
        <translation>Sie bleibt in der Zwischenablage, bis Sie etwas anderes kopieren oder SolveDeck beenden.</translation>
    </message>
    <message>
        <source>Cancel %1 jobs (%2)?</source>
        <translation>%1 Aufträge abbrechen (%2)?</translation>
    </message>
    <message numerus="yes">
        <source>%n of the selected jobs had already finished and stay(s) as they are.</source>
        <translation>
            <numerusform>%n der ausgewählten Aufträge war schon beendet und bleibt, wie er ist.</numerusform>
            <numerusform>%n der ausgewählten Aufträge waren schon beendet und bleiben, wie sie sind.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel 1 job? It already went to the service, which may still solve it; its token is then not collected.</source>
        <translation>1 Auftrag abbrechen? Er ging schon an den Dienst, der ihn noch lösen kann; sein Token wird dann nicht abgeholt.</translation>
    </message>
    <message>
        <source>Cancel 1 job?</source>
        <translation>1 Auftrag abbrechen?</translation>
    </message>
    <message>
        <source>Cancel 1 Job</source>
        <translation>1 Auftrag abbrechen</translation>
    </message>
    <message>
        <source>The clipboard is cleared at %1.</source>
        <translation>Die Zwischenablage wird um %1 geleert.</translation>
    </message>
    <message>
        <source>Job %1 queued again.</source>
        <translation>Auftrag %1 erneut eingereiht.</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) queued again.</source>
        <translation>
            <numerusform>%n Auftrag erneut eingereiht.</numerusform>
            <numerusform>%n Aufträge erneut eingereiht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n had changed meanwhile and stay(s) as they are.</source>
        <translation>
            <numerusform>%n hatte sich inzwischen geändert und bleibt, wie er ist.</numerusform>
            <numerusform>%n hatten sich inzwischen geändert und bleiben, wie sie sind.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Copy Answer</source>
        <translation>Antwort &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy the selected job&apos;s answer (cleared from the clipboard after the answer lifetime set in Preferences)</source>
        <translation>Die Antwort des gewählten Auftrags kopieren (nach der in den Einstellungen gesetzten Lebensdauer der Antwort aus der Zwischenablage gelöscht)</translation>
    </message>
    <message>
        <source>Job %1 queued with the parameters of job %2.</source>
        <translation>Auftrag %1 mit den Parametern von Auftrag %2 eingereiht.</translation>
    </message>
    <message>
        <source>It is not in this view: All and Queued show it.</source>
        <translation>Er ist nicht in dieser Ansicht: Alle und Eingereiht zeigen ihn.</translation>
    </message>
    <message>
        <source>Job %1 canceled.</source>
        <translation>Auftrag %1 abgebrochen.</translation>
    </message>
    <message>
        <source>The clipboard is cleared at %1, when the token expires.</source>
        <translation>Die Zwischenablage wird um %1 geleert, wenn das Token abläuft.</translation>
    </message>
    <message>
        <source>Token copied as JSON.</source>
        <translation>Token als JSON kopiert.</translation>
    </message>
    <message>
        <source>Form-filling JavaScript copied, with the token.</source>
        <translation>JavaScript zum Ausfüllen des Formulars kopiert, mit dem Token.</translation>
    </message>
    <message>
        <source>Job %1 copied as JSON, with its token.</source>
        <translation>Auftrag %1 als JSON kopiert, mit seinem Token.</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) canceled.</source>
        <translation>
            <numerusform>%n Auftrag abgebrochen.</numerusform>
            <numerusform>%n Aufträge abgebrochen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolveDeck::JobColumns</name>
    <message>
        <source>Left out: the window is too narrow for it</source>
        <translation>Ausgelassen: Das Fenster ist dafür zu schmal</translation>
    </message>
</context>
<context>
    <name>SolveDeck::JobDetailWidget</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>What to do: %1</source>
        <translation>Was zu tun ist: %1</translation>
    </message>
    <message>
        <source>Details: %1</source>
        <translation>Details: %1</translation>
    </message>
    <message>
        <source>+%1 s</source>
        <translation>+%1 s</translation>
    </message>
    <message>
        <source>Queued</source>
        <translation>Eingereiht</translation>
    </message>
    <message>
        <source>Sending to the service</source>
        <translation>Wird an den Dienst gesendet</translation>
    </message>
    <message>
        <source>Accepted by the service</source>
        <translation>Vom Dienst angenommen</translation>
    </message>
    <message>
        <source>Answer lost: sent again</source>
        <translation>Antwort verloren: erneut gesendet</translation>
    </message>
    <message>
        <source>Waiting (back-off)</source>
        <translation>Wartet (Pause)</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Gelöst</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Canceled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Retried</source>
        <translation>Wiederholt</translation>
    </message>
    <message>
        <source>Recovered at start</source>
        <translation>Beim Start wiederhergestellt</translation>
    </message>
    <message>
        <source>Queue paused</source>
        <translation>Warteschlange angehalten</translation>
    </message>
    <message>
        <source>Queue resumed</source>
        <translation>Warteschlange fortgesetzt</translation>
    </message>
    <message>
        <source>Reported correct</source>
        <translation>Als richtig gemeldet</translation>
    </message>
    <message>
        <source>Reported wrong</source>
        <translation>Als falsch gemeldet</translation>
    </message>
    <message>
        <source>The token appears here when the job is solved.</source>
        <translation>Das Token erscheint hier, wenn der Auftrag gelöst ist.</translation>
    </message>
    <message>
        <source>&amp;Copy token</source>
        <translation>Token &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy the token (Ctrl+Shift+C). The clipboard is cleared when the token expires.</source>
        <translation>Das Token kopieren (Strg+Umschalt+C). Die Zwischenablage wird geleert, wenn das Token abläuft.</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Since created</source>
        <translation>Seit Erstellung</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>&lt;i&gt;Select a job to see its token, timeline and parameters.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Wählen Sie einen Auftrag, um sein Token, seine Zeitleiste und seine Parameter zu sehen.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Job %1&lt;/b&gt; · %2 · %3</source>
        <translation>&lt;b&gt;Auftrag %1&lt;/b&gt; · %2 · %3</translation>
    </message>
    <message>
        <source>Idempotency key</source>
        <translation>Idempotenzschlüssel</translation>
    </message>
    <message>
        <source>Task id</source>
        <translation>Aufgaben-ID</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation>Übermittelt</translation>
    </message>
    <message>
        <source>Collected</source>
        <translation>Abgeholt</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>This answer does not expire.</source>
        <translation>Diese Antwort läuft nicht ab.</translation>
    </message>
    <message>
        <source>Valid for %1 more</source>
        <translation>Noch %1 gültig</translation>
    </message>
    <message>
        <source>Waiting: %1</source>
        <translation>Wartet: %1</translation>
    </message>
    <message>
        <source>Why the job failed and what to do</source>
        <translation>Warum der Auftrag fehlschlug und was zu tun ist</translation>
    </message>
    <message>
        <source>Job detail</source>
        <translation>Auftragsdetails</translation>
    </message>
    <message>
        <source>The selected job&apos;s token, timeline and parameters</source>
        <translation>Token, Zeitleiste und Parameter des gewählten Auftrags</translation>
    </message>
    <message>
        <source>The selected job&apos;s token or answer, read-only</source>
        <translation>Token oder Antwort des gewählten Auftrags, schreibgeschützt</translation>
    </message>
    <message>
        <source>Each event of the selected job with its time</source>
        <translation>Jedes Ereignis des gewählten Auftrags mit seiner Zeit</translation>
    </message>
    <message>
        <source>The selected job&apos;s method, site key, page URL and options</source>
        <translation>Methode, Site-Key, Seiten-URL und Optionen des gewählten Auftrags</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>digits only</source>
        <translation>nur Ziffern</translation>
    </message>
    <message>
        <source>letters only</source>
        <translation>nur Buchstaben</translation>
    </message>
    <message>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <source>%1 of image data</source>
        <translation>%1 Bilddaten</translation>
    </message>
    <message>
        <source>%1 × %2 px, %3</source>
        <translation>%1 × %2 px, %3</translation>
    </message>
    <message>
        <source>Selected job</source>
        <translation>Gewählter Auftrag</translation>
    </message>
    <message>
        <source>The selected job&apos;s state, error, token, timeline and parameters</source>
        <translation>Zustand, Fehler, Token, Zeitleiste und Parameter des gewählten Auftrags</translation>
    </message>
    <message>
        <source>No token: the job failed (the reason is above).</source>
        <translation>Kein Token: Der Auftrag ist fehlgeschlagen (der Grund steht oben).</translation>
    </message>
    <message>
        <source>No token: the job was canceled.</source>
        <translation>Kein Token: Der Auftrag wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The service sent no token for this job.</source>
        <translation>Der Dienst hat für diesen Auftrag kein Token gesendet.</translation>
    </message>
    <message>
        <source>The answer appears here when the job is solved.</source>
        <translation>Die Antwort erscheint hier, wenn der Auftrag gelöst ist.</translation>
    </message>
    <message>
        <source>Copy the token (Ctrl+Shift+C) to the clipboard</source>
        <translation>Das Token in die Zwischenablage kopieren (Strg+Umschalt+C)</translation>
    </message>
    <message>
        <source>Copy the answer (Ctrl+Shift+C). It does not expire; the clipboard is cleared after the time set in Preferences (Clipboard).</source>
        <translation>Die Antwort kopieren (Strg+Umschalt+C). Sie läuft nicht ab; die Zwischenablage wird nach der in den Einstellungen (Zwischenablage) festgelegten Zeit geleert.</translation>
    </message>
    <message>
        <source>&amp;Copy answer</source>
        <translation>Antwort &amp;kopieren</translation>
    </message>
    <message>
        <source>Expired: a token is single-use and short-lived. %1 (Ctrl+Shift+R) queues a new job with the same parameters.</source>
        <translation>Abgelaufen: Ein Token ist einmalig und kurzlebig. %1 (Strg+Umschalt+R) reiht einen neuen Auftrag mit denselben Parametern ein.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;i&gt;%n jobs selected: the commands act on all of them; select one to see its token, timeline and parameters.&lt;/i&gt;</source>
        <translation>
            <numerusform>&lt;i&gt;%n Auftrag ausgewählt: Wählen Sie einen aus, um sein Token, seine Zeitleiste und seine Parameter zu sehen.&lt;/i&gt;</numerusform>
            <numerusform>&lt;i&gt;%n Aufträge ausgewählt: Die Befehle wirken auf alle; wählen Sie einen aus, um sein Token, seine Zeitleiste und seine Parameter zu sehen.&lt;/i&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>No answer: the job failed (the reason is above).</source>
        <translation>Keine Antwort: Der Auftrag ist fehlgeschlagen (der Grund steht oben).</translation>
    </message>
    <message>
        <source>No answer: the job was canceled.</source>
        <translation>Keine Antwort: Der Auftrag wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The service sent no answer for this job.</source>
        <translation>Der Dienst hat für diesen Auftrag keine Antwort gesendet.</translation>
    </message>
</context>
<context>
    <name>SolveDeck::JobFileReader</name>
    <message>
        <source>line %1: the file could not be read to its end. Check the disk and try again.</source>
        <translation>Zeile %1: Die Datei konnte nicht bis zum Ende gelesen werden. Prüfen Sie den Datenträger und versuchen Sie es erneut.</translation>
    </message>
</context>
<context>
    <name>SolveDeck::JobFileReader::Private</name>
    <message>
        <source>the line is longer than %1, the most one job may take. Check that this is a job file with one job per line.</source>
        <translation>Die Zeile ist länger als %1, das Maximum für einen Auftrag. Prüfen Sie, ob dies eine Auftragsdatei mit einem Auftrag pro Zeile ist.</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>a quoted field is never closed. Add the closing double quote.</source>
        <translation>Ein Feld in Anführungszeichen wird nie geschlossen. Fügen Sie das schließende doppelte Anführungszeichen hinzu.</translation>
    </message>
    <message>
        <source>the row is longer than %1, the most one job may take. Check that this is a CSV job file; a field with a line break must be in double quotes.</source>
        <translation>Die Zeile ist länger als %1, das Maximum für einen Auftrag. Prüfen Sie, ob dies eine CSV-Auftragsdatei ist; ein Feld mit Zeilenumbruch muss in doppelten Anführungszeichen stehen.</translation>
    </message>
    <message>
        <source>a double quote in the middle of a field. Put the whole field in double quotes and write each quote inside it twice (&quot;&quot;).</source>
        <translation>Ein doppeltes Anführungszeichen mitten in einem Feld. Setzen Sie das ganze Feld in doppelte Anführungszeichen und schreiben Sie jedes Anführungszeichen darin doppelt (&quot;&quot;).</translation>
    </message>
    <message>
        <source>text after the closing double quote of a field. Put the whole field in double quotes and write each quote inside it twice (&quot;&quot;).</source>
        <translation>Text nach dem schließenden doppelten Anführungszeichen eines Feldes. Setzen Sie das ganze Feld in doppelte Anführungszeichen und schreiben Sie jedes Anführungszeichen darin doppelt (&quot;&quot;).</translation>
    </message>
    <message>
        <source>the file is empty. The first row must name the columns: method,sitekey,pageurl (then optional idempotency_key and parameter columns).</source>
        <translation>Die Datei ist leer. Die erste Zeile muss die Spalten benennen: method,sitekey,pageurl (dann optional idempotency_key und Parameterspalten).</translation>
    </message>
    <message>
        <source>the header</source>
        <translation>die Kopfzeile</translation>
    </message>
    <message>
        <source>the header has an empty column name (column %1). Name every column, or remove the empty one.</source>
        <translation>Die Kopfzeile hat einen leeren Spaltennamen (Spalte %1). Benennen Sie jede Spalte oder entfernen Sie die leere.</translation>
    </message>
    <message>
        <source>the column &quot;%1&quot; appears twice in the header. Remove one of them.</source>
        <translation>Die Spalte „%1“ kommt in der Kopfzeile zweimal vor. Entfernen Sie eine davon.</translation>
    </message>
    <message>
        <source>the header row has no &quot;%1&quot; column. The first row must name the columns: method,sitekey,pageurl (then optional idempotency_key and parameter columns).</source>
        <translation>Die Kopfzeile hat keine Spalte „%1“. Die erste Zeile muss die Spalten benennen: method,sitekey,pageurl (dann optional idempotency_key und Parameterspalten).</translation>
    </message>
    <message>
        <source>%1 fields, but the header has %2 columns. Check for a missing or extra comma; put fields that contain commas in double quotes.</source>
        <translation>%1 Felder, aber die Kopfzeile hat %2 Spalten. Prüfen Sie auf ein fehlendes oder überzähliges Komma; setzen Sie Felder mit Kommas in doppelte Anführungszeichen.</translation>
    </message>
    <message>
        <source>column %1 (%2)</source>
        <translation>Spalte %1 (%2)</translation>
    </message>
    <message>
        <source>params: must be a JSON object such as {&quot;invisible&quot;:&quot;1&quot;}.</source>
        <translation>params: muss ein JSON-Objekt wie {&quot;invisible&quot;:&quot;1&quot;} sein.</translation>
    </message>
    <message>
        <source>%1: must be a string, a number or true/false.</source>
        <translation>%1: muss eine Zeichenkette, eine Zahl oder true/false sein.</translation>
    </message>
    <message>
        <source>not valid JSON (%1 at character %2). Each line must be one complete JSON object, such as {&quot;method&quot;:&quot;turnstile&quot;,&quot;sitekey&quot;:&quot;...&quot;,&quot;pageurl&quot;:&quot;https://...&quot;}.</source>
        <translation>kein gültiges JSON (%1 bei Zeichen %2). Jede Zeile muss ein vollständiges JSON-Objekt sein, etwa {&quot;method&quot;:&quot;turnstile&quot;,&quot;sitekey&quot;:&quot;...&quot;,&quot;pageurl&quot;:&quot;https://...&quot;}.</translation>
    </message>
    <message>
        <source>not a JSON object. Each line must be one object in braces {...}.</source>
        <translation>kein JSON-Objekt. Jede Zeile muss ein Objekt in geschweiften Klammern {...} sein.</translation>
    </message>
    <message>
        <source>%1: must be a string in double quotes.</source>
        <translation>%1: muss eine Zeichenkette in doppelten Anführungszeichen sein.</translation>
    </message>
    <message>
        <source>%1: given both at the top level and inside &quot;params&quot;. Keep only one.</source>
        <translation>%1: sowohl auf oberster Ebene als auch in „params“ angegeben. Behalten Sie nur eines.</translation>
    </message>
    <message>
        <source>params: must be a JSON object such as {&quot;invisible&quot;:1}.</source>
        <translation>params: muss ein JSON-Objekt wie {&quot;invisible&quot;:1} sein.</translation>
    </message>
</context>
<context>
    <name>SolveDeck::JobFilter</name>
    <message>
        <source>every job</source>
        <translation>jeder Auftrag</translation>
    </message>
    <message numerus="yes">
        <source>%n selected job(s)</source>
        <translation>
            <numerusform>%n ausgewählter Auftrag</numerusform>
            <numerusform>%n ausgewählte Aufträge</numerusform>
        </translation>
    </message>
    <message>
        <source>state %1</source>
        <translation>Status %1</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>method %1</source>
        <translation>Methode %1</translation>
    </message>
    <message>
        <source>created since %1</source>
        <translation>erstellt seit %1</translation>
    </message>
    <message>
        <source>created before %1</source>
        <translation>erstellt vor %1</translation>
    </message>
    <message>
        <source>containing &quot;%1&quot;</source>
        <translation>mit „%1“</translation>
    </message>
</context>
<context>
    <name>SolveDeck::JobHistory</name>
    <message numerus="yes">
        <source>Canceled after %n job(s).</source>
        <translation>
            <numerusform>Nach %n Auftrag abgebrochen.</numerusform>
            <numerusform>Nach %n Aufträgen abgebrochen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 jobs (%2)</source>
        <translation>%1 Aufträge (%2)</translation>
    </message>
    <message>
        <source>bulk %1: %2</source>
        <translation>Sammelaktion %1: %2</translation>
    </message>
</context>
<context>
    <name>SolveDeck::JobTableModel</name>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Site key</source>
        <translation>Site-Key</translation>
    </message>
    <message>
        <source>Page URL</source>
        <translation>Seiten-URL</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>no expiry</source>
        <translation>läuft nicht ab</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Job %1</source>
        <translation>Auftrag %1</translation>
    </message>
    <message>
        <source>Elapsed %1</source>
        <translation>Dauer %1</translation>
    </message>
    <message>
        <source>Token: %1</source>
        <translation>Token: %1</translation>
    </message>
    <message>
        <source>No error</source>
        <translation>Kein Fehler</translation>
    </message>
    <message>
        <source>Waiting for nothing</source>
        <translation>Wartet auf nichts</translation>
    </message>
    <message>
        <source>Waiting for: %1</source>
        <translation>Wartet auf: %1</translation>
    </message>
    <message>
        <source>valid %1</source>
        <translation>gültig %1</translation>
    </message>
    <message>
        <source>token expired</source>
        <translation>Token abgelaufen</translation>
    </message>
    <message>
        <source>No details</source>
        <translation>Keine Details</translation>
    </message>
    <message>
        <source>The token expires at %1.</source>
        <translation>Das Token läuft um %1 ab.</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>um %1</translation>
    </message>
    <message>
        <source>Canceled %1</source>
        <translation>Abgebrochen %1</translation>
    </message>
    <message>
        <source>The token expired at %1.</source>
        <translation>Das Token ist um %1 abgelaufen.</translation>
    </message>
    <message>
        <source>%1 not authorised</source>
        <comment>a queued job&apos;s target host, in the table&apos;s Details column</comment>
        <translation>%1 nicht freigegeben</translation>
    </message>
</context>
<context>
    <name>SolveDeck::JobTextIndex</name>
    <message>
        <source>index the text of new jobs</source>
        <translation>den Text neuer Aufträge indizieren</translation>
    </message>
    <message>
        <source>Could not read how far the text index reaches in %1: %2. The text filter still works, by reading every new job.</source>
        <translation>Konnte nicht lesen, wie weit der Textindex in %1 reicht: %2. Der Textfilter funktioniert weiter, indem er jeden neuen Auftrag liest.</translation>
    </message>
</context>
<context>
    <name>SolveDeck::KeyVault</name>
    <message>
        <source>No API key is stored yet. Enter your CaptchaAI key in Settings, or set %1 for headless runs.</source>
        <translation>Es ist noch kein API-Schlüssel gespeichert. Geben Sie Ihren CaptchaAI-Schlüssel in den Einstellungen ein oder setzen Sie %1 für Läufe ohne Oberfläche.</translation>
    </message>
    <message>
        <source>The system keychain refused access (%1). Unlock your login keyring (for example with Seahorse) and try again.</source>
        <translation>Der Schlüsselbund des Systems hat den Zugriff verweigert (%1). Entsperren Sie Ihren Anmelde-Schlüsselbund (zum Beispiel mit Seahorse) und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>No system keychain is reachable (%1). SolveDeck keeps the API key only in the keychain: start a Secret Service such as gnome-keyring or KWallet in your desktop session, or set %2 for headless runs.</source>
        <translation>Kein Schlüsselbund des Systems erreichbar (%1). SolveDeck bewahrt den API-Schlüssel nur im Schlüsselbund auf: Starten Sie einen Secret Service wie gnome-keyring oder KWallet in Ihrer Desktop-Sitzung oder setzen Sie %2 für Läufe ohne Oberfläche.</translation>
    </message>
    <message>
        <source>The system keychain reported an error: %1</source>
        <translation>Der Schlüsselbund des Systems meldete einen Fehler: %1</translation>
    </message>
    <message numerus="yes">
        <source>The system keychain did not answer within %n second(s). It may be waiting for an unlock prompt: unlock your login keyring and try again.</source>
        <translation>
            <numerusform>Der Schlüsselbund des Systems antwortete nicht innerhalb von %n Sekunde. Vielleicht wartet er auf eine Entsperrabfrage: Entsperren Sie Ihren Anmelde-Schlüsselbund und versuchen Sie es erneut.</numerusform>
            <numerusform>Der Schlüsselbund des Systems antwortete nicht innerhalb von %n Sekunden. Vielleicht wartet er auf eine Entsperrabfrage: Entsperren Sie Ihren Anmelde-Schlüsselbund und versuchen Sie es erneut.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolveDeck::MainWindow</name>
    <message>
        <source>SolveDeck</source>
        <translation>SolveDeck</translation>
    </message>
    <message>
        <source>Demo mode — SolveDeck</source>
        <translation>Demomodus — SolveDeck</translation>
    </message>
    <message>
        <source>Clear Filter</source>
        <translation>Filter leeren</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Waiting for an API key</source>
        <translation>Warten auf einen API-Schlüssel</translation>
    </message>
    <message>
        <source>Job database saved: SolveDeck opens it the next time it starts.</source>
        <translation>Auftragsdatenbank gespeichert: SolveDeck öffnet sie beim nächsten Start.</translation>
    </message>
    <message>
        <source>Job database saved.</source>
        <translation>Auftragsdatenbank gespeichert.</translation>
    </message>
    <message>
        <source> %1 matching </source>
        <translation> %1 Treffer </translation>
    </message>
    <message>
        <source>Opening the job database…</source>
        <translation>Die Auftragsdatenbank wird geöffnet…</translation>
    </message>
    <message>
        <source>No job database open</source>
        <translation>Keine Auftragsdatenbank geöffnet</translation>
    </message>
    <message>
        <source>Engine stopped</source>
        <translation>Engine angehalten</translation>
    </message>
    <message>
        <source>The service rejected the API key, so the queue is paused; no job has failed. Change the key, or resume if the problem has passed.</source>
        <translation>Der Dienst hat den API-Schlüssel abgelehnt, daher ist die Warteschlange angehalten; kein Auftrag ist fehlgeschlagen. Ändern Sie den Schlüssel, oder setzen Sie fort, wenn das Problem vorbei ist.</translation>
    </message>
    <message>
        <source> of %1 </source>
        <translation> von %1 </translation>
    </message>
    <message>
        <source>A solve is still running at the service. It keeps running there after you quit, and SolveDeck collects its token at the next start (tokens expire, so start again soon if you need it).</source>
        <translation>Eine Lösung läuft noch beim Dienst. Sie läuft dort nach dem Beenden weiter, und SolveDeck holt ihr Token beim nächsten Start ab (Tokens laufen ab, starten Sie also bald wieder, wenn Sie es brauchen).</translation>
    </message>
    <message>
        <source>%1 solves are still running at the service. They keep running there after you quit, and SolveDeck collects their tokens at the next start (tokens expire, so start again soon if you need them).</source>
        <translation>%1 Lösungen laufen noch beim Dienst. Sie laufen dort nach dem Beenden weiter, und SolveDeck holt ihre Tokens beim nächsten Start ab (Tokens laufen ab, starten Sie also bald wieder, wenn Sie sie brauchen).</translation>
    </message>
    <message>
        <source>Quit SolveDeck</source>
        <translation>SolveDeck beenden</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <source>Show only the jobs whose page URL, site key, method or error contains this text; Esc clears it</source>
        <translation>Nur Aufträge zeigen, deren Seiten-URL, Site-Key, Methode oder Fehler diesen Text enthält; Esc leert das Feld</translation>
    </message>
    <message>
        <source> Th&amp;reads: </source>
        <translation> Th&amp;reads: </translation>
    </message>
    <message>
        <source>Thread cap</source>
        <translation>Thread-Obergrenze</translation>
    </message>
    <message>
        <source>Show the jobs of one state; each with its count in the database</source>
        <translation>Die Aufträge eines Zustands zeigen; jeder mit seiner Anzahl in der Datenbank</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source>&amp;Toolbar</source>
        <translation>&amp;Werkzeugleiste</translation>
    </message>
    <message>
        <source>One row per job: id, state, what it waits for, method, site key, page URL, created, elapsed, token expiry and error. The context menu key opens the job&apos;s commands.</source>
        <translation>Eine Zeile je Auftrag: ID, Zustand, worauf er wartet, Methode, Site-Key, Seiten-URL, Erstellt, Dauer, Ablauf des Tokens und Fehler. Die Kontextmenütaste öffnet die Befehle des Auftrags.</translation>
    </message>
    <message>
        <source>Filter jobs (%1)</source>
        <translation>Aufträge filtern (%1)</translation>
    </message>
    <message>
        <source>Shows only the jobs whose page URL, site key, method or error contains this text</source>
        <translation>Zeigt nur die Aufträge, deren Seiten-URL, Site-Key, Methode oder Fehler diesen Text enthält</translation>
    </message>
    <message>
        <source>Demo mode keeps its jobs in a temporary database of its own; start SolveDeck without --demo to choose where jobs are kept.</source>
        <translation>Der Demomodus hält seine Aufträge in einer eigenen temporären Datenbank; starten Sie SolveDeck ohne --demo, um zu wählen, wo Aufträge liegen.</translation>
    </message>
    <message>
        <source>Job Database</source>
        <translation>Auftragsdatenbank</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) were not changed: they had changed meanwhile.</source>
        <translation>
            <numerusform>%n Auftrag wurde nicht geändert: Er hatte sich inzwischen geändert.</numerusform>
            <numerusform>%n Aufträge wurden nicht geändert: Sie hatten sich inzwischen geändert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Jobs not changed</source>
        <translation>Aufträge nicht geändert</translation>
    </message>
    <message>
        <source>… and %1 more (Show Details…)</source>
        <translation>… und %1 weitere (Details anzeigen…)</translation>
    </message>
    <message>
        <source>No jobs yet.</source>
        <translation>Noch keine Aufträge.</translation>
    </message>
    <message>
        <source>No job matches this view.</source>
        <translation>Kein Auftrag passt zu dieser Ansicht.</translation>
    </message>
    <message>
        <source>The filter &quot;%1&quot; matches nothing: Esc in the filter box clears it.</source>
        <translation>Zum Filter „%1“ passt nichts: Esc im Filterfeld leert es.</translation>
    </message>
    <message>
        <source>The sidebar shows one state: &quot;All&quot; shows every job.</source>
        <translation>Die Seitenleiste zeigt einen Zustand: „Alle“ zeigt jeden Auftrag.</translation>
    </message>
    <message>
        <source>C&amp;olumns</source>
        <translation>&amp;Spalten</translation>
    </message>
    <message>
        <source>%1 (not in demo mode)</source>
        <translation>%1 (nicht im Demomodus)</translation>
    </message>
    <message>
        <source>%1 (%2) queues one; %3 queues a list.</source>
        <translation>%1 (%2) reiht einen ein; %3 reiht eine Liste ein.</translation>
    </message>
    <message>
        <source>%1 is on: only the jobs you added are shown.</source>
        <translation>%1 ist an: Nur die Aufträge, die Sie hinzugefügt haben, werden gezeigt.</translation>
    </message>
    <message>
        <source>Counts are for the whole database; the table is filtered (its count is beside the filter box)</source>
        <translation>Die Zahlen gelten für die ganze Datenbank; die Tabelle ist gefiltert (ihre Anzahl steht neben dem Filterfeld)</translation>
    </message>
    <message>
        <source>Most solves at once. Never more than your plan&apos;s threads (read from the service).</source>
        <translation>Höchstens so viele Lösungen gleichzeitig. Nie mehr als die Threads Ihres Tarifs (vom Dienst gelesen).</translation>
    </message>
    <message>
        <source>Your plan&apos;s threads, as the service reports them: the cap cannot go above it.</source>
        <translation>Die Threads Ihres Tarifs, wie der Dienst sie meldet: Die Grenze kann nicht darüber liegen.</translation>
    </message>
    <message>
        <source>Job %1 had changed meanwhile (now %2) and was left as it is.</source>
        <translation>Auftrag %1 hatte sich inzwischen geändert (jetzt %2) und blieb, wie er ist.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Set API Key</source>
        <translation>API-Schlüssel festlegen</translation>
    </message>
    <message>
        <source>Demo mode solves on the built-in simulator and needs no API key; start SolveDeck without --demo to set the key your jobs are solved with.</source>
        <translation>Der Demomodus löst mit dem eingebauten Simulator und braucht keinen API-Schlüssel; starten Sie SolveDeck ohne --demo, um den Schlüssel festzulegen, mit dem Ihre Aufträge gelöst werden.</translation>
    </message>
    <message>
        <source>Close the window and end SolveDeck</source>
        <translation>Schließt das Fenster und beendet SolveDeck</translation>
    </message>
    <message>
        <source>The version, the libraries in use and the licence</source>
        <translation>Die Version, die verwendeten Bibliotheken und die Lizenz</translation>
    </message>
</context>
<context>
    <name>SolveDeck::NewJobDialog</name>
    <message>
        <source>New Job</source>
        <translation>Neuer Auftrag</translation>
    </message>
    <message>
        <source>&amp;Method:</source>
        <translation>&amp;Methode:</translation>
    </message>
    <message>
        <source>&amp;Site key:</source>
        <translation>&amp;Site-Key:</translation>
    </message>
    <message>
        <source>https://your-site.example/login</source>
        <translation>https://ihre-website.example/login</translation>
    </message>
    <message>
        <source>&amp;Page URL:</source>
        <translation>Seiten-&amp;URL:</translation>
    </message>
    <message>
        <source>optional, e.g. login</source>
        <translation>optional, z. B. login</translation>
    </message>
    <message>
        <source>&amp;Action:</source>
        <translation>&amp;Aktion:</translation>
    </message>
    <message>
        <source>Minimum &amp;score:</source>
        <translation>Mindest&amp;wert:</translation>
    </message>
    <message>
        <source>&amp;Invisible reCAPTCHA</source>
        <translation>&amp;Unsichtbares reCAPTCHA</translation>
    </message>
    <message>
        <source>&amp;Enterprise</source>
        <translation>&amp;Enterprise</translation>
    </message>
    <message>
        <source>PNG, JPEG or GIF, at most 600 kB</source>
        <translation>PNG, JPEG oder GIF, höchstens 600 kB</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>Pas&amp;te</source>
        <translation>Ein&amp;fügen</translation>
    </message>
    <message>
        <source>Use the image on the clipboard</source>
        <translation>Das Bild aus der Zwischenablage verwenden</translation>
    </message>
    <message>
        <source>I&amp;mage:</source>
        <translation>&amp;Bild:</translation>
    </message>
    <message>
        <source>optional: the same key never queues a second job</source>
        <translation>optional: Derselbe Schlüssel reiht nie einen zweiten Auftrag ein</translation>
    </message>
    <message>
        <source>&amp;Idempotency key:</source>
        <translation>&amp;Idempotenzschlüssel:</translation>
    </message>
    <message>
        <source>&amp;Queue</source>
        <translation>&amp;Einreihen</translation>
    </message>
    <message>
        <source>data-sitekey from the page, e.g. 0x4AAAAAAAC3DHQFLr1GavRN</source>
        <translation>data-sitekey von der Seite, z. B. 0x4AAAAAAAC3DHQFLr1GavRN</translation>
    </message>
    <message>
        <source>data-sitekey from the page, e.g. 6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-</source>
        <translation>data-sitekey von der Seite, z. B. 6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-</translation>
    </message>
    <message>
        <source>Choose a CAPTCHA image</source>
        <translation>Ein CAPTCHA-Bild wählen</translation>
    </message>
    <message>
        <source>Image: cannot read %1 (%2). Choose another file.</source>
        <translation>Bild: %1 kann nicht gelesen werden (%2). Wählen Sie eine andere Datei.</translation>
    </message>
    <message>
        <source>Image: the clipboard holds no image. Copy the CAPTCHA image first, or choose a file.</source>
        <translation>Bild: Die Zwischenablage enthält kein Bild. Kopieren Sie zuerst das CAPTCHA-Bild oder wählen Sie eine Datei.</translation>
    </message>
    <message>
        <source>image from the clipboard</source>
        <translation>Bild aus der Zwischenablage</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.gif);;All files (*)</source>
        <translation>Bilder (*.png *.jpg *.jpeg *.gif);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Image: %1 is not a PNG, JPEG or GIF image (its content says otherwise, whatever its name). Choose the CAPTCHA image itself.</source>
        <translation>Bild: %1 ist kein PNG-, JPEG- oder GIF-Bild (sein Inhalt sagt etwas anderes, gleich wie es heißt). Wählen Sie das CAPTCHA-Bild selbst.</translation>
    </message>
    <message>
        <source>Site key: missing. Copy it from the page: the data-sitekey attribute of the CAPTCHA element.</source>
        <translation>Site-Key: fehlt. Kopieren Sie ihn von der Seite: das Attribut data-sitekey des CAPTCHA-Elements.</translation>
    </message>
    <message>
        <source>Image: none chosen yet. Choose the CAPTCHA image (PNG, JPEG or GIF), or paste it.</source>
        <translation>Bild: noch keines gewählt. Wählen Sie das CAPTCHA-Bild (PNG, JPEG oder GIF) oder fügen Sie es ein.</translation>
    </message>
    <message>
        <source>The kind of CAPTCHA: the fields below follow it</source>
        <translation>Die Art des CAPTCHAs: Die Felder darunter richten sich danach</translation>
    </message>
    <message>
        <source>The site key in the page&apos;s CAPTCHA widget (data-sitekey)</source>
        <translation>Der Site-Key im CAPTCHA-Element der Seite (data-sitekey)</translation>
    </message>
    <message>
        <source>The full address of the page the CAPTCHA is on</source>
        <translation>Die vollständige Adresse der Seite mit dem CAPTCHA</translation>
    </message>
    <message>
        <source>reCAPTCHA v3&apos;s action name (optional)</source>
        <translation>Der Aktionsname von reCAPTCHA v3 (optional)</translation>
    </message>
    <message>
        <source>The lowest reCAPTCHA v3 score to accept, 0.1 to 0.9</source>
        <translation>Der niedrigste akzeptierte reCAPTCHA-v3-Score, 0,1 bis 0,9</translation>
    </message>
    <message>
        <source>Image file</source>
        <translation>Bilddatei</translation>
    </message>
    <message>
        <source>The image to read, chosen with Browse or pasted; read-only</source>
        <translation>Das zu lesende Bild, über Durchsuchen gewählt oder eingefügt; schreibgeschützt</translation>
    </message>
    <message>
        <source>Paste image</source>
        <translation>Bild einfügen</translation>
    </message>
    <message>
        <source>Browse for an image</source>
        <translation>Nach einem Bild suchen</translation>
    </message>
    <message>
        <source>Choose the image file</source>
        <translation>Die Bilddatei wählen</translation>
    </message>
    <message>
        <source>Optional: a job with the same key is never queued twice</source>
        <translation>Optional: Ein Auftrag mit demselben Schlüssel wird nie zweimal eingereiht</translation>
    </message>
    <message>
        <source>Site key and page URL:</source>
        <translation>Site-Key und Seiten-URL:</translation>
    </message>
    <message>
        <source>Site key:</source>
        <translation>Site-Key:</translation>
    </message>
    <message>
        <source>Page URL:</source>
        <translation>Seiten-URL:</translation>
    </message>
    <message>
        <source>Image:</source>
        <translation>Bild:</translation>
    </message>
    <message>
        <source>Action:</source>
        <translation>Aktion:</translation>
    </message>
    <message>
        <source>Minimum score:</source>
        <translation>Mindest-Score:</translation>
    </message>
</context>
<context>
    <name>SolveDeck::OperatorTools</name>
    <message>
        <source>The API key, endpoint, queue, clipboard, notifications, targets and language</source>
        <translation>API-Schlüssel, Endpunkt, Warteschlange, Zwischenablage, Benachrichtigungen, Ziele und Sprache</translation>
    </message>
    <message>
        <source>Who did what, when: key changes, hosts, caps, settings</source>
        <translation>Wer hat was wann getan: Schlüsseländerungen, Hosts, Grenzen, Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Every command and its shortcut</source>
        <translation>Jeder Befehl und sein Tastenkürzel</translation>
    </message>
    <message>
        <source>Copy &amp;As</source>
        <translation>Kopieren &amp;als</translation>
    </message>
</context>
<context>
    <name>SolveDeck::PostgresLocation</name>
    <message>
        <source>it does not start with postgresql:// or postgres://</source>
        <translation>sie beginnt nicht mit postgresql:// oder postgres://</translation>
    </message>
    <message>
        <source>it has a &apos;#&apos; part, which a database address cannot have</source>
        <translation>sie hat einen „#“-Teil, den eine Datenbankadresse nicht haben kann</translation>
    </message>
    <message>
        <source>the user name &apos;%1&apos; contains spaces</source>
        <translation>der Benutzername „%1“ enthält Leerzeichen</translation>
    </message>
    <message>
        <source>the IPv6 address &apos;%1&apos; has no closing &apos;]&apos;</source>
        <translation>der IPv6-Adresse „%1“ fehlt die schließende „]“</translation>
    </message>
    <message>
        <source>&apos;%1&apos; follows the IPv6 address; only :PORT may</source>
        <translation>„%1“ folgt auf die IPv6-Adresse; nur :PORT darf das</translation>
    </message>
    <message>
        <source>the brackets hold no IPv6 address</source>
        <translation>die Klammern enthalten keine IPv6-Adresse</translation>
    </message>
    <message>
        <source>the host &apos;%1&apos; has more than one &apos;:&apos; (an IPv6 address goes in brackets: [::1]:5432)</source>
        <translation>der Host „%1“ enthält mehr als einen „:“ (eine IPv6-Adresse gehört in Klammern: [::1]:5432)</translation>
    </message>
    <message>
        <source>it names several hosts (%1); SolveDeck connects to one</source>
        <translation>sie nennt mehrere Hosts (%1); SolveDeck verbindet sich mit einem</translation>
    </message>
    <message>
        <source>the host &apos;%1&apos; contains spaces</source>
        <translation>der Host „%1“ enthält Leerzeichen</translation>
    </message>
    <message>
        <source>the port &apos;%1&apos; is not a number from 1 to 65535</source>
        <translation>der Port „%1“ ist keine Zahl von 1 bis 65535</translation>
    </message>
    <message>
        <source>it names no database (add /DATABASE after the host)</source>
        <translation>sie nennt keine Datenbank (fügen Sie /DATENBANK nach dem Host hinzu)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one database name (nothing may follow the name but ?parameters)</source>
        <translation>„%1“ ist nicht ein einzelner Datenbankname (nach dem Namen darf nur ?Parameter folgen)</translation>
    </message>
    <message>
        <source>the parameter &apos;%1&apos; is given twice</source>
        <translation>der Parameter „%1“ ist zweimal angegeben</translation>
    </message>
    <message>
        <source>sslmode &apos;%1&apos; is not one of %2</source>
        <translation>sslmode „%1“ ist keiner von %2</translation>
    </message>
    <message>
        <source>connect_timeout &apos;%1&apos; is not a whole number of seconds from 1 to 3600</source>
        <translation>connect_timeout „%1“ ist keine ganze Zahl von Sekunden von 1 bis 3600</translation>
    </message>
    <message>
        <source>the host is given twice (before the database name and as ?host=)</source>
        <translation>der Host ist zweimal angegeben (vor dem Datenbanknamen und als ?host=)</translation>
    </message>
    <message>
        <source>?host= needs a host name or a socket directory without spaces</source>
        <translation>?host= braucht einen Hostnamen oder ein Socket-Verzeichnis ohne Leerzeichen</translation>
    </message>
    <message>
        <source>the parameter &apos;%1&apos; is not one SolveDeck passes on (it accepts sslmode, connect_timeout and host)</source>
        <translation>den Parameter „%1“ gibt SolveDeck nicht weiter (es nimmt sslmode, connect_timeout und host an)</translation>
    </message>
    <message>
        <source>it names no host (write the server&apos;s name or address after &apos;//&apos; or &apos;@&apos;)</source>
        <translation>sie nennt keinen Host (schreiben Sie Namen oder Adresse des Servers nach „//“ oder „@“)</translation>
    </message>
</context>
<context>
    <name>SolveDeck::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Preference pages</source>
        <translation>Einstellungsseiten</translation>
    </message>
    <message>
        <source>Account, queue, clipboard, notifications, targets, appearance</source>
        <translation>Konto, Warteschlange, Zwischenablage, Benachrichtigungen, Ziele, Darstellung</translation>
    </message>
    <message>
        <source>Queue</source>
        <translation>Warteschlange</translation>
    </message>
    <message>
        <source>Clipboard</source>
        <translation>Zwischenablage</translation>
    </message>
    <message>
        <source>Notifications</source>
        <translation>Benachrichtigungen</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Saves the settings on every page and closes the dialog</source>
        <translation>Speichert die Einstellungen aller Seiten und schließt den Dialog</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <source>Your CaptchaAI API key, 32 hexadecimal characters; stored in the system keychain only</source>
        <translation>Ihr CaptchaAI-API-Schlüssel, 32 Hexadezimalzeichen; nur im Schlüsselbund des Systems gespeichert</translation>
    </message>
    <message>
        <source>Type or paste a new key to replace the stored one</source>
        <translation>Tippen oder fügen Sie einen neuen Schlüssel ein, um den gespeicherten zu ersetzen</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>API-&amp;Schlüssel:</translation>
    </message>
    <message>
        <source>Store &amp;Key</source>
        <translation>Schlüssel s&amp;peichern</translation>
    </message>
    <message>
        <source>Store key</source>
        <translation>Schlüssel speichern</translation>
    </message>
    <message>
        <source>Stores the typed key in the system keychain</source>
        <translation>Speichert den eingegebenen Schlüssel im Schlüsselbund des Systems</translation>
    </message>
    <message>
        <source>&amp;Remove Key</source>
        <translation>Schlüssel &amp;entfernen</translation>
    </message>
    <message>
        <source>Remove key</source>
        <translation>Schlüssel entfernen</translation>
    </message>
    <message>
        <source>Removes the stored key from the system keychain</source>
        <translation>Entfernt den gespeicherten Schlüssel aus dem Schlüsselbund des Systems</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Testen</translation>
    </message>
    <message>
        <source>Test the key</source>
        <translation>Den Schlüssel testen</translation>
    </message>
    <message>
        <source>Asks the service for the plan&apos;s threads and the balance with the typed or stored key</source>
        <translation>Fragt den Dienst mit dem eingegebenen oder gespeicherten Schlüssel nach den Threads des Tarifs und dem Guthaben</translation>
    </message>
    <message>
        <source>Try &amp;Demo Mode</source>
        <translation>&amp;Demomodus ausprobieren</translation>
    </message>
    <message>
        <source>Try demo mode</source>
        <translation>Demomodus ausprobieren</translation>
    </message>
    <message>
        <source>Starts a console against the built-in simulator, which needs no key</source>
        <translation>Startet eine Konsole mit dem eingebauten Simulator, der keinen Schlüssel braucht</translation>
    </message>
    <message>
        <source>Key status</source>
        <translation>Schlüsselstatus</translation>
    </message>
    <message>
        <source>What the keychain or the last test said</source>
        <translation>Was der Schlüsselbund oder der letzte Test gemeldet hat</translation>
    </message>
    <message>
        <source>Endpoint</source>
        <translation>Endpunkt</translation>
    </message>
    <message>
        <source>The service&apos;s address: https, or http only to this machine</source>
        <translation>Die Adresse des Dienstes: https, oder http nur zu diesem Rechner</translation>
    </message>
    <message>
        <source>&amp;Endpoint:</source>
        <translation>E&amp;ndpunkt:</translation>
    </message>
    <message>
        <source>Endpoint problem</source>
        <translation>Problem mit dem Endpunkt</translation>
    </message>
    <message>
        <source>What is wrong with the endpoint</source>
        <translation>Was mit dem Endpunkt nicht stimmt</translation>
    </message>
    <message>
        <source>Default thread cap</source>
        <translation>Standard-Thread-Grenze</translation>
    </message>
    <message>
        <source>Most solves at once; never more than the plan&apos;s threads</source>
        <translation>Höchstens so viele Lösungen gleichzeitig; nie mehr als die Threads des Tarifs</translation>
    </message>
    <message>
        <source>Default &amp;thread cap:</source>
        <translation>Standard-&amp;Thread-Grenze:</translation>
    </message>
    <message>
        <source>&amp;Adaptive polling (learn solve times; takes effect at the next start)</source>
        <translation>&amp;Adaptives Abfragen (lernt Lösungszeiten; wirkt ab dem nächsten Start)</translation>
    </message>
    <message>
        <source>Adaptive polling</source>
        <translation>Adaptives Abfragen</translation>
    </message>
    <message>
        <source>Polls when tokens are likely ready, learned from past solves</source>
        <translation>Fragt ab, wenn Tokens wahrscheinlich fertig sind, gelernt aus früheren Lösungen</translation>
    </message>
    <message>
        <source>Clear a copied token from the clipboard:</source>
        <translation>Ein kopiertes Token aus der Zwischenablage löschen:</translation>
    </message>
    <message>
        <source>When the token &amp;expires</source>
        <translation>Wenn das Token &amp;abläuft</translation>
    </message>
    <message>
        <source>Clear at expiry</source>
        <translation>Beim Ablauf löschen</translation>
    </message>
    <message>
        <source>Clears the clipboard when the copied token expires</source>
        <translation>Leert die Zwischenablage, wenn das kopierte Token abläuft</translation>
    </message>
    <message>
        <source>&amp;After</source>
        <translation>&amp;Nach</translation>
    </message>
    <message>
        <source>Clear after a time</source>
        <translation>Nach einer Zeit löschen</translation>
    </message>
    <message>
        <source>Clears the clipboard after the chosen number of seconds, or at expiry if sooner</source>
        <translation>Leert die Zwischenablage nach der gewählten Zahl von Sekunden, oder beim Ablauf, wenn der früher kommt</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>Seconds until the clipboard is cleared</source>
        <translation>Sekunden, bis die Zwischenablage geleert wird</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Never clear</source>
        <translation>Nie löschen</translation>
    </message>
    <message>
        <source>Keeps the token in the clipboard until SolveDeck quits</source>
        <translation>Behält das Token in der Zwischenablage, bis SolveDeck beendet wird</translation>
    </message>
    <message>
        <source>&amp;Close to the system tray (the queue keeps running)</source>
        <translation>In den Infobereich &amp;schließen (die Warteschlange läuft weiter)</translation>
    </message>
    <message>
        <source>Close to tray</source>
        <translation>In den Infobereich schließen</translation>
    </message>
    <message>
        <source>Closing the window hides it in the tray instead of quitting</source>
        <translation>Das Schließen des Fensters verbirgt es im Infobereich, statt das Programm zu beenden</translation>
    </message>
    <message>
        <source>SolveDeck submits jobs only for the sites you own or are authorised to test. A job for any other host is stored and waits.</source>
        <translation>SolveDeck übermittelt Aufträge nur für Websites, die Ihnen gehören oder die Sie testen dürfen. Ein Auftrag für einen anderen Host wird gespeichert und wartet.</translation>
    </message>
    <message>
        <source>Authorised hosts</source>
        <translation>Freigegebene Hosts</translation>
    </message>
    <message>
        <source>Hosts jobs may be submitted for, with who added them, when, and a note</source>
        <translation>Hosts, für die Aufträge übermittelt werden dürfen, mit wer sie wann hinzugefügt hat und einer Notiz</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Added by</source>
        <translation>Hinzugefügt von</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>Hinzugefügt</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>Host to authorise</source>
        <translation>Freizugebender Host</translation>
    </message>
    <message>
        <source>A host such as shop.example.com, or *.example.com for its subdomains</source>
        <translation>Ein Host wie shop.example.com, oder *.example.com für seine Subdomains</translation>
    </message>
    <message>
        <source>shop.example.com or *.example.com</source>
        <translation>shop.example.com oder *.example.com</translation>
    </message>
    <message>
        <source>Why this host may be tested (optional)</source>
        <translation>Warum dieser Host getestet werden darf (optional)</translation>
    </message>
    <message>
        <source>Note (optional)</source>
        <translation>Notiz (optional)</translation>
    </message>
    <message>
        <source>A&amp;uthorise</source>
        <translation>&amp;Freigeben</translation>
    </message>
    <message>
        <source>Authorise host</source>
        <translation>Host freigeben</translation>
    </message>
    <message>
        <source>Adds the host: I own this site or am authorised to test it</source>
        <translation>Fügt den Host hinzu: Mir gehört diese Website, oder ich darf sie testen</translation>
    </message>
    <message>
        <source>Re&amp;voke</source>
        <translation>&amp;Widerrufen</translation>
    </message>
    <message>
        <source>Revoke host</source>
        <translation>Host widerrufen</translation>
    </message>
    <message>
        <source>Removes the selected hosts; their jobs not yet submitted wait</source>
        <translation>Entfernt die gewählten Hosts; ihre noch nicht übermittelten Aufträge warten</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <source>Host problem</source>
        <translation>Problem mit dem Host</translation>
    </message>
    <message>
        <source>What is wrong with the host typed</source>
        <translation>Was mit dem eingegebenen Host nicht stimmt</translation>
    </message>
    <message>
        <source>&amp;Submit only jobs for authorised hosts (recommended)</source>
        <translation>Nur Aufträge für freigegebene Hosts &amp;übermitteln (empfohlen)</translation>
    </message>
    <message>
        <source>Enforce authorised hosts</source>
        <translation>Freigegebene Hosts durchsetzen</translation>
    </message>
    <message>
        <source>Turning this off lets every host through and is recorded in the audit log</source>
        <translation>Ausschalten lässt jeden Host durch und wird im Prüfprotokoll festgehalten</translation>
    </message>
    <message>
        <source>No job database is open: the authorised hosts are kept in it.</source>
        <translation>Keine Auftragsdatenbank geöffnet: Die freigegebenen Hosts liegen darin.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The console&apos;s language; takes effect at the next start</source>
        <translation>Die Sprache der Konsole; wirkt ab dem nächsten Start</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>Takes effect when SolveDeck starts next. solvedeck --lang CODE chooses one for a single run.</source>
        <translation>Wirkt beim nächsten Start von SolveDeck. solvedeck --lang CODE wählt eine für einen einzelnen Lauf.</translation>
    </message>
    <message numerus="yes">
        <source>A key is 32 hexadecimal characters (0-9, a-f); this one has %n character(s).</source>
        <translation>
            <numerusform>Ein Schlüssel hat 32 Hexadezimalzeichen (0-9, a-f); dieser hat %n Zeichen.</numerusform>
            <numerusform>Ein Schlüssel hat 32 Hexadezimalzeichen (0-9, a-f); dieser hat %n Zeichen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The key is stored in the system keychain.</source>
        <translation>Der Schlüssel ist im Schlüsselbund des Systems gespeichert.</translation>
    </message>
    <message>
        <source>Remove the API key?</source>
        <translation>Den API-Schlüssel entfernen?</translation>
    </message>
    <message>
        <source>The queue stops submitting until a key is stored again.</source>
        <translation>Die Warteschlange übermittelt nichts mehr, bis wieder ein Schlüssel gespeichert ist.</translation>
    </message>
    <message>
        <source>Remove Key</source>
        <translation>Schlüssel entfernen</translation>
    </message>
    <message>
        <source>The key was removed from the system keychain.</source>
        <translation>Der Schlüssel wurde aus dem Schlüsselbund des Systems entfernt.</translation>
    </message>
    <message>
        <source>Reading the stored key…</source>
        <translation>Der gespeicherte Schlüssel wird gelesen…</translation>
    </message>
    <message>
        <source>No key is stored yet. Type your key above, then Test or Store Key.</source>
        <translation>Es ist noch kein Schlüssel gespeichert. Geben Sie Ihren Schlüssel oben ein, dann Testen oder Schlüssel speichern.</translation>
    </message>
    <message>
        <source>Asking the service…</source>
        <translation>Der Dienst wird gefragt…</translation>
    </message>
    <message>
        <source>The test failed: %1 %2</source>
        <translation>Der Test ist fehlgeschlagen: %1 %2</translation>
    </message>
    <message numerus="yes">
        <source>The key works: the plan has %n thread(s); the balance is %1.</source>
        <translation>
            <numerusform>Der Schlüssel funktioniert: Der Tarif hat %n Thread; das Guthaben beträgt %1.</numerusform>
            <numerusform>Der Schlüssel funktioniert: Der Tarif hat %n Threads; das Guthaben beträgt %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is authorised.</source>
        <translation>%1 ist freigegeben.</translation>
    </message>
    <message>
        <source>%1 was authorised already.</source>
        <translation>%1 war bereits freigegeben.</translation>
    </message>
    <message>
        <source>Select the hosts to revoke in the table first.</source>
        <translation>Wählen Sie zuerst die zu widerrufenden Hosts in der Tabelle.</translation>
    </message>
    <message>
        <source>Submit jobs for every host?</source>
        <translation>Aufträge für jeden Host übermitteln?</translation>
    </message>
    <message>
        <source>Without enforcement, jobs for any site are submitted, including sites you may not test. The audit log records that you turned it off.</source>
        <translation>Ohne Durchsetzung werden Aufträge für jede Website übermittelt, auch für Websites, die Sie nicht testen dürfen. Das Prüfprotokoll hält fest, dass Sie sie ausgeschaltet haben.</translation>
    </message>
    <message>
        <source>Turn Off</source>
        <translation>Ausschalten</translation>
    </message>
    <message>
        <source>Answer lifetime</source>
        <translation>Lebensdauer der Antwort</translation>
    </message>
    <message>
        <source>Seconds until a copied answer without its own expiry (an image&apos;s text) is cleared; 0 keeps it until SolveDeck quits</source>
        <translation>Sekunden, bis eine kopierte Antwort ohne eigenes Ablaufdatum (der Text eines Bildes) gelöscht wird; 0 behält sie, bis SolveDeck beendet wird</translation>
    </message>
    <message>
        <source>until SolveDeck quits</source>
        <translation>bis SolveDeck beendet wird</translation>
    </message>
    <message>
        <source>Clear a copied image &amp;answer after:</source>
        <translation>Kopierte Bild&amp;antwort löschen nach:</translation>
    </message>
    <message>
        <source>Colour scheme</source>
        <translation>Farbschema</translation>
    </message>
    <message>
        <source>Follow the system&apos;s light or dark colours, or always use light or dark ones</source>
        <translation>Den hellen oder dunklen Farben des Systems folgen oder immer helle oder dunkle verwenden</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Dem System folgen</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Colour &amp;scheme:</source>
        <translation>Farb&amp;schema:</translation>
    </message>
    <message>
        <source>Takes effect when you save. solvedeck --color-scheme light, dark or system chooses one for a single run.</source>
        <translation>Wirkt beim Speichern. solvedeck --color-scheme light, dark oder system wählt eines für einen einzelnen Lauf.</translation>
    </message>
    <message>
        <source>Ask about several tasks in &amp;one request where supported (takes effect at the next start)</source>
        <translation>Mehrere Aufgaben in &amp;einer Anfrage abfragen, wo unterstützt (wirkt ab dem nächsten Start)</translation>
    </message>
    <message>
        <source>Multi-id polling</source>
        <translation>Abfrage mehrerer IDs</translation>
    </message>
    <message>
        <source>Polls every task likely ready with one res.php ids= request, when the endpoint is found to answer it</source>
        <translation>Fragt jede wahrscheinlich fertige Aufgabe mit einer res.php-ids=-Anfrage ab, wenn der Endpunkt sie beantwortet</translation>
    </message>
    <message>
        <source>Demo mode needs no key. No system keychain is reachable in this session, so a key for live use cannot be stored here: SolveDeck never keeps the key in a file. Start your desktop&apos;s keyring, or set %1 when you start a live console.</source>
        <translation>Der Demomodus braucht keinen Schlüssel. In dieser Sitzung ist kein Systemschlüsselbund erreichbar, also lässt sich hier kein Schlüssel für den echten Betrieb speichern: SolveDeck legt den Schlüssel nie in einer Datei ab. Starten Sie den Schlüsselbund Ihres Desktops oder setzen Sie %1, wenn Sie eine echte Konsole starten.</translation>
    </message>
    <message>
        <source>No system keychain is reachable in this session, so a key cannot be stored: SolveDeck never keeps the key in a file. Start your desktop&apos;s keyring, or set %1 for this run, or try demo mode.</source>
        <translation>In dieser Sitzung ist kein Systemschlüsselbund erreichbar, also lässt sich kein Schlüssel speichern: SolveDeck legt den Schlüssel nie in einer Datei ab. Starten Sie den Schlüsselbund Ihres Desktops, setzen Sie %1 für diesen Lauf oder probieren Sie den Demomodus.</translation>
    </message>
    <message>
        <source>Demo mode uses the built-in simulator and needs no key. A key stored here is used when SolveDeck starts outside demo mode.</source>
        <translation>Der Demomodus nutzt den eingebauten Simulator und braucht keinen Schlüssel. Ein hier gespeicherter Schlüssel wird verwendet, wenn SolveDeck außerhalb des Demomodus startet.</translation>
    </message>
    <message>
        <source>The demo goes on (it needs no key); a console outside demo mode then asks for a key before it submits.</source>
        <translation>Die Demo läuft weiter (sie braucht keinen Schlüssel); eine Konsole außerhalb des Demomodus fragt dann nach einem Schlüssel, bevor sie übermittelt.</translation>
    </message>
    <message>
        <source>Changes on this page apply at once and are recorded in the audit log: Cancel does not undo them (revoke a host to take it back).</source>
        <translation>Änderungen auf dieser Seite gelten sofort und werden im Prüfprotokoll festgehalten: Abbrechen macht sie nicht rückgängig (widerrufen Sie einen Host, um ihn zurückzunehmen).</translation>
    </message>
    <message>
        <source>Demo mode talks to the built-in simulator; this endpoint is the one a live console uses.</source>
        <translation>Der Demomodus spricht mit dem eingebauten Simulator; dieser Endpunkt ist der einer Live-Konsole.</translation>
    </message>
    <message>
        <source>%1 is no longer authorised.</source>
        <translation>%1 ist nicht mehr freigegeben.</translation>
    </message>
    <message>
        <source>%1 are no longer authorised.</source>
        <translation>%1 sind nicht mehr freigegeben.</translation>
    </message>
    <message>
        <source>Desktop notifications (or status bar notes without a tray) of failed jobs, a rejected API key, a ban and the queue running empty</source>
        <translation>Desktop-Benachrichtigungen (ohne Infobereich Hinweise in der Statusleiste) zu fehlgeschlagenen Aufträgen, einem abgelehnten API-Schlüssel, einer Sperre und der leer gelaufenen Warteschlange</translation>
    </message>
    <message>
        <source>Show &amp;notifications: a failed job, a rejected key, a ban, an empty queue</source>
        <translation>&amp;Benachrichtigungen: fehlgeschlagener Auftrag, abgelehnter Schlüssel, Sperre, leere Warteschlange</translation>
    </message>
    <message>
        <source>&amp;Not by time (cleared when SolveDeck quits)</source>
        <translation>&amp;Nicht nach Zeit (geleert, wenn SolveDeck beendet wird)</translation>
    </message>
    <message>
        <source>Revoke %1?</source>
        <translation>%1 widerrufen?</translation>
    </message>
    <message>
        <source>Revoke these %1 hosts: %2?</source>
        <translation>Diese %1 Hosts widerrufen: %2?</translation>
    </message>
    <message>
        <source>Jobs for it that are not yet submitted wait until it is authorised again.</source>
        <translation>Seine noch nicht übermittelten Aufträge warten, bis er wieder freigegeben ist.</translation>
    </message>
    <message>
        <source>Jobs for them that are not yet submitted wait until they are authorised again.</source>
        <translation>Ihre noch nicht übermittelten Aufträge warten, bis sie wieder freigegeben sind.</translation>
    </message>
    <message>
        <source>Revoke hosts</source>
        <translation>Hosts widerrufen</translation>
    </message>
    <message>
        <source>The audit log records the revoke.</source>
        <translation>Das Prüfprotokoll hält den Widerruf fest.</translation>
    </message>
    <message>
        <source>Re&amp;voke Host</source>
        <translation>Host &amp;widerrufen</translation>
    </message>
    <message>
        <source>Re&amp;voke %1 Hosts</source>
        <translation>%1 Hosts &amp;widerrufen</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Behalten</translation>
    </message>
</context>
<context>
    <name>SolveDeck::QueueTray</name>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>SolveDeck::Retention</name>
    <message>
        <source>Could not read which jobs to purge from %1: %2. Check that the database is reachable and try again.</source>
        <translation>Es konnte nicht gelesen werden, welche Aufträge aus %1 zu bereinigen sind: %2. Prüfen Sie, ob die Datenbank erreichbar ist, und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>purge finished jobs (%1)</source>
        <translation>erledigte Aufträge bereinigen (%1)</translation>
    </message>
</context>
<context>
    <name>SolveDeck::RetentionPolicy</name>
    <message numerus="yes">
        <source>finished more than %n day(s) ago</source>
        <translation>
            <numerusform>vor mehr als %n Tag erledigt</numerusform>
            <numerusform>vor mehr als %n Tagen erledigt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>finished more than %n hour(s) ago</source>
        <translation>
            <numerusform>vor mehr als %n Stunde erledigt</numerusform>
            <numerusform>vor mehr als %n Stunden erledigt</numerusform>
        </translation>
    </message>
    <message>
        <source>beyond the newest %1 finished</source>
        <translation>jenseits der neuesten %1 erledigten</translation>
    </message>
    <message>
        <source>nothing (no retention limit set)</source>
        <translation>nichts (keine Aufbewahrungsgrenze festgelegt)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>SolveDeck::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Each command with its menu and its shortcut</source>
        <translation>Jeder Befehl mit seinem Menü und seinem Tastenkürzel</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>(menu only)</source>
        <translation>(nur im Menü)</translation>
    </message>
    <message>
        <source>Menu, %1</source>
        <translation>Menütaste, %1</translation>
    </message>
    <message>
        <source>F10, or Alt with the underlined letter</source>
        <translation>F10 oder Alt mit dem unterstrichenen Buchstaben</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Enter, Esc</source>
        <translation>Eingabe, Esc</translation>
    </message>
    <message>
        <source>In the window</source>
        <translation>Im Fenster</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Job table: Its context menu (copy, cancel, retry, report)</source>
        <translation>Auftragstabelle: Ihr Kontextmenü (kopieren, abbrechen, wiederholen, melden)</translation>
    </message>
    <message>
        <source>In the window: Open the menu bar</source>
        <translation>Im Fenster: Die Menüleiste öffnen</translation>
    </message>
    <message>
        <source>In the window: Next or previous control</source>
        <translation>Im Fenster: Nächstes oder vorheriges Element</translation>
    </message>
    <message>
        <source>In the window: Next or previous page of tabs</source>
        <translation>Im Fenster: Nächste oder vorherige Registerkarte</translation>
    </message>
    <message>
        <source>In a dialog: Accept or close</source>
        <translation>In einem Dialog: Bestätigen oder schließen</translation>
    </message>
    <message>
        <source>Every command is in a menu: press Alt with the underlined letter, or F10, to open the menus from the keyboard. These have shortcuts of their own, and the keys that work outside the menus come last, by where they work:</source>
        <translation>Jeder Befehl steht in einem Menü: Drücken Sie Alt mit dem unterstrichenen Buchstaben oder F10, um die Menüs mit der Tastatur zu öffnen. Diese haben eigene Tastenkürzel; die Tasten, die außerhalb der Menüs wirken, stehen am Ende, nach dem Ort, an dem sie wirken:</translation>
    </message>
</context>
<context>
    <name>SolveDeck::StateSidebar</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Whole database; the table is filtered</source>
        <translation>Ganze Datenbank; die Tabelle ist gefiltert</translation>
    </message>
    <message>
        <source>%1 (filtered)</source>
        <translation>%1 (gefiltert)</translation>
    </message>
</context>
<context>
    <name>SolveDeck::SteadyTable</name>
    <message numerus="yes">
        <source>%n new job(s) above</source>
        <translation>
            <numerusform>%n neuer Auftrag oben</numerusform>
            <numerusform>%n neue Aufträge oben</numerusform>
        </translation>
    </message>
    <message>
        <source>New jobs above</source>
        <translation>Neue Aufträge oben</translation>
    </message>
    <message>
        <source>Jobs above the rows you are looking at: new ones were not pushed into view. Click to scroll up to them.</source>
        <translation>Aufträge über den Zeilen, die Sie ansehen: neue wurden nicht ins Bild geschoben. Klicken, um zu ihnen hochzuscrollen.</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) above</source>
        <translation>
            <numerusform>%n Auftrag oben</numerusform>
            <numerusform>%n Aufträge oben</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolveDeck::TargetPrompt</name>
    <message>
        <source>New target host</source>
        <translation>Neuer Ziel-Host</translation>
    </message>
    <message>
        <source>I own this site or am authorised to test it</source>
        <translation>Mir gehört diese Website, oder ich darf sie testen</translation>
    </message>
    <message>
        <source>Confirms that jobs for %1 may be submitted</source>
        <translation>Bestätigt, dass Aufträge für %1 übermittelt werden dürfen</translation>
    </message>
    <message>
        <source>For example: staging site, ticket 1234</source>
        <translation>Zum Beispiel: Staging-Website, Ticket 1234</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>Why this site may be tested (optional); kept with the host</source>
        <translation>Warum diese Website getestet werden darf (optional); wird beim Host aufbewahrt</translation>
    </message>
    <message>
        <source>&amp;Note (optional):</source>
        <translation>&amp;Notiz (optional):</translation>
    </message>
    <message>
        <source>&amp;Authorise and Queue</source>
        <translation>&amp;Freigeben und einreihen</translation>
    </message>
    <message>
        <source>Adds %1 to the authorised hosts and queues the job</source>
        <translation>Fügt %1 zu den freigegebenen Hosts hinzu und reiht den Auftrag ein</translation>
    </message>
    <message>
        <source>&amp;Queue Only</source>
        <translation>Nur &amp;einreihen</translation>
    </message>
    <message>
        <source>Stores the job; it waits until the host is authorised</source>
        <translation>Speichert den Auftrag; er wartet, bis der Host freigegeben ist</translation>
    </message>
    <message>
        <source>Host not authorised</source>
        <translation>Host nicht freigegeben</translation>
    </message>
    <message>
        <source>Tick &quot;I own this site or am authorised to test it&quot; first (Space), then press Enter; or choose Queue Only.</source>
        <translation>Haken Sie zuerst „Mir gehört diese Website, oder ich darf sie testen“ an (Leertaste), dann Enter; oder wählen Sie „Nur einreihen“.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; is not an authorised target yet. SolveDeck submits jobs only for sites you own or are authorised to test; until the host is authorised, this job is stored and waits.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; ist noch kein freigegebenes Ziel. SolveDeck übermittelt Aufträge nur für Websites, die Ihnen gehören oder die Sie testen dürfen; bis der Host freigegeben ist, wird dieser Auftrag gespeichert und wartet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; is no longer an authorised target: &lt;b&gt;%2&lt;/b&gt; was revoked on %3. SolveDeck submits jobs only for sites you own or are authorised to test; until the host is authorised again, this job is stored and waits.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; ist kein freigegebenes Ziel mehr: &lt;b&gt;%2&lt;/b&gt; wurde am %3 widerrufen. SolveDeck übermittelt Aufträge nur für Websites, die Ihnen gehören oder die Sie testen dürfen; bis der Host wieder freigegeben ist, wird dieser Auftrag gespeichert und wartet.</translation>
    </message>
    <message>
        <source>&amp;I own this site or am authorised to test it</source>
        <translation>Mir &amp;gehört diese Website, oder ich darf sie testen</translation>
    </message>
</context>
<context>
    <name>WaitingReason</name>
    <message>
        <source>sending to the service</source>
        <translation>wird an den Dienst gesendet</translation>
    </message>
    <message>
        <source>at the service; next poll at %1</source>
        <translation>beim Dienst; nächste Abfrage um %1</translation>
    </message>
    <message>
        <source>at the service; polled until the token is ready</source>
        <translation>beim Dienst; wird abgefragt, bis das Token bereit ist</translation>
    </message>
    <message>
        <source>target host not authorised: the page URL has no host that can be authorised; queue the job again with the page&apos;s plain address</source>
        <translation>Ziel-Host nicht freigegeben: Die Seiten-URL hat keinen Host, der freigegeben werden kann; reihen Sie den Auftrag erneut mit der schlichten Adresse der Seite ein</translation>
    </message>
    <message>
        <source>paused: the queue was paused by %1 at %2; resume it to submit</source>
        <translation>pausiert: Die Warteschlange wurde von %1 um %2 pausiert; setzen Sie sie fort, um zu übermitteln</translation>
    </message>
    <message>
        <source>paused: the queue was paused; resume it to submit</source>
        <translation>pausiert: Die Warteschlange wurde pausiert; setzen Sie sie fort, um zu übermitteln</translation>
    </message>
    <message>
        <source>paused: key rejected; set a valid API key to resume</source>
        <translation>pausiert: Schlüssel abgelehnt; legen Sie einen gültigen API-Schlüssel fest, um fortzufahren</translation>
    </message>
    <message>
        <source>banned until %1</source>
        <translation>gesperrt bis %1</translation>
    </message>
    <message>
        <source>banned by the service; waiting for the ban to end</source>
        <translation>vom Dienst gesperrt; wartet auf das Ende der Sperre</translation>
    </message>
    <message>
        <source>endpoint problem: the address does not answer as the API</source>
        <translation>Problem mit dem Endpunkt: Die Adresse antwortet nicht wie die API</translation>
    </message>
    <message>
        <source>the job database does not take writes</source>
        <translation>die Auftragsdatenbank nimmt keine Schreibvorgänge an</translation>
    </message>
    <message>
        <source>the engine is stopped</source>
        <translation>die Engine ist angehalten</translation>
    </message>
    <message>
        <source>backing off until %1 after %2</source>
        <translation>wartet bis %1 nach %2</translation>
    </message>
    <message>
        <source>backing off until %1</source>
        <translation>wartet bis %1</translation>
    </message>
    <message>
        <source>no engine is running on this database: start the console or &apos;solvedeck-cli run&apos;</source>
        <translation>auf dieser Datenbank läuft keine Engine: Starten Sie die Konsole oder &apos;solvedeck-cli run&apos;</translation>
    </message>
    <message>
        <source>cap full (%1/%2)</source>
        <translation>ausgelastet (%1/%2)</translation>
    </message>
    <message>
        <source>account threads busy (plan %1, %2 working)</source>
        <translation>Threads des Kontos belegt (Tarif %1, %2 arbeiten)</translation>
    </message>
    <message>
        <source>next in line for a free thread</source>
        <translation>als Nächstes an der Reihe für einen freien Thread</translation>
    </message>
    <message>
        <source>target host not authorised: %1; to submit this job, %2</source>
        <translation>Ziel-Host nicht freigegeben: %1; um diesen Auftrag zu senden, %2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>submitted as soon as one of these threads is free, or raise the cap (the plan has %1 threads)</source>
        <translation>wird übermittelt, sobald einer dieser Threads frei ist, oder heben Sie die Grenze an (der Tarif hat %1 Threads)</translation>
    </message>
    <message>
        <source>submitted as soon as one of these threads is free</source>
        <translation>wird übermittelt, sobald einer dieser Threads frei ist</translation>
    </message>
    <message>
        <source>submitted as soon as the account has a free thread</source>
        <translation>wird übermittelt, sobald das Konto einen freien Thread hat</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Operator console for CAPTCHA solve jobs on the CaptchaAI API (for sites you own or may test).</source>
        <translation>Bedienkonsole für CAPTCHA-Lösungsaufträge über die CaptchaAI-API (für Websites, die Ihnen gehören oder die Sie testen dürfen).</translation>
    </message>
    <message>
        <source>Run against the built-in simulator: no API key, nothing leaves this machine.</source>
        <translation>Gegen den eingebauten Simulator laufen: kein API-Schlüssel, nichts verlässt diesen Rechner.</translation>
    </message>
    <message>
        <source>Job database: a file, or a team database on PostgreSQL as postgresql://USER@HOST:PORT/DATABASE (its password comes from the keychain, set in %2, or from ~/.pgpass or PGPASSWORD; never put it in the address). Comes before the choice saved in %2 (default: %1).</source>
        <translation>Auftragsdatenbank: eine Datei oder eine Team-Datenbank auf PostgreSQL als postgresql://BENUTZER@HOST:PORT/DATENBANK (ihr Passwort kommt aus dem Schlüsselbund, festgelegt in %2, oder aus ~/.pgpass bzw. PGPASSWORD; nie in die Adresse schreiben). Hat Vorrang vor der in %2 gespeicherten Wahl (Standard: %1).</translation>
    </message>
    <message>
        <source>Language of the console for this run: en, de or es (default: the one chosen in %1, else the system&apos;s).</source>
        <translation>Sprache der Konsole für diesen Lauf: en, de oder es (Standard: die in %1 gewählte, sonst die des Systems).</translation>
    </message>
    <message>
        <source>Colours of the console for this run: light, dark, or system to follow the desktop (default: the one chosen in %1, else system).</source>
        <translation>Farben der Konsole für diesen Lauf: light, dark oder system, um dem Desktop zu folgen (Standard: die in %1 gewählten, sonst system).</translation>
    </message>
</context>
</TS>
