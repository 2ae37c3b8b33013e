#include "gui/preferencesdialog.h"

#include "core/model/consoleplaces.h"
#include "core/net/apiclient.h"
#include "core/protocol/errorcatalog.h"
#include "core/secrets/keyvault.h"
#include "core/store/auditlog.h"
#include "core/store/jobstore.h"
#include "gui/accessible.h"
#include "gui/apikeydialog.h"
#include "gui/colourscheme.h"
#include "gui/consolesettings.h"
#include "gui/messagebox.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

namespace SolveDeck {

namespace {

QString onOff(bool on)
{
    return on ? QStringLiteral("on") : QStringLiteral("off");
}

QString clearingName(ConsoleSettings::ClipboardClearing mode)
{
    switch (mode) {
    case ConsoleSettings::ClipboardClearing::AfterSeconds:
        return QStringLiteral("after seconds");
    case ConsoleSettings::ClipboardClearing::Never:
        return QStringLiteral("never");
    case ConsoleSettings::ClipboardClearing::AtExpiry:
        break;
    }
    return QStringLiteral("at expiry");
}

} // namespace

PreferencesDialog::PreferencesDialog(const Context &context, QWidget *parent)
    : QDialog(parent)
    , m_context(context)
{
    setObjectName(QStringLiteral("preferencesDialog"));
    setWindowTitle(tr("Preferences"));
    m_pages = new QTabWidget(this);
    m_pages->setObjectName(QStringLiteral("preferencePages"));
    described(m_pages, tr("Preference pages"), tr("Account, queue, clipboard, notifications, targets, appearance"));
    m_pages->addTab(buildAccountPage(), ConsolePlaces::label(ConsolePlaces::Label::AccountPage));
    m_pages->addTab(buildQueuePage(), tr("Queue"));
    m_pages->addTab(buildClipboardPage(), tr("Clipboard"));
    m_pages->addTab(buildNotificationsPage(), tr("Notifications"));
    m_pages->addTab(buildTargetsPage(), ConsolePlaces::label(ConsolePlaces::Label::TargetsPage));
    m_pages->addTab(buildAppearancePage(), ConsolePlaces::label(ConsolePlaces::Label::AppearancePage));

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    described(m_buttons->button(QDialogButtonBox::Save),
              tr("Save"),
              tr("Saves the settings on every page and closes the dialog"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        save();
        accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_pages);
    layout->addWidget(m_buttons);
    load();
    revalidate();
    reloadHosts();
    resize(680, 480);
}

PreferencesDialog::~PreferencesDialog() = default;

void PreferencesDialog::keyPressEvent(QKeyEvent *event)
{
    // Enter in the host or its note adds the host (returnPressed); it must not also press Save and close the
    // dialog.
    const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    if (enter && (focusWidget() == m_hostEdit || focusWidget() == m_noteEdit)) {
        event->accept();
        return;
    }
    QDialog::keyPressEvent(event);
}

QPushButton *PreferencesDialog::saveButton() const
{
    return m_buttons->button(QDialogButtonBox::Save);
}

void PreferencesDialog::showPage(Page page)
{
    m_pages->setCurrentIndex(int(page));
}

KeyVault &PreferencesDialog::vault()
{
    if (!m_vault) {
        m_vault = std::make_unique<KeyVault>();
        // The dialog shows what the keychain holds, not what SOLVEDECK_API_KEY overrides it with.
        m_vault->setUseEnvironment(false);
    }
    return *m_vault;
}

QWidget *PreferencesDialog::buildAccountPage()
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);

    m_keyEdit = described(new QLineEdit(page),
                          tr("API key"),
                          tr("Your CaptchaAI API key, 32 hexadecimal characters; stored in the system keychain only"));
    m_keyEdit->setObjectName(QStringLiteral("keyEdit"));
    m_keyEdit->setEchoMode(QLineEdit::Password);
    m_keyEdit->setPlaceholderText(tr("Type or paste a new key to replace the stored one"));
    auto *keyLabel = new QLabel(tr("API &key:"), page);
    keyLabel->setBuddy(m_keyEdit);
    form->addRow(keyLabel, m_keyEdit);

