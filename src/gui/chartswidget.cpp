#include "chartswidget.h"

#include "joblabels.h"

#include <QBarCategoryAxis>
#include <QBarSet>
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
    chart->legend()->setAlignment(Qt::AlignBottom);
    QFont font = chart->legend()->font();
    font.setPointSizeF(std::max(6.0, font.pointSizeF() * 0.8));
    chart->legend()->setFont(font);
    chart->setMargins(QMargins(2, 2, 2, 2));
    chart->setBackgroundRoundness(0);
    chart->setAnimationOptions(QChart::NoAnimation);
    return chart;
}

QChartView *viewOf(QChart *chart, QWidget *parent)
{
    auto *view = new QChartView(chart, parent);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(150);
    return view;
}

QValueAxis *valueAxis(const QString &format, const QString &title = {})
{
    auto *axis = new QValueAxis;
    axis->setLabelFormat(format);
    axis->setTitleText(title);
    return axis;
}

void attach(QChart *chart, QAbstractSeries *series, QAbstractAxis *x, QAbstractAxis *y)
{
    chart->addSeries(series);
    series->attachAxis(x);
    series->attachAxis(y);
}

// Minutes before now of a bucket's end, for the x axis: "-15" .. "0".
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

} // namespace

ChartsWidget::ChartsWidget(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("chartsWidget"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *top = new QHBoxLayout;
    auto *label = new QLabel(tr("Window:"), this);
    m_window = new QComboBox(this);
    m_window->setObjectName(QStringLiteral("chartWindowBox"));
    m_window->setAccessibleDescription(tr("How far back the charts go"));
    m_window->addItem(tr("15 min"), 15 * kMinuteMs);
    m_window->addItem(tr("1 h"), 60 * kMinuteMs);
    m_window->addItem(tr("24 h"), 24 * 60 * kMinuteMs);
    label->setBuddy(m_window);
    top->addWidget(label);
    top->addWidget(m_window, 1);
    layout->addLayout(top);

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("chartTabs"));
    m_tabs->setDocumentMode(true);
    m_solves = makeChart();
    m_token = makeChart();
    m_threads = makeChart();
    m_tabs->addTab(viewOf(m_solves, m_tabs), tr("Solves/min"));
    m_tabs->addTab(viewOf(m_token, m_tabs), tr("Time to token"));
    m_tabs->addTab(viewOf(m_threads, m_tabs), tr("Busy threads"));
    m_tabs->setAccessibleName(tr("Capacity charts"));
    m_tabs->setAccessibleDescription(tr("Solves per minute, time to token and busy threads"));
    for (int tab = 0; tab < m_tabs->count(); ++tab) {
        // The chart's view and the viewport that takes the focus: both named after their tab.
        auto *view = qobject_cast<QChartView *>(m_tabs->widget(tab));
        view->setAccessibleName(tr("%1 chart").arg(m_tabs->tabText(tab)));
        view->viewport()->setAccessibleName(view->accessibleName());
        view->viewport()->setAccessibleDescription(m_tabs->accessibleDescription());
    }
    m_tabs->setToolTip(tr("Solves per minute by method; time from submit to token (median and 95th percentile) "
                          "per method; busy threads, this console's beside the account's (threadsinfo)."));
    layout->addWidget(m_tabs, 1);
    const QString minutesBefore = tr("minutes before now");

    // Solves per minute, stacked by method.
    m_bars = new QStackedBarSeries;
    m_bars->setBarWidth(0.9);
    for (const Method m : methods()) {
        auto *set = new QBarSet(JobLabels::method(m));
        m_barSets.append(set);
        m_bars->append(set);
    }
    m_categories = new QBarCategoryAxis;
    // One bar per bucket, oldest left; bucket labels would not fit (the tab's tooltip says what the bars are).
    m_categories->setLabelsVisible(false);
    m_categories->setGridLineVisible(false);
    m_rateAxis = valueAxis(QStringLiteral("%.0f"));
    m_solves->addAxis(m_categories, Qt::AlignBottom);
    m_solves->addAxis(m_rateAxis, Qt::AlignLeft);
    attach(m_solves, m_bars, m_categories, m_rateAxis);

    // Time to token: p50 solid, p95 dashed, one colour per method.
    m_tokenX = valueAxis(QStringLiteral("%.0f"), minutesBefore);
    m_seconds = valueAxis(QStringLiteral("%.0f s"));
    m_token->addAxis(m_tokenX, Qt::AlignBottom);
    m_token->addAxis(m_seconds, Qt::AlignLeft);
    for (const Method m : methods()) {
        auto *median = new QLineSeries;
        median->setName(tr("%1 p50").arg(JobLabels::method(m)));
        auto *high = new QLineSeries;
        high->setName(tr("%1 p95").arg(JobLabels::method(m)));
        attach(m_token, median, m_tokenX, m_seconds);
        attach(m_token, high, m_tokenX, m_seconds);
        QPen dashed = median->pen();
        dashed.setStyle(Qt::DashLine);
        high->setPen(dashed);
        m_p50.append(median);
        m_p95.append(high);
    }

    // Busy threads: ours and the account's.
    m_threadsX = valueAxis(QStringLiteral("%.0f"), minutesBefore);
    m_threadsY = valueAxis(QStringLiteral("%.0f"));
    m_threads->addAxis(m_threadsX, Qt::AlignBottom);
    m_threads->addAxis(m_threadsY, Qt::AlignLeft);
    m_ours = new QLineSeries;
    m_ours->setName(tr("This console"));
    m_account = new QLineSeries;
    m_account->setName(tr("Account (threadsinfo)"));
    attach(m_threads, m_ours, m_threadsX, m_threadsY);
    attach(m_threads, m_account, m_threadsX, m_threadsY);
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
    // Qt Charts draws with its own light theme; the series keep its colours, the rest follows the palette.
    const QPalette palette = QGuiApplication::palette();
    const QColor text = palette.color(QPalette::Text);
    const QColor grid = palette.color(QPalette::Mid);
    for (QChart *chart : {m_solves, m_token, m_threads}) {
        chart->setBackgroundBrush(palette.base());
        chart->setBackgroundPen(Qt::NoPen);
        chart->legend()->setLabelColor(text);
        for (QAbstractAxis *axis : chart->axes()) {
            axis->setLabelsColor(text);
            axis->setTitleBrush(text);
            axis->setLinePenColor(grid);
            axis->setGridLineColor(grid);
        }
    }
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
}

