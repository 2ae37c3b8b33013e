#include "gui/consolesettings.h"

#include "core/net/apiclient.h"
#include "gui/colourscheme.h"
#include "gui/tokenclipboard.h"

#include <QCoreApplication>
#include <QSettings>
#include <QUrl>

#include <algorithm>

namespace SolveDeck {

namespace {

const QString kEndpoint = QStringLiteral("api/endpoint");
const QString kThreadCap = QStringLiteral("queue/threadCap");
const QString kAdaptive = QStringLiteral("queue/adaptivePolling");
const QString kMultiId = QStringLiteral("queue/multiIdPolling");
const QString kClipboardMode = QStringLiteral("clipboard/clearing");
const QString kClipboardSeconds = QStringLiteral("clipboard/clearAfterSeconds");
const QString kNotifications = QStringLiteral("notifications/enabled");
// The tray's own key (CapacityConsole reads it when the window is closed).
const QString kCloseToTray = QStringLiteral("tray/closeToTray");
const QString kLanguage = QStringLiteral("appearance/language");
const QString kColorScheme = QStringLiteral("appearance/colorScheme");
const QString kGatewayEnabled = QStringLiteral("gateway/enabled");
const QString kGatewayAddress = QStringLiteral("gateway/address");

// Five seconds is about the least in which one can paste; an hour is the longest a token of any method lives.
constexpr int kMinClipboardSeconds = 5;
constexpr int kMaxClipboardSeconds = 3600;

} // namespace

QString ConsoleSettings::endpoint()
{
    const QString value = QSettings().value(kEndpoint).toString();
    return value.isEmpty() || !endpointProblem(value).isEmpty() ? ApiClient::defaultEndpoint().toString() : value;
}

void ConsoleSettings::setEndpoint(const QString &url)
{
    QSettings().setValue(kEndpoint, url.trimmed());
}

QString ConsoleSettings::endpointProblem(const QString &text)
{
    const QString t = text.trimmed();
    if (t.isEmpty()) {
        return QCoreApplication::translate("ConsoleSettings",
                                           "Enter the service's address, for example https://ocr.captchaai.com/.");
    }
    const QUrl url(t, QUrl::StrictMode);
    if (!url.isValid() || url.host().isEmpty()) {
        return QCoreApplication::translate("ConsoleSettings",
                                           "\"%1\" is not a web address. Enter one such as https://ocr.captchaai.com/.")
            .arg(t);
    }
    const QString scheme = url.scheme().toLower();
    if (scheme == QLatin1String("https")) {
        return {};
    }
    if (scheme == QLatin1String("http") && ApiClient::isLoopback(url)) {
        return {};
    }
    if (scheme == QLatin1String("http")) {
        return QCoreApplication::translate("ConsoleSettings",
                                           "Plain http would send the API key unencrypted. Use https://, or http:// "
                                           "only to this machine (127.0.0.1, a simulator).");
    }
    return QCoreApplication::translate("ConsoleSettings", "\"%1\" must start with https://.").arg(t);
}

int ConsoleSettings::threadCap(int fallback)
{
    return std::clamp(QSettings().value(kThreadCap, fallback).toInt(), 1, 1000);
}

void ConsoleSettings::setThreadCap(int cap)
{
    QSettings().setValue(kThreadCap, std::clamp(cap, 1, 1000));
}

bool ConsoleSettings::adaptivePolling()
{
    return QSettings().value(kAdaptive, true).toBool();
}

void ConsoleSettings::setAdaptivePolling(bool on)
{
    QSettings().setValue(kAdaptive, on);
}

bool ConsoleSettings::multiIdPolling()
{
    return QSettings().value(kMultiId, true).toBool();
}

void ConsoleSettings::setMultiIdPolling(bool on)
{
    QSettings().setValue(kMultiId, on);
}

ConsoleSettings::ClipboardClearing ConsoleSettings::clipboardClearing()
{
    const QString mode = QSettings().value(kClipboardMode).toString();
    if (mode == QLatin1String("after")) {
        return ClipboardClearing::AfterSeconds;
    }
    if (mode == QLatin1String("never")) {
        return ClipboardClearing::Never;
    }
    return ClipboardClearing::AtExpiry;
}

void ConsoleSettings::setClipboardClearing(ClipboardClearing mode)
{
    QSettings().setValue(kClipboardMode,
                         mode == ClipboardClearing::AfterSeconds ? QStringLiteral("after")
                         : mode == ClipboardClearing::Never      ? QStringLiteral("never")
                                                                 : QStringLiteral("expiry"));
}

int ConsoleSettings::clipboardSeconds()
{
    return std::clamp(QSettings().value(kClipboardSeconds, 30).toInt(), kMinClipboardSeconds, kMaxClipboardSeconds);
}

void ConsoleSettings::setClipboardSeconds(int seconds)
{
    QSettings().setValue(kClipboardSeconds, std::clamp(seconds, kMinClipboardSeconds, kMaxClipboardSeconds));
}

int ConsoleSettings::answerLifetimeSeconds()
{
    return int(TokenClipboard::answerLifetimeMs() / 1000);
}

void ConsoleSettings::setAnswerLifetimeSeconds(int seconds)
{
    QSettings().setValue(TokenClipboard::answerLifetimeSetting(), std::clamp(seconds, 0, kMaxClipboardSeconds));
}

qint64 ConsoleSettings::clipboardClearAfterMs(qint64 tokenLeftMs)
{
    switch (clipboardClearing()) {
    case ClipboardClearing::Never:
        return 0;
    case ClipboardClearing::AfterSeconds: {
        const qint64 after = qint64(clipboardSeconds()) * 1000;
        return tokenLeftMs > 0 ? std::min(after, tokenLeftMs) : after;
    }
    case ClipboardClearing::AtExpiry:
        break;
    }
    return tokenLeftMs;
}

bool ConsoleSettings::notifications()
{
    return QSettings().value(kNotifications, true).toBool();
}

void ConsoleSettings::setNotifications(bool on)
{
    QSettings().setValue(kNotifications, on);
}

bool ConsoleSettings::closeToTray()
{
    return QSettings().value(kCloseToTray, false).toBool();
}

void ConsoleSettings::setCloseToTray(bool on)
{
    QSettings().setValue(kCloseToTray, on);
}

bool ConsoleSettings::notificationEnabled(NotificationKind kind)
{
    return QSettings().value(QStringLiteral("notifications/") + notificationKindName(kind), true).toBool();
}

QString ConsoleSettings::language()
{
    const QString code = QSettings().value(kLanguage).toString();
    return availableLanguages().contains(code) ? code : QString();
}

void ConsoleSettings::setLanguage(const QString &code)
{
    if (code.isEmpty()) {
        QSettings().remove(kLanguage);
    } else {
        QSettings().setValue(kLanguage, code);
    }
}

QStringList ConsoleSettings::availableLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("es")};
}

