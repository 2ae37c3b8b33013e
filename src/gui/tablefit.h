#pragma once

#include <QObject>

class QTableView;

namespace SolveDeck {

// Columns as wide as what they hold, with one of them (the one whose texts run longest: an audit entry's detail,
// an import row's status, a request's path) taking the room left over. When its longest text needs more than that
// room, the column keeps the text's width and the table scrolls sideways: no cell is cut. A stretched last section
// cut such texts ("not added again: job 12 (So…"), and a stretched short one put its figure far from its row (a
// request's status at the dialog's right edge). Another column keeps at most half the view.
class TableFit : public QObject
{
    Q_OBJECT

public:
    // Follows the table's width from now on; call refit() after its rows change.
    TableFit(QTableView *table, int fillColumn);

    void refit();

    // `column` gives the fill column the room its texts lack, keeping a quarter of the view: as much as makes whole
    // every one of them it can make whole and, where one stays too long for that, what only its own texts cut anyway
    // held (its widest whole text stays whole); longer fill texts scroll sideways. For a column whose cells are cut
    // keeping what matters, whole in their tooltips (an import row's page URL): a thirty-fifth trial saw a 590 px
    // address whole beside its row's error cut at the dialog's edge.
    void setYieldingColumn(int column) { m_yieldingColumn = column; }

    // The width the table's columns want whole (the fill column's longest text included), frame and scroll bar in.
    int wantedWidth() const;
    // When `window` is first shown, it widens by what the table lacks, within 90 % of its screen: an audit log and an
    // import preview opened about 760 px wide on a 1600 px screen scrolled their longest lines sideways (a twentieth
    // trial).
    void widenOnShow(QWidget *window);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QTableView *m_table;
    int m_fillColumn;
    int m_yieldingColumn = -1;
    bool m_fitting = false;
    QWidget *m_window = nullptr; // widened on its first show
};

} // namespace SolveDeck
