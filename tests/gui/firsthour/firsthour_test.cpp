// The console's first hour (issue 16): what a new operator met in demo mode and against a simulator, each
// pinned by a test that drives the real window offscreen.
#include "core/engine/engine.h"
#include "core/engine/enginehost.h"
#include "core/model/consoleplaces.h"
#include "core/protocol/errorcatalog.h"
#include "core/secrets/keyvault.h"
#include "core/store/jobstore.h"
#include "core/timetext.h"
#include "gui/apikeydialog.h"
#include "gui/capacityconsole.h"
#include "gui/capacitydock.h"
#include "gui/consolestatusbar.h"
#include "gui/itemdataroles.h"
#include "gui/jobactions.h"
#include "gui/jobcopy.h"
#include "gui/jobdetailwidget.h"
#include "gui/joblabels.h"
#include "gui/jobtablemodel.h"
#include "gui/mainwindow.h"
#include "gui/messagebox.h"
#include "gui/newjobdialog.h"
#include "gui/queuetray.h"
#include "gui/statesidebar.h"
#include "gui/steadytable.h"
#include "support/consolefixtures.h"
#include "support/teststore.h"
#include "support/testutil.h"

#include <QAction>
#include <QApplication>
#include <QBuffer>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QTranslator>
#include <QTreeWidget>

using namespace SolveDeck;
using namespace std::chrono_literals;

namespace {

const QString recaptchaKey = QStringLiteral("6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-");

TaskSpec recaptchaSpec(int n, Method method = Method::RecaptchaV2)
{
    TaskSpec spec;
    spec.method = method;
    spec.sitekey = method == Method::Turnstile ? QStringLiteral("0x4AAAAAAAC3DHQFLr1GavRN") : recaptchaKey;
    spec.pageurl = QStringLiteral("https://shop.example/page/%1").arg(n);
    return spec;
}

QByteArray pngBytes()
{
    QImage image(120, 40, QImage::Format_RGB32);
    image.fill(Qt::white);
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return png;
}

QPushButton *okButton(QDialog &dialog)
{
    return dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
}

class FirstHourTest : public SolveDeckTest::WindowOnAStore
{
protected:
    // Takes a queued job to solved with the given token expiry.
    void solve(qint64 id, qint64 expiresAtMs)
    {
        ASSERT_TRUE(SolveDeckTest::claimJob(store, id).ok());
        ASSERT_TRUE(store.markSubmitted(id, QStringLiteral("7%1").arg(id)).ok());
        ASSERT_TRUE(store.markSolved(id, QStringLiteral("token-%1").arg(id), expiresAtMs).ok());
    }

    static QTableView *table(MainWindow &window) { return window.findChild<QTableView *>(QStringLiteral("jobTable")); }

    static QAction *action(MainWindow &window, const char *name)
    {
        return window.findChild<QAction *>(QLatin1String(name));
    }

    static void selectIds(MainWindow &window, const QList<qint64> &ids)
    {
        QItemSelection selection;
        for (qint64 id : ids) {
            const QModelIndex index = window.jobModel()->index(window.jobModel()->rowOfJob(id), 0);
            selection.select(index, index);
        }
        table(window)->selectionModel()->select(selection,
                                                QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    }

    static bool rowVisible(MainWindow &window, qint64 id)
    {
        const QModelIndex proxy = window.jobModel()->index(window.jobModel()->rowOfJob(id), 0);
        QTableView *view = table(window);
        return view->viewport()->rect().contains(view->visualRect(proxy));
    }
};

} // namespace

// 1. Error text twice: code, cause, fix and the stored detail appear once each, for a detail as the engine stores
// it now (only the specific text) and for one written by an older version (everything repeated).
TEST_F(FirstHourTest, FailedJobShowsCodeCauseFixAndDetailOnceEach)
{
    const QString code = QStringLiteral("ERROR_WRONG_GOOGLEKEY");
    const ErrorInfo info = describeError(code);
    const QString detail = QStringLiteral("the server said: sitekey is 12 characters");
    const qint64 fresh = enqueue(recaptchaSpec(1));
    const qint64 legacy = enqueue(recaptchaSpec(2));
    const qint64 causeOnly = enqueue(recaptchaSpec(3));
    ASSERT_TRUE(store.markFailed(fresh, code, detail).ok());
    ASSERT_TRUE(store
                    .markFailed(legacy,
                                code,
                                code + QStringLiteral(": ") + code + QStringLiteral(": ") + info.cause
                                    + QLatin1Char(' ') + info.fix + QStringLiteral(" (") + detail + QLatin1Char(')'))
                    .ok());
    ASSERT_TRUE(store.markFailed(causeOnly, code, info.cause).ok());
    auto window = openWindow();

    for (qint64 id : {fresh, legacy, causeOnly}) {
        window->selectJob(id);
        const QString text = window->detailWidget()->errorLabel()->text();
        EXPECT_EQ(text.count(code), 1) << text.toStdString();
        EXPECT_EQ(text.count(info.cause), 1) << text.toStdString();
        EXPECT_EQ(text.count(info.fix), 1) << text.toStdString();
        EXPECT_EQ(text.count(detail), id == causeOnly ? 0 : 1) << text.toStdString();
    }
}

// 2. An expired token: Copy Token is off (it copied nothing), and the advice names an action that works.
TEST_F(FirstHourTest, ExpiredTokenOffersSolveAgainNotADeadCopy)
{
    const qint64 id = enqueue(recaptchaSpec(1));
    solve(id, Clock::system().nowMs() - 1000);
    auto window = openWindow();
    window->selectJob(id);

    EXPECT_FALSE(action(*window, "copyTokenAction")->isEnabled());
    EXPECT_FALSE(window->detailWidget()->copyButton()->isEnabled());
    EXPECT_FALSE(action(*window, "retryJobAction")->isEnabled());
    const QString advice = window->detailWidget()->countdownText();
    EXPECT_FALSE(advice.contains(QStringLiteral("retry the job"), Qt::CaseInsensitive)) << advice.toStdString();
    EXPECT_TRUE(advice.contains(QStringLiteral("Solve Again"))) << advice.toStdString();

    QAction *again = action(*window, "solveAgainAction");
    ASSERT_TRUE(again->isEnabled());
    again->trigger();
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return store.jobs().size() == 2 && window->selectedJobIds().size() == 1
            && window->selectedJobIds().first() == store.jobs().last().id;
    }));
    const QList<Job> jobs = store.jobs();
    ASSERT_EQ(jobs.size(), 2);
    EXPECT_EQ(jobs.last().spec, jobs.first().spec);
    EXPECT_EQ(jobs.last().state, JobState::Queued);
    EXPECT_EQ(window->selectedJobIds(), QList<qint64>{jobs.last().id});
}

