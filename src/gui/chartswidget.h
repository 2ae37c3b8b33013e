#pragma once

#include "core/stats/solvestats.h"

#include <QList>
#include <QWidget>

class QBarSet;
class QCategoryAxis;
class QChart;
class QComboBox;
class QLabel;
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
// Read at a glance in a narrow dock: value axes in whole-number steps (niceTicks), time axes in minutes or hours
// before now ("−15 min" … "now"), each method in its own colour (StatusColours) under a short name ("v2", "v3",
// "Turnstile", "Image"), and a legend of our own under each chart that wraps instead of cutting its names (p50 solid
// and p95 dashed are named in it).
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

    // Which chart is shown (the pages' tab bar is hidden: chart names never squeeze into tabs).
    QComboBox *chartBox() const { return m_chartBox; }

    QChart *solvesChart() const { return m_solves; }

    QChart *tokenChart() const { return m_token; }

    QChart *threadsChart() const { return m_threads; }

    // The stacked bars (one set per method) and the lines (p50 and p95 per method; ours and the account's).
    QStackedBarSeries *solvesSeries() const { return m_bars; }

    QList<QLineSeries *> tokenSeries() const;
    QList<QLineSeries *> threadSeries() const;

    // Each tab's value axis (0: solves, 1: time to token, 2: busy threads), its time axis, and its legend.
    QValueAxis *valueAxis(int tab) const;
    QCategoryAxis *timeAxis(int tab) const;
    QLabel *legend(int tab) const;

Q_SIGNALS:
    void windowChanged(qint64 ms);

protected:
    void changeEvent(QEvent *event) override;

private:
    // The charts' background, labels, grid and series in the palette's colours (light or dark).
    void applyPalette();
    void updateTab(int tab);
    void updateSolves();
    void updateToken();
    void updateThreads();
    // The time axis of `tab` for the current window; `bucketAxis`: positions are bucket indexes (the bars).
    void updateTimeAxis(QCategoryAxis *axis, bool bucketAxis);
    void updateLegends();

    QComboBox *m_window = nullptr;
    QComboBox *m_chartBox = nullptr;
    QTabWidget *m_tabs = nullptr;
    QChart *m_solves = nullptr;
    QChart *m_token = nullptr;
    QChart *m_threads = nullptr;
    QStackedBarSeries *m_bars = nullptr;
    QList<QBarSet *> m_barSets; // in SolveStats' method order
    QCategoryAxis *m_solvesX = nullptr;
    QValueAxis *m_rateAxis = nullptr;
    QList<QLineSeries *> m_p50; // per method
    QList<QLineSeries *> m_p95;
    QCategoryAxis *m_tokenX = nullptr;
    QValueAxis *m_seconds = nullptr;
    QLineSeries *m_ours = nullptr;
    QLineSeries *m_account = nullptr;
    QCategoryAxis *m_threadsX = nullptr;
    QValueAxis *m_threadsY = nullptr;
    QList<QLabel *> m_legends; // per tab
    StatsSeries m_series;
    QList<bool> m_tabDirty{true, true, true};
};

} // namespace SolveDeck
