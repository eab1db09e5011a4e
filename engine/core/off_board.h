// Endings decided off the board: a seat that resigns, runs out of time or forfeits, a draw the players agree, and
// a room's move limit. Each game's rules say only what such a decision does to it (Game::elimination_move,
// Game::agreed_draw_move, Game::can_still_win); this layer applies them, alike for the server's rooms and the
// match runner. Draw claims are the game's own (Game::claim_draw).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/ending.h"
#include "engine/core/game.h"
#include "engine/core/registry.h"
#include "engine/core/result.h"

namespace littletable::off_board {

/// What a decision does to a game: either a ply the caller plays on it (`ply`, by `mover`: a seat leaving in its
/// turn, or a scored draw) and stores and announces like a move, after which the game may go on; or the end of the
/// whole game (`ending`), which the caller records. Deciding changes nothing.
struct Decision {
    std::optional<std::string> ply{};
    Seat mover = NO_SEAT;
    Ending ending{};
};

/// The seats still in the game, as a bit mask (bit s = seat s).
uint8_t live_seats(const Game& g);

/// Seat `s` leaves the game: `why` is RESIGNATION, TIME_FORFEIT or FORFEIT.
///  - Where the rules eliminate only that seat (Game::elimination_move, four-player chess), the decision is its
///    elimination ply; it must be `s`'s turn (ERR_NOT_YOUR_TURN otherwise).
///  - Otherwise the game ends. Every other seat wins; after a flag fall only those that could still win do, and
///    when none could the game is drawn (FIDE 6.9, TIMEOUT_VS_INSUFFICIENT_MATERIAL).
/// Errors: ERR_GAME_OVER, ERR_NOT_YOUR_TURN.
Result<Decision> seat_leaves(const Game& g, Seat s, Termination why);

/// Every live seat agreed to a draw. Where the rules score it (Game::agreed_draw_move, four-player chess), the
/// decision is the draw ply, played in the side to move's turn, after which the game's outcome says who won;
/// otherwise the game ends drawn by AGREEMENT. Errors: ERR_GAME_OVER.
Result<Decision> agreed_draw(const Game& g);

/// Checks an ending a player's device reports for `g`, a game rebuilt from the moves it reports: accepted only
/// when the game supports it as it stands — the position's own end (its outcome, when the rules ended the game), a
/// resignation of seat `by` (the reporter; where the rules make a resignation a ply, it is one of the moves), a
/// draw every seat could agree (agreed_draw), or a draw claim the position allows (Game::claimable_draws).
/// Returns the ending to record. Errors: ERR_BAD_ENDING saying why the game does not support it.
Result<Ending> reported_ending(const Game& g, const Outcome& reported, Seat by);

/// Whether `text` is one of the plies that are not moves (elimination, scored draw): those come only through
/// seat_leaves and agreed_draw, never as a player's move.
bool is_off_board_ply(const Game& g, std::string_view text);

/// The name of the option by which a game's own rules set a move limit ended on points (Martian Chess,
/// four-player chess).
inline constexpr std::string_view MOVE_LIMIT_OPTION = "moveLimit";

/// A room's move limit: a house rule any game may have, which draws the game after `limit` plies of play (the
/// moves of a setup phase are not counted); 0 = none.
struct MoveLimit {
    int limit = 0;

    /// The plies the limit counts: every ply of `history` but the setup moves (move_kind::SETUP).
    static int plies(const std::vector<MoveView>& history);
    /// The running count as a counter {"move-limit", plies, limit}; none without a limit.
    std::vector<Counter> counters(const std::vector<MoveView>& history) const;
    /// The ending once the limit is reached in a game the rules have not ended: a draw by MOVE_LIMIT.
    std::optional<Decision> reached(const Game& g) const;
    /// Refused (ERR_OWN_MOVE_LIMIT) on a game with its own move limit (an option named MOVE_LIMIT_OPTION): a game
    /// has one move limit, and the rules' one is scored.
    Result<Ok> allowed_for(const GameInfo& info) const;
};

} // namespace littletable::off_board
