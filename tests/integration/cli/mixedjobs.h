#pragma once

// Job files for `solvedeck-cli enqueue --file x.jsonl` in the CLI tests: the four methods in turn.

#include <QByteArray>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

namespace SolveDeckTest {

// The base64 of something the simulator takes for a PNG (its signature and more than 100 bytes).
inline QString pngBody()
{
    QByteArray png("\x89PNG\r\n\x1a\n", 8);
    png.append(200, '\0');
    return QString::fromLatin1(png.toBase64());
}

// One JSONL line: Turnstile, reCAPTCHA v2, v3 and image in turn; token jobs each with a pageurl of their own
// (https://shop.test/<prefix>/<i>), so the simulator's task list tells them apart.
inline QByteArray mixedJobLine(int i, const QString &prefix)
{
    const QString recaptchaKey = QStringLiteral("6LeCliTest000000000000000000000000000000");
    const QString turnstileKey = QStringLiteral("0x4AAAAAAAcliTest0000");
    QJsonObject job;
    if (i % 4 != 3) {
        job.insert(QStringLiteral("pageurl"), QStringLiteral("https://shop.test/%1/%2").arg(prefix).arg(i));
    }
    switch (i % 4) {
    case 0:
        job.insert(QStringLiteral("method"), QStringLiteral("turnstile"));
        job.insert(QStringLiteral("sitekey"), turnstileKey);
        break;
    case 1:
        job.insert(QStringLiteral("method"), QStringLiteral("recaptcha_v2"));
        job.insert(QStringLiteral("sitekey"), recaptchaKey);
        break;
    case 2:
        job.insert(QStringLiteral("method"), QStringLiteral("recaptcha_v3"));
        job.insert(QStringLiteral("sitekey"), recaptchaKey);
        job.insert(QStringLiteral("params"), QJsonObject{{QStringLiteral("action"), QStringLiteral("login")}});
        break;
    default:
        job.insert(QStringLiteral("method"), QStringLiteral("image"));
        job.insert(QStringLiteral("params"), QJsonObject{{QStringLiteral("body"), pngBody()}});
        break;
    }
    return QJsonDocument(job).toJson(QJsonDocument::Compact) + '\n';
}

// The simulator's solve times for every method: uniform between minSeconds and maxSeconds (unscaled), for
// SimProcess::configure({{"solveTimes", uniformSolveTimes(10, 30)}}).
inline QJsonObject uniformSolveTimes(int minSeconds, int maxSeconds)
{
    const QJsonObject uniform{{QStringLiteral("dist"), QStringLiteral("uniform")},
                              {QStringLiteral("min"), minSeconds},
                              {QStringLiteral("max"), maxSeconds}};
    return {{QStringLiteral("recaptcha_v2"), uniform},
            {QStringLiteral("recaptcha_v3"), uniform},
            {QStringLiteral("turnstile"), uniform},
            {QStringLiteral("image"), uniform}};
}

// `count` mixedJobLine()s written to FILE and queued with `enqueue --file FILE`: the first error, or empty.
template<typename Runner>
QString enqueueMixedJobs(const Runner &runner, const QString &file, int count, const QString &prefix)
{
    QByteArray lines;
    for (int i = 0; i < count; ++i) {
        lines += mixedJobLine(i, prefix);
    }
    QFile out(file);
    if (!out.open(QIODevice::WriteOnly) || out.write(lines) != lines.size()) {
        return QStringLiteral("cannot write ") + file;
    }
    out.close();
    const auto r = runner.run({QStringLiteral("enqueue"), QStringLiteral("--file"), file});
    return r.exitCode == 0 ? QString() : r.err;
}

} // namespace SolveDeckTest
