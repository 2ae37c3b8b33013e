#include "windowshortcuts.h"

#include <QAction>
#include <QKeyEvent>
#include <QWidget>

namespace SolveDeck {

WindowShortcutsFirst::WindowShortcutsFirst(QWidget *window)
    : QObject(window)
    , m_window(window)
{
}

void WindowShortcutsFirst::watch(QWidget *field)
{
    field->installEventFilter(this);
}

bool WindowShortcutsFirst::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::ShortcutOverride) {
        return QObject::eventFilter(watched, event);
    }
    auto *key = static_cast<QKeyEvent *>(event);
    if (!(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier))) {
        return false;
    }
    for (const QKeySequence::StandardKey kept : {QKeySequence::Copy,
                                                 QKeySequence::Cut,
                                                 QKeySequence::Paste,
                                                 QKeySequence::Undo,
                                                 QKeySequence::Redo,
                                                 QKeySequence::SelectAll}) {
        if (key->matches(kept)) {
            return false;
        }
    }
    const QKeySequence pressed(key->keyCombination());
    const QList<QAction *> actions = m_window->findChildren<QAction *>();
    for (const QAction *action : actions) {
        if (action->isEnabled() && action->shortcuts().contains(pressed)) {
            key->ignore(); // not the field's: the shortcut map gives it to the action
            return true;
        }
    }
    return false;
}

} // namespace SolveDeck
