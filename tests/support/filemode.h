#pragma once

// File modes in tests (header-only): the process umask set for a scope, and a file's permission bits.

#include <QFile>
#include <QString>
#include <gtest/gtest.h>

#include <sys/stat.h>

namespace SolveDeckTest {

// Sets the process umask (inherited by any process started meanwhile) for the scope.
class ScopedUmask
{
public:
    explicit ScopedUmask(mode_t mask)
        : m_previous(::umask(mask))
    {
    }

    ~ScopedUmask() { ::umask(m_previous); }

    ScopedUmask(const ScopedUmask &) = delete;
    ScopedUmask &operator=(const ScopedUmask &) = delete;

private:
    mode_t m_previous;
};

// The permission bits of `path` (07777); the test fails when it cannot be stat'ed.
inline mode_t fileModeOf(const QString &path)
{
    struct stat st
    {
    };

    EXPECT_EQ(::stat(QFile::encodeName(path).constData(), &st), 0) << path.toStdString();
    return st.st_mode & 07777;
}

} // namespace SolveDeckTest
