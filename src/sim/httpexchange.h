#pragma once

#include <QByteArray>
#include <QHostAddress>
#include <QList>
#include <QPair>
#include <QString>

namespace SolveDeckSim {

// One HTTP request as the simulator logic sees it, free of any QtHttpServer type (HttpFront translates), so
// the logic can be driven and tested without sockets and the QtHttpServer API can change under it.
struct HttpRequestData
{
    QByteArray method;   // "GET", "POST", ...
    QString path;        // "/in.php"
    QByteArray rawQuery; // percent-encoded, without '?'
    QList<QPair<QByteArray, QByteArray>> headers;
    QByteArray body;
    QHostAddress peer;
    bool viaControlPort = false;

    QByteArray header(const QByteArray &name) const
    {
        for (const auto &h : headers) {
            if (h.first.compare(name, Qt::CaseInsensitive) == 0) {
                return h.second;
            }
        }
        return {};
    }
};

// What to do with the connection: answer (possibly late), or one of the connection-level faults.
struct HttpReplyData
{
    enum class Action {
        Respond,
        Truncate, // headers announce the whole body, half of it is sent, then the connection closes
        Hang,     // never answer; the connection stays open
        Reset     // TCP reset (RST), no answer at all
    };

    Action action = Action::Respond;
    int status = 200;
    QByteArray contentType = QByteArrayLiteral("text/plain");
    QByteArray body;
    int delayMs = 0;

    static HttpReplyData text(const QByteArray &body, int status = 200)
    {
        HttpReplyData r;
        r.status = status;
        r.body = body;
        return r;
    }

    static HttpReplyData json(const QByteArray &body, int status = 200)
    {
        HttpReplyData r;
        r.status = status;
        r.contentType = QByteArrayLiteral("application/json");
        r.body = body;
        return r;
    }
};

} // namespace SolveDeckSim