    auto *keyButtons = new QHBoxLayout;
    m_saveKey = described(new QPushButton(tr("Store &Key"), page),
                          tr("Store key"),
                          tr("Stores the typed key in the system keychain"));
    m_clearKey = described(new QPushButton(tr("&Remove Key"), page),
                           tr("Remove key"),
                           tr("Removes the stored key from the system keychain"));
    m_test = described(new QPushButton(tr("&Test"), page),
                       tr("Test the key"),
                       tr("Asks the service for the plan's threads and the balance with the typed or stored key"));
    m_demo = described(new QPushButton(tr("Try &Demo Mode"), page),
                       tr("Try demo mode"),
                       tr("Starts a console against the built-in simulator, which needs no key"));
    keyButtons->addWidget(m_saveKey);
    keyButtons->addWidget(m_clearKey);
    keyButtons->addWidget(m_test);
    keyButtons->addStretch();
    keyButtons->addWidget(m_demo);
    form->addRow(QString(), keyButtons);

    m_keyStatus = described(new QLabel(page), tr("Key status"), tr("What the keychain or the last test said"));
    m_keyStatus->setObjectName(QStringLiteral("keyStatus"));
    m_keyStatus->setWordWrap(true);
    m_keyStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);
    form->addRow(QString(), m_keyStatus);

    m_endpoint = described(new QLineEdit(page),
                           tr("Endpoint"),
                           tr("The service's address: https, or http only to this machine"));
    m_endpoint->setObjectName(QStringLiteral("endpointEdit"));
    auto *endpointLabel = new QLabel(tr("&Endpoint:"), page);
    endpointLabel->setBuddy(m_endpoint);
    form->addRow(endpointLabel, m_endpoint);
    m_endpointHint = described(new QLabel(page), tr("Endpoint problem"), tr("What is wrong with the endpoint"));
    m_endpointHint->setWordWrap(true);
    m_endpointHint->setForegroundRole(QPalette::PlaceholderText);
    form->addRow(QString(), m_endpointHint);

    connect(m_keyEdit, &QLineEdit::textChanged, this, &PreferencesDialog::revalidate);
    connect(m_endpoint, &QLineEdit::textChanged, this, &PreferencesDialog::revalidate);
    connect(m_saveKey, &QPushButton::clicked, this, &PreferencesDialog::saveKey);
    connect(m_clearKey, &QPushButton::clicked, this, &PreferencesDialog::clearKey);
    connect(m_test, &QPushButton::clicked, this, &PreferencesDialog::testKey);
    connect(m_demo, &QPushButton::clicked, this, &PreferencesDialog::demoRequested);

    // One piece of advice, said once: what this session can do with a key.
    if (!m_context.keychainReachable) {
        // Said plainly, and never a plain-text fallback.
        m_keyStatus->setText(m_context.demo
                                 ? tr("Demo mode needs no key. No system keychain is reachable in this session, so a "
                                      "key for live use cannot be stored here: SolveDeck never keeps the key in a "
                                      "file. Start your desktop's keyring, or set %1 when you start a live console.")
                                       .arg(KeyVault::environmentVariable())
                                 : tr("No system keychain is reachable in this session, so a key cannot be stored: "
                                      "SolveDeck never keeps the key in a file. Start your desktop's keyring, or set "
                                      "%1 for this run, or try demo mode.")
                                       .arg(KeyVault::environmentVariable()));
    } else if (m_context.demo) {
        m_keyStatus->setText(tr("Demo mode uses the built-in simulator and needs no key. A key stored here is used "
                                "when SolveDeck starts outside demo mode."));
    }
    if (m_context.keychainReachable) {
        // Remove Key only when there is a key to remove: ask the keychain whether one is stored.
        const quint64 asked = ++m_keyGeneration;
        const QPointer<PreferencesDialog> self(this);
        vault().readKey([self, asked](const KeyVault::Result &result) {
            if (self && self->m_keyGeneration == asked) {
                self->m_keyStored = result.ok() || result.status != KeyVault::Status::NotFound;
                self->revalidate();
            }
        });
    }
    m_demo->setVisible(!m_context.keychainReachable && !m_context.demo);
    return page;
}

