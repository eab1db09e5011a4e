// Endings decided off the board (engine/core/off_board.h): resignation, time forfeits, agreed draws and a room's
// move limit, for a two-seat game that ends and for four-player chess, whose rules eliminate the seat instead
// (docs/rules/fourplayer.md: "a resigned or timed-out player is eliminated"; an agreed draw is scored).
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "engine/core/off_board.h"
#include "engine/core/registry.h"

namespace littletable::off_board {
namespace {

std::unique_ptr<Game> game(std::string_view name, std::string_view fen = {}) {
    auto g = create_game(name, fen);
    EXPECT_TRUE(g.ok()) << (g.ok() ? "" : g.error().message);
    return std::move(g.value());
}

TEST(OffBoard, AResignationEndsATwoSeatGameForTheOtherSeat) {
    auto g = game("chess");
    const Result<Decision> d = seat_leaves(*g, 1, Termination::RESIGNATION);
    ASSERT_TRUE(d.ok());
    EXPECT_FALSE(d.value().ply);
    EXPECT_EQ(d.value().ending.outcome, Outcome::win(0, Termination::RESIGNATION));
    EXPECT_EQ(d.value().ending.reason, "seat 1 resigned");
    EXPECT_TRUE(g->history().empty()); // deciding changes nothing
}

// FIDE Laws 6.9: a flag fall loses, unless the opponent cannot checkmate by any series of legal moves: a draw.
TEST(OffBoard, AFlagFallAgainstALoneKingIsADraw) {
    auto g = game("chess", "4k3/8/8/8/8/8/8/4K2Q w - - 0 1");
    const Result<Decision> whiteFlags = seat_leaves(*g, 0, Termination::TIME_FORFEIT);
    ASSERT_TRUE(whiteFlags.ok());
    EXPECT_EQ(whiteFlags.value().ending.outcome, Outcome::drawn(Termination::TIMEOUT_VS_INSUFFICIENT_MATERIAL));
    const Result<Decision> blackFlags = seat_leaves(*g, 1, Termination::TIME_FORFEIT);
    ASSERT_TRUE(blackFlags.ok());
    EXPECT_EQ(blackFlags.value().ending.outcome, Outcome::win(0, Termination::TIME_FORFEIT));
}

TEST(OffBoard, AFourPlayerSeatLeavesByItsOwnPlyInItsTurn) {
    auto g = game("fourplayer");
    const Result<Decision> notYet = seat_leaves(*g, 2, Termination::RESIGNATION);
    ASSERT_FALSE(notYet.ok());
    EXPECT_EQ(notYet.error().code, "ERR_NOT_YOUR_TURN");
    const Result<Decision> red = seat_leaves(*g, 0, Termination::RESIGNATION);
    ASSERT_TRUE(red.ok());
    ASSERT_TRUE(red.value().ply);
    EXPECT_EQ(red.value().mover, 0);
    EXPECT_FALSE(red.value().ending.outcome.over());
    EXPECT_TRUE(is_off_board_ply(*g, *red.value().ply));
    ASSERT_TRUE(g->play(*red.value().ply).ok());
    EXPECT_TRUE(g->eliminated(0));
    EXPECT_FALSE(g->outcome().over()); // the three others play on
    EXPECT_EQ(live_seats(*g), 0b1110);
}

TEST(OffBoard, AnAgreedDrawIsScoredWhereTheRulesScoreIt) {
    auto chess = game("chess");
    const Result<Decision> plain = agreed_draw(*chess);
    ASSERT_TRUE(plain.ok());
    EXPECT_EQ(plain.value().ending.outcome, Outcome::drawn(Termination::AGREEMENT));

    auto four = game("fourplayer");
    const Result<Decision> scored = agreed_draw(*four);
    ASSERT_TRUE(scored.ok());
    ASSERT_TRUE(scored.value().ply);
    EXPECT_EQ(scored.value().mover, four->side_to_move());
    ASSERT_TRUE(four->play(*scored.value().ply).ok());
    EXPECT_TRUE(four->outcome().over()); // fourplayer.md "Points": the draw ends the game, scored
    EXPECT_EQ(seat_leaves(*four, 1, Termination::RESIGNATION).error().code, "ERR_GAME_OVER");
}

// The kinds of the plies that are not moves are their terminations' names.
TEST(OffBoard, TheKindsOfOffBoardPliesAreTheirTerminationsNames) {
    EXPECT_EQ(to_string(Termination::RESIGNATION), move_kind::RESIGNATION);
    EXPECT_EQ(to_string(Termination::TIME_FORFEIT), move_kind::TIME_FORFEIT);
    EXPECT_EQ(to_string(Termination::AGREEMENT), move_kind::AGREEMENT);
}

TEST(OffBoard, AMoveAndATwoSeatGameHaveNoOffBoardPly) {
    auto g = game("chess");
    EXPECT_FALSE(is_off_board_ply(*g, "e2e4"));
    EXPECT_FALSE(is_off_board_ply(*g, "R"));
}

// The move limit counts the plies of play: Metamate's two setup moves (metamate.md §2) are not among them.
TEST(OffBoard, TheMoveLimitCountsNoSetupMove) {
    auto g = game("metamate");
    const MoveLimit limit{2};
    for (int setup = 0; setup < 2; ++setup) {
        ASSERT_EQ(g->legal_moves().front().kind, move_kind::SETUP);
        ASSERT_TRUE(g->play(g->legal_moves().front().text).ok());
    }
    ASSERT_TRUE(g->play("e2e4").ok());
    EXPECT_EQ(limit.counters(g->history()), (std::vector<Counter>{{"move-limit", 1, 2}}));
    EXPECT_FALSE(limit.reached(*g));
    ASSERT_TRUE(g->play("e7e5").ok());
    const std::optional<Decision> reached = limit.reached(*g);
    ASSERT_TRUE(reached);
    EXPECT_EQ(reached->ending.outcome, Outcome::drawn(Termination::MOVE_LIMIT));
    EXPECT_EQ(termination_named("move-limit"), Termination::MOVE_LIMIT); // the name rooms have always stored
    EXPECT_TRUE(MoveLimit{}.counters(g->history()).empty());
    EXPECT_FALSE(MoveLimit{}.reached(*g));
}

// martian.md "Setting": the game's own move limit, ended on points; a room's drawn one would be a second.
TEST(OffBoard, AGameWithItsOwnMoveLimitRefusesTheRooms) {
    EXPECT_EQ(MoveLimit{40}.allowed_for(*find_game("martian")).error().code, "ERR_OWN_MOVE_LIMIT");
    EXPECT_TRUE(MoveLimit{0}.allowed_for(*find_game("martian")).ok());
    EXPECT_TRUE(MoveLimit{40}.allowed_for(*find_game("chess")).ok());
}

// A reported ending (a game against the computer told by a browser) stands only where the game supports it.
TEST(OffBoard, AReportedEndingMustBeOneTheGameSupports) {
    auto g = game("chess");
    ASSERT_TRUE(g->play("e2e4").ok());
    const Result<Ending> mate = reported_ending(*g, Outcome::win(0, Termination::CHECKMATE), 0);
    ASSERT_FALSE(mate.ok());
    EXPECT_EQ(mate.error().code, "ERR_BAD_ENDING");
    EXPECT_EQ(reported_ending(*g, Outcome::win(1, Termination::RESIGNATION), 0).value().outcome,
              Outcome::win(1, Termination::RESIGNATION));
    EXPECT_FALSE(reported_ending(*g, Outcome::win(0, Termination::RESIGNATION), 0).ok()) << "seat 1 never resigned";
    EXPECT_TRUE(reported_ending(*g, Outcome::drawn(Termination::AGREEMENT), 0).ok());
    EXPECT_FALSE(reported_ending(*g, Outcome::drawn(Termination::FIFTY_MOVES), 0).ok());
    EXPECT_EQ(g->history().size(), 1u) << "checking changes nothing";
}

// FIDE Laws 9.3: a draw may be claimed once the last fifty moves of each player made no capture and no pawn move.
TEST(OffBoard, AReportedClaimNeedsThePositionToAllowIt) {
    auto fifty = game("chess", "4k3/8/8/8/8/8/8/4K2R w - - 100 80");
    EXPECT_EQ(reported_ending(*fifty, Outcome::drawn(Termination::FIFTY_MOVES), 0).value().outcome,
              Outcome::drawn(Termination::FIFTY_MOVES));
    EXPECT_FALSE(reported_ending(*fifty, Outcome::drawn(Termination::THREEFOLD_REPETITION), 0).ok());
    EXPECT_FALSE(reported_ending(*fifty, Outcome::win(1, Termination::FIFTY_MOVES), 0).ok()) << "a draw has no winner";
}

// Fool's mate: 1. f3 e5 2. g4 Qh4#, Black wins; the position's own end is the only ending it has.
TEST(OffBoard, AReportedEndingOfAFinishedGameIsItsOwn) {
    auto g = game("chess");
    for (const char* m : {"f2f3", "e7e5", "g2g4", "d8h4"})
        ASSERT_TRUE(g->play(m).ok()) << m;
    EXPECT_TRUE(reported_ending(*g, Outcome::win(1, Termination::CHECKMATE), 0).ok());
    EXPECT_FALSE(reported_ending(*g, Outcome::win(0, Termination::CHECKMATE), 0).ok());
    EXPECT_FALSE(reported_ending(*g, Outcome::win(1, Termination::RESIGNATION), 0).ok());
}

// docs/rules/fourplayer.md: a resigned player is eliminated and the game goes on: no ending off the board.
TEST(OffBoard, AReportedResignationIsAPlyWhereTheRulesMakeItOne) {
    auto g = game("fourplayer");
    const Result<Ending> r = reported_ending(*g, Outcome{Termination::RESIGNATION, 0b1110}, 0);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, "ERR_BAD_ENDING");
}

} // namespace
} // namespace littletable::off_board
