// Move texts (docs/rules/martian.md, "Notation": `from-to`): canonical and display texts round-trip through
// parse_move for every legal move of random games, and bad input gets a clear error.
#include <gtest/gtest.h>

#include <random>

#include "tests/martian/test_support.h"

namespace littletable::martian {
namespace {

using namespace testing_support;

TEST(Notation, TextsOfTheRules) {
    const Position pos = Position::start();
    EXPECT_EQ(to_text(parse_move(pos, "b3-a4").value()), "b3-a4");
    EXPECT_EQ(to_text(parse_move(pos, "d3-d5").value()), "d3-d5");
    EXPECT_EQ(parse_move(pos, "d3-d5").value(), Move(sq("d3"), sq("d5")));
    EXPECT_EQ(to_text(Move(sq("b3"), sq("a4"), true)), "b3-a4+clock");
}

TEST(Notation, DisplayMarksCapturesAndPromotions) {
    const Position pos = from("4/4/4/1q2/2p1/1p2/p3/q3 s 0/0 - on 0");
    EXPECT_EQ(to_display(pos, parse_move(pos, "c4-b5").value()), "c4xb5");
    EXPECT_EQ(to_display(pos, parse_move(pos, "a2-b3").value()), "a2-b3=d");
    EXPECT_EQ(to_display(pos, parse_move(pos, "a2-b3+clock").value()), "a2-b3=d+clock");
    EXPECT_EQ(move_error(pos, "a2-b3=d"), "");
    EXPECT_EQ(move_error(pos, "a2-b3=q"), "ERR_ILLEGAL_MOVE"); // it makes a drone
    EXPECT_EQ(move_error(pos, "c4-d5=d"), "ERR_ILLEGAL_MOVE"); // no promotion
}

TEST(Notation, EveryLegalMoveRoundTripsAlongRandomGames) {
    std::mt19937 rng(11);
    for (int seats : {2, 4}) {
        for (int game = 0; game < 10; ++game) {
            Position pos = Position::start(seats, Settings{.deadlockClock = game % 2 == 1});
            for (int ply = 0; ply < 120; ++ply) {
                MoveList moves;
                pos.generate_legal(moves);
                if (moves.size() == 0)
                    break;
                for (Move m : moves) {
                    ASSERT_EQ(parse_move(pos, to_text(m)).value(), m) << to_text(m) << " in " << pos.fen();
                    ASSERT_EQ(parse_move(pos, to_display(pos, m)).value(), m) << to_display(pos, m);
                }
                pos.make(moves[rng() % moves.size()]);
            }
        }
    }
}

TEST(Notation, BadMovesGetAClearError) {
    const Position pos = Position::start();
    for (const char* text : {"", "b3a4", "b3-a", "b3--a4", "e3-e4", "b3-a9", "b3-a4+clocks", "b3-a4=k", "B3-A4",
                             "\xff\xfe-a4", "b3-a4 "}) {
        const Result<Move> m = parse_move(pos, text);
        ASSERT_FALSE(m.ok()) << text;
        EXPECT_EQ(m.error().code, "ERR_MOVE_SYNTAX") << text;
    }
    const std::pair<const char*, const char*> illegal[] = {
        {"a1-a2", "no piece of yours"}, // empty
        {"a8-a7", "no piece of yours"}, // North's queen
        {"b1-b3", "cannot reach"}, // jumps
        {"c1-c2", "own zone"}, // queen onto drone
        {"b2-c3", "no drone"}, // pawn onto pawn with drones in the zone
        {"b3-a4+clock", "clock is off"},
    };
    for (auto [text, reason] : illegal) {
        const Result<Move> m = parse_move(pos, text);
        ASSERT_FALSE(m.ok()) << text;
        EXPECT_EQ(m.error().code, "ERR_ILLEGAL_MOVE") << text;
        EXPECT_NE(m.error().message.find(reason), std::string::npos) << text << ": " << m.error().message;
    }
}

} // namespace
} // namespace littletable::martian
