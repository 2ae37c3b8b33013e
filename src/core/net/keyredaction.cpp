#include "keyredaction.h"

#include <QList>
#include <QMutex>
#include <QMutexLocker>
#include <QRegularExpression>
#include <QStringList>
#include <QUrl>

#include <algorithm>
#include <cstring>
#include <optional>
#include <utility>

namespace SolveDeck {

namespace {

// One character of the text as a reader would decode it, with where its spelling starts and ends in the text.
struct DecodedChar
{
    QChar c;
    qsizetype begin = 0;
    qsizetype end = 0;
};

int hexValue(QChar c)
{
    const char16_t u = c.unicode();
    if (u >= u'0' && u <= u'9') {
        return u - u'0';
    }
    if (u >= u'a' && u <= u'f') {
        return u - u'a' + 10;
    }
    if (u >= u'A' && u <= u'F') {
        return u - u'A' + 10;
    }
    return -1;
}

// Reads `count` hex digits at `at`; -1 when they are not all there.
int hexNumber(const QString &text, qsizetype at, qsizetype count)
{
    if (at + count > text.size()) {
        return -1;
    }
    int value = 0;
    for (qsizetype i = 0; i < count; ++i) {
        const int digit = hexValue(text.at(at + i));
        if (digit < 0) {
            return -1;
        }
        value = value * 16 + digit;
    }
    return value;
}

// An HTML character reference at `at` ("&#97;" or "&#x61;"): the character and the length of its spelling.
std::optional<std::pair<QChar, qsizetype>> characterReference(const QString &text, qsizetype at)
{
    if (at + 3 >= text.size() || text.at(at) != QLatin1Char('&') || text.at(at + 1) != QLatin1Char('#')) {
        return std::nullopt;
    }
    qsizetype i = at + 2;
    const bool hex = text.at(i) == QLatin1Char('x') || text.at(i) == QLatin1Char('X');
    if (hex) {
        ++i;
    }
    int value = 0;
    const qsizetype digitsStart = i;
    while (i < text.size() && i - digitsStart < 6) {
        const int digit = hex ? hexValue(text.at(i)) : (text.at(i).isDigit() ? text.at(i).digitValue() : -1);
        if (digit < 0) {
            break;
        }
        value = value * (hex ? 16 : 10) + digit;
        ++i;
    }
    if (i == digitsStart || value > 0xFFFF) {
        return std::nullopt;
    }
    const qsizetype end = (i < text.size() && text.at(i) == QLatin1Char(';')) ? i + 1 : i;
    return std::make_pair(QChar(char16_t(value)), end - at);
}

QList<DecodedChar> decode(const QString &text)
{
    QList<DecodedChar> out;
    out.reserve(text.size());
    qsizetype i = 0;
    while (i < text.size()) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('%')) {
            if (const int value = hexNumber(text, i + 1, 2); value >= 0) {
                out.append(DecodedChar{QChar(char16_t(value)), i, i + 3});
                i += 3;
                continue;
            }
        } else if (c == QLatin1Char('\\') && i + 1 < text.size() && text.at(i + 1) == QLatin1Char('u')) {
            if (const int value = hexNumber(text, i + 2, 4); value >= 0) {
                out.append(DecodedChar{QChar(char16_t(value)), i, i + 6});
                i += 6;
                continue;
            }
        } else if (c == QLatin1Char('&')) {
            if (const auto ref = characterReference(text, i)) {
                out.append(DecodedChar{ref->first, i, i + ref->second});
                i += ref->second;
                continue;
            }
        }
        out.append(DecodedChar{c, i, i + 1});
        ++i;
    }
    return out;
}

// Replaces every run of at least `minRun` consecutive characters of `key` (compared case-insensitively, after
// decoding escapes) with the marker.
QString maskKeyRuns(const QString &text, const QString &key, qsizetype minRun)
{
    const qsizetype keyLength = key.size();
    if (keyLength == 0 || text.isEmpty()) {
        return text;
    }
    const qsizetype threshold = std::min(minRun, keyLength);
    const QString folded = key.toCaseFolded();
    const QList<DecodedChar> chars = decode(text);
    QList<QChar> foldedChars;
    foldedChars.reserve(chars.size());
    for (const DecodedChar &d : chars) {
        foldedChars.append(d.c.toCaseFolded());
    }
    QList<std::pair<qsizetype, qsizetype>> spans; // [begin, end) in text
    const auto count = chars.size();
    qsizetype i = 0;
    while (i < count) {
        qsizetype best = 0;
        for (qsizetype j = 0; j + threshold <= keyLength; ++j) {
            if (foldedChars.at(i) != folded.at(j)) {
                continue;
            }
            qsizetype length = 1;
            while (i + length < count && j + length < keyLength
                   && foldedChars.at(i + length) == folded.at(j + length)) {
                ++length;
            }
            best = std::max(best, length);
        }
        if (best >= threshold) {
            spans.append(std::make_pair(chars.at(i).begin, chars.at(i + best - 1).end));
            i += best;
        } else {
            ++i;
        }
    }
    if (spans.isEmpty()) {
        return text;
    }
    QString out;
    out.reserve(text.size());
    qsizetype at = 0;
    for (const auto &[begin, end] : spans) {
        out += QStringView(text).mid(at, begin - at);
        // Two runs side by side (the key twice) read as one marker.
        if (!out.endsWith(redactionMarker())) {
            out += redactionMarker();
        }
        at = end;
    }
    out += QStringView(text).mid(at);
    return out;
}

