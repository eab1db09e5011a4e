// One HTTP connection: keep-alive requests with a body limit and timeouts; /api/ to the JSON API, /ws/ID
// upgrades to a room's WebSocket, everything else to the static web client.
#pragma once

#include <boost/asio/awaitable.hpp>
#include <boost/beast/core/tcp_stream.hpp>

#include "server/net/net_context.h"

namespace littletable::server {

/// Request bodies above this are refused (413).
constexpr size_t MAX_BODY_BYTES = 64 * 1024;

boost::asio::awaitable<void> run_http_session(boost::beast::tcp_stream stream, NetContext& ctx);

} // namespace littletable::server
