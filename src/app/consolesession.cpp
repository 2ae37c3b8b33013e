#include "consolesession.h"

#include "core/engine/engine.h"
#include "core/engine/enginehost.h"
#include "core/engine/timingpolicy.h"
#include "core/net/apiclient.h"
#include "core/secrets/keyvault.h"
#include "core/store/jobstore.h"
#include "gui/mainwindow.h"
#include "sim/simulator.h"

#include <QBuffer>
#include <QImage>
#include <QJsonArray>
#include <QJsonObject>
#include <QMessageBox>
#include <QPainter>
#include <QSettings>

#include <utility>

namespace SolveDeck {

namespace {

// The simulator accepts any key in demo mode; this one only has the right length.
const QString demoKey = QStringLiteral("demo0000000000000000000000000000");

// A small text image, like the CAPTCHAs an image job carries (the simulator checks it is a real image of a
// plausible size).
QString demoCaptchaImage(int n)
{
    QImage image(160, 50, QImage::Format_RGB32);
    image.fill(QColor(0xf3, 0xf4, 0xf6));
    QPainter painter(&image);
    painter.setPen(QColor(0x1f, 0x29, 0x37));
    QFont font = painter.font();
    font.setPixelSize(28);
    font.setBold(true);
    painter.setFont(font);
    painter.drawText(image.rect(), Qt::AlignCenter, QStringLiteral("%1X%2K").arg(n % 10).arg((n * 7) % 10));
    painter.end();
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return QString::fromLatin1(png.toBase64());
}

QString endpointSetting()
{
    return QSettings().value(QStringLiteral("api/endpoint"), ApiClient::defaultEndpoint().toString()).toString();
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

ConsoleSession::~ConsoleSession()
{
    if (m_engine) {
        m_engine->stop();
    }
}

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
    m_store = std::make_unique<JobStore>();
    QString path = m_options.databasePath;
    if (m_options.demo && path.isEmpty()) {
        path = m_demoDir.filePath(QStringLiteral("demo.sqlite"));
    }
    if (path.isEmpty()) {
        path = JobStore::defaultDatabasePath();
    }
    const Result<void> opened = m_store->openSqlite(path);
    if (!opened) {
        QMessageBox::critical(window, tr("Cannot open the job database"), opened.error().message);
        return false;
    }
    m_databasePath = path;
    m_engine = std::make_unique<EngineHost>();
    // The worker writes through its own connection: tell the window's connection (and so the table) what changed.
    connect(m_engine.get(), &EngineHost::jobsChanged, m_store.get(), &JobStore::announceChanges);
    connect(window, &MainWindow::apiKeyEntered, this, &ConsoleSession::setKey);

    if (m_options.demo) {
        if (!startDemo()) {
            return false;
        }
    } else {
        startLive();
    }
    window->attach(m_store.get(), m_engine.get());
    return true;
}

bool ConsoleSession::startDemo()
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
    EngineHost::Config engineConfig;
    engineConfig.databasePath = m_databasePath;
    engineConfig.endpoint = m_simulator->baseUrl();
    engineConfig.apiKey = demoKey;
    engineConfig.policy = TimingPolicy::defaults().scaled(m_options.demoTimeScale);
    const Result<void> engine = m_engine->open(engineConfig);
    if (!engine) {
        QMessageBox::critical(m_window, tr("Demo mode"), engine.error().message);
        return false;
    }
    seedDemoJobs(m_options.demoJobs);
    m_engine->start();
    m_demoFeed.start();
    return true;
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
        spec.params.insert(QStringLiteral("body"), demoCaptchaImage(n));
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
        m_engine->enqueue(spec, QStringLiteral("demo-%1").arg(n), {});
    }
}

void ConsoleSession::startLive()
{
    EngineHost::Config config;
    config.databasePath = m_databasePath;
    config.endpoint = QUrl(endpointSetting());
    const Result<void> engine = m_engine->open(config);
    if (!engine) {
        m_window->showBanner(engine.error().message);
        return;
    }
    m_vault = std::make_unique<KeyVault>();
    m_vault->readKey([this](const KeyVault::Result &result) {
        if (result.ok()) {
            m_engine->setApiKey(result.key);
            m_engine->start();
            return;
        }
        if (result.status == KeyVault::Status::NotFound) {
            m_window->showBanner(tr("No API key yet. Choose File > Set API Key… to store your CaptchaAI key in the "
                                    "system keychain; jobs wait in the queue until then. To try SolveDeck without a "
                                    "key, start it with --demo."));
        } else {
            m_window->showBanner(result.message);
        }
    });
}

void ConsoleSession::setKey(const QString &key)
{
    if (!m_vault) {
        m_vault = std::make_unique<KeyVault>();
    }
    m_vault->writeKey(key, [this, key](const KeyVault::Result &result) {
        if (!result.ok()) {
            QMessageBox::warning(m_window, tr("The key was not stored"), result.message);
            return;
        }
        m_engine->setApiKey(key);
        m_window->showBanner({});
        if (m_engine->state() == Engine::State::Stopped) {
            m_engine->start();
        } else {
            m_engine->resumeAfterKeyChange();
        }
    });
}

} // namespace SolveDeck
