#include "capacitydock.h"

#include "chartswidget.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGuiApplication>
#include <QLabel>
#include <QProgressBar>
#include <QResizeEvent>
#include <QScreen>
#include <QStyleOptionProgressBar>
#include <QStylePainter>
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

// A progress bar whose text never sits on the fill's edge, where the edge's lines and the change of colour hid part
// of it ("3 / 5" lost half its "5", "1 / 2" half its "/": a fourteenth trial). The text is centred as usual; when that
// would cross the edge it moves wholly onto the fill (light) or beside it (dark), whichever has room.
class GaugeBar : public QProgressBar
{
public:
    using QProgressBar::QProgressBar;

private:
    // The text's place for a bar whose fill covers `filled` of `contents`, and whether it is on the fill.
    static std::pair<QRect, bool> textPlace(const QRect &contents, const QRect &filled, int textWidth)
    {
        constexpr int kClear = 4; // px kept between the text and the fill's edge
        QRect text(0, contents.top(), textWidth, contents.height());
        text.moveCenter(contents.center());
        if (filled.isEmpty()) {
            return {text, false};
        }
        if (text.right() + kClear <= filled.right() || filled.width() >= contents.width()) {
            return {text, true};
        }
        if (text.left() - kClear > filled.right()) {
            return {text, false};
        }
        // Across the edge: onto the fill's end, or just past it, whichever has room (else the wider side).
        const int restWidth = contents.right() - filled.right();
        if (filled.width() >= textWidth + 2 * kClear || filled.width() > restWidth) {
            text.moveRight(filled.right() - kClear);
            return {text, true};
        }
        text.moveLeft(filled.right() + 1 + kClear);
        return {text, false};
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QStylePainter painter(this);
        QStyleOptionProgressBar option;
        initStyleOption(&option);
        option.textVisible = false;
        painter.drawControl(QStyle::CE_ProgressBar, option);
        if (option.text.isEmpty()) {
            return;
        }
        const QRect contents = style()->subElementRect(QStyle::SE_ProgressBarContents, &option, this);
        // A text wider than the bar ("0 (plan not read yet)" on a narrow dock) is cut with an ellipsis; the status
        // bar says it whole.
        const QString text = fontMetrics().elidedText(option.text, Qt::ElideRight, contents.width() - 4);
        const int span = std::max(1, maximum() - minimum());
        QRect filled = contents;
        filled.setWidth(int(qint64(contents.width()) * std::clamp(value() - minimum(), 0, span) / span));
        const auto [place, onFill] = textPlace(contents, filled, fontMetrics().horizontalAdvance(text));
        painter.setPen(palette().color(onFill ? QPalette::HighlightedText : QPalette::Text));
        painter.drawText(QStyle::visualRect(layoutDirection(), contents, place), Qt::AlignCenter, text);
    }
};

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
    m_gauge = new GaugeBar(body);
    m_gauge->setObjectName(QStringLiteral("capacityGauge"));
    m_gauge->setTextVisible(true);
    m_gauge->setMinimumWidth(80);
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
    m_chartsHint = new QLabel(body);
    updateHint();
    m_chartsHint->setObjectName(QStringLiteral("capacityChartsHint"));
    m_chartsHint->setWordWrap(true);
    // At the panel's foot, where the lines above growing and shrinking (the engine's state, the notes) never move
    // it: at its top it moved 12 to 40 px under the pointer every few seconds (a twenty-sixth trial).
    m_chartsHint->setAlignment(Qt::AlignLeft | Qt::AlignBottom);
    m_chartsHint->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    connect(m_chartsHint, &QLabel::linkActivated, this, [this] {
        // Its own bounds, whatever a drag of the separator left (the window must be able to widen for the charts).
        setMaximumWidth(kMaximumWidth);
        setFloating(true);
        fitAsWindow();
    });
    // Floated by any means (the link, its own float button), it becomes the charts' window: by its float button it
    // stayed 200 px wide over the table without its charts (a thirty-first trial). Not while a drag of its title
    // carries it: that drag places it.
    connect(this, &QDockWidget::topLevelChanged, this, [this](bool floating) {
        updateHint();
        // Not one the window's restored state floats before it is shown: that keeps its saved place.
        const QWidget *main = parentWidget() != nullptr ? parentWidget()->window() : nullptr;
        if (floating && QGuiApplication::mouseButtons() == Qt::NoButton && main != nullptr && main->isVisible()) {
            fitAsWindow();
        }
        if (!floating && m_dockedMinimum.isValid()) {
            // Its least size as it was docked: as a window, its layout had raised it to the floating frame's (205 px
            // under X11, from 203), so a re-docked dock came back 2 px wider and the table's columns moved (a
            // thirty-sixth trial).
            setMinimumSize(m_dockedMinimum);
        }
    });
    m_chartsHint->setVisible(false);
    layout->addWidget(m_chartsHint, 1);
    setWidget(body);
}