TEST_F(FirstHourTest, ValidTokenCanBeCopied)
{
    const qint64 id = enqueue(recaptchaSpec(1));
    solve(id, Clock::system().nowMs() + 120'000);
    auto window = openWindow();
    window->selectJob(id);
    EXPECT_TRUE(action(*window, "copyTokenAction")->isEnabled());
    EXPECT_TRUE(window->detailWidget()->copyButton()->isEnabled());
    // The note says when the clipboard is cleared as a time of day, which stays true while it shows ("in 25 s" still
    // said 25 s eight seconds later: a tenth trial).
    const qint64 expiresAt = store.job(id)->tokenExpiresAtMs;
    action(*window, "copyTokenAction")->trigger();
    const QString note = window->consoleStatusBar()->note();
    EXPECT_TRUE(note.contains(
        QStringLiteral(" at %1, when the token expires.").arg(localTimeText(expiresAt, Clock::system().nowMs()))))
        << note.toStdString();
}

// 3. The thread box never shows a cap that is not in force: the plan clamps it visibly, and the choice is kept.
TEST_F(FirstHourTest, ThreadCapIsClampedToThePlanAndRemembered)
{
    // A host that was never opened: the window talks to it as to a running one, and the test speaks for the
    // engine through its signals.
    EngineHost engine;
    {
        auto window = openWindow();
        window->attach(&store, &engine);
        window->threadCapSpin()->setValue(50);
        EngineStatus status;
        status.state = int(Engine::State::Running);
        status.effectiveCap = 5;
        status.capSetByOperator = true; // the 50 typed above, clamped to the plan
        status.planThreads = 5;
        Q_EMIT engine.statusChanged(status);
        EXPECT_EQ(window->threadCapSpin()->value(), 5);
        EXPECT_EQ(window->threadCapSpin()->maximum(), 5);
        EXPECT_TRUE(window->planLabel()->text().contains(QStringLiteral("5")))
            << window->planLabel()->text().toStdString();
        EXPECT_TRUE(window->capacityLabel()->text().contains(QStringLiteral("cap 5 (set by operator; plan 5)")))
            << window->capacityLabel()->text().toStdString();
        // Typing above the plan is clamped at once.
        window->threadCapSpin()->setValue(9);
        EXPECT_EQ(window->threadCapSpin()->value(), 5);
        window->threadCapSpin()->setValue(3);
        EXPECT_EQ(engine.threadCap(), 3);
    }
    auto again = openWindow();
    EXPECT_EQ(again->threadCapSpin()->value(), 3) << "the chosen cap is remembered between runs";
}

// 4. The New Job dialog: label, placeholder, Enter, file filter, image content and site key shapes.
TEST(FirstHourNewJob, ImageRowHasAMnemonicLabelAndEnterQueues)
{
    NewJobDialog dialog;
    auto *method = dialog.findChild<QComboBox *>(QStringLiteral("methodCombo"));
    method->setCurrentIndex(method->findData(int(Method::Image)));
    auto *browse = dialog.findChild<QPushButton *>(QStringLiteral("browseButton"));
    ASSERT_NE(browse, nullptr);
    bool labelled = false;
    for (QLabel *label : dialog.findChildren<QLabel *>()) {
        if (label->buddy() == browse) {
            labelled = true;
            EXPECT_EQ(label->text(), QStringLiteral("I&mage:"));
        }
    }
    EXPECT_TRUE(labelled) << "the Image label has no buddy, so it shows a literal '&'";
    EXPECT_FALSE(browse->autoDefault()) << "Enter on the image page would open the file chooser";
    EXPECT_TRUE(okButton(dialog)->isDefault());
    EXPECT_FALSE(NewJobDialog::imageFileFilter().contains(QStringLiteral("bmp")));

    ASSERT_TRUE(dialog.setImageData(pngBytes(), QStringLiteral("captcha.png")));
    EXPECT_TRUE(okButton(dialog)->isEnabled()) << dialog.problem().toStdString();
    EXPECT_EQ(dialog.spec().label, QStringLiteral("captcha.png")) << "the file name is the job's label";
    auto *preview = dialog.findChild<QLabel *>(QStringLiteral("imagePreview"));
    ASSERT_NE(preview, nullptr);
    EXPECT_FALSE(preview->pixmap().isNull());
    dialog.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&dialog));
    browse->setFocus();
    QTest::keyClick(browse, Qt::Key_Return);
    EXPECT_EQ(dialog.result(), QDialog::Accepted);
}

TEST(FirstHourNewJob, RefusesATextFileNamedPng)
{
    QTemporaryDir dir;
    QFile fake(dir.filePath(QStringLiteral("notes.png")));
    ASSERT_TRUE(fake.open(QIODevice::WriteOnly));
    fake.write("these are my notes, not an image\n");
    fake.close();
    NewJobDialog dialog;
    auto *method = dialog.findChild<QComboBox *>(QStringLiteral("methodCombo"));
    method->setCurrentIndex(method->findData(int(Method::Image)));
    EXPECT_FALSE(dialog.setImageFile(fake.fileName()));
    EXPECT_FALSE(okButton(dialog)->isEnabled());
    EXPECT_TRUE(dialog.problem().contains(QStringLiteral("not a PNG, JPEG or GIF"))) << dialog.problem().toStdString();
}

TEST(FirstHourNewJob, SiteKeysMustHaveTheDocumentedShape)
{
    NewJobDialog dialog;
    auto *method = dialog.findChild<QComboBox *>(QStringLiteral("methodCombo"));
    auto *sitekey = dialog.findChild<QLineEdit *>(QStringLiteral("sitekeyEdit"));
    auto *pageurl = dialog.findChild<QLineEdit *>(QStringLiteral("pageurlEdit"));
    pageurl->setText(QStringLiteral("https://site.example/login"));

    sitekey->setText(QStringLiteral("abc"));
    EXPECT_FALSE(okButton(dialog)->isEnabled());
    EXPECT_TRUE(dialog.problem().contains(QStringLiteral("40"))) << dialog.problem().toStdString();
    sitekey->setText(recaptchaKey);
    EXPECT_TRUE(okButton(dialog)->isEnabled()) << dialog.problem().toStdString();

    method->setCurrentIndex(method->findData(int(Method::Turnstile)));
    EXPECT_TRUE(sitekey->placeholderText().contains(QStringLiteral("0x4"))) << sitekey->placeholderText().toStdString();
    EXPECT_FALSE(okButton(dialog)->isEnabled()) << "a reCAPTCHA key is not a Turnstile key";
    sitekey->setText(QStringLiteral("abc"));
    EXPECT_FALSE(okButton(dialog)->isEnabled());
    EXPECT_TRUE(dialog.problem().contains(QStringLiteral("0x4"))) << dialog.problem().toStdString();
    sitekey->setText(QStringLiteral("0x4AAAAAAAC3DHQFLr1GavRN"));
    EXPECT_TRUE(okButton(dialog)->isEnabled()) << dialog.problem().toStdString();
}

// 13. Every problem at once, named by its field label and marked on the field.
TEST(FirstHourNewJob, ListsEveryProblemByFieldLabel)
{
    NewJobDialog dialog;
    auto *sitekey = dialog.findChild<QLineEdit *>(QStringLiteral("sitekeyEdit"));
    auto *pageurl = dialog.findChild<QLineEdit *>(QStringLiteral("pageurlEdit"));
    sitekey->setText(QStringLiteral("abc"));
    pageurl->setText(QStringLiteral("not a url"));
    const QStringList problems = dialog.problems();
    ASSERT_EQ(problems.size(), 2) << dialog.problem().toStdString();
    EXPECT_TRUE(problems.at(0).startsWith(QStringLiteral("Site key:"))) << problems.at(0).toStdString();
    EXPECT_TRUE(problems.at(1).startsWith(QStringLiteral("Page URL:"))) << problems.at(1).toStdString();
    EXPECT_TRUE(sitekey->property("invalid").toBool());
    EXPECT_TRUE(pageurl->property("invalid").toBool());
}

// 5. Set API Key checks the key's shape before storing, and keychain failures are explained in words.
TEST_F(FirstHourTest, SetApiKeyRefusesAKeyOfTheWrongShape)
{
    auto window = openWindow();
    QStringList entered;
    QObject::connect(window.get(), &MainWindow::apiKeyEntered, window.get(), [&](const QString &key) {
        entered << key;
    });
    bool checked = false;
    QTimer::singleShot(0, window.get(), [&] {
        auto *dialog = qobject_cast<ApiKeyDialog *>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr);
        dialog->keyEdit()->setText(QStringLiteral("abc"));
        EXPECT_FALSE(okButton(*dialog)->isEnabled());
        EXPECT_TRUE(dialog->problem().contains(QStringLiteral("32"))) << dialog->problem().toStdString();
        dialog->keyEdit()->setText(QStringLiteral("0123456789abcdef0123456789abcdeg"));
        EXPECT_FALSE(okButton(*dialog)->isEnabled());
        dialog->keyEdit()->setText(QStringLiteral("0123456789abcdef0123456789ABCDEF"));
        EXPECT_TRUE(okButton(*dialog)->isEnabled());
        checked = true;
        okButton(*dialog)->click();
    });
    action(*window, "setApiKeyAction")->trigger();
    EXPECT_TRUE(checked);
    EXPECT_EQ(entered, QStringList{QStringLiteral("0123456789abcdef0123456789ABCDEF")});
}

