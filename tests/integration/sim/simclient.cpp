#include "simclient.h"

#include "support/testutil.h"

#include <QHttpMultiPart>
#include <QJsonDocument>
#include <QNetworkRequest>
#include <QSignalSpy>
#include <QUrlQuery>

namespace SimTest {

using namespace Qt::StringLiterals;

QJsonObject Reply::json() const
{
    return QJsonDocument::fromJson(body).object();
}

SimClient::SimClient(QUrl base)
    : m_base(std::move(base))
{
}

QUrl SimClient::url(const QString &path, const Params &params) const
{
    QUrl u = m_base.resolved(QUrl(path));
    if (!params.isEmpty()) {
        QUrlQuery query;
        for (const auto &[name, value] : params) {
            // Encode fully ('+' and '/' of base64 included) the way a form encoder does.
            query.addQueryItem(QString::fromLatin1(QUrl::toPercentEncoding(name)),
                               QString::fromLatin1(QUrl::toPercentEncoding(value)));
        }
        u.setQuery(query.query(QUrl::FullyEncoded), QUrl::StrictMode);
    }
    return u;
}

Reply SimClient::wait(QNetworkReply *reply, std::chrono::milliseconds timeout)
{
    QSignalSpy finished(reply, &QNetworkReply::finished);
    Reply result;
    if (!reply->isFinished() && !SolveDeckTest::waitForSignals(finished, 1, timeout)) {
        reply->abort();
        reply->deleteLater();
        return result;
    }
    result.finished = true;
    result.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    result.body = reply->readAll();
    result.contentType = reply->rawHeader("Content-Type");
    result.error = reply->error();
    reply->deleteLater();
    return result;
}

Reply SimClient::get(const QString &path, const Params &params, std::chrono::milliseconds timeout)
{
    QNetworkRequest request(url(path, params));
    return wait(m_nam.get(request), timeout);
}

Reply SimClient::postForm(const QString &path, const Params &params, std::chrono::milliseconds timeout)
{
    QByteArray body;
    for (const auto &[name, value] : params) {
        if (!body.isEmpty()) {
            body += '&';
        }
        body += QUrl::toPercentEncoding(name) + '=' + QUrl::toPercentEncoding(value);
    }
    return postRaw(path, "application/x-www-form-urlencoded", body, timeout);
}

Reply SimClient::postRaw(const QString &path,
                         const QByteArray &contentType,
                         const QByteArray &body,
                         std::chrono::milliseconds timeout)
{
    QNetworkRequest request(url(path));
    request.setHeader(QNetworkRequest::ContentTypeHeader, contentType);
    return wait(m_nam.post(request, body), timeout);
}

Reply SimClient::postMultipart(const QString &path,
                               const Params &params,
                               const QByteArray &fileName,
                               const QByteArray &fileData)
{
    auto *multi = new QHttpMultiPart(QHttpMultiPart::FormDataType);
    for (const auto &[name, value] : params) {
        QHttpPart part;
        part.setHeader(QNetworkRequest::ContentDispositionHeader, QVariant(u"form-data; name=\"%1\""_s.arg(name)));
        part.setBody(value.toUtf8());
        multi->append(part);
    }
    if (!fileName.isEmpty()) {
        QHttpPart part;
        part.setHeader(QNetworkRequest::ContentDispositionHeader,
                       QVariant(u"form-data; name=\"file\"; filename=\"%1\""_s.arg(QString::fromUtf8(fileName))));
        part.setHeader(QNetworkRequest::ContentTypeHeader, QVariant(u"image/png"_s));
        part.setBody(fileData);
        multi->append(part);
    }
    QNetworkRequest request(url(path));
    QNetworkReply *reply = m_nam.post(request, multi);
    multi->setParent(reply);
    return wait(reply, std::chrono::seconds(10));
}

QString SimClient::submitRecaptcha(const QString &pageurl, const QString &key)
{
    const Reply r = postForm(u"in.php"_s,
                             {{u"key"_s, key},
                              {u"method"_s, u"userrecaptcha"_s},
                              {u"googlekey"_s, QString::fromLatin1(kGoogleKey)},
                              {u"pageurl"_s, pageurl}});
    if (!r.body.startsWith("OK|")) {
        ADD_FAILURE() << "submit failed: " << r.body.toStdString();
        return {};
    }
    return QString::fromLatin1(r.body.mid(3));
}

Reply SimClient::poll(const QString &id, bool json, const QString &key)
{
    Params params{{u"key"_s, key}, {u"action"_s, u"get"_s}, {u"id"_s, id}};
    if (json) {
        params.append({u"json"_s, u"1"_s});
    }
    return postForm(u"res.php"_s, params);
}

QByteArray samplePng(int size)
{
    QByteArray png("\x89PNG\r\n\x1a\n", 8);
    png += QByteArray(size - png.size(), 'x');
    return png;
}

void SimulatorTest::SetUp()
{
    sim = std::make_unique<SolveDeckSim::Simulator>();
    QString error;
    ASSERT_TRUE(sim->applyConfig(QJsonObject{{u"profile"_s, u"fast"_s}, {u"timeScale"_s, 0.1}}, &error))
        << error.toStdString();
    ASSERT_NE(sim->listen(0), 0);
    client = std::make_unique<SimClient>(sim->baseUrl());
}

void SimulatorTest::configure(const QJsonObject &config)
{
    QString error;
    ASSERT_TRUE(sim->applyConfig(config, &error)) << error.toStdString();
}

} // namespace SimTest
