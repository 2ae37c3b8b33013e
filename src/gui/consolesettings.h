#pragma once

#include "core/notify/notificationthrottle.h"

#include <QObject>
#include <QString>
#include <QStringList>

namespace SolveDeck {

// The console's non-secret settings in QSettings, keys in one place (after qBittorrent's SettingValue and
// KeePassXC's Config): typed, clamped on read. The API key is never here: it lives in the keychain (KeyVault).
class ConsoleSettings
{
public:
    enum class ClipboardClearing {
        AtExpiry,     // when the token expires (the default)
        AfterSeconds, // after clipboardSeconds(), or at expiry when that comes first
        Never,        // kept until SolveDeck quits (TokenClipboard clears its copy on quit)
    };

    // The in.php/res.php endpoint: https, or http to this machine only.
    static QString endpoint();
    static void setEndpoint(const QString &url);
    // "" when `text` is acceptable as an endpoint, else what is wrong and how to fix it (translated).
    static QString endpointProblem(const QString &text);

    // The toolbar's thread cap, the default for each start; `fallback` where none was chosen yet.
    static int threadCap(int fallback = 5);
    static void setThreadCap(int cap);

    // Adaptive polling (EngineHost::Config::adaptivePolling); takes effect at the next start.
    static bool adaptivePolling();
    static void setAdaptivePolling(bool on);
    // Multi-id polling (EngineHost::Config::multiIdPolling, default on); takes effect at the next start.
    static bool multiIdPolling();
    static void setMultiIdPolling(bool on);

    static ClipboardClearing clipboardClearing();
    static void setClipboardClearing(ClipboardClearing mode);
    // 5 to 3600 s.
    static int clipboardSeconds();
    static void setClipboardSeconds(int seconds);
    // How long an answer without its own expiry (an image job's text) stays on the clipboard, 0 to 3600 s; 0 keeps
    // it until SolveDeck quits. The key is TokenClipboard::answerLifetimeSetting() (clipboard/answerLifetimeSeconds).
    static int answerLifetimeSeconds();
    static void setAnswerLifetimeSeconds(int seconds);
    // What TokenClipboard::copy gets for a token with `tokenLeftMs` of validity left (0: no expiry known).
    static qint64 clipboardClearAfterMs(qint64 tokenLeftMs);

    // Desktop notifications (all of them: notifications/enabled; each kind: notifications/<kind name>, e.g.
    // notifications/job_failed), and whether closing the window hides it in the tray (tray/closeToTray). The
    // capacity console reads them when it notifies and when the window is closed, so changes apply at once.
    static bool notifications();
    static bool notificationEnabled(NotificationKind kind);
    static void setNotifications(bool on);
    static bool closeToTray();
    static void setCloseToTray(bool on);

    // The console's language: "" follows the system; else a code of availableLanguages().
    static QString language();
    static void setLanguage(const QString &code);
    static QStringList availableLanguages(); // "en", "de", "es"

    // The colour scheme (appearance/colorScheme): "system" (the default), "light" or "dark" (ColourScheme::names()).
    // An unknown stored value reads as "system".
    static QString colorScheme();
    static void setColorScheme(const QString &name);

    // The console's gateway (Tools > Gateway…): whether it runs (started again at the next start when it did) and the
    // address it listens on, "host:port" (default 127.0.0.1:8787).
    static bool gatewayEnabled();
    static void setGatewayEnabled(bool on);
    static QString gatewayAddress();
    static void setGatewayAddress(const QString &address);

    // The QSettings keys, for tests that scan the settings file.
    static QStringList keys();
};

} // namespace SolveDeck
