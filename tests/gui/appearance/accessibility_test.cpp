// Keyboard and assistive technology: every control of the main window and of each dialog it opens that Tab can
// reach has a name for a screen reader (as Qt's accessibility layer reports it: its own name, its text, or its buddy
// label's); every command of the menus is reachable from the keyboard (a shortcut or an underlined letter) and listed
// in Help > Keyboard Shortcuts with the keys that work outside the menus; the job table's cells tell their text,
// the state included; Preferences > Appearance switches the colour scheme and records it in the audit log.
#include "core/store/auditlog.h"
#include "core/store/jobfilter.h"
#include "core/store/jobstore.h"
#include "gui/apikeydialog.h"
#include "gui/auditlogdialog.h"
#include "gui/colourscheme.h"
#include "gui/consolesettings.h"
#include "gui/databasedialog.h"
#include "gui/exportdialog.h"
#include "gui/importdialog.h"
#include "gui/itemdataroles.h"
#include "gui/jobtablemodel.h"
#include "gui/mainwindow.h"
#include "gui/newjobdialog.h"
#include "gui/operatortools.h"
#include "gui/preferencesdialog.h"
#include "gui/shortcutsdialog.h"
#include "gui/statuscolours.h"
#include "gui/targetprompt.h"
#include "support/testutil.h"

#include <QAbstractSpinBox>
#include <QAccessible>
#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QToolBar>
#include <QTranslator>
#include <gtest/gtest.h>

#include <algorithm>

using namespace SolveDeck;
using namespace std::chrono_literals;

namespace {

// What a screen reader says a widget is called. A combo box's Name is its current item on Linux (its label comes as a
// relation), so for one only its own accessible name or a label that names it (a buddy) counts.
QString accessibleName(QWidget *w)
{
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(w);
    if (!iface) {
        return {};
    }
    if (qobject_cast<QComboBox *>(w)) {
        if (!w->accessibleName().isEmpty()) {
            return w->accessibleName();
        }
        for (const auto &[label, relation] : iface->relations(QAccessible::Label)) {
            if (label && !label->text(QAccessible::Name).trimmed().isEmpty()) {
                return label->text(QAccessible::Name).trimmed();
            }
        }
        return {};
    }
    return iface->text(QAccessible::Name).trimmed();
}

// The controls under `root` (its own window only) that Tab reaches and that have no accessible name. Qt's inner
// parts (a spin box's or combo box's line edit, "qt_" widgets such as a tab widget's tab bar) are named by their
// owner and left out. `checked` counts the controls looked at.
QStringList unnamedControls(QWidget *root, int &checked)
{
    QStringList out;
    QList<QWidget *> widgets = root->findChildren<QWidget *>();
    widgets.prepend(root);
    for (QWidget *w : std::as_const(widgets)) {
        if (w->window() != root->window() || !(w->focusPolicy() & Qt::TabFocus) || qobject_cast<QMenu *>(w)
            || w->objectName().startsWith(QStringLiteral("qt_"))) {
            continue;
        }
        QWidget *parent = w->parentWidget();
        if (parent && (qobject_cast<QAbstractSpinBox *>(parent) || qobject_cast<QComboBox *>(parent))) {
            continue;
        }
        ++checked;
        if (accessibleName(w).isEmpty()) {
            out << QStringLiteral("%1 \"%2\" in %3")
                       .arg(QString::fromLatin1(w->metaObject()->className()),
                            w->objectName(),
                            parent ? QString::fromLatin1(parent->metaObject()->className()) + QLatin1Char(' ')
                                         + parent->objectName()
                                   : QString());
        }
    }
    return out;
}

void expectAllNamed(QWidget *root, int atLeast)
{
    int checked = 0;
    const QStringList unnamed = unnamedControls(root, checked);
    EXPECT_TRUE(unnamed.isEmpty()) << root->objectName().toStdString() << ": "
                                   << unnamed.join(QStringLiteral("; ")).toStdString();
    EXPECT_GE(checked, atLeast) << root->objectName().toStdString();
}

bool hasMnemonic(const QString &text)
{
    QString t = text;
    t.remove(QStringLiteral("&&"));
    const qsizetype at = t.indexOf(QLatin1Char('&'));
    return at >= 0 && at + 1 < t.size();
}

// Every action in `menu` and its submenus.
void menuActions(QMenu *menu, QList<QAction *> &out)
{
    for (QAction *a : menu->actions()) {
        if (a->isSeparator()) {
            continue;
        }
        out << a;
        if (a->menu()) {
            menuActions(a->menu(), out);
        }
    }
}

TaskSpec turnstile(const QString &page)
{
    TaskSpec spec;
    spec.method = Method::Turnstile;
    spec.sitekey = QStringLiteral("0x4AAAAAAAC3DHQFLr1GavRN");
    spec.pageurl = QStringLiteral("https://shop.example/%1").arg(page);
    return spec;
}

class AccessibilityTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(dir.isValid());
        const auto opened = store.openSqlite(dir.filePath(QStringLiteral("jobs.sqlite")));
        ASSERT_TRUE(opened.ok()) << opened.error().message.toStdString();
        AuditLog::setApplication(QStringLiteral("console"));
        for (const QString &key : ConsoleSettings::keys()) {
            QSettings().remove(key);
        }
        context.store = &store;
        window = std::make_unique<MainWindow>(MainWindow::Options{});
        window->setObjectName(QStringLiteral("mainWindow"));
        tools = new OperatorTools(window.get(), context);
        window->attach(&store, nullptr);
    }

    void TearDown() override
    {
        window.reset();
        ColourScheme::apply(ColourScheme::Scheme::System);
        AuditLog::setApplication(QStringLiteral("cli"));
    }

    QTemporaryDir dir;
    JobStore store;
    PreferencesDialog::Context context;
    std::unique_ptr<MainWindow> window;
    OperatorTools *tools = nullptr;
};

} // namespace

