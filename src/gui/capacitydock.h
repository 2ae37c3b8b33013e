#pragma once

#include "core/stats/capacityview.h"

#include <QDockWidget>
#include <QSize>

class QLabel;
class QProgressBar;

namespace SolveDeck {

class ChartsWidget;

// The capacity dock (View > Capacity, on the right by default; it can float or move, and the window's state keeps
// where): the jobs solving (the sidebar's count), a gauge of the threads this console's solves hold against the
// effective cap, the account's working / total and
// free threads from threadsinfo with the reading's age and a stale mark, the balance, the engine's state in words,
// a note when another client uses the same plan (its room always kept), and the charts. It shows a CapacityView
// (computed in core), the same one the status bar and the tray show.
class CapacityDock : public QDockWidget
{
    Q_OBJECT

public:
    // Its width limits (px): a 900 px window keeps most of its width for the table.
    static constexpr int kMinimumWidth = 190;
    static constexpr int kMaximumWidth = 460;

    explicit CapacityDock(QWidget *parent = nullptr);

    // Whether dragging the dock's edge could make room for the charts (the table keeping its least width): the hint
    // says "drag its edge" only then.
    void setDragCanShowCharts(bool can);

    void showView(const CapacityView &view);

    // Narrower than this, the charts give way (their axes and choices would be cut): the figures above them stay.
    static constexpr int kChartsMinimumWidth = 260;

    ChartsWidget *charts() const { return m_charts; }

    // Where the charts' own window of `size` goes on a screen's `room`: beside `window` (right, left, below, above)
    // where there is room for it, else at the screen's right edge.
    static QPoint placeBeside(const QRect &window, const QSize &size, const QRect &room);

    QProgressBar *gauge() const { return m_gauge; }

    QLabel *solvingLabel() const { return m_solving; }

    QLabel *accountLabel() const { return m_account; }

    QLabel *balanceLabel() const { return m_balance; }

    QLabel *engineLabel() const { return m_engine; }

    QLabel *otherClientLabel() const { return m_otherClient; }

    // Where the charts were, while the panel is too narrow for them: says so, and offers them in a window of their own.
    QLabel *chartsHint() const { return m_chartsHint; }

    // What Tab stops at in the dock, top to bottom: the chart's two lists, or the link to the charts' window.
    QList<QWidget *> tabStops() const;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    // Floating: as wide as its charts need, beside the main window on its screen.
    void fitAsWindow();
    void updateHint();

    QProgressBar *m_gauge = nullptr;
    QSize m_dockedMinimum; // its least size when it last floated, given back when it docks again
    QLabel *m_solving = nullptr;
    QLabel *m_account = nullptr;
    QLabel *m_balance = nullptr;
    QLabel *m_engine = nullptr;
    QLabel *m_otherClient = nullptr;
    ChartsWidget *m_charts = nullptr;
    QLabel *m_chartsHint = nullptr;
    bool m_dragCanShowCharts = true;
};

} // namespace SolveDeck
