#include "gui/preferencesdialog.h"

// Preferences > Targets: the authorised hosts (add with a note, revoke, the enforcement switch). They are written to
// the job database at once, not on Save. The other pages are in preferencesdialog.cpp.

#include "core/store/authorisedhosts.h"
#include "core/store/jobstore.h"
#include "core/timetext.h"
#include "gui/accessible.h"
#include "gui/messagebox.h"

#include <QCheckBox>
#include <QDateTime>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace SolveDeck {

QWidget *PreferencesDialog::buildTargetsPage()
{
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    auto *intro = new QLabel(tr("SolveDeck submits jobs only for the sites you own or are authorised to test. A job "
                                "for any other host is stored and waits.")
                                 + QLatin1Char('\n')
                                 + tr("Changes on this page apply at once and are recorded in the audit log: Cancel "
                                      "does not undo them (revoke a host to take it back)."),
                             page);
    intro->setObjectName(QStringLiteral("targetsIntro"));
    intro->setWordWrap(true);
    layout->addWidget(intro);

    m_hosts = described(new QTableWidget(0, 4, page),
                        tr("Authorised hosts"),
                        tr("Hosts jobs may be submitted for, with who added them, when, and a note"));
    m_hosts->setObjectName(QStringLiteral("hostsTable"));
    m_hosts->setHorizontalHeaderLabels({tr("Host"), tr("Added by"), tr("Added"), tr("Note")});
    m_hosts->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_hosts->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_hosts->horizontalHeader()->setStretchLastSection(true);
    m_hosts->verticalHeader()->hide();
    layout->addWidget(m_hosts);

    auto *add = new QHBoxLayout;
    m_hostEdit = described(new QLineEdit(page),
                           tr("Host to authorise"),
                           tr("A host such as shop.example.com, or *.example.com for its subdomains"));
    m_hostEdit->setObjectName(QStringLiteral("hostEdit"));
    m_hostEdit->setPlaceholderText(tr("shop.example.com or *.example.com"));
    m_noteEdit = described(new QLineEdit(page), tr("Note"), tr("Why this host may be tested (optional)"));
    m_noteEdit->setPlaceholderText(tr("Note (optional)"));
    m_addHost = described(new QPushButton(tr("A&uthorise"), page),
                          tr("Authorise host"),
                          tr("Adds the host: I own this site or am authorised to test it"));
    m_revokeHost = described(new QPushButton(tr("Re&voke"), page),
                             tr("Revoke host"),
                             tr("Removes the selected hosts; their jobs not yet submitted wait"));
    m_revokeHost->setObjectName(QStringLiteral("revokeHostButton"));
    auto *hostLabel = new QLabel(tr("&Host:"), page);
    hostLabel->setBuddy(m_hostEdit);
    add->addWidget(hostLabel);
    add->addWidget(m_hostEdit, 2);
    add->addWidget(m_noteEdit, 2);
    add->addWidget(m_addHost);
    add->addWidget(m_revokeHost);
    layout->addLayout(add);
    m_hostHint = described(new QLabel(page), tr("Host problem"), tr("What is wrong with the host typed"));
    m_hostHint->setObjectName(QStringLiteral("hostHint"));
    m_hostHint->setWordWrap(true);
    // Its room kept (two lines): "staging.example is authorised." coming and going moved the controls above it
    // under the pointer (a third trial).
    m_hostHint->setMinimumHeight(2 * m_hostHint->fontMetrics().lineSpacing() + 2);
    m_hostHint->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addWidget(m_hostHint);

    m_enforce = described(new QCheckBox(tr("&Submit only jobs for authorised hosts (recommended)"), page),
                          tr("Enforce authorised hosts"),
                          tr("Turning this off lets every host through and is recorded in the audit log"));
    m_enforce->setObjectName(QStringLiteral("enforceCheck"));
    layout->addWidget(m_enforce);

    connect(m_addHost, &QPushButton::clicked, this, &PreferencesDialog::addHost);
    connect(m_hostEdit, &QLineEdit::returnPressed, this, &PreferencesDialog::addHost);
    connect(m_noteEdit, &QLineEdit::returnPressed, this, &PreferencesDialog::addHost);
    connect(m_revokeHost, &QPushButton::clicked, this, &PreferencesDialog::revokeHost);
    connect(m_enforce, &QCheckBox::toggled, this, &PreferencesDialog::enforcementToggled);
    connect(m_hostEdit, &QLineEdit::textChanged, this, [this] {
        m_hostHint->clear();
    });
    const bool open = m_context.store && m_context.store->isOpen();
    for (QWidget *w :
         std::initializer_list<QWidget *>{m_hosts, m_hostEdit, m_noteEdit, m_addHost, m_revokeHost, m_enforce}) {
        w->setEnabled(open);
    }
    if (!open) {
        m_hostHint->setText(tr("No job database is open: the authorised hosts are kept in it."));
    }
    return page;
}

