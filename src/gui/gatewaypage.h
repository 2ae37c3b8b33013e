#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

class QAction;

namespace SolveDeck {

class GatewayControl;
class GatewayDialog;
class MainWindow;

// Tools > Gateway… (Ctrl+Shift+G) in a MainWindow, at the place OperatorTools keeps for it: opens the one Gateway page
// (GatewayDialog, non-modal; a second trigger raises it).
class GatewayPage : public QObject
{
    Q_OBJECT

public:
    explicit GatewayPage(MainWindow *window);

    // The console's gateway and its database, once one is open (null before: the page says so).
    void setGateway(GatewayControl *control, const QString &databaseLocation, const QString &databasePassword);

    QAction *action() const { return m_action; }

    // Opens (or raises) the page and returns it.
    GatewayDialog *open();

private:
    MainWindow *m_window;
    QAction *m_action = nullptr;
    QPointer<GatewayControl> m_control;
    QString m_location;
    QString m_password;
    QPointer<GatewayDialog> m_dialog;
};

} // namespace SolveDeck
