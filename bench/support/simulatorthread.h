#pragma once

// The simulator on a thread of its own for the benchmarks, so the CPU time measured on the main thread is the
// engine's (with the store and the API client), not the server's. Every call runs on the simulator's thread.

#include "sim/simulator.h"

#include <QJsonObject>
#include <QObject>
#include <QThread>
#include <QUrl>

#include <cstdio>
#include <memory>

namespace SolveDeckBench {

class SimulatorThread
{
public:
    // Starts the thread, applies `config` and listens on a loopback port chosen by the system.
    explicit SimulatorThread(const QJsonObject &config)
    {
        m_thread.start();
        m_context.moveToThread(&m_thread);
        onSimulatorThread([&] {
            m_sim = std::make_unique<SolveDeckSim::Simulator>();
            QString error;
            if (!m_sim->applyConfig(config, &error)) {
                std::fprintf(stderr, "simulator config: %s\n", qPrintable(error));
            }
            m_sim->listen(0);
            m_url = m_sim->baseUrl();
        });
    }

    ~SimulatorThread()
    {
        onSimulatorThread([&] {
            m_sim.reset();
        });
        m_thread.quit();
        m_thread.wait();
    }

    SimulatorThread(const SimulatorThread &) = delete;
    SimulatorThread &operator=(const SimulatorThread &) = delete;

    QUrl url() const { return m_url; }

    QJsonObject stats()
    {
        QJsonObject stats;
        onSimulatorThread([&] {
            stats = m_sim->stats();
        });
        return stats;
    }

private:
    template<typename F>
    void onSimulatorThread(F &&work)
    {
        QMetaObject::invokeMethod(&m_context, std::forward<F>(work), Qt::BlockingQueuedConnection);
    }

    QThread m_thread;
    QObject m_context;
    std::unique_ptr<SolveDeckSim::Simulator> m_sim;
    QUrl m_url;
};

} // namespace SolveDeckBench
