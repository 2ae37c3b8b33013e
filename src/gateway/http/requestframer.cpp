#include "requestframer.h"

#include "gateway/formdecoder.h"

#include <boost/asio/buffer.hpp>
#include <boost/beast/http/basic_parser.hpp>
#include <boost/beast/http/error.hpp>
#include <boost/beast/http/field.hpp>
#include <boost/beast/http/verb.hpp>
#include <cctype>
#include <limits>
#include <optional>

namespace SolveDeck::Gateway {

namespace bhttp = boost::beast::http;
using boost::beast::string_view;
using ErrorCode = boost::beast::error_code;

namespace {

QByteArray bytesOf(string_view text)
{
    return {text.data(), qsizetype(text.size())};
}

bool equalsIgnoringCase(string_view text, QByteArrayView expected)
{
    return QByteArrayView(text.data(), qsizetype(text.size())).compare(expected, Qt::CaseInsensitive) == 0;
}

// Whether a comma-separated header value lists `token` (any case).
bool listsToken(string_view value, QByteArrayView token)
{
    const QByteArrayView list(value.data(), qsizetype(value.size()));
    qsizetype start = 0;
    while (start <= list.size()) {
        qsizetype end = list.indexOf(',', start);
        if (end < 0) {
            end = list.size();
        }
        if (list.sliced(start, end - start).trimmed().compare(token, Qt::CaseInsensitive) == 0) {
            return true;
        }
        start = end + 1;
    }
    return false;
}

// The method as a QByteArray: the usual ones share static data (no allocation per request).
QByteArray methodName(bhttp::verb verb, string_view text)
{
    switch (verb) {
    case bhttp::verb::get:
        return QByteArrayLiteral("GET");
    case bhttp::verb::post:
        return QByteArrayLiteral("POST");
    case bhttp::verb::head:
        return QByteArrayLiteral("HEAD");
    case bhttp::verb::put:
        return QByteArrayLiteral("PUT");
    case bhttp::verb::delete_:
        return QByteArrayLiteral("DELETE");
    case bhttp::verb::options:
        return QByteArrayLiteral("OPTIONS");
    case bhttp::verb::patch:
        return QByteArrayLiteral("PATCH");
    default:
        break;
    }
    return bytesOf(text);
}

// A header's name lower-cased: the usual ones share static data.
QByteArray fieldName(bhttp::field field, string_view text)
{
    switch (field) {
    case bhttp::field::host:
        return QByteArrayLiteral("host");
    case bhttp::field::authorization:
        return QByteArrayLiteral("authorization");
    case bhttp::field::content_type:
        return QByteArrayLiteral("content-type");
    case bhttp::field::content_length:
        return QByteArrayLiteral("content-length");
    case bhttp::field::user_agent:
        return QByteArrayLiteral("user-agent");
    case bhttp::field::accept:
        return QByteArrayLiteral("accept");
    case bhttp::field::accept_encoding:
        return QByteArrayLiteral("accept-encoding");
    case bhttp::field::connection:
        return QByteArrayLiteral("connection");
    case bhttp::field::expect:
        return QByteArrayLiteral("expect");
    default:
        break;
    }
    QByteArray lowered(qsizetype(text.size()), Qt::Uninitialized);
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        lowered[qsizetype(i)] = c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
    }
    return lowered;
}

// A path's percent-encoding decoded ('+' stays '+'; a '%' not followed by two hex digits stays as it is), read as
// UTF-8.
QString decodedPath(QByteArrayView encoded)
{
    if (!encoded.contains('%')) {
        return QString::fromUtf8(encoded);
    }
    QByteArray decoded;
    decoded.reserve(encoded.size());
    for (qsizetype i = 0; i < encoded.size(); ++i) {
        const QByteArrayView digits = encoded[i] == '%' && i + 2 < encoded.size() ? encoded.sliced(i + 1, 2)
                                                                                  : QByteArrayView();
        if (!digits.isEmpty() && std::isxdigit(uchar(digits[0])) != 0 && std::isxdigit(uchar(digits[1])) != 0) {
            decoded.append(char(digits.toInt(nullptr, 16)));
            i += 2;
        } else {
            decoded.append(encoded[i]);
        }
    }
    return QString::fromUtf8(decoded);
}

Refusal badRequest(const QByteArray &message, const QByteArray &fix)
{
    return {400, "bad_request", message, fix};
}

// Whether `bytes` (from the start of a request line) name an HTTP version that is well formed but not 1.0 or 1.1.
bool namesAnotherVersion(QByteArrayView bytes)
{
    qsizetype end = bytes.indexOf('\r');
    if (end < 0) {
        return false;
    }
    const QByteArrayView line = bytes.first(end);
    const qsizetype space = line.lastIndexOf(' ');
    if (space < 0 || line.count(' ') != 2) {
        return false; // not "METHOD TARGET VERSION"
    }
    const QByteArrayView version = line.sliced(space + 1);
    return version.size() == 8 && version.startsWith("HTTP/") && version[5] >= '0' && version[5] <= '9'
        && version[6] == '.' && version[7] >= '0' && version[7] <= '9';
}

} // namespace

