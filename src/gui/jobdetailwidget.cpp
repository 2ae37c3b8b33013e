#include "jobdetailwidget.h"

#include "core/model/consoleplaces.h"
#include "core/model/proxypassword.h"
#include "core/protocol/errorcatalog.h"
#include "core/timetext.h"
#include "gui/commandline.h"
#include "gui/joblabels.h"
#include "gui/statuscolours.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QDateTime>
#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHash>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QLocale>
#include <QPixmap>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <utility>

namespace SolveDeck {

namespace {

QString formatTime(qint64 ms)
{
    if (ms <= 0) {
        return {};
    }
    return localTimeText(ms, QDateTime::currentMSecsSinceEpoch());
}

// A parameter's value for people: yes/no for the switches, the numeric option in words, an image's kind and size
// instead of its base64 text.
QString parameterValue(const QString &name, const QString &value)
{
    static const QStringList switches{QStringLiteral("invisible"),
                                      QStringLiteral("enterprise"),
                                      QStringLiteral("phrase"),
                                      QStringLiteral("regsense"),
                                      QStringLiteral("calc")};
    if (switches.contains(name)) {
        return value == QLatin1String("1") ? JobDetailWidget::tr("yes") : JobDetailWidget::tr("no");
    }
    if (name == QLatin1String("numeric")) {
        if (value == QLatin1String("1")) {
            return JobDetailWidget::tr("digits only");
        }
        if (value == QLatin1String("2")) {
            return JobDetailWidget::tr("letters only");
        }
        return JobDetailWidget::tr("any");
    }
    if (name == QLatin1String("body")) {
        const QByteArray bytes = QByteArray::fromBase64(value.toLatin1());
        const QImage image = QImage::fromData(bytes);
        const QString size = QLocale().formattedDataSize(bytes.size(), 1, QLocale::DataSizeTraditionalFormat);
        if (image.isNull()) {
            return JobDetailWidget::tr("%1 of image data").arg(size);
        }
        return JobDetailWidget::tr("%1 × %2 px, %3").arg(image.width()).arg(image.height()).arg(size);
    }
    return value;
}

} // namespace

QString JobDetailWidget::errorText(const QString &code, const QString &detail)
{
    // Code, cause, fix and the stored detail, each once: the detail is shown only for what the catalogue does
    // not already say (rows from older versions repeat the code and the catalogue's text in it).
    const ErrorInfo info = describeError(code);
    QStringList lines;
    lines << (info.cause.isEmpty() ? code : tr("%1: %2").arg(code, info.cause));
    if (!info.fix.isEmpty()) {
        lines << tr("What to do: %1").arg(info.fix);
    }
    const QString extra = errorDetailBeyondCatalogue(code, detail);
    if (!extra.isEmpty()) {
        lines << tr("Details: %1").arg(extra);
    }
    return lines.join(QLatin1Char('\n'));
}

bool JobDetailWidget::tokenUsable(const Job &job, qint64 nowMs)
{
    return job.state == JobState::Solved && !job.token.isEmpty()
        && !JobLabels::tokenExpired(job.tokenExpiresAtMs, nowMs);
}

QString JobDetailWidget::formatOffset(qint64 ms)
{
    if (ms < 0) {
        ms = 0;
    }
    if (ms < 60'000) {
        return tr("+%1 s").arg(QLocale().toString(double(ms) / 1000.0, 'f', 1));
    }
    // To the nearest second, as the table's Elapsed.
    return QStringLiteral("+") + JobLabels::duration(ms + 500, JobLabels::Counting::Up);
}

QString JobDetailWidget::eventLabel(const QString &kind)
{
    static const QHash<QString, const char *> labels = {
        {QLatin1String(EventKind::Enqueued), QT_TR_NOOP("Queued")},
        {QLatin1String(EventKind::Submitting), QT_TR_NOOP("Sending to the service")},
        {QLatin1String(EventKind::Submitted), QT_TR_NOOP("Accepted by the service")},
        {QLatin1String(EventKind::UncertainSubmit), QT_TR_NOOP("Answer lost: sent again")},
        {QLatin1String(EventKind::Backoff), QT_TR_NOOP("Waiting (back-off)")},
        {QLatin1String(EventKind::Solved), QT_TR_NOOP("Solved")},
        {QLatin1String(EventKind::Failed), QT_TR_NOOP("Failed")},
        {QLatin1String(EventKind::Canceled), QT_TR_NOOP("Canceled")},
        {QLatin1String(EventKind::Retried), QT_TR_NOOP("Retried")},
        {QLatin1String(EventKind::Recovered), QT_TR_NOOP("Recovered at start")},
        {QStringLiteral("paused"), QT_TR_NOOP("Queue paused")},
        {QStringLiteral("resumed"), QT_TR_NOOP("Queue resumed")},
        {QStringLiteral("reported_good"), QT_TR_NOOP("Reported correct")},
        {QStringLiteral("reported_bad"), QT_TR_NOOP("Reported wrong")},
    };
    const auto it = labels.constFind(kind);
    return it == labels.cend() ? kind : tr(*it);
}

JobDetailWidget::JobDetailWidget(const Clock &clock, QWidget *parent)
    : QWidget(parent)
    , m_clock(clock)
{
    // The pane's height is the splitter's (the operator's) whatever it shows: its content scrolls inside it when a
    // job has more to say (an error, a waiting reason, an image), instead of taking rows from the table.
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("detailScroll"));
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Tab stops at what is inside (Copy token, the tabs, the token), not at the frameless area around them, where
    // the focus would show nowhere; a focused child is scrolled into view.
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->setAccessibleName(tr("Selected job"));
    scroll->setAccessibleDescription(tr("The selected job's state, error, token, timeline and parameters"));
    m_scroll = scroll;
    outer->addWidget(scroll);
    // The pane rests at its top (the header, the expiry line, the tabs) unless what has the focus is inside it: Tab
    // scrolls a focused child into view, and a thirty-seventh trial found the pane left scrolled after Tab had gone on
    // to the dock, its header out of sight, and after a resize its top line cut through its letters. After the focus
    // has left: QScrollArea scrolls to the child it last focused once Tab has moved the focus on, even out of it.
    scroll->viewport()->installEventFilter(this);
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget *old, QWidget *now) {
        const bool left = old != nullptr && m_scroll->isAncestorOf(old);
        const bool elsewhereInTheWindow = now != nullptr && now->window() == window() && !m_scroll->isAncestorOf(now);
        if (left && elsewhereInTheWindow) {
            QMetaObject::invokeMethod(this, &JobDetailWidget::restAtTopUnlessFocused, Qt::QueuedConnection);
        }
        if (qobject_cast<QAbstractItemView *>(now) != nullptr && m_scroll->isAncestorOf(now)) {
            // Once the list has its current row (it takes the first as it gets the focus) and the scroll area has
            // scrolled to the list as it sees it.
            QMetaObject::invokeMethod(this, &JobDetailWidget::showFocused, Qt::QueuedConnection);
        }
    });
    auto *content = new QWidget(scroll);
    scroll->setWidget(content);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(6, 4, 6, 4);

    m_header = new QLabel(content);
    m_header->setObjectName(QStringLiteral("detailHeader"));
    m_header->setTextFormat(Qt::RichText);
    m_header->setWordWrap(true);
    layout->addWidget(m_header);
    m_waiting = new QLabel(content);
    m_waiting->setObjectName(QStringLiteral("detailWaitingReason"));
    m_waiting->setWordWrap(true);
    m_waiting->setTextFormat(Qt::RichText);
    m_waiting->hide();
    layout->addWidget(m_waiting);

    // What a tester selects a solved job for, right under its header, never below the fold: how long the token is
    // good for, and Copy.
    m_tokenBar = new QWidget(content);
    m_tokenBar->setObjectName(QStringLiteral("tokenBar"));
    auto *tokenBar = new QHBoxLayout(m_tokenBar);
    tokenBar->setContentsMargins(0, 0, 0, 0);
    m_countdown = new QLabel(m_tokenBar);
    m_countdown->setObjectName(QStringLiteral("tokenCountdown"));
    // The expiry advice is a sentence: it wraps in the pane's width (a label that does not would widen the window).
    m_countdown->setWordWrap(true);
    m_countdown->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    tokenBar->addWidget(m_countdown, 1);
    m_copyButton = new QPushButton(tr("&Copy token"), m_tokenBar);
    m_copyButton->setObjectName(QStringLiteral("copyTokenButton"));
    m_copyButton->setAccessibleDescription(tr("Copy the token (Ctrl+Shift+C) to the clipboard"));
    tokenBar->addWidget(m_copyButton);
    layout->addWidget(m_tokenBar);
    m_tokenBar->hide();

    m_errorLabel = new QLabel(content);
    m_errorLabel->setObjectName(QStringLiteral("detailError"));
    m_errorLabel->setAccessibleDescription(tr("Why the job failed and what to do"));
    m_errorLabel->setWordWrap(true);
    m_errorLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    StatusColours::followPalette(m_errorLabel, StatusColours::Role::ErrorText);
    layout->addWidget(m_errorLabel);

    m_tabs = new QTabWidget(content);
    m_tabs->setObjectName(QStringLiteral("detailTabs"));
    // Tall enough for a few lines of token, timeline or parameters; smaller panes scroll.
    m_tabs->setMinimumHeight(120);
    m_tabs->setAccessibleName(tr("Job detail"));
    m_tabs->setAccessibleDescription(tr("The selected job's token, timeline and parameters"));
    layout->addWidget(m_tabs, 1);

    auto *tokenPage = new QWidget(m_tabs);
    auto *tokenLayout = new QVBoxLayout(tokenPage);
    m_image = new QLabel(tokenPage);
    m_image->setObjectName(QStringLiteral("imagePreview"));
    m_image->hide();
    tokenLayout->addWidget(m_image);
    m_token = new QPlainTextEdit(tokenPage);
    m_token->setObjectName(QStringLiteral("tokenText"));
    m_token->setReadOnly(true);
    // Selectable by keyboard too: a read-only text shows no cursor otherwise, and Tab's stop on it showed no focus at
    // all (a thirty-ninth trial). Shift+arrows select, Ctrl+C copies.
    m_token->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_token->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_token->setPlaceholderText(tr("The token appears here when the job is solved."));
    m_token->setAccessibleName(tr("Token"));
    m_token->setAccessibleDescription(tr("The selected job's token or answer, read-only"));
    tokenLayout->addWidget(m_token, 1);
    // "Result": a token, or an image job's answer (a sixteenth trial read "Token" over an answer).
    m_tabs->addTab(tokenPage, tr("Result"));

    m_timeline = new QTreeWidget(m_tabs);
    m_timeline->setObjectName(QStringLiteral("timeline"));
    m_timeline->setRootIsDecorated(false);
    m_timeline->setHeaderLabels({tr("Time"), tr("Since created"), tr("Event"), tr("Detail")});
    m_timeline->setAccessibleName(tr("Timeline"));
    m_timeline->setAccessibleDescription(tr("Each event of the selected job with its time"));
    m_timeline->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_timeline->header()->setStretchLastSection(true);
    m_tabs->addTab(m_timeline, tr("Timeline"));

    m_parameters = new QTreeWidget(m_tabs);
    m_parameters->setObjectName(QStringLiteral("parameters"));
    m_parameters->setRootIsDecorated(false);
    m_parameters->setHeaderLabels({tr("Name"), tr("Value")});
    m_parameters->setAccessibleName(tr("Parameters"));
    m_parameters->setAccessibleDescription(tr("The selected job's method, site key, page URL and options"));
    m_parameters->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_parameters->setTextElideMode(Qt::ElideMiddle);
    m_tabs->addTab(m_parameters, tr("Parameters"));

    connect(m_copyButton, &QPushButton::clicked, this, [this] {
        if (m_job) {
            Q_EMIT copyTokenRequested(m_job->id);
        }
    });

    // The countdown counts seconds.
    // Each second just after it begins, as the table's time columns (JobLabels::timeLeft): the two never differ.
    m_countdownTimer.setSingleShot(true);
    m_countdownTimer.setTimerType(Qt::PreciseTimer);
    connect(&m_countdownTimer, &QTimer::timeout, this, [this] {
        updateCountdown();
        if (m_countingDown) {
            m_countdownTimer.start(JobLabels::msToNextSecond(m_clock.nowMs()));
        }
    });

    showJob(std::nullopt);
}

