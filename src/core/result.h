#pragma once

#include <QString>

#include <utility>
#include <variant>

namespace SolveDeck {

// An error that crosses a layer boundary as a value. `code` is machine-readable (a CaptchaAI code such as
// "ERROR_PAGEURL", or one of ours such as "DB_WRITE_FAILED"); `message` is for the user: what is wrong and
// how to fix it.
struct Error
{
    QString code;
    QString message;
};

// A small stand-in for std::expected (C++23; GCC 12 offers it only with -std=c++23): either a value or an
// Error. Built on std::variant so assignment and destruction are always correct.
template<typename T>
class [[nodiscard]] Result
{
public:
    Result(T value)
        : m_data(std::in_place_index<0>, std::move(value))
    {
    }

    Result(Error error)
        : m_data(std::in_place_index<1>, std::move(error))
    {
    }

    bool ok() const { return m_data.index() == 0; }

    explicit operator bool() const { return ok(); }

    const T &value() const & { return std::get<0>(m_data); }

    T &value() & { return std::get<0>(m_data); }

    T &&value() && { return std::get<0>(std::move(m_data)); }

    const T &operator*() const & { return value(); }

    const T *operator->() const { return &value(); }

    const Error &error() const { return std::get<1>(m_data); }

private:
    std::variant<T, Error> m_data;
};

// Result<void>: success carries nothing.
template<>
class [[nodiscard]] Result<void>
{
public:
    Result() = default;

    Result(Error error)
        : m_failed(true)
        , m_error(std::move(error))
    {
    }

    bool ok() const { return !m_failed; }

    explicit operator bool() const { return ok(); }

    const Error &error() const { return m_error; }

private:
    bool m_failed = false;
    Error m_error;
};

} // namespace SolveDeck
