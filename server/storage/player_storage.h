// Where players and their sessions live: the same database as the rooms (database.h: SqliteStorage and
// PgStorage implement every storage interface). Every call is synchronous, thread-safe and returns ERR_STORAGE
// instead of throwing.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/result.h"
#include "engine/core/seat.h"
#include "server/storage/game_seat.h"

namespace littletable::server {

/// A player as stored. A deleted player keeps its id (its games point at it) but no name and no password.
struct PlayerRecord {
    int64_t id = 0;
    std::string name; ///< empty once deleted
    std::string passwordHash; ///< crypto_pwhash_str's text; empty = no password (signs in on this device only)
    int failedSignIns = 0; ///< wrong passwords since the last right one
    int64_t lockedUntilMs = 0; ///< no sign-in before this (Unix ms)
    bool deleted = false;
};

/// A finished game a player sat in.
struct PlayedGame {
    std::string room;
    int gameNo = 0;
    std::string game; ///< registry name
    Seat seat = NO_SEAT; ///< the player's seat in it
    std::string termination;
    uint8_t winners = 0; ///< bit s = seat s won; 0 = draw
    int64_t endedAtMs = 0;
    std::vector<GameSeat> seats; ///< by seat: its signed-in player, if any
};

/// A session: the SHA-256 of its secret (the secret itself is only in the player's cookie), its player, its end.
struct SessionRecord {
    std::string tokenHash;
    int64_t player = 0;
    int64_t expiresAtMs = 0;
};

class PlayerStorage {
public:
    virtual ~PlayerStorage() = default;

    /// Stores a new player. Errors: ERR_NAME_TAKEN when the name is taken, whatever its case.
    virtual Result<PlayerRecord> create_player(std::string_view name, std::string_view passwordHash) = 0;
    /// The live player of that name (any case), or nullopt.
    virtual Result<std::optional<PlayerRecord>> find_player(std::string_view name) = 0;
    /// The player of that id, deleted or not, or nullopt.
    virtual Result<std::optional<PlayerRecord>> player_by_id(int64_t id) = 0;
    virtual Result<Ok> set_password(int64_t player, std::string_view passwordHash) = 0;
    /// Records the count of wrong passwords and the lockout they earned (0 and 0 after a right one).
    virtual Result<Ok> set_sign_in_failures(int64_t player, int failures, int64_t lockedUntilMs) = 0;
    /// Removes the name and password and every session; the row stays for the games that point at it.
    virtual Result<Ok> delete_player(int64_t player) = 0;

    virtual Result<Ok> create_session(const SessionRecord& s) = 0;
    /// The session of that secret's hash, or nullopt.
    virtual Result<std::optional<SessionRecord>> find_session(std::string_view tokenHash) = 0;
    virtual Result<Ok> delete_session(std::string_view tokenHash) = 0;

    /// The finished games the player sat in, the latest first, at most `limit`; aborted games (no result) are not.
    virtual Result<std::vector<PlayedGame>> player_games(int64_t player, int limit) = 0;
};

} // namespace littletable::server
