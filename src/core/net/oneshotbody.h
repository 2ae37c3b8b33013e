#pragma once

#include <QByteArray>
#include <QIODevice>

namespace SolveDeck {

// A request body Qt can send once and never again. QNetworkAccessManager silently sends a request a second time
// when its connection closes before the answer (a reset, a keep-alive race) and it can rewind the body: the caller
// sees one answer, the server saw two requests. For in.php that is a second task nobody counts (it holds a thread
// of the plan until solved); for res.php a poll milliseconds after the last. Sequential, unbuffered and not
// rewindable, this body makes Qt report the failure instead (QNetworkReply::ContentReSendError), and the engine
// decides whether and when to send again. It shares the caller's bytes (the key is in them), copying nothing.
class OneShotBody final : public QIODevice
{
public:
    explicit OneShotBody(const QByteArray &body, QObject *parent = nullptr);

    bool isSequential() const override { return true; }

    qint64 bytesAvailable() const override { return m_body.size() - m_read + QIODevice::bytesAvailable(); }

    // Never rewinds: a second send is refused.
    bool reset() override { return false; }

    bool seek(qint64) override { return false; }

protected:
    qint64 readData(char *data, qint64 maxSize) override;

    qint64 writeData(const char *, qint64) override { return -1; }

private:
    QByteArray m_body;
    qint64 m_read = 0;
};

} // namespace SolveDeck
