// Metamate's move texts (grammar in docs/metamate-notation.md): the canonical text that carries every choice and
// that `parse_move` reads back, and a SAN-style display for move lists.
//
// Canonical text (lower case, UCI-like):
//   setup      "m" config "@" square                          m1h@e2  m2.1@b1  m3@h1  m4@d8
//   move       from to [form] *("," square piece)             e2e4  e7e8q  e7e8m1v  d5e6m2.2  d7d8q,e8n  e6e7,e8q
//   castling   king: from and the king's destination (e1g1, as UCI); a Meta as the king: the Meta's square and
//              its rook's (f1h1)
//   a Meta's en passant capture has an "x" between its squares (d5xe6, d5xe6m2.1): the Meta may also have a
//   quiet move to that square
// where form is q r b n (a promotion) or m1h m1v m2.1 m2.2 (a pawn becoming an M1, an M1's evolution), and each
// ",square piece" is the piece chosen for another Meta that promotes with the move, in ascending square order.
// Display: SAN with "M" for the Meta ("Mxe5=M2.1", "e8=M1h", "Mf8=Q", "d8=Q,Me8=N", "M1h@e2", "O-O", "MO-O").
#pragma once

#include <string>
#include <string_view>

#include "engine/core/result.h"
#include "engine/metamate/position.h"

namespace littletable::metamate {

/// The canonical text of the legal move `m` of `pos`.
std::string to_text(const Position& pos, Move m);

/// The display text of the legal move `m` of `pos` with its check or mate mark; `legal` are the legal moves of
/// `pos` (for disambiguation). `pos` is used to play the move and take it back (unchanged on return).
std::string to_display(Position& pos, Move m, const MoveList& legal);

/// The legal move of `pos` named by a canonical text or a display text (with or without its '+' or '#').
/// Errors: ERR_MOVE_SYNTAX (empty, too long, or characters no move text has), ERR_ILLEGAL_MOVE (no legal move has
/// this text; when the squares name a move that needs a choice, the message lists the texts with each choice).
Result<Move> parse_move(const Position& pos, std::string_view text);

/// "M1h", "M2.1", ...: a configuration as a piece kind (PieceView::kind, MoveChoice::option, display texts).
std::string config_kind(MetaConfig c);

} // namespace littletable::metamate
