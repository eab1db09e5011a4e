// One hand-checked position per rule of docs/rules/metamachy.md, with the exact moves the rule allows (worked out
// by hand in the comments), each also held against the reference generator (reference.h).
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/metamachy/arrangement.h"
#include "tests/metamachy/test_support.h"

using namespace littletable;
using namespace littletable::metamachy;
using metamachy_test::engine_moves;
using metamachy_test::from_fen;
using metamachy_test::reference_moves;

namespace {

using Texts = std::vector<std::string>;

/// The engine's legal moves from `from` (long algebraic, sorted), checked equal to the reference generator's.
Texts moves_from(const std::string& fen, const std::string& from) {
    const Position pos = from_fen(fen);
    Texts out;
    for (const std::string& m : engine_moves(pos))
        if (m.rfind(from, 0) == 0 && m.size() > from.size() && !(m[from.size()] >= '0' && m[from.size()] <= '9'))
            out.push_back(m);
    EXPECT_EQ(out, metamachy_test::reference_moves_from(pos.fen(), from)) << fen;
    return out;
}

Texts sorted(Texts t) {
    std::sort(t.begin(), t.end());
    return t;
}

/// "from" + each target.
Texts targets(const std::string& from, const Texts& to) {
    Texts out;
    for (const std::string& t : to)
        out.push_back(from + t);
    return sorted(out);
}

} // namespace

TEST(Eagle, FortyTargetsFromTheCentreOfAnEmptyBoard) {
    // f6: the four diagonal steps, then outward: via g7 right h7-l7 and up g8-g12; via e7 left d7-a7 and up e8-e12;
    // via g5 right h5-l5 and down g4-g1; via e5 left d5-a5 and down e4-e1.
    const Texts expected = targets("f6", {"e5", "e7", "g5", "g7", //
                                          "h7", "i7", "j7", "k7", "l7", "g8", "g9",  "g10", "g11", "g12", //
                                          "d7", "c7", "b7", "a7", "e8", "e9", "e10", "e11", "e12", //
                                          "h5", "i5", "j5", "k5", "l5", "g4", "g3",  "g2",  "g1", //
                                          "d5", "c5", "b5", "a5", "e4", "e3", "e2",  "e1"});
    ASSERT_EQ(expected.size(), 40u);
    EXPECT_EQ(moves_from("11k/12/12/12/12/12/5A6/12/12/12/12/K11 w - - 0 1", "f6"), expected);
}

TEST(Eagle, AnOccupiedDiagonalSquareBlocksItsTwoRays) {
    // An own Pawn on g7: no g7, no rays via g7 (40 - 11 = 29). An enemy Pawn there: g7 taken, still no rays (30).
    EXPECT_EQ(moves_from("11k/12/12/12/12/6P5/5A6/12/12/12/12/K11 w - - 0 1", "f6").size(), 29u);
    const Texts capture = moves_from("11k/12/12/12/12/6p5/5A6/12/12/12/12/K11 w - - 0 1", "f6");
    EXPECT_EQ(capture.size(), 30u);
    EXPECT_TRUE(std::count(capture.begin(), capture.end(), "f6g7"));
    EXPECT_FALSE(std::count(capture.begin(), capture.end(), "f6h7"));
}

TEST(Leapers, CamelElephantAndLionAreNeverBlocked) {
    // Each piece on f6 walled in by its own Pawns on every neighbouring square.
    auto fen = [](char piece) {
        return "11k/12/12/12/12/4PPP5/4P" + std::string(1, piece) + "P5/4PPP5/12/12/12/K11 w - - 0 1";
    };
    // Camel (1,3): e9 g9 e3 g3 c7 i7 c5 i5.
    EXPECT_EQ(moves_from(fen('M'), "f6"), targets("f6", {"e9", "g9", "e3", "g3", "c7", "i7", "c5", "i5"}));
    // Elephant: the diagonal steps are own Pawns; the jumps d8 h8 d4 h4.
    EXPECT_EQ(moves_from(fen('E'), "f6"), targets("f6", {"d8", "h8", "d4", "h4"}));
    // Lion: the 16 squares of the outer ring d4..h8.
    EXPECT_EQ(moves_from(fen('L'), "f6"), targets("f6", {"d4", "e4", "f4", "g4", "h4", "d5", "h5", "d6", "h6", "d7",
                                                         "h7", "d8", "e8", "f8", "g8", "h8"}));
}

TEST(Cannon, MovesLikeARookAndCapturesOverExactlyOneScreen) {
    // Cannon d4: quiet along the rank and file up to the first piece; over the screen d7 (own) it takes the enemy
    // on d10; over the screen g4 (enemy) it takes the enemy on j4; the adjacent enemy on c4 cannot be taken and
    // screens nothing behind it (a4 is empty).
    const Texts expected = targets("d4", {"d5", "d6", "d10", "d3", "d2", "d1", "e4", "f4", "j4"});
    EXPECT_EQ(moves_from("11k/12/3p8/12/12/3P8/12/12/2pC2p2p2/12/12/K11 w - - 0 1", "d4"), expected);
}

