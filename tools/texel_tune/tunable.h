// The weights the Texel tuner varies: each integer of engine/chess/eval_params.h that enters the evaluation's
// White-minus-Black sums linearly (material, piece-square tables, mobility, pieces, pawn structure, passed
// pawns, threats, shelter and storm) and the tempo, named and pointing into one EvalParams.
// Left out: the king-attack units and their cap, which enter through a square and a minimum.
#pragma once

#include <string>
#include <vector>

#include "engine/chess/eval_params.h"

namespace littletable::texel {

/// One integer weight of an EvalParams.
struct Tunable {
    std::string name; ///< as written in C++, e.g. "pst[KNIGHT][e4].mg", "tempo"
    int* value; ///< into the EvalParams given to tunables()
    bool tempo; ///< the tempo: added for the side to move, outside the sums of evaluate_sums
};

/// Every tunable weight of `params`, in a fixed order (the tuner's parameter vector). The pointers stay valid
/// as long as `params` does.
std::vector<Tunable> tunables(chess::EvalParams& params);

} // namespace littletable::texel
