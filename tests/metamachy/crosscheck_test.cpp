// The engine against the reference generator (reference.h): perft from the start and from every chief arrangement,
// and the legal moves and the positions they lead to along random games. The environment variable
// LITTLETABLE_CROSSCHECK_FACTOR (bench/metamachy_crosscheck.sh) deepens it: above 1, perft to depth 3 from the
// default start and from every arrangement, and FACTOR times the random games.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <random>

#include "engine/core/perft.h"
#include "engine/metamachy/arrangement.h"
#include "tests/metamachy/test_support.h"

using namespace littletable;
using namespace littletable::metamachy;
using metamachy_test::engine_moves;
using metamachy_test::reference_moves;

namespace {

int factor() {
    const char* f = std::getenv("LITTLETABLE_CROSSCHECK_FACTOR");
    return f ? std::max(1, std::atoi(f)) : 1;
}

/// Engine and reference perft from `pos`, printed for the bench script's summary.
void compare_perft(Position pos, int depth, const std::string& name) {
    const auto ref = metamachy_reference::Position::from_fen(pos.fen());
    const uint64_t nodes = perft(pos, depth);
    EXPECT_EQ(nodes, metamachy_reference::perft(ref, depth)) << name;
    if (factor() > 1)
        std::cout << "crosscheck perft " << name << " depth " << depth << ": " << nodes << " nodes\n";
}

} // namespace

TEST(Crosscheck, PerftFromTheSetupStart) {
    Position pos = Position::start();
    const auto ref = metamachy_reference::Position::from_fen(pos.fen());
    EXPECT_EQ(perft(pos, 1), 24u); // the 24 arrangements (metamachy.md, "Setup phase")
    EXPECT_EQ(perft(pos, 2), metamachy_reference::perft(ref, 2));
}

TEST(Crosscheck, PerftFromTheDefaultStart) {
    compare_perft(Position::start(default_arrangement()), factor() > 1 ? 3 : 2, "default start");
}

TEST(Crosscheck, PerftFromEveryArrangement) {
    const int depth = factor() > 1 ? 3 : 2;
    for (int a = 0; a < ARRANGEMENT_NB; ++a)
        compare_perft(Position::start(a), depth, "arrangement " + arrangement_text(a));
}

/// Random games from a random arrangement: at every position the same legal moves, each leading to the same FEN,
/// and make/unmake restoring FEN and key.
TEST(Crosscheck, RandomGamesMoveByMove) {
    std::mt19937 rng(20261130);
    int positions = 0;
    for (int game = 0; game < 3 * factor(); ++game) {
        Position pos = Position::start();
        for (int ply = 0; ply < 120; ++ply) {
            const std::string fen = pos.fen();
            const auto ref = metamachy_reference::Position::from_fen(fen);
            const std::vector<std::string> moves = engine_moves(pos);
            ASSERT_EQ(moves, reference_moves(fen)) << fen;
            if (moves.empty() || pos.outcome().over())
                break;
            ++positions;
            MoveList list;
            pos.generate_legal(list);
            const std::vector<metamachy_reference::Move> refMoves = ref.legal_moves();
            for (Move m : list) {
                const uint64_t key = pos.key();
                pos.make(m);
                const auto rm = std::find_if(refMoves.begin(), refMoves.end(),
                                             [&](const auto& r) { return r.text() == to_lan(m); });
                ASSERT_NE(rm, refMoves.end());
                EXPECT_EQ(pos.fen(), ref.after(*rm).fen()) << fen << " " << to_lan(m);
                pos.unmake(m);
                ASSERT_EQ(pos.fen(), fen);
                ASSERT_EQ(pos.key(), key);
            }
            pos.make(list[std::uniform_int_distribution<size_t>(0, list.size() - 1)(rng)]);
        }
    }
    EXPECT_GT(positions, 200);
    if (factor() > 1)
        std::cout << "crosscheck random games: " << positions << " positions, every child compared\n";
}
