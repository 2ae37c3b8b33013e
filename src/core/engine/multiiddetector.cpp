#include "core/engine/multiiddetector.h"

#include "core/engine/enginecontext.h"
#include "core/engine/enginelogging.h"
#include "core/store/endpointcapabilities.h"

namespace SolveDeck {

namespace {

// Probes at most this many times in one run (inconclusive answers and re-checks after malformed ones), so a
// provider that never answers clearly costs a handful of requests, not a stream.
constexpr int kMaxProbesPerRun = 4;

} // namespace

MultiIdDetector::MultiIdDetector(EngineContext &context)
    : c(context)
{
}

void MultiIdDetector::setEnabled(bool on)
{
    m_enabled = on;
    if (!on) {
        if (m_probe != 0) {
            c.api->abort(m_probe);
            m_probe = 0;
        }
        m_nextProbeAtMs = 0;
        use(false, QStringLiteral("turned off by the setting"));
    } else {
        m_endpoint.clear(); // decided again at the next tick
    }
}

void MultiIdDetector::start(qint64 nowMs)
{
    m_probes = 0;
    m_endpoint.clear();
    m_nextProbeAtMs = 0;
    decide(nowMs);
}

void MultiIdDetector::stop()
{
    if (m_probe != 0) {
        c.api->abort(m_probe);
        m_probe = 0;
    }
    m_nextProbeAtMs = 0;
    m_endpoint.clear();
}

void MultiIdDetector::tick(qint64 nowMs)
{
    if (m_endpoint != c.api->endpointLabel()) {
        decide(nowMs);
        return;
    }
    if (m_enabled && m_probe == 0 && m_nextProbeAtMs > 0 && nowMs >= m_nextProbeAtMs) {
        probe(nowMs);
    }
}

void MultiIdDetector::decide(qint64 nowMs)
{
    if (m_probe != 0) {
        c.api->abort(m_probe);
        m_probe = 0;
    }
    m_nextProbeAtMs = 0;
    m_endpoint = c.api->endpointLabel();
    if (!m_enabled) {
        use(false, QStringLiteral("turned off by the setting"));
        return;
    }
    std::optional<EndpointCapability> known;
    if (const auto found = EndpointCapabilities(*c.store).find(m_endpoint); found) {
        known = found.value();
    } else {
        qCWarning(lcEngine) << "multi-id: could not read what is known of the endpoint:" << found.error().message;
    }
    switch (MultiIdPolicy::atStart(true, known, c.wallNow())) {
    case MultiIdPolicy::Action::On:
        use(true, QStringLiteral("known to work (%1 envelope)").arg(known->envelope));
        return;
    case MultiIdPolicy::Action::Off:
        use(false, QStringLiteral("known not to work (%1)").arg(known->note));
        return;
    case MultiIdPolicy::Action::Probe:
        use(false, QStringLiteral("checking the endpoint"));
        probe(nowMs);
        return;
    }
}

void MultiIdDetector::probe(qint64 nowMs)
{
    Q_UNUSED(nowMs)
    m_nextProbeAtMs = 0;
    if (m_probes >= kMaxProbesPerRun) {
        qCInfo(lcEngine) << "multi-id: no more probes this run; single polls";
        return;
    }
    ++m_probes;
    const QStringList ids = MultiIdProbe::probeTaskIds();
    m_probe = c.api->probeMultiId(ids, [this](const ApiResult<HttpAnswer> &answer) {
        m_probe = 0;
        onProbeAnswer(answer);
    });
    c.oracle.noteResRequest();
}

void MultiIdDetector::onProbeAnswer(const ApiResult<HttpAnswer> &answer)
{
    const qint64 nowMs = c.now();
    MultiIdProbe::Verdict verdict;
    if (answer.ok()) {
        verdict = MultiIdProbe::classify(*answer.value, int(MultiIdProbe::probeTaskIds().size()));
    } else {
        verdict.kind = MultiIdProbe::Verdict::Kind::Inconclusive;
        verdict.note = answer.failure.code;
    }
    if (const auto row = MultiIdPolicy::capabilityFor(m_endpoint, verdict, c.wallNow())) {
        remember(*row);
    }
    switch (verdict.kind) {
    case MultiIdProbe::Verdict::Kind::Supported:
        use(true, QStringLiteral("the endpoint answers ids= (%1 envelope)").arg(verdict.envelope));
        return;
    case MultiIdProbe::Verdict::Kind::Unsupported:
        use(false, QStringLiteral("the endpoint does not answer ids= (%1)").arg(verdict.note));
        return;
    case MultiIdProbe::Verdict::Kind::Inconclusive:
        m_nextProbeAtMs = nowMs + MultiIdPolicy::kRetryInconclusiveMs;
        use(false, QStringLiteral("the check told nothing (%1); asking again later").arg(verdict.note));
        return;
    }
}

void MultiIdDetector::noteMalformed(qint64 nowMs)
{
    if (!c.api->multiIdPoll()) {
        return; // already off (several batches may have been in flight)
    }
    use(false, QStringLiteral("an ids= answer was malformed"));
    remember(MultiIdPolicy::malformed(m_endpoint, c.wallNow()));
    if (m_enabled) {
        m_nextProbeAtMs = nowMs + MultiIdPolicy::kRecheckAfterMalformedMs;
    }
}

void MultiIdDetector::use(bool on, const QString &why)
{
    if (c.api->multiIdPoll() != on) {
        c.api->setMultiIdPoll(on);
    }
    qCInfo(lcEngine).noquote() << "multi-id polling" << (on ? "on:" : "off:") << why;
}

void MultiIdDetector::remember(const EndpointCapability &capability)
{
    if (const Result<void> saved = EndpointCapabilities(*c.store).remember(capability); !saved) {
        // Not fatal: the verdict holds for this run and the next start asks again.
        qCWarning(lcEngine) << "multi-id: could not remember the endpoint's answer:" << saved.error().message;
    }
}

} // namespace SolveDeck
