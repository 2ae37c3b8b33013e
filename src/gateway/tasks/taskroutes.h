#pragma once

#include "gateway/routetable.h"

#include <QJsonObject>

#include <optional>

namespace SolveDeck {
struct GatewayClient;
}

namespace SolveDeck::Gateway {
class Desk;
}

namespace SolveDeck::Gateway::Tasks {

// The JSON task protocol (Anti-Captcha's createTask / getTaskResult, shared by CapMonster Cloud, 2captcha's API v2 and
// CapSolver; docs/gateway.md "The task protocol") as a route table over the desk: POST /createTask, /getTaskResult,
// /getBalance, /reportIncorrectRecaptcha, /reportCorrectRecaptcha, /reportIncorrectImageCaptcha. Each body is one
// JSON object, parsed once; clientKey is a gateway client's token; every answer is HTTP 200 with errorId. What a
// request and an answer mean is decided by the pure taskrequest / tasktypes / taskanswer; this ties them to the desk.
// A poll reads the database only: it never causes an upstream request.
class TaskRoutes
{
public:
    explicit TaskRoutes(Desk &desk);

    void addTo(RouteTable &table);

private:
    // The body and its client; nullopt when answered (a body that is not JSON, an unknown key, the layer's refusal).
    std::optional<std::pair<QJsonObject, GatewayClient>> asker(const RouteCall &call);

    void createTask(const RouteCall &call);
    void getTaskResult(const RouteCall &call);
    void getBalance(const RouteCall &call);
    void report(const RouteCall &call, bool good);

    Desk &m_desk;
};

} // namespace SolveDeck::Gateway::Tasks
