#include "jobfiltermodel.h"

#include "gui/jobtablemodel.h"

namespace SolveDeck {

JobFilterModel::JobFilterModel(QObject *parent)
    : QIdentityProxyModel(parent)
{
}

void JobFilterModel::setSourceModel(QAbstractItemModel *source)
{
    m_jobs = qobject_cast<JobTableModel *>(source);
    QIdentityProxyModel::setSourceModel(source);
}

void JobFilterModel::setStates(const QList<JobState> &states)
{
    if (m_jobs) {
        m_jobs->setStates(states);
    }
}

void JobFilterModel::setText(const QString &text)
{
    if (m_jobs) {
        m_jobs->setText(text);
    }
}

void JobFilterModel::setCreatedBy(const QString &createdBy)
{
    if (m_jobs) {
        m_jobs->setCreatedBy(createdBy);
    }
}

} // namespace SolveDeck
