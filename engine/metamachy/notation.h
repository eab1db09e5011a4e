// Metamachy's move texts (docs/rules/metamachy.md, "Notation"; docs/rules-decisions.md, Metamachy):
//  - long algebraic, the canonical text: from and to squares plus a lower-case promotion letter ("f3f5",
//    "e11e12l"); Black's setup choice as the four chiefs on f12 g12 f11 g11 in lower case, then "@f12" ("qkla@f12");
//  - SAN, the display: Jocly's piece letter (none for a Pawn, 'I' for a Prince), the disambiguator (file, then rank,
//    then both), 'x' on captures, the destination, "=Q"/"=L"/"=A" on promotion, '+' or '#'; a King's leap is
//    written like any King move ("Ke1"); the setup choice as its canonical text with the chiefs' letters in upper
//    case, as SAN writes pieces ("QKLA@f12").
#pragma once

#include <string>
#include <string_view>

#include "engine/core/result.h"
#include "engine/metamachy/position.h"

namespace littletable::metamachy {

/// The long algebraic text of a move ("f3f5", "e11e12l", "qkla@f12"); "0000" for Move::none().
std::string to_lan(Move m);

/// The legal move of `pos` a long algebraic text names. Errors: ERR_MOVE_SYNTAX (not long algebraic),
/// ERR_ILLEGAL_MOVE (well-formed but not legal here, or a promotion without its letter).
Result<Move> parse_lan(const Position& pos, std::string_view text);

/// The SAN of the legal move `m` of `pos`, `legal` its legal moves (pos is used to play the move and take it
/// back for the check mark; unchanged on return).
std::string to_san(Position& pos, Move m, const MoveList& legal);
std::string to_san(Position& pos, Move m);

/// The legal move a SAN text names; accepts '+', '#', '!', '?' suffixes, a promotion with or without '=', an
/// omitted 'x' and over-disambiguation. Errors: ERR_SAN_SYNTAX, ERR_ILLEGAL_MOVE, ERR_AMBIGUOUS_MOVE (the message
/// lists the candidates).
Result<Move> parse_san(const Position& pos, std::string_view text);

/// Long algebraic first, then SAN. Errors: ERR_MOVE_SYNTAX (neither), and those of the two parsers.
Result<Move> parse_move(const Position& pos, std::string_view text);

} // namespace littletable::metamachy
