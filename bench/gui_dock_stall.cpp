// The console's event loop with the capacity dock and its charts open while 1,000 solves are in flight and 200 finish
// per minute (issue 10's target: stall p99 at most 16 ms, chart redraw under 5 ms). The real MainWindow (offscreen
// platform unless QT_QPA_PLATFORM says otherwise) on a window store, the engine on its worker thread (EngineHost)
// against the simulator on a thread of its own. Solves take 5-305 s (uniform), so with 1,000 submitted at once
// 1000/300 = 3.3 finish a second (200 a minute) from the fifth second on, each replaced by a new submit. A 16 ms
// timer on the GUI thread stands in for the frames; each tick's lateness is recorded. Measures; asserts nothing.
//
//   build/bin/bench-gui_dock_stall [--in-flight 1000] [--seconds 60] [--window 900]
//
// Prints the stall percentiles, the GUI thread's CPU (and the whole process's, which includes the engine's worker
// and the simulator), and the chart redraw times: the data replacement the dock does (with each read that found new
// solves, else once a second at most), and a full paint of the visible chart (QWidget::grab) every 5 s.

#include "core/engine/enginehost.h"
#include "core/store/authorisedhosts.h"
#include "core/store/jobstore.h"
#include "gui/capacityconsole.h"
#include "gui/capacitydock.h"
#include "gui/chartswidget.h"
#include "gui/mainwindow.h"
#include "support/openengine.h"
#include "support/simulatorthread.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>

#include <sys/resource.h>

#include <algorithm>
#include <cstdio>
#include <ctime>

using namespace SolveDeck;

namespace {

const QString kSimKey = QStringLiteral("0123456789abcdef0123456789abcdef"); // the simulator's built-in test key

TaskSpec turnstile(int n)
{
    TaskSpec s;
    s.method = Method::Turnstile;
    s.sitekey = QStringLiteral("1x00000000000000000000AA");
    s.pageurl = QStringLiteral("https://example.test/dock/%1").arg(n);
    return s;
}

double percentile(QList<double> v, double q)
{
    if (v.isEmpty()) {
        return 0;
    }
    std::sort(v.begin(), v.end());
    return v.at(std::min<qsizetype>(v.size() - 1, qsizetype(q * double(v.size()))));
}

double threadCpuSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
}