TEST_F(AccessibilityTest, EveryControlOfTheWindowAndItsDialogsHasAName)
{
    window->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    window->showBanner(QStringLiteral("No API key"), MainWindow::BannerKind::NoKey);
    expectAllNamed(window.get(), 8);

    NewJobDialog newJob(window.get());
    expectAllNamed(&newJob, 5);
    ApiKeyDialog apiKey(window.get());
    expectAllNamed(&apiKey, 2);
    DatabaseDialog database(DatabaseDialog::Setup{}, window.get());
    expectAllNamed(&database, 4);
    ExportDialog exportDialog(JobFilter{}, {}, window.get());
    expectAllNamed(&exportDialog, 3);
    ImportDialog importDialog(&store,
                              nullptr,
                              QByteArray("https://shop.example/a\nnot a url\n"),
                              JobFileFormat::PageUrls,
                              QStringLiteral("the clipboard"),
                              window.get());
    expectAllNamed(&importDialog, 4);
    PreferencesDialog preferences(context, window.get());
    expectAllNamed(&preferences, 20);
    AuditLogDialog audit(&store, window.get());
    expectAllNamed(&audit, 3);
    ShortcutsDialog shortcuts(window->menuBar(), window.get());
    expectAllNamed(&shortcuts, 2);
    TargetPrompt prompt(QStringLiteral("shop.example"), window.get());
    expectAllNamed(&prompt, 2);

    auto *retention = window->findChild<QAction *>(QStringLiteral("retentionAction"));
    ASSERT_NE(retention, nullptr);
    retention->trigger();
    auto *retentionDialog = window->findChild<QDialog *>(QStringLiteral("retentionDialog"));
    ASSERT_NE(retentionDialog, nullptr);
    expectAllNamed(retentionDialog, 4);
    retentionDialog->reject();
}

