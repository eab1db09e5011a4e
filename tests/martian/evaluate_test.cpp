// engine/martian/evaluate.h: the zone material by the rules' setup, the evaluation's sign by the points, and the end
// by an empty zone (docs/rules/martian.md, "End of game") seen by the evaluation.
#include <gtest/gtest.h>

#include "engine/martian/evaluate.h"
#include "tests/martian/test_support.h"

namespace littletable::martian {
namespace {

using namespace testing_support;

TEST(Evaluate, ZoneMaterialOfTheStartIsEighteenPipsEach) {
    // "Board and setup": each side has three queens (3), three drones (2) and three pawns (1): 9 + 6 + 3.
    const Position pos = Position::start();
    EXPECT_EQ(zone_pips(pos, 0), 18);
    EXPECT_EQ(zone_pips(pos, 1), 18);
    const Position four = Position::start(4);
    for (Seat s = 0; s < 4; ++s)
        EXPECT_EQ(zone_pips(four, s), 18);
}

// The reference evaluation: points and zone pips, 100 each, against the other side's (equal boards here).
TEST(Evaluate, TheReferenceCountsPointsAndZonePips) {
    EXPECT_EQ(material_for(Position::start(4), 2), 0);
    const Position pos = from("qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq s 5/2 - - 0");
    EXPECT_EQ(material_for(pos, 0), 300);
    EXPECT_EQ(material_for(pos, 1), -300);
}

TEST(Evaluate, TheSideWithMorePointsIsBetter) {
    // The start's board (equal material in both zones), South 5 points, North 2.
    EXPECT_GT(evaluate(from("qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq s 5/2 - - 0")), 0);
    EXPECT_LT(evaluate(from("qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq n 5/2 - - 0")), 0);
    const Position four = from("qqd2dqq/qdp2pdq/dpp2ppd/8/8/dpp2ppd/qdp2pdq/qqd2dqq ne 0/0/4/1 - - 0");
    EXPECT_GT(evaluate_for(four, 2), 0);
    EXPECT_LT(evaluate_for(four, 3), 0);
    EXPECT_LT(evaluate_for(four, 0), evaluate_for(four, 3));
}

TEST(Evaluate, LeavingTheLastPieceOfTheZoneWithALeadWins) {
    // South's only piece, the pawn a4, may cross to b5: South's zone is then empty and the game ends on points.
    const Position ahead = from("4/4/2q1/4/p3/4/4/4 s 3/2 - - 0");
    EXPECT_TRUE(wins_by_leaving(ahead));
    EXPECT_GE(evaluate(ahead), WIN_NOW_CP);
    // Equal points: the last mover (South) wins the tie.
    EXPECT_TRUE(wins_by_leaving(from("4/4/2q1/4/p3/4/4/4 s 2/2 - - 0")));
    // Behind by one with nothing to take on the way out: leaving loses.
    const Position behind = from("4/4/2q1/4/p3/4/4/4 s 1/2 - - 0");
    EXPECT_FALSE(wins_by_leaving(behind));
    EXPECT_LT(evaluate(behind), WIN_NOW_CP);
    // Behind by two, but leaving by taking the queen on b5 (3 points) wins 3-2.
    EXPECT_TRUE(wins_by_leaving(from("4/4/4/1q2/p3/4/4/4 s 0/2 - - 0")));
    // Two pieces in the zone: no single move empties it.
    EXPECT_FALSE(wins_by_leaving(from("4/4/2q1/4/p3/3p/4/4 s 3/2 - - 0")));
}

TEST(Evaluate, TheRejectionRuleCanForbidTheWayOut) {
    // North's pawn just crossed from b5 to a4 and is now South's only piece; its one way out, straight back to b5,
    // is forbidden ("No rejection"), so the lead does not win at once.
    EXPECT_FALSE(wins_by_leaving(from("3q/4/4/4/p3/4/4/4 s 3/2 b5-a4 - 0")));
    EXPECT_TRUE(wins_by_leaving(from("3q/4/4/4/p3/4/4/4 s 3/2 - - 0")));
}

} // namespace
} // namespace littletable::martian
