// What every HTTP and WebSocket session of one node shares: the rooms, the open sockets and their frame limits, the
// proxies whose X-Forwarded-For is believed, the web client's files, and the JSON API as one function (server.cpp
// hands in api/routes.h's), so that the transport knows no endpoint.
#pragma once

#include <boost/asio/awaitable.hpp>

#include <atomic>
#include <functional>
#include <string>

#include "server/net/api_types.h"
#include "server/net/client_address.h"
#include "server/net/frame_limit.h"
#include "server/net/sockets.h"
#include "server/players/accounts.h"
#include "server/room/room_manager.h"
#include "server/storage/trace_storage.h"

namespace littletable::server {

class ClusterNode;

struct NetContext {
    using Api = std::function<boost::asio::awaitable<ApiReply>(const ApiRequest&)>;

    NetContext(RoomManager& rooms_, Accounts& accounts_, Api api_, std::string webRoot_, FrameLimits frameLimits_)
        : rooms(rooms_), accounts(accounts_), api(std::move(api_)), webRoot(std::move(webRoot_)),
          frameLimits(frameLimits_) {}

    RoomManager& rooms;
    Accounts& accounts; ///< a WebSocket's signed-in player, from its upgrade request's cookie
    Api api; ///< answers every request under /api/
    std::string webRoot;
    FrameLimits frameLimits; ///< what each WebSocket may send
    TrustedProxies trustedProxies; ///< peers whose X-Forwarded-For names the client
    TraceStorage* traces = nullptr; ///< where signed-in players play from (player_traces.h); null: not noted
    ClusterNode* cluster = nullptr; ///< set when this node is one of several
    Sockets sockets;
    std::atomic<bool> stopping{false};
};

} // namespace littletable::server
