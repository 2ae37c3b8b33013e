#pragma once

#include "core/model/job.h"

#include <QtGlobal>

namespace SolveDeck {

// Every interval the engine waits for, in one place, all multiplied by one scale factor so tests and demos run
// the real schedule faster (scaled(0.02): a 15 s first poll becomes 300 ms). Values are unscaled defaults from
// ARCHITECTURE.md "Timing" and PROTOCOL.md "Timing facts"; each field says where its number comes from.
struct TimingPolicy
{
    // First poll after submit. CaptchaAI's docs and official examples wait 15 s for token types; Turnstile
    // "typically takes 10-15 seconds" (docs), hence 10 s; images are solved in seconds (examples: 5 s).
    qint64 firstPollRecaptchaMs = 15'000;
    qint64 firstPollTurnstileMs = 10'000;
    qint64 firstPollImageMs = 5'000;
    // Docs: "poll every ~5 seconds". Never less per task, also with adaptive polling.
    qint64 pollIntervalMs = 5'000;
    // Give up after this long since submit (examples and SDK defaults: 120 s; reCAPTCHA v2 solves of ~37 s are
    // common and a few take a minute or more, so it gets 180 s).
    qint64 deadlineMs = 120'000;
    qint64 deadlineRecaptchaV2Ms = 180'000;
    // One HTTP request's transfer timeout (seed value), also the length of its overall deadline: applied by the
    // ApiClient.
    qint64 httpTimeoutMs = 30'000;
    // A res.php request (a poll, threadsinfo) is a small read the server answers at once: one unanswered this long
    // has hung, and is given up and asked again on the method's spacing instead of holding a token (or the
    // account's reading) for httpTimeoutMs. A hung poll of a finished task held its thread's next job for 30 s.
    qint64 readTimeoutMs = 10'000;
    // No free thread (ERROR_ZERO_BALANCE and kin): exponential back-off from 2 s to 30 s with jitter (docs and the
    // seed's Oban settings); after 10 min of waiting the job fails with CAPACITY_WAIT_EXCEEDED so it cannot
    // wait forever on an account that never frees a thread.
    qint64 capacityBackoffMinMs = 2'000;
    qint64 capacityBackoffMaxMs = 30'000;
    qint64 capacityGiveUpMs = 600'000;
    // Transient errors (5xx, HTML, garbage, timeouts, ERROR_SERVER_ERROR): docs say retry after ~10 s; doubled per
    // consecutive failure up to 60 s so an outage does not turn into a request storm.
    qint64 transientRetryMs = 10'000;
    qint64 transientRetryMaxMs = 60'000;
    // IP_BANNED: docs say stop all traffic for 5 minutes.
    qint64 ipBanMs = 300'000;
    // Token life from arrival: Google documents 2 min for reCAPTCHA, Cloudflare 300 s for Turnstile; image text
    // does not expire (0).
    qint64 tokenLifeRecaptchaMs = 120'000;
    qint64 tokenLifeTurnstileMs = 300'000;
    // Adaptive polling never polls earlier than this after submit, whatever it learned: a guard against a model
    // fed with freak fast answers. 1 s: image solves take 0.5-1.2 s (PROTOCOL.md), so a higher floor would only
    // leave their text waiting; token types are learned far above it.
    qint64 adaptiveFirstPollFloorMs = 1'000;
    // What adaptive polling assumes about solve times before it has learned them, and blends with what it learns
    // (PollPlanner): a lognormal per method through a typical time and a slow one. Sources: PROTOCOL.md "Timing
    // facts" and the seed article: a live reCAPTCHA v2 solve at ~37 s and "under 60 seconds"; v3 ~5 s (slow end
    // unknown: twice that); Turnstile "typically 10-15 seconds"; images "under half a second" (slow end: 1 s).
    qint64 typicalSolveRecaptchaV2Ms = 37'000;
    qint64 slowSolveRecaptchaV2Ms = 60'000;
    qint64 typicalSolveRecaptchaV3Ms = 5'000;
    qint64 slowSolveRecaptchaV3Ms = 10'000;
    qint64 typicalSolveTurnstileMs = 10'000;
    qint64 slowSolveTurnstileMs = 15'000;
    qint64 typicalSolveImageMs = 500;
    qint64 slowSolveImageMs = 1'000;
    // How often threadsinfo is asked, to learn the plan's threads and how many of our tasks are really busy.
    // Fixed schedule: every 10 s, rare next to the poll traffic (a busy thread polled every 5 s sends 2 requests per
    // 10 s). Adaptive: when the learned solve times say that about AdaptiveTuning::completionsPerThreadsInfo (0.7)
    // tasks have finished unseen since the last answer, so each answer frees those threads at once and points the
    // next polls at them, but never more often than twice a second: two requests per second is the most we spend
    // on it whatever the plan's size (15 threads finish about one task a second). With single polls, on plans up to
    // AdaptiveTuning::maxPlannedTasks, no more often on average than every 10 s either (RequestAllowance): those
    // polls are the fixed schedule's, so more threadsinfo would only add requests per solve.
    qint64 threadsInfoIntervalMs = 10'000;
    qint64 threadsInfoMinIntervalMs = 500;
    // With batched polls (res.php ids=) the polls themselves find the finished tasks, so threadsinfo only keeps the
    // plan's size true: once a minute. At 5 threads of Turnstile and reCAPTCHA v2 a 10 s interval spent half a
    // request per solve on it (30 s: 0.18), taken from the batches' share of the budget.
    qint64 threadsInfoWhileBatchingMs = 60'000;
    // Jobs enqueued by another process (GUI and CLI share one database), and the operator's pause set by one, are
    // noticed by a store check this often: a second is below what a person notices, and a few indexed queries per
    // second cost nothing.
    qint64 storeCheckMs = 1'000;
    // An endpoint that does not speak the API (a 404, a login page) pauses the queue; it is asked again this often
    // (one threadsinfo), so a proxy that comes back resumes the queue by itself.
    qint64 endpointRecheckMs = 30'000;
    // Transient failures (timeouts, refused connections, 5xx) are retried with back-off, but when no request has
    // had an API answer for this long the queue pauses with the cause instead of retrying without end: ten
    // minutes, as long as a capacity wait may last.
    qint64 unreachableGiveUpMs = 600'000;
    // A store write that failed (disk full, the database locked past its busy timeout) is kept and retried this
    // often. The answer it records stays in memory meanwhile; after storeErrorAfterMs of failures the engine stops
    // all traffic and says why, and resumes when the writes go through.
    qint64 storeRetryMs = 1'000;
    qint64 storeErrorAfterMs = 10'000;
    // While nothing is queued or in flight, the account's readings (threadsinfo, getbalance) are refreshed this
    // often for the console.
    qint64 idleReadingsMs = 30'000;

    // The scale factor already applied to the fields above (1.0 = real time).
    double scale = 1.0;

    static TimingPolicy defaults() { return {}; }

    // A copy with every interval multiplied by `factor` (compounding with any scale already applied).
    TimingPolicy scaled(double factor) const;

    qint64 firstPollDelayMs(Method method) const;
    // The prior solve-time distribution of `method`: its median and its 95th percentile.
    qint64 typicalSolveMs(Method method) const;
    qint64 slowSolveMs(Method method) const;
    qint64 deadlineAfterSubmitMs(Method method) const;
    // 0 = never expires.
    qint64 tokenLifeMs(Method method) const;
    // Back-off after the n-th consecutive capacity refusal (n >= 1): min * 2^(n-1) capped at max, then full
    // jitter in [50%, 100%] so several consoles on one key do not retry in step. `jitter01` is in [0, 1).
    qint64 capacityBackoffMs(int refusals, double jitter01) const;
    // Back-off after the n-th consecutive transient failure (n >= 1), jitter as above but in [75%, 100%].
    qint64 transientBackoffMs(int failures, double jitter01) const;
};

} // namespace SolveDeck
