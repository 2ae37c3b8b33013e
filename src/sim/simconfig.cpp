#include "simconfig.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace SolveDeckSim {

namespace {

using namespace Qt::StringLiterals;

bool readProbability(const QJsonValue &value, const QString &name, double *out, QString *error)
{
    if (!value.isDouble() || !std::isfinite(value.toDouble()) || value.toDouble() < 0.0 || value.toDouble() > 1.0) {
        *error = u"\"%1\" must be a probability between 0 and 1"_s.arg(name);
        return false;
    }
    *out = value.toDouble();
    return true;
}

bool readNonNegative(const QJsonValue &value, const QString &name, double *out, QString *error)
{
    if (!value.isDouble() || !std::isfinite(value.toDouble()) || value.toDouble() < 0.0) {
        *error = u"\"%1\" must be a non-negative number"_s.arg(name);
        return false;
    }
    *out = value.toDouble();
    return true;
}

bool readCount(const QJsonValue &value, const QString &name, int *out, QString *error)
{
    double d = 0;
    if (!readNonNegative(value, name, &d, error)) {
        return false;
    }
    if (d != std::floor(d) || d > 1e6) {
        *error = u"\"%1\" must be a whole number up to 1000000"_s.arg(name);
        return false;
    }
    *out = int(d);
    return true;
}

bool readBool(const QJsonValue &value, const QString &name, bool *out, QString *error)
{
    if (!value.isBool()) {
        *error = u"\"%1\" must be true or false"_s.arg(name);
        return false;
    }
    *out = value.toBool();
    return true;
}

bool validKey(const QString &key)
{
    if (key.size() != 32) {
        return false;
    }
    return std::all_of(key.begin(), key.end(), [](QChar c) {
        return c.unicode() < 128 && c.isLetterOrNumber();
    });
}

// Profile "fast": tests. Everything solves in 0.2-1 s (times the time scale), nothing fails.
void fastTimes(SimConfig *config)
{
    for (const QString &method : SimConfig::methodNames()) {
        config->solveTimes.insert(method, SolveTimeDistribution::uniform(0.2, 1.0));
    }
}

// Profile "realistic": the figures PROTOCOL.md collects (a live reCAPTCHA v2 solve at ~37 s, v3 ~5 s,
// Turnstile "typically 10-15 seconds", images well under a second).
void realisticTimes(SimConfig *config)
{
    config->solveTimes.insert(u"recaptcha_v2"_s, SolveTimeDistribution::logNormal(37, 58));
    config->solveTimes.insert(u"recaptcha_v3"_s, SolveTimeDistribution::logNormal(5, 9));
    config->solveTimes.insert(u"turnstile"_s, SolveTimeDistribution::logNormal(10, 15));
    config->solveTimes.insert(u"image"_s, SolveTimeDistribution::logNormal(0.5, 1.2));
}

} // namespace

bool EndpointFaults::merge(const QJsonObject &json, QString *error)
{
    EndpointFaults next = *this;
    for (auto it = json.begin(); it != json.end(); ++it) {
        const QString &name = it.key();
        bool ok = true;
        if (name == "http500"_L1) {
            ok = readProbability(*it, name, &next.http500, error);
        } else if (name == "http502html"_L1) {
            ok = readProbability(*it, name, &next.http502html, error);
        } else if (name == "http500AfterCreate"_L1) {
            ok = readProbability(*it, name, &next.http500AfterCreate, error);
        } else if (name == "malformedJson"_L1) {
            ok = readProbability(*it, name, &next.malformedJson, error);
        } else if (name == "malformedJsonNoTask"_L1) {
            ok = readProbability(*it, name, &next.malformedJsonNoTask, error);
        } else if (name == "emptyBody"_L1) {
            ok = readProbability(*it, name, &next.emptyBody, error);
        } else if (name == "truncated"_L1) {
            ok = readProbability(*it, name, &next.truncated, error);
        } else if (name == "hang"_L1) {
            ok = readProbability(*it, name, &next.hang, error);
        } else if (name == "reset"_L1) {
            ok = readProbability(*it, name, &next.reset, error);
        } else if (name == "delayProbability"_L1) {
            ok = readProbability(*it, name, &next.delayProbability, error);
        } else if (name == "delayMs"_L1) {
            ok = readCount(*it, name, &next.delayMs, error);
        } else if (name == "lostAfterCreate"_L1) {
            if (it->isNull()) {
                next.lostAfterCreate = -1;
            } else {
                ok = readProbability(*it, name, &next.lostAfterCreate, error);
            }
        } else {
            *error = u"unknown fault \"%1\""_s.arg(name);
            return false;
        }
        if (!ok) {
            return false;
        }
    }
    if (next.exclusiveTotal() > 1.0 + 1e-9) {
        *error = u"fault probabilities of one endpoint add up to more than 1"_s;
        return false;
    }
    *this = next;
    return true;
}

