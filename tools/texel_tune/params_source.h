// Writes a set of weights as the C++ source of engine/chess/eval_params.cpp (piece-square tables as board
// diagrams, mobility as one array per piece, every other weight on its own line), so that tuned weights are
// read, reviewed and compiled like hand-set ones.
#pragma once

#include <string>

#include "engine/chess/eval_params.h"

namespace littletable::texel {

/// The whole text of eval_params.cpp defining EVAL_PARAMS as `params`; `provenance` (one or more lines, each
/// starting with "// ") says where the weights come from and goes under the file's first line.
std::string eval_params_source(const chess::EvalParams& params, const std::string& provenance);

} // namespace littletable::texel
