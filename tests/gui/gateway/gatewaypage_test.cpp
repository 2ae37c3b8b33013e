// The console's Gateway page (Tools > Gateway…) driven as an operator would, in a demo console session: the gateway
// starts on 127.0.0.1 port 0 from the page, a client added through the page's Add dialog sends a real HTTP request
// over loopback, the page lists the request and the client, a revoke through the page refuses the next request, and
// turning the gateway off frees its port. The on/off and address settings outlive the page.
#include "app/consolegateway.h"
#include "app/consolesession.h"
#include "core/model/consoleplaces.h"
#include "core/programlanguage.h"
#include "core/store/auditlog.h"
#include "core/store/authorisedhosts.h"
#include "core/store/jobstore.h"
#include "core/store/queuecontrol.h"
#include "gateway/gatewaymessages.h"
#include "gui/commandline.h"
#include "gui/consolesettings.h"
#include "gui/gatewaydialog.h"
#include "gui/mainwindow.h"
#include "gui/messagebox.h"
#include "support/testhosts.h"
#include "support/testutil.h"

#include <QAbstractButton>
#include <QAction>
#include <QCheckBox>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QKeySequence>
#include <QLabel>
#include <QLibraryInfo>
#include <QLineEdit>
#include <QLocale>
#include <QMap>
#include <QMessageBox>
#include <QMimeData>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QPointer>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTcpServer>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QTranslator>

using namespace SolveDeck;
using namespace std::chrono_literals;

namespace {

struct Answer
{
    int status = 0;
    QByteArray body;
};

// POST /v1/solve with `token` to the gateway at `base`, over loopback, answered or failed within the wait.
Answer postJob(QNetworkAccessManager &nam, const QUrl &base, const QString &token)
{
    QNetworkRequest request(base.resolved(QUrl(QStringLiteral("/v1/solve"))));
    request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
    request.setRawHeader("Authorization", "Bearer " + token.toLatin1());
    const QByteArray body = QJsonDocument(
                                QJsonObject{{QStringLiteral("method"), QStringLiteral("recaptcha_v2")},
                                            {QStringLiteral("sitekey"),
                                             QStringLiteral("6LeGatewayPage00000000000000000000000000")},
                                            {QStringLiteral("pageurl"), QStringLiteral("https://shop.test/gateway")}})
                                .toJson(QJsonDocument::Compact);
    QNetworkReply *reply = nam.post(request, body);
    QSignalSpy finished(reply, &QNetworkReply::finished);
    Answer answer;
    if (reply->isFinished() || SolveDeckTest::waitForSignals(finished, 1, 30s)) {
        answer.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        answer.body = reply->readAll();
    }
    reply->deleteLater();
    return answer;
}

// The row of the table whose first column reads `text`, else -1.
int rowNamed(const QTableWidget *table, const QString &text)
{
    for (int row = 0; row < table->rowCount(); ++row) {
        if (table->item(row, 0) && table->item(row, 0)->text() == text) {
            return row;
        }
    }
    return -1;
}

class GatewayPageTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        // The gateway stays off at the session's start: the page turns it on.
        ConsoleSettings::setGatewayEnabled(false);
        ConsoleSettings::setGatewayAddress(QStringLiteral("127.0.0.1:8787"));
        ConsoleSession::Options options;
        options.demo = true;
        options.demoTimeScale = 0.02;
        options.demoJobs = 0;
        session = std::make_unique<ConsoleSession>(options);
        MainWindow::Options windowOptions;
        windowOptions.demo = true;
        window = std::make_unique<MainWindow>(windowOptions);
        ASSERT_TRUE(session->start(window.get()));
        ASSERT_TRUE(SolveDeckTest::waitUntil(
            [&] {
            return session->store() != nullptr && session->gateway() != nullptr;
            },
            30s));
        QString error;
        ASSERT_TRUE(SolveDeckTest::authoriseTestHosts(*session->store(), &error)) << error.toStdString();
        window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
        nam.setProxy(QNetworkProxy::NoProxy);
    }

    void TearDown() override
    {
        window.reset();
        session.reset();
        ConsoleSettings::setGatewayEnabled(false);
    }

    // Tools > Gateway…, as the operator opens it; nullptr (with a failure) if it does not show.
    GatewayDialog *openPage()
    {
        auto *action = window->findChild<QAction *>(QStringLiteral("gatewayAction"));
        EXPECT_NE(action, nullptr);
        if (action == nullptr) {
            return nullptr;
        }
        action->trigger();
        auto *page = window->findChild<GatewayDialog *>(QStringLiteral("gatewayDialog"));
        EXPECT_TRUE(page != nullptr && page->isVisible());
        return page != nullptr && page->isVisible() ? page : nullptr;
    }

    std::unique_ptr<ConsoleSession> session;
    std::unique_ptr<MainWindow> window;
    QNetworkAccessManager nam;
};

} // namespace

