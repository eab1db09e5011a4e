// `littletable bench [depth]`: the search's signature. Every bench position of a variant (ai/bench_positions.h)
// searched to a fixed depth, one thread, the table cleared before each; one line per position on stderr, then
// the totals on stdout. The node count depends only on the search, never on the machine; the time counts only the
// searches (clearing the table between positions is not timed, as in Stockfish's bench).
#include <chrono>
#include <iostream>
#include <string>

#include "ai/analysis.h"
#include "ai/bench_positions.h"
#include "cli/commands.h"
#include "engine/core/registry.h"

namespace littletable::cli {

namespace {

/// Depth of the bench unless given: chess takes about 7 s of one core in the release build (7 million nodes).
constexpr int DEFAULT_BENCH_DEPTH = 12;
constexpr std::size_t BENCH_HASH_MIB = 16;

struct BenchOptions {
    int depth = DEFAULT_BENCH_DEPTH;
    std::string game = "chess";
};

int run_bench(const BenchOptions& o) {
    const auto& positions = ai::bench_positions(o.game);
    Result<std::unique_ptr<ai::Analyzer>> created = ai::create_analyzer(o.game, BENCH_HASH_MIB);
    if (!created || positions.empty()) {
        std::cerr << "error: no bench for '" << o.game << "'\n";
        return 2;
    }
    ai::Analyzer& analyzer = *created.value();
    ai::AnalysisLimits limits;
    limits.depth = o.depth;
    uint64_t nodes = 0;
    std::chrono::steady_clock::duration searching{};
    for (std::size_t i = 0; i < positions.size(); ++i) {
        Result<std::unique_ptr<Game>> game = create_game(o.game, positions[i]);
        if (!game) {
            std::cerr << "error: bench position " << i + 1 << ": " << game.error().message << "\n";
            return 1;
        }
        analyzer.clear_hash();
        const auto start = std::chrono::steady_clock::now();
        Result<ai::AnalysisResult> r = analyzer.analyse(*game.value(), limits, {});
        searching += std::chrono::steady_clock::now() - start;
        if (!r) {
            std::cerr << "error: bench position " << i + 1 << ": " << r.error().message << "\n";
            return 1;
        }
        nodes += r.value().info.nodes;
        std::cerr << "Position " << i + 1 << "/" << positions.size() << " (" << positions[i] << "): bestmove "
                  << r.value().bestMove << ", nodes " << r.value().info.nodes << "\n";
    }
    const int64_t ms = std::chrono::duration_cast<std::chrono::milliseconds>(searching).count();
    std::cout << "===========================\n"
              << "Total time (ms) : " << ms << "\n"
              << "Nodes searched  : " << nodes << "\n"
              << "Nodes/second    : " << nodes * 1000 / uint64_t(std::max<int64_t>(ms, 1)) << std::endl;
    return 0;
}

} // namespace

void add_bench_command(CLI::App& app, int& exitCode) {
    auto o = std::make_shared<BenchOptions>();
    CLI::App* cmd = app.add_subcommand("bench", "Search the bench positions to a fixed depth; print the node count");
    cmd->add_option("depth", o->depth, "Depth in plies")->check(CLI::Range(1, 30))->capture_default_str();
    cmd->add_option("--game,-g", o->game, "Game name (see `littletable games`)")->capture_default_str();
    cmd->callback([o, &exitCode] { exitCode = run_bench(*o); });
}

} // namespace littletable::cli
