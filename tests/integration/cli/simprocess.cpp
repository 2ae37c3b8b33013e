#include "simprocess.h"

#include "support/testutil.h"

#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QRegularExpression>

namespace SolveDeckTest {

namespace {

QByteArray waitForReply(QNetworkReply *reply)
{
    QSignalSpy finished(reply, &QNetworkReply::finished);
    if (!reply->isFinished()) {
        waitForSignals(finished, 1, 10s);
    }
    QByteArray body = reply->readAll();
    reply->deleteLater();
    return body;
}

} // namespace

SimProcess::SimProcess() = default;

SimProcess::~SimProcess()
{
    if (m_process && m_process->state() != QProcess::NotRunning) {
        m_process->kill();
        m_process->waitForFinished(5000);
    }
}

bool SimProcess::start(const QStringList &extraArgs, QString *error)
{
    m_process = std::make_unique<QProcess>();
    m_process->setProgram(programPath(QStringLiteral("solvedeck-sim")));
    m_process->setArguments(QStringList{QStringLiteral("--port"),
                                        QStringLiteral("0"),
                                        QStringLiteral("--profile"),
                                        QStringLiteral("fast"),
                                        QStringLiteral("--keys"),
                                        goodKey()}
                            + extraArgs);
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    m_process->setStandardErrorFile(QProcess::nullDevice());
    m_process->start();
    if (!m_process->waitForStarted(10000)) {
        *error = QStringLiteral("solvedeck-sim did not start: ") + m_process->errorString();
        return false;
    }
    // The first stdout line is "listening on http://127.0.0.1:PORT".
    const bool gotLine = waitUntil(
        [this] {
        return m_process->canReadLine() || m_process->state() == QProcess::NotRunning;
        },
        10s);
    const QString line = QString::fromUtf8(m_process->readLine()).trimmed();
    const QRegularExpressionMatch
        match = QRegularExpression(QStringLiteral("^listening on (http://127\\.0\\.0\\.1:\\d+)$")).match(line);
    if (!gotLine || !match.hasMatch()) {
        *error = QStringLiteral("solvedeck-sim did not announce its port; first line: '%1'").arg(line);
        return false;
    }
    m_baseUrl = QUrl(match.captured(1) + QLatin1Char('/'));
    return true;
}

QJsonObject SimProcess::stats() const
{
    QNetworkAccessManager network;
    QNetworkReply *reply = network.get(QNetworkRequest(m_baseUrl.resolved(QUrl(QStringLiteral("__stats")))));
    QJsonObject stats = QJsonDocument::fromJson(waitForReply(reply)).object();
    // /__stats shows keys only as "abcd...wxyz" (it never shows one in full): the tests know the keys they gave the
    // simulator, so the per-key statistics are filed under the full key again.
    QJsonObject keys = stats.value(QStringLiteral("keys")).toObject();
    for (const QString &key : {goodKey(), unknownKey()}) {
        const QString label = key.left(4) + QStringLiteral("...") + key.right(4);
        if (keys.contains(label)) {
            keys.insert(key, keys.take(label));
        }
    }
    stats.insert(QStringLiteral("keys"), keys);
    return stats;
}

bool SimProcess::configure(const QJsonObject &config) const
{
    QNetworkAccessManager network;
    QNetworkRequest request(m_baseUrl.resolved(QUrl(QStringLiteral("__config"))));
    request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
    QNetworkReply *reply = network.post(request, QJsonDocument(config).toJson(QJsonDocument::Compact));
    QSignalSpy finished(reply, &QNetworkReply::finished);
    waitForSignals(finished, 1, 10s);
    const bool ok = reply->error() == QNetworkReply::NoError;
    reply->deleteLater();
    return ok;
}

} // namespace SolveDeckTest