// The twenty-fourth trial: in German, "Warteschlange &pausieren" and "Alle zum Filter &passenden Aufträge" shared their
// letter, so the submenu could not be reached by keyboard. In every language, no two items of a menu share one.
TEST_F(AccessibilityTest, NoTwoItemsOfAMenuShareTheirLetterInAnyLanguage)
{
    window.reset();
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("es")}) {
        QTranslator translator;
        ASSERT_TRUE(translator.load(QStringLiteral(":/i18n/solvedeck_%1.qm").arg(language)));
        QCoreApplication::installTranslator(&translator);
        {
            MainWindow translated{MainWindow::Options{}};
            new OperatorTools(&translated, context);
            translated.attach(&store, nullptr);
            QList<QMenu *> menus;
            for (QAction *top : translated.menuBar()->actions()) {
                if (top->menu() != nullptr) {
                    menus << top->menu();
                }
            }
            menus << translated.menuBar()->findChildren<QMenu *>();
            for (QMenu *menu : std::as_const(menus)) {
                QHash<QString, QStringList> byLetter;
                for (QAction *a : menu->actions()) {
                    if (a->isSeparator() || !a->isVisible()) {
                        continue;
                    }
                    const QString key = QKeySequence::mnemonic(a->text()).toString();
                    if (!key.isEmpty()) {
                        byLetter[key] << a->text();
                    }
                }
                for (auto it = byLetter.cbegin(); it != byLetter.cend(); ++it) {
                    EXPECT_EQ(it.value().size(), 1)
                        << language.toStdString() << ", menu " << menu->title().toStdString() << ": "
                        << it.value().join(QStringLiteral(" / ")).toStdString();
                }
            }
        }
        QCoreApplication::removeTranslator(&translator);
    }
}

TEST_F(AccessibilityTest, EveryCommandIsReachableFromTheKeyboardAndListed)
{
    QList<QAction *> inMenus;
    for (QAction *top : window->menuBar()->actions()) {
        EXPECT_TRUE(hasMnemonic(top->text())) << top->text().toStdString();
        ASSERT_NE(top->menu(), nullptr);
        menuActions(top->menu(), inMenus);
    }
    ASSERT_GE(inMenus.size(), 25);
    for (QAction *a : std::as_const(inMenus)) {
        // Without a shortcut, the underlined letter is the way in from the keyboard.
        if (a->shortcut().isEmpty()) {
            EXPECT_TRUE(hasMnemonic(a->text())) << "no shortcut and no mnemonic: " << a->text().toStdString();
        }
    }

    ShortcutsDialog dialog(window->menuBar(), window.get());
    QStringList listed;
    for (int row = 0; row < dialog.table()->rowCount(); ++row) {
        listed << dialog.table()->item(row, 0)->text() + QLatin1Char('=') + dialog.table()->item(row, 1)->text();
    }
    // Every action of the window with a name is in a menu, or has a shortcut the dialog lists, or is the tray's.
    int outside = 0;
    for (QAction *a : window->findChildren<QAction *>()) {
        // A menu's own action is the menu bar's entry (checked for its letter above) or a submenu's (in inMenus).
        if (a->isSeparator() || a->text().isEmpty() || inMenus.contains(a) || a->menu()) {
            continue;
        }
        bool inTray = false;
        for (QObject *o : a->associatedObjects()) {
            inTray = inTray || o->objectName() == QStringLiteral("trayMenu");
        }
        if (inTray) {
            continue;
        }
        ++outside;
        ASSERT_FALSE(a->shortcut().isEmpty()) << "not reachable from the keyboard: " << a->text().toStdString();
        const QString keys = a->shortcut().toString(QKeySequence::NativeText);
        const QString text = a->text().remove(QLatin1Char('&'));
        EXPECT_TRUE(std::ranges::any_of(
            listed,
            [&](const QString &row) {
            return row.contains(text) && row.endsWith(QLatin1Char('=') + keys);
            }))
            << text.toStdString() << " (" << keys.toStdString() << ") is not in Help > Keyboard Shortcuts";
    }
    EXPECT_GE(outside, 1) << "the filter box's Esc";
    // The copy variants of the table's context menu are in Edit > Copy As as well.
    auto *copyAs = window->menuBar()->findChild<QMenu *>(QStringLiteral("copyAsMenu"));
    ASSERT_NE(copyAs, nullptr);
    EXPECT_EQ(copyAs->actions().size(), 3);
    EXPECT_TRUE(std::ranges::any_of(listed, [](const QString &row) {
        return row.startsWith(QStringLiteral("Edit > Copy As > Copy Token as JSON="));
    }));
}

