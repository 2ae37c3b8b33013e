#include "formdecoder.h"

#include <algorithm>
#include <optional>

namespace SolveDeck::Gateway {

namespace {

Error badForm(const QString &message)
{
    return {QStringLiteral("bad_form"), message};
}

Error tooManyFields(const FormLimits &limits)
{
    return {QStringLiteral("too_many_fields"),
            QStringLiteral("the form has more than %1 fields; send only the parameters the method needs")
                .arg(limits.maxFields)};
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9') {
        return c - '0';
    }
    if (c >= 'a' && c <= 'f') {
        return c - 'a' + 10;
    }
    if (c >= 'A' && c <= 'F') {
        return c - 'A' + 10;
    }
    return -1;
}

// A header value "main; name=value; name2="quoted \" value"": the main part and the parameters (names lower-cased).
struct HeaderValue
{
    QByteArray main;
    QList<std::pair<QByteArray, QByteArray>> parameters;

    const QByteArray *parameter(QByteArrayView name) const
    {
        // The last of repeated parameters wins, as for fields.
        const auto found = std::find_if(parameters.crbegin(), parameters.crend(), [name](const auto &parameter) {
            return parameter.first == name;
        });
        return found == parameters.crend() ? nullptr : &found->second;
    }
};

HeaderValue parseHeaderValue(QByteArrayView value)
{
    HeaderValue parsed;
    qsizetype at = value.indexOf(';');
    parsed.main = (at < 0 ? value : value.first(at)).trimmed().toByteArray().toLower();
    while (at >= 0 && at < value.size()) {
        ++at; // past ';'
        while (at < value.size() && (value[at] == ' ' || value[at] == '\t')) {
            ++at;
        }
        const qsizetype nameStart = at;
        while (at < value.size() && value[at] != '=' && value[at] != ';') {
            ++at;
        }
        const QByteArray name = value.sliced(nameStart, at - nameStart).trimmed().toByteArray().toLower();
        QByteArray parameterValue;
        if (at < value.size() && value[at] == '=') {
            ++at;
            while (at < value.size() && (value[at] == ' ' || value[at] == '\t')) {
                ++at;
            }
            if (at < value.size() && value[at] == '"') {
                // quoted-string: backslash escapes the next character.
                for (++at; at < value.size() && value[at] != '"'; ++at) {
                    if (value[at] == '\\' && at + 1 < value.size()) {
                        ++at;
                    }
                    parameterValue.append(value[at]);
                }
                ++at; // past the closing quote (or the end)
                while (at < value.size() && value[at] != ';') {
                    ++at;
                }
            } else {
                const qsizetype valueStart = at;
                while (at < value.size() && value[at] != ';') {
                    ++at;
                }
                parameterValue = value.sliced(valueStart, at - valueStart).trimmed().toByteArray();
            }
        }
        if (!name.isEmpty()) {
            parsed.parameters.append({name, parameterValue});
        }
    }
    return parsed;
}

// RFC 5987 ext-value (filename*=UTF-8''n%C3%A4me.png): the decoded text, or nothing when not in that form.
std::optional<QString> decodeExtValue(const QByteArray &value)
{
    const qsizetype firstQuote = value.indexOf('\'');
    const qsizetype secondQuote = firstQuote < 0 ? -1 : value.indexOf('\'', firstQuote + 1);
    if (secondQuote < 0 || value.left(firstQuote).compare("utf-8", Qt::CaseInsensitive) != 0) {
        return std::nullopt;
    }
    QByteArray encoded = value.mid(secondQuote + 1);
    encoded.replace('+', "%2B"); // '+' is itself in an ext-value, not a space
    return QString::fromUtf8(FormDecoder::percentDecode(encoded));
}

// A delimiter line starting at `at` (just past "--boundary"): "--" closes the body; otherwise optional spaces or
// tabs then a line end. Returns where the next part starts (or, for the close delimiter, -2); -1 if the bytes at
// `at` are not a delimiter's end (the boundary text was content).
constexpr qsizetype closeDelimiter = -2;

qsizetype afterDelimiter(QByteArrayView body, qsizetype at)
{
    if (body.sliced(at).startsWith("--")) {
        return closeDelimiter;
    }
    while (at < body.size() && (body[at] == ' ' || body[at] == '\t')) {
        ++at;
    }
    if (body.sliced(at).startsWith("\r\n")) {
        return at + 2;
    }
    if (body.sliced(at).startsWith("\n")) {
        return at + 1;
    }
    return -1;
}

struct Delimiter
{
    qsizetype lineBreak = -1; // index of the '\n' before "--boundary" (-1 at the body's very start)
    qsizetype next = -1;      // where the next part starts, or closeDelimiter
};

// The first real delimiter at or after `from` (a "\n--boundary" whose line ends right), or std::nullopt.
std::optional<Delimiter> findDelimiter(QByteArrayView body, const QByteArray &dashBoundary, qsizetype from)
{
    const QByteArray needle = '\n' + dashBoundary;
    for (qsizetype at = body.indexOf(needle, from); at >= 0; at = body.indexOf(needle, at + 1)) {
        const qsizetype next = afterDelimiter(body, at + needle.size());
        if (next != -1) {
            return Delimiter{at, next};
        }
    }
    return std::nullopt;
}

} // namespace

