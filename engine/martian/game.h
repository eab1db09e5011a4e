// Martian Chess behind the dynamic Game interface (engine/core/game.h): two registry entries, "martian" (2 players,
// the 4x8 board) and "martian4" (4 players, the 8x8 board). The room settings (who moves first, the deadlock
// clock, the move limit) travel in the position string a game is created from (engine/martian/position.h):
// e.g. "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq n 0/0 - on 0/200" is the start with North first, the clock on and a
// limit of 200 moves.
//
// Texts: moves "b3-a4" (canonical) and "b3xa4", "c3-b2=d" (display), "+clock" for the twin that calls the clock
// (MoveView kind "call-clock"); pieces of kind "pawn", "drone" or "queen", owned by the seat whose zone they stand
// in; the record is PGN with a Variant tag, a Scores tag and, for 4 players, a Winners tag (PGN's Result cannot
// name one of four winners, so it is "*" there).
#pragma once

#include <memory>
#include <string_view>

#include "engine/core/registry.h"

namespace littletable::martian {

/// The registry entry of the 2-player game (docs/rules/martian.md): create from a position string (empty: the
/// start, South first, no clock, no limit), import a record, perft.
GameInfo game_info();
/// The registry entry of the 4-player game ("Four players").
GameInfo game_info_four();

/// A game of `seats` (2 or 4) players from a position string, or the start for an empty one. Errors: the position
/// string's (ERR_FEN_*), and ERR_FEN_BOARD when the board is the other game's.
Result<std::unique_ptr<Game>> create_martian_game(int seats, std::string_view fen);

} // namespace littletable::martian
