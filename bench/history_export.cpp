// Job history at scale (issue 11): makes a database of N finished (solved) jobs, or a job file of N rows, and
// times the export of every format in process. A measurement, not a test: it prints figures and asserts nothing.
// Peak memory is measured on the real program: run solvedeck-cli export under /usr/bin/time -v against the
// database this makes (docs/benchmarks.md "History export and import").
//   bench-history_export seed DB ROWS          a SQLite database of ROWS solved jobs, each with the timeline a solved
//                                              job has (enqueued, submitted, solved), in one transaction
//   bench-history_export jobfile FILE ROWS     a .jsonl or .csv job file of ROWS rows for enqueue --file
//   bench-history_export export DB [DIR] [--no-tokens] [--events] [--reference]
//                                              times csv, json and ndjson exports of DB into DIR (default /tmp),
//                                              wall clock and CPU; --events with each job's timeline; --reference
//                                              also times the Job-based path
#include "core/io/jobexport.h"
#include "core/store/jobeventwriter.h"
#include "core/store/jobstore.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>

#include <sys/resource.h>

#include <array>
#include <cstdio>

using namespace SolveDeck;

namespace {

int usage()
{
    std::fprintf(stderr,
                 "usage: bench-history_export seed DB ROWS | jobfile FILE ROWS | export DB [DIR] [--no-tokens] "
                 "[--events] [--reference]\n");
    return 1;
}

int seed(const QString &path, qint64 rows)
{
    JobStore store;
    if (auto opened = store.open(path); !opened) {
        std::fprintf(stderr, "%s\n", qPrintable(opened.error().message));
        return 1;
    }
    QElapsedTimer timer;
    timer.start();
    const qint64 base = QDateTime::currentMSecsSinceEpoch() - rows * 10;
    auto written = store.write(QStringLiteral("seed"), [&](QSqlQuery &q) {
        if (!q.prepare(QStringLiteral(
                "INSERT INTO jobs (idempotency_key, method, sitekey, pageurl, params, state, task_id, attempts, "
                "created_at, submitted_at, ready_at, collected_at, finished_at, token, token_expires_at, created_by) "
                "VALUES (?, 'recaptcha_v2', '6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-', ?, '{\"invisible\":\"1\"}', "
                "'solved', ?, 1, ?, ?, ?, ?, ?, ?, ?, 'bench@machine')"))) {
            return false;
        }
        JobEventWriter events(store);
        for (qint64 i = 0; i < rows; ++i) {
            const qint64 t = base + i * 10;
            q.addBindValue(QStringLiteral("bench-%1").arg(i));
            q.addBindValue(QStringLiteral("https://example.com/page/%1").arg(i));
            q.addBindValue(QString::number(70000000000 + i));
            q.addBindValue(t);
            q.addBindValue(t + 1000);
            q.addBindValue(t + 16000);
            q.addBindValue(t + 16000);
            q.addBindValue(t + 16000);
            q.addBindValue(QStringLiteral("03AFcWeA%1").arg(i, 200, 10, QLatin1Char('x')));
            q.addBindValue(t + 136000);
            if (!q.exec()) {
                return false;
            }
            const qint64 id = q.lastInsertId().toLongLong();
            struct Event
            {
                qint64 at;
                const char *kind;
                const char *detail;
            };
            const std::array<Event, 3> timeline{{{t, "enqueued", "recaptcha_v2"},
                                                 {t + 1000, "submitted", "task 70000000000"},
                                                 {t + 16000, "solved", "token received"}}};
            for (const Event &e : timeline) {
                if (!events.append(id, e.at, QString::fromLatin1(e.kind), QString::fromLatin1(e.detail))) {
                    std::fprintf(stderr, "%s\n", qPrintable(events.lastError().text()));
                    return false;
                }
            }
        }
        return true;
    });
    if (!written) {
        std::fprintf(stderr, "%s\n", qPrintable(written.error().message));
        return 1;
    }
    std::printf("seeded %lld solved jobs in %.1f s into %s\n",
                static_cast<long long>(rows),
                double(timer.nsecsElapsed()) / 1e9,
                qPrintable(QFileInfo(path).absoluteFilePath()));
    return 0;
}

int jobFile(const QString &path, qint64 rows)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        std::fprintf(stderr, "%s\n", qPrintable(file.errorString()));
        return 1;
    }
    const bool csv = path.endsWith(QLatin1String(".csv"));
    QByteArray buffer;
    if (csv) {
        buffer += "method,sitekey,pageurl,idempotency_key,invisible\n";
    }
    for (qint64 i = 0; i < rows; ++i) {
        const QByteArray n = QByteArray::number(i);
        if (csv) {
            buffer += "recaptcha_v2,6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-,https://example.com/page/" + n + ",file-"
                    + n + ",1\n";
        } else {
            buffer += R"({"method":"recaptcha_v2","sitekey":"6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-","pageurl":)"
                      R"("https://example.com/page/)"
                    + n + R"(","idempotency_key":"file-)" + n + R"(","params":{"invisible":"1"}})" + "\n";
        }
        if (buffer.size() > (1 << 20)) {
            file.write(buffer);
            buffer.clear();
        }
    }
    file.write(buffer);
    std::printf("wrote %lld rows to %s (%.1f MiB)\n",
                static_cast<long long>(rows),
                qPrintable(path),
                double(file.size()) / (1024.0 * 1024.0));
    return 0;
}

