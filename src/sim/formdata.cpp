#include "formdata.h"

#include "httpexchange.h"

namespace SolveDeckSim {

namespace {

using namespace Qt::StringLiterals;

// Parses `; name="value"` / `; name=value` attributes of a header value (Content-Type, Content-Disposition).
QByteArray headerAttribute(const QByteArray &headerValue, const QByteArray &attribute)
{
    const QList<QByteArray> parts = headerValue.split(';');
    for (qsizetype i = 1; i < parts.size(); ++i) {
        const QByteArray part = parts.at(i).trimmed();
        const qsizetype eq = part.indexOf('=');
        if (eq <= 0) {
            continue;
        }
        if (part.left(eq).trimmed().compare(attribute, Qt::CaseInsensitive) != 0) {
            continue;
        }
        QByteArray value = part.mid(eq + 1).trimmed();
        if (value.size() >= 2 && value.startsWith('"') && value.endsWith('"')) {
            value = value.mid(1, value.size() - 2);
        }
        return value;
    }
    return {};
}

} // namespace

void FormData::parseUrlEncoded(const QByteArray &text, QHash<QString, QString> *into)
{
    for (const QByteArray &pair : text.split('&')) {
        if (pair.isEmpty()) {
            continue;
        }
        const qsizetype eq = pair.indexOf('=');
        QByteArray name = eq < 0 ? pair : pair.left(eq);
        QByteArray value = eq < 0 ? QByteArray() : pair.mid(eq + 1);
        name.replace('+', ' ');
        value.replace('+', ' ');
        into->insert(QString::fromUtf8(QByteArray::fromPercentEncoding(name)),
                     QString::fromUtf8(QByteArray::fromPercentEncoding(value)));
    }
}

bool FormData::parseMultipart(const QByteArray &body,
                              const QByteArray &boundary,
                              QHash<QString, QString> *fields,
                              QHash<QString, UploadedFile> *files,
                              QString *error)
{
    // RFC 7578 / 2046: "--boundary" CRLF part CRLF "--boundary" ... "--boundary--". Anything before the first
    // delimiter is a preamble and ignored; a body without the closing delimiter is broken.
    if (boundary.isEmpty() || boundary.size() > 200) {
        *error = u"multipart body without a usable boundary"_s;
        return false;
    }
    const QByteArray delimiter = "--" + boundary;
    qsizetype pos = body.indexOf(delimiter);
    if (pos < 0) {
        *error = u"multipart boundary not found in the body"_s;
        return false;
    }
    pos += delimiter.size();
    while (true) {
        if (body.mid(pos, 2) == "--") {
            return true; // closing delimiter
        }
        if (body.mid(pos, 2) != "\r\n") {
            *error = u"multipart delimiter not followed by CRLF"_s;
            return false;
        }
        pos += 2;
        const qsizetype headersEnd = body.indexOf("\r\n\r\n", pos);
        const qsizetype next = body.indexOf(QByteArray("\r\n" + delimiter), pos);
        if (next < 0) {
            *error = u"multipart body ends without its closing boundary"_s;
            return false;
        }
        // A part with no headers at all starts right with the blank line.
        qsizetype contentStart = 0;
        QByteArray headerBlock;
        if (body.mid(pos, 2) == "\r\n") {
            contentStart = pos + 2;
        } else if (headersEnd < 0 || headersEnd > next) {
            *error = u"multipart part without a header block"_s;
            return false;
        } else {
            headerBlock = body.mid(pos, headersEnd - pos);
            contentStart = headersEnd + 4;
        }
        QByteArray disposition;
        QByteArray contentType;
        for (const QByteArray &line : headerBlock.split('\n')) {
            const QByteArray trimmed = line.trimmed();
            const qsizetype colon = trimmed.indexOf(':');
            if (colon <= 0) {
                continue;
            }
            const QByteArray name = trimmed.left(colon).trimmed().toLower();
            if (name == "content-disposition") {
                disposition = trimmed.mid(colon + 1).trimmed();
            } else if (name == "content-type") {
                contentType = trimmed.mid(colon + 1).trimmed();
            }
        }
        const QByteArray fieldName = headerAttribute(disposition, "name");
        if (fieldName.isEmpty()) {
            *error = u"multipart part without a field name"_s;
            return false;
        }
        const QByteArray content = body.mid(contentStart, next - contentStart);
        if (disposition.contains("filename")) {
            UploadedFile file;
            file.fileName = QString::fromUtf8(headerAttribute(disposition, "filename"));
            file.contentType = contentType;
            file.data = content;
            files->insert(QString::fromUtf8(fieldName), file);
        } else {
            fields->insert(QString::fromUtf8(fieldName), QString::fromUtf8(content));
        }
        pos = next + 2 + delimiter.size();
    }
}

bool FormData::parse(const HttpRequestData &request, FormData *out, QString *error)
{
    FormData data;
    parseUrlEncoded(request.rawQuery, &data.m_fields);
    const QByteArray contentType = request.header("content-type");
    const QByteArray mime = contentType.split(';').first().trimmed().toLower();
    if (mime == "multipart/form-data") {
        data.m_multipart = true;
        if (!parseMultipart(request.body,
                            headerAttribute(contentType, "boundary"),
                            &data.m_fields,
                            &data.m_files,
                            error)) {
            return false;
        }
    } else if (!request.body.isEmpty() && (mime == "application/x-www-form-urlencoded" || mime.isEmpty())) {
        // PHP reads only urlencoded and multipart bodies into $_POST; curl -d with no type is urlencoded too.
        parseUrlEncoded(request.body, &data.m_fields);
    }
    *out = std::move(data);
    return true;
}

} // namespace SolveDeckSim
