#include "mainwindow.h"

// The window's size and layout: the toolbar (its boxes, and its words that give way), the window kept inside its
// screen, the layout saved and restored; and the window's own events (a status tip, closing). What the window shows
// and does is in mainwindow.cpp.

#include "ui_mainwindow.h"

#include "core/engine/engine.h"
#include "core/engine/enginehost.h"
#include "core/model/consoleplaces.h"
#include "core/store/jobstore.h"
#include "gui/aboutbox.h"
#include "gui/apikeydialog.h"
#include "gui/bannerbar.h"
#include "gui/capacityconsole.h"
#include "gui/capacitydock.h"
#include "gui/consolesettings.h"
#include "gui/consolestatusbar.h"
#include "gui/databasedialog.h"
#include "gui/databaselocation.h"
#include "gui/databaseworker.h"
#include "gui/historyconsole.h"
#include "gui/icons.h"
#include "gui/itemdataroles.h"
#include "gui/jobactions.h"
#include "gui/jobcolumns.h"
#include "gui/jobdetailwidget.h"
#include "gui/jobfigures.h"
#include "gui/jobtablemodel.h"
#include "gui/messagebox.h"
#include "gui/statesidebar.h"
#include "gui/steadytable.h"
#include "gui/tokenclipboard.h"
#include "gui/windowshortcuts.h"

#include <QCloseEvent>
#include <QCursor>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QResizeEvent>
#include <QScreen>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QStatusTipEvent>
#include <QStyle>
#include <QToolBar>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace SolveDeck {

void MainWindow::setUpToolBar()
{
    m_filterEdit = new QLineEdit(this);
    m_filterEdit->setObjectName(QStringLiteral("filterEdit"));
    // Short enough to be read whole in every language at the box's width; what it searches is its tooltip.
    m_filterEdit->setPlaceholderText(
        tr("Filter jobs (%1)").arg(m_ui->findAction->shortcut().toString(QKeySequence::NativeText)));
    m_filterEdit->setToolTip(tr("Shows only the jobs whose page URL, site key, method or error contains this text"));
    m_filterEdit->setClearButtonEnabled(true);
    m_filterEdit->setAccessibleName(tr("Filter"));
    m_filterEdit->setAccessibleDescription(
        tr("Show only the jobs whose page URL, site key, method or error contains this text; Esc clears it"));
    m_filterEdit->setMaximumWidth(360);
    auto *clearFilter = new QAction(tr("Clear Filter"), m_filterEdit);
    clearFilter->setShortcut(QKeySequence(Qt::Key_Escape));
    clearFilter->setShortcutContext(Qt::WidgetShortcut);
    m_filterEdit->addAction(clearFilter);
    connect(clearFilter, &QAction::triggered, this, [this] {
        m_filterEdit->clear();
        m_ui->jobTable->setFocus(Qt::ShortcutFocusReason);
    });
    m_matchLabel = new QLabel(this);
    m_matchLabel->setObjectName(QStringLiteral("matchLabel"));
    m_ui->mainToolBar->addSeparator();
    auto *capLabel = new QLabel(tr(" Th&reads: "), this);
    m_ui->mainToolBar->addWidget(capLabel);
    m_threadCap = new QSpinBox(this);
    m_threadCap->setObjectName(QStringLiteral("threadCapSpin"));
    // 1..1000 until the server says the plan's size (threadsinfo), then 1..plan; 1000 is far above any plan sold.
    m_threadCap->setRange(1, 1000);
    m_threadCap->setValue(ConsoleSettings::threadCap(m_options.threadCap));
    m_threadCap->setToolTip(tr("Most solves at once. Never more than your plan's threads (read from the service)."));
    m_threadCap->setAccessibleName(tr("Thread cap"));
    m_threadCap->setAccessibleDescription(m_threadCap->toolTip());
    capLabel->setBuddy(m_threadCap);
    m_ui->mainToolBar->addWidget(m_threadCap);
    // Ctrl+E and the window's other shortcuts also from the filter box and the Threads box (X11's line-edit keys).
    auto *shortcutsFirst = new WindowShortcutsFirst(this);
    for (QWidget *field : {static_cast<QWidget *>(m_filterEdit), static_cast<QWidget *>(m_threadCap)}) {
        shortcutsFirst->watch(field);
        for (QLineEdit *inner : field->findChildren<QLineEdit *>()) {
            shortcutsFirst->watch(inner);
        }
    }
    m_planLabel = new QLabel(this);
    m_planLabel->setObjectName(QStringLiteral("planLabel"));
    m_planLabel->setToolTip(tr("Your plan's threads, as the service reports them: the cap cannot go above it."));
    m_ui->mainToolBar->addWidget(m_planLabel);
    m_ui->mainToolBar->addSeparator();
    m_ui->mainToolBar->addWidget(m_filterEdit);
    // A toolbar shows or hides its widgets through their actions.
    m_matchAction = m_ui->mainToolBar->addWidget(m_matchLabel);
    m_matchAction->setVisible(false);
    // "3 new jobs above" just above the table, beside its filter: there it hides no row (SteadyTable::buttonPlace).
    m_ui->mainToolBar->addWidget(m_steady->buttonPlace(this));
    // Tooltips name their shortcuts, in the desktop's own notation.
    for (QAction *action : m_ui->mainToolBar->actions()) {
        if (!action->shortcut().isEmpty() && !action->toolTip().isEmpty()) {
            action->setToolTip(
                tr("%1 (%2)").arg(action->toolTip(), action->shortcut().toString(QKeySequence::NativeText)));
        }
    }
    m_ui->mainToolBar->setAccessibleName(tr("Main toolbar"));
    m_statusBar->keepNotesOverTipsFrom(m_ui->mainToolBar);
    // Icons beside the words (the form says words only, from before there were icons): the words stay for clarity,
    // the icons (Icons::decorate) make the buttons quicker to find.
    m_ui->mainToolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    // The toolbar can be hidden (its context menu); View > Toolbar brings it back from the keyboard.
    QAction *toolBarToggle = m_ui->mainToolBar->toggleViewAction();
    toolBarToggle->setText(tr("&Toolbar"));
    toolBarToggle->setObjectName(QStringLiteral("toolBarAction"));
    m_ui->viewMenu->addAction(toolBarToggle);
    auto *columns = m_ui->viewMenu->addMenu(tr("C&olumns"));
    columns->setObjectName(QStringLiteral("columnsMenu"));
    m_columns->fillMenu(columns);
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    fitToolBar();
}

