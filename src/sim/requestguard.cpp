#include "requestguard.h"

#include <QList>

#include <algorithm>

namespace SolveDeckSim {

RequestGuard::Verdict RequestGuard::feed(const QByteArray &bytes)
{
    qsizetype at = 0;
    while (at < bytes.size() && m_state != State::Refused) {
        if (m_state == State::Body) {
            const qsizetype take = std::min(m_bodyLeft, bytes.size() - at);
            m_bodyLeft -= take;
            at += take;
            if (m_bodyLeft == 0) {
                m_state = State::Head;
            }
            continue;
        }
        // Head: up to the blank line, never more than the limit (plus the 3 bytes a split "\r\n\r\n" needs).
        const qsizetype before = m_head.size();
        const qsizetype room = maxHeadBytes + 4 - before;
        m_head += bytes.mid(at, std::min(room, bytes.size() - at));
        const qsizetype end = m_head.indexOf("\r\n\r\n", std::max<qsizetype>(0, before - 3));
        if (end < 0) {
            if (m_head.size() > maxHeadBytes) {
                m_refusal = {431, "Request Header Fields Too Large"};
                m_state = State::Refused;
            }
            at += m_head.size() - before;
            continue;
        }
        at += end + 4 - before;
        m_head.truncate(end + 4);
        const Verdict verdict = judgeHead();
        m_head.clear();
        if (verdict.status != 0) {
            m_refusal = verdict;
            m_state = State::Refused;
        }
    }
    return m_state == State::Refused ? m_refusal : Verdict{};
}

RequestGuard::Verdict RequestGuard::judgeHead()
{
    if (m_head.size() > maxHeadBytes) {
        return {431, "Request Header Fields Too Large"};
    }
    qsizetype length = 0;
    bool haveLength = false;
    const QList<QByteArray> lines = m_head.split('\n');
    for (const QByteArray &raw : lines) {
        const QByteArray line = raw.trimmed();
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0) {
            continue;
        }
        const QByteArray name = line.left(colon).trimmed().toLower();
        const QByteArray value = line.mid(colon + 1).trimmed();
        if (name == "transfer-encoding" && value.toLower() != "identity") {
            return {411, "Length Required"};
        }
        if (name == "content-length") {
            bool ok = false;
            const qlonglong n = value.toLongLong(&ok);
            if (!ok || n < 0 || (haveLength && n != length)) {
                return {400, "Bad Request"};
            }
            length = qsizetype(n);
            haveLength = true;
        }
    }
    if (length > maxBodyBytes) {
        return {413, "Payload Too Large"};
    }
    m_bodyLeft = length;
    m_state = length > 0 ? State::Body : State::Head;
    return {};
}

} // namespace SolveDeckSim
