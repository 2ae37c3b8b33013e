// The operator's settings and tools in the console: the Preferences dialog round-trips every setting through
// QSettings while the key goes only to the keychain (the settings file and the database are scanned for it), checks
// the endpoint as typed, manages the authorised hosts and the enforcement switch with audit rows; the first job for
// a new host asks; the audit viewer filters and exports; every action is listed in Help > Keyboard Shortcuts; every
// control has an accessible name.
#include "core/secrets/keyvault.h"
#include "core/store/auditlog.h"
#include "core/store/authorisedhosts.h"
#include "core/store/jobstore.h"
#include "gui/aboutbox.h"
#include "gui/apikeydialog.h"
#include "gui/auditlogdialog.h"
#include "gui/consolesettings.h"
#include "gui/mainwindow.h"
#include "gui/messagebox.h"
#include "gui/operatortools.h"
#include "gui/preferencesdialog.h"
#include "gui/shortcutsdialog.h"
#include "gui/targetprompt.h"
#include "support/testutil.h"

#include <QAbstractButton>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>

using namespace SolveDeck;
using namespace std::chrono_literals;

namespace {

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

class PreferencesTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(dir.isValid());
        path = dir.filePath(QStringLiteral("jobs.sqlite"));
        const auto opened = store.open(path);
        ASSERT_TRUE(opened.ok()) << opened.error().message.toStdString();
        store.setCreatedBy(QStringLiteral("ana@lab-3"));
        AuditLog::setApplication(QStringLiteral("console"));
        for (const QString &key : ConsoleSettings::keys()) {
            QSettings().remove(key);
        }
        context.store = &store;
    }

    void TearDown() override { AuditLog::setApplication(QStringLiteral("cli")); }

    QList<AuditEntry> audit(const QString &action = {})
    {
        AuditQuery q;
        q.action = action;
        return AuditLog(store).entries(q).value();
    }

    QTemporaryDir dir;
    QString path;
    JobStore store;
    PreferencesDialog::Context context;
};

