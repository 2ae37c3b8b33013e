#include "jobactions.h"

#include "core/clock.h"
#include "core/engine/enginehost.h"
#include "core/model/consoleplaces.h"
#include "core/model/validation.h"
#include "core/timetext.h"
#include "gui/consolesettings.h"
#include "gui/jobdetailwidget.h"
#include "gui/joblabels.h"
#include "gui/jobtablemodel.h"
#include "gui/mainwindow.h"
#include "gui/messagebox.h"
#include "gui/newjobdialog.h"
#include "gui/targetprompt.h"
#include "gui/tokenclipboard.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QMessageBox>

namespace SolveDeck {

JobActions::JobActions(MainWindow *window, const Actions &actions)
    : QObject(window)
    , m_window(window)
    , m_actions(actions)
    , m_copyTokenWords(actions.copyToken->text(), actions.copyToken->toolTip())
{
    connect(m_actions.newJob, &QAction::triggered, this, &JobActions::newJob);
    connect(m_actions.cancel, &QAction::triggered, this, &JobActions::cancelSelected);
    connect(m_actions.retry, &QAction::triggered, this, &JobActions::retrySelected);
    connect(m_actions.solveAgain, &QAction::triggered, this, &JobActions::solveAgain);
    connect(m_actions.copyToken, &QAction::triggered, this, [this] {
        copySelected(JobCopy::Variant::Token);
    });
    connect(m_actions.reportWrong, &QAction::triggered, this, [this] {
        reportSelected(false);
    });
    connect(m_actions.reportCorrect, &QAction::triggered, this, [this] {
        reportSelected(true);
    });
}

void JobActions::setEngine(EngineHost *engine)
{
    if (m_engine) {
        disconnect(m_engine, nullptr, this, nullptr);
    }
    m_engine = engine;
    if (m_engine) {
        connect(m_engine, &EngineHost::opened, this, &JobActions::update);
        connect(m_engine, &EngineHost::actionFailed, this, [this](qint64 jobId) {
            actionRefused(jobId);
        });
    }
    update();
}

void JobActions::setStore(JobStore *store)
{
    m_store = store;
    update();
}

bool JobActions::canWrite() const
{
    return m_engine && m_engine->isOpen();
}

QStringList JobActions::copyActionTexts() const
{
    return {m_copyTokenWords.first, tr("&Copy Answer")};
}

std::optional<Job> JobActions::selectedJob() const
{
    const QList<qint64> ids = m_window->selectedJobIds();
    return ids.size() == 1 ? m_window->jobModel()->jobById(ids.first()) : std::nullopt;
}

void JobActions::update()
{
    bool anyCancelable = false;
    bool anyRetryable = false;
    bool oneUsableToken = false;
    bool oneSolved = false;
    bool oneReportable = false;
    bool oneImage = false;
    const QList<qint64> ids = m_window->selectedJobIds();
    const qint64 now = Clock::system().nowMs();
    for (qint64 id : ids) {
        const auto job = m_window->jobModel()->jobById(id);
        if (!job) {
            continue;
        }
        anyCancelable = anyCancelable || !isTerminal(job->state);
        anyRetryable = anyRetryable || job->state == JobState::Failed || job->state == JobState::Canceled;
        if (ids.size() == 1) {
            // An expired token cannot be copied: Solve Again queues a new job for a fresh one.
            oneUsableToken = JobDetailWidget::tokenUsable(*job, now);
            oneImage = job->spec.method == Method::Image;
            oneSolved = job->state == JobState::Solved;
            oneReportable = oneSolved && !job->taskId.isEmpty();
        }
    }
    const bool canAct = canWrite();
    m_actions.newJob->setEnabled(canAct);
    m_actions.cancel->setEnabled(canAct && anyCancelable);
    m_actions.retry->setEnabled(canAct && anyRetryable);
    m_actions.solveAgain->setEnabled(canAct && oneSolved);
    m_actions.copyToken->setEnabled(oneUsableToken);
    // An image job's answer is not a token: the action says what it copies, as the detail pane's button does ("Copy
    // Token" on the toolbar and the menu for an answer: the fourth and thirteenth trials).
    // (The token's words are the action's own, as the main window's form gives them.)
    m_actions.copyToken->setText(oneImage ? copyActionTexts().constLast() : m_copyTokenWords.first);
    m_actions.copyToken->setToolTip(oneImage ? tr("Copy the selected job's answer (cleared from the clipboard after "
                                                  "the answer lifetime set in Preferences)")
                                             : m_copyTokenWords.second);
    // Reports go to the session, which says why when it cannot send one.
    m_actions.reportWrong->setEnabled(oneReportable);
    m_actions.reportCorrect->setEnabled(oneReportable);
}

bool JobActions::enqueue(const TaskSpec &spec, const QString &idempotencyKey)
{
    if (!canWrite()) {
        return false;
    }
    // Checked here first, so a bad job is refused at once and with the same words as the store would use.
    if (const Result<void> valid = validateTaskSpec(spec); !valid) {
        QMessageBox::warning(m_window, tr("Job not queued"), valid.error().message);
        return false;
    }
    // The engine's thread writes it: a busy database never freezes the window.
    const QPointer<JobActions> self(this);
    m_engine->enqueue(spec, idempotencyKey, [self](const Result<JobStore::Enqueued> &added) {
        if (self) {
            self->jobQueued(added);
        }
    });
    return true;
}

void JobActions::jobQueued(const Result<JobStore::Enqueued> &added)
{
    if (!added) {
        m_solvingAgain = 0;
        QMessageBox::warning(m_window, tr("Job not queued"), added.error().message);
        Q_EMIT jobQueueAnswered(false);
        return;
    }
    if (!added->created) {
        m_window->showStatusMessage(tr("A job with this idempotency key already exists: job %1.").arg(added->jobId));
    }
    m_window->jobModel()->refreshJobs({added->jobId});
    m_window->selectJob(added->jobId);
    // Solve Again said nothing, and its new job was not in the Solved view it was asked from (a seventeenth trial).
    if (const qint64 again = std::exchange(m_solvingAgain, 0); again > 0 && added->created) {
        QString note = tr("Job %1 queued with the parameters of job %2.").arg(added->jobId).arg(again);
        if (!m_window->selectedJobIds().contains(added->jobId)) {
            note += QLatin1Char(' ') + tr("It is not in this view: All and Queued show it.");
        }
        m_window->showStatusMessage(note);
    }
    Q_EMIT jobQueueAnswered(true);
}

void JobActions::newJob()
{
    NewJobDialog dialog(m_window);
    // The first job for a host nobody authorised asks whether the operator may test it (TargetPrompt).
    if (dialog.exec() == QDialog::Accepted && TargetPrompt::confirm(m_window, m_store.data(), dialog.spec())) {
        enqueue(dialog.spec(), dialog.idempotencyKey());
    }
}

void JobActions::cancelSelected()
{
    if (!canWrite()) {
        return;
    }
    QList<qint64> cancelable;
    int inFlight = 0;
    int finished = 0; // selected, but solved, failed or canceled already: left as they are
    for (qint64 id : m_window->selectedJobIds()) {
        const auto job = m_window->jobModel()->jobById(id);
        if (job && !isTerminal(job->state)) {
            cancelable.append(id);
            inFlight += job->state == JobState::Queued ? 0 : 1;
        } else if (job) {
            ++finished;
        }
    }
    // Every selected job accounted for: "Cancel 4 jobs?" with five selected said nothing of the fifth (an eighth
    // trial).
    const QString leftAsTheyAre = finished > 0
                                    ? tr("%n of the selected jobs had already finished and stay(s) as they are.",
                                         nullptr,
                                         finished)
                                    : QString();
    if (cancelable.size() > 1 || (!cancelable.isEmpty() && finished > 0)) {
        const int count = int(cancelable.size());
        QString text = cancelQuestion(count, inFlight);
        if (!leftAsTheyAre.isEmpty()) {
            text += QLatin1Char(' ') + leftAsTheyAre;
        }
        if (!MessageBox::confirm(m_window, tr("Cancel jobs"), text, cancelButton(count), tr("&Keep Them"))) {
            return;
        }
    }
    // A refusal (the job changed meanwhile) comes back through EngineHost::actionFailed.
    m_note = {true, QSet<qint64>(cancelable.cbegin(), cancelable.cend()), 0, leftAsTheyAre};
    for (qint64 id : std::as_const(cancelable)) {
        m_engine->cancelJob(id);
    }
    // One job too: a cancel with Del said nothing, beside "Canceled 4 jobs." and "Job 106 queued again." (a
    // seventeenth trial).
    if (!cancelable.isEmpty()) {
        showActionNote();
    } else {
        m_note = {};
    }
}

void JobActions::actionRefused(qint64 jobId)
{
    if (m_note.ids.remove(jobId)) {
        ++m_note.refused;
        showActionNote();
    }
}

void JobActions::showActionNote()
{
    const int done = int(m_note.ids.size());
    QStringList parts;
    if (m_note.cancel) {
        if (done == 1 && m_note.refused == 0) {
            parts << tr("Job %1 canceled.").arg(*m_note.ids.cbegin());
        } else if (done > 0 || m_note.refused == 0) {
            parts << tr("%n job(s) canceled.", nullptr, done); // in the words of the bulk cancel
        }
    } else if (done == 1 && m_note.refused == 0) {
        parts << tr("Job %1 queued again.").arg(*m_note.ids.cbegin());
    } else if (done > 0) {
        parts << tr("%n job(s) queued again.", nullptr, done);
    }
    if (m_note.refused > 0) {
        parts << tr("%n had changed meanwhile and stay(s) as they are.", nullptr, m_note.refused);
    }
    if (!m_note.after.isEmpty()) {
        parts << m_note.after;
    }
    m_window->showStatusMessage(parts.join(QLatin1Char(' ')));
}

QString JobActions::cancelQuestion(int count, int inFlight, const QString &about)
{
    if (count == 1 && about.isEmpty()) {
        // One left of a selection whose others had finished.
        return inFlight > 0 ? tr("Cancel 1 job? It already went to the service, which may still solve it; its token is "
                                 "then not collected.")
                            : tr("Cancel 1 job?");
    }
    QString text = about.isEmpty() ? tr("Cancel %1 jobs?").arg(count)
                                   : tr("Cancel %1 jobs (%2)?").arg(count).arg(about);
    if (inFlight == 1) {
        text += QLatin1Char(' ')
              + tr("One of them already went to the service, which may still solve it; its "
                   "token is then not collected.");
    } else if (inFlight > 1) {
        text += QLatin1Char(' ')
              + tr("%1 of them already went to the service, which may still solve them; their "
                   "tokens are then not collected.")
                    .arg(inFlight);
    }
    return text;
}

QString JobActions::cancelButton(int count)
{
    if (count == 1) {
        return tr("Cancel 1 Job");
    }
    return tr("Cancel %1 Jobs").arg(count);
}

void JobActions::retrySelected()
{
    if (!canWrite()) {
        return;
    }
    QList<qint64> retried;
    for (qint64 id : m_window->selectedJobIds()) {
        const auto job = m_window->jobModel()->jobById(id);
        if (job && (job->state == JobState::Failed || job->state == JobState::Canceled)) {
            retried << id;
        }
    }
    // Said as a cancel is (the status bar still said "Canceled 3 jobs." after a retry: an eleventh trial); a refused
    // retry is taken off the note when its answer comes (EngineHost::actionFailed).
    m_note = {false, QSet<qint64>(retried.cbegin(), retried.cend()), 0, QString()};
    for (qint64 id : std::as_const(retried)) {
        m_engine->retryJob(id);
    }
    if (!retried.isEmpty()) {
        showActionNote();
    }
}

void JobActions::solveAgain()
{
    const auto job = selectedJob();
    if (job && job->state == JobState::Solved) {
        // A new job with the same parameters and a new idempotency key: the solved one stays as it was.
        m_solvingAgain = job->id;
        if (!enqueue(job->spec)) {
            m_solvingAgain = 0;
        }
    }
}

void JobActions::reportSelected(bool good)
{
    const auto job = selectedJob();
    if (job && job->state == JobState::Solved && !job->taskId.isEmpty()) {
        Q_EMIT reportAnswerRequested(job->id, good);
    }
}

bool JobActions::copySelected(JobCopy::Variant variant)
{
    const auto job = selectedJob();
    return job && copy(variant, *job);
}

bool JobActions::copyToken(qint64 id)
{
    const auto job = m_window->jobModel()->jobById(id);
    return job && copy(JobCopy::Variant::Token, *job);
}

bool JobActions::copy(JobCopy::Variant variant, const Job &job)
{
    if (!JobCopy::applies(variant, job)) {
        return false;
    }
    const qint64 now = Clock::system().nowMs();
    const bool expired = JobLabels::tokenExpired(job.tokenExpiresAtMs, now); // as the table and the pane say
    // An expired token is no use to anyone: the variants made of it are refused, and a job copied as JSON leaves it
    // out (as an export does without tokens), so the clipboard never holds one.
    if (expired && variant != JobCopy::Variant::JobJson) {
        m_window->showStatusMessage(tr("This token has expired; %1 queues a new job for a fresh one.")
                                        .arg(ConsolePlaces::path(ConsolePlaces::Place::SolveAgain)));
        update();
        return false;
    }
    Job copied = job;
    if (expired) {
        copied.token.clear();
    }
    const QString text = JobCopy::text(variant, copied);
    if (copied.token.isEmpty()) {
        QApplication::clipboard()->setText(text);
        m_window->showStatusMessage(expired ? tr("Job %1 copied as JSON, without its expired token.").arg(job.id)
                                            : tr("Job %1 copied as JSON.").arg(job.id),
                                    4000);
        return true;
    }
    // It holds a token: a secret, which leaves the clipboard as Preferences say, whichever variant carries it (at
    // its expiry by default; an answer without its own expiry, such as an image job's text, after the answer
    // lifetime).
    // (0 from the answer lifetime: until SolveDeck quits.)
    const bool expires = job.tokenExpiresAtMs > 0;
    const qint64 left = expires ? job.tokenExpiresAtMs - now : TokenClipboard::answerLifetimeMs();
    const qint64 clearAfter = ConsoleSettings::clipboardClearAfterMs(left);
    m_window->tokenClipboard()->copy(text, clearAfter);
    // What happens to the copy, as it will happen: at the token's expiry, after the time Preferences set, or never.
    // Each variant says what it copied: a job copied as JSON after its token read as the same note, so it seemed to
    // say nothing (a twenty-fourth trial).
    QString what;
    switch (variant) {
    case JobCopy::Variant::Token:
        what = expires ? tr("Token copied.") : tr("Answer copied.");
        break;
    case JobCopy::Variant::TokenJson:
        what = tr("Token copied as JSON.");
        break;
    case JobCopy::Variant::FillSnippet:
        what = tr("Form-filling JavaScript copied, with the token.");
        break;
    case JobCopy::Variant::JobJson:
        what = tr("Job %1 copied as JSON, with its token.").arg(job.id);
        break;
    }
    QString when;
    if (clearAfter <= 0) {
        when = tr("It stays on the clipboard until you copy something else or quit SolveDeck.");
    } else if (expires && clearAfter >= left) {
        // A time of day, which stays true while the note shows ("in 25 s" still said 25 s eight seconds later: a
        // tenth trial); the table and the detail pane count down to it. The time early: at 900 px a narrow status
        // bar cut the German note before it (an eighteenth trial).
        when = tr("The clipboard is cleared at %1, when the token expires.")
                   .arg(localTimeText(job.tokenExpiresAtMs, now));
    } else {
        when = tr("The clipboard is cleared at %1.").arg(localTimeText(now + clearAfter, now));
    }
    m_window->showStatusMessage(what + QLatin1Char(' ') + when, 6000);
    return true;
}

} // namespace SolveDeck
