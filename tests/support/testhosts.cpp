#include "support/testhosts.h"

#include "core/store/authorisedhosts.h"
#include "core/store/jobstore.h"

namespace SolveDeckTest {

QStringList testHostPatterns()
{
    // Every host a test's page URL names; "*.example.com" covers captcha.example.com and the like.
    return {QStringLiteral("example.com"),
            QStringLiteral("*.example.com"),
            QStringLiteral("shop.test"),
            QStringLiteral("team.test"),
            QStringLiteral("example.test"),
            QStringLiteral("a.example"),
            QStringLiteral("b.example"),
            QStringLiteral("c.example"),
            QStringLiteral("d.example"),
            QStringLiteral("site.example"),
            QStringLiteral("shop.example"),
            QStringLiteral("window.example"),
            QStringLiteral("your-site.example")};
}

bool authoriseTestHosts(SolveDeck::JobStore &store, QString *error)
{
    SolveDeck::AuthorisedHosts hosts(store);
    for (const QString &pattern : testHostPatterns()) {
        const auto allowed = hosts.allow(pattern, QStringLiteral("test host"));
        if (!allowed) {
            if (error) {
                *error = allowed.error().message;
            }
            return false;
        }
    }
    return true;
}

bool authoriseTestHosts(const QString &location, QString *error)
{
    SolveDeck::JobStore store;
    if (const auto opened = store.open(location); !opened) {
        if (error) {
            *error = opened.error().message;
        }
        return false;
    }
    return authoriseTestHosts(store, error);
}

} // namespace SolveDeckTest
