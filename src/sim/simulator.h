#pragma once

#include <QJsonObject>
#include <QObject>
#include <QString>
#include <QUrl>

#include <memory>
#include <mutex>

namespace SolveDeckSim {

class CaptchaService;
class HttpFront;
struct HttpReplyData;
struct HttpRequestData;

// A CaptchaAI-compatible service on 127.0.0.1 for tests, demos and benchmarks (see docs/simulator.md).
// The network side lives in the thread of this object (create it and call listen() in the thread that will
// run its event loop); applyConfig(), stats() and reset() may be called from any thread.
class Simulator : public QObject
{
    Q_OBJECT

public:
    explicit Simulator(QObject *parent = nullptr);
    ~Simulator() override;

    // Merges a JSON config (same keys as --config FILE and POST /__config). Returns false and fills *error on
    // bad config, leaving the running configuration unchanged.
    bool applyConfig(const QJsonObject &config, QString *error = nullptr);
    bool applyProfile(const QString &name, QString *error = nullptr); // "realistic" | "fast" | "faulty"
    // Listens on 127.0.0.1 only. port 0 picks a free port. Returns the bound port, 0 on failure.
    quint16 listen(quint16 port = 0);
    QUrl baseUrl() const;      // "http://127.0.0.1:PORT/"
    QJsonObject stats() const; // same JSON as GET /__stats
    void reset();              // same as POST /__reset: forget tasks and stats, keep config

    // A second port serving only the /__ control endpoints, unaffected by faults and by "down" (with
    // down "refuse" the API port does not even accept connections). Returns the bound port, 0 on failure.
    quint16 listenControl(quint16 port = 0);
    QUrl controlUrl() const;
    QJsonObject config() const; // the running configuration, as GET /__config shows it

private:
    HttpReplyData handle(const HttpRequestData &request);
    HttpReplyData handleControl(const HttpRequestData &request);
    void syncDownMode();

    mutable std::mutex m_mutex;
    std::unique_ptr<CaptchaService> m_service;
    HttpFront *m_front = nullptr;
};

} // namespace SolveDeckSim
