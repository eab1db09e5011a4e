// The kinds of a MoveView (engine/core/game.h) and the names of the counters a game runs (Counter): stable codes
// the engine writes, the protocol carries and clients name for people. Shared here so that no layer compares a
// bare string of its own.
#pragma once

#include <string_view>

namespace littletable {

namespace move_kind {
/// A piece goes from `from` to `to`, capturing what stands there.
inline constexpr std::string_view PLAIN = "";
/// A pawn captures the pawn beside it that has just double-stepped.
inline constexpr std::string_view EN_PASSANT = "en-passant";
/// The king and its partner move together.
inline constexpr std::string_view CASTLING = "castling";
/// A move of a setup phase: nothing moves, `from` == `to` names the piece that is replaced.
inline constexpr std::string_view SETUP = "setup";
/// Martian Chess: the plain move that also calls the deadlock clock.
inline constexpr std::string_view CALL_CLOCK = "call-clock";
// The plies that are not moves carry their termination's name (to_string(Termination), engine/core/outcome.h).
/// A seat resigned in its turn and is out (Game::elimination_move).
inline constexpr std::string_view RESIGNATION = "resignation";
/// A seat's time ran out in its turn and it is out (Game::elimination_move).
inline constexpr std::string_view TIME_FORFEIT = "time-forfeit";
/// The live seats agreed a draw the rules score (Game::agreed_draw_move).
inline constexpr std::string_view AGREEMENT = "agreement";
} // namespace move_kind

namespace counter_name {
/// Martian Chess's deadlock clock: moves since it was called or since the last capture after it.
inline constexpr std::string_view DEADLOCK_CLOCK = "deadlock-clock";
/// A move limit: the plies played of the limit.
inline constexpr std::string_view MOVE_LIMIT = "move-limit";
} // namespace counter_name

} // namespace littletable
