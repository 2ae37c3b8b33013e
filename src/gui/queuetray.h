#pragma once

#include "core/notify/notificationthrottle.h"
#include "core/stats/capacityview.h"

#include <QIcon>
#include <QObject>

class QAction;
class QMenu;
class QSystemTrayIcon;

namespace SolveDeck {

// The tray icon: a small meter of busy threads against the cap drawn over the app icon, a tooltip ("Solving 4 / 5 ·
// 2 queued · 0 failed today"), and a menu (Show/Hide, Pause/Resume, New Job…, Quit). Notifications go through it.
// Where no system tray exists (the offscreen platform, some desktops) no icon is made and nothing else changes: the
// menu, the tooltip text and the last notification are still kept (tests and screenshots read them), and
// notifications fall back to the status bar (notificationShown tells the owner).
class QueueTray : public QObject
{
    Q_OBJECT

public:
    QueueTray(QAction *showHide, QAction *pause, QAction *newJob, QAction *quit, QObject *parent = nullptr);
    ~QueueTray() override;

    // Whether this desktop has a tray (QSystemTrayIcon::isSystemTrayAvailable); false on offscreen.
    bool hasTray() const;

    QMenu *menu() const { return m_menu; }

    QSystemTrayIcon *icon() const { return m_icon; }

    void showView(const CapacityView &view);

    QString toolTip() const { return m_toolTip; }

    // The meter icon for `busy` of `cap` (also what the tray shows).
    static QIcon meterIcon(int busy, int cap, bool paused);

    // Shows a notification (a balloon where there is a tray); always announced through notificationShown.
    void notify(const Notification &notification);

    Notification lastNotification() const { return m_last; }

Q_SIGNALS:
    // `line`: the notification on one line (title — text, or the text alone when it says it all).
    void notificationShown(const QString &title, const QString &text, bool inTray, const QString &line);
    void activated(); // the icon was clicked

private:
    QMenu *m_menu = nullptr;
    QSystemTrayIcon *m_icon = nullptr;
    QString m_toolTip;
    Notification m_last;
    int m_lastBusy = -1;
    int m_lastCap = -1;
    bool m_lastPaused = false;
};

} // namespace SolveDeck
