#include "learnedsolvetimes.h"

#include "core/store/jobstore.h"
#include "core/store/storelogging.h"
#include "core/store/storetransaction.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

namespace SolveDeck {

LearnedSolveTimes::LearnedSolveTimes(const JobStore &store)
    : m_store(store)
{
}

QMap<Method, QList<qint64>> LearnedSolveTimes::load() const
{
    QMap<Method, QList<qint64>> learned;
    if (!m_store.isOpen()) {
        return learned;
    }
    QSqlQuery q = m_store.readQuery();
    if (!JobStore::exec(q, QStringLiteral("SELECT method, samples FROM learned_solve_times"))) {
        qCWarning(lcStore) << "learnedSolveTimes failed:" << q.lastError().text();
        return learned;
    }
    while (q.next()) {
        const std::optional<Method> method = methodFromName(q.value(0).toString());
        if (!method) {
            continue;
        }
        QList<qint64> samples;
        for (const QString &part : q.value(1).toString().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            bool ok = false;
            const qint64 ms = part.toLongLong(&ok);
            if (ok && ms >= 0) {
                samples.append(ms);
            }
        }
        learned.insert(*method, samples);
    }
    return learned;
}

Result<void> LearnedSolveTimes::save(const QMap<Method, QList<qint64>> &samples)
{
    if (!m_store.isOpen()) {
        return m_store.notOpenError();
    }
    const QString what = QCoreApplication::translate("JobStore", "save the learned solve times");
    StoreTransaction tx(m_store);
    if (!tx.active()) {
        return m_store.writeError(what, tx.error());
    }
    const qint64 now = m_store.clock().nowMs();
    for (auto it = samples.cbegin(); it != samples.cend(); ++it) {
        QStringList parts;
        parts.reserve(it.value().size());
        for (qint64 ms : it.value()) {
            parts.append(QString::number(ms));
        }
        QSqlQuery q = m_store.readQuery();
        if (!JobStore::exec(q,
                            QStringLiteral("DELETE FROM learned_solve_times WHERE method = ?"),
                            {methodName(it.key())})) {
            return m_store.writeError(what, q.lastError());
        }
        if (!JobStore::exec(q,
                            QStringLiteral(
                                "INSERT INTO learned_solve_times (method, samples, updated_at) VALUES (?, ?, ?)"),
                            {methodName(it.key()), parts.join(QLatin1Char(',')), now})) {
            return m_store.writeError(what, q.lastError());
        }
    }
    if (!tx.commit()) {
        return m_store.writeError(what, tx.error());
    }
    return {};
}

} // namespace SolveDeck
