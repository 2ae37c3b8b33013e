#include "timingpolicy.h"

#include <algorithm>
#include <cmath>

namespace SolveDeck {

namespace {

// Saturates instead of overflowing: a huge factor gives "practically never", not a negative interval. A positive
// interval never rounds down to 0, which would turn a wait into a busy loop.
qint64 scaleMs(qint64 ms, double factor)
{
    if (!std::isfinite(factor) || factor <= 0) {
        return ms;
    }
    constexpr double kMaxMs = 1e15; // over 30,000 years: far below qint64's limit, and exact in a double
    const double scaled = std::min(double(ms) * factor, kMaxMs);
    const qint64 rounded = qint64(std::llround(scaled));
    return ms > 0 ? std::max<qint64>(1, rounded) : rounded;
}

qint64 exponentialMs(qint64 minMs, qint64 maxMs, int n)
{
    const int doublings = std::clamp(n - 1, 0, 30);
    const double raw = double(minMs) * std::pow(2.0, doublings);
    return qint64(std::min(raw, double(maxMs)));
}

} // namespace

TimingPolicy TimingPolicy::scaled(double factor) const
{
    if (!std::isfinite(factor) || factor <= 0) {
        return *this; // scaleMs() ignores such a factor: `scale` must not record it either
    }
    TimingPolicy p = *this;
    for (qint64 *field : {&p.firstPollRecaptchaMs,
                          &p.firstPollTurnstileMs,
                          &p.firstPollImageMs,
                          &p.pollIntervalMs,
                          &p.deadlineMs,
                          &p.deadlineRecaptchaV2Ms,
                          &p.httpTimeoutMs,
                          &p.readTimeoutMs,
                          &p.capacityBackoffMinMs,
                          &p.capacityBackoffMaxMs,
                          &p.capacityGiveUpMs,
                          &p.transientRetryMs,
                          &p.transientRetryMaxMs,
                          &p.ipBanMs,
                          &p.tokenLifeRecaptchaMs,
                          &p.tokenLifeTurnstileMs,
                          &p.adaptiveFirstPollFloorMs,
                          &p.typicalSolveRecaptchaV2Ms,
                          &p.slowSolveRecaptchaV2Ms,
                          &p.typicalSolveRecaptchaV3Ms,
                          &p.slowSolveRecaptchaV3Ms,
                          &p.typicalSolveTurnstileMs,
                          &p.slowSolveTurnstileMs,
                          &p.typicalSolveImageMs,
                          &p.slowSolveImageMs,
                          &p.threadsInfoIntervalMs,
                          &p.threadsInfoMinIntervalMs,
                          &p.threadsInfoWhileBatchingMs,
                          &p.storeCheckMs,
                          &p.endpointRecheckMs,
                          &p.unreachableGiveUpMs,
                          &p.storeRetryMs,
                          &p.storeErrorAfterMs,
                          &p.idleReadingsMs}) {
        *field = scaleMs(*field, factor);
    }
    p.scale = scale * factor;
    return p;
}

qint64 TimingPolicy::typicalSolveMs(Method method) const
{
    switch (method) {
    case Method::RecaptchaV2:
        return typicalSolveRecaptchaV2Ms;
    case Method::RecaptchaV3:
        return typicalSolveRecaptchaV3Ms;
    case Method::Turnstile:
        return typicalSolveTurnstileMs;
    case Method::Image:
        break;
    }
    return typicalSolveImageMs;
}

qint64 TimingPolicy::slowSolveMs(Method method) const
{
    switch (method) {
    case Method::RecaptchaV2:
        return slowSolveRecaptchaV2Ms;
    case Method::RecaptchaV3:
        return slowSolveRecaptchaV3Ms;
    case Method::Turnstile:
        return slowSolveTurnstileMs;
    case Method::Image:
        break;
    }
    return slowSolveImageMs;
}

qint64 TimingPolicy::firstPollDelayMs(Method method) const
{
    switch (method) {
    case Method::RecaptchaV2:
    case Method::RecaptchaV3:
        return firstPollRecaptchaMs;
    case Method::Turnstile:
        return firstPollTurnstileMs;
    case Method::Image:
        return firstPollImageMs;
    }
    return firstPollRecaptchaMs;
}

qint64 TimingPolicy::deadlineAfterSubmitMs(Method method) const
{
    return method == Method::RecaptchaV2 ? deadlineRecaptchaV2Ms : deadlineMs;
}

qint64 TimingPolicy::tokenLifeMs(Method method) const
{
    switch (method) {
    case Method::RecaptchaV2:
    case Method::RecaptchaV3:
        return tokenLifeRecaptchaMs;
    case Method::Turnstile:
        return tokenLifeTurnstileMs;
    case Method::Image:
        return 0;
    }
    return 0;
}

qint64 TimingPolicy::capacityBackoffMs(int refusals, double jitter01) const
{
    const qint64 base = exponentialMs(capacityBackoffMinMs, capacityBackoffMaxMs, refusals);
    return qint64(double(base) * (0.5 + 0.5 * std::clamp(jitter01, 0.0, 1.0)));
}

qint64 TimingPolicy::transientBackoffMs(int failures, double jitter01) const
{
    const qint64 base = exponentialMs(transientRetryMs, transientRetryMaxMs, failures);
    return qint64(double(base) * (0.75 + 0.25 * std::clamp(jitter01, 0.0, 1.0)));
}

} // namespace SolveDeck
