#include "gui/gatewaypage.h"

#include "core/model/consoleplaces.h"
#include "gui/gatewaydialog.h"
#include "gui/mainwindow.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>

namespace SolveDeck {

GatewayPage::GatewayPage(MainWindow *window)
    : QObject(window)
    , m_window(window)
{
    m_action = new QAction(ConsolePlaces::label(ConsolePlaces::Label::Gateway), window);
    m_action->setObjectName(QStringLiteral("gatewayAction"));
    m_action->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G));
    m_action->setStatusTip(tr("Let scripts and test suites send jobs over HTTP: on/off, clients and tokens, the last "
                              "requests"));
    // OperatorTools keeps the place in the Tools menu; without it, the end of that menu (or the menu bar).
    QAction *place = window->findChild<QAction *>(QStringLiteral("gatewayPlace"));
    auto *tools = window->menuBar()->findChild<QMenu *>(QStringLiteral("toolsMenu"));
    if (tools && place) {
        tools->insertAction(place, m_action);
        place->setVisible(true);
    } else if (tools) {
        tools->addAction(m_action);
    } else {
        window->menuBar()->addAction(m_action);
    }
    connect(m_action, &QAction::triggered, this, &GatewayPage::open);
}

void GatewayPage::setGateway(GatewayControl *control, const QString &databaseLocation, const QString &databasePassword)
{
    m_control = control;
    m_location = databaseLocation;
    m_password = databasePassword;
    if (m_dialog) {
        // A page opened before the database: open it again on the gateway.
        m_dialog->close();
    }
}

GatewayDialog *GatewayPage::open()
{
    if (m_dialog) {
        m_dialog->show();
        m_dialog->raise();
        m_dialog->activateWindow();
        return m_dialog;
    }
    m_dialog = new GatewayDialog(m_control, m_location, m_password, m_window);
    m_dialog->setTokenClipboard(m_window->tokenClipboard());
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialog->setModal(false);
    m_dialog->show();
    return m_dialog;
}

} // namespace SolveDeck
