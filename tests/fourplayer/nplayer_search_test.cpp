// The N-player searches of ai/nplayer/ compile against the four-player Position (NPlayerPosition) and, at small
// depth, take a king left in check: the 20 points of fourplayer.md "Points (FFA)", the largest gain on the board.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>

#include "ai/nplayer/brs.h"
#include "ai/nplayer/paranoid.h"
#include "tests/fourplayer/fen_builder.h"
#include "tests/fourplayer/test_support.h"

namespace littletable::fourplayer {
namespace {

/// A test evaluation: 100 per point ahead of the best other seat, plus a little material.
struct TestTraits {
    using Position = fourplayer::Position;
    static constexpr int MAX_MOVES = fourplayer::MAX_MOVES;
    static int evaluate(const Position& pos, Seat s) {
        int best = 0;
        for (Seat o = 0; o < SEAT_NB; ++o)
            if (o != s)
                best = std::max(best, pos.points(o));
        return 100 * (pos.points(s) - best) + 10 * pos.squares_of(s).count();
    }
    static bool in_check(const Position& pos) { return pos.in_check(); }
    static int tactical_order(const Position& pos, Move m) {
        const Piece target = pos.piece_on(m.to());
        return is_live(target) ? 1 + CAPTURE_POINTS[type_of(target)] : 0;
    }
};

static_assert(NPlayerPosition<Position>);

template<typename Searcher>
Move best_move(Position pos, int depth) {
    ai::TranspositionTable<Move> tt(1);
    ai::SearchLimits<Move> limits;
    limits.maxDepth = depth;
    return std::make_unique<Searcher>(tt)->search(pos, limits).bestMove;
}

TEST(NPlayerSearch, ParanoidAndBrsTakeTheKing) {
    const Position pos = testing_support::parse(testing_support::build_fen4(
        "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0",
        {{"h1", "rK"}, {"g5", "rR"}, {"a7", "bK"}, {"g14", "yK"}, {"d13", "yP"}, {"n8", "gK"}}));
    const Move capture = testing_support::find_move(pos, "g5g14");
    EXPECT_EQ(best_move<ai::ParanoidSearcher<TestTraits>>(pos, 2), capture);
    EXPECT_EQ(best_move<ai::BrsSearcher<TestTraits>>(pos, 2), capture);
}

TEST(NPlayerSearch, FromTheStartReturnsALegalMove) {
    const Position pos = Position::start();
    MoveList legal;
    pos.generate_legal(legal);
    EXPECT_TRUE(legal.contains(best_move<ai::ParanoidSearcher<TestTraits>>(pos, 3)));
    EXPECT_TRUE(legal.contains(best_move<ai::BrsSearcher<TestTraits>>(pos, 3)));
}

} // namespace
} // namespace littletable::fourplayer
