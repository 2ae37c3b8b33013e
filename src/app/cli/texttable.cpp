#include "texttable.h"

#include "core/terminaltext.h"

#include <algorithm>
#include <utility>

namespace SolveDeck::Cli {

TextTable::TextTable(QStringList headers)
    : m_headers(std::move(headers))
{
}

void TextTable::addRow(QStringList cells)
{
    // One line per row, and nothing in a cell that could drive the terminal (a job's fields come from users,
    // files and servers).
    for (QString &cell : cells) {
        cell = terminalSafe(cell, TerminalText::Field);
    }
    while (cells.size() < m_headers.size()) {
        cells.append(QString());
    }
    m_rows.append(std::move(cells));
}

QString TextTable::render() const
{
    QList<qsizetype> widths;
    for (const QString &h : m_headers) {
        widths.append(h.size());
    }
    for (const QStringList &row : m_rows) {
        for (qsizetype c = 0; c < m_headers.size(); ++c) {
            widths[c] = std::max(widths[c], row.at(c).size());
        }
    }
    auto renderRow = [&widths](const QStringList &cells) -> QString {
        QString line;
        for (qsizetype c = 0; c < cells.size() && c < widths.size(); ++c) {
            const bool last = c + 1 == widths.size();
            // No padding after the last column: trailing blanks only get in the way of grep and diff.
            line += last ? cells.at(c) : cells.at(c).leftJustified(widths.at(c) + 2);
        }
        while (line.endsWith(QLatin1Char(' '))) {
            line.chop(1);
        }
        return line + QLatin1Char('\n');
    };
    QString text = renderRow(m_headers);
    for (const QStringList &row : m_rows) {
        text += renderRow(row);
    }
    return text;
}

} // namespace SolveDeck::Cli