TEST(FirstHourKeychain, ProblemsAreExplainedInWordsNotDBusPaths)
{
    const QString dbus = QStringLiteral("Could not connect to /org/freedesktop/secrets: "
                                        "org.freedesktop.DBus.Error.ServiceUnknown");
    for (KeyVault::Status status : {KeyVault::Status::NoKeychain,
                                    KeyVault::Status::AccessDenied,
                                    KeyVault::Status::TimedOut,
                                    KeyVault::Status::Failed}) {
        const QString text = keychainProblemText(int(status), dbus);
        EXPECT_FALSE(text.contains(QStringLiteral("/org/freedesktop"))) << text.toStdString();
        EXPECT_TRUE(text.contains(KeyVault::environmentVariable())) << text.toStdString();
        EXPECT_TRUE(text.contains(QStringLiteral("try again"), Qt::CaseInsensitive)) << text.toStdString();
    }
}

// 6. A job queued while the table is sorted is selected and scrolled into view.
TEST_F(FirstHourTest, NewJobInASortedTableIsScrolledIntoView)
{
    for (int i = 0; i < 200; ++i) {
        enqueue(recaptchaSpec(i));
    }
    auto window = openWindow(false, {1000, 600});
    table(*window)->sortByColumn(JobTableModel::IdColumn, Qt::AscendingOrder);
    table(*window)->scrollToTop();
    QSignalSpy answered(window.get(), &MainWindow::jobQueueAnswered);
    ASSERT_TRUE(window->enqueue(recaptchaSpec(999)));
    ASSERT_TRUE(SolveDeckTest::waitForSignals(answered));
    const QList<qint64> selected = window->selectedJobIds();
    ASSERT_EQ(selected.size(), 1);
    EXPECT_TRUE(rowVisible(*window, selected.first())) << "the new job is selected but off-screen";
}

// The twenty-second trial: the ID column's sort arrow pointed up over a list counting down. The arrow as drawn on
// screen: its widest row is its top when it points down.
TEST_F(FirstHourTest, TheSortArrowPointsTheWayTheListRuns)
{
    enqueue(recaptchaSpec(1));
    auto window = openWindow(false, {1000, 600});
    QHeaderView *header = table(*window)->horizontalHeader();
    const auto pointsDown = [&]() -> std::optional<bool> {
        QCoreApplication::processEvents();
        const int column = header->sortIndicatorSection();
        const int left = header->sectionViewportPosition(column);
        const QImage image = header->grab().toImage();
        const auto dark = [&](int x, int y) {
            return image.valid(x, y) && qGray(image.pixel(x, y)) < 150;
        };
        const auto darkColumn = [&](int x) {
            for (int y = 0; y < image.height(); ++y) {
                if (dark(x, y)) {
                    return true;
                }
            }
            return false;
        };
        // The arrow is the section's rightmost mark (its text is left of it); its edge line is light.
        int right = left + header->sectionSize(column) - 3;
        while (right > left && !darkColumn(right)) {
            --right;
        }
        int first = right;
        while (first > left && darkColumn(first - 1)) {
            --first;
        }
        QList<int> widths;
        for (int y = 0; y < image.height(); ++y) {
            int count = 0;
            for (int x = first; x <= right; ++x) {
                count += dark(x, y) ? 1 : 0;
            }
            if (count > 0) {
                widths << count;
            }
        }
        if (widths.size() < 2 || widths.first() == widths.last()) {
            ADD_FAILURE() << "no arrow at x " << first << " to " << right << " (" << widths.size() << " rows)";
            return std::nullopt;
        }
        return widths.first() > widths.last();
    };
    ASSERT_EQ(header->sortIndicatorSection(), JobTableModel::IdColumn);
    ASSERT_EQ(header->sortIndicatorOrder(), Qt::DescendingOrder);
    EXPECT_EQ(pointsDown(), std::optional<bool>(true)) << "the arrow points up over the newest job first";
    table(*window)->sortByColumn(JobTableModel::IdColumn, Qt::AscendingOrder);
    EXPECT_EQ(pointsDown(), std::optional<bool>(false)) << "the arrow points down over the oldest job first";
}

// The twenty-third trial: a queued job's Details read "Ziel-Host nicht freigegeben: tri…" at 1600 px; the host to
// authorise comes first, and is whole, in both languages.
TEST_F(FirstHourTest, AWaitingHostIsNamedFirstAndWholeInTheTable)
{
    TaskSpec spec = recaptchaSpec(1);
    spec.pageurl = QStringLiteral("https://trial.example/login");
    const qint64 id = enqueue(spec);
    for (const bool german : {false, true}) {
        QTranslator translator;
        if (german) {
            ASSERT_TRUE(translator.load(QStringLiteral(":/i18n/solvedeck_de.qm")));
            QCoreApplication::installTranslator(&translator);
        }
        {
            auto window = openWindow(false, {1600, 1000});
            const QModelIndex details = window->jobModel()->index(window->jobModel()->rowOfJob(id),
                                                                  JobTableModel::DetailsColumn);
            ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
                return !details.data().toString().isEmpty();
            }));
            const QString text = details.data().toString();
            EXPECT_TRUE(text.startsWith(QStringLiteral("trial.example "))) << text.toStdString();
            QTableView *view = table(*window);
            QCoreApplication::processEvents();
            EXPECT_GE(view->columnWidth(JobTableModel::DetailsColumn), view->fontMetrics().horizontalAdvance(text))
                << text.toStdString() << (german ? " (German)" : " (English)");
            // The whole reason, with what to do, is in its tooltip.
            EXPECT_TRUE(details.data(Qt::ToolTipRole).toString().contains(QStringLiteral("trial.example")));
            // The detail pane gives the command to authorise it a line of its own (a twenty-fifth trial read
            // "solvedeck-cli --" at one line's end and "db …" at the next).
            window->selectJob(id);
            const QLabel *waiting = window->detailWidget()->waitingLabel();
            ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
                return waiting->isVisible();
            }));
            const QString command = ConsolePlaces::cliCommand(ConsolePlaces::Command::HostsAllow,
                                                              QStringLiteral("trial.example"));
            EXPECT_TRUE(waiting->text().endsWith(QStringLiteral(">%1</p>").arg(command.toHtmlEscaped())))
                << waiting->text().toStdString();
        }
        if (german) {
            QCoreApplication::removeTranslator(&translator);
        }
    }
}

