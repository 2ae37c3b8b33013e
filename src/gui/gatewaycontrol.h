#pragma once

#include "core/net/listenaddress.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QUrl>

namespace SolveDeck {

// The console's gateway as the Gateway page sees it: on/off, where it listens, and its recent requests. The page
// (src/gui) knows only this; ConsoleGateway (src/app) runs GatewayService on a thread of its own behind it, so the
// GUI library links no HTTP server. Lives in (and is used from) the GUI thread.
class GatewayControl : public QObject
{
    Q_OBJECT

public:
    enum class State {
        Off,
        Starting,
        Listening,
        Stopping
    };

    // One request as the page lists it (never its token, query or body).
    struct Request
    {
        qint64 atMs = 0;
        QString client; // empty: not authenticated
        QString method;
        QString path;
        int status = 0; // 0: not answered yet
    };

    using QObject::QObject;

    virtual State state() const = 0;
    // The URL clients use while listening ("http://127.0.0.1:8787"), else empty.
    virtual QUrl url() const = 0;
    // Why the last start failed, with what to do (translated); empty after a successful start.
    virtual QString problem() const = 0;
    // Starts listening on "host:port" (the page checked it with parseAddress); answers through stateChanged().
    virtual void start(const QString &address) = 0;
    // Graceful stop: held requests answered, streams ended; stateChanged() once the port is free.
    virtual void stop() = 0;
    // Newest first; empty while off.
    virtual QList<Request> recentRequests() const = 0;

    // "host:port" as the gateway takes it: an IPv4 or IPv6 address ("[::1]:8787"), or "localhost", and a port
    // 0-65535 (0: any free port). Empty when fine, else what is wrong (translated).
    static QString addressProblem(const QString &address);
    static QString addressProblem(const ListenAddress &address);

Q_SIGNALS:
    void stateChanged(SolveDeck::GatewayControl::State state);
};

} // namespace SolveDeck
