#pragma once

#include "core/protocol/apiresult.h"
#include "core/protocol/responseparser.h"
#include "core/store/endpointcapabilities.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace SolveDeck {

// Whether the provider answers res.php action=get&ids=a,b,c, found with one cheap request that risks no job: it
// asks ids= for two task ids that cannot be ours (probeTaskIds), so every answer is a per-id error code and no token
// can be lost in it. Pure: no network, no store, no clock.
namespace MultiIdProbe {

// The ids the probe asks about: well-formed (digits, as 2captcha-style ids are) but never issued to this key.
QStringList probeTaskIds();

struct Verdict
{
    enum class Kind {
        Supported,    // one code per id, in `envelope`
        Unsupported,  // a single code for the whole request, or an answer that is not one result per id
        Inconclusive, // transport failure, HTTP error, or a code about the key/account: ask again later
    };
    Kind kind = Kind::Inconclusive;
    QString envelope; // Supported: "json", "plain-ok" ("OK|a|b") or "plain" ("a|b")
    QString note;     // why, in a few words (for the log and the store)
};

// Reads the raw answer to the probe of `expectedCount` ids.
Verdict classify(const HttpAnswer &answer, int expectedCount);
// Whether the answer to a real ids= batch shows that ids= no longer works (every id BAD_RESPONSE: not one result
// per id, or garbage; a single ERROR_WRONG_ID_FORMAT for the whole request, which a server that ignores ids=
// gives; or the whole request refused as not the API, an HTML page or a 404, which single polls then confirm or
// not). Transient transport failures and per-id codes are not malformed: single polls could meet them too.
bool batchIsMalformed(const QList<ApiResult<PollOk>> &answers);

} // namespace MultiIdProbe

// When to use ids=, when to ask again. Pure: the caller passes the setting, what the store remembers and the time.
class MultiIdPolicy
{
public:
    enum class Action {
        Off,   // single polls, ask nothing (turned off by the setting, or known unsupported and checked recently)
        On,    // ids= polls (known supported, checked recently)
        Probe, // send the probe now (single polls until its verdict)
    };

    // How long a remembered answer holds before the next start asks again.
    static constexpr qint64 kSupportedForMs = 7LL * 24 * 3600 * 1000;
    static constexpr qint64 kUnsupportedForMs = 24LL * 3600 * 1000;
    // After a malformed ids= answer mid-run, or an inconclusive probe: the earliest next probe.
    static constexpr qint64 kRecheckAfterMalformedMs = 10LL * 60 * 1000;
    static constexpr qint64 kRetryInconclusiveMs = 5LL * 60 * 1000;
    static constexpr QLatin1StringView kMalformedNote{"malformed ids= answer"};

    // The decision at engine start (or after an endpoint change): a remembered answer holds kSupportedForMs
    // (supported), kUnsupportedForMs (unsupported) or kRecheckAfterMalformedMs (unsupported because an ids= answer
    // was malformed); after that, or when nothing is remembered, probe. A check dated in the future (the clock went
    // back) counts as old.
    static Action atStart(bool enabled, const std::optional<EndpointCapability> &known, qint64 nowMs);
    // The row to store for a verdict (nullopt for Inconclusive: nothing learned).
    static std::optional<EndpointCapability> capabilityFor(const QString &endpoint,
                                                           const MultiIdProbe::Verdict &verdict,
                                                           qint64 nowMs);
    // The row to store when an ids= answer mid-run was malformed: unsupported until re-checked.
    static EndpointCapability malformed(const QString &endpoint, qint64 nowMs);
};

} // namespace SolveDeck
