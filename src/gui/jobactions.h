#pragma once

#include "core/model/job.h"
#include "core/result.h"
#include "core/store/jobstore.h"
#include "gui/jobcopy.h"

#include <QObject>
#include <QPointer>
#include <QSet>

#include <optional>
#include <utility>

class QAction;

namespace SolveDeck {

class EngineHost;
class MainWindow;

// The commands on the table's selected jobs, in one place for the Jobs menu, the toolbar, the table's context menu,
// the detail pane and the history console's copy variants: which of them the selection allows, and doing them.
// Every write (a new job, cancel, retry) goes to the engine's thread (EngineHost) and answers by signal; without an
// open engine the commands that write are off. Reports go to the session (reportAnswerRequested).
class JobActions : public QObject
{
    Q_OBJECT

public:
    // The window's actions these commands drive (made by its form).
    struct Actions
    {
        QAction *newJob = nullptr;
        QAction *copyToken = nullptr;
        QAction *cancel = nullptr;
        QAction *retry = nullptr;
        QAction *solveAgain = nullptr;
        QAction *reportWrong = nullptr;
        QAction *reportCorrect = nullptr;
    };

    JobActions(MainWindow *window, const Actions &actions);

    // The engine that writes; nullptr (or one not open yet): the writing commands are off.
    void setEngine(EngineHost *engine);
    // The store the new-job prompt checks authorised hosts in.
    void setStore(JobStore *store);

    // Enables each action for the current selection.
    void update();

    // The one selected job, if exactly one is.
    std::optional<Job> selectedJob() const;

    // Queues a job as the New Job dialog does: stored by the engine's thread, then selected. false when it is refused
    // at once (no engine, or a problem validateTaskSpec finds); a later refusal is shown and announced by
    // jobQueueAnswered(false).
    bool enqueue(const TaskSpec &spec, const QString &idempotencyKey = {});

    // The one question before several jobs are canceled, from the selection or from a view, and its button.
    // inFlight: how many of them the service already has (it may still solve them; their tokens are not collected).
    // about, when not empty, names the jobs ("state Queued, containing "shop1"").
    static QString cancelQuestion(int count, int inFlight, const QString &about = {});
    static QString cancelButton(int count);

    void newJob();
    void cancelSelected();
    void retrySelected();
    // A new job with the same parameters as the selected solved one (a fresh token).
    void solveAgain();
    void reportSelected(bool good);
    // Copies the selected job as `variant`; a token is a secret (TokenClipboard), cleared as Preferences say.
    bool copySelected(JobCopy::Variant variant);
    // Copies job `id`'s token (the detail pane's button); false for an expired or missing one.
    // The copy action's words for a token and for an image job's answer (the toolbar keeps the wider's width).
    QStringList copyActionTexts() const;
    bool copyToken(qint64 id);

Q_SIGNALS:
    void jobQueueAnswered(bool ok);
    void reportAnswerRequested(qint64 jobId, bool good);

private:
    bool canWrite() const;
    bool copy(JobCopy::Variant variant, const Job &job);
    void jobQueued(const Result<JobStore::Enqueued> &added);
    // The status bar's note after a cancel or a retry of several jobs, as the engine's answers come: a job refused
    // (it changed meanwhile) is not counted ("Canceled 3 jobs." with two left alone: a thirteenth trial).
    void showActionNote();
    void actionRefused(qint64 jobId);

    struct ActionNote
    {
        bool cancel = true;
        QSet<qint64> ids; // asked for, not refused (yet)
        int refused = 0;
        QString after; // what else the note says ("1 of the selected jobs had already finished …")
    };

    MainWindow *m_window;
    ActionNote m_note;
    Actions m_actions;
    std::pair<QString, QString> m_copyTokenWords;
    qint64 m_solvingAgain = 0; // the solved job whose Solve Again is on its way to the store // Copy Token's text and
                               // tooltip, for a job with a token
    QPointer<EngineHost> m_engine;
    QPointer<JobStore> m_store;
};

} // namespace SolveDeck
