// One WebSocket client of one room (`GET /ws/ID`): reads frames, meters them (frame_limit.h), parses them
// (protocol/client_frames.h), hands them to the room on its strand, and writes the room's frames through one queue with one
// write in flight.
#pragma once

#include <boost/asio/awaitable.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/http/message.hpp>
#include <boost/beast/http/string_body.hpp>

#include <memory>
#include <string>

#include "server/room/room_host.h"
#include "server/net/net_context.h"

namespace littletable::server {

/// Frames queued for a socket that reads too slowly before it is closed.
constexpr size_t MAX_QUEUED_FRAMES = 1024;
/// Frames above this size end the connection (between protocol::MAX_FRAME_BYTES and this, an error frame answers).
constexpr size_t MAX_READ_BYTES = 64 * 1024;

/// The room a WebSocket upgrade asks for, and who asks.
struct WsTarget {
    std::string roomId;
    RoomManager::Located room; ///< played here, or relayed to its owner
    protocol::SeatPlayer player; ///< the signed-in player of the request's session cookie, id 0 when none
};

/// Accepts the upgrade `req` on `stream` and serves the socket until it closes. Expected errors (closed,
/// timed out) end it quietly.
boost::asio::awaitable<void> run_websocket(boost::beast::tcp_stream stream,
                                           boost::beast::http::request<boost::beast::http::string_body> req,
                                           WsTarget target, NetContext& ctx);

} // namespace littletable::server