bool JobDetailWidget::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_scroll->viewport() && event->type() == QEvent::Resize) {
        // After the layout has settled at the new size (the scroll range changes after the viewport's resize).
        QMetaObject::invokeMethod(this, &JobDetailWidget::restAfterResize, Qt::QueuedConnection);
    }
    return QWidget::eventFilter(watched, event);
}

void JobDetailWidget::restAfterResize()
{
    QWidget *focused = QApplication::focusWidget();
    if (focused != nullptr && m_scroll->isAncestorOf(focused)) {
        m_scroll->ensureWidgetVisible(focused);
        showFocused();
    } else {
        m_scroll->verticalScrollBar()->setValue(0);
    }
}

void JobDetailWidget::showFocused()
{
    // QScrollArea places a list's current row where its header is (the row's rect is the list's viewport's): in a
    // pane made small, Tab onto the timeline left its focused first row half below the edge, the pane unscrolled (a
    // forty-second first-hour trial). The row is scrolled into view whole.
    const auto *view = qobject_cast<QAbstractItemView *>(QApplication::focusWidget());
    if (view == nullptr || !m_scroll->isAncestorOf(view) || !view->currentIndex().isValid()) {
        return;
    }
    const QRect row = view->visualRect(view->currentIndex()).intersected(view->viewport()->rect());
    if (row.isEmpty()) {
        return;
    }
    // Up and down only: sideways the pane stays where it is.
    const int y = view->viewport()->mapTo(m_scroll->widget(), row.center()).y();
    const int x = m_scroll->horizontalScrollBar()->value() + m_scroll->viewport()->width() / 2;
    m_scroll->ensureVisible(x, y, 0, row.height() / 2 + 2);
}

