#include "queuetray.h"

#include "gui/statuscolours.h"

#include <QAction>
#include <QMenu>
#include <QPainter>
#include <QPixmap>
#include <QSystemTrayIcon>

namespace SolveDeck {

QueueTray::QueueTray(QAction *showHide, QAction *pause, QAction *newJob, QAction *quit, QObject *parent)
    : QObject(parent)
    , m_menu(new QMenu)
{
    m_menu->setObjectName(QStringLiteral("trayMenu"));
    m_menu->addAction(showHide);
    m_menu->addAction(pause);
    m_menu->addAction(newJob);
    m_menu->addSeparator();
    m_menu->addAction(quit);
    if (hasTray()) {
        m_icon = new QSystemTrayIcon(meterIcon(0, 0, false), this);
        m_icon->setContextMenu(m_menu);
        connect(m_icon, &QSystemTrayIcon::activated, this, [this](QSystemTrayIcon::ActivationReason reason) {
            if (reason == QSystemTrayIcon::Trigger || reason == QSystemTrayIcon::DoubleClick) {
                Q_EMIT activated();
            }
        });
        m_icon->show();
    }
}

QueueTray::~QueueTray()
{
    delete m_menu; // a top-level menu without a parent widget
}

bool QueueTray::hasTray() const
{
    return QSystemTrayIcon::isSystemTrayAvailable();
}

QIcon QueueTray::meterIcon(int busy, int cap, bool paused)
{
    QIcon icon;
    const QIcon app(QStringLiteral(":/icons/solvedeck.svg"));
    for (const int size : {16, 22, 32, 64}) {
        QPixmap pixmap = app.pixmap(size, size);
        if (pixmap.isNull()) {
            pixmap = QPixmap(size, size);
            pixmap.fill(Qt::transparent);
        }
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        // A bar along the bottom: the share of the cap in use (blue), paused in amber.
        const int h = std::max(3, size / 5);
        const QRect track(0, size - h, size, h);
        p.fillRect(track, StatusColours::colour(StatusColours::Role::MeterTrack));
        if (cap > 0) {
            const int w = int(double(size) * std::clamp(double(busy) / double(cap), 0.0, 1.0));
            p.fillRect(QRect(0, size - h, w, h),
                       StatusColours::colour(paused ? StatusColours::Role::MeterPaused
                                                    : StatusColours::Role::MeterBusy));
        }
        p.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

void QueueTray::showView(const CapacityView &view)
{
    m_toolTip = view.trayToolTip;
    const bool paused = view.queuePaused;
    if (m_icon) {
        m_icon->setToolTip(m_toolTip);
        if (view.gaugeValue != m_lastBusy || view.gaugeMaximum != m_lastCap || paused != m_lastPaused) {
            m_icon->setIcon(meterIcon(view.gaugeValue, view.gaugeMaximum, paused));
        }
    }
    m_lastBusy = view.gaugeValue;
    m_lastCap = view.gaugeMaximum;
    m_lastPaused = paused;
}

void QueueTray::notify(const Notification &notification)
{
    if (notification.events == 0) {
        return;
    }
    m_last = notification;
    const bool inTray = m_icon && QSystemTrayIcon::supportsMessages();
    if (inTray) {
        m_icon->showMessage(notification.title, notification.text, QSystemTrayIcon::Information, 8000);
    }
    Q_EMIT notificationShown(notification.title,
                             notification.text,
                             inTray,
                             notification.textSaysItAll ? notification.text
                                                        : tr("%1 — %2").arg(notification.title, notification.text));
}

} // namespace SolveDeck
