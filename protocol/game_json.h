// The dynamic Game interface as protocol JSON (docs/protocol.md), shared by the server and the browser's
// engine module (wasm/): geometry, pieces, legal moves, history and
// outcome. Squares are geometry indices (`rank * width + file`); names come with the geometry.
#pragma once

#include <optional>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/core/ending.h"
#include "engine/core/game.h"

namespace littletable::protocol {

/// `{name, width, height, squares: [names, "" for a removed square], zones: [{name, owner, squares}]}`.
nlohmann::json geometry_json(const Geometry& g);
/// `{sq, owner, kind, copies?}` of one piece (`copies` only for a piece that copies others, e.g. Metamate's Meta).
nlohmann::json piece_json(const PieceView& p);
/// `[{sq, owner, kind, copies?}]`: every piece on the board (piece_json).
nlohmann::json pieces_json(const Game& game);
/// `{name, value, limit}`: one running count (Counter).
nlohmann::json counter_json(const Counter& c);
/// `[{name, value, limit}]`: the counts running now that end the game at their limit (Game::counters), e.g.
/// Martian Chess's `{name: "deadlock-clock", value: 3, limit: 7}`; `[]` for most games.
nlohmann::json counters_json(const Game& game);
/// `[{u, from, to, san, kind?, choices?}]`: the legal moves of the side to move (see move_json).
nlohmann::json legal_moves_json(const Game& game);
/// `{u, san, from, to, kind?, choices?: [{sq, option, label, highlight?}], captured?: {sq, owner, kind}}` of one
/// move; `kind`, `choices` and `captured` only when not empty (MoveView; `captured` only on played moves).
nlohmann::json move_json(const MoveView& m);
/// The squares of the royal pieces in check (Game::checked_royals).
nlohmann::json check_json(const Game& game);
/// Each seat's points (Game::points), by seat: `[0, 0]` for games without points.
nlohmann::json points_json(const Game& game);
/// Each seat's elimination (Game::eliminated), by seat: `[false, true, false, false]`.
nlohmann::json eliminated_json(const Game& game);
/// `{termination, winners, reason, places}` of game `g` ended by `e` (ending_json.h) with the places of the
/// ranking by seat (engine/core/ranking.h: 1 = first, equal numbers share a place).
nlohmann::json outcome_json(const Game& g, const Ending& e);
/// The same for the game's own outcome or a bare one (the reason is the termination's name); null while it goes on.
nlohmann::json outcome_json(const Game& g, const Outcome& o);
/// `{from, to}` of a move, for the board's last-move highlight.
nlohmann::json last_move_json(const MoveView& m);
/// A seat as JSON: the number, or null for NO_SEAT.
nlohmann::json seat_json(Seat s);
/// The winners bit mask as a seat list.
nlohmann::json winners_json(uint8_t winners);

/// `[{u, san, seat, kind?, captured?}]`: the moves played, each with the seat that played it (`moveSeats`, by
/// ply; null where it is shorter).
nlohmann::json history_json(const Game& game, const std::vector<Seat>& moveSeats);
/// The state of a game as the protocol's `GameState` without what only a room knows (gameNo, clock, drawOffer):
/// `{pieces, fen, toMove, check, points, eliminated, counters, lastMove, moves, outcome, claimable, history?}`.
/// `ending`: an ending decided off the board, its `outcome` (ending_json.h); none for the rules' own.
nlohmann::json game_state_json(const Game& game, const std::optional<Ending>& ending,
                               const std::vector<Seat>& moveSeats, bool withHistory);
/// `[{name, title, seats, players, duration, complexity, options, points, seatNames, recordFormat, copyingKinds, seatKind,
/// roomMoveLimit}]`: every registered game
/// (GET /api/games; the browser's module answers the same).
nlohmann::json games_json();

} // namespace littletable::protocol
