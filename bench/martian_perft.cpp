// Martian Chess perft speed: engine/martian's bitboards (one 64-bit word per piece type, 8-wide layout for both
// boards, bulk counting at the leaves) beside the character-grid reference generator of tests/martian/reference.h
// (copy-make, no bulk counting), on the same positions, so the ratio measures the representation.
// Usage: martian_perft [depth (7)]   (the middlegame one ply shallower; the reference two plies shallower)
#include <chrono>
#include <cstdio>
#include <cstdlib>

#include "engine/core/perft.h"
#include "engine/martian/position.h"
#include "tests/martian/reference.h"

using namespace littletable;
using namespace littletable::martian;

namespace {

template<typename F>
void timed(const char* what, F count) {
    const auto t0 = std::chrono::steady_clock::now();
    const uint64_t nodes = count();
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("%-44s %14llu nodes %8.3f s %10.2f M nodes/s\n", what, (unsigned long long)nodes, s, nodes / s / 1e6);
}

} // namespace

int main(int argc, char** argv) {
    const int depth = argc > 1 ? std::atoi(argv[1]) : 7;
    const struct {
        const char* name;
        const char* fen;
        int shallower;
    } positions[] = {
        {"2 players, start", START_FEN_2P.data(), 0},
        {"2 players, middlegame", "qq2/d1p1/1p1d/q3/1p2/2d1/1pq1/d2q n 4/5 - - 24", 1},
        {"4 players, start", START_FEN_4P.data(), 0},
    };
    for (const auto& p : positions) {
        const int d = depth - p.shallower;
        Position pos = Position::from_fen(p.fen).value();
        char label[96];
        std::snprintf(label, sizeof label, "engine    %s, depth %d", p.name, d);
        timed(label, [&] { return perft(pos, d); });
        const reference::Pos ref = reference::parse(p.fen);
        std::snprintf(label, sizeof label, "reference %s, depth %d", p.name, d - 2);
        timed(label, [&] { return reference::perft(ref, d - 2); });
    }
}
