#pragma once

#include "gateway/formdecoder.h"
#include "gateway/gatewayreply.h"
#include "gateway/gatewayrequest.h"

#include <functional>

namespace SolveDeck::Gateway::Compat {

class CompatDesk;

// /in.php and /res.php, as 2captcha-style client libraries call them (docs/gateway.md "The in.php / res.php
// protocol"): GET or POST (urlencoded or multipart, the body's fields over the query's), json=1 or the plain
// envelope, header_acao=1 for the CORS header. The key is a gateway client's token; every answer comes from the
// database (a res.php poll never causes an upstream request). Decisions about what a request means live in the pure
// compatsubmit / compatresult / compatanswer; this ties them to the desk.
class CompatHandler
{
public:
    using Answer = std::function<void(const GatewayReply &)>;

    explicit CompatHandler(CompatDesk &desk);

    // Whether the request is one of the compat protocol's paths.
    static bool handles(const GatewayRequest &request);

    // Answers through `answer`, at once or (an enqueue) once the batcher committed.
    void handle(const GatewayRequest &request, const Answer &answer);

    // Most ids one res.php?ids= poll may ask about (2captcha documents 100).
    static constexpr int maxIdsPerPoll = 100;

private:
    void submit(const FormFields &fields, bool json, bool acao, const Answer &answer);
    void result(const FormFields &fields, bool json, bool acao, const Answer &answer);

    CompatDesk &m_desk;
};

} // namespace SolveDeck::Gateway::Compat
