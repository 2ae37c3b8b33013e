#pragma once

#include <QAbstractTableModel>

namespace SolveDeck {

// The live job table. Rows are fed by the engine's batched change signals (a later step); it never
// re-selects the whole table on a change.
class JobTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        IdColumn,
        StateColumn,
        MethodColumn,
        SiteColumn,
        PageUrlColumn,
        CreatedColumn,
        ElapsedColumn,
        TokenExpiryColumn,
        ErrorColumn,
        ColumnCount
    };
    Q_ENUM(Column)

    explicit JobTableModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
};

} // namespace SolveDeck
