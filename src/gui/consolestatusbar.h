#pragma once

#include "core/stats/capacityview.h"

#include <QElapsedTimer>
#include <QStatusBar>

#include <algorithm>

class QLabel;

namespace SolveDeck {

class ElidedLabel;

// The job database of this run, as the status bar and Help > About tell it.
enum class DatabaseState {
    Opening, // reading its password from the keychain, or connecting
    Open,
    Failed, // not open; a banner says why and offers the Job Database dialog
};

// The console's status bar, left to right: the engine's state in words with its reason and time, and the database
// and the endpoint (both elide, with the whole text as a tooltip, the endpoint first), then, whole however narrow
// the window, "Solving n · cap C (plan N)" and the DEMO badge. No text here can widen the window. Transient notes
// (a copy, a report's outcome) use QStatusBar's message.
class ConsoleStatusBar : public QStatusBar
{
    Q_OBJECT

public:
    ConsoleStatusBar(bool demo, QWidget *parent = nullptr);

    void setDatabase(const QString &location, DatabaseState state);
    void setEndpointLabel(const QString &label);
    // The engine's state in words; `details` (longer words) as its tooltip.
    void setEngineText(const QString &text, const QString &details = {});
    // The count, from the capacity view every other capacity figure on screen shows too.
    void setCapacity(const CapacityView &view);
    // A transient note (QStatusBar's message) cut to the room beside the count and the badge, never run into them;
    // the whole text is the bar's tooltip while it shows.
    void showNote(const QString &text, int timeoutMs = 0);
    // A status tip (a menu item's, a button's) in the note's place while it is pointed at; an empty tip brings the
    // note back for the time it has left.
    void showTip(const QString &tip);
    // The status tips of `bar`'s buttons (a button the pointer rests on, also when it comes back over it after a
    // dialog) do not pass over a note still showing: the outcome of what was just done stays in sight.
    void keepNotesOverTipsFrom(QWidget *bar);
    // Takes the note away if it is still `text` (a note no longer true); another note stays.
    void clearNote(const QString &text);

    // The whole text of the note shown, empty when none.
    QString note() const { return currentMessage().isEmpty() ? QString() : m_note; }

    // How long the note on show has still to stay (0: none, or one without a timeout).
    int noteRemainingMs() const
    {
        if (currentMessage().isEmpty() || m_noteTimeoutMs <= 0 || !m_noteShown.isValid()) {
            return 0;
        }
        return int(std::max<qint64>(0, m_noteTimeoutMs - m_noteShown.elapsed()));
    }

    QLabel *connectionLabel() const;

    QLabel *engineLabel() const;

    QLabel *capacityLabel() const { return m_capacityLabel; }

    QLabel *demoBadge() const { return m_demoBadge; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    // A note was shown and its time has not run out (shown now, or kept behind a tip).
    bool noteTimeLeft() const;
    void resizeEvent(QResizeEvent *event) override;

private:
    void fitNote();

    void updateConnectionLabel();

    bool m_demo;
    QString m_databaseLocation;
    DatabaseState m_databaseState = DatabaseState::Opening;
    QString m_endpointLabel;
    ElidedLabel *m_connectionLabel = nullptr;
    ElidedLabel *m_engineLabel = nullptr;
    QLabel *m_capacityLabel = nullptr;
    QLabel *m_demoBadge = nullptr;
    QString m_note; // the whole text of the note shown (cut to fit), empty when none
    int m_noteTimeoutMs = 0;
    QElapsedTimer m_noteShown;
    bool m_fitting = false;
};

} // namespace SolveDeck