void JobDetailWidget::restAtTopUnlessFocused()
{
    QWidget *focused = QApplication::focusWidget();
    if (focused == nullptr || !m_scroll->isAncestorOf(focused)) {
        m_scroll->verticalScrollBar()->setValue(0);
    }
}

std::optional<qint64> JobDetailWidget::shownJobId() const
{
    return m_job ? std::optional<qint64>(m_job->id) : std::nullopt;
}

void JobDetailWidget::setWaitingReasonSource(WaitingReasonSource source)
{
    m_waitingReason = std::move(source);
    refreshWaitingReason();
}

void JobDetailWidget::refreshWaitingReason()
{
    const WaitingReason reason = m_job && m_waitingReason ? m_waitingReason(*m_job, m_events) : WaitingReason{};
    // The command to authorise a host on a line of its own (it broke after "--" in the sentence).
    m_waiting->setText(
        reason.isNull() ? QString() : messageWithCommandLine(tr("Waiting: %1").arg(reason.text), CommandWrap::AtWidth));
    m_waiting->setVisible(!reason.isNull());
}

void JobDetailWidget::showJob(const std::optional<Job> &job, const QList<JobEvent> &events)
{
    const bool another = !job || !m_job || m_job->id != job->id;
    m_job = job;
    if (another) {
        // Another job starts at its header: the pane does not keep the last one's scroll position.
        m_scroll->verticalScrollBar()->setValue(0);
    }
    m_events = events;
    refreshWaitingReason();
    m_timeline->clear();
    m_parameters->clear();
    if (!job) {
        m_image->clear();
        m_image->hide();
        m_header->setText(tr("<i>Select a job to see its token, timeline and parameters.</i>"));
        m_errorLabel->hide();
        m_token->clear();
        m_token->setPlaceholderText(QString());
        m_copyButton->setEnabled(false);
        m_tokenBar->hide();
        m_countingDown = false;
        m_countdownTimer.stop();
        updateCountdown();
        return;
    }

    m_header->setText(
        tr("<b>Job %1</b> · %2 · %3")
            .arg(job->id)
            .arg(JobLabels::method(job->spec.method).toHtmlEscaped(), JobLabels::state(job->state).toHtmlEscaped()));
    if (!job->errorCode.isEmpty()) {
        m_errorLabel->setText(errorText(job->errorCode, job->errorDetail));
        m_errorLabel->show();
    } else {
        m_errorLabel->hide();
    }

    // An image job shows the CAPTCHA it carries above its answer.
    m_image->clear();
    m_image->hide();
    if (job->spec.method == Method::Image) {
        QPixmap pixmap;
        if (pixmap.loadFromData(QByteArray::fromBase64(job->spec.params.value(QStringLiteral("body")).toLatin1()))) {
            m_image->setPixmap(pixmap.height() > 80 ? pixmap.scaledToHeight(80, Qt::SmoothTransformation) : pixmap);
            m_image->show();
        }
    }

    if (m_token->toPlainText() != job->token) {
        m_token->setPlainText(job->token);
    }
    // What the empty token box means for this job's state.
    switch (job->state) {
    // An image job's result is an answer, as its Copy button and its empty box say (a nineteenth trial).
    case JobState::Failed:
        m_token->setPlaceholderText(job->spec.method == Method::Image
                                        ? tr("No answer: the job failed (the reason is above).")
                                        : tr("No token: the job failed (the reason is above)."));
        break;
    case JobState::Canceled:
        m_token->setPlaceholderText(job->spec.method == Method::Image ? tr("No answer: the job was canceled.")
                                                                      : tr("No token: the job was canceled."));
        break;
    case JobState::Solved:
        m_token->setPlaceholderText(job->spec.method == Method::Image ? tr("The service sent no answer for this job.")
                                                                      : tr("The service sent no token for this job."));
        break;
    default:
        m_token->setPlaceholderText(job->spec.method == Method::Image
                                        ? tr("The answer appears here when the job is solved.")
                                        : tr("The token appears here when the job is solved."));
        break;
    }
    m_copyButton->setEnabled(tokenUsable(*job, m_clock.nowMs()));
    // Copy clears the clipboard when the token expires; an answer that never expires (an image job's text) is
    // cleared after the answer lifetime set in Preferences instead.
    m_copyButton->setToolTip(job->state == JobState::Solved && job->tokenExpiresAtMs == 0
                                 ? tr("Copy the answer (Ctrl+Shift+C). It does not expire; the clipboard is cleared "
                                      "after the time set in Preferences (Clipboard).")
                                 : tr("Copy the token (Ctrl+Shift+C). The clipboard is cleared when the token "
                                      "expires."));
    m_copyButton->setText(job->spec.method == Method::Image ? tr("&Copy answer") : tr("&Copy token"));
    m_tokenBar->setVisible(job->state == JobState::Solved);

    // Relative times count from the job's creation (its first event), so the gaps between steps read at once.
    const qint64 origin = job->createdAtMs > 0 ? job->createdAtMs : (events.isEmpty() ? 0 : events.first().atMs);
    for (const JobEvent &event : events) {
        // The method queued in the console's words ("Turnstile", not the stored "turnstile"); the stored detail is
        // the tooltip.
        const std::optional<Method> queued = event.kind == QLatin1String(EventKind::Enqueued)
                                               ? methodFromName(event.detail)
                                               : std::nullopt;
        auto *item = new QTreeWidgetItem(m_timeline,
                                         {formatTime(event.atMs),
                                          formatOffset(event.atMs - origin),
                                          eventLabel(event.kind),
                                          queued ? JobLabels::method(*queued) : event.detail});
        item->setToolTip(2, event.kind);
        item->setToolTip(3, event.detail);
        item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
    }

    // Field labels and values in words, as the table and the New Job dialog show them; the API's own names and
    // values are each row's tooltip. (Values are shown as stored: a proxy's password is not masked here yet.)
    auto addParameter = [this](const QString &name, const QString &value, const QString &apiName = {}) {
        if (!value.isEmpty()) {
            auto *item = new QTreeWidgetItem(m_parameters, {name, value});
            item->setToolTip(0, apiName);
            item->setToolTip(1, value);
        }
    };
    addParameter(JobLabels::field(QStringLiteral("label")), job->spec.label);
    addParameter(JobLabels::field(QStringLiteral("method")),
                 JobLabels::method(job->spec.method),
                 methodName(job->spec.method));
    addParameter(JobLabels::field(QStringLiteral("sitekey")), job->spec.sitekey, QStringLiteral("sitekey"));
    addParameter(JobLabels::field(QStringLiteral("pageurl")), job->spec.pageurl, QStringLiteral("pageurl"));
    for (auto it = job->spec.params.cbegin(); it != job->spec.params.cend(); ++it) {
        // A proxy's password is never shown (issue 27): the operator exports with passwords when they need them.
        addParameter(JobLabels::field(it.key()),
                     parameterValue(it.key(), ProxyPassword::maskedParameter(it.key(), it.value())),
                     it.key());
    }
    addParameter(tr("Idempotency key"), job->idempotencyKey);
    addParameter(tr("Task id"), job->taskId);
    addParameter(tr("Attempts"), QString::number(job->attempts));
    addParameter(tr("Created"), formatTime(job->createdAtMs));
    addParameter(tr("Submitted"), formatTime(job->submittedAtMs));
    addParameter(tr("Collected"), formatTime(job->collectedAtMs));
    addParameter(tr("Finished"), formatTime(job->finishedAtMs));

    m_countingDown = job->state == JobState::Solved && job->tokenExpiresAtMs > 0;
    if (m_countingDown) {
        m_countdownTimer.start(JobLabels::msToNextSecond(m_clock.nowMs()));
    } else {
        m_countdownTimer.stop();
    }
    updateCountdown();
}

