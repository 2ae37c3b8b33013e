#pragma once

#include "core/model/job.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace SolveDeck {

class JobStore;

// The console's question on the first job for a host that is not authorised: "I own this site or am authorised to
// test it", with an optional note. Authorise and Queue adds the host (AuthorisedHosts, audited) and queues the job;
// Queue Only stores it to wait (it is not submitted until the host is authorised); Cancel queues nothing.
class TargetPrompt : public QDialog
{
    Q_OBJECT

public:
    enum class Choice {
        AuthoriseAndQueue,
        QueueOnly,
        Cancel,
    };

    // `question` is what the dialog says first (question() below); empty: as for a host never authorised.
    TargetPrompt(const QString &host, QWidget *parent = nullptr, const QString &question = {});

    // What the dialog says about `host` (rich text): that it is not an authorised target, or, when the audit log holds
    // the revoke of a pattern covering it, that it is no longer one and which pattern was revoked when.
    static QString question(JobStore *store, const QString &host);

    Choice choice() const { return m_choice; }

    QString note() const;

    QCheckBox *ownCheck() const { return m_own; }

    QLineEdit *noteEdit() const { return m_note; }

    QPushButton *authoriseButton() const { return m_authorise; }

    QPushButton *queueOnlyButton() const { return m_queueOnly; }

    // Before queueing `spec` from the New Job dialog: true to queue it (after authorising its host when the user
    // chose so), false when the user canceled. Asks only when the host is not authorised and enforcement is on.
    static bool confirm(QWidget *parent, JobStore *store, const TaskSpec &spec);

    // Tests: what the next confirm() answers without showing the dialog (consumed by that call), and the host the
    // last confirm() asked about ("" when it did not ask).
    static void setNextAnswer(Choice choice, const QString &note = {});
    static QString lastAskedHost();

    QLabel *hint() const { return m_hint; }

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    // Enter: authorise and queue when the box is ticked, else say what is missing.
    void enterPressed();

    Choice m_choice = Choice::Cancel;
    QCheckBox *m_own = nullptr;
    QLineEdit *m_note = nullptr;
    QPushButton *m_authorise = nullptr;
    QPushButton *m_queueOnly = nullptr;
    QLabel *m_hint = nullptr;
};

} // namespace SolveDeck
