// What the CLI gives away, and to whom (issue 27): an export to a terminal cannot drive it (every format) while
// --out keeps the exact bytes, a proxy's password is masked in list, show and export unless asked for, an export
// file is 0600 whatever the umask, a pingback goes only to an authorised host over https, an --endpoint holding a
// run of the key's characters is refused without repeating them, and `key set` checks the key's shape before any
// keychain is asked.
#include "clirunner.h"
#include "support/filemode.h"
#include "support/testdatabase.h"
#include "support/testutil.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>

using namespace SolveDeckTest;

namespace {

// OSC (set title), CSI (clear screen), a bare CR, BEL, DEL, a C1 CSI (U+009B) and a right-to-left override (U+202E).
const QString kHostile = QStringLiteral("T-\x1b]0;owned\x07-\x1b[2J\rfake") + QChar(0x9b) + QStringLiteral("32m")
                       + QChar(0x202e) + QStringLiteral("gpj.exe\x7f");

const QString kProxy = QStringLiteral("alice:S3cretPw@1.2.3.4:8080");
const QString kApiKey = QStringLiteral("a1b2c3d4e5f60718293a4b5c6d7e8f90");

// A character in printed text that a terminal would act on (line feeds and tabs are layout).
::testing::AssertionResult terminalSafe(const QString &printed)
{
    for (qsizetype i = 0; i < printed.size(); ++i) {
        const char16_t u = printed.at(i).unicode();
        if (u == u'\n' || u == u'\t' || (u == u'\r' && printed.mid(i + 1, 1) == QLatin1String("\n"))) {
            continue; // layout, and the CR of a CSV's CRLF line end
        }
        if (u < 0x20 || (u >= 0x7f && u <= 0x9f) || (u >= 0x202a && u <= 0x202e) || (u >= 0x2066 && u <= 0x2069)) {
            return ::testing::AssertionFailure()
                << "control character U+" << std::hex << int(u) << " at " << std::dec << i << " in:\n"
                << printed.toStdString();
        }
    }
    return ::testing::AssertionSuccess();
}

class CliSecretsTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(dir.isValid());
        // Nothing listens on port 9: no test here needs an answer from the service.
        runner = std::make_unique<CliRunner>(path(), QStringLiteral("http://127.0.0.1:9/"));
    }

    QString path() const { return dir.filePath(QStringLiteral("jobs.sqlite")); }

    QStringList enqueueArgs(const QStringList &params) const
    {
        QStringList args = {QStringLiteral("enqueue"),
                            QStringLiteral("--method"),
                            QStringLiteral("recaptcha_v2"),
                            QStringLiteral("--sitekey"),
                            QStringLiteral("6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-"),
                            QStringLiteral("--pageurl"),
                            QStringLiteral("https://example.com/login")};
        for (const QString &p : params) {
            args << QStringLiteral("--param") << p;
        }
        return args;
    }

    QString enqueue(const QStringList &params)
    {
        const CliOutcome r = runner->run(enqueueArgs(params));
        EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
        return r.out.trimmed();
    }

    QByteArray fileBytes(const QString &name) const
    {
        QFile file(dir.filePath(name));
        EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << name.toStdString();
        return file.readAll();
    }

    QTemporaryDir dir;
    std::unique_ptr<CliRunner> runner;
};