TEST_F(AccessibilityTest, TableCellsTellTheirTextAndStateToAssistiveTechnology)
{
    window->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    ASSERT_TRUE(store.enqueue(turnstile(QStringLiteral("login"))).ok());
    const auto second = store.enqueue(turnstile(QStringLiteral("checkout")));
    ASSERT_TRUE(second.ok());
    ASSERT_TRUE(store.cancel(second->jobId).ok());
    auto *table = window->findChild<QTableView *>(QStringLiteral("jobTable"));
    ASSERT_NE(table, nullptr);
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [table] {
        return table->model()->rowCount() == 2;
        },
        5s));

    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(table);
    ASSERT_NE(iface, nullptr);
    QAccessibleTableInterface *cells = iface->tableInterface();
    ASSERT_NE(cells, nullptr);
    EXPECT_EQ(iface->text(QAccessible::Name), QStringLiteral("Jobs"));
    for (int row = 0; row < 2; ++row) {
        for (int column = 0; column < table->model()->columnCount(); ++column) {
            QAccessibleInterface *cell = cells->cellAt(row, column);
            ASSERT_NE(cell, nullptr);
            const QModelIndex index = table->model()->index(row, column);
            const QString shown = index.data(Qt::DisplayRole).toString();
            const QString said = cell->text(QAccessible::Name);
            // What is shown is said (with the column's word where a bare number would mean nothing).
            EXPECT_TRUE(said.contains(shown)) << row << "," << column << " shows \"" << shown.toStdString()
                                              << "\" but says \"" << said.toStdString() << "\"";
            EXPECT_FALSE(said.isEmpty()) << row << "," << column;
        }
    }
    // The newest first: the canceled job. Its state is in words, and coloured in the palette's grey.
    const QModelIndex state = table->model()->index(0, JobTableModel::StateColumn);
    EXPECT_EQ(cells->cellAt(0, JobTableModel::StateColumn)->text(QAccessible::Name), QStringLiteral("Canceled"));
    EXPECT_EQ(cells->cellAt(0, JobTableModel::IdColumn)->text(QAccessible::Name),
              QStringLiteral("Job %1").arg(second->jobId));
    EXPECT_EQ(state.data(Qt::ForegroundRole).value<QBrush>().color(),
              StatusColours::colour(StatusColours::Role::Canceled, QGuiApplication::palette()));
    ColourScheme::apply(ColourScheme::Scheme::Dark);
    EXPECT_EQ(state.data(Qt::ForegroundRole).value<QBrush>().color(),
              StatusColours::colour(StatusColours::Role::Canceled, ColourScheme::darkPalette()));
    // Queued is neutral (no colour of its own, the palette's text) unless it waits for something (amber); its
    // words say which.
    const QModelIndex queued = table->model()->index(1, JobTableModel::StateColumn);
    const QString reason = queued.data(WaitingReasonRole).toString();
    if (reason.isEmpty()) {
        EXPECT_FALSE(queued.data(Qt::ForegroundRole).isValid());
    } else {
        EXPECT_EQ(queued.data(Qt::ForegroundRole).value<QBrush>().color(),
                  StatusColours::colour(StatusColours::Role::Waiting, ColourScheme::darkPalette()))
            << reason.toStdString();
        EXPECT_TRUE(cells->cellAt(1, JobTableModel::StateColumn)
                        ->text(QAccessible::Name)
                        .contains(queued.data(WaitingReasonTextRole).toString()));
    }
}

