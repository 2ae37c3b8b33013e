#include "capacitydock.h"

#include "chartswidget.h"

#include <QFormLayout>
#include <QLabel>
#include <QProgressBar>
#include <QVBoxLayout>

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

} // namespace

CapacityDock::CapacityDock(QWidget *parent)
    : QDockWidget(tr("Capacity"), parent)
{
    setObjectName(QStringLiteral("capacityDock"));
    setAllowedAreas(Qt::LeftDockWidgetArea | Qt::RightDockWidgetArea | Qt::BottomDockWidgetArea);
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(6, 4, 6, 4);

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_gauge = new QProgressBar(body);
    m_gauge->setObjectName(QStringLiteral("capacityGauge"));
    m_gauge->setTextVisible(true);
    m_gauge->setMinimumWidth(120);
    m_gauge->setToolTip(tr("This console's solves in flight against the effective cap (your cap, never above the "
                           "plan's threads)"));
    form->addRow(tr("Ours:"), m_gauge);
    m_account = valueLabel(QStringLiteral("capacityAccount"), body);
    m_account->setToolTip(tr("The account's threads as threadsinfo last reported them (every client of this key)"));
    form->addRow(tr("Account:"), m_account);
    m_balance = valueLabel(QStringLiteral("capacityBalance"), body);
    m_balance->setToolTip(tr("getbalance (0 is normal on thread plans)"));
    form->addRow(tr("Balance:"), m_balance);
    m_engine = valueLabel(QStringLiteral("capacityEngine"), body);
    form->addRow(tr("Engine:"), m_engine);
    layout->addLayout(form);

    m_otherClient = valueLabel(QStringLiteral("capacityOtherClient"), body);
    m_otherClient->setStyleSheet(QStringLiteral("QLabel { font-style: italic; }"));
    m_otherClient->hide();
    layout->addWidget(m_otherClient);

    m_charts = new ChartsWidget(body);
    layout->addWidget(m_charts, 1);
    setWidget(body);
}

void CapacityDock::showView(const CapacityView &view)
{
    m_gauge->setMaximum(std::max(1, view.gaugeMaximum));
    m_gauge->setValue(std::min(view.gaugeValue, std::max(1, view.gaugeMaximum)));
    m_gauge->setFormat(view.gaugeText);
    m_account->setText(view.accountTimeText.isEmpty() ? view.accountText
                                                      : tr("%1\n%2").arg(view.accountText, view.accountTimeText));
    m_account->setEnabled(!view.accountStale);
    m_balance->setText(view.balanceText);
    m_engine->setText(view.engineText);
    m_otherClient->setText(view.otherClientText);
    m_otherClient->setVisible(!view.otherClientText.isEmpty());
}

} // namespace SolveDeck
