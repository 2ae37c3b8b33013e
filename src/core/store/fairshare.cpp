#include "fairshare.h"

#include <algorithm>
#include <tuple>

namespace SolveDeck {

FairShare::FairShare(QList<OwnerDemand> owners)
{
    m_entries.reserve(owners.size());
    for (OwnerDemand &demand : owners) {
        demand.weight = std::max(1, demand.weight);
        m_entries.append(Entry{demand, 0, false});
    }
}

std::optional<qint64> FairShare::next() const
{
    const Entry *best = nullptr;
    for (const Entry &entry : m_entries) {
        const OwnerDemand &d = entry.demand;
        const qint64 load = qint64(d.running) + entry.taken;
        if (entry.exhausted || (d.limit > 0 && load >= d.limit)) {
            continue;
        }
        if (best == nullptr) {
            best = &entry;
            continue;
        }
        // load / weight compared without division: a.load * b.weight against b.load * a.weight.
        const qint64 bestLoad = qint64(best->demand.running) + best->taken;
        const qint64 mine = load * best->demand.weight;
        const qint64 theirs = bestLoad * d.weight;
        if (mine != theirs) {
            if (mine < theirs) {
                best = &entry;
            }
            continue;
        }
        if (std::tuple(!d.resend, d.dueAtMs, d.owner)
            < std::tuple(!best->demand.resend, best->demand.dueAtMs, best->demand.owner)) {
            best = &entry;
        }
    }
    if (best == nullptr) {
        return std::nullopt;
    }
    return best->demand.owner;
}

FairShare::Entry *FairShare::find(qint64 owner)
{
    const auto it = std::ranges::find_if(m_entries, [owner](const Entry &entry) {
        return entry.demand.owner == owner;
    });
    return it == m_entries.end() ? nullptr : &*it;
}

const FairShare::Entry *FairShare::find(qint64 owner) const
{
    return const_cast<FairShare *>(this)->find(owner);
}

void FairShare::take(qint64 owner)
{
    if (Entry *entry = find(owner)) {
        ++entry->taken;
    }
}

void FairShare::exhausted(qint64 owner)
{
    if (Entry *entry = find(owner)) {
        entry->exhausted = true;
    }
}

int FairShare::taken(qint64 owner) const
{
    const Entry *entry = find(owner);
    return entry == nullptr ? 0 : entry->taken;
}

} // namespace SolveDeck
