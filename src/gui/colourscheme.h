#pragma once

#include <QString>
#include <QStringList>

#include <optional>

class QPalette;

namespace SolveDeck {

// The console's colour scheme (Preferences > Appearance, solvedeck --color-scheme): follow the system's palette, or
// a light or dark Fusion palette of our own. "System" leaves the platform's style and palette alone (and puts them
// back after a light or dark one was applied in this run).
class ColourScheme
{
public:
    enum class Scheme {
        System,
        Light,
        Dark,
    };

    // "system", "light", "dark": the stable names of the setting, the command line and the audit log.
    static QString name(Scheme scheme);
    static std::optional<Scheme> fromName(const QString &name);
    static QStringList names();

    // The palettes Light and Dark install (under the Fusion style).
    static QPalette lightPalette();
    static QPalette darkPalette();

    // Installs `scheme` on the running QApplication. Every widget gets QEvent::PaletteChange; those drawing with
    // StatusColours re-apply their colours then.
    static void apply(Scheme scheme);

    // The scheme last applied in this run (System before any).
    static Scheme current();
};

} // namespace SolveDeck
