#pragma once

#include "core/result.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace SolveDeck {

class JobStore;

// What one API endpoint was found to support, as the endpoint_capabilities table keeps it (schema 5).
struct EndpointCapability
{
    enum class MultiId {
        Unknown,     // never checked, or the last check could not tell
        Supported,   // res.php action=get&ids=a,b,c answers one result per id
        Unsupported, // it does not (or an ids= answer was malformed: checked again later)
    };
    QString endpoint; // the API base URL as ApiClient::endpointLabel() names it
    MultiId multiId = MultiId::Unknown;
    QString envelope;       // how ids= answers come when Supported: "json", "plain-ok" ("OK|a|b") or "plain" ("a|b")
    QString note;           // why, in a few words (kept in the envelope column when Unsupported: "malformed", ...)
    qint64 checkedAtMs = 0; // wall clock, ms since the epoch

    static QString multiIdText(MultiId value); // "yes", "no", "" (the column's words)
    static MultiId multiIdFromText(const QString &text);
};

// The endpoint_capabilities table through JobStore's seam: read the remembered answer for an endpoint, remember a
// new one (one row per endpoint, replaced). Every remembered change is written with an audit_log row
// ("endpoint.capability") in the same transaction.
class EndpointCapabilities
{
    Q_DECLARE_TR_FUNCTIONS(EndpointCapabilities)

public:
    explicit EndpointCapabilities(JobStore &store);

    // nullopt when nothing is remembered for `endpoint`; DB_READ_FAILED when the database cannot be read.
    Result<std::optional<EndpointCapability>> find(const QString &endpoint) const;
    // Replaces the row of capability.endpoint (INVALID_ENDPOINT when it is empty).
    Result<void> remember(const EndpointCapability &capability);
    // Forgets what is known of `endpoint` (the next start checks again). Not an error when nothing was known.
    Result<void> forget(const QString &endpoint);

private:
    JobStore &m_store;
};

} // namespace SolveDeck
