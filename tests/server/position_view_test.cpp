// GET /api/position's answer (server/http_api_position.h): a position after moves, for diagrams and tutorials.
// Expected values are counted by hand from the rules of chess (docs/rules/chess.md).
#include <gtest/gtest.h>

#include <string>

#include "server/api/position_api.h"
#include "tests/server/chess_start.h"

namespace littletable::server {
namespace {

using nlohmann::json;

using test_fens::CHESS_START;

TEST(PositionView, TheStartPositionWithItsTwentyMoves) {
    auto view = position_view("chess", "", "");
    ASSERT_TRUE(view.ok()) << view.error().message;
    const json& v = view.value();
    EXPECT_EQ(v["fen"], CHESS_START);
    EXPECT_EQ(v["pieces"].size(), 32u);
    EXPECT_EQ(v["toMove"], 0);
    EXPECT_EQ(v["moves"].size(), 20u); // 8 pawns x 2 steps + 2 knights x 2 jumps
    EXPECT_TRUE(v["lastMove"].is_null());
    EXPECT_TRUE(v["outcome"].is_null());
    EXPECT_EQ(v["geometry"]["width"], 8);
}

// After 1.e4 e5: 14 pawn moves (the e-pawn is blocked), 5 knight moves (a3 c3 e2 f3 h3), 5 bishop moves (e2..a6),
// 4 queen moves (e2..h5), Ke2: 29. No en passant square: no pawn can take on e6.
TEST(PositionView, MovesArePlayedInOrder) {
    auto view = position_view("chess", CHESS_START, "e2e4  e7e5");
    ASSERT_TRUE(view.ok()) << view.error().message;
    const json& v = view.value();
    EXPECT_EQ(v["fen"], "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    EXPECT_EQ(v["moves"].size(), 29u);
    EXPECT_EQ(v["lastMove"], (json{{"from", 6 * 8 + 4}, {"to", 4 * 8 + 4}}));
    EXPECT_EQ(v["toMove"], 0);
}

// Display texts are accepted like canonical ones; the fool's mate ends the game: no side to move, no moves.
TEST(PositionView, AFinishedGameHasAnOutcomeAndNoMoves) {
    auto view = position_view("chess", "", "f3 e5 g4 Qh4#");
    ASSERT_TRUE(view.ok()) << view.error().message;
    const json& v = view.value();
    EXPECT_TRUE(v["toMove"].is_null());
    EXPECT_TRUE(v["moves"].empty());
    EXPECT_EQ(v["outcome"]["termination"], "checkmate");
    EXPECT_EQ(v["outcome"]["winners"], json::array({1}));
    EXPECT_EQ(v["check"], json::array({4})); // the white king on e1
}

// docs/rules/martian.md: a pawn moves one square diagonally; taking a piece in the other zone scores its value, a
// pawn 1, for the mover. Points and eliminations are by seat.
TEST(PositionView, PointsAndEliminationsBySeat) {
    auto view = position_view("martian", "3q/4/4/1p2/p3/4/4/3q s 0/0 - - 0", "a4-b5");
    ASSERT_TRUE(view.ok()) << view.error().message;
    EXPECT_EQ(view.value()["points"], json::array({1, 0}));
    EXPECT_EQ(view.value()["eliminated"], json::array({false, false}));
    EXPECT_EQ(view.value()["counters"], json::array()); // the deadlock clock runs only once called
}

TEST(PositionView, BadInputIsNamed) {
    auto code = [](std::string_view game, std::string_view fen, std::string_view moves) {
        auto v = position_view(game, fen, moves);
        return v.ok() ? std::string("ok") : v.error().code;
    };
    EXPECT_EQ(code("", CHESS_START, ""), "ERR_BAD_FIELD");
    EXPECT_NE(code("nonsense", "", ""), "ok");
    EXPECT_NE(code("chess", "8/8/8 w - - 0 1", ""), "ok");
    EXPECT_EQ(code("chess", "", "e2e4 e7e5 f1f7 x"), "ERR_ILLEGAL_MOVE");
    EXPECT_EQ(code("chess", "", "f3 e5 g4 Qh4 a3"), "ERR_GAME_OVER");
    std::string many;
    for (int i = 0; i <= MAX_POSITION_MOVES; ++i)
        many += "g1f3 ";
    EXPECT_EQ(code("chess", "", many), "ERR_BAD_FIELD");

    auto illegal = position_view("chess", "", "e2e4 e7e6 e4e6");
    ASSERT_FALSE(illegal.ok());
    EXPECT_EQ(illegal.error().message.rfind("moves[2] 'e4e6': ", 0), 0u) << illegal.error().message;
}

} // namespace
} // namespace littletable::server
