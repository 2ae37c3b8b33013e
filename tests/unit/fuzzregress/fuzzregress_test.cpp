// Replays every fuzz input kept in the repository (the seed corpus fuzz/corpus/TARGET and the inputs runs found,
// fuzz/regressions/TARGET) through the fuzz targets' bodies in the ordinary build: an input that once crashed a
// parser (or tripped a sanitizer in the ASan build, scripts/test --sanitize) keeps being checked.
#include "../../../fuzz/fuzztargets.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <gtest/gtest.h>

#include <functional>

namespace {

QDir fuzzDir()
{
    // __FILE__ is relative to the build directory when Ninja compiles (../tests/...): resolve it from there.
    QString source = QStringLiteral(__FILE__);
    if (QFileInfo(source).isRelative()) {
        source = QStringLiteral(SOLVEDECK_BIN_DIR "/../") + source;
    }
    return QDir(QFileInfo(source).absolutePath() + QStringLiteral("/../../../fuzz"));
}

// Feeds every file of fuzz/corpus/TARGET and fuzz/regressions/TARGET to `target`; returns how many.
int replay(const QString &target, const std::function<void(const uint8_t *, size_t)> &body)
{
    int count = 0;
    for (const QString &kind : {QStringLiteral("corpus"), QStringLiteral("regressions")}) {
        const QDir dir(fuzzDir().filePath(kind + QLatin1Char('/') + target));
        for (const QFileInfo &file : dir.entryInfoList(QDir::Files)) {
            if (file.fileName() == QLatin1String("README")) {
                continue;
            }
            QFile in(file.filePath());
            EXPECT_TRUE(in.open(QIODevice::ReadOnly)) << file.filePath().toStdString();
            const QByteArray bytes = in.readAll();
            SCOPED_TRACE(file.filePath().toStdString());
            body(reinterpret_cast<const uint8_t *>(bytes.constData()), size_t(bytes.size()));
            ++count;
        }
    }
    return count;
}

TEST(FuzzRegressions, ResponseParserInputs)
{
    EXPECT_GE(replay(QStringLiteral("response_parser"), SolveDeckFuzz::responseParser), 5)
        << "the seed corpus is missing: " << fuzzDir().absolutePath().toStdString();
}

TEST(FuzzRegressions, SimulatorFormInputs)
{
    EXPECT_GE(replay(QStringLiteral("sim_form"), SolveDeckFuzz::simForm), 3)
        << "the seed corpus is missing: " << fuzzDir().absolutePath().toStdString();
}

TEST(FuzzRegressions, JobImportInputs)
{
    EXPECT_GE(replay(QStringLiteral("job_import"), SolveDeckFuzz::jobImport), 3)
        << "the seed corpus is missing: " << fuzzDir().absolutePath().toStdString();
}

TEST(FuzzRegressions, GatewayRequestInputs)
{
    EXPECT_GE(replay(QStringLiteral("gateway_request"), SolveDeckFuzz::gatewayRequest), 5)
        << "the seed corpus is missing: " << fuzzDir().absolutePath().toStdString();
}

} // namespace
