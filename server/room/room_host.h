// The I/O side of one room: its strand (a room is a single writer: every call below runs on it), its timer, its
// sockets and its CPU searches. It feeds the pure Room (room.h) and carries out the Effects it returns.
#pragma once

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/steady_timer.hpp>

#include <atomic>
#include <chrono>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "server/room/connection.h"
#include "server/search/searcher.h"
#include "server/room/room.h"

namespace littletable::server {

/// Milliseconds of the monotonic clock every Room of the process is driven by.
Millis steady_now_ms();

/// What the lobby lists of a room, readable from any thread.
struct RoomSummary {
    std::string game;
    bool playing = false; ///< every seat taken, a move made and the game not over
    bool ranked = false;
    bool listed = false; ///< shown to everyone: a room from a seek, or one its creator made public
    std::vector<std::string> names; ///< by seat
    int plies = 0;
    int64_t since = 0; ///< steady ms of the last change
};

class RoomHost : public std::enable_shared_from_this<RoomHost> {
public:
    /// `strand` must be a strand executor (boost::asio::make_strand).
    /// `ratings` rates the room's ranked games (null: they stay unrated, as in tests of rooms alone).
    /// `turns` hears of the players whose turn came while they are away (null: nobody is told).
    RoomHost(boost::asio::any_io_executor strand, std::unique_ptr<Room> room, Searcher& pool,
             RatingRecorder* ratings = nullptr, TurnNotices* turns = nullptr);

    const boost::asio::any_io_executor& strand() const { return strand_; }
    /// The room's id; thread-safe.
    const std::string& id() const { return id_; }
    /// The room, for reading on the strand (room info for HTTP).
    const Room& room() const { return *room_; }

    // Everything below must run on strand().
    /// Starts the room's clocks and CPU searches.
    void start();
    void attach(ConnId c, std::weak_ptr<Connection> conn, protocol::SeatPlayer player = {});
    void detach(ConnId c);
    void receive(ConnId c, const protocol::ClientMessage& m);
    /// Fires what is due now (RoomManager::flag_due: a days-per-move deadline, which arms no timer while nobody
    /// is in the room).
    void wake();
    /// Stops the room's searches and its input (server shutdown, or the room left this node): later sockets are
    /// closed and later frames ignored.
    void stop();
    /// Closes every socket of the room ("service restart": its clients reconnect), after stop() when the room
    /// leaves this node for another.
    void close_all();
    /// The room as the lobby lists it; thread-safe.
    RoomSummary summary() const;
    /// Since when the room has had nothing to do (no socket, no search, no deadline but one kept in storage), or
    /// nullopt while it has something; thread-safe. Such a room may leave memory (RoomManager::unload_idle).
    std::optional<Millis> idle_since() const;

private:
    void apply(Effects fx);
    void arm_timer();
    /// The room's next deadline that needs a timer here: a days-per-move one only while someone is in the room
    /// (storage keeps it otherwise, RoomManager::flag_due).
    std::optional<Millis> timed_deadline() const;
    void cpu_done(uint64_t id, Result<std::string> move);
    /// Records whether the room is idle now; at the end of every call on the strand.
    void note_idle();

    boost::asio::any_io_executor strand_;
    std::unique_ptr<Room> room_;
    const std::string id_;
    Searcher& pool;
    RatingRecorder* ratings;
    TurnNotices* turns;
    boost::asio::steady_timer timer;
    uint64_t timerGeneration = 0;
    std::map<ConnId, std::weak_ptr<Connection>> conns;
    std::map<uint64_t, Searcher::StopFlag> searches;
    bool stopped = false;
    mutable std::mutex summaryMutex;
    RoomSummary summary_; ///< refreshed after every change, on the strand
    std::atomic<Millis> idleSince{-1}; ///< -1 while busy
};

} // namespace littletable::server
