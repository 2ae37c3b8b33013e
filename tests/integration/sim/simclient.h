#pragma once

// A deliberately plain HTTP client for the simulator tests: QNetworkAccessManager and nothing of the product's
// client, so the simulator is checked against the protocol text, not against the code it will judge.

#include <sim/simulator.h>

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPair>
#include <QString>
#include <QUrl>
#include <gtest/gtest.h>

#include <chrono>
#include <memory>

namespace SimTest {

inline constexpr auto kKey = "0123456789abcdef0123456789abcdef";
inline constexpr auto kGoogleKey = "6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-";
inline constexpr auto kTurnstileKey = "0x4AAAAAAABkMYinukE8nzY";

using Params = QList<QPair<QString, QString>>;

struct Reply
{
    int status = 0;
    QByteArray body;
    QByteArray contentType;
    QNetworkReply::NetworkError error = QNetworkReply::NoError;
    bool finished = false; // false: no answer within the timeout

    QJsonObject json() const;
};

class SimClient
{
public:
    explicit SimClient(QUrl base);

    Reply get(const QString &path, const Params &params, std::chrono::milliseconds timeout = std::chrono::seconds(10));
    Reply postForm(const QString &path,
                   const Params &params,
                   std::chrono::milliseconds timeout = std::chrono::seconds(10));
    Reply postMultipart(const QString &path,
                        const Params &params,
                        const QByteArray &fileName = {},
                        const QByteArray &fileData = {});
    Reply postRaw(const QString &path,
                  const QByteArray &contentType,
                  const QByteArray &body,
                  std::chrono::milliseconds timeout = std::chrono::seconds(10));

    // in.php with a valid reCAPTCHA v2 job; returns the task id ("" on failure).
    QString submitRecaptcha(const QString &pageurl = QStringLiteral("https://example.com/login"),
                            const QString &key = QString::fromLatin1(kKey));
    Reply poll(const QString &id, bool json = false, const QString &key = QString::fromLatin1(kKey));

    QUrl url(const QString &path, const Params &params = {}) const;

private:
    Reply wait(QNetworkReply *reply, std::chrono::milliseconds timeout);

    QUrl m_base;
    QNetworkAccessManager m_nam;
};

// A small but valid-looking PNG (signature + padding) above the 100-byte minimum.
QByteArray samplePng(int size = 300);

// Fixture: an in-process simulator on port 0 with the fast profile, ten times faster.
class SimulatorTest : public ::testing::Test
{
protected:
    void SetUp() override;
    void configure(const QJsonObject &config);

    std::unique_ptr<SolveDeckSim::Simulator> sim;
    std::unique_ptr<SimClient> client;
};

} // namespace SimTest