TEST_F(GatewayPageTest, ServesAClientAddedOnThePageUntilRevokedAndFreesItsPortWhenOff)
{
    GatewayDialog *page = openPage();
    ASSERT_NE(page, nullptr);
    auto *enabled = page->findChild<QCheckBox *>(QStringLiteral("gatewayEnabled"));
    auto *address = page->findChild<QLineEdit *>(QStringLiteral("gatewayAddress"));
    auto *status = page->findChild<QLabel *>(QStringLiteral("gatewayStatus"));
    auto *urlField = page->findChild<QLineEdit *>(QStringLiteral("gatewayUrl"));
    auto *clients = page->findChild<QTableWidget *>(QStringLiteral("gatewayClients"));
    auto *requests = page->findChild<QTableWidget *>(QStringLiteral("gatewayRequests"));
    auto *add = page->findChild<QPushButton *>(QStringLiteral("addGatewayClient"));
    auto *revoke = page->findChild<QPushButton *>(QStringLiteral("revokeGatewayClient"));
    ASSERT_TRUE(enabled && address && status && urlField && clients && requests && add && revoke);
    EXPECT_FALSE(enabled->isChecked());
    EXPECT_EQ(status->text(), QStringLiteral("Off"));

    // On, on 127.0.0.1 port 0 (any free port): the page shows the URL clients use.
    ConsoleGateway *gateway = session->gateway();
    address->setText(QStringLiteral("127.0.0.1:0"));
    ASSERT_TRUE(enabled->isEnabled());
    enabled->click();
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return gateway->state() == GatewayControl::State::Listening;
        },
        30s))
        << gateway->problem().toStdString();
    const QUrl base = gateway->url();
    ASSERT_EQ(base.host(), QStringLiteral("127.0.0.1"));
    const auto port = quint16(base.port());
    ASSERT_GT(port, 0);
    EXPECT_EQ(urlField->text(), base.toString(QUrl::StripTrailingSlash));
    EXPECT_TRUE(status->text().contains(QString::number(port))) << status->text().toStdString();
    // Turned on, at another address than the one saved: in the audit log, as Preferences' changes are.
    const auto auditedChanges = [&] {
        QStringList details;
        const Result<QList<AuditEntry>> entries = AuditLog(*session->store()).entries(AuditQuery{});
        for (const AuditEntry &entry : entries.ok() ? entries.value() : QList<AuditEntry>{}) {
            if (entry.action == QLatin1String("settings.change")) {
                details << entry.detail;
            }
        }
        return details;
    };
    EXPECT_TRUE(SolveDeckTest::waitUntil([&] {
        return auditedChanges().contains(
            QStringLiteral("gateway: off -> on; gateway address: 127.0.0.1:8787 -> 127.0.0.1:0"));
    })) << auditedChanges().join(QLatin1Char('\n')).toStdString();

    // A client through the page's Add dialog: its token is shown once, 32 lowercase hex digits.
    QSignalSpy added(page, &GatewayDialog::clientAdded);
    QSignalSpy failed(page, &GatewayDialog::clientActionFailed);
    add->click();
    auto *addDialog = page->findChild<QDialog *>(QStringLiteral("addClientDialog"));
    ASSERT_NE(addDialog, nullptr);
    addDialog->findChild<QLineEdit *>(QStringLiteral("clientName"))->setText(QStringLiteral("suite-a"));
    addDialog->findChild<QSpinBox *>(QStringLiteral("clientLimit"))->setValue(5);
    addDialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    ASSERT_TRUE(SolveDeckTest::waitForSignals(added, 1, 30s))
        << (failed.isEmpty() ? std::string() : failed.at(0).at(0).toString().toStdString());
    EXPECT_EQ(added.at(0).at(0).toString(), QStringLiteral("suite-a"));
    QDialog *tokenDialog = page->tokenDialog();
    ASSERT_NE(tokenDialog, nullptr);
    auto *tokenField = tokenDialog->findChild<QLineEdit *>(QStringLiteral("clientToken"));
    ASSERT_NE(tokenField, nullptr);
    const QString token = tokenField->text();
    EXPECT_TRUE(QRegularExpression(QStringLiteral("^[0-9a-f]{32}$")).match(token).hasMatch()) << token.toStdString();

    // Copy puts it on the clipboard marked secret, says when it leaves, and it leaves then (as an answer without its
    // own expiry does: after Preferences' answer lifetime, here 2 s).
    const int lifetime = ConsoleSettings::answerLifetimeSeconds();
    ConsoleSettings::setAnswerLifetimeSeconds(2);
    auto *copyToken = tokenDialog->findChild<QPushButton *>(QStringLiteral("copyClientToken"));
    auto *copiedNote = tokenDialog->findChild<QLabel *>(QStringLiteral("clientTokenCopied"));
    ASSERT_TRUE(copyToken && copiedNote);
    EXPECT_FALSE(copiedNote->isVisibleTo(tokenDialog));
    auto *warning = tokenDialog->findChild<QLabel *>(QStringLiteral("clientTokenWarning"));
    ASSERT_NE(warning, nullptr);
    EXPECT_GE(warning->height(), warning->heightForWidth(warning->width())) << "the warning is cut before Copy";
    copyToken->click();
    QClipboard *clipboard = QGuiApplication::clipboard();
    EXPECT_EQ(clipboard->text(), token);
    ASSERT_NE(clipboard->mimeData(), nullptr);
    EXPECT_TRUE(clipboard->mimeData()->hasFormat(QStringLiteral("x-kde-passwordManagerHint")));
    EXPECT_TRUE(copiedNote->isVisibleTo(tokenDialog));
    EXPECT_TRUE(copiedNote->text().contains(QStringLiteral("The clipboard is cleared at ")))
        << copiedNote->text().toStdString();
    // The note takes no room from the warning above it (a thirty-eighth trial saw "it cannot be shown again" cut).
    QApplication::processEvents();
    for (QLabel *label : {warning, copiedNote}) {
        EXPECT_GE(label->height(), label->heightForWidth(label->width()))
            << label->objectName().toStdString() << " is cut: " << label->height() << " px of "
            << label->heightForWidth(label->width());
    }
    EXPECT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return clipboard->text().isEmpty();
        },
        10s))
        << "the client's token stayed on the clipboard";
    ConsoleSettings::setAnswerLifetimeSeconds(lifetime);
    tokenDialog->close();

    // The client is in the clients table (read again on the page's worker).
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return rowNamed(clients, QStringLiteral("suite-a")) >= 0;
        },
        30s));

    // A real request over loopback with that token is queued (held there by a paused queue, so the page counts it
    // in flight)...
    ASSERT_TRUE(QueueControl(*session->store()).pause().ok());
    const Answer queued = postJob(nam, base, token);
    ASSERT_EQ(queued.status, 202) << queued.body.toStdString();
    const qint64 jobId = QJsonDocument::fromJson(queued.body).object().value(QStringLiteral("id")).toInteger();
    EXPECT_GT(jobId, 0) << queued.body.toStdString();
    // ...and is the newest of the page's last requests, with the client's name and its status.
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return requests->rowCount() >= 1 && requests->item(0, 3)
            && requests->item(0, 3)->text() == QStringLiteral("202");
        },
        30s))
        << requests->rowCount();
    EXPECT_EQ(requests->item(0, 1)->text(), QStringLiteral("suite-a"));
    EXPECT_EQ(requests->item(0, 2)->text(), QStringLiteral("POST /v1/solve"));
    // The client's row counts the job in flight once the page reads the table again.
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        const int row = rowNamed(clients, QStringLiteral("suite-a"));
        return row >= 0 && clients->item(row, 2)->text() != QStringLiteral("never");
        },
        30s));
    EXPECT_EQ(clients->item(rowNamed(clients, QStringLiteral("suite-a")), 3)->text(), QStringLiteral("5"));
    // The time is whole where "never" stood (a twenty-second trial read "10:24:5…").
    const QAbstractItemView *clientsView = clients;
    EXPECT_GE(clients->horizontalHeader()->sectionSize(2), clientsView->sizeHintForColumn(2));
    EXPECT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        const int row = rowNamed(clients, QStringLiteral("suite-a"));
        return row >= 0 && clients->item(row, 4)->text() == QStringLiteral("1");
        },
        30s))
        << "the client's queued job is not counted in flight: "
        << clients->item(rowNamed(clients, QStringLiteral("suite-a")), 4)->text().toStdString();
    // A second request a second later: the database moves "last used" once a minute, the page's column says the
    // newest request all the same (a third trial saw it trail the request list).
    QTest::qWait(1100);
    const Answer again = postJob(nam, base, token);
    ASSERT_EQ(again.status, 202) << again.body.toStdString();
    EXPECT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        const int row = rowNamed(clients, QStringLiteral("suite-a"));
        return row >= 0 && requests->rowCount() >= 2 && requests->item(0, 0)
            && clients->item(row, 2)->text() == requests->item(0, 0)->text();
        },
        30s))
        << clients->item(rowNamed(clients, QStringLiteral("suite-a")), 2)->text().toStdString() << " against "
        << (requests->item(0, 0) ? requests->item(0, 0)->text().toStdString() : std::string());

    // Revoked through the page (the confirmation answered yes): gone from the table, and refused.
    QSignalSpy revoked(page, &GatewayDialog::clientRevoked);
    clients->selectRow(rowNamed(clients, QStringLiteral("suite-a")));
    ASSERT_TRUE(revoke->isEnabled());
    MessageBox::clearLast();
    MessageBox::setNextAnswer(true);
    revoke->click();
    EXPECT_TRUE(MessageBox::lastQuestion().contains(QStringLiteral("suite-a")))
        << MessageBox::lastQuestion().toStdString();
    ASSERT_TRUE(SolveDeckTest::waitForSignals(revoked, 1, 30s))
        << (failed.isEmpty() ? std::string() : failed.at(0).at(0).toString().toStdString());
    EXPECT_EQ(revoked.at(0).at(0).toString(), QStringLiteral("suite-a"));
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return rowNamed(clients, QStringLiteral("suite-a")) < 0;
        },
        30s));
    const Answer refused = postJob(nam, base, token);
    EXPECT_EQ(refused.status, 401) << refused.body.toStdString();
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return requests->rowCount() >= 3 && requests->item(0, 3)
            && requests->item(0, 3)->text() == QStringLiteral("401");
        },
        30s));
    EXPECT_EQ(requests->item(0, 1)->text(), QStringLiteral("(no valid token)"));
    // GET /healthz needs no token: it is not listed as refused for one (a twenty-sixth trial).
    QNetworkReply *health = nam.get(QNetworkRequest(base.resolved(QUrl(QStringLiteral("/healthz")))));
    QSignalSpy healthDone(health, &QNetworkReply::finished);
    ASSERT_TRUE(health->isFinished() || SolveDeckTest::waitForSignals(healthDone, 1, 30s));
    health->deleteLater();
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return requests->rowCount() >= 4 && requests->item(0, 2)
            && requests->item(0, 2)->text() == QStringLiteral("GET /healthz") && requests->item(0, 3)
            && requests->item(0, 3)->text() != QStringLiteral("waiting");
        },
        30s));
    EXPECT_EQ(requests->item(0, 1)->text(), QStringLiteral("(no token)")) << requests->item(0, 3)->text().toStdString();

    // Off: once the gateway says so, its port is free for another listener.
    enabled->click();
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return gateway->state() == GatewayControl::State::Off;
        },
        30s));
    EXPECT_TRUE(urlField->text().isEmpty());
    EXPECT_EQ(status->text(), QStringLiteral("Off"));
    QTcpServer server;
    EXPECT_TRUE(server.listen(QHostAddress::LocalHost, port)) << server.errorString().toStdString();
    server.close();
}

