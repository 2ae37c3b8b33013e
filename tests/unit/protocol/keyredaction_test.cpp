#include "core/net/keyredaction.h"

#include <QDebug>
#include <QString>
#include <QStringList>
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

namespace {

const QString kKey = QStringLiteral("0123456789abcdef0123456789abcdef");

// The longest run of the key's consecutive characters in `text` (case-insensitive).
qsizetype longestKeyRun(const QString &text, const QString &key)
{
    qsizetype best = 0;
    const QString t = text.toLower();
    const QString k = key.toLower();
    for (qsizetype length = 1; length <= k.size(); ++length) {
        bool found = false;
        for (qsizetype j = 0; j + length <= k.size() && !found; ++j) {
            found = t.contains(k.mid(j, length));
        }
        if (!found) {
            break;
        }
        best = length;
    }
    return best;
}

} // namespace

TEST(KeyRedaction, MasksAPartialKeyLeftAtACut)
{
    // What an 80-character cut of an echoing answer leaves: the key's first 31 characters, then "...".
    const QString cut = QStringLiteral("bad answer: echo ") + kKey.left(31) + QStringLiteral("...");
    const QString out = redactKey(cut, kKey);
    EXPECT_LT(longestKeyRun(out, kKey), SolveDeck::minKeyFragment) << out.toStdString();
    EXPECT_TRUE(out.startsWith(QStringLiteral("bad answer: echo <redacted>"))) << out.toStdString();
    // The key's tail at the start of a message, in upper case.
    const QString tail = redactKey(kKey.mid(20).toUpper() + QStringLiteral(" was sent"), kKey);
    EXPECT_LT(longestKeyRun(tail, kKey), SolveDeck::minKeyFragment) << tail.toStdString();
}

TEST(KeyRedaction, MasksTheKeyInEscapedSpellings)
{
    QString percent;
    QString html;
    QString json;
    for (const QChar c : kKey) {
        percent += QStringLiteral("%%1").arg(int(c.unicode()), 2, 16, QLatin1Char('0'));
        html += QStringLiteral("&#%1;").arg(int(c.unicode()));
        json += QStringLiteral("\\u%1").arg(int(c.unicode()), 4, 16, QLatin1Char('0'));
    }
    for (const QString &spelling : {percent, html, json, percent.toUpper()}) {
        const QString out = redactKey(QStringLiteral("echo: ") + spelling + QStringLiteral(" end"), kKey);
        EXPECT_EQ(out, QStringLiteral("echo: <redacted> end")) << spelling.toStdString();
    }
}

TEST(KeyRedaction, LeavesShortCoincidencesAlone)
{
    // Seven characters of the key are not a leak: task ids and hashes share such runs by chance.
    const QString text = QStringLiteral("task 0123456 done");
    EXPECT_EQ(redactKey(text, kKey), text);
}

TEST(KeyRedaction, RedactsAWholeKeyInAnAnswerBeforeItIsRead)
{
    const QByteArray echoed = QByteArrayLiteral("{\"status\":0,\"request\":\"ERROR_WRONG_USER_KEY\",\"key\":\"")
                            + kKey.toLatin1() + QByteArrayLiteral("\"}");
    const QByteArray out = SolveDeck::redactKeyInAnswer(echoed, kKey);
    EXPECT_FALSE(out.contains(kKey.toLatin1()));
    EXPECT_TRUE(out.contains("ERROR_WRONG_USER_KEY"));
    // An answer without the key (even one that is not valid UTF-8) comes back byte for byte.
    const QByteArray token = QByteArrayLiteral("OK|03AGdBq2\xff") + kKey.left(12).toLatin1();
    EXPECT_EQ(SolveDeck::redactKeyInAnswer(token, kKey), token);
}

TEST(KeyRedaction, MasksKeyShapedRunsInUnknownText)
{
    const QString endpoint = QStringLiteral("http://127.0.0.1:8080/") + kKey + QStringLiteral("/in.php");
    EXPECT_EQ(SolveDeck::redactKeyShaped(endpoint), QStringLiteral("http://127.0.0.1:8080/<redacted>/in.php"));
    // 33 hexadecimal characters are not a key's shape.
    const QString longer = kKey + QStringLiteral("a");
    EXPECT_EQ(SolveDeck::redactKeyShaped(longer), longer);
}

TEST(KeyRedaction, WipesEveryCopyOfARequestBody)
{
    QByteArray body = QByteArrayLiteral("key=") + kKey.toLatin1() + QByteArrayLiteral("&action=getbalance");
    body.detach();
    const QByteArray sharedCopy = body; // as Qt's upload buffer shares it
    SolveDeck::wipeBytes(body);
    EXPECT_TRUE(body.isEmpty());
    EXPECT_EQ(sharedCopy, QByteArray(sharedCopy.size(), '\0'));
}

namespace {
QStringList s_logged;

void captureMessage(QtMsgType, const QMessageLogContext &, const QString &message)
{
    s_logged.append(message);
}
} // namespace

TEST(KeyRedaction, RegisteredSecretsAreMaskedInLogMessages)
{
    const QString secret = QStringLiteral("fedcba9876543210fedcba9876543210");
    s_logged.clear();
    qInstallMessageHandler(captureMessage);
    SolveDeck::registerSecret(secret); // puts the redacting handler in front of captureMessage
    qWarning().noquote() << "answer was" << secret << "and then" << secret.mid(3, 25);
    qInstallMessageHandler(nullptr);
    ASSERT_EQ(s_logged.size(), 1);
    EXPECT_EQ(s_logged.constFirst(), QStringLiteral("answer was <redacted> and then <redacted>"));
    EXPECT_EQ(SolveDeck::redactRegisteredSecrets(QStringLiteral("got ") + secret.left(20)),
              QStringLiteral("got <redacted>"));
}