TEST_F(PreferencesTest, SettingsRoundTripAndTheKeyStaysInTheKeychain)
{
    // A keychain service of this test's own: other suites running at the same time read the default one.
    const QByteArray service = "SolveDeckTest-preferences-" + QByteArray::number(QCoreApplication::applicationPid());
    qputenv("SOLVEDECK_KEYCHAIN_SERVICE", service);
    ASSERT_TRUE(sessionBusConfigured()) << "run through scripts/test: it starts a session bus and a keyring";

    {
        PreferencesDialog dialog(context);
        dialog.endpointEdit()->setText(QStringLiteral("https://solver.example/"));
        dialog.threadCapSpin()->setValue(7);
        dialog.adaptiveCheck()->setChecked(false);
        EXPECT_TRUE(dialog.multiIdCheck()->isChecked()) << "on by default";
        dialog.multiIdCheck()->setChecked(false);
        dialog.clearAfter()->setChecked(true);
        dialog.clearSecondsSpin()->setValue(45);
        dialog.notificationsCheck()->setChecked(false);
        dialog.closeToTrayCheck()->setChecked(true);
        dialog.languageCombo()->setCurrentIndex(dialog.languageCombo()->findData(QStringLiteral("de")));
        QSignalSpy capChosen(&dialog, &PreferencesDialog::threadCapChosen);
        dialog.saveButton()->click();
        EXPECT_EQ(capChosen.size(), 1);
    }
    EXPECT_EQ(ConsoleSettings::endpoint(), QStringLiteral("https://solver.example/"));
    EXPECT_EQ(ConsoleSettings::threadCap(), 7);
    EXPECT_FALSE(ConsoleSettings::adaptivePolling());
    EXPECT_FALSE(ConsoleSettings::multiIdPolling());
    EXPECT_EQ(ConsoleSettings::clipboardClearing(), ConsoleSettings::ClipboardClearing::AfterSeconds);
    EXPECT_EQ(ConsoleSettings::clipboardClearAfterMs(120'000), 45'000);
    EXPECT_EQ(ConsoleSettings::clipboardClearAfterMs(10'000), 10'000) << "the token's expiry still comes first";
    EXPECT_FALSE(ConsoleSettings::notifications());
    EXPECT_TRUE(ConsoleSettings::closeToTray());
    // The keys the capacity console reads (issue 10): the tray's close-to-tray and the notifications' switch.
    EXPECT_TRUE(QSettings().value(QStringLiteral("tray/closeToTray")).toBool());
    EXPECT_FALSE(QSettings().value(QStringLiteral("notifications/enabled")).toBool());
    EXPECT_EQ(ConsoleSettings::language(), QStringLiteral("de"));

    // A new dialog shows what was saved.
    PreferencesDialog dialog(context);
    EXPECT_EQ(dialog.endpointEdit()->text(), QStringLiteral("https://solver.example/"));
    EXPECT_EQ(dialog.threadCapSpin()->value(), 7);
    EXPECT_FALSE(dialog.adaptiveCheck()->isChecked());
    EXPECT_FALSE(dialog.multiIdCheck()->isChecked());
    EXPECT_TRUE(dialog.clearAfter()->isChecked());
    EXPECT_EQ(dialog.clearSecondsSpin()->value(), 45);
    EXPECT_FALSE(dialog.notificationsCheck()->isChecked());
    EXPECT_TRUE(dialog.closeToTrayCheck()->isChecked());
    EXPECT_EQ(dialog.languageCombo()->currentData().toString(), QStringLiteral("de"));

    // The key: stored through the keychain, never in the settings or the database.
    const QString key = QStringLiteral("5e3f0c1a9b7d24680acebd13579f2468");
    dialog.keyEdit()->setText(key);
    ASSERT_TRUE(dialog.saveKeyButton()->isEnabled());
    QSignalSpy stored(&dialog, &PreferencesDialog::keyStored);
    dialog.saveKeyButton()->click();
    ASSERT_TRUE(SolveDeckTest::waitForSignals(stored, 1, 30s)) << dialog.keyStatus()->text().toStdString();
    EXPECT_TRUE(dialog.keyEdit()->text().isEmpty());

    KeyVault vault;
    vault.setUseEnvironment(false);
    std::optional<KeyVault::Result> read;
    vault.readKey([&read](const KeyVault::Result &r) {
        read = r;
    });
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&read] {
        return read.has_value();
        },
        30s));
    EXPECT_EQ(read->key, key) << "the keychain holds the key";

    QSettings settings;
    settings.sync();
    const QByteArray settingsFile = fileBytes(settings.fileName());
    EXPECT_FALSE(settingsFile.isEmpty()) << settings.fileName().toStdString();
    EXPECT_TRUE(settingsFile.contains("solver.example")) << "the scan reads the right file";
    EXPECT_FALSE(settingsFile.contains(key.toLatin1()));
    for (const QString &file : QStringList{path, path + QStringLiteral("-wal")}) {
        EXPECT_FALSE(fileBytes(file).contains(key.toLatin1())) << file.toStdString();
    }
    const QList<AuditEntry> keyEntries = audit(QStringLiteral("key.set"));
    ASSERT_EQ(keyEntries.size(), 1);
    EXPECT_EQ(keyEntries.at(0).actor, QStringLiteral("ana@lab-3"));
    EXPECT_EQ(keyEntries.at(0).app, QStringLiteral("console"));
    for (const AuditEntry &e : audit()) {
        EXPECT_FALSE(e.detail.contains(key)) << e.action.toStdString();
    }
    const QList<AuditEntry> settingsEntries = audit(QStringLiteral("settings.change"));
    ASSERT_EQ(settingsEntries.size(), 1);
    EXPECT_TRUE(settingsEntries.at(0).detail.contains(QStringLiteral("language: system -> de")))
        << settingsEntries.at(0).detail.toStdString();
    EXPECT_EQ(audit(QStringLiteral("threads.cap")).size(), 1);

    // Removing it is recorded too.
    MessageBox::setNextAnswer(true);
    QSignalSpy cleared(&dialog, &PreferencesDialog::keyCleared);
    dialog.clearKeyButton()->click();
    ASSERT_TRUE(SolveDeckTest::waitForSignals(cleared, 1, 30s)) << dialog.keyStatus()->text().toStdString();
    EXPECT_EQ(audit(QStringLiteral("key.clear")).size(), 1);
    qunsetenv("SOLVEDECK_KEYCHAIN_SERVICE");
}

