// engine/martian/features.h: each seat's pieces, the captures open to it and against it, in a 4-player position
// whose moves follow from docs/rules/martian.md ("Moves", "Four players": quadrants sw, nw, ne, se clockwise from
// the bottom-left; a piece moves only from its owner's quadrant and captures in another).
#include <gtest/gtest.h>

#include <string>

#include "engine/core/end_phase.h"
#include "engine/martian/features.h"
#include "tests/martian/test_support.h"

namespace littletable::martian {
namespace {

using namespace testing_support;

// SW: queen a1, pawn c3. NW: drone a6. NE: pawn f6. SE: drone g2, queen h1.
// The queen a1 takes the drone a6 (a2-a5 empty: 2) or the queen h1 (b1-g1 empty: 3); the queen h1 takes the queen
// a1 back (3); its diagonal is blocked by its own drone g2. No pawn and no drone reaches another seat's piece.
constexpr const char* FEN = "8/8/d4p2/8/8/2p5/6d1/q6q sw 0/0/0/0 - - 0";

TEST(Features, PiecesInEachQuadrant) {
    const auto f = seat_features(from(FEN));
    EXPECT_EQ(f[0][ZONE_PAWNS], 1);
    EXPECT_EQ(f[0][ZONE_QUEENS], 1);
    EXPECT_EQ(f[0][ZONE_DRONES], 0);
    EXPECT_EQ(f[1][ZONE_DRONES], 1);
    EXPECT_EQ(f[2][ZONE_PAWNS], 1);
    EXPECT_EQ(f[3][ZONE_DRONES], 1);
    EXPECT_EQ(f[3][ZONE_QUEENS], 1);
    EXPECT_EQ(f[0][LAST_PIECE], 0);
    EXPECT_EQ(f[1][LAST_PIECE], 1);
    EXPECT_EQ(f[2][LAST_PIECE], 1);
    EXPECT_EQ(f[3][LAST_PIECE], 0);
}

TEST(Features, CapturesOpenToEachSeatAndAgainstIt) {
    const auto f = seat_features(from(FEN));
    EXPECT_EQ(f[0][GAIN_TO_MOVE], 3); // SW to move: the queen h1
    EXPECT_EQ(f[0][GAIN_LATER], 0);
    EXPECT_EQ(f[3][GAIN_TO_MOVE], 0);
    EXPECT_EQ(f[3][GAIN_LATER], 3); // SE moves later: the queen a1
    EXPECT_EQ(f[1][GAIN_LATER], 0);
    EXPECT_EQ(f[2][GAIN_LATER], 0);
    EXPECT_EQ(f[0][EXPOSED], 3);
    EXPECT_EQ(f[1][EXPOSED], 2);
    EXPECT_EQ(f[2][EXPOSED], 0);
    EXPECT_EQ(f[3][EXPOSED], 3);
}

TEST(Features, TheStartHasNineOfEachAndNoCapture) {
    // "Four players": each quadrant holds three queens, three drones and three pawns, none within reach of another.
    const auto f = seat_features(Position::start(4));
    for (Seat s = 0; s < 4; ++s) {
        EXPECT_EQ(f[s][ZONE_PAWNS], 3);
        EXPECT_EQ(f[s][ZONE_DRONES], 3);
        EXPECT_EQ(f[s][ZONE_QUEENS], 3);
        EXPECT_EQ(f[s][GAIN_TO_MOVE] + f[s][GAIN_LATER] + f[s][EXPOSED], 0);
    }
}

TEST(Features, MaterialFadesOverTheLastPliesBeforeTheLimit) {
    // The position of the tests above, its plies played and its move limit ("Setting: move limit") varied; the
    // end phase is the last FADE_PLIES (120) plies.
    static_assert(FADE_PLIES == 120 && UNLIMITED_END_PLY == 200);
    const std::string board = "8/8/d4p2/8/8/2p5/6d1/q6q sw 0/0/0/0 - - ";
    const auto fade = [&](const char* plies) {
        return end_phase_percent(from(board + plies), FADE_PLIES, UNLIMITED_END_PLY);
    };
    EXPECT_EQ(fade("0/200"), 0);
    EXPECT_EQ(fade("80/200"), 0); // 120 plies left: the end phase starts
    EXPECT_EQ(fade("140/200"), 50);
    EXPECT_EQ(fade("199/200"), 99); // 119 / 120, rounded down
    EXPECT_EQ(fade("400/500"), 16); // 100 plies left
    EXPECT_EQ(fade("140"), 50); // no limit: as if the game ended at ply 200
    EXPECT_EQ(fade("300"), 100);
    const auto f = seat_features(from(board + "140/200"));
    EXPECT_EQ(f[0][FADING_PIPS], (1 + 3) * 50); // pawn c3 and queen a1
    EXPECT_EQ(f[1][FADING_PIPS], 2 * 50); // drone a6
    EXPECT_EQ(f[3][FADING_PIPS], (2 + 3) * 50); // drone g2 and queen h1
}

} // namespace
} // namespace littletable::martian
