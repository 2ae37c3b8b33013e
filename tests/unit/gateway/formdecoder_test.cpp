// FormDecoder: urlencoded and multipart/form-data bodies and query strings, as the compat API (in.php, res.php)
// receives them from 2captcha-style client libraries.
#include "gateway/formdecoder.h"
#include "support/testutil.h"

#include <gtest/gtest.h>

using namespace SolveDeck::Gateway;
using namespace Qt::StringLiterals;

namespace {

FormFields decoded(const SolveDeck::Result<FormFields> &result)
{
    EXPECT_TRUE(result.ok()) << (result.ok() ? "" : result.error().message.toStdString());
    return result.ok() ? result.value() : FormFields();
}

QString errorOf(const SolveDeck::Result<FormFields> &result)
{
    EXPECT_FALSE(result.ok());
    return result.ok() ? QString() : result.error().message;
}

TEST(FormDecoder, UrlEncodedFieldsAreDecodedInOrder)
{
    const FormFields fields = decoded(
        FormDecoder::decodeUrlEncoded("key=abc&method=userrecaptcha&pageurl=https%3A%2F%2Fa.test%2Fx%3Fy%3D1&json=1"));
    ASSERT_EQ(fields.fields().size(), 4);
    EXPECT_EQ(fields.fields()[0].first, u"key"_s);
    EXPECT_EQ(fields.value(u"pageurl"_s), u"https://a.test/x?y=1"_s);
    EXPECT_EQ(fields.value(u"json"_s), u"1"_s);
}

TEST(FormDecoder, PlusIsASpaceAndPercentTwoBIsAPlus)
{
    const FormFields fields = decoded(FormDecoder::decodeUrlEncoded("a=x+y&b=x%2By&c+d=%E2%82%AC"));
    EXPECT_EQ(fields.value(u"a"_s), u"x y"_s);
    EXPECT_EQ(fields.value(u"b"_s), u"x+y"_s);
    EXPECT_EQ(fields.value(u"c d"_s), QString(QChar(0x20AC)));
}

TEST(FormDecoder, StrayPercentSignsAndOddPiecesAreTolerated)
{
    const FormFields fields = decoded(FormDecoder::decodeUrlEncoded("&&a=100%&b=%zz&flag&=orphan&c="));
    EXPECT_EQ(fields.value(u"a"_s), u"100%"_s);
    EXPECT_EQ(fields.value(u"b"_s), u"%zz"_s);
    EXPECT_TRUE(fields.contains(u"flag"_s));
    EXPECT_EQ(fields.value(u"flag"_s), QString());
    EXPECT_TRUE(fields.contains(u"c"_s));
    EXPECT_EQ(fields.fields().size(), 4); // the empty name is skipped, as PHP does
}

TEST(FormDecoder, ARepeatedNameAnswersTheLastValueButKeepsAll)
{
    const FormFields fields = decoded(FormDecoder::decodeUrlEncoded("id=1&id=2"));
    EXPECT_EQ(fields.value(u"id"_s), u"2"_s);
    EXPECT_EQ(fields.fields().size(), 2);
}

TEST(FormDecoder, TheNumberOfFieldsIsBounded)
{
    FormLimits limits;
    limits.maxFields = 3;
    EXPECT_TRUE(FormDecoder::decodeUrlEncoded("a=1&b=2&c=3", limits).ok());
    const auto result = FormDecoder::decodeUrlEncoded("a=1&b=2&c=3&d=4", limits);
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error().code, u"too_many_fields"_s);
    limits.maxNameBytes = 4;
    EXPECT_FALSE(FormDecoder::decodeUrlEncoded("abcde=1", limits).ok());
}

const QByteArray kPng = QByteArray::fromHex("89504e470d0a1a0a0000000d49484452") + QByteArray("\r\n--b\0x", 7);

