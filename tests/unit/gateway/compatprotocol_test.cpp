// The compat protocol's pure parts: in.php fields as 2captcha-style libraries send them read into the job SolveDeck
// stores (every method, aliases, what is ignored, what is refused with which upstream code), res.php answers read
// from a job, and both envelopes (plain "OK|…" and json=1) with the CORS header.
#include "core/model/validation.h"
#include "gateway/compat/compatanswer.h"
#include "gateway/compat/compatresult.h"
#include "gateway/compat/compatsubmit.h"
#include "gateway/formdecoder.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>
#include <gtest/gtest.h>

using namespace SolveDeck;
using namespace SolveDeck::Gateway;
using namespace SolveDeck::Gateway::Compat;
using namespace Qt::StringLiterals;

namespace {

FormFields form(QByteArrayView urlEncoded)
{
    auto fields = FormDecoder::decodeUrlEncoded(urlEncoded);
    EXPECT_TRUE(fields.ok());
    return fields.ok() ? fields.value() : FormFields();
}

TaskSpec read(const QByteArray &urlEncoded)
{
    const auto spec = readSubmit(form(urlEncoded));
    EXPECT_TRUE(spec.ok()) << (spec.ok() ? "" : spec.error().message.toStdString());
    return spec.ok() ? spec.value() : TaskSpec();
}

QString refusal(const FormFields &fields)
{
    const auto spec = readSubmit(fields);
    EXPECT_FALSE(spec.ok());
    return spec.ok() ? QString() : spec.error().code;
}

QString refusal(QByteArrayView urlEncoded)
{
    return refusal(form(urlEncoded));
}

// 120 bytes that stand in for an image (the reader does not judge pictures; the core's validation does).
QByteArray imageBytes()
{
    return QByteArray(120, '\x89');
}

TEST(CompatSubmit, RecaptchaV2AsTheDocumentationWritesIt)
{
    const TaskSpec spec = read("key=0123456789abcdef0123456789abcdef&method=userrecaptcha&googlekey=6Le-site"
                               "&pageurl=https%3A%2F%2Fshop.test%2Flogin&invisible=1&json=1&soft_id=42");
    EXPECT_EQ(spec.method, Method::RecaptchaV2);
    EXPECT_EQ(spec.sitekey, u"6Le-site"_s);
    EXPECT_EQ(spec.pageurl, u"https://shop.test/login"_s);
    EXPECT_EQ(spec.params.value(u"invisible"_s), u"1"_s);
    // key, json and soft_id are the protocol's, not the job's.
    EXPECT_FALSE(spec.params.contains(u"soft_id"_s));
    EXPECT_FALSE(spec.params.contains(u"key"_s));
    EXPECT_FALSE(spec.params.contains(u"json"_s));
    EXPECT_TRUE(validateTaskSpec(spec).ok());
}

TEST(CompatSubmit, RecaptchaV3ByVersionWithActionAndScoreUnderEitherName)
{
    for (const char *score : {"min_score=0.7", "minScore=0.7"}) {
        const TaskSpec spec = read(QByteArray("method=userrecaptcha&version=v3&action=login&googlekey=k"
                                              "&pageurl=https://a.test/&")
                                   + QByteArray(score));
        EXPECT_EQ(spec.method, Method::RecaptchaV3) << score;
        EXPECT_EQ(spec.params.value(u"action"_s), u"login"_s);
        EXPECT_EQ(spec.params.value(u"min_score"_s), u"0.7"_s) << score;
    }
    EXPECT_EQ(read("method=userrecaptcha&version=3&googlekey=k&pageurl=https://a.test/").method, Method::RecaptchaV3);
    EXPECT_EQ(read("method=userrecaptcha&version=v2&googlekey=k&pageurl=https://a.test/").method, Method::RecaptchaV2);
}

TEST(CompatSubmit, SiteKeyAliasesAndOptionalParametersOfEachMethod)
{
    EXPECT_EQ(read("method=userrecaptcha&sitekey=k1&pageurl=https://a.test/").sitekey, u"k1"_s);
    const TaskSpec turnstile = read("method=turnstile&sitekey=0x4AAA&pageurl=https://a.test/&action=signup"
                                    "&data=cdata&useragent=UA%2F1&proxy=u%3Ap%40h%3A8080&proxytype=http");
    EXPECT_EQ(turnstile.method, Method::Turnstile);
    EXPECT_EQ(turnstile.sitekey, u"0x4AAA"_s);
    EXPECT_EQ(turnstile.params.value(u"action"_s), u"signup"_s);
    EXPECT_EQ(turnstile.params.value(u"data"_s), u"cdata"_s);
    EXPECT_EQ(turnstile.params.value(u"userAgent"_s), u"UA/1"_s);
    EXPECT_EQ(turnstile.params.value(u"proxytype"_s), u"HTTP"_s);
    EXPECT_EQ(turnstile.params.value(u"proxy"_s), u"u:p@h:8080"_s);
    const TaskSpec v2 = read("method=userrecaptcha&googlekey=k&pageurl=https://a.test/&data-s=abc&cookies=a%3D1"
                             "&enterprise=1");
    EXPECT_EQ(v2.params.value(u"data-s"_s), u"abc"_s);
    EXPECT_EQ(v2.params.value(u"cookies"_s), u"a=1"_s);
    EXPECT_EQ(v2.params.value(u"enterprise"_s), u"1"_s);
}

TEST(CompatSubmit, ParametersAMethodDoesNotTakeAreIgnoredNotRefused)
{
    // As upstream: a library sending its defaults (lang, header_acao, a v3 action on v2) still gets its job.
    const TaskSpec spec = read("method=userrecaptcha&googlekey=k&pageurl=https://a.test/&action=verify&lang=en"
                               "&header_acao=1&json=0&whatever=1&phrase=1");
    EXPECT_TRUE(spec.params.isEmpty()) << spec.params.keys().join(u',').toStdString();
    EXPECT_TRUE(validateTaskSpec(spec).ok());
}

TEST(CompatSubmit, ImageAsBase64BodyAsDataUrlAndAsMultipartFile)
{
    const QByteArray base64 = imageBytes().toBase64();
    const TaskSpec body = read(QByteArray("method=base64&numeric=1&min_len=4&maxLen=6&textinstructions=digits&body=")
                               + QUrl::toPercentEncoding(QString::fromLatin1(base64)));
    EXPECT_EQ(body.method, Method::Image);
    EXPECT_EQ(body.params.value(u"body"_s).toLatin1(), base64);
    EXPECT_EQ(body.params.value(u"numeric"_s), u"1"_s);
    EXPECT_EQ(body.params.value(u"min_len"_s), u"4"_s);
    EXPECT_EQ(body.params.value(u"max_len"_s), u"6"_s);
    EXPECT_EQ(body.params.value(u"textinstructions"_s), u"digits"_s);
    EXPECT_TRUE(body.pageurl.isEmpty());

    const TaskSpec dataUrl = read(QByteArray("method=base64&body=")
                                  + QUrl::toPercentEncoding(u"data:image/png;base64,"_s + QString::fromLatin1(base64)));
    EXPECT_EQ(dataUrl.params.value(u"body"_s).toLatin1(), base64);

    FormFields upload = form("method=post&regsense=1");
    upload.addFile(FormFile{u"file"_s, u"captcha.png"_s, "image/png", imageBytes()});
    const auto fromFile = readSubmit(upload);
    ASSERT_TRUE(fromFile.ok());
    EXPECT_EQ(fromFile->method, Method::Image);
    EXPECT_EQ(fromFile->params.value(u"body"_s).toLatin1(), base64);
    EXPECT_EQ(fromFile->params.value(u"regsense"_s), u"1"_s);
}

TEST(CompatSubmit, EachMissingPieceGetsTheCodeUpstreamGives)
{
    EXPECT_EQ(refusal("method=userrecaptcha&pageurl=https://a.test/"), u"ERROR_GOOGLEKEY"_s);
    EXPECT_EQ(refusal("method=userrecaptcha&googlekey=k"), u"ERROR_PAGEURL"_s);
    EXPECT_EQ(refusal("method=turnstile&pageurl=https://a.test/"), u"ERROR_BAD_PARAMETERS"_s);
    EXPECT_EQ(refusal("method=turnstile&sitekey=k"), u"ERROR_PAGEURL"_s);
    EXPECT_EQ(refusal("method=base64"), u"ERROR_ZERO_CAPTCHA_FILESIZE"_s);
    EXPECT_EQ(refusal("method=base64&body=%25%25not-base64"), u"ERROR_UPLOAD"_s);
    EXPECT_EQ(refusal("method=post"), u"ERROR_UPLOAD"_s);
    EXPECT_EQ(refusal("method=hcaptcha&sitekey=k&pageurl=https://a.test/"), u"ERROR_NO_SUCH_METHOD"_s);
    EXPECT_EQ(refusal("googlekey=k&pageurl=https://a.test/"), u"ERROR_NO_SUCH_METHOD"_s);

    FormFields empty = form("method=post");
    empty.addFile(FormFile{u"file"_s, u"x.png"_s, "image/png", {}});
    EXPECT_EQ(refusal(empty), u"ERROR_ZERO_CAPTCHA_FILESIZE"_s);
    FormFields big = form("method=post");
    big.addFile(FormFile{u"file"_s, u"x.png"_s, "image/png", QByteArray(maxImageBytes + 1, 'x')});
    EXPECT_EQ(refusal(big), u"ERROR_TOO_BIG_CAPTCHA_FILESIZE"_s);
}

TEST(CompatSubmit, ARefusalSaysWhichParameterAndWhatToSend)
{
    const auto refused = readSubmit(form("method=funcaptcha&pageurl=https://a.test/"));
    ASSERT_FALSE(refused.ok());
    EXPECT_TRUE(refused.error().message.contains(u"funcaptcha"_s));
    EXPECT_TRUE(refused.error().message.contains(u"userrecaptcha"_s));
    const auto noKey = readSubmit(form("method=userrecaptcha&pageurl=https://a.test/"));
    ASSERT_FALSE(noKey.ok());
    EXPECT_TRUE(noKey.error().message.startsWith(u"googlekey"_s));
}

Job jobIn(JobState state)
{
    Job job;
    job.id = 17;
    job.state = state;
    return job;
}

TEST(CompatResult, AJobAnswersByItsState)
{
    for (JobState state : {JobState::Queued, JobState::Submitting, JobState::Submitted}) {
        const CompatAnswer answer = resultOf(jobIn(state));
        EXPECT_FALSE(answer.ok);
        EXPECT_EQ(answer.request, u"CAPCHA_NOT_READY"_s) << jobStateName(state).toStdString();
    }
    Job solved = jobIn(JobState::Solved);
    solved.token = u"03AGdBq24"_s;
    EXPECT_TRUE(resultOf(solved).ok);
    EXPECT_EQ(resultOf(solved).request, u"03AGdBq24"_s);

    Job upstream = jobIn(JobState::Failed);
    upstream.errorCode = u"ERROR_BAD_TOKEN_OR_PAGEURL"_s;
    EXPECT_EQ(resultOf(upstream).request, u"ERROR_BAD_TOKEN_OR_PAGEURL"_s);

    Job ours = jobIn(JobState::Failed);
    ours.errorCode = u"DEADLINE_EXCEEDED"_s;
    ours.errorDetail = u"no answer in 600 s"_s;
    EXPECT_EQ(resultOf(ours).request, u"ERROR_CAPTCHA_UNSOLVABLE"_s);
    EXPECT_TRUE(resultOf(ours).errorText.contains(u"DEADLINE_EXCEEDED"_s));
    EXPECT_EQ(resultOf(jobIn(JobState::Canceled)).request, u"ERROR_CAPTCHA_UNSOLVABLE"_s);
    EXPECT_EQ(resultOf(std::nullopt).request, u"ERROR_WRONG_CAPTCHA_ID"_s);
    EXPECT_EQ(resultElement(std::nullopt), u"ERROR_WRONG_CAPTCHA_ID"_s);
    EXPECT_EQ(resultElement(solved), u"03AGdBq24"_s);
}

TEST(CompatResult, TaskIdsAreDecimalDigitsOnly)
{
    EXPECT_EQ(parseTaskId(u"42"_s), 42);
    EXPECT_EQ(parseTaskId(u" 42 "_s), 42);
    for (const QString &bad : {u""_s, u"0"_s, u"-3"_s, u"4a"_s, u"1e3"_s, u"9999999999999999999"_s, u"٣"_s}) {
        EXPECT_FALSE(parseTaskId(bad).has_value()) << bad.toStdString();
    }
}

QJsonObject jsonOf(const GatewayReply &reply)
{
    return QJsonDocument::fromJson(reply.body).object();
}

TEST(CompatAnswer, PlainEnvelopePrefixesValuesAndLeavesCodesBare)
{
    EXPECT_EQ(encode(CompatAnswer::value(u"123"_s), false, false).body, "OK|123");
    EXPECT_EQ(encode(CompatAnswer::value(u"1.5"_s, CompatAnswer::Plain::Bare), false, false).body, "1.5");
    EXPECT_EQ(encode(CompatAnswer::error(u"CAPCHA_NOT_READY"_s), false, false).body, "CAPCHA_NOT_READY");
    // Codes stay bare as upstream sends them (libraries compare them whole); only SolveDeck's own refusals a person
    // must read carry their text, after a '|'.
    EXPECT_EQ(encode(CompatAnswer::error(u"ERROR_NO_SLOT_AVAILABLE"_s, u"at your limit"_s), false, false).body,
              "ERROR_NO_SLOT_AVAILABLE");
    EXPECT_EQ(encode(CompatAnswer::error(u"ERROR_PAGEURL"_s, u"pageurl: missing"_s), false, false).body,
              "ERROR_PAGEURL");
    EXPECT_EQ(encode(CompatAnswer::error(u"ERROR_BAD_PARAMETERS"_s, u"pingback: refused"_s), false, false).body,
              "ERROR_BAD_PARAMETERS|pingback: refused");
    EXPECT_EQ(encode(CompatAnswer::error(u"ERROR_DOMAIN_NOT_ALLOWED"_s, u"shop.test is not authorised"_s), false, false)
                  .body,
              "ERROR_DOMAIN_NOT_ALLOWED|shop.test is not authorised");
    const GatewayReply plain = encode(CompatAnswer::value(u"1"_s), false, false);
    EXPECT_EQ(plain.status, 200);
    EXPECT_TRUE(plain.header("Content-Type").startsWith("text/plain"));
    EXPECT_TRUE(plain.header("Access-Control-Allow-Origin").isEmpty());
}

TEST(CompatAnswer, JsonEnvelopeCarriesStatusRequestAndErrorText)
{
    const QJsonObject ok = jsonOf(encode(CompatAnswer::value(u"123"_s), true, false));
    EXPECT_EQ(ok.value(u"status"_s).toInt(), 1);
    EXPECT_EQ(ok.value(u"request"_s).toString(), u"123"_s);
    EXPECT_FALSE(ok.contains(u"error_text"_s));
    const QJsonObject refused = jsonOf(
        encode(CompatAnswer::error(u"ERROR_NO_SLOT_AVAILABLE"_s, u"limit"_s), true, false));
    EXPECT_EQ(refused.value(u"status"_s).toInt(), 0);
    EXPECT_EQ(refused.value(u"request"_s).toString(), u"ERROR_NO_SLOT_AVAILABLE"_s);
    EXPECT_EQ(refused.value(u"error_text"_s).toString(), u"limit"_s);
    const GatewayReply cors = encode(CompatAnswer::value(u"123"_s), true, true);
    EXPECT_EQ(cors.status, 200);
    EXPECT_EQ(cors.header("Access-Control-Allow-Origin"), "*");
}

} // namespace
