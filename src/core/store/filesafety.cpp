#include "filesafety.h"

#include "core/store/storelogging.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>

#include <cerrno>
#include <cstring>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace SolveDeck::FileSafety {

namespace {

Error refused(const QString &message)
{
    return Error{QStringLiteral("DB_OPEN_FAILED"), message};
}

} // namespace

Result<void> checkNotAUrl(const QString &location)
{
    static const QRegularExpression urlLike(QStringLiteral("^([A-Za-z][A-Za-z0-9+.-]*)://"));
    const QRegularExpressionMatch match = urlLike.match(location.trimmed());
    if (!match.hasMatch()) {
        return checkNotAnSqliteUri(location);
    }
    // Only the scheme is repeated: the rest might hold a password.
    return refused(QCoreApplication::translate("FileSafety",
                                               "The job database %1://... is an address SolveDeck cannot open: only "
                                               "postgresql:// (or postgres://) addresses and file paths are "
                                               "supported. Give a PostgreSQL address such as "
                                               "postgresql://user@host:5432/solvedeck, or the path of a database "
                                               "file (a path, not a file:// address).")
                       .arg(match.captured(1)));
}

Result<void> checkNotAnSqliteUri(const QString &location)
{
    // SQLite's URI filenames ("file:/path/db?mode=ro", "file:db?vfs=unix-none&immutable=1") change how the file is
    // opened, past the checks made here; SolveDeck opens every database by its plain path, so such a location would
    // become a new file of that odd name ("./file:/path?mode=ro"). Refused, naming the path to give instead.
    static const QRegularExpression fileScheme(QStringLiteral("^file:"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression uriOptions(QStringLiteral(
                                                   "\\?(?:[^?]*&)?(?:mode|vfs|cache|immutable|nolock|psow|modeof)="),
                                               QRegularExpression::CaseInsensitiveOption);
    const QString trimmed = location.trimmed();
    const bool scheme = fileScheme.match(trimmed).hasMatch();
    const QRegularExpressionMatch options = uriOptions.match(trimmed);
    if (!scheme && !options.hasMatch()) {
        return {};
    }
    QString path = options.hasMatch() ? trimmed.left(options.capturedStart()) : trimmed;
    if (scheme) {
        path = path.mid(5);
        if (path.startsWith(QLatin1String("//"))) {
            path = path.mid(path.indexOf(QLatin1Char('/'), 2)); // file://host/path: the path
        }
    }
    return refused(QCoreApplication::translate("FileSafety",
                                               "The job database \"%1\" is written as an SQLite URI (file: or a "
                                               "?mode=, ?vfs= or similar option), which SolveDeck does not take: it "
                                               "opens a database by its plain path and decides itself how (read-only "
                                               "for commands that only read, when the file or its folder is not "
                                               "writable). Give the path alone, for example %2.")
                       .arg(trimmed, path.isEmpty() ? QStringLiteral("/path/to/solvedeck.sqlite") : path));
}

Result<void> checkFolder(const QString &folder)
{
#ifdef Q_OS_UNIX
    struct stat st
    {
    };

    if (::stat(QFile::encodeName(folder).constData(), &st) != 0) {
        return {}; // reported by whoever creates or opens it, with its own words
    }
    if ((st.st_mode & S_IWOTH) != 0 && (st.st_mode & S_ISVTX) == 0) {
        return refused(QCoreApplication::translate("FileSafety",
                                                   "The folder %1 is writable by every user and has no sticky bit, so "
                                                   "anyone could replace the job database there or plant files "
                                                   "beside it. Keep the database in a folder of your own (the "
                                                   "default one, or one made with mkdir -m 700), or restrict this "
                                                   "folder with chmod o-w %1 (or chmod +t %1).")
                           .arg(folder));
    }
#else
    Q_UNUSED(folder)
#endif
    return {};
}

Result<void> checkExistingFile(const QString &path, ReadableByOthers readable)
{
#ifdef Q_OS_UNIX
    const QByteArray native = QFile::encodeName(path);

    struct stat st
    {
    };

    if (::lstat(native.constData(), &st) != 0) {
        return {}; // not there (yet)
    }
    if (S_ISLNK(st.st_mode)) {
        return refused(QCoreApplication::translate("FileSafety",
                                                   "%1 is a symbolic link. SolveDeck opens its job database only "
                                                   "directly, so that no one can point it at another file. Give the "
                                                   "real path of the database (readlink -f %1 shows it), or remove "
                                                   "the link if you did not make it.")
                           .arg(path));
    }
    if (S_ISDIR(st.st_mode)) {
        return {}; // the caller says "a folder, not a file" in its own words
    }
    if (!S_ISREG(st.st_mode)) {
        return refused(QCoreApplication::translate("FileSafety",
                                                   "%1 is not a regular file (a device, pipe or socket), so it cannot "
                                                   "be a job database. Remove it or choose another location.")
                           .arg(path));
    }
    if (st.st_uid != ::geteuid()) {
        return refused(QCoreApplication::translate("FileSafety",
                                                   "%1 belongs to another user (uid %2), who could change what "
                                                   "SolveDeck reads from it. Use a database of your own: move this "
                                                   "file away (and its -wal and -shm files) to start a new one, or "
                                                   "choose another location; if the file is yours, take it back with "
                                                   "chown.")
                           .arg(path)
                           .arg(st.st_uid));
    }
    if ((st.st_mode & (S_IWGRP | S_IWOTH)) != 0) {
        return refused(QCoreApplication::translate("FileSafety",
                                                   "%1 is writable by %2, who could change what SolveDeck reads from "
                                                   "it. If you trust its contents, restrict it with chmod 600 %1; "
                                                   "otherwise move it away and start a new database.")
                           .arg(path,
                                (st.st_mode & S_IWOTH) != 0 ? QCoreApplication::translate("FileSafety", "every user")
                                                            : QCoreApplication::translate("FileSafety", "its group")));
    }
    if ((st.st_mode & (S_IRGRP | S_IROTH)) != 0) {
        // Readable by others: the database holds solved tokens. Tightened here; not being able to is an error.
        if (::chmod(native.constData(), S_IRUSR | S_IWUSR) != 0) {
            if (readable == ReadableByOthers::TightenIfPossible) {
                qCWarning(lcStore) << path
                                   << "is readable by other users and could not be restricted:" << ::strerror(errno);
                return {};
            }
            return refused(QCoreApplication::translate("FileSafety",
                                                       "%1 is readable by other users and could not be restricted "
                                                       "(%2). Restrict it yourself with chmod 600 %1, or choose "
                                                       "another location.")
                               .arg(path, QString::fromLocal8Bit(::strerror(errno))));
        }
    }
#else
    Q_UNUSED(path)
    Q_UNUSED(readable)
#endif
    return {};
}

Result<void> checkDatabaseFiles(const QString &databasePath, ReadableByOthers readable)
{
    for (const QString &suffix :
         {QString(), QStringLiteral("-wal"), QStringLiteral("-shm"), QStringLiteral("-journal")}) {
        if (Result<void> checked = checkExistingFile(databasePath + suffix, readable); !checked) {
            return checked;
        }
    }
    return {};
}

} // namespace SolveDeck::FileSafety
