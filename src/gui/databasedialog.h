#pragma once

#include <QDialog>

#include <memory>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QWidget;

namespace SolveDeck {

class KeyVault;

// File > Job Database…: where the console keeps its jobs, this computer (a SQLite file) or a team database on a
// PostgreSQL server. The address is checked as it is typed; Save stores the password (when one is typed) in the
// keychain first, then the location, without the password, in QSettings (databaseLocationSetting()). SolveDeck opens
// the choice the next time it starts, or at once when nothing is open (the database of this run failed to open).
class DatabaseDialog : public QDialog
{
    Q_OBJECT

public:
    struct Setup
    {
        QString savedLocation;               // the saved choice; empty: none yet
        QString defaultFile;                 // JobStore::defaultDatabasePath()
        QString currentLocation;             // what this run opened or tried to; empty: not known
        bool currentOpen = false;            // it is open
        bool currentFromCommandLine = false; // it came from --db, which comes before the saved choice
        QString keychainService;             // empty: KeyVault::applicationService(); tests use their own
    };

    explicit DatabaseDialog(Setup setup, QWidget *parent = nullptr);
    ~DatabaseDialog() override;

    // The chosen location: the file, or the team database's address in its one spelling; empty while the address is
    // not usable.
    QString location() const;
    // What stops Save; empty when the choice is usable.
    QString problem() const;

    // Saving is under way (the keychain has not answered yet).
    bool isBusy() const { return m_busy; }

    QRadioButton *localButton() const { return m_local; }

    QRadioButton *teamButton() const { return m_team; }

    QLineEdit *addressEdit() const { return m_address; }

    QLineEdit *passwordEdit() const { return m_password; }

    QLabel *hintLabel() const { return m_hint; }

    QLabel *noteLabel() const { return m_note; }

    QPushButton *saveButton() const;

    // Stores the password (if typed) in the keychain, then the location in QSettings, then closes. A keychain failure
    // keeps the dialog open with what to do; nothing is saved then.
    void accept() override;
    // Ignored while saving: the keychain's answer must find the dialog.
    void reject() override;

Q_SIGNALS:
    // The choice was stored (settings, and the keychain when a password was typed).
    void saved(const QString &location);

private:
    void revalidate();
    // The hint line in the error colour (what was typed is wrong), or in the normal one (a hint or progress).
    void showHintAsError(bool error);
    void setBusy(bool busy);
    void save(const QString &chosen);

    Setup m_setup;
    QRadioButton *m_local = nullptr;
    QRadioButton *m_team = nullptr;
    QLabel *m_filePath = nullptr;
    QWidget *m_teamFields = nullptr;
    QLineEdit *m_address = nullptr;
    QLineEdit *m_password = nullptr;
    QLabel *m_hint = nullptr;
    QLabel *m_note = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    std::unique_ptr<KeyVault> m_vault;
    bool m_busy = false;
};

// The keychain failed while reading or storing a team database's password: what happened and what to do. `status` is
// a KeyVault::Status; `technical` (the keychain's words) goes last, in brackets, unless it names a D-Bus path.
QString databasePasswordProblemText(int status, bool storing, const QString &technical = {});

} // namespace SolveDeck
