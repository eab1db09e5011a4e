#include "ai/bench_run.h"

#include <chrono>
#include <memory>
#include <string>

#include "ai/game_ai.h"
#include "engine/core/registry.h"

namespace littletable::ai {

namespace {

constexpr std::size_t BENCH_HASH_MIB = 16;

} // namespace

Result<BenchTotals> run_bench(std::string_view variant, int depth, const BenchObserver& observer) {
    const std::span<const std::string_view> positions = bench_positions(variant);
    Result<std::unique_ptr<Analyzer>> created = create_analyzer(variant, BENCH_HASH_MIB);
    if (!created || positions.empty())
        return make_error("ERR_NO_BENCH", "no bench for '" + std::string(variant) + "'");
    Analyzer& analyzer = *created.value();
    AnalysisLimits limits;
    limits.depth = depth;
    BenchTotals totals;
    std::chrono::steady_clock::duration searching{};
    for (std::size_t i = 0; i < positions.size(); ++i) {
        Result<std::unique_ptr<Game>> game = create_game(variant, positions[i]);
        if (!game)
            return make_error(game.error().code,
                              "bench position " + std::to_string(i + 1) + ": " + game.error().message);
        analyzer.clear_hash();
        const auto start = std::chrono::steady_clock::now();
        Result<AnalysisResult> r = analyzer.analyse(*game.value(), limits, {});
        searching += std::chrono::steady_clock::now() - start;
        if (!r)
            return make_error(r.error().code, "bench position " + std::to_string(i + 1) + ": " + r.error().message);
        totals.nodes += r.value().info.nodes;
        if (observer)
            observer(i, positions[i], r.value());
    }
    totals.searchMs = std::chrono::duration_cast<std::chrono::milliseconds>(searching).count();
    totals.positions = positions.size();
    return totals;
}

} // namespace littletable::ai
