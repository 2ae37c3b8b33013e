#include "sqlitefailure.h"

#include <QCoreApplication>
#include <QStorageInfo>

namespace SolveDeck {

namespace {

// SQLite's primary result codes (sqlite3.h), the ones told apart here.
constexpr int kPerm = 3;
constexpr int kBusy = 5;
constexpr int kLocked = 6;
constexpr int kReadOnly = 8;
constexpr int kIoErr = 10;
constexpr int kCorrupt = 11;
constexpr int kFull = 13;
constexpr int kCantOpen = 14;
constexpr int kAuth = 23;
constexpr int kNotADb = 26;

bool noSpaceLeft(const QString &folder)
{
    const QStorageInfo storage(folder);
    return storage.isValid() && storage.isReady() && storage.bytesAvailable() == 0;
}

} // namespace

int SqliteFailure::resultCode(const QSqlError &error)
{
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok);
    return ok ? (code & 0xff) : -1;
}

SqliteFailure::Kind SqliteFailure::kindOf(const QSqlError &error, const QString &folder)
{
    switch (resultCode(error)) {
    case kFull:
        return Kind::DiskFull;
    case kIoErr:
        return noSpaceLeft(folder) ? Kind::DiskFull : Kind::DiskError;
    case kReadOnly:
        return Kind::ReadOnly;
    case kCantOpen:
    case kPerm:
    case kAuth:
        return Kind::CannotOpen;
    case kNotADb:
    case kCorrupt:
        return Kind::NotADatabase;
    case kBusy:
    case kLocked:
        return Kind::Busy;
    default:
        return noSpaceLeft(folder) ? Kind::DiskFull : Kind::Other;
    }
}

QString SqliteFailure::advice(const QSqlError &error, const QString &folder)
{
    switch (kindOf(error, folder)) {
    case Kind::DiskFull:
        return QCoreApplication::translate("JobStore",
                                           "The disk that holds %1 is full: free space there (df -h %1 shows how "
                                           "much is left), then try again.")
            .arg(folder);
    case Kind::ReadOnly:
        return QCoreApplication::translate("JobStore",
                                           "The database or the file system under %1 is read-only. Commands that "
                                           "only read (list, show, export, audit, hosts list) still work; to change "
                                           "anything, make it writable or copy it to a writable folder.")
            .arg(folder);
    case Kind::CannotOpen:
        return QCoreApplication::translate("JobStore",
                                           "The file or its -wal and -shm files beside it could not be opened. Check "
                                           "the permissions of %1 and of the files in it.")
            .arg(folder);
    case Kind::NotADatabase:
        return QCoreApplication::translate("JobStore",
                                           "The file is not a SolveDeck database, or it is damaged: move it away or "
                                           "choose another location (a damaged one can be copied out with sqlite3's "
                                           ".recover).");
    case Kind::DiskError:
        return QCoreApplication::translate("JobStore",
                                           "The disk under %1 reported an error: check it (the system log says more) "
                                           "and its free space, then try again.")
            .arg(folder);
    case Kind::Busy:
        return QCoreApplication::translate("JobStore",
                                           "Another program holds the database locked: try again in a moment.");
    case Kind::Other:
        break;
    }
    return QCoreApplication::translate("JobStore",
                                       "Check free disk space and the permissions of %1 and its files, then try "
                                       "again.")
        .arg(folder);
}

} // namespace SolveDeck
