// Every room of this server by id: creates rooms, rebuilds them from storage at start, finds them for sockets.
#pragma once

#include <boost/asio/io_context.hpp>

#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "server/room_host.h"
#include "server/storage.h"

namespace littletable::server {

class RoomManager {
public:
    /// `ratings` rates ranked games (null: they stay unrated).
    RoomManager(boost::asio::io_context& ioc, Storage& storage, CpuPool& pool, RatingRecorder* ratings = nullptr);

    /// Rebuilds every stored room and starts it. Returns how many; a room that cannot be rebuilt is logged
    /// and skipped. Errors: ERR_STORAGE when the rooms cannot be read at all.
    Result<size_t> load();

    struct Created {
        std::string id;
        Seat seat = NO_SEAT; ///< the creator's seat, NO_SEAT when every seat is a CPU
        std::string secret;  ///< the creator's seat secret
    };
    /// Creates, stores and starts a room with a fresh id. Thread-safe. Errors: the game's, ERR_STORAGE.
    Result<Created> create(const RoomSpec& spec);

    /// The room, or nullptr. Thread-safe.
    std::shared_ptr<RoomHost> find(std::string_view id) const;
    /// The storage rooms are kept in (for reading stored games). Thread-safe as the storage is.
    Storage& storage() const { return storage_; }
    /// Every room (shutdown). Thread-safe.
    std::vector<std::shared_ptr<RoomHost>> all() const;
    /// The rooms of `game` being played now (every seat taken, not over), the latest active first, at most
    /// `limit`, with their summaries. Thread-safe.
    std::vector<std::pair<std::string, RoomSummary>> playing(std::string_view game, size_t limit) const;

private:
    std::shared_ptr<RoomHost> add(std::unique_ptr<Room> room);

    boost::asio::io_context& ioc;
    Storage& storage_;
    CpuPool& pool;
    RatingRecorder* ratings;
    mutable std::mutex mutex;
    std::unordered_map<std::string, std::shared_ptr<RoomHost>> rooms;
};

} // namespace littletable::server
