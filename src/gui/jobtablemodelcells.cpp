#include "jobtablemodel.h"

// What a row shows: each column's text, sort value, colours and tooltips, the headers, the widest texts a column
// must fit, and the waiting reasons. Which rows there are (views, pages, refreshes) is in jobtablemodel.cpp.

#include "core/protocol/errorcatalog.h"
#include "core/store/jobstore.h"
#include "core/store/storelogging.h"
#include "core/timetext.h"
#include "gui/itemdataroles.h"
#include "gui/jobchangeplan.h"
#include "gui/jobfigures.h"
#include "gui/joblabels.h"
#include "gui/statuscolours.h"

#include <QBrush>
#include <QColor>
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

QString JobTableModel::tableReason(const WaitingReason &reason)
{
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
    case WaitingColumn: {
        // The most common reason; longer ones elide (the cell's tooltip has them whole).
        WaitingFacts facts;
        facts.engineKnown = true;
        return {tableReason(waitingReason(facts))};
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
    case TokenExpiryColumn:
        return {tr("no expiry"), tr("expired"), JobLabels::duration(59 * 60'000 + 59'000)};
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
    case WaitingColumn:
        return m_waitingReason ? tableReason(m_waitingReason(job)) : QString();
    case MethodColumn:
        return JobLabels::method(job.spec.method);
    case SiteColumn:
        return job.spec.sitekey;
    case PageUrlColumn: {
        // The host and path say which page; "https://" says nothing in a narrow column (the tooltip has it all).
        QString url = job.spec.pageurl;
        for (const QLatin1String scheme : {QLatin1String("https://"), QLatin1String("http://")}) {
            if (url.startsWith(scheme, Qt::CaseInsensitive)) {
                return url.mid(scheme.size());
            }
        }
        return url;
    }
    case CreatedColumn:
        return JobLabels::tableTime(job.createdAtMs, now);
    case ElapsedColumn: {
        const qint64 end = job.finishedAtMs > 0 ? job.finishedAtMs : now;
        return JobLabels::duration(end - job.createdAtMs);
    }
    case TokenExpiryColumn:
        if (job.state != JobState::Solved) {
            return {};
        }
        if (job.tokenExpiresAtMs == 0) {
            return tr("no expiry");
        }
        if (job.tokenExpiresAtMs <= now) {
            return tr("expired");
        }
        return JobLabels::timeLeft(job.tokenExpiresAtMs, now);
    case ErrorColumn:
        return job.errorCode;
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
    case WaitingColumn:
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
    case TokenExpiryColumn:
        return job.tokenExpiresAtMs;
    case ErrorColumn:
        return job.errorCode;
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
        if (index.column() == IdColumn || index.column() == ElapsedColumn || index.column() == TokenExpiryColumn) {
            return int(Qt::AlignRight | Qt::AlignVCenter);
        }
        return {};
    case Qt::ForegroundRole:
        // Read at paint time from the application's palette: a light or dark scheme gets its own variant.
        if (index.column() == StateColumn || index.column() == WaitingColumn || index.column() == ErrorColumn) {
            const bool waiting = job.state == JobState::Queued && m_waitingReason && !m_waitingReason(job).isNull();
            const QColor colour = StatusColours::stateColour(job.state, waiting, QGuiApplication::palette());
            return colour.isValid() ? QVariant(QBrush(colour)) : QVariant();
        }
        if (index.column() == TokenExpiryColumn && job.state == JobState::Solved && job.tokenExpiresAtMs > 0
            && job.tokenExpiresAtMs <= m_clock.nowMs()) {
            return QBrush(StatusColours::colour(StatusColours::Role::MutedText, QGuiApplication::palette()));
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
        case WaitingColumn:
            return text.isEmpty() ? tr("Waiting for nothing") : tr("Waiting for: %1").arg(text);
        case ElapsedColumn:
            return tr("Elapsed %1").arg(text);
        case TokenExpiryColumn:
            if (text.isEmpty()) {
                return tr("No token");
            }
            // "Token expires in 1 min 20 s"; "Token: expired", "Token: no expiry".
            return job.tokenExpiresAtMs > m_clock.nowMs() ? tr("Token expires in %1").arg(text)
                                                          : tr("Token: %1").arg(text);
        case ErrorColumn:
            return text.isEmpty() ? tr("No error") : text;
        default:
            return text;
        }
    }
    case Qt::AccessibleDescriptionRole:
        if (index.column() == StateColumn || index.column() == ErrorColumn) {
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
        if (index.column() == WaitingColumn) {
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
                           index(m_count - 1, WaitingColumn),
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
    case WaitingColumn:
        return tr("Waiting for");
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
    case TokenExpiryColumn:
        return tr("Token valid for");
    case ErrorColumn:
        return tr("Error");
    default:
        return {};
    }
}

} // namespace SolveDeck
