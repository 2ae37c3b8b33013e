// Job files for `solvedeck-cli enqueue --file`: RFC 4180 CSV and JSONL, line numbers in every error, all or nothing.
#include "core/io/jobimport.h"
#include "support/testutil.h"

#include <QBuffer>
#include <QFile>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include <initializer_list>
#include <string>

using namespace SolveDeck;

namespace {

// The message starts with `prefix` and contains each of `parts` (gmock's matchers are not linked into the suites).
::testing::AssertionResult messageIs(const std::string &message,
                                     const std::string &prefix,
                                     std::initializer_list<std::string> parts = {})
{
    if (message.rfind(prefix, 0) != 0) {
        return ::testing::AssertionFailure() << "\"" << message << "\" does not start with \"" << prefix << "\"";
    }
    for (const std::string &part : parts) {
        if (message.find(part) == std::string::npos) {
            return ::testing::AssertionFailure() << "\"" << message << "\" does not contain \"" << part << "\"";
        }
    }
    return ::testing::AssertionSuccess();
}

const QByteArray sitekey = "6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-";

Result<QList<ImportedJob>> csv(const QByteArray &text)
{
    QBuffer buffer;
    buffer.setData(text);
    buffer.open(QIODevice::ReadOnly);
    return parseJobCsv(buffer);
}

Result<QList<ImportedJob>> jsonl(const QByteArray &text)
{
    QBuffer buffer;
    buffer.setData(text);
    buffer.open(QIODevice::ReadOnly);
    return parseJobJsonl(buffer);
}

std::string failure(const Result<QList<ImportedJob>> &r)
{
    return r.ok() ? std::string("(parsed)") : r.error().message.toStdString();
}

TEST(JobImportCsv, ParsesHeaderKeysAndParameterColumns)
{
    auto r = csv("method,sitekey,pageurl,idempotency_key,invisible,data-s\r\n"
                 "recaptcha_v2,"
                 + sitekey
                 + ",https://example.com/a,k1,1,\r\n"
                   "userrecaptcha,"
                 + sitekey + ",https://example.com/b,,,abc\r\n");
    ASSERT_TRUE(r.ok()) << failure(r);
    ASSERT_EQ(r->size(), 2);
    const ImportedJob &a = r->at(0);
    EXPECT_EQ(a.line, 2);
    EXPECT_EQ(a.spec.method, Method::RecaptchaV2);
    EXPECT_EQ(a.spec.sitekey, QString::fromLatin1(sitekey));
    EXPECT_EQ(a.spec.pageurl, QStringLiteral("https://example.com/a"));
    EXPECT_EQ(a.idempotencyKey, QStringLiteral("k1"));
    EXPECT_EQ(a.spec.params, (QMap<QString, QString>{{QStringLiteral("invisible"), QStringLiteral("1")}}));
    const ImportedJob &b = r->at(1);
    EXPECT_EQ(b.line, 3);
    EXPECT_TRUE(b.idempotencyKey.isEmpty());
    EXPECT_EQ(b.spec.params, (QMap<QString, QString>{{QStringLiteral("data-s"), QStringLiteral("abc")}}));
}

TEST(JobImportCsv, QuotedFieldsWithCommasQuotesAndLineBreaks)
{
    auto r = csv("\xEF\xBB\xBFmethod,sitekey,pageurl,cookies,userAgent\n"
                 "recaptcha_v2,"
                 + sitekey
                 + ",\"https://example.com/a?x=1,2\",\"a=1; b=\"\"two\"\"\",\"Mozilla/5.0,\n(X11)\"\n"
                   "\n"
                   "turnstile,0x4AAAAAAABS7vwvV6VFfMcD,https://example.com/t,,\n");
    // A line break is read as part of the quoted field, and then refused by validation (issue 15: no user agent
    // holds a control character), naming the row's first line.
    ASSERT_FALSE(r.ok());
    EXPECT_TRUE(r.error().message.contains(QStringLiteral("line 2"))) << failure(r);
    EXPECT_TRUE(r.error().message.contains(QStringLiteral("userAgent: contains control characters"))) << failure(r);
    r = csv("\xEF\xBB\xBFmethod,sitekey,pageurl,cookies,userAgent\n"
            "recaptcha_v2,"
            + sitekey
            + ",\"https://example.com/a?x=1,2\",\"a=1; b=\"\"two\"\"\",\"Mozilla/5.0, (X11)\"\n"
              "\n"
              "turnstile,0x4AAAAAAABS7vwvV6VFfMcD,https://example.com/t,,\n");
    ASSERT_TRUE(r.ok()) << failure(r);
    ASSERT_EQ(r->size(), 2);
    EXPECT_EQ(r->at(0).spec.pageurl, QStringLiteral("https://example.com/a?x=1,2"));
    EXPECT_EQ(r->at(0).spec.params.value(QStringLiteral("cookies")), QStringLiteral("a=1; b=\"two\""));
    EXPECT_EQ(r->at(0).spec.params.value(QStringLiteral("userAgent")), QStringLiteral("Mozilla/5.0, (X11)"));
    EXPECT_EQ(r->at(1).line, 4); // the blank line counts
    EXPECT_EQ(r->at(1).spec.method, Method::Turnstile);
}

TEST(JobImportCsv, LastLineWithoutLineBreak)
{
    auto r = csv("method,sitekey,pageurl\nturnstile,0x4AAAAAAABS7vwvV6VFfMcD,https://example.com/t");
    ASSERT_TRUE(r.ok()) << failure(r);
    EXPECT_EQ(r->size(), 1);
}

TEST(JobImportCsv, LineNumbersWithEveryLineEnding)
{
    // CR-only (old Mac) files, and a CRLF inside a quoted field counting as one line (in an image job's
    // instructions: issue 15's validation refuses line breaks in every other parameter).
    auto r = csv("method,sitekey,pageurl,textinstructions,body\r"
                 "image,,,\"a\r\nb\",iVBORw0KGgo=\r"
                 "image,,,,iVBORw0KGgo=\r");
    ASSERT_TRUE(r.ok()) << failure(r);
    ASSERT_EQ(r->size(), 2);
    EXPECT_EQ(r->at(0).line, 2);
    EXPECT_EQ(r->at(0).spec.params.value(QStringLiteral("textinstructions")), QStringLiteral("a\r\nb"));
    EXPECT_EQ(r->at(1).line, 4);
    EXPECT_TRUE(messageIs(failure(csv("method,sitekey,pageurl\r\n\r\nrecaptcha_v2,,https://example.com/\r\n")),
                          "line 3: sitekey: missing"));
}

TEST(JobImportCsv, HeaderProblems)
{
    EXPECT_TRUE(messageIs(failure(csv("")), "line 1: the file is empty", {"method,sitekey,pageurl"}));
    EXPECT_TRUE(messageIs(failure(csv("recaptcha_v2," + sitekey + ",https://example.com/\n")),
                          "line 1: the header row has no \"method\" column"));
    EXPECT_TRUE(messageIs(failure(csv("method,sitekey\n")), "line 1: the header row has no \"pageurl\" column"));
    EXPECT_TRUE(
        messageIs(failure(csv("method,sitekey,pageurl,method\n")), "line 1: the column \"method\" appears twice"));
    EXPECT_TRUE(messageIs(failure(csv("method,,sitekey,pageurl\n")), "line 1: the header has an empty column name"));
}

TEST(JobImportCsv, FirstBadRowFailsTheWholeFileWithItsLine)
{
    const QByteArray header = "method,sitekey,pageurl,idempotency_key\n";
    const QByteArray good = "recaptcha_v2," + sitekey + ",https://example.com/,";
    EXPECT_TRUE(
        messageIs(failure(csv(header + good + "a\n" + "recaptcha_v2," + sitekey + ",example.com,b\n" + good + "c\n")),
                  "line 3: pageurl:",
                  {"http://"}));
    EXPECT_EQ(csv(header + good + "a\nrecaptcha_v2,,https://example.com/,b\n").error().code,
              QStringLiteral("INVALID_SPEC"));
    EXPECT_TRUE(messageIs(failure(csv(header + good + "a\nhcaptcha," + sitekey + ",https://example.com/,b\n")),
                          "line 3: method: \"hcaptcha\" is not known",
                          {"turnstile"}));
    EXPECT_TRUE(messageIs(failure(csv(header + good + "a,extra\n")),
                          "line 2: 5 fields, but the header has 4 columns",
                          {"double quotes"}));
    EXPECT_TRUE(messageIs(failure(csv("method,sitekey,pageurl,bogus\n" + good + "1\n")),
                          "line 2: bogus: not a parameter of recaptcha_v2 jobs"));
}

TEST(JobImportCsv, MalformedQuoting)
{
    const QByteArray header = "method,sitekey,pageurl,cookies\n";
    const QByteArray start = "recaptcha_v2," + sitekey + ",https://example.com/,";
    EXPECT_TRUE(messageIs(failure(csv(header + start + "a\"b\n")), "line 2: a double quote in the middle of a field"));
    EXPECT_TRUE(messageIs(failure(csv(header + start + "\"ab\"c\n")), "line 2: text after the closing double quote"));
    EXPECT_TRUE(messageIs(failure(csv(header + "\n" + start + "\"never closed\nmore\n")),
                          "line 3: a quoted field is never closed"));
}

// A key used twice is not an error of the file: the importer stores the first and reports the later ones as
// already queued (importJobs' test in the store suite); the reader hands both rows on with their lines.
TEST(JobImportCsv, RepeatedKeysAreReadWithTheirLines)
{
    const QByteArray good = "recaptcha_v2," + sitekey + ",https://example.com/,";
    auto r = csv("method,sitekey,pageurl,idempotency_key\n" + good + "dup\n" + good + "other\n" + good + "dup\n");
    ASSERT_TRUE(r.ok()) << failure(r);
    ASSERT_EQ(r->size(), 3);
    EXPECT_EQ(r->at(2).line, 4);
    EXPECT_EQ(r->at(2).idempotencyKey, QStringLiteral("dup"));
}

TEST(JobImportJsonl, ObjectsWithNestedAndTopLevelParameters)
{
    auto r = jsonl(R"({"method":"recaptcha_v3","sitekey":")" + sitekey
                   + "\",\"pageurl\":\"https://example.com/\",\"idempotency_key\":\"j1\","
                     "\"params\":{\"min_score\":0.3,\"action\":\"login\",\"enterprise\":true}}\r\n"
                     "\n"
                     "   \n"
                     "{\"method\":\"image\",\"body\":\"aGVsbG8=\",\"numeric\":1,\"phrase\":false,\"calc\":null}\n");
    ASSERT_TRUE(r.ok()) << failure(r);
    ASSERT_EQ(r->size(), 2);
    EXPECT_EQ(r->at(0).line, 1);
    EXPECT_EQ(r->at(0).idempotencyKey, QStringLiteral("j1"));
    EXPECT_EQ(r->at(0).spec.params,
              (QMap<QString, QString>{{QStringLiteral("min_score"), QStringLiteral("0.3")},
                                      {QStringLiteral("action"), QStringLiteral("login")},
                                      {QStringLiteral("enterprise"), QStringLiteral("1")}}));
    EXPECT_EQ(r->at(1).line, 4);
    EXPECT_EQ(r->at(1).spec.method, Method::Image);
    EXPECT_EQ(r->at(1).spec.params,
              (QMap<QString, QString>{{QStringLiteral("body"), QStringLiteral("aGVsbG8=")},
                                      {QStringLiteral("numeric"), QStringLiteral("1")},
                                      {QStringLiteral("phrase"), QStringLiteral("0")}}));
}