double processCpuSeconds()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
         + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // the window's settings stay out of the user's
    QCoreApplication::setOrganizationName(QStringLiteral("SolveDeckBench"));
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOption({QStringLiteral("in-flight"),
                      QStringLiteral("Solves in flight."),
                      QStringLiteral("n"),
                      QStringLiteral("1000")});
    parser.addOption(
        {QStringLiteral("seconds"), QStringLiteral("How long to measure."), QStringLiteral("s"), QStringLiteral("60")});
    parser.addOption({QStringLiteral("window"),
                      QStringLiteral("Chart window in seconds (900, 3600, 86400)."),
                      QStringLiteral("s"),
                      QStringLiteral("900")});
    parser.process(app);
    const int inFlight = parser.value(QStringLiteral("in-flight")).toInt();
    const int seconds = parser.value(QStringLiteral("seconds")).toInt();
    const qint64 windowMs = parser.value(QStringLiteral("window")).toLongLong() * 1000;

    SolveDeckBench::SimulatorThread sim({{QStringLiteral("profile"), QStringLiteral("fast")},
                                         {QStringLiteral("threads"), inFlight},
                                         {QStringLiteral("solveTimes"),
                                          QJsonObject{{QStringLiteral("turnstile"),
                                                       QJsonObject{{QStringLiteral("dist"), QStringLiteral("uniform")},
                                                                   {QStringLiteral("min"), 5},
                                                                   {QStringLiteral("max"), 305}}}}}});

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("dock.sqlite"));
    JobStore reader; // the window's read connection
    if (const auto opened = reader.openSqlite(path); !opened) {
        std::fprintf(stderr, "store: %s\n", qPrintable(opened.error().message));
        return 1;
    }
    // Jobs are claimed only for authorised target hosts (issue 12): the bench's pages are on example.test.
    if (const auto allowed = AuthorisedHosts(reader).allow(QStringLiteral("example.test")); !allowed) {
        std::fprintf(stderr, "authorise example.test: %s\n", qPrintable(allowed.error().message));
        return 1;
    }
    QList<std::pair<TaskSpec, QString>> items;
    for (int i = 0; i < inFlight * 3; ++i) {
        items.append({turnstile(i), QString()});
    }
    (void)reader.enqueueBatch(items);
    (void)reader.setWatchChanges(true);

    MainWindow::Options options;
    options.threadCap = inFlight;
    MainWindow window(options);
    window.resize(1600, 1000);
    window.show();
    CapacityConsole *console = window.capacityConsole();
    console->dock()->show();
    console->dock()->charts()->setWindowMs(windowMs);

    EngineHost host;
    EngineHost::Config config;
    config.databaseLocation = path;
    config.endpoint = sim.url();
    config.apiKey = kSimKey;
    config.threadCap = inFlight;
    if (!SolveDeckBench::openEngine(host, config)) {
        return 1;
    }
    window.attach(&reader, &host);
    host.start();

    // Ramp up to the cap before measuring.
    QEventLoop loop;
    QElapsedTimer ramp;
    ramp.start();
    QTimer check;
    QObject::connect(&check, &QTimer::timeout, &loop, [&] {
        if (reader.countsByState().value(JobState::Submitted) >= inFlight * 98 / 100 || ramp.elapsed() > 120'000) {
            loop.quit();
        }
    });
    check.start(100);
    loop.exec();
    check.stop();
    std::printf("%d submitted after %.1f s; measuring %d s with the dock and charts open (window %lld s)\n",
                reader.countsByState().value(JobState::Submitted),
                double(ramp.elapsed()) / 1000.0,
                seconds,
                static_cast<long long>(windowMs / 1000));

    QList<double> lateMs;
    QList<double> paintMs;
    QElapsedTimer frame;
    QTimer frames;
    frames.setTimerType(Qt::PreciseTimer);
    QObject::connect(&frames, &QTimer::timeout, &loop, [&] {
        const double gap = double(frame.nsecsElapsed()) / 1e6;
        frame.restart();
        lateMs.append(std::max(0.0, gap - 16.0));
    });
    QTimer paints;
    QObject::connect(&paints, &QTimer::timeout, &loop, [&] {
        QWidget *chart = console->dock()->charts()->tabs()->currentWidget();
        QElapsedTimer t;
        t.start();
        (void)chart->grab();
        paintMs.append(double(t.nsecsElapsed()) / 1e6);
    });
    const int solvedBefore = reader.countsByState().value(JobState::Solved);
    const int redrawsBefore = int(console->redrawTimes().size());
    const double guiCpuBefore = threadCpuSeconds();
    const double cpuBefore = processCpuSeconds();
    QElapsedTimer wall;
    wall.start();
    frame.start();
    frames.start(16);
    paints.start(5000);
    QTimer::singleShot(seconds * 1000, &loop, &QEventLoop::quit);
    loop.exec();
    frames.stop();
    paints.stop();
    const double elapsed = double(wall.elapsed()) / 1000.0;
    const double guiCpu = threadCpuSeconds() - guiCpuBefore;
    const double cpu = processCpuSeconds() - cpuBefore;
    const auto counts = reader.countsByState();
    const int solved = counts.value(JobState::Solved) - solvedBefore;
    const QList<double> redraws = console->redrawTimes().mid(redrawsBefore);

    std::printf("in flight at the end %d; tokens collected %d (%.0f/min)\n",
                counts.value(JobState::Submitted) + counts.value(JobState::Submitting),
                solved,
                double(solved) * 60.0 / elapsed);
    std::printf("event-loop stall (%lld frames): p50 %.1f ms, p99 %.1f ms, max %.1f ms\n",
                static_cast<long long>(lateMs.size()),
                percentile(lateMs, 0.5),
                percentile(lateMs, 0.99),
                lateMs.isEmpty() ? 0.0 : *std::max_element(lateMs.cbegin(), lateMs.cend()));
    std::printf("CPU: GUI thread %.1f%%, whole process %.1f%% of one core (incl. engine worker and simulator)\n",
                100.0 * guiCpu / elapsed,
                100.0 * cpu / elapsed);
    std::printf("chart data redraw (%lld): p50 %.2f ms, p99 %.2f ms, max %.2f ms\n",
                static_cast<long long>(redraws.size()),
                percentile(redraws, 0.5),
                percentile(redraws, 0.99),
                redraws.isEmpty() ? 0.0 : *std::max_element(redraws.cbegin(), redraws.cend()));
    std::printf("chart full paint (%lld): p50 %.2f ms, max %.2f ms\n",
                static_cast<long long>(paintMs.size()),
                percentile(paintMs, 0.5),
                paintMs.isEmpty() ? 0.0 : *std::max_element(paintMs.cbegin(), paintMs.cend()));
    host.stop();
    return 0;
}
