#pragma once

#include <QByteArray>

namespace SolveDeck::Gateway::RetryAfter {

// Every Retry-After the gateway sends, in seconds, with why: the one place they are chosen.

// A client at its own limit (429: in-flight jobs, connections, streams, waits): a job usually ends within seconds.
inline constexpr int atClientLimit = 5;
// The database failed a read or a write (503): a lock or a reconnect, usually gone in a moment.
inline constexpr int storeBusy = 1;
// The gateway cannot serve it now (503: stopping, no engine, the gateway's own connection or stream limit, a
// request no handler answered): a restart or a freed slot takes a few seconds.
inline constexpr int unavailable = 5;

inline QByteArray value(int seconds)
{
    return QByteArray::number(seconds);
}

} // namespace SolveDeck::Gateway::RetryAfter