QWidget *PreferencesDialog::buildQueuePage()
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    m_threadCap = described(new QSpinBox(page),
                            tr("Default thread cap"),
                            tr("Most solves at once; never more than the plan's threads"));
    m_threadCap->setObjectName(QStringLiteral("defaultThreadCap"));
    m_threadCap->setRange(1, 1000);
    auto *capLabel = new QLabel(tr("Default &thread cap:"), page);
    capLabel->setBuddy(m_threadCap);
    form->addRow(capLabel, m_threadCap);
    m_adaptive = described(new QCheckBox(tr("&Adaptive polling (learn solve times; takes effect at the next start)"),
                                         page),
                           tr("Adaptive polling"),
                           tr("Polls when tokens are likely ready, learned from past solves"));
    form->addRow(QString(), m_adaptive);
    m_multiId = described(new QCheckBox(tr("Ask about several tasks in &one request where supported (takes effect at "
                                           "the next start)"),
                                        page),
                          tr("Multi-id polling"),
                          tr("Polls every task likely ready with one res.php ids= request, when the endpoint is "
                             "found to answer it"));
    form->addRow(QString(), m_multiId);
    return page;
}

QWidget *PreferencesDialog::buildClipboardPage()
{
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(new QLabel(tr("Clear a copied token from the clipboard:"), page));
    m_clearAtExpiry = described(new QRadioButton(tr("When the token &expires"), page),
                                tr("Clear at expiry"),
                                tr("Clears the clipboard when the copied token expires"));
    auto *after = new QHBoxLayout;
    m_clearAfter = described(new QRadioButton(tr("&After"), page),
                             tr("Clear after a time"),
                             tr("Clears the clipboard after the chosen number of seconds, or at expiry if sooner"));
    m_clearSeconds = described(new QSpinBox(page), tr("Seconds"), tr("Seconds until the clipboard is cleared"));
    m_clearSeconds->setRange(5, 3600);
    m_clearSeconds->setSuffix(tr(" s"));
    after->addWidget(m_clearAfter);
    after->addWidget(m_clearSeconds);
    after->addStretch();
    m_clearNever = described(new QRadioButton(tr("&Not by time (cleared when SolveDeck quits)"), page),
                             tr("Never clear"),
                             tr("Keeps the token in the clipboard until SolveDeck quits"));
    auto *group = new QButtonGroup(page);
    group->addButton(m_clearAtExpiry);
    group->addButton(m_clearAfter);
    group->addButton(m_clearNever);
    layout->addWidget(m_clearAtExpiry);
    layout->addLayout(after);
    layout->addWidget(m_clearNever);
    // Issue 15: an image job's answer has no expiry of its own; it is cleared after this lifetime.
    auto *answer = new QHBoxLayout;
    m_answerLifetime = described(new QSpinBox(page),
                                 tr("Answer lifetime"),
                                 tr("Seconds until a copied answer without its own expiry (an image's text) is "
                                    "cleared; 0 keeps it until SolveDeck quits"));
    m_answerLifetime->setRange(0, 3600);
    m_answerLifetime->setSuffix(tr(" s"));
    m_answerLifetime->setSpecialValueText(tr("until SolveDeck quits"));
    auto *answerLabel = new QLabel(tr("Clear a copied image &answer after:"), page);
    answerLabel->setBuddy(m_answerLifetime);
    answer->addWidget(answerLabel);
    answer->addWidget(m_answerLifetime);
    answer->addStretch();
    layout->addLayout(answer);
    layout->addStretch();
    connect(m_clearAfter, &QRadioButton::toggled, m_clearSeconds, &QSpinBox::setEnabled);
    return page;
}

QWidget *PreferencesDialog::buildNotificationsPage()
{
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    // What it switches, named whole: "when jobs finish" left out the key, the ban and the queue, and named solves,
    // which it never notifies (a twenty-seventh trial).
    m_notifications = described(
        new QCheckBox(tr("Show &notifications: a failed job, a rejected key, a ban, an empty queue"), page),
        tr("Notifications"),
        tr("Desktop notifications (or status bar notes without a tray) of failed jobs, a rejected API key, a ban and "
           "the queue running empty"));
    m_closeToTray = described(new QCheckBox(tr("&Close to the system tray (the queue keeps running)"), page),
                              tr("Close to tray"),
                              tr("Closing the window hides it in the tray instead of quitting"));
    layout->addWidget(m_notifications);
    layout->addWidget(m_closeToTray);
    layout->addStretch();
    return page;
}

