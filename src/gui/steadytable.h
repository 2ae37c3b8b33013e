#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QPersistentModelIndex>
#include <QPoint>
#include <QRect>
#include <QTableView>

#include <functional>

class QPushButton;

namespace SolveDeck {

// The job table's view (ui/mainwindow.ui): a QTableView whose top row can be held further down than its last
// screenful allows. Without it, rows that all fit in the view (a short table, a state or text filter) had nothing to
// scroll by, and every job arriving above pushed the rows under the pointer and the selection down. SteadyTable holds
// the top row here; the extra range goes as soon as the view is back within its own (scrolled up, or to the top).
class SteadyTableView : public QTableView
{
    Q_OBJECT

public:
    explicit SteadyTableView(QWidget *parent = nullptr);

    // The top row may be `row` even past the last screenful (the scroll range reaches it). 0 lets go.
    void holdTop(int row);

    int heldTop() const { return m_heldTop; }

    // No scroll from QAbstractItemView's own timer (see timerEvent); otherwise QTableView's.
    void scrollTo(const QModelIndex &index, ScrollHint hint = EnsureVisible) override;

protected:
    void updateGeometries() override;
    void scrollContentsBy(int dx, int dy) override;
    // A click selects the row under the pointer where it is: QAbstractItemView scrolls a half-hidden row it pressed
    // into view once the double-click interval is over (its delayed auto-scroll, a timer), so the row moved and the
    // next one came under the pointer, where a Shift+click would land (a forty-third first-hour trial). The keyboard's
    // moves and MainWindow::selectJob still scroll to the row they reach.
    void timerEvent(QTimerEvent *event) override;

private:
    void rangeChanged(int max);
    void valueChanged(int value);
    void syncOffset();

    int m_heldTop = 0;
    int m_ownMax = 0; // the scroll range QTableView gives itself
    bool m_extending = false;
    bool m_inTimer = false; // inside timerEvent
};

// Keeps the job table's rows still under the operator (issue 39, item 1): the row under the pointer, else the
// selected row while it is in view, else the top row stays on its line of the screen whatever the model inserts,
// removes or moves above it (the view scrolls by as many rows; one scroll step is one row). New jobs that land above
// the view are not pushed into it: a button (in the toolbar, see buttonPlace()) says "3 new jobs above" and scrolls
// up when clicked (or the operator scrolls up).
//
// Follow Newest (View menu) lets new jobs push the rows down so the newest stays in view, but only while nobody is
// looking at a row: the view is at the top, the pointer is not over the table, and no job is selected. Otherwise it
// is as if it were off.
class SteadyTable : public QObject
{
    Q_OBJECT

public:
    explicit SteadyTable(QTableView *table, QObject *parent = nullptr);

    void setFollowNewest(bool follow);

    bool followNewest() const { return m_followNewest; }

    // Follow Newest is in force right now (on, at the top, pointer elsewhere, nothing selected).
    bool following() const;

    // Rows above the view the operator has not seen: pushed there by new jobs, not scrolled past.
    int newRowsAbove() const { return m_newAbove; }

    QPushButton *newRowsButton() const { return m_button; }

    // A place for the button outside the table (the main toolbar), as wide as its longest text: there it hides no row
    // and its coming and going moves nothing. Over the table's top right it hid the top row's token life or page URL
    // (a seventh trial). While the place is not shown (the toolbar hidden), the button is over the table as before.
    QWidget *buttonPlace(QWidget *parent);

    // The button's click: to the top, where the new jobs are.
    void showNewest();

    // Whether the rows a re-layout brings in above are new jobs (the table's own refresh) or a new view the operator
    // asked for (a filter, a sort): only the first are announced. Default: new.
    void setRowsAreNew(std::function<bool()> rowsAreNew);
    // Whether the view lists the newest jobs first (by id or by creation, descending): only there are the rows that
    // land above the view new jobs. In another order a job that arrives pushes older rows up, and the button says
    // "2 jobs above", not "2 new jobs above" (a thirty-third trial, sorted by method).
    void setNewestFirst(std::function<bool()> newestFirst);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void aboutToChange();
    void changed();
    void layoutChanged();
    void rowsAboutToBeRemoved(int first, int last);
    // The scroll bar moved: by the operator (or the view), rows they scrolled past are seen; by this class, not.
    void scrolled(int value);
    // The button's count from the rows above the view and those of them the operator has seen.
    void recount();
    bool newView() const;
    void setNewAbove(int count);
    void placeButton();
    int topRow() const;
    // A press or release where the button was a moment ago (it went under a pending click): not for the header or a
    // row.
    bool meantForTheButton(const QEvent *event) const;

    QTableView *m_table;
    QPushButton *m_button = nullptr;
    QWidget *m_place = nullptr;
    bool m_followNewest = true;
    bool m_pointerInside = false;
    QPoint m_pointer; // in the viewport, while inside
    QPersistentModelIndex m_anchor;
    int m_anchorRow = 0;    // the anchor's row when captured (the persistent index follows it)
    int m_anchorOffset = 0; // the anchor's row minus the top row, when captured
    bool m_anchored = false;
    bool m_layoutChange = false; // the anchor was taken for a re-layout
    std::function<bool()> m_rowsAreNew;
    std::function<bool()> m_newestFirst;
    // Rows above the view are new to the operator unless they scrolled past them: whatever pushed them there (a job
    // inserted above, or inside the view above the row held still), they were never looked at. The seen ones are
    // the nearest to the view (new jobs come in at the top); scrolling up shows those first.
    int m_seenAbove = 0;
    int m_lastTop = 0;
    bool m_adjusting = false; // between a model change and the scroll that holds the rows: not the operator's
    bool m_toTop = false;     // a new view with nothing to hold: it starts at its top
    int m_newAbove = 0;
    // The rows above came with a new view (a sort, a filter), not as new jobs: the button says "N jobs above".
    bool m_viewAbove = false;
    QRect m_buttonWas; // global, while m_buttonGone runs
    QElapsedTimer m_buttonGone;
};

} // namespace SolveDeck
