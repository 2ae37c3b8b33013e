// A hostile import file (issue 27 item 1): an export's row whose token, task id, error code, creator, claimant,
// events or idempotency key carry control characters is refused with its line and field, as a label already was,
// in CSV and JSONL; and an export row with a masked proxy password does not come back as a job (item 2).
#include "core/io/jobimport.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <gtest/gtest.h>

#include <string>

using namespace SolveDeck;

namespace {

Result<QList<ImportedJob>> read(const QByteArray &text, JobFileFormat format)
{
    QBuffer buffer;
    buffer.setData(text);
    buffer.open(QIODevice::ReadOnly);
    return format == JobFileFormat::Csv ? parseJobCsv(buffer) : parseJobJsonl(buffer);
}

std::string message(const Result<QList<ImportedJob>> &r)
{
    return r.ok() ? std::string("(parsed)") : r.error().message.toStdString();
}

// A solved job as `list --json` and NDJSON exports write it.
QJsonObject exportedRow()
{
    return QJsonDocument::fromJson(
               R"({"attempts":1,"claimed_by":"box/42/1/1","collected_at":"2026-01-02T03:04:06.000Z",)"
               R"("created_at":"2026-01-02T03:04:05.000Z","created_by":"ann@box","error_code":null,)"
               R"("error_detail":null,"finished_at":"2026-01-02T03:04:06.000Z","id":7,"idempotency_key":"k-7",)"
               R"("label":"login","method":"turnstile","next_attempt_at":null,"pageurl":"https://example.com/",)"
               R"("params":{},"ready_at":"2026-01-02T03:04:06.000Z","sitekey":"0x4AAAAAAABS7vwvV6VFfMcD",)"
               R"("state":"solved","submitted_at":"2026-01-02T03:04:05.500Z","task_id":"123","token":"tok",)"
               R"("token_expires_at":null,"events":[{"at":"2026-01-02T03:04:05.000Z","kind":"enqueued",)"
               R"("detail":"turnstile"}]})")
        .object();
}

QByteArray line(const QJsonObject &row)
{
    return QJsonDocument(row).toJson(QJsonDocument::Compact) + '\n';
}

// ESC (an OSC title), BEL, a C1 CSI, a right-to-left override, DEL, a line break and a tab.
const QStringList kControls = {QStringLiteral("\x1b]0;PWNED\x07"),
                               QString(QChar(0x9b)) + QStringLiteral("2J"),
                               QString(QChar(0x202e)) + QStringLiteral("gpj.exe"),
                               QString(QChar(0x7f)),
                               QStringLiteral("a\nb"),
                               QStringLiteral("a\tb")};

TEST(HostileImport, ControlCharactersInAnExportsIdentifiersAreRefused)
{
    ASSERT_TRUE(read(line(exportedRow()), JobFileFormat::Jsonl).ok()) << "the row itself is fine";
    for (const char *field : {"token", "task_id", "error_code", "created_by", "claimed_by", "idempotency_key"}) {
        for (const QString &control : kControls) {
            SCOPED_TRACE(std::string(field) + " " + control.toStdString());
            QJsonObject row = exportedRow();
            row.insert(QString::fromLatin1(field), QString(QStringLiteral("x") + control + QStringLiteral("y")));
            const auto r = read(line(row), JobFileFormat::Jsonl);
            ASSERT_FALSE(r.ok());
            const std::string m = message(r);
            EXPECT_EQ(m.rfind("line 1: ", 0), 0u) << m;
            EXPECT_NE(m.find("control characters"), std::string::npos) << m;
            EXPECT_NE(m.find(std::string(field == std::string("idempotency_key") ? "idempotency key" : field)),
                      std::string::npos)
                << m;
        }
    }
}

TEST(HostileImport, ControlCharactersInEventsAreRefused)
{
    for (const char *field : {"kind", "detail"}) {
        for (const QString &control : kControls) {
            SCOPED_TRACE(std::string(field) + " " + control.toStdString());
            QJsonObject row = exportedRow();
            QJsonObject event{{QStringLiteral("at"), QStringLiteral("2026-01-02T03:04:05.000Z")},
                              {QStringLiteral("kind"), QStringLiteral("enqueued")},
                              {QStringLiteral("detail"), QStringLiteral("turnstile")}};
            event.insert(QString::fromLatin1(field), QString(QStringLiteral("x") + control));
            row.insert(QStringLiteral("events"), QJsonArray{event});
            const auto r = read(line(row), JobFileFormat::Jsonl);
            ASSERT_FALSE(r.ok());
            EXPECT_NE(message(r).find(std::string("events: ") + field + ": contains control characters"),
                      std::string::npos)
                << message(r);
        }
    }
}

TEST(HostileImport, CsvExportRowsAreCheckedTheSameWay)
{
    const QByteArray header = "id,state,method,label,sitekey,pageurl,params,idempotency_key,task_id,attempts,"
                              "created_at,submitted_at,ready_at,collected_at,finished_at,next_attempt_at,error_code,"
                              "error_detail,token,token_expires_at,created_by,claimed_by\r\n";
    const QByteArray good = "1,failed,turnstile,,0x4AAAAAAABS7vwvV6VFfMcD,https://example.com/,{},k1,,1,"
                            "2026-01-02T03:04:05.000Z,,,,2026-01-02T03:04:06.000Z,,ERROR_X,detail,,,ann@box,\r\n";
    ASSERT_TRUE(read(header + good, JobFileFormat::Csv).ok()) << message(read(header + good, JobFileFormat::Csv));
    QByteArray bad = good;
    bad.replace("ERROR_X", "\"ERROR_\x1b]0;PWNED\x07\"");
    const auto r = read(header + bad, JobFileFormat::Csv);
    ASSERT_FALSE(r.ok());
    EXPECT_NE(message(r).find("line 2: error_code: contains control characters"), std::string::npos) << message(r);
    QByteArray badKey = good;
    badKey.replace(",k1,",
                   ",k\xc2\x9b"
                   "1,");
    EXPECT_NE(message(read(header + badKey, JobFileFormat::Csv)).find("idempotency key: contains control characters"),
              std::string::npos);
}

TEST(HostileImport, AnIdempotencyKeyWithControlCharactersIsRefusedInAnyJobFile)
{
    const auto jsonl = read(R"({"method":"turnstile","sitekey":"0x4AAAAAAABS7vwvV6VFfMcD",)"
                            R"("pageurl":"https://example.com/","idempotency_key":"k\u001b[2J"})"
                            "\n",
                            JobFileFormat::Jsonl);
    ASSERT_FALSE(jsonl.ok());
    EXPECT_NE(message(jsonl).find("line 1: idempotency key: contains control characters"), std::string::npos)
        << message(jsonl);
    const auto csv = read("method,sitekey,pageurl,idempotency_key\n"
                          "turnstile,0x4AAAAAAABS7vwvV6VFfMcD,https://example.com/,k\xe2\x80\xae"
                          "1\n",
                          JobFileFormat::Csv);
    ASSERT_FALSE(csv.ok());
    EXPECT_NE(message(csv).find("line 2: idempotency key"), std::string::npos) << message(csv);
}

TEST(HostileImport, AMaskedProxyPasswordDoesNotComeBackAsAJob)
{
    QJsonObject row = exportedRow();
    row.insert(QStringLiteral("params"),
               QJsonObject{{QStringLiteral("proxy"), QStringLiteral("alice:****@1.2.3.4:8080")},
                           {QStringLiteral("proxytype"), QStringLiteral("HTTP")}});
    const auto r = read(line(row), JobFileFormat::Jsonl);
    ASSERT_FALSE(r.ok());
    EXPECT_NE(message(r).find("line 1: proxy: the password reads ****"), std::string::npos) << message(r);
}

} // namespace
