// This node's part in a cluster of `littletable serve` nodes sharing one PostgreSQL database and one Redis:
// - rooms this node owns (room_leases.h) are played here; their leases are renewed every second, and a room
//   whose lease was lost leaves at once, its sockets closed so that their clients reconnect to the new owner;
// - a client socket for a room another node owns is relayed: its frames go to the owner over the node bus, the
//   room's frames come back; when the owner changes (it died: its lease ran out) the socket is closed, and the
//   client's reconnection reaches the room at its new owner, rebuilt from storage (clients resume with
//   `hello {v}`: protocol.md);
// - sockets relayed here by a node that stopped sending heartbeats are detached from their rooms.
#pragma once

#include <chrono>
#include <condition_variable>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <thread>

#include "server/cluster/node_bus.h"
#include "server/cluster/remote_connection.h"
#include "server/cluster/room_leases.h"
#include "server/room/room_manager.h"

namespace littletable::server {

struct ClusterOptions {
    NodeBusOptions bus;
    std::chrono::milliseconds tick{1000}; ///< lease renewal, heartbeat and owner checks
};

/// What the cluster needs of this node's own sockets (net/sockets.h provides it).
struct LocalSockets {
    std::function<void(ConnId, std::shared_ptr<const std::string>)> send;
    std::function<void(ConnId)> close;
};

class ClusterNode {
public:
    /// Errors: ERR_REDIS.
    static Result<std::unique_ptr<ClusterNode>> start(ClusterOptions options, RoomLeases& leases, RoomManager& rooms,
                                                      LocalSockets sockets);
    ~ClusterNode();
    /// Gives back the leases of every room here and stops. Idempotent.
    void stop();

    // The relaying side: a socket of this node whose room `owner` plays. Thread-safe.
    void relay_attach(const std::string& owner, const std::string& room, ConnId c, const protocol::SeatPlayer& player);
    void relay_frame(ConnId c, const std::string& text);
    void relay_detach(ConnId c);

    uint64_t rejected() const { return bus->rejected(); }

private:
    ClusterNode(ClusterOptions options, RoomLeases& leases, RoomManager& rooms, LocalSockets sockets)
        : options(std::move(options)), leases(leases), rooms(rooms), sockets(std::move(sockets)) {}
    void on_message(const protocol::bus::Envelope& m);
    // The relaying side: frames of a room played elsewhere, for a socket here.
    void on(const std::string& from, const protocol::bus::Out& m);
    void on(const std::string& from, const protocol::bus::Close& m);
    // The owner's side: a socket of node `from` in a room here.
    void on(const std::string& from, const protocol::bus::Attach& m);
    void on(const std::string& from, const protocol::bus::In& m);
    void on(const std::string& from, const protocol::bus::Detach& m);
    /// The owner a socket of this node is relayed to (forgetting the socket if `forget`), or nullopt.
    std::optional<std::string> owner_of(ConnId c, bool forget);
    void tick_loop();
    void tick();

    struct Relayed {
        std::string room, owner;
    };
    struct Remote { // a socket of another node in a room of this one
        std::string room;
        ConnId local = 0;
        std::weak_ptr<RoomHost> host;
        std::shared_ptr<RemoteConnection> conn;
    };
    using RemoteKey = std::pair<std::string, uint64_t>; ///< (node, its socket id)
    /// The socket of another node in a room here (forgetting it if `forget`), or nullopt.
    std::optional<Remote> remote_of(const RemoteKey& key, bool forget);

    ClusterOptions options;
    RoomLeases& leases;
    RoomManager& rooms;
    LocalSockets sockets;
    std::unique_ptr<NodeBus> bus;
    std::mutex mutex;
    std::condition_variable wake;
    bool stopping = false;
    std::map<ConnId, Relayed> relayed;
    std::map<RemoteKey, Remote> remote;
    std::thread ticker;
};

} // namespace littletable::server
