#pragma once

#include <QMainWindow>

#include <memory>

class QLabel;

namespace Ui {
class MainWindow;
}

namespace SolveDeck {

class JobTableModel;

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    struct Options
    {
        bool demo = false;     // running against the built-in simulator, no key needed
        QString endpointLabel; // what the status bar shows as the connection target
    };

    explicit MainWindow(const Options &options, QWidget *parent = nullptr);
    ~MainWindow() override;

    JobTableModel *jobModel() const { return m_jobModel; }

    QLabel *connectionLabel() const { return m_connectionLabel; }

    QLabel *demoBadge() const { return m_demoBadge; }

private:
    void populateStateList();
    void showAbout();

    std::unique_ptr<Ui::MainWindow> m_ui;
    JobTableModel *m_jobModel = nullptr;
    QLabel *m_connectionLabel = nullptr;
    QLabel *m_demoBadge = nullptr;
};

} // namespace SolveDeck