QByteArray multipartBody(const QByteArray &boundary, const QByteArray &lineEnd = "\r\n")
{
    const QByteArray e = lineEnd;
    return "--" + boundary + e + "Content-Disposition: form-data; name=\"key\"" + e + e + "abc" + e + "--" + boundary
         + e + "Content-Disposition: form-data; name=\"method\"" + e + e + "post" + e + "--" + boundary + e
         + "Content-Disposition: form-data; name=\"file\"; filename=\"captcha.png\"" + e + "Content-Type: image/png" + e
         + e + kPng + e + "--" + boundary + "--" + e;
}

TEST(FormDecoder, MultipartFieldsAndAFilePartAreExactToTheByte)
{
    const FormFields fields = decoded(FormDecoder::decodeMultipart(multipartBody("b"), "b"));
    EXPECT_EQ(fields.value(u"key"_s), u"abc"_s);
    EXPECT_EQ(fields.value(u"method"_s), u"post"_s);
    const FormFile *file = fields.file(u"file"_s);
    ASSERT_NE(file, nullptr);
    EXPECT_EQ(file->fileName, u"captcha.png"_s);
    EXPECT_EQ(file->contentType, "image/png");
    // The picture holds "\r\n--b" followed by other bytes: content, not a boundary.
    EXPECT_EQ(file->bytes, kPng);
}

TEST(FormDecoder, MultipartWithBareLineFeedsIsAccepted)
{
    const FormFields fields = decoded(FormDecoder::decodeMultipart(multipartBody("XyZ", "\n"), "XyZ"));
    EXPECT_EQ(fields.value(u"key"_s), u"abc"_s);
    ASSERT_NE(fields.file(u"file"_s), nullptr);
    EXPECT_EQ(fields.file(u"file"_s)->bytes, kPng);
}

TEST(FormDecoder, ContentEndingInACarriageReturnKeepsIt)
{
    const QByteArray body = "--b\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nx\r\r\n--b--\r\n";
    EXPECT_EQ(decoded(FormDecoder::decodeMultipart(body, "b")).value(u"a"_s), u"x\r"_s);
}

TEST(FormDecoder, ABoundaryTextFollowedByOtherCharactersIsContent)
{
    const QByteArray body = "--b\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1\r\n--bb\r\n2\r\n--b \t\r\n"
                            "Content-Disposition: form-data; name=\"c\"\r\n\r\n3\r\n--b--";
    const FormFields fields = decoded(FormDecoder::decodeMultipart(body, "b"));
    EXPECT_EQ(fields.value(u"a"_s), u"1\r\n--bb\r\n2"_s);
    EXPECT_EQ(fields.value(u"c"_s), u"3"_s); // transport padding after a boundary is allowed
}

TEST(FormDecoder, APreambleAndAnEpilogueAreIgnored)
{
    const QByteArray body = "This is a preamble.\r\n--b\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1\r\n"
                            "--b--\r\nepilogue --b\r\n";
    const FormFields fields = decoded(FormDecoder::decodeMultipart(body, "b"));
    EXPECT_EQ(fields.fields().size(), 1);
    EXPECT_EQ(fields.value(u"a"_s), u"1"_s);
}

TEST(FormDecoder, AnEmptyPartMayOmitTheLineBreakBeforeTheBoundary)
{
    const QByteArray strict = "--b\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n\r\n--b--\r\n";
    const QByteArray sloppy = "--b\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n--b--\r\n";
    for (const QByteArray &body : {strict, sloppy}) {
        const FormFields fields = decoded(FormDecoder::decodeMultipart(body, "b"));
        EXPECT_TRUE(fields.contains(u"a"_s));
        EXPECT_EQ(fields.value(u"a"_s), QString());
    }
}

TEST(FormDecoder, QuotedBoundariesAndParametersAreRead)
{
    const auto boundary = FormDecoder::multipartBoundary("multipart/form-data; charset=utf-8; BOUNDARY=\"a b;c\"");
    ASSERT_TRUE(boundary.ok());
    EXPECT_EQ(*boundary, "a b;c");
    const QByteArray
        body = "--a b;c\r\nContent-Disposition: form-data; name=\"we\\\"ird\"; filename*=UTF-8''n%C3%A4me.png"
               "\r\n\r\nPNG\r\n--a b;c--\r\n";
    const FormFields fields = decoded(FormDecoder::decodeBody("multipart/form-data; boundary=\"a b;c\"", body));
    ASSERT_EQ(fields.files().size(), 1);
    EXPECT_EQ(fields.files()[0].name, u"we\"ird"_s);
    EXPECT_EQ(fields.files()[0].fileName, QStringLiteral("n\u00e4me.png"));
    EXPECT_EQ(fields.files()[0].bytes, "PNG");
}