// The twenty-fourth trial: "Copy Job as JSON" after "Copy Token" left the same note, so the JSON copy, cleared with
// the token, seemed to say nothing. Each copy says what it copied.
TEST_F(FirstHourTest, EachCopySaysWhatItCopied)
{
    const qint64 id = enqueue(recaptchaSpec(1));
    solve(id, Clock::system().nowMs() + 100'000);
    auto window = openWindow();
    window->selectJob(id);
    QStringList notes;
    for (const JobCopy::Variant variant : {JobCopy::Variant::Token,
                                           JobCopy::Variant::TokenJson,
                                           JobCopy::Variant::FillSnippet,
                                           JobCopy::Variant::JobJson}) {
        ASSERT_TRUE(window->jobActions()->copySelected(variant));
        notes << window->consoleStatusBar()->note();
    }
    EXPECT_TRUE(notes[0].startsWith(QStringLiteral("Token copied. "))) << notes[0].toStdString();
    EXPECT_TRUE(notes[1].startsWith(QStringLiteral("Token copied as JSON. "))) << notes[1].toStdString();
    EXPECT_TRUE(notes[2].startsWith(QStringLiteral("Form-filling JavaScript copied"))) << notes[2].toStdString();
    EXPECT_TRUE(notes[3].startsWith(QStringLiteral("Job %1 copied as JSON, with its token. ").arg(id)))
        << notes[3].toStdString();
    for (const QString &note : std::as_const(notes)) {
        EXPECT_TRUE(note.contains(QStringLiteral("when the token expires"))) << note.toStdString();
    }
}

// The twenty-fifth trial: F10, which Help > Keyboard Shortcuts names, did not open the menus.
TEST_F(FirstHourTest, F10OpensTheFirstMenu)
{
    auto window = openWindow();
    table(*window)->setFocus();
    QTest::keyClick(table(*window), Qt::Key_F10);
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return QApplication::activePopupWidget() != nullptr;
    })) << "F10 opened no menu";
    auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
    ASSERT_NE(menu, nullptr);
    EXPECT_EQ(menu, window->menuBar()->actions().first()->menu());
    menu->close();
}

// 7. At 800x500 the DEMO badge, the engine state and the count stay whole; the endpoint gives way.
TEST_F(FirstHourTest, NarrowWindowKeepsTheBadgeAndEngineState)
{
    auto window = openWindow(true, {800, 500});
    // A window cannot be narrower than its layout's minimum: then the screen cuts off its right edge.
    EXPECT_LE(window->minimumSizeHint().width(), 800);
    EXPECT_EQ(window->width(), 800);
    QStatusBar *bar = window->statusBar();
    const QRect barRect = bar->rect();
    for (QLabel *label : {window->demoBadge(), window->engineLabel(), window->capacityLabel()}) {
        EXPECT_TRUE(label->isVisible()) << label->objectName().toStdString();
        const QRect inBar(label->mapTo(bar, QPoint(0, 0)), label->size());
        EXPECT_TRUE(barRect.contains(inBar)) << label->objectName().toStdString();
        EXPECT_GE(label->width(), label->sizeHint().width()) << label->objectName().toStdString() << " is cut";
    }
}

// 9. Issue 39: "Solving" is one figure (the jobs the service accepted: the sidebar's row, from the same read as the
// table), "threads in use" another (the engine's count against the cap); the status bar says both, each once.
TEST_F(FirstHourTest, StatusBarSaysTheSidebarsSolvingAndTheEnginesThreads)
{
    EngineHost engine;
    for (int i = 0; i < 2; ++i) {
        const qint64 id = enqueue(recaptchaSpec(i));
        ASSERT_TRUE(SolveDeckTest::claimJob(store, id).ok());
        ASSERT_TRUE(store.markSubmitted(id, QStringLiteral("9%1").arg(i)).ok());
    }
    auto window = openWindow();
    window->attach(&store, &engine);
    // The engine's count includes a task canceled here that the server still solves: it holds a thread.
    EngineStatus status;
    status.state = int(Engine::State::Running);
    status.inFlight = 3;
    status.effectiveCap = 5;
    status.planThreads = 5;
    Q_EMIT engine.statusChanged(status);
    auto *list = window->findChild<QListWidget *>(QStringLiteral("stateList"));
    EXPECT_EQ(list->item(2)->text(), QStringLiteral("Solving (2)"));
    // The threads in use are shown with the counts of a read after the status came (CapacityConsole, ShownThreads).
    EXPECT_TRUE(SolveDeckTest::waitUntil([&] {
        return window->capacityLabel()->text().startsWith(QStringLiteral("Solving 2 · 3 thread"));
    })) << window->capacityLabel()->text().toStdString();
    EXPECT_TRUE(window->capacityLabel()->text().endsWith(QStringLiteral("cap 5 (plan)")))
        << window->capacityLabel()->text().toStdString();
}

TEST_F(FirstHourTest, EqualSortKeysKeepTheirOrderByIdAcrossRefreshes)
{
    QList<qint64> ids;
    for (int i = 0; i < 12; ++i) {
        ids << enqueue(recaptchaSpec(i));
    }
    auto window = openWindow();
    table(*window)->sortByColumn(JobTableModel::MethodColumn, Qt::AscendingOrder);
    auto order = [&] {
        QList<qint64> shown;
        for (int row = 0; row < window->jobModel()->rowCount(); ++row) {
            shown << window->jobModel()->index(row, 0).data(JobIdRole).toLongLong();
        }
        return shown;
    };
    EXPECT_EQ(order(), ids);
    for (qint64 id : {ids.at(3), ids.at(7), ids.at(0)}) {
        ASSERT_TRUE(SolveDeckTest::claimJob(store, id).ok());
        window->jobModel()->refreshJobs({id});
        EXPECT_EQ(order(), ids) << "a refreshed row moved among rows with the same method";
    }
}

TEST_F(FirstHourTest, TitleNamesTheAppOnce)
{
    const QString before = QGuiApplication::applicationDisplayName();
    QGuiApplication::setApplicationDisplayName(QStringLiteral("SolveDeck"));
    for (bool demo : {false, true}) {
        auto window = openWindow(demo);
        // The platform appends the display name unless the title already ends with it.
        EXPECT_TRUE(window->windowTitle().endsWith(QStringLiteral("SolveDeck"))) << window->windowTitle().toStdString();
        EXPECT_EQ(window->windowTitle().count(QStringLiteral("SolveDeck")), 1) << window->windowTitle().toStdString();
    }
    QGuiApplication::setApplicationDisplayName(before);
}

// 16. Confirmations: canceling several jobs asks with the count; quitting with solves in flight says they keep
// running at the server and are collected at the next start.
TEST_F(FirstHourTest, CancelingSeveralJobsAsksWithTheCount)
{
    const qint64 a = enqueue(recaptchaSpec(1));
    const qint64 b = enqueue(recaptchaSpec(2));
    auto window = openWindow();
    selectIds(*window, {a, b});
    ASSERT_EQ(window->selectedJobIds().size(), 2);

    MessageBox::setNextAnswer(false);
    action(*window, "cancelJobAction")->trigger();
    EXPECT_TRUE(MessageBox::lastQuestion().contains(QStringLiteral("2 jobs")))
        << MessageBox::lastQuestion().toStdString();
    EXPECT_EQ(store.job(a)->state, JobState::Queued);
    EXPECT_EQ(store.job(b)->state, JobState::Queued);

    MessageBox::setNextAnswer(true);
    action(*window, "cancelJobAction")->trigger();
    EXPECT_TRUE(SolveDeckTest::waitUntil([&] {
        return store.job(a)->state == JobState::Canceled && store.job(b)->state == JobState::Canceled;
    }));
}

TEST_F(FirstHourTest, CancelingOneJobDoesNotAsk)
{
    const qint64 a = enqueue(recaptchaSpec(1));
    auto window = openWindow();
    window->selectJob(a);
    action(*window, "cancelJobAction")->trigger();
    EXPECT_TRUE(MessageBox::lastQuestion().isEmpty());
    EXPECT_TRUE(SolveDeckTest::waitUntil([&] {
        return store.job(a)->state == JobState::Canceled;
    }));
}

