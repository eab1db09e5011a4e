// Martian Chess move texts (docs/rules/martian.md, "Notation"): long algebraic `from-to` ("b3-a4", "d3-d5"), with
// "+clock" for a move that calls the deadlock clock ("b3-a4+clock"). The display text marks a capture with "x"
// ("b3xa4") and a field promotion with the piece made ("c3-b2=d"); both texts are read back.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engine/core/result.h"
#include "engine/martian/position.h"

namespace littletable::martian {

/// "a1".."h8"; for the squares of `l`'s board.
std::string square_name(Square s);
/// The square named `name` on `l`'s board, or nullopt (malformed, or off a 4x8 board's files a-d).
std::optional<Square> parse_square(const Layout& l, std::string_view name);

/// The canonical text of a move: "b3-a4", "b3-a4+clock".
std::string to_text(Move m);
/// The display text of a legal move in `pos`: "b3-a4", "b3xa4" (capture), "c3-b2=d" (field promotion: the piece
/// made, p/d/q), each with "+clock" when it calls the clock.
std::string to_display(const Position& pos, Move m);

/// A legal move of `pos` from its canonical or display text (the "x" or "-" and a "=p/d/q" suffix are accepted
/// either way; the suffix must name the piece the move makes). Errors: ERR_MOVE_SYNTAX (not a move text, or a
/// square off the board), ERR_GAME_OVER, ERR_ILLEGAL_MOVE (with the reason: no piece of yours there, out of the
/// piece's reach, your own piece in the way or on the square, a field promotion the rules forbid now, the
/// rejection rule, the clock already called or off).
Result<Move> parse_move(const Position& pos, std::string_view text);

} // namespace littletable::martian
