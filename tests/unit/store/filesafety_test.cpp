// A job database that belongs to the user: one planted or opened up by someone else is refused with what to do,
// and nothing in it is lost. As the outside check does it: as root, chown to nobody, chmod g+w, symlinks.
#include "core/store/filesafety.h"
#include "core/store/jobstore.h"
#include "storefixture.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include <sys/stat.h>
#include <unistd.h>

namespace {

using namespace SolveDeckStoreTest;

constexpr uid_t kNobody = 65534;

int fileMode(const QString &path)
{
    struct stat st
    {
    };

    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 ? int(st.st_mode & 07777) : -1;
}

class FileSafetyTest : public SqliteStoreTest
{
protected:
    void SetUp() override
    {
        SqliteStoreTest::SetUp();
        jobId = enqueueOne(QStringLiteral("keep-me"));
        store.close();
    }

    // The refusal names the file and the way out; afterwards the original owner's data is all still there.
    void expectRefused(const QString &opened, const QString &why, const QString &fix)
    {
        JobStore other(clock);
        const Result<void> r = other.open(opened);
        ASSERT_FALSE(r.ok()) << "opened " << opened.toStdString();
        EXPECT_EQ(r.error().code, QStringLiteral("DB_OPEN_FAILED"));
        EXPECT_TRUE(r.error().message.contains(why)) << r.error().message.toStdString();
        EXPECT_TRUE(r.error().message.contains(fix)) << r.error().message.toStdString();
        EXPECT_FALSE(other.isOpen());
    }

    void expectDataIntact()
    {
        ASSERT_EQ(::chown(QFile::encodeName(path).constData(), ::geteuid(), ::getegid()), 0);
        ASSERT_TRUE(QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner));
        JobStore again(clock);
        ASSERT_TRUE(again.open(path).ok());
        ASSERT_TRUE(again.job(jobId).has_value());
        EXPECT_EQ(again.job(jobId)->idempotencyKey, QStringLiteral("keep-me"));
    }

    qint64 jobId = 0;
};

TEST_F(FileSafetyTest, ADatabaseOwnedByAnotherUserIsRefused)
{
    ASSERT_EQ(::geteuid(), 0u) << "this test plants a file owned by nobody: it needs root (scripts/test runs as root)";
    ASSERT_EQ(::chown(QFile::encodeName(path).constData(), kNobody, kNobody), 0);
    expectRefused(path, QStringLiteral("belongs to another user"), QStringLiteral("move this file away"));
    expectDataIntact();
}

TEST_F(FileSafetyTest, AGroupOrWorldWritableDatabaseIsRefused)
{
    for (const QFileDevice::Permissions extra :
         {QFileDevice::Permissions(QFileDevice::WriteGroup), QFileDevice::Permissions(QFileDevice::WriteOther)}) {
        ASSERT_TRUE(QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner | extra));
        expectRefused(path, QStringLiteral("is writable by"), QStringLiteral("chmod 600 ") + path);
        // Refused, not "fixed": the file keeps the mode it was found with, for its owner to judge.
        EXPECT_NE(fileMode(path) & 022, 0);
    }
    expectDataIntact();
}

TEST_F(FileSafetyTest, ADatabaseReachedThroughASymlinkIsRefused)
{
    const QString link = QDir(db->folder()).filePath(QStringLiteral("link.sqlite"));
    ASSERT_TRUE(QFile::link(path, link));
    expectRefused(link, QStringLiteral("symbolic link"), QStringLiteral("readlink -f"));
    // A dangling link where a new database would be created, too (SQLite would follow it).
    const QString dangling = QDir(db->folder()).filePath(QStringLiteral("dangling.sqlite"));
    ASSERT_TRUE(QFile::link(QDir(db->folder()).filePath(QStringLiteral("nowhere.sqlite")), dangling));
    expectRefused(dangling, QStringLiteral("symbolic link"), QStringLiteral("remove the link"));
    EXPECT_FALSE(QFileInfo::exists(QDir(db->folder()).filePath(QStringLiteral("nowhere.sqlite"))));
    expectDataIntact();
}

