// Search speed in nodes per second (Google Benchmark counter "nodes"), fixed depth, one thread, a fresh
// 16 MiB transposition table per run. Positions: the start, Kiwipete, a quiet middlegame, a rook endgame.
// Run: build/release/bench/search_bench   (compare runs on one machine: they are noisy)
#include <benchmark/benchmark.h>

#include <memory>

#include "ai/games/chess_traits.h"
#include "ai/search.h"

namespace {

using littletable::ai::ChessTraits;
using littletable::ai::Searcher;
using littletable::ai::SearchLimits;
using littletable::ai::TranspositionTable;
using littletable::chess::Move;
using littletable::chess::Position;

constexpr const char* KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
constexpr const char* MIDDLEGAME = "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 0 8";
constexpr const char* ENDGAME = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";

void run(benchmark::State& state, const char* fen) {
    Position pos = Position::from_fen(fen).value();
    SearchLimits<Move> limits;
    limits.maxDepth = int(state.range(0));
    uint64_t nodes = 0;
    for (auto _ : state) {
        state.PauseTiming();
        auto tt = std::make_unique<TranspositionTable<Move>>(16);
        auto searcher = std::make_unique<Searcher<ChessTraits>>(*tt);
        state.ResumeTiming();
        nodes += searcher->search(pos, limits).nodes;
    }
    state.counters["nodes"] = benchmark::Counter(double(nodes), benchmark::Counter::kIsRate);
    state.counters["nodes_per_search"] = double(nodes) / double(state.iterations());
}

void BM_SearchStart(benchmark::State& state) { run(state, littletable::chess::START_FEN.data()); }
void BM_SearchKiwipete(benchmark::State& state) { run(state, KIWIPETE); }
void BM_SearchMiddlegame(benchmark::State& state) { run(state, MIDDLEGAME); }
void BM_SearchEndgame(benchmark::State& state) { run(state, ENDGAME); }

/// The evaluation alone.
void BM_EvaluateKiwipete(benchmark::State& state) {
    Position pos = Position::from_fen(KIWIPETE).value();
    for (auto _ : state)
        benchmark::DoNotOptimize(littletable::chess::evaluate(pos));
}

} // namespace

BENCHMARK(BM_SearchStart)->Arg(9)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SearchKiwipete)->Arg(7)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SearchMiddlegame)->Arg(9)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SearchEndgame)->Arg(12)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_EvaluateKiwipete);