TEST_F(CliSecretsTest, AnExportToStdoutCannotDriveTheTerminalInAnyFormatAndOutKeepsTheBytes)
{
    const QString id = enqueue({});
    ASSERT_FALSE(id.isEmpty());
    {
        // Planted, as an older version or another program could have stored them.
        RawConnection raw(path());
        ASSERT_TRUE(raw.ok()) << raw.lastError().toStdString();
        QSqlQuery q(raw.db());
        ASSERT_TRUE(q.prepare(QStringLiteral("UPDATE jobs SET task_id = ?, token = ?, error_detail = ?, "
                                             "state = 'failed', error_code = 'BAD_RESPONSE' WHERE id = ?")));
        q.addBindValue(kHostile);
        q.addBindValue(kHostile);
        q.addBindValue(kHostile);
        q.addBindValue(id.toLongLong());
        ASSERT_TRUE(q.exec()) << q.lastError().text().toStdString();
    }
    for (const QString &format : {QStringLiteral("csv"), QStringLiteral("json"), QStringLiteral("ndjson")}) {
        const QStringList args = {QStringLiteral("export"),
                                  QStringLiteral("--format"),
                                  format,
                                  QStringLiteral("--include-tokens"),
                                  QStringLiteral("--events")};
        const CliOutcome r = runner->run(args);
        ASSERT_EQ(r.exitCode, 0) << format.toStdString() << ": " << r.err.toStdString();
        EXPECT_TRUE(terminalSafe(r.out)) << format.toStdString();
        EXPECT_TRUE(terminalSafe(r.err)) << format.toStdString();
        EXPECT_TRUE(r.out.contains(QStringLiteral("\\u009b"))) << "C1 shown as an escape: " << r.out.toStdString();
        EXPECT_TRUE(r.out.contains(QStringLiteral("\\u202e"))) << "bidi shown as an escape: " << r.out.toStdString();
        if (format == QLatin1String("ndjson")) {
            // Escaped the JSON way: the same JSON, the same values.
            const QJsonObject job = QJsonDocument::fromJson(r.out.toUtf8().split('\n').constFirst()).object();
            EXPECT_EQ(job.value(QStringLiteral("task_id")).toString(), kHostile) << r.out.toStdString();
            EXPECT_EQ(job.value(QStringLiteral("token")).toString(), kHostile) << r.out.toStdString();
        }
        if (format == QLatin1String("json")) {
            const QJsonArray jobs = r.json().object().value(QStringLiteral("jobs")).toArray();
            ASSERT_EQ(jobs.size(), 1) << r.out.toStdString();
            EXPECT_EQ(jobs.at(0).toObject().value(QStringLiteral("task_id")).toString(), kHostile);
        }
        // A file keeps the data exactly (C1 and bidi characters as they are stored).
        const QString file = QStringLiteral("export.") + format;
        const CliOutcome written = runner->run(args + QStringList{QStringLiteral("--out"), dir.filePath(file)});
        ASSERT_EQ(written.exitCode, 0) << written.err.toStdString();
        const QByteArray bytes = fileBytes(file);
        const QByteArray c1AndBidi = (QString(QChar(0x9b)) + QStringLiteral("32m") + QChar(0x202e)).toUtf8();
        EXPECT_TRUE(bytes.contains(c1AndBidi)) << format.toStdString() << ": " << bytes.toStdString();
    }
}

