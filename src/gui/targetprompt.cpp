#include "gui/targetprompt.h"

#include "core/model/hostpattern.h"
#include "core/store/auditlog.h"
#include "core/store/authorisedhosts.h"
#include "core/store/jobstore.h"
#include "core/timetext.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace SolveDeck {

namespace {

struct ScriptedAnswer
{
    bool set = false;
    TargetPrompt::Choice choice = TargetPrompt::Choice::Cancel;
    QString note;
};

ScriptedAnswer &scripted()
{
    static ScriptedAnswer answer;
    return answer;
}

QString &lastHost()
{
    static QString host;
    return host;
}

} // namespace

QString TargetPrompt::question(JobStore *store, const QString &host)
{
    // A host whose authorisation was revoked is not "not authorised yet" (a twenty-fifth trial): the newest revoke
    // of a pattern that covers it is named.
    if (store != nullptr && store->isOpen()) {
        AuditQuery revokes;
        revokes.action = QStringLiteral("hosts.revoke");
        if (const Result<QList<AuditEntry>> entries = AuditLog(*store).entries(revokes); entries) {
            const QString canonical = HostPattern::canonicalHost(host);
            for (auto it = entries->crbegin(); it != entries->crend(); ++it) {
                const Result<HostPattern> pattern = HostPattern::parse(it->detail);
                if (pattern && pattern->matchesHost(canonical)) {
                    return tr("<b>%1</b> is no longer an authorised target: <b>%2</b> was revoked on %3. SolveDeck "
                              "submits jobs only for sites you own or are authorised to test; until the host is "
                              "authorised again, this job is stored and waits.")
                        .arg(host.toHtmlEscaped(),
                             it->detail.toHtmlEscaped(),
                             localDateTimeText(it->atMs).toHtmlEscaped());
                }
            }
        }
    }
    return tr("<b>%1</b> is not an authorised target yet. SolveDeck submits jobs only for sites you own or are "
              "authorised to test; until the host is authorised, this job is stored and waits.")
        .arg(host.toHtmlEscaped());
}

TargetPrompt::TargetPrompt(const QString &host, QWidget *parent, const QString &question)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("targetPrompt"));
    setWindowTitle(tr("New target host"));
    auto *text = new QLabel(question.isEmpty() ? TargetPrompt::question(nullptr, host) : question, this);
    text->setObjectName(QStringLiteral("targetPromptQuestion"));
    text->setWordWrap(true);
    text->setTextFormat(Qt::RichText);
    m_own = new QCheckBox(tr("&I own this site or am authorised to test it"), this);
    m_own->setAccessibleName(tr("I own this site or am authorised to test it"));
    m_own->setAccessibleDescription(tr("Confirms that jobs for %1 may be submitted").arg(host));
    m_note = new QLineEdit(this);
    m_note->setPlaceholderText(tr("For example: staging site, ticket 1234"));
    m_note->setAccessibleName(tr("Note"));
    m_note->setAccessibleDescription(tr("Why this site may be tested (optional); kept with the host"));
    auto *noteLabel = new QLabel(tr("&Note (optional):"), this);
    noteLabel->setBuddy(m_note);

    auto *buttons = new QDialogButtonBox(this);
    m_authorise = buttons->addButton(tr("&Authorise and Queue"), QDialogButtonBox::AcceptRole);
    m_authorise->setAccessibleDescription(tr("Adds %1 to the authorised hosts and queues the job").arg(host));
    m_queueOnly = buttons->addButton(tr("&Queue Only"), QDialogButtonBox::ActionRole);
    m_queueOnly->setAccessibleDescription(tr("Stores the job; it waits until the host is authorised"));
    buttons->addButton(QDialogButtonBox::Cancel);
    m_authorise->setEnabled(false);
    // Enter authorises the host and queues the job once the box is ticked (Space ticks it: it has the focus first);
    // before that, Enter says what is missing instead of doing nothing.
    m_authorise->setDefault(true);
    m_queueOnly->setAutoDefault(false);
    m_hint = new QLabel(this);
    m_hint->setObjectName(QStringLiteral("targetPromptHint"));
    m_hint->setWordWrap(true);
    connect(m_own, &QCheckBox::toggled, this, [this](bool own) {
        m_authorise->setEnabled(own);
        m_authorise->setDefault(own);
        m_hint->clear();
    });
    connect(m_authorise, &QPushButton::clicked, this, [this] {
        m_choice = Choice::AuthoriseAndQueue;
        accept();
    });
    connect(m_queueOnly, &QPushButton::clicked, this, [this] {
        m_choice = Choice::QueueOnly;
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, [this] {
        m_choice = Choice::Cancel;
        reject();
    });

    auto *form = new QFormLayout;
    form->addRow(noteLabel, m_note);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addWidget(m_own);
    layout->addLayout(form);
    layout->addWidget(m_hint);
    layout->addWidget(buttons);
    m_own->setFocus(Qt::OtherFocusReason);
}

void TargetPrompt::enterPressed()
{
    if (m_own->isChecked()) {
        m_choice = Choice::AuthoriseAndQueue;
        accept();
        return;
    }
    m_hint->setText(tr("Tick \"I own this site or am authorised to test it\" first (Space), then press Enter; or "
                       "choose Queue Only."));
    m_own->setFocus(Qt::OtherFocusReason);
}

void TargetPrompt::keyPressEvent(QKeyEvent *event)
{
    // Enter anywhere in the dialog does what Enter in the note field does (QDialog would press a disabled default
    // button: nothing).
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && event->modifiers() == Qt::NoModifier) {
        enterPressed();
        return;
    }
    QDialog::keyPressEvent(event);
}

QString TargetPrompt::note() const
{
    return m_note->text().trimmed();
}

void TargetPrompt::setNextAnswer(Choice choice, const QString &note)
{
    scripted() = ScriptedAnswer{true, choice, note};
}

QString TargetPrompt::lastAskedHost()
{
    return lastHost();
}

bool TargetPrompt::confirm(QWidget *parent, JobStore *store, const TaskSpec &spec)
{
    lastHost().clear();
    if (!store || !store->isOpen()) {
        return true;
    }
    AuthorisedHosts hosts(*store);
    if (hosts.isAuthorised(spec.pageurl)) {
        return true;
    }
    const QString host = HostPattern::hostOfUrl(spec.pageurl);
    lastHost() = host;
    Choice choice = Choice::Cancel;
    QString note;
    if (scripted().set) {
        choice = scripted().choice;
        note = scripted().note;
        scripted() = {};
    } else {
        TargetPrompt prompt(host, parent, question(store, host));
        prompt.exec();
        choice = prompt.choice();
        note = prompt.note();
    }
    if (choice == Choice::Cancel) {
        return false;
    }
    if (choice == Choice::AuthoriseAndQueue) {
        if (const auto allowed = hosts.allow(host, note); !allowed) {
            QMessageBox::warning(parent, tr("Host not authorised"), allowed.error().message);
            return false;
        }
    }
    return true;
}

} // namespace SolveDeck