TEST(FormDecoder, MultipartErrorsSayWhatIsWrong)
{
    EXPECT_TRUE(errorOf(FormDecoder::decodeBody("multipart/form-data", "x")).contains(u"boundary"_s));
    EXPECT_TRUE(errorOf(FormDecoder::decodeMultipart("no delimiter at all", "b")).contains(u"--b"_s));
    const QByteArray unterminated = "--b\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nvalue that never ends";
    const QString message = errorOf(FormDecoder::decodeMultipart(unterminated, "b"));
    EXPECT_TRUE(message.contains(u"part 1"_s)) << message.toStdString();
    EXPECT_TRUE(message.contains(u"--b--"_s)) << message.toStdString();
    const QByteArray nameless = "--b\r\nContent-Type: text/plain\r\n\r\nx\r\n--b--";
    EXPECT_TRUE(errorOf(FormDecoder::decodeMultipart(nameless, "b")).contains(u"no name"_s));
    FormLimits limits;
    limits.maxPartHeadBytes = 32;
    const QByteArray longHead = "--b\r\nContent-Disposition: form-data; name=\"" + QByteArray(64, 'a')
                              + "\"\r\n\r\nx\r\n--b--";
    EXPECT_TRUE(errorOf(FormDecoder::decodeMultipart(longHead, "b", limits)).contains(u"32 bytes"_s));
}

TEST(FormDecoder, TheNumberOfPartsIsBounded)
{
    FormLimits limits;
    limits.maxFields = 2;
    const QByteArray part = "--b\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1\r\n";
    EXPECT_TRUE(FormDecoder::decodeMultipart(QByteArray(part + part + "--b--"), "b", limits).ok());
    const auto result = FormDecoder::decodeMultipart(QByteArray(part + part + part + "--b--"), "b", limits);
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error().code, u"too_many_fields"_s);
}

TEST(FormDecoder, ABodyWithoutAContentTypeIsReadAsUrlEncodedAndOtherTypesAreRefused)
{
    EXPECT_EQ(decoded(FormDecoder::decodeBody("", "a=1")).value(u"a"_s), u"1"_s);
    EXPECT_EQ(decoded(FormDecoder::decodeBody("application/x-www-form-urlencoded; charset=UTF-8", "a=1")).value(u"a"_s),
              u"1"_s);
    const auto json = FormDecoder::decodeBody("application/json", "{}");
    ASSERT_FALSE(json.ok());
    EXPECT_EQ(json.error().code, u"unsupported_media_type"_s);
}

TEST(FormDecoder, TheBodyOverridesTheQueryAsThe2captchaApiDoes)
{
    const FormFields fields = decoded(
        FormDecoder::decodeRequest("key=fromquery&json=1&method=post",
                                   "multipart/form-data; boundary=b",
                                   "--b\r\nContent-Disposition: form-data; name=\"method\"\r\n\r\nbase64\r\n"
                                   "--b\r\nContent-Disposition: form-data; name=\"body\"\r\n\r\nAAAA\r\n--b--\r\n"));
    EXPECT_EQ(fields.value(u"key"_s), u"fromquery"_s);
    EXPECT_EQ(fields.value(u"json"_s), u"1"_s);
    EXPECT_EQ(fields.value(u"method"_s), u"base64"_s);
    EXPECT_EQ(fields.value(u"body"_s), u"AAAA"_s);
    // A GET has no body: the query alone.
    EXPECT_EQ(decoded(FormDecoder::decodeRequest("action=get&id=7", "", "")).value(u"id"_s), u"7"_s);
}

} // namespace
