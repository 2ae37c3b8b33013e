#pragma once

#include "core/protocol/errorcatalog.h"

#include <QMetaType>
#include <QString>

#include <optional>

namespace SolveDeck {

// The outcome types of one API call, shared by the response parser (protocol/) and ApiClient (net/), which
// re-exports them: include core/net/apiclient.h to use them.

struct ApiFailure
{
    ErrorClass errorClass = ErrorClass::Transient;
    QString code;           // provider code (ERROR_ZERO_BALANCE) or ours (HTTP_502, TIMEOUT, ...)
    QString detail;         // for people; never contains the key
    bool uncertain = false; // a transport failure after the request may have reached the server (for a submit: a
                            // task may exist)
};

struct SubmitOk
{
    QString taskId;
};

struct PollOk
{
    bool ready = false; // ready == false <=> CAPCHA_NOT_READY
    QString token;
};

// res.php?action=threadsinfo. `threads` (the plan's size) is always present in a successful answer: an answer
// without it is a BAD_RESPONSE. The other two fields may be missing or garbled: then they are unknown, never
// zero, since "0 working" would free every thread we count.
struct ThreadsInfo
{
    int threads = 0;
    int workingThreads = 0;          // 0 when unknown: read workingThreadsKnown first
    int freeThreads = 0;             // as answered, else threads - workingThreads when that is known, else 0
    bool workingThreadsKnown = true; // false: working_threads missing, null or not a whole number >= 0
    bool freeThreadsKnown = true;    // false: neither free_threads nor working_threads was usable
};

template<typename T>
struct ApiResult
{
    std::optional<T> value;
    ApiFailure failure;

    bool ok() const { return value.has_value(); }
};

} // namespace SolveDeck

Q_DECLARE_METATYPE(SolveDeck::ApiFailure)
