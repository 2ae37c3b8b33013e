#pragma once

// An HTTP/1.1 load generator for the gateway's benchmarks: one thread, non-blocking sockets on epoll, N kept-alive
// connections each sending its next request when the previous answer has arrived (one request in flight per
// connection, as a test suite's client does), recording each request's latency. Plain POSIX, no Qt: a
// QTcpSocket client costs more CPU per request than the server under test and would measure itself.
//
// Answers are read by Content-Length (every gateway answer has one); an answer without it, a closed connection
// or a connect error counts as a failure and that connection stops.

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace SolveDeckBench {

struct HttpLoadOptions
{
    std::string host = "127.0.0.1"; // an IPv4 address
    uint16_t port = 0;
    int connections = 1;
    double warmupSeconds = 1.0; // connections open and caches warm before the measured window
    double seconds = 5.0;       // the measured window
    // The bytes of request `sequence` (0, 1, ... per connection) on connection `connection`.
    std::function<std::string(int connection, uint64_t sequence)> makeRequest;
};

struct HttpLoadResult
{
    uint64_t answered = 0;             // answers that arrived in the measured window
    double seconds = 0;                // the window's actual length
    std::vector<uint32_t> latenciesUs; // of those answers: request written to answer complete
    std::map<int, uint64_t> statuses;  // of those answers
    uint64_t failures = 0;             // connections lost or refused
    std::string firstFailure;
    double clientCpuSeconds = 0; // CPU time of the load generator's thread during the window

    double perSecond() const { return seconds > 0 ? double(answered) / seconds : 0; }

    // The p-th percentile (0-100) of the latencies, in milliseconds (0 when none).
    double percentileMs(double p) const;
};

HttpLoadResult runHttpLoad(const HttpLoadOptions &options);

// The p-th percentile (0-100) of latencies in microseconds, in milliseconds (0 when there are none).
double percentileMs(const std::vector<uint32_t> &latenciesUs, double p);

} // namespace SolveDeckBench

namespace SolveDeckBench {

// A hostile program: `connections` raw connections to 127.0.0.1:`port`, each sending `opening` when it connects
// (as fast as the kernel takes it), then one byte of `trickle` per `trickleIntervalMs`, reading and dropping
// whatever it is answered, and reopened as soon as the server closes it. Runs until `*stop` is set.
struct HerdOptions
{
    uint16_t port = 0;
    int connections = 600;
    std::string opening;
    std::string trickle;
    int trickleIntervalMs = 1000;
};

struct HerdResult
{
    uint64_t opened = 0;  // connections made (the first ones and every reopening)
    uint64_t refused = 0; // connects that failed
};

HerdResult runHerd(const HerdOptions &options, const volatile bool *stop);

// Another client while something else goes on: one kept-alive connection and, alternately, a new connection per
// request ("Connection: close"), each request `request` (its Host and the rest; the probe adds Connection: close on
// new connections), one at a time with `pauseMs` between, for `seconds`. A request succeeds when its answer's
// status is 2xx within `timeoutMs`; anything else (a reset, a close, no answer, another status) is a failure.
struct ProbeOptions
{
    uint16_t port = 0;
    std::string request; // a complete GET request without its final blank line
    double seconds = 10;
    int pauseMs = 10;
    int timeoutMs = 5000;
};

struct ProbeResult
{
    uint64_t sent = 0;
    uint64_t succeeded = 0;
    std::vector<uint32_t> latenciesUs;        // of the successes
    std::vector<uint32_t> keptLatenciesUs;    // of those on the kept-alive connection
    std::vector<uint32_t> newLatenciesUs;     // of those on a new connection
    std::map<std::string, uint64_t> failures; // by what went wrong

    double successRate() const { return sent == 0 ? 0 : 100.0 * double(succeeded) / double(sent); }

    double percentileMs(double p) const;
};

ProbeResult runProbe(const ProbeOptions &options);

// Opens an event stream: sends `request` on a new connection and waits up to `timeoutMs` for a 200 with
// Content-Type: text/event-stream. True when it came.
bool opensEventStream(uint16_t port, const std::string &request, int timeoutMs);

} // namespace SolveDeckBench
