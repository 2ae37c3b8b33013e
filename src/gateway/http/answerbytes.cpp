#include "answerbytes.h"

#include "gateway/gatewaylogging.h"

namespace SolveDeck::Gateway::AnswerBytes {

namespace {

bool isFramingHeader(QByteArrayView name)
{
    return name.compare("content-length", Qt::CaseInsensitive) == 0
        || name.compare("transfer-encoding", Qt::CaseInsensitive) == 0
        || name.compare("connection", Qt::CaseInsensitive) == 0;
}

bool isOneLine(QByteArrayView text)
{
    return !text.contains('\r') && !text.contains('\n');
}

void appendNumber(QByteArray &out, qint64 value)
{
    char digits[24];
    int at = int(sizeof digits);
    do {
        digits[--at] = char('0' + value % 10);
        value /= 10;
    } while (value > 0 && at > 0);
    out.append(digits + at, qsizetype(sizeof digits) - at);
}

void appendHeaders(QByteArray &out, const QList<std::pair<QByteArray, QByteArray>> &headers)
{
    for (const auto &[name, value] : headers) {
        if (isFramingHeader(name)) {
            continue;
        }
        if (!isOneLine(name) || !isOneLine(value)) {
            qCWarning(lcGatewayHttp) << "a handler's header" << name << "holds a line break: left out";
            continue;
        }
        out += name;
        out += ": ";
        out += value;
        out += "\r\n";
    }
}

} // namespace

int append(QByteArray &out, const GatewayReply &reply, const Framing &framing)
{
    int status = reply.status;
    if (status < 200 || !GatewayReply::isKnownStatus(status)) {
        qCWarning(lcGatewayHttp) << "a handler answered with status" << status << "- sent as 500";
        status = 500;
    }
    out.reserve(out.size() + reply.body.size() + 160 + reply.headers.size() * 48);
    out += "HTTP/1.1 ";
    appendNumber(out, status);
    out += ' ';
    out += GatewayReply::reasonPhrase(status);
    out += "\r\n";
    appendHeaders(out, reply.headers);
    out += "Content-Length: ";
    appendNumber(out, reply.body.size());
    out += "\r\n";
    if (framing.closeAfter) {
        out += "Connection: close\r\n";
    } else if (framing.http10) {
        out += "Connection: keep-alive\r\n";
    }
    out += "\r\n";
    if (!framing.headOnly) {
        out += reply.body;
    }
    return status;
}

void appendStreamHead(QByteArray &out, const QList<std::pair<QByteArray, QByteArray>> &headers)
{
    // No Content-Length and no chunking: the body runs until the connection closes. X-Accel-Buffering keeps proxies
    // such as nginx from holding events back.
    out += "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n"
           "X-Accel-Buffering: no\r\n";
    appendHeaders(out, headers);
    out += "\r\n";
}

GatewayReply errorReply(const Refusal &refusal, int retryAfterSeconds)
{
    GatewayReply reply = GatewayReply::error(refusal.status,
                                             QString::fromUtf8(refusal.code),
                                             QString::fromUtf8(refusal.message),
                                             QString::fromUtf8(refusal.fix));
    if (retryAfterSeconds > 0) {
        reply.withHeader("Retry-After", QByteArray::number(retryAfterSeconds));
    }
    return reply;
}

QByteArray refusal(const Refusal &refusal, int retryAfterSeconds)
{
    QByteArray out;
    append(out, errorReply(refusal, retryAfterSeconds), Framing{true, false, false});
    return out;
}

} // namespace SolveDeck::Gateway::AnswerBytes
