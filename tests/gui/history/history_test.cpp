// Job history in the console (issue 11): File > Export on a worker thread (the same bytes as the CLI's export of
// the same filter; a cancel leaves no file), the import preview (every bad row marked with line, column and reason;
// all or nothing), bulk actions on the filter (exactly the confirmed jobs, whatever changes meanwhile), the copy
// variants and the background retention purge. Offscreen; dialogs are opened with open() and driven directly.
#include "core/io/jobexport.h"
#include "core/io/jobjson.h"
#include "core/store/auditlog.h"
#include "core/store/authorisedhosts.h"
#include "core/store/jobstore.h"
#include "core/store/jobtextindex.h"
#include "gui/auditwords.h"
#include "gui/consolestatusbar.h"
#include "gui/exportdialog.h"
#include "gui/exporttask.h"
#include "gui/historyconsole.h"
#include "gui/importdialog.h"
#include "gui/jobactions.h"
#include "gui/jobcolumns.h"
#include "gui/joblabels.h"
#include "gui/jobtablemodel.h"
#include "gui/mainwindow.h"
#include "gui/messagebox.h"
#include "gui/tokenclipboard.h"
#include "support/teststore.h"
#include "support/testutil.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMimeData>
#include <QPointer>
#include <QProcess>
#include <QProgressDialog>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTranslator>

using namespace SolveDeck;
using namespace std::chrono_literals;

namespace {

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

class HistoryTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(dir.isValid());
        dbPath = dir.filePath(QStringLiteral("jobs.sqlite"));
        const Result<void> opened = store.openSqlite(dbPath);
        ASSERT_TRUE(opened.ok()) << opened.error().message.toStdString();
        window = std::make_unique<MainWindow>(MainWindow::Options{});
        window->jobModel()->setCoalesceInterval(0);
        window->attach(&store, nullptr);
        history = window->historyConsole();
        ASSERT_NE(history, nullptr);
        MessageBox::clearLast();
    }

    void TearDown() override
    {
        HistoryConsole::savePolicy({});
        window.reset();
    }

    qint64 add(int n, const QString &key = {})
    {
        TaskSpec spec;
        spec.method = n % 2 ? Method::Turnstile : Method::RecaptchaV2;
        spec.sitekey = QStringLiteral("site-key-%1").arg(n % 3);
        spec.pageurl = QStringLiteral("https://shop.example/page/%1").arg(n);
        const auto added = store.enqueue(spec, key);
        EXPECT_TRUE(added.ok());
        return added.ok() ? added->jobId : 0;
    }

    void solve(qint64 id, const QString &token)
    {
        ASSERT_TRUE(SolveDeckTest::claimJob(store, id).ok());
        ASSERT_TRUE(store.markSubmitted(id, QStringLiteral("task-%1").arg(id)).ok());
        ASSERT_TRUE(store.markSolved(id, token, Clock::system().nowMs() + 110'000).ok());
    }

    void fail(qint64 id)
    {
        ASSERT_TRUE(SolveDeckTest::claimJob(store, id).ok());
        ASSERT_TRUE(
            store.markFailed(id, QStringLiteral("ERROR_CAPTCHA_UNSOLVABLE"), QStringLiteral("unsolvable")).ok());
    }

    // The sidebar row: 0 All, 1 Queued, 2 Solving, 3 Solved, 4 Failed, 5 Canceled.
    void showSidebarRow(int row)
    {
        auto *states = window->findChild<QListWidget *>(QStringLiteral("stateList"));
        ASSERT_NE(states, nullptr);
        states->setCurrentRow(row);
    }

    // Selects the job once the table shows it (the store's change reaches the table through the event loop).
    bool select(qint64 id)
    {
        return SolveDeckTest::waitUntil([&] {
            window->selectJob(id);
            return window->selectedJobIds() == QList<qint64>{id};
        });
    }

    QList<JobState> statesOf(const QList<qint64> &ids)
    {
        QList<JobState> states;
        for (qint64 id : ids) {
            const auto job = store.job(id);
            states << (job ? job->state : JobState::Queued);
        }
        return states;
    }

    QTemporaryDir dir;
    QString dbPath;
    JobStore store;
    std::unique_ptr<MainWindow> window;
    HistoryConsole *history = nullptr;
};

} // namespace