TEST_F(CliSecretsTest, AProxyPasswordIsMaskedInListShowAndExportUnlessAskedFor)
{
    const QString id = enqueue({QStringLiteral("proxy=") + kProxy, QStringLiteral("proxytype=HTTP")});
    ASSERT_FALSE(id.isEmpty());
    const QList<QStringList> shows = {
        {QStringLiteral("list")},
        {QStringLiteral("list"), QStringLiteral("--json")},
        {QStringLiteral("show"), id},
        {QStringLiteral("show"), id, QStringLiteral("--json")},
        {QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("csv")},
        {QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("json")},
        {QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("ndjson")},
    };
    for (const QStringList &args : shows) {
        const std::string what = args.join(QLatin1Char(' ')).toStdString();
        const CliOutcome masked = runner->run(args);
        ASSERT_EQ(masked.exitCode, 0) << what << ": " << masked.err.toStdString();
        EXPECT_FALSE(masked.out.contains(QStringLiteral("S3cretPw"))) << what << ": " << masked.out.toStdString();
        EXPECT_FALSE(masked.err.contains(QStringLiteral("S3cretPw"))) << what;
        const CliOutcome clear = runner->run(args + QStringList{QStringLiteral("--include-proxy-passwords")});
        ASSERT_EQ(clear.exitCode, 0) << what << ": " << clear.err.toStdString();
        if (args.constFirst() != QLatin1String("list") || args.size() > 1) {
            // The list table has no parameters column; every other form shows the proxy.
            EXPECT_TRUE(masked.out.contains(QStringLiteral("alice:****@1.2.3.4:8080")))
                << what << ": " << masked.out.toStdString();
            EXPECT_TRUE(clear.out.contains(kProxy)) << what << ": " << clear.out.toStdString();
        }
    }
    // Asking for them is audited, as tokens are.
    const CliOutcome audit = runner->run({QStringLiteral("audit")});
    ASSERT_EQ(audit.exitCode, 0) << audit.err.toStdString();
    EXPECT_TRUE(audit.out.contains(QStringLiteral("proxy passwords included"))) << audit.out.toStdString();
    EXPECT_TRUE(audit.out.contains(QStringLiteral("proxy passwords masked"))) << audit.out.toStdString();
    // A masked export is no job file: its proxy would fail at the proxy.
    const CliOutcome exported = runner->run({QStringLiteral("export"),
                                             QStringLiteral("--format"),
                                             QStringLiteral("ndjson"),
                                             QStringLiteral("--out"),
                                             dir.filePath(QStringLiteral("masked.ndjson"))});
    ASSERT_EQ(exported.exitCode, 0) << exported.err.toStdString();
    CliRunner other(dir.filePath(QStringLiteral("other.sqlite")), QStringLiteral("http://127.0.0.1:9/"));
    const CliOutcome imported = other.run(
        {QStringLiteral("enqueue"), QStringLiteral("--file"), dir.filePath(QStringLiteral("masked.ndjson"))});
    EXPECT_NE(imported.exitCode, 0) << imported.out.toStdString();
    EXPECT_TRUE(imported.err.contains(QStringLiteral("--include-proxy-passwords"))) << imported.err.toStdString();
}

TEST_F(CliSecretsTest, AnExportFileIsOwnerOnlyWhateverTheUmask)
{
    enqueue({});
    const SolveDeckTest::ScopedUmask open(0);
    const QString fresh = dir.filePath(QStringLiteral("fresh.csv"));
    const CliOutcome r = runner->run(
        {QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("--out"), fresh});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_EQ(SolveDeckTest::fileModeOf(fresh), mode_t(0600)) << "a new file under umask 000";
    // A file that was readable by everyone is replaced by an owner-only one.
    const QString shared = dir.filePath(QStringLiteral("shared.json"));
    {
        QFile file(shared);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    }
    ASSERT_EQ(::chmod(QFile::encodeName(shared).constData(), 0644), 0);
    const CliOutcome again = runner->run({QStringLiteral("export"),
                                          QStringLiteral("--format"),
                                          QStringLiteral("json"),
                                          QStringLiteral("--out"),
                                          shared});
    ASSERT_EQ(again.exitCode, 0) << again.err.toStdString();
    EXPECT_EQ(SolveDeckTest::fileModeOf(shared), mode_t(0600)) << "a replaced 0644 file";
}

TEST_F(CliSecretsTest, APingbackGoesOnlyToAnAuthorisedHostOverHttps)
{
    const CliOutcome unknown = runner->run(enqueueArgs({QStringLiteral("pingback=https://tokens.evil.example/cb")}));
    EXPECT_NE(unknown.exitCode, 0);
    EXPECT_TRUE(unknown.err.contains(QStringLiteral("tokens.evil.example"))) << unknown.err.toStdString();
    EXPECT_TRUE(unknown.err.contains(QStringLiteral("hosts allow"))) << unknown.err.toStdString();
    const CliOutcome plain = runner->run(enqueueArgs({QStringLiteral("pingback=http://tokens.example.org/cb")}));
    EXPECT_NE(plain.exitCode, 0);
    EXPECT_TRUE(plain.err.contains(QStringLiteral("plain http"))) << plain.err.toStdString();
    const CliOutcome userInfo = runner->run(
        enqueueArgs({QStringLiteral("pingback=https://me:pw@tokens.example.org/cb")}));
    EXPECT_NE(userInfo.exitCode, 0);
    EXPECT_FALSE(userInfo.err.contains(QStringLiteral("me:pw"))) << userInfo.err.toStdString();
    const CliOutcome allowed = runner->run(
        {QStringLiteral("hosts"), QStringLiteral("allow"), QStringLiteral("tokens.example.org")});
    ASSERT_EQ(allowed.exitCode, 0) << allowed.err.toStdString();
    const CliOutcome ok = runner->run(enqueueArgs({QStringLiteral("pingback=https://tokens.example.org/cb")}));
    EXPECT_EQ(ok.exitCode, 0) << ok.err.toStdString();
    const CliOutcome loopback = runner->run(enqueueArgs({QStringLiteral("pingback=http://127.0.0.1:8080/cb")}));
    EXPECT_NE(loopback.exitCode, 0) << "plain http to this machine, but 127.0.0.1 is not authorised";
    EXPECT_TRUE(loopback.err.contains(QStringLiteral("127.0.0.1"))) << loopback.err.toStdString();
}

