#pragma once

#include "core/stats/solvestats.h"

#include <QList>
#include <QWidget>

class QBarCategoryAxis;
class QBarSet;
class QChart;
class QChartView;
class QComboBox;
class QLineSeries;
class QStackedBarSeries;
class QTabWidget;
class QValueAxis;

namespace SolveDeck {

// The dock's live charts (Qt Charts), over a selectable window (15 min, 1 h, 24 h): solves per minute stacked by
// method, time to token p50/p95 per method, and busy threads, ours beside the account's. It draws what SolveStats
// computed (no figure is computed here) and is redrawn at most once a second by its owner. The series and axes are
// made once and their values replaced in place, and only the chart on the visible tab is updated (the others when
// their tab is shown): rebuilding series re-creates every graphics item and costs far more than the data.
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

    // The stacked bars (one set per method) and the lines (p50 and p95 per method; ours and the account's).
    QStackedBarSeries *solvesSeries() const { return m_bars; }

    QList<QLineSeries *> tokenSeries() const;
    QList<QLineSeries *> threadSeries() const;

Q_SIGNALS:
    void windowChanged(qint64 ms);

protected:
    void changeEvent(QEvent *event) override;

private:
    // The charts' background, labels and grid in the palette's colours (light or dark).
    void applyPalette();
    void updateTab(int tab);
    void updateSolves();
    void updateToken();
    void updateThreads();

    QComboBox *m_window = nullptr;
    QTabWidget *m_tabs = nullptr;
    QChart *m_solves = nullptr;
    QChart *m_token = nullptr;
    QChart *m_threads = nullptr;
    QStackedBarSeries *m_bars = nullptr;
    QList<QBarSet *> m_barSets; // in SolveStats' method order
    QBarCategoryAxis *m_categories = nullptr;
    QValueAxis *m_rateAxis = nullptr;
    QList<QLineSeries *> m_p50; // per method
    QList<QLineSeries *> m_p95;
    QValueAxis *m_tokenX = nullptr;
    QValueAxis *m_seconds = nullptr;
    QLineSeries *m_ours = nullptr;
    QLineSeries *m_account = nullptr;
    QValueAxis *m_threadsX = nullptr;
    QValueAxis *m_threadsY = nullptr;
    StatsSeries m_series;
    QList<bool> m_tabDirty{true, true, true};
};

} // namespace SolveDeck
