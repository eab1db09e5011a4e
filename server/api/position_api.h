// GET /api/position (docs/protocol.md): a position of any game as board data, optionally after some moves, for
// rules diagrams and tutorials. The server plays the moves through the Game interface; it knows no rule.
#pragma once

#include <nlohmann/json.hpp>

#include <memory>
#include <string>
#include <string_view>

#include "engine/core/game.h"
#include "engine/core/result.h"

namespace littletable::server {

/// The game `game` from `fen` (its start position when `fen` is empty) after `moves`, move texts as `Game::play`
/// accepts them separated by spaces, played in order. Errors: ERR_BAD_FIELD (no game, more than MAX_POSITION_MOVES
/// moves), the registry's and the FEN parser's errors, and a refused move's as replay() names it ("moves[i] 'TEXT':
/// ...", counted from 0).
Result<std::unique_ptr<Game>> game_after(std::string_view game, std::string_view fen, std::string_view moves);

/// The position `fen` of the game `game` (its start position when `fen` is empty) after `moves`, move texts as
/// `Game::play` accepts them separated by spaces (canonical texts may contain commas), played in order.
/// Returns `{geometry, pieces, toMove, check, fen, moves, lastMove, outcome, points, counters, eliminated}`: `toMove`
/// null and `moves` empty once the game is over, `lastMove` `{from, to}` of the last move played here or null,
/// `outcome` null or `{termination, winners, reason}`, `points` and `eliminated` by seat, `counters` (running counts
/// such as a deadlock clock), as in a room's state. Errors: ERR_BAD_FIELD (no game, more than MAX_POSITION_MOVES
/// moves), and game_after's. Nothing is kept between calls.
Result<nlohmann::json> position_view(std::string_view game, std::string_view fen, std::string_view moves);

/// A game given in a query as its name, start and moves (?game&fen&moves), as position_view and record_export
/// take them.
struct GameQuery {
    std::string game;
    std::string fen;
    std::string moves;
};
/// Reads a target's game, fen and moves parameters (each optional). Errors: ERR_BAD_FIELD (a malformed
/// percent-encoding).
Result<GameQuery> read_game_query(std::string_view target);

/// The most moves one request may play (a tutorial needs a few; a whole game fits).
inline constexpr int MAX_POSITION_MOVES = 1000;

} // namespace littletable::server
