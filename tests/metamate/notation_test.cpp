// Metamate's move texts (engine/metamate/notation.h, docs/metamate-notation.md): displays worked out by hand from
// the grammar, round trips of every legal move along random games, and errors for bad texts.
#include <gtest/gtest.h>

#include <random>
#include <set>

#include "tests/metamate/test_support.h"

namespace littletable::metamate {
namespace {

using namespace testing_support;

/// The display of the move with canonical text `text` in `fen`.
std::string display(std::string_view fen, std::string_view text) {
    Position pos = parse(fen);
    auto m = parse_move(pos, text);
    EXPECT_TRUE(m.ok()) << text << ": " << (m.ok() ? "" : m.error().message);
    if (!m.ok())
        return {};
    MoveList legal;
    pos.generate_legal(legal);
    return to_display(pos, m.value(), legal);
}

TEST(Notation, DisplayTexts) {
    EXPECT_EQ(display(START_FEN, "m1h@e2"), "M1h@e2");
    EXPECT_EQ(display(START_FEN, "m2.2@c1"), "M2.2@c1");
    EXPECT_EQ(display("7k/8/8/2QRn3/2NM[1h]B3/2bPP3/8/7K w - - 0 1", "d4e5m2.1"),
              "Mxe5=M2.1+"); // as M2.1 it copies the bishop e4: h8
    EXPECT_EQ(display("7k/8/8/2QRn3/2NM[1h]B3/2bPP3/8/7K w - - 0 1", "d4b5"), "Mb5");
    EXPECT_EQ(display("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8m1v"), "b8=M1v");
    EXPECT_EQ(display("6k1/3PM[3]3/8/8/8/8/8/4K3 w - - 0 1", "e7e8q"), "Me8=Q+");
    EXPECT_EQ(display("k3M[2.1]3/8/4P3/8/8/8/8/4K3 w - - 0 1", "e6e7,e8q"), "e7,Me8=Q+");
    EXPECT_EQ(display("k3M[1h]3/3P4/8/8/8/8/8/4K3 w - - 0 1", "d7d8q,e8n"), "d8=Q,Me8=N+");
    EXPECT_EQ(display("4k3/8/8/2pM[1h]P3/8/8/8/4K3 w - c6 0 2", "d5xc6m2.2"), "Mxc6=M2.2");
    EXPECT_EQ(display("4k3/8/8/8/8/8/8/4K1M[1h]R w K - 0 1", "e1g1"), "O-O");
    EXPECT_EQ(display("4k3/8/8/8/8/8/8/R3KM[1h]1R w KQ - 0 1", "f1h1"), "MO-O");
    EXPECT_EQ(display("4k3/8/8/8/8/8/8/R3KM[1h]1R w KQ - 0 1", "e1c1"), "O-O-O");
    EXPECT_EQ(display("k7/8/M[3]K6/8/8/8/8/8 w - - 0 1", "a6a7"), "Ma7#"); // on a7 the M3 copies the king b6: mate
    // Two Metas that can reach the same square are told apart like SAN's pieces.
    EXPECT_EQ(display("4k3/8/8/8/8/8/M[1v]6M[1v]/R3K2R w - - 0 1", "a2d2"), "Mad2");
}

// Every legal move along random games: its text and its display read back to it, and no two share either.
TEST(Notation, EveryMoveRoundTrips) {
    std::mt19937_64 rng(4242);
    int moves = 0;
    for (int game = 0; game < 20; ++game) {
        Position pos = Position::start();
        for (int ply = 0; ply < 60; ++ply) {
            MoveList legal;
            pos.generate_legal(legal);
            if (legal.empty())
                break;
            std::set<std::string> texts, displays;
            for (Move m : legal) {
                const std::string text = to_text(pos, m), shown = to_display(pos, m, legal);
                EXPECT_TRUE(texts.insert(text).second) << "text " << text << " twice in " << pos.fen();
                EXPECT_TRUE(displays.insert(shown).second) << "display " << shown << " twice in " << pos.fen();
                auto byText = parse_move(pos, text);
                ASSERT_TRUE(byText.ok()) << text << ": " << byText.error().message;
                EXPECT_EQ(byText.value(), m) << text;
                auto byDisplay = parse_move(pos, shown);
                ASSERT_TRUE(byDisplay.ok()) << shown << ": " << byDisplay.error().message;
                EXPECT_EQ(byDisplay.value(), m) << shown;
                ++moves;
            }
            pos.make(legal[std::uniform_int_distribution<size_t>(0, legal.size() - 1)(rng)]);
        }
    }
    EXPECT_GT(moves, 10000);
}

TEST(Notation, BadTextsAreRefusedWithTheirReason) {
    const Position pos = parse("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    auto code = [&](std::string_view text) {
        auto r = parse_move(pos, text);
        return r.ok() ? std::string("ok") : r.error().code;
    };
    EXPECT_EQ(code(""), "ERR_MOVE_SYNTAX");
    EXPECT_EQ(code("hello world"), "ERR_MOVE_SYNTAX");
    EXPECT_EQ(code("e2e4!"), "ERR_MOVE_SYNTAX");
    EXPECT_EQ(code(std::string(100, 'a')), "ERR_MOVE_SYNTAX");
    EXPECT_EQ(code(std::string("e1\xff\x01", 4)), "ERR_MOVE_SYNTAX");
    EXPECT_EQ(code("e1e3"), "ERR_ILLEGAL_MOVE");
    EXPECT_EQ(code("b7b8z"), "ERR_MOVE_SYNTAX");
    EXPECT_EQ(code("b7b8m2.1"), "ERR_ILLEGAL_MOVE"); // a pawn becomes only an M1
    EXPECT_EQ(code("m1h@b7"), "ERR_ILLEGAL_MOVE"); // no setup phase here
    auto choice = parse_move(pos, "b7b8");
    ASSERT_FALSE(choice.ok());
    EXPECT_EQ(choice.error().code, "ERR_ILLEGAL_MOVE");
    EXPECT_NE(choice.error().message.find("needs a choice"), std::string::npos) << choice.error().message;
    EXPECT_NE(choice.error().message.find("b7b8m1v"), std::string::npos) << choice.error().message;
    EXPECT_EQ(code("b8=Q+"), "ok"); // a display text, mark included
    EXPECT_EQ(code("b8=Q"), "ok");
}

} // namespace
} // namespace littletable::metamate
