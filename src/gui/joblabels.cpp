#include "joblabels.h"

#include "core/timetext.h"

#include <QDateTime>
#include <QHash>

#include <algorithm>

namespace SolveDeck {

QString JobLabels::state(JobState state)
{
    switch (state) {
    case JobState::Queued:
        return tr("Queued");
    case JobState::Submitting:
        return tr("Submitting");
    case JobState::Submitted:
        return tr("Solving");
    case JobState::Solved:
        return tr("Solved");
    case JobState::Failed:
        return tr("Failed");
    case JobState::Canceled:
        return tr("Canceled");
    }
    return {};
}

QString JobLabels::field(const QString &name)
{
    static const QHash<QString, const char *> labels = {
        {QStringLiteral("method"), QT_TR_NOOP("Method")},
        {QStringLiteral("sitekey"), QT_TR_NOOP("Site key")},
        {QStringLiteral("pageurl"), QT_TR_NOOP("Page URL")},
        {QStringLiteral("label"), QT_TR_NOOP("Label")},
        {QStringLiteral("action"), QT_TR_NOOP("Action")},
        {QStringLiteral("min_score"), QT_TR_NOOP("Minimum score")},
        {QStringLiteral("invisible"), QT_TR_NOOP("Invisible reCAPTCHA")},
        {QStringLiteral("enterprise"), QT_TR_NOOP("Enterprise")},
        {QStringLiteral("data"), QT_TR_NOOP("Data (cData)")},
        {QStringLiteral("pingback"), QT_TR_NOOP("Pingback URL")},
        {QStringLiteral("proxy"), QT_TR_NOOP("Proxy")},
        {QStringLiteral("proxytype"), QT_TR_NOOP("Proxy type")},
        {QStringLiteral("cookies"), QT_TR_NOOP("Cookies")},
        {QStringLiteral("body"), QT_TR_NOOP("Image")},
        {QStringLiteral("phrase"), QT_TR_NOOP("Several words")},
        {QStringLiteral("regsense"), QT_TR_NOOP("Case-sensitive")},
        {QStringLiteral("numeric"), QT_TR_NOOP("Characters")},
        {QStringLiteral("calc"), QT_TR_NOOP("Arithmetic")},
        {QStringLiteral("min_len"), QT_TR_NOOP("Shortest answer")},
        {QStringLiteral("max_len"), QT_TR_NOOP("Longest answer")},
        {QStringLiteral("textinstructions"), QT_TR_NOOP("Instructions")},
    };
    const auto it = labels.constFind(name);
    return it == labels.cend() ? name : tr(*it);
}

QString JobLabels::method(Method method)
{
    switch (method) {
    case Method::RecaptchaV2:
        return tr("reCAPTCHA v2");
    case Method::RecaptchaV3:
        return tr("reCAPTCHA v3");
    case Method::Turnstile:
        return tr("Turnstile");
    case Method::Image:
        return tr("Image");
    }
    return {};
}

QString JobLabels::methodShort(Method method)
{
    switch (method) {
    case Method::RecaptchaV2:
        return tr("v2", "reCAPTCHA v2 in a chart's legend");
    case Method::RecaptchaV3:
        return tr("v3", "reCAPTCHA v3 in a chart's legend");
    case Method::Turnstile:
        return tr("Turnstile", "in a chart's legend");
    case Method::Image:
        return tr("Image", "in a chart's legend");
    }
    return {};
}

QString JobLabels::tableTime(qint64 utcMs, qint64 nowMs)
{
    return localTimeText(utcMs, nowMs);
}

QString JobLabels::widestTableTime()
{
    return widestLocalTimeText();
}

QString JobLabels::duration(qint64 ms, Counting counting)
{
    const qint64 seconds = std::max<qint64>(0, ms / 1000);
    // Counting down, a minute is "60 s": a fresh 60 s token read "valid 1 min 00 s" beside rows counting "59 s" (a
    // twentieth trial). Counting up, it is "1 min 00 s": Elapsed read "60 s" beside "1 min 03 s" (a thirty-third).
    if (seconds < 60 || (seconds == 60 && counting == Counting::Down)) {
        return tr("%1 s").arg(seconds);
    }
    if (seconds < 3600) {
        return tr("%1 min %2 s").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
    }
    return tr("%1 h %2 min").arg(seconds / 3600).arg((seconds % 3600) / 60, 2, 10, QLatin1Char('0'));
}

QString JobLabels::elapsed(qint64 createdAtMs, qint64 finishedAtMs, qint64 nowMs)
{
    return finishedAtMs > 0 ? duration(finishedAtMs - createdAtMs + 500, Counting::Up)
                            : duration(nowMs - createdAtMs, Counting::Up);
}

QString JobLabels::timeLeft(qint64 expiresAtMs, qint64 nowMs)
{
    return duration(expiresAtMs - (nowMs - nowMs % 1000));
}

bool JobLabels::tokenExpired(qint64 expiresAtMs, qint64 nowMs)
{
    return expiresAtMs > 0 && expiresAtMs - (nowMs - nowMs % 1000) < 1000;
}

int JobLabels::msToNextSecond(qint64 nowMs)
{
    return int(1000 - nowMs % 1000) + 5; // just past the boundary: a timer a few ms early still sees the new second
}

QList<JobLabels::StateGroup> JobLabels::stateGroups()
{
    return {{tr("All"), {}, tr("Every job in the database")},
            {state(JobState::Queued),
             {JobState::Queued, JobState::Submitting},
             tr("Jobs waiting for a thread, or being sent to the service (not accepted yet)")},
            {state(JobState::Submitted),
             {JobState::Submitted},
             tr("Jobs the service accepted and is solving, by every engine on this database")},
            {state(JobState::Solved), {JobState::Solved}, tr("Jobs with a token or an answer")},
            {state(JobState::Failed), {JobState::Failed}, tr("Jobs that failed: the detail pane says why")},
            {state(JobState::Canceled), {JobState::Canceled}, tr("Jobs canceled before they were solved")}};
}

QString JobLabels::describe(const JobFilter &filter)
{
    JobFilter shown = filter;
    for (const StateGroup &group : stateGroups()) {
        const auto inFilter = [&](JobState s) {
            return shown.states.contains(s);
        };
        if (group.states.size() > 1 && std::all_of(group.states.cbegin(), group.states.cend(), inFilter)) {
            // The row's first state stands for the whole row, under the row's own name.
            for (qsizetype i = 1; i < group.states.size(); ++i) {
                shown.states.removeAll(group.states.at(i));
            }
        }
    }
    return shown.describe(&JobLabels::state);
}

} // namespace SolveDeck
