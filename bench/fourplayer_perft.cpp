// Perft speed of four-player chess (engine/fourplayer): leaf nodes per second from the modern start, the classic
// start and a middlegame position, one thread, bulk counting at the leaves. Prints one line per position.
// Usage: fourplayer_perft [depth (6)]
#include <chrono>
#include <cstdio>
#include <ctime>
#include <cstdlib>

#include "engine/core/perft.h"
#include "engine/fourplayer/notation.h"
#include "engine/fourplayer/position.h"

using namespace littletable;
using namespace littletable::fourplayer;

namespace {

/// The modern start after the rules file's PGN4 example and a few more moves: queens out, lines open.
Position middlegame() {
    Position pos = Position::start();
    for (const char* m : {"h2-h3", "b7-c7", "g13-g12", "m8-l8", "Qg1-i3", "Qa8-d5", "i13-i12", "Qn7-m8", "e2-e4",
                          "b9-d9", "Nj14-k12", "l8-k8", "Nj1-k3", "Na10-c9", "f13-f11", "m6-k6"}) {
        const Result<Move> move = parse_move(pos, m);
        if (!move) {
            std::fprintf(stderr, "%s: %s\n", m, move.error().message.c_str());
            std::exit(1);
        }
        pos.make(move.value());
    }
    return pos;
}

void run(const char* name, Position pos, int depth) {
    const auto t0 = std::chrono::steady_clock::now();
    const std::clock_t c0 = std::clock();
    const uint64_t nodes = perft(pos, depth);
    const double cpu = double(std::clock() - c0) / CLOCKS_PER_SEC;
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("%-10s depth %d  nodes %12llu  %7.3f s  %6.1f Mnps  (cpu %7.3f s  %6.1f Mnps)\n", name, depth,
                (unsigned long long)nodes, s, nodes / s / 1e6, cpu, nodes / cpu / 1e6);
}

} // namespace

int main(int argc, char** argv) {
    const int depth = argc > 1 ? std::atoi(argv[1]) : 6;
    run("modern", Position::start(), depth);
    run("classic", Position::start(true), depth);
    run("middle", middlegame(), depth - 1);
}
