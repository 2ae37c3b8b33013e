#include "connectionlimits.h"

#include <algorithm>
#include <cctype>

namespace SolveDeck::Gateway {

namespace {

// QtHttpServer skips these before a request line (left over from a previous request on the connection).
bool isSkippedBeforeHead(char c)
{
    return c == '\r' || c == '\n' || c == ' ' || c == '\t' || c == '\v';
}

// Bytes no head may hold: controls other than tab, CR and LF, and DEL.
bool isForbiddenInHead(char c)
{
    const auto u = static_cast<unsigned char>(c);
    return (u < 0x20 && c != '\t' && c != '\r' && c != '\n') || u == 0x7f;
}

// RFC 9110 "tchar": what a method or a header name is made of.
bool isTokenChar(char c)
{
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
        return true;
    }
    return QByteArrayView("!#$%&'*+-.^_`|~").contains(c);
}

bool isToken(QByteArrayView text)
{
    return !text.isEmpty() && std::all_of(text.begin(), text.end(), isTokenChar);
}

ConnectionLimits::Refusal badRequest(const QByteArray &message, const QByteArray &fix)
{
    return {400, "bad_request", message, fix};
}

// The end of a head (the index just past its blank line) in `head`, searching from `from`; -1 if not there yet.
// QtHttpServer 6.4 ends a head at the first "\n\n" or "\n\r\n" (it accepts bare LF line ends), and so do we.
qsizetype headEnd(const QByteArray &head, qsizetype from)
{
    for (qsizetype i = std::max<qsizetype>(0, from); i < head.size(); ++i) {
        if (head[i] != '\n') {
            continue;
        }
        if (i + 1 < head.size() && head[i + 1] == '\n') {
            return i + 2;
        }
        if (i + 2 < head.size() && head[i + 1] == '\r' && head[i + 2] == '\n') {
            return i + 3;
        }
    }
    return -1;
}

} // namespace

ConnectionLimits::ConnectionLimits(const GatewayLimits &limits, qint64 acceptedAtMs)
    : m_limits(limits)
    , m_acceptedAtMs(acceptedAtMs)
{
}

ConnectionLimits::Fed ConnectionLimits::feed(QByteArrayView bytes, qint64 nowMs)
{
    Fed fed;
    qsizetype at = 0;
    while (at < bytes.size() && m_state != State::Refused) {
        switch (m_state) {
        case State::AwaitingHead:
            if (isSkippedBeforeHead(bytes[at])) {
                ++at;
                continue;
            }
            m_state = State::InHead;
            m_headStartedAtMs = nowMs;
            m_head.clear();
            if (bytes[at] == 0x16) {
                // A TLS ClientHello: the most common wrong byte on an HTTP port, worth its own words.
                fed.refusal = refuse(badRequest("a TLS handshake reached a plain-HTTP port",
                                                "use http:// for this gateway, or start it with --tls-cert FILE "
                                                "and --tls-key FILE to serve https://"));
                return fed;
            }
            continue;
        case State::InHead: {
            const qsizetype before = m_head.size();
            const qsizetype take = std::min(bytes.size() - at, m_limits.maxHeadBytes + 1 - before);
            m_head.append(bytes.sliced(at, take).data(), take);
            const qsizetype end = headEnd(m_head, before - 2);
            const qsizetype judged = end < 0 ? m_head.size() : end;
            for (qsizetype i = before; i < judged; ++i) {
                if (isForbiddenInHead(m_head[i])) {
                    fed.refusal = refuse(badRequest("the request head holds a control character (byte "
                                                        + QByteArray::number(int(uchar(m_head[i]))) + ")",
                                                    "send an HTTP/1.1 request: a request line and header lines "
                                                    "of printable text"));
                    return fed;
                }
            }
            if (end < 0 || end > m_limits.maxHeadBytes) {
                if (m_head.size() > m_limits.maxHeadBytes) {
                    fed.refusal = refuse(
                        {431,
                         "head_too_large",
                         "the request line and headers exceed " + QByteArray::number(m_limits.maxHeadBytes) + " bytes",
                         "send shorter headers (a long query belongs in a POST body)"});
                    return fed;
                }
                at += take;
                continue;
            }
            at += end - before;
            m_head.truncate(end);
            Head head;
            const Refusal refusal = judgeHead(&head);
            m_head.clear();
            if (refusal.isRefused()) {
                fed.refusal = refuse(refusal);
                return fed;
            }
            fed.heads.append(head);
            m_headEndedAtMs = nowMs;
            fed.continueNow = false;
            if (head.contentLength > 0) {
                m_state = State::InBody;
                m_bodyLeft = head.contentLength;
                // "100 Continue" only when nothing else is being answered on this connection (it would land in
                // the middle of that answer) and the client is in fact waiting (no body byte came with the head).
                fed.continueNow = head.expectContinue && m_completedAt.empty() && at == bytes.size();
            } else {
                completeRequest(nowMs);
            }
            continue;
        }
        case State::InBody: {
            const qsizetype take = std::min(m_bodyLeft, bytes.size() - at);
            m_bodyLeft -= take;
            at += take;
            if (m_bodyLeft == 0) {
                completeRequest(nowMs);
            }
            continue;
        }
        case State::Refused:
            break;
        }
    }
    return fed;
}

