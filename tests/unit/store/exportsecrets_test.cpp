// What an export gives away (issue 27 item 2), on both backends: the file is 0600 whatever the umask (a new one and
// one it replaces), a proxy's password is masked in the params of every format and both export paths unless asked
// for, and the audit entry says whether the passwords were included.
#include "core/io/jobexport.h"
#include "core/store/auditlog.h"
#include "storefixture.h"
#include "support/filemode.h"

#include <QBuffer>
#include <QFile>
#include <QTemporaryDir>

namespace SolveDeckStoreTest {
namespace {

const QString kProxy = QStringLiteral("alice:S3cretPw@1.2.3.4:8080");

class ExportSecretsTest : public BackendStoreTest
{
protected:
    qint64 enqueueWithProxy()
    {
        TaskSpec spec = recaptchaSpec();
        spec.params.insert(QStringLiteral("proxy"), kProxy);
        spec.params.insert(QStringLiteral("proxytype"), QStringLiteral("HTTP"));
        const auto added = store.enqueue(spec);
        EXPECT_TRUE(added.ok()) << (added.ok() ? std::string() : added.error().message.toStdString());
        return added.ok() ? added->jobId : 0;
    }

    QByteArray exported(const ExportOptions &options, bool reference)
    {
        QBuffer out;
        out.open(QIODevice::WriteOnly);
        const Result<qint64> written = reference ? JobExporter::writeReference(store, out, options)
                                                 : JobExporter::write(store, out, options);
        EXPECT_TRUE(written.ok()) << (written.ok() ? std::string() : written.error().message.toStdString());
        return out.data();
    }
};

INSTANTIATE_TEST_SUITE_P(Backends, ExportSecretsTest, SolveDeckTest::allBackends(), SolveDeckTest::backendName);

TEST_P(ExportSecretsTest, AnExportFileIsOwnerOnlyWhateverTheUmask)
{
    enqueueOne();
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("jobs.csv"));
    {
        const SolveDeckTest::ScopedUmask open(0);
        ExportOptions options;
        ASSERT_TRUE(JobExporter::writeFile(store, path, options).ok());
        EXPECT_EQ(SolveDeckTest::fileModeOf(path), mode_t(0600)) << "a new file, under umask 000";
        // Replacing a file someone made readable: the new one is 0600 all the same.
        ASSERT_TRUE(QFile::setPermissions(path,
                                          QFile::ReadOwner | QFile::WriteOwner | QFile::ReadOther | QFile::ReadGroup
                                              | QFile::WriteOther));
        options.format = ExportFormat::Ndjson;
        ASSERT_TRUE(JobExporter::writeFile(store, path, options).ok());
        EXPECT_EQ(SolveDeckTest::fileModeOf(path), mode_t(0600)) << "a replaced file";
    }
    QFile written(path);
    ASSERT_TRUE(written.open(QIODevice::ReadOnly));
    EXPECT_TRUE(written.readAll().startsWith("{\"id\":")) << "the export is there";
}

TEST_P(ExportSecretsTest, AProxyPasswordIsMaskedInEveryFormatAndPathUnlessAskedFor)
{
    enqueueWithProxy();
    enqueueOne(); // a job without a proxy: copied as stored
    for (const ExportFormat format : {ExportFormat::Csv, ExportFormat::Json, ExportFormat::Ndjson}) {
        for (const bool reference : {false, true}) {
            SCOPED_TRACE(exportFormatName(format).toStdString() + (reference ? " reference" : " fast"));
            ExportOptions options;
            options.format = format;
            const QByteArray masked = exported(options, reference);
            EXPECT_FALSE(masked.contains("S3cretPw")) << masked.toStdString();
            EXPECT_TRUE(masked.contains("alice:****@1.2.3.4:8080")) << masked.toStdString();
            options.includeProxyPasswords = true;
            const QByteArray clear = exported(options, reference);
            EXPECT_TRUE(clear.contains(kProxy.toUtf8())) << clear.toStdString();
        }
    }
}

TEST_P(ExportSecretsTest, TheAuditEntrySaysWhetherProxyPasswordsWereIncluded)
{
    enqueueWithProxy();
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    ExportOptions options;
    ASSERT_TRUE(JobExporter::writeFile(store, dir.filePath(QStringLiteral("a.csv")), options).ok());
    options.includeProxyPasswords = true;
    ASSERT_TRUE(JobExporter::writeFile(store, dir.filePath(QStringLiteral("b.csv")), options).ok());
    const QList<AuditEntry> entries = AuditLog(store).entries().value();
    QStringList details;
    for (const AuditEntry &e : entries) {
        if (e.action == QLatin1String("jobs.export")) {
            details << e.detail;
        }
    }
    ASSERT_EQ(details.size(), 2);
    EXPECT_TRUE(details[0].contains(QStringLiteral("proxy passwords masked"))) << details[0].toStdString();
    EXPECT_TRUE(details[1].contains(QStringLiteral("proxy passwords included"))) << details[1].toStdString();
}

} // namespace
} // namespace SolveDeckStoreTest
