// How a game ended (or that it has not): the termination reason and the seats that won.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "engine/core/seat.h"

namespace littletable {

/// Why a game is over. The reasons that end a game by themselves come from the rules (checkmate, fivefold
/// repetition, ...); the claimed ones are set when a player's claim is accepted; resignation, agreement and a
/// room's move limit are decided off the board (engine/core/off_board.h); time forfeit, forfeit and adjudication are an arbiter's decisions
/// (the match runner's, match/).
enum class Termination : uint8_t {
    NONE, ///< the game goes on
    CHECKMATE,
    STALEMATE,
    INSUFFICIENT_MATERIAL, ///< a dead position (docs/rules/chess.md §3)
    FIVEFOLD_REPETITION, ///< automatic (chess.md §3)
    SEVENTY_FIVE_MOVES, ///< automatic (chess.md §3)
    THREEFOLD_REPETITION, ///< claimed (chess.md §4)
    FIFTY_MOVES, ///< claimed (chess.md §4)
    AGREEMENT,
    RESIGNATION,
    POINTS, ///< points games: ended on scores
    TIME_FORFEIT, ///< a player's clock ran out (the side that flagged loses)
    FORFEIT, ///< a player broke the conduct of play: an illegal move, or left (a crashed engine)
    ADJUDICATION, ///< an arbiter decided on the position before the rules ended it
    TIMEOUT_VS_INSUFFICIENT_MATERIAL, ///< a flag fell, but no other side could checkmate: a draw (FIDE 6.9)
    MOVE_LIMIT, ///< a room's move limit (a house rule) was reached: a draw
    ABORTED, ///< ended before every seat had moved: no result, not rated
    ABANDONED, ///< a player left and another claimed the game (the win, or a draw)
    TERMINATION_NB
};

/// Stable lower-case name of a termination ("checkmate", "fivefold-repetition", ...), used in texts and the protocol.
std::string_view to_string(Termination t);
/// The termination of that name (to_string's inverse), nullopt for NONE's or an unknown name.
std::optional<Termination> termination_named(std::string_view name);

/// A game's result: over or not, and the winners as a bit mask of seats (bit s = seat s). A game that is over
/// with no winner is a draw; points games may have several winners sharing first place.
struct Outcome {
    Termination termination = Termination::NONE;
    uint8_t winners = 0;

    bool over() const { return termination != Termination::NONE; }
    bool draw() const { return over() && winners == 0; }
    bool won_by(Seat s) const { return (winners >> s) & 1; }

    static Outcome ongoing() { return {}; }
    static Outcome win(Seat s, Termination t) { return {t, uint8_t(1u << s)}; }
    static Outcome drawn(Termination t) { return {t, 0}; }
    bool operator==(const Outcome&) const = default;
};

} // namespace littletable
