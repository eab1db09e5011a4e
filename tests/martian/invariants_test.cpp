// Invariants on long random games (the proof, from docs/rules/martian.md): in the 2-player game the
// scores plus the pips on the board always total 36 (each side starts with 3 * 1 + 3 * 2 + 3 * 3 = 18; a capture
// moves pips to a score, a field promotion keeps them), 72 with four players; the side to move has a legal move
// exactly while the game goes on, and the game goes on (clock and limit aside) exactly while no zone is empty.
#include <gtest/gtest.h>

#include <bit>
#include <random>

#include "tests/martian/test_support.h"

namespace littletable::martian {
namespace {

int pips(const Position& pos) {
    int total = 0;
    for (int pt = PAWN; pt <= QUEEN; ++pt)
        total += pt * std::popcount(pos.pieces(PieceType(pt)));
    return total;
}

bool some_zone_empty(const Position& pos) {
    for (int s = 0; s < pos.seat_count(); ++s)
        if ((pos.pieces() & pos.layout().zone[s]) == 0)
            return true;
    return false;
}

TEST(Invariants, LongRandomGames) {
#if defined(__SANITIZE_ADDRESS__)
    constexpr int GAMES = 20;
#else
    constexpr int GAMES = 200;
#endif
    std::mt19937 rng(36);
    int ended = 0;
    for (int seats : {2, 4}) {
        const int total = seats == 2 ? 36 : 72;
        for (int game = 0; game < GAMES; ++game) {
            Position pos = Position::start(seats);
            for (int ply = 0; ply < 2000; ++ply) {
                int scores = 0;
                for (int s = 0; s < seats; ++s)
                    scores += pos.points(Seat(s));
                ASSERT_EQ(scores + pips(pos), total) << pos.fen();
                MoveList moves;
                pos.generate_legal(moves);
                const bool empty = some_zone_empty(pos);
                ASSERT_EQ(pos.outcome().over(), empty) << pos.fen();
                ASSERT_EQ(moves.size() > 0, !empty)
                    << "the side to move has a move while no zone is empty: " << pos.fen();
                if (empty) {
                    ++ended;
                    break;
                }
                pos.make(moves[rng() % moves.size()]);
            }
        }
    }
    std::printf("invariants: %d of %d random games ended by an empty zone\n", ended, 2 * GAMES);
}

} // namespace
} // namespace littletable::martian