QJsonObject EndpointFaults::toJson() const
{
    return {{u"http500"_s, http500},
            {u"http500AfterCreate"_s, http500AfterCreate},
            {u"malformedJsonNoTask"_s, malformedJsonNoTask},
            {u"http502html"_s, http502html},
            {u"malformedJson"_s, malformedJson},
            {u"emptyBody"_s, emptyBody},
            {u"truncated"_s, truncated},
            {u"hang"_s, hang},
            {u"reset"_s, reset},
            {u"delayProbability"_s, delayProbability},
            {u"delayMs"_s, delayMs},
            {u"lostAfterCreate"_s, placesEveryFault() ? QJsonValue(lostAfterCreate) : QJsonValue()}};
}

QStringList SimConfig::methodNames()
{
    return {u"recaptcha_v2"_s, u"recaptcha_v3"_s, u"turnstile"_s, u"image"_s};
}

QStringList SimConfig::endpointNames()
{
    return {u"in.php"_s, u"res.php"_s};
}

SimConfig SimConfig::defaults()
{
    SimConfig config;
    QString ignored;
    config.applyProfile(u"fast"_s, &ignored);
    return config;
}

bool SimConfig::applyProfile(const QString &name, QString *error)
{
    if (name == "fast"_L1) {
        fastTimes(this);
        unsolvableRate = 0;
        faults.clear();
    } else if (name == "realistic"_L1) {
        realisticTimes(this);
        // A few tasks come back unsolvable on the real service; 2% keeps that path exercised in demos.
        unsolvableRate = 0.02;
        faults.clear();
    } else if (name == "faulty"_L1) {
        realisticTimes(this);
        unsolvableRate = 0.05;
        faults.clear();
        // A few percent of each fault: enough that a demo or soak run meets every kind within minutes.
        EndpointFaults f;
        f.http500 = 0.02;
        f.http502html = 0.02;
        f.malformedJson = 0.02;
        f.emptyBody = 0.02;
        f.truncated = 0.02;
        f.hang = 0.01;
        f.reset = 0.02;
        f.delayProbability = 0.05;
        f.delayMs = 3000;
        for (const QString &endpoint : endpointNames()) {
            faults.insert(endpoint, f);
        }
    } else {
        *error = u"unknown profile \"%1\" (realistic, fast or faulty)"_s.arg(name);
        return false;
    }
    profile = name;
    return true;
}

