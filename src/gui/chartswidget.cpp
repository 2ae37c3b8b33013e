#include "chartswidget.h"

#include "core/stats/chartscale.h"
#include "gui/joblabels.h"
#include "gui/statuscolours.h"

#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QElapsedTimer>
#include <QEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QSettings>
#include <QStackedBarSeries>
#include <QTabBar>
#include <QTabWidget>
#include <QVBoxLayout>
#include <QValueAxis>

#include <cmath>

namespace SolveDeck {

namespace {

constexpr qint64 kMinuteMs = 60'000;

QChart *makeChart()
{
    auto *chart = new QChart;
    // Our own legend under the chart wraps its names; Qt's would cut them to "r… r… T…" in a narrow dock.
    chart->legend()->hide();
    // The last tick's label ("now", "jetzt") is centred on the chart's right end: its right margin holds half of it
    // (at 2 px "jetzt" touched the frame: a twenty-second trial).
    const QList<TimeTick> ticks = timeTicks(15 * kMinuteMs);
    const int halfNow = ticks.isEmpty() ? 0 : QFontMetrics(QFont()).horizontalAdvance(ticks.last().label) / 2;
    chart->setMargins(QMargins(2, 2, std::max(2, halfNow), 2));
    chart->setBackgroundRoundness(0);
    chart->setAnimationOptions(QChart::NoAnimation);
    return chart;
}

// A chart's page: the chart, and its legend under it.
QWidget *pageOf(QChart *chart, QLabel *legend, QWidget *parent)
{
    auto *page = new QWidget(parent);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    auto *view = new QChartView(chart, page);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(140);
    // A chart takes no key: Tab passes it by (the chart's lists above it choose what it shows).
    view->setFocusPolicy(Qt::NoFocus);
    layout->addWidget(view, 1);
    legend->setParent(page);
    legend->setWordWrap(true);
    legend->setTextFormat(Qt::RichText);
    legend->setAlignment(Qt::AlignHCenter);
    legend->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    layout->addWidget(legend);
    return page;
}

QValueAxis *valueAxisWith(const QString &format)
{
    auto *axis = new QValueAxis;
    axis->setLabelFormat(format);
    // Qt Charts sets an attached series' data range on the axis when the data changes, keeping the tick count: 0..10
    // in five ticks read "0, 3, 5, 8, 10" (an eighth trial). Whatever sets the range, the ticks go back to whole steps.
    QObject::connect(axis, &QValueAxis::rangeChanged, axis, [axis](qreal, qreal max) {
        const ValueTicks ticks = niceTicks(max);
        if (axis->min() != 0 || axis->max() != ticks.max || axis->tickCount() != ticks.count) {
            axis->setRange(0, ticks.max);
            axis->setTickCount(ticks.count);
        }
    });
    return axis;
}

QCategoryAxis *newTimeAxis()
{
    auto *axis = new QCategoryAxis;
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    axis->setGridLineVisible(true);
    // Qt would cut every label to a fifth of the axis ("−15 …"); four or five short labels fit whole.
    axis->setTruncateLabels(false);
    return axis;
}

void attach(QChart *chart, QAbstractSeries *series, QAbstractAxis *x, QAbstractAxis *y)
{
    chart->addSeries(series);
    series->attachAxis(x);
    series->attachAxis(y);
}

// Whole-number ticks from 0 to at least `top`.
void applyTicks(QValueAxis *axis, double top)
{
    const ValueTicks ticks = niceTicks(top);
    if (axis->max() != ticks.max || axis->tickCount() != ticks.count) {
        axis->setRange(0, ticks.max);
        axis->setTickCount(ticks.count);
    }
}

// Minutes before now of a bucket's end, for the x axis: "-14" .. "0" for the fifteen one-minute buckets.
double minutesBeforeEnd(const StatsSeries &s, int bucket)
{
    const qint64 end = s.startMs + qint64(s.buckets) * s.bucketMs;
    return -double(end - (s.startMs + qint64(bucket + 1) * s.bucketMs)) / double(kMinuteMs);
}

const QList<Method> &methods()
{
    static const QList<Method> all{Method::RecaptchaV2, Method::RecaptchaV3, Method::Turnstile, Method::Image};
    return all;
}

// One legend entry: a swatch (a block, a solid or a dashed line) in `colour`, then the name, in one piece: a line
// breaks only between entries ("p50" ended one line and "(median)" began the next, under "Turnstile": a thirty-second
// trial).
QString legendEntry(const QString &swatch, const QColor &colour, const QString &name)
{
    return QStringLiteral("<span style=\"color:%1\">%2</span>&nbsp;%3")
        .arg(colour.name(), swatch, name.toHtmlEscaped().replace(QLatin1Char(' '), QStringLiteral("&nbsp;")));
}

const QString kBlock = QStringLiteral("&#9632;");         // ■
const QString kSolid = QStringLiteral("&#9473;&#9473;");  // ━━
const QString kDashed = QStringLiteral("&#9549;&#9549;"); // ╍╍
const QString kSpacer = QStringLiteral("&nbsp;&nbsp; ");  // between entries; a line may break after it

} // namespace

ChartsWidget::ChartsWidget(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("chartsWidget"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    // Which chart and how far back, in one row of two boxes: the chart names never have to squeeze into tabs in a
    // narrow dock (the tab bar is hidden; the box switches the pages).
    auto *top = new QHBoxLayout;
    m_chartBox = new QComboBox(this);
    m_chartBox->setObjectName(QStringLiteral("chartBox"));
    m_chartBox->setAccessibleName(tr("Chart"));
    m_chartBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_chartBox->setMinimumContentsLength(8);
    top->addWidget(m_chartBox, 2);
    m_window = new QComboBox(this);
    m_window->setObjectName(QStringLiteral("chartWindowBox"));
    m_window->setAccessibleDescription(tr("How far back the charts go"));
    m_window->addItem(tr("15 min"), 15 * kMinuteMs);
    m_window->addItem(tr("1 h"), 60 * kMinuteMs);
    m_window->addItem(tr("24 h"), 24 * 60 * kMinuteMs);
    m_window->setAccessibleName(tr("Window"));
    m_window->setToolTip(m_window->accessibleDescription());
    top->addWidget(m_window, 1);
    layout->addLayout(top);

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("chartTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->tabBar()->hide();
    // Its bar hidden (the chart list above chooses the page), the tab widget takes no focus: Tab would stop at it.
    m_tabs->setFocusPolicy(Qt::NoFocus);
    m_tabs->tabBar()->setFocusPolicy(Qt::NoFocus);
    m_solves = makeChart();
    m_token = makeChart();
    m_threads = makeChart();
    for (int tab = 0; tab < 3; ++tab) {
        auto *legend = new QLabel;
        legend->setObjectName(QStringLiteral("chartLegend%1").arg(tab));
        m_legends.append(legend);
    }
    m_tabs->addTab(pageOf(m_solves, m_legends.at(0), m_tabs), tr("Solves per minute"));
    m_tabs->addTab(pageOf(m_token, m_legends.at(1), m_tabs), tr("Time to token"));
    m_tabs->addTab(pageOf(m_threads, m_legends.at(2), m_tabs), tr("Busy threads"));
    for (int tab = 0; tab < m_tabs->count(); ++tab) {
        m_chartBox->addItem(m_tabs->tabText(tab));
    }
    connect(m_chartBox, &QComboBox::currentIndexChanged, m_tabs, &QTabWidget::setCurrentIndex);
    connect(m_tabs, &QTabWidget::currentChanged, m_chartBox, &QComboBox::setCurrentIndex);
    m_tabs->setAccessibleName(tr("Capacity charts"));
    m_tabs->setAccessibleDescription(tr("Solves per minute, time to token and busy threads"));
    for (int tab = 0; tab < m_tabs->count(); ++tab) {
        // The chart's view and the viewport that takes the focus: both named after their tab.
        auto *view = m_tabs->widget(tab)->findChild<QChartView *>();
        view->setAccessibleName(tr("%1 chart").arg(m_tabs->tabText(tab)));
        view->viewport()->setAccessibleName(view->accessibleName());
        view->viewport()->setAccessibleDescription(m_tabs->accessibleDescription());
    }
    m_tabs->setToolTip(tr("Solves per minute by method; time from submit to token (median and 95th percentile) "
                          "per method; busy threads, this console's beside the account's (threadsinfo)."));
    layout->addWidget(m_tabs, 1);

    // Solves per minute, stacked by method, one bar per bucket (x: the bucket's index; the time axis labels some).
    m_bars = new QStackedBarSeries;
    m_bars->setBarWidth(0.9);
    for (const Method m : methods()) {
        auto *set = new QBarSet(JobLabels::methodShort(m));
        m_barSets.append(set);
        m_bars->append(set);
    }
    m_solvesX = newTimeAxis();
    m_rateAxis = valueAxisWith(QStringLiteral("%.0f"));
    m_solves->addAxis(m_solvesX, Qt::AlignBottom);
    m_solves->addAxis(m_rateAxis, Qt::AlignLeft);
    attach(m_solves, m_bars, m_solvesX, m_rateAxis);

    // Time to token: p50 solid, p95 dashed, one colour per method.
    m_tokenX = newTimeAxis();
    m_seconds = valueAxisWith(tr("%.0f s", "seconds on the time-to-token axis"));
    m_token->addAxis(m_tokenX, Qt::AlignBottom);
    m_token->addAxis(m_seconds, Qt::AlignLeft);
    for (const Method m : methods()) {
        auto *median = new QLineSeries;
        median->setName(tr("%1 p50").arg(JobLabels::methodShort(m)));
        auto *high = new QLineSeries;
        high->setName(tr("%1 p95").arg(JobLabels::methodShort(m)));
        attach(m_token, median, m_tokenX, m_seconds);
        attach(m_token, high, m_tokenX, m_seconds);
        m_p50.append(median);
        m_p95.append(high);
    }

    // Busy threads: ours and the account's.
    m_threadsX = newTimeAxis();
    m_threadsY = valueAxisWith(QStringLiteral("%.0f"));
    m_threads->addAxis(m_threadsX, Qt::AlignBottom);
    m_threads->addAxis(m_threadsY, Qt::AlignLeft);
    m_ours = new QLineSeries;
    m_ours->setName(tr("Ours", "this console's busy threads in a chart's legend"));
    m_account = new QLineSeries;
    m_account->setName(tr("Account", "the account's busy threads (threadsinfo) in a chart's legend"));
    attach(m_threads, m_ours, m_threadsX, m_threadsY);
    attach(m_threads, m_account, m_threadsX, m_threadsY);
    for (QValueAxis *axis : {m_rateAxis, m_seconds, m_threadsY}) {
        applyTicks(axis, 0);
    }
    applyPalette();

    const QSettings settings;
    setWindowMs(settings.value(QStringLiteral("charts/windowMs"), 15 * kMinuteMs).toLongLong());
    connect(m_window, &QComboBox::currentIndexChanged, this, [this] {
        QSettings().setValue(QStringLiteral("charts/windowMs"), windowMs());
        Q_EMIT windowChanged(windowMs());
    });
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int tab) {
        if (m_tabDirty.value(tab)) {
            updateTab(tab);
        }
    });
}

void ChartsWidget::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange) {
        applyPalette();
    }
}

