#include "jobtablemodel.h"

// What a row shows: each column's text, sort value, colours and tooltips, the headers, the widest texts a column
// must fit, and the waiting reasons. Which rows there are (views, pages, refreshes) is in jobtablemodel.cpp.

#include "core/model/hostpattern.h"
#include "core/protocol/errorcatalog.h"
#include "core/store/jobstore.h"
#include "core/store/storelogging.h"
#include "core/timetext.h"
#include "gui/itemdataroles.h"
#include "gui/jobchangeplan.h"
#include "gui/jobcolumns.h"
#include "gui/jobfigures.h"
#include "gui/joblabels.h"
#include "gui/statuscolours.h"

#include <QBrush>
#include <QColor>
#include <QCoreApplication>
#include <QDateTime>
#include <QGuiApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QScopedValueRollback>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <cstdlib>
#include <limits>

namespace SolveDeck {

QString JobTableModel::tableReason(const WaitingReason &reason, const QString &host)
{
    // The host to authorise first: "target host not authorised: tri…" hid it even at 1600 px (a twenty-third trial).
    if (reason.name == QLatin1String("host_not_authorised") && !host.isEmpty()) {
        return tr("%1 not authorised", "a queued job's target host, in the table's Details column").arg(host);
    }
    // Why it waits, without what to do about it (after "; "; the cell's tooltip and the detail pane have it whole): a
    // column cut "paused: the …" and "Ziel-Host nicht …" (an eighth trial). A pause is said in its first word; who
    // paused it and when are in the status bar and the dock.
    QString text = reason.text;
    if (const qsizetype fix = text.indexOf(QLatin1String("; ")); fix > 0) {
        text.truncate(fix);
    }
    if (reason.name == QLatin1String("paused")) {
        if (const qsizetype detail = text.indexOf(QLatin1String(": ")); detail > 0) {
            text.truncate(detail);
        }
    }
    return text;
}

QString JobTableModel::tokenLife(const QString &timeLeft)
{
    // "valid 56 s": the Details column says what the time is (the detail pane counts the same second).
    return tr("valid %1").arg(timeLeft);
}

QStringList JobTableModel::widestTexts(int column)
{
    QStringList texts;
    switch (column) {
    case IdColumn:
        return {QStringLiteral("000000")};
    case StateColumn:
        for (JobState state : {JobState::Queued,
                               JobState::Submitting,
                               JobState::Submitted,
                               JobState::Solved,
                               JobState::Failed,
                               JobState::Canceled}) {
            texts << JobLabels::state(state);
        }
        return texts;
    case DetailsColumn: {
        // The commonest reason, a token's longest life and its ends; longer texts elide (the tooltip has them). "next
        // in line for a free thread" (German: about 300 px) made the least width of the column wider than the page
        // URL's at 1200 px.
        return {QCoreApplication::translate("WaitingReason", "cap full (%1/%2)").arg(5).arg(5),
                tokenLife(JobLabels::duration(59 * 60'000 + 59'000)),
                tr("no expiry"),
                tr("token expired")};
    }
    case MethodColumn:
        for (Method method : allMethods()) {
            texts << JobLabels::method(method);
        }
        return texts;
    case CreatedColumn:
        return {JobLabels::widestTableTime()};
    case ElapsedColumn:
        return {JobLabels::duration(59 * 60'000 + 59'000)};
    default:
        return {};
    }
}

QVariant JobTableModel::displayData(const Job &job, int column) const
{
    const qint64 now = m_clock.nowMs();
    switch (column) {
    case IdColumn:
        return job.id;
    case StateColumn:
        return JobLabels::state(job.state);
    case DetailsColumn:
        switch (job.state) {
        case JobState::Solved:
            if (job.tokenExpiresAtMs == 0) {
                return tr("no expiry");
            }
            return JobLabels::tokenExpired(job.tokenExpiresAtMs, now)
                     ? tr("token expired")
                     : tokenLife(JobLabels::timeLeft(job.tokenExpiresAtMs, now));
        case JobState::Failed:
            return job.errorCode;
        case JobState::Canceled:
            // When (the audit log says who): an empty cell said nothing (an eleventh trial).
            return job.finishedAtMs > 0 ? tr("at %1").arg(JobLabels::tableTime(job.finishedAtMs, now)) : QString();
        default:
            return m_waitingReason ? tableReason(m_waitingReason(job), HostPattern::hostOfUrl(job.spec.pageurl))
                                   : QString();
        }
    case MethodColumn:
        return JobLabels::method(job.spec.method);
    case SiteColumn:
        return job.spec.sitekey;
    case PageUrlColumn:
        return PageUrlDelegate::shown(job.spec.pageurl);
    case CreatedColumn:
        return JobLabels::tableTime(job.createdAtMs, now);
    case ElapsedColumn:
        return JobLabels::elapsed(job.createdAtMs, job.finishedAtMs, now);
    default:
        return {};
    }
}

QVariant JobTableModel::sortData(const Job &job, int column) const
{
    switch (column) {
    case IdColumn:
        return job.id;
    case StateColumn:
    case DetailsColumn:
        return int(job.state);
    case MethodColumn:
        return int(job.spec.method);
    case SiteColumn:
        return job.spec.sitekey;
    case PageUrlColumn:
        return job.spec.pageurl;
    case CreatedColumn:
        return job.createdAtMs;
    case ElapsedColumn:
        return (job.finishedAtMs > 0 ? job.finishedAtMs : m_clock.nowMs()) - job.createdAtMs;
    default:
        return {};
    }
}

QVariant JobTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const Job *loaded = loadJob(index.row());
    if (loaded == nullptr) {
        return {};
    }
    const Job &job = *loaded;
    switch (role) {
    case Qt::DisplayRole:
        return displayData(job, index.column());
    case SortRole:
        return sortData(job, index.column());
    case JobIdRole:
        return job.id;
    case JobStateRole:
        return int(job.state);
    case CreatedByRole:
        return job.createdBy;
    case WaitingReasonRole:
        return m_waitingReason ? m_waitingReason(job).name : QString();
    case WaitingReasonTextRole:
        return m_waitingReason ? m_waitingReason(job).text : QString();
    case Qt::TextAlignmentRole:
        if (index.column() == IdColumn || index.column() == ElapsedColumn) {
            return int(Qt::AlignRight | Qt::AlignVCenter);
        }
        return {};
    case Qt::ForegroundRole:
        // Read at paint time from the application's palette: a light or dark scheme gets its own variant.
        if (index.column() == DetailsColumn && job.state == JobState::Solved
            && JobLabels::tokenExpired(job.tokenExpiresAtMs, m_clock.nowMs())) {
            return QBrush(StatusColours::colour(StatusColours::Role::MutedText, QGuiApplication::palette()));
        }
        if (index.column() == StateColumn || (index.column() == DetailsColumn && job.state != JobState::Solved)) {
            const bool waiting = job.state == JobState::Queued && m_waitingReason && !m_waitingReason(job).isNull();
            const QColor colour = StatusColours::stateColour(job.state, waiting, QGuiApplication::palette());
            return colour.isValid() ? QVariant(QBrush(colour)) : QVariant();
        }
        return {};
    case Qt::AccessibleTextRole: {
        // What a screen reader says for the cell: its text, with the column's name where the text alone is a bare
        // number or time; never only a colour.
        const QString text = data(index, Qt::DisplayRole).toString();
        switch (index.column()) {
        case IdColumn:
            return tr("Job %1").arg(text);
        case StateColumn:
            // A queued job says why it waits beside its state, as the next column shows.
            if (job.state == JobState::Queued && m_waitingReason && !m_waitingReason(job).isNull()) {
                return tr("%1 · %2").arg(text, m_waitingReason(job).text);
            }
            return text;
        case DetailsColumn:
            if (job.state == JobState::Solved) {
                return tr("Token: %1").arg(text); // "Token: valid 1 min 20 s", "Token: no expiry"
            }
            if (job.state == JobState::Failed) {
                return text.isEmpty() ? tr("No error") : text;
            }
            if (job.state == JobState::Canceled) {
                return text.isEmpty() ? tr("No details") : tr("Canceled %1").arg(text);
            }
            return text.isEmpty() ? tr("Waiting for nothing") : tr("Waiting for: %1").arg(text);
        case ElapsedColumn:
            return tr("Elapsed %1").arg(text);
        default:
            return text;
        }
    }
    case Qt::AccessibleDescriptionRole:
        if (index.column() == StateColumn || index.column() == DetailsColumn) {
            static const QRegularExpression markup(QStringLiteral("<[^>]*>"));
            // The tooltip's rich text without its markup.
            return data(index, Qt::ToolTipRole)
                .toString()
                .replace(QStringLiteral("<br>"), QStringLiteral(". "))
                .remove(markup);
        }
        return {};
    case Qt::ToolTipRole:
        if (!job.errorCode.isEmpty()) {
            const ErrorInfo info = describeError(job.errorCode);
            QString tip = QStringLiteral("<b>%1</b><br>%2")
                              .arg(job.errorCode.toHtmlEscaped(), info.cause.toHtmlEscaped());
            if (!info.fix.isEmpty()) {
                tip += QStringLiteral("<br><i>%1</i>").arg(info.fix.toHtmlEscaped());
            }
            return tip;
        }
        if (index.column() == PageUrlColumn) {
            return job.spec.pageurl;
        }
        if (index.column() == DetailsColumn) {
            if (job.state == JobState::Solved && job.tokenExpiresAtMs > 0) {
                // Past tense once the cell says "token expired" (a twenty-first trial read "expires at" after it).
                const qint64 now = m_clock.nowMs();
                const QString at = localTimeText(job.tokenExpiresAtMs, now);
                return JobLabels::tokenExpired(job.tokenExpiresAtMs, now) ? tr("The token expired at %1.").arg(at)
                                                                          : tr("The token expires at %1.").arg(at);
            }
            return m_waitingReason ? m_waitingReason(job).text : QString(); // whole, with what to do
        }
        if (index.column() == SiteColumn) {
            return displayData(job, index.column());
        }
        if (index.column() == CreatedColumn) {
            return localDateTimeText(job.createdAtMs);
        }
        if (index.column() == StateColumn && m_waitingReason) {
            return m_waitingReason(job).text;
        }
        return {};
    default:
        return {};
    }
}

void JobTableModel::setWaitingReasonSource(std::function<WaitingReason(const Job &)> source)
{
    m_waitingReason = std::move(source);
    waitingReasonsChanged();
}

void JobTableModel::waitingReasonsChanged()
{
    if (m_count > 0) {
        Q_EMIT dataChanged(index(0, StateColumn),
                           index(m_count - 1, DetailsColumn),
                           {Qt::DisplayRole, Qt::ToolTipRole, WaitingReasonRole, WaitingReasonTextRole});
    }
}

QVariant JobTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    switch (section) {
    case IdColumn:
        return tr("ID");
    case StateColumn:
        return tr("State");
    case DetailsColumn:
        return tr("Details");
    case MethodColumn:
        return tr("Method");
    case SiteColumn:
        return tr("Site key");
    case PageUrlColumn:
        return tr("Page URL");
    case CreatedColumn:
        return tr("Created");
    case ElapsedColumn:
        return tr("Elapsed");
    default:
        return {};
    }
}

} // namespace SolveDeck
