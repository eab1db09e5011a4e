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
#include "server/players/player_name.h"
#include "server/storage/game_seat.h"
#include "server/storage/storage.h"

namespace littletable::server {

/// A player as stored. A deleted player keeps its id (its games point at it) but no name and no password.
struct PlayerRecord {
    int64_t id = 0;
    std::string name; ///< empty once deleted
    std::string passwordHash; ///< crypto_pwhash_str's text; empty = no password (signs in on this device only)
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

/// The wrong passwords given for one name from one client address (its SHA-256, never the address).
struct SignInFailures {
    int count = 0; ///< in a row, each within the forgetting time of the one before
    int64_t lastAtMs = 0; ///< the latest (Unix ms); 0 = none
};

class PlayerStorage {
public:
    virtual ~PlayerStorage() = default;

    /// Stores a new player under its name's forms (player_name.h). Errors: ERR_NAME_TAKEN when a live player has
    /// the same key (the name in any case) or the same confusable skeleton.
    virtual Result<PlayerRecord> store_player(const PlayerName& name, std::string_view passwordHash) = 0;
    /// The live player whose name has that key (PlayerName::key), or nullopt.
    virtual Result<std::optional<PlayerRecord>> player_by_key(std::string_view key) = 0;
    /// The player of that id, deleted or not, or nullopt.
    virtual Result<std::optional<PlayerRecord>> player_by_id(int64_t id) = 0;
    /// Sets the password and ends every session of the player but `keptSession` (a token hash; "" ends all).
    virtual Result<Ok> set_password(int64_t player, std::string_view passwordHash, std::string_view keptSession) = 0;

    /// Counts one more wrong password for the name key from the address hash, at `nowMs`, in one statement
    /// (concurrent guesses all count, on every node); a count whose latest failure is at or before
    /// `forgetBeforeMs` starts again at 1. Rows older than that go. Returns the count.
    virtual Result<int> count_sign_in_failure(std::string_view nameKey, std::string_view addressHash, int64_t nowMs,
                                              int64_t forgetBeforeMs) = 0;
    /// The wrong passwords counted for the name key from the address hash (count 0 when none).
    virtual Result<SignInFailures> sign_in_failures(std::string_view nameKey, std::string_view addressHash) = 0;
    /// Forgets them (after a right password from that address).
    virtual Result<Ok> clear_sign_in_failures(std::string_view nameKey, std::string_view addressHash) = 0;
    /// Removes the name and password and every session; the row stays for the games that point at it.
    virtual Result<Ok> delete_player(int64_t player) = 0;

    virtual Result<Ok> create_session(const SessionRecord& s) = 0;
    /// The session of that secret's hash, or nullopt.
    virtual Result<std::optional<SessionRecord>> find_session(std::string_view tokenHash) = 0;
    virtual Result<Ok> delete_session(std::string_view tokenHash) = 0;

    /// The finished games the player sat in, the latest first, at most `limit`; aborted games (no result) are not.
    virtual Result<std::vector<PlayedGame>> player_games(int64_t player, int limit) = 0;

    /// Stores a new player named `name` as typed (its forms computed here, its rules not checked: Accounts does).
    /// Errors: ERR_NAME_INVALID when it is not UTF-8, ERR_NAME_TAKEN.
    Result<PlayerRecord> create_player(std::string_view name, std::string_view passwordHash) {
        auto forms = name_forms(name);
        if (!forms)
            return make_error("ERR_NAME_INVALID", "a name is UTF-8 text");
        return store_player(*forms, passwordHash);
    }
    /// The live player of that name (the same key: any case, any Unicode normalisation), or nullopt.
    Result<std::optional<PlayerRecord>> find_player(std::string_view name) {
        auto forms = name_forms(name);
        if (!forms)
            return std::optional<PlayerRecord>();
        return player_by_key(forms->key);
    }
    /// The live rooms where the player holds a human seat and whose latest game has no stored end, with that game,
    /// the room with the latest move (or the newest) first, at most `limit`.
    virtual Result<std::vector<RoomRecord>> player_rooms(int64_t player, int limit) = 0;
};

} // namespace littletable::server
