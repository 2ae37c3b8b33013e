// Output that cannot drive the terminal: a job whose fields are full of terminal escapes (planted in the database,
// as an older version or another program could have stored them) is shown by `show` and `list` with every control
// character escaped, and its JSON still round-trips; new input with such characters is refused by validation.
#include "clirunner.h"
#include "support/testdatabase.h"
#include "support/testutil.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>

using namespace SolveDeckTest;

namespace {

// OSC (set title, and a hyperlink), CSI (clear screen, colours, cursor up), a bare CR that would overwrite the line,
// BEL, DEL, a C1 CSI and a right-to-left override.
const QString kHostile = QStringLiteral("id-\x1b]0;owned\x07-\x1b[2J\x1b[31mred\x1b[1A\rfake line") + QChar(0x9b)
                       + QStringLiteral("32m") + QChar(0x202e) + QStringLiteral("gpj.exe\x7f");

// A character in printed text that a terminal would act on (line feeds end lines and are allowed).
::testing::AssertionResult terminalSafe(const QString &printed)
{
    for (qsizetype i = 0; i < printed.size(); ++i) {
        const char16_t u = printed.at(i).unicode();
        if (u == u'\n' || u == u'\t') {
            continue;
        }
        if (u < 0x20 || (u >= 0x7f && u <= 0x9f) || (u >= 0x202a && u <= 0x202e) || (u >= 0x2066 && u <= 0x2069)) {
            return ::testing::AssertionFailure()
                << "control character U+" << std::hex << int(u) << " at " << std::dec << i << " in:\n"
                << printed.toStdString();
        }
    }
    return ::testing::AssertionSuccess();
}

class CliTerminalTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(dir.isValid());
        runner = std::make_unique<CliRunner>(path(), QStringLiteral("http://127.0.0.1:9/"));
    }

    QString path() const { return dir.filePath(QStringLiteral("jobs.sqlite")); }

    QTemporaryDir dir;
    std::unique_ptr<CliRunner> runner;
};

TEST_F(CliTerminalTest, ShowAndListEscapeControlCharactersInStoredFields)
{
    const CliOutcome added = runner->run({QStringLiteral("enqueue"),
                                          QStringLiteral("--method"),
                                          QStringLiteral("turnstile"),
                                          QStringLiteral("--sitekey"),
                                          QStringLiteral("0x4AAAAAAABkMYinukE8nzY"),
                                          QStringLiteral("--pageurl"),
                                          QStringLiteral("https://example.com/login"),
                                          QStringLiteral("--idempotency-key"),
                                          QStringLiteral("plain")});
    ASSERT_EQ(added.exitCode, 0) << added.err.toStdString();
    const QString id = added.out.trimmed();
    {
        RawConnection raw(path());
        ASSERT_TRUE(raw.ok()) << raw.lastError().toStdString();
        QSqlQuery q(raw.db());
        ASSERT_TRUE(q.prepare(QStringLiteral(
            "UPDATE jobs SET idempotency_key = ?, error_code = ?, error_detail = ?, state = 'failed' WHERE id = ?")));
        q.addBindValue(kHostile);
        q.addBindValue(QStringLiteral("BAD_RESPONSE"));
        q.addBindValue(QString(QStringLiteral("server said: ") + kHostile));
        q.addBindValue(id.toLongLong());
        ASSERT_TRUE(q.exec()) << q.lastError().text().toStdString();
    }
    for (const QStringList &args : {QStringList{QStringLiteral("show"), id},
                                    QStringList{QStringLiteral("list")},
                                    QStringList{QStringLiteral("show"), id, QStringLiteral("--json")},
                                    QStringList{QStringLiteral("list"), QStringLiteral("--json")}}) {
        const CliOutcome r = runner->run(args);
        ASSERT_EQ(r.exitCode, 0) << args.join(QLatin1Char(' ')).toStdString() << ": " << r.err.toStdString();
        EXPECT_TRUE(terminalSafe(r.out)) << args.join(QLatin1Char(' ')).toStdString();
        EXPECT_TRUE(terminalSafe(r.err)) << args.join(QLatin1Char(' ')).toStdString();
        if (args.constFirst() == QLatin1String("show")) {
            // The table has no idempotency key column; show (text and JSON) shows it, escaped.
            EXPECT_TRUE(r.out.contains(QStringLiteral("\\u001b]0;owned\\u0007")))
                << "shown, escaped: " << r.out.toStdString();
        }
    }
    // The JSON still carries the stored value exactly.
    const CliOutcome json = runner->run({QStringLiteral("show"), id, QStringLiteral("--json")});
    const QJsonObject job = json.json().object();
    ASSERT_FALSE(job.isEmpty()) << json.out.toStdString();
    const QString stored = job.value(QStringLiteral("idempotency_key")).toString();
    EXPECT_EQ(stored, kHostile) << "the JSON round-trips: " << json.out.toStdString();
    // One line per field in `show`: the CR and the line feed-free "fake line" cannot start a line of their own.
    const CliOutcome show = runner->run({QStringLiteral("show"), id});
    for (const QString &line : show.out.split(QLatin1Char('\n'))) {
        EXPECT_FALSE(line.startsWith(QStringLiteral("fake line"))) << show.out.toStdString();
    }
}

TEST_F(CliTerminalTest, EnqueueRefusesControlCharactersWithCauseAndFix)
{
    const QStringList base = {QStringLiteral("enqueue"),
                              QStringLiteral("--method"),
                              QStringLiteral("turnstile"),
                              QStringLiteral("--sitekey"),
                              QStringLiteral("0x4AAAAAAABkMYinukE8nzY"),
                              QStringLiteral("--pageurl")};
    const CliOutcome idem = runner->run(
        base + QStringList{QStringLiteral("https://example.com/"), QStringLiteral("--idempotency-key"), kHostile});
    EXPECT_NE(idem.exitCode, 0);
    EXPECT_TRUE(idem.err.contains(QStringLiteral("idempotency key: contains control characters")))
        << idem.err.toStdString();
    EXPECT_TRUE(terminalSafe(idem.err));
    const CliOutcome page = runner->run(base + QStringList{QStringLiteral("https://example.com/\x1b[2J")});
    EXPECT_NE(page.exitCode, 0);
    EXPECT_TRUE(page.err.contains(QStringLiteral("pageurl: contains control characters"))) << page.err.toStdString();
    EXPECT_TRUE(terminalSafe(page.err));
    const CliOutcome list = runner->run({QStringLiteral("list"), QStringLiteral("--json")});
    EXPECT_EQ(list.json().array().size(), 0) << "nothing was stored: " << list.out.toStdString();
}

} // namespace
