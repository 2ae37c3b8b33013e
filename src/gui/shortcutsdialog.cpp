#include "gui/shortcutsdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QScrollBar>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace SolveDeck {

namespace {

QString plainText(QString text)
{
    // "&Quit" -> "Quit"; "&&" stays one '&'.
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    return text;
}

QString keysOf(const QAction *action)
{
    QStringList keys;
    for (const QKeySequence &k : action->shortcuts()) {
        keys << k.toString(QKeySequence::NativeText);
    }
    return keys.join(QStringLiteral(", "));
}

void collect(QMenu *menu, const QString &path, QList<QPair<QString, QString>> &out)
{
    for (QAction *action : menu->actions()) {
        if (action->isSeparator() || !action->isVisible()) {
            continue;
        }
        const QString name = path + QStringLiteral(" > ") + plainText(action->text());
        if (QMenu *sub = action->menu()) {
            collect(sub, name, out);
            continue;
        }
        out.append({name, keysOf(action)});
    }
}

bool inMenuBar(QAction *action, QMenuBar *menus)
{
    for (QObject *o : action->associatedObjects()) {
        auto *menu = qobject_cast<QMenu *>(o);
        // A menu of the menu bar, or a submenu of one.
        for (QWidget *w = menu; w; w = w->parentWidget()) {
            if (w == menus) {
                return true;
            }
        }
    }
    return false;
}

} // namespace

QList<QPair<QString, QString>> ShortcutsDialog::listOtherKeys(QWidget *window)
{
    QList<QPair<QString, QString>> out;
    if (!window) {
        return out;
    }
    auto *menus = window->findChild<QMenuBar *>();
    for (QAction *action : window->findChildren<QAction *>()) {
        if (action->shortcuts().isEmpty() || action->text().isEmpty() || (menus && inMenuBar(action, menus))) {
            continue;
        }
        // Where it works: the widget it belongs to, by the name assistive technology reads for it. Written "Where:
        // what", not "Where > what", which reads as a menu path (a thirtieth trial looked for a Window menu).
        auto *owner = qobject_cast<QWidget *>(action->parent());
        const QString where = owner && !owner->accessibleName().isEmpty() ? owner->accessibleName()
                                                                          : tr("In the window");
        out.append({tr("%1: %2").arg(where, plainText(action->text())), keysOf(action)});
    }
    const auto keys = [](QKeyCombination a, QKeyCombination b) {
        return tr("%1, %2").arg(QKeySequence(a).toString(QKeySequence::NativeText),
                                QKeySequence(b).toString(QKeySequence::NativeText));
    };
    out.append({tr("Job table: Its context menu (copy, cancel, retry, report)"),
                tr("Menu, %1").arg(QKeySequence(Qt::SHIFT | Qt::Key_F10).toString(QKeySequence::NativeText))});
    out.append({tr("In the window: Open the menu bar"), tr("F10, or Alt with the underlined letter")});
    out.append({tr("In the window: Next or previous control"), keys(Qt::Key_Tab, Qt::SHIFT | Qt::Key_Tab)});
    // Written out: the platform's PreviousChild reads "Ctrl+Shift+Backtab", a key no keyboard has (the same trial).
    out.append({tr("In the window: Next or previous page of tabs"),
                keys(Qt::CTRL | Qt::Key_Tab, Qt::CTRL | Qt::SHIFT | Qt::Key_Tab)});
    out.append({tr("In a dialog: Accept or close"), tr("Enter, Esc")});
    return out;
}

QList<QPair<QString, QString>> ShortcutsDialog::listActions(QMenuBar *menus)
{
    QList<QPair<QString, QString>> out;
    if (!menus) {
        return out;
    }
    for (QAction *top : menus->actions()) {
        if (QMenu *menu = top->menu(); menu && top->isVisible()) {
            collect(menu, plainText(top->text()), out);
        }
    }
    return out;
}

ShortcutsDialog::ShortcutsDialog(QMenuBar *menus, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("shortcutsDialog"));
    setWindowTitle(tr("Keyboard Shortcuts"));
    auto *intro = new QLabel(tr("Every command is in a menu: press Alt with the underlined letter, or F10, to open "
                                "the menus from the keyboard. These have shortcuts of their own, and the keys that "
                                "work outside the menus come last, by where they work:"),
                             this);
    intro->setWordWrap(true);
    m_table = new QTableWidget(0, 2, this);
    m_table->setObjectName(QStringLiteral("shortcutsTable"));
    m_table->setAccessibleName(tr("Keyboard shortcuts"));
    m_table->setAccessibleDescription(tr("Each command with its menu and its shortcut"));
    m_table->setHorizontalHeaderLabels({tr("Command"), tr("Shortcut")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    QList<QPair<QString, QString>> actions = listActions(menus);
    actions += listOtherKeys(menus ? menus->window() : parent);
    m_table->setRowCount(int(actions.size()));
    for (int row = 0; row < actions.size(); ++row) {
        m_table->setItem(row, 0, new QTableWidgetItem(actions.at(row).first));
        auto *keys = new QTableWidgetItem(actions.at(row).second.isEmpty() ? tr("(menu only)")
                                                                           : actions.at(row).second);
        m_table->setItem(row, 1, keys);
    }
    m_table->resizeColumnsToContents();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
    // As wide as both columns need, within the screen; what still does not fit wraps onto a second line rather than
    // being cut (the German list was cut to "Strg+" and "(nur i…" at 560 px: a fifth trial).
    const int frame = 2 * m_table->frameWidth() + m_table->verticalScrollBar()->sizeHint().width();
    const int margins = layout->contentsMargins().left() + layout->contentsMargins().right();
    const int needed = m_table->columnWidth(0) + m_table->columnWidth(1) + frame + margins + 8;
    const QScreen *screen = parent != nullptr ? parent->screen() : QGuiApplication::primaryScreen();
    const int most = screen != nullptr ? screen->availableGeometry().width() * 9 / 10 : needed;
    m_table->setWordWrap(true);
    m_table->setTextElideMode(Qt::ElideNone);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Interactive);
    const int width = std::clamp(needed, 560, std::max(560, most));
    m_table->setColumnWidth(0, std::min(m_table->columnWidth(0), (width - frame - margins) * 3 / 5));
    resize(width, 520);
}

} // namespace SolveDeck
