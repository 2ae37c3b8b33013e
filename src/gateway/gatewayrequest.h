#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QHostAddress>
#include <QList>
#include <QString>

#include <utility>

namespace SolveDeck::Gateway {

// One HTTP request as the gateway's handlers see it: plain values (the HTTP layer's RequestFramer fills it), so
// handlers are tested without sockets. Valid during GatewayBackend::handle only: copy what a held request needs.
struct GatewayRequest
{
    QByteArray method;   // "GET", "POST", ... as sent
    QString path;        // percent-decoded: "/v1/solve/12"
    QByteArray rawQuery; // as sent, percent-encoded, without '?' (the compat API decodes it with the body)
    QList<std::pair<QString, QString>> query;         // decoded ('+' is a space), in order, repeats kept
    QList<std::pair<QByteArray, QByteArray>> headers; // names lower-cased, in order
    QByteArray body;
    QHostAddress peer;
    quint16 peerPort = 0;
    quint64 connectionId = 0; // the same for every request of one connection
    bool secure = false;      // arrived over TLS

    // The first value of a header (name in any case), "" when absent.
    QByteArray header(QByteArrayView name) const;
    bool hasHeader(QByteArrayView name) const;

    // The last value of a query item, "" when absent.
    QString queryValue(const QString &name) const;
    bool hasQueryItem(const QString &name) const;
};

} // namespace SolveDeck::Gateway
