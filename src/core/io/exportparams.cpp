#include "exportparams.h"

#include "core/io/exportsink.h"
#include "core/model/proxypassword.h"
#include "core/store/jobrow.h"

#include <algorithm>

namespace SolveDeck {

namespace {

int lowerHexDigit(char c)
{
    if (c >= '0' && c <= '9') {
        return c - '0';
    }
    if (c >= 'a' && c <= 'f') {
        return c - 'a' + 10;
    }
    return -1;
}

} // namespace

QByteArray ExportParams::json(const QMap<QString, QString> &params)
{
    QByteArray out = "{";
    for (auto it = params.cbegin(); it != params.cend(); ++it) {
        if (out.size() > 1) {
            out += ',';
        }
        ExportBytes::appendJsonString(out, it.key());
        out += ':';
        ExportBytes::appendJsonString(out, it.value());
    }
    out += '}';
    return out;
}

bool ExportParams::isCanonical(QByteArrayView json)
{
    // Exactly what json() writes for the object the text holds: {"key":"value",...}, keys plain ASCII without
    // escapes in strictly increasing order (QMap's order for ASCII), values escaped as appendJsonString escapes them,
    // no spaces, no other value types. Anything else goes through the parse-and-write path.
    const char *p = json.constData();
    const char *const end = p + json.size();
    if (p == end || *p != '{') {
        return false;
    }
    ++p;
    if (p < end && *p == '}') {
        return p + 1 == end;
    }
    const char *previousKey = nullptr;
    qsizetype previousLength = 0;
    while (true) {
        if (p >= end || *p != '"') {
            return false;
        }
        const char *key = ++p;
        while (p < end && *p != '"') {
            const auto c = static_cast<unsigned char>(*p);
            if (c < 0x20 || c >= 0x80 || c == '\\') {
                return false;
            }
            ++p;
        }
        if (p >= end) {
            return false;
        }
        const qsizetype keyLength = p - key;
        if (previousKey
            && !std::lexicographical_compare(previousKey, previousKey + previousLength, key, key + keyLength)) {
            return false;
        }
        previousKey = key;
        previousLength = keyLength;
        ++p;
        if (end - p < 2 || p[0] != ':' || p[1] != '"') {
            return false;
        }
        p += 2;
        while (true) {
            if (p >= end) {
                return false;
            }
            const auto c = static_cast<unsigned char>(*p);
            if (c == '"') {
                break;
            }
            if (c < 0x20) {
                return false;
            }
            if (c != '\\') {
                ++p;
                continue;
            }
            if (end - p < 2) {
                return false;
            }
            const char e = p[1];
            if (e == '"' || e == '\\' || e == 'n' || e == 'r' || e == 't' || e == 'b' || e == 'f') {
                p += 2;
                continue;
            }
            // \u00xx, lowercase hex, only for the control characters without a short escape.
            if (e != 'u' || end - p < 6 || p[2] != '0' || p[3] != '0' || (p[4] != '0' && p[4] != '1')) {
                return false;
            }
            const int low = lowerHexDigit(p[5]);
            if (low < 0) {
                return false;
            }
            const int value = (p[4] - '0') * 16 + low;
            if (value == '\b' || value == '\t' || value == '\n' || value == '\f' || value == '\r') {
                return false;
            }
            p += 6;
        }
        ++p;
        if (p >= end) {
            return false;
        }
        if (*p == '}') {
            return p + 1 == end;
        }
        if (*p != ',') {
            return false;
        }
        ++p;
    }
}

QByteArrayView ExportParams::exported(QByteArrayView stored, QByteArray &scratch, bool maskProxyPassword)
{
    if (maskProxyPassword && stored.contains(QByteArrayView("\"proxy\""))) {
        const QMap<QString, QString> params = JobRow::paramsFromJson(stored);
        if (ProxyPassword::isIn(params)) {
            scratch = json(ProxyPassword::maskedIn(params));
            return scratch;
        }
    }
    if (isCanonical(stored)) {
        return stored;
    }
    scratch = json(JobRow::paramsFromJson(stored));
    return scratch;
}

} // namespace SolveDeck