void CapacityDock::fitAsWindow()
{
    // Wide enough for its charts (a floating dock keeps the width it had docked, 200 px at 900x560), and placed beside
    // the main window each time: floated again after a re-dock, Qt put it back at the docked place, over the table and
    // the status bar's figures with 700 px free beside the window (a thirty-third trial).
    setMaximumWidth(kMaximumWidth);
    if (width() < kChartsMinimumWidth) {
        resize(std::max(kChartsMinimumWidth + 120, width()), std::max(520, height()));
    }
    // Within its screen (at 900x560 the window opened at the dock's place and ran 170 px past the screen's edge: a
    // twelfth trial), and beside the main window where the screen has room (it opened over the table's columns and
    // the status bar's figures with 700 px free beside them: a fourteenth trial).
    if (const QScreen *shown = screen(); shown != nullptr) {
        const QRect room = shown->availableGeometry();
        const QSize size = frameGeometry().size().boundedTo(room.size());
        const QWidget *main = parentWidget() != nullptr ? parentWidget()->window() : nullptr;
        const QRect beside = main != nullptr ? main->frameGeometry() : QRect();
        resize(size - (frameGeometry().size() - this->size()));
        move(placeBeside(beside, size, room));
    }
}

QPoint CapacityDock::placeBeside(const QRect &window, const QSize &size, const QRect &room)
{
    const auto clampX = [&](int x) {
        return std::clamp(x, room.left(), std::max(room.left(), room.right() - size.width() + 1));
    };
    const auto clampY = [&](int y) {
        return std::clamp(y, room.top(), std::max(room.top(), room.bottom() - size.height() + 1));
    };
    if (window.isValid()) {
        if (window.right() + size.width() <= room.right()) {
            return {window.right() + 1, clampY(window.top())};
        }
        if (window.left() - size.width() >= room.left()) {
            return {window.left() - size.width(), clampY(window.top())};
        }
        if (window.bottom() + size.height() <= room.bottom()) {
            return {clampX(window.right() - size.width() + 1), window.bottom() + 1};
        }
        if (window.top() - size.height() >= room.top()) {
            return {clampX(window.right() - size.width() + 1), window.top() - size.height()};
        }
    }
    // No room beside it: at the screen's right edge, over the window's right side, where the dock was.
    return {clampX(room.right() - size.width() + 1), clampY(window.isValid() ? window.top() : room.top())};
}

void CapacityDock::resizeEvent(QResizeEvent *event)
{
    QDockWidget::resizeEvent(event);
    if (!isFloating() && !m_dockedMinimum.isValid()) {
        // Its least size as first laid out docked, given back when it docks again (a floating frame's is larger; Qt
        // has already raised it when it says the dock floats, and resizes it docked before it says it docked).
        m_dockedMinimum = minimumSize();
    }
    const bool wide = width() >= kChartsMinimumWidth;
    m_charts->setVisible(wide);
    m_chartsHint->setVisible(!wide);
}

void CapacityDock::setDragCanShowCharts(bool can)
{
    if (can != m_dragCanShowCharts) {
        m_dragCanShowCharts = can;
        updateHint();
    }
}

void CapacityDock::updateHint()
{
    // A floating panel is a window of its own, beside no table (a thirty-first trial read "than this window leaves
    // beside the table" on one).
    if (isFloating()) {
        m_chartsHint->setText(tr("The charts need a wider window: drag its edge."));
    } else if (m_dragCanShowCharts) {
        m_chartsHint->setText(tr("The charts need a wider panel: drag its edge, or <a href=\"#float\">show them in a "
                                 "window of their own</a>."));
    } else {
        m_chartsHint->setText(tr("The charts need a wider panel than this window leaves beside the table: <a "
                                 "href=\"#float\">show them in a window of their own</a>."));
    }
}

void CapacityDock::showView(const CapacityView &view)
{
    // In one paint: QProgressBar::setValue repaints at once, and showed the new fill beside the old text ("1 / 5" over
    // two fifths) until the format followed (a twenty-ninth and a thirty-third trial each caught such a frame).
    m_gauge->setUpdatesEnabled(false);
    m_gauge->setFormat(view.gaugeText);
    m_gauge->setMaximum(std::max(1, view.gaugeMaximum));
    m_gauge->setValue(std::min(view.gaugeValue, std::max(1, view.gaugeMaximum)));
    m_gauge->setUpdatesEnabled(true);
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

QList<QWidget *> CapacityDock::tabStops() const
{
    return {m_charts->chartBox(), m_charts->windowBox(), m_chartsHint};
}

} // namespace SolveDeck
