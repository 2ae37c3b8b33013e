#pragma once

#include "core/model/job.h"

#include <QSet>
#include <QSortFilterProxyModel>

namespace SolveDeck {

// Filters the job table by state (the sidebar) and by text (page URL, site key, error), and sorts by the
// typed SortRole, never by display strings.
class JobFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit JobFilterModel(QObject *parent = nullptr);

    // Empty: every state.
    void setStates(const QList<JobState> &states);
    void setText(const QString &text);
    // Team mode: only the jobs added by `createdBy` ("operator@machine"); empty: everyone's.
    void setCreatedBy(const QString &createdBy);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    // Equal sort keys are ordered by job id, so rows with the same state or method keep their order across
    // refreshes (a re-sorted row would otherwise land anywhere among its equals).
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    QSet<int> m_states;
    QString m_text;
    QString m_createdBy;
};

} // namespace SolveDeck