void ChartsWidget::applyPalette()
{
    // Qt Charts draws with its own light theme; everything here follows the palette, the series in their method's
    // colour for this palette.
    const QPalette palette = QGuiApplication::palette();
    const QColor text = palette.color(QPalette::Text);
    const QColor grid = palette.color(QPalette::Mid);
    for (QChart *chart : {m_solves, m_token, m_threads}) {
        chart->setBackgroundBrush(palette.base());
        chart->setBackgroundPen(Qt::NoPen);
        for (QAbstractAxis *axis : chart->axes()) {
            axis->setLabelsColor(text);
            axis->setTitleBrush(text);
            axis->setLinePenColor(grid);
            axis->setGridLineColor(grid);
        }
    }
    for (qsizetype i = 0; i < methods().size(); ++i) {
        const QColor colour = StatusColours::methodColour(methods().at(i), palette);
        m_barSets.at(i)->setColor(colour);
        m_barSets.at(i)->setBorderColor(colour);
        QPen median(colour);
        median.setWidthF(2);
        m_p50.at(i)->setPen(median);
        QPen high(colour);
        high.setWidthF(1.5);
        high.setStyle(Qt::DashLine);
        m_p95.at(i)->setPen(high);
    }
    QPen ours(StatusColours::colour(StatusColours::Role::Solving, palette));
    ours.setWidthF(2);
    m_ours->setPen(ours);
    QPen account(StatusColours::colour(StatusColours::Role::MutedText, palette));
    account.setWidthF(1.5);
    account.setStyle(Qt::DashLine);
    m_account->setPen(account);
    updateLegends();
}

