#include "exportdialog.h"

#include "gui/accessible.h"
#include "gui/filedialogs.h"
#include "gui/joblabels.h"
#include "gui/messagebox.h"
#include "gui/statuscolours.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace SolveDeck {

namespace {

const QString kLastFileSetting = QStringLiteral("export/lastFile");

} // namespace

ExportDialog::ExportDialog(const JobFilter &filter, const QList<qint64> &selection, QWidget *parent)
    : QDialog(parent)
    , m_filter(filter)
    , m_selection(selection)
{
    setObjectName(QStringLiteral("exportDialog"));
    setWindowTitle(tr("Export Jobs"));
    setWindowModality(Qt::WindowModal);
    auto *layout = new QVBoxLayout(this);
    m_choices = new QWidget(this);
    auto *form = new QFormLayout(m_choices);
    form->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_choices);

    auto *scope = new QVBoxLayout;
    // The view as the sidebar names it: its Queued holds the jobs being sent too ("state Queued or Submitting" named
    // a state the window shows nowhere: a seventeenth trial).
    JobFilter named = filter;
    if (named.states.contains(JobState::Queued)) {
        named.states.removeAll(JobState::Submitting);
    }
    m_filterScope = new QRadioButton(tr("Jobs matching the &current filter (%1)")
                                         .arg(named.describe(&JobLabels::state)),
                                     this);
    m_selectionScope = new QRadioButton(selection.isEmpty()
                                            ? tr("The &selected jobs (none is selected in the table)")
                                            : tr("The %n &selected job(s)", nullptr, int(selection.size())),
                                        this);
    described(m_filterScope, QString(), tr("Export every job the table's filter shows"));
    described(m_selectionScope, QString(), tr("Export only the jobs selected in the table"));
    m_selectionScope->setEnabled(!selection.isEmpty());
    (selection.size() > 1 ? m_selectionScope : m_filterScope)->setChecked(true);
    scope->addWidget(m_filterScope);
    scope->addWidget(m_selectionScope);
    form->addRow(tr("Export:"), scope);

    m_format = new QComboBox(this);
    m_format->addItem(tr("CSV (spreadsheets)"), QStringLiteral("csv"));
    m_format->addItem(tr("JSON (one document with export details)"), QStringLiteral("json"));
    m_format->addItem(tr("NDJSON (one job a line; can be imported again)"), QStringLiteral("ndjson"));
    described(m_format, QString(), tr("CSV for spreadsheets, JSON, or NDJSON that can be imported again"));
    form->addRow(tr("&Format:"), m_format);

    m_bom = new QCheckBox(tr("Start with a &byte order mark (for spreadsheet programs that need it)"), this);
    m_events = new QCheckBox(tr("Include each job's &timeline"), this);
    m_tokens = new QCheckBox(tr("Include solve t&okens"), this);
    described(m_tokens, QString(), tr("Tokens are secrets: the file then needs the same care as the key"));
    m_tokens->setObjectName(QStringLiteral("exportTokens"));
    form->addRow(QString(), m_bom);
    form->addRow(QString(), m_events);
    form->addRow(QString(), m_tokens);

    auto *pathRow = new QHBoxLayout;
    m_path = new QLineEdit(this);
    m_path->setObjectName(QStringLiteral("exportPath"));
    described(m_path, tr("File"), tr("Where the export is written"));
    auto *browseButton = new QPushButton(tr("B&rowse…"), this);
    described(browseButton, tr("Browse for the file"), tr("Choose where the export is written"));
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browseButton);
    auto *fileLabel = new QLabel(tr("F&ile:"), this);
    fileLabel->setBuddy(m_path);
    form->addRow(fileLabel, pathRow);
    // The file last exported to, in its format (an export is often repeated); the first time, the documents folder.
    const QString last = lastExportedFile();
    if (const int format = m_format->findData(QFileInfo(last).suffix().toLower()); !last.isEmpty() && format >= 0) {
        m_format->setCurrentIndex(format);
    }
    m_path->setText(last.isEmpty() ? QDir(defaultFolder()).filePath(QStringLiteral("solvedeck-jobs.csv")) : last);

    // Why the last attempt failed, in words that say what to do; empty until one did.
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("exportProblem"));
    m_problem->setWordWrap(true);
    m_problem->setTextInteractionFlags(Qt::TextSelectableByMouse);
    StatusColours::followPalette(m_problem, StatusColours::Role::ErrorText);
    m_problem->hide();
    layout->addWidget(m_problem);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_exportButton = buttons->addButton(tr("Export"), QDialogButtonBox::AcceptRole);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &ExportDialog::requestExport);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(browseButton, &QPushButton::clicked, this, &ExportDialog::browse);
    connect(m_format, &QComboBox::currentIndexChanged, this, &ExportDialog::formatChanged);
    connect(m_tokens, &QCheckBox::toggled, this, &ExportDialog::tokensToggled);
    connect(m_path, &QLineEdit::textChanged, this, &ExportDialog::updateButtons);
    formatChanged();
}

