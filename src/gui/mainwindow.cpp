#include "mainwindow.h"
#include "ui_mainwindow.h"

#include "core/appinfo.h"
#include "gui/jobtablemodel.h"

#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>

namespace SolveDeck {

MainWindow::MainWindow(const Options &options, QWidget *parent)
    : QMainWindow(parent)
    , m_ui(std::make_unique<Ui::MainWindow>())
{
    m_ui->setupUi(this);
    setWindowTitle(options.demo ? tr("SolveDeck — demo mode") : tr("SolveDeck"));

    m_jobModel = new JobTableModel(this);
    m_ui->jobTable->setModel(m_jobModel);
    m_ui->jobTable->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_ui->jobTable->horizontalHeader()->setDefaultSectionSize(120);
    m_ui->jobTable->setColumnWidth(JobTableModel::IdColumn, 60);
    m_ui->jobTable->setColumnWidth(JobTableModel::PageUrlColumn, 220);

    m_ui->mainSplitter->setStretchFactor(0, 0);
    m_ui->mainSplitter->setStretchFactor(1, 1);
    m_ui->mainSplitter->setSizes({170, 1030});
    m_ui->contentSplitter->setStretchFactor(0, 3);
    m_ui->contentSplitter->setStretchFactor(1, 1);

    populateStateList();

    m_connectionLabel = new QLabel(this);
    m_connectionLabel->setObjectName(QStringLiteral("connectionLabel"));
    m_connectionLabel->setText(options.endpointLabel.isEmpty() ? tr("Not connected")
                                                               : tr("Endpoint: %1").arg(options.endpointLabel));
    statusBar()->addWidget(m_connectionLabel, 1);

    m_demoBadge = new QLabel(tr("DEMO"), this);
    m_demoBadge->setObjectName(QStringLiteral("demoBadge"));
    m_demoBadge->setToolTip(tr("Demo mode: jobs run against the built-in simulator; no key is used and nothing "
                               "reaches the real service."));
    m_demoBadge->setStyleSheet(QStringLiteral("QLabel { background: #d97706; color: white; font-weight: bold; "
                                              "padding: 1px 8px; border-radius: 3px; }"));
    m_demoBadge->setVisible(options.demo);
    statusBar()->addPermanentWidget(m_demoBadge);

    connect(m_ui->quitAction, &QAction::triggered, this, &QWidget::close);
    connect(m_ui->aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
}

MainWindow::~MainWindow() = default;

void MainWindow::populateStateList()
{
    const QStringList states{tr("All"), tr("Queued"), tr("Submitted"), tr("Solved"), tr("Failed"), tr("Canceled")};
    for (const QString &state : states) {
        m_ui->stateList->addItem(tr("%1 (0)").arg(state));
    }
    m_ui->stateList->setCurrentRow(0);
}

void MainWindow::showAbout()
{
    QMessageBox::about(this,
                       tr("About SolveDeck"),
                       tr("<b>SolveDeck %1</b><p>An operator console for CAPTCHA solve jobs on the CaptchaAI API, "
                          "for sites you own or are authorised to test.</p>")
                           .arg(applicationVersion()));
}

} // namespace SolveDeck
