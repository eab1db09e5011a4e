// The four-player evaluation (engine/fourplayer/evaluate.h): the four armies of the modern start are the same up to
// rotation (docs/rules/fourplayer.md, "Board and setup"), so every seat's value is the same there; points and
// material count for their owner; a king in check and attacked neighbours cost; an eliminated seat keeps only its
// points.
#include <gtest/gtest.h>

#include "engine/fourplayer/evaluate.h"
#include "tests/fourplayer/fen_builder.h"
#include "tests/fourplayer/test_support.h"

namespace littletable::fourplayer {
namespace {

using testing_support::build_fen4;
using testing_support::parse;

TEST(Evaluate, TheModernStartIsEqualForEverySeat) {
    const Position pos = Position::start();
    // 8 pawns, 2 knights, 2 bishops, 2 rooks and a queen per army.
    const int army = 8 * MATERIAL_CP[PAWN] + 2 * MATERIAL_CP[KNIGHT] + 2 * MATERIAL_CP[BISHOP] + 2 * MATERIAL_CP[ROOK] +
                     MATERIAL_CP[QUEEN];
    for (Seat s = 0; s < SEAT_NB; ++s) {
        EXPECT_EQ(material(pos, s), army) << int(s);
        EXPECT_EQ(seat_value(pos, s), seat_value(pos, RED)) << int(s);
        EXPECT_EQ(evaluate_for(pos, s), 0) << int(s);
    }
}

TEST(Evaluate, PointsCountForTheirOwner) {
    // The start with Blue at 5 points: Blue leads by 500, every other seat trails Blue by 500.
    const Position pos = parse(
        "R-0,0,0,0-1,1,1,1-1,1,1,1-0,5,0,0-0-3,yR,yN,yB,yK,yQ,yB,yN,yR,3/3,yP,yP,yP,yP,yP,yP,yP,yP,3/14/"
        "bR,bP,10,gP,gR/bN,bP,10,gP,gN/bB,bP,10,gP,gB/bQ,bP,10,gP,gK/bK,bP,10,gP,gQ/bB,bP,10,gP,gB/bN,bP,10,gP,gN/"
        "bR,bP,10,gP,gR/14/3,rP,rP,rP,rP,rP,rP,rP,rP,3/3,rR,rN,rB,rQ,rK,rB,rN,rR,3");
    EXPECT_EQ(evaluate_for(pos, BLUE), 5 * POINT_CP);
    for (Seat s : {RED, YELLOW, GREEN})
        EXPECT_EQ(evaluate_for(pos, s), -5 * POINT_CP) << int(s);
}

// The reference evaluation: material alone, so Blue's 5 points change nothing.
TEST(Evaluate, TheReferenceCountsMaterialOnly) {
    const Position pos = parse(
        "R-0,0,0,0-1,1,1,1-1,1,1,1-0,5,0,0-0-3,yR,yN,yB,yK,yQ,yB,yN,yR,3/3,yP,yP,yP,yP,yP,yP,yP,yP,3/14/"
        "bR,bP,10,gP,gR/bN,bP,10,gP,gN/bB,bP,10,gP,gB/bQ,bP,10,gP,gK/bK,bP,10,gP,gQ/bB,bP,10,gP,gB/bN,bP,10,gP,gN/"
        "bR,bP,10,gP,gR/14/3,rP,rP,rP,rP,rP,rP,rP,rP,3/3,rR,rN,rB,rQ,rK,rB,rN,rR,3");
    for (Seat s = 0; s < SEAT_NB; ++s)
        EXPECT_EQ(material_for(pos, s), 0) << int(s);
    // Red without its queen: 900 behind the others, who stay level with each other.
    const Position queenless = parse(
        "R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-3,yR,yN,yB,yK,yQ,yB,yN,yR,3/3,yP,yP,yP,yP,yP,yP,yP,yP,3/14/"
        "bR,bP,10,gP,gR/bN,bP,10,gP,gN/bB,bP,10,gP,gB/bQ,bP,10,gP,gK/bK,bP,10,gP,gQ/bB,bP,10,gP,gB/bN,bP,10,gP,gN/"
        "bR,bP,10,gP,gR/14/3,rP,rP,rP,rP,rP,rP,rP,rP,3/3,rR,rN,rB,1,rK,rB,rN,rR,3");
    EXPECT_EQ(material_for(queenless, RED), -MATERIAL_CP[QUEEN]);
    for (Seat s : {BLUE, YELLOW, GREEN})
        EXPECT_EQ(material_for(queenless, s), 0) << int(s);
}

TEST(Evaluate, AKingInCheckAndItsAttackedNeighboursCost) {
    // Red (to move) has its king h1 in check from Yellow's rook h10 down the h-file. Of the king's neighbours on
    // the board (g1, i1, g2, h2, i2), only h2 is on the rook's file.
    const Position pos = parse(build_fen4("R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0",
                                          {{"h1", "rK"}, {"h10", "yR"}, {"a7", "bK"}, {"g14", "yK"}, {"n8", "gK"}}));
    ASSERT_TRUE(pos.in_check(RED));
    EXPECT_EQ(seat_value(pos, RED), -IN_CHECK_CP - KING_ZONE_CP);
    EXPECT_EQ(seat_value(pos, YELLOW), MATERIAL_CP[ROOK]);
}

TEST(Evaluate, AnEliminatedSeatKeepsOnlyItsPoints) {
    // Green is out with 7 points; its grey queen stays on the board and belongs to nobody.
    const Position pos = parse(build_fen4("R-0,0,0,1-0,0,0,0-0,0,0,0-0,0,0,7-0",
                                          {{"h1", "rK"}, {"a7", "bK"}, {"g14", "yK"}, {"n8", "dK"}, {"n7", "dQ"}}));
    ASSERT_TRUE(pos.eliminated(GREEN));
    EXPECT_EQ(material(pos, GREEN), 0);
    EXPECT_EQ(seat_value(pos, GREEN), 7 * POINT_CP);
    EXPECT_EQ(evaluate_for(pos, RED), -7 * POINT_CP);
}

} // namespace
} // namespace littletable::fourplayer
