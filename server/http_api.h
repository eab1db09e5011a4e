// The JSON API of docs/protocol.md: games, position diagrams, creating rooms, room info. Errors are
// `{"error": {"code", "message"}}` with a 4xx status (5xx when storage fails).
#pragma once

#include <boost/asio/awaitable.hpp>

#include <optional>
#include <string>
#include <string_view>

#include "server/room_manager.h"

namespace littletable::server {

struct ApiReply {
    unsigned status = 200;
    std::string body; ///< JSON
};

/// Answers a request whose path starts with /api/. `method` is "GET", "POST", ...; `target` the request target
/// with its query. Room info is read on the room's strand, hence the coroutine.
boost::asio::awaitable<ApiReply> handle_api(std::string_view method, std::string_view target, const std::string& body,
                                            RoomManager& rooms);

/// The path of a target (before '?').
std::string_view target_path(std::string_view target);
/// A query parameter, percent-decoded ('+' is a space); nullopt when absent. Error ERR_BAD_FIELD when its
/// percent-encoding is malformed ("%zz", a cut "%4").
Result<std::optional<std::string>> query_param(std::string_view target, std::string_view name);
/// Percent-decoding; nullopt on a malformed escape.
std::optional<std::string> percent_decode(std::string_view s, bool plusIsSpace);

} // namespace littletable::server
