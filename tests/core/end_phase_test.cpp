// end_phase_percent: how far a game is into the last plies before its move limit.
#include "engine/core/end_phase.h"

#include <gtest/gtest.h>

namespace littletable {
namespace {

struct Counted {
    int limit;
    int ply;
    int move_limit() const { return limit; }
    int game_ply() const { return ply; }
};

TEST(EndPhase, GrowsOverTheLastPliesBeforeTheLimit) {
    EXPECT_EQ(end_phase_percent(Counted{200, 0}, 100, 0), 0);
    EXPECT_EQ(end_phase_percent(Counted{200, 100}, 100, 0), 0); // 100 plies left: the phase starts
    EXPECT_EQ(end_phase_percent(Counted{200, 150}, 100, 0), 50);
    EXPECT_EQ(end_phase_percent(Counted{200, 200}, 100, 0), 100);
    EXPECT_EQ(end_phase_percent(Counted{200, 230}, 100, 0), 100); // past the limit (a FEN may say so)
}

TEST(EndPhase, AGameWithoutALimitFadesOnlyWhenGivenAnEnd) {
    EXPECT_EQ(end_phase_percent(Counted{0, 500}, 100, 0), 0);
    EXPECT_EQ(end_phase_percent(Counted{0, 175}, 100, 200), 75);
}

} // namespace
} // namespace littletable
