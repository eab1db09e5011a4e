// One test per rule of docs/rules/martian.md, on positions built for it (each position's board is drawn in its
// string: ranks 8 to 1, files a-d on the 2-player board).
#include <gtest/gtest.h>

#include "tests/martian/test_support.h"

namespace littletable::martian {
namespace {

using namespace testing_support;

// "Moves": moving to an empty square of the other zone hands the piece over, with no points.
TEST(Rules, CrossingToAnEmptySquareHandsThePieceOver) {
    Position pos = Position::start();
    play(pos, "d3-d5");
    EXPECT_EQ(pos.piece_on(sq("d5")), DRONE);
    EXPECT_EQ(pos.owner_of(sq("d5")), 1);
    EXPECT_EQ(pos.points(0), 0);
    EXPECT_EQ(pos.points(1), 0);
    EXPECT_EQ(pos.fen(), "qqd1/qdp1/dpp1/3d/4/1pp1/1pdq/1dqq n 0/0 d3-d5 - 1");
}

// "Moves": moving onto a piece in the other zone captures it: the mover scores its value and the capturing piece
// now belongs to the opponent.
TEST(Rules, ACaptureScoresTheValueAndHandsTheCapturerOver) {
    Position pos = from("4/4/4/1q2/2p1/4/4/q3 s 0/0 - - 0");
    play(pos, "c4xb5");
    EXPECT_EQ(pos.points(0), 3);
    EXPECT_EQ(pos.piece_on(sq("b5")), PAWN);
    EXPECT_EQ(pos.owner_of(sq("b5")), 1);
    EXPECT_EQ(pos.fen(), "4/4/4/1p2/4/4/4/q3 n 3/0 c4-b5 - 1");
}

TEST(Rules, PieceValuesArePawnOneDroneTwoQueenThree) {
    for (auto [fen, points] :
         {std::pair{"4/4/4/1p2/2q1/4/4/q3 s 0/0 - - 0", 1}, std::pair{"4/4/4/1d2/2q1/4/4/q3 s 0/0 - - 0", 2},
          std::pair{"4/4/4/1q2/2q1/4/4/q3 s 0/0 - - 0", 3}}) {
        Position pos = from(fen);
        play(pos, "c4-b5");
        EXPECT_EQ(pos.points(0), points) << fen;
    }
}

TEST(Rules, NoMoveOntoAPieceOfTheOwnZoneOtherThanAFieldPromotion) {
    const Position pos = from("q3/4/4/4/1q2/2p1/4/d3 s 0/0 - - 0");
    EXPECT_EQ(move_error(pos, "c3-b4"), "ERR_ILLEGAL_MOVE"); // pawn onto queen
    EXPECT_EQ(move_error(pos, "b4-c3"), "ERR_ILLEGAL_MOVE"); // queen onto pawn
    EXPECT_EQ(move_error(pos, "c3-d4"), "");
}

// Field promotion: pawn onto pawn makes a drone only without a drone in the zone; pawn onto drone or drone onto
// pawn makes a queen only without a queen in the zone; the new piece stands on the target; nothing is scored.
TEST(Rules, PawnOntoPawnMakesADroneOnlyWithoutADrone) {
    Position pos = from("q3/4/4/4/4/2p1/1p2/q3 s 0/0 - - 0");
    EXPECT_EQ(to_display(pos, parse_move(pos, "b2-c3").value()), "b2-c3=d");
    play(pos, "b2-c3");
    EXPECT_EQ(pos.piece_on(sq("c3")), DRONE);
    EXPECT_EQ(pos.piece_on(sq("b2")), NO_PIECE);
    EXPECT_EQ(pos.points(0), 0);
    EXPECT_EQ(move_error(from("q3/4/4/4/4/2p1/1p2/d3 s 0/0 - - 0"), "b2-c3"), "ERR_ILLEGAL_MOVE");
}

TEST(Rules, PawnOntoDroneMakesAQueenOnlyWithoutAQueen) {
    Position pos = from("q3/4/4/4/4/2d1/1p2/d3 s 0/0 - - 0");
    play(pos, "b2-c3");
    EXPECT_EQ(pos.piece_on(sq("c3")), QUEEN);
    EXPECT_EQ(move_error(from("q3/4/4/4/4/2d1/1p2/q3 s 0/0 - - 0"), "b2-c3"), "ERR_ILLEGAL_MOVE");
}

TEST(Rules, DroneOntoPawnMakesAQueenOnlyWithoutAQueen) {
    Position pos = from("q3/4/4/4/4/2p1/4/2d1 s 0/0 - - 0");
    play(pos, "c1-c3");
    EXPECT_EQ(pos.piece_on(sq("c3")), QUEEN);
    EXPECT_EQ(move_error(from("q3/4/4/4/4/2p1/4/q1d1 s 0/0 - - 0"), "c1-c3"), "ERR_ILLEGAL_MOVE");
}

TEST(Rules, NoOtherMerger) {
    const Position pos = from("q3/4/4/4/4/1dq1/1d2/1p2 s 0/0 - - 0");
    EXPECT_EQ(move_error(pos, "b2-b3"), "ERR_ILLEGAL_MOVE"); // drone onto drone
    EXPECT_EQ(move_error(pos, "b1-c2"), ""); // an empty square
    EXPECT_EQ(move_error(from("q3/4/4/4/4/2q1/1p2/4 s 0/0 - - 0"), "b2-c3"), "ERR_ILLEGAL_MOVE"); // pawn onto queen
}

// Movement: a pawn one square diagonally, a drone one or two orthogonally, a queen any distance; no jumping; the
// canal is no obstacle.
TEST(Rules, PiecesMoveWithoutJumping) {
    const Position start = Position::start();
    EXPECT_EQ(move_error(start, "b1-b3"), "ERR_ILLEGAL_MOVE"); // the drone would jump its own pawn on b2
    EXPECT_EQ(move_error(start, "d2-d4"), "ERR_ILLEGAL_MOVE"); // the queen would jump the drone on d3
    EXPECT_EQ(move_error(start, "b3-b4"), "ERR_ILLEGAL_MOVE"); // a pawn moves diagonally only
    const Position open = from("3q/4/4/4/4/4/4/d2q s 0/0 - - 0");
    EXPECT_EQ(move_error(open, "d1xd8"), ""); // across the canal and the whole board
    EXPECT_EQ(move_error(open, "a1-c1"), ""); // two squares
    EXPECT_EQ(move_error(open, "a1-a4"), "ERR_ILLEGAL_MOVE"); // three
    EXPECT_EQ(move_error(open, "a1-b2"), "ERR_ILLEGAL_MOVE"); // a drone does not move diagonally
}

// No rejection (2 players): the piece that has just crossed the canal may not go straight back, also after a
// capturing crossing; any other move of it, and the same move a turn later, are allowed.
TEST(Rules, RejectionForbidsSendingTheCrossedPieceStraightBack) {
    Position pos = Position::start();
    play(pos, "d3-d5");
    EXPECT_EQ(move_error(pos, "d5-d3"), "ERR_ILLEGAL_MOVE");
    EXPECT_NE(parse_move(pos, "d5-d3").error().message.find("rejection"), std::string::npos);
    EXPECT_EQ(move_error(pos, "d5-d4"), "");
}

TEST(Rules, RejectionAlsoAfterACapturingCrossing) {
    Position pos = from("4/4/4/1q2/2p1/4/4/q3 s 0/0 - - 0");
    play(pos, "c4xb5");
    EXPECT_EQ(move_error(pos, "b5-c4"), "ERR_ILLEGAL_MOVE");
    EXPECT_EQ(move_error(pos, "b5-a4"), "");
}

TEST(Rules, RejectionLastsOneMove) {
    Position pos = from("q3/4/4/4/2p1/4/4/3q s 0/0 - - 0");
    play(pos, "c4-b5"); // hands the pawn to North
    play(pos, "a8-a7"); // North does something else
    play(pos, "d1-d2");
    EXPECT_EQ(move_error(pos, "b5-c4"), ""); // now the pawn may go back
}

TEST(Rules, NoRejectionWithFourPlayers) {
    Position pos = Position::start(4);
    play(pos, "a3-a5"); // seat 0's drone into seat 1's quadrant
    EXPECT_EQ(pos.side_to_move(), 1);
    EXPECT_EQ(pos.owner_of(sq("a5")), 1);
    EXPECT_EQ(move_error(pos, "a5-a3"), "");
}

TEST(Rules, FourPlayersMoveClockwise) {
    Position pos = Position::start(4);
    const Seat expected[] = {1, 2, 3, 0};
    const char* moves[] = {"c1-d1", "c8-d8", "f8-e8", "f1-e1"}; // each seat's drone along its outer rank
    for (int i = 0; i < 4; ++i) {
        play(pos, moves[i]);
        EXPECT_EQ(pos.side_to_move(), expected[i]);
    }
}

// End of game: at once when one zone is empty; the higher score wins; with equal scores the last mover.
TEST(Rules, TheGameEndsWhenAZoneIsEmptyAndATieGoesToTheLastMover) {
    Position pos = from("q3/4/4/4/p3/4/4/4 s 0/0 - - 0");
    play(pos, "a4-b5"); // South's only piece leaves its zone
    EXPECT_EQ(pos.outcome(), Outcome::win(0, Termination::POINTS));
    MoveList moves;
    pos.generate_legal(moves);
    EXPECT_EQ(moves.size(), 0u);
    EXPECT_EQ(move_error(pos, "b5-a4"), "ERR_GAME_OVER");

    Position behind = from("q3/4/4/4/p3/4/4/4 s 0/1 - - 0");
    play(behind, "a4-b5");
    EXPECT_EQ(behind.outcome(), Outcome::win(1, Termination::POINTS));
}

TEST(Rules, ThePlayerWhoseZoneIsEmptyCanStillWin) {
    Position pos = from("q3/4/4/4/p3/4/4/4 s 5/3 - - 0");
    play(pos, "a4-b5");
    EXPECT_EQ(pos.outcome(), Outcome::win(0, Termination::POINTS));
}

// Setting: the deadlock clock. Called with a move; seven further moves without a capture end the game; a capture
// resets the count; a tie is a draw.
TEST(Rules, CallingTheClockAndSevenQuietMovesEndTheGame) {
    Position pos = from("q3/4/4/4/4/4/4/3q s 0/0 - on 0");
    play(pos, "d1-d2");
    EXPECT_EQ(pos.clock(), CLOCK_READY); // not called
    play(pos, "a8-a7+clock");
    EXPECT_EQ(pos.clock(), 0);
    MoveList moves;
    pos.generate_legal(moves);
    for (Move m : moves)
        EXPECT_FALSE(m.calls_clock()) << "the clock is called once";
    const char* quiet[] = {"d2-d1", "a7-a8", "d1-d2", "a8-a7", "d2-d1", "a7-a8"};
    for (const char* m : quiet) {
        play(pos, m);
        EXPECT_FALSE(pos.outcome().over()) << m;
    }
    play(pos, "d1-d2"); // the seventh
    EXPECT_EQ(pos.clock(), CLOCK_END);
    EXPECT_EQ(pos.outcome(), Outcome::drawn(Termination::POINTS));
}

TEST(Rules, ACaptureResetsTheClock) {
    Position pos = from("q2q/4/4/4/4/4/4/q2q s 0/0 - 6 20");
    play(pos, "d1xd8");
    EXPECT_EQ(pos.clock(), 0);
    EXPECT_FALSE(pos.outcome().over());
    EXPECT_EQ(pos.points(0), 3);
}

TEST(Rules, TheClockEndsOnPointsWithAWinner) {
    Position pos = from("q3/4/4/4/4/4/4/3q s 1/0 - 6 20");
    play(pos, "d1-d2");
    EXPECT_EQ(pos.outcome(), Outcome::win(0, Termination::POINTS));
}

TEST(Rules, WithTheClockOffNoMoveCallsIt) {
    const Position pos = from("q3/4/4/4/4/4/4/3q s 0/0 - - 0");
    EXPECT_EQ(move_error(pos, "d1-d2+clock"), "ERR_ILLEGAL_MOVE");
}

// docs/rules-decisions.md: an empty zone ends the game by its own rule (equal scores: the last mover) even when the
// same move runs the clock out or reaches the move limit.
TEST(Rules, AnEmptyZoneDecidesOverTheClockAndTheLimit) {
    for (const char* fen : {"q3/4/4/4/p3/4/4/4 s 0/0 - 6 0", "q3/4/4/4/p3/4/4/4 s 0/0 - - 9/10"}) {
        Position pos = from(fen);
        play(pos, "a4-b5");
        EXPECT_EQ(pos.outcome(), Outcome::win(0, Termination::POINTS)) << fen;
    }
}

// Setting: the move limit ends the game on points; a tie is a draw.
TEST(Rules, TheMoveLimitEndsTheGameOnPoints) {
    Position pos = from("q3/4/4/4/4/4/4/3q s 0/0 - - 9/10");
    play(pos, "d1-d2");
    EXPECT_EQ(pos.outcome(), Outcome::drawn(Termination::POINTS));
    Position ahead = from("q3/4/4/4/4/4/4/3q s 0/2 - - 9/10");
    play(ahead, "d1-d2");
    EXPECT_EQ(ahead.outcome(), Outcome::win(1, Termination::POINTS));
}

// Four players: the highest individual score wins; ties share the place (all four tied: a draw,
// docs/rules-decisions.md).
TEST(Rules, FourPlayersTiesShareThePlace) {
    EXPECT_EQ(from("q6q/8/8/8/8/8/8/q7 sw 3/3/1/0 - - 0").outcome(), (Outcome{Termination::POINTS, 0b0011}));
    EXPECT_EQ(from("q6q/8/8/8/8/8/8/q7 sw 0/1/5/0 - - 0").outcome(), Outcome::win(2, Termination::POINTS));
    EXPECT_EQ(from("q6q/8/8/8/8/8/8/q7 sw 2/2/2/2 - - 0").outcome(), Outcome::drawn(Termination::POINTS));
    EXPECT_FALSE(from("q6q/8/8/8/8/8/8/q6q sw 0/0/0/0 - - 0").outcome().over());
}

} // namespace
} // namespace littletable::martian