// An eighth trial: five selected, one of them canceled already: "Cancel 4 jobs?" said nothing of the fifth, nor did
// the status bar afterwards. The question and the note account for every job selected.
TEST_F(FirstHourTest, CancelingASelectionAccountsForEveryJobSelected)
{
    QList<qint64> ids;
    for (int i = 0; i < 5; ++i) {
        ids << enqueue(recaptchaSpec(i));
    }
    ASSERT_TRUE(store.cancel(ids.at(0)).ok());
    auto window = openWindow();
    QTableView *view = table(*window);
    view->selectionModel()->select(QItemSelection(window->jobModel()->index(0, 0),
                                                  window->jobModel()->index(4, JobTableModel::ColumnCount - 1)),
                                   QItemSelectionModel::ClearAndSelect);
    ASSERT_EQ(window->selectedJobIds().size(), 5);
    MessageBox::clearLast();
    MessageBox::setNextAnswer(true);
    action(*window, "cancelJobAction")->trigger();
    const QString question = MessageBox::lastQuestion();
    EXPECT_TRUE(question.startsWith(QStringLiteral("Cancel 4 jobs?"))) << question.toStdString();
    EXPECT_TRUE(question.contains(QStringLiteral("1 of the selected jobs had already finished")))
        << question.toStdString();
    EXPECT_TRUE(SolveDeckTest::waitUntil([&] {
        for (qint64 id : ids) {
            if (store.job(id)->state != JobState::Canceled) {
                return false;
            }
        }
        return true;
    }));
    const QString note = window->consoleStatusBar()->note();
    EXPECT_TRUE(note.startsWith(QStringLiteral("4 job")) && note.contains(QStringLiteral(" canceled.")))
        << note.toStdString();
    EXPECT_TRUE(note.contains(QStringLiteral("1 of the selected jobs had already finished"))) << note.toStdString();
}

// The thirteenth trial: three jobs selected, two solved before the cancel reached them, and the status bar said
// "Canceled 3 jobs." beside the notice that two were left alone. The note counts the engine's answers.
TEST_F(FirstHourTest, ABulkCancelCountsOnlyTheJobsItCanceled)
{
    QList<qint64> ids;
    for (int i = 0; i < 3; ++i) {
        ids << enqueue(recaptchaSpec(i));
    }
    auto window = openWindow();
    QTableView *view = table(*window);
    view->selectionModel()->select(QItemSelection(window->jobModel()->index(0, 0),
                                                  window->jobModel()->index(2, JobTableModel::ColumnCount - 1)),
                                   QItemSelectionModel::ClearAndSelect);
    ASSERT_EQ(window->selectedJobIds().size(), 3);
    // Two of them finish in the database before the engine takes the cancel; the table still says Queued.
    solve(ids.at(0), Clock::system().nowMs() + 120'000);
    solve(ids.at(1), Clock::system().nowMs() + 120'000);
    MessageBox::setNextAnswer(true);
    action(*window, "cancelJobAction")->trigger();
    EXPECT_TRUE(SolveDeckTest::waitUntil([&] {
        return store.job(ids.at(2))->state == JobState::Canceled
            && window->consoleStatusBar()->note().contains(QStringLiteral("2 had changed meanwhile"));
    })) << window->consoleStatusBar()->note().toStdString();
    const QString note = window->consoleStatusBar()->note();
    EXPECT_TRUE(note.startsWith(QStringLiteral("1 job")) && note.contains(QStringLiteral(" canceled.")))
        << note.toStdString();
    EXPECT_EQ(store.job(ids.at(0))->state, JobState::Solved);
}

// The seventeenth trial: a cancel of one job with Del left the status bar as it was, beside "Canceled 4 jobs." and
// "Job 106 queued again."; Solve Again (Ctrl+Shift+R) said nothing, and its new job was not in the Solved view it was
// asked from. Each says what it did.
TEST_F(FirstHourTest, ACancelOfOneJobAndSolveAgainSayWhatTheyDid)
{
    const qint64 queued = enqueue(recaptchaSpec(1));
    const qint64 solved = enqueue(recaptchaSpec(2));
    solve(solved, Clock::system().nowMs() - 1000); // expired: Solve Again is what the pane offers
    auto window = openWindow();
    window->selectJob(queued);
    action(*window, "cancelJobAction")->trigger();
    EXPECT_TRUE(SolveDeckTest::waitUntil([&] {
        return store.job(queued)->state == JobState::Canceled;
    }));
    EXPECT_EQ(window->consoleStatusBar()->note(), QStringLiteral("Job %1 canceled.").arg(queued));

    window->jobModel()->setStates({JobState::Solved});
    QApplication::processEvents();
    window->selectJob(solved);
    action(*window, "solveAgainAction")->trigger();
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return window->consoleStatusBar()->note().contains(QStringLiteral("parameters of job"));
    })) << window->consoleStatusBar()->note().toStdString();
    const QString note = window->consoleStatusBar()->note();
    const QRegularExpressionMatch
        made = QRegularExpression(
                   QStringLiteral("^Job (\\d+) queued with the parameters of job %1\\. It is not in this view: "
                                  "All and Queued show it\\.$")
                       .arg(solved))
                   .match(note);
    ASSERT_TRUE(made.hasMatch()) << note.toStdString();
    const std::optional<Job> again = store.job(made.captured(1).toLongLong());
    ASSERT_TRUE(again.has_value());
    EXPECT_EQ(again->spec.pageurl, store.job(solved)->spec.pageurl);
    EXPECT_EQ(again->state, JobState::Queued);
}

TEST_F(FirstHourTest, QuittingWithSolvesInFlightSaysTheyKeepRunning)
{
    const qint64 id = enqueue(recaptchaSpec(1));
    ASSERT_TRUE(SolveDeckTest::claimJob(store, id).ok());
    ASSERT_TRUE(store.markSubmitted(id, QStringLiteral("123")).ok());
    auto window = openWindow();
    // The question counts the sidebar's last read (no query on the way out).
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return window->stateSidebar()->inFlightCount() == 1;
    }));

    MessageBox::setNextAnswer(false);
    EXPECT_FALSE(window->close());
    EXPECT_TRUE(window->isVisible());
    const QString question = MessageBox::lastQuestion();
    EXPECT_TRUE(question.contains(QStringLiteral("running there after you quit"))) << question.toStdString();
    EXPECT_TRUE(question.contains(QStringLiteral("next start"))) << question.toStdString();

    MessageBox::setNextAnswer(true);
    EXPECT_TRUE(window->close());
}

TEST_F(FirstHourTest, QuittingWithNothingInFlightDoesNotAsk)
{
    enqueue(recaptchaSpec(1));
    auto window = openWindow();
    EXPECT_TRUE(window->close());
    EXPECT_TRUE(MessageBox::lastQuestion().isEmpty());
}

// 10. New rows above the viewport do not move the rows under the pointer when not following the newest.
TEST_F(FirstHourTest, NewRowsAboveDoNotShiftTheView)
{
    for (int i = 0; i < 200; ++i) {
        enqueue(recaptchaSpec(i));
    }
    auto window = openWindow(false, {1000, 600});
    window->setFollowNewest(false);
    QTableView *view = table(*window);
    view->verticalScrollBar()->setValue(50);
    const qint64 topId = view->indexAt(QPoint(5, 5)).data(JobIdRole).toLongLong();
    for (int i = 0; i < 3; ++i) {
        window->jobModel()->refreshJobs({enqueue(recaptchaSpec(500 + i))});
    }
    EXPECT_EQ(view->indexAt(QPoint(5, 5)).data(JobIdRole).toLongLong(), topId);
}

