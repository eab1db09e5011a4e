// Martian Chess perft speed: engine/martian's bitboards (one 64-bit word per piece type, 8-wide layout for both
// boards, bulk counting at the leaves) beside the character-grid reference generator of tests/martian/reference.h
// (copy-make, counting its last ply's moves without playing them), on the same positions, so the ratio measures the
// representation. The engine also runs without bulk counting (every leaf move made and taken back, as in a search).
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

/// The engine's position without bulk counting: perft makes every leaf move, as a search does.
struct EveryLeaf {
    using Move = martian::Move;
    using MoveList = martian::MoveList;
    Position pos;
    void generate_legal(MoveList& list) const { pos.generate_legal(list); }
    void make(Move m) { pos.make(m); }
    void unmake(Move m) { pos.unmake(m); }
    Seat side_to_move() const { return pos.side_to_move(); }
    Key key() const { return pos.key(); }
    Outcome outcome() const { return pos.outcome(); }
};

template<typename F>
void timed(const char* what, F count) {
    const auto t0 = std::chrono::steady_clock::now();
    const uint64_t nodes = count();
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("%-58s %14llu nodes %8.3f s %10.2f M nodes/s\n", what, (unsigned long long)nodes, s, nodes / s / 1e6);
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
        std::snprintf(label, sizeof label, "bitboards, bulk count:  %s, depth %d", p.name, d);
        timed(label, [&] { return perft(pos, d); });
        EveryLeaf slow{pos};
        std::snprintf(label, sizeof label, "bitboards, leaves made: %s, depth %d", p.name, d - 1);
        timed(label, [&] { return perft(slow, d - 1); });
        const reference::Pos ref = reference::parse(p.fen);
        std::snprintf(label, sizeof label, "grid (reference):       %s, depth %d", p.name, d - 2);
        timed(label, [&] { return reference::perft(ref, d - 2); });
    }
}
