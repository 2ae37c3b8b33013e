#include "clilogging.h"

#include "console.h"
#include "core/net/keyredaction.h"
#include "core/terminaltext.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>

#include <cstdio>

Q_LOGGING_CATEGORY(lcCli, "solvedeck.app.cli", QtInfoMsg)

namespace SolveDeck::Cli::JsonLog {

namespace {

// A JSON string with Qt's escaping (quotes, backslashes, control characters as \uXXXX).
QString quoted(const QString &text)
{
    const QByteArray array = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(array.mid(1, array.size() - 2));
}

QString levelName(QtMsgType type)
{
    switch (type) {
    case QtDebugMsg:
        return QStringLiteral("debug");
    case QtInfoMsg:
        return QStringLiteral("info");
    case QtWarningMsg:
        return QStringLiteral("warning");
    case QtCriticalMsg:
        return QStringLiteral("error");
    case QtFatalMsg:
        return QStringLiteral("fatal");
    }
    return QStringLiteral("info");
}

void write(QtMsgType type, const char *category, const QString &message)
{
    // Redacted, and bidi and other controls made visible (\uXXXX) as everywhere the CLI prints: a journal is read on
    // a terminal too. JSON escapes the rest.
    const QString safe = terminalSafe(redactRegisteredSecrets(message), TerminalText::Lines);
    const QString text = line(type, category, safe, currentLogContext(), QDateTime::currentMSecsSinceEpoch())
                       + QLatin1Char('\n');
    const QByteArray bytes = text.toUtf8();
    // One write per line: lines from the engine's and the gateway's threads never interleave within a line.
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
    std::fflush(stderr);
}

void handler(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    write(type, context.category ? context.category : "default", message);
    if (type == QtFatalMsg) {
        std::abort();
    }
}

} // namespace

QString line(QtMsgType type, const char *category, const QString &message, const LogContext &context, qint64 utcMs)
{
    QString out = QStringLiteral("{\"time\":")
                + quoted(QDateTime::fromMSecsSinceEpoch(utcMs, Qt::UTC).toString(Qt::ISODateWithMs))
                + QStringLiteral(",\"level\":") + quoted(levelName(type)) + QStringLiteral(",\"category\":")
                + quoted(QString::fromUtf8(category)) + QStringLiteral(",\"message\":") + quoted(message);
    const qint64 job = context.jobId > 0 ? context.jobId : jobIdInMessage(message);
    if (job > 0) {
        out += QStringLiteral(",\"job\":") + QString::number(job);
    }
    if (!context.client.isEmpty()) {
        out += QStringLiteral(",\"client\":") + quoted(context.client);
    }
    return out + QLatin1Char('}');
}

void install()
{
    qInstallMessageHandler(handler);
    Console::setMessageSink([](bool isError, const QString &text) {
        // "solvedeck-cli: " starts the command's messages in text; the category says it here.
        QString message = text.trimmed();
        if (message.startsWith(QLatin1String("solvedeck-cli: "))) {
            message = message.mid(15);
        }
        if (!message.isEmpty()) {
            write(isError ? QtCriticalMsg : QtInfoMsg, "solvedeck.app.cli", message);
        }
    });
}

} // namespace SolveDeck::Cli::JsonLog
