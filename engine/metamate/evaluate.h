// Static evaluation of a Metamate position for the search (ai/games/metamate_traits.h). The orthodox pieces are valued
// by chess's evaluation (engine/chess/evaluate.h) on the same board, where each Meta stands as a piece chess gives no
// value: it blocks lines and is a target, as on the real board. The Metas add their own terms (evaluate.cpp): material
// by configuration, what each copies now (mobility, threats, attacks next to the enemy king, enemy pieces an M4
// copies), what it may become (an evolution when it can capture, a promotion near the last rank beside a pawn), and its
// safety (it can be captured, never checked); a side still to choose its Meta in the setup phase is credited with it.
// Hand-written values, to be tuned by matches.
#pragma once

#include "engine/chess/evaluate.h"
#include "engine/metamate/position.h"

namespace littletable::metamate {

/// A Meta's material value by configuration in centipawns (M1 of either orientation 150, M2.x 300, M3 450, M4
/// 650): what it copies decides most of its worth, these are the base. Also for exchange evaluation and move
/// ordering, beside chess::PIECE_VALUE.
constexpr int META_VALUE[CONFIG_NB] = {150, 150, 300, 300, 450, 650};

/// The exchange value of the piece on `s` (0 for an empty square; the king's 0 as in chess::PIECE_VALUE).
inline int piece_value(const Board& b, Square s) {
    const Piece p = b.piece_on(s);
    return chess::type_of(p) == META ? META_VALUE[b.config_on(s)] : chess::PIECE_VALUE[chess::type_of(p)];
}

/// The Metas' terms alone, White's view (positive: good for White), in centipawns.
int meta_terms(const Position& pos);

/// The static evaluation in centipawns from the side to move's point of view (positive: the side to move is
/// better), chess's tempo included. Assumes the game is not over; mates, stalemates and draws by rule are the
/// search's to score. The result stays well inside +-10000.
int evaluate(const Position& pos);

} // namespace littletable::metamate
