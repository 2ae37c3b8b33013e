#include "keyfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace SolveDeck::Cli::KeyFile {

namespace {

constexpr qint64 kMaxBytes = 4096;

Error refusal(const QString &message)
{
    return Error{QStringLiteral("KEY_FILE"), message};
}

} // namespace

QString credentialPath()
{
    const QString directory = qEnvironmentVariable("CREDENTIALS_DIRECTORY");
    if (directory.isEmpty()) {
        return {};
    }
    const QString path = QDir(directory).filePath(credentialName());
    return QFileInfo::exists(path) ? path : QString();
}

Result<QString> read(const QString &path, Trust trust, const QString &what)
{
    struct stat st = {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0) {
        return refusal(QStringLiteral("cannot read %1: %2").arg(what, QString::fromLocal8Bit(std::strerror(errno))));
    }
    if (!S_ISREG(st.st_mode)) {
        return refusal(QStringLiteral("%1 is not a regular file").arg(what));
    }
    if (trust == Trust::OwnFile) {
        if (st.st_uid != ::geteuid() && st.st_uid != 0) {
            return refusal(QStringLiteral("%1 belongs to another user (uid %2): a key file must be yours (or root's). "
                                          "Fix: sudo chown %3 '%4'")
                               .arg(what)
                               .arg(st.st_uid)
                               .arg(::geteuid())
                               .arg(path));
        }
        if ((st.st_mode & (S_IRWXG | S_IRWXO)) != 0) {
            return refusal(
                QStringLiteral("%1 can be read or changed by other users (mode %2): the key would be "
                               "theirs too. Fix: chmod 600 '%3'")
                    .arg(what, QString::number(st.st_mode & 07777, 8).rightJustified(4, QLatin1Char('0')), path));
        }
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return refusal(QStringLiteral("cannot read %1: %2").arg(what, file.errorString()));
    }
    QByteArray bytes = file.read(kMaxBytes + 1);
    if (bytes.size() > kMaxBytes) {
        bytes.fill('\0');
        return refusal(QStringLiteral("%1 holds more than %2 bytes: it is not a key file").arg(what).arg(kMaxBytes));
    }
    const QString key = QString::fromUtf8(bytes).trimmed();
    bytes.fill('\0');
    if (key.isEmpty()) {
        return refusal(QStringLiteral("%1 is empty: write the CaptchaAI key in it, on one line").arg(what));
    }
    for (const QChar c : key) {
        if (c.category() == QChar::Other_Control || c.isSpace()) {
            return refusal(QStringLiteral("%1 holds more than the key (a blank, a line break or a control character "
                                          "inside it): write the key alone, on one line")
                               .arg(what));
        }
    }
    return key;
}

} // namespace SolveDeck::Cli::KeyFile