int MainWindow::toolBarWidthWithWords() const
{
    // What the toolbar needs with words beside its icons: its buttons as they would be, its other widgets at their
    // preferred width (the filter box at a width where its placeholder reads whole), its separators and margins.
    QToolBar *bar = m_ui->mainToolBar;
    int width = 2 * (bar->contentsMargins().left() + bar->layout()->contentsMargins().left()) + 24;
    const int spacing = bar->layout()->spacing();
    for (QAction *action : bar->actions()) {
        if (!action->isVisible()) {
            continue;
        }
        QWidget *widget = bar->widgetForAction(action);
        if (widget != nullptr && widget->objectName() == QLatin1String("newJobsAbovePlace")) {
            continue; // "3 new jobs above" takes its room from the spare (fitToolBar())
        }
        if (action->isSeparator() || widget == nullptr) {
            width += 8 + spacing;
        } else if (auto *button = qobject_cast<QToolButton *>(widget)) {
            const Qt::ToolButtonStyle style = button->toolButtonStyle();
            button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
            width += std::max(button->minimumWidth(), button->sizeHint().width()) + spacing;
            button->setToolButtonStyle(style);
        } else if (widget == m_filterEdit) {
            width += m_filterEdit->fontMetrics().horizontalAdvance(m_filterEdit->placeholderText()) + 48 + spacing;
        } else {
            width += std::max(widget->sizeHint().width(), widget->minimumWidth()) + spacing;
        }
    }
    return width;
}

void MainWindow::fitToolBar()
{
    QToolBar *bar = m_ui->mainToolBar;
    // Words beside the icons while everything fits whole; icons only (the names in their tooltips) when the words
    // would squeeze the filter box or push it into the toolbar's overflow menu.
    // (With room to spare: the filter box is for typing in, not only for its placeholder; "3 new jobs above" comes in
    // that room, beside it.)
    constexpr int spare = 160;
    const bool words = bar->orientation() != Qt::Horizontal || toolBarWidthWithWords() + spare <= width();
    bar->setToolButtonStyle(words ? Qt::ToolButtonTextBesideIcon : Qt::ToolButtonIconOnly);
    // Buttons whose words change keep the width of their longest words, so what follows does not move: Pause Queue
    // becomes Resume Queue, Copy Token becomes Copy Answer for an image job (a sixteenth trial saw the rest of the
    // toolbar move 10 px).
    const auto holdWidest = [bar](QAction *action, const QStringList &texts) {
        auto *button = action != nullptr ? qobject_cast<QToolButton *>(bar->widgetForAction(action)) : nullptr;
        if (button == nullptr) {
            return;
        }
        button->setMinimumWidth(0);
        const QString shown = action->text();
        int widest = 0;
        for (const QString &text : texts + QStringList{shown}) {
            action->setText(text);
            button->setToolButtonStyle(bar->toolButtonStyle());
            widest = std::max(widest, button->sizeHint().width());
        }
        action->setText(shown);
        button->setMinimumWidth(widest);
    };
    holdWidest(findChild<QAction *>(QStringLiteral("pauseQueueAction")),
               {CapacityConsole::pauseActionText(false), CapacityConsole::pauseActionText(true)});
    if (m_actions != nullptr) {
        holdWidest(m_ui->copyTokenAction, m_actions->copyActionTexts());
    }
    if (!std::exchange(m_toolButtonsNamed, true)) {
        // A button takes its action's tooltip again whenever the action changes (Pause becomes Resume).
        for (QAction *action : bar->actions()) {
            connect(action, &QAction::changed, this, &MainWindow::nameToolButtons, Qt::QueuedConnection);
        }
    }
    nameToolButtons();
}

