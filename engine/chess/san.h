// Standard Algebraic Notation (docs/rules/chess.md §6): piece letter, minimal disambiguation (file, then
// rank, then both), 'x' for captures, "=Q" promotions, "O-O"/"O-O-O", '+' check and '#' mate.
#pragma once

#include <string>
#include <string_view>

#include "engine/chess/position.h"
#include "engine/core/result.h"

namespace littletable::chess {

/// SAN's disambiguator (FIDE Appendix C.10.3) for a piece on `from` when `rivals` holds the other pieces of its
/// kind that could legally go to the same square: nothing without rivals, else the file of departure if no rival
/// stands on it, else the rank if no rival stands on that, else both ("", "g", "5", "h4").
std::string disambiguator(Square from, Bitboard rivals);

/// Appends '+' to `text` when the legal move `m` gives check, '#' when it mates: the move is played on `pos` and
/// taken back. `legal` are the legal moves of `pos` (a move not among them is never played). For any position type
/// with make, unmake, in_check and count_legal (chess and Metamate).
template<typename P, typename List>
void append_check_mark(P& pos, typename P::Move m, const List& legal, std::string& text) {
    if (!legal.contains(m))
        return;
    pos.make(m);
    if (pos.in_check())
        text += pos.count_legal() == 0 ? '#' : '+';
    pos.unmake(m);
}

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
