// Which node owns each room, as leases in Redis: PREFIXroom:ID:owner holds the owner's name and expires unless
// the owner renews it. A node takes a room only with the lease; a room whose owner died is free once its lease
// runs out, and the next node asked for it takes it and rebuilds it from storage. Each node also keeps a
// heartbeat in PREFIXnodes, so that owners can drop the sockets relayed by a node that is gone.
// Thread-safe: one connection under a lock (each call is one round trip on loopback or the local network).
#pragma once

#include <chrono>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "server/redis/redis_client.h"
#include "server/room/leases.h"

namespace littletable::server {

struct RoomLeaseOptions {
    redis::Address redis;
    std::string node;
    std::string prefix = "lt:";
    std::chrono::milliseconds ttl{6000}; ///< a lease not renewed for this long is free
};

class RoomLeases final : public Leases {
public:
    /// Errors: ERR_REDIS.
    static Result<std::unique_ptr<RoomLeases>> connect(RoomLeaseOptions options);

    /// Takes the room's lease if it is free (or ours already). Returns the owner's name: ours, or another node's.
    Result<std::string> acquire(const std::string& room) override;
    /// The room's owner, or nullopt when its lease is free.
    Result<std::optional<std::string>> owner(const std::string& room);
    /// The owners of `rooms`, in their order (nullopt for a free lease), in one round trip.
    Result<std::vector<std::optional<std::string>>> owners(const std::vector<std::string>& rooms);
    /// Extends the leases of `rooms`; returns those that are no longer ours.
    Result<std::vector<std::string>> renew(const std::vector<std::string>& rooms);
    /// Gives the room's lease back, if it is ours.
    void release(const std::string& room) override;

    /// Records that this node is alive now.
    void heartbeat();
    /// Whether `node` sent a heartbeat within `within`.
    bool alive(const std::string& node, std::chrono::milliseconds within);

    const std::string& node() const override { return options.node; }
    std::chrono::milliseconds ttl() const { return options.ttl; }

private:
    RoomLeases(RoomLeaseOptions options, std::unique_ptr<redis::Client> c)
        : options(std::move(options)), redis(std::move(c)) {}
    std::string key(const std::string& room) const { return options.prefix + "room:" + room + ":owner"; }
    /// Runs a command, connecting again once if the connection was lost.
    Result<redis::Value> command(const std::vector<std::string>& argv);

    RoomLeaseOptions options;
    std::mutex mutex;
    std::unique_ptr<redis::Client> redis;
};

} // namespace littletable::server
