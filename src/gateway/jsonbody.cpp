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
        return badJson(QStringLiteral("line %1 column %2: %3").arg(line).arg(column).arg(parseError.errorString()));
    }
    if (!document.isObject()) {
        return badJson(document.isArray() ? QStringLiteral("the body is a JSON array; a JSON object was expected")
                                          : QStringLiteral("the body is not a JSON object"));
    }
    return document.object();
}

} // namespace SolveDeck::Gateway