TEST(Cannon, ChecksThroughOneScreenOfEitherColour) {
    // White Cannon e1, screen on e5, Black King e12: check. The King may not stay on the e-file (e11 is attacked
    // through the same screen): d12 f12 d11 f11.
    for (const char* screen : {"P", "p"}) {
        const std::string fen = std::string("4k7/12/12/12/12/12/12/4") + screen + "7/12/12/12/K3C7 b - - 0 1";
        const Position pos = from_fen(fen);
        EXPECT_TRUE(pos.in_check()) << fen;
        const Texts kingMoves = moves_from(fen, "e12");
        EXPECT_EQ(kingMoves, targets("e12", {"d12", "f12", "d11", "f11"})) << fen;
    }
    // No screen, or two screens: no check.
    EXPECT_FALSE(from_fen("4k7/12/12/12/12/12/12/12/12/12/12/K3C7 b - - 0 1").in_check());
    EXPECT_FALSE(from_fen("4k7/12/12/12/12/12/4p7/4P7/12/12/12/K3C7 b - - 0 1").in_check());
}

TEST(KingLeap, FromF2OnAnOpenBoard) {
    // King f2 unmoved: 8 steps and the 11 leaps on the board (d1 h1 d2 h2 d3 h3 d4 e4 f4 g4 h4).
    EXPECT_EQ(moves_from("11k/12/12/12/12/12/12/12/12/12/5K6/12 w K - 0 1", "f2"),
              targets("f2", {"e1", "f1", "g1", "e2", "g2", "e3", "f3", "g3", "d1", "h1", "d2", "h2", "d3", "h3", "d4",
                             "e4", "f4", "g4", "h4"}));
    // Without the right (the King has moved): the steps only.
    EXPECT_EQ(moves_from("11k/12/12/12/12/12/12/12/12/12/5K6/12 w - - 0 1", "f2").size(), 8u);
}

TEST(KingLeap, AnAttackedPassedSquareForbidsTheLeap) {
    // Black Rook g12 attacks the g-file: no step to g1 g2 g3, no landing on g4; h2 (passes g2), h4 (passes g3),
    // h1 and h3 (both passed squares g1/g2 and g2/g3 attacked) are forbidden; d1 d2 d3 d4 e4 f4 stay.
    EXPECT_EQ(moves_from("6r4k/12/12/12/12/12/12/12/12/12/5K6/12 w K - 0 1", "f2"),
              targets("f2", {"e1", "f1", "e2", "e3", "f3", "d1", "d2", "d3", "d4", "e4", "f4"}));
}

TEST(KingLeap, OneSafePassedSquareSufficesForATwoOneLeap) {
    // Black Pawn f3 attacks e2 and g2 (and may be taken). d2 and h2 pass an attacked square: forbidden. d1 h1 d3 h3
    // pass e2/g2 (attacked) and e1/g1/e3/g3 (safe): allowed. The other leaps pass f3, e3, g3: safe.
    EXPECT_EQ(
        moves_from("11k/12/12/12/12/12/12/12/12/5p6/5K6/12 w K - 0 1", "f2"),
        targets("f2", {"e1", "f1", "g1", "e3", "f3", "g3", "d1", "h1", "d3", "h3", "d4", "e4", "f4", "g4", "h4"}));
}

TEST(KingLeap, NotOutOfCheck) {
    // Black Rook f12 checks the King f2: steps only (f1 and f3 stay on the file).
    EXPECT_EQ(moves_from("5r5k/12/12/12/12/12/12/12/12/12/5K6/12 w K - 0 1", "f2"),
              targets("f2", {"e1", "g1", "e2", "g2", "e3", "g3"}));
}

TEST(KingLeap, LosesItsRightWithAnyKingMove) {
    Position pos = from_fen("11k/12/12/12/12/12/12/12/12/12/5K6/12 w K - 0 1");
    pos.make(parse_move(pos, "f2f1").value());
    EXPECT_EQ(pos.fen(), "11k/12/12/12/12/12/12/12/12/12/12/5K6 b - - 1 1");
}

TEST(EnPassant, AfterADoubleStepInTheMiddleOfTheBoard) {
    // Black Pawn d8 double-steps to d6 past d7; the White Pawn e6 attacks d7 and takes en passant.
    Position pos = from_fen("11k/12/12/12/3p8/12/4P7/12/12/12/12/K11 b - - 0 1");
    pos.make(parse_move(pos, "d8d6").value());
    EXPECT_EQ(pos.ep_square(), make_square(3, 6));
    EXPECT_EQ(moves_from(pos.fen(), "e6"), targets("e6", {"e7", "e8", "d7"}));
    const Move ep = parse_move(pos, "e6d7").value();
    EXPECT_EQ(ep.kind(), EN_PASSANT);
    pos.make(ep);
    EXPECT_EQ(pos.fen(), "11k/12/12/12/12/3P8/12/12/12/12/12/K11 b - - 0 2");
}

