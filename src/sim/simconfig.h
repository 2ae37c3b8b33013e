#pragma once

#include "solvetimedistribution.h"

#include <QHash>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <cmath>
#include <optional>

namespace SolveDeckSim {

// Fault probabilities for one endpoint. The exclusive faults (reset .. truncated) are drawn once per request
// from one uniform number, so their probabilities add up; the delay is drawn on its own and can come on top.
// Each fault has its own place (reset, http500, http502html and malformedJsonNoTask strike before the request is
// processed, so a submit makes no task; the others after it, http500AfterCreate included: the task exists and the
// answer is lost); `lostAfterCreate`, when set, replaces those places: every fault strikes after the request took
// effect with that probability, else before it.
struct EndpointFaults
{
    double http500 = 0;
    double http500AfterCreate = 0;
    double http502html = 0;
    double malformedJson = 0;
    double malformedJsonNoTask = 0;
    double emptyBody = 0;
    double truncated = 0;
    double hang = 0;
    double reset = 0;
    double delayProbability = 0;
    int delayMs = 0;
    double lostAfterCreate = -1; // -1: each fault at its own place

    bool placesEveryFault() const { return lostAfterCreate >= 0; }

    bool merge(const QJsonObject &json, QString *error);
    QJsonObject toJson() const;

    double exclusiveTotal() const
    {
        return http500 + http502html + malformedJson + emptyBody + truncated + hang + reset + http500AfterCreate
             + malformedJsonNoTask;
    }
};

enum class DownMode {
    Up,
    Refuse, // the port stops listening: connect() fails with "connection refused"
    Reset   // connections are accepted and reset as soon as a request arrives
};

// Everything the simulator can be told, from --config FILE, POST /__config or Simulator::applyConfig.
// merge() is all-or-nothing: on error *this is left unchanged.
struct SimConfig
{
    static constexpr auto kDefaultKey = "0123456789abcdef0123456789abcdef";

    QStringList keys{QString::fromLatin1(kDefaultKey)};
    bool acceptAnyKey = false;
    int threads = 5;
    QHash<QString, int> keyThreads; // per-key plan size, overrides `threads`
    double timeScale = 1.0;
    QString profile = QStringLiteral("fast");
    QString zeroBalanceCode = QStringLiteral("ERROR_ZERO_BALANCE");
    bool multiIds = false;
    bool multiIdsGarbage = false; // with multiIds: every ids= answer is garbage (a broken provider)
    // As the real service: a submit while every thread of the plan is busy is refused. Off, it is accepted and
    // counted in the key's capExceeded, so a test can see a client that would run more tasks than its plan.
    bool enforcePlan = true;
    bool numericIds = false;
    double unsolvableRate = 0;
    double resultTtlSeconds = 600;
    int banAfterBadKeys = 10;
    double banSeconds = 300;
    QHash<QString, SolveTimeDistribution> solveTimes; // recaptcha_v2, recaptcha_v3, turnstile, image
    QHash<QString, EndpointFaults> faults;            // in.php, res.php
    DownMode down = DownMode::Up;
    std::optional<quint64> seed;
    QString threadsInfoEnvelope = QStringLiteral("flat"); // or "request"
    bool emptyReports = false;
    // Known pictures: the SHA-256 (hex) of an image task's bytes -> the answer its text reads (a demo's or a test's
    // drawn CAPTCHA). Others get a random answer. Merged key by key; at most kMaxImageAnswers.
    QHash<QByteArray, QString> imageAnswers;
    static constexpr int kMaxImageAnswers = 10'000;

    static SimConfig defaults();
    bool merge(const QJsonObject &json, QString *error);
    bool applyProfile(const QString &name, QString *error);
    QJsonObject toJson() const;

    int threadsFor(const QString &key) const { return keyThreads.value(key, threads); }

    EndpointFaults faultsFor(const QString &endpoint) const { return faults.value(endpoint); }

    // Scales a duration given in unscaled seconds to wall milliseconds.
    qint64 scaledMs(double seconds) const { return std::llround(seconds * timeScale * 1000.0); }

    static QStringList methodNames();
    static QStringList endpointNames();
};

} // namespace SolveDeckSim