double cpuSeconds()
{
    rusage self{};
    getrusage(RUSAGE_SELF, &self);
    return double(self.ru_utime.tv_sec + self.ru_stime.tv_sec)
         + double(self.ru_utime.tv_usec + self.ru_stime.tv_usec) / 1e6;
}

// Times each format's export, by wall clock and by this process's CPU time (the machine is shared: CPU time is
// what the export itself needs). "fast" is JobExporter::write (what solvedeck-cli export runs); "reference" the
// Job-based JobExporter::writeReference it replaced, run on the same data for comparison.
int exportAll(const QString &path, const QString &dir, bool tokens, bool events, bool reference)
{
    JobStore store;
    if (auto opened = store.open(path); !opened) {
        std::fprintf(stderr, "%s\n", qPrintable(opened.error().message));
        return 1;
    }
    QList<bool> paths{false};
    if (reference) {
        paths << true;
    }
    for (const bool slow : paths) {
        for (const ExportFormat format : {ExportFormat::Csv, ExportFormat::Json, ExportFormat::Ndjson}) {
            ExportOptions options;
            options.format = format;
            options.includeTokens = tokens;
            options.includeEvents = events;
            const QString out = QDir(dir).filePath(QStringLiteral("bench-export.") + exportFormatName(format));
            QElapsedTimer timer;
            timer.start();
            const double cpuBefore = cpuSeconds();
            Result<qint64> written = qint64(0);
            if (slow) {
                QFile file(out);
                if (!file.open(QIODevice::WriteOnly)) {
                    std::fprintf(stderr, "%s\n", qPrintable(file.errorString()));
                    return 1;
                }
                written = JobExporter::writeReference(store, file, options);
            } else {
                written = JobExporter::writeFile(store, out, options);
            }
            const double cpu = cpuSeconds() - cpuBefore;
            const double seconds = double(timer.nsecsElapsed()) / 1e9;
            if (!written) {
                std::fprintf(stderr, "%s\n", qPrintable(written.error().message));
                return 1;
            }
            std::printf("%-9s %-7s %9lld rows in %6.2f s wall (%9.0f rows/s), %6.2f s CPU (%9.0f rows/CPU s)  %.0f "
                        "MiB\n",
                        slow ? "reference" : "fast",
                        qPrintable(exportFormatName(format)),
                        static_cast<long long>(written.value()),
                        seconds,
                        double(written.value()) / seconds,
                        cpu,
                        double(written.value()) / cpu,
                        double(QFileInfo(out).size()) / (1024.0 * 1024.0));
            QFile::remove(out);
        }
    }
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const QString mode = args.value(1);
    if (mode == QLatin1String("seed") && args.size() == 4) {
        return seed(args[2], args[3].toLongLong());
    }
    if (mode == QLatin1String("jobfile") && args.size() == 4) {
        return jobFile(args[2], args[3].toLongLong());
    }
    if (mode == QLatin1String("export") && args.size() >= 3) {
        QStringList rest = args.mid(2);
        const bool noTokens = rest.removeAll(QStringLiteral("--no-tokens")) > 0;
        const bool events = rest.removeAll(QStringLiteral("--events")) > 0;
        const bool reference = rest.removeAll(QStringLiteral("--reference")) > 0;
        return exportAll(rest.value(0), rest.value(1, QStringLiteral("/tmp")), !noTokens, events, reference);
    }
    return usage();
}