TEST_F(PreferencesTest, EndpointIsCheckedAsTyped)
{
    PreferencesDialog dialog(context);
    dialog.endpointEdit()->setText(QStringLiteral("http://solver.example/"));
    EXPECT_TRUE(dialog.endpointHint()->text().contains(QStringLiteral("https")));
    EXPECT_FALSE(dialog.saveButton()->isEnabled());
    dialog.endpointEdit()->setText(QStringLiteral("not an address"));
    EXPECT_FALSE(dialog.endpointHint()->text().isEmpty());
    EXPECT_FALSE(dialog.saveButton()->isEnabled());
    dialog.endpointEdit()->setText(QStringLiteral("http://127.0.0.1:8080/"));
    EXPECT_TRUE(dialog.endpointHint()->text().isEmpty());
    EXPECT_TRUE(dialog.saveButton()->isEnabled());
}

// A ninth trial read the service's address on the Account page in demo mode, beside the status bar's simulator: the
// page says which one demo mode talks to.
TEST_F(PreferencesTest, InDemoModeTheEndpointSaysItIsTheLiveConsoles)
{
    auto demo = context;
    demo.demo = true;
    PreferencesDialog dialog(demo);
    EXPECT_TRUE(dialog.endpointHint()->text().contains(QStringLiteral("simulator")))
        << dialog.endpointHint()->text().toStdString();
    dialog.endpointEdit()->setText(QStringLiteral("http://solver.example/"));
    EXPECT_TRUE(dialog.endpointHint()->text().contains(QStringLiteral("https"))) << "a problem comes first";
}

TEST_F(PreferencesTest, WithoutAKeychainItSaysSoAndOffersDemoMode)
{
    context.keychainReachable = false;
    PreferencesDialog dialog(context);
    EXPECT_TRUE(dialog.keyStatus()->text().contains(QStringLiteral("No system keychain")));
    EXPECT_TRUE(dialog.keyStatus()->text().contains(QStringLiteral("never keeps the key in a file")));
    EXPECT_FALSE(dialog.demoButton()->isHidden());
    dialog.keyEdit()->setText(QStringLiteral("0123456789abcdef0123456789abcdef"));
    EXPECT_FALSE(dialog.saveKeyButton()->isEnabled());
    QSignalSpy demo(&dialog, &PreferencesDialog::demoRequested);
    dialog.demoButton()->click();
    EXPECT_EQ(demo.size(), 1);
}