void ChartsWidget::updateSolves()
{
    const StatsSeries &s = m_series;
    if (m_categories->count() != s.buckets) {
        QStringList names;
        for (int b = 0; b < s.buckets; ++b) {
            names << QString::number(b); // unique; the labels are hidden (the axis title says what x is)
        }
        m_categories->setCategories(names);
    }
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
    const double top = std::max(1.0, std::ceil(maxRate));
    if (m_rateAxis->max() != top) {
        m_rateAxis->setRange(0, top);
    }
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
        m_p95.at(i)->setColor(m_p50.at(i)->color());
        // Methods with nothing in the window stay out of the chart and its legend.
        m_p50.at(i)->setVisible(!median.isEmpty());
        m_p95.at(i)->setVisible(!high.isEmpty());
    }
    m_tokenX->setRange(s.buckets > 0 ? minutesBeforeEnd(s, 0) : -1, 0);
    m_seconds->setRange(0, std::max(5.0, std::ceil(maxSeconds * 1.1)));
}

void ChartsWidget::updateThreads()
{
    const StatsSeries &s = m_series;
    QList<QPointF> ours;
    QList<QPointF> account;
    double maxThreads = 1;
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
    m_threadsX->setRange(s.buckets > 0 ? minutesBeforeEnd(s, 0) : -1, 0);
    m_threadsY->setRange(0, std::ceil(maxThreads * 1.15));
}

} // namespace SolveDeck
