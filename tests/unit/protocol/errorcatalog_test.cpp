#include "core/protocol/errorcatalog.h"

#include <QSet>
#include <QString>
#include <gtest/gtest.h>

#include <utility>
#include <vector>

using SolveDeck::describeError;
using SolveDeck::ErrorClass;
using SolveDeck::errorClassName;

namespace {

// Every code in shared/design/PROTOCOL.md's error table, with the class the table prescribes.
const std::vector<std::pair<const char *, ErrorClass>> &protocolCodes()
{
    static const std::vector<std::pair<const char *, ErrorClass>> codes = {
        {"CAPCHA_NOT_READY", ErrorClass::NotReady},
        {"ERROR_ZERO_BALANCE", ErrorClass::Capacity},
        {"ERROR_NO_SLOT_AVAILABLE", ErrorClass::Capacity},
        {"MAX_USER_TURN", ErrorClass::Capacity},
        {"ERROR_SERVER_ERROR", ErrorClass::Transient},
        {"ERROR_INTERNAL_SERVER_ERROR", ErrorClass::Transient},
        {"ERROR_WRONG_USER_KEY", ErrorClass::AuthPause},
        {"ERROR_KEY_DOES_NOT_EXIST", ErrorClass::AuthPause},
        {"IP_BANNED", ErrorClass::BanPause},
        {"ERROR_PAGEURL", ErrorClass::JobFailure},
        {"ERROR_GOOGLEKEY", ErrorClass::JobFailure},
        {"ERROR_WRONG_GOOGLEKEY", ErrorClass::JobFailure},
        {"ERROR_BAD_PARAMETERS", ErrorClass::JobFailure},
        {"ERROR_BAD_TOKEN_OR_PAGEURL", ErrorClass::JobFailure},
        {"ERROR_DOMAIN_NOT_ALLOWED", ErrorClass::JobFailure},
        {"ERROR_ZERO_CAPTCHA_FILESIZE", ErrorClass::JobFailure},
        {"ERROR_TOO_BIG_CAPTCHA_FILESIZE", ErrorClass::JobFailure},
        {"ERROR_WRONG_FILE_EXTENSION", ErrorClass::JobFailure},
        {"ERROR_IMAGE_TYPE_NOT_SUPPORTED", ErrorClass::JobFailure},
        {"ERROR_UPLOAD", ErrorClass::JobFailure},
        {"ERROR_BAD_PROXY", ErrorClass::JobFailure},
        {"ERROR_PROXY_CONNECTION_FAILED", ErrorClass::JobFailure},
        {"ERROR_CAPTCHA_UNSOLVABLE", ErrorClass::JobFailure},
        {"ERROR_WRONG_CAPTCHA_ID", ErrorClass::ClientBug},
        {"ERROR_WRONG_ID_FORMAT", ErrorClass::ClientBug},
        {"ERROR_EMPTY_ACTION", ErrorClass::ClientBug},
        // Ours: the transport.
        {"HTTP_502", ErrorClass::Transient},
        {"HTTP_500", ErrorClass::Transient},
        {"HTTP_503", ErrorClass::Transient},
        // Statuses that say the address is not the API: the queue pauses instead of retrying every job.
        {"HTTP_301", ErrorClass::EndpointPause},
        {"HTTP_302", ErrorClass::EndpointPause},
        {"HTTP_401", ErrorClass::EndpointPause},
        {"HTTP_403", ErrorClass::EndpointPause},
        {"HTTP_404", ErrorClass::EndpointPause},
        {"HTTP_405", ErrorClass::EndpointPause},
        {"HTML_RESPONSE", ErrorClass::Transient},
        {"BAD_RESPONSE", ErrorClass::Transient},
        {"TIMEOUT", ErrorClass::Transient},
        {"CONNECTION_REFUSED", ErrorClass::Transient},
        {"CONNECTION_RESET", ErrorClass::Transient},
        {"NETWORK_ERROR", ErrorClass::Transient},
    };
    return codes;
}

} // namespace

TEST(ErrorCatalog, EveryProtocolCodeHasItsClassACauseAndAFix)
{
    for (const auto &[code, expected] : protocolCodes()) {
        const QString c = QString::fromLatin1(code);
        const auto info = describeError(c);
        EXPECT_EQ(info.errorClass, expected) << code;
        EXPECT_TRUE(info.known) << code;
        EXPECT_EQ(info.code, c);
        EXPECT_FALSE(info.cause.isEmpty()) << code;
        EXPECT_FALSE(info.fix.isEmpty()) << code;
    }
}

