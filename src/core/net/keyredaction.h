#pragma once

#include <QString>

namespace SolveDeck {

// What replaces a secret in redacted text.
inline QString redactionMarker()
{
    return QStringLiteral("<redacted>");
}

// Returns `text` with the API key removed wherever it appears: the key itself, its percent-encoded form (as in a
// form body) and the value of any `key=` form field (so even a key we were not told about, e.g. one typed into a
// URL, does not reach a log). Use on anything that is logged, shown or stored.
QString redactKey(const QString &text, const QString &apiKey);

} // namespace SolveDeck
