#include "chartswidget.h"

#include "jobtablemodel.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDateTime>
#include <QElapsedTimer>
#include <QHBoxLayout>
#include <QLabel>
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
    chart->legend()->setFont(QFont(chart->legend()->font().family(), 7));
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

// Minutes before now of a bucket's end, for the x axis: "-15" .. "0".
double minutesBeforeEnd(const StatsSeries &s, int bucket)
{
    const qint64 end = s.startMs + qint64(s.buckets) * s.bucketMs;
    return -double(end - (s.startMs + qint64(bucket + 1) * s.bucketMs)) / double(kMinuteMs);
}

void replaceAxes(QChart *chart)
{
    for (QAbstractAxis *axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
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
    m_tabs->setToolTip(tr("Solves per minute by method; time from submit to token (median and 95th percentile) "
                          "per method; busy threads, this console's beside the account's (threadsinfo)."));
    layout->addWidget(m_tabs, 1);

    const QSettings settings;
    setWindowMs(settings.value(QStringLiteral("charts/windowMs"), 15 * kMinuteMs).toLongLong());
    connect(m_window, &QComboBox::currentIndexChanged, this, [this] {
        QSettings().setValue(QStringLiteral("charts/windowMs"), windowMs());
        Q_EMIT windowChanged(windowMs());
    });
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

double ChartsWidget::showSeries(const StatsSeries &s)
{
    QElapsedTimer timer;
    timer.start();
    const QString axisTitle = tr("minutes before now");

    // Solves per minute, stacked by method.
    m_solves->removeAllSeries();
    replaceAxes(m_solves);
    auto *stacked = new QStackedBarSeries;
    double maxRate = 0;
    QVector<double> totals(s.buckets, 0.0);
    for (auto it = s.solvesPerMinute.cbegin(); it != s.solvesPerMinute.cend(); ++it) {
        auto *set = new QBarSet(JobTableModel::methodLabel(it.key()));
        for (int b = 0; b < s.buckets; ++b) {
            *set << it.value().at(b);
            totals[b] += it.value().at(b);
        }
        stacked->append(set);
    }
    for (double t : totals) {
        maxRate = std::max(maxRate, t);
    }
    stacked->setBarWidth(0.9);
    m_solves->addSeries(stacked);
    auto *categories = new QBarCategoryAxis;
    for (int b = 0; b < s.buckets; ++b) {
        categories->append(QString::number(minutesBeforeEnd(s, b), 'f', 0) + QString(b % 2, QLatin1Char(' ')));
    }
    categories->setLabelsVisible(false);
    categories->setTitleText(axisTitle);
    auto *rateAxis = new QValueAxis;
    rateAxis->setRange(0, std::max(1.0, std::ceil(maxRate)));
    rateAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_solves->addAxis(categories, Qt::AlignBottom);
    m_solves->addAxis(rateAxis, Qt::AlignLeft);
    stacked->attachAxis(categories);
    stacked->attachAxis(rateAxis);

    // Time to token p50 / p95 per method (only methods with data in the window).
    m_token->removeAllSeries();
    replaceAxes(m_token);
    auto *x = new QValueAxis;
    x->setRange(minutesBeforeEnd(s, 0), 0);
    x->setLabelFormat(QStringLiteral("%.0f"));
    x->setTitleText(axisTitle);
    auto *seconds = new QValueAxis;
    seconds->setLabelFormat(QStringLiteral("%.0f s"));
    m_token->addAxis(x, Qt::AlignBottom);
    m_token->addAxis(seconds, Qt::AlignLeft);
    double maxSeconds = 0;
    for (auto it = s.timeToTokenP50.cbegin(); it != s.timeToTokenP50.cend(); ++it) {
        const QVector<double> &p50 = it.value();
        const QVector<double> &p95 = s.timeToTokenP95.value(it.key());
        auto *median = new QLineSeries;
        auto *high = new QLineSeries;
        for (int b = 0; b < s.buckets; ++b) {
            if (!std::isnan(p50.at(b))) {
                median->append(minutesBeforeEnd(s, b), p50.at(b));
                high->append(minutesBeforeEnd(s, b), p95.at(b));
                maxSeconds = std::max(maxSeconds, p95.at(b));
            }
        }
        if (median->count() == 0) {
            delete median;
            delete high;
            continue;
        }
        median->setName(tr("%1 p50").arg(JobTableModel::methodLabel(it.key())));
        high->setName(tr("%1 p95").arg(JobTableModel::methodLabel(it.key())));
        QPen dashed = high->pen();
        dashed.setStyle(Qt::DashLine);
        high->setPen(dashed);
        for (QLineSeries *line : {median, high}) {
            m_token->addSeries(line);
            line->attachAxis(x);
            line->attachAxis(seconds);
        }
        high->setColor(median->color());
    }
    seconds->setRange(0, std::max(5.0, std::ceil(maxSeconds * 1.1)));

    // Busy threads: ours and the account's.
    m_threads->removeAllSeries();
    replaceAxes(m_threads);
    auto *tx = new QValueAxis;
    tx->setRange(minutesBeforeEnd(s, 0), 0);
    tx->setLabelFormat(QStringLiteral("%.0f"));
    tx->setTitleText(axisTitle);
    auto *threads = new QValueAxis;
    threads->setLabelFormat(QStringLiteral("%.0f"));
    m_threads->addAxis(tx, Qt::AlignBottom);
    m_threads->addAxis(threads, Qt::AlignLeft);
    auto *ours = new QLineSeries;
    ours->setName(tr("This console"));
    auto *account = new QLineSeries;
    account->setName(tr("Account (threadsinfo)"));
    double maxThreads = 1;
    for (int b = 0; b < s.buckets; ++b) {
        ours->append(minutesBeforeEnd(s, b), s.ourBusy.at(b));
        maxThreads = std::max(maxThreads, s.ourBusy.at(b));
        if (!std::isnan(s.accountBusy.at(b))) {
            account->append(minutesBeforeEnd(s, b), s.accountBusy.at(b));
            maxThreads = std::max(maxThreads, s.accountBusy.at(b));
        }
    }
    for (QLineSeries *line : {ours, account}) {
        m_threads->addSeries(line);
        line->attachAxis(tx);
        line->attachAxis(threads);
    }
    threads->setRange(0, std::ceil(maxThreads * 1.15));
    return double(timer.nsecsElapsed()) / 1e6;
}

} // namespace SolveDeck
