// Result<T>: a value or an Error naming what was wrong. The engine never throws (the project's style):
// every parser and every move entry returns one of these.
#pragma once

#include <cassert>
#include <string>
#include <utility>
#include <variant>

namespace littletable {

/// An error with a stable machine-readable code (e.g. "ERR_FEN_CASTLING") and a message for people that
/// names the offending field or move ("castling field: 'X' is not a castling right").
struct Error {
    std::string code;
    std::string message;
};

/// Either a T or an Error. `ok()` tells which; `value()` and `error()` assert the right side.
template<typename T>
class [[nodiscard]] Result {
public:
    Result(T value) : data(std::move(value)) {}
    Result(Error error) : data(std::move(error)) {}

    bool ok() const { return data.index() == 0; }
    explicit operator bool() const { return ok(); }

    T& value() & {
        assert(ok());
        return std::get<0>(data);
    }
    const T& value() const& {
        assert(ok());
        return std::get<0>(data);
    }
    T&& value() && {
        assert(ok());
        return std::get<0>(std::move(data));
    }
    const Error& error() const {
        assert(!ok());
        return std::get<1>(data);
    }

private:
    std::variant<T, Error> data;
};

/// The value of a Result that carries nothing on success: `Result<Ok>`.
struct Ok {};

inline Error make_error(std::string code, std::string message) { return Error{std::move(code), std::move(message)}; }

} // namespace littletable