qint64 ChartsWidget::windowMs() const
{
    return m_window->currentData().toLongLong();
}

void ChartsWidget::setWindowMs(qint64 ms)
{
    const int index = m_window->findData(ms);
    m_window->setCurrentIndex(index >= 0 ? index : 0);
}

QList<QLineSeries *> ChartsWidget::tokenSeries() const
{
    return m_p50 + m_p95;
}

QList<QLineSeries *> ChartsWidget::threadSeries() const
{
    return {m_ours, m_account};
}

QValueAxis *ChartsWidget::valueAxis(int tab) const
{
    return tab == 0 ? m_rateAxis : tab == 1 ? m_seconds : m_threadsY;
}

QCategoryAxis *ChartsWidget::timeAxis(int tab) const
{
    return tab == 0 ? m_solvesX : tab == 1 ? m_tokenX : m_threadsX;
}

QLabel *ChartsWidget::legend(int tab) const
{
    return m_legends.value(tab);
}

double ChartsWidget::showSeries(const StatsSeries &series)
{
    QElapsedTimer timer;
    timer.start();
    m_series = series;
    m_tabDirty = {true, true, true};
    updateTab(m_tabs->currentIndex());
    return double(timer.nsecsElapsed()) / 1e6;
}

void ChartsWidget::updateTab(int tab)
{
    if (tab < 0 || tab >= m_tabDirty.size()) {
        return;
    }
    m_tabDirty[tab] = false;
    switch (tab) {
    case 0:
        updateSolves();
        break;
    case 1:
        updateToken();
        break;
    default:
        updateThreads();
        break;
    }
    updateLegends();
}