QWidget *PreferencesDialog::buildAppearancePage()
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    m_language = described(new QComboBox(page),
                           tr("Language"),
                           tr("The console's language; takes effect at the next start"));
    m_language->setObjectName(QStringLiteral("languageCombo"));
    m_language->addItem(tr("System default"), QString());
    // Each language in its own name, so anyone can find theirs.
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("Deutsch"), QStringLiteral("de"));
    m_language->addItem(QStringLiteral("Español"), QStringLiteral("es"));
    auto *languageLabel = new QLabel(tr("&Language:"), page);
    languageLabel->setBuddy(m_language);
    form->addRow(languageLabel, m_language);
    form->addRow(QString(),
                 new QLabel(tr("Takes effect when SolveDeck starts next. solvedeck --lang CODE chooses one "
                               "for a single run."),
                            page));
    m_colourScheme = described(new QComboBox(page),
                               tr("Colour scheme"),
                               tr("Follow the system's light or dark colours, or always use light or dark ones"));
    m_colourScheme->setObjectName(QStringLiteral("colourSchemeCombo"));
    m_colourScheme->addItem(tr("Follow the system"), ColourScheme::name(ColourScheme::Scheme::System));
    m_colourScheme->addItem(tr("Light"), ColourScheme::name(ColourScheme::Scheme::Light));
    m_colourScheme->addItem(tr("Dark"), ColourScheme::name(ColourScheme::Scheme::Dark));
    auto *schemeLabel = new QLabel(tr("Colour &scheme:"), page);
    schemeLabel->setBuddy(m_colourScheme);
    form->addRow(schemeLabel, m_colourScheme);
    form->addRow(QString(),
                 new QLabel(tr("Takes effect when you save. solvedeck --color-scheme light, dark or system "
                               "chooses one for a single run."),
                            page));
    return page;
}

void PreferencesDialog::load()
{
    m_endpoint->setText(ConsoleSettings::endpoint());
    m_threadCap->setValue(ConsoleSettings::threadCap());
    m_adaptive->setChecked(ConsoleSettings::adaptivePolling());
    m_multiId->setChecked(ConsoleSettings::multiIdPolling());
    switch (ConsoleSettings::clipboardClearing()) {
    case ConsoleSettings::ClipboardClearing::AtExpiry:
        m_clearAtExpiry->setChecked(true);
        break;
    case ConsoleSettings::ClipboardClearing::AfterSeconds:
        m_clearAfter->setChecked(true);
        break;
    case ConsoleSettings::ClipboardClearing::Never:
        m_clearNever->setChecked(true);
        break;
    }
    m_clearSeconds->setValue(ConsoleSettings::clipboardSeconds());
    m_clearSeconds->setEnabled(m_clearAfter->isChecked());
    m_answerLifetime->setValue(ConsoleSettings::answerLifetimeSeconds());
    m_notifications->setChecked(ConsoleSettings::notifications());
    m_closeToTray->setChecked(ConsoleSettings::closeToTray());
    m_language->setCurrentIndex(std::max(0, m_language->findData(ConsoleSettings::language())));
    m_colourScheme->setCurrentIndex(std::max(0, m_colourScheme->findData(ConsoleSettings::colorScheme())));
}

void PreferencesDialog::revalidate()
{
    const QString endpointProblem = ConsoleSettings::endpointProblem(m_endpoint->text());
    // In demo mode the status bar names the built-in simulator: this field is the live console's (a ninth trial read
    // the service's address here beside the simulator's there).
    m_endpointHint->setText(!endpointProblem.isEmpty() || !m_context.demo
                                ? endpointProblem
                                : tr("Demo mode talks to the built-in simulator; this endpoint is the one a live "
                                     "console uses."));
    const QString key = m_keyEdit->text().trimmed();
    const bool keyShape = ApiKeyDialog::hasKeyShape(key);
    m_saveKey->setEnabled(keyShape && m_context.keychainReachable);
    m_clearKey->setEnabled(m_context.keychainReachable && m_keyStored);
    m_test->setEnabled(endpointProblem.isEmpty() && !m_context.demo && (keyShape || m_context.keychainReachable));
    if (!key.isEmpty() && !keyShape) {
        m_keyStatus->setText(tr("A key is 32 hexadecimal characters (0-9, a-f); this one has %n character(s).",
                                nullptr,
                                int(key.size())));
    }
    saveButton()->setEnabled(endpointProblem.isEmpty());
}