// The thirty-first trial authorised other.example, which the list (by name) put at its top; a second later a click
// meant for trial.example selected the host that had slid under it, and Revoke removed it at once. While the page is
// open a new host is added below the others and the selection stays on its hosts.
TEST_F(PreferencesTest, TargetsRowsHoldStillWhenAHostIsAuthorised)
{
    AuthorisedHosts hosts(store);
    for (const char *name : {"shop0.example", "shop1.example", "trial.example"}) {
        ASSERT_TRUE(hosts.allow(QString::fromLatin1(name)).ok());
    }
    PreferencesDialog dialog(context);
    dialog.showPage(PreferencesDialog::TargetsPage);
    QTableWidget *table = dialog.hostsTable();
    ASSERT_EQ(table->rowCount(), 3);
    table->selectRow(2);
    ASSERT_EQ(table->item(2, 0)->text(), QStringLiteral("trial.example"));

    dialog.hostEdit()->setText(QStringLiteral("other.example"));
    dialog.addHostButton()->click();
    ASSERT_EQ(table->rowCount(), 4);
    QStringList shown;
    for (int row = 0; row < table->rowCount(); ++row) {
        shown << table->item(row, 0)->text();
    }
    EXPECT_EQ(shown,
              (QStringList{QStringLiteral("shop0.example"),
                           QStringLiteral("shop1.example"),
                           QStringLiteral("trial.example"),
                           QStringLiteral("other.example")}));
    const QModelIndexList selected = table->selectionModel()->selectedRows();
    ASSERT_EQ(selected.size(), 1);
    EXPECT_EQ(table->item(selected.first().row(), 0)->text(), QStringLiteral("trial.example"));

    // Opened again, the page lists them by name.
    PreferencesDialog again(context);
    again.showPage(PreferencesDialog::TargetsPage);
    ASSERT_EQ(again.hostsTable()->rowCount(), 4);
    EXPECT_EQ(again.hostsTable()->item(0, 0)->text(), QStringLiteral("other.example"));
}

TEST_F(PreferencesTest, TargetsPageAddsAndRevokesHostsAndAuditsTheSwitch)
{
    PreferencesDialog dialog(context);
    dialog.showPage(PreferencesDialog::TargetsPage);
    dialog.hostEdit()->setText(QStringLiteral("*.com"));
    dialog.addHostButton()->click();
    EXPECT_TRUE(dialog.hostHint()->text().contains(QStringLiteral("top-level domain")));
    EXPECT_EQ(dialog.hostsTable()->rowCount(), 0);

    dialog.hostEdit()->setText(QStringLiteral("Shop.Example."));
    dialog.noteEdit()->setText(QStringLiteral("staging"));
    dialog.addHostButton()->click();
    ASSERT_EQ(dialog.hostsTable()->rowCount(), 1);
    EXPECT_EQ(dialog.hostsTable()->item(0, 0)->text(), QStringLiteral("shop.example"));
    EXPECT_EQ(dialog.hostsTable()->item(0, 1)->text(), QStringLiteral("ana@lab-3"));
    EXPECT_EQ(dialog.hostsTable()->item(0, 3)->text(), QStringLiteral("staging"));

    // Revoke asks, naming the host; Keep keeps it.
    dialog.hostsTable()->selectRow(0);
    MessageBox::setNextAnswer(false);
    dialog.revokeHostButton()->click();
    EXPECT_TRUE(MessageBox::lastQuestion().contains(QStringLiteral("Revoke shop.example?")))
        << MessageBox::lastQuestion().toStdString();
    ASSERT_EQ(dialog.hostsTable()->rowCount(), 1);
    EXPECT_TRUE(AuthorisedHosts(store).isAuthorised(QStringLiteral("https://shop.example/")));
    MessageBox::setNextAnswer(true);
    dialog.revokeHostButton()->click();
    EXPECT_EQ(dialog.hostsTable()->rowCount(), 0);

    // Turning enforcement off asks first; No keeps it on.
    EXPECT_TRUE(dialog.enforceCheck()->isChecked());
    MessageBox::setNextAnswer(false);
    dialog.enforceCheck()->setChecked(false);
    EXPECT_TRUE(dialog.enforceCheck()->isChecked());
    EXPECT_TRUE(AuthorisedHosts(store).isEnforced());
    MessageBox::setNextAnswer(true);
    dialog.enforceCheck()->setChecked(false);
    EXPECT_FALSE(AuthorisedHosts(store).isEnforced());
    dialog.enforceCheck()->setChecked(true);
    EXPECT_TRUE(AuthorisedHosts(store).isEnforced());

    QStringList actions;
    for (const AuditEntry &e : audit()) {
        actions << e.action + QLatin1Char(' ') + e.detail;
    }
    EXPECT_EQ(actions,
              (QStringList{QStringLiteral("hosts.allow shop.example (note: staging)"),
                           QStringLiteral("hosts.revoke shop.example"),
                           QStringLiteral("hosts.enforcement off"),
                           QStringLiteral("hosts.enforcement on")}));
}

