// The transposition table: round trips, mate scores relative to the node, the two replacement schemes.
#include <gtest/gtest.h>

#include "ai/tt.h"
#include "engine/chess/types.h"

namespace littletable::ai {
namespace {

using chess::Move;
using chess::SQ_E2;
using chess::SQ_E4;
using chess::SQ_G1;
using chess::SQ_F3;

constexpr uint64_t KEY_A = 0x123456789ABCDEF0ULL;
// Same bucket as KEY_A in any table (same low bits), different verification bits.
constexpr uint64_t KEY_B = KEY_A ^ (1ULL << 40);
constexpr uint64_t KEY_C = KEY_A ^ (1ULL << 50);

TEST(TranspositionTable, StoreThenProbe) {
    TranspositionTable<Move> tt(1);
    TTData<Move> d;
    EXPECT_FALSE(tt.probe(KEY_A, d));
    tt.store(KEY_A, 37, -12, 7, BOUND_LOWER, Move(SQ_E2, SQ_E4));
    ASSERT_TRUE(tt.probe(KEY_A, d));
    EXPECT_EQ(d.score, 37);
    EXPECT_EQ(d.eval, -12);
    EXPECT_EQ(d.depth, 7);
    EXPECT_EQ(d.bound, BOUND_LOWER);
    EXPECT_EQ(d.move, Move(SQ_E2, SQ_E4));
    EXPECT_FALSE(tt.probe(KEY_B, d));
}

TEST(TranspositionTable, SizeIsAPowerOfTwoWithinTheBudget) {
    TranspositionTable<Move> tt(3);
    EXPECT_LE(tt.size_bytes(), 3u << 20);
    EXPECT_GT(tt.size_bytes(), 1u << 20);
    EXPECT_EQ(tt.bucket_count() & (tt.bucket_count() - 1), 0u);
}

TEST(TranspositionTable, MateScoresAreRelativeToTheNode) {
    // A mate in 3 plies seen at ply 5 is stored as mate in 3 from the node, read back at ply 9 as mate at 12.
    const int atPly5 = mate_in(5 + 3);
    const int stored = score_to_tt(atPly5, 5);
    EXPECT_EQ(stored, mate_in(3));
    EXPECT_EQ(score_from_tt(stored, 9), mate_in(12));
    EXPECT_EQ(score_from_tt(score_to_tt(mated_in(7), 3), 3), mated_in(7));
    EXPECT_EQ(score_to_tt(150, 20), 150);
}

TEST(TranspositionTable, KeepsTheDeepEntryAndReplacesTheOther) {
    TranspositionTable<Move> tt(1);
    TTData<Move> d;
    tt.store(KEY_A, 1, 0, 10, BOUND_EXACT, Move(SQ_E2, SQ_E4));
    tt.store(KEY_B, 2, 0, 3, BOUND_EXACT, Move(SQ_G1, SQ_F3)); // shallower: the always-replace slot
    EXPECT_TRUE(tt.probe(KEY_A, d));
    EXPECT_TRUE(tt.probe(KEY_B, d));
    tt.store(KEY_C, 3, 0, 2, BOUND_UPPER, Move()); // replaces B, not the deep A
    EXPECT_TRUE(tt.probe(KEY_A, d));
    EXPECT_FALSE(tt.probe(KEY_B, d));
    ASSERT_TRUE(tt.probe(KEY_C, d));
    EXPECT_EQ(d.score, 3);
}

TEST(TranspositionTable, ANewSearchMayReplaceOldDeepEntries) {
    TranspositionTable<Move> tt(1);
    TTData<Move> d;
    tt.store(KEY_A, 1, 0, 10, BOUND_EXACT, Move(SQ_E2, SQ_E4));
    tt.new_search();
    tt.store(KEY_B, 2, 0, 1, BOUND_EXACT, Move(SQ_G1, SQ_F3)); // takes the depth-preferred slot, A moves over
    EXPECT_TRUE(tt.probe(KEY_A, d));
    ASSERT_TRUE(tt.probe(KEY_B, d));
    EXPECT_EQ(d.depth, 1);
}

TEST(TranspositionTable, SameKeyKeepsItsMoveWhenStoredWithout) {
    TranspositionTable<Move> tt(1);
    TTData<Move> d;
    tt.store(KEY_A, 1, 0, 4, BOUND_LOWER, Move(SQ_E2, SQ_E4));
    tt.store(KEY_A, -5, 0, 5, BOUND_UPPER, Move());
    ASSERT_TRUE(tt.probe(KEY_A, d));
    EXPECT_EQ(d.score, -5);
    EXPECT_EQ(d.bound, BOUND_UPPER);
    EXPECT_EQ(d.move, Move(SQ_E2, SQ_E4));
}

TEST(TranspositionTable, ClearEmptiesAndHashfullCounts) {
    TranspositionTable<Move> tt(1);
    TTData<Move> d;
    for (uint64_t i = 0; i < 2000; ++i)
        tt.store(i * 0x9E3779B97F4A7C15ULL, 0, 0, 1, BOUND_EXACT, Move());
    EXPECT_GT(tt.hashfull(), 0);
    tt.clear();
    EXPECT_EQ(tt.hashfull(), 0);
    EXPECT_FALSE(tt.probe(0, d));
}

} // namespace
} // namespace littletable::ai
