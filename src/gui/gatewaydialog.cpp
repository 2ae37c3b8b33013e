#include "gui/gatewaydialog.h"

#include "core/model/consoleplaces.h"
#include "core/store/auditlog.h"
#include "core/store/jobstore.h"
#include "core/timetext.h"
#include "gui/accessible.h"
#include "gui/commandline.h"
#include "gui/consolesettings.h"
#include "gui/databaseworker.h"
#include "gui/messagebox.h"
#include "gui/tablefit.h"
#include "gui/tokenclipboard.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QScreen>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace SolveDeck {

namespace {

QString shownTime(qint64 ms)
{
    if (ms <= 0) {
        return GatewayDialog::tr("never");
    }
    return localTimeText(ms, QDateTime::currentMSecsSinceEpoch());
}

QTableWidgetItem *cell(const QString &text, Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    item->setTextAlignment(align);
    return item;
}

QTableWidget *table(const QStringList &headers, const QString &objectName)
{
    auto *t = new QTableWidget(0, int(headers.size()));
    t->setObjectName(objectName);
    t->setHorizontalHeaderLabels(headers);
    t->verticalHeader()->hide();
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setSelectionMode(QAbstractItemView::SingleSelection);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setWordWrap(false);
    return t;
}

// Midnight today, local time: "solves today".
qint64 startOfToday()
{
    return QDateTime(QDate::currentDate(), QTime(0, 0)).toMSecsSinceEpoch();
}

} // namespace

GatewayDialog::GatewayDialog(GatewayControl *control,
                             const QString &databaseLocation,
                             const QString &databasePassword,
                             QWidget *parent)
    : QDialog(parent)
    , m_control(control)
{
    setObjectName(QStringLiteral("gatewayDialog"));
    setWindowTitle(tr("Gateway"));
    m_worker = new DatabaseWorker(QStringLiteral("gateway clients"), this);
    m_worker->setDatabase(databaseLocation, databasePassword);
    m_auditedAddress = ConsoleSettings::gatewayAddress();
    buildUi();
    if (m_control) {
        connect(m_control, &GatewayControl::stateChanged, this, &GatewayDialog::stateChanged);
    }
    // The requests are in memory (cheap); the clients are a database read on the worker, each second as the requests
    // and the main window's table (at 3 s a twenty-second trial saw "In flight" 0 while the client's job was solving).
    m_requestsTimer.setInterval(1000);
    connect(&m_requestsTimer, &QTimer::timeout, this, &GatewayDialog::refreshRequests);
    m_requestsTimer.start();
    m_clientsTimer.setInterval(1000);
    connect(&m_clientsTimer, &QTimer::timeout, this, &GatewayDialog::refreshClients);
    m_clientsTimer.start();
    stateChanged();
    refreshClients();
}

GatewayDialog::~GatewayDialog() = default;

