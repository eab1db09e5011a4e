// The chess evaluation as a linear function of the tunable weights (tunable.h), one row per training position:
// E = fixed + sum(weight_j * param_j), in centipawns from White's side. Each row is found by moving every weight
// by one and reading evaluate_sums (engine/chess/evaluate.h) again: exact for weights that enter the sums
// linearly, which all tunables do, given the king-attack weights the tuner leaves alone. The row's weights are
// blended by the position's game phase as the evaluation blends its sums.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "engine/chess/eval_params.h"
#include "engine/chess/position.h"
#include "tools/texel_tune/training_set.h"

namespace littletable::texel {

/// One weight's share of a row: d(E) / d(param).
struct Entry {
    uint32_t param;
    float weight;
};

/// One position: E = fixed + the sum over entries[begin, end) of weight * param.
struct Row {
    double fixed;
    float result; ///< the game's result for White: 1, 0.5 or 0
    uint32_t begin, end;
};

/// The rows of a set of positions, their entries in one array.
struct Dataset {
    std::vector<Row> rows;
    std::vector<Entry> entries;
    std::size_t scaled = 0; ///< positions left out: the evaluation scales them (drawish material, mop-up)
};

/// True when evaluate(pos, params) is the blend of evaluate_sums by the game phase plus the tempo: no drawish
/// material scaled, no lone king driven to the edge. Only such positions have a row.
bool evaluation_is_linear(const chess::Position& pos, const chess::EvalParams& params);

/// The rows of `positions` around the weights `base`, computed by `threads` threads. Positions whose
/// evaluation is not the blend of its sums plus the tempo (drawish material scaled, a lone king driven to the
/// edge) are left out and counted; so are FENs that do not parse (none, from quiet_positions).
Dataset linearize(const std::vector<LabelledPosition>& positions, const chess::EvalParams& base, int threads);

/// A row's evaluation with the parameter vector `params` (indexed as tunables()).
double row_eval(const Dataset& data, const Row& row, const std::vector<double>& params);

} // namespace littletable::texel