// The fifteenth trial: in demo mode the gateway's 403 said to run `solvedeck-cli hosts allow HOST`; run as named, it
// authorised the host in the default database while the demo's gateway kept refusing it. The command a message names
// carries the database this console has open, and run as named it authorises the host where the gateway looks.
TEST_F(GatewayPageTest, TheCommandA403NamesActsOnTheDemosDatabase)
{
    const QString location = session->store()->location();
    ASSERT_NE(location, JobStore::defaultDatabasePath()) << "a demo runs on a database of its own";
    const QString fix = Gateway::Messages::howToAuthoriseAHost(QStringLiteral("handcheck.example"));
    const QRegularExpressionMatch command = QRegularExpression(QStringLiteral("`(solvedeck-cli [^`]*)`")).match(fix);
    ASSERT_TRUE(command.hasMatch()) << fix.toStdString();
    QStringList arguments = QProcess::splitCommand(command.captured(1));
    ASSERT_GE(arguments.size(), 3);
    EXPECT_EQ(arguments.mid(1, 2), (QStringList{QStringLiteral("--db"), location})) << fix.toStdString();
    arguments.removeFirst();
    QProcess cli;
    cli.start(QStringLiteral(SOLVEDECK_BIN_DIR "/solvedeck-cli"), arguments);
    ASSERT_TRUE(cli.waitForFinished(60'000)) << "solvedeck-cli did not finish";
    EXPECT_EQ(cli.exitCode(), 0) << cli.readAllStandardError().toStdString();
    EXPECT_TRUE(AuthorisedHosts(*session->store()).isAuthorised(QStringLiteral("https://handcheck.example/login")))
        << "the command named did not authorise the host in the console's database";
}

// The clients are read by name each second: one added (on the page or by the CLI) went in among them and moved the
// rows below it under the pointer, as the Targets page's hosts did for a thirty-first trial. It comes below them.
TEST_F(GatewayPageTest, TheClientsRowsHoldStillWhenAClientIsAdded)
{
    ClientRegistry registry(*session->store());
    ASSERT_TRUE(registry.add(QStringLiteral("shop-ci"), 0, QString()).ok());
    ASSERT_TRUE(registry.add(QStringLiteral("tester"), 0, QString()).ok());
    GatewayDialog *page = openPage();
    ASSERT_NE(page, nullptr);
    auto *clients = page->findChild<QTableWidget *>(QStringLiteral("gatewayClients"));
    ASSERT_NE(clients, nullptr);
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return clients->rowCount() == 2;
    }));
    ASSERT_EQ(rowNamed(clients, QStringLiteral("tester")), 1);
    clients->selectRow(1);

    ASSERT_TRUE(registry.add(QStringLiteral("another"), 0, QString()).ok());
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return clients->rowCount() == 3;
    }));
    EXPECT_EQ(rowNamed(clients, QStringLiteral("shop-ci")), 0);
    EXPECT_EQ(rowNamed(clients, QStringLiteral("tester")), 1) << "the row under the pointer moved";
    EXPECT_EQ(rowNamed(clients, QStringLiteral("another")), 2);
    const QList<QTableWidgetItem *> selected = clients->selectedItems();
    ASSERT_FALSE(selected.isEmpty());
    EXPECT_EQ(clients->item(selected.first()->row(), 0)->text(), QStringLiteral("tester"));
}

