#include "jobfiltermodel.h"

#include "gui/itemdataroles.h"
#include "gui/jobtablemodel.h"

#include <algorithm>
#include <array>

namespace SolveDeck {

JobFilterModel::JobFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(SortRole);
    setDynamicSortFilter(true);
}

void JobFilterModel::setStates(const QList<JobState> &states)
{
    QSet<int> wanted;
    for (JobState s : states) {
        wanted.insert(int(s));
    }
    if (wanted == m_states) {
        return;
    }
    m_states = wanted;
    invalidateFilter();
}

void JobFilterModel::setText(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed == m_text) {
        return;
    }
    m_text = trimmed;
    invalidateFilter();
}

void JobFilterModel::setCreatedBy(const QString &createdBy)
{
    if (createdBy == m_createdBy) {
        return;
    }
    m_createdBy = createdBy;
    invalidateFilter();
}

bool JobFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex first = sourceModel()->index(sourceRow, 0, sourceParent);
    if (!m_states.isEmpty() && !m_states.contains(first.data(JobStateRole).toInt())) {
        return false;
    }
    if (!m_createdBy.isEmpty() && first.data(CreatedByRole).toString() != m_createdBy) {
        return false;
    }
    if (m_text.isEmpty()) {
        return true;
    }
    static constexpr std::array searched{int(JobTableModel::IdColumn),
                                         int(JobTableModel::PageUrlColumn),
                                         int(JobTableModel::SiteColumn),
                                         int(JobTableModel::ErrorColumn),
                                         int(JobTableModel::MethodColumn)};
    return std::ranges::any_of(searched, [&](int column) {
        return sourceModel()
            ->index(sourceRow, column, sourceParent)
            .data()
            .toString()
            .contains(m_text, Qt::CaseInsensitive);
    });
}

bool JobFilterModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const QVariant a = left.data(SortRole);
    const QVariant b = right.data(SortRole);
    const QPartialOrdering order = QVariant::compare(a, b);
    if (order == QPartialOrdering::Less) {
        return true;
    }
    if (order == QPartialOrdering::Greater) {
        return false;
    }
    return left.data(JobIdRole).toLongLong() < right.data(JobIdRole).toLongLong();
}

} // namespace SolveDeck