TEST_F(AccessibilityTest, AppearancePageSwitchesTheSchemeAndAuditsIt)
{
    EXPECT_EQ(ConsoleSettings::colorScheme(), QStringLiteral("system"));
    {
        PreferencesDialog dialog(context);
        ASSERT_NE(dialog.colourSchemeCombo(), nullptr);
        EXPECT_EQ(dialog.colourSchemeCombo()->currentData().toString(), QStringLiteral("system"));
        EXPECT_EQ(accessibleName(dialog.colourSchemeCombo()), QStringLiteral("Colour scheme"));
        dialog.colourSchemeCombo()->setCurrentIndex(dialog.colourSchemeCombo()->findData(QStringLiteral("dark")));
        dialog.saveButton()->click();
    }
    EXPECT_EQ(ConsoleSettings::colorScheme(), QStringLiteral("dark"));
    EXPECT_EQ(QSettings().value(QStringLiteral("appearance/colorScheme")).toString(), QStringLiteral("dark"));
    EXPECT_EQ(ColourScheme::current(), ColourScheme::Scheme::Dark);
    EXPECT_TRUE(StatusColours::isDark(QGuiApplication::palette()));
    // The banner follows: its background is the dark variant now.
    window->showBanner(QStringLiteral("Queue paused"));
    EXPECT_TRUE(window->bannerFrame()->styleSheet().contains(
        StatusColours::colour(StatusColours::Role::BannerBackground, ColourScheme::darkPalette()).name()))
        << window->bannerFrame()->styleSheet().toStdString();

    AuditQuery q;
    q.action = QStringLiteral("settings.change");
    const auto entries = AuditLog(store).entries(q);
    ASSERT_TRUE(entries.ok());
    ASSERT_EQ(entries->size(), 1);
    EXPECT_TRUE(entries->at(0).detail.contains(QStringLiteral("colour scheme: system -> dark")))
        << entries->at(0).detail.toStdString();

    // Back to the system's: the setting is removed, the platform's palette is back.
    {
        PreferencesDialog dialog(context);
        EXPECT_EQ(dialog.colourSchemeCombo()->currentData().toString(), QStringLiteral("dark"));
        dialog.colourSchemeCombo()->setCurrentIndex(dialog.colourSchemeCombo()->findData(QStringLiteral("system")));
        dialog.saveButton()->click();
    }
    EXPECT_FALSE(QSettings().contains(QStringLiteral("appearance/colorScheme")));
    EXPECT_EQ(ColourScheme::current(), ColourScheme::Scheme::System);
    EXPECT_FALSE(StatusColours::isDark(QGuiApplication::palette()));
    EXPECT_TRUE(window->bannerFrame()->styleSheet().contains(
        StatusColours::colour(StatusColours::Role::BannerBackground, QGuiApplication::palette()).name()))
        << window->bannerFrame()->styleSheet().toStdString() << " base "
        << QGuiApplication::palette().color(QPalette::Base).name().toStdString();
}

TEST_F(AccessibilityTest, ActionsHaveIconsWithoutAnIconTheme)
{
    for (const char *name : {"newJobAction",
                             "copyTokenAction",
                             "cancelJobAction",
                             "retryJobAction",
                             "pauseQueueAction",
                             "preferencesAction",
                             "shortcutsAction",
                             "importAction",
                             "exportAction",
                             "quitAction"}) {
        auto *action = window->findChild<QAction *>(QLatin1String(name));
        ASSERT_NE(action, nullptr) << name;
        EXPECT_FALSE(action->icon().isNull()) << name;
        // Drawn from the SVG at twice the size for a 2x screen: sharp, not an upscaled bitmap.
        const QPixmap sharp = action->icon().pixmap(QSize(16, 16), 2.0);
        EXPECT_EQ(sharp.size(), QSize(32, 32)) << name;
    }
}
