// Perft speed of the chess, Metamate and Metamachy move generators, in nodes per second (Google Benchmark counter "nodes").
// Run: build/release/bench/perft_bench   (compare runs side by side on one machine: they are noisy)
#include <benchmark/benchmark.h>

#include "engine/chess/position.h"
#include "engine/core/perft.h"
#include "engine/metamachy/arrangement.h"
#include "engine/metamachy/position.h"
#include "engine/metamate/position.h"

namespace {

using littletable::chess::Position;

constexpr const char* KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
constexpr const char* POSITION3 = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";

template<typename P = Position>
void run(benchmark::State& state, const char* fen) {
    P pos = P::from_fen(fen).value();
    const int depth = int(state.range(0));
    uint64_t nodes = 0;
    for (auto _ : state)
        nodes += littletable::perft(pos, depth);
    state.counters["nodes"] = benchmark::Counter(double(nodes), benchmark::Counter::kIsRate);
}

void BM_PerftStart(benchmark::State& state) { run(state, littletable::chess::START_FEN.data()); }
void BM_PerftKiwipete(benchmark::State& state) { run(state, KIWIPETE); }
void BM_PerftPosition3(benchmark::State& state) { run(state, POSITION3); }
/// Metamate after a typical setup: both queens' knights replaced by M2.1 Metas.
void BM_PerftMetamateSetup(benchmark::State& state) {
    run<littletable::metamate::Position>(state, "rm[2.1]bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RM[2.1]BQKBNR w KQkq - 0 1");
}

/// Metamachy from the default start (Black chose the default arrangement; White to move).
void BM_PerftMetamachyStart(benchmark::State& state) {
    using littletable::metamachy::Position;
    run<Position>(state, Position::start(littletable::metamachy::default_arrangement()).fen().c_str());
}

/// The generator alone (no make/unmake): legal moves of Kiwipete, listed and counted.
void BM_GenerateKiwipete(benchmark::State& state) {
    Position pos = Position::from_fen(KIWIPETE).value();
    littletable::chess::MoveList list;
    for (auto _ : state) {
        pos.generate_legal(list);
        benchmark::DoNotOptimize(list.size());
    }
}
void BM_CountKiwipete(benchmark::State& state) {
    Position pos = Position::from_fen(KIWIPETE).value();
    for (auto _ : state)
        benchmark::DoNotOptimize(pos.count_legal());
}

} // namespace

BENCHMARK(BM_PerftStart)->Arg(5)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PerftKiwipete)->Arg(4)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PerftPosition3)->Arg(6)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PerftMetamateSetup)->Arg(5)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PerftMetamachyStart)->Arg(4)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_GenerateKiwipete);
BENCHMARK(BM_CountKiwipete);
