#pragma once

#include <QHash>
#include <QList>
#include <QObject>
#include <QSet>
#include <QStyledItemDelegate>
#include <QTimer>

#include <utility>

class QMenu;
class QTableView;

namespace SolveDeck {

class JobTableModel;

// A page URL cut in its middle keeps its host and its end, the part that tells two jobs of one page apart
// ("shop1.example/…?demo=25", not "shop1.example/checkout?…": an eighth trial).
class PageUrlDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

// The job table's column widths (issue 39, item 5): each column as wide as what it shows (its header, the widest
// state, method or time in this language, the error codes and waiting reasons of the loaded rows), and the columns
// that do not fit beside the others, least important first, left out until the window is wider; a column empty in
// every row in view asks for its header only and gives way before all the others. Page URL takes what is left. Fitted
// again when the table's width changes and (at most once a second) when new texts arrive. A column the operator resized
// keeps its width; one shown or hidden from View > Columns keeps that choice.
class JobColumns : public QObject
{
    Q_OBJECT

public:
    JobColumns(QTableView *table, JobTableModel *model, QObject *parent = nullptr);

    // View > Columns: one checkable entry per column.
    void fillMenu(QMenu *menu);

    // Sizes the columns now.
    void fit();

    // The columns left out because the table is too narrow (not the ones the operator hid).
    QList<int> leftOut() const;

    // The order in which columns give way when the table is narrow: the last first.
    static QList<int> priority();

    // The least a column gets when shown: the fixed texts whole, the free ones elided to a few characters.
    int minimumWidth(int column) const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    int headerWidth(int column) const;
    // The first and last row in view (last < first when there are none).
    std::pair<int, int> rowsInView() const;
    // Every row in view shows nothing in this column.
    bool emptyInView(int column) const;

    struct WaitingInView
    {
        bool queued = false; // a queued (or submitting) job is among the rows in view: its waiting reason matters
        bool first = false;  // and they are at least as many as those with a token's life: it comes after the page URL
    };

    WaitingInView waitingInView() const;
    // priority() with the columns empty in view moved to its end (they give way first), the waiting reason placed.
    QList<int> fitOrder(const WaitingInView &waiting) const;
    // What the column's texts need (free text capped).
    int contentWidth(int column) const;
    // The widest text of the rows in view, not cut at the column's cap.
    int wholeWidth(int column) const;
    void scheduleFit();

    QTableView *m_table;
    JobTableModel *m_model;
    QSet<int> m_userWidth;  // resized by the operator
    QSet<int> m_userHidden; // hidden from View > Columns
    QSet<int> m_userShown;  // shown from View > Columns although it does not fit
    QSet<int> m_leftOut;
    mutable QSet<int> m_emptyInView; // as of the last fit
    mutable QHash<int, int> m_seen;  // the widest content seen per free-text column: widths only grow
    bool m_fitting = false;
    QTimer m_refit;
};

} // namespace SolveDeck
