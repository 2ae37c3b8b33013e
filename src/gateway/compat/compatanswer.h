#pragma once

#include "gateway/gatewayreply.h"

#include <QString>

namespace SolveDeck::Gateway::Compat {

// One answer of in.php or res.php, before it is put in an envelope. The 2captcha protocol answers HTTP 200 for
// everything, errors included; the body is either JSON ({"status":1,"request":"…"}, json=1) or plain text.
struct CompatAnswer
{
    enum class Plain {
        Prefixed, // "OK|value": in.php's task id, res.php's answer
        Bare,     // "value": getbalance's decimal, OK_REPORT_RECORDED, ids='s "a|b|c", and every error code
    };

    bool ok = false;
    QString request; // the value, or the error code (CAPCHA_NOT_READY is an answer with ok = false)
    Plain plain = Plain::Prefixed;
    // For people: why a request was refused and what to do (the host to authorise, the parameter to fix). JSON
    // carries it as "error_text" (2captcha's name for it); the plain envelope appends it after a '|' only where
    // no client library matches the code exactly to decide to wait or retry (see carriesTextInPlain()).
    QString errorText;

    static CompatAnswer value(const QString &value, Plain plain = Plain::Prefixed);
    static CompatAnswer error(const QString &code, const QString &text = {});
};

// Codes that libraries compare whole (to poll again, to back off, to stop): never followed by text in the plain
// envelope, whatever errorText says.
bool isMatchedExactly(const QString &code);

// The HTTP answer: 200, the envelope `json` asks for, and with `allowAnyOrigin` (header_acao=1) the CORS header
// browsers need to read it from another origin.
GatewayReply encode(const CompatAnswer &answer, bool json, bool allowAnyOrigin);

} // namespace SolveDeck::Gateway::Compat
