#include "jsonbody.h"

#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>

namespace SolveDeck::Gateway {

namespace {

Error badJson(const QString &message)
{
    return {QStringLiteral("bad_json"), message};
}

// Qt's own words for a parse error, in English whatever the application's language: programs read this (Qt's
// errorString() is translated when the console runs in German).
QString whatIsWrong(QJsonParseError::ParseError error)
{
    switch (error) {
    case QJsonParseError::NoError:
        return QStringLiteral("no error");
    case QJsonParseError::UnterminatedObject:
        return QStringLiteral("unterminated object");
    case QJsonParseError::MissingNameSeparator:
        return QStringLiteral("missing name separator");
    case QJsonParseError::UnterminatedArray:
        return QStringLiteral("unterminated array");
    case QJsonParseError::MissingValueSeparator:
        return QStringLiteral("missing value separator");
    case QJsonParseError::IllegalValue:
        return QStringLiteral("illegal value");
    case QJsonParseError::TerminationByNumber:
        return QStringLiteral("invalid termination by number");
    case QJsonParseError::IllegalNumber:
        return QStringLiteral("illegal number");
    case QJsonParseError::IllegalEscapeSequence:
        return QStringLiteral("invalid escape sequence");
    case QJsonParseError::IllegalUTF8String:
        return QStringLiteral("invalid UTF8 string");
    case QJsonParseError::UnterminatedString:
        return QStringLiteral("unterminated string");
    case QJsonParseError::MissingObject:
        return QStringLiteral("object is missing after a comma");
    case QJsonParseError::DeepNesting:
        return QStringLiteral("too deeply nested document");
    case QJsonParseError::DocumentTooLarge:
        return QStringLiteral("too large document");
    case QJsonParseError::GarbageAtEnd:
        return QStringLiteral("garbage at the end of the document");
    }
    return QStringLiteral("unknown error");
}

} // namespace

std::pair<int, int> JsonBody::lineAndColumn(QByteArrayView text, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, text.size());
    int line = 1;
    int column = 1;
    for (qsizetype i = 0; i < offset; ++i) {
        const auto byte = static_cast<unsigned char>(text[i]);
        if (byte == '\n') {
            ++line;
            column = 1;
        } else if ((byte & 0xC0) != 0x80) { // not a UTF-8 continuation byte: a new character
            ++column;
        }
    }
    return {line, column};
}

Result<QJsonObject> JsonBody::parseObject(QByteArrayView body)
{
    // A UTF-8 byte order mark is harmless; some Windows tools write one.
    const QByteArrayView text = body.startsWith("\xEF\xBB\xBF") ? body.sliced(3) : body;
    if (text.trimmed().isEmpty()) {
        return badJson(QStringLiteral("the body is empty; a JSON object was expected"));
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(text.toByteArray(), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        // Qt's offset is just past the character it choked on (and past any white space it skipped looking for
        // more): name that character, so "tru\n}" is blamed on the line of "tru", not the one after it.
        qsizetype at = std::clamp<qsizetype>(parseError.offset - 1, 0, text.size() - 1);
        while (at > 0 && QByteArrayView(" \t\r\n").contains(text[at])) {
            --at;
        }
        const auto [line, column] = lineAndColumn(text, at);
        return badJson(
            QStringLiteral("line %1 column %2: %3").arg(line).arg(column).arg(whatIsWrong(parseError.error)));
    }
    if (!document.isObject()) {
        return badJson(document.isArray() ? QStringLiteral("the body is a JSON array; a JSON object was expected")
                                          : QStringLiteral("the body is not a JSON object"));
    }
    return document.object();
}

} // namespace SolveDeck::Gateway