void PreferencesDialog::saveKey()
{
    const QString key = m_keyEdit->text().trimmed();
    m_saveKey->setEnabled(false);
    ++m_keyGeneration; // an earlier "is a key stored?" answer no longer counts
    const QPointer<PreferencesDialog> self(this);
    vault().writeKey(key, [self, key](const KeyVault::Result &result) {
        if (!self) {
            return;
        }
        if (!result.ok()) {
            self->m_keyStatus->setText(keychainProblemText(int(result.status), result.message));
            self->revalidate();
            return;
        }
        self->m_keyEdit->clear();
        self->m_keyStored = true;
        self->revalidate();
        self->m_keyStatus->setText(tr("The key is stored in the system keychain."));
        self->audit(QStringLiteral("key.set"), QStringLiteral("stored in the system keychain (Preferences)"));
        Q_EMIT self->keyStored(key);
    });
}

void PreferencesDialog::clearKey()
{
    // What removing it does in this console: the demo goes on with its own key.
    const QString consequence = m_context.demo
                                  ? tr("The demo goes on (it needs no key); a console outside demo mode then asks "
                                       "for a key before it submits.")
                                  : tr("The queue stops submitting until a key is stored again.");
    if (!MessageBox::confirm(this, tr("Remove the API key?"), consequence, tr("Remove Key"))) {
        return;
    }
    ++m_keyGeneration;
    const QPointer<PreferencesDialog> self(this);
    vault().clearKey([self](const KeyVault::Result &result) {
        if (!self) {
            return;
        }
        if (!result.ok()) {
            self->m_keyStatus->setText(keychainProblemText(int(result.status), result.message));
            return;
        }
        self->m_keyStored = false;
        self->revalidate();
        self->m_keyStatus->setText(tr("The key was removed from the system keychain."));
        self->audit(QStringLiteral("key.clear"), QStringLiteral("removed from the system keychain (Preferences)"));
        Q_EMIT self->keyCleared();
    });
}

void PreferencesDialog::testKey()
{
    const QString typed = m_keyEdit->text().trimmed();
    if (ApiKeyDialog::hasKeyShape(typed)) {
        testWithKey(typed);
        return;
    }
    m_keyStatus->setText(tr("Reading the stored key…"));
    const QPointer<PreferencesDialog> self(this);
    vault().readKey([self](const KeyVault::Result &result) {
        if (!self) {
            return;
        }
        if (!result.ok()) {
            self->m_keyStatus->setText(result.status == KeyVault::Status::NotFound
                                           ? tr("No key is stored yet. Type your key above, then Test or Store Key.")
                                           : keychainProblemText(int(result.status), result.message));
            return;
        }
        self->testWithKey(result.key);
    });
}

void PreferencesDialog::testWithKey(const QString &key)
{
    m_testClient = std::make_unique<ApiClient>();
    if (const Result<void> endpoint = m_testClient->setEndpoint(QUrl(m_endpoint->text().trimmed())); !endpoint) {
        m_keyStatus->setText(endpoint.error().message);
        return;
    }
    m_testClient->setApiKey(key);
    m_test->setEnabled(false);
    m_keyStatus->setText(tr("Asking the service…"));
    const QPointer<PreferencesDialog> self(this);
    auto failed = [self](const ApiFailure &failure) {
        const ErrorInfo info = describeError(failure.code);
        self->m_keyStatus->setText(tr("The test failed: %1 %2").arg(info.cause, info.fix));
        self->audit(QStringLiteral("key.tested"), QStringLiteral("failed: %1").arg(failure.code));
        self->revalidate();
    };
    m_testClient->threadsInfo([self, failed](const ApiResult<ThreadsInfo> &threads) {
        if (!self) {
            return;
        }
        if (!threads.ok()) {
            failed(threads.failure);
            return;
        }
        const int plan = threads.value->threads;
        self->m_testClient->balance([self, failed, plan](const ApiResult<double> &balance) {
            if (!self) {
                return;
            }
            if (!balance.ok()) {
                failed(balance.failure);
                return;
            }
            self->m_keyStatus->setText(tr("The key works: the plan has %n thread(s); the balance is %1.", nullptr, plan)
                                           .arg(QLocale().toString(*balance.value, 'f', 2)));
            self->audit(QStringLiteral("key.tested"), QStringLiteral("ok: %1 threads").arg(plan));
            self->revalidate();
        });
    });
}

