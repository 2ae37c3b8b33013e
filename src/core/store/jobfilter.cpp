#include "jobfilter.h"

#include "core/translation.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QStringList>

namespace SolveDeck {

SOLVEDECK_FILE_TR("SolveDeck::JobFilter", "SolveDeck")

namespace {

QString isoUtc(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODateWithMs);
}

QString placeholders(qsizetype count)
{
    QStringList marks;
    for (qsizetype i = 0; i < count; ++i) {
        marks << QStringLiteral("?");
    }
    return marks.join(QStringLiteral(", "));
}

// LIKE with '!' as the escape character, so % and _ typed by the operator match themselves.
QString likePattern(const QString &text)
{
    QString escaped = text.toLower();
    escaped.replace(QLatin1Char('!'), QStringLiteral("!!"));
    escaped.replace(QLatin1Char('%'), QStringLiteral("!%"));
    escaped.replace(QLatin1Char('_'), QStringLiteral("!_"));
    return QLatin1Char('%') + escaped + QLatin1Char('%');
}

} // namespace

bool JobFilter::isEmpty() const
{
    return states.isEmpty() && sinceMs == 0 && untilMs == 0 && methods.isEmpty() && text.isEmpty() && ids.isEmpty();
}

QString JobFilter::describe() const
{
    return words(jobStateName, false);
}

QString JobFilter::describe(const std::function<QString(JobState)> &stateName) const
{
    return words(stateName, true);
}

QString JobFilter::words(const std::function<QString(JobState)> &stateName, bool translated) const
{
    // The audit log and the CLI keep English whatever the console's language (a twenty-first trial found a German
    // console's bulk cancel stored as "Status queued oder submitting, mit „shop3“").
    const auto word = [translated](const char *text) {
        return translated ? tr(text) : QString::fromLatin1(text);
    };
    if (isEmpty()) {
        return word(QT_TR_NOOP("every job"));
    }
    QStringList parts;
    if (!ids.isEmpty()) {
        const int n = int(ids.size());
        parts << (translated ? tr("%n selected job(s)", nullptr, n)
                             : (n == 1 ? QStringLiteral("1 selected job") : QStringLiteral("%1 selected jobs").arg(n)));
    }
    if (!states.isEmpty()) {
        QStringList names;
        for (JobState s : states) {
            names << stateName(s);
        }
        parts << word(QT_TR_NOOP("state %1")).arg(names.join(word(QT_TR_NOOP(" or "))));
    }
    if (!methods.isEmpty()) {
        QStringList names;
        for (Method m : methods) {
            names << methodName(m);
        }
        parts << word(QT_TR_NOOP("method %1")).arg(names.join(word(QT_TR_NOOP(" or "))));
    }
    if (sinceMs > 0) {
        parts << word(QT_TR_NOOP("created since %1")).arg(isoUtc(sinceMs));
    }
    if (untilMs > 0) {
        parts << word(QT_TR_NOOP("created before %1")).arg(isoUtc(untilMs));
    }
    if (!text.isEmpty()) {
        parts << word(QT_TR_NOOP("containing \"%1\"")).arg(text);
    }
    return parts.join(QStringLiteral(", "));
}

QJsonObject JobFilter::toJson() const
{
    QJsonObject object;
    if (!states.isEmpty()) {
        QJsonArray names;
        for (JobState s : states) {
            names.append(jobStateName(s));
        }
        object.insert(QStringLiteral("states"), names);
    }
    if (!methods.isEmpty()) {
        QJsonArray names;
        for (Method m : methods) {
            names.append(methodName(m));
        }
        object.insert(QStringLiteral("methods"), names);
    }
    if (sinceMs > 0) {
        object.insert(QStringLiteral("since"), isoUtc(sinceMs));
    }
    if (untilMs > 0) {
        object.insert(QStringLiteral("until"), isoUtc(untilMs));
    }
    if (!text.isEmpty()) {
        object.insert(QStringLiteral("text"), text);
    }
    if (!ids.isEmpty()) {
        object.insert(QStringLiteral("ids"), qint64(ids.size()));
    }
    return object;
}

QString JobFilter::sqlCondition(QVariantList &binds) const
{
    QStringList conditions;
    if (!states.isEmpty()) {
        conditions << QStringLiteral("state IN (%1)").arg(placeholders(states.size()));
        for (JobState s : states) {
            binds << jobStateName(s);
        }
    }
    if (!methods.isEmpty()) {
        conditions << QStringLiteral("method IN (%1)").arg(placeholders(methods.size()));
        for (Method m : methods) {
            binds << methodName(m);
        }
    }
    if (sinceMs > 0) {
        conditions << QStringLiteral("created_at >= ?");
        binds << sinceMs;
    }
    if (untilMs > 0) {
        conditions << QStringLiteral("created_at < ?");
        binds << untilMs;
    }
    if (!text.isEmpty()) {
        const QString pattern = likePattern(text);
        QStringList columns{QStringLiteral("pageurl"),
                            QStringLiteral("sitekey"),
                            QStringLiteral("label"),
                            QStringLiteral("idempotency_key"),
                            QStringLiteral("error_code")};
        QStringList likes;
        for (const QString &column : columns) {
            likes << QStringLiteral("LOWER(%1) LIKE ? ESCAPE '!'").arg(column);
            binds << pattern;
        }
        conditions << QLatin1Char('(') + likes.join(QStringLiteral(" OR ")) + QLatin1Char(')');
    }
    if (!ids.isEmpty()) {
        // Bound one by one: a selection is at most what a person selected in the table (for more, filter).
        conditions << QStringLiteral("id IN (%1)").arg(placeholders(ids.size()));
        for (qint64 id : ids) {
            binds << id;
        }
    }
    return conditions.isEmpty() ? QStringLiteral("1=1") : conditions.join(QStringLiteral(" AND "));
}

} // namespace SolveDeck