bool FormFields::contains(const QString &name) const
{
    return std::any_of(m_fields.cbegin(), m_fields.cend(), [&name](const auto &field) {
        return field.first == name;
    });
}

QString FormFields::value(const QString &name) const
{
    const auto found = std::find_if(m_fields.crbegin(), m_fields.crend(), [&name](const auto &field) {
        return field.first == name;
    });
    return found == m_fields.crend() ? QString() : found->second;
}

const FormFile *FormFields::file(const QString &name) const
{
    const auto found = std::find_if(m_files.crbegin(), m_files.crend(), [&name](const FormFile &file) {
        return file.name == name;
    });
    return found == m_files.crend() ? nullptr : &*found;
}

void FormFields::mergeOver(const FormFields &later)
{
    for (const auto &field : later.m_fields) {
        m_fields.removeIf([&field](const auto &mine) {
            return mine.first == field.first;
        });
    }
    for (const FormFile &file : later.m_files) {
        m_files.removeIf([&file](const FormFile &mine) {
            return mine.name == file.name;
        });
    }
    m_fields.append(later.m_fields);
    m_files.append(later.m_files);
}

QByteArray FormDecoder::percentDecode(QByteArrayView text)
{
    QByteArray out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '+') {
            out.append(' ');
        } else if (c == '%' && i + 2 < text.size() && hexValue(text[i + 1]) >= 0 && hexValue(text[i + 2]) >= 0) {
            out.append(char(hexValue(text[i + 1]) * 16 + hexValue(text[i + 2])));
            i += 2;
        } else {
            out.append(c);
        }
    }
    return out;
}

Result<FormFields> FormDecoder::decodeUrlEncoded(QByteArrayView text, const FormLimits &limits)
{
    FormFields fields;
    int count = 0;
    qsizetype start = 0;
    while (start <= text.size()) {
        qsizetype end = text.indexOf('&', start);
        if (end < 0) {
            end = text.size();
        }
        const QByteArrayView piece = text.sliced(start, end - start);
        start = end + 1;
        if (piece.isEmpty()) {
            continue;
        }
        const qsizetype equals = piece.indexOf('=');
        const QByteArray name = percentDecode(equals < 0 ? piece : piece.first(equals));
        if (name.isEmpty()) {
            continue;
        }
        if (name.size() > limits.maxNameBytes) {
            return badForm(QStringLiteral("a field name is longer than %1 bytes").arg(limits.maxNameBytes));
        }
        if (++count > limits.maxFields) {
            return tooManyFields(limits);
        }
        fields.add(QString::fromUtf8(name),
                   equals < 0 ? QString() : QString::fromUtf8(percentDecode(piece.sliced(equals + 1))));
    }
    return fields;
}

