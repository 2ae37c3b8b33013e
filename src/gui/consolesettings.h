#pragma once

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

    // The toolbar's thread cap, the default for each start.
    static int threadCap();
    static void setThreadCap(int cap);

    // Adaptive polling (EngineHost::Config::adaptivePolling); takes effect at the next start.
    static bool adaptivePolling();
    static void setAdaptivePolling(bool on);

    static ClipboardClearing clipboardClearing();
    static void setClipboardClearing(ClipboardClearing mode);
    // 5 to 3600 s.
    static int clipboardSeconds();
    static void setClipboardSeconds(int seconds);
    // What TokenClipboard::copy gets for a token with `tokenLeftMs` of validity left (0: no expiry known).
    static qint64 clipboardClearAfterMs(qint64 tokenLeftMs);

    // Desktop notifications of finished jobs, and whether closing the window hides it in the tray: stored here,
    // read by the tray (issue 10).
    static bool notifications();
    static void setNotifications(bool on);
    static bool closeToTray();
    static void setCloseToTray(bool on);

    // The console's language: "" follows the system; else a code of availableLanguages().
    static QString language();
    static void setLanguage(const QString &code);
    static QStringList availableLanguages(); // "en", "de", "es"

    // The QSettings keys, for tests that scan the settings file.
    static QStringList keys();
};

} // namespace SolveDeck
