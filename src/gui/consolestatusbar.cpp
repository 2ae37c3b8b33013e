#include "consolestatusbar.h"

#include "gui/databaselocation.h"
#include "gui/elidedlabel.h"
#include "gui/statuscolours.h"

#include <QLabel>

namespace SolveDeck {

ConsoleStatusBar::ConsoleStatusBar(bool demo, QWidget *parent)
    : QStatusBar(parent)
    , m_demo(demo)
{
    setObjectName(QStringLiteral("statusBar"));
    // Left to right: the endpoint (gives way first), then the engine state, the count and the DEMO badge, which
    // stay whole however narrow the window.
    m_connectionLabel = new ElidedLabel(this);
    m_connectionLabel->setObjectName(QStringLiteral("connectionLabel"));
    updateConnectionLabel();
    addWidget(m_connectionLabel, 1);
    m_engineLabel = new QLabel(this);
    m_engineLabel->setObjectName(QStringLiteral("engineLabel"));
    addPermanentWidget(m_engineLabel);
    m_capacityLabel = new QLabel(this);
    m_capacityLabel->setObjectName(QStringLiteral("capacityLabel"));
    addPermanentWidget(m_capacityLabel);

    m_demoBadge = new QLabel(tr("DEMO"), this);
    m_demoBadge->setObjectName(QStringLiteral("demoBadge"));
    m_demoBadge->setToolTip(tr("Demo mode: jobs run against the built-in simulator; no key is used and nothing "
                               "reaches the real service."));
    StatusColours::followPalette(m_demoBadge, [](const QPalette &palette) {
        using Role = StatusColours::Role;
        return QStringLiteral("QLabel { background: %1; color: %2; font-weight: bold; padding: 1px 8px; "
                              "border-radius: 3px; }")
            .arg(StatusColours::colour(Role::BadgeBackground, palette).name(),
                 StatusColours::colour(Role::BadgeText, palette).name());
    });
    m_demoBadge->setAccessibleName(tr("Demo mode"));
    m_demoBadge->setAccessibleDescription(m_demoBadge->toolTip());
    m_demoBadge->setVisible(demo);
    addPermanentWidget(m_demoBadge);
}

QLabel *ConsoleStatusBar::connectionLabel() const
{
    return m_connectionLabel;
}

void ConsoleStatusBar::setDatabase(const QString &location, DatabaseState state)
{
    m_databaseLocation = location;
    m_databaseState = state;
    updateConnectionLabel();
}

void ConsoleStatusBar::setEndpointLabel(const QString &label)
{
    m_endpointLabel = label;
    updateConnectionLabel();
}

void ConsoleStatusBar::setEngineText(const QString &text)
{
    m_engineLabel->setText(text);
}

void ConsoleStatusBar::updateConnectionLabel()
{
    // The database first: in a narrow window the endpoint gives way before it (the label elides at its end).
    QStringList parts;
    if (!m_demo && !m_databaseLocation.isEmpty()) {
        const QString name = databaseDisplayName(m_databaseLocation);
        const bool team = isTeamDatabaseLocation(m_databaseLocation);
        switch (m_databaseState) {
        case DatabaseState::Opening:
            parts << (team ? tr("Team database %1: opening…") : tr("Database %1: opening…")).arg(name);
            break;
        case DatabaseState::Open:
            parts << (team ? tr("Team database: %1") : tr("Database: %1")).arg(name);
            break;
        case DatabaseState::Failed:
            parts << tr("Database not open: %1").arg(name);
            break;
        }
    }
    parts << (m_endpointLabel.isEmpty() ? tr("Not connected") : tr("Endpoint: %1").arg(m_endpointLabel));
    m_connectionLabel->setText(parts.join(QStringLiteral(" · ")));
}

void ConsoleStatusBar::setCapacity(const Capacity &capacity)
{
    QString solving = tr("Solving %1").arg(capacity.solving);
    if (capacity.engines > 1) {
        // Team mode: this console's share beside what every engine of the account has at the server.
        solving = tr("Solving %1 here, %2 on the account (%3 engines)")
                      .arg(capacity.engineInFlight)
                      .arg(capacity.accountInFlight)
                      .arg(capacity.engines);
    }
    m_capacityLabel->setText(capacity.planThreads > 0
                                 ? tr("%1 · cap %2 (plan %3)").arg(solving).arg(capacity.cap).arg(capacity.planThreads)
                                 : tr("%1 · cap %2").arg(solving).arg(capacity.cap));
    // The engine also counts threads still busy at the server for jobs canceled here; say so when it differs.
    // Not "n / cap": the count is the sidebar's (our jobs at the service or being sent), which can briefly be one
    // above the cap while a job is sent because a thread is likely to free up; the engine's own count never is.
    m_capacityLabel->setToolTip(
        capacity.engineInFlight > capacity.solving
            ? tr("Threads busy at the server for this console: %1, including tasks canceled here that the server is "
                 "still solving.")
                  .arg(capacity.engineInFlight)
            : tr("Jobs at the service or being sent (the sidebar's Solving count); the cap is the most at once, at "
                 "most the plan's threads."));
}

} // namespace SolveDeck
