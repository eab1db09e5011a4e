// Perft of the fast generator against the gold counts of shared/rules/fourplayer.md ("Gold data"): from the modern
// start, Red to move, 20, 395, 7,800 and 152,050 legal move sequences of 1 to 4 plies.
#include <gtest/gtest.h>

#include "engine/core/perft.h"
#include "engine/fourplayer/position.h"

namespace littletable::fourplayer {
namespace {

TEST(Perft, ModernStartGoldCounts) {
    Position pos = Position::start();
    const std::string before = pos.fen();
    EXPECT_EQ(perft(pos, 1), 20u);
    EXPECT_EQ(perft(pos, 2), 395u);
    EXPECT_EQ(perft(pos, 3), 7800u);
    EXPECT_EQ(perft(pos, 4), 152050u);
    EXPECT_EQ(pos.fen(), before);
}

} // namespace
} // namespace littletable::fourplayer
