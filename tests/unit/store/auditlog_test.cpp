// The audit log on both backends: entries appended alone or inside another write, read back filtered, and an
// append that fails with its transaction leaves no entry.
#include "core/store/auditlog.h"
#include "storefixture.h"

#include <gtest/gtest.h>

using namespace SolveDeckStoreTest;

namespace {

class AuditLogTest : public BackendStoreTest
{
};

TEST_P(AuditLogTest, RecordsWhoDidWhatThroughWhichInterface)
{
    store.setCreatedBy(QStringLiteral("ana@lab-3"));
    AuditLog::setApplication(QStringLiteral("console"));
    AuditLog log(store);
    ASSERT_TRUE(log.record(QStringLiteral("queue.pause"), QStringLiteral("paused the queue")).ok());
    ASSERT_TRUE(log.record(QStringLiteral("hosts.allow"), QStringLiteral("shop.example")).ok());
    AuditLog::setApplication(QStringLiteral("cli"));

    const auto all = log.entries();
    ASSERT_TRUE(all.ok()) << all.error().message.toStdString();
    ASSERT_EQ(all->size(), 2);
    EXPECT_EQ(all->at(0).action, QStringLiteral("queue.pause"));
    EXPECT_EQ(all->at(0).actor, QStringLiteral("ana@lab-3"));
    EXPECT_EQ(all->at(0).app, QStringLiteral("console"));
    EXPECT_GT(all->at(0).atMs, 0);
    EXPECT_LT(all->at(0).id, all->at(1).id);

    AuditQuery hosts;
    hosts.action = QStringLiteral("hosts.");
    ASSERT_EQ(log.entries(hosts)->size(), 1);
    EXPECT_EQ(log.entries(hosts)->at(0).detail, QStringLiteral("shop.example"));

    AuditQuery text;
    text.text = QStringLiteral("SHOP");
    EXPECT_EQ(log.entries(text)->size(), 1);
    text.text = QStringLiteral("%"); // a LIKE wildcard is matched literally
    EXPECT_EQ(log.entries(text)->size(), 0);

    AuditQuery newest;
    newest.limit = 1;
    ASSERT_EQ(log.entries(newest)->size(), 1);
    EXPECT_EQ(log.entries(newest)->at(0).action, QStringLiteral("hosts.allow"));
}

TEST_P(AuditLogTest, AnEntryWrittenWithAFailedActionIsRolledBack)
{
    AuditLog log(store);
    const auto failed = store.write(QStringLiteral("do something"), [&](QSqlQuery &q) {
        return log.append(q, QStringLiteral("jobs.delete"), QStringLiteral("3 jobs"))
            && JobStore::exec(q, QStringLiteral("INSERT INTO no_such_table VALUES (1)"));
    });
    ASSERT_FALSE(failed.ok());
    EXPECT_EQ(failed.error().code, QStringLiteral("DB_WRITE_FAILED"));
    EXPECT_TRUE(failed.error().message.contains(QStringLiteral("do something")));
    EXPECT_TRUE(log.entries()->isEmpty());
}

INSTANTIATE_TEST_SUITE_P(Backends, AuditLogTest, SolveDeckTest::allBackends(), SolveDeckTest::backendName);

} // namespace
