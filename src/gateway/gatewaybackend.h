#pragma once

#include "gateway/gatewayexchange.h"
#include "gateway/gatewayrequest.h"

namespace SolveDeck::Gateway {

// What answers the gateway's requests: the native /v1 API, the compat in.php/res.php, or a test's fake.
// HttpServer calls it on its own thread, one request at a time per connection (a pipelined request is not even read
// before the answer to the one before it is out).
class GatewayBackend
{
public:
    virtual ~GatewayBackend() = default;

    // One request. Answer through `exchange` before returning or later (keep the exchange: a long-poll held in
    // the event hub), or turn it into an event stream (GatewayExchange::startStream). An exchange left unanswered
    // is answered 503 by the gateway after GatewayLimits::answerTimeoutMs. HttpServer::exchangeClosed says when a
    // held exchange's client went away.
    virtual void handle(const GatewayRequest &request, const GatewayExchange &exchange) = 0;

    // The gateway is stopping: answer every held exchange now (a long-poll with the job's current state). The
    // gateway closes event streams itself and waits for the answers (GatewayLimits::stopGraceMs at most).
    virtual void answerHeldNow() = 0;
};

} // namespace SolveDeck::Gateway