Result<QByteArray> FormDecoder::multipartBoundary(QByteArrayView contentType)
{
    const HeaderValue parsed = parseHeaderValue(contentType);
    const QByteArray *boundary = parsed.parameter("boundary");
    if (boundary == nullptr || boundary->isEmpty()) {
        return badForm(QStringLiteral("the multipart Content-Type has no boundary parameter; send "
                                      "\"multipart/form-data; boundary=...\""));
    }
    // RFC 2046 allows 1-70 characters; some clients go longer, none goes near 200.
    if (boundary->size() > 200 || boundary->contains('\r') || boundary->contains('\n')) {
        return badForm(QStringLiteral("the multipart boundary is not 1-70 printable characters"));
    }
    return *boundary;
}

Result<FormFields> FormDecoder::decodeMultipart(QByteArrayView body, QByteArrayView boundary, const FormLimits &limits)
{
    if (boundary.isEmpty()) {
        return badForm(QStringLiteral("the multipart boundary is empty"));
    }
    const QByteArray dashBoundary = "--" + boundary.toByteArray();
    const QString shownClose = QString::fromLatin1(dashBoundary) + QStringLiteral("--");

    // The first delimiter: at the very start, or at a line start after a preamble (which is ignored).
    std::optional<Delimiter> delimiter;
    if (body.startsWith(dashBoundary)) {
        const qsizetype next = afterDelimiter(body, dashBoundary.size());
        if (next != -1) {
            delimiter = Delimiter{-1, next};
        }
    }
    if (!delimiter) {
        delimiter = findDelimiter(body, dashBoundary, 0);
    }
    if (!delimiter) {
        return badForm(QStringLiteral("the multipart body does not contain its boundary \"%1\"")
                           .arg(QString::fromLatin1(dashBoundary)));
    }

    FormFields fields;
    int count = 0;
    for (int partNumber = 1; delimiter->next != closeDelimiter; ++partNumber) {
        const qsizetype partStart = delimiter->next;
        const QString where = QStringLiteral("multipart part %1").arg(partNumber);
        if (++count > limits.maxFields) {
            return tooManyFields(limits);
        }

        // The part's headers end at a blank line (CRLF CRLF or bare LF LF); a part may have none at all.
        qsizetype headEnd = -1;
        qsizetype contentStart = -1;
        if (body.sliced(partStart).startsWith("\r\n")) {
            headEnd = partStart;
            contentStart = partStart + 2;
        } else if (body.sliced(partStart).startsWith("\n")) {
            headEnd = partStart;
            contentStart = partStart + 1;
        } else {
            for (qsizetype i = body.indexOf('\n', partStart); i >= 0; i = body.indexOf('\n', i + 1)) {
                if (i - partStart > limits.maxPartHeadBytes) {
                    break;
                }
                if (i + 1 < body.size() && body[i + 1] == '\n') {
                    headEnd = i + 1;
                    contentStart = i + 2;
                    break;
                }
                if (i + 2 < body.size() && body[i + 1] == '\r' && body[i + 2] == '\n') {
                    headEnd = i + 1;
                    contentStart = i + 3;
                    break;
                }
            }
        }
        if (headEnd < 0) {
            return badForm(where
                           + QStringLiteral(": its headers do not end with a blank line within %1 bytes")
                                 .arg(limits.maxPartHeadBytes));
        }

        // The headers that matter: Content-Disposition (name, filename) and Content-Type.
        QByteArray disposition;
        QByteArray partType;
        bool haveDisposition = false;
        for (const QByteArray &rawLine : body.sliced(partStart, headEnd - partStart).toByteArray().split('\n')) {
            const QByteArray line = rawLine.endsWith('\r') ? rawLine.chopped(1) : rawLine;
            const qsizetype colon = line.indexOf(':');
            if (line.isEmpty() || colon <= 0) {
                continue;
            }
            const QByteArray name = line.left(colon).trimmed();
            if (name.compare("content-disposition", Qt::CaseInsensitive) == 0) {
                disposition = line.mid(colon + 1);
                haveDisposition = true;
            } else if (name.compare("content-type", Qt::CaseInsensitive) == 0) {
                partType = line.mid(colon + 1).trimmed();
            }
        }
        const HeaderValue parsed = parseHeaderValue(disposition);
        const QByteArray *name = parsed.parameter("name");
        if (!haveDisposition || parsed.main != "form-data" || name == nullptr || name->isEmpty()) {
            return badForm(where
                           + QStringLiteral(" has no name: each part needs "
                                            "\"Content-Disposition: form-data; name=\\\"...\\\"\""));
        }
        if (name->size() > limits.maxNameBytes) {
            return badForm(where + QStringLiteral(": its name is longer than %1 bytes").arg(limits.maxNameBytes));
        }

        // The content runs to the line break before the next delimiter. An empty part's delimiter may follow its
        // blank line directly (some clients omit the CRLF that belongs to the delimiter), hence contentStart - 1.
        delimiter = findDelimiter(body, dashBoundary, contentStart - 1);
        if (!delimiter) {
            return badForm(QStringLiteral("the multipart body ends inside %1, without its closing boundary \"%2\"")
                               .arg(where, shownClose));
        }
        qsizetype contentEnd = delimiter->lineBreak;
        if (contentEnd > contentStart && body[contentEnd - 1] == '\r') {
            --contentEnd;
        }
        const QByteArrayView content = body.sliced(contentStart, std::max<qsizetype>(0, contentEnd - contentStart));

        const QByteArray *fileName = parsed.parameter("filename");
        const QByteArray *extFileName = parsed.parameter("filename*");
        if (fileName != nullptr || extFileName != nullptr) {
            FormFile file;
            file.name = QString::fromUtf8(*name);
            const std::optional<QString> decoded = extFileName ? decodeExtValue(*extFileName) : std::nullopt;
            file.fileName = decoded ? *decoded : QString::fromUtf8(fileName ? *fileName : QByteArray());
            file.contentType = partType;
            file.bytes = content.toByteArray();
            fields.addFile(std::move(file));
        } else {
            fields.add(QString::fromUtf8(*name), QString::fromUtf8(content));
        }
    }
    return fields;
}

