// Move texts of four-player chess: the canonical text (from and to squares, "h2h3", "h1j1" for castling: what
// Game::play accepts back and engines exchange) and PGN4's move as chess.com writes it (fourplayer.md "Notation":
// "h2-h3", "Ne1-f3", "Bh2xNl6", "O-O", "O-O-O", "=D", "+" for a check, "#" for a mate, "+#" for both).
#pragma once

#include <string>
#include <string_view>

#include "engine/core/result.h"
#include "engine/fourplayer/position.h"

namespace littletable::fourplayer {

/// "h2h3": the from and to squares.
std::string to_text(Move m);
/// The PGN4 move of `m`, legal in `pos` (played on a copy to find checks and mates): "+" when it newly checks a king
/// (attacked by the mover's pieces after the move and not before; a check already there is not marked), "#" when it
/// mates one, both ("+#") when it does both with different kings.
std::string to_pgn4(const Position& pos, Move m);
/// A legal move of the side to move from its canonical text or its PGN4 text (check marks optional; the squares
/// decide, castling by "O-O"/"O-O-O"). Errors: ERR_MOVE_SYNTAX (no squares), ERR_ILLEGAL_MOVE, ERR_GAME_OVER.
Result<Move> parse_move(const Position& pos, std::string_view text);

} // namespace littletable::fourplayer
