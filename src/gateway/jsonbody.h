#pragma once

#include "core/result.h"

#include <QByteArrayView>
#include <QJsonObject>

#include <utility>

namespace SolveDeck::Gateway {

// Reads a request body that must be one JSON object. An error (code "bad_json") says where, as line and column,
// and what: "line 3 column 14: unterminated string". Pure; fuzzed with the rest of the request handling.
class JsonBody
{
public:
    static Result<QJsonObject> parseObject(QByteArrayView body);

    // The 1-based line and column (in characters, not bytes) of byte `offset` of UTF-8 `text`.
    static std::pair<int, int> lineAndColumn(QByteArrayView text, qsizetype offset);
};

} // namespace SolveDeck::Gateway
