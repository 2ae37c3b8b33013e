#pragma once

// The gateway's HTTP layer (HttpServer) on 127.0.0.1 (a free port) in front of a scriptable backend.

#include "gateway/gatewaybackend.h"
#include "gateway/http/httpserver.h"
#include "httptestclient.h"

#include <QHash>
#include <QJsonObject>
#include <gtest/gtest.h>

#include <functional>
#include <memory>

namespace SolveDeckTest {

// Answers every request at once with 200 and {"method","path"} unless `onRequest` says otherwise; keeps what it
// was asked and what it holds. A request with "Authorization: Bearer client-N" is identified as client N (with
// `clientLimits[N]`, else the defaults) before anything else, as the native API identifies a valid token; when the
// layer refuses the identification (429) the request goes no further.
class FakeBackend : public SolveDeck::Gateway::GatewayBackend
{
public:
    std::function<void(const SolveDeck::Gateway::GatewayRequest &, const SolveDeck::Gateway::GatewayExchange &)>
        onRequest;
    QList<SolveDeck::Gateway::GatewayRequest> requests;
    QList<SolveDeck::Gateway::GatewayExchange> held; // answered by answerHeldNow
    QHash<qint64, SolveDeck::Gateway::ClientLimits> clientLimits;
    int answerHeldNowCalls = 0;
    bool keepRequests = true; // false: only count them (the hostile tests send thousands)
    qint64 requestCount = 0;

    void handle(const SolveDeck::Gateway::GatewayRequest &request,
                const SolveDeck::Gateway::GatewayExchange &exchange) override
    {
        ++requestCount;
        if (keepRequests) {
            requests.append(request);
        }
        const qint64 client = clientOf(request);
        if (client != 0 && !exchange.identify(client, clientLimits.value(client))) {
            return;
        }
        if (onRequest) {
            onRequest(request, exchange);
            return;
        }
        exchange.answer(echo(request));
    }

    void answerHeldNow() override
    {
        ++answerHeldNowCalls;
        for (const auto &exchange : std::as_const(held)) {
            exchange.answer(SolveDeck::Gateway::GatewayReply::json(200,
                                                                   QJsonObject{{QStringLiteral("answered"),
                                                                                QStringLiteral("at stop")}}));
        }
        held.clear();
    }

    // N for "Authorization: Bearer client-N", else 0.
    static qint64 clientOf(const SolveDeck::Gateway::GatewayRequest &request)
    {
        const QByteArray authorization = request.header("authorization");
        return authorization.startsWith("Bearer client-") ? authorization.mid(14).toLongLong() : 0;
    }

    static SolveDeck::Gateway::GatewayReply echo(const SolveDeck::Gateway::GatewayRequest &request)
    {
        return SolveDeck::Gateway::GatewayReply::json(200,
                                                      QJsonObject{{QStringLiteral("method"),
                                                                   QString::fromLatin1(request.method)},
                                                                  {QStringLiteral("path"), request.path}});
    }
};

class GatewayTest : public ::testing::Test
{
protected:
    // Starts the gateway with `limits` on 127.0.0.1, port 0.
    void start(const SolveDeck::Gateway::GatewayLimits &limits = {})
    {
        gateway = std::make_unique<SolveDeck::Gateway::HttpServer>(&backend, limits);
        const auto port = gateway->listen(QHostAddress::LocalHost, 0);
        ASSERT_TRUE(port.ok()) << port.error().message.toStdString();
        this->port = *port;
        ASSERT_NE(this->port, 0);
    }

    // The native API's shapes: /v1/events a stream (kept in `streams`), /wait a long-poll held with hold() (kept in
    // backend.held), the rest answered at once; with `refuseAnonymous`, a request without a valid token is 401 (it
    // stays anonymous).
    void routeLikeTheNativeApi(bool refuseAnonymous)
    {
        backend.onRequest = [this, refuseAnonymous](const SolveDeck::Gateway::GatewayRequest &request,
                                                    const SolveDeck::Gateway::GatewayExchange &exchange) {
            if (refuseAnonymous && exchange.clientId() == 0) {
                exchange.answer(SolveDeck::Gateway::GatewayReply::error(401,
                                                                        QStringLiteral("unauthorized"),
                                                                        QStringLiteral("no valid token"),
                                                                        QStringLiteral("send one")));
            } else if (request.path == QStringLiteral("/v1/events")) {
                const SolveDeck::Gateway::GatewayStream stream = exchange.startStream();
                if (stream.isOpen()) {
                    streams.append(stream);
                }
            } else if (request.path == QStringLiteral("/wait")) {
                if (exchange.hold()) {
                    backend.held.append(exchange);
                }
            } else {
                exchange.answer(FakeBackend::echo(request));
            }
        };
    }

    std::unique_ptr<HttpTestClient> connect()
    {
        auto client = std::make_unique<HttpTestClient>(port);
        EXPECT_TRUE(client->waitConnected());
        return client;
    }

    FakeBackend backend;
    QList<SolveDeck::Gateway::GatewayStream> streams;
    std::unique_ptr<SolveDeck::Gateway::HttpServer> gateway;
    quint16 port = 0;
};

} // namespace SolveDeckTest
