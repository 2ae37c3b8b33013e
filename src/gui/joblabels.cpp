#include "joblabels.h"

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

QString JobLabels::duration(qint64 ms)
{
    const qint64 seconds = std::max<qint64>(0, ms / 1000);
    if (seconds < 60) {
        return tr("%1 s").arg(seconds);
    }
    if (seconds < 3600) {
        return tr("%1 min %2 s").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
    }
    return tr("%1 h %2 min").arg(seconds / 3600).arg((seconds % 3600) / 60, 2, 10, QLatin1Char('0'));
}

QList<JobLabels::StateGroup> JobLabels::stateGroups()
{
    return {{tr("All"), {}},
            {state(JobState::Queued), {JobState::Queued}},
            {state(JobState::Submitted), {JobState::Submitting, JobState::Submitted}},
            {state(JobState::Solved), {JobState::Solved}},
            {state(JobState::Failed), {JobState::Failed}},
            {state(JobState::Canceled), {JobState::Canceled}}};
}

} // namespace SolveDeck
