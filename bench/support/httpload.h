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

} // namespace SolveDeckBench