void PreferencesDialog::reloadHosts()
{
    if (!m_context.store || !m_context.store->isOpen()) {
        return;
    }
    const AuthorisedHosts hosts(*m_context.store);
    const Result<QList<AuthorisedHost>> rows = hosts.list();
    QStringList selected;
    for (const QModelIndex &index : m_hosts->selectionModel()->selectedRows()) {
        selected << m_hosts->item(index.row(), 0)->text();
    }
    m_hosts->setRowCount(0);
    if (!rows) {
        m_hostHint->setText(rows.error().message);
        return;
    }
    // The order the dialog opened with, a new host below it (the store lists them by name).
    QList<AuthorisedHost> ordered = *rows;
    m_hostOrder.arrange(ordered, [](const AuthorisedHost &h) {
        return h.pattern;
    });
    for (const AuthorisedHost &h : std::as_const(ordered)) {
        const int row = m_hosts->rowCount();
        m_hosts->insertRow(row);
        m_hosts->setItem(row, 0, new QTableWidgetItem(h.pattern));
        m_hosts->setItem(row, 1, new QTableWidgetItem(h.addedBy));
        m_hosts->setItem(row, 2, new QTableWidgetItem(localTimeText(h.addedAtMs, QDateTime::currentMSecsSinceEpoch())));
        m_hosts->setItem(row, 3, new QTableWidgetItem(h.note));
        if (selected.contains(h.pattern)) {
            m_hosts->selectionModel()->select(m_hosts->model()->index(row, 0),
                                              QItemSelectionModel::Select | QItemSelectionModel::Rows);
        }
    }
    m_hosts->resizeColumnsToContents();
    // The note takes the rest of the width again (sizing every column to its contents gave it a width of its own).
    m_hosts->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
    m_loadingHosts = true;
    m_enforce->setChecked(hosts.isEnforced());
    m_loadingHosts = false;
}

void PreferencesDialog::addHost()
{
    if (!m_context.store) {
        return;
    }
    const Result<AuthorisedHosts::Allowed> allowed = AuthorisedHosts(*m_context.store)
                                                         .allow(m_hostEdit->text(), m_noteEdit->text());
    if (!allowed) {
        m_hostHint->setText(allowed.error().message);
        return;
    }
    // The fields first: clearing the host clears the hint, which then says what happened.
    m_hostEdit->clear();
    m_noteEdit->clear();
    m_hostHint->setText(allowed->created ? tr("%1 is authorised.").arg(allowed->host.pattern)
                                         : tr("%1 was authorised already.").arg(allowed->host.pattern));
    reloadHosts();
    const int row = int(m_hostOrder.indexOf(allowed->host.pattern));
    if (row >= 0) {
        m_hosts->scrollToItem(m_hosts->item(row, 0)); // only as far as it takes to show it
    }
}

void PreferencesDialog::revokeHost()
{
    if (!m_context.store) {
        return;
    }
    QStringList patterns;
    for (const QModelIndex &index : m_hosts->selectionModel()->selectedRows()) {
        patterns << m_hosts->item(index.row(), 0)->text();
    }
    if (patterns.isEmpty()) {
        m_hostHint->setText(tr("Select the hosts to revoke in the table first."));
        return;
    }
    // It applies at once and Cancel does not undo it: the question names what goes (a thirty-first trial revoked
    // the host below the one meant with one click).
    const bool one = patterns.size() == 1;
    const QString
        question = one ? tr("Revoke %1?").arg(patterns.first())
                       : tr("Revoke these %1 hosts: %2?").arg(patterns.size()).arg(patterns.join(QStringLiteral(", ")));
    const QString outcome = one ? tr("Jobs for it that are not yet submitted wait until it is authorised again.")
                                : tr("Jobs for them that are not yet submitted wait until they are authorised again.");
    if (!MessageBox::confirm(this,
                             tr("Revoke hosts"),
                             question + QLatin1Char('\n') + outcome + QLatin1Char(' ')
                                 + tr("The audit log records the revoke."),
                             one ? tr("Re&voke Host") : tr("Re&voke %1 Hosts").arg(patterns.size()),
                             tr("&Keep"))) {
        return;
    }
    AuthorisedHosts hosts(*m_context.store);
    QStringList done;
    QStringList problems;
    for (const QString &pattern : std::as_const(patterns)) {
        if (const Result<void> revoked = hosts.revoke(pattern); !revoked) {
            problems << revoked.error().message;
        } else {
            done << pattern;
        }
    }
    // What happened, never an earlier hint left standing (a fourth trial read "Select the hosts…" after a revoke).
    QStringList said;
    if (!done.isEmpty()) {
        // In the words an authorisation is told in ("lab.example is authorised.").
        said << (done.size() == 1 ? tr("%1 is no longer authorised.") : tr("%1 are no longer authorised."))
                    .arg(done.join(QStringLiteral(", ")));
    }
    said << problems;
    m_hostHint->setText(said.join(QLatin1Char(' ')));
    reloadHosts();
}

void PreferencesDialog::enforcementToggled(bool on)
{
    if (m_loadingHosts || !m_context.store) {
        return;
    }
    if (!on
        && !MessageBox::confirm(this,
                                tr("Submit jobs for every host?"),
                                tr("Without enforcement, jobs for any site are submitted, including sites you may "
                                   "not test. The audit log records that you turned it off."),
                                tr("Turn Off"))) {
        m_loadingHosts = true;
        m_enforce->setChecked(true);
        m_loadingHosts = false;
        return;
    }
    if (const Result<void> set = AuthorisedHosts(*m_context.store).setEnforced(on); !set) {
        m_hostHint->setText(set.error().message);
    }
    reloadHosts();
}

} // namespace SolveDeck