bool SimConfig::merge(const QJsonObject &json, QString *error)
{
    QString localError;
    if (!error) {
        error = &localError;
    }
    SimConfig next = *this;
    // The profile goes first so that the other keys of the same object override what it set.
    if (json.contains("profile"_L1)) {
        if (!next.applyProfile(json.value("profile"_L1).toString(), error)) {
            return false;
        }
    }
    for (auto it = json.begin(); it != json.end(); ++it) {
        const QString &name = it.key();
        const QJsonValue &value = *it;
        bool ok = true;
        if (name == "profile"_L1) {
            continue;
        }
        if (name == "keys"_L1) {
            if (!value.isArray()) {
                *error = u"\"keys\" must be a list of 32-character keys"_s;
                return false;
            }
            next.keys.clear();
            for (const auto &k : value.toArray()) {
                if (!validKey(k.toString())) {
                    *error = u"key \"%1\" is not 32 letters or digits"_s.arg(k.toString());
                    return false;
                }
                next.keys.append(k.toString());
            }
        } else if (name == "acceptAnyKey"_L1) {
            ok = readBool(value, name, &next.acceptAnyKey, error);
        } else if (name == "threads"_L1) {
            ok = readCount(value, name, &next.threads, error);
        } else if (name == "keyThreads"_L1) {
            if (!value.isObject()) {
                *error = u"\"keyThreads\" must be an object {key: threads}"_s;
                return false;
            }
            const QJsonObject perKey = value.toObject();
            for (auto k = perKey.begin(); k != perKey.end(); ++k) {
                int n = 0;
                if (!readCount(*k, u"keyThreads."_s + k.key(), &n, error)) {
                    return false;
                }
                next.keyThreads.insert(k.key(), n);
            }
        } else if (name == "timeScale"_L1) {
            ok = readNonNegative(value, name, &next.timeScale, error);
            if (ok && (next.timeScale <= 0 || next.timeScale > 1000)) {
                *error = u"\"timeScale\" must be above 0 and at most 1000"_s;
                return false;
            }
        } else if (name == "zeroBalanceCode"_L1) {
            const QString code = value.toString();
            if (code != "ERROR_ZERO_BALANCE"_L1 && code != "ERROR_NO_SLOT_AVAILABLE"_L1) {
                *error = u"\"zeroBalanceCode\" must be ERROR_ZERO_BALANCE or ERROR_NO_SLOT_AVAILABLE"_s;
                return false;
            }
            next.zeroBalanceCode = code;
        } else if (name == "multiIds"_L1) {
            ok = readBool(value, name, &next.multiIds, error);
        } else if (name == "multiIdsGarbage"_L1) {
            ok = readBool(value, name, &next.multiIdsGarbage, error);
        } else if (name == "enforcePlan"_L1) {
            ok = readBool(value, name, &next.enforcePlan, error);
        } else if (name == "numericIds"_L1) {
            ok = readBool(value, name, &next.numericIds, error);
        } else if (name == "emptyReports"_L1) {
            ok = readBool(value, name, &next.emptyReports, error);
        } else if (name == "imageAnswers"_L1) {
            // {sha256-hex: answer}: added to the known pictures (null clears them).
            if (value.isNull()) {
                next.imageAnswers.clear();
            } else if (!value.isObject()) {
                *error = u"\"imageAnswers\" must be an object {sha256 hex of the image: answer}"_s;
                return false;
            } else {
                const QJsonObject answers = value.toObject();
                for (auto a = answers.begin(); a != answers.end(); ++a) {
                    const QByteArray digest = a.key().toLatin1().toLower();
                    if (digest.size() != 64 || QByteArray::fromHex(digest).toHex() != digest || !a->isString()
                        || a->toString().isEmpty()) {
                        *error = u"\"imageAnswers\": \"%1\" must be a SHA-256 in hex with a text answer"_s.arg(a.key());
                        return false;
                    }
                    next.imageAnswers.insert(digest, a->toString());
                }
                if (next.imageAnswers.size() > kMaxImageAnswers) {
                    *error = u"\"imageAnswers\" holds at most %1 pictures"_s.arg(kMaxImageAnswers);
                    return false;
                }
            }
        } else if (name == "unsolvableRate"_L1) {
            ok = readProbability(value, name, &next.unsolvableRate, error);
        } else if (name == "resultTtlSeconds"_L1) {
            ok = readNonNegative(value, name, &next.resultTtlSeconds, error);
        } else if (name == "banAfterBadKeys"_L1) {
            ok = readCount(value, name, &next.banAfterBadKeys, error);
        } else if (name == "banSeconds"_L1) {
            ok = readNonNegative(value, name, &next.banSeconds, error);
        } else if (name == "threadsInfoEnvelope"_L1) {
            const QString envelope = value.toString();
            if (envelope != "flat"_L1 && envelope != "request"_L1) {
                *error = u"\"threadsInfoEnvelope\" must be flat or request"_s;
                return false;
            }
            next.threadsInfoEnvelope = envelope;
        } else if (name == "seed"_L1) {
            if (value.isNull()) {
                next.seed.reset();
            } else {
                double d = 0;
                if (!readNonNegative(value, name, &d, error)) {
                    return false;
                }
                next.seed = quint64(d);
            }
        } else if (name == "down"_L1) {
            if (value.isBool() && !value.toBool()) {
                next.down = DownMode::Up;
            } else if (value.toString() == "refuse"_L1) {
                next.down = DownMode::Refuse;
            } else if (value.toString() == "reset"_L1) {
                next.down = DownMode::Reset;
            } else {
                *error = u"\"down\" must be false, \"refuse\" or \"reset\""_s;
                return false;
            }
        } else if (name == "solveTimes"_L1) {
            if (!value.isObject()) {
                *error = u"\"solveTimes\" must be an object"_s;
                return false;
            }
            const QJsonObject times = value.toObject();
            for (auto t = times.begin(); t != times.end(); ++t) {
                if (!methodNames().contains(t.key())) {
                    *error = u"unknown solve time method \"%1\" (%2)"_s.arg(t.key(), methodNames().join(u", "_s));
                    return false;
                }
                SolveTimeDistribution dist;
                if (!SolveTimeDistribution::fromJson(t->toObject(), &dist, error)) {
                    return false;
                }
                next.solveTimes.insert(t.key(), dist);
            }
        } else if (name == "faults"_L1) {
            // null clears every fault; an object merges field by field per endpoint.
            if (value.isNull()) {
                next.faults.clear();
                continue;
            }
            if (!value.isObject()) {
                *error = u"\"faults\" must be an object or null"_s;
                return false;
            }
            const QJsonObject perEndpoint = value.toObject();
            for (auto e = perEndpoint.begin(); e != perEndpoint.end(); ++e) {
                if (!endpointNames().contains(e.key())) {
                    *error = u"faults: unknown endpoint \"%1\" (in.php or res.php)"_s.arg(e.key());
                    return false;
                }
                if (e->isNull()) {
                    next.faults.remove(e.key());
                    continue;
                }
                EndpointFaults f = next.faults.value(e.key());
                if (!e->isObject() || !f.merge(e->toObject(), error)) {
                    if (!e->isObject()) {
                        *error = u"faults.%1 must be an object"_s.arg(e.key());
                    }
                    return false;
                }
                next.faults.insert(e.key(), f);
            }
        } else {
            *error = u"unknown config key \"%1\""_s.arg(name);
            return false;
        }
        if (!ok) {
            return false;
        }
    }
    *this = next;
    return true;
}

