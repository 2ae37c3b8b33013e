#include "consolestatusbar.h"

#include "gui/databaselocation.h"
#include "gui/elidedlabel.h"
#include "gui/statuscolours.h"

#include <QLabel>
#include <QResizeEvent>
#include <QStatusTipEvent>

#include <algorithm>

namespace SolveDeck {

ConsoleStatusBar::ConsoleStatusBar(bool demo, QWidget *parent)
    : QStatusBar(parent)
    , m_demo(demo)
{
    setObjectName(QStringLiteral("statusBar"));
    // Left to right: the engine's state (whole while there is room: it asks for its text's width), the database and
    // the endpoint (only what is left), then the count and the DEMO badge, which stay whole however narrow the
    // window. Both texts on the left elide instead of widening the window.
    m_engineLabel = new ElidedLabel(this);
    m_engineLabel->setObjectName(QStringLiteral("engineLabel"));
    m_engineLabel->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    addWidget(m_engineLabel);
    m_connectionLabel = new ElidedLabel(this);
    m_connectionLabel->setObjectName(QStringLiteral("connectionLabel"));
    m_connectionLabel->setForegroundRole(QPalette::PlaceholderText);
    updateConnectionLabel();
    addWidget(m_connectionLabel, 1);
    m_capacityLabel = new QLabel(this);
    m_capacityLabel->setObjectName(QStringLiteral("capacityLabel"));
    addPermanentWidget(m_capacityLabel);
    connect(this, &QStatusBar::messageChanged, this, [this](const QString &message) {
        if (message.isEmpty()) {
            setToolTip(QString()); // the note's whole text goes with it
            m_note.clear();
        } else if (!m_fitting) {
            m_note.clear(); // a message not shown through showNote()
        }
    });

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

QLabel *ConsoleStatusBar::engineLabel() const
{
    return m_engineLabel;
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

void ConsoleStatusBar::setEngineText(const QString &text, const QString &details)
{
    m_engineLabel->setText(text);
    // The longer words when they say more; otherwise the label shows its whole text as a tooltip when elided.
    m_engineLabel->setToolTip(details == text ? QString() : details);
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

void ConsoleStatusBar::showNote(const QString &text, int timeoutMs)
{
    m_note = text;
    m_noteTimeoutMs = timeoutMs;
    m_noteShown.start();
    fitNote();
}

void ConsoleStatusBar::clearNote(const QString &text)
{
    if (!text.isEmpty() && m_note == text && !currentMessage().isEmpty()) {
        clearMessage();
    }
}

void ConsoleStatusBar::showTip(const QString &tip)
{
    const bool noteLeft = noteTimeLeft();
    if (!tip.isEmpty()) {
        // Kept behind the tip (messageChanged forgets a note replaced by other text).
        m_fitting = noteLeft;
        setToolTip(QString());
        showMessage(tip);
        m_fitting = false;
    } else if (noteLeft) {
        fitNote();
    } else {
        clearMessage();
    }
}

bool ConsoleStatusBar::noteTimeLeft() const
{
    return !m_note.isEmpty() && (m_noteTimeoutMs <= 0 || m_noteShown.elapsed() < m_noteTimeoutMs);
}

void ConsoleStatusBar::keepNotesOverTipsFrom(QWidget *bar)
{
    bar->installEventFilter(this);
}

bool ConsoleStatusBar::eventFilter(QObject *watched, QEvent *event)
{
    // A thirty-sixth trial rested the pointer on Pause Queue and exported: "Exported 139 jobs to …" never showed, and
    // the button's tip ("No new submits by any engine …") read as if the queue were paused.
    if (event->type() == QEvent::StatusTip && !static_cast<QStatusTipEvent *>(event)->tip().isEmpty()
        && !currentMessage().isEmpty() && noteTimeLeft()) {
        return true;
    }
    return QStatusBar::eventFilter(watched, event);
}

void ConsoleStatusBar::fitNote()
{
    // The permanent widgets on the right keep their room; the note gets what is left of the bar.
    // (Their hint, not their width: a count that just changed may not be laid out yet.)
    int room = contentsRect().width() - 24;
    for (QWidget *permanent : {static_cast<QWidget *>(m_capacityLabel), static_cast<QWidget *>(m_demoBadge)}) {
        if (permanent->isVisible()) {
            room -= std::max(permanent->width(), permanent->sizeHint().width()) + 12;
        }
    }
    // Before the window is shown the bar has no width of its own yet: the note stays whole.
    const QString shown = isVisible() ? fontMetrics().elidedText(m_note, Qt::ElideRight, std::max(room, 40)) : m_note;
    setToolTip(shown == m_note ? QString() : m_note);
    // A cut note stays long enough for its tooltip to be found and read (an eighteenth trial saw one go first).
    constexpr int cutNoteMs = 12000;
    if (shown != m_note && m_noteTimeoutMs > 0) {
        m_noteTimeoutMs = std::max(m_noteTimeoutMs, cutNoteMs);
    }
    // Shown again after a resize: only for the time it had left.
    const qint64 left = m_noteTimeoutMs > 0 ? std::max<qint64>(1, m_noteTimeoutMs - m_noteShown.elapsed()) : 0;
    m_fitting = true;
    showMessage(shown, int(left));
    m_fitting = false;
}

void ConsoleStatusBar::resizeEvent(QResizeEvent *event)
{
    QStatusBar::resizeEvent(event);
    if (!m_note.isEmpty() && !currentMessage().isEmpty()) {
        fitNote();
    }
}

void ConsoleStatusBar::setCapacity(const CapacityView &view)
{
    const bool longer = view.statusText.size() > m_capacityLabel->text().size();
    m_capacityLabel->setText(view.statusText);
    m_capacityLabel->setToolTip(view.statusToolTip);
    // The note showing (whole, or cut with its "…"; not a tip in its place) is cut again to the room longer figures
    // leave: in German with a cap of 2, a failure's note ran into "Wird gelöst: 1 · …", cut through a letter without
    // its "…" (a thirty-seventh trial).
    const QString shown = currentMessage();
    const bool noteShown = !m_note.isEmpty()
                        && (shown == m_note || (shown.endsWith(QChar(0x2026)) && m_note.startsWith(shown.chopped(1))));
    if (longer && noteShown) {
        fitNote();
    }
}

} // namespace SolveDeck
