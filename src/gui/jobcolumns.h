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

    // The text as the cell shows it in this room: whole, or its host, "…" and as much of its end as fits.
    static QString elided(const QString &text, const QFontMetrics &metrics, int room);

    // What a page URL's cell shows: its host and path ("https://" says nothing in a narrow column; the tooltip has
    // the address whole).
    static QString shown(const QString &url);

    // Pixels left unused beside a cut text: one that fitted by a pixel was cut again by the style, in its middle,
    // host and all ("shop2.examp…ogin?demo=6": an eleventh trial).
    static constexpr int kSlack = 6;
};

// The job table's columns (issue 39, item 5): which show depends on the table's width only, never on the rows in
// view (columns that came and went as jobs changed state moved the others under the pointer: a tenth trial). ID, State,
// Details (why a job waits, its token's life or its error), Method and Page URL always show; Created, Elapsed and Site
// key follow while they fit; Page URL takes what is left. Each column is as wide as what it shows (its header, the
// widest state, method or time in this language, the texts of the rows seen, capped; the page URL by all but the
// longest tenth of them), and widths only grow. Fitted
// again when the table's width changes and (at most once a second) when new texts arrive. A column the operator
// resized keeps its width; one shown or hidden from View > Columns keeps that choice.
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

    // The width that every text but the widest tenth fits in (of three or more, at least the widest one is left
    // out): a column sized by it cuts an address far longer than the others in view, not every other column. A text
    // left out is taken back when it is at most `near` wider than that: an address a few characters longer than the
    // rest is not the odd one out.
    static int typicalWidth(QList<int> widths, int near = 0);

    // The order in which columns give way when the table is narrow: the last first.
    static QList<int> priority();

    // The least a column gets when shown: the fixed texts whole, the free ones elided to a few characters.
    int minimumWidth(int column) const;

    // The table's least width (frame and vertical scroll bar included) before anything is cut beyond the docs' "very
    // narrow table": the columns that always show at their least widths, the page URL at its host. Below it the
    // details are cut, then the page URL's host, then the table scrolls sideways.
    int leastTableWidth() const;

    QTableView *table() const { return m_table; }

Q_SIGNALS:
    // The least width grew (a longer host in view, a wider column): a dock dragged up to the old one gives way.
    void leastTableWidthGrew();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // ID, State, Details, Method and Page URL: shown whatever the width (the table scrolls sideways first).
    static QList<int> essentialColumns();
    int headerWidth(int column) const;
    // The first and last row in view (last < first when there are none).
    std::pair<int, int> rowsInView() const;
    // What the column's texts need (free text capped; widths only grow).
    int contentWidth(int column) const;
    // The least width that keeps the hosts of the addresses in view whole when cut (widths only grow).
    int hostWidth() const;
    // What a very narrow table cuts the page URL to first: its host (hostWidth), never less than its header. fit()
    // and leastTableWidth() both use it, so the drag bound and the columns agree.
    int pageUrlHostFloor() const;
    void scheduleFit();

    QTableView *m_table;
    JobTableModel *m_model;
    QSet<int> m_userWidth;  // resized by the operator
    QSet<int> m_userHidden; // hidden from View > Columns
    QSet<int> m_userShown;  // shown from View > Columns although it does not fit
    QSet<int> m_leftOut;
    mutable QHash<int, int> m_seen; // the widest content seen per free-text column: widths only grow
    bool m_fitting = false;
    int m_leastSaid = 0; // the least width last said to have grown to
    // The last fit's table width and column widths: at the same width, a column shown then keeps its width while the
    // page URL can give it back.
    int m_fittedAt = 0;
    QHash<int, int> m_fitted;
    QTimer m_refit;
};

} // namespace SolveDeck
