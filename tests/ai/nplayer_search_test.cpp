// The N-player searches (ai/nplayer/paranoid.h, ai/nplayer/brs.h) on the test game Ring Raid (tests/ai/ring_raid.h):
// at fixed depths they return the value of the plain recursive definitions (tests/ai/nplayer_reference.h) from many
// random positions, with and without quiescence and hooks; they see a game's end at its distance, skip eliminated
// seats, obey their limits and keep the entries of other root seats and other searches apart.
#include <gtest/gtest.h>

#include <atomic>
#include <memory>
#include <random>
#include <sstream>
#include <string>

#include "ai/levels.h"
#include "ai/nplayer/brs.h"
#include "ai/nplayer/paranoid.h"
#include "tests/ai/nplayer_reference.h"
#include "tests/ai/ring_raid.h"

namespace littletable::ai {
namespace {

using namespace testing_support;
using Move = RingRaid::Move;

/// One search and its reference. `LEVELS_FOR_THREE_PLIES`: the depth at which the search sees three plies of a
/// three-seat game (paranoid: one per ply; BRS+: the root seat's move, then one layer of two opponents).
template<template<typename> class S, bool BRS>
struct Kind {
    template<typename T>
    using Searcher = S<T>;
    static constexpr int LEVELS_FOR_THREE_PLIES = BRS ? 2 : 3;
    template<typename T>
    static int reference(const NPlayerReference<T>& ref, RingRaid& pos, int depth, int ply) {
        return BRS ? ref.brs(pos, depth, ply) : ref.paranoid(pos, depth, ply);
    }
};

template<typename K>
class NPlayerSearchTest : public ::testing::Test {};
using Kinds = ::testing::Types<Kind<ParanoidSearcher, false>, Kind<BrsSearcher, true>>;
TYPED_TEST_SUITE(NPlayerSearchTest, Kinds);

std::string describe(const RingRaid& pos) {
    std::ostringstream out;
    out << "seats " << pos.seat_count() << ", side " << int(pos.side_to_move()) << ", budget " << pos.moves_left()
        << ", cells";
    for (int c = 0; c < RingRaid::CELLS; ++c)
        out << ' ' << int(pos.owner(c));
    out << ", points";
    for (int s = 0; s < pos.seat_count(); ++s)
        out << ' ' << pos.points(s);
    return out.str();
}

bool is_legal(const RingRaid& pos, Move m) {
    RingRaid::MoveList list;
    pos.generate_legal(list);
    return std::find(list.begin(), list.end(), m) != list.end();
}

/// Plays `line` from a copy of `pos`, each move of which must be legal and none by an eliminated seat.
void expect_legal_line(RingRaid pos, const std::vector<Move>& line) {
    for (Move m : line) {
        ASSERT_TRUE(is_legal(pos, m)) << describe(pos);
        pos.make(m);
    }
}

SearchLimits<Move> fixed_depth(int depth, bool quiescence = true) {
    SearchLimits<Move> limits;
    limits.maxDepth = depth;
    limits.quiescence = quiescence;
    return limits;
}

template<typename K, typename T = RingRaidTraits>
SearchResult<Move> run(RingRaid pos, const SearchLimits<Move>& limits) {
    TranspositionTable<Move> tt(1);
    return std::make_unique<typename K::template Searcher<T>>(tt)->search(pos, limits);
}

/// From `count` random positions at each depth up to `maxDepth`: the root score is the reference's, the best move
/// and every root move with an exact score score what the reference gives them, the others are upper bounds, and
/// the PV is legal.
template<typename K, typename T>
void expect_reference_values(uint32_t seed, int count, int maxDepth, bool quiescence) {
    std::mt19937 rng(seed);
    TranspositionTable<Move> tt(1);
    auto searcher = std::make_unique<typename K::template Searcher<T>>(tt);
    for (int i = 0; i < count; ++i) {
        RingRaid pos = random_ring_raid(rng);
        const uint64_t key = pos.key();
        const NPlayerReference<T> ref(pos.side_to_move(), quiescence);
        for (int depth = 1; depth <= maxDepth; ++depth) {
            tt.clear(); // a fresh table: the value at a depth must not depend on what it holds
            const SearchResult<Move> r = searcher->search(pos, fixed_depth(depth, quiescence));
            ASSERT_EQ(pos.key(), key);
            SCOPED_TRACE(describe(pos) + ", depth " + std::to_string(depth));
            // The search may stop early on a proven end of the game: its value is then the same at every depth.
            ASSERT_GE(r.depth, 1);
            ASSERT_LE(r.depth, depth);
            if (r.depth < depth) {
                ASSERT_TRUE(is_mate_score(r.score));
            }
            ASSERT_EQ(r.score, K::reference(ref, pos, depth, 0));
            int best = -SCORE_INFINITE;
            for (const RootScore<Move>& rs : r.rootScores) {
                pos.make(rs.move);
                const int value = K::reference(ref, pos, r.depth - 1, 1);
                pos.unmake(rs.move);
                best = std::max(best, value);
                if (rs.exact) {
                    EXPECT_EQ(rs.score, value);
                } else {
                    EXPECT_GE(rs.score, value);
                }
                if (rs.move == r.bestMove) {
                    EXPECT_EQ(value, r.score);
                }
            }
            EXPECT_EQ(best, r.score);
            ASSERT_FALSE(r.pv.empty());
            EXPECT_EQ(r.pv[0], r.bestMove);
            expect_legal_line(pos, r.pv);
        }
    }
}

TYPED_TEST(NPlayerSearchTest, MatchesTheReferenceWithQuiescence) {
    expect_reference_values<TypeParam, RingRaidTraits>(1, 70, 5, true);
}

TYPED_TEST(NPlayerSearchTest, MatchesTheReferenceWithoutQuiescence) {
    expect_reference_values<TypeParam, RingRaidTraits>(2, 70, 5, false);
}

TYPED_TEST(NPlayerSearchTest, MatchesTheReferenceWithCheckAndStaticOrder) {
    expect_reference_values<TypeParam, RingRaidCheckTraits>(3, 70, 5, true);
}

TYPED_TEST(NPlayerSearchTest, MatchesTheReferenceWithoutAnyHook) {
    expect_reference_values<TypeParam, RingRaidBareTraits>(4, 40, 5, true);
}

// Three seats, budget 3. Seat 0 (token 0) takes seat 1's token on 1 (1 point; seat 1 keeps its token on 6). Seat 1
// (6 -> 7 or 8) and seat 2 (9 -> 10 or 11) can take nothing, and the budget ends the game after their moves: seat 0
// wins alone on 1 point against 0, three plies from the root. Its other move, 0 -> 2, lets seat 1 take its last
// token.
const RingRaid WIN_IN_THREE({{0}, {1, 6}, {9}}, {0, 0, 0}, 0, 3);

TYPED_TEST(NPlayerSearchTest, SeesAWinAtItsDistance) {
    const int depth = TypeParam::LEVELS_FOR_THREE_PLIES;
    const SearchResult<Move> shallow = run<TypeParam>(WIN_IN_THREE, fixed_depth(depth - 1, false));
    EXPECT_FALSE(is_mate_score(shallow.score));
    const SearchResult<Move> found = run<TypeParam>(WIN_IN_THREE, fixed_depth(depth, false));
    EXPECT_EQ(found.score, mate_in(3));
    EXPECT_EQ(found.bestMove, (Move{0, 1}));
    EXPECT_EQ(found.pv.size(), 3u);
    // Without a depth limit the search ends once the win is proven, three plies deep.
    const SearchResult<Move> open = run<TypeParam>(WIN_IN_THREE, SearchLimits<Move>{});
    EXPECT_EQ(open.score, mate_in(3));
    EXPECT_EQ(open.depth, 3);
    EXPECT_FALSE(open.stopped);
}

// Three seats, budget 2. Seat 0 (tokens 4 and 5) must move one: 4 -> 6, 5 -> 6 or 5 -> 7, each leaving a token on 4
// or 5 for seat 1's token on 3 to take. Then the budget ends the game with seat 1 alone ahead: seat 0 loses, two
// plies from the root, whatever it plays.
const RingRaid LOSS_IN_TWO({{4, 5}, {3}, {9}}, {0, 0, 0}, 0, 2);

TYPED_TEST(NPlayerSearchTest, SeesALossAtItsDistance) {
    EXPECT_FALSE(is_mate_score(run<TypeParam>(LOSS_IN_TWO, fixed_depth(1, false)).score));
    EXPECT_EQ(run<TypeParam>(LOSS_IN_TWO, fixed_depth(2, false)).score, mated_in(2));
    // Quiescence sees seat 1's capture from depth 1 already.
    EXPECT_EQ(run<TypeParam>(LOSS_IN_TWO, fixed_depth(1, true)).score, mated_in(2));
}

TYPED_TEST(NPlayerSearchTest, GameOverAtTheRoot) {
    // Budget 0: the game is over; its score by the points, seat 0 to move.
    const auto over = [](std::vector<int> points) {
        return run<TypeParam>(RingRaid({{0}, {4}, {8}}, points, 0, 0), {});
    };
    EXPECT_EQ(over({4, 1, 2}).score, mate_in(0)); // seat 0 alone first
    EXPECT_EQ(over({1, 4, 2}).score, mated_in(0));
    EXPECT_EQ(over({4, 4, 2}).score, SCORE_DRAW); // first place shared
    EXPECT_EQ(over({4, 1, 2}).bestMove, Move{});
}

TYPED_TEST(NPlayerSearchTest, EliminatedSeatsAreSkipped) {
    // Four seats, seat 2 out from the start; seat 0 can take seat 1's last token (0 -> 2) within the horizon.
    RingRaid pos({{0, 6}, {2}, {}, {8, 10}}, {0, 1, 3, 0}, 0, 8);
    const SearchResult<Move> r = run<TypeParam>(pos, fixed_depth(4));
    const NPlayerReference<RingRaidTraits> ref(0, true);
    EXPECT_EQ(r.score, TypeParam::reference(ref, pos, 4, 0));
    RingRaid line = pos;
    for (Move m : r.pv) {
        ASSERT_NE(line.side_to_move(), 2);
        ASSERT_TRUE(is_legal(line, m));
        line.make(m);
    }
}

// Four seats, three tokens each, a budget of 60 moves: no search finishes that tree, a limit must end it.
const RingRaid FULL_RING({{0, 4, 8}, {1, 5, 9}, {2, 6, 10}, {3, 7, 11}}, {0, 0, 0, 0}, 0, 60);

TYPED_TEST(NPlayerSearchTest, NodeBudgetIsExact) {
    for (uint64_t budget : {1u, 10u, 100u, 1000u}) {
        const RingRaid pos = FULL_RING;
        SearchLimits<Move> limits;
        limits.maxNodes = budget;
        const SearchResult<Move> r = run<TypeParam>(pos, limits);
        EXPECT_LE(r.nodes, budget);
        EXPECT_TRUE(r.stopped);
        EXPECT_TRUE(is_legal(pos, r.bestMove)) << describe(pos);
    }
}

TYPED_TEST(NPlayerSearchTest, StopFlagIsReadEveryPollInterval) {
    const RingRaid pos = FULL_RING;
    const std::atomic<bool> stop{true};
    SearchLimits<Move> limits;
    limits.stop = &stop;
    const SearchResult<Move> r = run<TypeParam>(pos, limits);
    EXPECT_TRUE(r.stopped);
    EXPECT_EQ(r.nodes, POLL_NODES);
    EXPECT_TRUE(is_legal(pos, r.bestMove));
}

TYPED_TEST(NPlayerSearchTest, TimeLimitEndsTheSearch) {
    const RingRaid pos = FULL_RING;
    SearchLimits<Move> limits;
    limits.maxTimeMs = 50;
    int iterations = 0;
    limits.onIteration = [&iterations](const SearchResult<Move>& r) { EXPECT_EQ(r.depth, ++iterations); };
    const SearchResult<Move> r = run<TypeParam>(pos, limits);
    EXPECT_LE(r.timeMs, 2000); // generous: sanitizer builds on a busy machine
    EXPECT_GE(r.depth, 1);
    EXPECT_EQ(iterations, r.depth);
    EXPECT_TRUE(is_legal(pos, r.bestMove));
}

TYPED_TEST(NPlayerSearchTest, RootMarginGivesExactScoresForALevelsChoice) {
    std::mt19937 rng(6);
    for (int i = 0; i < 10; ++i) {
        RingRaid pos = random_ring_raid(rng);
        SearchLimits<Move> limits = fixed_depth(3);
        limits.rootMarginCp = 100000;
        const SearchResult<Move> r = run<TypeParam>(pos, limits);
        const NPlayerReference<RingRaidTraits> ref(pos.side_to_move(), true);
        std::vector<std::pair<Move, int>> values;
        for (const RootScore<Move>& rs : r.rootScores) {
            EXPECT_TRUE(rs.exact);
            pos.make(rs.move);
            values.push_back({rs.move, TypeParam::reference(ref, pos, r.depth - 1, 1)});
            pos.unmake(rs.move);
            EXPECT_EQ(rs.score, values.back().second);
        }
        // A level's weighted choice (ai/levels.h) draws only among moves within its margin of the best.
        const LevelSettings level{3, 0, 0, 1, true, 40, 20, 0, 0, 0};
        std::mt19937_64 choice(i);
        for (int draw = 0; draw < 20; ++draw) {
            const Move m = choose_root_move(r, level, choice);
            const auto it = std::find_if(values.begin(), values.end(), [m](const auto& v) { return v.first == m; });
            ASSERT_NE(it, values.end());
            EXPECT_GE(it->second, r.score - level.marginCp);
        }
    }
}

TYPED_TEST(NPlayerSearchTest, SearchMovesRestrictTheRoot) {
    RingRaid pos({{0, 6}, {2}, {4}, {8, 10}}, {0, 0, 0, 0}, 0, 6);
    SearchLimits<Move> limits = fixed_depth(3);
    limits.searchMoves = {Move{6, 2}};
    const SearchResult<Move> r = run<TypeParam>(pos, limits);
    EXPECT_EQ(r.bestMove, (Move{6, 2}));
    ASSERT_EQ(r.rootScores.size(), 1u);
    pos.make(Move{6, 2});
    EXPECT_EQ(r.score, TypeParam::reference(NPlayerReference<RingRaidTraits>(0, true), pos, r.depth - 1, 1));
    pos.unmake(Move{6, 2});
    // A move that is not legal leaves nothing to search.
    limits.searchMoves = {Move{5, 1}};
    EXPECT_EQ(run<TypeParam>(pos, limits).bestMove, Move{});
}

TYPED_TEST(NPlayerSearchTest, TableSharedAcrossRootSeatsAndSearches) {
    // The same table serves seat 0's search, then seat 1's from a position inside it (same keys, another root seat),
    // then the other kind of search: each gives what it gives with a table of its own.
    using Other = std::conditional_t<TypeParam::LEVELS_FOR_THREE_PLIES == 2, Kind<ParanoidSearcher, false>,
                                     Kind<BrsSearcher, true>>;
    std::mt19937 rng(8);
    for (int i = 0; i < 20; ++i) {
        RingRaid pos = random_ring_raid(rng, 12);
        TranspositionTable<Move> shared(1);
        auto searcher = std::make_unique<typename TypeParam::template Searcher<RingRaidTraits>>(shared);
        const SearchResult<Move> first = searcher->search(pos, fixed_depth(4));
        pos.make(first.bestMove);
        if (pos.outcome().over())
            continue;
        const SearchResult<Move> second = searcher->search(pos, fixed_depth(3));
        EXPECT_EQ(second.score, run<TypeParam>(pos, fixed_depth(3)).score) << describe(pos);
        auto other = std::make_unique<typename Other::template Searcher<RingRaidTraits>>(shared);
        EXPECT_EQ(other->search(pos, fixed_depth(3)).score, run<Other>(pos, fixed_depth(3)).score) << describe(pos);
    }
}

} // namespace
} // namespace littletable::ai
