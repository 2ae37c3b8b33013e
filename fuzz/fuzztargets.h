#pragma once

// The fuzz targets' bodies, shared by the libFuzzer harnesses (fuzz_*.cpp, built by scripts/fuzz with clang) and by
// the regression suite (tests/unit/fuzzregress), which replays the seed corpus and every input a run found
// (fuzz/corpus/TARGET, fuzz/regressions/TARGET) in the ordinary build. Each takes bytes, returns nothing, and must
// neither crash nor trip a sanitizer on any input.

#include "core/io/jobimport.h"
#include "core/protocol/responseparser.h"
#include "sim/formdata.h"

#include <QBuffer>
#include <QByteArray>
#include <QHash>
#include <QString>

#include <cstddef>
#include <cstdint>

namespace SolveDeckFuzz {

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
    (void)ResponseParser::parseSubmit(answer);
    (void)ResponseParser::parsePoll(answer);
    (void)ResponseParser::parsePollMany(answer, 1 + (data[1] >> 4));
    (void)ResponseParser::parseThreadsInfo(answer);
    (void)ResponseParser::parseBalance(answer);
    (void)ResponseParser::parseReport(answer);
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

} // namespace SolveDeckFuzz
