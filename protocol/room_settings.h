// What a room is made of: its game, its seats (human or CPU with a level) and its house rules, as sent in
// `POST /api/rooms` (docs/protocol.md) and as stored.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "engine/core/result.h"
#include "engine/core/seat.h"
#include "protocol/wire_fields.h"

namespace littletable::protocol {

/// The longest game clock a room may have (seconds): three hours, a classical game's.
constexpr int MAX_CLOCK_BASE = 3 * 3600;
/// The largest increment (seconds).
constexpr int MAX_CLOCK_INCREMENT = 600;
/// The days a seat may take for each move with a days-per-move clock (RoomSettings::daysPerMove), as lichess's
/// correspondence games offer them: every move gets the full time again, nothing is banked.
constexpr int DAYS_PER_MOVE_CHOICES[] = {1, 2, 3, 7};
/// At most this many moves of an imported game open a room (RoomSpec::moves).
constexpr size_t MAX_ROOM_START_MOVES = 1000;

/// House rules of a room. Units: seconds and plies.
struct RoomSettings {
    int moveTime = 0; ///< seconds per move, 0 = no clock (the client offers 0, 30, 60; 0..3600 accepted)
    int clockBase = 0; ///< game clock: seconds each seat has for the whole game, 0 = none (not with moveTime)
    int clockIncrement = 0; ///< game clock: seconds added to a seat's clock after each of its moves
    /// days-per-move clock (correspondence): days each move may take, one of DAYS_PER_MOVE_CHOICES; 0 = none.
    /// Kept on the wall clock and across restarts; no other clock with it, and no CPU takeover (room.h).
    int daysPerMove = 0;
    bool showLegalMoves = true;
    int moveLimit = 0; ///< plies after which the game is drawn ("move-limit"), 0 = none
    bool rotateStart = true; ///< each new game, every player moves one seat back, so the next seat's player starts
    int graceSeconds = 20; ///< an away player's seat is played by the CPU after this long (0..3600)
    bool ranked = false; ///< every seat a signed-in player; each finished game changes their ratings
    bool isPublic = false; ///< listed in the lobby's games being played ("public"); rooms from a seek are
    std::optional<int> ratingMin; ///< ranked only: a player sits with a rating in the game at least ...
    std::optional<int> ratingMax; ///< ... and at most (a seek's range, kept by the room it made)
    bool operator==(const RoomSettings&) const = default;
};

/// The highest rating a range may name.
constexpr int MAX_RATING_BOUND = 4000;

/// A range of ratings, either end open: a seek's joiners, a room's players.
struct RatingRange {
    std::optional<int> min;
    std::optional<int> max;
    bool contains(int rating) const { return (!min || rating >= *min) && (!max || rating <= *max); }
    /// "1400-1600" (an open end as 0 or 4000).
    std::string text() const;
};

enum class SeatKind : uint8_t { HUMAN, CPU };

/// A seat as configured: a human, or a CPU of a level 1..8 (level is 0 for humans).
struct SeatSpec {
    SeatKind kind = SeatKind::HUMAN;
    int level = 0;
    bool operator==(const SeatSpec&) const = default;
};

/// The level a CPU seat gets when the request names none.
constexpr int DEFAULT_CPU_LEVEL = 4;

/// A signed-in player in a seat (players/player_storage.h); id 0 = nobody signed in.
struct SeatPlayer {
    int64_t id = 0;
    std::string name; ///< empty once the player is deleted
    bool deleted = false; ///< the player has been deleted since it took the seat
    bool operator==(const SeatPlayer&) const = default;
    static auto fields() { return std::tuple{field("id", &SeatPlayer::id), field("name", &SeatPlayer::name)}; }
};

/// A validated `POST /api/rooms` body.
struct RoomSpec {
    std::string game; ///< registry name
    std::vector<SeatSpec> seats; ///< as many as the game has seats
    Seat creatorSeat = NO_SEAT; ///< the human seat given to the creator; NO_SEAT when every seat is a CPU
    RoomSettings settings;
    std::string fen; ///< start position, empty = the game's standard start
    SeatPlayer creator; ///< the signed-in player asking (from the session cookie, not the body)
    std::vector<std::string>
        moves; ///< played from `fen` before the room opens (an imported game): its first game's start
};

/// Parses and validates a room request against the registry (game known, seat count, levels, creator seat,
/// settings ranges, FEN accepted by the game, `options` {name: value} each one of the game's GameInfo::options,
/// stored as the start FEN they make; not together with `fen`). Errors: ERR_BAD_JSON, ERR_BAD_FIELD (the message names the
/// field), ERR_UNKNOWN_GAME and the game's FEN errors.
Result<RoomSpec> parse_room_spec(std::string_view body);

/// Settings from a JSON object with any subset of the fields (missing ones keep their defaults).
/// Errors: ERR_BAD_FIELD naming the field.
Result<RoomSettings> parse_settings(const nlohmann::json& j);
/// The room's rating range (open when it has none).
inline RatingRange rating_range(const RoomSettings& s) { return {s.ratingMin, s.ratingMax}; }
/// The error of a room's clocks, each read within its range: at most one kind of clock (a time per move, a game
/// clock or days per move), an increment only with a game clock, and days per move one of DAYS_PER_MOVE_CHOICES.
/// `prefix` goes before the field names ("settings.").
std::optional<Error> clock_choice_error(const RoomSettings& s, std::string_view prefix);

nlohmann::json to_json(const RoomSettings& s);
std::string_view to_string(SeatKind k);

} // namespace littletable::protocol
