// What each API endpoint was found to support (multi-id polling and its envelope), on both backends: remembered
// per endpoint, replaced by a newer check, seen by another connection and after a reopen, audited.
#include "core/store/auditlog.h"
#include "core/store/endpointcapabilities.h"
#include "storefixture.h"

#include <gtest/gtest.h>

using namespace SolveDeckStoreTest;

namespace {

class EndpointCapabilitiesTest : public BackendStoreTest
{
protected:
    static EndpointCapability supported(const QString &endpoint, const QString &envelope, qint64 at)
    {
        EndpointCapability c;
        c.endpoint = endpoint;
        c.multiId = EndpointCapability::MultiId::Supported;
        c.envelope = envelope;
        c.checkedAtMs = at;
        return c;
    }

    QStringList actions()
    {
        QStringList out;
        const auto entries = AuditLog(store).entries();
        for (const AuditEntry &e : entries.value()) {
            out << e.action;
        }
        return out;
    }

    const QString a = QStringLiteral("http://127.0.0.1:8081/");
    const QString b = QStringLiteral("http://127.0.0.1:8080/");
};

TEST_P(EndpointCapabilitiesTest, NothingIsKnownOfANewEndpoint)
{
    const auto found = EndpointCapabilities(store).find(a);
    ASSERT_TRUE(found.ok()) << found.error().message.toStdString();
    EXPECT_FALSE(found.value().has_value());
}

TEST_P(EndpointCapabilitiesTest, RemembersPerEndpointAndSurvivesAReopen)
{
    EndpointCapabilities caps(store);
    ASSERT_TRUE(caps.remember(supported(a, QStringLiteral("json"), 1000)).ok());
    EndpointCapability no;
    no.endpoint = b;
    no.multiId = EndpointCapability::MultiId::Unsupported;
    no.note = QStringLiteral("single code ERROR_WRONG_ID_FORMAT");
    no.checkedAtMs = 2000;
    ASSERT_TRUE(caps.remember(no).ok());

    JobStore other;
    ASSERT_TRUE(other.open(location).ok());
    const auto seenA = EndpointCapabilities(other).find(a);
    ASSERT_TRUE(seenA.ok() && seenA.value().has_value());
    EXPECT_EQ(seenA.value()->multiId, EndpointCapability::MultiId::Supported);
    EXPECT_EQ(seenA.value()->envelope, QStringLiteral("json"));
    EXPECT_EQ(seenA.value()->checkedAtMs, 1000);
    other.close();

    store.close();
    ASSERT_TRUE(store.open(location).ok());
    const auto seenB = EndpointCapabilities(store).find(b);
    ASSERT_TRUE(seenB.ok() && seenB.value().has_value());
    EXPECT_EQ(seenB.value()->multiId, EndpointCapability::MultiId::Unsupported);
    EXPECT_TRUE(seenB.value()->envelope.isEmpty());
    EXPECT_EQ(seenB.value()->note, QStringLiteral("single code ERROR_WRONG_ID_FORMAT"));
    EXPECT_EQ(seenB.value()->checkedAtMs, 2000);
}

TEST_P(EndpointCapabilitiesTest, ANewerCheckReplacesTheOldOneAndIsAudited)
{
    EndpointCapabilities caps(store);
    ASSERT_TRUE(caps.remember(supported(a, QStringLiteral("plain"), 1000)).ok());
    EndpointCapability malformed;
    malformed.endpoint = a;
    malformed.multiId = EndpointCapability::MultiId::Unsupported;
    malformed.note = QStringLiteral("malformed");
    malformed.checkedAtMs = 5000;
    ASSERT_TRUE(caps.remember(malformed).ok());
    const auto found = caps.find(a);
    ASSERT_TRUE(found.ok() && found.value().has_value());
    EXPECT_EQ(found.value()->multiId, EndpointCapability::MultiId::Unsupported);
    EXPECT_EQ(found.value()->checkedAtMs, 5000);
    EXPECT_EQ(actions().count(QStringLiteral("endpoint.capability")), 2);
    // The engine checks an endpoint at its start, no operator asking: its entries say so (a thirty-ninth first-hour
    // trial read the demo's check as the console operator's doing).
    const auto entries = AuditLog(store).entries();
    ASSERT_TRUE(entries.ok()) << entries.error().message.toStdString();
    for (const AuditEntry &e : entries.value()) {
        EXPECT_EQ(e.app.toStdString(), "engine") << e.action.toStdString();
        EXPECT_EQ(e.actor, store.createdBy()) << "the operator whose engine checked it";
    }
}

TEST_P(EndpointCapabilitiesTest, ForgettingMakesTheNextStartCheckAgain)
{
    EndpointCapabilities caps(store);
    ASSERT_TRUE(caps.remember(supported(a, QStringLiteral("json"), 1000)).ok());
    ASSERT_TRUE(caps.forget(a).ok());
    EXPECT_FALSE(caps.find(a).value().has_value());
    EXPECT_TRUE(caps.forget(a).ok()); // nothing known: not an error, not audited again
    EXPECT_EQ(actions().count(QStringLiteral("endpoint.forget")), 1);
}

TEST_P(EndpointCapabilitiesTest, AnEmptyEndpointIsRefusedWithAReason)
{
    const auto r = EndpointCapabilities(store).remember(supported(QString(), QStringLiteral("json"), 1));
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, QStringLiteral("INVALID_ENDPOINT"));
}

INSTANTIATE_TEST_SUITE_P(Backends, EndpointCapabilitiesTest, SolveDeckTest::allBackends(), SolveDeckTest::backendName);

} // namespace
