// PGN4 (fourplayer.md "Notation"): a game written by hand from the format description is replayed to its final
// position, and our export reads back to the same position.
#include <gtest/gtest.h>

#include "engine/fourplayer/game.h"
#include "engine/fourplayer/position.h"
#include "tests/fourplayer/fen_builder.h"

namespace littletable::fourplayer {
namespace {

// Round 1-2 are the rules file's example; round 3: Red's queen takes a pawn (1), Blue's queen takes a pawn (1),
// Yellow's knight takes Red's queen (9), Green resigns ("R"). A comment and a variation are skipped.
constexpr std::string_view HAND_WRITTEN = R"([Variant "FFA"]
[RuleVariants "DeadKingWalking EnPassant PromoteTo=D"]
[StartFen4 "4PC"]
[Red "Ada"]
[Blue "Ben"]
[Yellow "Cy"]
[Green "Di"]
[Result "*"]

1. h2-h3 .. b7-c7 .. g13-g12 .. m8-l8 2. Qg1-i3 .. Qa8-d5 { centralised } .. i13-i12 .. Qn7-m8
3. Qi3xi12 ( 3. Qi3-i4 ) .. Qd5xd2 .. Nj14xQi12 .. R 4. e2-e3 *
)";

TEST(Pgn4, HandWrittenGameReplays) {
    const GameInfo info = game_info();
    auto game = info.import_record(HAND_WRITTEN);
    ASSERT_TRUE(game.ok()) << game.error().message;
    Game& g = *game.value();
    EXPECT_EQ(g.history().size(), 13u); // 4 + 4 + 4 (the resignation included) + 1
    EXPECT_EQ(g.points(0), 1);
    EXPECT_EQ(g.points(1), 1);
    EXPECT_EQ(g.points(2), 9);
    EXPECT_EQ(g.points(3), 0);
    EXPECT_TRUE(g.eliminated(3));
    EXPECT_EQ(g.side_to_move(), 1); // after Red's 4th move: Blue
    const std::string fen = g.fen();
    EXPECT_NE(fen.find("-0,0,0,1-"), std::string::npos) << fen; // Green out
    // Our export replays to the same position.
    const std::string record = g.export_record({});
    auto again = info.import_record(record);
    ASSERT_TRUE(again.ok()) << again.error().message << "\n" << record;
    EXPECT_EQ(again.value()->fen(), fen);
    EXPECT_NE(record.find("3. Qi3xi12 .. Qd5xd2 .. Nj14xQi12 .. R"), std::string::npos) << record;
}

// A stalemate the rules applied is written as "S" in the stalemated seat's ply and skipped on import; the start is a
// whole FEN4 in StartFen4.
TEST(Pgn4, StalemateIsWrittenAsSAndReadBack) {
    auto game = game_info().create(testing_support::build_fen4(
        "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0",
        {{"h1", "rK"}, {"b10", "rR"}, {"e9", "rR"}, {"a4", "bK"}, {"g14", "yK"}, {"n8", "gK"}}));
    ASSERT_TRUE(game.ok());
    ASSERT_TRUE(game.value()->play("Re9-e5").ok());
    ASSERT_TRUE(game.value()->play("Kg14-f14").ok());
    const std::string record = game.value()->export_record({});
    EXPECT_NE(record.find("1. Re9-e5 .. S .. Kg14-f14"), std::string::npos) << record;
    auto again = game_info().import_record(record);
    ASSERT_TRUE(again.ok()) << again.error().message;
    EXPECT_EQ(again.value()->fen(), game.value()->fen());
    EXPECT_EQ(again.value()->points(1), 20);
}

// fourplayer.md "Notation": "+" marks a check, and "Points" defines a check a move gives: "'Newly' means the king was
// not attacked by the mover's pieces before the move" (docs/rules-decisions.md, four-player 13). Blue's king is
// already attacked by Yellow's rook on e7 and Red's rook on a10 when Red moves: a quiet king move gives no check;
// Rf5-g5 newly checks Yellow's king on the g-file.
TEST(Pgn4, PlusMarksOnlyAKingTheMoveNewlyChecks) {
    auto game = game_info().create(testing_support::build_fen4(
        "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0",
        {{"h1", "rK"}, {"f5", "rR"}, {"a10", "rR"}, {"a7", "bK"}, {"e7", "yR"}, {"g14", "yK"}, {"n8", "gK"}}));
    ASSERT_TRUE(game.ok()) << game.error().message;
    const Game& g = *game.value();
    ASSERT_EQ(g.checked_royals(), std::vector<SquareIndex>{*g.geometry().parse_square("a7")}); // Blue in check
    const auto display = [&](std::string_view text) {
        for (const MoveView& m : g.legal_moves())
            if (m.text == text)
                return m.display;
        ADD_FAILURE() << "no legal move " << text;
        return std::string();
    };
    EXPECT_EQ(display("h1i1"), "Kh1-i1");
    EXPECT_EQ(display("a10a11"), "Ra10-a11"); // Red's own check on Blue ends: nothing new
    EXPECT_EQ(display("f5g5"), "Rf5-g5+");
    EXPECT_EQ(display("f5f4"), "Rf5-f4");
}

// A finished game ends its movetext with the places ("1-1-1-1" here: no capture, all four share first), which the
// reader takes as the termination marker, not as a move; the points are the Points tag. The move limit (4 plies)
// ends the game on points (fourplayer.md).
TEST(Pgn4, FinishedGameWithItsPointsReadsBack) {
    Position start = Position::start();
    start.set_move_limit(4);
    auto game = game_info().create(start.fen());
    ASSERT_TRUE(game.ok());
    for (const char* m : {"h2h4", "b7c7", "g13g12", "m8l8"})
        ASSERT_TRUE(game.value()->play(m).ok()) << m;
    ASSERT_TRUE(game.value()->outcome().over());
    const std::string record = game.value()->export_record({});
    EXPECT_NE(record.find("1-1-1-1\n"), std::string::npos) << record;
    EXPECT_NE(record.find("[Points \"0-0-0-0\"]"), std::string::npos) << record;
    auto again = game_info().import_record(record);
    ASSERT_TRUE(again.ok()) << again.error().message << "\n" << record;
    EXPECT_EQ(again.value()->fen(), game.value()->fen());
    EXPECT_TRUE(again.value()->outcome().over());
}

TEST(Pgn4, BadMoveIsNamed) {
    auto game = game_info().import_record("[StartFen4 \"4PC\"]\n\n1. h2-h5 *\n");
    ASSERT_FALSE(game.ok());
    EXPECT_EQ(game.error().code, "ERR_PGN_MOVE");
}

} // namespace
} // namespace littletable::fourplayer
