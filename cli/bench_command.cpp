// `littletable bench [depth]`: the search's signature. Every bench position of a variant (ai/game_ai.h)
// searched to a fixed depth, one thread, the table cleared before each; one line per position on stderr, then
// the totals on stdout. The node count depends only on the search, never on the machine; the time counts only the
// searches (clearing the table between positions is not timed, as in Stockfish's bench).
#include <algorithm>
#include <iostream>
#include <string>

#include "ai/bench_run.h"
#include "ai/game_ai.h"
#include "cli/commands.h"

namespace littletable::cli {

namespace {

/// Depth of the bench unless given: chess takes about 7 s of one core in the release build (7 million nodes).
constexpr int DEFAULT_BENCH_DEPTH = 12;

struct BenchOptions {
    int depth = DEFAULT_BENCH_DEPTH;
    std::string game = "chess";
};

int run_bench(const BenchOptions& o) {
    std::size_t count = ai::bench_positions(o.game).size();
    Result<ai::BenchTotals> totals =
        ai::run_bench(o.game, o.depth, [count](std::size_t i, std::string_view fen, const ai::AnalysisResult& r) {
            std::cerr << "Position " << i + 1 << "/" << count << " (" << fen << "): bestmove " << r.bestMove
                      << ", nodes " << r.info.nodes << "\n";
        });
    if (!totals) {
        std::cerr << "error: " << totals.error().message << "\n";
        return totals.error().code == "ERR_NO_BENCH" ? 2 : 1;
    }
    const ai::BenchTotals& t = totals.value();
    std::cout << "===========================\n"
              << "Total time (ms) : " << t.searchMs << "\n"
              << "Nodes searched  : " << t.nodes << "\n"
              << "Nodes/second    : " << t.nodes * 1000 / uint64_t(std::max<int64_t>(t.searchMs, 1)) << std::endl;
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
