#include "windowshortcuts.h"

#include <QAbstractSpinBox>
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
    // A number box has no use for Space: it is the window's (Pause/Resume Queue) there, and never blanks the box's
    // selected text (a twenty-fourth trial pressed Space in the Threads box to resume).
    const auto *widget = qobject_cast<QWidget *>(watched);
    const bool numberBox = widget != nullptr
                        && (qobject_cast<const QAbstractSpinBox *>(widget) != nullptr
                            || qobject_cast<const QAbstractSpinBox *>(widget->parentWidget()) != nullptr);
    if (event->type() == QEvent::KeyPress && numberBox) {
        const auto *key = static_cast<QKeyEvent *>(event);
        return key->key() == Qt::Key_Space && key->modifiers() == Qt::NoModifier;
    }
    if (event->type() != QEvent::ShortcutOverride) {
        return QObject::eventFilter(watched, event);
    }
    auto *key = static_cast<QKeyEvent *>(event);
    const bool spaceInANumberBox = numberBox && key->key() == Qt::Key_Space && key->modifiers() == Qt::NoModifier;
    if (!(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier)) && !spaceInANumberBox) {
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
