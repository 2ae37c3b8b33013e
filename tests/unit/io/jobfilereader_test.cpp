// The streaming, bounded job file reader (issue 11; issue 15 item 4): only regular files, limits per line and field,
// strict UTF-8, page-URL lists, and exports read back as the jobs they were.
#include "core/io/jobexport.h"
#include "core/io/jobimport.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include <sys/stat.h>
#include <sys/types.h>

#include <string>

using namespace SolveDeck;

namespace {

const QByteArray sitekey = "6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-";
const QByteArray header = "method,sitekey,pageurl,idempotency_key\n";

Result<QList<ImportedJob>> read(const QByteArray &text, JobFileFormat format, const TaskSpec &shared = {})
{
    QBuffer buffer;
    buffer.setData(text);
    buffer.open(QIODevice::ReadOnly);
    if (format == JobFileFormat::PageUrls) {
        return parsePageUrls(buffer, shared);
    }
    return format == JobFileFormat::Csv ? parseJobCsv(buffer) : parseJobJsonl(buffer);
}

std::string message(const Result<QList<ImportedJob>> &r)
{
    return r.ok() ? std::string("(parsed)") : r.error().message.toStdString();
}

bool contains(const std::string &text, const std::string &part)
{
    return text.find(part) != std::string::npos;
}

// A device that never ends (like /dev/zero behind a QIODevice), counting what was read from it.
class EndlessDevice : public QIODevice
{
public:
    explicit EndlessDevice(char fill)
        : m_fill(fill)
    {
        open(QIODevice::ReadOnly);
    }

    bool isSequential() const override { return true; }

    qint64 bytesRead = 0;

protected:
    qint64 readData(char *data, qint64 maxSize) override
    {
        std::fill(data, data + maxSize, m_fill);
        bytesRead += maxSize;
        return maxSize;
    }

