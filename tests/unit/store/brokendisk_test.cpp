// A database on a disk that cannot take writes (issue 27 items 5 and 8), met for real on a tmpfs of its own (root:
// scripts/test runs as root; without it these tests fail and say why): a full disk and a read-only mount still
// list and export (StoreAccess::Reading opens read-only), their messages say what is wrong instead of "move it
// away", a write that fails for want of disk logs no spurious "rollback failed", an older schema on a read-only
// database is refused in words of its own; and SQLite URI forms of a location are refused, creating nothing.
#include "core/store/filesafety.h"
#include "core/store/storeschema.h"
#include "storefixture.h"
#include "support/tmpfsmount.h"

#include <QDir>
#include <QFileInfo>
#include <QMutex>
#include <QTemporaryDir>

namespace SolveDeckStoreTest {
namespace {

using SolveDeckTest::TmpfsMount;

// Every Qt message of the process while it lives.
class CapturedMessages
{
public:
    CapturedMessages() { s_previous = qInstallMessageHandler(&CapturedMessages::handle); }

    ~CapturedMessages() { qInstallMessageHandler(s_previous); }

    static QStringList all()
    {
        QMutexLocker lock(&s_mutex);
        return s_messages;
    }

private:
    static void handle(QtMsgType type, const QMessageLogContext &context, const QString &message)
    {
        {
            QMutexLocker lock(&s_mutex);
            s_messages << message;
        }
        if (s_previous) {
            s_previous(type, context, message);
        }
    }