void ChartsWidget::updateTimeAxis(QCategoryAxis *axis, bool bucketAxis)
{
    const StatsSeries &s = m_series;
    const qint64 window = s.buckets > 0 ? qint64(s.buckets) * s.bucketMs : windowMs();
    const QString key = QStringLiteral("%1/%2/%3").arg(window).arg(s.buckets).arg(bucketAxis);
    if (axis->property("layout").toString() == key) {
        return;
    }
    axis->setProperty("layout", key);
    for (const QString &label : axis->categoriesLabels()) {
        axis->remove(label);
    }
    const double bucketMinutes = s.bucketMs > 0 ? double(s.bucketMs) / double(kMinuteMs) : 1.0;
    const int buckets = std::max(1, s.buckets);
    // Bars sit at their bucket's index, the last one (ending now) at buckets - 1; lines at minutes before now.
    auto position = [&](double minutes) {
        return bucketAxis ? double(buckets - 1) + minutes / bucketMinutes : minutes;
    };
    const double windowMinutes = double(window) / double(kMinuteMs);
    const double low = bucketAxis ? -0.5 : -windowMinutes;
    const double high = bucketAxis ? double(buckets) - 0.5 : 0.0;
    axis->setStartValue(low);
    for (const TimeTick &tick : timeTicks(window)) {
        axis->append(tick.label, std::clamp(position(tick.minutes), low, high));
    }
    axis->setRange(low, high);
}

void ChartsWidget::updateSolves()
{
    const StatsSeries &s = m_series;
    double maxRate = 0;
    QVector<double> totals(s.buckets, 0.0);
    for (qsizetype i = 0; i < methods().size(); ++i) {
        QBarSet *set = m_barSets.at(i);
        const QVector<double> values = s.solvesPerMinute.value(methods().at(i), QVector<double>(s.buckets, 0.0));
        if (set->count() != s.buckets) {
            set->remove(0, set->count());
            set->append(QList<qreal>(values.cbegin(), values.cend()));
        } else {
            // In place, only what changed: most buckets keep their value from one second to the next.
            for (int b = 0; b < s.buckets; ++b) {
                if (set->at(b) != values.at(b)) {
                    set->replace(b, values.at(b));
                }
            }
        }
        for (int b = 0; b < s.buckets; ++b) {
            totals[b] += values.at(b);
        }
    }
    for (double t : totals) {
        maxRate = std::max(maxRate, t);
    }
    applyTicks(m_rateAxis, maxRate);
    updateTimeAxis(m_solvesX, true);
}