TEST_F(CliSecretsTest, AnEndpointHoldingEightCharactersOfTheKeyIsRefusedWithoutRepeatingThem)
{
    runner->setApiKey(kApiKey);
    const QString fragment = kApiKey.mid(4, 8); // "c3d4e5f6"
    // In the path, in another case, percent-escaped, in a host name: each would travel in every request.
    const QStringList endpoints = {
        QStringLiteral("http://127.0.0.1:9/") + fragment + QLatin1Char('/'),
        QStringLiteral("http://127.0.0.1:9/api/") + fragment.toUpper() + QStringLiteral("x/"),
        QStringLiteral("http://127.0.0.1:9/%63%33") + fragment.mid(2) + QLatin1Char('/'),
        QStringLiteral("https://") + fragment + QStringLiteral(".example.com/"),
    };
    for (const QString &endpoint : endpoints) {
        const CliOutcome r = runner->runBare(
            {QStringLiteral("--db"), path(), QStringLiteral("--endpoint"), endpoint, QStringLiteral("balance")});
        EXPECT_EQ(r.exitCode, 3) << endpoint.toStdString() << ": " << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(QStringLiteral("characters of the API key"))) << r.err.toStdString();
        EXPECT_FALSE(r.err.contains(fragment, Qt::CaseInsensitive)) << r.err.toStdString();
        EXPECT_FALSE(r.out.contains(fragment, Qt::CaseInsensitive)) << r.out.toStdString();
    }
    // Seven characters are no part of the key worth refusing: the request goes out (and finds nobody on port 9).
    const QString seven = QStringLiteral("http://127.0.0.1:9/") + kApiKey.mid(4, 7) + QLatin1Char('/');
    const CliOutcome r = runner->runBare(
        {QStringLiteral("--db"), path(), QStringLiteral("--endpoint"), seven, QStringLiteral("balance")});
    EXPECT_FALSE(r.err.contains(QStringLiteral("characters of the API key"))) << r.err.toStdString();
}

TEST_F(CliSecretsTest, KeySetChecksTheKeysShapeBeforeAnyKeychainIsAsked)
{
    // No keychain at all: a key that got as far as the keychain would fail with exit 3 instead.
    runner->setNoKeychain();
    for (const QByteArray &input : {QByteArrayLiteral("not-a-key\n"),
                                    QByteArrayLiteral("a1b2c3d4e5f60718293a4b5c6d7e8f9\n"),
                                    QByteArrayLiteral("g1b2c3d4e5f60718293a4b5c6d7e8f90\n"),
                                    QByteArrayLiteral("a1b2c3d4e5f60718293a4b5c6d7e8f90a1\n")}) {
        const CliOutcome r = runner->run({QStringLiteral("key"), QStringLiteral("set")}, input);
        EXPECT_EQ(r.exitCode, 2) << input.toStdString() << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(QStringLiteral("Nothing was stored"))) << r.err.toStdString();
        EXPECT_FALSE(r.err.contains(QString::fromLatin1(input.trimmed()))) << "the input is not repeated";
    }
    const CliOutcome good = runner->run({QStringLiteral("key"), QStringLiteral("set")}, kApiKey.toLatin1() + '\n');
    EXPECT_EQ(good.exitCode, 3) << "a well-formed key reaches the (missing) keychain: " << good.err.toStdString();
}

} // namespace