// A forty-second first-hour trial: a client's token copied on the page was gone from the clipboard within a second of
// closing the page, not at the time the token dialog named. The copy outlives the page until that time, or a quit.
TEST_F(GatewayPageTest, ACopiedClientTokenOutlivesThePageUntilItsTimeOrAQuit)
{
    GatewayDialog *page = openPage();
    ASSERT_NE(page, nullptr);
    QSignalSpy added(page, &GatewayDialog::clientAdded);
    QSignalSpy failed(page, &GatewayDialog::clientActionFailed);
    page->addClient(QStringLiteral("copier"), 0, QString());
    ASSERT_TRUE(SolveDeckTest::waitForSignals(added, 1, 30s))
        << (failed.isEmpty() ? std::string() : failed.at(0).at(0).toString().toStdString());
    QDialog *tokenDialog = page->tokenDialog();
    ASSERT_NE(tokenDialog, nullptr);
    auto *tokenField = tokenDialog->findChild<QLineEdit *>(QStringLiteral("clientToken"));
    auto *copyToken = tokenDialog->findChild<QPushButton *>(QStringLiteral("copyClientToken"));
    ASSERT_TRUE(tokenField && copyToken);
    const QString token = tokenField->text();
    ASSERT_FALSE(token.isEmpty());
    const int lifetime = ConsoleSettings::answerLifetimeSeconds();
    ConsoleSettings::setAnswerLifetimeSeconds(60);
    copyToken->click();
    ConsoleSettings::setAnswerLifetimeSeconds(lifetime);
    QClipboard *clipboard = QGuiApplication::clipboard();
    ASSERT_EQ(clipboard->text(), token);

    // The token dialog and the page closed (the page is deleted on close).
    QPointer<GatewayDialog> closing(page);
    tokenDialog->close();
    page->close();
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        return closing.isNull();
    })) << "the page was not deleted on close: this test shows nothing";
    QTest::qWait(300);
    EXPECT_EQ(clipboard->text(), token) << "closing the page cleared the token 60 s early";

    // A quit still clears it.
    window->close();
    EXPECT_TRUE(clipboard->text().isEmpty()) << "the client's token stayed on the clipboard after quitting";
}