ExportOptions ExportDialog::options() const
{
    ExportOptions options;
    options.format = exportFormatFromName(m_format->currentData().toString()).value_or(ExportFormat::Csv);
    if (m_selectionScope->isChecked()) {
        options.filter.ids = m_selection;
    } else {
        options.filter = m_filter;
    }
    options.bom = options.format == ExportFormat::Csv && m_bom->isChecked();
    options.includeEvents = m_events->isChecked();
    options.includeTokens = m_tokens->isChecked();
    return options;
}

QString ExportDialog::path() const
{
    return m_path->text().trimmed();
}

void ExportDialog::setPath(const QString &path)
{
    m_path->setText(path);
}

void ExportDialog::formatChanged()
{
    const QString format = m_format->currentData().toString();
    m_bom->setEnabled(format == QLatin1String("csv"));
    // The file name follows the format while it is still ours.
    const QFileInfo info(path());
    if (info.completeBaseName() == QLatin1String("solvedeck-jobs")) {
        m_path->setText(info.dir().filePath(QStringLiteral("solvedeck-jobs.") + format));
    }
    updateButtons();
}

void ExportDialog::tokensToggled(bool on)
{
    if (!on) {
        return;
    }
    const bool sure = MessageBox::confirm(this,
                                          tr("Include solve tokens"),
                                          tr("The file will contain solve tokens. Anyone with the file can use the "
                                             "tokens that have not expired yet. Include them?"),
                                          tr("Include Tokens"));
    if (!sure) {
        const QSignalBlocker blocker(m_tokens);
        m_tokens->setChecked(false);
    }
}

void ExportDialog::browse()
{
    const QString format = m_format->currentData().toString();
    const QString chosen = FileDialogs::saveFileName(this,
                                                     tr("Export Jobs"),
                                                     path(),
                                                     tr("%1 files (*.%2)").arg(format.toUpper(), format));
    if (!chosen.isEmpty()) {
        // The file dialog asked already if it exists.
        m_replaceConfirmed = chosen;
        m_path->setText(chosen);
    }
}

void ExportDialog::updateButtons()
{
    m_exportButton->setEnabled(!path().isEmpty() && m_choices->isEnabled());
}

QString ExportDialog::defaultFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}

QString ExportDialog::lastExportedFile()
{
    return QSettings().value(kLastFileSetting).toString();
}

void ExportDialog::setLastExportedFile(const QString &path)
{
    QSettings().setValue(kLastFileSetting, path);
}

void ExportDialog::requestExport()
{
    const QString file = path();
    if (file.isEmpty()) {
        return;
    }
    const QFileInfo info(file);
    const QString folder = info.absolutePath();
    if (!QFileInfo(folder).isDir()) {
        // The default folder may not exist yet on a fresh account: made, as a desktop's own folders are. A folder
        // the operator typed is theirs to choose again.
        if (QDir::cleanPath(folder) == QDir::cleanPath(defaultFolder()) && QDir().mkpath(folder)) {
            // made: go on
        } else {
            showFailure(tr("The folder %1 does not exist. Choose a folder that does (Browse…), or type another "
                           "path.")
                            .arg(QDir::toNativeSeparators(folder)));
            return;
        }
    }
    if (info.isDir()) {
        showFailure(tr("%1 is a folder: add a file name, such as solvedeck-jobs.%2.")
                        .arg(QDir::toNativeSeparators(file), m_format->currentData().toString()));
        return;
    }
    if (!QFileInfo(folder).isWritable()) {
        showFailure(tr("You cannot write to the folder %1. Choose another folder (Browse…).")
                        .arg(QDir::toNativeSeparators(folder)));
        return;
    }
    if (info.exists() && QFileInfo(m_replaceConfirmed) != info
        && !MessageBox::confirm(this,
                                tr("Replace the file?"),
                                tr("%1 already exists. Replace it with this export? What it holds now is lost.")
                                    .arg(QDir::toNativeSeparators(info.absoluteFilePath())),
                                tr("&Replace"),
                                tr("&Keep It"))) {
        return; // the dialog stays open: another name, or Browse…
    }
    m_problem->hide();
    Q_EMIT exportRequested(file, options());
}

void ExportDialog::setExporting(bool exporting)
{
    m_choices->setEnabled(!exporting);
    updateButtons();
}

void ExportDialog::exportEnded(bool ok, bool canceled, const QString &message)
{
    setExporting(false);
    if (ok) {
        accept();
    } else if (canceled) {
        showFailure(tr("Export canceled; no file was written."));
    } else {
        showFailure(message);
    }
}

void ExportDialog::showFailure(const QString &message)
{
    m_problem->setText(message);
    m_problem->show();
}

} // namespace SolveDeck
