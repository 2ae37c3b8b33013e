#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace SolveDeck::Cli {

// A plain-text table with left-aligned columns separated by two spaces, for people reading a terminal.
// Cells are never cut: scripts should read --json instead of parsing this.
class TextTable
{
public:
    explicit TextTable(QStringList headers);

    void addRow(QStringList cells);
    QString render() const;

private:
    QStringList m_headers;
    QList<QStringList> m_rows;
};

} // namespace SolveDeck::Cli
