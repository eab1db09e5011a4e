// UCI long algebraic move text (docs/rules/chess.md §6): from and to squares plus a promotion letter,
// e.g. "e2e4", "e7e8q", castling as the king's move "e1g1".
#pragma once

#include <string>
#include <string_view>

#include "engine/chess/position.h"
#include "engine/core/result.h"

namespace littletable::chess {

/// "e2e4", "e7e8q", "e1g1"; "0000" for Move::none().
std::string to_uci(Move m);

/// The legal move of `pos` that the UCI text names. Errors: ERR_MOVE_SYNTAX (not UCI text),
/// ERR_ILLEGAL_MOVE (well-formed but not legal here).
Result<Move> parse_uci_move(const Position& pos, std::string_view text);

} // namespace littletable::chess
