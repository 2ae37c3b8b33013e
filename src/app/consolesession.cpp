#include "consolesession.h"

#include "consolegateway.h"
#include "core/engine/engine.h"
#include "core/engine/enginehost.h"
#include "core/engine/timingpolicy.h"
#include "core/model/consoleplaces.h"
#include "core/protocol/errorcatalog.h"
#include "core/secrets/keyvault.h"
#include "core/store/auditlog.h"
#include "core/store/authorisedhosts.h"
#include "core/store/jobstore.h"
#include "gui/apikeydialog.h"
#include "gui/consolesettings.h"
#include "gui/databasedialog.h"
#include "gui/gatewaypage.h"
#include "gui/mainwindow.h"
#include "gui/operatortools.h"
#include "sim/simulator.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QImage>
#include <QJsonArray>
#include <QJsonObject>
#include <QMessageBox>
#include <QPainter>
#include <QProcess>
#include <QSettings>

#include <utility>

namespace SolveDeck {

namespace {

// The simulator accepts any key in demo mode; this one only has the right length.
const QString demoKey = QStringLiteral("demo0000000000000000000000000000");

// The text a demo image job's picture shows: five letters and digits that cannot be mistaken for one another.
QString demoCaptchaText(int n)
{
    static const char alphabet[] = "ACEFHKMNPRTXY3479";
    constexpr int size = int(sizeof(alphabet)) - 1;
    QString text;
    quint32 x = quint32(n) * 2654435761U + 12345U;
    for (int i = 0; i < 5; ++i) {
        text += QLatin1Char(alphabet[x % size]);
        x = x / size + quint32(n + i) * 40503U;
    }
    return text;
}

// A small picture of `text`, like the CAPTCHAs an image job carries (the simulator checks it is a real image of a
// plausible size).
QByteArray demoCaptchaImage(const QString &text)
{
    QImage image(160, 50, QImage::Format_RGB32);
    image.fill(QColor(0xf3, 0xf4, 0xf6));
    QPainter painter(&image);
    painter.setPen(QColor(0x1f, 0x29, 0x37));
    QFont font = painter.font();
    font.setPixelSize(28);
    font.setBold(true);
    painter.setFont(font);
    painter.drawText(image.rect(), Qt::AlignCenter, text);
    painter.end();
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return png;
}

// Timeline events for the whole queue (a pause, a resume), written by the engine's thread (the window's connection
// only reads); a failure to record one is logged there, not shown.
void recordQueueEvent(EngineHost *engine, const QString &kind, const QString &detail)
{
    if (engine && engine->isOpen()) {
        engine->recordEventForState(JobState::Queued, kind, detail);
    }
}

// Who the demo's own jobs are recorded as added by (the operator's jobs say operator@machine).
QString demoCreatedBy()
{
    return QStringLiteral("demo@SolveDeck");
}

QString endpointSetting()
{
    return ConsoleSettings::endpoint();
}

// The demo's page URLs name these hosts (addDemoJob): authorised as an operator would, so its jobs are submitted.
QStringList demoHosts()
{
    return {QStringLiteral("shop0.example"),
            QStringLiteral("shop1.example"),
            QStringLiteral("shop2.example"),
            QStringLiteral("shop3.example")};
}

// An operator action in the audit log of the window's database; a failure is logged (the action already happened).
void recordAudit(JobStore *store, const QString &action, const QString &detail)
{
    if (!store || !store->isOpen()) {
        return;
    }
    if (const Result<void> recorded = AuditLog(*store).record(action, detail); !recorded) {
        qWarning("audit entry %s not recorded: %s", qPrintable(action), qPrintable(recorded.error().message));
    }
}

} // namespace

ConsoleSession::ConsoleSession(Options options, QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
{
    // Demo mode keeps the queue moving: a new job every few seconds, as an operator would add them.
    m_demoFeed.setInterval(3000);
    connect(&m_demoFeed, &QTimer::timeout, this, &ConsoleSession::addDemoJob);
}

ConsoleSession::~ConsoleSession() = default;

QString ConsoleSession::endpointLabel() const
{
    if (m_options.demo) {
        return m_simulator ? tr("built-in simulator (%1)").arg(m_simulator->baseUrl().toString())
                           : tr("built-in simulator");
    }
    return endpointSetting();
}

bool ConsoleSession::start(MainWindow *window)
{
    m_window = window;
    connect(window, &MainWindow::apiKeyEntered, this, &ConsoleSession::setKey);
    connect(window, &MainWindow::reportAnswerRequested, this, &ConsoleSession::reportAnswer);
    connect(window, &MainWindow::demoRequested, this, &ConsoleSession::startDemoProcess);
    connect(window, &MainWindow::databaseChosen, this, &ConsoleSession::databaseChosen);
    connect(window, &MainWindow::databaseRetryRequested, this, [this] {
        openDatabase(m_choice);
    });
    connect(window, &MainWindow::databaseOpenCanceled, this, &ConsoleSession::cancelOpening);
    // Edit > Preferences, Tools > Audit Log, Help > Keyboard Shortcuts.
    PreferencesDialog::Context tools;
    tools.demo = m_options.demo;
    tools.keychainReachable = sessionBusConfigured();
    m_tools = new OperatorTools(window, tools);
    connect(m_tools, &OperatorTools::keyStored, this, &ConsoleSession::applyKey);
    connect(m_tools, &OperatorTools::demoRequested, this, &ConsoleSession::startDemoProcess);
    m_gatewayPage = new GatewayPage(window);

    if (m_options.demo) {
        if (!startSimulator()) {
            return false;
        }
        const QString path = m_options.databaseLocation.isEmpty() ? m_demoDir.filePath(QStringLiteral("demo.sqlite"))
                                                                  : m_options.databaseLocation;
        m_choice = {path, m_options.databaseLocation.isEmpty() ? DatabaseSource::Default : DatabaseSource::CommandLine};
        ++m_openAttempt;
        window->setDatabase(path, MainWindow::DatabaseState::Opening);
        openEngine(path, {}, {});
        return true;
    }
    // --db, else the Job Database dialog's saved choice, else the default file; never another one in its place.
    openDatabase(chooseDatabase(m_options.databaseLocation,
                                QSettings().value(databaseLocationSetting()).toString(),
                                JobStore::defaultDatabasePath()));
    return true;
}

void ConsoleSession::openDatabase(const DatabaseChoice &choice)
{
    abandonOpening();
    m_choice = choice;
    const quint64 attempt = ++m_openAttempt;
    const bool fromCommandLine = choice.source == DatabaseSource::CommandLine;
    if (!isTeamDatabaseLocation(choice.location)) {
        m_window->setDatabase(choice.location, MainWindow::DatabaseState::Opening, fromCommandLine);
        openEngine(choice.location, {}, {});
        return;
    }
    const TeamDatabaseAddress address = checkTeamDatabaseAddress(choice.location);
    if (!address.ok()) {
        databaseFailed(choice.location, address.problem);
        return;
    }
    const QString location = address.location;
    m_window->setDatabase(location, MainWindow::DatabaseState::Opening, fromCommandLine);
    if (!sessionBusConfigured()) {
        // Asking would autolaunch a bus and a keyring daemon that outlive us; PGPASSWORD or ~/.pgpass may serve.
        openEngine(location, {}, databasePasswordProblemText(int(KeyVault::Status::NoKeychain), false));
        return;
    }
    m_window->showStatusMessage(tr("Reading the password of %1 from the system keychain…").arg(location), 0);
    if (m_databaseVault) {
        // An earlier read may still be waiting for the keychain: its answer is dropped (attempt). Its vault stays, a
        // child of the session, until the session goes: QtKeychain's libsecret backend calls into a job that was
        // deleted while it waited.
        (void)m_databaseVault.release();
    }
    m_databaseVault = std::make_unique<KeyVault>(m_options.keychainService.isEmpty() ? KeyVault::applicationService()
                                                                                     : m_options.keychainService,
                                                 databaseKeychainEntry(location),
                                                 this);
    // SOLVEDECK_API_KEY overrides the API key, never a database password.
    m_databaseVault->setUseEnvironment(false);
    m_databaseVault->readKey([this, attempt, location](const KeyVault::Result &result) {
        if (attempt != m_openAttempt) {
            return;
        }
        m_window->showStatusMessage({});
        // Without a stored password the server may still let us in (trust, ~/.pgpass, PGPASSWORD); should it not,
        // the failure says what the keychain said.
        const QString note = result.ok() ? QString() : databasePasswordProblemText(int(result.status), false);
        openEngine(location, result.ok() ? result.key : QString(), note);
    });
}

void ConsoleSession::openEngine(const QString &location, const QString &password, const QString &keychainNote)
{
    const quint64 attempt = m_openAttempt;
    m_databaseLocation = location;
    m_databasePassword = password;
    EngineHost::Config config;
    config.databaseLocation = location;
    config.databasePassword = password;
    if (m_options.demo) {
        config.endpoint = m_simulator->baseUrl();
        config.apiKey = demoKey;
        config.policy = TimingPolicy::defaults().scaled(m_options.demoTimeScale);
    } else {
        config.endpoint = QUrl(endpointSetting());
        config.adaptivePolling = ConsoleSettings::adaptivePolling();
        config.multiIdPolling = ConsoleSettings::multiIdPolling();
    }
    m_engine = std::make_unique<EngineHost>();
    connect(m_engine.get(),
            &EngineHost::opened,
            this,
            [this, attempt, location, keychainNote](bool ok, const QString &message) {
        if (attempt == m_openAttempt) {
            engineOpened(location,
                         ok,
                         ok || keychainNote.isEmpty() ? message : message + QLatin1Char(' ') + keychainNote);
        }
    });
    m_engine->open(config);
    // A file opens in a moment: the banner (with Cancel) appears only if it does not. A team database's server may
    // take up to its connect timeout to answer: say so at once.
    if (isTeamDatabaseLocation(location)) {
        showOpening(attempt);
    } else if (!m_options.demo) {
        QTimer::singleShot(300, this, [this, attempt] {
            showOpening(attempt);
        });
    }
}

void ConsoleSession::showOpening(quint64 attempt)
{
    if (attempt != m_openAttempt || !m_engine || !m_engine->isOpening()) {
        return;
    }
    m_window->showBanner(isTeamDatabaseLocation(m_databaseLocation) ? tr("Opening the team database…")
                                                                    : tr("Opening the job database…"),
                         MainWindow::BannerKind::DatabaseOpening,
                         tr("Connecting to %1 and preparing its tables. The window stays usable meanwhile.")
                             .arg(databaseDisplayName(m_databaseLocation)));
}

void ConsoleSession::engineOpened(const QString &location, bool ok, const QString &message)
{
    if (!ok) {
        discardEngine();
        if (m_options.demo) {
            QMessageBox::critical(m_window, tr("Demo mode"), message);
            QCoreApplication::exit(1);
            return;
        }
        databaseFailed(location, message);
        return;
    }
    // The engine's connection made the tables current; the window's own read connection now finds nothing to
    // migrate and no lock to wait for. It lives on this thread: its change feed (the SQLite poll, PostgreSQL's
    // notifications) reports to the table here, and a Qt SQL connection cannot change threads.
    if (const Result<void> opened = openWindowStore(location, m_databasePassword); !opened) {
        discardEngine();
        if (m_options.demo) {
            QMessageBox::critical(m_window, tr("Cannot open the job database"), opened.error().message);
            QCoreApplication::exit(1);
            return;
        }
        databaseFailed(location, opened.error().message);
        return;
    }
    m_window->showBanner({});
    m_window->setDatabase(location, MainWindow::DatabaseState::Open, m_choice.source == DatabaseSource::CommandLine);
    // The commands messages name act on this database (a demo's, another file, a team database: with --db).
    ConsolePlaces::setCliDatabase(location == JobStore::defaultDatabasePath() ? QString() : location);
    if (m_options.demo) {
        startDemo();
    } else {
        startLive();
    }
    // The sidebar's counts and the history console's workers (export, retention, text index) open their own
    // connections, with the same password.
    m_window->attach(m_store.get(), m_engine.get(), m_databasePassword);
    m_tools->setStore(m_store.get());
    startGateway(location);
    Q_EMIT databaseOpened();
}

void ConsoleSession::startGateway(const QString &location)
{
    // Before a new one: the old gateway stops and its thread is joined.
    m_gateway.reset();
    m_gateway = std::make_unique<ConsoleGateway>(m_engine.get(), location, m_databasePassword);
    m_gatewayPage->setGateway(m_gateway.get(), location, m_databasePassword);
    // It ran when the console last quit: it runs again (a failure shows on the page, and turns the setting off).
    if (ConsoleSettings::gatewayEnabled()) {
        m_gateway->start(ConsoleSettings::gatewayAddress());
    }
}

void ConsoleSession::discardEngine()
{
    // We are inside its opened() signal: it is deleted once that returns (its worker has ended, or stops at once: it
    // was never started).
    if (m_engine) {
        m_engine.release()->deleteLater();
    }
}

void ConsoleSession::cancelOpening()
{
    if (!m_engine || !m_engine->isOpening()) {
        return;
    }
    abandonOpening();
    ++m_openAttempt;
    databaseFailed(m_databaseLocation, tr("Opening was canceled."));
}

void ConsoleSession::abandonOpening()
{
    if (!m_engine || !m_engine->isOpening()) {
        return;
    }
    // Its worker may still wait for the server: the host deletes itself when the open answers, so nobody waits
    // for it here. It stays a child of the session, which waits for it only when it goes first.
    EngineHost *abandoned = m_engine.release();
    disconnect(abandoned, nullptr, this, nullptr);
    abandoned->setParent(this);
    connect(abandoned, &EngineHost::opened, abandoned, &QObject::deleteLater);
}

Result<void> ConsoleSession::openWindowStore(const QString &location, const QString &password)
{
    auto store = std::make_unique<JobStore>();
    if (Result<void> opened = store->open(location, password); !opened) {
        return opened;
    }
    // What other processes commit (a solvedeck-cli run, another console on a shared database) reaches the table
    // within a second; the engine's own changes also arrive through EngineHost::jobsChanged below.
    if (const Result<void> watching = store->setWatchChanges(true); !watching) {
        qWarning("changes of other processes will not show until the next restart: %s",
                 qPrintable(watching.error().message));
    }
    m_store = std::move(store);
    // The worker writes through its own connection: tell the window's connection (and so the table) what changed.
    connect(m_engine.get(), &EngineHost::jobsChanged, m_store.get(), &JobStore::announceChanges);
    connect(m_engine.get(), &EngineHost::stateChanged, this, &ConsoleSession::engineStateChanged);
    connect(m_engine.get(), &EngineHost::answerReported, this, &ConsoleSession::answerReported);
    return {};
}

void ConsoleSession::databaseFailed(const QString &location, const QString &message)
{
    m_window->showStatusMessage({});
    m_window->setDatabase(location, MainWindow::DatabaseState::Failed, m_choice.source == DatabaseSource::CommandLine);
    // The jobs stay where they are: nothing else is opened in the database's place, so none is hidden or split.
    m_window->showBanner(tr("The job database could not be opened: %1").arg(message),
                         MainWindow::BannerKind::DatabaseProblem,
                         tr("%1\n\nSolveDeck opened no other database in its place. Choose Job Database… to change "
                            "it, or Try Again once the problem is fixed.")
                             .arg(message));
}

void ConsoleSession::databaseChosen(const QString &location)
{
    // With a database open, the choice waits for the next start (the dialog said so); with none, it is opened now.
    if (m_store && m_store->isOpen()) {
        return;
    }
    openDatabase({location, DatabaseSource::Settings});
}

bool ConsoleSession::startSimulator()
{
    m_simulator = std::make_unique<SolveDeckSim::Simulator>();
    QString error;
    QJsonObject config{{QStringLiteral("acceptAnyKey"), true},
                       {QStringLiteral("threads"), 5},
                       {QStringLiteral("timeScale"), m_options.demoTimeScale},
                       // A few unsolvable tasks show how failures look.
                       {QStringLiteral("unsolvableRate"), 0.05}};
    if (!m_simulator->applyProfile(QStringLiteral("realistic"), &error) || !m_simulator->applyConfig(config, &error)) {
        QMessageBox::critical(m_window,
                              tr("Demo mode"),
                              tr("The built-in simulator rejected its settings: %1").arg(error));
        return false;
    }
    if (m_simulator->listen(0) == 0) {
        QMessageBox::critical(m_window,
                              tr("Demo mode"),
                              tr("The built-in simulator could not listen on 127.0.0.1. Another program may be "
                                 "blocking local connections."));
        return false;
    }
    m_hasKey = true;
    return true;
}

void ConsoleSession::startDemo()
{
    // The demo's sites are the operator's to test, as the simulator is theirs. Added by the demo, as its jobs are:
    // a thirty-eighth first-hour run read "Added by root@vm" in Targets and the audit log for hosts it never added.
    AuthorisedHosts hosts(*m_store);
    const QString operatorName = m_store->createdBy();
    m_store->setCreatedBy(demoCreatedBy());
    for (const QString &host : demoHosts()) {
        if (const auto allowed = hosts.allow(host, tr("demo mode")); !allowed) {
            m_store->setCreatedBy(operatorName);
            QMessageBox::critical(m_window, tr("Demo mode"), allowed.error().message);
            QCoreApplication::exit(1);
            return;
        }
    }
    m_store->setCreatedBy(operatorName);
    seedDemoJobs(m_options.demoJobs);
    m_engine->start();
    m_demoFeed.start();
}

void ConsoleSession::seedDemoJobs(int count)
{
    for (int i = 0; i < count; ++i) {
        addDemoJob();
    }
}

void ConsoleSession::addDemoJob()
{
    // Demo traffic never leaves the machine: the simulator answers every request. The page URLs use the
    // reserved .example domain.
    static const Method mix[] = {Method::RecaptchaV2,
                                 Method::Turnstile,
                                 Method::RecaptchaV3,
                                 Method::RecaptchaV2,
                                 Method::Turnstile,
                                 Method::Image};
    static const char *pages[] = {"login", "checkout", "signup", "contact", "search", "reset-password"};
    // The demo database stays small: stop feeding after a few hundred jobs.
    if (m_demoCounter >= 300) {
        m_demoFeed.stop();
        return;
    }
    const int n = m_demoCounter++;
    TaskSpec spec;
    spec.method = mix[n % std::size(mix)];
    if (spec.method == Method::Image) {
        // The simulator is told what the picture says, so the answer the demo shows matches its picture (as a
        // person solving it would read it); the simulator itself decodes no image.
        const QString text = demoCaptchaText(n);
        const QByteArray png = demoCaptchaImage(text);
        if (m_simulator) {
            const QString digest = QString::fromLatin1(
                QCryptographicHash::hash(png, QCryptographicHash::Sha256).toHex());
            QString error;
            if (!m_simulator->applyConfig({{QStringLiteral("imageAnswers"), QJsonObject{{digest, text}}}}, &error)) {
                qWarning("demo: the simulator did not take the picture's answer: %s", qPrintable(error));
            }
        }
        spec.params.insert(QStringLiteral("body"), QString::fromLatin1(png.toBase64()));
        spec.label = QStringLiteral("captcha-%1.png").arg(n);
    } else {
        // Real reCAPTCHA site keys are 40 characters and Turnstile keys start with "0x4": the simulator checks
        // both, as the real service does.
        const QString suffix = QString::number(n % 3);
        spec.sitekey = spec.method == Method::Turnstile
                         ? QStringLiteral("0x4AAAAAAADemoSiteKey") + suffix
                         : QStringLiteral("6LdDemoSiteKeyForSolveDeckConsoleDemo00").left(39) + suffix;
        spec.pageurl = QStringLiteral("https://shop%1.example/%2?demo=%3")
                           .arg(n % 4)
                           .arg(QLatin1String(pages[n % std::size(pages)]))
                           .arg(n);
        if (spec.method == Method::RecaptchaV3) {
            spec.params.insert(QStringLiteral("action"), QStringLiteral("login"));
            spec.params.insert(QStringLiteral("min_score"), QStringLiteral("0.3"));
        }
    }
    if (m_engine && m_engine->isOpen()) {
        // Added by the demo, not by the operator: Only My Jobs shows the operator's own (a twenty-fourth trial saw
        // every demo job there).
        m_engine->enqueue(spec, QStringLiteral("demo-%1").arg(n), {}, demoCreatedBy());
    }
}

void ConsoleSession::startLive()
{
    if (!KeyVault::environmentKey() && !sessionBusConfigured()) {
        // Asking the keychain here would make D-Bus autolaunch a session bus and a keyring daemon that outlive
        // us; say what is missing instead.
        m_pausedForKey = true;
        m_window->showBanner(keychainProblemText(int(KeyVault::Status::NoKeychain)), MainWindow::BannerKind::Info);
        return;
    }
    m_vault = std::make_unique<KeyVault>();
    m_vault->readKey([this](const KeyVault::Result &result) {
        if (!m_engine) {
            return;
        }
        if (result.ok()) {
            m_engine->setApiKey(result.key);
            m_hasKey = true;
            m_engine->start();
            return;
        }
        // Jobs wait in the queue until a key arrives: their timelines say so.
        m_pausedForKey = true;
        recordQueueEvent(m_engine.get(), QStringLiteral("paused"), tr("Waiting for an API key"));
        if (result.status == KeyVault::Status::NotFound) {
            m_window->showBanner(tr("No API key yet: jobs wait in the queue. Store your CaptchaAI key in the system "
                                    "keychain, or try SolveDeck with the built-in simulator."),
                                 MainWindow::BannerKind::NoKey);
        } else {
            m_window->showBanner(keychainProblemText(int(result.status)), MainWindow::BannerKind::Info, result.message);
        }
    });
}

void ConsoleSession::setKey(const QString &key)
{
    if (!sessionBusConfigured()) {
        QMessageBox::warning(m_window,
                             tr("The key was not stored"),
                             keychainProblemText(int(KeyVault::Status::NoKeychain)));
        return;
    }
    if (!m_vault) {
        m_vault = std::make_unique<KeyVault>();
    }
    m_vault->writeKey(key, [this, key](const KeyVault::Result &result) {
        if (!result.ok()) {
            QMessageBox::warning(m_window, tr("The key was not stored"), keychainProblemText(int(result.status)));
            return;
        }
        recordAudit(m_store.get(), QStringLiteral("key.set"), QStringLiteral("stored in the system keychain"));
        applyKey(key);
    });
}

void ConsoleSession::applyKey(const QString &key)
{
    if (!m_engine || !m_engine->isOpen()) {
        // No database is open yet: the key waits in the keychain, and the banner keeps saying why.
        m_window->showStatusMessage(tr("The API key is stored. The queue starts once a job database is open."));
        return;
    }
    if (m_options.demo) {
        return; // the demo's engine keeps the simulator's key
    }
    m_engine->setApiKey(key);
    m_hasKey = true;
    m_window->showBanner({});
    if (m_engine->state() == Engine::State::Stopped) {
        m_engine->start();
    } else {
        m_engine->resumeAfterKeyChange();
    }
}

void ConsoleSession::engineStateChanged(Engine::State state)
{
    // Pauses for the key and the resume after them go into the queued jobs' timelines (back-offs are recorded by
    // the engine per job): a job that waited says why.
    if (state == Engine::State::PausedForKey && !m_pausedForKey) {
        m_pausedForKey = true;
        recordQueueEvent(m_engine.get(),
                         QStringLiteral("paused"),
                         tr("The service rejected the API key; the queue waits for a new key"));
    } else if (state == Engine::State::Running && m_pausedForKey) {
        m_pausedForKey = false;
        recordQueueEvent(m_engine.get(), QStringLiteral("resumed"), tr("The queue runs again"));
    }
}

void ConsoleSession::startDemoProcess()
{
    // A second console in demo mode, beside this one: its own temporary database and simulator.
    if (!QProcess::startDetached(QCoreApplication::applicationFilePath(), {QStringLiteral("--demo")})) {
        m_window->showStatusMessage(tr("Could not start the demo. Run solvedeck --demo from a terminal."));
    }
}

void ConsoleSession::reportAnswer(qint64 jobId, bool good)
{
    const std::optional<Job> job = m_store ? m_store->job(jobId) : std::nullopt;
    if (!job || job->state != JobState::Solved || job->taskId.isEmpty() || !m_engine || !m_engine->isOpen()) {
        m_window->showStatusMessage(tr("Job %1 has no solved answer to report.").arg(jobId));
        return;
    }
    if (!m_hasKey) {
        m_window->showStatusMessage(tr("Reports need the API key: set it first (%1).")
                                        .arg(ConsolePlaces::path(ConsolePlaces::Place::SetApiKey)));
        return;
    }
    // Sent by the engine's client and recorded by its connection; answerReported() says how it went.
    m_engine->reportAnswer(jobId, job->taskId, good);
}

void ConsoleSession::answerReported(qint64 jobId, bool good, bool accepted, const QString &errorCode)
{
    if (!accepted) {
        const ErrorInfo info = describeError(errorCode);
        m_window->showStatusMessage(tr("The report for job %1 was not accepted: %2 %3")
                                        .arg(jobId)
                                        .arg(errorCode, info.cause),
                                    10000);
        return;
    }
    m_window->showStatusMessage(good ? tr("Job %1: the answer was reported as correct.").arg(jobId)
                                     : tr("Job %1: the answer was reported as wrong.").arg(jobId));
}

} // namespace SolveDeck