TEST(EnPassant, APrinceIsTakenButNeverTakes) {
    // A Black Prince double-steps d8-d6: the Pawn e6 takes it en passant; the White Prince c6 only steps to d7.
    Position pos = from_fen("11k/12/12/12/3i8/12/2I1P7/12/12/12/12/K11 b - - 0 1");
    pos.make(parse_move(pos, "d8d6").value());
    EXPECT_EQ(parse_move(pos, "e6d7").value().kind(), EN_PASSANT);
    const Move princeStep = parse_move(pos, "c6d7").value();
    EXPECT_EQ(princeStep.kind(), NORMAL);
    pos.make(princeStep);
    EXPECT_EQ(pos.piece_on(make_square(3, 5)), make_piece(BLACK, PRINCE)); // still on d6
}

TEST(EnPassant, NoSquareWithoutAPawnToTake) {
    // The same double step with no White Pawn beside: no en passant square in the FEN.
    Position pos = from_fen("11k/12/12/12/3p8/12/12/12/12/12/12/K11 b - - 0 1");
    pos.make(parse_move(pos, "d8d6").value());
    EXPECT_EQ(pos.fen(), "11k/12/12/12/12/12/3p8/12/12/12/12/K11 w - - 0 2");
}

TEST(Pawn, DoubleStepFromAnySquareAlsoOntoTheLastRankPromoting) {
    // Pawn k10: k11, and the double step to k12 with its three promotions.
    EXPECT_EQ(moves_from("k11/12/10P1/12/12/12/12/12/12/12/12/K11 w - - 0 1", "k10"),
              targets("k10", {"k11", "k12q", "k12l", "k12a"}));
    // Pawn e5, anywhere on the board: e6 and e7; a blocked passed square stops the double step.
    EXPECT_EQ(moves_from("k11/12/12/12/12/12/12/4P7/12/12/12/K11 w - - 0 1", "e5"), targets("e5", {"e6", "e7"}));
    EXPECT_TRUE(moves_from("k11/12/12/12/12/12/4p7/4P7/12/12/12/K11 w - - 0 1", "e5").empty());
}

TEST(Pawn, PromotesToQueenLionOrEagleOnly) {
    // Pawn c11: c12 and the capture of the Rook on d12, each as Queen, Lion or Eagle.
    EXPECT_EQ(moves_from("k2r8/2P9/12/12/12/12/12/12/12/12/12/K11 w - - 0 1", "c11"),
              targets("c11", {"c12q", "c12l", "c12a", "d12q", "d12l", "d12a"}));
}

TEST(Prince, StepsLikeAKingDoubleStepsAndPromotes) {
    // Prince e5: its 8 steps and the double step e7.
    EXPECT_EQ(moves_from("k11/12/12/12/12/12/12/4I7/12/12/12/K11 w - - 0 1", "e5"),
              targets("e5", {"d4", "e4", "f4", "d5", "f5", "d6", "e6", "f6", "e7"}));
    // Prince e10: its 8 steps (rank 11 is not the last), and the double step to e12, the last rank, as Queen, Lion
    // or Eagle.
    EXPECT_EQ(moves_from("k11/12/4I7/12/12/12/12/12/12/12/12/K11 w - - 0 1", "e10"),
              targets("e10", {"d9", "e9", "f9", "d10", "f10", "d11", "e11", "f11", "e12q", "e12l", "e12a"}));
    // Not royal: it may step onto an attacked square (the Black Rook's file f).
    const Texts intoAttack = moves_from("k4r6/12/12/12/12/12/12/4I7/12/12/12/K11 w - - 0 1", "e5");
    EXPECT_TRUE(std::count(intoAttack.begin(), intoAttack.end(), "e5f5"));
}

