// What every HTTP and WebSocket session of one server shares: the rooms, the players' accounts, the web root,
// the rate limits (per address, and each socket's frame limits), the open sockets (closed together at shutdown).
#pragma once

#include <atomic>
#include <map>
#include <memory>
#include <mutex>
#include <string>

#include "server/client_address.h"
#include "server/connection.h"
#include "server/frame_limit.h"
#include "server/lobby/lobby.h"
#include "server/players/players_api.h"
#include "server/rate_limit.h"
#include "server/room_manager.h"
#include "server/server.h"

namespace littletable::server {

class ClusterNode;

struct ServerContext {
    ServerContext(RoomManager& rooms_, Accounts& accounts, PlayerStorage& playerStorage, RatingStorage& ratings,
                  const ServerOptions& o)
        : rooms(rooms_), webRoot(o.webRoot),
          roomCreation(o.roomsPerMinute, o.roomBurst), frameLimits{o.framesPerSecond, o.frameBurst, o.hellosPerMinute,
                                                                   o.helloBurst},
          players(accounts, playerStorage, ratings, o.signUpsPerMinute, o.signUpBurst, o.signInsPerMinute,
                  o.signInBurst),
          lobby(
              [this](const RoomSpec& spec) -> Result<std::pair<std::string, std::string>> {
                  auto created = rooms.create(spec);
                  if (!created)
                      return created.error();
                  return std::pair(created.value().id, created.value().secret);
              },
              ratings, steady_now_ms) {}

    RoomManager& rooms;
    std::string webRoot;
    RateLimiter roomCreation; ///< POST /api/rooms per client address
    FrameLimits frameLimits; ///< what each WebSocket may send
    TrustedProxies trustedProxies; ///< peers whose X-Forwarded-For names the client (ServerOptions::trustedProxies)
    PlayersService players; ///< accounts, their rate limits and the password-hashing pool
    Lobby lobby; ///< open seeks
    std::atomic<bool> stopping{false};
    ClusterNode* cluster = nullptr; ///< set when this node is one of several (cluster/cluster_node.h)

    /// Registers an open WebSocket; a socket that registers after shutdown began is closed at once.
    void add_socket(ConnId id, const std::shared_ptr<Connection>& conn) {
        {
            std::lock_guard lock(mutex);
            if (!stopping) {
                sockets[id] = conn;
                return;
            }
        }
        conn->close();
    }
    void remove_socket(ConnId id) {
        std::lock_guard lock(mutex);
        sockets.erase(id);
    }
    /// Queues a frame for an open WebSocket of this node (a room on another node sent it); gone: nothing.
    void send_to(ConnId id, std::shared_ptr<const std::string> frame) {
        if (auto conn = socket(id))
            conn->send(std::move(frame));
    }
    /// Closes an open WebSocket with "service restart" (its room moved: the client reconnects).
    void close_socket(ConnId id) {
        if (auto conn = socket(id))
            conn->close();
    }
    /// Closes every open WebSocket with "service restart".
    void close_sockets() {
        std::map<ConnId, std::weak_ptr<Connection>> open;
        {
            std::lock_guard lock(mutex);
            open.swap(sockets);
        }
        for (auto& [id, weak] : open)
            if (auto conn = weak.lock())
                conn->close();
    }

private:
    std::shared_ptr<Connection> socket(ConnId id) {
        std::lock_guard lock(mutex);
        auto it = sockets.find(id);
        return it == sockets.end() ? nullptr : it->second.lock();
    }

    std::mutex mutex;
    std::map<ConnId, std::weak_ptr<Connection>> sockets;
};

} // namespace littletable::server
