// The test game of the N-player searches (tests/ai/ring_raid.h) follows its rules: the searches' tests rest on it.
// Expected values come from the rules in its header comment, worked by hand below.
#include "tests/ai/ring_raid.h"

#include <gtest/gtest.h>

#include <vector>

#include "ai/nplayer/nplayer_traits.h"

namespace littletable::ai {
namespace {

using namespace testing_support;
using Move = RingRaid::Move;

static_assert(NPlayerTraits<RingRaidTraits> && NPlayerTraits<RingRaidCheckTraits> && NPlayerTraits<RingRaidBareTraits>);
static_assert(hooks::HAS_STATIC_ORDER<RingRaidCheckTraits> && !hooks::HAS_STATIC_ORDER<RingRaidTraits>);
static_assert(hooks::HAS_IN_CHECK<RingRaidCheckTraits> && !hooks::HAS_IN_CHECK<RingRaidTraits>);
static_assert(!hooks::HAS_TACTICAL_ORDER<RingRaidBareTraits> && !hooks::HAS_HISTORY<RingRaidBareTraits>);

std::vector<Move> legal(const RingRaid& pos) {
    RingRaid::MoveList list;
    pos.generate_legal(list);
    return {list.begin(), list.end()};
}

TEST(RingRaid, MovesStepOneOrTwoAheadOntoNoOwnToken) {
    // Seat 0: 0, 1. Token 0: step 1 lands on its own token 1 (no), step 2 captures on 2. Token 1: 2 and 3.
    const RingRaid pos({{0, 1}, {2}, {5}}, {0, 0, 0}, 0, 5);
    EXPECT_EQ(legal(pos), (std::vector<Move>{{0, 2}, {1, 1}, {1, 2}}));
    // Around the ring: from 11, steps land on 0 and 1.
    const RingRaid wrap({{4}, {11}, {6}}, {0, 0, 0}, 1, 5);
    EXPECT_EQ(legal(wrap), (std::vector<Move>{{11, 1}, {11, 2}}));
}

TEST(RingRaid, CapturesScoreAndEliminatedSeatsAreSkipped) {
    RingRaid pos({{0, 1}, {2}, {5, 7}}, {0, 0, 0}, 0, 5);
    pos.make({1, 1}); // takes seat 1's last token: 3 points, seat 1 out, seat 2 moves next
    EXPECT_EQ(pos.points(0), 3);
    EXPECT_TRUE(pos.eliminated(1));
    EXPECT_EQ(pos.side_to_move(), 2);
    EXPECT_FALSE(pos.outcome().over());
    pos.make({5, 1}); // seat 2 steps to 6; seat 0 moves next (seat 1 skipped)
    EXPECT_EQ(pos.side_to_move(), 0);
    pos.make({2, 2}); // seat 0 steps to the empty cell 4; seat 2 moves next
    EXPECT_EQ(pos.side_to_move(), 2);
    EXPECT_EQ(pos.points(0), 3);
    // Worked line with a plain capture: seat 2's token on 6 steps 2 onto seat 0's token on 8.
    RingRaid q({{8, 1}, {3}, {6, 10}}, {0, 0, 0}, 2, 5);
    q.make({6, 2});
    EXPECT_EQ(q.points(2), 1);
    EXPECT_EQ(q.tokens(0), 1);
    EXPECT_EQ(q.side_to_move(), 0);
}

TEST(RingRaid, GameEndsOnTheBudgetOrTheLastLiveSeat) {
    // Budget spent: the most points win, ties share.
    EXPECT_EQ(RingRaid({{0}, {4}, {8}}, {2, 2, 0}, 0, 0).outcome(), (Outcome{Termination::POINTS, 0b011}));
    EXPECT_EQ(RingRaid({{0}, {4}, {8}}, {0, 1, 5}, 0, 0).outcome(), (Outcome{Termination::POINTS, 0b100}));
    // One live seat: over, and an eliminated seat with more points still wins.
    RingRaid last({{0}, {1}, {}}, {0, 0, 5}, 0, 9);
    EXPECT_FALSE(last.outcome().over());
    last.make({0, 1}); // seat 0 takes seat 1's last token: 3 points, alone on the ring
    EXPECT_EQ(last.outcome(), (Outcome{Termination::POINTS, 0b100}));
    EXPECT_EQ(legal(last), std::vector<Move>{});
    // Four seats, all level: all share.
    EXPECT_EQ(RingRaid({{0}, {3}, {6}, {9}}, {1, 1, 1, 1}, 0, 0).outcome(), (Outcome{Termination::POINTS, 0b1111}));
}

TEST(RingRaid, MakeUnmakeRestoresEverythingAndLiveSeatsCanMove) {
    std::mt19937 rng(7);
    for (int game = 0; game < 200; ++game) {
        RingRaid pos = random_ring_raid(rng, 12);
        std::vector<Move> line;
        std::vector<uint64_t> keys;
        while (!pos.outcome().over()) {
            const std::vector<Move> moves = legal(pos);
            ASSERT_FALSE(moves.empty()); // the NPlayerPosition contract
            ASSERT_FALSE(pos.eliminated(pos.side_to_move()));
            keys.push_back(pos.key());
            line.push_back(moves[rng() % moves.size()]);
            pos.make(line.back());
            ASSERT_NE(pos.key(), keys.back()); // the budget alone changes the key
        }
        while (!line.empty()) {
            pos.unmake(line.back());
            line.pop_back();
            EXPECT_EQ(pos.key(), keys.back());
            keys.pop_back();
        }
    }
}

TEST(RingRaid, CheckMeansTheNextLiveSeatCanTakeTheLastToken) {
    // Seat 0's one token on 5; seat 1 (next) on 3: in check. Seat 1 out, seat 2 on 4 is next: in check too.
    EXPECT_TRUE(RingRaidCheckTraits::in_check(RingRaid({{5}, {3}, {9}}, {0, 0, 0}, 0, 3)));
    EXPECT_TRUE(RingRaidCheckTraits::in_check(RingRaid({{5}, {}, {4}}, {0, 0, 0}, 0, 3)));
    EXPECT_FALSE(RingRaidCheckTraits::in_check(RingRaid({{5}, {9}, {3}}, {0, 0, 0}, 0, 3))); // seat 2 is not next
    EXPECT_FALSE(RingRaidCheckTraits::in_check(RingRaid({{5, 0}, {3}, {9}}, {0, 0, 0}, 0, 3))); // two tokens
}

TEST(RingRaid, FixedReplyIsTheFirstOfTheHighestStaticOrder) {
    // Seat 1 on 2 and 6: moves (2,1) (2,2) (6,1) (6,2); seat 0 on 3 (one token: taking it ranks 2), seat 2 on 7
    // (two tokens: ranks 1).
    RingRaid pos({{3}, {2, 6}, {7, 11}}, {0, 0, 0}, 1, 5);
    RingRaid::MoveList list;
    pos.generate_legal(list);
    EXPECT_EQ(fixed_reply<RingRaidTraits>(pos, list), (Move{2, 1})); // tactical order: the last token first
    EXPECT_EQ(fixed_reply<RingRaidCheckTraits>(pos, list), (Move{2, 1})); // static order 2*4+1 = 9 beats 1*4+1
    EXPECT_EQ(fixed_reply<RingRaidBareTraits>(pos, list), (Move{2, 1})); // no order: the first generated
    RingRaid quiet({{0}, {2, 6}, {10}}, {0, 0, 0}, 1, 5);
    quiet.generate_legal(list);
    EXPECT_EQ(fixed_reply<RingRaidTraits>(quiet, list), (Move{2, 1})); // all rank 0: the first
    EXPECT_EQ(fixed_reply<RingRaidCheckTraits>(quiet, list), (Move{2, 2})); // the first longer step
}

} // namespace
} // namespace littletable::ai
