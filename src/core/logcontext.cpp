#include "core/logcontext.h"

#include <QRegularExpression>

namespace SolveDeck {

namespace {

thread_local LogContext t_context;

} // namespace

LogContext currentLogContext()
{
    return t_context;
}

ScopedLogContext::ScopedLogContext(qint64 jobId, const QString &client)
    : m_previous(t_context)
{
    if (jobId > 0) {
        t_context.jobId = jobId;
    }
    if (!client.isEmpty()) {
        t_context.client = client;
    }
}

ScopedLogContext::~ScopedLogContext()
{
    t_context = m_previous;
}

qint64 jobIdInMessage(const QString &message)
{
    static const QRegularExpression leading(QStringLiteral("^job (\\d{1,18})\\b"));
    const QRegularExpressionMatch m = leading.match(message);
    return m.hasMatch() ? m.captured(1).toLongLong() : 0;
}

} // namespace SolveDeck