void GatewayDialog::buildUi()
{
    auto *layout = new QVBoxLayout(this);

    auto *serving = new QGroupBox(tr("Serving"));
    auto *form = new QFormLayout(serving);
    m_enabled = new QCheckBox(tr("&Run the gateway"));
    m_enabled->setObjectName(QStringLiteral("gatewayEnabled"));
    m_enabled->setToolTip(tr("Scripts and test suites send solve jobs to this console over HTTP while it runs. "
                             "Remembered: it starts again with the console."));
    m_enabled->setChecked(ConsoleSettings::gatewayEnabled());
    form->addRow(m_enabled);
    m_address = new QLineEdit(ConsoleSettings::gatewayAddress());
    m_address->setObjectName(QStringLiteral("gatewayAddress"));
    m_address->setToolTip(tr("host:port to listen on. 127.0.0.1 keeps the gateway to this computer; port 0 picks a "
                             "free one. Applies when the gateway starts."));
    auto *addressLabel = new QLabel(tr("&Address:"));
    addressLabel->setBuddy(m_address);
    form->addRow(addressLabel, m_address);
    m_addressProblem = new QLabel;
    m_addressProblem->setObjectName(QStringLiteral("gatewayAddressProblem"));
    m_addressProblem->setWordWrap(true);
    m_addressProblem->hide();
    form->addRow(m_addressProblem);
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("gatewayStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    form->addRow(tr("Status:"), m_status);
    auto *urlRow = new QHBoxLayout;
    m_url = described(new QLineEdit, tr("Gateway URL"), tr("The address clients send their requests to"));
    m_url->setObjectName(QStringLiteral("gatewayUrl"));
    m_url->setReadOnly(true);
    m_copyUrl = new QPushButton(tr("&Copy"));
    m_copyUrl->setObjectName(QStringLiteral("copyGatewayUrl"));
    m_copyUrl->setToolTip(tr("Copy the URL clients use"));
    connect(m_copyUrl, &QPushButton::clicked, this, &GatewayDialog::copyUrl);
    urlRow->addWidget(m_url, 1);
    urlRow->addWidget(m_copyUrl);
    auto *urlLabel = new QLabel(tr("URL:"));
    urlLabel->setBuddy(m_url);
    form->addRow(urlLabel, urlRow);
    layout->addWidget(serving);

    auto *clients = new QGroupBox(tr("Clients"));
    auto *clientsLayout = new QVBoxLayout(clients);
    m_clients = table({tr("Name"), tr("Created"), tr("Last used"), tr("Limit"), tr("In flight"), tr("Solves today")},
                      QStringLiteral("gatewayClients"));
    m_clientsFit = new TableFit(m_clients, 0);
    described(m_clients, tr("Clients"), tr("The programs that may send jobs, each with its own token"));
    clientsLayout->addWidget(m_clients);
    auto *clientButtons = new QHBoxLayout;
    m_add = new QPushButton(ConsolePlaces::label(ConsolePlaces::Label::AddClient));
    m_add->setObjectName(QStringLiteral("addGatewayClient"));
    m_add->setToolTip(tr("Make a token for a script or test suite; it is shown once"));
    m_revoke = new QPushButton(tr("Re&voke…"));
    m_revoke->setObjectName(QStringLiteral("revokeGatewayClient"));
    m_revoke->setToolTip(tr("Refuse the selected client's next request and cancel its queued jobs; jobs in flight "
                            "finish"));
    m_revoke->setEnabled(false);
    clientButtons->addWidget(m_add);
    clientButtons->addWidget(m_revoke);
    clientButtons->addStretch();
    clientsLayout->addLayout(clientButtons);
    layout->addWidget(clients, 1);
    connect(m_add, &QPushButton::clicked, this, &GatewayDialog::openAddDialog);
    connect(m_revoke, &QPushButton::clicked, this, &GatewayDialog::revokeSelected);
    connect(m_clients, &QTableWidget::itemSelectionChanged, this, [this] {
        m_revoke->setEnabled(!m_clients->selectedItems().isEmpty());
    });

    auto *requests = new QGroupBox(tr("Last requests"));
    auto *requestsLayout = new QVBoxLayout(requests);
    m_requestsNote = new QLabel;
    m_requestsNote->setObjectName(QStringLiteral("gatewayRequestsNote"));
    m_requestsNote->setWordWrap(true);
    requestsLayout->addWidget(m_requestsNote);
    m_requests = table({tr("Time"), tr("Client"), tr("Request"), tr("Status")}, QStringLiteral("gatewayRequests"));
    // The request's path takes the room left: the status stays beside it, not at the dialog's far edge.
    m_requestsFit = new TableFit(m_requests, 2);
    described(m_requests, tr("Last requests"), tr("The most recent requests to the gateway, newest first"));
    requestsLayout->addWidget(m_requests);
    layout->addWidget(requests, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(m_enabled, &QCheckBox::toggled, this, &GatewayDialog::toggled);
    connect(m_address, &QLineEdit::textChanged, this, &GatewayDialog::addressEdited);
    const QScreen *screen = parentWidget() != nullptr ? parentWidget()->screen() : QGuiApplication::primaryScreen();
    resize(openingSize(screen != nullptr ? screen->availableGeometry().size() : QSize(), minimumSizeHint()));
}

QSize GatewayDialog::openingSize(const QSize &available, const QSize &minimum)
{
    // The designed size within the screen, with room for a title bar: on a 900x560 screen it opened 620 px tall with
    // Close below the screen's edge (an eighth trial).
    QSize size(760, 620);
    if (available.isValid()) {
        size = size.boundedTo(available - QSize(16, 48));
    }
    return size.expandedTo(minimum);
}

void GatewayDialog::addressEdited()
{
    const QString problem = GatewayControl::addressProblem(m_address->text());
    m_addressProblem->setText(problem);
    m_addressProblem->setVisible(!problem.isEmpty());
    if (problem.isEmpty()) {
        ConsoleSettings::setGatewayAddress(m_address->text());
    }
    stateChanged();
}

void GatewayDialog::toggled(bool on)
{
    ConsoleSettings::setGatewayEnabled(on);
    if (!m_control) {
        return;
    }
    // Opening a port to this computer's programs is the operator's doing: in the audit log as Preferences' changes
    // are (a thirty-ninth trial found the gateway turned on and its address changed with no entry).
    QStringList changes{on ? QStringLiteral("gateway: off -> on") : QStringLiteral("gateway: on -> off")};
    if (on) {
        if (m_address->text() != m_auditedAddress) {
            changes << QStringLiteral("gateway address: %1 -> %2").arg(m_auditedAddress, m_address->text());
        }
        m_auditedAddress = m_address->text();
        m_control->start(m_address->text());
    } else {
        m_control->stop();
    }
    const QString detail = changes.join(QStringLiteral("; "));
    m_worker->run([detail](DatabaseWorker::Context &context) {
        if (const Result<JobStore *> store = context.store(); store) {
            if (const Result<void> recorded = AuditLog(*store.value())
                                                  .record(QStringLiteral("settings.change"), detail);
                !recorded) {
                qWarning("audit entry settings.change not recorded: %s", qPrintable(recorded.error().message));
            }
        }
    });
}

void GatewayDialog::stateChanged()
{
    using State = GatewayControl::State;
    const State state = m_control ? m_control->state() : State::Off;
    const bool listening = state == State::Listening;
    const QString url = listening ? m_control->url().toString(QUrl::StripTrailingSlash) : QString();
    m_url->setText(url);
    m_url->setEnabled(listening);
    m_copyUrl->setEnabled(listening);
    m_address->setEnabled(state == State::Off);
    m_add->setEnabled(m_control != nullptr);
    QString text;
    if (!m_control) {
        text = tr("No job database is open: the gateway needs one.");
    } else if (state == State::Starting) {
        text = tr("Starting…");
    } else if (listening) {
        text = tr("Listening on %1").arg(url);
    } else if (state == State::Stopping) {
        text = tr("Stopping: answering the requests held open…");
    } else if (!m_control->problem().isEmpty()) {
        text = m_control->problem();
    } else {
        text = tr("Off");
    }
    m_status->setText(text);
    // The checkbox follows the gateway (a failed start turns it off again) without saving or acting.
    if (m_control && state == State::Off && m_enabled->isChecked() && !m_control->problem().isEmpty()) {
        const QSignalBlocker block(m_enabled);
        m_enabled->setChecked(false);
        ConsoleSettings::setGatewayEnabled(false);
    }
    m_enabled->setEnabled(m_control && m_addressProblem->isHidden()
                          && (state == State::Off || state == State::Listening));
    refreshRequests();
}

void GatewayDialog::copyUrl()
{
    QApplication::clipboard()->setText(m_url->text());
}

void GatewayDialog::refreshRequests()
{
    const bool running = m_control && m_control->state() == GatewayControl::State::Listening;
    const QList<GatewayControl::Request> requests = running ? m_control->recentRequests()
                                                            : QList<GatewayControl::Request>{};
    m_requestsNote->setText(!running             ? tr("The gateway is off: it answers no requests.")
                            : requests.isEmpty() ? tr("No requests yet.")
                                                 : tr("Newest first (the last %n kept).", nullptr, 50));
    m_requests->setRowCount(int(requests.size()));
    for (int row = 0; row < requests.size(); ++row) {
        const GatewayControl::Request &r = requests.at(row);
        m_requests->setItem(row, 0, cell(localTimeText(r.atMs, QDateTime::currentMSecsSinceEpoch())));
        // A request no token was needed for (GET /healthz) is not one refused for its token (a twenty-sixth trial
        // read "(no valid token)" beside /healthz's 200).
        m_requests->setItem(row,
                            1,
                            cell(!r.client.isEmpty() ? r.client
                                 : r.status == 401   ? tr("(no valid token)")
                                                     : tr("(no token)")));
        m_requests->setItem(row, 2, cell(r.method + QLatin1Char(' ') + r.path));
        m_requests->setItem(row,
                            3,
                            cell(r.status > 0 ? QString::number(r.status) : tr("waiting"),
                                 Qt::AlignRight | Qt::AlignVCenter));
    }
    m_requestsFit->refit();
    // The database moves a client's "last used" once a minute; the requests above are newer: its column says the
    // newest of both, so the two tables never disagree (a third trial saw 8:09:21 beside requests at 8:09:31).
    m_lastRequestAt.clear();
    for (const GatewayControl::Request &r : requests) {
        if (!r.client.isEmpty()) {
            m_lastRequestAt[r.client] = std::max(m_lastRequestAt.value(r.client), r.atMs);
        }
    }
    for (int row = 0; row < m_clients->rowCount(); ++row) {
        if (QTableWidgetItem *name = m_clients->item(row, 0); name != nullptr) {
            showLastUsed(row, name->text());
        }
    }
}

void GatewayDialog::showLastUsed(int row, const QString &client)
{
    QTableWidgetItem *item = m_clients->item(row, 2);
    if (item == nullptr) {
        return;
    }
    const qint64 stored = item->data(Qt::UserRole).toLongLong();
    const QString text = shownTime(std::max(stored, m_lastRequestAt.value(client)));
    if (item->text() != text) {
        item->setText(text);
        // A time where "never" stood is wider (a twenty-second trial read "10:24:5…").
        m_clientsFit->refit();
    }
}

void GatewayDialog::refreshClients()
{
    if (m_readingClients) {
        return;
    }
    m_readingClients = true;
    DatabaseWorker *worker = m_worker;
    const qint64 since = startOfToday();
    m_worker->run([this, worker, since](DatabaseWorker::Context &context) {
        const Result<JobStore *> store = context.store();
        std::optional<QList<ClientListing>> rows;
        if (store) {
            if (const Result<QList<ClientListing>> listed = ClientRegistry(*store.value()).list(since); listed) {
                rows = *listed;
            }
        }
        worker->answer([this, rows] {
            m_readingClients = false;
            if (rows) {
                showClients(*rows);
            }
            Q_EMIT clientsRefreshed();
        });
    });
}

void GatewayDialog::showClients(const QList<ClientListing> &clients)
{
    QString selected;
    if (const QList<QTableWidgetItem *> items = m_clients->selectedItems(); !items.isEmpty()) {
        selected = m_clients->item(items.first()->row(), 0)->text();
    }
    QList<ClientListing> active;
    for (const ClientListing &c : clients) {
        if (!c.client.isRevoked()) {
            active << c;
        }
    }
    // Read by name each second: a client added (here or by the CLI) comes below the ones shown, so no row moves
    // under the pointer (as the authorised hosts, a thirty-first trial).
    m_clientOrder.arrange(active, [](const ClientListing &c) {
        return c.client.name;
    });
    m_clients->setRowCount(int(active.size()));
    const Qt::Alignment right = Qt::AlignRight | Qt::AlignVCenter;
    for (int row = 0; row < active.size(); ++row) {
        const ClientListing &c = active.at(row);
        auto *name = cell(c.client.name);
        name->setToolTip(c.client.hosts.isEmpty()
                             ? tr("Added by %1; every authorised target").arg(c.client.createdBy)
                             : tr("Added by %1; targets %2").arg(c.client.createdBy, c.client.hosts.text()));
        m_clients->setItem(row, 0, name);
        m_clients->setItem(row, 1, cell(shownTime(c.client.createdAtMs)));
        auto *lastUsed = cell(QString());
        lastUsed->setData(Qt::UserRole, c.client.lastUsedAtMs);
        m_clients->setItem(row, 2, lastUsed);
        showLastUsed(row, c.client.name);
        m_clients->setItem(row,
                           3,
                           cell(c.client.maxInFlight > 0 ? QString::number(c.client.maxInFlight) : tr("No limit"),
                                right));
        m_clients->setItem(row, 4, cell(QString::number(c.inFlight), right));
        m_clients->setItem(row, 5, cell(QString::number(c.solvesSince), right));
        if (c.client.name == selected) {
            m_clients->selectRow(row);
        }
    }
    m_clientsFit->refit();
    m_revoke->setEnabled(!m_clients->selectedItems().isEmpty());
}

void GatewayDialog::openAddDialog()
{
    auto *dialog = new QDialog(this);
    dialog->setObjectName(QStringLiteral("addClientDialog"));
    dialog->setWindowTitle(tr("Add Client")); // as the button that opens it
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    auto *form = new QFormLayout(dialog);
    auto *name = new QLineEdit;
    name->setObjectName(QStringLiteral("clientName"));
    name->setToolTip(tr("1 to 64 letters, digits, '.', '_' or '-', as scripts and logs show it"));
    form->addRow(tr("&Name:"), name);
    auto *limit = new QSpinBox;
    limit->setObjectName(QStringLiteral("clientLimit"));
    limit->setRange(0, 1000);
    limit->setSpecialValueText(tr("No limit"));
    limit->setToolTip(tr("Its jobs not yet finished (queued, submitting, at the service) at most"));
    form->addRow(tr("&Limit:"), limit);
    auto *hosts = new QLineEdit;
    hosts->setObjectName(QStringLiteral("clientHosts"));
    hosts->setPlaceholderText(tr("every authorised target"));
    // Wide enough for its placeholder whole, in every language (the fields of a form share the widest one's width).
    hosts->setMinimumWidth(hosts->fontMetrics().horizontalAdvance(hosts->placeholderText()) + 32);
    hosts->setToolTip(tr("Optional: host patterns, comma-separated, inside the authorised targets "
                         "(shop.example, *.example.com)"));
    form->addRow(tr("&Hosts:"), hosts);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Add"));
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    // The dialog waits for the answer: a refused client keeps what was typed, to be fixed (a twenty-fifth trial
    // typed its fields again after each refusal).
    connect(buttons, &QDialogButtonBox::accepted, dialog, [this, dialog, name, limit, hosts, buttons] {
        buttons->button(QDialogButtonBox::Ok)->setEnabled(false);
        addClient(name->text().trimmed(), limit->value(), hosts->text().trimmed(), dialog);
    });
    dialog->open();
}

void GatewayDialog::addClient(const QString &name, int maxInFlight, const QString &hosts, QDialog *form)
{
    DatabaseWorker *worker = m_worker;
    const QPointer<QDialog> fields(form);
    m_worker->run([this, worker, name, maxInFlight, hosts, fields](DatabaseWorker::Context &context) {
        const Result<JobStore *> store = context.store();
        Result<ClientRegistry::Added> added = store ? ClientRegistry(*store.value()).add(name, maxInFlight, hosts)
                                                    : Result<ClientRegistry::Added>(store.error());
        worker->answer([this, name, added, fields] {
            if (!added) {
                if (fields) {
                    if (auto *buttons = fields->findChild<QDialogButtonBox *>()) {
                        buttons->button(QDialogButtonBox::Ok)->setEnabled(true);
                    }
                    // The field the refusal is about has the keyboard once the message is closed.
                    const bool aboutHosts = added.error().code.contains(QLatin1String("HOST"));
                    if (auto *field = fields->findChild<QLineEdit *>(aboutHosts ? QStringLiteral("clientHosts")
                                                                                : QStringLiteral("clientName"))) {
                        field->setFocus(Qt::OtherFocusReason);
                        field->selectAll();
                    }
                }
                showClientProblem(tr("%1 was not added: %2").arg(name, added.error().message), fields.data());
                return;
            }
            if (fields) {
                fields->accept();
            }
            showToken(added->client.name, added->token);
            refreshClients();
            Q_EMIT clientAdded(name);
        });
    });
}

void GatewayDialog::showToken(const QString &name, const QString &token)
{
    auto *dialog = new QDialog(this);
    dialog->setObjectName(QStringLiteral("clientTokenDialog"));
    dialog->setWindowTitle(tr("Token of %1").arg(name));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    auto *layout = new QVBoxLayout(dialog);
    auto *warning = new QLabel(tr("Keep this token now: it is shown only this once and not stored. The client sends "
                                  "it as \"Authorization: Bearer TOKEN\" (or as key= to in.php and res.php). Lost, "
                                  "it cannot be shown again: revoke the client and add a new one."));
    warning->setObjectName(QStringLiteral("clientTokenWarning"));
    warning->setWordWrap(true);
    layout->addWidget(warning);
    auto *row = new QHBoxLayout;
    auto *field = described(new QLineEdit(token), tr("Token"), tr("The client's token, shown once"));
    field->setObjectName(QStringLiteral("clientToken"));
    field->setReadOnly(true);
    field->setMinimumWidth(field->fontMetrics().horizontalAdvance(token) + 24);
    auto *copy = new QPushButton(tr("&Copy"));
    copy->setObjectName(QStringLiteral("copyClientToken"));
    copy->setToolTip(tr("Copy the token (marked secret for clipboard managers)"));
    row->addWidget(field, 1);
    row->addWidget(copy);
    layout->addLayout(row);
    // What happens to the copy: a client's token is a secret that never expires, so it leaves the clipboard as an
    // answer without its own expiry does (Preferences > Clipboard), and when SolveDeck quits. A thirty-seventh trial
    // found it still on the clipboard long after, with nothing said.
    const auto copiedText = [](qint64 clearAfter) {
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        return clearAfter <= 0
                 ? tr("Copied. It stays on the clipboard until you copy something else or quit SolveDeck.")
                 : tr("Copied. The clipboard is cleared at %1, and when SolveDeck quits.")
                       .arg(localTimeText(now + clearAfter, now));
    };
    auto *copied = new QLabel(dialog);
    copied->setObjectName(QStringLiteral("clientTokenCopied"));
    copied->setWordWrap(true);
    // Its room is kept from the start, so the dialog opens tall enough for it: shown into a dialog already sized, it
    // cut the warning above ("it cannot be shown again", a thirty-eighth trial).
    copied->setText(copiedText(ConsoleSettings::clipboardClearAfterMs(TokenClipboard::answerLifetimeMs())));
    QSizePolicy keepRoom = copied->sizePolicy();
    keepRoom.setRetainSizeWhenHidden(true);
    copied->setSizePolicy(keepRoom);
    copied->hide();
    layout->addWidget(copied);
    connect(copy, &QPushButton::clicked, dialog, [this, token, copied, copiedText] {
        const qint64 clearAfter = ConsoleSettings::clipboardClearAfterMs(TokenClipboard::answerLifetimeMs());
        if (m_tokenClipboard == nullptr) {
            m_tokenClipboard = new TokenClipboard(this);
        }
        m_tokenClipboard->copy(token, clearAfter);
        copied->setText(copiedText(clearAfter));
        copied->show();
    });
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    layout->addWidget(buttons);
    m_tokenDialog = dialog;
    dialog->open();
    copy->setFocus();
}

void GatewayDialog::setTokenClipboard(TokenClipboard *clipboard)
{
    m_tokenClipboard = clipboard;
}

void GatewayDialog::showClientProblem(const QString &problem, QWidget *over)
{
    if (problem.isEmpty()) {
        return;
    }
    // A box of its own, sized for the text: under the clients, at 900x560 it squeezed their table to its header and
    // was cut itself (a twenty-fourth trial). Over the Add Client dialog when it came from there.
    auto *box = new QMessageBox(QMessageBox::Warning,
                                tr("Gateway"),
                                messageWithCommandLine(problem),
                                QMessageBox::Ok,
                                over != nullptr ? over : this);
    box->setTextFormat(Qt::RichText);
    box->setObjectName(QStringLiteral("gatewayClientProblem"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setTextInteractionFlags(Qt::TextSelectableByMouse);
    box->open();
    Q_EMIT clientActionFailed(problem);
}

void GatewayDialog::revokeSelected()
{
    const QList<QTableWidgetItem *> items = m_clients->selectedItems();
    if (items.isEmpty()) {
        return;
    }
    revokeClient(m_clients->item(items.first()->row(), 0)->text());
}

bool GatewayDialog::revokeClient(const QString &name)
{
    if (!MessageBox::confirm(this,
                             tr("Revoke client"),
                             tr("Revoke %1? Its next request is refused and its queued jobs are canceled; its jobs "
                                "in flight finish. Its token cannot be used again.")
                                 .arg(name),
                             tr("Revoke"))) {
        return false;
    }
    DatabaseWorker *worker = m_worker;
    m_worker->run([this, worker, name](DatabaseWorker::Context &context) {
        const Result<JobStore *> store = context.store();
        Result<ClientRegistry::Revoked> revoked = store ? ClientRegistry(*store.value()).revoke(name)
                                                        : Result<ClientRegistry::Revoked>(store.error());
        worker->answer([this, name, revoked] {
            if (!revoked) {
                showClientProblem(tr("%1 was not revoked: %2").arg(name, revoked.error().message));
                return;
            }
            showClientProblem({});
            refreshClients();
            Q_EMIT clientRevoked(name, int(revoked->canceledJobIds.size()));
        });
    });
    return true;
}

} // namespace SolveDeck
