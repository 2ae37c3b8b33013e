#pragma once

#include <QMessageBox>

namespace SolveDeck {

// Questions the window asks (confirmations), scriptable in tests after KeePassXC's MessageBox: a test sets the
// next answer and reads back what was asked, and no modal box opens.
class MessageBox
{
public:
    // Asks with two buttons: `accept` (AcceptRole, its text `acceptText`) and the one that changes nothing, the
    // default: `rejectText`, or Cancel when empty (give words of its own when `acceptText` itself says "Cancel …").
    // Returns true when the user chose `acceptText`.
    static bool confirm(QWidget *parent,
                        const QString &title,
                        const QString &text,
                        const QString &acceptText,
                        const QString &rejectText = {});

    // Tests: the answer the next confirm() returns without showing anything (consumed by that call).
    static void setNextAnswer(bool accept);
    // Tests: the text of the last question asked (shown or answered by setNextAnswer); cleared by clearLast().
    static QString lastQuestion();
    static void clearLast();
};

} // namespace SolveDeck
