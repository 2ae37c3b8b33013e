#include "jobdetailwidget.h"

#include "core/protocol/errorcatalog.h"
#include "gui/jobtablemodel.h"

#include <QDateTime>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace SolveDeck {

namespace {

QString formatTime(qint64 ms)
{
    if (ms <= 0) {
        return {};
    }
    return QLocale().toString(QDateTime::fromMSecsSinceEpoch(ms).toLocalTime(),
                              QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz"));
}

} // namespace

JobDetailWidget::JobDetailWidget(const Clock &clock, QWidget *parent)
    : QWidget(parent)
    , m_clock(clock)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);

    m_header = new QLabel(this);
    m_header->setObjectName(QStringLiteral("detailHeader"));
    m_header->setTextFormat(Qt::RichText);
    layout->addWidget(m_header);

    m_errorLabel = new QLabel(this);
    m_errorLabel->setObjectName(QStringLiteral("detailError"));
    m_errorLabel->setWordWrap(true);
    m_errorLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_errorLabel->setStyleSheet(QStringLiteral("QLabel { color: #b91c1c; }"));
    layout->addWidget(m_errorLabel);

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("detailTabs"));
    layout->addWidget(m_tabs, 1);

    auto *tokenPage = new QWidget(m_tabs);
    auto *tokenLayout = new QVBoxLayout(tokenPage);
    m_token = new QPlainTextEdit(tokenPage);
    m_token->setObjectName(QStringLiteral("tokenText"));
    m_token->setReadOnly(true);
    m_token->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_token->setPlaceholderText(tr("The token appears here when the job is solved."));
    tokenLayout->addWidget(m_token, 1);
    auto *tokenBar = new QHBoxLayout;
    m_countdown = new QLabel(tokenPage);
    m_countdown->setObjectName(QStringLiteral("tokenCountdown"));
    tokenBar->addWidget(m_countdown, 1);
    m_copyButton = new QPushButton(tr("&Copy token"), tokenPage);
    m_copyButton->setObjectName(QStringLiteral("copyTokenButton"));
    m_copyButton->setToolTip(tr("Copy the token (Ctrl+Shift+C). The clipboard is cleared when the token expires."));
    tokenBar->addWidget(m_copyButton);
    tokenLayout->addLayout(tokenBar);
    m_tabs->addTab(tokenPage, tr("Token"));

    m_timeline = new QTreeWidget(m_tabs);
    m_timeline->setObjectName(QStringLiteral("timeline"));
    m_timeline->setRootIsDecorated(false);
    m_timeline->setHeaderLabels({tr("Time"), tr("Event"), tr("Detail")});
    m_timeline->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_timeline->header()->setStretchLastSection(true);
    m_tabs->addTab(m_timeline, tr("Timeline"));

    m_parameters = new QTreeWidget(m_tabs);
    m_parameters->setObjectName(QStringLiteral("parameters"));
    m_parameters->setRootIsDecorated(false);
    m_parameters->setHeaderLabels({tr("Name"), tr("Value")});
    m_parameters->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_tabs->addTab(m_parameters, tr("Parameters"));

    connect(m_copyButton, &QPushButton::clicked, this, [this] {
        if (m_job) {
            Q_EMIT copyTokenRequested(m_job->id);
        }
    });

    // The countdown counts seconds.
    m_countdownTimer.setInterval(1000);
    connect(&m_countdownTimer, &QTimer::timeout, this, &JobDetailWidget::updateCountdown);

    showJob(std::nullopt);
}

std::optional<qint64> JobDetailWidget::shownJobId() const
{
    return m_job ? std::optional<qint64>(m_job->id) : std::nullopt;
}