TEST_F(GatewayPageTest, SavesItsOnOffAndAddressSettings)
{
    GatewayDialog *page = openPage();
    ASSERT_NE(page, nullptr);
    auto *enabled = page->findChild<QCheckBox *>(QStringLiteral("gatewayEnabled"));
    auto *address = page->findChild<QLineEdit *>(QStringLiteral("gatewayAddress"));
    auto *problem = page->findChild<QLabel *>(QStringLiteral("gatewayAddressProblem"));
    ASSERT_TRUE(enabled && address && problem);
    EXPECT_EQ(address->text(), QStringLiteral("127.0.0.1:8787"));

    // A wrong address is explained and not saved; a right one is.
    address->setText(QStringLiteral("127.0.0.1:99999"));
    EXPECT_FALSE(problem->isHidden());
    EXPECT_FALSE(problem->text().isEmpty());
    EXPECT_FALSE(enabled->isEnabled());
    EXPECT_EQ(QSettings().value(QStringLiteral("gateway/address")).toString(), QStringLiteral("127.0.0.1:8787"));
    address->setText(QStringLiteral("127.0.0.1:0"));
    EXPECT_TRUE(problem->isHidden());
    ASSERT_TRUE(enabled->isEnabled());
    enabled->click();
    ConsoleGateway *gateway = session->gateway();
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return gateway->state() == GatewayControl::State::Listening;
        },
        30s))
        << gateway->problem().toStdString();

    // Saved: a fresh read of the settings finds them, as the next console start does.
    QSettings().sync();
    {
        const QSettings fresh;
        EXPECT_TRUE(fresh.value(QStringLiteral("gateway/enabled")).toBool());
        EXPECT_EQ(fresh.value(QStringLiteral("gateway/address")).toString(), QStringLiteral("127.0.0.1:0"));
    }
    EXPECT_TRUE(ConsoleSettings::gatewayEnabled());
    EXPECT_EQ(ConsoleSettings::gatewayAddress(), QStringLiteral("127.0.0.1:0"));

    // Off again is saved too.
    enabled->click();
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return gateway->state() == GatewayControl::State::Off;
        },
        30s));
    EXPECT_FALSE(QSettings().value(QStringLiteral("gateway/enabled")).toBool());
    EXPECT_FALSE(ConsoleSettings::gatewayEnabled());
}

