// The lobby's part of the JSON API (docs/protocol.md, "Lobby"): a game's open seeks and the games being played,
// posting, joining, a seek's status, withdrawing.
#pragma once

#include <boost/asio/awaitable.hpp>

#include <optional>

#include "server/api_types.h"

namespace littletable::server {

struct ServerContext;

/// The reply to a lobby endpoint, or nullopt when the path is not one of them.
std::optional<ApiReply> handle_lobby_api(const ApiRequest& req, ServerContext& ctx);

} // namespace littletable::server