void ChartsWidget::updateToken()
{
    const StatsSeries &s = m_series;
    double maxSeconds = 0;
    for (qsizetype i = 0; i < methods().size(); ++i) {
        const QVector<double> p50 = s.timeToTokenP50.value(methods().at(i));
        const QVector<double> p95 = s.timeToTokenP95.value(methods().at(i));
        QList<QPointF> median;
        QList<QPointF> high;
        for (int b = 0; b < std::min<int>(s.buckets, int(p50.size())); ++b) {
            if (!std::isnan(p50.at(b))) {
                median.append(QPointF(minutesBeforeEnd(s, b), p50.at(b)));
                high.append(QPointF(minutesBeforeEnd(s, b), p95.at(b)));
                maxSeconds = std::max(maxSeconds, p95.at(b));
            }
        }
        m_p50.at(i)->replace(median);
        m_p95.at(i)->replace(high);
        // Methods with nothing in the window stay out of the chart and its legend.
        m_p50.at(i)->setVisible(!median.isEmpty());
        m_p95.at(i)->setVisible(!high.isEmpty());
        // A line of one point draws nothing: the first minute's solves left the chart blank (a thirty-fourth trial).
        m_p50.at(i)->setPointsVisible(median.size() == 1);
        m_p95.at(i)->setPointsVisible(high.size() == 1);
    }
    applyTicks(m_seconds, maxSeconds);
    updateTimeAxis(m_tokenX, false);
}

void ChartsWidget::updateThreads()
{
    const StatsSeries &s = m_series;
    QList<QPointF> ours;
    QList<QPointF> account;
    double maxThreads = 0;
    for (int b = 0; b < std::min<int>(s.buckets, int(s.ourBusy.size())); ++b) {
        ours.append(QPointF(minutesBeforeEnd(s, b), s.ourBusy.at(b)));
        maxThreads = std::max(maxThreads, s.ourBusy.at(b));
        if (b < s.accountBusy.size() && !std::isnan(s.accountBusy.at(b))) {
            account.append(QPointF(minutesBeforeEnd(s, b), s.accountBusy.at(b)));
            maxThreads = std::max(maxThreads, s.accountBusy.at(b));
        }
    }
    m_ours->replace(ours);
    m_account->replace(account);
    applyTicks(m_threadsY, maxThreads);
    updateTimeAxis(m_threadsX, false);
}

void ChartsWidget::updateLegends()
{
    const QPalette palette = QGuiApplication::palette();
    // Every method on the bars (a method with no solve shows nothing there, but keeps its colour known); the lines'
    // methods only when they have a point in the window.
    QStringList solves;
    QStringList token;
    for (qsizetype i = 0; i < methods().size(); ++i) {
        const QColor colour = StatusColours::methodColour(methods().at(i), palette);
        const QString name = JobLabels::methodShort(methods().at(i));
        solves << legendEntry(kBlock, colour, name);
        if (m_p50.at(i)->isVisible()) {
            token << legendEntry(kSolid, colour, name);
        }
    }
    const QColor text = palette.color(QPalette::Text);
    token << legendEntry(kSolid, text, tr("p50 (median)")) << legendEntry(kDashed, text, tr("p95"));
    m_legends.at(0)->setText(solves.join(kSpacer));
    m_legends.at(1)->setText(token.join(kSpacer));
    m_legends.at(2)->setText(QStringList{legendEntry(kSolid, m_ours->pen().color(), m_ours->name()),
                                         legendEntry(kDashed, m_account->pen().color(), m_account->name())}
                                 .join(kSpacer));
    m_legends.at(1)->setToolTip(tr("Each method's colour; the solid line is the median time from submit to "
                                   "token (p50), the dashed one the time 95 % of tokens took at most (p95)."));
    m_legends.at(2)->setToolTip(tr("Ours: this console's tasks at the service; Account: every client of the key, "
                                   "as threadsinfo said."));
}

} // namespace SolveDeck
