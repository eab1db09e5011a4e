// Zobrist keys of Martian Chess positions: one per piece type and square, per seat to move, per seat and score, per
// square of the last canal crossing's origin and destination (the rejection rule), and per deadlock clock state.
#pragma once

#include "engine/martian/types.h"

namespace littletable::martian::zobrist {

/// Scores a key can tell apart: position strings allow at most MAX_PARSED_SCORE, and captures add at most 3 per
/// piece on the board (64 squares), so every reachable score is below this.
constexpr int SCORE_KEYS = 512;

struct Keys {
    Key piece[PIECE_TYPE_NB][SQUARE_NB];
    Key side[MAX_SEATS];
    Key score[MAX_SEATS][SCORE_KEYS];
    Key crossFrom[SQUARE_NB + 1]; ///< [NO_SQ] = 0: no crossing
    Key crossTo[SQUARE_NB + 1];
    Key clock[CLOCK_END + 3]; ///< by state + 2 (CLOCK_OFF = 0)
};

/// The keys (from a fixed seed: the same in every run).
const Keys& keys();

} // namespace littletable::martian::zobrist