TEST_F(HistoryTest, ExportOfTheFilterIsTheCliExportOfTheSameFilter)
{
    QList<qint64> ids;
    for (int n = 0; n < 9; ++n) {
        ids << add(n, n == 4 ? QStringLiteral("=HYPERLINK(\"x\")") : QString());
    }
    for (int n : {1, 4, 6}) {
        solve(ids[n], QStringLiteral("token-%1").arg(n));
    }
    fail(ids[2]);
    showSidebarRow(3);
    const JobFilter filter = history->currentFilter();
    ASSERT_EQ(filter.states, QList<JobState>{JobState::Solved});

    // The dialog offers the filter (named) and starts with it; the options it gives are what gets exported.
    ExportDialog *dialog = history->openExportDialog();
    ASSERT_NE(dialog, nullptr);
    EXPECT_TRUE(dialog->filterScope()->isChecked());
    EXPECT_TRUE(dialog->filterScope()->text().contains(filter.describe(&JobLabels::state)))
        << dialog->filterScope()->text().toStdString();
    EXPECT_FALSE(dialog->tokensBox()->isChecked());
    const ExportOptions options = dialog->options();
    EXPECT_EQ(options.filter.states, filter.states);
    EXPECT_FALSE(options.includeTokens);
    dialog->reject();

    const QString consolePath = dir.filePath(QStringLiteral("console.csv"));
    QSignalSpy finished(history, &HistoryConsole::exportFinished);
    ASSERT_NE(history->startExport(consolePath, options), nullptr);
    ASSERT_TRUE(SolveDeckTest::waitForSignals(finished, 1, 30s));
    ASSERT_TRUE(finished.first().at(0).toBool()) << finished.first().at(3).toString().toStdString();
    EXPECT_EQ(finished.first().at(2).toLongLong(), 3);

    const QString cliPath = dir.filePath(QStringLiteral("cli.csv"));
    QProcess cli;
    cli.start(SolveDeckTest::programPath(QStringLiteral("solvedeck-cli")),
              {QStringLiteral("--db"),
               dbPath,
               QStringLiteral("export"),
               QStringLiteral("--format"),
               QStringLiteral("csv"),
               QStringLiteral("--state"),
               QStringLiteral("solved"),
               QStringLiteral("--out"),
               cliPath});
    ASSERT_TRUE(cli.waitForFinished(60'000)) << "solvedeck-cli export did not end";
    ASSERT_EQ(cli.exitCode(), 0) << cli.readAllStandardError().toStdString();

    const QByteArray console = readFile(consolePath);
    const QByteArray fromCli = readFile(cliPath);
    ASSERT_FALSE(console.isEmpty());
    EXPECT_EQ(console, fromCli);
    // Three rows and the header; the tokens left out; the formula neutralised.
    EXPECT_EQ(console.count("\r\n"), 4) << console.toStdString();
    EXPECT_FALSE(console.contains("token-1"));
    EXPECT_TRUE(console.contains("'=HYPERLINK")) << console.toStdString();
}

// The seventeenth trial: the Queued view's export said "state Queued or Submitting", a state the window shows nowhere.
// The dialog names the view as the sidebar does.
TEST(ExportDialogWords, TheQueuedViewIsNamedAsTheSidebarNamesIt)
{
    JobFilter queued;
    queued.states = {JobState::Queued, JobState::Submitting};
    ExportDialog dialog(queued, {});
    EXPECT_EQ(dialog.filterScope()->text(), QStringLiteral("Jobs matching the &current filter (state Queued)"));
    JobFilter failed;
    failed.states = {JobState::Failed};
    ExportDialog other(failed, {});
    EXPECT_EQ(other.filterScope()->text(), QStringLiteral("Jobs matching the &current filter (state Failed)"));
}

TEST_F(HistoryTest, TokensAreExportedOnlyAfterAskingAgain)
{
    ExportDialog dialog(history->currentFilter(), {});
    MessageBox::setNextAnswer(false);
    dialog.tokensBox()->setChecked(true);
    EXPECT_TRUE(MessageBox::lastQuestion().contains(QStringLiteral("The file will contain solve tokens")))
        << MessageBox::lastQuestion().toStdString();
    EXPECT_FALSE(dialog.tokensBox()->isChecked());
    EXPECT_FALSE(dialog.options().includeTokens);

    MessageBox::setNextAnswer(true);
    dialog.tokensBox()->setChecked(true);
    EXPECT_TRUE(dialog.tokensBox()->isChecked());
    EXPECT_TRUE(dialog.options().includeTokens);
}

TEST_F(HistoryTest, ACanceledExportLeavesNoFileAndAnOlderFileUntouched)
{
    for (int n = 0; n < 20; ++n) {
        solve(add(n), QStringLiteral("token-%1").arg(n));
    }
    const QString fresh = dir.filePath(QStringLiteral("fresh.ndjson"));
    const QString older = dir.filePath(QStringLiteral("older.ndjson"));
    {
        QFile file(older);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write("an older export\n");
    }
    ExportOptions options;
    options.format = ExportFormat::Ndjson;
    options.pageSize = 1;
    for (const QString &path : {fresh, older}) {
        ExportTask task;
        QSignalSpy finished(&task, &ExportTask::finished);
        // Canceled before the worker reads its first page: deterministic, and the same path as the Cancel button.
        task.cancel();
        task.start(dbPath, {}, path, options);
        ASSERT_TRUE(SolveDeckTest::waitForSignals(finished, 1, 30s));
        EXPECT_FALSE(finished.first().at(0).toBool());
        EXPECT_TRUE(finished.first().at(1).toBool()) << finished.first().at(3).toString().toStdString();
    }
    EXPECT_FALSE(QFile::exists(fresh));
    EXPECT_EQ(readFile(older), QByteArray("an older export\n"));
    // No temporary file of QSaveFile's left beside them either.
    EXPECT_EQ(QDir(dir.path()).entryList({QStringLiteral("*.ndjson*")}, QDir::Files),
              QStringList{QStringLiteral("older.ndjson")});
}

TEST_F(HistoryTest, TheProgressDialogsCancelStopsTheExport)
{
    for (int n = 0; n < 300; ++n) {
        add(n);
    }
    ExportOptions options;
    options.pageSize = 1;
    const QString path = dir.filePath(QStringLiteral("big.csv"));
    QSignalSpy finished(history, &HistoryConsole::exportFinished);
    ASSERT_NE(history->startExport(path, options), nullptr);
    auto *progress = window->findChild<QProgressDialog *>(QStringLiteral("exportProgress"));
    ASSERT_NE(progress, nullptr);
    // The dialog's Cancel button, as the operator presses it.
    auto *cancelButton = progress->findChild<QPushButton *>();
    ASSERT_NE(cancelButton, nullptr);
    cancelButton->click();
    ASSERT_TRUE(SolveDeckTest::waitForSignals(finished, 1, 30s));
    // 300 pages of one row: the cancel, sent at once, arrives long before the last one.
    EXPECT_TRUE(finished.first().at(1).toBool()) << "rows: " << finished.first().at(2).toLongLong();
    EXPECT_FALSE(QFile::exists(path));
}

// Issue 28: an export that fails keeps the dialog open with every choice and the real cause, and is audited.
TEST_F(HistoryTest, AFailedExportKeepsTheDialogOpenWithItsCauseAndIsAudited)
{
    solve(add(1), QStringLiteral("token-1"));
    ExportDialog *dialog = history->openExportDialog();
    ASSERT_NE(dialog, nullptr);
    const QPointer<ExportDialog> alive(dialog);
    dialog->formatBox()->setCurrentIndex(dialog->formatBox()->findData(QStringLiteral("json")));
    MessageBox::setNextAnswer(true); // the tokens question
    dialog->tokensBox()->setChecked(true);
    ASSERT_TRUE(dialog->tokensBox()->isChecked());
    // A folder that exists and is writable, and a file name no file system takes: the exporter's own failure.
    const QString path = dir.filePath(QString(300, QLatin1Char('x')) + QStringLiteral(".json"));
    dialog->setPath(path);
    QSignalSpy finished(history, &HistoryConsole::exportFinished);
    dialog->exportButton()->click();
    ASSERT_TRUE(SolveDeckTest::waitForSignals(finished, 1, 30s));
    EXPECT_FALSE(finished.first().at(0).toBool());
    const QString cause = finished.first().at(3).toString();
    ASSERT_FALSE(cause.isEmpty());

    ASSERT_FALSE(alive.isNull()) << "the dialog closed and lost the operator's choices";
    EXPECT_TRUE(dialog->isVisible());
    EXPECT_TRUE(dialog->problemLabel()->isVisibleTo(dialog));
    EXPECT_EQ(dialog->problemLabel()->text(), cause);
    // The operating system's own reason, whole (not a status-bar line cut off before it).
    EXPECT_TRUE(cause.contains(QStringLiteral("too long"), Qt::CaseInsensitive)) << cause.toStdString();
    EXPECT_TRUE(dialog->tokensBox()->isChecked()) << "the token confirmation was lost";
    EXPECT_EQ(dialog->formatBox()->currentData().toString(), QStringLiteral("json"));
    EXPECT_EQ(dialog->path(), path);
    EXPECT_TRUE(dialog->exportButton()->isEnabled()) << "a second try needs no choice made again";

    AuditQuery failed;
    failed.action = QStringLiteral("jobs.export_failed");
    const auto entries = AuditLog(store).entries(failed);
    ASSERT_TRUE(entries.ok());
    ASSERT_EQ(entries.value().size(), 1);
    EXPECT_TRUE(entries.value().first().detail.contains(path)) << entries.value().first().detail.toStdString();
    EXPECT_TRUE(entries.value().first().detail.contains(cause)) << entries.value().first().detail.toStdString();

    // The same dialog, a file name that works: it exports and closes.
    finished.clear();
    dialog->setPath(dir.filePath(QStringLiteral("jobs.json")));
    dialog->exportButton()->click();
    ASSERT_TRUE(SolveDeckTest::waitForSignals(finished, 1, 30s));
    EXPECT_TRUE(finished.first().at(0).toBool()) << finished.first().at(3).toString().toStdString();
    // The next export proposes that file, in its format.
    {
        ExportDialog next(JobFilter{}, {});
        EXPECT_EQ(next.path(), dir.filePath(QStringLiteral("jobs.json")));
        EXPECT_EQ(next.formatBox()->currentData().toString(), QStringLiteral("json"));
    }
    EXPECT_TRUE(SolveDeckTest::waitUntil([&] {
        return alive.isNull() || !alive->isVisible();
    }));
    EXPECT_TRUE(QFile::exists(dir.filePath(QStringLiteral("jobs.json"))));
}

// Issue 28: the default folder (Documents) does not exist on a fresh account: Export makes it, as desktops do.
TEST_F(HistoryTest, ExportToTheDefaultFolderMakesItWhenMissing)
{
    add(1);
    const QByteArray oldHome = qgetenv("HOME");
    QTemporaryDir home;
    ASSERT_TRUE(home.isValid());
    qputenv("HOME", QFile::encodeName(home.path()));

    struct RestoreHome
    {
        QByteArray value;

        ~RestoreHome() { qputenv("HOME", value); }
    } restore{oldHome};

    const QString folder = ExportDialog::defaultFolder();
    ASSERT_TRUE(folder.startsWith(home.path())) << folder.toStdString() << " is not under the test's home";
    ASSERT_FALSE(QFileInfo::exists(folder));

    QSettings().remove(QStringLiteral("export/lastFile")); // nothing exported yet: the default folder
    ExportDialog *dialog = history->openExportDialog();
    ASSERT_NE(dialog, nullptr);
    EXPECT_EQ(QFileInfo(dialog->path()).absolutePath(), folder);
    QSignalSpy finished(history, &HistoryConsole::exportFinished);
    dialog->exportButton()->click();
    ASSERT_TRUE(SolveDeckTest::waitForSignals(finished, 1, 30s));
    EXPECT_TRUE(finished.first().at(0).toBool()) << finished.first().at(3).toString().toStdString();
    EXPECT_TRUE(QFile::exists(QDir(folder).filePath(QStringLiteral("solvedeck-jobs.csv"))));
}

TEST_F(HistoryTest, ImportPreviewMarksEachBadRowAndImportsNothingUnlessAskedForTheValidRows)
{
    const QByteArray csv = "method,sitekey,pageurl\r\n"
                           "recaptcha_v2,6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-,https://shop.example/a\r\n"
                           "recaptcha_v2,6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-,not a url\r\n"
                           "hcaptcha,site-key-1,https://shop.example/b\r\n"
                           "turnstile,0x4AAAAAAAC3DHQFLr1GavRN\r\n"
                           "turnstile,0x4AAAAAAAC3DHQFLr1GavRN,https://shop.example/caf\xe9\r\n"
                           "turnstile,0x4AAAAAAAC3DHQFLr1GavRN,https://other.example/c\r\n"
                           "recaptcha_v2,badkey,https://shop.example/d\r\n";
    ASSERT_TRUE(AuthorisedHosts(store).allow(QStringLiteral("shop.example")).ok());
    ImportDialog *dialog = history->openImportDialog(csv, JobFileFormat::Csv, QStringLiteral("test.csv"));
    ASSERT_NE(dialog, nullptr);
    const QList<ImportPreview::Row> &rows = dialog->preview().rows();
    ASSERT_EQ(rows.size(), 7);
    EXPECT_EQ(rows[0].status, ImportPreview::Status::Ok);
    EXPECT_EQ(rows[0].line, 2);
    EXPECT_EQ(rows[0].method, QStringLiteral("reCAPTCHA v2")); // the console's words, not the file's
    EXPECT_EQ(rows[0].pageUrl, QStringLiteral("https://shop.example/a"));

    EXPECT_EQ(rows[1].status, ImportPreview::Status::Error);
    EXPECT_EQ(rows[1].line, 3);
    EXPECT_EQ(rows[1].column, QStringLiteral("pageurl")) << rows[1].reason.toStdString();
    EXPECT_FALSE(rows[1].reason.isEmpty());

    EXPECT_EQ(rows[2].status, ImportPreview::Status::Error);
    EXPECT_EQ(rows[2].line, 4);
    EXPECT_EQ(rows[2].column, QStringLiteral("method")) << rows[2].reason.toStdString();
    EXPECT_TRUE(rows[2].reason.contains(QStringLiteral("hcaptcha"))) << rows[2].reason.toStdString();

    EXPECT_EQ(rows[3].status, ImportPreview::Status::Error);
    EXPECT_EQ(rows[3].line, 5);
    EXPECT_TRUE(rows[3].reason.contains(QStringLiteral("2 fields"))) << rows[3].reason.toStdString();

    // Broken UTF-8: an error naming its line, never a replacement character.
    EXPECT_EQ(rows[4].status, ImportPreview::Status::Error);
    EXPECT_EQ(rows[4].line, 6);
    EXPECT_TRUE(rows[4].reason.contains(QStringLiteral("UTF-8"))) << rows[4].reason.toStdString();

    EXPECT_EQ(rows[5].status, ImportPreview::Status::Ok);
    EXPECT_EQ(rows[5].line, 7);
    // Its host is not authorised: it is stored and waits, and the preview says so (a twenty-sixth trial read "ok").
    EXPECT_EQ(rows[5].waitingHost, QStringLiteral("other.example"));
    EXPECT_TRUE(rows[0].waitingHost.isEmpty());

    // A site key without its method's shape, as the New Job dialog and the gateway refuse it (a twelfth trial saw
    // "badkey" imported as ok, then failed at the service).
    EXPECT_EQ(rows[6].status, ImportPreview::Status::Error);
    EXPECT_EQ(rows[6].line, 8);
    EXPECT_TRUE(rows[6].reason.contains(QStringLiteral("badkey"))) << rows[6].reason.toStdString();

    // The table shows the same, with the column and the reason.
    QTableWidget *table = dialog->table();
    ASSERT_EQ(table->rowCount(), 7);
    EXPECT_EQ(table->item(1, ImportDialog::LineColumn)->text(), QStringLiteral("3"));
    // A field by its console label, then the file's column where the row is fixed (a twenty-eighth trial read "Site
    // key", "pageurl" and "sitekey" in one preview).
    EXPECT_TRUE(table->item(1, ImportDialog::StatusColumn)
                    ->text()
                    .startsWith(QStringLiteral("error in Page URL (column pageurl): ")))
        << table->item(1, ImportDialog::StatusColumn)->text().toStdString();
    EXPECT_TRUE(table->item(2, ImportDialog::StatusColumn)
                    ->text()
                    .startsWith(QStringLiteral("error in Method (column method): ")))
        << table->item(2, ImportDialog::StatusColumn)->text().toStdString();
    EXPECT_EQ(table->horizontalHeaderItem(ImportDialog::PageUrlColumn)->text(), QStringLiteral("Page URL"));
    // A site key of the wrong shape is said the same way (a twenty-ninth trial read "error: sitekey: …").
    EXPECT_EQ(rows[6].column, QStringLiteral("sitekey"));
    EXPECT_TRUE(table->item(6, ImportDialog::StatusColumn)
                    ->text()
                    .startsWith(QStringLiteral("error in Site key (column sitekey): \"badkey\"")))
        << table->item(6, ImportDialog::StatusColumn)->text().toStdString();
    // A refused row still shows which job it is: its method and page URL as written (the same trial saw both cells
    // empty beside "notaurl"); a method the console does not know as written, broken UTF-8 as nothing.
    EXPECT_EQ(table->item(1, ImportDialog::MethodColumn)->text(), QStringLiteral("reCAPTCHA v2"));
    EXPECT_EQ(table->item(1, ImportDialog::PageUrlColumn)->text(), QStringLiteral("not a url"));
    EXPECT_EQ(table->item(2, ImportDialog::MethodColumn)->text(), QStringLiteral("hcaptcha"));
    // Host and path, as the job table shows it (a thirty-eighth trial read "https://s…" cut beside a status); the
    // address as written in its tooltip.
    EXPECT_EQ(table->item(2, ImportDialog::PageUrlColumn)->text(), QStringLiteral("shop.example/b"));
    EXPECT_EQ(table->item(2, ImportDialog::PageUrlColumn)->toolTip(), QStringLiteral("https://shop.example/b"));
    EXPECT_NE(qobject_cast<PageUrlDelegate *>(table->itemDelegateForColumn(ImportDialog::PageUrlColumn)), nullptr)
        << "a page URL cut in the preview keeps its host as in the job table";
    EXPECT_EQ(table->item(4, ImportDialog::MethodColumn)->text(), QStringLiteral("Turnstile"));
    EXPECT_TRUE(table->item(4, ImportDialog::PageUrlColumn)->text().isEmpty());
    EXPECT_TRUE(table->item(4, ImportDialog::StatusColumn)
                    ->text()
                    .startsWith(QStringLiteral("error in Page URL (column pageurl): ")))
        << table->item(4, ImportDialog::StatusColumn)->text().toStdString();
    EXPECT_EQ(table->item(0, ImportDialog::StatusColumn)->text(), QStringLiteral("ok"));
    EXPECT_EQ(table->item(5, ImportDialog::StatusColumn)->text(),
              QStringLiteral("ok, waits until other.example is authorised"));
    const QString where = table->item(5, ImportDialog::StatusColumn)->toolTip();
    EXPECT_TRUE(where.contains(QStringLiteral("Edit > Preferences… > Targets"))
                && where.contains(QStringLiteral("hosts allow other.example")))
        << where.toStdString();
    const QString summary = dialog->findChild<QLabel *>(QStringLiteral("importSummary"))->text();
    EXPECT_TRUE(summary.startsWith(QStringLiteral("2 new job"))
                && summary.contains(QStringLiteral(
                    " (1 waiting until its host is authorised in Edit > Preferences… > Targets), 5 row")))
        << summary.toStdString();

    // All or nothing: Import is disabled, and importing anyway stores nothing.
    EXPECT_FALSE(dialog->importButton()->isEnabled());
    EXPECT_FALSE(dialog->importRows());
    EXPECT_TRUE(store.jobs().isEmpty());

    // "Import the valid rows only": the two good rows, nothing else.
    dialog->validOnlyBox()->setChecked(true);
    EXPECT_TRUE(dialog->importButton()->isEnabled());
    QSignalSpy imported(dialog, &ImportDialog::imported);
    const QPointer<ImportDialog> shown(dialog);
    ASSERT_TRUE(dialog->importRows());
    // Stored by the history console's worker, never on the window's thread.
    ASSERT_TRUE(SolveDeckTest::waitForSignals(imported));
    ASSERT_EQ(imported.size(), 1);
    EXPECT_EQ(imported.first().at(0).toLongLong(), 2);
    // The note counts the rows left out (a twenty-first trial found them only in the audit log).
    EXPECT_EQ(imported.first().at(3).toInt(), 5);
    const QString note = window->consoleStatusBar()->note();
    EXPECT_TRUE(note.startsWith(QStringLiteral("Queued 2 job")) && note.contains(QStringLiteral(" 5 invalid row"))
                && note.endsWith(QStringLiteral(" left out.")))
        << note.toStdString();
    QStringList urls;
    for (const Job &job : store.jobs()) {
        urls << job.spec.pageurl;
    }
    urls.sort();
    EXPECT_EQ(urls, (QStringList{QStringLiteral("https://other.example/c"), QStringLiteral("https://shop.example/a")}));
    // The dialog closes once its jobs are stored.
    EXPECT_TRUE(shown.isNull() || !shown->isVisible());
    // Recorded in the audit log as exports, cancels and retries are: which file, what was queued, what was left out.
    AuditQuery query;
    query.action = QStringLiteral("jobs.import");
    const Result<QList<AuditEntry>> audited = AuditLog(store).entries(query);
    ASSERT_TRUE(audited.ok());
    ASSERT_EQ(audited->size(), 1);
    const QString detail = audited->first().detail;
    EXPECT_TRUE(detail.startsWith(QStringLiteral("test.csv (5 invalid row"))) << detail.toStdString();
    EXPECT_TRUE(detail.contains(QStringLiteral(": 2 job"))) << detail.toStdString();
    // Not "queued": a job with the same key may be long solved (a ninth trial).
    EXPECT_TRUE(detail.contains(QStringLiteral("0 already in the database"))) << detail.toStdString();
}

TEST_F(HistoryTest, PageUrlsTakeTheDialogsMethodAndSiteKeyAndRepeatedKeysAreAlreadyQueued)
{
    const QByteArray urls = "https://shop.example/one\n# a comment\n\nhttps://shop.example/two\n";
    EXPECT_EQ(ImportPreview::guessFormat(urls), JobFileFormat::PageUrls);
    ImportDialog *dialog = history->openImportDialog(urls, JobFileFormat::PageUrls, QString());
    ASSERT_NE(dialog, nullptr);
    // The fix is the site key field, not the file (a twenty-second trial was told to fix the file).
    const auto summary = [&] {
        return dialog->findChild<QLabel *>(QStringLiteral("importSummary"))->text();
    };
    EXPECT_TRUE(summary().endsWith(QStringLiteral("with errors. Enter the pages' site key above.")))
        << summary().toStdString();
    // Each row names the field as it is labelled, not the file column "sitekey" (a twenty-fourth trial).
    const QString rowStatus = dialog->table()->item(0, ImportDialog::StatusColumn)->text();
    EXPECT_TRUE(rowStatus.startsWith(QStringLiteral("error in Site key: "))) << rowStatus.toStdString();
    dialog->sitekeyEdit()->setText(QStringLiteral("not a key"));
    EXPECT_TRUE(summary().endsWith(QStringLiteral("with errors. Check the site key above.")))
        << summary().toStdString();
    dialog->sitekeyEdit()->clear();
    // Without a site key every row says what is missing, and still which URL it is (a fourth trial saw them blank).
    ASSERT_EQ(dialog->preview().rows().size(), 2);
    EXPECT_EQ(dialog->preview().errorCount(), 2);
    EXPECT_EQ(dialog->preview().rows()[0].pageUrl, QStringLiteral("https://shop.example/one"));
    EXPECT_EQ(dialog->preview().rows()[1].pageUrl, QStringLiteral("https://shop.example/two"));
    EXPECT_FALSE(dialog->preview().rows()[0].method.isEmpty());
    EXPECT_FALSE(dialog->importButton()->isEnabled());
    dialog->methodBox()->setCurrentIndex(dialog->methodBox()->findData(QStringLiteral("turnstile")));
    dialog->sitekeyEdit()->setText(QStringLiteral("0x4AAAAAAAC3DHQFLr1GavRN"));
    EXPECT_EQ(dialog->preview().errorCount(), 0);
    EXPECT_EQ(dialog->preview().rows()[1].line, 4);
    ASSERT_TRUE(dialog->importButton()->isEnabled());
    QSignalSpy urlsImported(dialog, &ImportDialog::imported);
    const QPointer<ImportDialog> shown(dialog);
    ASSERT_TRUE(dialog->importRows());
    ASSERT_TRUE(SolveDeckTest::waitForSignals(urlsImported));
    const QList<Job> jobs = store.jobs();
    ASSERT_EQ(jobs.size(), 2);
    for (const Job &job : jobs) {
        EXPECT_EQ(job.spec.method, Method::Turnstile);
        EXPECT_EQ(job.spec.sitekey, QStringLiteral("0x4AAAAAAAC3DHQFLr1GavRN"));
    }
    EXPECT_TRUE(shown.isNull() || !shown->isVisible());
    // Audited in English whatever the console's language ("der Zwischenablage" was kept from a German console).
    AuditQuery imports;
    imports.action = QStringLiteral("jobs.import");
    const Result<QList<AuditEntry>> audited = AuditLog(store).entries(imports);
    ASSERT_TRUE(audited.ok());
    ASSERT_EQ(audited->size(), 1);
    EXPECT_TRUE(audited->first().detail.startsWith(QStringLiteral("the clipboard: 2 jobs queued")))
        << audited->first().detail.toStdString();

    // Rows with errors from the clipboard: there is no file to fix.
    ImportDialog *pasted = history->openImportDialog("https://shop.example/three\nnot a url\n",
                                                     JobFileFormat::PageUrls,
                                                     QString());
    pasted->methodBox()->setCurrentIndex(pasted->methodBox()->findData(QStringLiteral("turnstile")));
    pasted->sitekeyEdit()->setText(QStringLiteral("0x4AAAAAAAC3DHQFLr1GavRN"));
    const QString pastedSummary = pasted->findChild<QLabel *>(QStringLiteral("importSummary"))->text();
    EXPECT_TRUE(pastedSummary.contains(QStringLiteral("Fix them where you copied them")))
        << pastedSummary.toStdString();
    pasted->reject();

    // JSON lines with a key already in the database, and one repeated in the list: "already queued", not added.
    const qint64 existing = add(1, QStringLiteral("key-1"));
    const QByteArray jsonl = "{\"method\":\"recaptcha_v2\",\"sitekey\":\"6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-\","
                             "\"pageurl\":\"https://a.example/\","
                             "\"idempotency_key\":\"key-1\"}\n"
                             "{\"method\":\"recaptcha_v2\",\"sitekey\":\"6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-\","
                             "\"pageurl\":\"https://b.example/\","
                             "\"idempotency_key\":\"key-2\"}\n"
                             "{\"method\":\"recaptcha_v2\",\"sitekey\":\"6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-\","
                             "\"pageurl\":\"https://b.example/\","
                             "\"idempotency_key\":\"key-2\"}\n";
    EXPECT_EQ(ImportPreview::guessFormat(jsonl), JobFileFormat::Jsonl);
    ImportDialog *second = history->openImportDialog(jsonl, JobFileFormat::Jsonl, QStringLiteral("jobs.jsonl"));
    const QList<ImportPreview::Row> &rows = second->preview().rows();
    ASSERT_EQ(rows.size(), 3);
    EXPECT_EQ(rows[0].status, ImportPreview::Status::AlreadyQueued);
    EXPECT_EQ(rows[0].existingJobId, existing);
    EXPECT_EQ(rows[1].status, ImportPreview::Status::Ok);
    EXPECT_EQ(rows[2].status, ImportPreview::Status::AlreadyQueued);
    EXPECT_TRUE(rows[2].reason.contains(QStringLiteral("line 2"))) << rows[2].reason.toStdString();
    // The job's state is named: "already queued" said of a solved job read as a mistake (a seventh trial).
    const QString status = second->table()->item(0, ImportDialog::StatusColumn)->text();
    EXPECT_TRUE(status.startsWith(QStringLiteral("not added again"))) << status.toStdString();
    EXPECT_TRUE(status.contains(QStringLiteral("job %1 (Queued)").arg(existing))) << status.toStdString();
    // One is in the database, one repeats a row of the list: the summary, the note and the audit log say which (a
    // twenty-third trial read "4 already in the database" where 3 were).
    const QString secondSummary = second->findChild<QLabel *>(QStringLiteral("importSummary"))->text();
    EXPECT_TRUE(secondSummary.contains(QStringLiteral(", 1 already in the database (not added again), 1 repeated in "
                                                      "the list (added once).")))
        << secondSummary.toStdString();
    QSignalSpy secondImported(second, &ImportDialog::imported);
    const QPointer<ImportDialog> secondShown(second);
    ASSERT_TRUE(second->importRows());
    ASSERT_TRUE(SolveDeckTest::waitForSignals(secondImported));
    EXPECT_EQ(store.jobs().size(), 4); // two URLs, key-1, key-2 once
    EXPECT_TRUE(secondShown.isNull() || !secondShown->isVisible());
    EXPECT_EQ(secondImported.first().at(1).toLongLong(), 1);
    EXPECT_EQ(secondImported.first().at(2).toLongLong(), 1);
    const QString secondNote = window->consoleStatusBar()->note();
    EXPECT_TRUE(secondNote.contains(QStringLiteral("1 already in the database"))
                && secondNote.contains(QStringLiteral("1 repeated row")))
        << secondNote.toStdString();
    const Result<QList<AuditEntry>> both = AuditLog(store).entries(imports);
    ASSERT_TRUE(both.ok());
    ASSERT_EQ(both->size(), 2);
    // Oldest first.
    EXPECT_EQ(both->last().detail,
              QStringLiteral("jobs.jsonl: 1 job queued, 1 already in the database (not added again), 1 repeated in "
                             "the list (added once)"));
    QTranslator german;
    ASSERT_TRUE(german.load(QStringLiteral(":/i18n/solvedeck_de.qm")));
    QCoreApplication::installTranslator(&german);
    const QString shownGerman = AuditWords::detail(both->last().action, both->last().detail);
    const QString clipboardGerman = AuditWords::detail(both->first().action, both->first().detail);
    // The valid rows only: the rows left out are counted in the console's words too (a twenty-seventh trial read
    // "the clipboard (1 invalid row left out): 1 Auftrag eingereiht, …").
    const QString oneLeftOut = AuditWords::
        detail(QStringLiteral("jobs.import"),
               QStringLiteral(
                   "the clipboard (1 invalid row left out): 1 job queued, 0 already in the database (not added "
                   "again)"));
    const QString twoLeftOut = AuditWords::
        detail(QStringLiteral("jobs.import"),
               QStringLiteral("jobs.csv (2 invalid rows left out): 3 jobs queued, 0 already in the database (not added "
                              "again)"));
    QCoreApplication::removeTranslator(&german);
    EXPECT_TRUE(oneLeftOut.startsWith(QStringLiteral("Zwischenablage (1 ungültige Zeile ausgelassen): 1 Auftrag ")))
        << oneLeftOut.toStdString();
    EXPECT_TRUE(twoLeftOut.startsWith(QStringLiteral("jobs.csv (2 ungültige Zeilen ausgelassen): 3 Aufträge ")))
        << twoLeftOut.toStdString();
    EXPECT_FALSE(shownGerman.contains(QStringLiteral("repeated"))) << shownGerman.toStdString();
    EXPECT_TRUE(clipboardGerman.startsWith(QStringLiteral("Zwischenablage: "))) << clipboardGerman.toStdString();
}

TEST_F(HistoryTest, BulkCancelOnTheFilterActsOnExactlyTheConfirmedJobs)
{
    QList<qint64> queued;
    for (int n = 0; n < 5; ++n) {
        queued << add(n);
    }
    const qint64 solved = add(10);
    solve(solved, QStringLiteral("token-10"));
    showSidebarRow(1);
    const JobFilter filter = history->currentFilter();
    // The Queued row holds the jobs being sent too: the service has not accepted them yet (issue 28).
    ASSERT_EQ(filter.states, (QList<JobState>{JobState::Queued, JobState::Submitting}));

    // While the question is up, the engines go on: one counted job fails, and a new matching job arrives.
    qint64 arrived = 0;
    QString asked;
    history->setConfirmation([&](const QString &question) {
        asked = question;
        fail(queued[2]);
        arrived = add(20);
        return true;
    });
    QSignalSpy applied(history, &HistoryConsole::bulkFinished);
    ASSERT_TRUE(history->bulkOnFilter(JobHistory::BulkAction::Cancel));
    // Applied by the history console's worker, never on the window's thread.
    ASSERT_TRUE(SolveDeckTest::waitForSignals(applied));
    EXPECT_TRUE(applied.at(0).at(0).toBool());
    EXPECT_TRUE(asked.contains(QStringLiteral("Cancel 5 job"))) << asked.toStdString();
    // The count is of now: jobs arriving while the question is open are left (a twenty-fourth trial read "Cancel 7"
    // over eight queued rows).
    EXPECT_TRUE(asked.endsWith(QStringLiteral(" Jobs added from now on are not included."))) << asked.toStdString();
    // The view by the sidebar row's name: not the stored names, and not "Queued or Submitting" (a second trial).
    EXPECT_TRUE(asked.contains(JobLabels::describe(filter))) << asked.toStdString();
    EXPECT_TRUE(asked.contains(QStringLiteral("state ") + JobLabels::state(JobState::Queued))) << asked.toStdString();
    EXPECT_FALSE(asked.contains(QStringLiteral("queued or submitting"), Qt::CaseInsensitive)) << asked.toStdString();
    EXPECT_FALSE(asked.contains(JobLabels::state(JobState::Submitting))) << asked.toStdString();
    // None of them went to the service: no warning about tokens it may still solve.
    EXPECT_FALSE(asked.contains(QStringLiteral("service"))) << asked.toStdString();

    EXPECT_EQ(statesOf(queued),
              (QList<JobState>{JobState::Canceled,
                               JobState::Canceled,
                               JobState::Failed,
                               JobState::Canceled,
                               JobState::Canceled}));
    // Not counted, not touched.
    EXPECT_EQ(store.job(arrived)->state, JobState::Queued);
    EXPECT_EQ(store.job(solved)->state, JobState::Solved);
}

TEST_F(HistoryTest, BulkCancelWarnsAboutTheServiceOnlyForTheJobsItHas)
{
    QList<qint64> ids;
    for (int n = 0; n < 4; ++n) {
        ids << add(n);
    }
    // Two of the four the service accepted; the other two wait for a thread.
    for (int n : {1, 3}) {
        ASSERT_TRUE(SolveDeckTest::claimJob(store, ids[n]).ok());
        ASSERT_TRUE(store.markSubmitted(ids[n], QStringLiteral("task-%1").arg(ids[n])).ok());
    }
    QString asked;
    history->setConfirmation([&](const QString &question) {
        asked = question;
        return false;
    });
    showSidebarRow(0);
    EXPECT_FALSE(history->bulkOnFilter(JobHistory::BulkAction::Cancel));
    EXPECT_TRUE(asked.contains(JobActions::cancelQuestion(4, 2, JobLabels::describe(history->currentFilter()))))
        << asked.toStdString();
    EXPECT_TRUE(asked.contains(QStringLiteral("2 of them already went to the service"))) << asked.toStdString();

    // The Queued view: none of its jobs is at the service, so the question does not warn.
    showSidebarRow(1);
    EXPECT_FALSE(history->bulkOnFilter(JobHistory::BulkAction::Cancel));
    EXPECT_TRUE(asked.startsWith(QStringLiteral("Cancel 2 jobs ("))) << asked.toStdString();
    EXPECT_FALSE(asked.contains(QStringLiteral("service"))) << asked.toStdString();

    for (qint64 id : ids) {
        EXPECT_NE(store.job(id)->state, JobState::Canceled);
    }
}

// The twentieth trial: with nothing in the view to cancel, the note read "No job matching containing "shop1" can be
// changed that way (cancel acts on Queued/Submitting/Solving jobs)": a sentence that did not parse, naming a state
// the console never shows. It names the filter and the sidebar's rows the action acts on.
// The twenty-first trial: a German console's bulk cancel was audited as "5 jobs of 5 matching: Status queued oder
// submitting, mit „shop3“" and an import as "(1 ungültige Zeile ausgelassen)". The audit log's words are English
// whatever the console's language; what the console shows stays in its language.
TEST_F(HistoryTest, TheAuditLogsWordsAreEnglishInAGermanConsole)
{
    QTranslator german;
    ASSERT_TRUE(german.load(QStringLiteral(":/i18n/solvedeck_de.qm")));
    QCoreApplication::installTranslator(&german);
    JobFilter filter;
    filter.states = {JobState::Queued, JobState::Submitting};
    filter.text = QStringLiteral("shop3");
    const QString logged = filter.describe();
    const QString shown = JobLabels::describe(filter);
    JobFilter selection;
    selection.ids = {1, 2};
    const QString selected = selection.describe();
    // Shown in the log in the console's words, the filter too (a twenty-second trial read "(3 selected jobs; Tokens
    // weggelassen, ...)").
    const QString exportShown = AuditWords::
        detail(QStringLiteral("jobs.export"),
               QStringLiteral(
                   "2 jobs as csv to /tmp/a.csv (%1; tokens left out, proxy passwords masked, events included)")
                   .arg(selected));
    const QString cancelShown = AuditWords::detail(QStringLiteral("jobs.cancel"),
                                                   QStringLiteral("3 jobs of 3 matching: %1").arg(logged));
    JobFilter methods;
    methods.methods = {Method::Turnstile, Method::Image};
    methods.sinceMs = 1767225600000;
    const QString methodsShown = AuditWords::detail(QStringLiteral("jobs.delete"),
                                                    QStringLiteral("1 job of 1 matching: %1").arg(methods.describe()));
    const QString methodsGerman = JobLabels::describe(methods);
    const QString unknown = AuditWords::detail(QStringLiteral("jobs.delete"),
                                               QStringLiteral("1 job of 1 matching: something else"));
    QCoreApplication::removeTranslator(&german);
    EXPECT_EQ(logged, QStringLiteral("state queued or submitting, containing \"shop3\""));
    EXPECT_EQ(selected, QStringLiteral("2 selected jobs"));
    EXPECT_TRUE(shown.contains(QStringLiteral("„shop3“"))) << shown.toStdString();
    EXPECT_EQ(exportShown,
              QStringLiteral("2 Aufträge als CSV nach /tmp/a.csv (2 ausgewählte Aufträge; Tokens weggelassen, "
                             "Proxy-Passwörter maskiert, Ereignisse enthalten)"));
    EXPECT_TRUE(cancelShown.endsWith(shown)) << cancelShown.toStdString();
    EXPECT_FALSE(cancelShown.contains(QStringLiteral("state"))) << cancelShown.toStdString();
    EXPECT_TRUE(methodsShown.endsWith(methodsGerman)) << methodsShown.toStdString();
    EXPECT_TRUE(methodsGerman.contains(QStringLiteral("2026-01-01T00:00:00.000Z"))) << methodsGerman.toStdString();
    EXPECT_TRUE(unknown.endsWith(QStringLiteral(": something else"))) << unknown.toStdString();
}

TEST_F(HistoryTest, NothingToChangeNamesTheFilterAndTheSidebarsRows)
{
    JobFilter filter;
    filter.text = QStringLiteral("shop1");
    const QString cancel = HistoryConsole::nothingToChange(JobHistory::BulkAction::Cancel, filter);
    EXPECT_TRUE(cancel.startsWith(QStringLiteral("No job matching the filter ("))
                && cancel.contains(QStringLiteral("shop1"))
                && cancel.endsWith(QStringLiteral(") can be canceled: only Queued and Solving jobs can.")))
        << cancel.toStdString();
    EXPECT_FALSE(cancel.contains(QStringLiteral("Submitting"))) << cancel.toStdString();
    EXPECT_TRUE(HistoryConsole::nothingToChange(JobHistory::BulkAction::Retry, filter)
                    .endsWith(QStringLiteral("can be retried: only Failed and Canceled jobs can.")));
    EXPECT_TRUE(HistoryConsole::nothingToChange(JobHistory::BulkAction::Delete, filter)
                    .endsWith(QStringLiteral("can be deleted: only Solved, Failed and Canceled jobs can.")));
}

TEST_F(HistoryTest, BulkDeleteAndRetryAskWithTheExactCountAndANoChangesNothing)
{
    QList<qint64> ids;
    for (int n = 0; n < 4; ++n) {
        ids << add(n);
    }
    fail(ids[0]);
    fail(ids[1]);
    solve(ids[2], QStringLiteral("t"));
    showSidebarRow(0);
    QString asked;
    history->setConfirmation([&](const QString &question) {
        asked = question;
        return false;
    });
    EXPECT_FALSE(history->bulkOnFilter(JobHistory::BulkAction::Delete));
    EXPECT_TRUE(asked.contains(QStringLiteral("Delete 3 finished job"))) << asked.toStdString();
    EXPECT_EQ(store.jobs().size(), 4);

    history->setConfirmation([&](const QString &question) {
        asked = question;
        return true;
    });
    QSignalSpy applied(history, &HistoryConsole::bulkFinished);
    ASSERT_TRUE(history->bulkOnFilter(JobHistory::BulkAction::Retry));
    ASSERT_TRUE(SolveDeckTest::waitForSignals(applied));
    EXPECT_TRUE(asked.contains(QStringLiteral("2 failed or canceled job"))) << asked.toStdString();
    EXPECT_EQ(statesOf(ids), (QList<JobState>{JobState::Queued, JobState::Queued, JobState::Solved, JobState::Queued}));

    // The selection: only its finished jobs are deleted.
    ASSERT_TRUE(select(ids[2]));
    ASSERT_TRUE(history->bulkOnSelection(JobHistory::BulkAction::Delete));
    ASSERT_TRUE(SolveDeckTest::waitForSignals(applied, 2));
    EXPECT_TRUE(asked.contains(QStringLiteral("Delete 1 finished job"))) << asked.toStdString();
    EXPECT_FALSE(store.job(ids[2]).has_value());
    EXPECT_EQ(store.jobs().size(), 3);
    EXPECT_TRUE(SolveDeckTest::waitUntil([&] {
        return window->jobModel()->rowCount() == 3;
    }));
}

TEST_F(HistoryTest, CopyTokenAsJsonPutsTheSixFieldsOnTheClipboard)
{
    const qint64 id = add(1);
    solve(id, QStringLiteral("0.turnstile-token"));
    ASSERT_TRUE(select(id));
    EXPECT_TRUE(history->copyAction(JobCopy::Variant::TokenJson)->isEnabled());
    history->copyAction(JobCopy::Variant::TokenJson)->trigger();
    const QJsonObject object = QJsonDocument::fromJson(QApplication::clipboard()->text().toUtf8()).object();
    const Job job = *store.job(id);
    EXPECT_EQ(object.value(QStringLiteral("token")).toString(), QStringLiteral("0.turnstile-token"));
    EXPECT_EQ(object.value(QStringLiteral("method")).toString(), QStringLiteral("turnstile"));
    EXPECT_EQ(object.value(QStringLiteral("sitekey")).toString(), job.spec.sitekey);
    EXPECT_EQ(object.value(QStringLiteral("pageurl")).toString(), job.spec.pageurl);
    EXPECT_EQ(object.value(QStringLiteral("received_at")).toString(), JobJson::isoTime(job.collectedAtMs));
    EXPECT_EQ(object.value(QStringLiteral("expires_at")).toString(), JobJson::isoTime(job.tokenExpiresAtMs));

    history->copyAction(JobCopy::Variant::FillSnippet)->trigger();
    EXPECT_TRUE(QApplication::clipboard()->text().contains(QStringLiteral("cf-turnstile-response")));

    // A queued job has no token: only the job itself can be copied.
    const qint64 queued = add(2);
    ASSERT_TRUE(select(queued));
    EXPECT_FALSE(history->copyAction(JobCopy::Variant::TokenJson)->isEnabled());
    EXPECT_TRUE(history->copyAction(JobCopy::Variant::JobJson)->isEnabled());
    history->copyAction(JobCopy::Variant::JobJson)->trigger();
    const QJsonObject jobJson = QJsonDocument::fromJson(QApplication::clipboard()->text().toUtf8()).object();
    EXPECT_EQ(jobJson.value(QStringLiteral("id")).toInteger(), queued);
    EXPECT_EQ(jobJson.value(QStringLiteral("state")).toString(), QStringLiteral("queued"));
}

// Issue 28: Copy Job as JSON treats a token as the secret it is (marked for clipboard managers, cleared as
// Preferences say) and never copies an expired one.
TEST_F(HistoryTest, CopyJobAsJsonHonoursTheClipboardPreferenceAndDropsExpiredTokens)
{
    const qint64 fresh = add(1);
    solve(fresh, QStringLiteral("0.fresh-token"));
    ASSERT_TRUE(select(fresh));
    history->copyAction(JobCopy::Variant::JobJson)->trigger();
    const QMimeData *copied = QApplication::clipboard()->mimeData();
    ASSERT_NE(copied, nullptr);
    EXPECT_TRUE(QApplication::clipboard()->text().contains(QStringLiteral("0.fresh-token")));
    EXPECT_TRUE(copied->hasFormat(TokenClipboard::secretHintFormats().first()))
        << "a job with its token went to the clipboard unmarked";
    EXPECT_TRUE(window->tokenClipboard()->holdsOurCopy()) << "the copy is not cleared as Preferences say";

    const qint64 expired = add(2);
    ASSERT_TRUE(SolveDeckTest::claimJob(store, expired).ok());
    ASSERT_TRUE(store.markSubmitted(expired, QStringLiteral("task-x")).ok());
    ASSERT_TRUE(store.markSolved(expired, QStringLiteral("0.expired-token"), Clock::system().nowMs() - 1'000).ok());
    ASSERT_TRUE(select(expired));
    history->copyAction(JobCopy::Variant::JobJson)->trigger();
    const QString text = QApplication::clipboard()->text();
    const QJsonObject object = QJsonDocument::fromJson(text.toUtf8()).object();
    EXPECT_EQ(object.value(QStringLiteral("id")).toInteger(), expired);
    EXPECT_FALSE(text.contains(QStringLiteral("0.expired-token"))) << text.toStdString();
}

TEST_F(HistoryTest, RetentionPurgesOnAWorkerThreadByTheSavedPolicy)
{
    QList<qint64> ids;
    for (int n = 0; n < 5; ++n) {
        ids << add(n);
        solve(ids.last(), QStringLiteral("t%1").arg(n));
    }
    const qint64 queued = add(9);
    EXPECT_FALSE(history->startPurge()); // no policy: nothing to do
    RetentionPolicy policy;
    policy.keepNewest = 2;
    HistoryConsole::savePolicy(policy);
    EXPECT_EQ(HistoryConsole::savedPolicy().keepNewest, 2);
    QSignalSpy purged(history, &HistoryConsole::purgeFinished);
    ASSERT_TRUE(history->startPurge());
    ASSERT_TRUE(SolveDeckTest::waitForSignals(purged, 1, 30s));
    ASSERT_TRUE(purged.first().at(0).toBool()) << purged.first().at(2).toString().toStdString();
    EXPECT_EQ(purged.first().at(1).toLongLong(), 3);
    QList<qint64> left;
    for (const Job &job : store.jobs()) {
        left << job.id;
    }
    std::sort(left.begin(), left.end());
    EXPECT_EQ(left, (QList<qint64>{ids[3], ids[4], queued}));
}

TEST_F(HistoryTest, NewJobsTextIsIndexedOnAWorkerThreadAndTheFilterFindsTheSameJobs)
{
    EXPECT_FALSE(history->startTextIndexing()); // an empty database: nothing to index
    QList<qint64> ids;
    for (int n = 0; n < 30; ++n) {
        ids << add(n);
    }
    fail(ids[7]);
    ASSERT_EQ(JobTextIndex::pending(store).value(), 30);
    // Before the index covers them, the filter reads the new jobs themselves; after, the index. Same answer.
    window->jobModel()->setText(QStringLiteral("page/1"));
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return window->jobModel()->rowCount() == 11;
    })) << window->jobModel()->rowCount(); // page/1 and page/10..page/19
    QSignalSpy indexed(history, &HistoryConsole::textIndexingFinished);
    ASSERT_TRUE(history->startTextIndexing());
    EXPECT_TRUE(history->textIndexingRunning());
    EXPECT_FALSE(history->startTextIndexing()); // one run at a time
    ASSERT_TRUE(SolveDeckTest::waitForSignals(indexed, 1, 30s));
    EXPECT_TRUE(indexed.first().at(0).toBool()) << indexed.first().at(1).toString().toStdString();
    EXPECT_FALSE(history->textIndexingRunning());
    EXPECT_EQ(JobTextIndex::pending(store).value(), 0);
    EXPECT_EQ(window->jobModel()->rowCount(), 11);
    window->jobModel()->setText(QStringLiteral("UNSOLVABLE"));
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return window->jobModel()->rowCount() == 1;
    })) << window->jobModel()->rowCount();
    EXPECT_FALSE(history->startTextIndexing()); // caught up: no worker
}
