// Max^n search (ai/nplayer/maxn.h) on the test game Ring Raid (tests/ai/ring_raid.h): at fixed depths it returns the
// value of the plain recursive definition (tests/ai/nplayer_reference.h) from many random positions, every root
// move's score exact; it sees a game's end at its distance and obeys its limits.
#include <gtest/gtest.h>

#include <memory>
#include <random>

#include "ai/nplayer/maxn.h"
#include "tests/ai/nplayer_reference.h"
#include "tests/ai/ring_raid.h"

namespace littletable::ai {
namespace {

using namespace testing_support;
using Move = RingRaid::Move;

template<typename T = RingRaidTraits>
SearchResult<Move> run(RingRaid pos, const SearchLimits<Move>& limits) {
    TranspositionTable<Move> tt(1);
    return std::make_unique<MaxnSearcher<T>>(tt)->search(pos, limits);
}

SearchLimits<Move> fixed_depth(int depth, bool quiescence) {
    SearchLimits<Move> limits;
    limits.maxDepth = depth;
    limits.quiescence = quiescence;
    return limits;
}

template<typename T>
void expect_reference_values(uint32_t seed, int count, int maxDepth, bool quiescence) {
    std::mt19937 rng(seed);
    constexpr int Q = MaxnSearcher<T>::MAX_QUIESCENCE;
    for (int i = 0; i < count; ++i) {
        RingRaid pos = random_ring_raid(rng);
        const NPlayerReference<T> ref(pos.side_to_move(), quiescence);
        for (int depth = 1; depth <= maxDepth; ++depth) {
            const SearchResult<Move> r = run<T>(pos, fixed_depth(depth, quiescence));
            SCOPED_TRACE("position " + std::to_string(i) + ", depth " + std::to_string(depth));
            ASSERT_GE(r.depth, 1);
            if (r.depth < depth) {
                ASSERT_TRUE(is_mate_score(r.score)); // stopped early on a proven end
            }
            ASSERT_EQ(r.score, ref.maxn(pos, depth, 0, Q));
            for (const RootScore<Move>& rs : r.rootScores) {
                EXPECT_TRUE(rs.exact);
                pos.make(rs.move);
                EXPECT_EQ(rs.score, ref.maxn(pos, r.depth - 1, 1, Q));
                pos.unmake(rs.move);
            }
            ASSERT_FALSE(r.pv.empty());
            EXPECT_EQ(r.pv[0], r.bestMove);
        }
    }
}

TEST(MaxnSearch, MatchesTheReferenceWithQuiescence) { expect_reference_values<RingRaidTraits>(1, 40, 4, true); }

TEST(MaxnSearch, MatchesTheReferenceWithoutQuiescence) { expect_reference_values<RingRaidTraits>(2, 40, 4, false); }

TEST(MaxnSearch, MatchesTheReferenceWithCheck) { expect_reference_values<RingRaidCheckTraits>(3, 40, 4, true); }

TEST(MaxnSearch, SeesAWinAtItsDistance) {
    // Three seats, budget 3: seat 0 takes seat 1's token on 1 and wins alone three plies later (nplayer_search_test).
    const RingRaid pos({{0}, {1, 6}, {9}}, {0, 0, 0}, 0, 3);
    EXPECT_FALSE(is_mate_score(run(pos, fixed_depth(2, false)).score));
    const SearchResult<Move> r = run(pos, SearchLimits<Move>{});
    EXPECT_EQ(r.score, mate_in(3));
    EXPECT_EQ(r.bestMove, (Move{0, 1}));
    EXPECT_EQ(r.depth, 3);
}

TEST(MaxnSearch, LimitsEndTheSearchWithALegalMove) {
    const RingRaid pos({{0, 4, 8}, {1, 5, 9}, {2, 6, 10}, {3, 7, 11}}, {0, 0, 0, 0}, 0, 60);
    RingRaid::MoveList legal;
    pos.generate_legal(legal);
    for (uint64_t budget : {1u, 100u, 10000u}) {
        SearchLimits<Move> limits;
        limits.maxNodes = budget;
        const SearchResult<Move> r = run(pos, limits);
        EXPECT_LE(r.nodes, budget);
        EXPECT_TRUE(r.stopped);
        EXPECT_NE(std::find(legal.begin(), legal.end(), r.bestMove), legal.end());
    }
}

} // namespace
} // namespace littletable::ai
