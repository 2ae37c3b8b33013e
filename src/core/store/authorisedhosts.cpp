#include "core/store/authorisedhosts.h"

#include "core/model/job.h"
#include "core/store/auditlog.h"
#include "core/store/jobstore.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSqlError>

#include <algorithm>

namespace SolveDeck {

namespace {

Error readError(const JobStore &store, const QSqlQuery &q)
{
    return Error{QStringLiteral("DB_READ_FAILED"),
                 AuthorisedHosts::tr(
                     "Could not read the authorised hosts of %1: %2. Check that the database is reachable and "
                     "readable, then try again.")
                     .arg(store.label(), q.lastError().text())};
}

} // namespace

bool AuthorisedHostSet::allows(const QString &pageUrl) const
{
    if (!enforced || pageUrl.isEmpty()) {
        return true;
    }
    const QString host = HostPattern::hostOfUrl(pageUrl);
    return std::ranges::any_of(patterns, [&host](const HostPattern &p) {
        return p.matchesHost(host);
    });
}

AuthorisedHosts::AuthorisedHosts(JobStore &store)
    : m_store(store)
    , m_writer(&store)
{
}

AuthorisedHosts::AuthorisedHosts(const JobStore &store)
    : m_store(store)
{
}

Error AuthorisedHosts::readOnlyError() const
{
    return Error{QStringLiteral("DB_WRITE_FAILED"),
                 tr("The authorised hosts were opened for reading only (this is a program error; please report "
                    "it).")};
}

QString AuthorisedHosts::sqlClaimableCondition()
{
    // Mirrors AuthorisedHostSet::allows. store_meta's switch is read in the same statement, so a claim sees the
    // switch and the list of one moment.
    return QStringLiteral("(jobs.pageurl = ''"
                          " OR EXISTS (SELECT 1 FROM store_meta m WHERE m.name = '%1' AND m.value = 'off')"
                          " OR EXISTS (SELECT 1 FROM authorised_hosts a WHERE %2))")
        .arg(enforcementSetting(),
             HostPattern::sqlMatchCondition(QStringLiteral("jobs.target_host"), QStringLiteral("a.pattern")));
}

Result<QList<AuthorisedHost>> AuthorisedHosts::list() const
{
    QSqlQuery q = m_store.readQuery();
    if (!JobStore::exec(q,
                        QStringLiteral(
                            "SELECT pattern, added_by, added_at, note FROM authorised_hosts ORDER BY pattern"))) {
        return readError(m_store, q);
    }
    QList<AuthorisedHost> out;
    while (q.next()) {
        out << AuthorisedHost{q.value(0).toString(),
                              q.value(1).toString(),
                              q.value(2).toLongLong(),
                              q.value(3).toString()};
    }
    return out;
}

Result<AuthorisedHostSet> AuthorisedHosts::snapshot() const
{
    const Result<QList<AuthorisedHost>> rows = list();
    if (!rows) {
        return rows.error();
    }
    AuthorisedHostSet set;
    set.enforced = isEnforced();
    for (const AuthorisedHost &row : rows.value()) {
        if (const Result<HostPattern> p = HostPattern::parse(row.pattern); p) {
            set.patterns << p.value();
        }
    }
    return set;
}

Result<AuthorisedHosts::Allowed> AuthorisedHosts::allow(const QString &text, const QString &note)
{
    const Result<HostPattern> pattern = HostPattern::parse(text);
    if (!pattern) {
        return pattern.error();
    }
    if (m_writer == nullptr) {
        return readOnlyError();
    }
    const QString canonical = pattern->text();
    const QString trimmedNote = note.trimmed();
    Allowed result;
    result.host = AuthorisedHost{canonical, m_store.createdBy(), QDateTime::currentMSecsSinceEpoch(), trimmedNote};
    const AuditLog audit(*m_writer);
    const Result<void> written = m_writer->write(tr("authorise the host %1").arg(canonical), [&](QSqlQuery &q) {
        if (!JobStore::exec(q,
                            QStringLiteral("INSERT INTO authorised_hosts (pattern, added_by, added_at, note)"
                                           " VALUES (?, ?, ?, ?) ON CONFLICT (pattern) DO NOTHING"),
                            {canonical, result.host.addedBy, result.host.addedAtMs, trimmedNote})) {
            return false;
        }
        result.created = q.numRowsAffected() == 1;
        if (!result.created) {
            return true;
        }
        const QString detail = trimmedNote.isEmpty() ? canonical
                                                     : QStringLiteral("%1 (note: %2)").arg(canonical, trimmedNote);
        return audit.append(q, QStringLiteral("hosts.allow"), detail);
    });
    if (!written) {
        return written.error();
    }
    if (!result.created) {
        const Result<QList<AuthorisedHost>> rows = list();
        if (rows) {
            for (const AuthorisedHost &row : rows.value()) {
                if (row.pattern == canonical) {
                    result.host = row;
                }
            }
        }
    }
    return result;
}

Result<void> AuthorisedHosts::revoke(const QString &text)
{
    const Result<HostPattern> pattern = HostPattern::parse(text);
    if (!pattern) {
        return pattern.error();
    }
    if (m_writer == nullptr) {
        return readOnlyError();
    }
    const QString canonical = pattern->text();
    bool found = false;
    const AuditLog audit(*m_writer);
    const Result<void> written = m_writer->write(tr("revoke the host %1").arg(canonical), [&](QSqlQuery &q) {
        if (!JobStore::exec(q, QStringLiteral("DELETE FROM authorised_hosts WHERE pattern = ?"), {canonical})) {
            return false;
        }
        found = q.numRowsAffected() == 1;
        return !found || audit.append(q, QStringLiteral("hosts.revoke"), canonical);
    });
    if (!written) {
        return written.error();
    }
    if (!found) {
        QStringList known;
        if (const Result<QList<AuthorisedHost>> rows = list(); rows) {
            for (const AuthorisedHost &row : rows.value()) {
                known << row.pattern;
            }
        }
        return Error{QStringLiteral("NOT_FOUND"),
                     known.isEmpty()
                         ? tr("%1 is not an authorised host: no host is authorised in this database.").arg(canonical)
                         : tr("%1 is not an authorised host. Authorised are: %2.")
                               .arg(canonical, known.join(QStringLiteral(", ")))};
    }
    return {};
}

bool AuthorisedHosts::isAuthorised(const QString &pageUrl) const
{
    const Result<AuthorisedHostSet> set = snapshot();
    return set && set->allows(pageUrl);
}

bool AuthorisedHosts::isEnforced() const
{
    QSqlQuery q = m_store.readQuery();
    if (!JobStore::exec(q, QStringLiteral("SELECT value FROM store_meta WHERE name = ?"), {enforcementSetting()})) {
        return true; // unknown: err towards enforcing
    }
    return !q.next() || q.value(0).toString() != QLatin1String("off");
}

Result<void> AuthorisedHosts::setEnforced(bool on)
{
    if (m_writer == nullptr) {
        return readOnlyError();
    }
    if (isEnforced() == on) {
        return {};
    }
    const QString value = on ? QStringLiteral("on") : QStringLiteral("off");
    const AuditLog audit(*m_writer);
    return m_writer->write(on ? tr("turn on the enforcement of authorised hosts")
                              : tr("turn off the enforcement of authorised hosts"),
                           [&](QSqlQuery &q) {
        return JobStore::exec(q,
                              QStringLiteral("INSERT INTO store_meta (name, value) VALUES (?, ?)"
                                             " ON CONFLICT (name) DO UPDATE SET value = ?"),
                              {enforcementSetting(), value, value})
            && audit.append(q, QStringLiteral("hosts.enforcement"), value);
    });
}

Result<QList<qint64>> AuthorisedHosts::waitingJobIds() const
{
    QSqlQuery q = m_store.readQuery();
    if (!JobStore::exec(q,
                        QStringLiteral("SELECT id FROM jobs WHERE state = ? AND NOT %1 ORDER BY id")
                            .arg(sqlClaimableCondition()),
                        {jobStateName(JobState::Queued)})) {
        return readError(m_store, q);
    }
    QList<qint64> ids;
    while (q.next()) {
        ids << q.value(0).toLongLong();
    }
    return ids;
}

} // namespace SolveDeck
