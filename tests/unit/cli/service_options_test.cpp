// Issue 37's command line and its helpers: --key-file for the commands that use the key, --log-format for serve,
// the key file's refusals, and the JSON log line.
#include "cli/clilogging.h"
#include "cli/commandline.h"
#include "cli/keyfile.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace SolveDeck;
using namespace SolveDeck::Cli;

namespace {

Result<CommandLine::Parsed> parse(const QStringList &arguments)
{
    return CommandLine::parse(QStringList{QStringLiteral("solvedeck-cli")} + arguments);
}

const QString kKey = QStringLiteral("0123456789abcdef0123456789abcdef");

QString writeFile(const QTemporaryDir &dir, const QByteArray &bytes, QFileDevice::Permissions permissions)
{
    const QString path = QDir(dir.path()).filePath(QStringLiteral("key"));
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(bytes);
    file.close();
    EXPECT_TRUE(file.setPermissions(permissions));
    return path;
}

constexpr QFileDevice::Permissions kOwnerOnly = QFileDevice::ReadOwner | QFileDevice::WriteOwner;

} // namespace

TEST(ServiceOptions, KeyFileIsForTheCommandsThatUseTheKey)
{
    for (const QString &command :
         {QStringLiteral("run"), QStringLiteral("serve"), QStringLiteral("threads"), QStringLiteral("balance")}) {
        const auto parsed = parse({command, QStringLiteral("--key-file"), QStringLiteral("/etc/solvedeck/key")});
        ASSERT_TRUE(parsed.ok()) << command.toStdString() << ": " << parsed.error().message.toStdString();
        EXPECT_EQ(parsed->invocation.keyFile, QStringLiteral("/etc/solvedeck/key"));
    }
    EXPECT_TRUE(parse({QStringLiteral("report"),
                       QStringLiteral("3"),
                       QStringLiteral("good"),
                       QStringLiteral("--key-file"),
                       QStringLiteral("k")})
                    .ok());
    EXPECT_FALSE(parse({QStringLiteral("list"), QStringLiteral("--key-file"), QStringLiteral("k")}).ok());
    EXPECT_FALSE(parse({QStringLiteral("run"), QStringLiteral("--key-file="), QStringLiteral("--until-idle")}).ok());
    EXPECT_TRUE(parse({QStringLiteral("run")})->invocation.keyFile.isEmpty());
}

TEST(ServiceOptions, LogFormatIsTextOrJson)
{
    EXPECT_EQ(parse({QStringLiteral("serve")})->invocation.logFormat, Invocation::LogFormat::Text);
    EXPECT_EQ(parse({QStringLiteral("serve"), QStringLiteral("--log-format"), QStringLiteral("json")})
                  ->invocation.logFormat,
              Invocation::LogFormat::Json);
    EXPECT_EQ(parse({QStringLiteral("serve"), QStringLiteral("--log-format"), QStringLiteral("text")})
                  ->invocation.logFormat,
              Invocation::LogFormat::Text);
    const auto bad = parse({QStringLiteral("serve"), QStringLiteral("--log-format"), QStringLiteral("xml")});
    ASSERT_FALSE(bad.ok());
    EXPECT_TRUE(bad.error().message.contains(QStringLiteral("text or json"))) << bad.error().message.toStdString();
    EXPECT_FALSE(parse({QStringLiteral("run"), QStringLiteral("--log-format"), QStringLiteral("json")}).ok());
}

TEST(ServiceOptions, AKeyFileMustBeTheOwnersAlone)
{
    QTemporaryDir dir;
    const QString what = QStringLiteral("--key-file k");
    QString path = writeFile(dir, kKey.toLatin1() + "\n", kOwnerOnly);
    Result<QString> read = KeyFile::read(path, KeyFile::Trust::OwnFile, what);
    ASSERT_TRUE(read.ok()) << read.error().message.toStdString();
    EXPECT_EQ(*read, kKey) << "the line feed and blanks around it are not the key";

    for (const QFileDevice::Permissions open : {kOwnerOnly | QFileDevice::ReadGroup,
                                                kOwnerOnly | QFileDevice::ReadOther,
                                                kOwnerOnly | QFileDevice::WriteOther}) {
        path = writeFile(dir, kKey.toLatin1(), open);
        read = KeyFile::read(path, KeyFile::Trust::OwnFile, what);
        ASSERT_FALSE(read.ok());
        EXPECT_TRUE(read.error().message.contains(QStringLiteral("chmod 600"))) << read.error().message.toStdString();
        EXPECT_FALSE(read.error().message.contains(kKey)) << "never what the file holds";
        // The service manager's credential: an ACL shows as group bits, and its directory is the service's alone.
        EXPECT_TRUE(KeyFile::read(path, KeyFile::Trust::Credential, what).ok());
    }

    for (const QByteArray &notAKey : {QByteArray(),
                                      QByteArray("  \n"),
                                      QByteArray(kKey.toLatin1() + "\nsecond line\n"),
                                      QByteArray("abc\x1b[2Jdef"),
                                      QByteArray(5000, 'a')}) {
        path = writeFile(dir, notAKey, kOwnerOnly);
        read = KeyFile::read(path, KeyFile::Trust::OwnFile, what);
        EXPECT_FALSE(read.ok()) << notAKey.left(40).toStdString();
    }
    EXPECT_FALSE(KeyFile::read(dir.path(), KeyFile::Trust::OwnFile, what).ok()) << "a folder is not a key file";
    EXPECT_FALSE(KeyFile::read(dir.filePath(QStringLiteral("missing")), KeyFile::Trust::OwnFile, what).ok());
}

