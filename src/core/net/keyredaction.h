#pragma once

#include <QByteArray>
#include <QString>

namespace SolveDeck {

// What replaces a secret in redacted text.
inline QString redactionMarker()
{
    return QStringLiteral("<redacted>");
}

// The shortest run of a key's characters that counts as a leak: 8 of a 32-character key leave 96 bits unknown,
// fewer can turn up by chance in any hexadecimal text (task ids, hashes).
inline constexpr qsizetype minKeyFragment = 8;

// Returns `text` with the API key removed wherever it appears: the key itself and any run of at least
// minKeyFragment of its consecutive characters (a key cut off by a shortened message), also when written with
// percent-escapes (%61), HTML character references (&#97; &#x61;) or JSON escapes (\u0061), in any letter case;
// and the value of any `key=` form field (so even a key we were not told about, e.g. one typed into a URL, does
// not reach a log). Use on anything that is logged, shown or stored.
QString redactKey(const QString &text, const QString &apiKey);

// Replaces the whole key (only whole: an answer's token may contain a short run of it by chance) in a server's
// answer before anything reads it, in any of the spellings above. Returns `body` itself when the key is absent,
// so an answer without it reaches the parser byte for byte.
QByteArray redactKeyInAnswer(const QByteArray &body, const QString &apiKey);

// Masks every run of exactly 32 hexadecimal characters (the shape of a CaptchaAI key) and every key= field's value,
// for text echoed before the key is known, such as a mistyped --endpoint value with the key pasted into it.
QString redactKeyShaped(const QString &text);

// Overwrites the bytes of `bytes` with zeros in place (also those of every copy sharing them), then empties it:
// for request bodies that carried the key, once the request is over. Only after no one reads them any more.
void wipeBytes(QByteArray &bytes);

// The process's secrets: ApiClient registers the key it is given. Once one is registered, every Qt log message
// passes through redactRegisteredSecrets() (a message handler installed by the first registration), and the CLI
// masks its error and note output with it. Thread-safe.
void registerSecret(const QString &secret);
QString redactRegisteredSecrets(const QString &text);

} // namespace SolveDeck
