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

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QSet<int> m_states;
    QString m_text;
};

} // namespace SolveDeck