TEST(JobImportJsonl, ErrorsCarryTheLineNumber)
{
    const QByteArray good = "{\"method\":\"turnstile\",\"sitekey\":\"0x4AAAAAAABS7vwvV6VFfMcD\",\"pageurl\":\"https://"
                            "example.com/\"}\n";
    EXPECT_TRUE(messageIs(failure(jsonl(good + "\n{\"method\": \"turnstile\",\n")),
                          "line 3: not valid JSON",
                          {"one complete JSON object"}));
    EXPECT_TRUE(messageIs(failure(jsonl(good + "[1,2]\n")), "line 2: not a JSON object"));
    EXPECT_TRUE(messageIs(failure(jsonl(good + "{\"sitekey\":\"x\"}\n")), "line 2: method: missing"));
    EXPECT_TRUE(messageIs(failure(jsonl(good + "{\"method\":\"turnstile\",\"sitekey\":5}\n")),
                          "line 2: sitekey: must be a string"));
    EXPECT_TRUE(messageIs(failure(jsonl(good + "{\"method\":\"turnstile\",\"params\":[1]}\n")),
                          "line 2: params: must be a JSON object"));
    EXPECT_TRUE(messageIs(failure(jsonl(good + "{\"method\":\"image\",\"body\":\"aGVsbG8=\",\"numeric\":{}}\n")),
                          "line 2: numeric: must be a string, a number or true/false"));
    EXPECT_TRUE(messageIs(failure(jsonl(
                              good + "{\"method\":\"image\",\"body\":\"aGVsbG8=\",\"params\":{\"body\":\"aGk=\"}}\n")),
                          "line 2: body: given both at the top level and inside \"params\""));
    EXPECT_TRUE(messageIs(failure(jsonl(good
                                        + "{\"method\":\"turnstile\",\"sitekey\":\"0x4AAAAAAABS7vwvV6VFfMcD\","
                                          "\"pageurl\":\"https://example.com/\",\"googlekey\":\"x\"}\n")),
                          "line 2: googlekey: not a parameter of turnstile jobs"));
}

