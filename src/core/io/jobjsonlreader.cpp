#include "jobjsonlreader.h"

#include "core/io/jobfilefields.h"
#include "core/io/jobfilesource.h"
#include "core/io/jobrecordrestore.h"
#include "core/model/validation.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QSet>

namespace SolveDeck {

JsonlJobReader::JsonlJobReader(JobFileSource &source)
    : m_source(source)
{
}

Result<std::optional<ImportedJob>> JsonlJobReader::next()
{
    if (!m_started) {
        m_started = true;
        m_source.skipBom();
    }
    while (true) {
        const int lineNumber = m_source.line();
        auto read = m_source.readLine();
        if (!read) {
            return read.error();
        }
        if (!read->has_value()) {
            return std::optional<ImportedJob>{};
        }
        m_source.nextLine();
        const QByteArray &bytes = **read;
        const std::optional<QString> decoded = JobFileFields::decodeUtf8(bytes);
        if (!decoded) {
            return JobFileFields::notUtf8(lineNumber, {});
        }
        if (decoded->trimmed().isEmpty()) {
            continue;
        }
        return parseObject(lineNumber, bytes);
    }
}

Result<std::optional<ImportedJob>> JsonlJobReader::parseObject(int lineNumber, const QByteArray &bytes)
{
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return JobFileFields::lineError(lineNumber,
                                        tr("not valid JSON (%1 at character %2). Each line must be one complete "
                                           "JSON object, such as {\"method\":\"turnstile\",\"sitekey\":\"...\","
                                           "\"pageurl\":\"https://...\"}.")
                                            .arg(parseError.errorString())
                                            .arg(parseError.offset + 1));
    }
    if (!doc.isObject()) {
        return JobFileFields::lineError(lineNumber,
                                        tr("not a JSON object. Each line must be one object in braces {...}."));
    }
    return fromObject(lineNumber, doc.object());
}

Result<std::optional<ImportedJob>> JsonlJobReader::fromObject(int lineNumber, const QJsonObject &object)
{
    const bool isExport = object.contains(JobFileFields::state);
    ImportedJob job;
    job.line = lineNumber;
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        if (it.value().isString() && it.value().toString().size() > JobFileFields::limitOf(it.key())) {
            return JobFileFields::tooLong(lineNumber, it.key(), JobFileFields::limitOf(it.key()));
        }
    }
    for (const QString &key :
         {JobFileFields::method, JobFileFields::sitekey, JobFileFields::pageurl, JobFileFields::state}) {
        if (object.contains(key) && !object.value(key).isString()) {
            return JobFileFields::lineError(lineNumber, tr("%1: must be a string in double quotes.").arg(key));
        }
    }
    // An export writes null for an absent key.
    if (object.contains(JobFileFields::idempotencyKey) && !object.value(JobFileFields::idempotencyKey).isString()
        && !object.value(JobFileFields::idempotencyKey).isNull()) {
        return JobFileFields::lineError(lineNumber,
                                        tr("%1: must be a string in double quotes.")
                                            .arg(JobFileFields::idempotencyKey));
    }
    auto method = JobFileFields::parseMethod(lineNumber, object.value(JobFileFields::method).toString());
    if (!method) {
        return method.error();
    }
    job.spec.method = method.value();
    job.spec.sitekey = object.value(JobFileFields::sitekey).toString().trimmed();
    job.spec.pageurl = object.value(JobFileFields::pageurl).toString().trimmed();
    job.idempotencyKey = object.value(JobFileFields::idempotencyKey).toString().trimmed();

    auto addParameter = [&](const QString &name, const QJsonValue &value) -> Result<void> {
        if (value.isNull()) {
            return {}; // null: absent, like an empty CSV cell
        }
        bool ok = false;
        const QString parameterText = JobFileFields::parameterText(value, &ok);
        if (!ok) {
            return JobFileFields::lineError(lineNumber, tr("%1: must be a string, a number or true/false.").arg(name));
        }
        if (parameterText.size() > JobFileFields::limitOf(name)) {
            return JobFileFields::tooLong(lineNumber, name, JobFileFields::limitOf(name));
        }
        if (job.spec.params.contains(name)) {
            return JobFileFields::lineError(lineNumber,
                                            tr("%1: given both at the top level and inside \"params\". Keep only "
                                               "one.")
                                                .arg(name));
        }
        job.spec.params.insert(name, parameterText);
        return {};
    };
    if (object.contains(JobFileFields::params)) {
        const QJsonValue params = object.value(JobFileFields::params);
        if (!params.isObject()) {
            return JobFileFields::lineError(lineNumber, tr("params: must be a JSON object such as {\"invisible\":1}."));
        }
        const QJsonObject paramObject = params.toObject();
        for (auto it = paramObject.constBegin(); it != paramObject.constEnd(); ++it) {
            if (auto added = addParameter(it.key(), it.value()); !added) {
                return added.error();
            }
        }
    }
    if (isExport) {
        // The fields of `list --json`; anything else a later version may add is not a parameter.
        auto restored = restoreRecord(job, object.value(JobFileFields::state).toString(), [&](const QString &name) {
            return object.value(name);
        });
        if (!restored) {
            return restored.error();
        }
    } else {
        static const QSet<QString> fixedKeys{JobFileFields::method,
                                             JobFileFields::sitekey,
                                             JobFileFields::pageurl,
                                             JobFileFields::idempotencyKey,
                                             JobFileFields::params};
        for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
            if (fixedKeys.contains(it.key())) {
                continue;
            }
            if (auto added = addParameter(it.key(), it.value()); !added) {
                return added.error();
            }
        }
    }
    if (auto valid = validateTaskSpec(job.spec); !valid) {
        return JobFileFields::lineError(lineNumber, valid.error().message, valid.error().code);
    }
    if (auto valid = validateIdempotencyKey(job.idempotencyKey); !valid) {
        return JobFileFields::lineError(lineNumber, valid.error().message, valid.error().code);
    }
    return std::optional<ImportedJob>{std::move(job)};
}

} // namespace SolveDeck