Result<FormFields> FormDecoder::decodeBody(QByteArrayView contentType, QByteArrayView body, const FormLimits &limits)
{
    const QByteArray mediaType = parseHeaderValue(contentType).main;
    if (mediaType.isEmpty() || mediaType == "application/x-www-form-urlencoded") {
        return decodeUrlEncoded(body, limits);
    }
    if (mediaType == "multipart/form-data") {
        const Result<QByteArray> boundary = multipartBoundary(contentType);
        if (!boundary) {
            return boundary.error();
        }
        return decodeMultipart(body, *boundary, limits);
    }
    return Error{QStringLiteral("unsupported_media_type"),
                 QStringLiteral("a body of type \"%1\" is not a form; send application/x-www-form-urlencoded or "
                                "multipart/form-data")
                     .arg(QString::fromLatin1(mediaType.left(100)))};
}

Result<FormFields> FormDecoder::decodeRequest(QByteArrayView rawQuery,
                                              QByteArrayView contentType,
                                              QByteArrayView body,
                                              const FormLimits &limits)
{
    Result<FormFields> query = decodeUrlEncoded(rawQuery, limits);
    if (!query || body.isEmpty()) {
        return query;
    }
    const Result<FormFields> posted = decodeBody(contentType, body, limits);
    if (!posted) {
        return posted.error();
    }
    FormFields merged = std::move(query).value();
    merged.mergeOver(*posted);
    if (merged.fields().size() + merged.files().size() > limits.maxFields) {
        return tooManyFields(limits);
    }
    return merged;
}

} // namespace SolveDeck::Gateway
