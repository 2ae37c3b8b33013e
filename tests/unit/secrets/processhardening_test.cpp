// Memory hygiene (issue 15): no core dumps, not dumpable, and the key taken out of the environment.
#include "core/secrets/keyvault.h"
#include "core/secrets/processhardening.h"

#include <gtest/gtest.h>

#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>

using namespace SolveDeck;

namespace {

// In a child process: the test process itself stays dumpable for the tools that watch it.
TEST(ProcessHardening, CoreDumpsAreOffAndTheProcessIsNotDumpable)
{
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        const QString problems = ProcessHardening::disableCoreDumps();
        rlimit core{};
        int code = 0;
        if (!problems.isEmpty()) {
            code |= 1;
        }
        if (::getrlimit(RLIMIT_CORE, &core) != 0 || core.rlim_cur != 0 || core.rlim_max != 0) {
            code |= 2;
        }
        if (::prctl(PR_GET_DUMPABLE, 0, 0, 0, 0) != 0) {
            code |= 4;
        }
        ::_exit(code);
    }
    int status = 0;
    ASSERT_EQ(::waitpid(child, &status, 0), child);
    ASSERT_TRUE(WIFEXITED(status));
    const int code = WEXITSTATUS(status);
    EXPECT_EQ(code & 1, 0) << "disableCoreDumps reported a problem";
    EXPECT_EQ(code & 2, 0) << "RLIMIT_CORE is not 0/0";
    EXPECT_EQ(code & 4, 0) << "the process is still dumpable";
}

TEST(ProcessHardening, TheKeyIsTakenOutOfTheEnvironmentAndStillReadable)
{
    const QByteArray before = qgetenv("SOLVEDECK_API_KEY");
    ASSERT_EQ(::setenv("SOLVEDECK_API_KEY", " 0123456789abcdef0123456789abcdef\n", 1), 0);
    const char *bytes = std::getenv("SOLVEDECK_API_KEY");
    ASSERT_NE(bytes, nullptr);
    KeyVault::takeEnvironmentKey();
    EXPECT_EQ(std::getenv("SOLVEDECK_API_KEY"), nullptr) << "still in the environment";
    // The value's bytes were overwritten where they were (glibc keeps setenv's "NAME=value" allocated).
    EXPECT_EQ(QByteArray(bytes).indexOf("0123456789abcdef"), -1) << bytes;
    ASSERT_TRUE(KeyVault::environmentKey().has_value());
    EXPECT_EQ(*KeyVault::environmentKey(), QStringLiteral("0123456789abcdef0123456789abcdef"));
    // The environment wins when set again (tests and the console's own checks rely on it).
    ASSERT_EQ(::setenv("SOLVEDECK_API_KEY", "fedcba9876543210fedcba9876543210", 1), 0);
    EXPECT_EQ(*KeyVault::environmentKey(), QStringLiteral("fedcba9876543210fedcba9876543210"));
    if (before.isEmpty()) {
        ::unsetenv("SOLVEDECK_API_KEY");
    } else {
        ::setenv("SOLVEDECK_API_KEY", before.constData(), 1);
    }
}

} // namespace
