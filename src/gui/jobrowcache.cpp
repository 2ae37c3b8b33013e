#include "jobrowcache.h"

#include <cstdlib>
#include <iterator>

namespace SolveDeck {

const Job *JobRowCache::at(int row) const
{
    auto it = m_runs.upper_bound(row);
    if (it == m_runs.begin()) {
        return nullptr;
    }
    --it;
    const qsizetype offset = row - it->first;
    return offset < it->second.size() ? &std::as_const(it->second).at(offset) : nullptr;
}

Job *JobRowCache::at(int row)
{
    auto it = m_runs.upper_bound(row);
    if (it == m_runs.begin()) {
        return nullptr;
    }
    --it;
    const qsizetype offset = row - it->first;
    return offset < it->second.size() ? &it->second[offset] : nullptr;
}

void JobRowCache::storePage(int start, QList<Job> jobs)
{
    const int end = start + int(jobs.size());
    std::map<int, QList<Job>> kept;
    for (auto &[first, run] : m_runs) {
        const int last = first + int(run.size());
        if (last <= start || first >= end) {
            kept.emplace(first, std::move(run));
            continue;
        }
        if (first < start) {
            kept.emplace(first, run.mid(0, start - first));
        }
        if (last > end) {
            kept.emplace(end, run.mid(end - first));
        }
    }
    kept.emplace(start, std::move(jobs));
    m_runs = std::move(kept);
    m_rowByIdStale = true;
}

void JobRowCache::trim(int nearRow, int maxRows)
{
    qsizetype total = loadedRows();
    while (total > maxRows && m_runs.size() > 1) {
        auto firstRun = m_runs.begin();
        auto lastRun = std::prev(m_runs.end());
        const bool firstIsFarther = std::abs(nearRow - firstRun->first) > std::abs(lastRun->first - nearRow);
        auto far = firstIsFarther ? firstRun : lastRun;
        total -= far->second.size();
        m_runs.erase(far);
        m_rowByIdStale = true;
    }
}

void JobRowCache::insert(int row, const Job &job)
{
    m_emptyPages.clear();
    std::map<int, QList<Job>> next;
    bool placed = false;
    for (auto &[first, run] : m_runs) {
        const int last = first + int(run.size());
        if (!placed && first <= row && row <= last) {
            run.insert(row - first, job);
            next.emplace(first, std::move(run));
            placed = true;
        } else if (first >= row) {
            next.emplace(first + 1, std::move(run));
        } else {
            next.emplace(first, std::move(run));
        }
    }
    if (!placed) {
        next.emplace(row, QList<Job>{job});
    }
    m_runs = std::move(next);
    m_rowByIdStale = true;
}

void JobRowCache::move(int from, int to)
{
    const Job *job = at(from);
    if (job == nullptr) {
        return;
    }
    const Job copy = *job;
    remove(from);
    insert(to, copy);
}

void JobRowCache::remove(int row)
{
    m_emptyPages.clear();
    std::map<int, QList<Job>> next;
    for (auto &[first, run] : m_runs) {
        const int last = first + int(run.size());
        if (first <= row && row < last) {
            run.remove(row - first);
            if (!run.isEmpty()) {
                next.emplace(first, std::move(run));
            }
        } else if (first > row) {
            next.emplace(first - 1, std::move(run));
        } else {
            next.emplace(first, std::move(run));
        }
    }
    m_runs = std::move(next);
    m_rowByIdStale = true;
}

void JobRowCache::clear()
{
    m_emptyPages.clear();
    m_runs.clear();
    m_rowById.clear();
    m_rowByIdStale = false;
}

const QHash<qint64, int> &JobRowCache::rowsById() const
{
    if (m_rowByIdStale) {
        m_rowById.clear();
        for (const auto &[first, run] : m_runs) {
            for (qsizetype i = 0; i < run.size(); ++i) {
                m_rowById.insert(run.at(i).id, first + int(i));
            }
        }
        m_rowByIdStale = false;
    }
    return m_rowById;
}

int JobRowCache::loadedRows() const
{
    int total = 0;
    for (const auto &entry : m_runs) {
        total += int(entry.second.size());
    }
    return total;
}

} // namespace SolveDeck
