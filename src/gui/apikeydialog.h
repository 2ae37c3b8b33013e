#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace SolveDeck {

// Asks for the CaptchaAI API key, hidden as it is typed, and accepts only the key's shape (32 hexadecimal
// characters), so a truncated paste is caught here rather than as a paused queue a minute later.
class ApiKeyDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ApiKeyDialog(QWidget *parent = nullptr);

    QString key() const;
    // What is wrong with the key typed so far; empty when it has the right shape.
    QString problem() const;

    QLineEdit *keyEdit() const { return m_edit; }

    // CaptchaAI keys are 32 hexadecimal characters (the key shown on the account dashboard).
    static bool hasKeyShape(const QString &key);

private:
    void revalidate();

    QLineEdit *m_edit = nullptr;
    QLabel *m_hint = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

// The keychain failed: what happened and what to do, in words (never the D-Bus object path or a library's
// error text on its own). `status` is a KeyVault::Status; `technical` (the keychain's words) goes last, in
// brackets, for a bug report.
QString keychainProblemText(int status, const QString &technical = {});

// Whether this session has a D-Bus session bus (its address in the environment, or the per-user socket systemd
// creates). Without one, asking the keychain would make libdbus autolaunch a private bus and a keyring daemon on it:
// processes that stay behind after SolveDeck quits. Ask the keychain only when this is true.
bool sessionBusConfigured();

} // namespace SolveDeck
