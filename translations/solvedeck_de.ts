<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>MainWindow</name>
    <message>
        <source>SolveDeck</source>
        <translation type="unfinished"></translation>
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
        <source>Timeline</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About SolveDeck</source>
        <translation>Ü&amp;ber SolveDeck</translation>
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
        <source>Token valid for</source>
        <translation>Token gültig für</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
</context>
<context>
    <name>SolveDeck::KeyVault</name>
    <message>
        <source>No API key is stored yet. Enter your CaptchaAI key in Settings, or set %1 for headless runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system keychain refused access (%1). Unlock your login keyring (for example with Seahorse) and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No system keychain is reachable (%1). SolveDeck keeps the API key only in the keychain: start a Secret Service such as gnome-keyring or KWallet in your desktop session, or set %2 for headless runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system keychain reported an error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The system keychain did not answer within %n second(s). It may be waiting for an unlock prompt: unlock your login keyring and try again.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolveDeck::MainWindow</name>
    <message>
        <source>SolveDeck — demo mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SolveDeck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <source>Endpoint: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEMO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo mode: jobs run against the built-in simulator; no key is used and nothing reaches the real service.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Queued</source>
        <translation>Wartend</translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation>Übermittelt</translation>
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
        <source>%1 (0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About SolveDeck</source>
        <translation>Über SolveDeck</translation>
    </message>
    <message>
        <source>&lt;b&gt;SolveDeck %1&lt;/b&gt;&lt;p&gt;An operator console for CAPTCHA solve jobs on the CaptchaAI API, for sites you own or are authorised to test.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Operator console for CAPTCHA solve jobs on the CaptchaAI API (for sites you own or may test).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run against the built-in simulator: no API key, nothing leaves this machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>built-in simulator</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
