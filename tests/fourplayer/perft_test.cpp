// Perft of the fast generator against the gold counts of docs/rules/fourplayer.md ("Gold data"): from the modern
// start, Red to move, 20, 395, 7,800 and 152,050 legal move sequences of 1 to 4 plies.
#include <gtest/gtest.h>

#include "engine/core/perft.h"
#include "engine/fourplayer/position.h"
#include "tests/fourplayer/reference.h"

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

/// The reference generator (reference.h), typed from the rules text, reaches the same gold counts.
TEST(Perft, ReferenceGoldCounts) {
    const reference::RefState start = reference::RefState::start();
    EXPECT_EQ(reference::perft(start, 1), 20u);
    EXPECT_EQ(reference::perft(start, 2), 395u);
    EXPECT_EQ(reference::perft(start, 3), 7800u);
}

} // namespace
} // namespace littletable::fourplayer