QJsonObject SimConfig::toJson() const
{
    QJsonObject times;
    for (auto it = solveTimes.begin(); it != solveTimes.end(); ++it) {
        times.insert(it.key(), it->toJson());
    }
    QJsonObject faultJson;
    for (auto it = faults.begin(); it != faults.end(); ++it) {
        faultJson.insert(it.key(), it->toJson());
    }
    QJsonObject perKey;
    for (auto it = keyThreads.begin(); it != keyThreads.end(); ++it) {
        perKey.insert(it.key(), *it);
    }
    QJsonValue downValue = false;
    if (down == DownMode::Refuse) {
        downValue = u"refuse"_s;
    } else if (down == DownMode::Reset) {
        downValue = u"reset"_s;
    }
    QJsonObject answers;
    for (auto it = imageAnswers.cbegin(); it != imageAnswers.cend(); ++it) {
        answers.insert(QString::fromLatin1(it.key()), it.value());
    }
    return {{u"keys"_s, QJsonArray::fromStringList(keys)},
            {u"acceptAnyKey"_s, acceptAnyKey},
            {u"threads"_s, threads},
            {u"keyThreads"_s, perKey},
            {u"timeScale"_s, timeScale},
            {u"profile"_s, profile},
            {u"zeroBalanceCode"_s, zeroBalanceCode},
            {u"multiIds"_s, multiIds},
            {u"multiIdsGarbage"_s, multiIdsGarbage},
            {u"enforcePlan"_s, enforcePlan},
            {u"numericIds"_s, numericIds},
            {u"unsolvableRate"_s, unsolvableRate},
            {u"resultTtlSeconds"_s, resultTtlSeconds},
            {u"banAfterBadKeys"_s, banAfterBadKeys},
            {u"banSeconds"_s, banSeconds},
            {u"solveTimes"_s, times},
            {u"faults"_s, faultJson},
            {u"down"_s, downValue},
            {u"seed"_s, seed ? QJsonValue(double(*seed)) : QJsonValue()},
            {u"threadsInfoEnvelope"_s, threadsInfoEnvelope},
            {u"emptyReports"_s, emptyReports},
            {u"imageAnswers"_s, answers}};
}

} // namespace SolveDeckSim