class RequestFramer::Parser final : public bhttp::basic_parser<true>
{
public:
    explicit Parser(State &state);

    qsizetype bodyLeft() const;

private:
    void refuse(Refusal refusal, ErrorCode &ec);
    void on_request_impl(bhttp::verb verb, string_view method, string_view target, int version, ErrorCode &ec) override;
    void on_response_impl(int code, string_view reason, int version, ErrorCode &ec) override;
    void on_field_impl(bhttp::field field, string_view name, string_view value, ErrorCode &ec) override;
    void on_header_impl(ErrorCode &ec) override;
    void on_body_init_impl(const boost::optional<std::uint64_t> &length, ErrorCode &ec) override;
    std::size_t on_body_impl(string_view body, ErrorCode &ec) override;
    void on_chunk_header_impl(std::uint64_t size, string_view extensions, ErrorCode &ec) override;
    std::size_t on_chunk_body_impl(std::uint64_t remain, string_view body, ErrorCode &ec) override;
    void on_finish_impl(ErrorCode &ec) override;

    State &m_state;
};

struct RequestFramer::State
{
    enum class Phase {
        Between, // before a request's first byte
        Head,
        Body,
        Complete, // the head said there is no body: the next feed completes the request
        Done,     // complete, until reset()
        Refused
    };

    explicit State(const GatewayLimits &limits)
        : maxHeadBytes(limits.maxHeadBytes)
        , maxBodyBytes(limits.maxBodyBytes)
        , maxHeaderFields(limits.maxHeaderFields)
    {
        request.headers.reserve(16);
    }

    qsizetype maxHeadBytes;
    qsizetype maxBodyBytes;
    int maxHeaderFields;

    Phase phase = Phase::Between;
    qsizetype headBytes = 0;
    qsizetype skippedBytes = 0; // empty lines before the request line
    int fields = 0;
    const char *inputBegin = nullptr; // the bytes being fed (folded header lines are told apart by where values are)
    const char *inputEnd = nullptr;
    bool absoluteTarget = false;
    bool hostField = false; // a Host header was seen
    std::optional<Parser> parser;
    GatewayRequest request;
    RequestFacts facts;
    Refusal refusal;
};

RequestFramer::Parser::Parser(State &state)
    : m_state(state)
{
    // The framer counts head bytes itself across feeds (Beast counts per call); this only keeps Beast's own
    // check from firing first. Bodies are judged by Content-Length at the head (413).
    header_limit(std::uint32_t(std::min<qsizetype>(state.maxHeadBytes + 1, std::numeric_limits<std::uint32_t>::max())));
    body_limit(boost::none);
}

qsizetype RequestFramer::Parser::bodyLeft() const
{
    const boost::optional<std::uint64_t> left = content_length_remaining();
    return left ? qsizetype(*left) : 0;
}

void RequestFramer::Parser::refuse(Refusal refusal, ErrorCode &ec)
{
    m_state.refusal = std::move(refusal);
    ec = bhttp::error::bad_value; // stops Beast; the refusal set here is the one answered
}

