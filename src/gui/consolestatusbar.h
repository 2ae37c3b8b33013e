#pragma once

#include <QStatusBar>

class QLabel;

namespace SolveDeck {

class ElidedLabel;

// The job database of this run, as the status bar and Help > About tell it.
enum class DatabaseState {
    Opening, // reading its password from the keychain, or connecting
    Open,
    Failed, // not open; a banner says why and offers the Job Database dialog
};

// The console's status bar, left to right: the database and the endpoint (an ElidedLabel that gives way first),
// then, whole however narrow the window, the engine's state, "Solving n · cap C (plan N)" and the DEMO badge.
// Transient notes (a copy, a report's outcome) use QStatusBar's message.
class ConsoleStatusBar : public QStatusBar
{
    Q_OBJECT

public:
    // What the capacity label counts.
    struct Capacity
    {
        int solving = 0;         // the sidebar's Solving count: our jobs at the service or being sent
        int engineInFlight = 0;  // the engine's own count (with tasks canceled here that the server still solves)
        int accountInFlight = 0; // every engine of the account on this database
        int engines = 1;
        int cap = 0; // the cap in force
        int planThreads = 0;
    };

    ConsoleStatusBar(bool demo, QWidget *parent = nullptr);

    void setDatabase(const QString &location, DatabaseState state);
    void setEndpointLabel(const QString &label);
    void setEngineText(const QString &text);
    void setCapacity(const Capacity &capacity);

    QLabel *connectionLabel() const;

    QLabel *engineLabel() const { return m_engineLabel; }

    QLabel *capacityLabel() const { return m_capacityLabel; }

    QLabel *demoBadge() const { return m_demoBadge; }

private:
    void updateConnectionLabel();

    bool m_demo;
    QString m_databaseLocation;
    DatabaseState m_databaseState = DatabaseState::Opening;
    QString m_endpointLabel;
    ElidedLabel *m_connectionLabel = nullptr;
    QLabel *m_engineLabel = nullptr;
    QLabel *m_capacityLabel = nullptr;
    QLabel *m_demoBadge = nullptr;
};

} // namespace SolveDeck