TEST_F(PreferencesTest, EveryControlHasAnAccessibleName)
{
    PreferencesDialog dialog(context);
    int checked = 0;
    for (QWidget *w : dialog.findChildren<QWidget *>()) {
        const bool input = qobject_cast<QLineEdit *>(w) || qobject_cast<QComboBox *>(w)
                        || qobject_cast<QAbstractSpinBox *>(w) || qobject_cast<QTableWidget *>(w);
        auto *button = qobject_cast<QAbstractButton *>(w);
        if (!input && !button) {
            continue;
        }
        QObject *parent = w->parent();
        if (qobject_cast<QAbstractSpinBox *>(parent) || qobject_cast<QComboBox *>(parent)
            || qobject_cast<QAbstractItemView *>(parent) || qobject_cast<QTabBar *>(parent)) {
            continue; // Qt's own parts: a spin box's line edit, a table's corner button, a tab bar's scroll buttons
        }
        if (w->objectName().startsWith(QStringLiteral("qt_"))) {
            continue;
        }
        ++checked;
        const QString name = w->accessibleName().isEmpty() && button ? button->text() : w->accessibleName();
        EXPECT_FALSE(name.isEmpty()) << w->metaObject()->className() << " " << w->objectName().toStdString();
    }
    EXPECT_GE(checked, 20);
}

TEST_F(PreferencesTest, FirstJobForANewHostAsks)
{
    TaskSpec spec;
    spec.method = Method::Turnstile;
    spec.sitekey = QStringLiteral("0x4AAAAAAAprefTest0000");
    spec.pageurl = QStringLiteral("https://new.example/login");

    TargetPrompt::setNextAnswer(TargetPrompt::Choice::Cancel);
    EXPECT_FALSE(TargetPrompt::confirm(nullptr, &store, spec));
    EXPECT_EQ(TargetPrompt::lastAskedHost(), QStringLiteral("new.example"));

    TargetPrompt::setNextAnswer(TargetPrompt::Choice::QueueOnly);
    EXPECT_TRUE(TargetPrompt::confirm(nullptr, &store, spec));
    EXPECT_FALSE(AuthorisedHosts(store).isAuthorised(spec.pageurl));

    TargetPrompt::setNextAnswer(TargetPrompt::Choice::AuthoriseAndQueue, QStringLiteral("our staging site"));
    EXPECT_TRUE(TargetPrompt::confirm(nullptr, &store, spec));
    EXPECT_TRUE(AuthorisedHosts(store).isAuthorised(spec.pageurl));
    const auto hosts = AuthorisedHosts(store).list().value();
    ASSERT_EQ(hosts.size(), 1);
    EXPECT_EQ(hosts.at(0).note, QStringLiteral("our staging site"));

    // Authorised now: no question.
    EXPECT_TRUE(TargetPrompt::confirm(nullptr, &store, spec));
    EXPECT_TRUE(TargetPrompt::lastAskedHost().isEmpty());

    // A host never authorised is "not an authorised target yet"; one whose pattern was revoked is "no longer" one,
    // and the question names the pattern (a twenty-fifth trial read "yet" for a host it had just revoked).
    const QString never = TargetPrompt::question(&store, QStringLiteral("other.example"));
    EXPECT_TRUE(never.contains(QStringLiteral("not an authorised target yet"))) << never.toStdString();
    ASSERT_TRUE(AuthorisedHosts(store).allow(QStringLiteral("*.shop.example")).ok());
    ASSERT_TRUE(AuthorisedHosts(store).revoke(QStringLiteral("*.shop.example")).ok());
    const QString revoked = TargetPrompt::question(&store, QStringLiteral("cart.shop.example"));
    EXPECT_TRUE(revoked.contains(QStringLiteral("<b>cart.shop.example</b> is no longer an authorised target: "
                                                "<b>*.shop.example</b> was revoked on ")))
        << revoked.toStdString();
    EXPECT_FALSE(revoked.contains(QStringLiteral("yet"))) << revoked.toStdString();
    EXPECT_TRUE(TargetPrompt::question(&store, QStringLiteral("other.example")).contains(QStringLiteral("yet")));
    TargetPrompt asked(QStringLiteral("cart.shop.example"), nullptr, revoked);
    const auto *shown = asked.findChild<QLabel *>(QStringLiteral("targetPromptQuestion"));
    ASSERT_NE(shown, nullptr);
    EXPECT_EQ(shown->text(), revoked);

    // The dialog itself: Authorise only once the operator says the site is theirs to test.
    TargetPrompt prompt(QStringLiteral("new.example"));
    EXPECT_FALSE(prompt.authoriseButton()->isEnabled());
    // By keyboard: the box's underlined letter is its sentence's first (a twenty-ninth trial pressed Alt+I for "I own
    // this site…", whose underlined letter was the o).
    prompt.show();
    prompt.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&prompt));
    QTest::keyClick(prompt.windowHandle(), Qt::Key_I, Qt::AltModifier);
    EXPECT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return prompt.ownCheck()->isChecked();
        },
        5s)); // a mnemonic clicks as the mouse would, after a moment
    prompt.ownCheck()->setChecked(true);
    EXPECT_TRUE(prompt.authoriseButton()->isEnabled());
    prompt.noteEdit()->setText(QStringLiteral("  ticket 7 "));
    prompt.authoriseButton()->click();
    EXPECT_EQ(prompt.choice(), TargetPrompt::Choice::AuthoriseAndQueue);
    EXPECT_EQ(prompt.note(), QStringLiteral("ticket 7"));
}

