#include "jobtablemodel.h"

namespace SolveDeck {

JobTableModel::JobTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

int JobTableModel::rowCount(const QModelIndex &parent) const
{
    Q_UNUSED(parent)
    return 0;
}

int JobTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant JobTableModel::data(const QModelIndex &index, int role) const
{
    Q_UNUSED(index)
    Q_UNUSED(role)
    return {};
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