TEST_F(FileSafetyTest, PlantedWalAndShmFilesAreRefused)
{
    ASSERT_EQ(::geteuid(), 0u) << "this test plants files owned by nobody: it needs root";
    QTemporaryDir elsewhere;
    ASSERT_TRUE(elsewhere.isValid());
    for (const QString &suffix : {QStringLiteral("-wal"), QStringLiteral("-shm")}) {
        const QString sidecar = path + suffix;
        QFile::remove(sidecar);
        // A symlink to a file of the attacker's choosing.
        ASSERT_TRUE(QFile::link(elsewhere.filePath(QStringLiteral("target")), sidecar));
        expectRefused(path, QStringLiteral("symbolic link"), sidecar);
        ASSERT_TRUE(QFile::remove(sidecar));
        // A file owned by someone else.
        QFile planted(sidecar);
        ASSERT_TRUE(planted.open(QIODevice::WriteOnly));
        planted.close();
        ASSERT_EQ(::chown(QFile::encodeName(sidecar).constData(), kNobody, kNobody), 0);
        expectRefused(path, QStringLiteral("belongs to another user"), sidecar);
        ASSERT_TRUE(QFile::remove(sidecar));
    }
    expectDataIntact();
}

TEST_F(FileSafetyTest, ANewDatabaseInAWorldWritableFolderWithoutStickyBitIsRefused)
{
    const QString worldDir = QDir(db->folder()).filePath(QStringLiteral("open"));
    ASSERT_TRUE(QDir().mkpath(worldDir));
    ASSERT_EQ(::chmod(QFile::encodeName(worldDir).constData(), 0777), 0);
    const QString inside = QDir(worldDir).filePath(QStringLiteral("jobs.sqlite"));
    expectRefused(inside, QStringLiteral("writable by every user"), QStringLiteral("chmod o-w"));
    EXPECT_FALSE(QFileInfo::exists(inside)) << "nothing is created there";
    // With the sticky bit (as /tmp), others cannot replace what is ours: allowed.
    ASSERT_EQ(::chmod(QFile::encodeName(worldDir).constData(), 01777), 0);
    JobStore sticky(clock);
    const Result<void> r = sticky.open(inside);
    EXPECT_TRUE(r.ok()) << r.error().message.toStdString();
    EXPECT_EQ(fileMode(inside), 0600);
}

TEST_F(FileSafetyTest, ALocationThatLooksLikeAnotherUrlIsRefusedNotTakenAsAPath)
{
    const QString cwd = QDir::currentPath();
    ASSERT_TRUE(QDir::setCurrent(db->folder()));
    for (const QString &url : {QStringLiteral("mysql://root:secret@db.example.com/solvedeck"),
                               QStringLiteral("file:///tmp/solvedeck.sqlite"),
                               QStringLiteral("sqlite://jobs.sqlite"),
                               QStringLiteral("HTTPS://example.com/jobs")}) {
        const QString scheme = url.section(QStringLiteral("://"), 0, 0);
        expectRefused(url, scheme + QStringLiteral("://..."), QStringLiteral("postgresql://"));
        JobStore other(clock);
        const Result<void> r = other.open(url);
        ASSERT_FALSE(r.ok());
        EXPECT_FALSE(r.error().message.contains(QStringLiteral("secret"))) << "the address is not repeated";
        EXPECT_FALSE(QFileInfo::exists(scheme + QLatin1Char(':'))) << "no folder named after the scheme";
    }
    ASSERT_TRUE(QDir::setCurrent(cwd));
    // A path with a colon in it is still a path.
    EXPECT_TRUE(SolveDeck::FileSafety::checkNotAUrl(QStringLiteral("jobs:2024.sqlite")).ok());
}

} // namespace