TEST(JobImportJsonl, CrlfLinesAndAnEmptyFile)
{
    const QByteArray line = "{\"method\":\"turnstile\",\"sitekey\":\"0x4AAAAAAABS7vwvV6VFfMcD\",\"pageurl\":\"https://"
                            "example.com/\"}";
    auto r = jsonl(line + "\r\n\r\n" + line + "\r\n");
    ASSERT_TRUE(r.ok()) << failure(r);
    ASSERT_EQ(r->size(), 2);
    EXPECT_EQ(r->at(1).line, 3);
    auto empty = jsonl("\n\n");
    ASSERT_TRUE(empty.ok());
    EXPECT_TRUE(empty->isEmpty());
}

TEST(JobImportFile, ChoosesTheFormatByExtension)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    auto write = [&dir](const QString &name, const QByteArray &content) {
        QFile f(dir.filePath(name));
        EXPECT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(content);
        return f.fileName();
    };
    const QByteArray line = "{\"method\":\"turnstile\",\"sitekey\":\"0x4AAAAAAABS7vwvV6VFfMcD\",\"pageurl\":\"https://"
                            "example.com/\"}\n";
    EXPECT_EQ(parseJobFile(write(QStringLiteral("a.jsonl"), line))->size(), 1);
    EXPECT_EQ(parseJobFile(write(QStringLiteral("a.NDJSON"), line + line))->size(), 2);
    EXPECT_EQ(parseJobFile(write(QStringLiteral("a.csv"), "method,sitekey,pageurl\nimage,,\n")).error().code,
              QStringLiteral("INVALID_SPEC")); // parsed as CSV: an image without body
    auto unknown = parseJobFile(write(QStringLiteral("a.xml"), line));
    EXPECT_TRUE(messageIs(failure(unknown), "", {"unknown file type \".xml\"", ".csv"}));
    EXPECT_TRUE(messageIs(failure(parseJobFile(dir.filePath(QStringLiteral("missing.csv")))),
                          "Could not read",
                          {"missing.csv"}));
}

} // namespace
