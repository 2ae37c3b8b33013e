#pragma once

// A small tmpfs of its own for one test, to meet a full disk or a read-only file system for real (header-only).
// Mounting needs root (scripts/test runs as root): where it is not possible, ok() is false and error() says why, and
// the test fails with that reason (ASSERT_TRUE(mount.ok()) << mount.error()): never skipped.

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

#include <sys/mount.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <memory>

namespace SolveDeckTest {

class TmpfsMount
{
public:
    // A tmpfs of `bytes` (rounded up to pages by the kernel), mode 0700, on a new temporary folder.
    explicit TmpfsMount(qint64 bytes)
        : m_bytes(bytes)
    {
        if (!m_dir.isValid()) {
            m_error = QStringLiteral("no temporary folder to mount on");
            return;
        }
        if (::geteuid() != 0) {
            m_error = QStringLiteral("mounting a tmpfs needs root (scripts/test runs the suites as root)");
            return;
        }
        if (::mount("tmpfs", path().toLocal8Bit().constData(), "tmpfs", 0, options().constData()) != 0) {
            m_error = QStringLiteral("mount -t tmpfs failed: %1 (a container without CAP_SYS_ADMIN cannot mount)")
                          .arg(QString::fromLocal8Bit(std::strerror(errno)));
            return;
        }
        m_mounted = true;
    }

    ~TmpfsMount()
    {
        if (m_mounted) {
            ::umount2(path().toLocal8Bit().constData(), MNT_DETACH);
        }
    }

    TmpfsMount(const TmpfsMount &) = delete;
    TmpfsMount &operator=(const TmpfsMount &) = delete;

    bool ok() const { return m_mounted; }

    std::string error() const { return m_error.toStdString(); }

    QString path() const { return m_dir.path(); }

    QString filePath(const QString &name) const { return m_dir.filePath(name); }

    // Takes every free byte with a file named "fill"; true once a write met ENOSPC.
    bool fill()
    {
        QFile file(filePath(QStringLiteral("fill")));
        if (!file.open(QIODevice::WriteOnly | QIODevice::Append)) {
            return false;
        }
        const QByteArray block(4096, 'x');
        for (qint64 written = 0; written <= m_bytes + block.size(); written += block.size()) {
            if (file.write(block) != block.size() || !file.flush()) {
                return true;
            }
        }
        return false;
    }

    // Gives the space back.
    bool unfill() { return QFile::remove(filePath(QStringLiteral("fill"))); }

    // Read-only from now on (mount -o remount,ro), or writable again.
    bool remount(bool readOnly)
    {
        const unsigned long flags = MS_REMOUNT | (readOnly ? MS_RDONLY : 0);
        return ::mount("tmpfs", path().toLocal8Bit().constData(), "tmpfs", flags, options().constData()) == 0;
    }

private:
    QByteArray options() const { return QByteArrayLiteral("size=") + QByteArray::number(m_bytes) + ",mode=0700"; }

    QTemporaryDir m_dir;
    qint64 m_bytes = 0;
    bool m_mounted = false;
    QString m_error;
};

} // namespace SolveDeckTest
