#pragma once

#include "core/protocol/apiresult.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace SolveDeck {

// What came back over HTTP, before any interpretation.
struct HttpAnswer
{
    int status = 200;
    QByteArray contentType;
    QByteArray body;
};

// Turns in.php / res.php answers into typed results, accepting every variant in shared/design/PROTOCOL.md:
// json=1 envelopes ({"status":1,"request":...} / {"status":0,"request":"ERROR_..."}) and plain answers
// ("OK|value" split on the FIRST '|' only, or the bare code). A non-200 status, an HTML page and anything
// empty, malformed or truncated are transport failures (Transient, with our codes HTTP_<status>,
// HTML_RESPONSE, BAD_RESPONSE) and are marked uncertain: the server did receive the request.
// Pure functions: no network, no state, no logging.
namespace ResponseParser {

ApiResult<SubmitOk> parseSubmit(const HttpAnswer &answer);
ApiResult<PollOk> parsePoll(const HttpAnswer &answer);
// An `ids=a,b,c` answer ("r1|r2|r3" in the same order, plain or inside the json request). Always returns
// `expectedCount` results; a count mismatch makes every one a BAD_RESPONSE.
QList<ApiResult<PollOk>> parsePollMany(const HttpAnswer &answer, int expectedCount);
ApiResult<ThreadsInfo> parseThreadsInfo(const HttpAnswer &answer);
ApiResult<double> parseBalance(const HttpAnswer &answer);
// reportgood / reportbad: OK_REPORT_RECORDED in any form, or an empty 200 (CaptchaAI), is a success.
ApiResult<bool> parseReport(const HttpAnswer &answer);

// A failure for a provider code, classed by the error catalogue. Not uncertain: the server answered.
ApiFailure failureForCode(const QString &code, const QString &detail = {});
// A transport failure with one of our codes (HTTP_502, TIMEOUT, ...), always Transient.
ApiFailure transportFailure(const QString &code, const QString &detail, bool uncertain);
// True for our transport codes: HTTP_<status>, HTML_RESPONSE, BAD_RESPONSE, TIMEOUT, CONNECTION_REFUSED,
// CONNECTION_RESET, NETWORK_ERROR.
bool isTransportCode(const QString &code);

} // namespace ResponseParser

} // namespace SolveDeck
