// Reading a request's JSON fields with errors that name the field (ERR_BAD_FIELD "path: what"), for every
// request the server parses: rooms, seeks, reported games.
#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <string_view>

#include "engine/core/result.h"

namespace littletable::protocol {

/// ERR_BAD_FIELD: "`field`: `what`".
Error bad_field(std::string_view field, std::string_view what);

/// Reads an optional integer field in [lo, hi] into `out` (left alone when absent or null).
std::optional<Error> read_int(const nlohmann::json& j, const char* field, std::string_view path, int lo, int hi,
                              int& out);

/// Reads an optional boolean field into `out` (left alone when absent or null).
std::optional<Error> read_bool(const nlohmann::json& j, const char* field, std::string_view path, bool& out);

} // namespace littletable::protocol
