#pragma once

// The fuzz targets' bodies, shared by the libFuzzer harnesses (fuzz_*.cpp, built by scripts/fuzz with clang) and by
// the regression suite (tests/unit/fuzzregress), which replays the seed corpus and every input a run found
// (fuzz/corpus/TARGET, fuzz/regressions/TARGET) in the ordinary build. Each takes bytes, returns nothing, and must
// neither crash nor trip a sanitizer on any input.

#include "core/io/jobimport.h"
#include "core/protocol/responseparser.h"
#include "core/terminaltext.h"
#include "gateway/formdecoder.h"
#include "gateway/http/hostcheck.h"
#include "gateway/http/requestframer.h"
#include "gateway/jsonbody.h"
#include "sim/formdata.h"

#include <QBuffer>
#include <QByteArray>
#include <QHash>
#include <QHostAddress>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <cstdlib>

namespace SolveDeckFuzz {

// A rule the parsers promise on any input; a break aborts, which libFuzzer (and the regression replay) reports as a
// crash with the input that broke it.
inline void require(bool holds)
{
    if (!holds) {
        std::abort();
    }
}

// What the engine stores from a server's answer (a task id, a token, an error code) never holds a control character
// (ESC, BEL, C1, a bidi override...): such an answer is a BAD_RESPONSE instead.
template<typename T>
inline void requireStorable(const SolveDeck::ApiResult<T> &result)
{
    require(!SolveDeck::hasControlCharacters(result.failure.code));
    require(!SolveDeck::hasControlCharacters(result.failure.detail));
}

// Every ResponseParser entry point on one HTTP answer. First byte: the status (mostly 200); second: the content
// type and the expected id count of an ids= answer; the rest: the body.
inline void responseParser(const uint8_t *data, size_t size)
{
    using namespace SolveDeck;
    if (size < 2) {
        return;
    }
    HttpAnswer answer;
    answer.status = data[0] < 224 ? 200 : 300 + data[0];
    answer.contentType = (data[1] & 1) != 0 ? QByteArrayLiteral("text/html; charset=UTF-8")
                                            : QByteArrayLiteral("text/plain");
    answer.body = QByteArray(reinterpret_cast<const char *>(data + 2), qsizetype(size - 2));
    const ApiResult<SubmitOk> submitted = ResponseParser::parseSubmit(answer);
    requireStorable(submitted);
    require(!submitted.ok() || !hasControlCharacters(submitted.value->taskId));
    const ApiResult<PollOk> polled = ResponseParser::parsePoll(answer);
    requireStorable(polled);
    require(!polled.ok() || !hasControlCharacters(polled.value->token));
    const int expected = 1 + (data[1] >> 4);
    const QList<ApiResult<PollOk>> many = ResponseParser::parsePollMany(answer, expected);
    require(many.size() == expected);
    for (const ApiResult<PollOk> &one : many) {
        requireStorable(one);
        require(!one.ok() || !hasControlCharacters(one.value->token));
    }
    requireStorable(ResponseParser::parseThreadsInfo(answer));
    requireStorable(ResponseParser::parseBalance(answer));
    requireStorable(ResponseParser::parseReport(answer));
}

// The simulator's form parsers. First byte: even = urlencoded; odd = multipart, with the boundary being the first
// (data[0] >> 1) % 40 + 1 bytes of the rest.
inline void simForm(const uint8_t *data, size_t size)
{
    using namespace SolveDeckSim;
    if (size < 1) {
        return;
    }
    const QByteArray rest(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));
    QHash<QString, QString> fields;
    if ((data[0] & 1) == 0) {
        FormData::parseUrlEncoded(rest, &fields);
        return;
    }
    const qsizetype boundaryLength = qMin(rest.size(), qsizetype((data[0] >> 1) % 40 + 1));
    QHash<QString, UploadedFile> files;
    QString error;
    (void)FormData::parseMultipart(rest.mid(boundaryLength), rest.left(boundaryLength), &fields, &files, &error);
}

