#include "gui/auditlogdialog.h"

#include "core/store/jobstore.h"
#include "core/timetext.h"
#include "gui/auditwords.h"
#include "gui/filedialogs.h"
#include "gui/tablefit.h"

#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QTableWidget>
#include <QVBoxLayout>

namespace SolveDeck {

namespace {

constexpr qint64 kHourMs = 3600 * 1000;

// ISO 8601 UTC with milliseconds, as the CLI and exports write times.
QString isoTime(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODateWithMs);
}

} // namespace

AuditLogDialog::AuditLogDialog(JobStore *store, QWidget *parent)
    : QDialog(parent)
    , m_store(store)
{
    setObjectName(QStringLiteral("auditLogDialog"));
    setWindowTitle(tr("Audit Log"));

    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("auditFilter"));
    m_filter->setPlaceholderText(tr("Filter by actor, action or detail"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setAccessibleName(tr("Filter"));
    m_filter->setAccessibleDescription(tr("Shows the entries whose actor, action or detail contains this text"));
    auto *filterLabel = new QLabel(tr("&Filter:"), this);
    filterLabel->setBuddy(m_filter);

    m_action = new QComboBox(this);
    m_action->setObjectName(QStringLiteral("auditAction"));
    m_action->setAccessibleName(tr("Kind of action"));
    m_action->setAccessibleDescription(tr("Shows one kind of action only"));
    m_action->addItem(tr("All actions"), QString());
    m_action->addItem(tr("API key"), QStringLiteral("key."));
    m_action->addItem(tr("Authorised hosts"), QStringLiteral("hosts."));
    m_action->addItem(tr("Thread cap"), QStringLiteral("threads."));
    m_action->addItem(tr("Queue"), QStringLiteral("queue."));
    m_action->addItem(tr("Jobs"), QStringLiteral("jobs."));
    // The gateway's clients and the service endpoint's checks have kinds of their own (a twenty-fifth trial found
    // their entries under none).
    m_action->addItem(tr("Gateway clients"), QStringLiteral("client."));
    m_action->addItem(tr("Service endpoint"), QStringLiteral("endpoint."));
    m_action->addItem(tr("Settings"), QStringLiteral("settings."));
    m_action->addItem(tr("Audit log"), QStringLiteral("audit."));
    auto *actionLabel = new QLabel(tr("&Action:"), this);
    actionLabel->setBuddy(m_action);

    m_since = new QComboBox(this);
    m_since->setObjectName(QStringLiteral("auditSince"));
    m_since->setAccessibleName(tr("Time range"));
    m_since->setAccessibleDescription(tr("Shows the entries of this recent time only"));
    m_since->addItem(tr("All time"), qint64(0));
    m_since->addItem(tr("Last hour"), kHourMs);
    m_since->addItem(tr("Last 24 hours"), 24 * kHourMs);
    m_since->addItem(tr("Last 7 days"), 7 * 24 * kHourMs);
    auto *sinceLabel = new QLabel(tr("&Since:"), this);
    sinceLabel->setBuddy(m_since);

    auto *filters = new QHBoxLayout;
    filters->addWidget(filterLabel);
    filters->addWidget(m_filter, 1);
    filters->addWidget(actionLabel);
    filters->addWidget(m_action);
    filters->addWidget(sinceLabel);
    filters->addWidget(m_since);

    m_table = new QTableWidget(0, 5, this);
    m_table->setObjectName(QStringLiteral("auditTable"));
    m_table->setAccessibleName(tr("Audit log entries"));
    m_table->setAccessibleDescription(tr("Newest first: time, actor, interface, action and detail"));
    m_table->setHorizontalHeaderLabels({tr("Time"), tr("Actor"), tr("Interface"), tr("Action"), tr("Detail")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(false);
    // Each column as wide as its entries; the detail takes the rest, or scrolls sideways rather than being cut.
    m_fit = new TableFit(m_table, 4);
    m_fit->widenOnShow(this);

    m_count = new QLabel(this);
    m_count->setAccessibleName(tr("Entry count"));
    m_export = new QPushButton(tr("&Export CSV…"), this);
    m_export->setAccessibleName(tr("Export CSV"));
    m_export->setAccessibleDescription(tr("Saves the entries shown to a CSV file"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_export, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_export, &QPushButton::clicked, this, &AuditLogDialog::exportClicked);

    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_count, 1);
    bottom->addWidget(buttons);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(filters);
    layout->addWidget(m_table);
    layout->addLayout(bottom);

    connect(m_filter, &QLineEdit::textChanged, this, &AuditLogDialog::reload);
    connect(m_action, &QComboBox::currentIndexChanged, this, &AuditLogDialog::reload);
    connect(m_since, &QComboBox::currentIndexChanged, this, &AuditLogDialog::reload);
    resize(900, 520);
    reload();
}

AuditQuery AuditLogDialog::currentQuery() const
{
    AuditQuery query;
    query.text = m_filter->text().trimmed();
    query.action = m_action->currentData().toString();
    const qint64 age = m_since->currentData().toLongLong();
    query.sinceMs = age > 0 ? QDateTime::currentMSecsSinceEpoch() - age : 0;
    return query;
}

void AuditLogDialog::reload()
{
    m_entries.clear();
    m_table->setRowCount(0);
    if (!m_store || !m_store->isOpen()) {
        m_count->setText(tr("No job database is open: the audit log is kept in it."));
        m_export->setEnabled(false);
        return;
    }
    const Result<QList<AuditEntry>> entries = AuditLog(*m_store).entries(currentQuery());
    if (!entries) {
        m_count->setText(entries.error().message);
        m_export->setEnabled(false);
        return;
    }
    m_entries = *entries;
    m_table->setRowCount(int(m_entries.size()));
    // Newest first.
    for (int row = 0; row < m_entries.size(); ++row) {
        const AuditEntry &e = m_entries.at(m_entries.size() - 1 - row);
        auto *time = new QTableWidgetItem(localTimeText(e.atMs, QDateTime::currentMSecsSinceEpoch()));
        time->setToolTip(isoTime(e.atMs));
        m_table->setItem(row, 0, time);
        m_table->setItem(row, 1, new QTableWidgetItem(e.actor));
        m_table->setItem(row, 2, new QTableWidgetItem(AuditWords::interfaceName(e.app)));
        m_table->setItem(row, 3, new QTableWidgetItem(e.action));
        // In the console's language; the export and the CLI keep the entry's own (English) words.
        const QString shown = AuditWords::detail(e.action, e.detail);
        auto *detail = new QTableWidgetItem(shown);
        detail->setToolTip(shown == e.detail ? e.detail : shown + QStringLiteral("\n\n") + e.detail);
        m_table->setItem(row, 4, detail);
    }
    m_fit->refit();
    m_count->setText(tr("%n entries", nullptr, int(m_entries.size())));
    m_export->setEnabled(!m_entries.isEmpty());
}

QString AuditLogDialog::csvField(const QString &text)
{
    QString value = text;
    if (!value.isEmpty()
        && (value.front() == QLatin1Char('=') || value.front() == QLatin1Char('+') || value.front() == QLatin1Char('-')
            || value.front() == QLatin1Char('@'))) {
        value.prepend(QLatin1Char('\''));
    }
    if (value.contains(QLatin1Char('"')) || value.contains(QLatin1Char(',')) || value.contains(QLatin1Char('\n'))
        || value.contains(QLatin1Char('\r'))) {
        value.replace(QLatin1Char('"'), QStringLiteral("\"\""));
        value = QLatin1Char('"') + value + QLatin1Char('"');
    }
    return value;
}

bool AuditLogDialog::exportCsv(const QString &path, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error) {
            *error = tr("Could not write %1: %2. Choose a folder you may write to.").arg(path, file.errorString());
        }
        return false;
    }
    QString text = QStringLiteral("id,at,actor,app,action,detail\r\n");
    for (const AuditEntry &e : std::as_const(m_entries)) {
        text += QStringList{QString::number(e.id),
                            isoTime(e.atMs),
                            csvField(e.actor),
                            csvField(e.app),
                            csvField(e.action),
                            csvField(e.detail)}
                    .join(QLatin1Char(','))
              + QStringLiteral("\r\n");
    }
    file.write(text.toUtf8());
    if (!file.commit()) {
        if (error) {
            *error = tr("Could not write %1: %2. Check the free space and try again.").arg(path, file.errorString());
        }
        return false;
    }
    const AuditQuery q = currentQuery();
    const Result<void> recorded = AuditLog(*m_store)
                                      .record(QStringLiteral("audit.export"),
                                              QStringLiteral(
                                                  "%1 entries as CSV (filter: text \"%2\", action \"%3\", since %4)")
                                                  .arg(QString::number(m_entries.size()),
                                                       q.text,
                                                       q.action,
                                                       q.sinceMs > 0 ? isoTime(q.sinceMs)
                                                                     : QStringLiteral("the start")));
    if (!recorded && error) {
        *error = recorded.error().message;
    }
    reload();
    return true;
}

void AuditLogDialog::exportClicked()
{
    const QString path = FileDialogs::saveFileName(this,
                                                   tr("Export the audit log"),
                                                   QStringLiteral("solvedeck-audit.csv"),
                                                   tr("CSV files (*.csv)"));
    if (path.isEmpty()) {
        return;
    }
    QString error;
    if (!exportCsv(path, &error)) {
        QMessageBox::warning(this, tr("Audit log not exported"), error);
    }
}

} // namespace SolveDeck
