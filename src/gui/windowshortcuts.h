#pragma once

#include <QObject>

class QWidget;

namespace SolveDeck {

// The window's shortcuts before a text field's key bindings. On X11 a QLineEdit takes Ctrl+E (end of line), Ctrl+U,
// Ctrl+K and others as editing keys: with the filter box or the Threads box focused, Ctrl+E (Export Jobs…) did
// nothing (a third first-hour trial). A key that one of the window's enabled actions has as its shortcut goes to
// that action; the editing keys a field cannot do without (copy, cut, paste, undo, redo, select all, and every key
// without Ctrl or Alt) stay the field's. In a number box, Space is the window's too.
class WindowShortcutsFirst : public QObject
{
    Q_OBJECT

public:
    explicit WindowShortcutsFirst(QWidget *window);

    // The field (a QLineEdit, or a spin box's) whose key bindings give way.
    void watch(QWidget *field);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_window;
};

} // namespace SolveDeck
