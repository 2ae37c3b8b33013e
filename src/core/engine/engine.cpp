#include "engine.h"

// Placeholder so the interface links while the dispatcher lands (replaced in the next commits).
namespace SolveDeck {

class Engine::Private
{
public:
    TimingPolicy policy = TimingPolicy::defaults();
    int userCap = 5;
    bool adaptive = true;
    State state = State::Stopped;
};

Engine::Engine(JobStore *, ApiClient *, const Clock &, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>())
{
}

Engine::~Engine() = default;

void Engine::setTimingPolicy(const TimingPolicy &policy)
{
    d->policy = policy;
}

const TimingPolicy &Engine::timingPolicy() const
{
    return d->policy;
}

void Engine::setThreadCap(int cap)
{
    d->userCap = cap;
}

int Engine::threadCap() const
{
    return d->userCap;
}

int Engine::effectiveCap() const
{
    return d->userCap;
}

int Engine::planThreads() const
{
    return 0;
}

int Engine::inFlight() const
{
    return 0;
}

void Engine::setAdaptivePolling(bool on)
{
    d->adaptive = on;
}

bool Engine::adaptivePolling() const
{
    return d->adaptive;
}

void Engine::start()
{
    d->state = State::Running;
}

void Engine::stop()
{
    d->state = State::Stopped;
}

Engine::State Engine::state() const
{
    return d->state;
}

QString Engine::stateReason() const
{
    return {};
}

void Engine::resumeAfterKeyChange()
{
}

Result<void> Engine::cancelJob(qint64)
{
    return Error{QStringLiteral("NOT_IMPLEMENTED"), QStringLiteral("The engine is not implemented yet.")};
}

Result<void> Engine::retryJob(qint64)
{
    return Error{QStringLiteral("NOT_IMPLEMENTED"), QStringLiteral("The engine is not implemented yet.")};
}

void Engine::wake()
{
}

bool Engine::isIdle() const
{
    return true;
}

} // namespace SolveDeck