// The registered secrets, never destroyed: the redacting handler runs until the process ends, also while static
// objects are destroyed after main() returns and other threads still log (a destroyed list there was heap corruption
// at exit). Leaked on purpose, once.
struct Secrets
{
    QMutex mutex;
    QStringList list;
    QtMessageHandler previousHandler = nullptr;
};

Secrets &secrets()
{
    static Secrets *const instance = new Secrets; // NOLINT(cppcoreguidelines-owning-memory): lives to the end
    return *instance;
}

void redactingMessageHandler(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    const QString safe = redactRegisteredSecrets(message);
    QtMessageHandler previous = nullptr;
    {
        const QMutexLocker lock(&secrets().mutex);
        previous = secrets().previousHandler;
    }
    if (previous) {
        previous(type, context, safe);
    }
}

} // namespace

QString redactKey(const QString &text, const QString &apiKey)
{
    QString out = text;
    if (!apiKey.isEmpty()) {
        out.replace(apiKey, redactionMarker(), Qt::CaseInsensitive);
        const QString encoded = QString::fromLatin1(QUrl::toPercentEncoding(apiKey));
        if (encoded != apiKey) {
            out.replace(encoded, redactionMarker(), Qt::CaseInsensitive);
        }
        out = maskKeyRuns(out, apiKey, minKeyFragment);
    }
    // A form field or query item named key (at the start or after '&' / '?'), whatever its value.
    static const QRegularExpression keyField(QStringLiteral("(^|[&?])key=[^&\\s]*"));
    out.replace(keyField, QStringLiteral("\\1key=") + redactionMarker());
    return out;
}

QByteArray redactKeyInAnswer(const QByteArray &body, const QString &apiKey)
{
    if (apiKey.isEmpty() || body.isEmpty()) {
        return body;
    }
    const QString text = QString::fromUtf8(body);
    const QString masked = maskKeyRuns(text, apiKey, apiKey.size());
    // Unchanged: hand back the original bytes (fromUtf8 would have replaced invalid sequences).
    return masked.size() == text.size() && masked == text ? body : masked.toUtf8();
}

QString redactKeyShaped(const QString &text)
{
    static const QRegularExpression keyShaped(QStringLiteral("(?<![0-9A-Fa-f])[0-9A-Fa-f]{32}(?![0-9A-Fa-f])"));
    QString out = redactKey(text, QString()); // key= fields
    out.replace(keyShaped, redactionMarker());
    return out;
}

void wipeBytes(QByteArray &bytes)
{
    if (bytes.isEmpty()) {
        return;
    }
    // In place, through the shared buffer: every QByteArray sharing it (Qt's upload buffer too) sees zeros.
    // The volatile pointer keeps the compiler from dropping the writes to memory about to be released.
    volatile char *data = const_cast<char *>(bytes.constData()); // NOLINT(cppcoreguidelines-pro-type-const-cast)
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        data[i] = 0;
    }
    bytes.clear();
}

void registerSecret(const QString &secret)
{
    if (secret.isEmpty()) {
        return;
    }
    Secrets &all = secrets();
    const QMutexLocker lock(&all.mutex);
    if (!all.list.contains(secret)) {
        all.list.append(secret);
    }
    // In front of whatever handler is installed now (also one installed after an earlier registration).
    const QtMessageHandler current = qInstallMessageHandler(redactingMessageHandler);
    if (current != redactingMessageHandler) {
        all.previousHandler = current;
    }
}

QString redactRegisteredSecrets(const QString &text)
{
    QStringList list;
    {
        Secrets &all = secrets();
        const QMutexLocker lock(&all.mutex);
        list = all.list;
    }
    QString out = text;
    for (const QString &secret : std::as_const(list)) {
        out = redactKey(out, secret);
    }
    // A bearer credential in text, whatever its value (a header printed by a library at debug level, a token not
    // registered yet): its value never reaches a log.
    static const QRegularExpression bearer(QStringLiteral("(?i)(\\bbearer\\s+)[^\\s\"',;]+"));
    out.replace(bearer, QStringLiteral("\\1") + redactionMarker());
    return out;
}

} // namespace SolveDeck
