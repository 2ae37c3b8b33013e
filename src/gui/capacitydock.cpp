#include "capacitydock.h"

#include "chartswidget.h"

#include <QFormLayout>
#include <QLabel>
#include <QProgressBar>
#include <QResizeEvent>
#include <QScreen>
#include <QVBoxLayout>

#include <algorithm>

namespace SolveDeck {

namespace {

QLabel *valueLabel(const QString &name, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

// Room for `lines` lines whatever the text, so a text that changes does not move what is below it.
void reserveLines(QLabel *label, int lines)
{
    label->setMinimumHeight(lines * label->fontMetrics().lineSpacing() + 2);
}

} // namespace

CapacityDock::CapacityDock(QWidget *parent)
    : QDockWidget(tr("Capacity"), parent)
{
    setObjectName(QStringLiteral("capacityDock"));
    setAllowedAreas(Qt::LeftDockWidgetArea | Qt::RightDockWidgetArea | Qt::BottomDockWidgetArea);
    // Narrow enough for a 900 px window beside the table, never wider than the charts need: the table keeps the
    // room. Its texts wrap within that width (nothing here can widen the window).
    setMinimumWidth(kMinimumWidth);
    setMaximumWidth(kMaximumWidth);
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(6, 4, 6, 4);

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_solving = valueLabel(QStringLiteral("capacitySolving"), body);
    m_solving->setToolTip(tr("Jobs the service accepted and has not answered yet, as the sidebar's Solving row counts "
                             "them"));
    form->addRow(tr("Solving:"), m_solving);
    m_gauge = new QProgressBar(body);
    m_gauge->setObjectName(QStringLiteral("capacityGauge"));
    m_gauge->setTextVisible(true);
    m_gauge->setMinimumWidth(120);
    m_gauge->setToolTip(tr("Threads this console's solves hold at the service, against the effective cap (your cap, "
                           "never above the plan's threads). A thread is free as soon as the service has finished a "
                           "task, before its answer is collected."));
    m_gauge->setAccessibleName(tr("Threads in use"));
    form->addRow(tr("Threads:"), m_gauge);
    m_account = valueLabel(QStringLiteral("capacityAccount"), body);
    reserveLines(m_account, 2);
    m_account->setToolTip(tr("The account's threads as threadsinfo last reported them (every client of this key)"));
    form->addRow(tr("Account:"), m_account);
    m_balance = valueLabel(QStringLiteral("capacityBalance"), body);
    m_balance->setToolTip(tr("getbalance (0 is normal on thread plans)"));
    form->addRow(tr("Balance:"), m_balance);
    m_engine = valueLabel(QStringLiteral("capacityEngine"), body);
    reserveLines(m_engine, 2);
    form->addRow(tr("Engine:"), m_engine);
    layout->addLayout(form);

    // Its room is always kept (two lines): the note coming or going moves nothing.
    m_otherClient = valueLabel(QStringLiteral("capacityOtherClient"), body);
    m_otherClient->setStyleSheet(QStringLiteral("QLabel { font-style: italic; }"));
    reserveLines(m_otherClient, 2);
    layout->addWidget(m_otherClient);

    m_charts = new ChartsWidget(body);
    layout->addWidget(m_charts, 1);
    // A narrow panel hides the charts: not without a word, and with a way to see them that keeps the table's room.
    m_chartsHint = new QLabel(tr("The charts need a wider panel: drag its edge, or <a href=\"#float\">show them in "
                                 "a window of their own</a>."),
                              body);
    m_chartsHint->setObjectName(QStringLiteral("capacityChartsHint"));
    m_chartsHint->setWordWrap(true);
    m_chartsHint->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_chartsHint->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    m_chartsHint->setVisible(false);
    connect(m_chartsHint, &QLabel::linkActivated, this, [this] {
        setFloating(true);
        resize(std::max(kChartsMinimumWidth + 120, width()), std::max(520, height()));
        // Within its screen: at 900x560 the window opened at the dock's place and ran 170 px past the screen's edge
        // (a twelfth trial).
        if (const QScreen *shown = screen(); shown != nullptr) {
            const QRect room = shown->availableGeometry();
            QRect placed = frameGeometry();
            placed.setSize(placed.size().boundedTo(room.size()));
            placed.moveLeft(std::clamp(placed.left(), room.left(), room.right() - placed.width() + 1));
            placed.moveTop(std::clamp(placed.top(), room.top(), room.bottom() - placed.height() + 1));
            resize(size().boundedTo(room.size()));
            move(placed.topLeft());
        }
    });
    layout->addWidget(m_chartsHint, 1);
    setWidget(body);
}

void CapacityDock::resizeEvent(QResizeEvent *event)
{
    QDockWidget::resizeEvent(event);
    const bool wide = width() >= kChartsMinimumWidth;
    m_charts->setVisible(wide);
    m_chartsHint->setVisible(!wide);
}

void CapacityDock::showView(const CapacityView &view)
{
    m_gauge->setMaximum(std::max(1, view.gaugeMaximum));
    m_gauge->setValue(std::min(view.gaugeValue, std::max(1, view.gaugeMaximum)));
    m_gauge->setFormat(view.gaugeText);
    m_solving->setText(view.solvingText);
    m_account->setText(view.accountTimeText.isEmpty() ? view.accountText
                                                      : tr("%1\n%2").arg(view.accountText, view.accountTimeText));
    m_account->setEnabled(!view.accountStale);
    m_balance->setText(view.balanceText);
    m_engine->setText(view.engineStatusText);
    m_engine->setToolTip(view.engineText);
    // One note slot: another client on the plan matters more than why this console's count runs ahead.
    const bool other = !view.otherClientText.isEmpty();
    m_otherClient->setText(other ? view.otherClientText : view.uncountedText);
    m_otherClient->setToolTip(other ? QString() : view.uncountedToolTip);
}

} // namespace SolveDeck
