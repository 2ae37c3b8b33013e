#include "messagebox.h"

#include <QPushButton>

#include <optional>
#include <utility>

namespace SolveDeck {

namespace {

std::optional<bool> &nextAnswer()
{
    static std::optional<bool> answer;
    return answer;
}

QString &lastText()
{
    static QString text;
    return text;
}

} // namespace

bool MessageBox::confirm(
    QWidget *parent, const QString &title, const QString &text, const QString &acceptText, const QString &rejectText)
{
    lastText() = text;
    if (const std::optional<bool> scripted = std::exchange(nextAnswer(), std::nullopt)) {
        return *scripted;
    }
    QMessageBox box(QMessageBox::Question, title, text, QMessageBox::NoButton, parent);
    QPushButton *accept = box.addButton(acceptText, QMessageBox::AcceptRole);
    QPushButton *cancel = rejectText.isEmpty() ? box.addButton(QMessageBox::Cancel)
                                               : box.addButton(rejectText, QMessageBox::RejectRole);
    box.setDefaultButton(cancel);
    box.setEscapeButton(cancel);
    box.exec();
    return box.clickedButton() == accept;
}

void MessageBox::setNextAnswer(bool accept)
{
    nextAnswer() = accept;
}

QString MessageBox::lastQuestion()
{
    return lastText();
}

void MessageBox::clearLast()
{
    lastText().clear();
}

} // namespace SolveDeck