void JobDetailWidget::showJob(const std::optional<Job> &job, const QList<JobEvent> &events)
{
    m_job = job;
    m_timeline->clear();
    m_parameters->clear();
    if (!job) {
        m_header->setText(tr("<i>Select a job to see its token, timeline and parameters.</i>"));
        m_errorLabel->hide();
        m_token->clear();
        m_copyButton->setEnabled(false);
        m_countdownTimer.stop();
        updateCountdown();
        return;
    }

    m_header->setText(tr("<b>Job %1</b> · %2 · %3")
                          .arg(job->id)
                          .arg(JobTableModel::methodLabel(job->spec.method).toHtmlEscaped(),
                               JobTableModel::stateLabel(job->state).toHtmlEscaped()));
    if (!job->errorCode.isEmpty()) {
        const ErrorInfo info = describeError(job->errorCode);
        QString text = tr("%1: %2").arg(job->errorCode, info.cause);
        if (!info.fix.isEmpty()) {
            text += QLatin1Char('\n') + info.fix;
        }
        if (!job->errorDetail.isEmpty() && job->errorDetail != info.cause) {
            text += QLatin1Char('\n') + job->errorDetail;
        }
        m_errorLabel->setText(text);
        m_errorLabel->show();
    } else {
        m_errorLabel->hide();
    }

    if (m_token->toPlainText() != job->token) {
        m_token->setPlainText(job->token);
    }
    m_copyButton->setEnabled(job->state == JobState::Solved && !job->token.isEmpty());

    for (const JobEvent &event : events) {
        auto *item = new QTreeWidgetItem(m_timeline, {formatTime(event.atMs), event.kind, event.detail});
        item->setToolTip(2, event.detail);
    }

    auto addParameter = [this](const QString &name, const QString &value) {
        if (!value.isEmpty()) {
            new QTreeWidgetItem(m_parameters, {name, value});
        }
    };
    addParameter(tr("Method"), methodName(job->spec.method));
    addParameter(tr("Site key"), job->spec.sitekey);
    addParameter(tr("Page URL"), job->spec.pageurl);
    for (auto it = job->spec.params.cbegin(); it != job->spec.params.cend(); ++it) {
        // Image bodies are long base64 strings: show their size, not the data.
        if (it.key() == QLatin1String("body")) {
            addParameter(it.key(), tr("%n byte(s) of base64", nullptr, int(it.value().size())));
        } else {
            addParameter(it.key(), it.value());
        }
    }
    addParameter(tr("Idempotency key"), job->idempotencyKey);
    addParameter(tr("Task id"), job->taskId);
    addParameter(tr("Attempts"), QString::number(job->attempts));
    addParameter(tr("Created"), formatTime(job->createdAtMs));
    addParameter(tr("Submitted"), formatTime(job->submittedAtMs));
    addParameter(tr("Collected"), formatTime(job->collectedAtMs));
    addParameter(tr("Finished"), formatTime(job->finishedAtMs));

    if (job->state == JobState::Solved && job->tokenExpiresAtMs > 0) {
        m_countdownTimer.start();
    } else {
        m_countdownTimer.stop();
    }
    updateCountdown();
}

QString JobDetailWidget::countdownText() const
{
    return m_countdown->text();
}

void JobDetailWidget::updateCountdown()
{
    if (!m_job || m_job->state != JobState::Solved) {
        m_countdown->clear();
        return;
    }
    if (m_job->tokenExpiresAtMs == 0) {
        m_countdown->setText(tr("This answer does not expire."));
        return;
    }
    const qint64 left = m_job->tokenExpiresAtMs - m_clock.nowMs();
    if (left <= 0) {
        m_countdown->setText(tr("Expired: tokens are single-use and short-lived; retry the job for a new one."));
        m_countdown->setStyleSheet(QStringLiteral("QLabel { color: #6b7280; }"));
        m_countdownTimer.stop();
        return;
    }
    m_countdown->setStyleSheet(left < 30'000 ? QStringLiteral("QLabel { color: #b45309; font-weight: bold; }")
                                             : QString());
    m_countdown->setText(tr("Valid for %1 more").arg(JobTableModel::formatDuration(left)));
}

} // namespace SolveDeck
