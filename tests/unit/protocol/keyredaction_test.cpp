#include "core/net/keyredaction.h"

#include <QString>
#include <gtest/gtest.h>

using SolveDeck::redactKey;

TEST(KeyRedaction, RemovesTheKeyWherever)
{
    const QString key = QStringLiteral("0123456789abcdef0123456789abcdef");
    const QString text = QStringLiteral("sending ") + key + QStringLiteral(" and again ") + key;
    const QString out = redactKey(text, key);
    EXPECT_FALSE(out.contains(key));
    EXPECT_EQ(out.count(QStringLiteral("<redacted>")), 2);
    EXPECT_TRUE(out.startsWith(QStringLiteral("sending ")));
}

TEST(KeyRedaction, RemovesThePercentEncodedKey)
{
    const QString key = QStringLiteral("k+y/with=odd&chars");
    const QString body = QStringLiteral("method=base64&x=k%2By%2Fwith%3Dodd%26chars&json=1");
    const QString out = redactKey(body, key);
    EXPECT_FALSE(out.contains(QStringLiteral("k%2By%2Fwith%3Dodd%26chars")));
    EXPECT_TRUE(out.contains(QStringLiteral("json=1")));
}

TEST(KeyRedaction, RemovesAnyKeyFieldEvenWithoutKnowingTheKey)
{
    const QString out = redactKey(QStringLiteral("key=secretvalue&action=get&id=1"), QString());
    EXPECT_FALSE(out.contains(QStringLiteral("secretvalue")));
    EXPECT_EQ(out, QStringLiteral("key=<redacted>&action=get&id=1"));
    const QString url = redactKey(QStringLiteral("https://h/res.php?action=get&key=abc"), QString());
    EXPECT_FALSE(url.contains(QStringLiteral("abc")));
    // Not a key field: "monkey=" keeps its value.
    EXPECT_EQ(redactKey(QStringLiteral("a=1&monkey=banana"), QString()), QStringLiteral("a=1&monkey=banana"));
}

TEST(KeyRedaction, LeavesTextWithoutTheKeyAlone)
{
    EXPECT_EQ(redactKey(QStringLiteral("ERROR_ZERO_BALANCE"), QStringLiteral("abc123")),
              QStringLiteral("ERROR_ZERO_BALANCE"));
}
