// engine/martian's Position fits the static interfaces the AI is compiled against: GamePosition for the two-player
// search (ai/search.h) and NPlayerPosition for the N-player searches (ai/nplayer/), checked by compiling each
// search over it and running it at a low depth with a plain evaluation (points, then pips on the board). The real
// evaluation and levels are the AI's part (issue 8, part 4).
#include <gtest/gtest.h>

#include <bit>
#include <memory>

#include "ai/nplayer/brs.h"
#include "ai/nplayer/paranoid.h"
#include "ai/search.h"
#include "engine/core/nplayer_position.h"
#include "tests/martian/test_support.h"

namespace littletable::martian {
namespace {

using namespace testing_support;

static_assert(GamePosition<Position>);
static_assert(CountsLegalMoves<Position>);
static_assert(NPlayerPosition<Position>);

/// Seat `s`'s points times 100 plus the pips in its zone times 10.
int plain_value(const Position& pos, Seat s) {
    int pips = 0;
    for (int pt = PAWN; pt <= QUEEN; ++pt)
        pips += pt * std::popcount(pos.pieces(PieceType(pt)) & pos.layout().zone[s]);
    return 100 * pos.points(s) + 10 * pips;
}

struct TwoPlayerTraits {
    using Position = martian::Position;
    static int evaluate(const Position& pos) {
        const Seat us = pos.side_to_move();
        return plain_value(pos, us) - plain_value(pos, Seat(1 - us));
    }
};

struct FourPlayerTraits {
    using Position = martian::Position;
    static int evaluate(const Position& pos, Seat s) {
        int best = -1000000;
        for (int o = 0; o < pos.seat_count(); ++o)
            if (o != s)
                best = std::max(best, plain_value(pos, Seat(o)));
        return plain_value(pos, s) - best;
    }
    static int tactical_order(const Position& pos, Move m) { return pos.is_capture(m) ? 10 * pos.piece_on(m.to()) : 0; }
};

static_assert(ai::SearchTraits<TwoPlayerTraits>);
static_assert(ai::NPlayerTraits<FourPlayerTraits>);

TEST(SearchFit, TwoPlayerSearchTakesTheWinningEnd) {
    // South's last piece, the pawn a4, may leave its zone by capturing the queen on b5: the game ends at once and
    // South wins 3-2. The other move, a4-b3, lets North's queen take the pawn on b3, emptying North's zone: 0-3.
    Position pos = from("4/4/4/1q2/p3/4/4/4 s 0/2 - - 0");
    ai::TranspositionTable<Move> tt(1);
    auto searcher = std::make_unique<ai::Searcher<TwoPlayerTraits>>(tt);
    ai::SearchLimits<Move> limits;
    limits.maxDepth = 3;
    const auto r = searcher->search(pos, limits);
    EXPECT_EQ(to_text(r.bestMove), "a4-b5");
    EXPECT_TRUE(ai::is_mate_score(r.score)) << r.score;
    EXPECT_EQ(pos.fen(), "4/4/4/1q2/p3/4/4/4 s 0/2 - - 0");
}

TEST(SearchFit, TwoPlayerSearchFromTheStart) {
    Position pos = Position::start(2, Settings{.deadlockClock = true});
    ai::TranspositionTable<Move> tt(1);
    auto searcher = std::make_unique<ai::Searcher<TwoPlayerTraits>>(tt);
    ai::SearchLimits<Move> limits;
    limits.maxDepth = 4;
    const auto r = searcher->search(pos, limits);
    EXPECT_TRUE(pos.is_legal(r.bestMove));
}

template<typename S>
void four_player_search() {
    Position pos = Position::start(4);
    ai::TranspositionTable<Move> tt(1);
    auto searcher = std::make_unique<S>(tt);
    ai::SearchLimits<Move> limits;
    limits.maxDepth = 3;
    for (int ply = 0; ply < 8; ++ply) {
        const auto r = searcher->search(pos, limits);
        ASSERT_TRUE(pos.is_legal(r.bestMove)) << pos.fen();
        pos.make(r.bestMove);
    }
}

TEST(SearchFit, ParanoidSearchPlaysFourPlayers) { four_player_search<ai::ParanoidSearcher<FourPlayerTraits>>(); }
TEST(SearchFit, BrsSearchPlaysFourPlayers) { four_player_search<ai::BrsSearcher<FourPlayerTraits>>(); }

} // namespace
} // namespace littletable::martian
