// The transposition table: round trips, mate scores relative to the node, replacement within a bucket.
#include <gtest/gtest.h>

#include "ai/tt.h"
#include "engine/chess/types.h"

namespace littletable::ai {
namespace {

using chess::Move;
using chess::SQ_E2;
using chess::SQ_E4;
using chess::SQ_F3;
using chess::SQ_G1;

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

/// The k-th key of KEY_A's bucket (k >= 1): same low bits, other verification bits.
uint64_t same_bucket(uint64_t k) { return KEY_A ^ (k << 40); }

TEST(TranspositionTable, ABucketHoldsFiveChessEntries) {
    EXPECT_EQ(TranspositionTable<Move>::ENTRIES, 5u); // 12-byte entries in a 64-byte cache line
}

TEST(TranspositionTable, AFullBucketLosesItsShallowestEntry) {
    TranspositionTable<Move> tt(1);
    TTData<Move> d;
    const int depths[] = {10, 3, 8, 6, 9}; // KEY k has depths[k - 1]
    for (uint64_t k = 1; k <= 5; ++k)
        tt.store(same_bucket(k), int(k), 0, depths[k - 1], BOUND_EXACT, Move(SQ_E2, SQ_E4));
    for (uint64_t k = 1; k <= 5; ++k)
        EXPECT_TRUE(tt.probe(same_bucket(k), d)) << k;
    tt.store(same_bucket(6), 6, 0, 1, BOUND_UPPER, Move()); // even shallower, yet it replaces depth 3
    EXPECT_FALSE(tt.probe(same_bucket(2), d));
    for (uint64_t k : {1, 3, 4, 5, 6})
        EXPECT_TRUE(tt.probe(same_bucket(k), d)) << k;
    ASSERT_TRUE(tt.probe(same_bucket(6), d));
    EXPECT_EQ(d.score, 6);
}

TEST(TranspositionTable, ANewSearchReplacesOldEntriesFirst) {
    TranspositionTable<Move> tt(1);
    TTData<Move> d;
    for (uint64_t k = 1; k <= 5; ++k)
        tt.store(same_bucket(k), 0, 0, k == 4 ? 5 : 8, BOUND_EXACT, Move(SQ_E2, SQ_E4));
    tt.new_search();
    tt.store(same_bucket(6), 0, 0, 1, BOUND_EXACT, Move(SQ_G1, SQ_F3));
    tt.store(same_bucket(7), 0, 0, 2, BOUND_EXACT, Move(SQ_G1, SQ_F3));
    // An entry is worth its depth minus 8 per search of age: depth 5 from the last search (-3) went first,
    // then a depth-8 one (0) rather than the depth-1 entry of this search (1).
    EXPECT_FALSE(tt.probe(same_bucket(4), d));
    EXPECT_TRUE(tt.probe(same_bucket(6), d));
    EXPECT_TRUE(tt.probe(same_bucket(7), d));
    int oldLeft = 0;
    for (uint64_t k : {1, 2, 3, 5})
        oldLeft += tt.probe(same_bucket(k), d);
    EXPECT_EQ(oldLeft, 3);
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
