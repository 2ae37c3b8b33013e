#pragma once

#include "core/result.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>

#include <utility>

namespace SolveDeck::Gateway {

// A file part of a multipart/form-data body (an image job's picture with method=post).
struct FormFile
{
    QString name;           // the form field's name ("file")
    QString fileName;       // as the client sent it ("captcha.png"; may be empty)
    QByteArray contentType; // the part's Content-Type ("image/png"; empty when not sent)
    QByteArray bytes;
};

// The fields (and file parts) of a form, in the order sent. Repeated names are all kept; value() answers the
// last, as PHP (the 2captcha API's home) does.
class FormFields
{
public:
    void add(const QString &name, const QString &value) { m_fields.append({name, value}); }

    void addFile(FormFile file) { m_files.append(std::move(file)); }

    bool contains(const QString &name) const;
    QString value(const QString &name) const;        // "" when absent
    const FormFile *file(const QString &name) const; // nullptr when absent

    const QList<std::pair<QString, QString>> &fields() const { return m_fields; }

    const QList<FormFile> &files() const { return m_files; }

    // Fields and files of `later` replace those of the same name here (the rest are kept): a POST body over the
    // query string, as the 2captcha API reads its parameters (PHP's $_REQUEST, body after query).
    void mergeOver(const FormFields &later);

private:
    QList<std::pair<QString, QString>> m_fields;
    QList<FormFile> m_files;
};

// What one form may hold. A body is already at most GatewayLimits::maxBodyBytes; these bound the work per byte.
struct FormLimits
{
    int maxFields = 256;                   // fields plus file parts (in.php takes about 20 parameters)
    qsizetype maxPartHeadBytes = 8 * 1024; // one multipart part's headers
    qsizetype maxNameBytes = 256;          // a field's name
};

// Decodes application/x-www-form-urlencoded and multipart/form-data bodies and query strings (Qt 6.4 has no
// multipart parser: QHttpMultiPart only builds them). Pure: bytes in, fields or an Error with what is wrong and
// where. Tolerant where real clients differ (bare LF instead of CRLF in multipart, a missing CRLF before an empty
// part's boundary, '+' for space, a stray '%'), exact elsewhere (a boundary counts only at a line start and
// followed by "--" or the line's end, so content that merely contains it stays content).
// Error codes: "bad_form" (malformed), "too_many_fields", "unsupported_media_type".
class FormDecoder
{
public:
    // "a=1&b=x+y%21" -> a=1, b="x y!". Empty pieces and pieces with an empty name are skipped.
    static Result<FormFields> decodeUrlEncoded(QByteArrayView text, const FormLimits &limits = {});

    static Result<FormFields> decodeMultipart(QByteArrayView body,
                                              QByteArrayView boundary,
                                              const FormLimits &limits = {});

    // A body by its Content-Type: urlencoded (also when no type is given), or multipart/form-data.
    static Result<FormFields> decodeBody(QByteArrayView contentType,
                                         QByteArrayView body,
                                         const FormLimits &limits = {});

    // The 2captcha way: the query string's fields, then the body's over them (GET and POST alike).
    static Result<FormFields> decodeRequest(QByteArrayView rawQuery,
                                            QByteArrayView contentType,
                                            QByteArrayView body,
                                            const FormLimits &limits = {});

    // The boundary parameter of a multipart Content-Type (quoted or not).
    static Result<QByteArray> multipartBoundary(QByteArrayView contentType);

    // Percent-decoding with '+' as space, as forms encode; a '%' not followed by two hex digits stays as it is.
    static QByteArray percentDecode(QByteArrayView text);
};

} // namespace SolveDeck::Gateway
