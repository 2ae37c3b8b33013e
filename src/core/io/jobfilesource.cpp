#include "jobfilesource.h"

#include "core/io/jobfilefields.h"
#include "core/io/jobimport.h"

namespace SolveDeck {

bool JobFileSource::fill()
{
    if (m_end) {
        return false;
    }
    m_buffer = m_in.read(kChunk);
    m_pos = 0;
    if (m_buffer.isEmpty()) {
        m_end = true;
        if (m_in.isSequential() ? false : !m_in.atEnd()) {
            m_failed = true;
        }
        return false;
    }
    return true;
}

void JobFileSource::skipBom()
{
    if (peek() != 0xEF) {
        return;
    }
    QByteArray head;
    head += char(get());
    if (peek() == 0xBB) {
        head += char(get());
        if (peek() == 0xBF) {
            get();
            return;
        }
    }
    m_pushback = head;
}

Result<std::optional<QByteArray>> JobFileSource::readLine()
{
    QByteArray bytes;
    int c = get();
    if (c < 0) {
        return std::optional<QByteArray>{};
    }
    while (c >= 0 && c != '\n') {
        if (bytes.size() >= ImportLimits::maxRecordBytes) {
            return JobFileFields::lineError(m_line,
                                            tr("the line is longer than %1, the most one job may take. Check that "
                                               "this is a job file with one job per line.")
                                                .arg(JobFileFields::sizeText(ImportLimits::maxRecordBytes)));
        }
        bytes += char(c);
        c = get();
    }
    if (bytes.endsWith('\r')) {
        bytes.chop(1);
    }
    return std::optional<QByteArray>{bytes};
}

} // namespace SolveDeck
