#pragma once

#include "core/clock.h"
#include "core/engine/waitingreason.h"
#include "core/model/job.h"

#include <QTimer>
#include <QWidget>

#include <functional>
#include <optional>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QScrollArea;
class QTabWidget;
class QTreeWidget;

namespace SolveDeck {

// The pane under the job table: the selected job's token (with copy and a validity countdown), its timeline
// (job_events) and its parameters.
class JobDetailWidget : public QWidget
{
    Q_OBJECT

public:
    explicit JobDetailWidget(const Clock &clock = Clock::system(), QWidget *parent = nullptr);

    // Shows a job and its timeline; std::nullopt shows the empty state.
    void showJob(const std::optional<Job> &job, const QList<JobEvent> &events = {});
    // Several jobs selected: no job shown, and the pane says how many are selected rather than "Select a job".
    void showSelectionOf(int count);
    std::optional<qint64> shownJobId() const;

    QString countdownText() const;

    QPushButton *copyButton() const { return m_copyButton; }

    // What Tab stops at in the pane, top to bottom (MainWindow::tabStops keeps those shown).
    QList<QWidget *> tabStops() const;

    // The countdown and Copy, under the header (shown for a solved job).
    QWidget *tokenBar() const { return m_tokenBar; }

    QTreeWidget *timeline() const { return m_timeline; }

    QLabel *errorLabel() const { return m_errorLabel; }

    // Why the shown job waits (set by the capacity console); refreshWaitingReason() after its facts changed.
    using WaitingReasonSource = std::function<WaitingReason(const Job &, const QList<JobEvent> &)>;
    void setWaitingReasonSource(WaitingReasonSource source);
    void refreshWaitingReason();

    QLabel *waitingLabel() const { return m_waiting; }

    // A failed job's error for people: code and cause, what to do, and the stored detail only where it adds
    // something; each once.
    static QString errorText(const QString &code, const QString &detail);
    // A solved job whose token can still be used (image answers never expire).
    static bool tokenUsable(const Job &job, qint64 nowMs);
    // "+12.4 s", "+2 min 05 s": a timeline row's time since the job was created.
    static QString formatOffset(qint64 ms);
    // An event kind (job_events.kind) in words.
    static QString eventLabel(const QString &kind);

Q_SIGNALS:
    void copyTokenRequested(qint64 jobId);
    // The shown job's token just expired (the window disables Copy Token).
    void tokenExpired(qint64 jobId);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void updateCountdown();
    // After the pane's size changed: back at its top, or the focused child in view when the focus is inside.
    void restAfterResize();
    // Back at the top, unless the focus is inside the pane.
    void restAtTopUnlessFocused();
    // Scrolls the focused list's current row into view, whole.
    void showFocused();

    const Clock &m_clock;
    std::optional<Job> m_job;
    QLabel *m_header = nullptr;
    QLabel *m_errorLabel = nullptr;
    QLabel *m_waiting = nullptr;
    WaitingReasonSource m_waitingReason;
    QList<JobEvent> m_events;
    QLabel *m_image = nullptr;
    QTabWidget *m_tabs = nullptr;
    QPlainTextEdit *m_token = nullptr;
    QWidget *m_tokenBar = nullptr; // the countdown and Copy, under the header
    QScrollArea *m_scroll = nullptr;
    QLabel *m_countdown = nullptr;
    QPushButton *m_copyButton = nullptr;
    QTreeWidget *m_timeline = nullptr;
    QTreeWidget *m_parameters = nullptr;
    QTimer m_countdownTimer;
    bool m_countingDown = false; // a solved job's token is counted down (until it expires)
};

} // namespace SolveDeck
