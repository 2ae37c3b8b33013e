// How fast the job store writes on this machine, on a temporary SQLite file with the production settings (WAL,
// synchronous=FULL): enqueue one job per transaction, enqueue in batches, and state transitions (one transaction
// each). A measurement, not a test: it prints figures and asserts nothing.
//   bench-store_throughput [single-count] [batch-count] [batch-size]
#include "core/clock.h"
#include "core/store/jobstore.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTextStream>

#include <cstdio>

using namespace SolveDeck;

namespace {

TaskSpec spec(int i)
{
    TaskSpec s;
    s.method = Method::RecaptchaV2;
    s.sitekey = QStringLiteral("6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-");
    s.pageurl = QStringLiteral("https://example.com/page/%1").arg(i);
    s.params.insert(QStringLiteral("invisible"), QStringLiteral("1"));
    return s;
}

void report(const char *what, qint64 count, qint64 elapsedNs)
{
    const double seconds = static_cast<double>(elapsedNs) / 1e9;
    std::printf("%-34s %8lld in %8.3f s = %10.0f /s  (%.3f ms each)\n",
                what,
                static_cast<long long>(count),
                seconds,
                static_cast<double>(count) / seconds,
                seconds * 1000.0 / static_cast<double>(count));
}

int argument(const QStringList &args, int index, int fallback)
{
    bool ok = false;
    const int value = args.value(index).toInt(&ok);
    return ok && value > 0 ? value : fallback;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    // Defaults keep a run under a minute on a slow disk: single-job enqueues and transitions pay one fsync each.
    const int singleCount = argument(args, 1, 500);
    const int batchCount = argument(args, 2, 20'000);
    const int batchSize = argument(args, 3, 1'000);

    QTemporaryDir dir;
    JobStore store;
    if (auto opened = store.openSqlite(dir.filePath(QStringLiteral("bench.sqlite"))); !opened) {
        std::fprintf(stderr, "%s\n", qPrintable(opened.error().message));
        return 1;
    }
    std::printf("store throughput on %s (WAL, synchronous=FULL)\n", qPrintable(store.databasePath()));

    QList<qint64> ids;
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < singleCount; ++i) {
        auto r = store.enqueue(spec(i));
        if (!r) {
            std::fprintf(stderr, "%s\n", qPrintable(r.error().message));
            return 1;
        }
        ids << r->jobId;
    }
    report("enqueue, one per transaction", singleCount, timer.nsecsElapsed());

    timer.restart();
    for (int done = 0; done < batchCount; done += batchSize) {
        QList<std::pair<TaskSpec, QString>> batch;
        for (int i = done; i < qMin(batchCount, done + batchSize); ++i) {
            batch.append({spec(i), QString()});
        }
        if (auto r = store.enqueueBatch(batch); !r) {
            std::fprintf(stderr, "%s\n", qPrintable(r.error().message));
            return 1;
        }
    }
    const QByteArray label = QByteArrayLiteral("enqueueBatch, batches of ") + QByteArray::number(batchSize);
    report(label.constData(), batchCount, timer.nsecsElapsed());

    timer.restart();
    for (qint64 id : ids) {
        if (!store.markSubmitting(id) || !store.markSubmitted(id, QString::number(id))
            || !store.markSolved(id, QStringLiteral("token"), 1)) {
            std::fprintf(stderr, "transition failed for job %lld\n", static_cast<long long>(id));
            return 1;
        }
    }
    report("transitions (3 per job)", 3LL * ids.size(), timer.nsecsElapsed());

    timer.restart();
    constexpr int queries = 200;
    for (int i = 0; i < queries; ++i) {
        if (store.dueQueued(Clock::system().nowMs(), 20).size() != 20) {
            std::fprintf(stderr, "dueQueued returned too few jobs\n");
            return 1;
        }
    }
    const QByteArray queryLabel = QByteArrayLiteral("dueQueued(limit 20) over ") + QByteArray::number(batchCount)
                                + QByteArrayLiteral(" queued");
    report(queryLabel.constData(), queries, timer.nsecsElapsed());
    return 0;
}