TEST_F(PreferencesTest, AuditViewerFiltersAndExportsCsv)
{
    AuditLog log(store);
    ASSERT_TRUE(log.record(QStringLiteral("hosts.allow"), QStringLiteral("shop.example")).ok());
    ASSERT_TRUE(log.record(QStringLiteral("key.set"), QStringLiteral("stored in the system keychain")).ok());
    ASSERT_TRUE(log.record(QStringLiteral("settings.change"), QStringLiteral("=HYPERLINK(\"x\"), \"quoted\"")).ok());

    AuditLogDialog viewer(&store);
    EXPECT_EQ(viewer.table()->rowCount(), 3);
    EXPECT_EQ(viewer.table()->item(0, 3)->text(), QStringLiteral("settings.change")) << "newest first";
    EXPECT_EQ(viewer.table()->item(2, 1)->text(), QStringLiteral("ana@lab-3"));

    viewer.filterEdit()->setText(QStringLiteral("KEYCHAIN"));
    ASSERT_EQ(viewer.table()->rowCount(), 1);
    EXPECT_EQ(viewer.table()->item(0, 3)->text(), QStringLiteral("key.set"));
    viewer.filterEdit()->clear();
    viewer.actionCombo()->setCurrentIndex(viewer.actionCombo()->findData(QStringLiteral("hosts.")));
    ASSERT_EQ(viewer.table()->rowCount(), 1);
    EXPECT_EQ(viewer.table()->item(0, 4)->text(), QStringLiteral("shop.example"));
    viewer.actionCombo()->setCurrentIndex(0);
    // Every action the console and the CLI write has a kind that shows it (a twenty-fifth trial found the gateway's
    // clients and the endpoint checks under none).
    for (const char *action : {"audit.export",
                               "client.add",
                               "client.revoke",
                               "client.set",
                               "endpoint.capability",
                               "endpoint.forget",
                               "hosts.allow",
                               "hosts.enforcement",
                               "hosts.revoke",
                               "jobs.export",
                               "jobs.import",
                               "jobs.purge",
                               "key.clear",
                               "key.set",
                               "key.tested",
                               "queue.resume",
                               "settings.change",
                               "threads.cap"}) {
        const QString name = QString::fromLatin1(action);
        bool kind = false;
        for (int i = 1; i < viewer.actionCombo()->count(); ++i) {
            kind = kind || name.startsWith(viewer.actionCombo()->itemData(i).toString());
        }
        EXPECT_TRUE(kind) << action << " has no kind in the Action list";
    }

    const QString csv = dir.filePath(QStringLiteral("audit.csv"));
    QString error;
    ASSERT_TRUE(viewer.exportCsv(csv, &error)) << error.toStdString();
    const QString text = QString::fromUtf8(fileBytes(csv));
    const QStringList lines = text.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), 4) << text.toStdString();
    EXPECT_EQ(lines.at(0), QStringLiteral("id,at,actor,app,action,detail"));
    EXPECT_TRUE(lines.at(3).endsWith(QStringLiteral(",\"'=HYPERLINK(\"\"x\"\"), \"\"quoted\"\"\"")))
        << lines.at(3).toStdString();
    // The export is an action of its own, and the viewer shows it.
    EXPECT_EQ(audit(QStringLiteral("audit.export")).size(), 1);
    EXPECT_EQ(viewer.table()->rowCount(), 4);
    EXPECT_FALSE(viewer.exportCsv(dir.filePath(QStringLiteral("missing/dir/audit.csv")), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("Choose a folder"))) << error.toStdString();
}