void RequestFramer::Parser::on_request_impl(
    bhttp::verb verb, string_view method, string_view target, int version, ErrorCode &ec)
{
    GatewayRequest &request = m_state.request;
    request.method = methodName(verb, method);
    m_state.facts.isHead = verb == bhttp::verb::head;
    m_state.facts.http10 = version == 10;
    QByteArrayView text(target.data(), qsizetype(target.size()));
    if (!text.startsWith('/')) {
        // Absolute form ("http://host:port/path"), which proxies send: its authority stands for Host.
        const qsizetype scheme = text.indexOf("://");
        const QByteArrayView name = scheme < 0 ? QByteArrayView() : text.first(scheme);
        if (name.compare("http", Qt::CaseInsensitive) == 0 || name.compare("https", Qt::CaseInsensitive) == 0) {
            const QByteArrayView rest = text.sliced(scheme + 3);
            qsizetype authorityEnd = rest.indexOf('/');
            const qsizetype queryStart = rest.indexOf('?');
            if (authorityEnd < 0 || (queryStart >= 0 && queryStart < authorityEnd)) {
                authorityEnd = queryStart < 0 ? rest.size() : queryStart;
            }
            m_state.facts.host = rest.first(authorityEnd).toByteArray();
            m_state.facts.hasHost = true;
            m_state.absoluteTarget = true;
            text = rest.sliced(authorityEnd);
        } else if (text != "*") {
            refuse(badRequest("the request target is neither a path (\"/v1/...\") nor an absolute http URL",
                              "send the request line as \"METHOD /path HTTP/1.1\""),
                   ec);
            return;
        }
    }
    const qsizetype question = text.indexOf('?');
    const QByteArrayView path = question < 0 ? text : text.first(question);
    request.path = path.isEmpty() ? QStringLiteral("/") : decodedPath(path);
    if (question >= 0) {
        request.rawQuery = text.sliced(question + 1).toByteArray();
    }
}

void RequestFramer::Parser::on_response_impl(int /*code*/, string_view /*reason*/, int /*version*/, ErrorCode &ec)
{
    ec = bhttp::error::bad_version;
}

void RequestFramer::Parser::on_field_impl(bhttp::field field, string_view name, string_view value, ErrorCode &ec)
{
    if (++m_state.fields > m_state.maxHeaderFields) {
        refuse({431,
                "head_too_large",
                "the request has more than " + QByteArray::number(m_state.maxHeaderFields) + " header fields",
                "send fewer headers"},
               ec);
        return;
    }
    // Beast joins folded (obsolete multi-line) values into a buffer of its own, and skips a line break right
    // after the colon: either way the value does not follow its name in the input.
    const char *afterName = name.data() + name.size();
    const bool inInput = value.data() >= m_state.inputBegin && value.data() + value.size() <= m_state.inputEnd;
    if (!inInput || (value.data() >= afterName && QByteArrayView(afterName, value.data() - afterName).contains('\n'))) {
        refuse(badRequest("header line \"" + bytesOf(name)
                              + "\" is folded over several lines (obsolete line folding is not accepted)",
                          "send each header on one line"),
               ec);
        return;
    }
    switch (field) {
    case bhttp::field::transfer_encoding:
        refuse({411,
                "length_required",
                "request bodies without a Content-Length (Transfer-Encoding) are not accepted",
                "send the body with a Content-Length header"},
               ec);
        return;
    case bhttp::field::host:
        if (m_state.hostField) {
            refuse(badRequest("the request has two Host headers", "send one Host header"), ec);
            return;
        }
        if (!m_state.absoluteTarget) {
            m_state.facts.host = bytesOf(value);
        }
        m_state.facts.hasHost = true;
        m_state.hostField = true;
        break;
    case bhttp::field::expect:
        m_state.facts.expectContinue = equalsIgnoringCase(value, "100-continue");
        break;
    case bhttp::field::upgrade:
        m_state.facts.upgradeWebSocket = m_state.facts.upgradeWebSocket || listsToken(value, "websocket");
        break;
    default:
        break;
    }
    m_state.request.headers.append({fieldName(field, name), bytesOf(value)});
}

void RequestFramer::Parser::on_header_impl(ErrorCode &ec)
{
    RequestFacts &facts = m_state.facts;
    if (!facts.http10 && !facts.hasHost) {
        refuse(badRequest("an HTTP/1.1 request without a Host header",
                          "send Host: 127.0.0.1:PORT (every HTTP/1.1 client library does)"),
               ec);
        return;
    }
    const boost::optional<std::uint64_t> length = content_length();
    facts.contentLength = length ? qsizetype(
                              std::min<std::uint64_t>(*length, std::uint64_t(std::numeric_limits<qsizetype>::max())))
                                 : 0;
    if (facts.contentLength > m_state.maxBodyBytes) {
        refuse({413,
                "body_too_large",
                "the request body of "
                    + (*length > std::uint64_t(m_state.maxBodyBytes) * 1000
                           ? QByteArray("more than a gigabyte")
                           : QByteArray::number(qulonglong(*length)) + " bytes")
                    + " exceeds " + QByteArray::number(m_state.maxBodyBytes) + " bytes",
                "send a smaller body (an image job's picture fits well within the limit)"},
               ec);
        return;
    }
    facts.keepAlive = keep_alive();
    GatewayRequest &request = m_state.request;
    if (!request.rawQuery.isEmpty()) {
        Result<FormFields> query = FormDecoder::decodeUrlEncoded(request.rawQuery);
        if (query) {
            request.query = query->fields();
        } else {
            facts.queryError = query.error().message.toUtf8();
        }
    }
}

