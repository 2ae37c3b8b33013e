#pragma once

#include "core/model/job.h"
#include "core/result.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace SolveDeck {

// A job as JSON, the one shape that `solvedeck-cli list --json`, `show --json` and the JSON / NDJSON exports share
// (a documented contract: add fields, never rename or drop one). Times are ISO 8601 UTC with milliseconds, or null
// when not yet. Built from the store's row, which never holds the API key.
class JobJson
{
public:
    enum class Token {
        Include,
        Omit
    };

    // Token::Omit writes "token": null (the field stays, so every line has the same fields).
    static QJsonObject toJson(const Job &job, Token token = Token::Include);
    static QJsonObject toJson(const JobEvent &event);

    // The names of toJson's fields, in order (also the CSV export's columns, with params as a JSON cell).
    static const QStringList &fieldNames();

    static QString isoTime(qint64 utcMs); // "" for 0
    // An ISO 8601 time as written by isoTime (or with another zone) -> UTC ms; "" -> 0. nullopt when not a time.
    static std::optional<qint64> parseIsoTime(const QString &text);
};

} // namespace SolveDeck
