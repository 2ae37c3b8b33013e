#pragma once

#include "gui/preferencesdialog.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

class QAction;

namespace SolveDeck {

class AuditLogDialog;
class JobStore;
class MainWindow;
class ShortcutsDialog;

// The operator's tools in the console's menus, added to a MainWindow without touching its form: Edit >
// Preferences… (Ctrl+,), Tools > Audit Log…, Help > Keyboard Shortcuts (F1). Also records the thread cap the operator
// sets in the toolbar in the audit log.
class OperatorTools : public QObject
{
    Q_OBJECT

public:
    OperatorTools(MainWindow *window, const PreferencesDialog::Context &context);

    // The store of the open database (hosts, audit log); null while none is open.
    void setStore(JobStore *store);

    QAction *preferencesAction() const { return m_preferences; }

    QAction *auditLogAction() const { return m_auditLog; }

    QAction *shortcutsAction() const { return m_shortcuts; }

    // Open the dialogs window-modal without blocking and return them (deleted on close).
    PreferencesDialog *openPreferences();
    AuditLogDialog *openAuditLog();
    ShortcutsDialog *openShortcuts();

    // How long toolbar changes of the cap are gathered into one audit entry (arrow clicks come in bursts).
    static constexpr int kCapAuditDelayMs = 1500;

Q_SIGNALS:
    void keyStored(const QString &key);
    void keyCleared();
    void demoRequested();

private:
    void capEdited(int cap);
    void recordCap();

    MainWindow *m_window = nullptr;
    PreferencesDialog::Context m_context;
    QAction *m_preferences = nullptr;
    QAction *m_auditLog = nullptr;
    QAction *m_shortcuts = nullptr;
    QTimer m_capTimer;
    int m_recordedCap = 0;
    int m_pendingCap = 0;
};

} // namespace SolveDeck
