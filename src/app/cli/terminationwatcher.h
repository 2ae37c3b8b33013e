#pragma once

#include <QObject>

class QSocketNotifier;

namespace SolveDeck::Cli {

// Turns SIGINT and SIGTERM into a Qt signal delivered by the event loop (the self-pipe trick: the handler only
// writes the signal number to a socket), so 'run' can stop the engine cleanly instead of dying mid-transaction.
// One instance per process.
class TerminationWatcher : public QObject
{
    Q_OBJECT

public:
    explicit TerminationWatcher(QObject *parent = nullptr);
    ~TerminationWatcher() override;

    TerminationWatcher(const TerminationWatcher &) = delete;
    TerminationWatcher &operator=(const TerminationWatcher &) = delete;

Q_SIGNALS:
    // signalNumber: SIGINT or SIGTERM. A second signal while stopping arrives here again.
    void terminationRequested(int signalNumber);

private:
    void onReadable();

    QSocketNotifier *m_notifier = nullptr;
};

} // namespace SolveDeck::Cli
