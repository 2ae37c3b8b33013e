#pragma once

#include <QDialog>

class QMenuBar;
class QTableWidget;

namespace SolveDeck {

// Help > Keyboard Shortcuts (F1): every action of the window's menus with its shortcut, read from the menus when
// the dialog opens (so actions other parts add are listed too), then the keys that work outside the menus. An action
// without a shortcut is still reachable from the keyboard through its menu (Alt and the underlined letter, or F10).
class ShortcutsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ShortcutsDialog(QMenuBar *menus, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }

    // "File > Quit" for each action of the menus, with its shortcut in the platform's words ("" when none).
    static QList<QPair<QString, QString>> listActions(QMenuBar *menus);

    // The keys that work outside the menus: actions of `window` with a shortcut that no menu holds ("Filter box >
    // Clear Filter": Esc), then the keys every window and dialog has (the context menu, Tab, Esc, Enter).
    static QList<QPair<QString, QString>> listOtherKeys(QWidget *window);

private:
    QTableWidget *m_table = nullptr;
};

} // namespace SolveDeck
