#pragma once

#include "core/engine/multiidprobe.h"
#include "core/net/apiservice.h"

#include <QString>

namespace SolveDeck {

struct EngineContext;

// Switches the API client between single polls and res.php ids= polls: at engine start (and when the endpoint
// changed) it takes what the store remembers for the endpoint (EndpointCapabilities) or sends the one probe
// (MultiIdProbe), and remembers the verdict. A malformed ids= answer mid-run switches back to single polls at once
// and is remembered, so the endpoint is checked again (MultiIdPolicy::kRecheckAfterMalformedMs later). Until a
// verdict says yes, polls are single. Owned by the Poller; the decisions are MultiIdPolicy's.
class MultiIdDetector
{
public:
    explicit MultiIdDetector(EngineContext &context);

    // The setting (console preference, `solvedeck-cli run --no-multi-id`): off = single polls, no probe.
    void setEnabled(bool on);

    bool enabled() const { return m_enabled; }

    // Engine start: decide for the current endpoint.
    void start(qint64 nowMs);
    // Engine stop: drop a probe in flight.
    void stop();
    // Called on the engine's poll step: a changed endpoint is decided again; a due re-check sends the probe.
    void tick(qint64 nowMs);
    // An ids= batch answered malformed: single polls from now on, remembered for the endpoint.
    void noteMalformed(qint64 nowMs);

private:
    void decide(qint64 nowMs);
    void probe(qint64 nowMs);
    void onProbeAnswer(const ApiResult<HttpAnswer> &answer);
    void use(bool on, const QString &why);
    void remember(const EndpointCapability &capability);

    EngineContext &c;
    bool m_enabled = true;
    QString m_endpoint;                // the endpoint decided for ('' = not decided yet)
    ApiService::RequestId m_probe = 0; // the probe in flight, 0 = none
    qint64 m_nextProbeAtMs = 0;        // engine time of a planned re-check; 0 = none
    int m_probes = 0;                  // probes sent since start
};

} // namespace SolveDeck
