#include "statesidebar.h"

#include "gui/joblabels.h"

#include <QListWidget>

#include <algorithm>

namespace SolveDeck {

StateSidebar::StateSidebar(QListWidget *list, QObject *parent)
    : QObject(parent)
    , m_list(list)
{
    // As wide as its longest row is with counts of up to three digits ("Canceled (123)", "All (123) (filtered)"), and
    // wider only when a count needs it (showCounts()): room for six digits kept about 40 px blank beside the table
    // (German, 900 px: an eleventh trial).
    int widest = 0;
    const QFontMetrics metrics = m_list->fontMetrics();
    for (const JobLabels::StateGroup &group : JobLabels::stateGroups()) {
        auto *item = new QListWidgetItem(group.label, m_list);
        item->setToolTip(group.tip);
        const QString longest = group.states.isEmpty()
                                  ? tr("%1 (filtered)").arg(tr("%1 (%2)").arg(group.label, QStringLiteral("000")))
                                  : tr("%1 (%2)").arg(group.label, QStringLiteral("000"));
        widest = std::max(widest, metrics.horizontalAdvance(longest));
    }
    m_list->setMinimumWidth(widest + 2 * m_list->frameWidth() + 16);
    m_list->setCurrentRow(0);
    connect(m_list, &QListWidget::currentRowChanged, this, [this] {
        Q_EMIT statesChosen(currentStates());
    });
    // A click below the rows cleared the mark while the table kept its filter (a fourteenth trial): the state the
    // table shows stays marked.
    connect(m_list, &QListWidget::itemSelectionChanged, this, [this] {
        if (m_list->selectedItems().isEmpty() && m_list->currentItem() != nullptr) {
            m_list->currentItem()->setSelected(true);
        }
    });
    showCounts();
}

StateSidebar::~StateSidebar() = default;

void StateSidebar::showFigures(const JobFigures &figures)
{
    m_figures = figures;
    showCounts();
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

QList<int> StateSidebar::rowCounts() const
{
    QList<int> counts;
    for (const JobLabels::StateGroup &group : JobLabels::stateGroups()) {
        int count = 0;
        if (group.states.isEmpty()) {
            count = m_figures.total();
        } else {
            for (JobState state : group.states) {
                count += m_figures.count(state);
            }
        }
        counts << count;
    }
    return counts;
}

void StateSidebar::showCounts()
{
    const QList<JobLabels::StateGroup> groups = JobLabels::stateGroups();
    const QList<int> counts = rowCounts();
    for (int row = 0; row < groups.size(); ++row) {
        if (QListWidgetItem *item = m_list->item(row)) {
            item->setText(tr("%1 (%2)").arg(groups.at(row).label).arg(counts.at(row)));
        }
    }
    if (QListWidgetItem *all = m_list->item(0)) {
        all->setToolTip(m_filtered ? tr("Whole database; the table is filtered") : groups.first().tip);
        if (m_filtered) {
            all->setText(tr("%1 (filtered)").arg(all->text()));
        }
    }
    // Painted in the frame that paints the dock and the status bar: the list's own update of a changed row came a
    // frame later, and a thirty-fifth trial photographed "Solving (6)" beside the dock's 5.
    m_list->viewport()->update();
    // A count with more digits widens the list once (widths only grow), so no row is cut.
    int widest = 0;
    for (int row = 0; row < m_list->count(); ++row) {
        widest = std::max(widest, m_list->fontMetrics().horizontalAdvance(m_list->item(row)->text()));
    }
    if (const int needed = widest + 2 * m_list->frameWidth() + 16; needed > m_list->minimumWidth()) {
        m_list->setMinimumWidth(needed);
    }
}

} // namespace SolveDeck
