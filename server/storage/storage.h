// Where rooms live between restarts: one interface, SQLite (sqlite/sqlite_storage.h) or PostgreSQL
// (postgres/pg_storage.h) behind it, both on the same SQL (sql/sql_database.h). A room is stored as its
// configuration, its seats, and per game its start position and every move; a restarted server rebuilds each room
// by replaying its current game's moves (room.h).
//
// Every call is synchronous and returns an Error (ERR_STORAGE) instead of throwing; the caller decides what a
// failure means (a move that cannot be stored is taken back and refused). A call may wait on the database: never
// make one on an I/O thread. Implementations are thread-safe: rooms on different strands call them concurrently.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/ending.h"
#include "engine/core/result.h"
#include "engine/core/seat.h"
#include "protocol/room_settings.h"
#include "server/storage/game_seat.h"

namespace littletable::server {

/// A seat as stored: its configuration, the SHA-256 (hex) of its secret (empty while nobody sat there) and the
/// signed-in player who took it, if any (its name and whether it was deleted are read, never written, with the
/// seat).
struct SeatRecord {
    protocol::SeatKind kind = protocol::SeatKind::HUMAN;
    int level = 0;
    std::string secretHash;
    protocol::SeatPlayer player;
    bool operator==(const SeatRecord&) const = default;
};

/// A move as stored. `ack` is the client's ack id (absent for CPU moves) so a retried move stays applied once,
/// even across a restart. `clockMs`: with a game clock, the mover's time left after the move (increment
/// included), so a rebuilt room gives every seat its time back; absent without one.
struct MoveRecord {
    std::string u; ///< canonical move text
    Seat seat = NO_SEAT;
    bool cpu = false;
    std::optional<int64_t> ack;
    std::optional<int64_t> clockMs;
    bool operator==(const MoveRecord&) const = default;
};

/// One game of a room. `ending`: how it ended when the platform ended it (resignation, agreement, claim, move
/// limit), stored as the termination's name, the winners' bit mask and the reason. Endings the rules produce by
/// themselves (checkmate, ...) come back by replaying the moves; they may be stored too.
struct GameRecord {
    int gameNo = 1;
    std::string startFen; ///< empty = the game's standard start
    std::vector<MoveRecord> moves;
    std::optional<Ending> ending;
    /// With days per move (settings.daysPerMove): when the seat to move runs out of time, Unix milliseconds
    /// (Storage::save_deadline); absent while no such clock runs.
    std::optional<int64_t> deadlineMs;
};

/// A finished or running game as stored, for replaying it (GET /api/games/ROOM/N).
struct StoredGame {
    std::string game; ///< registry name
    GameRecord record;
    std::vector<GameSeat> seats; ///< by seat; the computers are known for the room's latest game only
    bool ranked = false;
    protocol::RoomSettings settings; ///< the room's, as stored (its clock names the record's TimeControl)
    int64_t startedAtMs = 0; ///< Unix milliseconds
    int64_t endedAtMs = 0; ///< 0 while it goes on
};

/// Everything needed to rebuild a room.
struct RoomRecord {
    std::string id;
    std::string game; ///< registry name
    std::string fen; ///< the room's start position for every game, empty = standard
    protocol::RoomSettings settings;
    std::vector<SeatRecord> seats;
    uint64_t version = 0; ///< no event version above this one was sent to clients (reserved ahead, room.h)
    GameRecord current; ///< the room's latest game
    /// False for a finished game a browser reported (a game against the computer of a signed-in player): stored
    /// for the player's list and replay, never rebuilt as a live room.
    bool live = true;
};

class Storage {
public:
    virtual ~Storage() = default;

    /// Stores a new room with its seats and its first game (`r.current`: its moves and ending too, in the same
    /// transaction; a live room's first game has none).
    virtual Result<Ok> create_room(const RoomRecord& r) = 0;
    /// Replaces the room's seats (someone sat down).
    virtual Result<Ok> save_seats(std::string_view room, const std::vector<SeatRecord>& seats) = 0;
    /// Appends move number `ply` (0-based) of game `gameNo`. Storing the same ply twice is an error.
    virtual Result<Ok> append_move(std::string_view room, int gameNo, int ply, const MoveRecord& m) = 0;
    /// Records how game `gameNo` ended.
    virtual Result<Ok> end_game(std::string_view room, int gameNo, const Ending& e) = 0;
    /// Starts game `gameNo` from `startFen` with the seats as rotated for it, in one transaction.
    virtual Result<Ok> start_game(std::string_view room, int gameNo, std::string_view startFen,
                                  const std::vector<SeatRecord>& seats) = 0;
    /// Records when the seat to move of game `gameNo` runs out of its days per move (Unix ms), or that no such
    /// clock runs (nullopt).
    virtual Result<Ok> save_deadline(std::string_view room, int gameNo, std::optional<int64_t> unixMs) = 0;
    /// The live rooms whose latest game goes on and whose days-per-move deadline is `unixMs` or earlier, the
    /// earliest first, at most `limit`: their flags are due (RoomManager::flag_due).
    virtual Result<std::vector<std::string>> rooms_due(int64_t unixMs, size_t limit) = 0;
    /// Records a bound on the room's event versions: none above `version` has been sent.
    virtual Result<Ok> save_version(std::string_view room, uint64_t version) = 0;
    /// Every live room with its latest game, for rebuilding them at start.
    virtual Result<std::vector<RoomRecord>> load_rooms() = 0;
    /// The live room `id` with its latest game, or nullopt when there is none (a room that left memory comes
    /// back from here).
    virtual Result<std::optional<RoomRecord>> load_room(std::string_view id) = 0;
    /// Game `gameNo` of the room, finished or in progress, or nullopt when there is no such game.
    virtual Result<std::optional<StoredGame>> load_game(std::string_view room, int gameNo) = 0;
};

} // namespace littletable::server