// The job importer's CSV (first byte even) and JSONL (odd) readers on an in-memory device: the entry points
// enqueue --file and the console's import use.
inline void jobImport(const uint8_t *data, size_t size)
{
    using namespace SolveDeck;
    if (size < 1) {
        return;
    }
    QByteArray bytes(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::ReadOnly);
    if ((data[0] & 1) == 0) {
        (void)parseJobCsv(buffer);
    } else {
        (void)parseJobJsonl(buffer);
    }
}

// The gateway's request handling on untrusted bytes. First byte: which part (low two bits) and a parameter (the rest):
// 0: RequestFramer (Boost.Beast's parser under the HTTP layer), the rest arriving in chunks of (data[0] >> 2) % 61 + 1
//    bytes, fed as a connection feeds it (what it did not take is presented again with what follows), each head's
//    Host judged by HostCheck;
// 1: FormDecoder on a query string and a body: up to the first '\n' the Content-Type (urlencoded when empty;
//    a multipart boundary when it says so), then the query up to the next '\n', then the body;
// 2: JsonBody on the rest;
// 3: FormDecoder::decodeMultipart with the first (data[0] >> 2) % 40 + 1 bytes of the rest as the boundary.
inline void gatewayRequest(const uint8_t *data, size_t size)
{
    using namespace SolveDeck::Gateway;
    if (size < 1) {
        return;
    }
    const QByteArray rest(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));
    const int parameter = data[0] >> 2;
    switch (data[0] & 3) {
    case 0: {
        GatewayLimits limits;
        limits.maxHeadBytes = 512; // small, so the fuzzer reaches the limits' edges
        limits.maxBodyBytes = 256;
        limits.maxHeaderFields = 8;
        RequestFramer framer(limits);
        const HostCheck hosts({QByteArray("proxy.example")});
        const QHostAddress local(QHostAddress::LocalHost);
        const qsizetype chunk = parameter % 61 + 1;
        QByteArray unread; // what the socket still holds
        bool refused = false;
        for (qsizetype at = 0; at < rest.size() && !refused; at += chunk) {
            unread += rest.mid(at, chunk);
            bool more = true;
            while (more) {
                qsizetype consumed = -1;
                const RequestFramer::Step step = framer.feed(unread, consumed);
                require(consumed >= 0 && consumed <= unread.size());
                unread.remove(0, consumed);
                switch (step) {
                case RequestFramer::Step::NeedMore:
                    more = false;
                    break;
                case RequestFramer::Step::Head:
                    require(framer.facts().contentLength <= limits.maxBodyBytes);
                    require(framer.headBytes() <= limits.maxHeadBytes);
                    (void)hosts.allows(framer.facts().host, local);
                    break;
                case RequestFramer::Step::Request:
                    require(framer.request().body.size() == framer.facts().contentLength);
                    for (const auto &header : framer.request().headers) {
                        require(header.first == header.first.toLower());
                    }
                    framer.reset();
                    break;
                case RequestFramer::Step::Refused:
                    require(framer.refusal().status >= 400 && framer.refusal().status < 600);
                    more = false;
                    refused = true;
                    break;
                }
            }
        }
        return;
    }
    case 1: {
        const qsizetype typeEnd = rest.indexOf('\n');
        const qsizetype queryEnd = typeEnd < 0 ? -1 : rest.indexOf('\n', typeEnd + 1);
        const QByteArray contentType = typeEnd < 0 ? rest : rest.left(typeEnd);
        const QByteArray query = typeEnd < 0 ? QByteArray()
                                             : rest.mid(typeEnd + 1, queryEnd < 0 ? -1 : queryEnd - typeEnd - 1);
        const QByteArray body = queryEnd < 0 ? QByteArray() : rest.mid(queryEnd + 1);
        (void)FormDecoder::decodeRequest(query, contentType, body);
        return;
    }
    case 2:
        (void)JsonBody::parseObject(rest);
        return;
    default: {
        const qsizetype boundaryLength = qMin(rest.size(), qsizetype(parameter % 40 + 1));
        (void)FormDecoder::decodeMultipart(QByteArrayView(rest).sliced(boundaryLength), rest.left(boundaryLength));
        (void)FormDecoder::multipartBoundary(rest);
        return;
    }
    }
}

} // namespace SolveDeckFuzz
