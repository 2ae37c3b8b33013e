<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AuditWords</name>
    <message numerus="yes">
        <source>ok: %n thread(s)</source>
        <translation>
            <numerusform>ok: %n thread</numerusform>
            <numerusform>ok: %n threads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) of %1 matching: %2</source>
        <translation>
            <numerusform>%n job of %1 matching: %2</numerusform>
            <numerusform>%n jobs of %1 matching: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finished job(s) purged (%1)</source>
        <translation>
            <numerusform>%n finished job purged (%1)</numerusform>
            <numerusform>%n finished jobs purged (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) as %1 to %2 (%3; tokens %4, proxy passwords %5, events %6)</source>
        <translation>
            <numerusform>%n job as %1 to %2 (%3; tokens %4, proxy passwords %5, events %6)</numerusform>
            <numerusform>%n jobs as %1 to %2 (%3; tokens %4, proxy passwords %5, events %6)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n job(s) queued</source>
        <translation>
            <numerusform>%1: %n job queued</numerusform>
            <numerusform>%1: %n jobs queued</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n already in the database (not added again)</source>
        <translation>
            <numerusform>, %n already in the database (not added again)</numerusform>
            <numerusform>, %n already in the database (not added again)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n queued job(s) canceled)</source>
        <translation>
            <numerusform>%1 (%n queued job canceled)</numerusform>
            <numerusform>%1 (%n queued jobs canceled)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n repeated in the list (added once)</source>
        <translation>
            <numerusform>, %n repeated in the list (added once)</numerusform>
            <numerusform>, %n repeated in the list (added once)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n invalid row(s) left out)</source>
        <translation>
            <numerusform>%1 (%n invalid row left out)</numerusform>
            <numerusform>%1 (%n invalid rows left out)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CapacityView</name>
    <message numerus="yes">
        <source>%n thread(s) in use</source>
        <translation>
            <numerusform>%n thread in use</numerusform>
            <numerusform>%n threads in use</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) at the service</source>
        <translation>
            <numerusform>%n job at the service</numerusform>
            <numerusform>%n jobs at the service</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n held here, not counted by the service yet</source>
        <translation>
            <numerusform>%n held here, not counted by the service yet</numerusform>
            <numerusform>%n held here, not counted by the service yet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finished here since the account was read</source>
        <translation>
            <numerusform>%n finished here since the account was read</numerusform>
            <numerusform>%n finished here since the account was read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n solving with no thread held: finished at the service, answer still to be collected</source>
        <translation>
            <numerusform>%n solving with no thread held: finished at the service, answer still to be collected</numerusform>
            <numerusform>%n solving with no thread held: finished at the service, answers still to be collected</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s) held for no Solving job: a submit on its way, or a canceled task the service is still solving</source>
        <translation>
            <numerusform>%n thread held for no Solving job: a submit on its way, or a canceled task the service is still solving</numerusform>
            <numerusform>%n threads held for no Solving job: submits on their way, or canceled tasks the service is still solving</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Notifications</name>
    <message numerus="yes">
        <source>%n job(s) failed</source>
        <translation>
            <numerusform>%n job failed</numerusform>
            <numerusform>%n jobs failed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>SolveDeck: %n event(s)</source>
        <translation>
            <numerusform>SolveDeck: %n event</numerusform>
            <numerusform>SolveDeck: %n events</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolveDeck</name>
    <message numerus="yes">
        <source>Canceled after %n job(s).</source>
        <translation>
            <numerusform>Canceled after %n job.</numerusform>
            <numerusform>Canceled after %n jobs.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolveDeck::AuditLogDialog</name>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n entry</numerusform>
            <numerusform>%n entries</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolveDeck::EngineHealth</name>
    <message numerus="yes">
        <source> %n task id(s) the service gave are held in memory only: their tasks are still polled, and stopping now would submit those jobs again at the next start.</source>
        <translation>
            <numerusform> %n task id the service gave is held in memory only: its task is still polled, and stopping now would submit that job again at the next start.</numerusform>
            <numerusform> %n task ids the service gave are held in memory only: their tasks are still polled, and stopping now would submit those jobs again at the next start.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolveDeck::ExportDialog</name>
    <message numerus="yes">
        <source>The %n &amp;selected job(s)</source>
        <translation>
            <numerusform>The &amp;selected job</numerusform>
            <numerusform>The %n &amp;selected jobs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolveDeck::GatewayDialog</name>
    <message numerus="yes">
        <source>Newest first (the last %n kept).</source>
        <translation>
            <numerusform>Newest first (the last one kept).</numerusform>
            <numerusform>Newest first (the last %n kept).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolveDeck::HistoryConsole</name>
    <message numerus="yes">
        <source>Exported %n job(s) to %1.</source>
        <translation>
            <numerusform>Exported %n job to %1.</numerusform>
            <numerusform>Exported %n jobs to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Queued %n job(s).</source>
        <translation>
            <numerusform>Queued %n job.</numerusform>
            <numerusform>Queued %n jobs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n selected job(s)</source>
        <translation>
            <numerusform>%n selected job</numerusform>
            <numerusform>%n selected jobs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Queue %n failed or canceled job(s) again (%1)?</source>
        <translation>
            <numerusform>Queue %n failed or canceled job again (%1)?</numerusform>
            <numerusform>Queue %n failed or canceled jobs again (%1)?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n finished job(s) (%1) and their timelines? This cannot be undone; export them first to keep a copy.</source>
        <translation>
            <numerusform>Delete %n finished job (%1) and its timeline? This cannot be undone; export it first to keep a copy.</numerusform>
            <numerusform>Delete %n finished jobs (%1) and their timelines? This cannot be undone; export them first to keep a copy.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) had changed state meanwhile and were left alone.</source>
        <translation>
            <numerusform>%n job had changed state meanwhile and was left alone.</numerusform>
            <numerusform>%n jobs had changed state meanwhile and were left alone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>History retention: %n finished job(s) removed.</source>
        <translation>
            <numerusform>History retention: %n finished job removed.</numerusform>
            <numerusform>History retention: %n finished jobs removed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) canceled.</source>
        <translation>
            <numerusform>%n job canceled.</numerusform>
            <numerusform>%n jobs canceled.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) queued again.</source>
        <translation>
            <numerusform>%n job queued again.</numerusform>
            <numerusform>%n jobs queued again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finished job(s) deleted.</source>
        <translation>
            <numerusform>%n finished job deleted.</numerusform>
            <numerusform>%n finished jobs deleted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Queued %n job(s);</source>
        <translation>
            <numerusform>Queued %n job;</numerusform>
            <numerusform>Queued %n jobs;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Retry %n Job(s)</source>
        <translation>
            <numerusform>Retry %n Job</numerusform>
            <numerusform>Retry %n Jobs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n Job(s)</source>
        <translation>
            <numerusform>Delete %n Job</numerusform>
            <numerusform>Delete %n Jobs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already in the database (not added again).</source>
        <translation>
            <numerusform>%n already in the database (not added again).</numerusform>
            <numerusform>%n already in the database (not added again).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n invalid row(s) left out.</source>
        <translation>
            <numerusform>%n invalid row left out.</numerusform>
            <numerusform>%n invalid rows left out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repeated row(s) added once.</source>
        <translation>
            <numerusform>%n repeated row added once.</numerusform>
            <numerusform>%n repeated rows added once.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolveDeck::ImportDialog</name>
    <message numerus="yes">
        <source>%n new job(s)</source>
        <translation>
            <numerusform>%n new job</numerusform>
            <numerusform>%n new jobs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n already in the database (not added again)</source>
        <translation>
            <numerusform>, %n already in the database (not added again)</numerusform>
            <numerusform>, %n already in the database (not added again)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n row(s) with errors. Fix them in the file and import it again, or import the valid rows only.</source>
        <translation>
            <numerusform>, %n row with errors. Fix it in the file and import it again, or import the valid rows only.</numerusform>
            <numerusform>, %n rows with errors. Fix them in the file and import it again, or import the valid rows only.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n row(s) with errors. Enter the pages&apos; site key above.</source>
        <translation>
            <numerusform>, %n row with errors. Enter the pages&apos; site key above.</numerusform>
            <numerusform>, %n rows with errors. Enter the pages&apos; site key above.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n row(s) with errors. Check the site key above.</source>
        <translation>
            <numerusform>, %n row with errors. Check the site key above.</numerusform>
            <numerusform>, %n rows with errors. Check the site key above.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n row(s) with errors. Fix them where you copied them and paste again, or import the valid rows only.</source>
        <translation>
            <numerusform>, %n row with errors. Fix it where you copied it and paste again, or import the valid rows only.</numerusform>
            <numerusform>, %n rows with errors. Fix them where you copied them and paste again, or import the valid rows only.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n repeated in the list (added once)</source>
        <translation>
            <numerusform>, %n repeated in the list (added once)</numerusform>
            <numerusform>, %n repeated in the list (added once)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n waiting until its host is authorised in %1)</source>
        <translation>
            <numerusform> (%n waiting until its host is authorised in %1)</numerusform>
            <numerusform> (%n waiting until their hosts are authorised in %1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolveDeck::JobActions</name>
    <message numerus="yes">
        <source>%n of the selected jobs had already finished and stay(s) as they are.</source>
        <translation>
            <numerusform>%n of the selected jobs had already finished and stays as it is.</numerusform>
            <numerusform>%n of the selected jobs had already finished and stay as they are.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) queued again.</source>
        <translation>
            <numerusform>%n job queued again.</numerusform>
            <numerusform>%n jobs queued again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n had changed meanwhile and stay(s) as they are.</source>
        <translation>
            <numerusform>%n had changed meanwhile and stays as it is.</numerusform>
            <numerusform>%n had changed meanwhile and stay as they are.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) canceled.</source>
        <translation>
            <numerusform>%n job canceled.</numerusform>
            <numerusform>%n jobs canceled.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolveDeck::JobDetailWidget</name>
    <message numerus="yes">
        <source>&lt;i&gt;%n jobs selected: the commands act on all of them; select one to see its token, timeline and parameters.&lt;/i&gt;</source>
        <translation>
            <numerusform>&lt;i&gt;%n job selected: select one to see its token, timeline and parameters.&lt;/i&gt;</numerusform>
            <numerusform>&lt;i&gt;%n jobs selected: the commands act on all of them; select one to see its token, timeline and parameters.&lt;/i&gt;</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolveDeck::JobFilter</name>
    <message numerus="yes">
        <source>%n selected job(s)</source>
        <translation>
            <numerusform>%n selected job</numerusform>
            <numerusform>%n selected jobs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolveDeck::JobHistory</name>
    <message numerus="yes">
        <source>Canceled after %n job(s).</source>
        <translation>
            <numerusform>Canceled after %n job.</numerusform>
            <numerusform>Canceled after %n jobs.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolveDeck::KeyVault</name>
    <message numerus="yes">
        <source>The system keychain did not answer within %n second(s). It may be waiting for an unlock prompt: unlock your login keyring and try again.</source>
        <translation>
            <numerusform>The system keychain did not answer within %n second. It may be waiting for an unlock prompt: unlock your login keyring and try again.</numerusform>
            <numerusform>The system keychain did not answer within %n seconds. It may be waiting for an unlock prompt: unlock your login keyring and try again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolveDeck::MainWindow</name>
    <message numerus="yes">
        <source>%n job(s) were not changed: they had changed meanwhile.</source>
        <translation>
            <numerusform>%n job was not changed: it had changed meanwhile.</numerusform>
            <numerusform>%n jobs were not changed: they had changed meanwhile.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolveDeck::PreferencesDialog</name>
    <message numerus="yes">
        <source>A key is 32 hexadecimal characters (0-9, a-f); this one has %n character(s).</source>
        <translation>
            <numerusform>A key is 32 hexadecimal characters (0-9, a-f); this one has %n character.</numerusform>
            <numerusform>A key is 32 hexadecimal characters (0-9, a-f); this one has %n characters.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The key works: the plan has %n thread(s); the balance is %1.</source>
        <translation>
            <numerusform>The key works: the plan has %n thread; the balance is %1.</numerusform>
            <numerusform>The key works: the plan has %n threads; the balance is %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolveDeck::RetentionPolicy</name>
    <message numerus="yes">
        <source>finished more than %n day(s) ago</source>
        <translation>
            <numerusform>finished more than %n day ago</numerusform>
            <numerusform>finished more than %n days ago</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>finished more than %n hour(s) ago</source>
        <translation>
            <numerusform>finished more than %n hour ago</numerusform>
            <numerusform>finished more than %n hours ago</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolveDeck::SteadyTable</name>
    <message numerus="yes">
        <source>%n new job(s) above</source>
        <translation>
            <numerusform>%n new job above</numerusform>
            <numerusform>%n new jobs above</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) above</source>
        <translation>
            <numerusform>%n job above</numerusform>
            <numerusform>%n jobs above</numerusform>
        </translation>
    </message>
</context>
</TS>