    qint64 writeData(const char *, qint64) override { return -1; }

private:
    char m_fill;
};

TEST(JobFileReader, BrokenUtf8IsAnErrorNamingTheLineNeverReplaced)
{
    const QByteArray good = "recaptcha_v2," + sitekey + ",https://example.com/,k1\n";
    const auto csv = read(header + good + "recaptcha_v2," + sitekey + ",https://example.com/\xC3\x28,k2\n",
                          JobFileFormat::Csv);
    ASSERT_FALSE(csv.ok());
    EXPECT_TRUE(contains(message(csv), "line 3: column 3 (pageurl): is not valid UTF-8")) << message(csv);
    const auto jsonl = read("{\"method\":\"turnstile\",\"sitekey\":\"0x4AAAAAAABS7vwvV6VFfMcD\",\"pageurl\":"
                            "\"https://example.com/\"}\n{\"method\":\"turnstile\",\"pageurl\":\"\xFF\"}\n",
                            JobFileFormat::Jsonl);
    ASSERT_FALSE(jsonl.ok());
    EXPECT_TRUE(contains(message(jsonl), "line 2: is not valid UTF-8")) << message(jsonl);
}

TEST(JobFileReader, ATenMegabyteLineEndsAtTheLimit)
{
    QByteArray big(10 * 1024 * 1024, 'a');
    const auto jsonl = read("{\"method\":\"turnstile\",\"x\":\"" + big + "\"}\n", JobFileFormat::Jsonl);
    ASSERT_FALSE(jsonl.ok());
    EXPECT_TRUE(contains(message(jsonl), "line 1: the line is longer than 4 MiB")) << message(jsonl);
    const auto csv = read(header + "recaptcha_v2," + sitekey + ",https://example.com/," + big + "\n",
                          JobFileFormat::Csv);
    ASSERT_FALSE(csv.ok());
    EXPECT_TRUE(contains(message(csv), "line 2: idempotency_key: longer than 64 KiB")) << message(csv);
    // Inside quotes a record may span lines; the record limit still holds.
    QByteArray lines;
    for (int i = 0; i < 80; ++i) {
        lines += QByteArray(60 * 1024, 'b') + "\n";
    }
    const auto quoted = read("method,sitekey,pageurl,body\nimage,,,\"" + lines + "\"\n", JobFileFormat::Csv);
    ASSERT_FALSE(quoted.ok());
    EXPECT_TRUE(contains(message(quoted), "line 2: body: longer than 1 MiB")) << message(quoted);
}

TEST(JobFileReader, AnEndlessInputStopsAtTheLimitWithoutReadingOn)
{
    EndlessDevice zeros('\0');
    JobFileReader reader(zeros, JobFileFormat::Jsonl);
    const auto next = reader.next();
    ASSERT_FALSE(next.ok());
    EXPECT_TRUE(contains(next.error().message.toStdString(), "line 1: the line is longer than 4 MiB"));
    EXPECT_LT(zeros.bytesRead, qint64(5) * 1024 * 1024);

    EndlessDevice quotes('"');
    JobFileReader csv(quotes, JobFileFormat::Csv);
    EXPECT_FALSE(csv.next().ok());
    EXPECT_LT(quotes.bytesRead, qint64(5) * 1024 * 1024);
}

TEST(JobFileReader, OnlyRegularFilesAreOpened)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString fifo = dir.filePath(QStringLiteral("jobs.csv"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const auto fromFifo = openJobFile(fifo);
    ASSERT_FALSE(fromFifo.ok());
    EXPECT_TRUE(contains(fromFifo.error().message.toStdString(), "is not a regular file (a pipe, socket or device)"));

    const auto fromZero = parseJobFile(QStringLiteral("/dev/zero"));
    ASSERT_FALSE(fromZero.ok());
    EXPECT_TRUE(contains(fromZero.error().message.toStdString(), "unknown file type")) << message(fromZero);
    const auto zeroAsCsv = openJobFile(QStringLiteral("/dev/zero"));
    ASSERT_FALSE(zeroAsCsv.ok());
    EXPECT_TRUE(contains(zeroAsCsv.error().message.toStdString(), "is not a regular file"));

    const QString folder = dir.filePath(QStringLiteral("folder.csv"));
    ASSERT_TRUE(QDir().mkdir(folder));
    const auto fromFolder = openJobFile(folder);
    ASSERT_FALSE(fromFolder.ok());
    EXPECT_TRUE(contains(fromFolder.error().message.toStdString(), "is a folder, not a job file"));
}

TEST(JobFileReader, PageUrlsShareOneMethodAndSiteKey)
{
    TaskSpec shared;
    shared.method = Method::Turnstile;
    shared.sitekey = QStringLiteral("0x4AAAAAAABS7vwvV6VFfMcD");
    const auto r = read("# pages to test\nhttps://example.com/a\n\n  https://example.com/b  \r\n",
                        JobFileFormat::PageUrls,
                        shared);
    ASSERT_TRUE(r.ok()) << message(r);
    ASSERT_EQ(r->size(), 2);
    EXPECT_EQ(r->at(0).line, 2);
    EXPECT_EQ(r->at(1).line, 4);
    EXPECT_EQ(r->at(1).spec.pageurl, QStringLiteral("https://example.com/b"));
    EXPECT_EQ(r->at(1).spec.method, Method::Turnstile);
    const auto bad = read("https://example.com/a\nnot a url\n", JobFileFormat::PageUrls, shared);
    ASSERT_FALSE(bad.ok());
    EXPECT_TRUE(contains(message(bad), "line 2: ")) << message(bad);
}

TEST(JobFileReader, AnExportRowIsRestoredWithItsFields)
{
    const QByteArray line =
        R"({"attempts":2,"claimed_by":null,"collected_at":"2026-01-02T03:04:06.000Z","created_at":"2026-01-02T03:04:05.000Z",)"
        R"("created_by":"ann@box","error_code":null,"error_detail":null,"finished_at":"2026-01-02T03:04:06.000Z","id":7,)"
        R"("idempotency_key":"=k","label":"login","method":"turnstile","next_attempt_at":null,"pageurl":"https://example.com/",)"
        R"("params":{"action":"login"},"ready_at":"2026-01-02T03:04:06.000Z","sitekey":"0x4AAAAAAABS7vwvV6VFfMcD",)"
        R"("state":"solved","submitted_at":"2026-01-02T03:04:05.500Z","task_id":"123","token":"tok",)"
        R"("token_expires_at":"2026-01-02T03:09:06.000Z","events":[{"at":"2026-01-02T03:04:05.000Z","kind":"enqueued","detail":"x"}]})"
        "\n";
    const auto r = read(line, JobFileFormat::Jsonl);
    ASSERT_TRUE(r.ok()) << message(r);
    ASSERT_EQ(r->size(), 1);
    const ImportedJob &job = r->at(0);
    EXPECT_TRUE(job.restored);
    EXPECT_EQ(job.record.state, JobState::Solved);
    EXPECT_EQ(job.record.attempts, 2);
    EXPECT_EQ(job.record.token, QStringLiteral("tok"));
    EXPECT_EQ(job.record.taskId, QStringLiteral("123"));
    EXPECT_EQ(job.record.createdBy, QStringLiteral("ann@box"));
    EXPECT_EQ(job.record.spec.label, QStringLiteral("login"));
    EXPECT_EQ(job.spec.params.value(QStringLiteral("action")), QStringLiteral("login"));
    EXPECT_TRUE(job.spec.params.size() == 1) << "export fields are not parameters";
    ASSERT_EQ(job.events.size(), 1);
    EXPECT_EQ(job.events[0].kind, QStringLiteral("enqueued"));

    const auto badState = read(R"({"method":"turnstile","state":"done"})"
                               "\n",
                               JobFileFormat::Jsonl);
    ASSERT_FALSE(badState.ok());
    EXPECT_TRUE(contains(message(badState), "line 1: state: \"done\" is not known")) << message(badState);
}

TEST(JobFileReader, FormulaGuardIsOneLeadingQuotePerLeadingCharacter)
{
    for (const char *value : {"=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx", "'quoted"}) {
        const QString text = QString::fromUtf8(value);
        const QString guarded = JobExporter::neutraliseFormula(text);
        EXPECT_EQ(guarded, QLatin1Char('\'') + text) << value;
        EXPECT_EQ(JobExporter::unneutraliseFormula(guarded), text) << value;
    }
    for (const char *value : {"plain", "1-2", "a=b", ""}) {
        EXPECT_EQ(JobExporter::neutraliseFormula(QString::fromUtf8(value)), QString::fromUtf8(value)) << value;
    }
    EXPECT_EQ(JobExporter::csvCell(QStringLiteral("=HYPERLINK(\"x\",\"y\")")),
              QByteArray("\"'=HYPERLINK(\"\"x\"\",\"\"y\"\")\""));
    EXPECT_EQ(JobExporter::csvCell(QStringLiteral("-a,b")), QByteArray("\"'-a,b\""));
}

} // namespace