void RequestFramer::Parser::on_body_init_impl(const boost::optional<std::uint64_t> &length, ErrorCode & /*ec*/)
{
    if (length) {
        m_state.request.body.reserve(qsizetype(*length));
    }
}

std::size_t RequestFramer::Parser::on_body_impl(string_view body, ErrorCode & /*ec*/)
{
    m_state.request.body.append(body.data(), qsizetype(body.size()));
    return body.size();
}

void RequestFramer::Parser::on_chunk_header_impl(std::uint64_t /*size*/, string_view /*extensions*/, ErrorCode &ec)
{
    ec = bhttp::error::bad_transfer_encoding; // never reached: Transfer-Encoding is refused at its field
}

std::size_t RequestFramer::Parser::on_chunk_body_impl(std::uint64_t /*remain*/, string_view /*body*/, ErrorCode &ec)
{
    ec = bhttp::error::bad_transfer_encoding;
    return 0;
}

void RequestFramer::Parser::on_finish_impl(ErrorCode & /*ec*/)
{
}

namespace {

// The refusal for an error Beast found itself.
Refusal refusalFor(const ErrorCode &ec, QByteArrayView presented, bool atRequestLine)
{
    if (atRequestLine && !presented.isEmpty() && presented[0] == 0x16) {
        // A TLS ClientHello: the most common wrong byte on an HTTP port, worth its own words.
        return badRequest("a TLS handshake reached a plain-HTTP port",
                          "use http:// for this gateway, or start it with --tls-cert FILE and --tls-key FILE to "
                          "serve https://");
    }
    if (ec == bhttp::error::bad_transfer_encoding) {
        return {411,
                "length_required",
                "request bodies without a Content-Length (Transfer-Encoding) are not accepted",
                "send the body with a Content-Length header"};
    }
    if (ec == bhttp::error::header_limit) {
        return {431, "head_too_large", "a header line is too long", "send shorter headers"};
    }
    if (ec == bhttp::error::bad_version && atRequestLine && namesAnotherVersion(presented)) {
        return {505,
                "http_version_not_supported",
                "only HTTP/1.0 and HTTP/1.1 are spoken here",
                "send the request as HTTP/1.1"};
    }
    if (ec == bhttp::error::bad_content_length || ec == bhttp::error::multiple_content_length) {
        return badRequest("Content-Length is not one number of bytes",
                          "send one Content-Length header with the body's size in bytes");
    }
    if (ec == bhttp::error::bad_field) {
        return badRequest("a header line is not \"Name: value\"",
                          "send headers as Name: value, with no space before the colon");
    }
    if (ec == bhttp::error::bad_value || ec == bhttp::error::bad_line_ending) {
        return badRequest("a header line holds a control character or a line end other than CRLF",
                          "send header lines of printable text, each ended by CRLF");
    }
    return badRequest("the request line is not \"METHOD /path HTTP/1.1\"", "send an HTTP/1.1 request");
}

} // namespace

RequestFramer::RequestFramer(const GatewayLimits &limits)
    : d(std::make_unique<State>(limits))
{
}

RequestFramer::~RequestFramer() = default;