ConnectionLimits::Refusal ConnectionLimits::judgeHead(Head *head) const
{
    bool haveLength = false;
    bool chunked = false;
    bool askedClose = false;
    bool askedKeepAlive = false;
    int fields = 0;
    qsizetype lineStart = 0;
    for (int lineNumber = 0; lineStart < m_head.size(); ++lineNumber) {
        const qsizetype newline = m_head.indexOf('\n', lineStart);
        QByteArrayView line = QByteArrayView(m_head).sliced(lineStart, newline - lineStart);
        lineStart = newline + 1;
        if (line.endsWith('\r')) {
            line.chop(1);
        }
        if (lineNumber == 0) {
            // Request-line = method SP request-target SP HTTP-version, read as QtHttpServer reads it.
            const qsizetype methodEnd = line.indexOf(' ');
            qsizetype targetStart = methodEnd + 1;
            while (methodEnd >= 0 && targetStart < line.size() && line[targetStart] == ' ') {
                ++targetStart;
            }
            const qsizetype targetEnd = methodEnd < 0 ? -1 : line.indexOf(' ', targetStart);
            qsizetype versionStart = targetEnd + 1;
            while (targetEnd >= 0 && versionStart < line.size() && line[versionStart] == ' ') {
                ++versionStart;
            }
            const QByteArrayView version = targetEnd < 0 ? QByteArrayView() : line.sliced(versionStart).trimmed();
            if (methodEnd <= 0 || targetEnd <= targetStart || !isToken(line.first(methodEnd)) || version.size() != 8
                || !version.startsWith("HTTP/") || version[6] != '.' || !std::isdigit(uchar(version[5]))
                || !std::isdigit(uchar(version[7]))) {
                return badRequest("the request line is not \"METHOD /path HTTP/1.1\"", "send an HTTP/1.1 request");
            }
            if (version[5] != '1') {
                return {505,
                        "http_version_not_supported",
                        "only HTTP/1.0 and HTTP/1.1 are spoken here",
                        "send the request as HTTP/1.1"};
            }
            head->method = line.first(methodEnd).toByteArray();
            head->http10 = version[7] == '0';
            continue;
        }
        if (line.isEmpty()) {
            break; // the blank line that ends the head
        }
        if (line[0] == ' ' || line[0] == '\t') {
            return badRequest("header line " + QByteArray::number(lineNumber)
                                  + " starts with white space (folded header lines are not accepted)",
                              "send each header on one line");
        }
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0 || !isToken(line.first(colon))) {
            return badRequest("header line " + QByteArray::number(lineNumber) + " is not \"Name: value\"",
                              "send headers as Name: value, with no space before the colon");
        }
        if (++fields > m_limits.maxHeaderFields) {
            return {431,
                    "head_too_large",
                    "the request has more than " + QByteArray::number(m_limits.maxHeaderFields) + " header fields",
                    "send fewer headers"};
        }
        const QByteArrayView name = line.first(colon);
        const QByteArrayView value = line.sliced(colon + 1).trimmed();
        if (name.compare("content-length", Qt::CaseInsensitive) == 0) {
            if (value.isEmpty() || !std::all_of(value.begin(), value.end(), [](char c) {
                    return c >= '0' && c <= '9';
                })) {
                return badRequest("Content-Length is not a number of bytes",
                                  "send Content-Length as the body's size in bytes");
            }
            // More than 15 digits is more than any limit; saturate instead of overflowing.
            const qsizetype length = value.size() > 15 ? m_limits.maxBodyBytes + 1 : qsizetype(value.toLongLong());
            if (haveLength && length != head->contentLength) {
                return badRequest("two different Content-Length headers", "send one Content-Length");
            }
            head->contentLength = length;
            haveLength = true;
        } else if (name.compare("transfer-encoding", Qt::CaseInsensitive) == 0) {
            chunked = true;
        } else if (name.compare("connection", Qt::CaseInsensitive) == 0) {
            for (const QByteArray &option : value.toByteArray().split(',')) {
                const QByteArray token = option.trimmed().toLower();
                askedClose = askedClose || token == "close";
                askedKeepAlive = askedKeepAlive || token == "keep-alive";
            }
        } else if (name.compare("expect", Qt::CaseInsensitive) == 0) {
            head->expectContinue = value.compare("100-continue", Qt::CaseInsensitive) == 0;
        }
    }
    if (chunked) {
        return {411,
                "length_required",
                "request bodies without a Content-Length (Transfer-Encoding) are not accepted",
                "send the body with a Content-Length header"};
    }
    if (head->contentLength > m_limits.maxBodyBytes) {
        return {413,
                "body_too_large",
                "the request body of "
                    + (head->contentLength > m_limits.maxBodyBytes * 1000
                           ? QByteArray("more than a gigabyte")
                           : QByteArray::number(head->contentLength) + " bytes")
                    + " exceeds " + QByteArray::number(m_limits.maxBodyBytes) + " bytes",
                "send a smaller body (an image job's picture fits well within the limit)"};
    }
    head->keepAlive = head->http10 ? askedKeepAlive && !askedClose : !askedClose;
    return {};
}

