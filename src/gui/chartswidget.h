#pragma once

#include "core/stats/solvestats.h"

#include <QWidget>

class QBarSet;
class QChart;
class QChartView;
class QComboBox;
class QTabWidget;

namespace SolveDeck {

// The dock's live charts (Qt Charts), over a selectable window (15 min, 1 h, 24 h): solves per minute stacked by
// method, time to token p50/p95 per method, and busy threads, ours beside the account's. It draws what SolveStats
// computed (no figure is computed here) and is redrawn at most once a second by its owner.
class ChartsWidget : public QWidget
{
    Q_OBJECT

public:
    explicit ChartsWidget(QWidget *parent = nullptr);

    // The window the operator chose (ms); remembered in QSettings.
    qint64 windowMs() const;
    void setWindowMs(qint64 ms);

    // Replaces the charts' data; returns how long the redraw took (ms, for the benchmark).
    double showSeries(const StatsSeries &series);

    QTabWidget *tabs() const { return m_tabs; }

    QComboBox *windowBox() const { return m_window; }

    QChart *solvesChart() const { return m_solves; }

    QChart *tokenChart() const { return m_token; }

    QChart *threadsChart() const { return m_threads; }

Q_SIGNALS:
    void windowChanged(qint64 ms);

private:
    QComboBox *m_window = nullptr;
    QTabWidget *m_tabs = nullptr;
    QChart *m_solves = nullptr;
    QChart *m_token = nullptr;
    QChart *m_threads = nullptr;
};

} // namespace SolveDeck