// 15. Esc clears the filter; the match count shows while it is set.
TEST_F(FirstHourTest, FilterShowsItsMatchCountAndEscClearsIt)
{
    enqueue(recaptchaSpec(1));
    enqueue(recaptchaSpec(2));
    enqueue(recaptchaSpec(3, Method::Turnstile));
    auto window = openWindow();
    window->filterEdit()->setText(QStringLiteral("turnstile"));
    EXPECT_EQ(window->jobModel()->rowCount(), 1);
    // The toolbar lays its widgets out (and shows them) on its next layout pass.
    EXPECT_TRUE(SolveDeckTest::waitUntil([&] {
        return window->matchLabel()->isVisible();
    }));
    EXPECT_TRUE(window->matchLabel()->text().contains(QStringLiteral("1 matching")))
        << window->matchLabel()->text().toStdString();
    window->filterEdit()->setFocus();
    QTest::keyClick(window->filterEdit(), Qt::Key_Escape);
    EXPECT_TRUE(window->filterEdit()->text().isEmpty());
    EXPECT_EQ(window->jobModel()->rowCount(), 3);
    EXPECT_TRUE(SolveDeckTest::waitUntil([&] {
        return !window->matchLabel()->isVisible();
    }));
}

// 17 and 18. Relative times in the timeline; report actions on a solved job.
TEST_F(FirstHourTest, TimelineShowsRelativeTimesAndReportsAreOffered)
{
    const qint64 id = enqueue(recaptchaSpec(1));
    solve(id, Clock::system().nowMs() + 120'000);
    auto window = openWindow();
    window->selectJob(id);
    QTreeWidget *timeline = window->detailWidget()->timeline();
    ASSERT_GE(timeline->topLevelItemCount(), 3);
    EXPECT_TRUE(timeline->topLevelItem(0)->text(1).startsWith(QStringLiteral("+")))
        << timeline->topLevelItem(0)->text(1).toStdString();
    EXPECT_TRUE(timeline->topLevelItem(0)->text(1).endsWith(QStringLiteral(" s")));
    // The method queued in the console's words, as the table names it (a seventh trial read "recaptcha_v2").
    EXPECT_EQ(timeline->topLevelItem(0)->text(3), QStringLiteral("reCAPTCHA v2"));

    QList<std::pair<qint64, bool>> reports;
    QObject::connect(window.get(), &MainWindow::reportAnswerRequested, window.get(), [&](qint64 job, bool good) {
        reports.append({job, good});
    });
    ASSERT_TRUE(action(*window, "reportWrongAction")->isEnabled());
    action(*window, "reportWrongAction")->trigger();
    action(*window, "reportCorrectAction")->trigger();
    EXPECT_EQ(reports, (QList<std::pair<qint64, bool>>{{id, false}, {id, true}}));
}

// 12. The no-key banner offers the fixes as buttons and stays within two lines.
TEST_F(FirstHourTest, NoKeyBannerHasItsActions)
{
    auto window = openWindow();
    window->showBanner(QStringLiteral("No API key yet: jobs wait in the queue."), MainWindow::BannerKind::NoKey);
    EXPECT_TRUE(window->bannerFrame()->isVisible());
    EXPECT_TRUE(window->bannerButton(0)->isVisible());
    EXPECT_TRUE(window->bannerButton(1)->isVisible());
    EXPECT_TRUE(window->bannerButton(0)->text().contains(QStringLiteral("API Key")));
    EXPECT_LE(window->banner()->height(), 2 * window->banner()->fontMetrics().lineSpacing() + 2);
    EXPECT_TRUE(SolveDeckTest::waitUntil([&] {
        return window->bannerFrame()->height() > 0;
    }));
    const int content = std::max(window->bannerButton(0)->sizeHint().height(),
                                 2 * window->banner()->fontMetrics().lineSpacing() + 2);
    EXPECT_LE(window->bannerFrame()->height(), content + 12) << "the banner takes height from the table";
    bool demo = false;
    QObject::connect(window.get(), &MainWindow::demoRequested, window.get(), [&] {
        demo = true;
    });
    window->bannerButton(1)->click();
    EXPECT_TRUE(demo);
}

// 14. An image job shows its CAPTCHA in the detail pane.
TEST_F(FirstHourTest, ImageJobShowsItsImageInTheDetailPane)
{
    TaskSpec spec;
    spec.method = Method::Image;
    spec.params.insert(QStringLiteral("body"), QString::fromLatin1(pngBytes().toBase64()));
    spec.label = QStringLiteral("login-captcha.png");
    const qint64 id = enqueue(spec);
    auto window = openWindow();
    window->selectJob(id);
    auto *parameters = window->detailWidget()->findChild<QTreeWidget *>();
    bool labelShown = false;
    for (QTreeWidget *tree : window->detailWidget()->findChildren<QTreeWidget *>()) {
        labelShown = labelShown || !tree->findItems(QStringLiteral("login-captcha.png"), Qt::MatchExactly, 1).isEmpty();
    }
    EXPECT_NE(parameters, nullptr);
    EXPECT_TRUE(labelShown) << "the label is shown with the parameters";
    auto *preview = window->detailWidget()->findChild<QLabel *>(QStringLiteral("imagePreview"));
    ASSERT_NE(preview, nullptr);
    EXPECT_FALSE(preview->isHidden());
    EXPECT_FALSE(preview->pixmap().isNull());
}

// The fourth and thirteenth trials: with an image job selected, the toolbar and the Jobs menu offered "Copy Token" for
// its answer while the detail pane's button said "Copy answer". The action says what it copies.
TEST_F(FirstHourTest, TheCopyActionSaysAnswerForAnImageJob)
{
    TaskSpec image;
    image.method = Method::Image;
    image.params.insert(QStringLiteral("body"), QString::fromLatin1(pngBytes().toBase64()));
    const qint64 answer = enqueue(image);
    solve(answer, 0); // an answer never expires
    const qint64 token = enqueue(recaptchaSpec(1));
    solve(token, Clock::system().nowMs() + 100'000);
    auto window = openWindow();
    QAction *copy = action(*window, "copyTokenAction");
    window->selectJob(answer);
    EXPECT_TRUE(copy->isEnabled());
    EXPECT_EQ(copy->text(), QStringLiteral("&Copy Answer"));
    EXPECT_TRUE(copy->toolTip().contains(QStringLiteral("answer"))) << copy->toolTip().toStdString();
    window->selectJob(token);
    EXPECT_EQ(copy->text(), QStringLiteral("&Copy Token"));
    EXPECT_TRUE(copy->toolTip().contains(QStringLiteral("token"))) << copy->toolTip().toStdString();
}

// The nineteenth trial: a canceled or failed image job's empty Result box said "No token: …" where the console calls
// its result an answer everywhere else.
TEST_F(FirstHourTest, AnImageJobsEmptyResultSaysAnswer)
{
    TaskSpec image;
    image.method = Method::Image;
    image.params.insert(QStringLiteral("body"), QString::fromLatin1(pngBytes().toBase64()));
    const qint64 canceled = enqueue(image);
    ASSERT_TRUE(store.cancel(canceled).ok());
    const qint64 failed = enqueue(image);
    ASSERT_TRUE(SolveDeckTest::claimJob(store, failed).ok());
    ASSERT_TRUE(store.markFailed(failed, QStringLiteral("ERROR_CAPTCHA_UNSOLVABLE"), QString()).ok());
    const qint64 token = enqueue(recaptchaSpec(1));
    ASSERT_TRUE(store.cancel(token).ok());
    auto window = openWindow();
    auto *box = window->detailWidget()->findChild<QPlainTextEdit *>(QStringLiteral("tokenText"));
    ASSERT_NE(box, nullptr);
    window->selectJob(canceled);
    EXPECT_EQ(box->placeholderText(), QStringLiteral("No answer: the job was canceled."));
    window->selectJob(failed);
    EXPECT_EQ(box->placeholderText(), QStringLiteral("No answer: the job failed (the reason is above)."));
    window->selectJob(token);
    EXPECT_EQ(box->placeholderText(), QStringLiteral("No token: the job was canceled."));
}

// Issue 28, item 2: the gauge, the status bar's "Solving n · cap C (plan N)" and the tray's tooltip are one reading
// of the engine's status: for every status, they say the same n and C.
TEST_F(FirstHourTest, EveryCapacityFigureOnScreenComesFromOneReading)
{
    EngineHost engine; // never opened: the test speaks for the engine through its signals
    auto window = openWindow();
    window->attach(&store, &engine);
    CapacityConsole *console = window->capacityConsole();
    CapacityDock *dock = console->dock();
    // "Solving 0 · 3 thread(s) in use · cap 5 (plan 5)": the catalogue's plural forms are not loaded here.
    const QRegularExpression statusCount(QStringLiteral("^Solving \\d+ · (\\d+) thread.* · cap (\\d+)"));
    const QRegularExpression trayCount(QStringLiteral("^Solving \\d+ · (\\d+) thread.* · cap (\\d+)"));

    struct Reading
    {
        int inFlight, cap, plan;
    };

    // Before the plan is known; solving; full (a speculative submit is not in inFlight: the engine leaves it out);
    // a lower cap than the plan; draining.
    for (const Reading r : {Reading{0, 5, 0}, Reading{1, 5, 5}, Reading{5, 5, 5}, Reading{2, 3, 5}, Reading{0, 3, 5}}) {
        EngineStatus status;
        status.state = int(Engine::State::Running);
        status.inFlight = r.inFlight;
        status.effectiveCap = r.cap;
        status.capSetByOperator = true; // a cap below the plan is an operator's (issue 37)
        status.planThreads = r.plan;
        status.accountInFlight = r.inFlight;
        status.engines = 1;
        Q_EMIT engine.statusChanged(status);
        // Its threads in use are shown with the counts of a read after it (CapacityConsole, ShownThreads).
        ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
            return dock->gauge()->value() == r.inFlight;
        })) << dock->gauge()->format().toStdString();
        const QString label = window->capacityLabel()->text();
        const QString tray = console->tray()->toolTip();
        const QRegularExpressionMatch inLabel = statusCount.match(label);
        const QRegularExpressionMatch inTray = trayCount.match(tray);
        ASSERT_TRUE(inLabel.hasMatch()) << label.toStdString();
        ASSERT_TRUE(inTray.hasMatch()) << tray.toStdString();
        const std::string at = label.toStdString() + " | " + tray.toStdString() + " | "
                             + dock->gauge()->format().toStdString();
        EXPECT_EQ(dock->gauge()->value(), r.inFlight) << at;
        EXPECT_EQ(dock->gauge()->maximum(), r.cap) << at;
        EXPECT_EQ(inLabel.captured(1).toInt(), dock->gauge()->value()) << at;
        EXPECT_EQ(inLabel.captured(2).toInt(), dock->gauge()->maximum()) << at;
        EXPECT_EQ(inTray.captured(1).toInt(), dock->gauge()->value()) << at;
        EXPECT_EQ(inTray.captured(2).toInt(), dock->gauge()->maximum()) << at;
        EXPECT_EQ(label.contains(QStringLiteral("plan %1").arg(r.plan)), r.plan > 0) << at;
    }
}