TEST_F(PreferencesTest, MenusListEveryActionWithItsShortcut)
{
    MainWindow::Options options;
    MainWindow window(options);
    auto *tools = new OperatorTools(&window, context);
    EXPECT_EQ(tools->preferencesAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Comma));
    EXPECT_EQ(tools->shortcutsAction()->shortcut(), QKeySequence(Qt::Key_F1));

    QStringList menus;
    for (QAction *a : window.menuBar()->actions()) {
        menus << a->text().remove(QLatin1Char('&'));
    }
    EXPECT_EQ(menus.indexOf(QStringLiteral("Edit")), menus.indexOf(QStringLiteral("File")) + 1)
        << menus.join(QLatin1Char(',')).toStdString();
    EXPECT_EQ(menus.indexOf(QStringLiteral("Tools")) + 1, menus.indexOf(QStringLiteral("Help")));

    const auto actions = ShortcutsDialog::listActions(window.menuBar());
    QMap<QString, QString> byName;
    for (const auto &[name, keys] : actions) {
        byName.insert(name, keys);
    }
    EXPECT_TRUE(byName.value(QStringLiteral("Edit > Preferences…"))
                    .startsWith(QKeySequence(Qt::CTRL | Qt::Key_Comma).toString(QKeySequence::NativeText)))
        << byName.value(QStringLiteral("Edit > Preferences…")).toStdString();
    EXPECT_TRUE(byName.contains(QStringLiteral("Tools > Audit Log…")));
    EXPECT_EQ(byName.value(QStringLiteral("Help > Keyboard Shortcuts")), QStringLiteral("F1"));
    EXPECT_FALSE(byName.value(QStringLiteral("Jobs > New Job…")).isEmpty()) << "from the window's own form";

    ShortcutsDialog *dialog = tools->openShortcuts();
    // The menus' commands, then the keys that work outside the menus.
    EXPECT_EQ(dialog->table()->rowCount(), actions.size() + ShortcutsDialog::listOtherKeys(&window).size());
    // The keys outside the menus read as places, not menu paths, and as keys a keyboard has (a thirtieth trial read
    // "Window > …" and "Ctrl+Shift+Backtab").
    QMap<QString, QString> others;
    for (const auto &[name, keys] : ShortcutsDialog::listOtherKeys(&window)) {
        EXPECT_FALSE(name.contains(QStringLiteral(" > "))) << name.toStdString();
        EXPECT_FALSE(keys.contains(QStringLiteral("Backtab"))) << keys.toStdString();
        others.insert(name, keys);
    }
    EXPECT_EQ(others.value(QStringLiteral("In the window: Next or previous page of tabs")),
              QKeySequence(Qt::CTRL | Qt::Key_Tab).toString(QKeySequence::NativeText) + QStringLiteral(", ")
                  + QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Tab).toString(QKeySequence::NativeText));
    EXPECT_EQ(others.value(QStringLiteral("In the window: Next or previous control")),
              QStringLiteral("Tab, ") + QKeySequence(Qt::SHIFT | Qt::Key_Tab).toString(QKeySequence::NativeText));
    dialog->close();

    // The cap the operator sets in the toolbar is recorded once per burst of clicks, clamps are not.
    window.threadCapSpin()->setValue(9); // not focused: a clamp or another engine's cap
    window.show();
    window.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&window));
    window.threadCapSpin()->setFocus();
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&window] {
        return window.threadCapSpin()->hasFocus();
        },
        5s));
    window.threadCapSpin()->setValue(10);
    window.threadCapSpin()->setValue(11);
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [this] {
        return !audit(QStringLiteral("threads.cap")).isEmpty();
        },
        10s));
    const auto caps = audit(QStringLiteral("threads.cap"));
    ASSERT_EQ(caps.size(), 1);
    EXPECT_EQ(caps.at(0).detail, QStringLiteral("9 -> 11 (toolbar)"));

    // Typed and entered: recorded at the Enter, before what the operator does next (a nineteenth trial's Resume a
    // second later was logged before the cap).
    window.threadCapSpin()->setValue(3);
    QTest::keyClick(window.threadCapSpin(), Qt::Key_Return);
    const auto entered = audit(QStringLiteral("threads.cap"));
    ASSERT_EQ(entered.size(), 2);
    EXPECT_EQ(entered.at(1).detail, QStringLiteral("11 -> 3 (toolbar)")) << "oldest first";
}

} // namespace