void MainWindow::nameToolButtons()
{
    // The seventeenth trial's icons-only Pause button said "No new submits by any engine…" and not its name, though
    // console.md says the names are in the tooltips.
    QToolBar *bar = m_ui->mainToolBar;
    const bool iconsOnly = bar->toolButtonStyle() == Qt::ToolButtonIconOnly;
    for (QAction *action : bar->actions()) {
        auto *button = qobject_cast<QToolButton *>(bar->widgetForAction(action));
        if (button == nullptr) {
            continue;
        }
        const QString name = ConsolePlaces::withoutMnemonic(action->text());
        const QString tip = action->toolTip();
        button->setToolTip(iconsOnly && tip != name && !tip.startsWith(name) ? tr("%1: %2").arg(name, tip) : tip);
    }
}

void MainWindow::fitToScreen()
{
    // A geometry saved on another screen (or one larger than this one) is brought inside the screen: the title bar
    // and the status bar always show.
    const QScreen *screen = this->screen();
    if (screen == nullptr || isMaximized() || isFullScreen()) {
        return;
    }
    const QRect available = screen->availableGeometry();
    const QRect frame = frameGeometry();
    const QMargins decoration(geometry().left() - frame.left(),
                              geometry().top() - frame.top(),
                              frame.right() - geometry().right(),
                              frame.bottom() - geometry().bottom());
    if (available.contains(frame)) {
        return;
    }
    const QSize room = available.size().shrunkBy(decoration);
    resize(std::min(width(), room.width()), std::min(height(), room.height()));
    QRect moved = frameGeometry();
    moved.moveLeft(
        std::clamp(moved.left(), available.left(), std::max(available.left(), available.right() - moved.width() + 1)));
    moved.moveTop(
        std::clamp(moved.top(), available.top(), std::max(available.top(), available.bottom() - moved.height() + 1)));
    move(moved.topLeft());
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    // A saved geometry, or the first start's size unless the window was sized by the program before showing.
    if (!std::exchange(m_shownOnce, true) && (m_geometryRestored || size() == m_firstStartSize)) {
        fitToScreen();
    }
    fitToolBar();
}

void MainWindow::restoreLayout()
{
    const QSettings settings;
    m_geometryRestored = restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    // Qt refuses a geometry saved on a screen much narrower or wider than this one (its factor 0.8 to 1.25): a
    // 900x560 window saved on a 900 px screen came back at the first start's 1200x760 on a 1600 px one (a
    // twenty-seventh trial). Its size and place, kept beside it, come back instead (fitToScreen() brings them inside).
    if (!m_geometryRestored && settings.contains(QStringLiteral("window/size"))) {
        const QSize saved = settings.value(QStringLiteral("window/size")).toSize();
        if (saved.isValid()) {
            resize(saved);
            move(settings.value(QStringLiteral("window/position")).toPoint());
            m_geometryRestored = true;
        }
    }
    if (!m_geometryRestored) {
        // The first start: the designed size, but never larger than the screen (a 900x560 screen gets a window it
        // can show whole; fitToScreen() then allows for the frame once it exists).
        if (const QScreen *screen = this->screen()) {
            resize(size().boundedTo(screen->availableGeometry().size()));
        }
        m_firstStartSize = size();
    }
    // The columns are fitted to their contents at each start (JobColumns): their widths are not restored.
    m_ui->contentSplitter->restoreState(settings.value(QStringLiteral("window/contentSplitter")).toByteArray());
}

void MainWindow::saveLayout() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/size"), normalGeometry().size());
    settings.setValue(QStringLiteral("window/position"), normalGeometry().topLeft());
    settings.setValue(QStringLiteral("window/contentSplitter"), m_ui->contentSplitter->saveState());
}