void ConnectionLimits::completeRequest(qint64 nowMs)
{
    m_completedAt.push_back(nowMs);
    m_everCompleted = true;
    m_state = State::AwaitingHead;
    m_head.clear();
}

ConnectionLimits::Refusal ConnectionLimits::refuse(Refusal refusal)
{
    m_state = State::Refused;
    m_head.clear();
    return refusal;
}

ConnectionLimits::Refusal ConnectionLimits::refuseForTimeout(Expiry expiry)
{
    if (expiry == Expiry::Body) {
        return refuse({408,
                       "request_timeout",
                       "the request body did not arrive within "
                           + QByteArray::number(double(m_limits.bodyTimeoutMs) / 1000.0) + " s of its head",
                       "send the body right after the headers"});
    }
    return refuse(
        {408,
         "request_timeout",
         "the request head did not arrive within " + QByteArray::number(double(m_limits.headTimeoutMs) / 1000.0) + " s",
         "send the request line and headers at once"});
}

void ConnectionLimits::answered(qint64 nowMs)
{
    if (!m_completedAt.empty()) {
        m_completedAt.pop_front();
    }
    m_lastAnswerAtMs = nowMs;
}

void ConnectionLimits::streamStarted()
{
    // The stream is the answer to the request that asked for it.
    if (!m_completedAt.empty()) {
        m_completedAt.pop_front();
    }
    m_stream = true;
}

ConnectionLimits::Deadline ConnectionLimits::deadline() const
{
    Deadline next;
    const auto consider = [&next](Expiry expiry, qint64 atMs) {
        if (next.expiry == Expiry::None || atMs < next.atMs) {
            next = {expiry, atMs};
        }
    };
    switch (m_state) {
    case State::Refused:
        return next;
    case State::InHead:
        consider(Expiry::Head, m_headStartedAtMs + m_limits.headTimeoutMs);
        break;
    case State::InBody:
        consider(Expiry::Body, m_headEndedAtMs + m_limits.bodyTimeoutMs);
        break;
    case State::AwaitingHead:
        break;
    }
    if (m_stream) {
        return next;
    }
    if (!m_completedAt.empty()) {
        consider(Expiry::Answer, m_completedAt.front() + m_limits.answerTimeoutMs);
    } else if (m_state == State::AwaitingHead) {
        if (!m_everCompleted) {
            consider(Expiry::Head, m_acceptedAtMs + m_limits.headTimeoutMs);
        } else {
            consider(Expiry::Idle, m_lastAnswerAtMs + m_limits.idleTimeoutMs);
        }
    }
    return next;
}

} // namespace SolveDeck::Gateway
