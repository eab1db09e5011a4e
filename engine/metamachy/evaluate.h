// Metamachy's static evaluation (docs/rules/metamachy.md) for the search (ai/games/metamachy_traits.h): material,
// centralisation on the 12x12 board, Pawn and Prince advancement, slider mobility, King safety, tempo; middlegame
// and endgame terms tapered by the pieces left.
#pragma once

#include "engine/metamachy/position.h"

namespace littletable::metamachy {

/// Middlegame material of each piece type in centipawns (the King 0), indexed by PieceType.
///
/// Source: the orthodox pieces take L. Kaufman's values ("The Evaluation of Material Imbalances", Chess Life 1999:
/// P 1, N 3.25, B 3.25, R 5, Q 9.75), adjusted for the 12x12 board where short-range pieces lose and long-range
/// ones gain (H. G. Muller's measurements on large boards, chessvariants.com "piece values" comments: a leaper's
/// value grows with its number of targets, a slider's with the board's size). The fairy pieces are estimates by
/// the same rule of thumb, not measured or tuned: Camel (8 targets, colour-bound) and Elephant (ferz + alfil, 8
/// targets, colour-bound) below the Knight; the Prince (a non-royal King that promotes) near a Knight; the Cannon
/// below the Rook (it needs a screen to capture); the Lion (24 leaps, "Lioness") and the Eagle (Griffon: a ferz
/// step then rook rays, 40 targets on an empty board) below the Queen.
inline constexpr int PIECE_VALUE[PIECE_TYPE_NB] = {
    0, // none
    100, // Pawn
    300, // Prince
    290, // Knight
    240, // Camel
    230, // Elephant
    390, // Bishop
    560, // Rook
    450, // Cannon
    880, // Eagle
    820, // Lion
    1050, // Queen
    0, // King
};

/// The position's score in centipawns from the side to move's view (positive: the side to move stands better),
/// including a small bonus for having the move. Symmetric: the colour-mirrored position (ranks reversed, colours
/// swapped, the other side to move) scores the same. In the setup phase the board is scored as it stands.
int evaluate(const Position& pos);

} // namespace littletable::metamachy
