// How fast the job store writes on this machine, on a temporary SQLite file with the production settings (WAL,
// synchronous=FULL): enqueue one job per transaction, enqueue in batches, the engine's claim and transitions (one
// transaction each), claims of 20 over the queue, and the account's capacity read. A measurement, not a test: it
// prints figures and asserts nothing.
//   bench-store_throughput [single-count] [batch-count] [batch-size]
#include "core/clock.h"
#include "core/store/accounts.h"
#include "core/store/authorisedhosts.h"
#include "core/store/claims.h"
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
    std::printf("store throughput on %s (WAL, synchronous=FULL)\n", qPrintable(store.label()));

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

    // The engine's path: claimDue takes the earliest due job (the single enqueues come first, in id order), then
    // the answer's transitions.
    if (auto allowed = AuthorisedHosts(store).allow(QStringLiteral("example.com")); !allowed) {
        std::fprintf(stderr, "%s\n", qPrintable(allowed.error().message));
        return 1;
    }
    const QString engineId = QStringLiteral("bench-engine");
    const QString account = QStringLiteral("acct-bench");
    auto claimRequest = [&](int limit) {
        ClaimRequest r;
        r.engineId = engineId;
        r.account = account;
        r.dueAtMs = Clock::system().nowMs();
        r.limit = limit;
        return r;
    };
    timer.restart();
    for (qint64 id : ids) {
        const auto claimed = Claims(store).claimDue(claimRequest(1));
        const JobClaim claim{engineId, 1};
        if (!claimed || claimed->size() != 1 || claimed->constFirst().id != id
            || !store.markSubmitted(id, QString::number(id), claim)
            || !store.markSolved(id, QStringLiteral("token"), 1, claim)) {
            std::fprintf(stderr, "transition failed for job %lld\n", static_cast<long long>(id));
            return 1;
        }
    }
    report("claimDue + 2 transitions (3 per job)", 3LL * ids.size(), timer.nsecsElapsed());

    // What an engine asks at each wake-up; 20 claims of 20 jobs each, over the queued batch jobs.
    timer.restart();
    constexpr int claims = 20;
    for (int i = 0; i < claims; ++i) {
        const auto claimed = Claims(store).claimDue(claimRequest(20));
        if (!claimed || claimed->size() != 20) {
            std::fprintf(stderr, "claimDue claimed too few jobs\n");
            return 1;
        }
    }
    const QByteArray claimLabel = QByteArrayLiteral("claimDue(limit 20) over ") + QByteArray::number(batchCount)
                                + QByteArrayLiteral(" queued");
    report(claimLabel.constData(), claims, timer.nsecsElapsed());

    timer.restart();
    constexpr int capacityReads = 200;
    int busy = 0;
    for (int i = 0; i < capacityReads; ++i) {
        busy += Accounts(store).capacity(account).busy;
    }
    if (busy != capacityReads * claims * 20) {
        std::fprintf(stderr, "accountCapacity counted %d busy\n", busy / capacityReads);
        return 1;
    }
    report("accountCapacity", capacityReads, timer.nsecsElapsed());
    return 0;
}
