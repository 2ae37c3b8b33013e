#include "oneshotbody.h"

#include <algorithm>
#include <cstring>

namespace SolveDeck {

OneShotBody::OneShotBody(const QByteArray &body, QObject *parent)
    : QIODevice(parent)
    , m_body(body)
{
    open(QIODevice::ReadOnly | QIODevice::Unbuffered);
}

qint64 OneShotBody::readData(char *data, qint64 maxSize)
{
    const qint64 n = std::min<qint64>(maxSize, m_body.size() - m_read);
    if (n <= 0) {
        return m_read >= m_body.size() ? -1 : 0;
    }
    std::memcpy(data, m_body.constData() + m_read, size_t(n));
    m_read += n;
    return n;
}

} // namespace SolveDeck
