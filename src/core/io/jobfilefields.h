#pragma once

#include "core/model/job.h"
#include "core/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

QT_BEGIN_NAMESPACE
class QJsonValue;
QT_END_NAMESPACE

namespace SolveDeck {

// What the job file readers share (JobFileReader, CsvJobReader, JsonlJobReader, restoreRecord): the field names a
// job file uses, each field's size limit (ImportLimits), strict UTF-8, and the words for a line that is wrong.
class JobFileFields
{
    // The messages' translation context ("SolveDeck"): they were free functions of jobimport.cpp.
    Q_DECLARE_TR_FUNCTIONS(SolveDeck)

public:
    static inline const QString method = QStringLiteral("method");
    static inline const QString sitekey = QStringLiteral("sitekey");
    static inline const QString pageurl = QStringLiteral("pageurl");
    static inline const QString idempotencyKey = QStringLiteral("idempotency_key");
    static inline const QString params = QStringLiteral("params");
    static inline const QString state = QStringLiteral("state");
    static inline const QString events = QStringLiteral("events");

    // "line N: <message>" (INVALID_JOB_FILE unless `code` says otherwise).
    static Error lineError(int line, const QString &message, const QString &code = QStringLiteral("INVALID_JOB_FILE"));
    // "4 MiB", "64 KiB".
    static QString sizeText(qsizetype bytes);
    // The most a field of this name may hold: ImportLimits::maxFieldBytes, or maxLargeFieldBytes for an image body
    // and an export's events.
    static qsizetype limitOf(const QString &name);
    static Error tooLong(int line, const QString &name, qsizetype limit);
    // A method by its name, or what is wrong with it.
    static Result<Method> parseMethod(int line, const QString &name);
    // A parameter's value as the job stores it: a string as it is, a number as its text, a boolean as 1 or 0; false
    // in *ok for anything else.
    static QString parameterText(const QJsonValue &value, bool *ok);
    // Strict UTF-8: invalid bytes are an error, never replaced (a replaced character in a site key or URL would queue
    // a job nobody asked for).
    static std::optional<QString> decodeUtf8(const QByteArray &bytes);
    // "line N: <where>: is not valid UTF-8 text..." (`where` may be empty).
    static Error notUtf8(int line, const QString &where);
};

} // namespace SolveDeck
