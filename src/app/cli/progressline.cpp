#include "progressline.h"

#include "console.h"
#include "core/store/jobstore.h"
#include "core/terminaltext.h"

#include <QTimer>

#include <chrono>

namespace SolveDeck::Cli {

using namespace std::chrono_literals;

namespace {
// A terminal redraw four times a second looks live without costing more than one count query per redraw.
constexpr auto terminalRedrawInterval = 250ms;
// In a log, a line every 5 s shows a run is alive; unchanged counts are repeated only once a minute.
constexpr auto logLineInterval = 5s;
constexpr qint64 logHeartbeatMs = 60'000;
} // namespace

ProgressLine::ProgressLine(const JobStore *store, bool terminal, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_terminal(terminal)
    , m_timer(new QTimer(this))
{
    m_timer->setInterval(m_terminal ? terminalRedrawInterval : logLineInterval);
    connect(m_timer, &QTimer::timeout, this, &ProgressLine::tick);
}

void ProgressLine::start()
{
    if (Console::quiet()) {
        return;
    }
    m_sinceLastLine.start();
    m_timer->start();
    // The first line at once: it shows the run has started (and that SIGINT/SIGTERM are now handled).
    tick();
}

void ProgressLine::finish()
{
    m_timer->stop();
    if (Console::quiet()) {
        return;
    }
    const QString text = currentText();
    if (m_terminal) {
        Console::redrawLine(text, true);
    } else {
        Console::note(terminalSafe(text, TerminalText::Field) + QLatin1Char('\n'));
    }
    m_drawn = false;
}

void ProgressLine::clear()
{
    if (m_terminal && m_drawn) {
        Console::redrawLine(QString());
        m_drawn = false;
        m_changed = true;
    }
}

void ProgressLine::setCapacity(int inFlight, int effectiveCap, int planThreads)
{
    Q_UNUSED(planThreads)
    m_inFlight = inFlight;
    m_cap = effectiveCap;
    m_changed = true;
}

void ProgressLine::setEngineNote(const QString &note)
{
    m_note = note;
    m_changed = true;
}

void ProgressLine::markChanged()
{
    m_changed = true;
}

QString ProgressLine::format(const QMap<JobState, int> &counts, int inFlight, int cap, const QString &note)
{
    QStringList parts;
    for (JobState state : allJobStates()) {
        parts.append(jobStateName(state) + QLatin1Char(' ') + QString::number(counts.value(state)));
    }
    QString text = parts.join(QStringLiteral(", "));
    // The cap is known once the engine reports its capacity.
    text += cap > 0 ? QStringLiteral(" | in flight %1/%2").arg(inFlight).arg(cap)
                    : QStringLiteral(" | in flight %1").arg(inFlight);
    if (!note.isEmpty()) {
        text += QStringLiteral(" | ") + note;
    }
    return text;
}

QString ProgressLine::currentText() const
{
    return format(m_store->countsByState(), m_inFlight, m_cap, m_note);
}

void ProgressLine::tick()
{
    if (!m_changed && (m_terminal || m_sinceLastLine.elapsed() < logHeartbeatMs)) {
        return;
    }
    m_changed = false;
    const QString text = currentText();
    if (m_terminal) {
        if (text != m_lastPrinted || !m_drawn) {
            Console::redrawLine(text);
            m_drawn = true;
        }
    } else if (text != m_lastPrinted || m_sinceLastLine.elapsed() >= logHeartbeatMs) {
        Console::note(terminalSafe(text, TerminalText::Field) + QLatin1Char('\n'));
        m_sinceLastLine.restart();
    }
    m_lastPrinted = text;
}

} // namespace SolveDeck::Cli
