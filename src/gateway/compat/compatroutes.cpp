#include "compatroutes.h"

#include "core/net/apiservice.h"
#include "core/store/clientregistry.h"
#include "core/terminaltext.h"
#include "gateway/compat/compatanswer.h"
#include "gateway/compat/compatfields.h"
#include "gateway/compat/compatresult.h"
#include "gateway/compat/compatsubmit.h"
#include "gateway/desk.h"

#include <QStringList>

namespace SolveDeck::Gateway::Compat {

namespace {

const QByteArray protocol = QByteArrayLiteral("compat");
const QString inPath = QStringLiteral("/in.php");
const QString resPath = QStringLiteral("/res.php");

} // namespace

CompatRoutes::CompatRoutes(Desk &desk)
    : m_desk(desk)
{
}

void CompatRoutes::addTo(RouteTable &table)
{
    for (const QString &path : {inPath, resPath}) {
        const bool in = path == inPath;
        for (const char *method : {"GET", "POST"}) {
            table.add(protocol, method, path, [this, in](const RouteCall &call) {
                if (in) {
                    submit(call);
                } else {
                    result(call);
                }
            });
        }
        table.add(protocol, "OPTIONS", path, [this](const RouteCall &call) {
            preflight(call);
        });
    }
}

void CompatRoutes::preflight(const RouteCall &call)
{
    // A browser's preflight before a cross-origin POST (the CORS side of header_acao).
    GatewayReply reply = GatewayReply::text(204, {});
    reply.withHeader("Access-Control-Allow-Origin", "*")
        .withHeader("Access-Control-Allow-Methods", "GET, POST")
        .withHeader("Access-Control-Allow-Headers", "Content-Type");
    call.exchange.answer(reply);
}

std::optional<FormFields> CompatRoutes::fields(const RouteCall &call, bool *json, bool *acao)
{
    const GatewayRequest &request = call.request;
    const auto decoded = decodeCompatRequest(request.rawQuery, request.header("content-type"), request.body);
    if (!decoded) {
        // The envelope the client wanted is unknown when its fields cannot be read; the query may still say.
        const auto query = FormDecoder::decodeUrlEncoded(request.rawQuery);
        const bool wantsJson = query.ok() && isSwitchOn(query.value(), QStringLiteral("json"));
        call.exchange.answer(
            encode(CompatAnswer::error(QStringLiteral("ERROR_BAD_PARAMETERS"), decoded.error().message),
                   wantsJson,
                   false));
        return std::nullopt;
    }
    *json = isSwitchOn(decoded.value(), QStringLiteral("json"));
    *acao = isSwitchOn(decoded.value(), QStringLiteral("header_acao"));
    return decoded.value();
}

std::optional<GatewayClient> CompatRoutes::client(const RouteCall &call, const FormFields &fields, const Reply &reply)
{
    const Desk::Authentication asker = m_desk.authenticate(fields.value(QStringLiteral("key")).trimmed(),
                                                           call.exchange);
    if (asker) {
        return asker.client;
    }
    switch (asker.refusal) {
    case Desk::Refusal::Unknown:
        reply(CompatAnswer::error(QStringLiteral("ERROR_KEY_DOES_NOT_EXIST"),
                                  QStringLiteral("The key is not a SolveDeck gateway token, or it was revoked. Ask "
                                                 "the operator for a token (solvedeck-cli clients add NAME).")));
        break;
    case Desk::Refusal::WrongScope:
        reply(CompatAnswer::error(QStringLiteral("ERROR_KEY_DOES_NOT_EXIST"),
                                  QStringLiteral("This token may only read GET /metrics; ask the operator for a "
                                                 "client token (solvedeck-cli clients add NAME).")));
        break;
    case Desk::Refusal::AnsweredByLayer:
        break;
    }
    return std::nullopt;
}

void CompatRoutes::submit(const RouteCall &call)
{
    bool json = false;
    bool acao = false;
    const std::optional<FormFields> read = fields(call, &json, &acao);
    if (!read) {
        return;
    }
    const GatewayExchange exchange = call.exchange;
    const Reply reply = [exchange, json, acao](const CompatAnswer &compat) {
        exchange.answer(encode(compat, json, acao));
    };
    const std::optional<GatewayClient> asker = client(call, *read, reply);
    if (!asker) {
        return;
    }
    const auto spec = readSubmit(*read);
    if (!spec) {
        reply(CompatAnswer::error(spec.error().code, spec.error().message));
        return;
    }
    if (const std::optional<HostRefusal> refusal = m_desk.refuseHost(*asker, spec->pageurl)) {
        reply(CompatAnswer::error(QStringLiteral("ERROR_DOMAIN_NOT_ALLOWED"),
                                  refusal->message + QLatin1Char(' ') + refusal->fix));
        return;
    }
    if (m_desk.account().outOfBalance) {
        reply(CompatAnswer::error(QStringLiteral("ERROR_ZERO_BALANCE"),
                                  QStringLiteral("The account has no balance left; jobs already accepted wait.")));
        return;
    }
    // in.php has no idempotency key: every submit is a new job, as upstream makes a new task.
    m_desk.enqueue(*asker, *spec, QString(), [reply](const EnqueueOutcome &outcome) {
        switch (outcome.kind) {
        case EnqueueOutcome::Kind::Created:
        case EnqueueOutcome::Kind::Existing:
            reply(CompatAnswer::value(QString::number(outcome.jobId)));
            return;
        case EnqueueOutcome::Kind::OverLimit:
            reply(CompatAnswer::error(QStringLiteral("ERROR_NO_SLOT_AVAILABLE"),
                                      QStringLiteral("You have as many jobs in flight as your limit allows; "
                                                     "submit again when one has finished.")));
            return;
        case EnqueueOutcome::Kind::Revoked:
            reply(CompatAnswer::error(QStringLiteral("ERROR_KEY_DOES_NOT_EXIST"),
                                      QStringLiteral("The token was revoked.")));
            return;
        case EnqueueOutcome::Kind::Invalid:
            reply(CompatAnswer::error(QStringLiteral("ERROR_BAD_PARAMETERS"), outcome.error.message));
            return;
        case EnqueueOutcome::Kind::Failed:
            reply(CompatAnswer::error(QStringLiteral("ERROR_INTERNAL_SERVER_ERROR"), outcome.error.message));
            return;
        }
    });
}

void CompatRoutes::result(const RouteCall &call)
{
    bool json = false;
    bool acao = false;
    const std::optional<FormFields> read = fields(call, &json, &acao);
    if (!read) {
        return;
    }
    const GatewayExchange exchange = call.exchange;
    const Reply reply = [exchange, json, acao](const CompatAnswer &compat) {
        exchange.answer(encode(compat, json, acao));
    };
    const std::optional<GatewayClient> asker = client(call, *read, reply);
    if (!asker) {
        return;
    }
    const FormFields &fields = *read;
    const QString action = fields.value(QStringLiteral("action")).trimmed().toLower();
    if (action == QLatin1String("get")) {
        const QString ids = fields.value(QStringLiteral("ids")).trimmed();
        if (!ids.isEmpty()) {
            const QStringList asked = ids.split(QLatin1Char(','), Qt::SkipEmptyParts);
            if (asked.size() > ApiService::kMaxIdsPerRequest) {
                reply(CompatAnswer::error(QStringLiteral("ERROR_BAD_PARAMETERS"),
                                          QStringLiteral("ids: %1 ids; ask about at most %2 at a time.")
                                              .arg(asked.size())
                                              .arg(ApiService::kMaxIdsPerRequest)));
                return;
            }
            QList<qint64> wanted;
            for (const QString &text : asked) {
                wanted << parseTaskId(text).value_or(0);
            }
            const QList<std::optional<Job>> jobs = m_desk.jobs(*asker, wanted);
            QStringList answers;
            for (qsizetype i = 0; i < asked.size(); ++i) {
                answers.append(wanted[i] > 0 ? resultElement(jobs[i]) : QStringLiteral("ERROR_WRONG_ID_FORMAT"));
            }
            reply(CompatAnswer::value(answers.join(QLatin1Char('|')), CompatAnswer::Plain::Bare));
            return;
        }
        const auto id = parseTaskId(fields.value(QStringLiteral("id")));
        if (!id) {
            reply(CompatAnswer::error(QStringLiteral("ERROR_WRONG_ID_FORMAT"),
                                      QStringLiteral("id: the task id in.php answered (digits only).")));
            return;
        }
        reply(resultOf(m_desk.job(*asker, *id)));
        return;
    }
    if (action == QLatin1String("getbalance")) {
        const Desk::Account account = m_desk.account();
        reply(CompatAnswer::value(QString::number(account.balanceKnown ? account.balance : 0.0),
                                  CompatAnswer::Plain::Bare));
        return;
    }
    if (action == QLatin1String("reportgood") || action == QLatin1String("reportbad")) {
        const auto id = parseTaskId(fields.value(QStringLiteral("id")));
        if (!id) {
            reply(CompatAnswer::error(QStringLiteral("ERROR_WRONG_ID_FORMAT"),
                                      QStringLiteral("id: the task id in.php answered (digits only).")));
            return;
        }
        const auto job = m_desk.job(*asker, *id);
        if (!job || job->state != JobState::Solved) {
            reply(CompatAnswer::error(QStringLiteral("ERROR_WRONG_CAPTCHA_ID"),
                                      QStringLiteral("Only a solved job of yours can be reported.")));
            return;
        }
        if (auto reported = m_desk.report(*asker, *job, action == QLatin1String("reportgood")); !reported) {
            reply(CompatAnswer::error(QStringLiteral("ERROR_INTERNAL_SERVER_ERROR"), reported.error().message));
            return;
        }
        reply(CompatAnswer::value(QStringLiteral("OK_REPORT_RECORDED"), CompatAnswer::Plain::Bare));
        return;
    }
    reply(CompatAnswer::error(QStringLiteral("ERROR_EMPTY_ACTION"),
                              action.isEmpty()
                                  ? QStringLiteral("action: missing. res.php answers action=get, getbalance, "
                                                   "reportgood and reportbad.")
                                  : QStringLiteral("action=%1: res.php here answers action=get, getbalance, "
                                                   "reportgood and reportbad.")
                                        .arg(terminalSafe(action.left(40)))));
}

} // namespace SolveDeck::Gateway::Compat
