// The console on a million finished jobs (issue 11 item 5): how long the window takes to open on the database, how
// long a filter or a sort takes to answer (the sidebar, the text box, a header click, each until the table has
// repainted), and how long showing row N takes for random N (scrollTo + repaint). Measures; asserts nothing.
//
//   QT_QPA_PLATFORM=offscreen build/bin/bench-console_paging [--rows 1000000] [--db FILE] [--jumps 200]
//
// --db: a database file to use (filled up to --rows finished jobs when it has fewer; kept, so a second run
// measures without filling again); default: a temporary file. The fill is one transaction of multi-row INSERTs.

#include "core/store/jobstore.h"
#include "core/store/jobtextindex.h"
#include "gui/jobtablemodel.h"
#include "gui/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QHeaderView>
#include <QLineEdit>
#include <QListWidget>
#include <QRandomGenerator>
#include <QSqlError>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>

using namespace SolveDeck;

namespace {

constexpr qint64 baseMs = 1'767'225'600'000; // 2026-01-01

qint64 rowCountOf(JobStore &store)
{
    QSqlQuery q = store.readQuery();
    if (!JobStore::exec(q, QStringLiteral("SELECT COUNT(*) FROM jobs")) || !q.next()) {
        return -1;
    }
    return q.value(0).toLongLong();
}

// `count` finished jobs after the `existing` ones: 80% solved, 12% failed, 8% canceled; four methods, 100 site
// keys, two operators.
bool fill(JobStore &store, qint64 existing, qint64 count)
{
    constexpr int perStatement = 500;
    const char *methods[] = {"recaptcha_v2", "recaptcha_v3", "turnstile", "image"};
    const Result<void> done = store.write(QStringLiteral("fill the benchmark database"), [&](QSqlQuery &q) {
        QStringList marks;
        for (int i = 0; i < perStatement; ++i) {
            marks << QStringLiteral("(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
        }
        const QString head = QStringLiteral(
            "INSERT INTO jobs (idempotency_key, method, sitekey, pageurl, state, attempts, created_at, submitted_at, "
            "finished_at, token, token_expires_at, error_code, created_by) VALUES ");
        const QString full = head + marks.join(QStringLiteral(", "));
        // Full batches reuse one prepared statement (preparing 6,500 placeholders costs more than the insert).
        QSqlQuery batch = store.readQuery();
        if (!batch.prepare(full)) {
            q = std::move(batch);
            return false;
        }
        for (qint64 first = existing; first < existing + count; first += perStatement) {
            const qint64 last = std::min(existing + count, first + perStatement);
            QVariantList binds;
            binds.reserve(int(last - first) * 13);
            for (qint64 n = first; n < last; ++n) {
                const int kind = int(n % 25);
                const QString state = kind < 20 ? QStringLiteral("solved")
                                                : (kind < 23 ? QStringLiteral("failed") : QStringLiteral("canceled"));
                const QString method = QString::fromLatin1(methods[n % 4]);
                const bool image = method == QLatin1String("image");
                const qint64 created = baseMs + n * 250;
                const qint64 finished = created + 5'000 + (n * 7919) % 40'000;
                binds << QStringLiteral("bench-%1").arg(n) << method
                      << (image ? QStringLiteral("") : QStringLiteral("6Lc-bench-sitekey-%1").arg(n % 100))
                      << (image ? QStringLiteral("")
                                : QStringLiteral("https://shop%1.example/checkout/%2").arg(n % 50).arg(n))
                      << state << 1 << created << created + 200 << finished
                      << (state == QLatin1String("solved") ? QStringLiteral("03AFcWeA-token-%1").arg(n)
                                                           : QStringLiteral(""))
                      << (state == QLatin1String("solved") ? finished + 120'000 : qint64(0))
                      << (state == QLatin1String("failed") ? QStringLiteral("ERROR_CAPTCHA_UNSOLVABLE")
                                                           : QStringLiteral(""))
                      << (n % 2 ? QStringLiteral("alice@bench") : QStringLiteral("bob@bench"));
            }
            if (last - first == perStatement) {
                for (int i = 0; i < binds.size(); ++i) {
                    batch.bindValue(i, binds.at(i));
                }
                if (!batch.exec()) {
                    q = std::move(batch);
                    return false;
                }
                continue;
            }
            if (!JobStore::exec(q, head + marks.mid(0, int(last - first)).join(QStringLiteral(", ")), binds)) {
                return false;
            }
        }
        return true;
    });
    if (!done) {
        std::fprintf(stderr, "fill failed: %s\n", qPrintable(done.error().message));
    }
    return done.ok();
}

void settle(QTableView *table)
{
    QCoreApplication::processEvents();
    table->viewport()->repaint();
}

double percentile(QList<double> values, double p)
{
    if (values.isEmpty()) {
        return 0;
    }
    std::sort(values.begin(), values.end());
    const qsizetype i = std::min<qsizetype>(values.size() - 1, qsizetype(p * double(values.size())));
    return values.at(i);
}

qint64 statusKb(const char *field)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly)) {
        return -1;
    }
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith(field)) {
            return line.mid(qstrlen(field)).trimmed().split(' ').value(0).toLongLong();
        }
    }
    return -1;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    std::setvbuf(stdout, nullptr, _IOLBF, 0); // each figure as soon as it is measured
    // The window reads and writes its settings: keep the bench's apart from a real SolveDeck's.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("SolveDeckBench"));
    QCoreApplication::setApplicationName(QStringLiteral("SolveDeckBench"));

    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOption({QStringLiteral("rows"),
                      QStringLiteral("Finished jobs in the database."),
                      QStringLiteral("n"),
                      QStringLiteral("1000000")});
    parser.addOption({QStringLiteral("db"), QStringLiteral("Database file (kept)."), QStringLiteral("file")});
    parser.addOption(
        {QStringLiteral("jumps"), QStringLiteral("Random rows to show."), QStringLiteral("n"), QStringLiteral("200")});
    parser.process(app);
    const qint64 rows = parser.value(QStringLiteral("rows")).toLongLong();
    const int jumps = parser.value(QStringLiteral("jumps")).toInt();
    QTemporaryDir tmp;
    const QString path = parser.isSet(QStringLiteral("db")) ? parser.value(QStringLiteral("db"))
                                                            : tmp.filePath(QStringLiteral("bench.sqlite"));

    {
        JobStore store;
        if (const auto opened = store.openSqlite(path); !opened) {
            std::fprintf(stderr, "open failed: %s\n", qPrintable(opened.error().message));
            return 1;
        }
        const qint64 existing = rowCountOf(store);
        if (existing < rows) {
            QElapsedTimer fillTimer;
            fillTimer.start();
            if (!fill(store, existing, rows - existing)) {
                return 1;
            }
            const double s = double(fillTimer.elapsed()) / 1000.0;
            std::printf("fill: %lld jobs in %.1f s (%.0f rows/s, batched INSERT, one transaction)\n",
                        static_cast<long long>(rows - existing),
                        s,
                        double(rows - existing) / s);
        }
        // What the console's background worker does after new jobs arrive (HistoryConsole::startTextIndexing):
        // index their text, so the filter reads the index instead of the new rows.
        QElapsedTimer indexTimer;
        indexTimer.start();
        const Result<qint64> pending = JobTextIndex::pending(store);
        for (Result<qint64> left = pending; left && left.value() > 0;) {
            left = JobTextIndex::catchUp(store, 50'000);
            if (!left) {
                std::fprintf(stderr, "text index catch-up failed: %s\n", qPrintable(left.error().message));
                return 1;
            }
        }
        if (pending && pending.value() > 0) {
            std::printf("text index: %lld new jobs indexed in %.1f s (the console does this on a worker thread)\n",
                        static_cast<long long>(pending.value()),
                        double(indexTimer.elapsed()) / 1000.0);
        }
    }

    // Opening: the store (schema check), the window, the first page and the first paint.
    QElapsedTimer timer;
    timer.start();
    JobStore store;
    if (const auto opened = store.openSqlite(path); !opened) {
        std::fprintf(stderr, "open failed: %s\n", qPrintable(opened.error().message));
        return 1;
    }
    MainWindow window(MainWindow::Options{});
    window.attach(&store, nullptr);
    window.resize(1280, 800);
    window.show();
    auto *table = window.findChild<QTableView *>(QStringLiteral("jobTable"));
    auto *stateList = window.findChild<QListWidget *>(QStringLiteral("stateList"));
    if (table == nullptr || stateList == nullptr) {
        std::fprintf(stderr, "the window has no job table or state list\n");
        return 1;
    }
    settle(table);
    const qint64 openMs = timer.elapsed();
    const int total = window.jobModel()->rowCount();
    std::printf("rows in the table: %d\n", total);
    std::printf("open (store + window + first page + first paint): %lld ms\n", static_cast<long long>(openMs));

    // Filters and sorts, each until the table has repainted.
    auto measure = [&](const char *what, const std::function<void()> &action) {
        QElapsedTimer t;
        t.start();
        action();
        settle(table);
        std::printf("  %-44s %7.1f ms  (%d rows)\n",
                    what,
                    double(t.nsecsElapsed()) / 1e6,
                    window.jobModel()->rowCount());
    };
    std::printf("filter / sort (until repainted):\n");
    for (int row = 1; row < stateList->count(); ++row) {
        const QByteArray label = QStringLiteral("sidebar: %1").arg(stateList->item(row)->text()).toUtf8();
        measure(label.constData(), [&] {
            stateList->setCurrentRow(row);
        });
    }
    measure("sidebar: All", [&] {
        stateList->setCurrentRow(0);
    });
    auto *filterEdit = window.filterEdit();
    measure("text: \"checkout/77777\"", [&] {
        filterEdit->setText(QStringLiteral("checkout/77777"));
    });
    measure("text: \"UNSOLVABLE\"", [&] {
        filterEdit->setText(QStringLiteral("UNSOLVABLE"));
    });
    measure("text: \"77\" (two characters: a scan)", [&] {
        filterEdit->setText(QStringLiteral("77"));
    });
    measure("text: cleared", [&] {
        filterEdit->clear();
    });
    // The text filter under the one order that is not a plain index (schema 8: two indexed parts).
    measure("sort: Elapsed desc", [&] {
        table->sortByColumn(JobTableModel::ElapsedColumn, Qt::DescendingOrder);
    });
    measure("text: \"checkout/77777\" sorted by Elapsed desc", [&] {
        filterEdit->setText(QStringLiteral("checkout/77777"));
    });
    measure("text: \"UNSOLVABLE\" sorted by Elapsed desc", [&] {
        filterEdit->setText(QStringLiteral("UNSOLVABLE"));
    });
    measure("text: cleared (Elapsed desc)", [&] {
        filterEdit->clear();
    });
    measure("sort: back to ID desc", [&] {
        table->sortByColumn(JobTableModel::IdColumn, Qt::DescendingOrder);
    });
    if (auto *onlyMine = window.findChild<QAction *>(QStringLiteral("onlyMineAction"))) {
        store.setCreatedBy(QStringLiteral("alice@bench"));
        measure("only my jobs: on", [&] {
            onlyMine->setChecked(true);
        });
        measure("only my jobs: off", [&] {
            onlyMine->setChecked(false);
        });
    }
    for (int column = 0; column < JobTableModel::ColumnCount; ++column) {
        for (Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
            const QByteArray label = QStringLiteral("sort: %1 %2")
                                         .arg(window.jobModel()->headerData(column, Qt::Horizontal).toString(),
                                              order == Qt::AscendingOrder ? QStringLiteral("asc")
                                                                          : QStringLiteral("desc"))
                                         .toUtf8();
            measure(label.constData(), [&] {
                table->sortByColumn(column, order);
            });
        }
    }
    table->sortByColumn(JobTableModel::IdColumn, Qt::DescendingOrder);
    settle(table);

    // What each batch of live changes costs besides the table: the sidebar's whole-database counts.
    {
        QElapsedTimer t;
        t.start();
        const auto counts = store.countsByState();
        std::printf("sidebar counts (countsByState, read after every change batch): %.1f ms (%d states)\n",
                    double(t.nsecsElapsed()) / 1e6,
                    int(counts.size()));
    }
    // A change batch of one new job and one changed visible job, through the model's refresh path.
    {
        const auto added = store.enqueue([] {
            TaskSpec spec;
            spec.method = Method::Turnstile;
            spec.sitekey = QStringLiteral("0x4AAAAAAABenchKey");
            spec.pageurl = QStringLiteral("https://bench.example/live");
            return spec;
        }());
        QElapsedTimer t;
        t.start();
        if (added.ok()) {
            window.jobModel()->refreshJobs({added->jobId});
            settle(table);
            std::printf("live: a new job shown at the top (refresh + repaint): %.1f ms\n",
                        double(t.nsecsElapsed()) / 1e6);
            t.restart();
            (void)store.cancel(added->jobId);
            window.jobModel()->refreshJobs({added->jobId});
            settle(table);
            std::printf("live: a visible job changed (refresh + repaint): %.1f ms\n", double(t.nsecsElapsed()) / 1e6);
        }
    }

    // Showing row N for random N: scroll it to the top and repaint.
    QList<double> times;
    int wrong = 0;
    QRandomGenerator random(11);
    for (int i = 0; i < jumps && total > 0; ++i) {
        const int row = int(random.bounded(quint32(total)));
        QElapsedTimer t;
        t.start();
        const QModelIndex index = window.jobModel()->index(row, 0);
        table->scrollTo(index, QAbstractItemView::PositionAtTop);
        settle(table);
        times << double(t.nsecsElapsed()) / 1e6;
        if (table->indexAt(QPoint(2, 2)).row() != row && row < total - 40) {
            ++wrong;
        }
    }
    std::printf("show row N (random N, %d jumps): median %.1f ms, p95 %.1f ms, max %.1f ms; rows held %d; "
                "top row not N: %d\n",
                int(times.size()),
                percentile(times, 0.5),
                percentile(times, 0.95),
                percentile(times, 1.0),
                window.jobModel()->loadedRowCount(),
                wrong);
    std::printf("memory: VmRSS %lld kB, VmHWM %lld kB\n",
                static_cast<long long>(statusKb("VmRSS:")),
                static_cast<long long>(statusKb("VmHWM:")));
    return 0;
}
