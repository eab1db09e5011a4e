// The JSON API of docs/protocol.md: games, position diagrams, creating rooms, room info. Errors are
// `{"error": {"code", "message"}}` with a 4xx status (5xx when storage fails).
#pragma once

#include <boost/asio/awaitable.hpp>

#include <optional>
#include <string>
#include <string_view>

#include "server/api_types.h"
#include "server/server_context.h"

namespace littletable::server {

/// Answers a request whose path starts with /api/. Room info is read on the room's strand, hence the coroutine.
boost::asio::awaitable<ApiReply> handle_api(const ApiRequest& req, ServerContext& ctx);

/// The path of a target (before '?').
std::string_view target_path(std::string_view target);
/// A query parameter, percent-decoded ('+' is a space); nullopt when absent. Error ERR_BAD_FIELD when its
/// percent-encoding is malformed ("%zz", a cut "%4").
Result<std::optional<std::string>> query_param(std::string_view target, std::string_view name);
/// Percent-decoding; nullopt on a malformed escape.
std::optional<std::string> percent_decode(std::string_view s, bool plusIsSpace);

} // namespace littletable::server
