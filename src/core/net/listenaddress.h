#pragma once

#include <QString>
#include <QtGlobal>

namespace SolveDeck {

// A listening address as people write it, HOST:PORT ("127.0.0.1:8787", "[::1]:0", "localhost:8787"; port 0 picks a
// free one): the one reading of it, for `serve --listen` and the console's Gateway page, which word the problems
// each their own way.
struct ListenAddress
{
    enum class Problem {
        None,
        Shape, // not HOST:PORT
        Port,  // the port is not 0-65535
        Host   // the host is not an IP address (`host` holds it)
    };

    Problem problem = Problem::Shape;
    QString host; // an IP address ("localhost" reads as 127.0.0.1; brackets of an IPv6 address removed)
    quint16 port = 0;

    static ListenAddress parse(const QString &text);
};

} // namespace SolveDeck
