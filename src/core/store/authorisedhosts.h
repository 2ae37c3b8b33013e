#pragma once

#include "core/model/hostpattern.h"
#include "core/result.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace SolveDeck {

class JobStore;

// One row of the authorised targets: who allowed it, when, and why.
struct AuthorisedHost
{
    QString pattern; // canonical: "shop.example.com" or "*.example.com"
    QString addedBy; // "user@machine"
    qint64 addedAtMs = 0;
    QString note;
};

// What the store knows of the authorised targets at one moment: the patterns and whether they are enforced. Pure:
// decides for page URLs in C++ with the rule the claim applies in SQL (for `list --json`, the console's waiting
// reason, `enqueue`'s warning).
struct AuthorisedHostSet
{
    QList<HostPattern> patterns;
    bool enforced = true;

    // A job for this page URL may be submitted: enforcement is off, the job names no page (an image without a
    // page URL), or a pattern covers its host.
    bool allows(const QString &pageUrl) const;
};

// The hosts the operator owns or is authorised to test (the store's authorised_hosts table), and the switch that
// enforces them (store_meta "authorised_hosts.enforced", on unless set to "off"). The claim (Claims::claimDue)
// picks only jobs this allows, so no interface can submit a job for another host: such a job is stored and waits.
// Every change is written with its audit_log row in one transaction.
class AuthorisedHosts
{
    Q_DECLARE_TR_FUNCTIONS(AuthorisedHosts)

public:
    explicit AuthorisedHosts(JobStore &store);
    // Reads only: allow, revoke and setEnforced fail (a program error) on this one.
    explicit AuthorisedHosts(const JobStore &store);

    // Sorted by pattern. DB_READ_FAILED when the database cannot be read.
    Result<QList<AuthorisedHost>> list() const;
    // The patterns and the switch, for deciding many URLs at once.
    Result<AuthorisedHostSet> snapshot() const;

    // Allows a pattern as HostPattern::parse reads `text` (INVALID_HOST_PATTERN otherwise). Allowing one that is
    // there already keeps the first row (who and when) and records nothing: `created` says which. Audit action
    // "hosts.allow" with the pattern and the note.
    struct Allowed
    {
        AuthorisedHost host;
        bool created = false;
    };

    Result<Allowed> allow(const QString &text, const QString &note = {});
    // Removes a pattern (NOT_FOUND when it is not there: the message lists what is). Audit action "hosts.revoke".
    Result<void> revoke(const QString &text);

    // Whether a job for this page URL may be submitted now (see AuthorisedHostSet::allows). Errors read as "no".
    bool isAuthorised(const QString &pageUrl) const;

    // Enforcement on (the default) or off. Audit action "hosts.enforcement" with "on" or "off"; setting what is set
    // already records nothing.
    bool isEnforced() const;
    Result<void> setEnforced(bool on);

    // The jobs queued now that the claim passes over because their host is not authorised.
    Result<QList<qint64>> waitingJobIds() const;

    // The SQL condition (over the jobs table's columns pageurl and target_host) that a job may be claimed: what
    // Claims::claimDue and nextQueuedAttemptAtMs add to their WHERE. No bound values.
    static QString sqlClaimableCondition();

    // store_meta's row name of the switch.
    static QString enforcementSetting() { return QStringLiteral("authorised_hosts.enforced"); }

private:
    Error readOnlyError() const;

    const JobStore &m_store;
    JobStore *m_writer = nullptr;
};

} // namespace SolveDeck
