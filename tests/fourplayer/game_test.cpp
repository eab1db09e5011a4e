// The Game adapter (engine/core/game.h) of four-player chess: views, texts, play/undo, points and eliminations,
// resignation as a ply, errors that change nothing.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/core/ranking.h"
#include "engine/fourplayer/game.h"
#include "engine/fourplayer/position.h"
#include "tests/fourplayer/fen_builder.h"

namespace littletable::fourplayer {
namespace {

using testing_support::build_fen4;

std::unique_ptr<Game> make_game(std::string_view fen = {}) {
    auto g = game_info().create(fen);
    EXPECT_TRUE(g.ok()) << (g.ok() ? "" : g.error().message);
    return std::move(g).value();
}

TEST(FourPlayerGame, StartPosition) {
    auto g = make_game();
    EXPECT_EQ(g->variant(), "fourplayer");
    EXPECT_EQ(g->seat_count(), 4);
    EXPECT_EQ(g->geometry().square_count(), 160);
    EXPECT_EQ(g->side_to_move(), 0);
    EXPECT_EQ(g->pieces().size(), 64u); // 16 per army (fourplayer.md "Board and setup")
    EXPECT_EQ(g->legal_moves().size(), 20u);
    EXPECT_EQ(g->fen(), START_FEN4);
    EXPECT_TRUE(g->checked_royals().empty());
    for (Seat s = 0; s < 4; ++s) {
        EXPECT_EQ(g->points(s), 0);
        EXPECT_FALSE(g->eliminated(s));
    }
}

TEST(FourPlayerGame, PlaysCanonicalAndPgn4TextsAndUndoes) {
    auto g = make_game();
    const auto moves = g->legal_moves();
    const auto it = std::find_if(moves.begin(), moves.end(), [](const MoveView& v) { return v.text == "h2h4"; });
    ASSERT_NE(it, moves.end());
    EXPECT_EQ(it->display, "h2-h4");
    EXPECT_EQ(it->from, g->geometry().parse_square("h2"));
    EXPECT_EQ(it->to, g->geometry().parse_square("h4"));
    ASSERT_TRUE(g->play("h2h4").ok());
    ASSERT_TRUE(g->play("b7-c7").ok()); // Blue's pawn steps right
    EXPECT_EQ(g->side_to_move(), 2);
    EXPECT_EQ(g->history().size(), 2u);
    EXPECT_TRUE(g->undo());
    EXPECT_TRUE(g->undo());
    EXPECT_FALSE(g->undo());
    EXPECT_EQ(g->fen(), START_FEN4);
}

TEST(FourPlayerGame, BadInputChangesNothing) {
    auto g = make_game();
    EXPECT_EQ(g->play("h2h5").error().code, "ERR_ILLEGAL_MOVE");
    EXPECT_EQ(g->play("zz").error().code, "ERR_MOVE_SYNTAX");
    EXPECT_EQ(g->play("").error().code, "ERR_MOVE_SYNTAX");
    EXPECT_EQ(g->claim_draw().error().code, "ERR_NO_CLAIM");
    EXPECT_EQ(g->fen(), START_FEN4);
    EXPECT_EQ(game_info().create("R-0,0,0,0-garbage").error().code, "ERR_FEN4_FIELDS");
    std::string badRights(START_FEN4);
    badRights[10] = '2'; // Red's short-castling flag
    EXPECT_EQ(game_info().create(badRights).error().code, "ERR_FEN4_CASTLING");
}

// A king capture: the capturer's 20 points, the seat out, its pieces grey (owner NO_SEAT) in the views.
TEST(FourPlayerGame, KingCaptureShowsGreyPieces) {
    auto g =
        make_game(build_fen4("R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0",
                             {{"h1", "rK"}, {"g5", "rR"}, {"a7", "bK"}, {"g14", "yK"}, {"d13", "yP"}, {"n8", "gK"}}));
    EXPECT_EQ(g->checked_royals(), std::vector<SquareIndex>{*g->geometry().parse_square("g14")});
    ASSERT_TRUE(g->play("Rg5xKg14").ok());
    // The king taken is the captured piece; Yellow's pawn turning grey is no capture.
    EXPECT_EQ(g->history().back().captured, (PieceView{*g->geometry().parse_square("g14"), 2, "K", {}}));
    EXPECT_EQ(g->points(0), 20);
    EXPECT_TRUE(g->eliminated(2));
    const auto pieces = g->pieces();
    const auto pawn = std::find_if(pieces.begin(), pieces.end(),
                                   [&](const PieceView& p) { return p.square == g->geometry().parse_square("d13"); });
    ASSERT_NE(pawn, pieces.end());
    EXPECT_EQ(pawn->owner, NO_SEAT);
    EXPECT_EQ(pawn->kind, "P");
}

// The page: "Wenn du aufgibst, scheidest du aus" — a resignation eliminates the seat, the game goes on.
TEST(FourPlayerGame, ResignationInPgn4EliminatesAndTheGameGoesOn) {
    auto g = game_info().import_record("[StartFen4 \"4PC\"]\n\n1. h2-h3 .. R .. g13-g12 *\n");
    ASSERT_TRUE(g.ok()) << g.error().message;
    EXPECT_TRUE(g.value()->eliminated(1));
    EXPECT_EQ(g.value()->side_to_move(), 3);
    EXPECT_FALSE(g.value()->outcome().over());
    EXPECT_NE(g.value()->fen().find("dK"), std::string::npos);
}

// The same resignation played as the side to move's move (Game::elimination_move, what the platform's rooms play and
// store): Blue is out, Yellow moves next, and undo brings Blue back.
TEST(FourPlayerGame, TheResignMoveEliminatesTheSideToMove) {
    auto g = make_game();
    ASSERT_EQ(g->elimination_move(Termination::RESIGNATION), std::optional<std::string>("R"));
    ASSERT_TRUE(g->play("h2h3").ok());
    const Result<MoveView> r = g->play(*g->elimination_move(Termination::RESIGNATION));
    ASSERT_TRUE(r.ok()) << r.error().message;
    EXPECT_TRUE(g->eliminated(1));
    EXPECT_EQ(g->side_to_move(), 2);
    EXPECT_FALSE(g->outcome().over());
    EXPECT_EQ(g->history().back().text, "R");
    // A move list names the ply as what it is (fourplayer.md: "resigned"), not as PGN4's letter, which reads
    // like a rook.
    EXPECT_EQ(g->history().back().kind, "resignation");
    ASSERT_TRUE(g->undo());
    EXPECT_FALSE(g->eliminated(1));
    EXPECT_EQ(g->side_to_move(), 1);
}

// fourplayer.md: "a ... timed-out player is eliminated"; PGN4 writes a time-out as the seat's ply "T". The flag
// fall's ply eliminates Blue like a resignation, is named as a time forfeit and comes back from the record as "T".
TEST(FourPlayerGame, AFlagFallIsTheSeatsTimeOutPly) {
    auto g = make_game();
    ASSERT_EQ(g->elimination_move(Termination::TIME_FORFEIT), std::optional<std::string>("T"));
    ASSERT_TRUE(g->play("h2h3").ok());
    const Result<MoveView> r = g->play("T");
    ASSERT_TRUE(r.ok()) << r.error().message;
    EXPECT_TRUE(g->eliminated(1));
    EXPECT_EQ(g->side_to_move(), 2);
    EXPECT_EQ(r.value().kind, "time-forfeit");
    EXPECT_TRUE(is_elimination(r.value()));
    const std::string pgn4 = g->export_record({});
    EXPECT_NE(pgn4.find(" T "), std::string::npos) << pgn4;
    auto back = game_info().import_record(pgn4);
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_TRUE(back.value()->eliminated(1));
    EXPECT_EQ(back.value()->history().back().kind, "time-forfeit");
}

// fourplayer.md "Points": "Draw ...: the game ends and every live player scores 10"; "End of game": "The highest
// score wins". The agreed draw (Game::agreed_draw_move, what a room plays when every live seat agrees) gives Red,
// Yellow and Green 10 each, none to Blue (eliminated), so Yellow's 12 + 10 = 22 wins; Blue, out, ranks last despite
// its 20 (docs/rules-decisions.md, Results 1). It is a ply of the record: exported as "D" and read back to the same
// end (docs/rules-decisions.md, four-player 12); the result is the places in seat order.
TEST(FourPlayerGame, AnAgreedDrawGivesEveryLiveSeatTenAndTheHighestScoreWins) {
    auto g = make_game(build_fen4("R-0,1,0,0-0,0,0,0-0,0,0,0-5,20,12,0-0",
                                  {{"h1", "rK"}, {"e2", "rP"}, {"a7", "dK"}, {"g14", "yK"}, {"n8", "gK"}}));
    ASSERT_EQ(g->agreed_draw_move(), std::optional<std::string>("D"));
    ASSERT_TRUE(g->play("e2e3").ok());
    ASSERT_EQ(g->side_to_move(), 2); // Blue is out: Yellow's turn
    const Result<MoveView> r = g->play(*g->agreed_draw_move());
    ASSERT_TRUE(r.ok()) << r.error().message;
    EXPECT_EQ(r.value().text, "D");
    const int expected[] = {5 + 10, 20, 12 + 10, 0 + 10};
    for (Seat s = 0; s < 4; ++s)
        EXPECT_EQ(g->points(s), expected[s]) << "seat " << s;
    EXPECT_EQ(g->outcome(), (Outcome{Termination::AGREEMENT, 1u << 2}));
    EXPECT_EQ(g->side_to_move(), NO_SEAT);
    EXPECT_TRUE(g->legal_moves().empty());
    EXPECT_EQ(g->play("D").error().code, "ERR_GAME_OVER");

    const std::string record = g->export_record({});
    EXPECT_EQ(places_of(*g, g->outcome()), (Places{2, 4, 1, 3}));
    EXPECT_NE(record.find("1. e2-e3 .. D 2-4-1-3"), std::string::npos) << record;
    EXPECT_NE(record.find("[Points \"15-20-22-10\"]"), std::string::npos) << record;
    EXPECT_NE(record.find("[Termination \"agreement\"]"), std::string::npos) << record;
    auto again = game_info().import_record(record);
    ASSERT_TRUE(again.ok()) << again.error().message << "\n" << record;
    EXPECT_EQ(again.value()->outcome(), g->outcome());
    EXPECT_EQ(again.value()->points(2), 22);

    ASSERT_TRUE(g->undo());
    EXPECT_FALSE(g->outcome().over());
    EXPECT_EQ(g->points(2), 12);
    EXPECT_EQ(g->side_to_move(), 2);
}

// Issue 51: three seats resign. The seat left in play is first alone, the three out (0 points each) share second:
// a win for it, a loss for each of them, and the record's result says so ("2-2-2-1", not "0-0-0-0").
TEST(FourPlayerResult, ThreeResignationsLeaveTheLastSeatFirstAlone) {
    auto g = make_game();
    for (int i = 0; i < 3; ++i)
        ASSERT_TRUE(g->play(*g->elimination_move(Termination::RESIGNATION)).ok()) << i;
    EXPECT_EQ(g->outcome(), (Outcome{Termination::POINTS, 1u << 3}));
    const Places places = places_of(*g, g->outcome());
    EXPECT_EQ(places, (Places{2, 2, 2, 1}));
    EXPECT_EQ(seat_result(places, 3), SeatResult::WIN);
    for (Seat s = 0; s < 3; ++s)
        EXPECT_EQ(seat_result(places, s), SeatResult::LOSS) << int(s);
    const std::string record = g->export_record({});
    EXPECT_NE(record.find("[Result \"2-2-2-1\"]"), std::string::npos) << record;
    EXPECT_NE(record.find("1. R .. R .. R 2-2-2-1"), std::string::npos) << record;
    auto again = game_info().import_record(record);
    ASSERT_TRUE(again.ok()) << again.error().message << "\n" << record;
    EXPECT_EQ(again.value()->outcome(), g->outcome());
}

// An agreed draw at the start: every seat scores 10, all four share first place: no winner, a draw for each.
TEST(FourPlayerResult, AnAgreedFourWayDrawIsADrawForEveryone) {
    auto g = make_game();
    ASSERT_TRUE(g->play(*g->agreed_draw_move()).ok());
    EXPECT_EQ(g->outcome(), (Outcome{Termination::AGREEMENT, 0}));
    EXPECT_TRUE(g->outcome().draw());
    const Places places = places_of(*g, g->outcome());
    EXPECT_EQ(places, (Places{1, 1, 1, 1}));
    for (Seat s = 0; s < 4; ++s)
        EXPECT_EQ(seat_result(places, s), SeatResult::DRAW) << int(s);
    EXPECT_NE(g->export_record({}).find("[Result \"1-1-1-1\"]"), std::string::npos);
}

// Red checkmates Yellow, who had 50 points, and the move limit ends the game on that move. Yellow, out, ranks below
// every seat still in play: Red (20) first, Blue and Green (0) share second, Yellow fourth.
TEST(FourPlayerResult, ACheckmatedSeatRanksBelowTheSeatsInPlayWhateverItsPoints) {
    auto g = make_game(build_fen4("R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,50,0-0-{'moveLimit':1}", {{"h1", "rK"},
                                                                                           {"e5", "rR"},
                                                                                           {"a7", "bK"},
                                                                                           {"g14", "yK"},
                                                                                           {"f13", "yP"},
                                                                                           {"g13", "yP"},
                                                                                           {"h13", "yP"},
                                                                                           {"n8", "gK"}}));
    ASSERT_TRUE(g->play("e5e14").ok());
    EXPECT_TRUE(g->eliminated(2));
    EXPECT_EQ(g->points(0), 20);
    EXPECT_EQ(g->points(2), 50);
    EXPECT_EQ(g->outcome(), (Outcome{Termination::POINTS, 1u << 0}));
    EXPECT_EQ(places_of(*g, g->outcome()), (Places{1, 2, 4, 2}));
}

} // namespace
} // namespace littletable::fourplayer
