// A request target's parts: its path, its query parameters, percent-decoding.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engine/core/result.h"

namespace littletable::server {

/// The path of a target (before '?').
std::string_view target_path(std::string_view target);
/// A query parameter, percent-decoded ('+' is a space); nullopt when absent. Error ERR_BAD_FIELD when its
/// percent-encoding is malformed ("%zz", a cut "%4").
Result<std::optional<std::string>> query_param(std::string_view target, std::string_view name);
/// Percent-decoding; nullopt on a malformed escape.
std::optional<std::string> percent_decode(std::string_view s, bool plusIsSpace);

} // namespace littletable::server
