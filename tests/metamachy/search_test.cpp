// The generic search (ai/search.h) compiled against Metamachy's position with the least traits (material only):
// Position satisfies GamePosition and the search finds a mate in one and plays from the start.
#include <gtest/gtest.h>

#include <memory>

#include "ai/search.h"
#include "engine/metamachy/arrangement.h"
#include "engine/metamachy/notation.h"
#include "tests/metamachy/test_support.h"

using namespace littletable;
using namespace littletable::ai;
using namespace littletable::metamachy;

namespace {

/// Material only, in rough pawn units x100 (enough for the test; the real evaluation is engine/metamachy/evaluate.h).
struct MaterialTraits {
    using Position = metamachy::Position;
    static constexpr int MAX_MOVES = 1024;
    static int evaluate(const Position& pos) {
        constexpr int VALUE[PIECE_TYPE_NB] = {0, 100, 250, 300, 300, 250, 350, 500, 450, 800, 700, 900, 0};
        int score = 0;
        for (Color c : {WHITE, BLACK})
            for (int pt = PAWN; pt < KING; ++pt)
                score += (c == pos.side_to_move() ? 1 : -1) * VALUE[pt] * pos.count(c, PieceType(pt));
        return score;
    }
    static bool in_check(const Position& pos) { return !pos.in_setup() && pos.in_check(); }
};

static_assert(GamePosition<metamachy::Position>);
static_assert(CountsLegalMoves<metamachy::Position>);
static_assert(SearchTraits<MaterialTraits>);

SearchResult<Move> search(Position pos, int depth) {
    TranspositionTable<Move> tt(1);
    auto searcher = std::make_unique<Searcher<MaterialTraits>>(tt);
    SearchLimits<Move> limits;
    limits.maxDepth = depth;
    return searcher->search(pos, limits);
}

} // namespace

TEST(Search, FindsAMateInOne) {
    // Qh11-b11 mates the King a12 (b11 guarded by the King c10).
    const auto r = search(metamachy_test::from_fen("k11/7Q4/2K9/12/12/12/12/12/12/12/12/12 w - - 0 1"), 2);
    EXPECT_EQ(r.score, mate_in(1));
    Position pos = metamachy_test::from_fen("k11/7Q4/2K9/12/12/12/12/12/12/12/12/12 w - - 0 1");
    pos.make(r.bestMove);
    EXPECT_EQ(pos.outcome().termination, Termination::CHECKMATE);
}

TEST(Search, PlaysALegalMoveFromTheSetupAndTheStart) {
    for (Position pos : {Position::start(), Position::start(default_arrangement())}) {
        const auto r = search(pos, 2);
        EXPECT_TRUE(pos.is_legal(r.bestMove)) << to_lan(r.bestMove);
    }
}
