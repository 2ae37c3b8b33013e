// The systemd units the package ships (packaging/systemd, issue 37), checked by systemd itself: `systemd-analyze
// verify` (system and user manager) prints nothing and exits 0, the system unit's exposure stays low (`security
// --offline`), and the sysusers entry makes the user the unit names. ExecStart points at the solvedeck-cli of this
// build (the one in /usr/bin is not installed here); a CI container needs no running systemd for any of it.
#include "support/testutil.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <gtest/gtest.h>

using SolveDeckTest::programPath;

namespace {

QString unitsFolder()
{
    return QStringLiteral(SOLVEDECK_SOURCE_DIR "/packaging/systemd");
}

struct Outcome
{
    int exitCode = -1;
    QString output; // stdout and stderr together
};

Outcome run(const QString &program, const QStringList &arguments, const QProcessEnvironment &env)
{
    QProcess process;
    process.setProcessEnvironment(env);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return {-1, QStringLiteral("did not finish")};
    }
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAll())};
}

class Units : public ::testing::Test
{
protected:
    void SetUp() override
    {
        analyze = QStandardPaths::findExecutable(QStringLiteral("systemd-analyze"));
        ASSERT_FALSE(analyze.isEmpty()) << "systemd-analyze is missing: scripts/setup-deps installs systemd";
        ASSERT_TRUE(dir.isValid());
        ASSERT_TRUE(QFileInfo::exists(programPath(QStringLiteral("solvedeck-cli"))));
        runtime = dir.filePath(QStringLiteral("runtime"));
        ASSERT_TRUE(QDir().mkpath(runtime));
        ASSERT_TRUE(
            QFile::setPermissions(runtime, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner));
    }

    // The unit as shipped, with ExecStart's /usr/bin/solvedeck-cli replaced by this build's, under its installed
    // name in a folder of its own.
    QString stubbed(const QString &source, const QString &folder)
    {
        QFile in(QDir(unitsFolder()).filePath(source));
        EXPECT_TRUE(in.open(QIODevice::ReadOnly)) << in.fileName().toStdString();
        QString text = QString::fromUtf8(in.readAll());
        EXPECT_TRUE(text.contains(QStringLiteral("ExecStart=/usr/bin/solvedeck-cli ")));
        text.replace(QStringLiteral("/usr/bin/solvedeck-cli"), programPath(QStringLiteral("solvedeck-cli")));
        const QString path = QDir(dir.filePath(folder)).filePath(QStringLiteral("solvedeck-serve.service"));
        EXPECT_TRUE(QDir().mkpath(QFileInfo(path).path()));
        QFile out(path);
        EXPECT_TRUE(out.open(QIODevice::WriteOnly));
        out.write(text.toUtf8());
        return path;
    }

    QProcessEnvironment environment() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtime);
        env.insert(QStringLiteral("SYSTEMD_LOG_COLOR"), QStringLiteral("0"));
        return env;
    }

    QString analyze;
    QTemporaryDir dir;
    QString runtime;
};

} // namespace

// --man=no: the units name man:solvedeck-cli(1), which exists only once the package is installed.
TEST_F(Units, TheSystemUnitVerifiesCleanly)
{
    const QString unit = stubbed(QStringLiteral("solvedeck-serve.service"), QStringLiteral("system"));
    const Outcome verified = run(analyze, {QStringLiteral("verify"), QStringLiteral("--man=no"), unit}, environment());
    EXPECT_EQ(verified.exitCode, 0) << verified.output.toStdString();
    EXPECT_TRUE(verified.output.trimmed().isEmpty()) << "a warning (an unknown key) is a failure too:\n"
                                                     << verified.output.toStdString();
}

TEST_F(Units, TheUserUnitVerifiesCleanly)
{
    const QString unit = stubbed(QStringLiteral("solvedeck-serve.user.service"), QStringLiteral("user"));
    const Outcome verified = run(analyze,
                                 {QStringLiteral("--user"), QStringLiteral("verify"), QStringLiteral("--man=no"), unit},
                                 environment());
    EXPECT_EQ(verified.exitCode, 0) << verified.output.toStdString();
    EXPECT_TRUE(verified.output.trimmed().isEmpty()) << verified.output.toStdString();
}

