// The static evaluation: symmetric between the colours, sensible about material and the basic terms.
#include <gtest/gtest.h>

#include <cctype>
#include <fstream>

#include "engine/chess/epd.h"
#include "engine/chess/evaluate.h"
#include "tests/chess/test_support.h"

namespace littletable::chess {
namespace {

using testing_support::parse;

/// The same position with the colours exchanged: ranks mirrored, piece letters and side swapped.
std::string mirror(std::string_view fen) {
    const size_t sp = fen.find(' ');
    std::string board(fen.substr(0, sp)), out;
    std::vector<std::string> ranks;
    for (size_t i = 0, j; i <= board.size(); i = j + 1) {
        j = board.find('/', i);
        if (j == std::string::npos)
            j = board.size();
        ranks.push_back(board.substr(i, j - i));
    }
    for (size_t r = ranks.size(); r-- > 0;) {
        for (char c : ranks[r])
            out += std::isalpha(static_cast<unsigned char>(c)) ? char(c ^ 0x20) : c;
        if (r)
            out += '/';
    }
    std::string rest(fen.substr(sp + 1));
    out += rest[0] == 'w' ? " b " : " w ";
    std::string castling = rest.substr(2, rest.find(' ', 2) - 2);
    std::string swapped;
    for (char c : std::string("KQkq"))
        if (castling.find(char(c ^ 0x20)) != std::string::npos)
            swapped += c;
    out += swapped.empty() ? "-" : swapped;
    out += " - 0 1";
    return out;
}

const char* const POSITIONS[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 0 8",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "6k1/5ppp/8/8/8/8/5PPP/3Q2K1 b - - 0 1",
    "8/8/8/4k3/8/8/8/4K2Q w - - 0 1",
    "2r3k1/1q3ppp/p3p3/1p1nP3/3P4/P2B1N2/1P3PPP/2RQ2K1 b - - 0 20",
};

TEST(Evaluate, SymmetricBetweenTheColours) {
    for (const char* fen : POSITIONS)
        EXPECT_EQ(evaluate(parse(fen)), evaluate(parse(mirror(fen)))) << fen << " / " << mirror(fen);
}

/// The 300 positions of Win At Chess (tests/ai/data/wac.epd): varied middlegames and endgames.
std::vector<std::string> wac_fens() {
    std::ifstream in(LITTLETABLE_SOURCE_DIR "/tests/ai/data/wac.epd", std::ios::binary);
    std::vector<std::string> fens;
    for (std::string line; std::getline(in, line);)
        if (auto epd = parse_epd(line); epd.ok())
            fens.push_back(epd.value().fen);
    return fens;
}

TEST(Evaluate, SymmetricOverTheWinAtChessPositions) {
    // Every term (threats, king attacks, passed pawns, outposts, scaling) must treat the colours alike.
    const std::vector<std::string> fens = wac_fens();
    ASSERT_EQ(fens.size(), 300u);
    for (const std::string& fen : fens)
        EXPECT_EQ(evaluate(parse(fen)), evaluate(parse(mirror(fen)))) << fen;
}

TEST(Evaluate, ThePawnCacheChangesNothing) {
    // The search's evaluation reads the pawn terms from a per-thread cache; computed afresh (the tuner's
    // overload) they must give the same value, also when positions with the same pawns come back.
    const std::vector<std::string> fens = wac_fens();
    for (int round = 0; round < 2; ++round)
        for (const std::string& fen : fens) {
            const Position pos = parse(fen);
            EXPECT_EQ(evaluate(pos), evaluate(pos, EVAL_PARAMS)) << fen;
        }
}

TEST(Evaluate, StartPositionIsTheTempo) {
    const int white = evaluate(Position::start());
    EXPECT_GT(white, 0);
    EXPECT_LT(white, 30);
    EXPECT_EQ(white, evaluate(parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1")));
}

TEST(Evaluate, MaterialCounts) {
    // White a queen up, seen from both sides.
    EXPECT_GT(evaluate(parse("6k1/5ppp/8/8/8/8/5PPP/3Q2K1 w - - 0 1")), 700);
    EXPECT_LT(evaluate(parse("6k1/5ppp/8/8/8/8/5PPP/3Q2K1 b - - 0 1")), -700);
    // A knight up beats a pawn up.
    EXPECT_GT(evaluate(parse("4k3/pppp4/8/8/8/8/PPPP4/3NK3 w - - 0 1")),
              evaluate(parse("4k3/ppp5/8/8/8/8/PPPP4/4K3 w - - 0 1")));
}

TEST(Evaluate, PassedPawnsGainAsTheyAdvance) {
    int previous = -100000;
    for (const char* fen : {"4k3/8/8/8/8/8/P7/4K3 w - - 0 1", "4k3/8/8/8/P7/8/8/4K3 w - - 0 1",
                            "4k3/8/8/P7/8/8/8/4K3 w - - 0 1", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1"}) {
        const int score = evaluate(parse(fen));
        EXPECT_GT(score, previous) << fen;
        previous = score;
    }
}

TEST(Evaluate, PawnStructure) {
    // Healthy pawns against doubled isolated ones on the same ranks (a pawn on the second and one on the third, so
    // that advancement is equal too): c2 guarding d3 against c2 behind c3; d2 guarding e3 against d2 behind d3.
    EXPECT_GT(evaluate(parse("4k3/8/8/8/8/3P4/2P5/4K3 w - - 0 1")),
              evaluate(parse("4k3/8/8/8/8/2P5/2P5/4K3 w - - 0 1")));
    EXPECT_GT(evaluate(parse("4k3/8/8/8/8/4P3/3P4/4K3 w - - 0 1")),
              evaluate(parse("4k3/8/8/8/8/3P4/3P4/4K3 w - - 0 1")));
}

TEST(Evaluate, BishopPair) {
    EXPECT_GT(evaluate(parse("4k3/pppp4/8/8/8/8/PPPP4/2B1KB2 w - - 0 1")),
              evaluate(parse("4k3/pppp4/8/8/8/8/PPPP4/2B1KN2 w - - 0 1")));
}

TEST(Evaluate, KingShelter) {
    // Castled behind f2 g2 h2, against the same position with f4 g4 h4 (same material, queens and minor pieces
    // on; no knight on f3, which would stand behind the pushed f4 pawn: minorBehindPawn): the shelter terms
    // alone (the evaluation with and without them) prefer the intact pawns, and so does the whole evaluation.
    const Position intact = parse("r2q1rk1/pppn1ppp/2n5/8/8/2N5/PPPN1PPP/R2Q1RK1 w - - 0 1");
    const Position pushed = parse("r2q1rk1/pppn1ppp/2n5/8/5PPP/2N5/PPPN4/R2Q1RK1 w - - 0 1");
    EvalParams noShelter = EVAL_PARAMS;
    noShelter.shelterNear = noShelter.shelterFar = noShelter.shelterMissing = noShelter.shelterOpen = 0;
    noShelter.stormNear = 0;
    const int shelterIntact = evaluate(intact, EVAL_PARAMS) - evaluate(intact, noShelter);
    const int shelterPushed = evaluate(pushed, EVAL_PARAMS) - evaluate(pushed, noShelter);
    EXPECT_GT(shelterIntact, shelterPushed);
    EXPECT_GT(evaluate(intact), evaluate(pushed));
}

/// How often the term `field` counts in `fen`, White's count minus Black's: the White-minus-Black sums with
/// the term weighted {1, 1} less those with it at {0, 0}.
int term_count(const char* fen, Score EvalParams::*field) {
    const Position pos = parse(fen);
    EvalParams with = EVAL_PARAMS, without = EVAL_PARAMS;
    with.*field = {1, 1};
    without.*field = {0, 0};
    const Score d = evaluate_sums(pos, with) - evaluate_sums(pos, without);
    EXPECT_EQ(d.mg, d.eg) << fen;
    return d.mg;
}

/// The term `field` counts `n` in `fen` (White's count minus Black's), and -n with the colours exchanged.
void expect_term(const char* fen, Score EvalParams::*field, int n) {
    EXPECT_EQ(term_count(fen, field), n) << fen;
    const std::string mirrored = mirror(fen);
    EXPECT_EQ(term_count(mirrored.c_str(), field), -n) << mirrored;
}

TEST(Evaluate, MinorPieceBehindAPawn) {
    // The knight d3 behind the pawn d4 (White's); the black bishop e5 behind the white pawn e4 (in front of
    // it from Black's side); the knight b1 has an empty square in front.
    expect_term("4k3/8/8/8/3P4/3N4/8/1N2K3 w - - 0 1", &EvalParams::minorBehindPawn, 1);
    expect_term("4k3/8/8/4b3/4P3/8/8/4K3 w - - 0 1", &EvalParams::minorBehindPawn, -1);
}

TEST(Evaluate, BishopAndItsPawnsOnItsColour) {
    // The bishop c1 stands on a dark square (a1 is dark: file + rank even); of White's pawns b2 and d2 are
    // dark, e4 light: two of them block its diagonals' colour (the "bad bishop" of the classical manuals).
    expect_term("4k3/8/8/8/4P3/8/1P1P4/2B1K3 w - - 0 1", &EvalParams::bishopPawns, 2);
    // Two bishops count separately: the light f1 sees e4 alone, the dark c1 b2 and d2.
    expect_term("4k3/8/8/8/4P3/8/1P1P4/2B1KB2 w - - 0 1", &EvalParams::bishopPawns, 3);
}

TEST(Evaluate, KingAttacksWhatNothingDefends) {
    // The white king e1 attacks the knight d2 and the pawn e2, both undefended; the black knight b2 is not
    // next to it.
    expect_term("4k3/8/8/8/8/8/1n1np3/4K3 w - - 0 1", &EvalParams::threatByKing, 2);
    // Defended by the knight b1 (which guards d2), the knight d2 no longer counts.
    expect_term("4k3/8/8/8/8/8/3np3/1n2K3 w - - 0 1", &EvalParams::threatByKing, 1);
}

TEST(Evaluate, PawnPushThatWouldAttackAPiece) {
    // e2-e4 (e3 and e4 empty; e4 attacked by no black piece) would attack the knight d5.
    expect_term("4k3/8/8/3n4/8/8/4P3/4K3 w - - 0 1", &EvalParams::pawnPushThreat, 1);
    // A black pawn f5 guards e4, the knight e3: neither push is safe.
    expect_term("4k3/8/8/3n1p2/8/8/4P3/4K3 w - - 0 1", &EvalParams::pawnPushThreat, 0);
    // e3 blocked: no push at all.
    expect_term("4k3/8/8/3n4/8/4b3/4P3/4K3 w - - 0 1", &EvalParams::pawnPushThreat, 0);
    // The bishop h7 attacks e4, the knight f2 defends it: the push is safe again (e3, attacked by the knight d5
    // and not defended, is not).
    expect_term("4k3/7b/8/3n4/8/8/4PN2/4K3 w - - 0 1", &EvalParams::pawnPushThreat, 1);
    // A pawn f5 attacks e4: a square an enemy pawn attacks is never safe, even defended (the push would only
    // offer a pawn trade).
    expect_term("4k3/8/8/3n1p2/8/8/4PN2/4K3 w - - 0 1", &EvalParams::pawnPushThreat, 0);
}

TEST(Evaluate, RestrictedSquares) {
    // Kings e1 and e3 both attack d2, e2 and f2; the knight b1 attacks d2 a second time, so Black does not
    // count d2 (White holds it strongly): White 3, Black 2.
    expect_term("8/8/8/8/8/4k3/8/1N2K3 w - - 0 1", &EvalParams::restrictedSquare, 1);
    // The pawn g2 adds f3 (the black king attacks it too): White counts d2 e2 f2 f3, Black only d2 e2 f2
    // (a square a white pawn attacks is strongly held).
    expect_term("8/8/8/8/8/4k3/6P1/4K3 w - - 0 1", &EvalParams::restrictedSquare, 1);
    // Kings e2 and e4 share d3 e3 f3; the knight c4 attacks d2 (which the white king guards) and e3, which both
    // sides then attack twice (White with the king and the pawn d2). White counts d2 d3 e3 f3 (twice against
    // twice: e3 is not Black's strongly); Black counts d2 d3 f3 (e3 is the white pawn's).
    expect_term("8/8/8/8/2n1k3/8/3PK3/8 w - - 0 1", &EvalParams::restrictedSquare, 1);
}

TEST(Evaluate, SafeSquaresToAttackTheQueenFrom) {
    // The knight b1 reaches c3, a knight's move from the queen d5, and nothing of Black's holds c3 strongly.
    expect_term("4k3/8/8/3q4/8/8/8/1N2K3 w - - 0 1", &EvalParams::knightOnQueen, 1);
    // A black pawn d4 guards c3: not safe.
    expect_term("4k3/8/8/3q4/3p4/8/8/1N2K3 w - - 0 1", &EvalParams::knightOnQueen, 0);
    // With a second black queen (h8) neither counts: the term is for a lone queen.
    expect_term("4k2q/8/8/3q4/8/8/8/1N2K3 w - - 0 1", &EvalParams::knightOnQueen, 0);
    // The rook a3 reaches e3 and a5, both on the queen e5's lines; e3, which the king f2 backs, counts, a5
    // (the rook alone) does not.
    expect_term("4k3/8/8/4q3/8/R7/5K2/8 w - - 0 1", &EvalParams::sliderOnQueen, 1);
    expect_term("4k3/8/8/4q3/8/R7/8/6K1 w - - 0 1", &EvalParams::sliderOnQueen, 0);
    // The bishop a1 on the queen e5's diagonal: of b2 c3 d4, the king c2 backs b2 and c3.
    expect_term("4k3/8/8/4q3/8/8/2K5/B7 w - - 0 1", &EvalParams::sliderOnQueen, 2);
}

TEST(Evaluate, KingOnAFlankWithoutPawns) {
    // The king a1's flank is the files a-c (d2 is outside it); the black king h8's, f-h, holds g7.
    expect_term("7k/6p1/8/8/8/8/3P4/K7 w - - 0 1", &EvalParams::pawnlessFlank, 1);
    // The king g1's flank, e-h: no pawn there; the black king b8's, a-d, holds a7.
    expect_term("1k6/p7/8/8/8/8/8/6K1 w - - 0 1", &EvalParams::pawnlessFlank, 1);
    // Pawns of either side count: the black h5 is on the king g1's flank; the black king a8's, a-c, is empty.
    expect_term("k7/8/8/7p/8/8/8/6K1 w - - 0 1", &EvalParams::pawnlessFlank, -1);
    // The king h1's flank, f-h, leaves out e4; the black king d8's, c-f, holds d7 and e4.
    expect_term("3k4/3p4/8/8/4P3/8/8/7K w - - 0 1", &EvalParams::pawnlessFlank, 1);
    // The king b1's flank, a-d, holds d2; the black king h8's holds g7.
    expect_term("7k/6p1/8/8/8/8/3P4/1K6 w - - 0 1", &EvalParams::pawnlessFlank, 0);
}

TEST(Evaluate, DrawishMaterialIsScaledDown) {
    // A rook against a bishop, no pawns: far less than the material difference.
    EXPECT_LT(evaluate(parse("4k3/8/8/8/8/8/3b4/R3K3 w - - 0 1")), 100);
    // A bare king is driven to the edge: the mating side prefers it there.
    EXPECT_GT(evaluate(parse("k7/8/8/8/8/8/8/1Q2K3 w - - 0 1")), evaluate(parse("8/8/8/3k4/8/8/8/1Q2K3 w - - 0 1")));
}

// Orderings from classical principles, each between two positions that differ in that one respect.

TEST(Evaluate, RookOnTheOpenFile) {
    // Nimzowitsch, My System (1925), "the open file": the rook belongs on the file without pawns.
    EXPECT_GT(evaluate(parse("3r2k1/pp3ppp/8/8/8/8/PP3PPP/3R2K1 w - - 0 1")),
              evaluate(parse("3r2k1/pp3ppp/8/8/8/8/PP3PPP/5RK1 w - - 0 1")));
}

TEST(Evaluate, KnightOnAnOutpostNotOnTheRim) {
    // Tarrasch: "a knight on the rim is dim"; a knight guarded by a pawn where no enemy pawn can chase it
    // (an outpost) is strong.
    EXPECT_GT(evaluate(parse("6k1/pp3ppp/3p4/3Np3/4P3/8/PP3PPP/6K1 w - - 0 1")),
              evaluate(parse("6k1/pp3ppp/3p4/4p3/4P3/8/PP3PPP/N5K1 w - - 0 1")));
}

TEST(Evaluate, IsolatedAndBackwardPawnsAreWeak) {
    // The same pawn count: a2 b2 c2 against a2 b2 d2 (the d-pawn isolated).
    EXPECT_GT(evaluate(parse("4k3/ppp5/8/8/8/8/PPP5/4K3 w - - 0 1")),
              evaluate(parse("4k3/ppp5/8/8/8/8/PP1P4/4K3 w - - 0 1")));
}

TEST(Evaluate, APieceAttackedByAPawnIsInTrouble) {
    // The knight on d5 attacked by the pawn e4... with the move, White wins it: better than the same
    // position with the pawn on e3, not attacking.
    EXPECT_GT(evaluate(parse("4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1")),
              evaluate(parse("4k3/8/8/3n4/8/4P3/8/4K3 w - - 0 1")));
}

TEST(Evaluate, OppositeColouredBishopsAreDrawish) {
    // Pawns up with bishops of opposite colours (f2 dark, f7 light) are worth less than with bishops of the
    // same colour (f2 and e7 dark).
    EXPECT_LT(evaluate(parse("4k3/5b2/8/8/8/8/PPP2B2/4K3 w - - 0 1")),
              evaluate(parse("4k3/4b3/8/8/8/8/PPP2B2/4K3 w - - 0 1")));
}

TEST(Evaluate, AMinorPieceAloneCannotWin) {
    // K+N against K (no pawns): a draw however the pieces stand, so nearly nothing.
    EXPECT_LT(std::abs(evaluate(parse("4k3/8/8/8/8/8/8/3NK3 w - - 0 1"))), 60);
}

TEST(Evaluate, Phase) {
    EXPECT_EQ(game_phase(Position::start()), 24);
    EXPECT_EQ(game_phase(parse("4k3/pppp4/8/8/8/8/PPPP4/4K3 w - - 0 1")), 0);
    EXPECT_EQ(game_phase(parse("4k3/8/8/8/8/8/8/R2QK3 w - - 0 1")), 6);
}

} // namespace
} // namespace littletable::chess
