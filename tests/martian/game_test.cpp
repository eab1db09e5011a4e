// Martian Chess behind the dynamic Game interface (engine/martian/game.h): square indices of the core geometries,
// owners by zone, points, the clock's twin moves, errors that change nothing, undo, clone, and the record.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/martian/game.h"
#include "engine/martian/position.h"
#include "engine/martian/registration.h"

namespace littletable::martian {
namespace {

std::unique_ptr<Game> make(int seats, std::string_view fen = {}) {
    auto g = create_martian_game(seats, fen);
    EXPECT_TRUE(g.ok()) << fen;
    return std::move(g.value());
}

TEST(Game, TwoPlayersOnTheCoreGeometry) {
    auto g = make(2);
    EXPECT_EQ(g->variant(), "martian");
    EXPECT_EQ(g->seat_count(), 2);
    EXPECT_EQ(&g->geometry(), &boards::martian4x8());
    EXPECT_EQ(g->side_to_move(), 0);
    const std::vector<MoveView> moves = g->legal_moves();
    ASSERT_EQ(moves.size(), 10u);
    const Geometry& geo = g->geometry();
    for (const MoveView& m : moves) {
        // from and to are the geometry's indices of the squares the text names.
        EXPECT_EQ(geo.square_name(m.from) + "-" + geo.square_name(m.to), m.text);
        EXPECT_EQ(m.kind, "");
    }
    EXPECT_EQ(g->pieces().size(), 18u);
}

TEST(Game, PiecesBelongToTheirZone) {
    auto g = make(2);
    ASSERT_TRUE(g->play("d3-d5").ok());
    const Geometry& geo = g->geometry();
    const std::vector<PieceView> pieces = g->pieces();
    const auto d5 = std::find_if(pieces.begin(), pieces.end(),
                                 [&](const PieceView& p) { return p.square == geo.parse_square("d5"); });
    ASSERT_NE(d5, pieces.end());
    EXPECT_EQ(d5->owner, 1);
    EXPECT_EQ(d5->kind, "drone");
    for (const PieceView& p : pieces)
        EXPECT_EQ(p.owner, geo.zone_of(p.square)->owner) << geo.square_name(p.square);
}

TEST(Game, PointsAndTheEnd) {
    auto g = make(2, "4/4/4/1q2/2p1/4/4/p3 s 0/0 - - 0");
    const Result<MoveView> capture = g->play("c4-b5");
    ASSERT_TRUE(capture.ok());
    EXPECT_EQ(capture.value().display, "c4xb5");
    // Moving onto a piece in the other zone captures it (martian.md): North's queen on b5, taken off the board.
    const PieceView taken{*g->geometry().parse_square("b5"), 1, "queen", {}};
    EXPECT_EQ(capture.value().captured, taken);
    EXPECT_EQ(g->history().back().captured, taken);
    EXPECT_EQ(g->points(0), 3);
    EXPECT_EQ(g->points(1), 0);
    EXPECT_EQ(g->points(5), 0);
    ASSERT_TRUE(g->play("b5-a4").ok()); // North's last piece leaves its zone
    EXPECT_EQ(g->outcome(), Outcome::win(0, Termination::POINTS));
    EXPECT_EQ(g->side_to_move(), NO_SEAT);
    EXPECT_TRUE(g->legal_moves().empty());
    EXPECT_EQ(g->play("a1-b2").error().code, "ERR_GAME_OVER");
    EXPECT_FALSE(g->eliminated(0));
    EXPECT_TRUE(g->checked_royals().empty());
}

TEST(Game, BadInputChangesNothing) {
    auto g = make(2);
    const std::string fen = g->fen();
    EXPECT_EQ(g->play("zz").error().code, "ERR_MOVE_SYNTAX");
    EXPECT_EQ(g->play("c1-c2").error().code, "ERR_ILLEGAL_MOVE");
    EXPECT_EQ(g->fen(), fen);
    EXPECT_TRUE(g->history().empty());
    EXPECT_EQ(g->claim_draw().error().code, "ERR_NO_CLAIM");
    EXPECT_TRUE(g->claimable_draws().empty());
    EXPECT_FALSE(create_martian_game(2, "q6q/8/8/8/8/8/8/q6q sw 0/0/0/0 - - 0").ok());
    EXPECT_FALSE(create_martian_game(4, "").value()->variant() != "martian4");
    EXPECT_EQ(create_martian_game(2, "nonsense").error().code, "ERR_FEN_FIELDS");
}

TEST(Game, TheClockSettingGivesTwinMovesOfKindCallClock) {
    auto g = make(2, "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq s 0/0 - on 0");
    const std::vector<MoveView> moves = g->legal_moves();
    ASSERT_EQ(moves.size(), 20u);
    const auto calls =
        std::count_if(moves.begin(), moves.end(), [](const MoveView& m) { return m.kind == "call-clock"; });
    EXPECT_EQ(calls, 10);
    const Result<MoveView> v = g->play("b3-a4+clock");
    ASSERT_TRUE(v.ok());
    EXPECT_EQ(v.value().kind, "call-clock");
    EXPECT_EQ(g->fen(), "qqd1/qdp1/dpp1/4/p3/2pd/1pdq/1dqq n 0/0 - 0 1");
    EXPECT_FALSE(v.value().captured.has_value());
}

// The deadlock clock counts the moves after the call (a capture resets it; seven end the game) and the move limit
// the moves played (martian.md, "Setting"); neither runs unless set, and an uncalled clock shows nothing yet.
TEST(Game, CountersShowTheCalledClockAndTheMoveLimit) {
    auto g = make(2, "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq s 0/0 - on 0/30");
    EXPECT_EQ(g->counters(), (std::vector<Counter>{{"move-limit", 0, 30}}));
    ASSERT_TRUE(g->play("b3-a4+clock").ok());
    EXPECT_EQ(g->counters(), (std::vector<Counter>{{"deadlock-clock", 0, 7}, {"move-limit", 1, 30}}));
    ASSERT_TRUE(g->play("a6-a5").ok());
    EXPECT_EQ(g->counters(), (std::vector<Counter>{{"deadlock-clock", 1, 7}, {"move-limit", 2, 30}}));
    EXPECT_TRUE(make(2)->counters().empty());
}

TEST(Game, UndoAndClone) {
    auto g = make(2);
    ASSERT_TRUE(g->play("d3-d5").ok());
    auto copy = g->clone();
    EXPECT_TRUE(g->undo());
    EXPECT_EQ(g->fen(), g->start_fen());
    EXPECT_FALSE(g->undo());
    EXPECT_EQ(copy->history().size(), 1u);
    EXPECT_EQ(copy->history()[0].text, "d3-d5");
}

TEST(Game, FourPlayers) {
    auto g = make(4);
    EXPECT_EQ(g->variant(), "martian4");
    EXPECT_EQ(g->seat_count(), 4);
    EXPECT_EQ(&g->geometry(), &boards::martian8x8());
    EXPECT_EQ(g->legal_moves().size(), 11u);
    ASSERT_TRUE(g->play("a3-a5").ok());
    EXPECT_EQ(g->side_to_move(), 1);
    EXPECT_EQ(game_info_four().seats, 4);
    EXPECT_EQ(game_info().seats, 2);
}

TEST(Game, TheRecordRoundTrips) {
    for (int seats : {2, 4}) {
        auto g = make(seats);
        for (int i = 0; i < 30 && !g->outcome().over(); ++i)
            ASSERT_TRUE(g->play(g->legal_moves()[size_t(i * 7) % g->legal_moves().size()].text).ok());
        const std::string record = g->export_record({});
        const GameInfo info = seats == 2 ? game_info() : game_info_four();
        auto back = info.import_record(record);
        ASSERT_TRUE(back.ok()) << record << back.error().message;
        EXPECT_EQ(back.value()->fen(), g->fen()) << record;
        EXPECT_NE(record.find("[Variant \"Martian Chess"), std::string::npos);
        EXPECT_NE(record.find("[Scores \""), std::string::npos);
    }
}

TEST(Game, PerftThroughTheRegistryEntry) {
    // The start's ten moves (opening_test.cpp) and the 104 replies counted by hand.
    const Result<PerftResult> r = game_info().perft("", 2, true);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.value().nodes, 104u);
    EXPECT_EQ(r.value().divide.size(), 10u);
}

} // namespace
} // namespace littletable::martian
