#pragma once

#include "core/model/job.h"

#include <QByteArrayView>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QVariantList>

QT_BEGIN_NAMESPACE
class QSqlQuery;
QT_END_NAMESPACE

namespace SolveDeck {

// A job as the jobs table holds it: the columns a reader selects, in the order it reads them, the Job of such a
// row, the params column's JSON text both ways, and the columns and values that store a whole Job. The one mapping
// between the table and Job: JobStore, JobHistory, the exporter (which reads the same columns as bytes) and the
// importer (which stores restored jobs whole) all go through it.
class JobRow
{
public:
    // The columns of columns(), in order: the index of each in a row read with them.
    enum Column {
        ColId,
        ColIdempotencyKey,
        ColMethod,
        ColSitekey,
        ColPageurl,
        ColParams,
        ColState,
        ColTaskId,
        ColAttempts,
        ColCreatedAt,
        ColSubmittedAt,
        ColReadyAt,
        ColCollectedAt,
        ColFinishedAt,
        ColNextAttemptAt,
        ColErrorCode,
        ColErrorDetail,
        ColToken,
        ColTokenExpiresAt,
        ColLabel,
        ColCreatedBy,
        ColClaimedBy,
        ColumnCount
    };

    // Whether a reader gets the token: an export without tokens selects '' in its place, so they are never read.
    enum class Token {
        Read,
        LeftOut,
    };

    // "id, idempotency_key, method, ...": every column of Column, for SELECT <columns> FROM jobs.
    static QString columns(Token token = Token::Read);

    // The Job of the current row of a query that selected columns(). An unknown method or state reads as the Job's
    // default (with a warning), unreadable params as none.
    static Job fromQuery(const QSqlQuery &q);

    // The params column's text: a compact JSON object of strings, keys in QMap order.
    static QString paramsToJson(const QMap<QString, QString> &params);
    // The parameters a stored params text holds: each value as a string (a number or boolean as its text). Empty
    // when the text is not a JSON object; `error` (when given) then says why.
    static QMap<QString, QString> paramsFromJson(QByteArrayView json, QString *error = nullptr);

    // The columns an INSERT of a whole job writes (every stored field but the id, and target_host), and its values
    // in that order: for a job restored from an export. `targetHost` is HostPattern::hostOfUrl of its page URL.
    static QStringList storedColumns();
    static QVariantList storedValues(const Job &job, const QString &targetHost);
};

} // namespace SolveDeck
