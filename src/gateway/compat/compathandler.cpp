#include "compathandler.h"

#include "gateway/compat/compatanswer.h"
#include "gateway/compat/compatdesk.h"
#include "gateway/compat/compatfields.h"
#include "gateway/compat/compatresult.h"
#include "gateway/compat/compatsubmit.h"

#include <QStringList>

namespace SolveDeck::Gateway::Compat {

namespace {

const QString inPath = QStringLiteral("/in.php");
const QString resPath = QStringLiteral("/res.php");

} // namespace

CompatHandler::CompatHandler(CompatDesk &desk)
    : m_desk(desk)
{
}

bool CompatHandler::handles(const GatewayRequest &request)
{
    return request.path == inPath || request.path == resPath;
}

void CompatHandler::handle(const GatewayRequest &request, const Answer &answer)
{
    if (request.method == "OPTIONS") {
        // A browser's preflight before a cross-origin POST (the CORS side of header_acao).
        GatewayReply reply = GatewayReply::text(204, {});
        reply.withHeader("Access-Control-Allow-Origin", "*")
            .withHeader("Access-Control-Allow-Methods", "GET, POST")
            .withHeader("Access-Control-Allow-Headers", "Content-Type");
        answer(reply);
        return;
    }
    if (request.method != "GET" && request.method != "POST") {
        answer(GatewayReply::error(405,
                                   QStringLiteral("method_not_allowed"),
                                   QStringLiteral("%1 takes GET or POST.").arg(request.path),
                                   QStringLiteral("Send the parameters as a query string or a form body."))
                   .withHeader("Allow", "GET, POST, OPTIONS"));
        return;
    }
    const auto decoded = decodeCompatRequest(request.rawQuery, request.header("content-type"), request.body);
    if (!decoded) {
        // The envelope the client wanted is unknown when its fields cannot be read; the query may still say.
        const auto query = FormDecoder::decodeUrlEncoded(request.rawQuery);
        const bool json = query.ok() && isSwitchOn(query.value(), QStringLiteral("json"));
        answer(
            encode(CompatAnswer::error(QStringLiteral("ERROR_BAD_PARAMETERS"), decoded.error().message), json, false));
        return;
    }
    const FormFields &fields = decoded.value();
    const bool json = isSwitchOn(fields, QStringLiteral("json"));
    const bool acao = isSwitchOn(fields, QStringLiteral("header_acao"));
    if (request.path == inPath) {
        submit(fields, json, acao, answer);
    } else {
        result(fields, json, acao, answer);
    }
}

void CompatHandler::submit(const FormFields &fields, bool json, bool acao, const Answer &answer)
{
    const auto reply = [answer, json, acao](const CompatAnswer &compat) {
        answer(encode(compat, json, acao));
    };
    const auto client = m_desk.authenticate(fields.value(QStringLiteral("key")).trimmed());
    if (!client) {
        reply(CompatAnswer::error(QStringLiteral("ERROR_KEY_DOES_NOT_EXIST"),
                                  QStringLiteral("The key is not a SolveDeck gateway token, or it was revoked. "
                                                 "Ask the operator for a token (solvedeck-cli clients add).")));
        return;
    }
    const auto spec = readSubmit(fields);
    if (!spec) {
        reply(CompatAnswer::error(spec.error().code, spec.error().message));
        return;
    }
    if (const QString refusal = m_desk.hostRefusal(*client, *spec); !refusal.isEmpty()) {
        reply(CompatAnswer::error(QStringLiteral("ERROR_DOMAIN_NOT_ALLOWED"), refusal));
        return;
    }
    if (m_desk.account().outOfBalance) {
        reply(CompatAnswer::error(QStringLiteral("ERROR_ZERO_BALANCE"),
                                  QStringLiteral("The account has no balance left; jobs already accepted wait.")));
        return;
    }
    m_desk.enqueue(*client, *spec, [reply](const CompatEnqueued &enqueued) {
        switch (enqueued.kind) {
        case CompatEnqueued::Kind::Queued:
            reply(CompatAnswer::value(QString::number(enqueued.jobId)));
            return;
        case CompatEnqueued::Kind::OverLimit:
            reply(CompatAnswer::error(QStringLiteral("ERROR_NO_SLOT_AVAILABLE"),
                                      QStringLiteral("You have as many jobs in flight as your limit allows; "
                                                     "submit again when one has finished.")));
            return;
        case CompatEnqueued::Kind::Revoked:
            reply(CompatAnswer::error(QStringLiteral("ERROR_KEY_DOES_NOT_EXIST"),
                                      QStringLiteral("The token was revoked.")));
            return;
        case CompatEnqueued::Kind::Refused:
            reply(CompatAnswer::error(QStringLiteral("ERROR_BAD_PARAMETERS"), enqueued.error.message));
            return;
        case CompatEnqueued::Kind::Failed:
            reply(CompatAnswer::error(QStringLiteral("ERROR_INTERNAL_SERVER_ERROR"), enqueued.error.message));
            return;
        }
    });
}

void CompatHandler::result(const FormFields &fields, bool json, bool acao, const Answer &answer)
{
    const auto reply = [answer, json, acao](const CompatAnswer &compat) {
        answer(encode(compat, json, acao));
    };
    const auto client = m_desk.authenticate(fields.value(QStringLiteral("key")).trimmed());
    if (!client) {
        reply(CompatAnswer::error(QStringLiteral("ERROR_KEY_DOES_NOT_EXIST"),
                                  QStringLiteral("The key is not a SolveDeck gateway token, or it was revoked.")));
        return;
    }
    const QString action = fields.value(QStringLiteral("action")).trimmed().toLower();
    if (action == QLatin1String("get")) {
        const QString ids = fields.value(QStringLiteral("ids")).trimmed();
        if (!ids.isEmpty()) {
            const QStringList asked = ids.split(QLatin1Char(','), Qt::SkipEmptyParts);
            if (asked.size() > maxIdsPerPoll) {
                reply(CompatAnswer::error(QStringLiteral("ERROR_BAD_PARAMETERS"),
                                          QStringLiteral("ids: %1 ids; ask about at most %2 at a time.")
                                              .arg(asked.size())
                                              .arg(maxIdsPerPoll)));
                return;
            }
            QStringList answers;
            for (const QString &text : asked) {
                const auto id = parseTaskId(text);
                answers.append(id ? resultElement(m_desk.job(*id, *client)) : QStringLiteral("ERROR_WRONG_ID_FORMAT"));
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
        reply(resultOf(m_desk.job(*id, *client)));
        return;
    }
    if (action == QLatin1String("getbalance")) {
        const CompatAccount account = m_desk.account();
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
        const auto job = m_desk.job(*id, *client);
        if (!job || job->state != JobState::Solved) {
            reply(CompatAnswer::error(QStringLiteral("ERROR_WRONG_CAPTCHA_ID"),
                                      QStringLiteral("Only a solved job of yours can be reported.")));
            return;
        }
        if (auto reported = m_desk.report(*job, action == QLatin1String("reportgood")); !reported) {
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
                                        .arg(action.left(40))));
}

} // namespace SolveDeck::Gateway::Compat
