#include "core/store/auditlog.h"

#include "core/store/jobstore.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSqlError>
#include <QVariantList>

namespace SolveDeck {

QString auditCount(qint64 count, const char *noun)
{
    return QStringLiteral("%1 %2%3").arg(count).arg(QLatin1String(noun), count == 1 ? QString() : QStringLiteral("s"));
}

namespace {
QString &applicationName()
{
    static QString name = QStringLiteral("cli");
    return name;
}
} // namespace

AuditLog::AuditLog(JobStore &store)
    : m_store(store)
{
}

void AuditLog::setApplication(const QString &app)
{
    applicationName() = app;
}

QString AuditLog::application()
{
    return applicationName();
}

bool AuditLog::append(QSqlQuery &q, const QString &action, const QString &detail) const
{
    return insert(q, application(), action, detail);
}

bool AuditLog::appendByEngine(QSqlQuery &q, const QString &action, const QString &detail) const
{
    return insert(q, QString(kEngine), action, detail);
}

bool AuditLog::insert(QSqlQuery &q, const QString &app, const QString &action, const QString &detail) const
{
    return JobStore::exec(q,
                          QStringLiteral(
                              "INSERT INTO audit_log (at, actor, app, action, detail) VALUES (?, ?, ?, ?, ?)"),
                          {QDateTime::currentMSecsSinceEpoch(), m_store.createdBy(), app, action, detail});
}

Result<void> AuditLog::record(const QString &action, const QString &detail)
{
    const QString what = QCoreApplication::translate("AuditLog", "record \"%1\" in the audit log").arg(action);
    return m_store.write(what, [&](QSqlQuery &q) {
        return append(q, action, detail);
    });
}

Result<QList<AuditEntry>> AuditLog::entries(const AuditQuery &query) const
{
    QString where = QStringLiteral(" WHERE 1 = 1");
    QVariantList binds;
    if (query.sinceMs > 0) {
        where += QStringLiteral(" AND at >= ?");
        binds << query.sinceMs;
    }
    if (query.untilMs > 0) {
        where += QStringLiteral(" AND at < ?");
        binds << query.untilMs;
    }
    if (query.action.endsWith(QLatin1Char('.'))) {
        where += QStringLiteral(" AND substr(action, 1, ?) = ?");
        binds << int(query.action.size()) << query.action;
    } else if (!query.action.isEmpty()) {
        where += QStringLiteral(" AND action = ?");
        binds << query.action;
    }
    if (!query.text.isEmpty()) {
        where += QStringLiteral(" AND (LOWER(actor) LIKE ? OR LOWER(action) LIKE ? OR LOWER(detail) LIKE ?)");
        QString pattern = query.text.toLower();
        pattern.replace(QLatin1Char('\\'), QStringLiteral("\\\\"))
            .replace(QLatin1Char('%'), QStringLiteral("\\%"))
            .replace(QLatin1Char('_'), QStringLiteral("\\_"));
        pattern = QLatin1Char('%') + pattern + QLatin1Char('%');
        binds << pattern << pattern << pattern;
        where.replace(QStringLiteral("LIKE ?"), QStringLiteral("LIKE ? ESCAPE '\\'"));
    }
    // The newest `limit`, returned oldest first.
    QString sql = QStringLiteral("SELECT id, at, actor, app, action, detail FROM audit_log") + where
                + QStringLiteral(" ORDER BY id DESC");
    if (query.limit >= 0) {
        sql += QStringLiteral(" LIMIT ?");
        binds << query.limit;
    }
    QList<AuditEntry> out;
    QSqlQuery q = m_store.readQuery();
    if (!JobStore::exec(q, sql, binds)) {
        return Error{QStringLiteral("DB_READ_FAILED"),
                     QCoreApplication::translate("AuditLog",
                                                 "Could not read the audit log of %1: %2. Check that the database "
                                                 "is reachable and readable, then try again.")
                         .arg(m_store.label(), q.lastError().text())};
    }
    while (q.next()) {
        out.prepend(AuditEntry{q.value(0).toLongLong(),
                               q.value(1).toLongLong(),
                               q.value(2).toString(),
                               q.value(3).toString(),
                               q.value(4).toString(),
                               q.value(5).toString()});
    }
    return out;
}

} // namespace SolveDeck
