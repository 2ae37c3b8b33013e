#include "importdialog.h"

#include "core/model/consoleplaces.h"
#include "core/model/validation.h"
#include "core/store/jobstore.h"
#include "gui/accessible.h"
#include "gui/databaseworker.h"
#include "gui/jobcolumns.h"
#include "gui/joblabels.h"
#include "gui/statuscolours.h"
#include "gui/tablefit.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace SolveDeck {

ImportDialog::ImportDialog(JobStore *store,
                           DatabaseWorker *writer,
                           const QByteArray &data,
                           JobFileFormat format,
                           const QString &fileName,
                           QWidget *parent)
    : QDialog(parent)
    , m_store(store)
    , m_writer(writer)
    , m_data(data)
    , m_format(format)
    , m_fileName(fileName)
{
    setObjectName(QStringLiteral("importDialog"));
    setWindowTitle(tr("Import Jobs"));
    setWindowModality(Qt::WindowModal);
    resize(760, 460);
    auto *layout = new QVBoxLayout(this);
    auto *from = new QLabel(tr("From %1").arg(fileName.isEmpty() ? tr("the clipboard") : fileName), this);
    from->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(from);

    m_sharedBox = new QWidget(this);
    auto *shared = new QFormLayout(m_sharedBox);
    shared->setContentsMargins(0, 0, 0, 0);
    m_method = new QComboBox(m_sharedBox);
    m_method->setObjectName(QStringLiteral("importMethod"));
    for (Method method : allMethods()) {
        if (method != Method::Image) {
            m_method->addItem(JobLabels::method(method), methodName(method));
        }
    }
    m_sitekey = new QLineEdit(m_sharedBox);
    m_sitekey->setObjectName(QStringLiteral("importSitekey"));
    m_sitekey->setPlaceholderText(tr("The site key of every page in the list"));
    described(m_method, QString(), tr("The CAPTCHA method of every page in the list"));
    described(m_sitekey, QString(), tr("The site key of every page in the list"));
    shared->addRow(tr("&Method for every page:"), m_method);
    shared->addRow(tr("&Site key:"), m_sitekey);
    m_sharedBox->setVisible(format == JobFileFormat::PageUrls);
    layout->addWidget(m_sharedBox);

    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("importTable"));
    m_table->setHorizontalHeaderLabels({tr("Line"),
                                        JobLabels::field(QStringLiteral("method")),
                                        JobLabels::field(QStringLiteral("pageurl")),
                                        tr("Status")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(false);
    // A page URL too long for its room keeps its host and its end (its tooltip has it whole); the status is whole,
    // taking the room left or scrolling sideways.
    m_table->setTextElideMode(Qt::ElideMiddle);
    m_table->setItemDelegateForColumn(PageUrlColumn, new PageUrlDelegate(m_table));
    m_fit = new TableFit(m_table, StatusColumn);
    m_fit->setYieldingColumn(PageUrlColumn);
    m_fit->widenOnShow(this);
    m_table->setAccessibleName(tr("Rows to import"));
    m_table->setAccessibleDescription(tr("Each row of the file with its line, method, page URL and status"));
    layout->addWidget(m_table, 1);

    // A status too long for the table's width (an error with its example runs to some 1,300 px) is read whole here:
    // a thirty-fifth trial saw the one error cut at a 1,440 px dialog's edge. The first error is current at first.
    m_rowStatus = described(new QLabel(this), tr("Selected row's status"), tr("The status of the row selected above"));
    m_rowStatus->setObjectName(QStringLiteral("importRowStatus"));
    m_rowStatus->setWordWrap(true);
    m_rowStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Room for three lines kept, so the controls below stay where they are from row to row.
    m_rowStatus->setMinimumHeight(3 * m_rowStatus->fontMetrics().lineSpacing());
    m_rowStatus->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addWidget(m_rowStatus);
    connect(m_table, &QTableWidget::currentCellChanged, this, [this](int row) {
        showRowStatus(row);
    });

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("importSummary"));
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    m_validOnly = new QCheckBox(tr("Import the &valid rows only (leave out the rows marked as errors)"), this);
    m_validOnly->setObjectName(QStringLiteral("importValidOnly"));
    layout->addWidget(m_validOnly);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_importButton = m_buttons->addButton(tr("&Import"), QDialogButtonBox::AcceptRole);
    m_importButton->setObjectName(QStringLiteral("importButton"));
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_importButton, &QPushButton::clicked, this, &ImportDialog::importRows);
    connect(m_validOnly, &QCheckBox::toggled, this, &ImportDialog::updateButtons);
    connect(m_method, &QComboBox::currentIndexChanged, this, &ImportDialog::reread);
    connect(m_sitekey, &QLineEdit::textChanged, this, &ImportDialog::reread);
    reread();
}

