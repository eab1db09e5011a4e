// The time manager's arithmetic: every expected value is worked out by hand from the formulae documented in
// ai/time_manager.h (usable = T - O, soft = usable / moves + 3/4 I, hard = min(4 soft, 3/4 usable)).
// No clock is read: these tests never depend on the machine's speed.
#include <gtest/gtest.h>

#include <cstdint>

#include "ai/time_manager.h"

namespace littletable::ai {
namespace {

ClockLimits clock_of(int64_t timeLeft, int64_t increment, int movesToGo = 0, int64_t overhead = 0,
                     int64_t moveTime = 0) {
    ClockLimits c;
    c.timeLeftMs = timeLeft;
    c.incrementMs = increment;
    c.movesToGo = movesToGo;
    c.moveOverheadMs = overhead;
    c.moveTimeMs = moveTime;
    return c;
}

/// One clock and the budget worked out by hand from the formulae.
struct ClockRow {
    const char* name;
    int64_t timeLeft, increment;
    int movesToGo;
    int64_t overhead, moveTime;
    int64_t soft, hard;
};

const ClockRow CLOCKS[] = {
    // Neither a clock nor a move time: no limit.
    {"NoClockNoLimit", -1, 0, 0, 30, 0, 0, 0},
    // movetime 1000, 30 ms overhead: 970 for both.
    {"MoveTimeLessTheOverhead", -1, 0, 0, 30, 1000, 970, 970},
    // movetime 20 below the 30 ms overhead: still 1 ms.
    {"MoveTimeBelowTheOverheadStillThinksOneMillisecond", -1, 0, 0, 30, 20, 1, 1},
    // movetime 5000 with 1000 ms on the clock: 3/4 of 1000 = 750.
    {"MoveTimeCappedByTheClock", 1000, 0, 0, 0, 5000, 750, 750},
    // 60 s, 30 ms overhead: usable 59970; soft 59970 / 40 = 1499; hard 4 * 1499 = 5996 (< 3/4 * 59970).
    {"SuddenDeathSpreadsOverFortyMoves", 60000, 0, 0, 30, 0, 1499, 5996},
    // 10 s + 100 ms: soft 10000 / 40 + 75 = 325; hard 4 * 325 = 1300.
    {"IncrementAddsThreeQuarters", 10000, 100, 0, 0, 0, 325, 1300},
    // 300 s with 20 moves to go: soft 300000 / 20 = 15000; hard min(60000, 225000) = 60000.
    {"MovesToGoReplacesTheHorizon", 300000, 0, 20, 0, 0, 15000, 60000},
    // One move to go with 1000 ms: soft would be 1000; hard is 3/4 of 1000 = 750 and soft follows it.
    {"LastMoveBeforeTheControlKeepsAQuarter", 1000, 0, 1, 0, 0, 750, 750},
    // 500 ms + 1000 ms, 30 ms overhead: usable 470; soft 470 / 40 + 750 = 761; hard min(3044, 352) = 352.
    {"LargeIncrementOnALowClockStaysUnderTheClock", 500, 1000, 0, 30, 0, 352, 352},
    // 10 ms left, 30 ms overhead: usable is clamped to 1, so are soft and hard.
    {"ClockBelowTheOverheadThinksOneMillisecond", 10, 0, 0, 30, 0, 1, 1},
    // A clock at 0 (the parser reads a negative one so), a negative increment and overhead count as 0.
    {"NegativeInputsCountAsZero", 0, -50, 0, -10, 0, 1, 1},
    // Clock and increment at the int64 maximum are read as 2^40: soft 2^40 / 40 + 3/4 * 2^40 is above the hard
    // limit 3/4 * 2^40 = 824633720832, which both take.
    {"HugeTimesDoNotOverflow", INT64_MAX, INT64_MAX, 0, 0, 0, 824633720832, 824633720832},
    {"HugeMoveTimeDoesNotOverflow", -1, 0, 0, 0, INT64_MAX, int64_t(1) << 40, int64_t(1) << 40},
};

class ClockTest : public testing::TestWithParam<ClockRow> {};

TEST_P(ClockTest, Budget) {
    const ClockRow& r = GetParam();
    const TimeBudget b = plan_move_time(clock_of(r.timeLeft, r.increment, r.movesToGo, r.overhead, r.moveTime));
    EXPECT_EQ(b.softMs, r.soft);
    EXPECT_EQ(b.hardMs, r.hard);
}

INSTANTIATE_TEST_SUITE_P(TimeManager, ClockTest, testing::ValuesIn(CLOCKS),
                         [](const testing::TestParamInfo<ClockRow>& info) { return std::string(info.param.name); });

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