TEST(ServiceOptions, TheCredentialIsFoundOnlyWhenSystemdPassedIt)
{
    QTemporaryDir dir;
    qunsetenv("CREDENTIALS_DIRECTORY");
    EXPECT_TRUE(KeyFile::credentialPath().isEmpty());
    qputenv("CREDENTIALS_DIRECTORY", QFile::encodeName(dir.path()));
    EXPECT_TRUE(KeyFile::credentialPath().isEmpty()) << "a directory without solvedeck-api-key";
    QFile file(QDir(dir.path()).filePath(QStringLiteral("solvedeck-api-key")));
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.close();
    EXPECT_EQ(KeyFile::credentialPath(), file.fileName());
    qunsetenv("CREDENTIALS_DIRECTORY");
}

TEST(ServiceOptions, AJsonLogLineHasTimeLevelCategoryMessageJobAndClient)
{
    const qint64 at = QDateTime(QDate(2026, 12, 3), QTime(14, 0, 5, 123), Qt::UTC).toMSecsSinceEpoch();
    QString line = JsonLog::line(QtWarningMsg, "solvedeck.core.engine", QStringLiteral("job 12 failed: \"X\""), {}, at);
    EXPECT_EQ(line,
              QStringLiteral("{\"time\":\"2026-12-03T14:00:05.123Z\",\"level\":\"warning\",\"category\":"
                             "\"solvedeck.core.engine\",\"message\":\"job 12 failed: \\\"X\\\"\",\"job\":12}"));

    LogContext context;
    context.client = QStringLiteral("ci-suite");
    context.jobId = 40;
    line = JsonLog::line(QtCriticalMsg, "solvedeck.gateway.http", QStringLiteral("two\nlines\t"), context, at);
    QJsonParseError error{};
    const QJsonObject o = QJsonDocument::fromJson(line.toUtf8(), &error).object();
    ASSERT_EQ(error.error, QJsonParseError::NoError) << line.toStdString();
    EXPECT_FALSE(line.contains(QLatin1Char('\n'))) << "one line";
    EXPECT_EQ(o.value(QStringLiteral("level")).toString(), QStringLiteral("error"));
    EXPECT_EQ(o.value(QStringLiteral("message")).toString(), QStringLiteral("two\nlines\t"));
    EXPECT_EQ(o.value(QStringLiteral("job")).toInteger(), 40) << "the context's job comes first";
    EXPECT_EQ(o.value(QStringLiteral("client")).toString(), QStringLiteral("ci-suite"));

    line = JsonLog::line(QtInfoMsg, "solvedeck.app.cli", QStringLiteral("listening on http://127.0.0.1:8787"), {}, at);
    EXPECT_FALSE(line.contains(QStringLiteral("\"job\""))) << line.toStdString();
    EXPECT_FALSE(line.contains(QStringLiteral("\"client\""))) << line.toStdString();
}

TEST(ServiceOptions, TheLogContextIsPerThreadAndScoped)
{
    EXPECT_EQ(currentLogContext().jobId, 0);
    {
        const ScopedLogContext client(0, QStringLiteral("nightly"));
        {
            const ScopedLogContext job(7);
            EXPECT_EQ(currentLogContext().jobId, 7);
            EXPECT_EQ(currentLogContext().client, QStringLiteral("nightly")) << "the outer scope's client stays";
        }
        EXPECT_EQ(currentLogContext().jobId, 0);
    }
    EXPECT_TRUE(currentLogContext().client.isEmpty());
    EXPECT_EQ(jobIdInMessage(QStringLiteral("job 31 submitted as task 7")), 31);
    EXPECT_EQ(jobIdInMessage(QStringLiteral("no job 31 here")), 0);
    EXPECT_EQ(jobIdInMessage(QStringLiteral("jobs 31")), 0);
}
