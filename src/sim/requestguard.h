#pragma once

#include <QByteArray>

namespace SolveDeckSim {

// Limits what one connection may make the simulator hold in memory, judged on the bytes as they arrive and before
// QtHttpServer buffers them: each request's head (request line and headers) at most maxHeadBytes, its body at most
// maxBodyBytes by its Content-Length (a body without one, chunked, is refused: the API's clients always send the
// length). Requests on a kept-alive connection are followed one after the other. Pure: no sockets.
class RequestGuard
{
public:
    static constexpr qsizetype maxHeadBytes = qsizetype(16) * 1024;
    static constexpr qsizetype maxBodyBytes = qsizetype(8) * 1024 * 1024;

    struct Verdict
    {
        int status = 0; // 0: fine so far; else the HTTP status to answer before closing (413, 431, 411, 400)
        QByteArray reason;
    };

    // Takes the next bytes of the connection. Once a verdict has a status, every later call returns it again.
    Verdict feed(const QByteArray &bytes);

private:
    Verdict judgeHead();

    enum class State {
        Head,
        Body,
        Refused
    };
    State m_state = State::Head;
    QByteArray m_head;        // the current request's head so far (at most maxHeadBytes + 3)
    qsizetype m_bodyLeft = 0; // body bytes of the current request still to come
    Verdict m_refusal;
};

} // namespace SolveDeckSim
