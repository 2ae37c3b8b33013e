#include "taskroutes.h"

#include "core/store/clientregistry.h"
#include "gateway/desk.h"
#include "gateway/jsonbody.h"
#include "gateway/tasks/taskanswer.h"
#include "gateway/tasks/taskrequest.h"

namespace SolveDeck::Gateway::Tasks {

namespace {

const QByteArray protocol = QByteArrayLiteral("tasks");

} // namespace

TaskRoutes::TaskRoutes(Desk &desk)
    : m_desk(desk)
{
}

void TaskRoutes::addTo(RouteTable &table)
{
    table.add(protocol, "POST", QStringLiteral("/createTask"), [this](const RouteCall &call) {
        createTask(call);
    });
    table.add(protocol, "POST", QStringLiteral("/getTaskResult"), [this](const RouteCall &call) {
        getTaskResult(call);
    });
    table.add(protocol, "POST", QStringLiteral("/getBalance"), [this](const RouteCall &call) {
        getBalance(call);
    });
    table.add(protocol, "POST", QStringLiteral("/reportCorrectRecaptcha"), [this](const RouteCall &call) {
        report(call, true);
    });
    for (const char *path : {"/reportIncorrectRecaptcha", "/reportIncorrectImageCaptcha"}) {
        table.add(protocol, "POST", QString::fromLatin1(path), [this](const RouteCall &call) {
            report(call, false);
        });
    }
}

std::optional<std::pair<QJsonObject, GatewayClient>> TaskRoutes::asker(const RouteCall &call)
{
    // The protocol's bodies are JSON whatever Content-Type a library sends (some send none): not checked.
    const Result<QJsonObject> body = JsonBody::parseObject(call.request.body);
    if (!body) {
        call.exchange.answer(encode(badBody(body.error())));
        return std::nullopt;
    }
    const Desk::Authentication client = m_desk.authenticate(clientKeyOf(*body), call.exchange);
    if (!client) {
        if (client.refusal != Desk::Refusal::AnsweredByLayer) {
            call.exchange.answer(encode(keyDoesNotExist()));
        }
        return std::nullopt;
    }
    return std::make_pair(*body, *client.client);
}

void TaskRoutes::createTask(const RouteCall &call)
{
    const auto asked = asker(call);
    if (!asked) {
        return;
    }
    const auto &[body, client] = *asked;
    const Result<TaskSpec> spec = readCreateTask(body);
    if (!spec) {
        call.exchange.answer(encode(refused(spec.error())));
        return;
    }
    if (const std::optional<HostRefusal> refusal = m_desk.refuseHost(client, spec->pageurl)) {
        call.exchange.answer(encode(domainNotAllowed(refusal->message + QLatin1Char(' ') + refusal->fix)));
        return;
    }
    if (m_desk.account().outOfBalance) {
        call.exchange.answer(encode(zeroBalance()));
        return;
    }
    // Like in.php, a createTask is a new task every time: no idempotency key.
    const GatewayExchange exchange = call.exchange;
    m_desk.enqueue(client, *spec, QString(), [exchange](const EnqueueOutcome &outcome) {
        switch (outcome.kind) {
        case EnqueueOutcome::Kind::Created:
        case EnqueueOutcome::Kind::Existing:
            exchange.answer(encode(taskCreated(outcome.jobId)));
            return;
        case EnqueueOutcome::Kind::OverLimit:
            exchange.answer(encode(noSlotAvailable()));
            return;
        case EnqueueOutcome::Kind::Revoked:
            exchange.answer(encode(keyDoesNotExist()));
            return;
        case EnqueueOutcome::Kind::Invalid:
            exchange.answer(encode(refused(outcome.error)));
            return;
        case EnqueueOutcome::Kind::Failed:
            exchange.answer(encode(internalError(outcome.error.message)));
            return;
        }
    });
}

void TaskRoutes::getTaskResult(const RouteCall &call)
{
    const auto asked = asker(call);
    if (!asked) {
        return;
    }
    const auto &[body, client] = *asked;
    const Result<qint64> id = readTaskId(body);
    if (!id) {
        call.exchange.answer(encode(refused(id.error())));
        return;
    }
    TaskResultContext context;
    context.requesterIp = call.request.peer.toString();
    call.exchange.answer(encode(taskResult(m_desk.job(client, *id), context)));
}

void TaskRoutes::getBalance(const RouteCall &call)
{
    if (!asker(call)) {
        return;
    }
    const Desk::Account account = m_desk.account();
    call.exchange.answer(encode(balance(account.balanceKnown ? account.balance : 0.0)));
}

void TaskRoutes::report(const RouteCall &call, bool good)
{
    const auto asked = asker(call);
    if (!asked) {
        return;
    }
    const auto &[body, client] = *asked;
    const Result<qint64> id = readTaskId(body);
    if (!id) {
        call.exchange.answer(encode(refused(id.error())));
        return;
    }
    const std::optional<Job> job = m_desk.job(client, *id);
    if (const std::optional<TaskAnswer> refusal = reportRefusal(job)) {
        call.exchange.answer(encode(*refusal));
        return;
    }
    if (const Result<void> reported = m_desk.report(client, *job, good); !reported) {
        call.exchange.answer(encode(internalError(reported.error().message)));
        return;
    }
    call.exchange.answer(encode(reportRecorded()));
}

} // namespace SolveDeck::Gateway::Tasks