RequestFramer::Step RequestFramer::feed(QByteArrayView bytes, qsizetype &consumed)
{
    consumed = 0;
    State &s = *d;
    switch (s.phase) {
    case State::Phase::Refused:
        return Step::Refused;
    case State::Phase::Done:
        return Step::Request;
    case State::Phase::Complete:
        s.phase = State::Phase::Done;
        return Step::Request;
    case State::Phase::Between: {
        // Empty lines before a request line are skipped (RFC 9112 2.2), and count as head bytes.
        qsizetype skipped = 0;
        while (skipped < bytes.size() && (bytes[skipped] == '\r' || bytes[skipped] == '\n')) {
            ++skipped;
        }
        s.headBytes += skipped;
        s.skippedBytes = s.headBytes;
        consumed = skipped;
        if (s.headBytes > s.maxHeadBytes) {
            s.refusal = {431,
                         "head_too_large",
                         "the request line and headers exceed " + QByteArray::number(s.maxHeadBytes) + " bytes",
                         "send shorter headers (a long query belongs in a POST body)"};
            s.phase = State::Phase::Refused;
            return Step::Refused;
        }
        if (skipped == bytes.size()) {
            return Step::NeedMore;
        }
        bytes = bytes.sliced(skipped);
        s.phase = State::Phase::Head;
        s.parser.emplace(s);
        [[fallthrough]];
    }
    case State::Phase::Head: {
        const qsizetype room = std::max<qsizetype>(0, s.maxHeadBytes - s.headBytes);
        const QByteArrayView presented = bytes.first(std::min(room, bytes.size()));
        const bool atRequestLine = s.headBytes == s.skippedBytes; // nothing of the request line taken yet
        ErrorCode ec;
        s.inputBegin = presented.data();
        s.inputEnd = presented.data() + presented.size();
        const std::size_t taken = presented.isEmpty()
                                    ? 0
                                    : s.parser->put(boost::asio::const_buffer(presented.data(),
                                                                              std::size_t(presented.size())),
                                                    ec);
        s.inputBegin = s.inputEnd = nullptr;
        consumed += qsizetype(taken);
        s.headBytes += qsizetype(taken);
        if (presented.isEmpty() || ec == bhttp::error::need_more) {
            if (presented.size() == room) {
                s.refusal = {431,
                             "head_too_large",
                             "the request line and headers exceed " + QByteArray::number(s.maxHeadBytes) + " bytes",
                             "send shorter headers (a long query belongs in a POST body)"};
                s.phase = State::Phase::Refused;
                return Step::Refused;
            }
            return Step::NeedMore;
        }
        if (ec) {
            if (!s.refusal.isRefused()) {
                s.refusal = refusalFor(ec, presented, atRequestLine);
            }
            s.phase = State::Phase::Refused;
            return Step::Refused;
        }
        s.phase = s.parser->is_done() ? State::Phase::Complete : State::Phase::Body;
        return Step::Head;
    }
    case State::Phase::Body: {
        if (bytes.isEmpty()) {
            return Step::NeedMore;
        }
        ErrorCode ec;
        const std::size_t taken = s.parser->put(boost::asio::const_buffer(bytes.data(), std::size_t(bytes.size())), ec);
        consumed = qsizetype(taken);
        if (ec && ec != bhttp::error::need_more) {
            s.refusal = badRequest("the request body could not be read", "send the body with a Content-Length");
            s.phase = State::Phase::Refused;
            return Step::Refused;
        }
        if (s.parser->is_done()) {
            s.phase = State::Phase::Done;
            return Step::Request;
        }
        return Step::NeedMore;
    }
    }
    return Step::NeedMore;
}

bool RequestFramer::isInsideRequest() const
{
    return (d->phase == State::Phase::Between && d->headBytes > 0) || d->phase == State::Phase::Head
        || d->phase == State::Phase::Body || d->phase == State::Phase::Complete;
}

bool RequestFramer::isInBody() const
{
    return d->phase == State::Phase::Body;
}

qsizetype RequestFramer::bodyRemaining() const
{
    return d->phase == State::Phase::Body && d->parser ? d->parser->bodyLeft() : 0;
}

qsizetype RequestFramer::headBytes() const
{
    return d->headBytes;
}

const RequestFacts &RequestFramer::facts() const
{
    return d->facts;
}

GatewayRequest &RequestFramer::request()
{
    return d->request;
}

const Refusal &RequestFramer::refusal() const
{
    return d->refusal;
}

void RequestFramer::reset()
{
    State &s = *d;
    s.parser.reset();
    s.phase = State::Phase::Between;
    s.headBytes = 0;
    s.skippedBytes = 0;
    s.fields = 0;
    s.refusal = Refusal();
    s.absoluteTarget = false;
    s.hostField = false;
    s.facts = RequestFacts();
    GatewayRequest &request = s.request;
    request.method.clear();
    request.path.clear();
    request.rawQuery.clear();
    request.query.clear();
    request.headers.clear();
    request.body.clear();
}

} // namespace SolveDeck::Gateway
