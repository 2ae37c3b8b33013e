#pragma once

#include "gateway/formdecoder.h"
#include "gateway/routetable.h"

#include <optional>

namespace SolveDeck {
struct GatewayClient;
}

namespace SolveDeck::Gateway {
class Desk;
}

namespace SolveDeck::Gateway::Compat {

struct CompatAnswer;

// /in.php and /res.php, as 2captcha-style client libraries call them (docs/gateway.md "The in.php / res.php
// protocol"), as a route table over the desk: GET or POST (urlencoded or multipart, the body's fields over the
// query's), json=1 or the plain envelope, header_acao=1 for the CORS header, an OPTIONS preflight. The key is a
// gateway client's token; every answer comes from the database (a res.php poll never causes an upstream request).
// What a request means is decided by the pure compatsubmit / compatresult / compatanswer; this ties them to the desk.
class CompatRoutes
{
public:
    explicit CompatRoutes(Desk &desk);

    void addTo(RouteTable &table);

private:
    using Reply = std::function<void(const CompatAnswer &)>;

    void preflight(const RouteCall &call);
    void submit(const RouteCall &call);
    void result(const RouteCall &call);
    // The request's fields and the envelope it asked for; nullopt when they could not be read (answered).
    std::optional<FormFields> fields(const RouteCall &call, bool *json, bool *acao);
    // The client of the `key` field; nullopt when answered.
    std::optional<GatewayClient> client(const RouteCall &call, const FormFields &fields, const Reply &reply);

    Desk &m_desk;
};

} // namespace SolveDeck::Gateway::Compat
