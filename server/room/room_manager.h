// Every room of this server by id: creates rooms, rebuilds them from storage at start, finds them for sockets.
// A room with nothing to do for a while leaves memory (unload_idle) and is rebuilt from storage when someone
// comes back (find), so memory follows the rooms in use, not every room ever played; a days-per-move game whose
// deadline passes meanwhile is rebuilt to let its flag fall (flag_due).
//
// The rooms' strands run on an executor of their own (a thread pool sized for storage calls that wait), never on
// the I/O threads: a room whose write waits on the database holds one of its threads, and no socket, and no other
// room. Calls that read storage (create, find, locate, stored_info) wait on it too: make them there, or on
// another pool, never on an I/O thread.
#pragma once

#include <boost/asio/any_io_executor.hpp>

#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "server/room/leases.h"
#include "server/room/room_host.h"
#include "server/storage/storage.h"

namespace littletable::server {

class RoomManager {
public:
    /// `executor` runs the rooms' strands. `ratings` rates ranked games (null: they stay unrated). `wall` is the
    /// rooms' wall clock (days-per-move deadlines).
    RoomManager(boost::asio::any_io_executor executor, Storage& storage, Searcher& pool,
                RatingRecorder* ratings = nullptr, WallClock wall = unix_ms);

    /// Where the rooms run, and where a call that loads a room may wait.
    const boost::asio::any_io_executor& executor() const { return executor_; }

    /// Rebuilds every stored room whose game goes on and starts it (a finished one waits in storage until
    /// someone comes back). Returns how many; a room that cannot be rebuilt is logged and skipped.
    /// Errors: ERR_STORAGE when the rooms cannot be read at all.
    Result<size_t> load();

    struct Created {
        std::string id;
        Seat seat = NO_SEAT; ///< the creator's seat, NO_SEAT when every seat is a CPU
        std::string secret; ///< the creator's seat secret
    };
    /// Creates, stores and starts a room with a fresh id. Thread-safe. Errors: the game's, ERR_STORAGE.
    Result<Created> create(const protocol::RoomSpec& spec);

    /// In a cluster (leases.h): a room is only taken from storage with its lease. Call before anything else.
    void use_leases(Leases* leases) { leases_ = leases; }
    /// Where rooms added from now on send their turn notices (Effects::turns); none by default.
    void use_turn_notices(TurnNotices* notices) { turnNotices = notices; }

    /// The room, rebuilt from storage if it left memory, or nullptr when there is none (or storage fails, or
    /// another node owns it). Thread-safe.
    std::shared_ptr<RoomHost> find(std::string_view id);
    /// Where a room is played: here (`host`), at another node (`owner`), or nowhere (neither: no such room).
    struct Located {
        std::shared_ptr<RoomHost> host;
        std::string owner;
    };
    Located locate(std::string_view id);
    /// The room if it is in this node's memory, else nullptr; never loads. Thread-safe.
    std::shared_ptr<RoomHost> loaded_room(std::string_view id) const { return in_memory(id); }
    /// The ids of the rooms in memory. Thread-safe.
    std::vector<std::string> ids() const;
    /// The room leaves this node now (its lease went to another): its searches stop, its sockets close.
    void drop(std::string_view id);
    /// The room's info (Room::info_json) as stored, without taking the room: for a room played elsewhere.
    Result<nlohmann::json> stored_info(std::string_view id);
    /// Lets every room idle for `idleFor` ms or more at `now` (steady ms) leave memory, unless something still
    /// holds it (a socket on its way in, a handler queued on its strand). Returns how many left. Thread-safe.
    size_t unload_idle(Millis now, Millis idleFor);
    /// The rooms whose days-per-move deadline has passed (Storage::rooms_due, at most `limit`), each woken here:
    /// rebuilt from storage if it left memory (its flag falls as it starts) or told in memory; a room another node
    /// plays is that node's to wake. Returns how many were woken. Reads storage: call it on executor(), never on
    /// an I/O thread.
    size_t flag_due(size_t limit = 100);
    /// The rooms in memory. Thread-safe.
    size_t loaded() const;
    /// The storage rooms are kept in (for reading stored games). Thread-safe as the storage is.
    Storage& storage() const { return storage_; }
    /// Every room (shutdown). Thread-safe.
    std::vector<std::shared_ptr<RoomHost>> all() const;
    /// The listed rooms of `game` being played now (every seat taken, not over), the latest active first, at most
    /// `limit`, with their summaries. Thread-safe.
    std::vector<std::pair<std::string, RoomSummary>> playing(std::string_view game, size_t limit) const;

private:
    std::shared_ptr<RoomHost> add(std::unique_ptr<Room> room);
    /// The room rebuilt from storage and started; nullptr when there is none or it cannot be.
    std::shared_ptr<RoomHost> rebuild(const std::string& id);
    std::shared_ptr<RoomHost> in_memory(std::string_view id) const;

    boost::asio::any_io_executor executor_;
    Storage& storage_;
    Searcher& pool;
    RatingRecorder* ratings;
    TurnNotices* turnNotices = nullptr;
    WallClock wall;
    mutable std::mutex mutex;
    std::unordered_map<std::string, std::shared_ptr<RoomHost>> rooms;
    std::mutex loading; ///< one room rebuilt from storage at a time: never two copies of a room
    Leases* leases_ = nullptr;
};

} // namespace littletable::server
