#pragma once

#include "core/model/shownorder.h"

#include <QDialog>
#include <QPointer>

#include <memory>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QTableWidget;
class QTabWidget;

namespace SolveDeck {

class ApiClient;
class JobStore;
class KeyVault;

// Edit > Preferences (Ctrl+,), in pages: Account (the API key, masked, stored through KeyVault only, with a Test
// that asks threadsinfo and getbalance; the endpoint, checked as typed), Queue (default thread cap, multi-id and
// adaptive polling), Clipboard (when a copied token is cleared), Notifications (notifications, close to tray), Targets
// (the authorised hosts: add with a note, revoke; the enforcement switch) and Appearance (language). Non-secrets go to
// QSettings (ConsoleSettings) when Save is pressed; the key and the hosts are written at once. Every change is
// recorded in the audit log (never the key). Without a reachable keychain the Account page says so and offers demo
// mode; nothing falls back to plain text.
class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    struct Context
    {
        JobStore *store = nullptr; // the window's connection: hosts and audit rows; may be null (nothing open)
        bool demo = false;
        bool keychainReachable = true;
    };

    explicit PreferencesDialog(const Context &context, QWidget *parent = nullptr);
    ~PreferencesDialog() override;

    enum Page {
        AccountPage,
        QueuePage,
        ClipboardPage,
        NotificationsPage,
        TargetsPage,
        AppearancePage,
    };

    void showPage(Page page);

    // For tests.
    QTabWidget *pages() const { return m_pages; }

    QLineEdit *keyEdit() const { return m_keyEdit; }

    QPushButton *saveKeyButton() const { return m_saveKey; }

    QPushButton *clearKeyButton() const { return m_clearKey; }

    QPushButton *testButton() const { return m_test; }

    QLabel *keyStatus() const { return m_keyStatus; }

    QPushButton *demoButton() const { return m_demo; }

    QLineEdit *endpointEdit() const { return m_endpoint; }

    QLabel *endpointHint() const { return m_endpointHint; }

    QSpinBox *threadCapSpin() const { return m_threadCap; }

    QCheckBox *adaptiveCheck() const { return m_adaptive; }

    QCheckBox *multiIdCheck() const { return m_multiId; }

    QRadioButton *clearAtExpiry() const { return m_clearAtExpiry; }

    QRadioButton *clearAfter() const { return m_clearAfter; }

    QRadioButton *clearNever() const { return m_clearNever; }

    QSpinBox *clearSecondsSpin() const { return m_clearSeconds; }

    QSpinBox *answerLifetimeSpin() const { return m_answerLifetime; }

    QCheckBox *notificationsCheck() const { return m_notifications; }

    QCheckBox *closeToTrayCheck() const { return m_closeToTray; }

    QComboBox *languageCombo() const { return m_language; }

    QComboBox *colourSchemeCombo() const { return m_colourScheme; }

    QTableWidget *hostsTable() const { return m_hosts; }

    QLineEdit *hostEdit() const { return m_hostEdit; }

    QLineEdit *noteEdit() const { return m_noteEdit; }

    QPushButton *addHostButton() const { return m_addHost; }

    QPushButton *revokeHostButton() const { return m_revokeHost; }

    QLabel *hostHint() const { return m_hostHint; }

    QCheckBox *enforceCheck() const { return m_enforce; }

    QPushButton *saveButton() const;

    // Saves the non-secret settings (what Save does), with an audit row per change.
    void save();

protected:
    void keyPressEvent(QKeyEvent *event) override;

Q_SIGNALS:
    // The key was stored in the keychain: the session hands it to the engine.
    void keyStored(const QString &key);
    void keyCleared();
    // "Try Demo Mode" when no keychain is reachable.
    void demoRequested();
    // Save changed the thread cap.
    void threadCapChosen(int cap);

private:
    QWidget *buildAccountPage();
    QWidget *buildQueuePage();
    QWidget *buildClipboardPage();
    QWidget *buildNotificationsPage();
    QWidget *buildTargetsPage();
    QWidget *buildAppearancePage();
    void load();
    void revalidate();
    void saveKey();
    void clearKey();
    void testKey();
    void testWithKey(const QString &key);
    void reloadHosts();
    void addHost();
    void revokeHost();
    void enforcementToggled(bool on);
    void audit(const QString &action, const QString &detail);
    KeyVault &vault();

    Context m_context;
    QTabWidget *m_pages = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QLineEdit *m_keyEdit = nullptr;
    QPushButton *m_saveKey = nullptr;
    QPushButton *m_clearKey = nullptr;
    QPushButton *m_test = nullptr;
    QLabel *m_keyStatus = nullptr;
    QPushButton *m_demo = nullptr;
    QLineEdit *m_endpoint = nullptr;
    QLabel *m_endpointHint = nullptr;
    QSpinBox *m_threadCap = nullptr;
    QCheckBox *m_adaptive = nullptr;
    QCheckBox *m_multiId = nullptr;
    QRadioButton *m_clearAtExpiry = nullptr;
    QRadioButton *m_clearAfter = nullptr;
    QRadioButton *m_clearNever = nullptr;
    QSpinBox *m_clearSeconds = nullptr;
    QSpinBox *m_answerLifetime = nullptr;
    QCheckBox *m_notifications = nullptr;
    QCheckBox *m_closeToTray = nullptr;
    QComboBox *m_language = nullptr;
    QComboBox *m_colourScheme = nullptr;
    QTableWidget *m_hosts = nullptr;
    QLineEdit *m_hostEdit = nullptr;
    QLineEdit *m_noteEdit = nullptr;
    QPushButton *m_addHost = nullptr;
    QPushButton *m_revokeHost = nullptr;
    QLabel *m_hostHint = nullptr;
    QCheckBox *m_enforce = nullptr;
    bool m_loadingHosts = false;
    // The hosts in the order the table shows them while the dialog is open: a host authorised here is added below
    // them, so no row moves under the pointer (a thirty-first trial revoked the host that slid under its click).
    ShownOrder m_hostOrder;
    std::unique_ptr<KeyVault> m_vault;
    std::unique_ptr<ApiClient> m_testClient;
    bool m_keyStored = false;    // the keychain holds a key (Remove Key is offered only then)
    quint64 m_keyGeneration = 0; // a store or removal makes an earlier "is a key stored?" answer stale
};

} // namespace SolveDeck
