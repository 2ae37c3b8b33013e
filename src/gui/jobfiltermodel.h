#pragma once

#include "core/model/job.h"

#include <QIdentityProxyModel>
#include <QPointer>

namespace SolveDeck {

class JobTableModel;

// The console's filter (the sidebar's states, the text box, "only my jobs") and sort, as the view sees them. The
// table pages a million rows from the store, so filtering and sorting are the store's indexed SQL
// (JobTableModel's view), never a pass over every row here: this proxy forwards them to its JobTableModel source
// and passes rows through unchanged.
class JobFilterModel : public QIdentityProxyModel
{
    Q_OBJECT

public:
    explicit JobFilterModel(QObject *parent = nullptr);

    void setSourceModel(QAbstractItemModel *source) override;

    // Empty: every state.
    void setStates(const QList<JobState> &states);
    void setText(const QString &text);
    // Team mode: only the jobs added by `createdBy` ("operator@machine"); empty: everyone's.
    void setCreatedBy(const QString &createdBy);

private:
    QPointer<JobTableModel> m_jobs;
};

} // namespace SolveDeck
