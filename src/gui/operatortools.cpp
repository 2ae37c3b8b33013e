#include "gui/operatortools.h"

#include "core/model/consoleplaces.h"
#include "core/store/auditlog.h"
#include "core/store/jobstore.h"
#include "gui/auditlogdialog.h"
#include "gui/icons.h"
#include "gui/mainwindow.h"
#include "gui/shortcutsdialog.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QSpinBox>

namespace SolveDeck {

namespace {

// The menu of this object name, or a new one with `title` inserted before the menu named `before` (at the end when
// there is none).
QMenu *menuNamed(QMenuBar *bar, const QString &name, const QString &title, const QString &before)
{
    if (auto *menu = bar->findChild<QMenu *>(name)) {
        return menu;
    }
    auto *menu = new QMenu(title, bar);
    menu->setObjectName(name);
    QAction *beforeAction = nullptr;
    if (auto *next = bar->findChild<QMenu *>(before)) {
        beforeAction = next->menuAction();
    }
    bar->insertMenu(beforeAction, menu);
    return menu;
}

} // namespace

OperatorTools::OperatorTools(MainWindow *window, const PreferencesDialog::Context &context)
    : QObject(window)
    , m_window(window)
    , m_context(context)
{
    QMenuBar *bar = window->menuBar();
    QMenu *edit = menuNamed(bar,
                            QStringLiteral("editMenu"),
                            ConsolePlaces::label(ConsolePlaces::Label::EditMenu),
                            QStringLiteral("jobsMenu"));
    QMenu *tools = menuNamed(bar,
                             QStringLiteral("toolsMenu"),
                             ConsolePlaces::label(ConsolePlaces::Label::ToolsMenu),
                             QStringLiteral("helpMenu"));
    QMenu *help = menuNamed(bar,
                            QStringLiteral("helpMenu"),
                            ConsolePlaces::label(ConsolePlaces::Label::HelpMenu),
                            QString());

    m_preferences = new QAction(ConsolePlaces::label(ConsolePlaces::Label::Preferences), window);
    m_preferences->setObjectName(QStringLiteral("preferencesAction"));
    // Ctrl+, everywhere; the platform's own key as well where it has one.
    QList<QKeySequence> prefKeys{QKeySequence(Qt::CTRL | Qt::Key_Comma)};
    for (const QKeySequence &k : QKeySequence::keyBindings(QKeySequence::Preferences)) {
        if (!prefKeys.contains(k)) {
            prefKeys << k;
        }
    }
    m_preferences->setShortcuts(prefKeys);
    m_preferences->setMenuRole(QAction::PreferencesRole);
    m_preferences->setStatusTip(tr("The API key, endpoint, queue, clipboard, notifications, targets and language"));
    // Edit > Copy As: the job table's copy variants, so they are in a menu (and in Help > Keyboard Shortcuts) and
    // not only in the table's context menu.
    QList<QAction *> copyVariants;
    for (const char *name : {"copyTokenJsonAction", "copySnippetAction", "copyJobJsonAction"}) {
        if (auto *action = window->findChild<QAction *>(QLatin1String(name))) {
            copyVariants << action;
        }
    }
    if (!copyVariants.isEmpty() && !edit->findChild<QMenu *>(QStringLiteral("copyAsMenu"))) {
        auto *copyAs = new QMenu(tr("Copy &As"), edit);
        copyAs->setObjectName(QStringLiteral("copyAsMenu"));
        copyAs->addActions(copyVariants);
        edit->addMenu(copyAs);
        edit->addSeparator();
    }
    edit->addAction(m_preferences);

    m_auditLog = new QAction(ConsolePlaces::label(ConsolePlaces::Label::AuditLog), window);
    m_auditLog->setObjectName(QStringLiteral("auditLogAction"));
    m_auditLog->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    m_auditLog->setStatusTip(tr("Who did what, when: key changes, hosts, caps, settings"));
    tools->addAction(m_auditLog);
    // The place of the job gateway's page (Tools > Gateway…, from the gateway's own console class): its action goes
    // before this separator, which shows once something stands there.
    QAction *gatewayPlace = tools->addSeparator();
    gatewayPlace->setObjectName(QStringLiteral("gatewayPlace"));
    gatewayPlace->setVisible(false);

    m_shortcuts = new QAction(tr("&Keyboard Shortcuts"), window);
    m_shortcuts->setObjectName(QStringLiteral("shortcutsAction"));
    m_shortcuts->setShortcut(QKeySequence(Qt::Key_F1));
    m_shortcuts->setStatusTip(tr("Every command and its shortcut"));
    QAction *first = help->actions().value(0);
    help->insertAction(first, m_shortcuts);
    if (first) {
        help->insertSeparator(first);
    }

    connect(m_preferences, &QAction::triggered, this, &OperatorTools::openPreferences);
    connect(m_auditLog, &QAction::triggered, this, &OperatorTools::openAuditLog);
    connect(m_shortcuts, &QAction::triggered, this, &OperatorTools::openShortcuts);

    Icons::decorate(window);

    m_capTimer.setSingleShot(true);
    m_capTimer.setInterval(kCapAuditDelayMs);
    connect(&m_capTimer, &QTimer::timeout, this, &OperatorTools::recordCap);
    m_recordedCap = window->threadCapSpin()->value();
    connect(window->threadCapSpin(), &QSpinBox::valueChanged, this, &OperatorTools::capEdited);
    // Enter (or leaving the box) ends the edit: recorded then, so the log keeps the order of what the operator did
    // (a nineteenth trial's cap, typed and entered before a Resume, was logged after it).
    connect(window->threadCapSpin(), &QAbstractSpinBox::editingFinished, this, [this] {
        if (m_capTimer.isActive()) {
            m_capTimer.stop();
            recordCap();
        }
    });
}

void OperatorTools::setStore(JobStore *store)
{
    m_context.store = store;
}

void OperatorTools::capEdited(int cap)
{
    // Only what the operator typed or clicked: a clamp to the plan or another engine's cap also moves the box.
    if (!m_window->threadCapSpin()->hasFocus()) {
        m_recordedCap = cap;
        return;
    }
    m_pendingCap = cap;
    m_capTimer.start();
}

void OperatorTools::recordCap()
{
    if (m_pendingCap == m_recordedCap || !m_context.store || !m_context.store->isOpen()) {
        return;
    }
    const Result<void>
        recorded = AuditLog(*m_context.store)
                       .record(QStringLiteral("threads.cap"),
                               QStringLiteral("%1 -> %2 (toolbar)").arg(m_recordedCap).arg(m_pendingCap));
    if (recorded) {
        m_recordedCap = m_pendingCap;
    }
}

PreferencesDialog *OperatorTools::openPreferences()
{
    auto *dialog = new PreferencesDialog(m_context, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &PreferencesDialog::keyStored, this, &OperatorTools::keyStored);
    connect(dialog, &PreferencesDialog::keyCleared, this, &OperatorTools::keyCleared);
    connect(dialog, &PreferencesDialog::demoRequested, this, &OperatorTools::demoRequested);
    connect(dialog, &PreferencesDialog::threadCapChosen, this, [this](int cap) {
        m_recordedCap = cap; // recorded by the dialog
        m_window->threadCapSpin()->setValue(cap);
    });
    dialog->open();
    return dialog;
}

AuditLogDialog *OperatorTools::openAuditLog()
{
    auto *dialog = new AuditLogDialog(m_context.store, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    return dialog;
}

ShortcutsDialog *OperatorTools::openShortcuts()
{
    auto *dialog = new ShortcutsDialog(m_window->menuBar(), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    return dialog;
}

} // namespace SolveDeck