QString JobDetailWidget::countdownText() const
{
    return m_countdown->text();
}

void JobDetailWidget::showSelectionOf(int count)
{
    showJob(std::nullopt);
    m_header->setText(tr("<i>%n jobs selected: the commands act on all of them; select one to see its token, timeline "
                         "and parameters.</i>",
                         nullptr,
                         count));
}

void JobDetailWidget::updateCountdown()
{
    if (!m_job || m_job->state != JobState::Solved) {
        m_countdown->clear();
        return;
    }
    if (m_job->tokenExpiresAtMs == 0) {
        StatusColours::followPalette(m_countdown, nullptr);
        m_countdown->setText(tr("This answer does not expire."));
        return;
    }
    const qint64 left = m_job->tokenExpiresAtMs - m_clock.nowMs();
    if (JobLabels::tokenExpired(m_job->tokenExpiresAtMs, m_clock.nowMs())) {
        m_countdown->setText(tr("Expired: a token is single-use and short-lived. %1 (Ctrl+Shift+R) queues a new job "
                                "with the same parameters.")
                                 .arg(ConsolePlaces::path(ConsolePlaces::Place::SolveAgain)));
        StatusColours::followPalette(m_countdown, StatusColours::Role::MutedText);
        m_copyButton->setEnabled(false);
        if (std::exchange(m_countingDown, false)) {
            m_countdownTimer.stop();
            Q_EMIT tokenExpired(m_job->id);
        }
        return;
    }
    if (left < 30'000) {
        StatusColours::followPalette(m_countdown,
                                     StatusColours::Role::WarningText,
                                     QStringLiteral("font-weight: bold; "));
    } else {
        StatusColours::followPalette(m_countdown, nullptr);
    }
    m_countdown->setText(tr("Valid for %1 more").arg(JobLabels::timeLeft(m_job->tokenExpiresAtMs, m_clock.nowMs())));
}

QList<QWidget *> JobDetailWidget::tabStops() const
{
    return {m_copyButton, m_tabs->tabBar(), m_token, m_timeline, m_parameters};
}

} // namespace SolveDeck
