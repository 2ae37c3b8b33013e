#include "processhardening.h"

#include <QStringList>

#include <cerrno>
#include <cstdlib>
#include <cstring>

#ifdef Q_OS_LINUX
#include <sys/prctl.h>
#endif
#ifdef Q_OS_UNIX
#include <sys/resource.h>
#endif

namespace SolveDeck::ProcessHardening {

QString disableCoreDumps()
{
    QStringList problems;
#ifdef Q_OS_UNIX
    const rlimit none{0, 0};
    if (::setrlimit(RLIMIT_CORE, &none) != 0) {
        problems << QStringLiteral("RLIMIT_CORE: %1").arg(QString::fromLocal8Bit(std::strerror(errno)));
    }
#endif
#ifdef Q_OS_LINUX
    if (::prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) != 0) {
        problems << QStringLiteral("PR_SET_DUMPABLE: %1").arg(QString::fromLocal8Bit(std::strerror(errno)));
    }
#endif
    return problems.join(QStringLiteral("; "));
}

QString takeEnvironmentVariable(const char *name)
{
    char *value = std::getenv(name); // NOLINT(concurrency-mt-unsafe): called first thing in main, one thread
    if (value == nullptr) {
        return {};
    }
    const QString taken = QString::fromLocal8Bit(value).trimmed();
    // The bytes live in the process's initial environment block (what /proc/PID/environ shows): overwrite them.
    volatile char *bytes = value;
    for (std::size_t i = 0; bytes[i] != '\0'; ++i) {
        bytes[i] = 'x';
    }
    ::unsetenv(name); // NOLINT(concurrency-mt-unsafe)
    return taken.isEmpty() ? QString() : taken;
}

} // namespace SolveDeck::ProcessHardening