// The thirty-second trial: Help > About in demo mode said "Data folder: …/data/SolveDeck/SolveDeck", and no such
// folder was there. About names a folder that is there, and says what a demo run keeps; and the demo's database by
// its path.
TEST(AboutBoxTest, TheDataFolderItNamesIsThere)
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation); // test mode
    AboutBox::Facts demo;
    demo.demo = true;
    EXPECT_FALSE(AboutBox::text(demo).contains(folder.toHtmlEscaped())) << AboutBox::text(demo).toStdString();
    EXPECT_TRUE(AboutBox::dataFolderText(demo).contains(QStringLiteral("demo")));
    // The demo's database by its path, as messages name it in `solvedeck-cli --db …` (a thirty-fifth trial).
    demo.databaseLocation = QStringLiteral("/tmp/SolveDeck-HARIWD/demo.sqlite");
    EXPECT_TRUE(AboutBox::text(demo).contains(QStringLiteral("Job database: /tmp/SolveDeck-HARIWD/demo.sqlite (")))
        << AboutBox::text(demo).toStdString();

    AboutBox::Facts local;
    local.databaseLocation = QStringLiteral("/tmp/jobs.sqlite");
    QDir(folder).removeRecursively();
    EXPECT_EQ(AboutBox::dataFolderText(local), QStringLiteral("%1 (not created yet)").arg(folder));
    ASSERT_TRUE(QDir().mkpath(folder));
    EXPECT_EQ(AboutBox::dataFolderText(local), folder);
    EXPECT_TRUE(AboutBox::text(local).contains(folder.toHtmlEscaped()));
    QDir(folder).removeRecursively();
}
