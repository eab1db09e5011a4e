// The pawn-structure part of the evaluation: what depends on the pawns alone (their material and squares,
// doubled, isolated, backward, connected and passed pawns), computed once per pawn configuration and kept
// in a small per-thread cache, since the pawns change far less often than the pieces during a search.
#pragma once

#include <algorithm>
#include <cstdlib>

#include "engine/chess/eval_params.h"
#include "engine/chess/position.h"

namespace littletable::chess {

/// What the evaluation needs to know about the pawns; `score` is White's minus Black's.
struct PawnInfo {
    Bitboard pawns[COLOR_NB] = {}; ///< the configuration this describes
    Score score;
    Bitboard passed[COLOR_NB] = {};
    Bitboard attacks[COLOR_NB] = {}; ///< squares the pawns attack now
    Bitboard attackSpan[COLOR_NB] = {}; ///< squares they may attack some day, advancing
};

/// The pawn terms of `pos` with `params`, computed afresh.
PawnInfo evaluate_pawns(const Position& pos, const EvalParams& params);

/// The pawn terms of `pos` with EVAL_PARAMS, from this thread's cache when the same pawns were seen lately.
const PawnInfo& cached_pawns(const Position& pos);

// Square-set helpers of the evaluation.

/// Squares on ranks strictly in front of `s` from `c`'s side.
inline Bitboard forward_ranks(Color c, Square s) {
    const int r = rank_of(s);
    if (c == WHITE)
        return r == 7 ? 0 : ~Bitboard(0) << (8 * (r + 1));
    return (Bitboard(1) << (8 * r)) - 1;
}

inline Bitboard adjacent_files(File f) {
    return (f > FILE_A ? file_bb(File(f - 1)) : 0) | (f < FILE_H ? file_bb(File(f + 1)) : 0);
}

/// The squares one rank in front of those of `b`, from `c`'s side (the squares `c`'s pawns on `b` push to).
inline Bitboard shift_forward(Color c, Bitboard b) { return c == WHITE ? shift<NORTH>(b) : shift<SOUTH>(b); }

/// The squares `c`'s pawns on `pawns` attack.
inline Bitboard pawn_attacks_bb(Color c, Bitboard pawns) {
    return c == WHITE ? shift<NORTH_WEST>(pawns) | shift<NORTH_EAST>(pawns)
                      : shift<SOUTH_WEST>(pawns) | shift<SOUTH_EAST>(pawns);
}

/// King distance (Chebyshev): the moves a king needs from `a` to `b` on an empty board.
inline int distance(Square a, Square b) {
    return std::max(std::abs(file_of(a) - file_of(b)), std::abs(rank_of(a) - rank_of(b)));
}

} // namespace littletable::chess
