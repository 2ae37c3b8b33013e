#pragma once

#include "core/model/shownorder.h"
#include "core/store/clientregistry.h"
#include "gui/gatewaycontrol.h"

#include <QDialog>
#include <QHash>
#include <QPointer>
#include <QTimer>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace SolveDeck {

class TableFit;
class TokenClipboard;

class DatabaseWorker;

// Tools > Gateway…: the console's gateway page, non-modal (the operator keeps the job table in view while a test
// suite sends jobs). On/off and the address (saved in ConsoleSettings; the page starts and stops the gateway through
// GatewayControl), the URL clients use with Copy, the clients with add (token shown once) and revoke, and the last
// requests. Reads and writes the clients table through a DatabaseWorker of its own (never on the GUI thread); add and
// revoke are audited with the operator as actor by ClientRegistry, as `solvedeck-cli clients` does.
class GatewayDialog : public QDialog
{
    Q_OBJECT

public:
    // `control` may be null (no database open yet: the page says so). The database is the console's (its worker opens
    // its own connection).
    GatewayDialog(GatewayControl *control,
                  const QString &databaseLocation,
                  const QString &databasePassword,
                  QWidget *parent = nullptr);
    ~GatewayDialog() override;

    // The size the page opens at on a screen of `available` size (invalid: unknown): its designed size, within the
    // screen with room for a title bar, never below `minimum`.
    static QSize openingSize(const QSize &available, const QSize &minimum);

    // Adds a client (what the Add dialog's OK does); the token dialog opens once the worker answers.
    // `form`: the Add Client dialog the fields came from; it closes when the client is added and stays open, with
    // what was typed, when the client is refused.
    void addClient(const QString &name, int maxInFlight, const QString &hosts, QDialog *form = nullptr);
    // Revokes a client after asking (MessageBox::confirm); false when the operator said no.
    bool revokeClient(const QString &name);
    // Reads the clients again now.
    void refreshClients();

    // The dialog that shows a new client's token, while it is open (tests).
    QDialog *tokenDialog() const { return m_tokenDialog; }

    // Copies a client's token through the console's clipboard, which outlives this page: the page's own, closed with
    // it, cleared a copied token at once (a forty-second first-hour trial). Without one, the page keeps its own.
    void setTokenClipboard(TokenClipboard *clipboard);

Q_SIGNALS:
    // The clients table shows a fresh read (tests, screenshots).
    void clientsRefreshed();
    // A client was added (its token dialog is open) or an add or revoke failed (`problem` says why).
    void clientAdded(const QString &name);
    void clientRevoked(const QString &name, int canceledJobs);
    void clientActionFailed(const QString &problem);

private:
    void buildUi();
    void toggled(bool on);
    void stateChanged();
    void addressEdited();
    void openAddDialog();
    void revokeSelected();
    void showToken(const QString &name, const QString &token);
    void showClients(const QList<ClientListing> &clients);
    void refreshRequests();
    // A client row's "last used": the database's, or its newest request kept, whichever is later.
    void showLastUsed(int row, const QString &client);
    void copyUrl();
    void showClientProblem(const QString &problem, QWidget *over = nullptr);

    QPointer<GatewayControl> m_control;
    DatabaseWorker *m_worker = nullptr;
    QCheckBox *m_enabled = nullptr;
    QLineEdit *m_address = nullptr;
    QLabel *m_addressProblem = nullptr;
    QLabel *m_status = nullptr;
    QLineEdit *m_url = nullptr;
    QPushButton *m_copyUrl = nullptr;
    QTableWidget *m_clients = nullptr;
    TableFit *m_clientsFit = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_revoke = nullptr;
    QTableWidget *m_requests = nullptr;
    TableFit *m_requestsFit = nullptr;
    QLabel *m_requestsNote = nullptr;
    QPointer<QDialog> m_tokenDialog;
    // A copied client token, cleared from the clipboard as Preferences say for an answer without expiry, and on quit:
    // the console's (setTokenClipboard), or the page's own.
    QPointer<TokenClipboard> m_tokenClipboard;
    QString m_auditedAddress; // the address the audit log last heard of (a change is recorded when the gateway starts)
    QTimer m_requestsTimer;
    QHash<QString, qint64> m_lastRequestAt; // per client, the newest of the requests kept
    QTimer m_clientsTimer;
    bool m_readingClients = false;
    ShownOrder m_clientOrder; // the clients' rows hold still while the page is open
};

} // namespace SolveDeck