QString ConsoleSettings::colorScheme()
{
    const auto scheme = ColourScheme::fromName(QSettings().value(kColorScheme).toString());
    return ColourScheme::name(scheme.value_or(ColourScheme::Scheme::System));
}

void ConsoleSettings::setColorScheme(const QString &name)
{
    const auto scheme = ColourScheme::fromName(name);
    if (!scheme || *scheme == ColourScheme::Scheme::System) {
        QSettings().remove(kColorScheme);
    } else {
        QSettings().setValue(kColorScheme, ColourScheme::name(*scheme));
    }
}

bool ConsoleSettings::gatewayEnabled()
{
    return QSettings().value(kGatewayEnabled, false).toBool();
}

void ConsoleSettings::setGatewayEnabled(bool on)
{
    QSettings().setValue(kGatewayEnabled, on);
}

QString ConsoleSettings::gatewayAddress()
{
    const QString value = QSettings().value(kGatewayAddress).toString().trimmed();
    return value.isEmpty() ? QStringLiteral("127.0.0.1:8787") : value;
}

void ConsoleSettings::setGatewayAddress(const QString &address)
{
    QSettings().setValue(kGatewayAddress, address.trimmed());
}

QStringList ConsoleSettings::keys()
{
    return {kEndpoint,
            kThreadCap,
            kAdaptive,
            kMultiId,
            kClipboardMode,
            kClipboardSeconds,
            TokenClipboard::answerLifetimeSetting(),
            kNotifications,
            kCloseToTray,
            kLanguage,
            kColorScheme,
            kGatewayEnabled,
            kGatewayAddress};
}

} // namespace SolveDeck
