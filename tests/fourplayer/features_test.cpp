// engine/fourplayer/features.h: each army of the modern start (docs/rules/fourplayer.md, "Board and setup"), a king
// in check and its attacked neighbours, and an eliminated seat's grey pieces, which count for nobody.
#include <gtest/gtest.h>

#include "engine/fourplayer/features.h"
#include "tests/fourplayer/fen_builder.h"
#include "tests/fourplayer/test_support.h"

namespace littletable::fourplayer {
namespace {

using testing_support::build_fen4;
using testing_support::parse;

TEST(Features, EveryArmyOfTheModernStart) {
    const Position pos = Position::start();
    for (Seat s = 0; s < SEAT_NB; ++s)
        EXPECT_EQ(seat_features(pos, s), (Features{8, 2, 2, 2, 1, 0, 0, 0, 0})) << int(s);
}

TEST(Features, AKingInCheckAndItsAttackedNeighbours) {
    // Yellow's rook h10 checks Red's king h1 down the h-file; of the king's neighbours only h2 is on that file.
    const Position pos = parse(build_fen4("R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0",
                                          {{"h1", "rK"}, {"h10", "yR"}, {"a7", "bK"}, {"g14", "yK"}, {"n8", "gK"}}));
    EXPECT_EQ(seat_features(pos, RED), (Features{0, 0, 0, 0, 0, 0, 1, 1, 0}));
    EXPECT_EQ(seat_features(pos, YELLOW), (Features{0, 0, 0, 1, 0, 0, 0, 0, 0}));
}

TEST(Features, MaterialFadesOverTheLastPliesBeforeTheLimit) {
    // An army of the modern start: 8 pawns, 2 knights, 2 bishops, 2 rooks and a queen, 3940 cp at MATERIAL_CP.
    static_assert(FADE_PLIES == 120);
    Position pos = Position::start();
    EXPECT_EQ(seat_features(pos, RED)[FADING_MATERIAL], 0); // no limit: no fade
    pos.set_move_limit(200);
    EXPECT_EQ(seat_features(pos, RED)[FADING_MATERIAL], 0); // 200 plies left
    pos.set_move_limit(60);
    EXPECT_EQ(seat_features(pos, BLUE)[FADING_MATERIAL], 3940 / 2); // 60 of the last 120 plies left
}

TEST(Features, AnEliminatedSeatHasNone) {
    const Position pos = parse(build_fen4("R-0,0,0,1-0,0,0,0-0,0,0,0-0,0,0,7-0",
                                          {{"h1", "rK"}, {"a7", "bK"}, {"g14", "yK"}, {"n8", "dK"}, {"n7", "dQ"}}));
    EXPECT_EQ(seat_features(pos, GREEN), Features{});
}

} // namespace
} // namespace littletable::fourplayer
