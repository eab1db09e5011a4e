// The bench's searches: every bench position of a variant (ai/game_ai.h) searched to a fixed depth, the
// table cleared before each, for `littletable bench` and the browser module's `bench` request. Only the searches
// are timed (clearing the table is not), as in Stockfish's bench.
#pragma once

#include <cstdint>
#include <functional>
#include <string_view>

#include "ai/analysis.h"
#include "engine/core/result.h"

namespace littletable::ai {

struct BenchTotals {
    uint64_t nodes = 0; ///< the search's signature at that depth
    int64_t searchMs = 0; ///< the searches alone
    std::size_t positions = 0;
};

/// Called after each position: its index, its FEN, the search's answer.
using BenchObserver = std::function<void(std::size_t, std::string_view, const AnalysisResult&)>;

/// Runs the bench of `variant` at `depth`. Errors: ERR_NO_BENCH (no positions or no analysis for the variant), a
/// position's FEN error.
Result<BenchTotals> run_bench(std::string_view variant, int depth, const BenchObserver& observer = {});

} // namespace littletable::ai