QString ImportDialog::fieldName(const QString &column) const
{
    // A field as the console labels it everywhere (JobLabels::field): "Fehler in sitekey" stood under "Site-Key:" (a
    // twenty-fourth trial), and one preview named "Site key", "pageurl" and "sitekey" (a twenty-eighth). A file's
    // error adds the file's own column, where the row is fixed; a list of page URLs has none.
    // The reader names a cell it could not decode by its place and name ("column 3 (pageurl)"): by its name here.
    static const QRegularExpression numbered(QStringLiteral("^column \\d+ \\((.+)\\)$"));
    const QRegularExpressionMatch match = numbered.match(column);
    const QString name = match.hasMatch() ? match.captured(1) : column;
    const QString label = JobLabels::field(name);
    if (label == name) {
        return column; // a field the console has no label for: as the reader names it
    }
    if (m_format == JobFileFormat::PageUrls) {
        return label;
    }
    return tr("%1 (column %2)").arg(label, name);
}

void ImportDialog::reread()
{
    TaskSpec shared;
    if (m_format == JobFileFormat::PageUrls) {
        shared.method = methodFromName(m_method->currentData().toString()).value_or(Method::RecaptchaV2);
        shared.sitekey = m_sitekey->text().trimmed();
    }
    m_preview = ImportPreview::read(m_data, m_format, shared, m_store);
    const QList<ImportPreview::Row> &rows = m_preview.rows();
    m_table->setRowCount(int(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        const ImportPreview::Row &row = rows[r];
        auto *line = new QTableWidgetItem(QString::number(row.line));
        line->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_table->setItem(r, LineColumn, line);
        m_table->setItem(r, MethodColumn, new QTableWidgetItem(row.method));
        // As the job table shows it: host and path, cut keeping the host (a thirty-eighth trial read "https://s…"
        // beside a status given room); the address as written in the tooltip.
        auto *pageUrl = new QTableWidgetItem(PageUrlDelegate::shown(row.pageUrl));
        pageUrl->setToolTip(row.pageUrl);
        m_table->setItem(r, PageUrlColumn, pageUrl);
        QString status;
        switch (row.status) {
        case ImportPreview::Status::Ok:
            status = row.waitingHost.isEmpty() ? tr("ok") : tr("ok, waits until %1 is authorised").arg(row.waitingHost);
            break;
        case ImportPreview::Status::AlreadyQueued:
            status = tr("not added again: %1").arg(row.reason);
            break;
        case ImportPreview::Status::Error:
            status = row.column.isEmpty() ? tr("error: %1").arg(row.reason)
                                          : tr("error in %1: %2").arg(fieldName(row.column), row.reason);
            break;
        }
        auto *statusItem = new QTableWidgetItem(status);
        // A waiting row's tooltip says where to authorise its host.
        statusItem->setToolTip(row.waitingHost.isEmpty()
                                   ? status
                                   : tr("%1 is not an authorised target: the job is stored and waits. To submit it, "
                                        "%2.")
                                         .arg(row.waitingHost, ConsolePlaces::authoriseHostHint(row.waitingHost)));
        // The word "error" says it; the colour repeats it (and follows a light or dark palette: recolour()).
        statusItem->setData(Qt::UserRole, row.status == ImportPreview::Status::Error);
        m_table->setItem(r, StatusColumn, statusItem);
    }
    m_fit->refit();
    recolour();
    int current = m_table->currentRow();
    if (current < 0 || current >= m_table->rowCount()) {
        const auto firstError = std::find_if(rows.cbegin(), rows.cend(), [](const ImportPreview::Row &row) {
            return row.status == ImportPreview::Status::Error;
        });
        current = firstError != rows.cend() ? int(firstError - rows.cbegin()) : 0;
        if (current < m_table->rowCount()) {
            // On the row's first column: the view keeps its place, scrolled to the left.
            m_table->selectionModel()->setCurrentIndex(m_table->model()->index(current, LineColumn),
                                                       QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        }
    }
    showRowStatus(current);
    updateButtons();
}

void ImportDialog::showRowStatus(int row)
{
    const QTableWidgetItem *line = row >= 0 ? m_table->item(row, LineColumn) : nullptr;
    const QTableWidgetItem *status = row >= 0 ? m_table->item(row, StatusColumn) : nullptr;
    m_rowStatus->setText(line != nullptr && status != nullptr ? tr("Line %1: %2").arg(line->text(), status->text())
                                                              : QString());
}

void ImportDialog::recolour()
{
    const QColor error = StatusColours::colour(StatusColours::Role::ErrorText, QGuiApplication::palette());
    for (int r = 0; r < m_table->rowCount(); ++r) {
        if (QTableWidgetItem *item = m_table->item(r, StatusColumn); item && item->data(Qt::UserRole).toBool()) {
            item->setForeground(error);
        }
    }
}

void ImportDialog::changeEvent(QEvent *event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange) {
        recolour();
    }
}

void ImportDialog::updateButtons()
{
    const int errors = m_preview.errorCount();
    const int ok = m_preview.okCount();
    const int repeated = m_preview.repeatedCount();
    const int existing = m_preview.alreadyQueuedCount() - repeated;
    QString text = tr("%n new job(s)", nullptr, ok);
    if (const int waiting = m_preview.waitingCount(); waiting > 0) {
        text += tr(" (%n waiting until its host is authorised in %1)", nullptr, waiting)
                    .arg(ConsolePlaces::path(ConsolePlaces::Place::PreferencesTargets));
    }
    if (existing > 0) {
        text += tr(", %n already in the database (not added again)", nullptr, existing);
    }
    if (repeated > 0) {
        text += tr(", %n repeated in the list (added once)", nullptr, repeated);
    }
    const QString sitekey = m_sitekey->text().trimmed();
    const bool sharedKeyWrong = m_format == JobFileFormat::PageUrls
                             && !hasSitekeyShape(methodFromName(m_method->currentData().toString())
                                                     .value_or(Method::RecaptchaV2),
                                                 sitekey);
    if (errors > 0 && sharedKeyWrong) {
        // A list of page URLs has no site key of its own: the field above is the fix (a twenty-second trial was
        // told to fix the file).
        text += sitekey.isEmpty() ? tr(", %n row(s) with errors. Enter the pages' site key above.", nullptr, errors)
                                  : tr(", %n row(s) with errors. Check the site key above.", nullptr, errors);
    } else if (errors > 0 && m_fileName.isEmpty()) {
        text += tr(", %n row(s) with errors. Fix them where you copied them and paste again, or import the valid rows "
                   "only.",
                   nullptr,
                   errors);
    } else if (errors > 0) {
        text += tr(", %n row(s) with errors. Fix them in the file and import it again, or import the valid rows "
                   "only.",
                   nullptr,
                   errors);
    } else {
        text += QLatin1Char('.');
    }
    m_summary->setText(text);
    m_validOnly->setEnabled(errors > 0);
    m_importButton->setEnabled(!m_importing && m_store && m_writer && ok > 0
                               && (errors == 0 || m_validOnly->isChecked()));
}

bool ImportDialog::importRows()
{
    if (m_importing || !m_store || !m_writer || (m_preview.errorCount() > 0 && !m_validOnly->isChecked())) {
        return false;
    }
    m_importing = true;
    updateButtons();
    m_summary->setText(tr("Importing…"));
    const ImportPreview preview = m_preview;
    const bool validOnly = m_validOnly->isChecked();
    // The audit log keeps English, whatever the console's language.
    const QString source = m_fileName.isEmpty() ? QStringLiteral("the clipboard") : m_fileName;
    DatabaseWorker *writer = m_writer;
    const QPointer<ImportDialog> self(this);
    // One transaction on the writer's connection: all the chosen rows or none.
    writer->run([writer, self, preview, validOnly, source](DatabaseWorker::Context &context) {
        Result<ImportSummary> done = Error{};
        if (const Result<JobStore *> store = context.store(); !store) {
            done = store.error();
        } else {
            done = preview.import(*store.value(), validOnly, source);
        }
        const int leftOut = validOnly ? preview.errorCount() : 0;
        writer->answer([self, done, leftOut] {
            if (!self) {
                return;
            }
            self->m_importing = false;
            if (!done) {
                self->m_summary->setText(tr("Nothing was imported: %1").arg(done.error().message));
                self->updateButtons();
                Q_EMIT self->importFailed(done.error().message);
                return;
            }
            Q_EMIT self->imported(done->created, done->existed - done->repeated, done->repeated, leftOut);
            self->accept();
        });
    });
    return true;
}

} // namespace SolveDeck
