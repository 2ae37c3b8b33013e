#pragma once

#include "core/result.h"
#include "gateway/formdecoder.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QJsonValue>
#include <QString>

#include <optional>

namespace SolveDeck::Gateway::Compat {

// How client libraries write the values of in.php and the JSON task protocol, read one way for both (pure, QtCore
// only). Libraries differ: the npm "2captcha" package sends invisible=false with every reCAPTCHA, others send
// invisible=0 or true, JavaScript clients send "undefined" for an option left unset, and anti-captcha's clients send
// JSON null for every setting not chosen. SolveDeck's core takes switches as 0/1 only and refuses empty values
// (the console and the CLI show its messages to a person); the protocols' readers normalise here first.

// A switch as libraries write it: 1/0, true/false, yes/no, on/off (any case, surrounding blanks ignored). nullopt
// for anything else, including an absent value (see isAbsent).
std::optional<bool> readSwitch(const QString &text);

// The same for a JSON value: true/false, the numbers 1 and 0, or a string readSwitch reads. nullopt otherwise.
std::optional<bool> readSwitch(const QJsonValue &value);

// Whether an optional parameter's value means "not given": empty or blank, or the words JavaScript and Python
// clients print for an unset variable ("undefined", "null", "None"), as a library that interpolates an unset option
// sends it.
bool isAbsent(const QString &text);

// The value of `name` with isAbsent values as "", trimmed.
QString presentValue(const FormFields &fields, const QString &name);

// Whether the switch `name` is on (json, header_acao, ...): readSwitch says true. What the compat routes use for
// json= and header_acao= (an absent or unreadable value is off).
bool isSwitchOn(const FormFields &fields, const QString &name);

// in.php / res.php fields as libraries send them: the query string's, then the body's over them, where the body is
// a form (urlencoded or multipart, as FormDecoder reads them) or a JSON object. JSON bodies come from the npm
// libraries' image calls: "@2captcha/captcha-solver" posts {"key":…,"method":"base64","body":…} as
// application/json, and "2captcha" posts {"body":…} with no Content-Type of its own (node-fetch says text/plain)
// and the rest in the query. A JSON body is taken whatever the Content-Type says when it starts with '{'. Its
// members become fields: strings as they are, numbers in decimal, true/false as "1"/"0", null dropped; an array
// or object member is refused (in.php takes none). Errors: FormDecoder's, or "bad_json" (where and what).
Result<FormFields> decodeCompatRequest(QByteArrayView rawQuery, QByteArrayView contentType, QByteArrayView body);

// A JSON object's members as in.php fields (see decodeCompatRequest).
Result<FormFields> fieldsFromJson(QByteArrayView body);

// An image sent as base64 text, checked the way both protocols answer about it.
struct ImageText
{
    enum class Verdict {
        Ok,
        Empty,     // no text, or text that decodes to no bytes
        NotBase64, // not base64 (after a data: URL prefix and line breaks are removed)
        TooBig,    // more than maxImageBytes once decoded
    };
    Verdict verdict = Verdict::Empty;
    QString base64; // Ok: the base64 alone (no data: prefix, no line breaks), as the service takes it
    qsizetype decodedSize = 0;
};

// Reads `text`: a data: URL's prefix ("data:image/png;base64,") is dropped, as browsers hand images over with it,
// and so are line breaks and blanks (base64 tools wrap at 76 columns).
ImageText readImageText(const QString &text);

} // namespace SolveDeck::Gateway::Compat