// Alt+letter reaches one control each: two on the page with the same letter ("&Address:" and "&Add Client…" once
// both read Alt+A) make the second unreachable from the keyboard.
TEST_F(GatewayPageTest, EachKeyboardMnemonicOnThePageReachesOneControl)
{
    GatewayDialog *page = openPage();
    ASSERT_NE(page, nullptr);

    QMap<QString, QStringList> byKey;
    const auto note = [&](const QString &text) {
        const QKeySequence key = QKeySequence::mnemonic(text);
        if (!key.isEmpty()) {
            byKey[key.toString()].append(text);
        }
    };
    for (const QAbstractButton *button : page->findChildren<QAbstractButton *>()) {
        if (button->window() == page && button->isVisibleTo(page)) {
            note(button->text());
        }
    }
    for (const QLabel *label : page->findChildren<QLabel *>()) {
        if (label->window() == page && label->isVisibleTo(page) && label->buddy() != nullptr) {
            note(label->text());
        }
    }
    for (const QGroupBox *box : page->findChildren<QGroupBox *>()) {
        if (box->window() == page && box->isVisibleTo(page)) {
            note(box->title());
        }
    }
    ASSERT_GE(byKey.size(), 4) << "the page's mnemonics were not found"; // Run, Address, Copy, Add, Revoke at least
    for (auto it = byKey.cbegin(); it != byKey.cend(); ++it) {
        EXPECT_EQ(it.value().size(), 1) << it.key().toStdString() << " is the mnemonic of "
                                        << it.value().join(QStringLiteral(", ")).toStdString();
    }
}

// An eighth trial: on a 900x560 screen the page opened 620 px tall, Close below the screen's edge. It opens within its
// screen, with room for a title bar, and never below what its controls need.
TEST_F(GatewayPageTest, ThePageOpensWithinItsScreen)
{
    GatewayDialog *page = openPage();
    ASSERT_NE(page, nullptr);
    const QSize least = page->minimumSizeHint();
    const QSize small = GatewayDialog::openingSize(QSize(900, 560), least);
    EXPECT_LE(small.height(), std::max(512, least.height())) << small.width() << "x" << small.height();
    EXPECT_LE(small.width(), std::max(884, least.width()));
    EXPECT_LE(least.height(), 512) << "the page's controls need more than a 900x560 screen holds";
    EXPECT_EQ(GatewayDialog::openingSize(QSize(1600, 1000), least), QSize(760, 620).expandedTo(least));
    EXPECT_EQ(page->size(), GatewayDialog::openingSize(page->screen()->availableGeometry().size(), least));
}

