#pragma once

#include <QIcon>
#include <QString>

class QWidget;

namespace SolveDeck {

// The console's icons: the desktop's icon theme first (freedesktop names), so SolveDeck looks native, with SVGs of
// its own under resources/icons/actions/ as the fallback, so the window is complete without a theme and sharp at any
// scale (HiDPI).
class Icons
{
public:
    // QIcon::fromTheme(themeName, the bundled :/icons/actions/<file>.svg).
    static QIcon themed(const QString &themeName, const QString &file);

    // The icon for an action of the console by its object name ("newJobAction"); a null icon for one without.
    static QIcon forAction(const QString &objectName);

    // Gives every action under `root` (the main window: its menus, toolbar, tray and context menu) the icon
    // forAction() names for it; actions that already have one keep it.
    static void decorate(QWidget *root);
};

} // namespace SolveDeck
