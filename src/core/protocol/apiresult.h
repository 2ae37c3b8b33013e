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

struct ThreadsInfo
{
    int threads = 0;
    int workingThreads = 0;
    // false: the answer had no usable working_threads (missing, null, not a number). Unknown, never zero.
    bool workingThreadsKnown = true;
    int freeThreads = 0;
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