// The twenty-second trial: Esc did not close the page. It does from every control that takes the focus.
TEST_F(GatewayPageTest, EscClosesThePageFromEveryControl)
{
    GatewayDialog *page = openPage();
    ASSERT_NE(page, nullptr);
    QStringList stayed;
    int tried = 0;
    for (QWidget *control : page->findChildren<QWidget *>()) {
        if (control->focusPolicy() == Qt::NoFocus || !control->isVisibleTo(page) || !control->isEnabled()
            || control->window() != page) {
            continue;
        }
        if (!page->isVisible()) {
            page = openPage();
            ASSERT_NE(page, nullptr);
        }
        ++tried;
        control->setFocus();
        QTest::keyClick(control, Qt::Key_Escape);
        if (page->isVisible()) {
            stayed << control->objectName() + QLatin1Char(' ')
                          + QString::fromLatin1(control->metaObject()->className());
        }
    }
    EXPECT_GE(tried, 4);
    EXPECT_TRUE(stayed.isEmpty()) << "Esc left the page open from " << stayed.join(QStringLiteral(", ")).toStdString();
}

// The twenty-fourth trial: Add Client with a host outside the targets named a bare `solvedeck-cli hosts allow`, which
// in demo mode authorised the host in another database, and named no place in the console; at 900x560 the message
// squeezed the clients' table to its header. It names the console's place and the command for this database, in a
// box of its own.
TEST_F(GatewayPageTest, AnAddClientRefusalNamesTheConsolesPlaceAndThisDatabase)
{
    GatewayDialog *page = openPage();
    ASSERT_NE(page, nullptr);
    QSignalSpy failed(page, &GatewayDialog::clientActionFailed);
    page->findChild<QPushButton *>(QStringLiteral("addGatewayClient"))->click();
    auto *addDialog = page->findChild<QDialog *>(QStringLiteral("addClientDialog"));
    ASSERT_NE(addDialog, nullptr);
    addDialog->findChild<QLineEdit *>(QStringLiteral("clientName"))->setText(QStringLiteral("suite-h"));
    addDialog->findChild<QLineEdit *>(QStringLiteral("clientHosts"))->setText(QStringLiteral("newhost.example"));
    addDialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    ASSERT_TRUE(SolveDeckTest::waitForSignals(failed, 1, 30s));
    const QString problem = failed.at(0).at(0).toString();
    EXPECT_TRUE(problem.contains(QStringLiteral("Edit > Preferences… > Targets"))) << problem.toStdString();
    const QRegularExpressionMatch command = QRegularExpression(QStringLiteral("with (solvedeck-cli .+)\\.$"))
                                                .match(problem);
    ASSERT_TRUE(command.hasMatch()) << problem.toStdString();
    const QStringList arguments = QProcess::splitCommand(command.captured(1));
    ASSERT_GE(arguments.size(), 3);
    EXPECT_EQ(arguments.mid(1, 2), (QStringList{QStringLiteral("--db"), session->store()->location()}))
        << problem.toStdString();
    auto *box = page->findChild<QMessageBox *>(QStringLiteral("gatewayClientProblem"));
    ASSERT_NE(box, nullptr);
    EXPECT_TRUE(box->isVisible());
    // The command on a line of its own that never breaks (the twenty-fifth trial read "--" and "db" on two lines).
    EXPECT_EQ(box->text(), messageWithCommandLine(problem));
    EXPECT_TRUE(box->text().endsWith(QStringLiteral("white-space:pre; margin-top:6px; margin-bottom:0\">%1</p>")
                                         .arg(command.captured(1).toHtmlEscaped())))
        << box->text().toStdString();
    // The twenty-fifth trial: a refused client lost what was typed. The dialog stays, with its fields, and Hosts
    // (what the refusal is about) has the keyboard once the message is closed.
    EXPECT_EQ(box->parentWidget(), addDialog);
    box->accept();
    EXPECT_TRUE(addDialog->isVisible());
    EXPECT_EQ(addDialog->findChild<QLineEdit *>(QStringLiteral("clientName"))->text(), QStringLiteral("suite-h"));
    auto *hosts = addDialog->findChild<QLineEdit *>(QStringLiteral("clientHosts"));
    EXPECT_EQ(hosts->text(), QStringLiteral("newhost.example"));
    EXPECT_EQ(addDialog->focusWidget(), hosts);
    EXPECT_TRUE(addDialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());
    addDialog->reject();
}

