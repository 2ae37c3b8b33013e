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
    // for the few codes whose cause a person must read (see carriesTextInPlain()).
    QString errorText;

    static CompatAnswer value(const QString &value, Plain plain = Plain::Prefixed);
    static CompatAnswer error(const QString &code, const QString &text = {});
};

// Whether the plain envelope appends errorText ("CODE|text"). Upstream answers every code bare and libraries
// compare most of them whole (to poll again, back off, stop), so only refusals whose cause is SolveDeck's and must
// be read by a person carry it: the host not authorised, a parameter refused, a method not solved, an action not
// answered. JSON always carries it as error_text.
bool carriesTextInPlain(const QString &code);

// The HTTP answer: 200, the envelope `json` asks for, and with `allowAnyOrigin` (header_acao=1) the CORS header
// browsers need to read it from another origin.
GatewayReply encode(const CompatAnswer &answer, bool json, bool allowAnyOrigin);

} // namespace SolveDeck::Gateway::Compat