TEST(ErrorCatalog, JobFailuresCarryAFixHintOfTheirOwnKind)
{
    // Parameter, image and proxy problems must tell the operator what to change, not just "retry".
    EXPECT_TRUE(describeError(QStringLiteral("ERROR_PAGEURL")).fix.contains(QStringLiteral("https://")));
    EXPECT_TRUE(describeError(QStringLiteral("ERROR_TOO_BIG_CAPTCHA_FILESIZE")).fix.contains(QStringLiteral("kB")));
    EXPECT_TRUE(describeError(QStringLiteral("ERROR_BAD_PROXY")).fix.contains(QStringLiteral("proxy")));
    EXPECT_NE(describeError(QStringLiteral("ERROR_PAGEURL")).fix, describeError(QStringLiteral("ERROR_BAD_PROXY")).fix);
}

TEST(ErrorCatalog, ZeroBalanceMeansNoFreeThreadNotMoney)
{
    const auto info = describeError(QStringLiteral("ERROR_ZERO_BALANCE"));
    EXPECT_EQ(info.errorClass, ErrorClass::Capacity);
    EXPECT_TRUE(info.cause.contains(QStringLiteral("thread")));
}

TEST(ErrorCatalog, UnknownCodeFailsTheJobAndShowsTheRawCode)
{
    const auto info = describeError(QStringLiteral("ERROR_SOMETHING_NEW"));
    EXPECT_EQ(info.errorClass, ErrorClass::JobFailure);
    EXPECT_FALSE(info.known);
    EXPECT_EQ(info.code, QStringLiteral("ERROR_SOMETHING_NEW"));
    EXPECT_TRUE(info.cause.contains(QStringLiteral("ERROR_SOMETHING_NEW")));
    EXPECT_FALSE(info.fix.isEmpty());
}

TEST(ErrorCatalog, EmptyCodeIsUnknown)
{
    const auto info = describeError(QString());
    EXPECT_FALSE(info.known);
    EXPECT_EQ(info.errorClass, ErrorClass::JobFailure);
    EXPECT_FALSE(info.cause.isEmpty());
}

TEST(ErrorCatalog, HttpStatusCodeIsShownInTheCause)
{
    const auto info = describeError(QStringLiteral("HTTP_503"));
    EXPECT_EQ(info.errorClass, ErrorClass::Transient);
    EXPECT_TRUE(info.cause.contains(QStringLiteral("503")));
    // Not a transport code: HTTP_ followed by something else.
    EXPECT_FALSE(describeError(QStringLiteral("HTTP_ABC")).known);
}

TEST(ErrorCatalog, ClassNamesAreStableAndDistinct)
{
    const QList<ErrorClass> classes = {ErrorClass::NotReady,
                                       ErrorClass::Transient,
                                       ErrorClass::Capacity,
                                       ErrorClass::AuthPause,
                                       ErrorClass::BanPause,
                                       ErrorClass::JobFailure,
                                       ErrorClass::ClientBug};
    QSet<QString> names;
    for (ErrorClass c : classes) {
        names.insert(errorClassName(c));
    }
    EXPECT_EQ(names.size(), classes.size());
    EXPECT_EQ(errorClassName(ErrorClass::Capacity), QStringLiteral("capacity"));
    EXPECT_EQ(errorClassName(ErrorClass::AuthPause), QStringLiteral("auth_pause"));
}

TEST(ErrorCatalog, DetailBeyondTheCatalogueKeepsOnlyTheSpecificText)
{
    using SolveDeck::errorDetailBeyondCatalogue;
    const QString code = QStringLiteral("ERROR_WRONG_GOOGLEKEY");
    const auto info = describeError(code);
    EXPECT_EQ(errorDetailBeyondCatalogue(code, QStringLiteral("sitekey is 12 characters")),
              QStringLiteral("sitekey is 12 characters"));
    EXPECT_TRUE(errorDetailBeyondCatalogue(code, QString()).isEmpty());
    EXPECT_TRUE(errorDetailBeyondCatalogue(code, code).isEmpty());
    EXPECT_TRUE(errorDetailBeyondCatalogue(code, info.cause).isEmpty());
    // Rows stored before the engine kept only the specific detail: "CODE: CODE: cause fix (extra)".
    const QString legacy = code + QStringLiteral(": ") + code + QStringLiteral(": ") + info.cause + QLatin1Char(' ')
                         + info.fix + QStringLiteral(" (the server said: bad key)");
    EXPECT_EQ(errorDetailBeyondCatalogue(code, legacy), QStringLiteral("the server said: bad key"));
    EXPECT_TRUE(errorDetailBeyondCatalogue(code, code + QStringLiteral(": ") + info.cause + QLatin1Char(' ') + info.fix)
                    .isEmpty());
}
