#include "core/store/endpointcapabilities.h"

#include "core/store/auditlog.h"
#include "core/store/jobstore.h"

#include <QSqlError>
#include <QSqlQuery>

namespace SolveDeck {

QString EndpointCapability::multiIdText(MultiId value)
{
    switch (value) {
    case MultiId::Supported:
        return QStringLiteral("yes");
    case MultiId::Unsupported:
        return QStringLiteral("no");
    case MultiId::Unknown:
        break;
    }
    return {};
}

EndpointCapability::MultiId EndpointCapability::multiIdFromText(const QString &text)
{
    if (text == QLatin1String("yes")) {
        return MultiId::Supported;
    }
    if (text == QLatin1String("no")) {
        return MultiId::Unsupported;
    }
    return MultiId::Unknown;
}

EndpointCapabilities::EndpointCapabilities(JobStore &store)
    : m_store(store)
{
}

Result<std::optional<EndpointCapability>> EndpointCapabilities::find(const QString &endpoint) const
{
    QSqlQuery q = m_store.readQuery();
    if (!JobStore::exec(q,
                        QStringLiteral("SELECT multi_id, envelope, checked_at FROM endpoint_capabilities"
                                       " WHERE endpoint = ?"),
                        {endpoint})) {
        return Error{QStringLiteral("DB_READ_FAILED"),
                     tr("Could not read what is known of the endpoint %1 from %2: %3. Check that the database is "
                        "reachable and readable, then try again.")
                         .arg(endpoint, m_store.label(), q.lastError().text())};
    }
    if (!q.next()) {
        return std::optional<EndpointCapability>{};
    }
    EndpointCapability c;
    c.endpoint = endpoint;
    c.multiId = EndpointCapability::multiIdFromText(q.value(0).toString());
    const QString envelope = q.value(1).toString();
    if (c.multiId == EndpointCapability::MultiId::Supported) {
        c.envelope = envelope;
    } else {
        c.note = envelope;
    }
    c.checkedAtMs = q.value(2).toLongLong();
    return std::optional<EndpointCapability>{c};
}

Result<void> EndpointCapabilities::remember(const EndpointCapability &capability)
{
    if (capability.endpoint.trimmed().isEmpty()) {
        return Error{QStringLiteral("INVALID_ENDPOINT"),
                     tr("An endpoint capability needs the endpoint's URL (this is a program error; please report "
                        "it).")};
    }
    const QString multiId = EndpointCapability::multiIdText(capability.multiId);
    const QString envelope = capability.multiId == EndpointCapability::MultiId::Supported ? capability.envelope
                                                                                          : capability.note;
    const AuditLog audit(m_store);
    // In words an operator reads: "several ids per res.php request: not supported (a single ERROR_... for 2 ids)".
    QString answer = capability.multiId == EndpointCapability::MultiId::Supported   ? QStringLiteral("supported")
                   : capability.multiId == EndpointCapability::MultiId::Unsupported ? QStringLiteral("not supported")
                                                                                    : QStringLiteral("not known");
    if (!envelope.trimmed().isEmpty()) {
        answer += QStringLiteral(" (%1)").arg(envelope.trimmed());
    }
    const QString detail = QStringLiteral("%1: several ids per res.php request: %2").arg(capability.endpoint, answer);
    return m_store.write(tr("remember the capabilities of %1").arg(capability.endpoint), [&](QSqlQuery &q) {
        return JobStore::exec(q,
                              QStringLiteral("INSERT INTO endpoint_capabilities (endpoint, multi_id, envelope,"
                                             " checked_at) VALUES (?, ?, ?, ?) ON CONFLICT (endpoint) DO UPDATE SET"
                                             " multi_id = excluded.multi_id, envelope = excluded.envelope,"
                                             " checked_at = excluded.checked_at"),
                              {capability.endpoint, multiId, envelope, capability.checkedAtMs})
            && audit.appendByEngine(q, QStringLiteral("endpoint.capability"), detail);
    });
}

Result<void> EndpointCapabilities::forget(const QString &endpoint)
{
    const AuditLog audit(m_store);
    return m_store.write(tr("forget the capabilities of %1").arg(endpoint), [&](QSqlQuery &q) {
        if (!JobStore::exec(q, QStringLiteral("DELETE FROM endpoint_capabilities WHERE endpoint = ?"), {endpoint})) {
            return false;
        }
        return q.numRowsAffected() == 0 || audit.append(q, QStringLiteral("endpoint.forget"), endpoint);
    });
}

} // namespace SolveDeck
