#pragma once

#include <QList>
#include <QMap>
#include <QMetaType>
#include <QString>

#include <optional>

namespace SolveDeck {

// The life of a job; see ../shared/design/ARCHITECTURE.md "Job states".
//   queued -> submitting -> submitted -> solved
//   queued/submitting/submitted -> (back off) queued;  -> failed;  -> canceled;  failed/canceled -(retry)-> queued
enum class JobState {
    Queued,
    Submitting, // an in.php request is in flight; found at start-up it means "went out or not: nobody knows"
    Submitted,  // the provider's task id is stored; polling
    Solved,
    Failed,
    Canceled,
};

// Stable lowercase names used in the database, the CLI and exports: "queued", "submitting", ...
QString jobStateName(JobState state);
std::optional<JobState> jobStateFromName(const QString &name);
QList<JobState> allJobStates();
bool isTerminal(JobState state); // solved, failed, canceled

// A job not yet finished (queued, submitting, submitted): it counts against its client's in-flight limit.
inline bool isOpen(JobState state)
{
    return !isTerminal(state);
}

// The open states as an SQL list for "state IN (...)": 'queued', 'submitting', 'submitted'. The one spelling of
// "not yet finished" in SQL.
QString openJobStatesSql();

enum class Method {
    RecaptchaV2,
    RecaptchaV3,
    Turnstile,
    Image,
};

// Stable names: "recaptcha_v2", "recaptcha_v3", "turnstile", "image". methodFromName also accepts the
// provider's spelling: "userrecaptcha" (v2), "base64" / "post" (image).
QString methodName(Method method);
std::optional<Method> methodFromName(const QString &name);
QList<Method> allMethods();

// What to solve. `params` holds the optional per-method parameters by their CaptchaAI names
// (invisible, enterprise, action, min_score, data-s, userAgent, cookies, data, proxy, proxytype, and for images
// body (base64), phrase, regsense, numeric, min_len, max_len, calc, textinstructions).
struct TaskSpec
{
    Method method = Method::RecaptchaV2;
    QString sitekey; // googlekey for reCAPTCHA, sitekey for Turnstile; empty for images
    QString pageurl; // empty for images
    QMap<QString, QString> params;
    // For people only, never sent to the service: what the operator knows the job by (an image job's file name).
    QString label;

    bool operator==(const TaskSpec &) const = default;
};

struct Job
{
    qint64 id = 0;
    QString idempotencyKey;
    TaskSpec spec;
    JobState state = JobState::Queued;
    QString taskId;             // the provider's id; set before the first poll
    int attempts = 0;           // submits sent (including uncertain ones)
    qint64 createdAtMs = 0;     // all times: UTC ms since the epoch; 0 = not yet
    qint64 submittedAtMs = 0;   // when in.php answered with the task id
    qint64 readyAtMs = 0;       // first poll that found the token (upper bound of server-side ready time)
    qint64 collectedAtMs = 0;   // when the token was stored
    qint64 finishedAtMs = 0;    // solved, failed or canceled
    qint64 nextAttemptAtMs = 0; // queued jobs: not before this (back-off); 0 = now
    QString errorCode;          // CaptchaAI code or ours; empty unless failed
    QString errorDetail;
    QString token;
    qint64 tokenExpiresAtMs = 0;
    QString createdBy; // "operator@machine" of whoever added the job ('' for jobs from before schema 4)
    QString claimedBy; // the engine that claimed its latest submit (JobStore::EngineInfo::id); '' = none yet
};

// One row of a job's timeline (the job_events table).
struct JobEvent
{
    qint64 id = 0;
    qint64 jobId = 0;
    qint64 atMs = 0;
    QString kind;   // see EventKind below
    QString detail; // free text for people; never the API key
};

// Event kinds written by the store and the engine.
namespace EventKind {
inline constexpr char Enqueued[] = "enqueued";
inline constexpr char Submitting[] = "submitting";
inline constexpr char Submitted[] = "submitted";
inline constexpr char UncertainSubmit[] = "uncertain_submit"; // a submit whose answer was lost; re-sent
inline constexpr char Backoff[] = "backoff";                  // capacity or transient error: requeued for later
inline constexpr char Solved[] = "solved";
inline constexpr char Failed[] = "failed";
inline constexpr char Canceled[] = "canceled";
inline constexpr char Retried[] = "retried";
inline constexpr char Recovered[] = "recovered"; // state repaired at start-up
inline constexpr char Adopted[] = "adopted";     // another engine took over polling after the claimant's lease lapsed
} // namespace EventKind

} // namespace SolveDeck

Q_DECLARE_METATYPE(SolveDeck::Job)