void PreferencesDialog::audit(const QString &action, const QString &detail)
{
    if (!m_context.store || !m_context.store->isOpen()) {
        return;
    }
    if (const Result<void> recorded = AuditLog(*m_context.store).record(action, detail); !recorded) {
        qWarning("audit entry %s not recorded: %s", qPrintable(action), qPrintable(recorded.error().message));
    }
}

void PreferencesDialog::save()
{
    QStringList changes;
    auto note = [&changes](const QString &name, const QString &from, const QString &to) {
        if (from != to) {
            changes << QStringLiteral("%1: %2 -> %3").arg(name, from, to);
        }
    };
    const QString endpoint = m_endpoint->text().trimmed();
    if (ConsoleSettings::endpointProblem(endpoint).isEmpty()) {
        note(QStringLiteral("endpoint"), ConsoleSettings::endpoint(), endpoint);
        ConsoleSettings::setEndpoint(endpoint);
    }
    const int oldCap = ConsoleSettings::threadCap();
    if (oldCap != m_threadCap->value()) {
        ConsoleSettings::setThreadCap(m_threadCap->value());
        audit(QStringLiteral("threads.cap"),
              QStringLiteral("%1 -> %2 (Preferences)").arg(oldCap).arg(m_threadCap->value()));
        Q_EMIT threadCapChosen(m_threadCap->value());
    }
    note(QStringLiteral("adaptive polling"), onOff(ConsoleSettings::adaptivePolling()), onOff(m_adaptive->isChecked()));
    ConsoleSettings::setAdaptivePolling(m_adaptive->isChecked());
    note(QStringLiteral("multi-id polling"), onOff(ConsoleSettings::multiIdPolling()), onOff(m_multiId->isChecked()));
    ConsoleSettings::setMultiIdPolling(m_multiId->isChecked());
    const ConsoleSettings::ClipboardClearing mode = m_clearAfter->isChecked()
                                                      ? ConsoleSettings::ClipboardClearing::AfterSeconds
                                                  : m_clearNever->isChecked()
                                                      ? ConsoleSettings::ClipboardClearing::Never
                                                      : ConsoleSettings::ClipboardClearing::AtExpiry;
    note(QStringLiteral("clipboard clearing"), clearingName(ConsoleSettings::clipboardClearing()), clearingName(mode));
    ConsoleSettings::setClipboardClearing(mode);
    note(QStringLiteral("clipboard seconds"),
         QString::number(ConsoleSettings::clipboardSeconds()),
         QString::number(m_clearSeconds->value()));
    ConsoleSettings::setClipboardSeconds(m_clearSeconds->value());
    note(QStringLiteral("answer lifetime"),
         QString::number(ConsoleSettings::answerLifetimeSeconds()),
         QString::number(m_answerLifetime->value()));
    ConsoleSettings::setAnswerLifetimeSeconds(m_answerLifetime->value());
    note(QStringLiteral("notifications"), onOff(ConsoleSettings::notifications()), onOff(m_notifications->isChecked()));
    ConsoleSettings::setNotifications(m_notifications->isChecked());
    note(QStringLiteral("close to tray"), onOff(ConsoleSettings::closeToTray()), onOff(m_closeToTray->isChecked()));
    ConsoleSettings::setCloseToTray(m_closeToTray->isChecked());
    const QString language = m_language->currentData().toString();
    note(QStringLiteral("language"),
         ConsoleSettings::language().isEmpty() ? QStringLiteral("system") : ConsoleSettings::language(),
         language.isEmpty() ? QStringLiteral("system") : language);
    ConsoleSettings::setLanguage(language);
    const QString scheme = m_colourScheme->currentData().toString();
    if (scheme != ConsoleSettings::colorScheme()) {
        note(QStringLiteral("colour scheme"), ConsoleSettings::colorScheme(), scheme);
        ConsoleSettings::setColorScheme(scheme);
        ColourScheme::apply(ColourScheme::fromName(scheme).value_or(ColourScheme::Scheme::System));
    }
    if (!changes.isEmpty()) {
        audit(QStringLiteral("settings.change"), changes.join(QStringLiteral("; ")));
    }
}

} // namespace SolveDeck
