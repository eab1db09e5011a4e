// Standard Algebraic Notation (shared/rules/chess.md §6): piece letter, minimal disambiguation (file, then
// rank, then both), 'x' for captures, "=Q" promotions, "O-O"/"O-O-O", '+' check and '#' mate.
#pragma once

#include <string>
#include <string_view>

#include "engine/chess/position.h"
#include "engine/core/result.h"

namespace littletable::chess {

/// The SAN of a legal move `m` in `pos`, with its check or mate mark. `pos` is used to play the move and take
/// it back (it is unchanged on return).
std::string to_san(Position& pos, Move m);
/// The same with `legal`, the legal moves of `pos` (generate_legal), given: naming every legal move of a
/// position generates the list once instead of once per move.
std::string to_san(Position& pos, Move m, const MoveList& legal);

/// Parses SAN against `pos` and returns the legal move it names. Accepts what people and other programs
/// write: optional '+', '#', '!', '?' suffixes, "0-0"/"0-0-0", promotion with or without '=', a capture 'x'
/// that may be omitted, over-disambiguation ("Ng1f3"), and UCI-like "e2e4" is NOT accepted here (see uci_move.h).
/// Errors: ERR_SAN_SYNTAX (not SAN), ERR_ILLEGAL_MOVE (no legal move matches), ERR_AMBIGUOUS_MOVE (several
/// match; the message lists them).
Result<Move> parse_san(Position& pos, std::string_view san);

} // namespace littletable::chess
