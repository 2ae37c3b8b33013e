#include "statesidebar.h"

#include "core/store/jobstore.h"
#include "gui/databaseworker.h"
#include "gui/joblabels.h"

#include <QListWidget>

#include <algorithm>

namespace SolveDeck {

StateSidebar::StateSidebar(QListWidget *list, QObject *parent)
    : QObject(parent)
    , m_list(list)
    , m_worker(new DatabaseWorker(QStringLiteral("state counts"), this))
{
    // A busy queue changes jobs on every engine tick (100 ms), and counting a large database is a scan of its state
    // index. Reads start at most this often, so the counts stay a glance that never keeps a core busy.
    m_spacing.setSingleShot(true);
    m_spacing.setInterval(250);
    connect(&m_spacing, &QTimer::timeout, this, [this] {
        if (m_readAgain && !m_reading) {
            read();
        }
    });
    // As wide as its longest row can be ("Canceled (123456)", "All (123456) (filtered)"), no wider: the table
    // keeps the room.
    int widest = 0;
    const QFontMetrics metrics = m_list->fontMetrics();
    for (const JobLabels::StateGroup &group : JobLabels::stateGroups()) {
        auto *item = new QListWidgetItem(group.label, m_list);
        item->setToolTip(group.tip);
        const QString longest = group.states.isEmpty()
                                  ? tr("%1 (filtered)").arg(tr("%1 (%2)").arg(group.label, QStringLiteral("000000")))
                                  : tr("%1 (%2)").arg(group.label, QStringLiteral("000000"));
        widest = std::max(widest, metrics.horizontalAdvance(longest));
    }
    m_list->setMinimumWidth(widest + 2 * m_list->frameWidth() + 16);
    m_list->setCurrentRow(0);
    connect(m_list, &QListWidget::currentRowChanged, this, [this] {
        Q_EMIT statesChosen(currentStates());
    });
    showCounts();
}

StateSidebar::~StateSidebar() = default;

void StateSidebar::setDatabase(const QString &location, const QString &password)
{
    ++m_generation;
    m_hasDatabase = !location.isEmpty();
    m_worker->setDatabase(location, password);
    m_counts.clear();
    m_reading = false;
    m_readAgain = false;
    m_spacing.stop();
    showCounts();
    Q_EMIT countsChanged();
    refresh();
}

void StateSidebar::refresh()
{
    if (!m_hasDatabase) {
        return;
    }
    if (m_reading || m_spacing.isActive()) {
        m_readAgain = true;
        return;
    }
    read();
}

void StateSidebar::read()
{
    m_reading = true;
    m_readAgain = false;
    m_spacing.start();
    const quint64 generation = m_generation;
    DatabaseWorker *worker = m_worker;
    m_worker->run([this, worker, generation](DatabaseWorker::Context &context) {
        const Result<JobStore *> store = context.store();
        // A failed open or read keeps the counts shown (a warning was logged where it failed).
        const std::optional<QMap<JobState, int>> counts = store ? std::optional(store.value()->countsByState())
                                                                : std::nullopt;
        worker->answer([this, generation, counts] {
            if (generation != m_generation) {
                return;
            }
            m_reading = false;
            if (counts) {
                m_counts = *counts;
                showCounts();
                Q_EMIT countsChanged();
            }
            if (m_readAgain && !m_spacing.isActive()) {
                read();
            }
        });
    });
}

void StateSidebar::setFiltered(bool filtered)
{
    if (m_filtered != filtered) {
        m_filtered = filtered;
        showCounts();
    }
}

QList<JobState> StateSidebar::currentStates() const
{
    const QList<JobLabels::StateGroup> groups = JobLabels::stateGroups();
    const int row = m_list->currentRow();
    return row >= 0 && row < groups.size() ? groups.at(row).states : QList<JobState>{};
}

int StateSidebar::inFlightCount() const
{
    return m_counts.value(JobState::Submitting) + m_counts.value(JobState::Submitted);
}

void StateSidebar::showCounts()
{
    const QList<JobLabels::StateGroup> groups = JobLabels::stateGroups();
    for (int row = 0; row < groups.size(); ++row) {
        int count = 0;
        if (groups.at(row).states.isEmpty()) {
            for (int c : std::as_const(m_counts)) {
                count += c;
            }
        } else {
            for (JobState state : groups.at(row).states) {
                count += m_counts.value(state);
            }
        }
        if (QListWidgetItem *item = m_list->item(row)) {
            item->setText(tr("%1 (%2)").arg(groups.at(row).label).arg(count));
        }
    }
    if (QListWidgetItem *all = m_list->item(0)) {
        all->setToolTip(m_filtered ? tr("Whole database; the table is filtered") : groups.first().tip);
        if (m_filtered) {
            all->setText(tr("%1 (filtered)").arg(all->text()));
        }
    }
}

} // namespace SolveDeck