// Issue 28, items 3 and the review: the status bar never says "Running" while the queue is paused; it says who
// paused it, as the dock does.
TEST_F(FirstHourTest, TheStatusBarSaysThePauseNotRunning)
{
    EngineHost engine;
    auto window = openWindow();
    window->attach(&store, &engine);
    EngineStatus status;
    status.state = int(Engine::State::Running);
    status.effectiveCap = 5;
    status.queuePaused = true;
    status.queuePausedBy = QStringLiteral("ana@lab-3");
    status.queuePausedAtMs = Clock::system().nowMs();
    Q_EMIT engine.statusChanged(status);
    EXPECT_NE(window->engineLabel()->text(), QStringLiteral("Running"));
    EXPECT_TRUE(window->engineLabel()->text().contains(QStringLiteral("ana@lab-3")))
        << window->engineLabel()->text().toStdString();
    EXPECT_TRUE(window->capacityConsole()->dock()->engineLabel()->text().contains(QStringLiteral("ana@lab-3")));
}

// Issue 28, item 6: long texts wrap or elide; nothing they say makes the window wider or taller, at the default
// size or a small one, and the dock stays within its limits.
TEST_F(FirstHourTest, LongTextsNeverResizeTheWindow)
{
    const QString longWords = QStringLiteral(
        "This is a deliberately long message, the kind an expiring token, a keychain problem or a failing endpoint "
        "produces, with a path /home/operator/Documents/solvedeck/exports/very/deep/folder/name and more words so "
        "that it cannot fit on one line of any window, which it must not widen.");
    const qint64 expiring = enqueue(recaptchaSpec(1));
    solve(expiring, Clock::system().nowMs() + 3'000);
    const qint64 expired = enqueue(recaptchaSpec(2));
    solve(expired, Clock::system().nowMs() - 60'000);
    const qint64 failed = enqueue(recaptchaSpec(3));
    ASSERT_TRUE(store.markFailed(failed, QStringLiteral("ERROR_PROXY_CONNECTION_FAILED"), longWords).ok());
    TaskSpec longSpec = recaptchaSpec(4);
    longSpec.pageurl = QStringLiteral("https://shop.example/") + QString(400, QLatin1Char('p'));
    const qint64 longUrl = enqueue(longSpec);

    for (const QSize size : {QSize(1200, 800), QSize(900, 560)}) {
        EngineHost engine;
        auto window = openWindow(false, size);
        window->attach(&store, &engine);
        QApplication::processEvents();
        ASSERT_EQ(window->size(), size);
        CapacityDock *dock = window->capacityConsole()->dock();
        auto unchanged = [&](const char *after) {
            QApplication::processEvents();
            QApplication::sendPostedEvents();
            EXPECT_EQ(window->size(), size) << "after " << after << " at " << size.width() << "x" << size.height();
            EXPECT_GE(dock->width(), dock->minimumWidth()) << after;
            EXPECT_LE(dock->width(), std::max(dock->minimumWidth(), size.width() * 40 / 100))
                << after << ": the dock takes the table's room";
        };
        for (qint64 id : {expiring, expired, failed, longUrl}) {
            window->selectJob(id);
            unchanged("selecting a job");
        }
        window->selectJob(expiring);
        ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
            return window->detailWidget()->countdownText().contains(QStringLiteral("expired"), Qt::CaseInsensitive);
        })) << window->detailWidget()->countdownText().toStdString();
        unchanged("the token's expiry message");
        window->showBanner(longWords, MainWindow::BannerKind::Info, longWords);
        unchanged("a long banner");
        EXPECT_GE(window->banner()->height(), window->banner()->heightForWidth(window->banner()->width()))
            << "the banner is clipped";
        window->consoleStatusBar()->setEngineText(longWords, longWords);
        unchanged("a long engine state");
        // A note is cut to the room beside the count (never into it), its whole text in the tooltip.
        window->showStatusMessage(longWords, 60'000);
        unchanged("a long status-bar note");
        EXPECT_NE(window->statusBar()->currentMessage(), longWords);
        EXPECT_TRUE(window->statusBar()->currentMessage().endsWith(QChar(0x2026)))
            << window->statusBar()->currentMessage().toStdString();
        EXPECT_EQ(window->statusBar()->toolTip(), longWords);
        EngineStatus status;
        status.state = int(Engine::State::Running);
        status.effectiveCap = 5;
        status.planThreads = 5;
        status.inFlight = 0;
        status.accountThreads = 5;
        status.accountWorking = 5;
        status.accountAtMs = Clock::system().nowMs();
        status.databaseThreadsAtReading = 0;
        status.waitingForThreadSinceMs = Clock::system().nowMs() - 90'000;
        Q_EMIT engine.statusChanged(status);
        status.accountAtMs += 1'000;
        Q_EMIT engine.statusChanged(status);
        EXPECT_FALSE(dock->otherClientLabel()->text().isEmpty());
        unchanged("another client's note");
        window->filterEdit()->setText(longWords);
        unchanged("a long filter");
        window->filterEdit()->clear();
    }
}

