// Reading the fields of a JSON object with errors that name the field, for every request the server and the
// browser's module parse: WebSocket frames, rooms, seeks, reported games, the module's requests, bus messages.
#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/result.h"

namespace littletable::protocol {

/// ERR_BAD_FIELD: "`field`: `what`".
Error bad_field(std::string_view field, std::string_view what);

/// The fields of one JSON object, read by name. A field that is absent or null counts as absent; one of another
/// type, or out of its range, is an error "PREFIX+NAME: must be ..." with the reader's code.
class FieldReader {
public:
    static constexpr int64_t ANY_MIN = std::numeric_limits<int64_t>::min();
    static constexpr int64_t ANY_MAX = std::numeric_limits<int64_t>::max();

    /// `object`: read as it is; anything but an object has no fields. `prefix` names where it stands in the
    /// request ("settings.", "d."), `code` the errors' code.
    explicit FieldReader(const nlohmann::json& object, std::string prefix = {}, std::string code = "ERR_BAD_FIELD");

    /// The error "PREFIX+field: what".
    Error bad(std::string_view field, std::string_view what) const;
    /// The field's value; nullptr when it is absent or null.
    const nlohmann::json* find(std::string_view field) const;
    /// A reader of the object at `field` (no fields when it is absent), its errors named below this one's.
    FieldReader nested(std::string_view field) const;

    Result<std::optional<std::string>> optional_string(std::string_view field) const;
    /// A string, or the error "must be `what`" when it is absent or no string.
    Result<std::string> required_string(std::string_view field, std::string_view what = "a string") const;
    /// A string, `fallback` when absent.
    Result<std::string> string_or(std::string_view field, std::string fallback) const;

    /// An integer in [lo, hi].
    Result<std::optional<int64_t>> optional_int(std::string_view field, int64_t lo = ANY_MIN,
                                                int64_t hi = ANY_MAX) const;
    Result<int64_t> required_int(std::string_view field, int64_t lo = ANY_MIN, int64_t hi = ANY_MAX) const;
    /// An integer in [lo, hi], `fallback` when absent.
    Result<int64_t> int_or(std::string_view field, int64_t fallback, int64_t lo, int64_t hi) const;

    Result<std::optional<bool>> optional_bool(std::string_view field) const;

    /// An array of at most `most` strings, empty when absent. Errors: "FIELD: must be `what`" for anything else,
    /// "FIELD[i]: must be `item`" for an element that is no string.
    Result<std::vector<std::string>> strings(std::string_view field, std::string_view what, std::string_view item,
                                             size_t most = SIZE_MAX) const;

    /// The field into `out` when present, `out` left alone when absent: for a list of fields with defaults.
    std::optional<Error> read(std::string_view field, int lo, int hi, int& out) const;
    std::optional<Error> read(std::string_view field, int lo, int hi, std::optional<int>& out) const;
    std::optional<Error> read(std::string_view field, bool& out) const;

    const std::string& prefix() const { return prefix_; }

private:
    const nlohmann::json& object;
    std::string prefix_;
    std::string code;
};

} // namespace littletable::protocol