    static inline QtMessageHandler s_previous = nullptr;
    static inline QMutex s_mutex;
    static inline QStringList s_messages;
};

std::string text(const Result<void> &r)
{
    return r.ok() ? std::string("(opened)") : r.error().message.toStdString();
}

bool mentions(const Result<void> &r, const char *part)
{
    return !r.ok() && r.error().message.contains(QString::fromUtf8(part));
}

// A database with `count` jobs at `path`, closed again.
void makeDatabase(const QString &path, int count)
{
    JobStore store;
    ASSERT_TRUE(store.open(path).ok());
    for (int i = 0; i < count; ++i) {
        ASSERT_TRUE(store.enqueue(recaptchaSpec()).ok());
    }
}

TEST(BrokenDisk, ADatabaseOnAReadOnlyMountIsListedAndRefusesWritesInPlainWords)
{
    TmpfsMount mount(4 * 1024 * 1024);
    ASSERT_TRUE(mount.ok()) << mount.error();
    const QString path = mount.filePath(QStringLiteral("jobs.sqlite"));
    makeDatabase(path, 3);
    ASSERT_FALSE(QFileInfo::exists(path + QStringLiteral("-shm"))) << "closed cleanly: no -shm left to read with";
    ASSERT_TRUE(mount.remount(true));

    JobStore reader;
    const Result<void> opened = reader.open(path, {}, StoreAccess::Reading);
    ASSERT_TRUE(opened.ok()) << text(opened);
    EXPECT_TRUE(reader.isReadOnly());
    EXPECT_EQ(reader.jobs().size(), 3);
    const auto write = reader.enqueue(recaptchaSpec());
    ASSERT_FALSE(write.ok());
    EXPECT_EQ(write.error().code, QStringLiteral("DB_WRITE_FAILED"));

    JobStore writer;
    const Result<void> refused = writer.open(path);
    ASSERT_FALSE(refused.ok());
    EXPECT_FALSE(mentions(refused, "move it away")) << text(refused);
    EXPECT_TRUE(mentions(refused, "read-only file system")) << text(refused);
}

TEST(BrokenDisk, AFullDiskIsNamedAndTheDatabaseIsStillRead)
{
    TmpfsMount mount(2 * 1024 * 1024);
    ASSERT_TRUE(mount.ok()) << mount.error();
    const QString path = mount.filePath(QStringLiteral("jobs.sqlite"));
    makeDatabase(path, 2);
    ASSERT_TRUE(mount.fill());

    JobStore writer;
    const Result<void> refused = writer.open(path);
    ASSERT_FALSE(refused.ok());
    EXPECT_FALSE(mentions(refused, "move it away")) << text(refused);
    EXPECT_TRUE(mentions(refused, "is full")) << text(refused);

    JobStore reader;
    const Result<void> opened = reader.open(path, {}, StoreAccess::Reading);
    ASSERT_TRUE(opened.ok()) << text(opened);
    EXPECT_TRUE(reader.isReadOnly());
    EXPECT_EQ(reader.jobs().size(), 2);
    reader.close();

    ASSERT_TRUE(mount.unfill());
    JobStore again;
    const Result<void> reopened = again.open(path, {}, StoreAccess::Reading);
    ASSERT_TRUE(reopened.ok()) << text(reopened);
    EXPECT_FALSE(again.isReadOnly()) << "with room again, opened for writing as before";
}

TEST(BrokenDisk, AWriteThatFailsForWantOfDiskLogsNoSpuriousRollbackFailure)
{
    TmpfsMount mount(2 * 1024 * 1024);
    ASSERT_TRUE(mount.ok()) << mount.error();
    const QString path = mount.filePath(QStringLiteral("jobs.sqlite"));
    JobStore store;
    ASSERT_TRUE(store.open(path).ok());
    ASSERT_TRUE(store.enqueue(recaptchaSpec()).ok());
    ASSERT_TRUE(mount.fill());
    const CapturedMessages messages;
    Result<JobStore::Enqueued> added = store.enqueue(recaptchaSpec());
    for (int i = 0; i < 200 && added.ok(); ++i) {
        added = store.enqueue(recaptchaSpec()); // until the WAL needs a page the disk does not have
    }
    ASSERT_FALSE(added.ok()) << "a full disk took 200 more jobs";
    EXPECT_EQ(added.error().code, QStringLiteral("DB_WRITE_FAILED"));
    for (const QString &message : CapturedMessages::all()) {
        EXPECT_FALSE(message.contains(QStringLiteral("rollback failed"))) << message.toStdString();
    }
    ASSERT_TRUE(mount.unfill());
    const auto later = store.enqueue(recaptchaSpec());
    EXPECT_TRUE(later.ok()) << (later.ok() ? std::string() : later.error().message.toStdString());
}

TEST(BrokenDisk, AnOlderSchemaOnAReadOnlyDatabaseIsRefusedInWordsOfItsOwn)
{
    TmpfsMount mount(4 * 1024 * 1024);
    ASSERT_TRUE(mount.ok()) << mount.error();
    const QString path = mount.filePath(QStringLiteral("jobs.sqlite"));
    makeDatabase(path, 1);
    {
        RawConnection raw(path);
        ASSERT_TRUE(raw.ok()) << raw.lastError().toStdString();
        ASSERT_TRUE(downgradeToSchemaSeven(raw, Backend::Sqlite)) << raw.lastError().toStdString();
    }
    ASSERT_TRUE(mount.remount(true));
    JobStore reader;
    const Result<void> refused = reader.open(path, {}, StoreAccess::Reading);
    ASSERT_FALSE(refused.ok());
    EXPECT_TRUE(mentions(refused, "older SolveDeck")) << text(refused);
    EXPECT_FALSE(mentions(refused, "move it away")) << text(refused);
}

TEST(BrokenDisk, SqliteUriFormsOfALocationAreRefusedAndCreateNothing)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString cwd = QDir::currentPath();
    ASSERT_TRUE(QDir::setCurrent(dir.path()));
    const QString target = dir.filePath(QStringLiteral("jobs.sqlite"));
    for (const QString &location : QStringList{QStringLiteral("file:") + target + QStringLiteral("?mode=ro"),
                                               QStringLiteral("file:jobs.sqlite"),
                                               QStringLiteral("FILE:jobs.sqlite?cache=shared"),
                                               QStringLiteral("jobs.sqlite?mode=rwc"),
                                               QStringLiteral("./jobs.sqlite?nolock=1&vfs=unix-none"),
                                               target + QStringLiteral("?immutable=1")}) {
        SCOPED_TRACE(location.toStdString());
        JobStore store;
        const Result<void> refused = store.open(location, {}, StoreAccess::Reading);
        ASSERT_FALSE(refused.ok());
        EXPECT_EQ(refused.error().code, QStringLiteral("DB_OPEN_FAILED"));
        EXPECT_TRUE(mentions(refused, "SQLite URI")) << text(refused);
        EXPECT_TRUE(mentions(refused, "Give the path alone")) << text(refused);
        EXPECT_FALSE(FileSafety::checkNotAUrl(location).ok());
    }
    EXPECT_TRUE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden).isEmpty())
        << QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).join(QLatin1Char(' ')).toStdString();
    // A path with a question mark that is no URI option, or a colon, is still a path.
    EXPECT_TRUE(FileSafety::checkNotAUrl(QStringLiteral("jobs?.sqlite")).ok());
    EXPECT_TRUE(FileSafety::checkNotAUrl(QStringLiteral("profile:2024.sqlite")).ok());
    ASSERT_TRUE(QDir::setCurrent(cwd));
}

} // namespace
} // namespace SolveDeckStoreTest