// A message's command keeps one line in a narrow box, and copies as it is typed; a command the sentence goes on
// after (German "… mit solvedeck-cli … frei") stays in the sentence.
TEST(CommandLine, AMessagesCommandHasALineOfItsOwn)
{
    ConsolePlaces::setCliDatabase(QStringLiteral("/tmp/solvedeck-demo-AbCdEf/jobs.sqlite"));
    const QString command = ConsolePlaces::cliCommand(ConsolePlaces::Command::HostsAllow,
                                                      QStringLiteral("shop.example"));
    const QString message = QStringLiteral("shop.example is not inside the authorised targets (none yet). If you own "
                                           "it, authorise it in the console (Edit > Preferences… > Targets) or with ")
                          + command + QLatin1Char('.');
    for (const CommandWrap wrap : {CommandWrap::Never, CommandWrap::AtWidth}) {
        QTextDocument shown;
        shown.setHtml(messageWithCommandLine(message, wrap));
        shown.setTextWidth(220);
        (void)shown.size(); // laid out
        const QTextBlock last = shown.lastBlock();
        EXPECT_EQ(last.text(), command);
        if (wrap == CommandWrap::Never) {
            EXPECT_EQ(last.layout()->lineCount(), 1);
        }
        EXPECT_TRUE(shown.toPlainText().contains(command)) << shown.toPlainText().toStdString();
        EXPECT_TRUE(shown.toPlainText().startsWith(QStringLiteral("shop.example is not inside")));
    }
    const QString inside = QStringLiteral("geben Sie den Host in der Konsole frei oder mit ") + command
                         + QStringLiteral(" frei");
    EXPECT_EQ(messageWithCommandLine(inside), inside.toHtmlEscaped());
    EXPECT_EQ(messageWithCommandLine(QStringLiteral("a < b")), QStringLiteral("a &lt; b"));
    ConsolePlaces::setCliDatabase({});
}

// The twenty-fourth trial: a port already taken read "cannot listen on 127.0.0.1 port 8787: …" in a German console.
TEST_F(GatewayPageTest, APortTakenIsSaidInTheConsolesWords)
{
    QTcpServer taken;
    ASSERT_TRUE(taken.listen(QHostAddress::LocalHost, 0)) << taken.errorString().toStdString();
    GatewayDialog *page = openPage();
    ASSERT_NE(page, nullptr);
    auto *enabled = page->findChild<QCheckBox *>(QStringLiteral("gatewayEnabled"));
    auto *address = page->findChild<QLineEdit *>(QStringLiteral("gatewayAddress"));
    ASSERT_TRUE(enabled && address);
    address->setText(QStringLiteral("127.0.0.1:%1").arg(taken.serverPort()));
    ConsoleGateway *gateway = session->gateway();
    enabled->click();
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return !gateway->problem().isEmpty();
        },
        30s));
    const QString problem = gateway->problem();
    EXPECT_TRUE(problem.startsWith(
        QStringLiteral("The gateway could not listen on 127.0.0.1 port %1 (").arg(taken.serverPort())))
        << problem.toStdString();
    EXPECT_FALSE(problem.contains(QStringLiteral("cannot listen"))) << problem.toStdString();
    EXPECT_TRUE(problem.contains(QStringLiteral("(The bound address is already in use)"))) << problem.toStdString();

    // In German, the system's reason too (a twenty-eighth trial read Qt's English inside the German sentence): the
    // console's catalogue and Qt's, wrapped as main() wraps them so that the gateway's thread keeps English.
    enabled->setChecked(false);
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return gateway->state() == GatewayControl::State::Off;
        },
        30s));
    auto qtCatalogue = std::make_unique<QTranslator>();
    ASSERT_TRUE(qtCatalogue->load(QLocale(QLocale::German),
                                  QStringLiteral("qtbase"),
                                  QStringLiteral("_"),
                                  QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        << "qtbase_de.qm from qt6-translations-l10n";
    auto appCatalogue = std::make_unique<QTranslator>();
    ASSERT_TRUE(appCatalogue->load(QStringLiteral(":/i18n/solvedeck_de.qm")));
    ProgramLanguage::Translator qt(std::move(qtCatalogue));
    ProgramLanguage::Translator app(std::move(appCatalogue));
    QCoreApplication::installTranslator(&qt);
    QCoreApplication::installTranslator(&app);
    enabled->click();
    const bool answered = SolveDeckTest::waitUntil(
        [&] {
        return gateway->problem().startsWith(QStringLiteral("Das Gateway"));
        },
        30s);
    const QString german = gateway->problem();
    QCoreApplication::removeTranslator(&app);
    QCoreApplication::removeTranslator(&qt);
    ASSERT_TRUE(answered) << german.toStdString();
    EXPECT_TRUE(german.contains(QStringLiteral("(Die angegebene Adresse ist bereits in Gebrauch)")))
        << german.toStdString();
    EXPECT_FALSE(german.contains(QStringLiteral("already in use"))) << german.toStdString();
}
