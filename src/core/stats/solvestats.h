#pragma once

#include "core/model/job.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QVector>

#include <deque>

namespace SolveDeck {

// One solved job, as the store's timestamps tell it (so the statistics survive a restart).
struct SolveRecord
{
    qint64 jobId = 0;
    Method method = Method::RecaptchaV2;
    qint64 submittedAtMs = 0; // in.php answered
    qint64 collectedAtMs = 0; // the token was stored
};

// A task at the service now (submitted, not collected yet): it holds one of our threads since submittedAtMs.
struct InFlightRecord
{
    qint64 jobId = 0;
    qint64 submittedAtMs = 0;
};

// The charts' numbers over one window, in equal buckets, oldest first. NaN where a bucket has no value.
struct StatsSeries
{
    qint64 startMs = 0;  // the first bucket's start (wall clock, UTC ms)
    qint64 bucketMs = 0; // each bucket's length
    int buckets = 0;
    // Solves per minute in each bucket, by method (every method present, zeros included, so the bars stack).
    QMap<Method, QVector<double>> solvesPerMinute;
    // Time to token (submit to collected), seconds, of the solves collected in each bucket, by method.
    QMap<Method, QVector<double>> timeToTokenP50;
    QMap<Method, QVector<double>> timeToTokenP95;
    // Busy threads, each bucket's average: ours from the store's timestamps; the account's as threadsinfo said
    // (the mean of the readings in the bucket; NaN without one).
    QVector<double> ourBusy;
    QVector<double> accountBusy;
    int solvesInWindow = 0;
};

// The console's live statistics (Charts): solves per minute by method, time to token p50/p95 by method, and busy
// threads (ours beside the account's), over a selectable window. Pure: fed records and readings, asked at a given
// time (tests use fixed histories and a manual clock). Memory is bounded however long it runs: records older than
// the longest window (24 h) are dropped at each add and compute, and account readings are kept in a ring of
// maxReadings.
class SolveStats
{
public:
    static constexpr qint64 kMaxWindowMs = 24LL * 3600 * 1000;

    explicit SolveStats(int maxReadings = 4096);

    // A solve (the same job again is ignored, so overlapping reads are harmless).
    void addSolve(const SolveRecord &record);
    // What is at the service now (replaces the last list).
    void setInFlight(const QList<InFlightRecord> &tasks);
    // threadsinfo's working threads at a moment (the account's, every client of the key).
    void addAccountReading(qint64 atMs, int workingThreads);
    // Drops what no window can show any more.
    void prune(qint64 nowMs);
    void clear();

    // The window ending at nowMs; at most maxBuckets buckets of whole minutes (a 15 min or 1 h window: one-minute
    // buckets; 24 h: 96 buckets of 15 minutes).
    StatsSeries compute(qint64 nowMs, qint64 windowMs, int maxBuckets = 96) const;

    int recordCount() const { return int(m_solves.size()); }

    int readingCount() const { return int(m_readings.size()); }

    // The newest collected time seen (for a loader reading only what is new).
    qint64 newestCollectedAtMs() const { return m_newestCollectedMs; }

    // The p-th percentile (0..1) of sorted values, linear between ranks; NaN when empty.
    static double percentile(const QVector<double> &sorted, double p);

private:
    std::deque<SolveRecord> m_solves; // by collectedAtMs, oldest first
    QHash<qint64, qint64> m_seen;     // job id -> collectedAtMs, for the records kept
    QList<InFlightRecord> m_inFlight;

    struct Reading
    {
        qint64 atMs = 0;
        int working = 0;
    };

    std::deque<Reading> m_readings;
    int m_maxReadings;
    qint64 m_newestCollectedMs = 0;
};

} // namespace SolveDeck
