// The time manager's arithmetic: every expected value is worked out by hand from the formulae documented in
// ai/time_manager.h (usable = T - O, soft = usable / moves + 3/4 I, hard = min(4 soft, 3/4 usable)).
// No clock is read: these tests never depend on the machine's speed.
#include <gtest/gtest.h>

#include "ai/time_manager.h"

namespace littletable::ai {
namespace {

ClockLimits clock_of(int64_t timeLeft, int64_t increment, int movesToGo = 0, int64_t overhead = 0) {
    ClockLimits c;
    c.timeLeftMs = timeLeft;
    c.incrementMs = increment;
    c.movesToGo = movesToGo;
    c.moveOverheadMs = overhead;
    return c;
}

TEST(TimeManager, NoClockNoLimit) {
    const TimeBudget b = plan_move_time(ClockLimits{});
    EXPECT_EQ(b.softMs, 0);
    EXPECT_EQ(b.hardMs, 0);
}

TEST(TimeManager, MoveTimeLessTheOverhead) {
    ClockLimits c;
    c.moveTimeMs = 1000;
    c.moveOverheadMs = 30;
    const TimeBudget b = plan_move_time(c);
    EXPECT_EQ(b.softMs, 970);
    EXPECT_EQ(b.hardMs, 970);
}

TEST(TimeManager, MoveTimeBelowTheOverheadStillThinksOneMillisecond) {
    ClockLimits c;
    c.moveTimeMs = 20;
    c.moveOverheadMs = 30;
    EXPECT_EQ(plan_move_time(c).hardMs, 1);
}

TEST(TimeManager, MoveTimeCappedByTheClock) {
    // movetime 5000 with 1000 ms on the clock: 3/4 of 1000 - 0 = 750.
    ClockLimits c = clock_of(1000, 0);
    c.moveTimeMs = 5000;
    const TimeBudget b = plan_move_time(c);
    EXPECT_EQ(b.hardMs, 750);
    EXPECT_EQ(b.softMs, 750);
}

TEST(TimeManager, SuddenDeathSpreadsOverFortyMoves) {
    // 60 s, no increment, 30 ms overhead: usable 59970; soft 59970 / 40 = 1499; hard 4 * 1499 = 5996
    // (below 3/4 * 59970 = 44977).
    const TimeBudget b = plan_move_time(clock_of(60000, 0, 0, 30));
    EXPECT_EQ(b.softMs, 1499);
    EXPECT_EQ(b.hardMs, 5996);
}

TEST(TimeManager, IncrementAddsThreeQuarters) {
    // 10 s + 100 ms: soft 10000 / 40 + 75 = 325; hard 4 * 325 = 1300.
    const TimeBudget b = plan_move_time(clock_of(10000, 100));
    EXPECT_EQ(b.softMs, 325);
    EXPECT_EQ(b.hardMs, 1300);
}

TEST(TimeManager, MovesToGoReplacesTheHorizon) {
    // 40/5 min with 20 moves to go: soft 300000 / 20 = 15000; hard min(60000, 225000) = 60000.
    const TimeBudget b = plan_move_time(clock_of(300000, 0, 20));
    EXPECT_EQ(b.softMs, 15000);
    EXPECT_EQ(b.hardMs, 60000);
}

TEST(TimeManager, LastMoveBeforeTheControlKeepsAQuarter) {
    // One move to go with 1000 ms: soft would be 1000, but hard is 3/4 of 1000 = 750 and soft follows it.
    const TimeBudget b = plan_move_time(clock_of(1000, 0, 1));
    EXPECT_EQ(b.hardMs, 750);
    EXPECT_EQ(b.softMs, 750);
}

TEST(TimeManager, LargeIncrementOnALowClockStaysUnderTheClock) {
    // 500 ms left, 1000 ms increment, 30 ms overhead: usable 470; soft 470 / 40 + 750 = 761; hard
    // min(3044, 3/4 * 470 = 352) = 352; soft follows: 352.
    const TimeBudget b = plan_move_time(clock_of(500, 1000, 0, 30));
    EXPECT_EQ(b.hardMs, 352);
    EXPECT_EQ(b.softMs, 352);
}

TEST(TimeManager, ClockBelowTheOverheadThinksOneMillisecond) {
    // 10 ms left, 30 ms overhead: usable is clamped to 1, so are soft and hard.
    const TimeBudget b = plan_move_time(clock_of(10, 0, 0, 30));
    EXPECT_EQ(b.softMs, 1);
    EXPECT_EQ(b.hardMs, 1);
}

TEST(TimeManager, NegativeInputsCountAsZero) {
    // A clock at 0 (a GUI may send a negative one, read as 0 by the parser) and a negative overhead.
    const TimeBudget b = plan_move_time(clock_of(0, -50, 0, -10));
    EXPECT_EQ(b.softMs, 1);
    EXPECT_EQ(b.hardMs, 1);
}

TEST(TimeManager, NeverPlansPastTheClock) {
    // For every clock, increment, moves to go and overhead on a grid: 1 <= soft <= hard, and hard never
    // exceeds 3/4 of the time left after the overhead (or 1 ms when nothing is left).
    for (int64_t t : {0, 1, 5, 50, 999, 1000, 10000, 600000})
        for (int64_t inc : {0, 10, 1000, 30000})
            for (int mtg : {0, 1, 2, 40, 200})
                for (int64_t overhead : {0, 30, 5000}) {
                    const TimeBudget b = plan_move_time(clock_of(t, inc, mtg, overhead));
                    const int64_t usable = std::max<int64_t>(t - overhead, 1);
                    EXPECT_GE(b.softMs, 1);
                    EXPECT_LE(b.softMs, b.hardMs);
                    EXPECT_LE(b.hardMs, std::max<int64_t>(usable * 3 / 4, 1)) << t << " " << inc << " " << mtg;
                }
}

TEST(TimeManager, AGameWithIncrementAboveTheLagNeverFlags) {
    // 1 s + 100 ms, 50 ms overhead, the GUI's lag as large as the overhead, and every move spending the
    // whole hard limit: the clock never reaches zero in 500 moves (each move costs at most 3/4 of what is
    // left after the lag, and the increment more than pays the lag).
    int64_t clock = 1000;
    for (int move = 0; move < 500; ++move) {
        const TimeBudget b = plan_move_time(clock_of(clock, 100, 0, 50));
        clock -= b.hardMs + 50;
        ASSERT_GT(clock, 0) << "move " << move;
        clock += 100;
    }
}

} // namespace
} // namespace littletable::ai
