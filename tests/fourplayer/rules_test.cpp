// One test per rule of docs/rules/fourplayer.md, each with its expected values from the rules file.
#include <gtest/gtest.h>

#include "engine/fourplayer/notation.h"
#include "tests/fourplayer/fen_builder.h"
#include "tests/fourplayer/test_support.h"

namespace littletable::fourplayer {
namespace {

using namespace testing_support;

constexpr const char* NO_RIGHTS = "-0,0,0,0-0,0,0,0-0,0,0,0-";

Square sq(std::string_view name) { return *parse_square(name); }

std::string piece_at(const Position& pos, std::string_view name) {
    const Piece p = pos.piece_on(sq(name));
    if (p == EMPTY)
        return "";
    return std::string(1, "rbygd"[is_grey(p) ? 4 : owner_of(p)]) + " PNBRQKD"[type_of(p)];
}

// "Board and setup": the modern start has K h1 / a7 / g14 / n8; classic swaps Blue's and Green's K and Q.
TEST(Setup, ModernAndClassicKings) {
    const Position modern = Position::start();
    EXPECT_EQ(piece_at(modern, "h1"), "rK");
    EXPECT_EQ(piece_at(modern, "g1"), "rQ");
    EXPECT_EQ(piece_at(modern, "a7"), "bK");
    EXPECT_EQ(piece_at(modern, "a8"), "bQ");
    EXPECT_EQ(piece_at(modern, "g14"), "yK");
    EXPECT_EQ(piece_at(modern, "n8"), "gK");
    EXPECT_EQ(piece_at(modern, "n7"), "gQ");
    const Position classic = Position::start(true);
    EXPECT_EQ(piece_at(classic, "a8"), "bK");
    EXPECT_EQ(piece_at(classic, "a7"), "bQ");
    EXPECT_EQ(piece_at(classic, "n7"), "gK");
    EXPECT_EQ(piece_at(classic, "n8"), "gQ");
}

// "Moves": castling derived from the king's position: short toward the nearer rook, the rook on the crossed square.
TEST(Castling, DerivedFromTheKingsPosition) {
    const std::map<std::string, std::string> pieces = {{"d1", "rR"}, {"h1", "rK"},  {"k1", "rR"},  {"a4", "bR"},
                                                       {"a7", "bK"}, {"a11", "bR"}, {"g14", "yK"}, {"n8", "gK"}};
    Position red = parse(build_fen4("R-0,0,0,0-1,1,0,0-1,1,0,0-0,0,0,0-0", pieces));
    EXPECT_EQ(to_pgn4(red, find_move(red, "h1j1:c")), "O-O");
    // The rook lands on g1 and sees Yellow's king up the open g-file: a check.
    EXPECT_EQ(to_pgn4(red, find_move(red, "h1f1:c")), "O-O-O+");
    play(red, {"h1j1:c"});
    EXPECT_EQ(piece_at(red, "j1"), "rK");
    EXPECT_EQ(piece_at(red, "i1"), "rR");
    EXPECT_EQ(piece_at(red, "k1"), "");
    // Blue's king a7 (modern): a4 is 3 away, so O-O goes a7-a5 with the rook to a6.
    play(red, {"a7a5:c"});
    EXPECT_EQ(piece_at(red, "a5"), "bK");
    EXPECT_EQ(piece_at(red, "a6"), "bR");
    // Classic Blue king a8: the short side is toward a11 (king a10, rook a9).
    std::map<std::string, std::string> classic = pieces;
    classic.erase("a7");
    classic["a8"] = "bK";
    Position blue = parse(build_fen4("B-0,0,0,0-0,1,0,0-0,1,0,0-0,0,0,0-0", classic));
    play(blue, {"a8a10:c"});
    EXPECT_EQ(piece_at(blue, "a10"), "bK");
    EXPECT_EQ(piece_at(blue, "a9"), "bR");
}

// "Moves": promotion on the owner's 8th line to the 1-point queen; capturing it scores 1.
TEST(Promotion, ToTheOnePointQueen) {
    Position pos =
        parse(build_fen4(std::string("R") + NO_RIGHTS + "0,0,0,0-0",
                         {{"h1", "rK"}, {"e7", "rP"}, {"a7", "bK"}, {"b8", "bR"}, {"g14", "yK"}, {"n11", "gK"}}));
    const Move m = find_move(pos, "e7e8");
    EXPECT_TRUE(m.promotion());
    EXPECT_EQ(to_pgn4(pos, m), "e7-e8=D");
    pos.make(m);
    EXPECT_EQ(piece_at(pos, "e8"), "rD");
    play(pos, {"b8e8"});
    EXPECT_EQ(pos.points(BLUE), 1);
}

// "Moves": en passant stored per seat; two seats' double steps may be taken on the same turn (Green takes Red's
// i2-i4 on i3 or Yellow's k13-k11 on k12).
TEST(EnPassant, TwoSeatsAtOnce) {
    Position pos = parse(
        build_fen4("G-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-{'enPassant':('i3:i4','','k12:k11','')}", {{"h1", "rK"},
                                                                                                   {"i4", "rP"},
                                                                                                   {"a7", "bK"},
                                                                                                   {"g14", "yK"},
                                                                                                   {"k11", "yP"},
                                                                                                   {"n8", "gK"},
                                                                                                   {"j4", "gP"},
                                                                                                   {"l11", "gP"}}));
    const std::vector<std::string> moves = legal_texts(pos);
    EXPECT_NE(std::find(moves.begin(), moves.end(), "j4i3:e"), moves.end());
    EXPECT_NE(std::find(moves.begin(), moves.end(), "l11k12:e"), moves.end());
    play(pos, {"j4i3:e"});
    EXPECT_EQ(piece_at(pos, "i4"), "");
    EXPECT_EQ(piece_at(pos, "i3"), "gP");
    EXPECT_EQ(pos.points(GREEN), 1);
}

// Decision 3: a double step whose pawn a third seat has taken can no longer be taken en passant, and FEN4 no longer
// names it, so the position's FEN4 reads back.
TEST(EnPassant, ADoubleStepWhosePawnIsTakenLeavesTheFen) {
    Position pos =
        parse(build_fen4("B-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-{'enPassant':('i3:i4','','','')}",
                         {{"h1", "rK"}, {"i4", "rP"}, {"a7", "bK"}, {"d4", "bQ"}, {"g14", "yK"}, {"n8", "gK"}}));
    play(pos, {"d4i4"});
    EXPECT_EQ(pos.points(BLUE), 1);
    const std::string fen = pos.fen();
    EXPECT_EQ(fen.find("enPassant"), std::string::npos) << fen;
    const Result<Position> back = Position::from_fen(fen);
    ASSERT_TRUE(back) << back.error().message;
    EXPECT_EQ(back.value().fen(), fen);
}

// "Elimination": a king left in check may be captured by the next player: 20 points, its owner out, grey pieces.
TEST(Elimination, KingCapture) {
    Position pos =
        parse(build_fen4(std::string("R") + NO_RIGHTS + "0,0,0,0-0",
                         {{"h1", "rK"}, {"g5", "rR"}, {"a7", "bK"}, {"g14", "yK"}, {"d13", "yP"}, {"n8", "gK"}}));
    play(pos, {"g5g14"});
    EXPECT_EQ(pos.points(RED), 20);
    EXPECT_TRUE(pos.eliminated(YELLOW));
    EXPECT_EQ(piece_at(pos, "d13"), "dP");
    EXPECT_EQ(pos.side_to_move(), BLUE);
    EXPECT_NE(pos.fen().find("dP"), std::string::npos);
    // An eliminated seat has no moves and is in check no more.
    MoveList yellow;
    pos.generate_legal(YELLOW, yellow);
    EXPECT_TRUE(yellow.empty());
    EXPECT_FALSE(pos.in_check(YELLOW));
}

// "Elimination": checkmate is tested after every move for every live opponent; 20 to the mover.
TEST(Elimination, CheckmateOfAnotherSeatAtOnce) {
    Position pos = parse(build_fen4(std::string("R") + NO_RIGHTS + "0,0,0,0-0", {{"h1", "rK"},
                                                                                 {"e5", "rR"},
                                                                                 {"a7", "bK"},
                                                                                 {"g14", "yK"},
                                                                                 {"f13", "yP"},
                                                                                 {"g13", "yP"},
                                                                                 {"h13", "yP"},
                                                                                 {"n8", "gK"}}));
    EXPECT_EQ(to_pgn4(pos, find_move(pos, "e5e14")), "Re5-e14#");
    play(pos, {"e5e14"});
    EXPECT_EQ(pos.points(RED), 20);
    EXPECT_TRUE(pos.eliminated(YELLOW));
    EXPECT_EQ(piece_at(pos, "g14"), "dK");
}

// "Elimination": stalemate when the turn arrives: the stalemated player scores 20 and is out.
TEST(Elimination, StalemateOnOwnTurn) {
    Position pos =
        parse(build_fen4(std::string("R") + NO_RIGHTS + "0,0,0,0-0",
                         {{"h1", "rK"}, {"b10", "rR"}, {"e9", "rR"}, {"a4", "bK"}, {"g14", "yK"}, {"n8", "gK"}}));
    play(pos, {"e9e5"});
    EXPECT_EQ(pos.points(BLUE), 20);
    EXPECT_TRUE(pos.eliminated(BLUE));
    EXPECT_EQ(pos.points(RED), 0);
    EXPECT_EQ(pos.side_to_move(), YELLOW);
}

// "Points": a move newly checking two kings scores 5, 1 with queens only; three kings with queens only 5.
TEST(Points, MultiCheckBonus) {
    const auto bonus = [](const char* from, const char* piece, const char* yellowKing) {
        Position pos = parse(build_fen4(std::string("R") + NO_RIGHTS + "0,0,0,0-0",
                                        {{"h1", "rK"}, {from, piece}, {"a7", "bK"}, {yellowKing, "yK"}, {"n7", "gK"}}));
        play(pos, {std::string(from) + "g7"});
        return pos.points(RED);
    };
    EXPECT_EQ(bonus("g2", "rR", "i14"), 5);
    EXPECT_EQ(bonus("g2", "rQ", "i14"), 1);
    EXPECT_EQ(bonus("j4", "rQ", "g14"), 5);
    // docs/rules-decisions.md: the promoted queen counts as a queen for "queens only".
    EXPECT_EQ(bonus("g2", "rD", "i14"), 1);
}

// "End of game": two left, one leads by 21 or more: the game ends, the highest score wins.
TEST(End, TwentyOnePointLead) {
    Position pos =
        parse(build_fen4("R-0,1,0,1-0,0,0,0-0,0,0,0-15,0,0,0-0",
                         {{"h1", "rK"}, {"h5", "rR"}, {"a7", "dK"}, {"g14", "yK"}, {"h10", "yQ"}, {"n8", "dK"}}));
    play(pos, {"h5h10"});
    EXPECT_EQ(pos.points(RED), 24);
    EXPECT_EQ(pos.outcome().termination, Termination::POINTS);
    EXPECT_EQ(pos.outcome().winners, 1);
}

// "Points": threefold repetition ends the game, every live player scores 10.
TEST(Draws, ThreefoldRepetition) {
    Position pos = Position::start();
    for (int i = 0; i < 2; ++i) {
        EXPECT_FALSE(pos.outcome().over());
        play(pos, {"j1k3", "a5c6", "j14k12", "n5l6", "k3j1", "c6a5", "k12j14", "l6n5"});
    }
    EXPECT_EQ(pos.outcome().termination, Termination::THREEFOLD_REPETITION);
    for (Seat s = 0; s < 4; ++s)
        EXPECT_EQ(pos.points(s), 10);
    EXPECT_EQ(pos.outcome().winners, 0); // all four share first place: a draw
}

// "Points": 50 full rounds (50 moves by every live player, here 4 x 50 plies) without capture or pawn move.
TEST(Draws, FiftyRounds) {
    std::string fen(START_FEN4);
    fen.replace(fen.find("-0,0,0,0-0-") + 9, 1, "199");
    Position pos = parse(fen);
    play(pos, {"j1k3"});
    EXPECT_EQ(pos.outcome().termination, Termination::FIFTY_MOVES);
    EXPECT_EQ(pos.points(GREEN), 10);
    // With three live seats, 150 plies are 50 rounds.
    Position three = parse(build_fen4("R-0,0,0,1-0,0,0,0-0,0,0,0-0,0,0,0-149",
                                      {{"h1", "rK"}, {"e1", "rN"}, {"a7", "bK"}, {"g14", "yK"}, {"n8", "dK"}}));
    play(three, {"e1f3"});
    EXPECT_EQ(three.outcome().termination, Termination::FIFTY_MOVES);
}

// "End of game": the move limit ends the game on points (here one move).
TEST(End, MoveLimit) {
    Position pos = Position::start();
    pos.set_move_limit(1);
    play(pos, {"h2h3"});
    EXPECT_EQ(pos.outcome().termination, Termination::POINTS);
    EXPECT_EQ(pos.outcome().winners, 0); // everyone on 0, all four share first place: a draw
}

// "Notation": FEN4 round-trips; the 'x' corner dialect reads the same; bad fields are named.
TEST(Fen4, RoundTripAndDialects) {
    EXPECT_EQ(Position::start().fen(), START_FEN4);
    std::string xDialect(START_FEN4);
    const std::string from = "3,yR,yN,yB,yK,yQ,yB,yN,yR,3";
    xDialect.replace(xDialect.find(from), from.size(), "x,x,x,yR,yN,yB,yK,yQ,yB,yN,yR,x,x,x");
    EXPECT_EQ(parse(xDialect).fen(), START_FEN4);
    EXPECT_EQ(Position::from_fen("Z" + std::string(START_FEN4).substr(1)).error().code, "ERR_FEN4_SIDE");
    EXPECT_EQ(Position::from_fen("R-0,0,0").error().code, "ERR_FEN4_FIELDS");
    EXPECT_EQ(Position::from_fen(std::string(START_FEN4) + ",rP").error().code, "ERR_FEN4_BOARD");
}

// "End of game": the game ends when three players are eliminated, or two are left and one leads by 21 or more; and on
// a draw (50 full rounds, insufficient material). A FEN4 of such a position is read as over, its outcome by the
// points written and the eliminations, ranked as every ended game (docs/rules-decisions.md, four-player 14, Results 1).
TEST(Fen4, AFinishedGameIsReadAsOver) {
    const auto outcome_of = [](const std::string& fen) {
        const Result<Position> r = Position::from_fen(fen);
        EXPECT_TRUE(r.ok()) << fen << ": " << (r.ok() ? "" : r.error().message);
        if (!r.ok())
            return Outcome::ongoing();
        if (r.value().outcome().over()) {
            EXPECT_EQ(r.value().count_legal(), 0u) << fen;
        }
        EXPECT_EQ(Position::from_fen(r.value().fen()).value().outcome(), r.value().outcome()) << fen;
        return r.value().outcome();
    };
    // Three seats out: Red, alone in play, is first; Blue's 40 do not lift an eliminated seat above it.
    EXPECT_EQ(outcome_of(build_fen4("R-0,1,1,1-0,0,0,0-0,0,0,0-3,40,2,0-0",
                                    {{"h1", "rK"}, {"e2", "rP"}, {"a7", "dK"}, {"g14", "dK"}, {"n8", "dK"}})),
              (Outcome{Termination::POINTS, 1u << 0}));
    // Two left, 21 apart (30 - 9): over; 20 apart (29 - 9): the game goes on.
    const std::map<std::string, std::string> two = {
        {"h1", "rK"}, {"e2", "rP"}, {"a7", "dK"}, {"g14", "yK"}, {"n8", "dK"}};
    EXPECT_EQ(outcome_of(build_fen4("R-0,1,0,1-0,0,0,0-0,0,0,0-30,0,9,0-0", two)), (Outcome{Termination::POINTS, 1u}));
    EXPECT_FALSE(outcome_of(build_fen4("R-0,1,0,1-0,0,0,0-0,0,0,0-29,0,9,0-0", two)).over());
    // Fifty rounds (4 live seats: 200 plies) and two bare kings: drawn, the points as written (everyone on 0: all
    // four share first place, no winner).
    std::string fifty(START_FEN4);
    fifty.replace(fifty.find("-0,0,0,0-0-") + 9, 1, "200");
    EXPECT_EQ(outcome_of(fifty), (Outcome{Termination::FIFTY_MOVES, 0}));
    EXPECT_EQ(outcome_of(build_fen4("R-0,1,0,1-0,0,0,0-0,0,0,0-4,0,7,0-0", {{"h1", "rK"}, {"g14", "yK"}})),
              (Outcome{Termination::INSUFFICIENT_MATERIAL, 1u << 2}));
    // Our own FEN4 of a game that ended on points (End.TwentyOnePointLead) reads back over, the same way.
    Position pos =
        parse(build_fen4("R-0,1,0,1-0,0,0,0-0,0,0,0-15,0,0,0-0",
                         {{"h1", "rK"}, {"h5", "rR"}, {"a7", "dK"}, {"g14", "yK"}, {"h10", "yQ"}, {"n8", "dK"}}));
    play(pos, {"h5h10"});
    ASSERT_TRUE(pos.outcome().over());
    EXPECT_EQ(outcome_of(pos.fen()), pos.outcome());
    // All four out cannot happen (the game ends at three).
    EXPECT_EQ(Position::from_fen(build_fen4("R-1,1,1,1-0,0,0,0-0,0,0,0-0,0,0,0-0",
                                            {{"h1", "dK"}, {"a7", "dK"}, {"g14", "dK"}, {"n8", "dK"}}))
                  .error()
                  .code,
              "ERR_FEN4_ELIMINATED");
}

// docs/rules-decisions.md, four-player 1: legality is judged right after the move, before the eliminations it
// causes: a rook pinned by Yellow's queen may not take Yellow's king off its pin line.
TEST(Decisions, PinnedPieceCannotTakeAKingOffItsLine) {
    Position pos =
        parse(build_fen4(std::string("R") + NO_RIGHTS + "0,0,0,0-0",
                         {{"h1", "rK"}, {"h5", "rR"}, {"h10", "yQ"}, {"a7", "bK"}, {"e5", "yK"}, {"n8", "gK"}}));
    const std::vector<std::string> moves = legal_texts(pos);
    EXPECT_EQ(std::find(moves.begin(), moves.end(), "h5e5"), moves.end());
    EXPECT_NE(std::find(moves.begin(), moves.end(), "h5h10"), moves.end());
}

// docs/rules-decisions.md, four-player 6: two live seats with bare kings are a dead position: a draw, 10 each.
TEST(Decisions, TwoBareKingsAreADraw) {
    Position pos =
        parse(build_fen4("R-0,1,0,1-0,0,0,0-0,0,0,0-0,0,0,0-0", {{"h1", "rK"}, {"g14", "yK"}, {"h2", "yN"}}));
    play(pos, {"h1h2"});
    EXPECT_EQ(pos.outcome().termination, Termination::INSUFFICIENT_MATERIAL);
    EXPECT_EQ(pos.points(RED), 3 + 10);
    EXPECT_EQ(pos.points(YELLOW), 10);
    EXPECT_EQ(pos.outcome().winners, 1);
}

// docs/rules-decisions.md, four-player 3: an en passant capture that lands on the capturer's promotion line promotes
// (Blue takes Red's h2-h4 on h3, Blue's promotion file).
TEST(Decisions, EnPassantCanPromote) {
    Position pos =
        parse(build_fen4("B-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-{'enPassant':('h3:h4','','','')}",
                         {{"h1", "rK"}, {"h4", "rP"}, {"a7", "bK"}, {"g4", "bP"}, {"g14", "yK"}, {"n8", "gK"}}));
    play(pos, {"g4h3:e:="});
    EXPECT_EQ(piece_at(pos, "h3"), "bD");
    EXPECT_EQ(piece_at(pos, "h4"), "");
}

} // namespace
} // namespace littletable::fourplayer