// Issue 28, item 4: a job the filter no longer lists leaves the detail pane.
TEST_F(FirstHourTest, TheDetailPaneClearsWhenTheFilterHidesItsJob)
{
    const qint64 shown = enqueue(recaptchaSpec(1));
    const qint64 other = enqueue(recaptchaSpec(2));
    auto window = openWindow();
    window->selectJob(shown);
    ASSERT_EQ(window->detailWidget()->shownJobId(), std::optional<qint64>(shown));
    window->filterEdit()->setText(QStringLiteral("page/2"));
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return window->jobModel()->rowCount() == 1;
    }));
    EXPECT_EQ(window->jobModel()->rowOfJob(other), 0);
    EXPECT_TRUE(SolveDeckTest::waitUntil([&] {
        return !window->detailWidget()->shownJobId().has_value();
    })) << "the detail pane still shows job "
        << *window->detailWidget()->shownJobId();
    EXPECT_TRUE(window->selectedJobIds().isEmpty());
}

// Issue 28, item 5, and issue 39, item 1: at the very top of the table the newest job shows while nobody looks at a
// row; with the pointer resting on the table, the rows hold still and the new jobs are announced above.
TEST_F(FirstHourTest, TheNewestRowShowsWhenTheViewIsAtTheTop)
{
    for (int i = 0; i < 200; ++i) {
        enqueue(recaptchaSpec(i));
    }
    auto window = openWindow(false, {1000, 600});
    QTableView *view = table(*window);
    view->sortByColumn(JobTableModel::IdColumn, Qt::DescendingOrder);
    view->scrollToTop();
    // The pointer rests on the table, as when the operator reads it: nothing moves under it.
    QTest::mouseMove(view->viewport(), QPoint(20, 20));
    const qint64 pointed = view->indexAt(QPoint(20, 20)).data(JobIdRole).toLongLong();
    QList<qint64> added;
    for (int i = 0; i < 3; ++i) {
        added << enqueue(recaptchaSpec(500 + i));
        window->jobModel()->refreshJobs({added.last()});
    }
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return window->jobModel()->rowOfJob(added.last()) == 0;
    }));
    QApplication::processEvents();
    EXPECT_EQ(view->indexAt(QPoint(20, 20)).data(JobIdRole).toLongLong(), pointed);
    EXPECT_FALSE(rowVisible(*window, added.last())) << "the rows moved under the pointer";
    EXPECT_EQ(window->steadyTable()->newRowsAbove(), 3);
    // Away from the table (the offscreen platform sends no Leave of its own), the next new job shows at the top.
    window->steadyTable()->showNewest();
    QEvent leave(QEvent::Leave);
    QApplication::sendEvent(view->viewport(), &leave);
    added << enqueue(recaptchaSpec(600));
    window->jobModel()->refreshJobs({added.last()});
    QApplication::processEvents();
    EXPECT_EQ(view->verticalScrollBar()->value(), 0);
    EXPECT_TRUE(rowVisible(*window, added.last())) << "the newest job is above the view";
}

// Issue 28, item 9: the detail pane's height is the splitter's, whatever the job says.
TEST_F(FirstHourTest, TheDetailPaneKeepsItsHeight)
{
    const qint64 quiet = enqueue(recaptchaSpec(1));
    const qint64 wordy = enqueue(recaptchaSpec(2));
    ASSERT_TRUE(store
                    .markFailed(wordy,
                                QStringLiteral("ERROR_PROXY_CONNECTION_FAILED"),
                                QString(40, QLatin1Char(' ')).replace(QLatin1Char(' '), QStringLiteral("long words ")))
                    .ok());
    auto window = openWindow(false, {1200, 800});
    window->selectJob(quiet);
    QApplication::processEvents();
    const int detailHeight = window->detailWidget()->height();
    const int tableHeight = table(*window)->height();
    window->selectJob(wordy);
    QApplication::processEvents();
    EXPECT_EQ(window->detailWidget()->height(), detailHeight);
    EXPECT_EQ(table(*window)->height(), tableHeight);
    window->selectJob(quiet);
    QApplication::processEvents();
    EXPECT_EQ(window->detailWidget()->height(), detailHeight);
}

// Issue 28, item 14: an empty table says why and what to do.
TEST_F(FirstHourTest, AnEmptyTableSaysWhyAndWhatToDo)
{
    auto window = openWindow();
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return window->emptyHint()->isVisible();
    }));
    EXPECT_TRUE(window->emptyHint()->text().contains(QStringLiteral("New Job")))
        << window->emptyHint()->text().toStdString();
    const qint64 id = enqueue(recaptchaSpec(1));
    window->jobModel()->refreshJobs({id});
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return !window->emptyHint()->isVisible();
    }));
    window->filterEdit()->setText(QStringLiteral("no such page"));
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return window->emptyHint()->isVisible();
    }));
    EXPECT_TRUE(window->emptyHint()->text().contains(QStringLiteral("no such page")))
        << window->emptyHint()->text().toStdString();
}

// The twenty-first trial: in demo mode the F1 list marked Job Database… "(not in demo mode)" but showed Set API Key…
// only greyed out in the menu. Both say so, in the menu and in every list of the menus' commands.
TEST(DemoCommands, BothFileCommandsDemoModeHasNoUseForSaySo)
{
    MainWindow::Options options;
    options.demo = true;
    MainWindow window(options);
    auto *key = window.findChild<QAction *>(QStringLiteral("setApiKeyAction"));
    auto *database = window.findChild<QAction *>(QStringLiteral("jobDatabaseAction"));
    ASSERT_NE(key, nullptr);
    ASSERT_NE(database, nullptr);
    EXPECT_TRUE(key->text().endsWith(QStringLiteral("(not in demo mode)"))) << key->text().toStdString();
    EXPECT_TRUE(database->text().endsWith(QStringLiteral("(not in demo mode)"))) << database->text().toStdString();
    // Both explain when chosen (a twenty-third trial found Set API Key greyed and Job Database explaining).
    for (QAction *action : {key, database}) {
        EXPECT_TRUE(action->isEnabled()) << action->text().toStdString();
        QString said;
        QTimer::singleShot(0, [&said] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                said = box->text();
                box->accept();
            }
        });
        action->trigger();
        EXPECT_TRUE(said.contains(QStringLiteral("start SolveDeck without --demo"))) << said.toStdString();
        EXPECT_EQ(action->statusTip(), said);
    }
    EXPECT_EQ(window.findChild<QDialog *>(QStringLiteral("apiKeyDialog")), nullptr);
}

// The twenty-first trial: a "token expired" cell's tooltip said "The token expires at 9:59:42 PM." after that time.
TEST_F(FirstHourTest, AnExpiredTokensTooltipSaysItExpired)
{
    const qint64 expired = enqueue(recaptchaSpec(1));
    solve(expired, Clock::system().nowMs() - 5'000);
    const qint64 valid = enqueue(recaptchaSpec(2));
    solve(valid, Clock::system().nowMs() + 100'000);
    auto window = openWindow();
    JobTableModel *model = window->jobModel();
    const auto tip = [&](qint64 id) {
        return model->index(model->rowOfJob(id), JobTableModel::DetailsColumn).data(Qt::ToolTipRole).toString();
    };
    EXPECT_TRUE(tip(expired).startsWith(QStringLiteral("The token expired at "))) << tip(expired).toStdString();
    EXPECT_TRUE(tip(valid).startsWith(QStringLiteral("The token expires at "))) << tip(valid).toStdString();
}
