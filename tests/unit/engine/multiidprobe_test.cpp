// The multi-id probe's reading of answers and the policy of when to use ids= and when to ask again (pure).
#include "core/engine/multiidprobe.h"

#include <gtest/gtest.h>

using namespace SolveDeck;
using Kind = MultiIdProbe::Verdict::Kind;

namespace {

HttpAnswer plain(const char *body)
{
    return HttpAnswer{200, "text/plain", QByteArray(body)};
}

HttpAnswer json(const char *body)
{
    return HttpAnswer{200, "application/json", QByteArray(body)};
}

EndpointCapability known(EndpointCapability::MultiId multiId, qint64 at, const QString &note = {})
{
    EndpointCapability c;
    c.endpoint = QStringLiteral("http://127.0.0.1:8081/");
    c.multiId = multiId;
    c.checkedAtMs = at;
    c.note = note;
    return c;
}

TEST(MultiIdProbe, AsksAboutTwoWellFormedIds)
{
    const QStringList ids = MultiIdProbe::probeTaskIds();
    ASSERT_EQ(ids.size(), 2); // one id would not tell a list from a single code
    EXPECT_NE(ids.at(0), ids.at(1));
    for (const QString &id : ids) {
        EXPECT_FALSE(id.isEmpty());
        EXPECT_TRUE(std::ranges::all_of(id, [](QChar c) {
            return c.isDigit();
        })) << id.toStdString();
    }
}

TEST(MultiIdProbe, OneCodePerIdIsSupportedAndNamesTheEnvelope)
{
    auto v = MultiIdProbe::classify(json(R"({"status":1,"request":"ERROR_WRONG_CAPTCHA_ID|ERROR_WRONG_CAPTCHA_ID"})"),
                                    2);
    EXPECT_EQ(v.kind, Kind::Supported);
    EXPECT_EQ(v.envelope, QStringLiteral("json"));
    v = MultiIdProbe::classify(json(R"({"status":0,"request":"ERROR_WRONG_CAPTCHA_ID|ERROR_WRONG_CAPTCHA_ID"})"), 2);
    EXPECT_EQ(v.kind, Kind::Supported);
    EXPECT_EQ(v.envelope, QStringLiteral("json"));
    v = MultiIdProbe::classify(plain("OK|ERROR_WRONG_CAPTCHA_ID|CAPCHA_NOT_READY"), 2);
    EXPECT_EQ(v.kind, Kind::Supported);
    EXPECT_EQ(v.envelope, QStringLiteral("plain-ok"));
    v = MultiIdProbe::classify(plain("ERROR_WRONG_CAPTCHA_ID|ERROR_WRONG_CAPTCHA_ID"), 2);
    EXPECT_EQ(v.kind, Kind::Supported);
    EXPECT_EQ(v.envelope, QStringLiteral("plain"));
}

TEST(MultiIdProbe, ASingleCodeForTwoIdsIsUnsupported)
{
    for (const HttpAnswer &a : {plain("ERROR_WRONG_ID_FORMAT"),
                                plain("ERROR_WRONG_CAPTCHA_ID"),
                                json(R"({"status":0,"request":"ERROR_WRONG_ID_FORMAT"})")}) {
        const auto v = MultiIdProbe::classify(a, 2);
        EXPECT_EQ(v.kind, Kind::Unsupported) << a.body.toStdString();
        EXPECT_FALSE(v.note.isEmpty());
    }
}

TEST(MultiIdProbe, GarbageAndWrongCountsAreUnsupported)
{
    for (const HttpAnswer &a : {plain("hello"),
                                plain("OK|a b c"),
                                plain("ERROR_WRONG_CAPTCHA_ID|ERROR_WRONG_CAPTCHA_ID|ERROR_WRONG_CAPTCHA_ID"),
                                plain("tok123|ERROR_WRONG_CAPTCHA_ID"), // a token for an id that was never ours
                                plain(""),
                                json(R"({"status":1,"request":"12.5"})"),
                                json(R"({"status":1,"request":["a","b"]})"),
                                json(R"({"status":1,"request":"ERR)")}) {
        const auto v = MultiIdProbe::classify(a, 2);
        EXPECT_EQ(v.kind, Kind::Unsupported) << a.body.toStdString();
    }
}

TEST(MultiIdProbe, TransportAndAccountTroubleTellNothing)
{
    for (const HttpAnswer &a : {HttpAnswer{502, {}, "Bad gateway"},
                                HttpAnswer{200, "text/html", "<html>maintenance</html>"},
                                plain("ERROR_WRONG_USER_KEY"),
                                plain("ERROR_KEY_DOES_NOT_EXIST"),
                                json(R"({"status":0,"request":"IP_BANNED"})")}) {
        const auto v = MultiIdProbe::classify(a, 2);
        EXPECT_EQ(v.kind, Kind::Inconclusive) << a.body.toStdString();
    }
}

TEST(MultiIdProbe, ABatchIsMalformedOnlyWhenEveryIdIsBadResponseWrongFormatOrRefusedAsNotTheApi)
{
    ApiResult<PollOk> bad;
    bad.failure = ResponseParser::transportFailure(QStringLiteral("BAD_RESPONSE"), QStringLiteral("x"), true);
    ApiResult<PollOk> wrongFormat;
    wrongFormat.failure = ResponseParser::failureForCode(QStringLiteral("ERROR_WRONG_ID_FORMAT"));
    ApiResult<PollOk> timeout;
    timeout.failure = ResponseParser::transportFailure(QStringLiteral("TIMEOUT"), QStringLiteral("x"), true);
    ApiResult<PollOk> notReady;
    notReady.value = PollOk{false, {}};
    EXPECT_TRUE(MultiIdProbe::batchIsMalformed({bad, bad}));
    EXPECT_TRUE(MultiIdProbe::batchIsMalformed({wrongFormat, wrongFormat, wrongFormat}));
    EXPECT_FALSE(MultiIdProbe::batchIsMalformed({bad, notReady}));
    EXPECT_FALSE(MultiIdProbe::batchIsMalformed({timeout, timeout}));
    EXPECT_FALSE(MultiIdProbe::batchIsMalformed({}));
    // The ids= request refused as not the API (the simulator's multiIdsGarbage mode answers a web page; a 404):
    // single polls decide whether the endpoint itself is broken.
    ApiResult<PollOk> html;
    html.failure = ResponseParser::transportFailure(QStringLiteral("HTML_RESPONSE"), QStringLiteral("x"), true);
    EXPECT_TRUE(MultiIdProbe::batchIsMalformed({html, html}));
    EXPECT_FALSE(MultiIdProbe::batchIsMalformed({html, notReady}));
    ApiResult<PollOk> notFound;
    notFound.failure = ResponseParser::transportFailure(QStringLiteral("HTTP_404"), QStringLiteral("x"), true);
    ASSERT_EQ(notFound.failure.errorClass, ErrorClass::EndpointPause);
    EXPECT_TRUE(MultiIdProbe::batchIsMalformed({notFound, notFound}));
}

TEST(MultiIdPolicy, TheSettingTurnsItOffWithoutAsking)
{
    EXPECT_EQ(MultiIdPolicy::atStart(false, std::nullopt, 1000), MultiIdPolicy::Action::Off);
    EXPECT_EQ(MultiIdPolicy::atStart(false, known(EndpointCapability::MultiId::Supported, 900), 1000),
              MultiIdPolicy::Action::Off);
}

TEST(MultiIdPolicy, ProbesWhenNothingIsKnown)
{
    EXPECT_EQ(MultiIdPolicy::atStart(true, std::nullopt, 1000), MultiIdPolicy::Action::Probe);
    EXPECT_EQ(MultiIdPolicy::atStart(true, known(EndpointCapability::MultiId::Unknown, 900), 1000),
              MultiIdPolicy::Action::Probe);
}

TEST(MultiIdPolicy, ARecentAnswerHoldsAndAnOldOneIsCheckedAgain)
{
    const qint64 t = 10'000'000'000;
    using A = MultiIdPolicy::Action;
    const auto yes = EndpointCapability::MultiId::Supported;
    const auto no = EndpointCapability::MultiId::Unsupported;
    EXPECT_EQ(MultiIdPolicy::atStart(true, known(yes, t), t + MultiIdPolicy::kSupportedForMs - 1), A::On);
    EXPECT_EQ(MultiIdPolicy::atStart(true, known(yes, t), t + MultiIdPolicy::kSupportedForMs), A::Probe);
    EXPECT_EQ(MultiIdPolicy::atStart(true, known(no, t), t + MultiIdPolicy::kUnsupportedForMs - 1), A::Off);
    EXPECT_EQ(MultiIdPolicy::atStart(true, known(no, t), t + MultiIdPolicy::kUnsupportedForMs), A::Probe);
    // A malformed answer mid-run is checked again much sooner than a plain "no".
    const auto bad = known(no, t, QString(MultiIdPolicy::kMalformedNote));
    EXPECT_EQ(MultiIdPolicy::atStart(true, bad, t + MultiIdPolicy::kRecheckAfterMalformedMs - 1), A::Off);
    EXPECT_EQ(MultiIdPolicy::atStart(true, bad, t + MultiIdPolicy::kRecheckAfterMalformedMs), A::Probe);
    // Checked "in the future": the clock went back, so the answer's age is unknown.
    EXPECT_EQ(MultiIdPolicy::atStart(true, known(yes, t), t - 1), A::Probe);
}

TEST(MultiIdPolicy, VerdictsBecomeRowsAndInconclusiveStoresNothing)
{
    const QString e = QStringLiteral("http://127.0.0.1:1/");
    const auto yes = MultiIdPolicy::capabilityFor(e, {Kind::Supported, QStringLiteral("json"), {}}, 42);
    ASSERT_TRUE(yes.has_value());
    EXPECT_EQ(yes->multiId, EndpointCapability::MultiId::Supported);
    EXPECT_EQ(yes->envelope, QStringLiteral("json"));
    EXPECT_EQ(yes->checkedAtMs, 42);
    const auto no = MultiIdPolicy::capabilityFor(e, {Kind::Unsupported, {}, QStringLiteral("a single X")}, 43);
    ASSERT_TRUE(no.has_value());
    EXPECT_EQ(no->multiId, EndpointCapability::MultiId::Unsupported);
    EXPECT_EQ(no->note, QStringLiteral("a single X"));
    EXPECT_FALSE(MultiIdPolicy::capabilityFor(e, {Kind::Inconclusive, {}, QStringLiteral("HTTP 502")}, 44));
    const EndpointCapability m = MultiIdPolicy::malformed(e, 45);
    EXPECT_EQ(m.multiId, EndpointCapability::MultiId::Unsupported);
    EXPECT_EQ(m.note, QString(MultiIdPolicy::kMalformedNote));
}

} // namespace
