#pragma once

#include <QJsonObject>
#include <QString>

class QRandomGenerator;

namespace SolveDeckSim {

// How long the simulated workers take for one kind of task, in unscaled seconds. Real solve times are skewed
// (most reCAPTCHA v2 solves take 30-40 s, a few take a minute), hence the lognormal fitted on median and p95.
class SolveTimeDistribution
{
public:
    enum class Kind {
        Fixed,
        Uniform,
        LogNormal
    };

    static SolveTimeDistribution fixed(double seconds);
    static SolveTimeDistribution uniform(double minSeconds, double maxSeconds);
    static SolveTimeDistribution logNormal(double medianSeconds, double p95Seconds);

    // {"dist":"fixed","seconds":s} | {"dist":"uniform","min":a,"max":b} | {"dist":"lognormal","median":m,"p95":p}
    static bool fromJson(const QJsonObject &json, SolveTimeDistribution *out, QString *error);
    QJsonObject toJson() const;

    // One draw in seconds, never negative. Lognormal draws are capped at three times the p95 so a rare draw
    // cannot keep a thread busy for the length of a whole test run.
    double sampleSeconds(QRandomGenerator &random) const;

    Kind kind() const { return m_kind; }

private:
    Kind m_kind = Kind::Fixed;
    double m_a = 1.0; // fixed: seconds; uniform: min; lognormal: median
    double m_b = 1.0; // uniform: max; lognormal: p95
};

} // namespace SolveDeckSim
