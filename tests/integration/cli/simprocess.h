#pragma once

#include <QJsonObject>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <memory>

namespace SolveDeckTest {

// build/bin/solvedeck-sim as a child process: it answers while a test blocks on another child (solvedeck-cli),
// which an in-process simulator could not. Killed by its PID when the object goes.
class SimProcess
{
public:
    // A 32-character key the simulator accepts (and one it does not know).
    static QString goodKey() { return QStringLiteral("cli0test0key0000000000000000good"); }

    static QString unknownKey() { return QStringLiteral("cli0test0key00000000000000000bad"); }

    SimProcess();
    ~SimProcess();

    // Starts `solvedeck-sim --port 0 --profile fast --keys goodKey() extraArgs...` and reads the port from its
    // first stdout line. Returns false (with the reason in *error) when it did not come up.
    bool start(const QStringList &extraArgs, QString *error);

    QUrl baseUrl() const { return m_baseUrl; }

    QString endpoint() const { return m_baseUrl.toString(QUrl::StripTrailingSlash); }

    // GET /__stats and POST /__config, answered through the event loop.
    QJsonObject stats() const;
    bool configure(const QJsonObject &config) const;

private:
    std::unique_ptr<QProcess> m_process;
    QUrl m_baseUrl;
};

} // namespace SolveDeckTest
