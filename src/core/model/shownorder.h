#pragma once

#include <QHash>
#include <QList>
#include <QString>

#include <algorithm>

namespace SolveDeck {

// The order a list keeps its rows in while it is shown: rows it showed before keep their order, rows new to it come
// below them (in the order they were read), rows gone leave. A list that reads its rows sorted each time (the
// authorised hosts, the gateway's clients) moved every row below a new one under the pointer, and a click a second
// later picked the row that had slid there (a thirty-first trial revoked the wrong host). Pure: keys only.
class ShownOrder
{
public:
    // Puts `rows`, as read, in the order shown, and remembers that order. `keyOf` names a row (unique in `rows`).
    template<typename Row, typename KeyOf>
    void arrange(QList<Row> &rows, KeyOf keyOf)
    {
        QHash<QString, qsizetype> place;
        for (qsizetype i = 0; i < m_keys.size(); ++i) {
            place.insert(m_keys.at(i), i);
        }
        std::stable_sort(rows.begin(), rows.end(), [&](const Row &a, const Row &b) {
            return place.value(keyOf(a), m_keys.size()) < place.value(keyOf(b), m_keys.size());
        });
        m_keys.clear();
        for (const Row &row : std::as_const(rows)) {
            m_keys << keyOf(row);
        }
    }

    // Where the row named `key` is shown (-1: not shown).
    qsizetype indexOf(const QString &key) const { return m_keys.indexOf(key); }

private:
    QList<QString> m_keys;
};

} // namespace SolveDeck
