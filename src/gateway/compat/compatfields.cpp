#include "compatfields.h"

#include "core/model/validation.h"
#include "gateway/jsonbody.h"

#include <QJsonObject>

namespace SolveDeck::Gateway::Compat {

std::optional<bool> readSwitch(const QString &text)
{
    const QString value = text.trimmed().toLower();
    if (value == QLatin1String("1") || value == QLatin1String("true") || value == QLatin1String("yes")
        || value == QLatin1String("on")) {
        return true;
    }
    if (value == QLatin1String("0") || value == QLatin1String("false") || value == QLatin1String("no")
        || value == QLatin1String("off")) {
        return false;
    }
    return std::nullopt;
}

std::optional<bool> readSwitch(const QJsonValue &value)
{
    if (value.isBool()) {
        return value.toBool();
    }
    if (value.isDouble()) {
        const double number = value.toDouble();
        if (number == 1.0) {
            return true;
        }
        if (number == 0.0) {
            return false;
        }
        return std::nullopt;
    }
    if (value.isString()) {
        return readSwitch(value.toString());
    }
    return std::nullopt;
}

bool isAbsent(const QString &text)
{
    const QString value = text.trimmed();
    return value.isEmpty() || value == QLatin1String("undefined") || value == QLatin1String("null")
        || value == QLatin1String("None");
}

QString presentValue(const FormFields &fields, const QString &name)
{
    const QString value = fields.value(name);
    return isAbsent(value) ? QString() : value.trimmed();
}

bool isSwitchOn(const FormFields &fields, const QString &name)
{
    return readSwitch(fields.value(name)).value_or(false);
}

namespace {

// Whether a body is a JSON object, whatever its Content-Type says: its first non-blank byte is '{' (a form body
// never starts with one: a field name cannot be empty and '{' would be percent-encoded by every form encoder).
bool looksLikeJsonObject(QByteArrayView body)
{
    for (const char c : body) {
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
            continue;
        }
        return c == '{';
    }
    return false;
}

} // namespace

Result<FormFields> fieldsFromJson(QByteArrayView body)
{
    const Result<QJsonObject> object = JsonBody::parseObject(body);
    if (!object) {
        return object.error();
    }
    FormFields fields;
    for (auto it = object->constBegin(); it != object->constEnd(); ++it) {
        const QJsonValue value = it.value();
        switch (value.type()) {
        case QJsonValue::Null:
        case QJsonValue::Undefined:
            break;
        case QJsonValue::Bool:
            fields.add(it.key(), value.toBool() ? QStringLiteral("1") : QStringLiteral("0"));
            break;
        case QJsonValue::Double: {
            const double number = value.toDouble();
            const qint64 whole = static_cast<qint64>(number);
            // Whole numbers (ids, json=1, min_len) in plain decimal; others as the shortest exact text (0.3).
            fields.add(it.key(),
                       static_cast<double>(whole) == number ? QString::number(whole)
                                                            : QString::number(number, 'g', 15));
            break;
        }
        case QJsonValue::String:
            fields.add(it.key(), value.toString());
            break;
        case QJsonValue::Array:
        case QJsonValue::Object:
            return Error{QStringLiteral("bad_form"),
                         QStringLiteral("%1: a JSON %2; in.php parameters are strings, numbers or true/false.")
                             .arg(it.key().left(60),
                                  value.isArray() ? QStringLiteral("array") : QStringLiteral("object"))};
        }
    }
    return fields;
}

Result<FormFields> decodeCompatRequest(QByteArrayView rawQuery, QByteArrayView contentType, QByteArrayView body)
{
    if (!looksLikeJsonObject(body)) {
        return FormDecoder::decodeRequest(rawQuery, contentType, body);
    }
    Result<FormFields> query = FormDecoder::decodeUrlEncoded(rawQuery);
    if (!query) {
        return query;
    }
    const Result<FormFields> posted = fieldsFromJson(body);
    if (!posted) {
        return posted.error();
    }
    FormFields merged = std::move(query).value();
    merged.mergeOver(*posted);
    return merged;
}

ImageText readImageText(const QString &text)
{
    // Line breaks and tabs from wrapping tools go. A space is a '+' that a client put in a form body unencoded (form
    // decoding made it a space): base64 has no spaces of its own, so spaces are not trimmed either, except after the
    // '=' padding, where nothing belongs.
    QString compact = text;
    compact.remove(QLatin1Char('\r')).remove(QLatin1Char('\n')).remove(QLatin1Char('\t'));
    if (compact.startsWith(QLatin1String("data:"))) {
        const qsizetype comma = compact.indexOf(QLatin1Char(','));
        compact = comma >= 0 ? compact.mid(comma + 1) : QString();
    }
    compact.replace(QLatin1Char(' '), QLatin1Char('+'));
    while (compact.endsWith(QLatin1String("=+"))) {
        compact.chop(1);
    }
    ImageText image;
    if (compact.isEmpty()) {
        return image;
    }
    const QByteArray latin1 = compact.toLatin1();
    const auto decoded = QByteArray::fromBase64Encoding(latin1, QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || QString::fromLatin1(latin1) != compact) {
        image.verdict = ImageText::Verdict::NotBase64;
        return image;
    }
    image.decodedSize = decoded.decoded.size();
    if (decoded.decoded.isEmpty()) {
        return image;
    }
    if (decoded.decoded.size() > maxImageBytes) {
        image.verdict = ImageText::Verdict::TooBig;
        return image;
    }
    image.verdict = ImageText::Verdict::Ok;
    image.base64 = compact;
    return image;
}

} // namespace SolveDeck::Gateway::Compat