// The checker itself must fail on what it is here to catch.
TEST_F(Units, VerifyWouldCatchAMisspeltKeyAndAMissingProgram)
{
    const QString unit = stubbed(QStringLiteral("solvedeck-serve.service"), QStringLiteral("broken"));
    QFile file(unit);
    ASSERT_TRUE(file.open(QIODevice::ReadWrite));
    QString text = QString::fromUtf8(file.readAll());
    text.replace(QStringLiteral("ProtectSystem=strict"), QStringLiteral("ProtectSytem=strict"));
    file.resize(0);
    file.write(text.toUtf8());
    file.close();
    Outcome verified = run(analyze, {QStringLiteral("verify"), QStringLiteral("--man=no"), unit}, environment());
    EXPECT_TRUE(verified.output.contains(QStringLiteral("ProtectSytem"))) << verified.output.toStdString();

    text.replace(programPath(QStringLiteral("solvedeck-cli")), QStringLiteral("/nonexistent/solvedeck-cli"));
    ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(text.toUtf8());
    file.close();
    verified = run(analyze, {QStringLiteral("verify"), QStringLiteral("--man=no"), unit}, environment());
    EXPECT_NE(verified.exitCode, 0) << verified.output.toStdString();
}

// systemd's own reading of the sandbox: 1.2 when written (what is left is the network it needs, memory it may make
// executable (PCRE2's JIT), /proc's non-process files, the host's root and its IP addresses). Above 2 something was
// dropped.
TEST_F(Units, TheSystemUnitsExposureStaysLow)
{
    const QString unit = stubbed(QStringLiteral("solvedeck-serve.service"), QStringLiteral("security"));
    const Outcome security = run(analyze,
                                 {QStringLiteral("security"),
                                  QStringLiteral("--offline=true"),
                                  QStringLiteral("--man=no"),
                                  QStringLiteral("--no-pager"),
                                  unit},
                                 environment());
    static const QRegularExpression overall(QStringLiteral("Overall exposure level for [^:]+: ([0-9.]+)"));
    const QRegularExpressionMatch m = overall.match(security.output);
    ASSERT_TRUE(m.hasMatch()) << security.output.toStdString();
    EXPECT_LE(m.captured(1).toDouble(), 2.0) << security.output.toStdString();
}

// The user the system unit runs as comes from the sysusers entry, with its home where the unit keeps its state.
TEST_F(Units, TheSysusersEntryMakesTheServicesUser)
{
    const QString sysusers = QStandardPaths::findExecutable(QStringLiteral("systemd-sysusers"));
    ASSERT_FALSE(sysusers.isEmpty()) << "systemd-sysusers is missing: scripts/setup-deps installs systemd";
    const QString root = dir.filePath(QStringLiteral("root"));
    ASSERT_TRUE(QDir().mkpath(root + QStringLiteral("/etc")));
    const Outcome made = run(sysusers,
                             {QStringLiteral("--root=") + root,
                              QDir(unitsFolder()).filePath(QStringLiteral("solvedeck.sysusers"))},
                             environment());
    ASSERT_EQ(made.exitCode, 0) << made.output.toStdString();
    QFile passwd(root + QStringLiteral("/etc/passwd"));
    ASSERT_TRUE(passwd.open(QIODevice::ReadOnly));
    const QString users = QString::fromUtf8(passwd.readAll());
    static const QRegularExpression entry(QStringLiteral("^solvedeck:x:(\\d+):(\\d+):[^:]*:/var/lib/solvedeck:(\\S+)$"),
                                          QRegularExpression::MultilineOption);
    const QRegularExpressionMatch m = entry.match(users);
    ASSERT_TRUE(m.hasMatch()) << users.toStdString();
    EXPECT_LT(m.captured(1).toInt(), 1000) << "a system user";
    EXPECT_TRUE(m.captured(3).endsWith(QStringLiteral("nologin"))) << m.captured(3).toStdString();

    QFile unit(QDir(unitsFolder()).filePath(QStringLiteral("solvedeck-serve.service")));
    ASSERT_TRUE(unit.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(unit.readAll());
    EXPECT_TRUE(text.contains(QStringLiteral("\nUser=solvedeck\n")));
    EXPECT_TRUE(text.contains(QStringLiteral("\nStateDirectory=solvedeck\n")));
}
