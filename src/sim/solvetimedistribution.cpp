#include "solvetimedistribution.h"

#include <QRandomGenerator>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace SolveDeckSim {

namespace {

// z-score of the 95th percentile of the standard normal distribution.
constexpr double kZ95 = 1.6448536269514722;

bool readNumber(const QJsonObject &json, QLatin1String name, double *out, QString *error)
{
    const QJsonValue value = json.value(name);
    if (!value.isDouble() || !std::isfinite(value.toDouble()) || value.toDouble() < 0.0) {
        *error = QStringLiteral("solve time field \"%1\" must be a non-negative number").arg(name);
        return false;
    }
    *out = value.toDouble();
    return true;
}

} // namespace

SolveTimeDistribution SolveTimeDistribution::fixed(double seconds)
{
    SolveTimeDistribution d;
    d.m_kind = Kind::Fixed;
    d.m_a = seconds;
    d.m_b = seconds;
    return d;
}

SolveTimeDistribution SolveTimeDistribution::uniform(double minSeconds, double maxSeconds)
{
    SolveTimeDistribution d;
    d.m_kind = Kind::Uniform;
    d.m_a = minSeconds;
    d.m_b = maxSeconds;
    return d;
}

SolveTimeDistribution SolveTimeDistribution::logNormal(double medianSeconds, double p95Seconds)
{
    SolveTimeDistribution d;
    d.m_kind = Kind::LogNormal;
    d.m_a = medianSeconds;
    d.m_b = p95Seconds;
    return d;
}

bool SolveTimeDistribution::fromJson(const QJsonObject &json, SolveTimeDistribution *out, QString *error)
{
    const QString dist = json.value(QLatin1String("dist")).toString();
    if (dist == QLatin1String("fixed")) {
        double seconds = 0;
        if (!readNumber(json, QLatin1String("seconds"), &seconds, error)) {
            return false;
        }
        *out = fixed(seconds);
        return true;
    }
    if (dist == QLatin1String("uniform")) {
        double lo = 0;
        double hi = 0;
        if (!readNumber(json, QLatin1String("min"), &lo, error)
            || !readNumber(json, QLatin1String("max"), &hi, error)) {
            return false;
        }
        if (hi < lo) {
            *error = QStringLiteral("uniform solve time needs min <= max");
            return false;
        }
        *out = uniform(lo, hi);
        return true;
    }
    if (dist == QLatin1String("lognormal")) {
        double median = 0;
        double p95 = 0;
        if (!readNumber(json, QLatin1String("median"), &median, error)
            || !readNumber(json, QLatin1String("p95"), &p95, error)) {
            return false;
        }
        if (median <= 0 || p95 < median) {
            *error = QStringLiteral("lognormal solve time needs 0 < median <= p95");
            return false;
        }
        *out = logNormal(median, p95);
        return true;
    }
    *error = QStringLiteral("solve time \"dist\" must be fixed, uniform or lognormal (got \"%1\")").arg(dist);
    return false;
}

QJsonObject SolveTimeDistribution::toJson() const
{
    switch (m_kind) {
    case Kind::Fixed:
        return {{QStringLiteral("dist"), QStringLiteral("fixed")}, {QStringLiteral("seconds"), m_a}};
    case Kind::Uniform:
        return {{QStringLiteral("dist"), QStringLiteral("uniform")},
                {QStringLiteral("min"), m_a},
                {QStringLiteral("max"), m_b}};
    case Kind::LogNormal:
        break;
    }
    return {{QStringLiteral("dist"), QStringLiteral("lognormal")},
            {QStringLiteral("median"), m_a},
            {QStringLiteral("p95"), m_b}};
}

double SolveTimeDistribution::sampleSeconds(QRandomGenerator &random) const
{
    switch (m_kind) {
    case Kind::Fixed:
        return m_a;
    case Kind::Uniform:
        return m_a + (m_b - m_a) * random.generateDouble();
    case Kind::LogNormal:
        break;
    }
    // Box-Muller: one standard normal draw from two uniforms (1 - u keeps log() away from zero).
    const double u1 = 1.0 - random.generateDouble();
    const double u2 = random.generateDouble();
    const double z = std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * std::numbers::pi * u2);
    const double mu = std::log(m_a);
    const double sigma = (std::log(m_b) - mu) / kZ95;
    return std::clamp(std::exp(mu + sigma * z), 0.0, 3.0 * m_b);
}

} // namespace SolveDeckSim