bool MainWindow::event(QEvent *event)
{
    // A menu's status tips pass over the note: QMainWindow put them in its place, and the empty tip on leaving the
    // menu took a copy's "cleared at ..." away for good (a twenty-second trial).
    if (event->type() == QEvent::StatusTip) {
        m_statusBar->showTip(static_cast<QStatusTipEvent *>(event)->tip());
        return true;
    }
    return QMainWindow::event(event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // Solves in flight are not lost on quit (the server keeps solving, the next start polls them), but the
    // operator should know before leaving. Demo jobs live in a temporary database: nothing to come back to. The
    // count is the sidebar's last read (no query on the way out).
    if (!m_options.demo && m_store && m_store->isOpen()) {
        const int inFlight = m_sidebar->inFlightCount();
        const QString text = inFlight == 1
                               ? tr("A solve is still running at the service. It keeps running there after you "
                                    "quit, and SolveDeck collects its token at the next start (tokens expire, so "
                                    "start again soon if you need it).")
                               : tr("%1 solves are still running at the service. They keep running there after "
                                    "you quit, and SolveDeck collects their tokens at the next start (tokens "
                                    "expire, so start again soon if you need them).")
                                     .arg(inFlight);
        if (inFlight > 0 && !MessageBox::confirm(this, tr("Quit SolveDeck"), text, tr("&Quit"))) {
            event->ignore();
            return;
        }
    }
    saveLayout();
    m_clipboard->clearIfOurs();
    QMainWindow::closeEvent(event);
}

QList<QWidget *> MainWindow::tabStops() const
{
    QList<QWidget *> parts{m_banner->button(0),
                           m_banner->button(1),
                           m_threadCap,
                           m_filterEdit,
                           m_ui->stateList,
                           m_ui->jobTable};
    parts << m_detail->tabStops();
    if (!m_capacity->dock()->isFloating()) {
        parts << m_capacity->dock()->tabStops();
    }
    QList<QWidget *> stops;
    for (QWidget *widget : std::as_const(parts)) {
        if (widget->isVisibleTo(this) && widget->isEnabled() && (widget->focusPolicy() & Qt::TabFocus)) {
            stops.append(widget);
        }
    }
    return stops;
}

bool MainWindow::focusNextPrevChild(bool next)
{
    const QList<QWidget *> stops = tabStops();
    QWidget *focused = focusWidget();
    const auto at = std::find_if(stops.cbegin(), stops.cend(), [focused](const QWidget *stop) {
        return stop == focused || stop->isAncestorOf(focused);
    });
    if (at == stops.cend()) {
        // Somewhere Tab does not go by itself (a toolbar button clicked, the floating dock): Qt's own order.
        return QMainWindow::focusNextPrevChild(next);
    }
    const qsizetype here = at - stops.cbegin();
    const qsizetype count = stops.size();
    QWidget *to = stops.at((here + (next ? 1 : count - 1)) % count);
    to->setFocus(next ? Qt::TabFocusReason : Qt::BacktabFocusReason);
    if (auto *label = qobject_cast<QLabel *>(to);
        label && label->textInteractionFlags() & Qt::LinksAccessibleByKeyboard) {
        // A label's first Tab selects its link; the stop is the link (the charts' window), where Enter opens it.
        QKeyEvent key(QEvent::KeyPress,
                      next ? Qt::Key_Tab : Qt::Key_Backtab,
                      next ? Qt::NoModifier : Qt::ShiftModifier);
        QCoreApplication::sendEvent(label, &key);
    }
    return true;
}

void MainWindow::describeCommands()
{
    // docs/console.md promises a description in the status bar for the menu item pointed at; only the commands with
    // a status tip of their own had one (a twenty-ninth trial saw none for Pause Queue and Delete Finished Jobs…).
    static const char *follows = "solvedeckStatusTipFollowsToolTip";
    for (QAction *action : findChildren<QAction *>()) {
        if (!action->statusTip().isEmpty() && !action->property(follows).toBool()) {
            continue; // a status tip of its own (demo mode's "not in demo mode" reasons, Preferences…)
        }
        const auto follow = [action] {
            QString tip = action->toolTip();
            // The toolbar's tooltips end with the shortcut, which the menu shows beside the command.
            if (const QString shortcut = action->shortcut().toString(QKeySequence::NativeText); !shortcut.isEmpty()) {
                tip.remove(QStringLiteral(" (%1)").arg(shortcut));
            }
            // Qt's own tooltip is the command's text (without "&" and "..."): no description.
            const QString text = QString(action->text()).remove(QLatin1Char('&'));
            if (tip == text || tip == QString(text).remove(QStringLiteral("..."))) {
                tip.clear();
            }
            if (action->statusTip() != tip) {
                action->setStatusTip(tip);
            }
        };
        action->setProperty(follows, true);
        follow();
        connect(action, &QAction::changed, this, follow);
    }
}

} // namespace SolveDeck