TEST(GameEnd, CheckmateStalemateAndDeadPositions) {
    // Black King a12, White Queen b11 guarded by the King c10: mate.
    EXPECT_EQ(from_fen("k11/1Q10/2K9/12/12/12/12/12/12/12/12/12 b - - 0 1").outcome(),
              Outcome::win(0, Termination::CHECKMATE));
    // Queen c11 covers a11 b11 b12 without checking a12: stalemate, a draw.
    EXPECT_EQ(from_fen("k11/2Q9/12/12/12/12/12/12/12/12/12/11K b - - 0 1").outcome(),
              Outcome::drawn(Termination::STALEMATE));
    EXPECT_EQ(from_fen("k11/12/12/12/12/12/12/12/12/12/12/11K w - - 0 1").outcome().termination,
              Termination::INSUFFICIENT_MATERIAL);
    for (const char* piece : {"N", "B", "E", "M", "n", "b", "e", "m"})
        EXPECT_EQ(
            from_fen(std::string("k11/12/12/12/12/12/5") + piece + "6/12/12/12/12/11K w - - 0 1").outcome().termination,
            Termination::INSUFFICIENT_MATERIAL)
            << piece;
    for (const char* piece : {"R", "C", "A", "L", "I", "P", "Q"})
        EXPECT_FALSE(
            from_fen(std::string("k11/12/12/12/12/12/5") + piece + "6/12/12/12/12/11K w - - 0 1").outcome().over())
            << piece;
    EXPECT_FALSE(from_fen("k11/12/12/12/12/12/5NN5/12/12/12/12/11K w - - 0 1").outcome().over());
}

TEST(GameEnd, FiftyAndSeventyFiveMoves) {
    Position pos = from_fen("k11/12/12/12/12/5R6/12/12/12/12/12/11K w - - 99 80");
    EXPECT_FALSE(pos.can_claim_fifty_moves());
    pos.make(parse_move(pos, "Rf5").value());
    EXPECT_TRUE(pos.can_claim_fifty_moves());
    pos = from_fen("k11/12/12/12/12/5R6/12/12/12/12/12/11K w - - 149 80");
    pos.make(parse_move(pos, "Rf5").value());
    EXPECT_EQ(pos.outcome(), Outcome::drawn(Termination::SEVENTY_FIVE_MOVES));
}

// metamachy.md, "End of game": the 50-move rule as in chess, "pawn moves and captures reset it". A Prince's step
// counts on; its capture resets the clock as any capture does.
TEST(GameEnd, APrinceMoveDoesNotResetTheFiftyMoveClock) {
    Position pos = from_fen("k11/12/12/12/12/12/12/12/12/6n5/5I6/11K w - - 99 80");
    EXPECT_FALSE(pos.can_claim_fifty_moves());
    pos.make(parse_move(pos, "If3").value());
    EXPECT_EQ(pos.fen(), "k11/12/12/12/12/12/12/12/12/5In5/12/11K b - - 100 80");
    EXPECT_TRUE(pos.can_claim_fifty_moves());
    pos = from_fen("k11/12/12/12/12/12/12/12/12/6n5/5I6/11K w - - 99 80");
    pos.make(parse_move(pos, "Ixg3").value());
    EXPECT_EQ(pos.fen(), "k11/12/12/12/12/12/12/12/12/6I5/12/11K b - - 0 80");
    pos = from_fen("k11/12/12/12/12/12/12/12/12/12/5P6/11K w - - 99 80");
    pos.make(parse_move(pos, "f3").value());
    EXPECT_EQ(pos.fen(), "k11/12/12/12/12/12/12/12/12/5P6/12/11K b - - 0 80");
}

TEST(GameEnd, ThreefoldClaimAndFivefoldAutomatic) {
    Position pos = from_fen("k11/12/12/12/12/5R6/12/12/12/12/12/11K w - - 0 1");
    const char* cycle[] = {"Kk1", "Kb12", "Kl1", "Ka12"};
    for (int round = 1; round <= 4; ++round) {
        for (const char* m : cycle)
            pos.make(parse_move(pos, m).value());
        EXPECT_EQ(pos.repetition_count(), round + 1);
        EXPECT_EQ(pos.can_claim_threefold(), round + 1 >= 3);
        EXPECT_EQ(pos.outcome().termination, round + 1 >= 5 ? Termination::FIVEFOLD_REPETITION : Termination::NONE);
    }
}

TEST(Setup, BlackChoosesOneOfTwentyFourArrangementsAndWhiteMirrorsIt) {
    Position pos = Position::start();
    EXPECT_TRUE(pos.in_setup());
    EXPECT_EQ(pos.side_to_move(), BLACK);
    EXPECT_EQ(engine_moves(pos).size(), 24u);
    EXPECT_EQ(engine_moves(pos), reference_moves(pos.fen()));
    // King f12, Eagle g12, Queen f11, Lion g11; White the same on f1 g1 f2 g2.
    pos.make(parse_move(pos, "kaql@f12").value());
    EXPECT_FALSE(pos.in_setup());
    EXPECT_EQ(pos.fen(),
              "cm3ka3mc/ernbiqlibnre/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/ERNBIQLIBNRE/CM3KA3MC w Kk - 0 1");
    // The default arrangement and the rules' default start FEN (plus the king-leap rights).
    EXPECT_EQ(Position::start(default_arrangement()).fen(),
              "cm3qk3mc/ernbilaibnre/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/ERNBILAIBNRE/CM3QK3MC w Kk - 0 1");
}
