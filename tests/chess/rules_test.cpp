// The rules of docs/rules/chess.md, one test (or a few) per rule, with move lists and outcomes worked out by
// hand from the rules file and the FIDE Laws of Chess (Articles 3, 5 and 9).
#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <string>
#include <vector>

#include "engine/chess/position.h"
#include "engine/chess/uci_move.h"
#include "tests/chess/test_support.h"

namespace littletable::chess {
namespace {

using namespace testing_support;

using Moves = std::vector<std::string>;

Moves legal(const Position& pos) { return legal_uci(pos); }

/// Sorted UCI texts of the legal moves starting on `from` ("e1").
Moves legal_from(const Position& pos, std::string_view from) {
    Moves out;
    for (const std::string& m : legal(pos))
        if (std::string_view(m).substr(0, 2) == from)
            out.push_back(m);
    return out;
}

Moves sorted(Moves m) {
    std::sort(m.begin(), m.end());
    return m;
}

/// Plays moves given in UCI, each of which must be legal.
void play(Position& pos, std::initializer_list<std::string_view> moves) {
    for (std::string_view text : moves) {
        auto m = parse_uci_move(pos, text);
        ASSERT_TRUE(m.ok()) << text << " in " << pos.fen() << ": " << m.error().message;
        pos.make(m.value());
    }
}

constexpr Seat WHITE_SEAT = 0, BLACK_SEAT = 1;

// ---------------------------------------------------------------------------------------------------------
// §1 Standard position, White moves first, all FIDE moves.

TEST(Rules, StartPositionHasTwentyMoves) {
    const Position pos = Position::start();
    EXPECT_EQ(pos.side_to_move(), WHITE);
    EXPECT_EQ(legal(pos), sorted({"a2a3", "a2a4", "b2b3", "b2b4", "c2c3", "c2c4", "d2d3", "d2d4", "e2e3", "e2e4",
                                  "f2f3", "f2f4", "g2g3", "g2g4", "h2h3", "h2h4", "b1a3", "b1c3", "g1f3", "g1h3"}));
    EXPECT_EQ(pos.outcome(), Outcome::ongoing());
}

// §1 Castling: the king moves two files toward an unmoved rook; the squares between are empty; the king is not
// in check and does not pass through or land on an attacked square (FIDE 3.8.2).
constexpr std::string_view CASTLE_BOTH = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

TEST(Castling, BothSidesWhenNothingPrevents) {
    EXPECT_EQ(legal_from(parse(CASTLE_BOTH), "e1"), sorted({"e1c1", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "e1g1"}));
    EXPECT_EQ(legal_from(parse("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"), "e8"),
              sorted({"e8c8", "e8d8", "e8d7", "e8e7", "e8f7", "e8f8", "e8g8"}));
}

TEST(Castling, TheRookJumpsOverTheKing) {
    Position pos = parse(CASTLE_BOTH);
    play(pos, {"e1g1"});
    EXPECT_EQ(pos.fen(), "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
    play(pos, {"e8c8"});
    EXPECT_EQ(pos.fen(), "2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2");
    Position queenSide = parse(CASTLE_BOTH);
    play(queenSide, {"e1c1"});
    EXPECT_EQ(queenSide.fen(), "r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1");
    play(queenSide, {"e8g8"});
    EXPECT_EQ(queenSide.fen(), "r4rk1/8/8/8/8/8/8/2KR3R w - - 2 2");
}

TEST(Castling, NotOutOfCheck) {
    // Rook e4 checks along the e-file.
    EXPECT_EQ(legal_from(parse("r3k2r/8/8/8/4r3/8/8/R3K2R w KQkq - 0 1"), "e1"),
              sorted({"e1d1", "e1d2", "e1f1", "e1f2"}));
    // Knight d3 checks (it also covers f2).
    EXPECT_EQ(legal_from(parse("r3k2r/8/8/8/8/3n4/8/R3K2R w KQkq - 0 1"), "e1"),
              sorted({"e1d1", "e1d2", "e1e2", "e1f1"}));
}

TEST(Castling, NotThroughAnAttackedSquare) {
    // f1 attacked: no O-O; O-O-O still fine.
    EXPECT_EQ(legal_from(parse("r3k2r/8/8/8/5r2/8/8/R3K2R w KQkq - 0 1"), "e1"),
              sorted({"e1c1", "e1d1", "e1d2", "e1e2"}));
    // d1 attacked: no O-O-O.
    EXPECT_EQ(legal_from(parse("r3k2r/8/8/8/3r4/8/8/R3K2R w KQkq - 0 1"), "e1"),
              sorted({"e1e2", "e1f1", "e1f2", "e1g1"}));
    // Black: the bishop on a3 covers e7 and f8.
    EXPECT_EQ(legal_from(parse("r3k2r/8/8/8/8/B7/8/R3K2R b KQkq - 0 1"), "e8"),
              sorted({"e8c8", "e8d7", "e8d8", "e8f7"}));
}

TEST(Castling, NotIntoCheck) {
    // g1 attacked.
    EXPECT_EQ(legal_from(parse("r3k2r/8/8/8/6r1/8/8/R3K2R w KQkq - 0 1"), "e1"),
              sorted({"e1c1", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2"}));
    // c1 attacked.
    EXPECT_EQ(legal_from(parse("r3k2r/8/8/8/2r5/8/8/R3K2R w KQkq - 0 1"), "e1"),
              sorted({"e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "e1g1"}));
}

TEST(Castling, QueenSideAllowedWhenOnlyB1IsAttacked) {
    // The king crosses d1 and lands on c1; b1 is only crossed by the rook.
    EXPECT_EQ(legal_from(parse("r3k2r/8/8/8/1r6/8/8/R3K2R w KQkq - 0 1"), "e1"),
              sorted({"e1c1", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "e1g1"}));
    // Black: the rook on b4 covers b8.
    EXPECT_EQ(legal_from(parse("r3k2r/8/8/8/1R6/8/8/R3K2R b KQkq - 0 1"), "e8"),
              sorted({"e8c8", "e8d7", "e8d8", "e8e7", "e8f7", "e8f8", "e8g8"}));
}

TEST(Castling, NotWithPiecesBetween) {
    // Own knight on b1: O-O-O blocked even though the king does not cross b1.
    EXPECT_EQ(legal_from(parse("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1"), "e1"),
              sorted({"e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "e1g1"}));
    // Own bishop on f1.
    EXPECT_EQ(legal_from(parse("r3k2r/8/8/8/8/8/8/R3KB1R w KQkq - 0 1"), "e1"),
              sorted({"e1c1", "e1d1", "e1d2", "e1e2", "e1f2"}));
    // Enemy bishop on g1 (it covers f2).
    EXPECT_EQ(legal_from(parse("r3k2r/8/8/8/8/8/8/R3K1bR w KQkq - 0 1"), "e1"),
              sorted({"e1c1", "e1d1", "e1d2", "e1e2", "e1f1"}));
    // Black: knight on b8.
    EXPECT_EQ(legal_from(parse("rn2k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"), "e8"),
              sorted({"e8d7", "e8d8", "e8e7", "e8f7", "e8f8", "e8g8"}));
}

TEST(Castling, RightsLostWhenKingOrRookMoves) {
    Position kings = parse(CASTLE_BOTH);
    play(kings, {"e1f1", "e8f8", "f1e1", "f8e8"});
    EXPECT_EQ(kings.fen(), "r3k2r/8/8/8/8/8/8/R3K2R w - - 4 3");
    EXPECT_EQ(legal_from(kings, "e1"), sorted({"e1d1", "e1d2", "e1e2", "e1f1", "e1f2"}));

    Position rooks = parse(CASTLE_BOTH);
    play(rooks, {"h1h2", "a8b8", "h2h1", "b8a8"});
    EXPECT_EQ(rooks.fen(), "r3k2r/8/8/8/8/8/8/R3K2R w Qk - 4 3");
    EXPECT_EQ(legal_from(rooks, "e1"), sorted({"e1c1", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2"}));
    play(rooks, {"a1b1"});
    EXPECT_EQ(legal_from(rooks, "e8"), sorted({"e8d7", "e8d8", "e8e7", "e8f7", "e8f8", "e8g8"}));
}

TEST(Castling, RightLostWhenTheRookIsCaptured) {
    Position pos = parse(CASTLE_BOTH);
    play(pos, {"a1a8"}); // the a1 rook leaves (Q lost) and takes the a8 rook (q lost); Black is in check
    EXPECT_EQ(pos.fen(), "R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 1");
    EXPECT_TRUE(pos.in_check());
    EXPECT_EQ(pos.captured_piece(), B_ROOK);
    EXPECT_EQ(legal(pos), sorted({"e8d7", "e8e7", "e8f7"}));
}

// §1 En passant: only immediately after the double step (FIDE 3.7.3.1-2).
TEST(EnPassant, OnlyRightAfterTheDoubleStep) {
    Position pos = parse("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
    play(pos, {"d7d5"});
    EXPECT_EQ(pos.ep_square(), SQ_D6);
    EXPECT_EQ(pos.fen(), "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    EXPECT_EQ(legal(pos), sorted({"e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "e5d6", "e5e6"}));

    Position later = pos;
    play(later, {"e1e2", "e8e7"});
    EXPECT_EQ(later.ep_square(), SQ_NONE);
    EXPECT_EQ(legal_from(later, "e5"), Moves{"e5e6"});

    play(pos, {"e5d6"});
    EXPECT_EQ(pos.fen(), "4k3/8/3P4/8/8/8/8/4K3 b - - 0 2"); // the pawn on d5 is gone
    EXPECT_EQ(pos.captured_piece(), B_PAWN);
}

TEST(EnPassant, NotAfterASingleStep) {
    Position pos = parse("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
    play(pos, {"d7d6"});
    EXPECT_EQ(legal_from(pos, "e5"), sorted({"e5d6", "e5e6"})); // an ordinary capture, not en passant
    play(pos, {"e1e2", "d6d5"});
    EXPECT_EQ(legal_from(pos, "e5"), Moves{"e5e6"});
}

TEST(EnPassant, BlackCaptures) {
    Position pos = parse("4k3/8/8/8/3p4/8/2P1P3/4K3 w - - 0 1");
    play(pos, {"e2e4"});
    EXPECT_EQ(legal_from(pos, "d4"), sorted({"d4d3", "d4e3"}));
    Position other = parse("4k3/8/8/8/3p4/8/2P1P3/4K3 w - - 0 1");
    play(other, {"c2c4"});
    EXPECT_EQ(legal_from(other, "d4"), sorted({"d4c3", "d4d3"}));
    play(other, {"d4c3"});
    EXPECT_EQ(other.fen(), "4k3/8/8/8/8/2p5/4P3/4K3 w - - 0 2");
}

TEST(EnPassant, IllegalWhenItExposesTheKingAlongTheRank) {
    // Both pawns leave rank 5, so the rook on h5 would attack the king on a5.
    EXPECT_EQ(legal(parse("8/8/8/KPp4r/8/8/8/7k w - c6 0 1")), sorted({"a5a4", "a5a6", "a5b6", "b5b6"}));
    Position pos = parse("7k/2p5/8/KP5r/8/8/8/8 b - - 0 1");
    play(pos, {"c7c5"});
    EXPECT_EQ(legal(pos), sorted({"a5a4", "a5a6", "a5b6", "b5b6"}));
    EXPECT_EQ(pos.ep_square(), SQ_NONE);
    // Black, mirrored.
    EXPECT_EQ(legal(parse("8/8/8/8/kpP4R/8/8/7K b - c3 0 1")), sorted({"a4a3", "a4a5", "a4b3", "b4b3"}));
}

TEST(EnPassant, IllegalWhenThePawnIsPinnedOnADiagonal) {
    // The bishop on g7 pins e5 against the king on a1; e5xd6 leaves the diagonal.
    EXPECT_EQ(legal(parse("4k3/6b1/8/3pP3/8/8/8/K7 w - d6 0 1")), sorted({"a1a2", "a1b1", "a1b2"}));
    Position pos = parse("4k3/3p2b1/8/4P3/8/8/8/K7 b - - 0 1");
    play(pos, {"d7d5"});
    EXPECT_EQ(legal(pos), sorted({"a1a2", "a1b1", "a1b2"}));
}

TEST(EnPassant, LegalAlongThePinLine) {
    // The bishop on b8 pins e5 against h2 along b8-h2; e5xd6 stays on that diagonal, e5-e6 does not.
    EXPECT_EQ(legal(parse("1b2k3/8/8/3pP3/8/8/7K/8 w - d6 0 1")),
              sorted({"e5d6", "h2g1", "h2g2", "h2g3", "h2h1", "h2h3"}));
}

TEST(EnPassant, CapturesTheCheckingPawn) {
    // ...e7-e5 gave check to the king on d4; d5xe6 removes the checking pawn, d5-d6 does not help.
    EXPECT_EQ(legal(parse("4k3/8/8/3Pp3/3K4/8/8/8 w - e6 0 1")),
              sorted({"d4c3", "d4c4", "d4c5", "d4d3", "d4e3", "d4e4", "d4e5", "d5e6"}));
}

// §1 Promotion to queen, rook, bishop or knight, also with a capture.
TEST(Promotion, ToAllFourPiecesWithAndWithoutCapture) {
    const Position pos = parse("1r5k/P7/8/8/8/8/8/K7 w - - 0 1");
    // The rook on b8 covers b1 and b2.
    EXPECT_EQ(legal(pos), sorted({"a1a2", "a7a8q", "a7a8r", "a7a8b", "a7a8n", "a7b8q", "a7b8r", "a7b8b", "a7b8n"}));
    const std::pair<const char*, Piece> cases[] = {
        {"a7b8q", W_QUEEN}, {"a7b8r", W_ROOK}, {"a7b8b", W_BISHOP}, {"a7b8n", W_KNIGHT}};
    for (const auto& [uci, piece] : cases) {
        Position p = pos;
        auto m = parse_uci_move(p, uci);
        ASSERT_TRUE(m.ok());
        EXPECT_EQ(m.value().type(), PROMOTION);
        p.make(m.value());
        EXPECT_EQ(p.piece_on(SQ_B8), piece) << uci;
        EXPECT_EQ(p.captured_piece(), B_ROOK);
        EXPECT_TRUE(p.empty(SQ_A7));
        EXPECT_EQ(p.pieces(WHITE, PAWN), 0u);
        EXPECT_EQ(p.rule50(), 0);
        p.unmake(m.value());
        EXPECT_EQ(p.fen(), pos.fen());
    }
    Position knight = pos;
    play(knight, {"a7b8n"});
    EXPECT_EQ(knight.fen(), "1N5k/8/8/8/8/8/8/K7 b - - 0 1");
}

TEST(Promotion, BlackPromotes) {
    EXPECT_EQ(legal_from(parse("4k3/8/8/8/8/8/3p4/2R4K b - - 0 1"), "d2"),
              sorted({"d2c1q", "d2c1r", "d2c1b", "d2c1n", "d2d1q", "d2d1r", "d2d1b", "d2d1n"}));
}

// ---------------------------------------------------------------------------------------------------------
// §2 A move may not leave the mover's king attacked; checkmate wins.

TEST(Rules, PinnedPiecesStayOnThePinLine) {
    // The knight on e2 is pinned by the rook on e7 and cannot move at all.
    EXPECT_EQ(legal(parse("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1")), sorted({"e1d1", "e1d2", "e1f1", "e1f2"}));
    // The bishop on d2 is pinned by the bishop on c3 and may only take it.
    EXPECT_EQ(legal(parse("4k3/8/8/8/8/2b5/3B4/4K3 w - - 0 1")), sorted({"d2c3", "e1d1", "e1e2", "e1f1", "e1f2"}));
}

TEST(Rules, TheKingCannotStayOnTheCheckingLine) {
    // Rook a1 checks along rank 1: f1 is still attacked through the king's square.
    EXPECT_EQ(legal(parse("4k3/8/8/8/8/8/8/r3K3 w - - 0 1")), sorted({"e1d2", "e1e2", "e1f2"}));
}

TEST(Rules, DoubleCheckAllowsOnlyKingMoves) {
    // Rook e8 and bishop b4 both check the king on e1; the rook on a4 could block or capture neither alone.
    EXPECT_EQ(legal(parse("4r1k1/8/8/8/Rb6/8/8/4K3 w - - 0 1")), sorted({"e1d1", "e1f1", "e1f2"}));
}

TEST(Checkmate, ScholarsMate) {
    Position pos = Position::start();
    play(pos, {"e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6"});
    EXPECT_EQ(pos.outcome(), Outcome::ongoing());
    play(pos, {"h5f7"});
    EXPECT_TRUE(pos.in_check());
    EXPECT_TRUE(legal(pos).empty());
    const Outcome o = pos.outcome();
    EXPECT_EQ(o.termination, Termination::CHECKMATE);
    EXPECT_TRUE(o.won_by(WHITE_SEAT));
    EXPECT_FALSE(o.won_by(BLACK_SEAT));
    EXPECT_FALSE(o.draw());
    EXPECT_EQ(o, Outcome::win(WHITE_SEAT, Termination::CHECKMATE));
}

TEST(Checkmate, FoolsMate) {
    Position pos = Position::start();
    play(pos, {"f2f3", "e7e5", "g2g4", "d8h4"});
    EXPECT_EQ(pos.outcome(), Outcome::win(BLACK_SEAT, Termination::CHECKMATE));
    EXPECT_TRUE(pos.outcome().won_by(BLACK_SEAT));
    EXPECT_EQ(pos.count_legal(), 0u);
}

TEST(Checkmate, CheckIsNotMateWhileAMoveRemains) {
    // 1.e4 f6 2.Qh5+: only ...g6 blocks (f7 is on the checking diagonal).
    Position pos = Position::start();
    play(pos, {"e2e4", "f7f6", "d1h5"});
    EXPECT_TRUE(pos.in_check());
    EXPECT_EQ(legal(pos), Moves{"g7g6"});
    EXPECT_EQ(pos.outcome(), Outcome::ongoing());
    // 1.e4 f6 2.d4 g5 3.Qh5#: nothing can block g6 or f7 any more.
    Position mate = Position::start();
    play(mate, {"e2e4", "f7f6", "d2d4", "g7g5", "d1h5"});
    EXPECT_EQ(mate.outcome(), Outcome::win(WHITE_SEAT, Termination::CHECKMATE));
}

// ---------------------------------------------------------------------------------------------------------
// §3 Draws that end the game at once.

TEST(Stalemate, NoLegalMoveAndNotInCheck) {
    Position pos = parse("7k/8/6K1/5Q2/8/8/8/8 w - - 0 1");
    EXPECT_EQ(pos.outcome(), Outcome::ongoing());
    play(pos, {"f5f7"});
    EXPECT_FALSE(pos.in_check());
    EXPECT_TRUE(legal(pos).empty());
    EXPECT_EQ(pos.outcome(), Outcome::drawn(Termination::STALEMATE));
    EXPECT_TRUE(pos.outcome().draw());
    // A pawn blocked in front and the king boxed in: stalemate with material left.
    EXPECT_EQ(parse("k7/P7/K7/8/8/8/8/8 b - - 0 1").outcome(), Outcome::drawn(Termination::STALEMATE));
}

Outcome outcome_of(std::string_view fen) { return parse(fen).outcome(); }

TEST(InsufficientMaterial, DeadPositions) {
    const Outcome dead = Outcome::drawn(Termination::INSUFFICIENT_MATERIAL);
    EXPECT_EQ(outcome_of("8/8/8/4k3/8/8/8/4K3 w - - 0 1"), dead); // K v K
    EXPECT_EQ(outcome_of("8/8/8/4k3/8/8/8/2B1K3 w - - 0 1"), dead); // K+B v K
    EXPECT_EQ(outcome_of("8/8/8/4k3/8/8/8/4K1b1 b - - 0 1"), dead); // K v K+B
    EXPECT_EQ(outcome_of("8/8/8/4k3/8/8/8/1N2K3 w - - 0 1"), dead); // K+N v K
    EXPECT_EQ(outcome_of("8/8/8/4k3/8/8/8/1n2K3 w - - 0 1"), dead); // K v K+N
    EXPECT_EQ(outcome_of("5b2/8/8/4k3/8/8/8/2B1K3 w - - 0 1"), dead); // K+B v K+B, c1 and f8 both dark
    EXPECT_EQ(outcome_of("2b5/8/8/4k3/8/8/8/3BK3 w - - 0 1"), dead); // c8 and d1 both light
    // More bishops, all on one colour: still no mate possible (a dark-squared attacker never covers the light
    // squares around the king).
    EXPECT_EQ(outcome_of("5b2/8/8/4k3/8/4B3/8/2B1K3 w - - 0 1"), dead);
}

TEST(InsufficientMaterial, PositionsWhereMateIsPossible) {
    for (const char* fen : {
             "2b5/8/8/4k3/8/8/8/2B1K3 w - - 0 1", // K+B v K+B, opposite colours
             "8/8/8/4k3/8/8/8/1N2KN2 w - - 0 1", // K+N+N v K
             "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", // K+P v K
             "3n4/8/8/4k3/8/8/8/2B1K3 w - - 0 1", // K+B v K+N
             "3n4/8/8/4k3/8/8/8/1N2K3 w - - 0 1", // K+N v K+N
             "8/8/8/4k3/8/8/8/2B1KB2 w - - 0 1", // K+B+B (both colours) v K
             "8/8/8/4k3/8/8/8/R3K3 w - - 0 1", // K+R v K
             "8/8/8/4k3/8/8/8/3QK3 w - - 0 1", // K+Q v K
         }) {
        EXPECT_FALSE(parse(fen).insufficient_material()) << fen;
        EXPECT_EQ(outcome_of(fen), Outcome::ongoing()) << fen;
    }
}

// FIDE 6.9 asks of one side whether it could checkmate by any series of legal moves (the analysis at
// www.e4ec.org/immr.html): a lone king never can; a king and knight cannot against king and queens, nor a king and
// bishops against pieces that can neither block on the other square colour nor be pawns or knights.
TEST(MatingMaterial, SidesThatCannotCheckmate) {
    const struct {
        const char* fen;
        Color side;
    } cases[] = {
        {"4k3/8/8/8/8/8/8/3QK3 w - - 0 1", BLACK}, // lone king against K+Q
        {"3qk3/8/8/8/8/8/8/1N2K3 w - - 0 1", WHITE}, // K+N against K+Q
        {"2qqk3/8/8/8/8/8/8/1N2K3 w - - 0 1", WHITE}, // K+N against K+Q+Q
        {"4k2r/8/8/8/8/8/8/2B1K3 w - - 0 1", WHITE}, // K+B against K+R
        {"3qk2r/8/8/8/8/8/8/1B2KB2 w - - 0 1", WHITE}, // K+B+B, both on light squares, against K+Q+R
    };
    for (const auto& c : cases)
        EXPECT_FALSE(parse(c.fen).can_checkmate(c.side)) << c.fen;
}

// Each material that may mate, shown by a checkmate with it on the board (the defender's own piece takes the
// king's last flight square): the rules' outcome() says checkmate, and can_checkmate agrees.
TEST(MatingMaterial, SidesThatCanCheckmateWithAMateToShow) {
    for (const char* mate : {
             "kr6/2N5/K7/8/8/8/8/8 b - - 0 1", // K+N against K+R: the rook on b8
             "kn6/2N5/1K6/8/8/8/8/8 b - - 0 1", // K+N against K+N
             "7k/5K1p/8/4B3/8/8/8/8 b - - 0 1", // K+B against K+P: the pawn on h7
             "6nk/6B1/6K1/8/8/8/8/8 b - - 0 1", // K+B against K+N: the knight on g8
             "7k/5K1b/8/4B3/8/8/8/8 b - - 0 1", // K+B against K+B of the other square colour
         }) {
        const Position pos = parse(mate);
        EXPECT_EQ(pos.outcome(), Outcome::win(0, Termination::CHECKMATE)) << mate;
        EXPECT_TRUE(pos.can_checkmate(WHITE)) << mate;
    }
    // Material that mates a bare king, and the defender's side with anything but a king.
    EXPECT_TRUE(parse("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").can_checkmate(WHITE));
    EXPECT_TRUE(parse("4k3/8/8/8/8/8/8/R3K3 w - - 0 1").can_checkmate(WHITE));
    EXPECT_TRUE(parse("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1").can_checkmate(WHITE));
    EXPECT_TRUE(parse("4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1").can_checkmate(WHITE)); // bishops of both colours
    EXPECT_TRUE(parse("3qk3/8/8/8/8/8/8/1N2K3 w - - 0 1").can_checkmate(BLACK));
}

TEST(InsufficientMaterial, ReachedByACapture) {
    Position pos = parse("8/8/8/4k3/8/8/1r6/K1B5 w - - 0 1");
    EXPECT_EQ(pos.outcome(), Outcome::ongoing());
    play(pos, {"a1b2"});
    EXPECT_EQ(pos.outcome(), Outcome::drawn(Termination::INSUFFICIENT_MATERIAL));
}

// Knights out and back from the start: the start position recurs every four plies.
void shuffle_knights(Position& pos) { play(pos, {"g1f3", "g8f6", "f3g1", "f6g8"}); }

TEST(Repetition, ThreefoldIsClaimableButNotAutomatic) {
    Position pos = Position::start();
    EXPECT_EQ(pos.repetition_count(), 1);
    shuffle_knights(pos);
    EXPECT_EQ(pos.repetition_count(), 2);
    EXPECT_FALSE(pos.can_claim_threefold());
    shuffle_knights(pos);
    EXPECT_EQ(pos.repetition_count(), 3);
    EXPECT_TRUE(pos.can_claim_threefold());
    EXPECT_EQ(pos.outcome(), Outcome::ongoing());
    // Nothing happens unless a player claims; the next positions have also occurred three times.
    play(pos, {"g1f3"});
    EXPECT_EQ(pos.repetition_count(), 3);
    play(pos, {"g8f6"});
    EXPECT_EQ(pos.repetition_count(), 3);
}

TEST(Repetition, FivefoldEndsTheGame) {
    Position pos = Position::start();
    for (int n = 2; n <= 4; ++n) {
        shuffle_knights(pos);
        EXPECT_EQ(pos.repetition_count(), n);
        EXPECT_EQ(pos.outcome(), Outcome::ongoing());
    }
    play(pos, {"g1f3", "g8f6", "f3g1"});
    EXPECT_EQ(pos.outcome(), Outcome::ongoing()); // this position (Nf6 out, Black to move) has occurred 4 times
    play(pos, {"f6g8"});
    EXPECT_EQ(pos.repetition_count(), 5);
    EXPECT_EQ(pos.outcome(), Outcome::drawn(Termination::FIVEFOLD_REPETITION));
}

TEST(Repetition, PositionsNeedNotFollowEachOther) {
    Position pos = Position::start();
    shuffle_knights(pos);
    play(pos, {"b1c3", "b8c6", "c3b1", "c6b8"});
    EXPECT_EQ(pos.repetition_count(), 3);
    EXPECT_TRUE(pos.can_claim_threefold());
}

TEST(Repetition, SideToMoveMatters) {
    // The white king walks a triangle (three moves), the black king goes out and back (two), so the placement
    // returns with the other side to move: a different position (FIDE 9.2.3).
    Position pos = parse("7k/p7/8/8/8/8/7P/K7 w - - 0 1");
    play(pos, {"a1a2", "h8g8", "a2b1", "g8h8", "b1a1"});
    // Same placement as the start, but Black to move.
    EXPECT_EQ(pos.repetition_count(), 1);
    play(pos, {"h8g8", "a1a2", "g8h8", "a2a1"});
    EXPECT_EQ(pos.repetition_count(), 2); // the placement with Black to move, second time
}

TEST(Repetition, CastlingRightsMatter) {
    // The rooks go out and back: the placement repeats, but with K and k lost it is a different position.
    Position pos = parse(CASTLE_BOTH);
    play(pos, {"h1h2", "h8h7", "h2h1", "h7h8"});
    EXPECT_EQ(pos.fen(), "r3k2r/8/8/8/8/8/8/R3K2R w Qq - 4 3");
    EXPECT_EQ(pos.repetition_count(), 1);
    play(pos, {"h1h2", "h8h7", "h2h1", "h7h8"});
    EXPECT_EQ(pos.repetition_count(), 2);
    play(pos, {"h1h2", "h8h7", "h2h1", "h7h8"});
    EXPECT_EQ(pos.repetition_count(), 3);
    EXPECT_TRUE(pos.can_claim_threefold());
}

TEST(Repetition, EnPassantPossibilityMatters) {
    // After ...c7-c5 White may take en passant; after the kings shuffle the right is gone, so the same placement
    // is a different position.
    Position pos = parse("4k3/2p5/8/1P6/8/8/8/4K3 b - - 0 1");
    play(pos, {"c7c5"});
    EXPECT_EQ(pos.ep_square(), SQ_C6);
    play(pos, {"e1e2", "e8e7", "e2e1", "e7e8"});
    EXPECT_EQ(pos.fen(), "4k3/8/8/1Pp5/8/8/8/4K3 w - - 4 4");
    EXPECT_EQ(pos.repetition_count(), 1);
    play(pos, {"e1e2", "e8e7", "e2e1", "e7e8"});
    EXPECT_EQ(pos.repetition_count(), 2);
}

TEST(Repetition, EnPassantSquareWithoutLegalCaptureDoesNotCount) {
    // chess.md §4: after ...c7-c5 the capture b5xc6 would expose the king on a5 to the rook on h5, so there is
    // no en passant possibility and the position repeats when the same placement returns.
    Position pos = parse("7k/2p5/8/KP5r/8/8/8/8 b - - 0 1");
    play(pos, {"c7c5"});
    const Key first = pos.key();
    EXPECT_EQ(first, parse("7k/8/8/KPp4r/8/8/8/8 w - - 0 2").key());
    EXPECT_EQ(first, parse("7k/8/8/KPp4r/8/8/8/8 w - c6 0 2").key());
    play(pos, {"a5a4", "h5h6", "a4a5", "h6h5"});
    EXPECT_EQ(pos.key(), first);
    EXPECT_EQ(pos.repetition_count(), 2);
    play(pos, {"a5a4", "h5h6", "a4a5", "h6h5"});
    EXPECT_EQ(pos.repetition_count(), 3);
    EXPECT_TRUE(pos.can_claim_threefold());
}

TEST(Repetition, CountingStopsAtAnIrreversibleMove) {
    Position pos = Position::start();
    shuffle_knights(pos);
    shuffle_knights(pos);
    EXPECT_EQ(pos.repetition_count(), 3);
    play(pos, {"e2e4", "e7e5"});
    EXPECT_EQ(pos.repetition_count(), 1);
    play(pos, {"g1f3", "g8f6", "f3g1", "f6g8"});
    EXPECT_EQ(pos.repetition_count(), 2);
}

// §3 and §4: the 75-move rule ends the game, the 50-move rule may be claimed.
TEST(MoveRules, FiftyMovesClaimableAtHundredHalfmoves) {
    Position pos = parse("4k3/8/8/8/8/8/8/R3K3 w - - 98 80");
    play(pos, {"a1a2"});
    EXPECT_EQ(pos.rule50(), 99);
    EXPECT_FALSE(pos.can_claim_fifty_moves());
    play(pos, {"e8d8"});
    EXPECT_EQ(pos.rule50(), 100);
    EXPECT_TRUE(pos.can_claim_fifty_moves());
    EXPECT_EQ(pos.outcome(), Outcome::ongoing()); // claimable, not automatic
}

TEST(MoveRules, CaptureOrPawnMoveResetsTheCount) {
    Position capture = parse("4k3/8/8/8/8/8/n7/R3K3 w - - 120 80");
    play(capture, {"a1a2"});
    EXPECT_EQ(capture.rule50(), 0);
    EXPECT_FALSE(capture.can_claim_fifty_moves());
    Position pawn = parse("4k3/8/8/8/8/8/P7/R3K3 w - - 120 80");
    play(pawn, {"a2a3"});
    EXPECT_EQ(pawn.rule50(), 0);
    Position other = parse("4k3/8/8/8/8/8/P7/R3K3 w - - 120 80");
    play(other, {"e1d1"});
    EXPECT_EQ(other.rule50(), 121);
}

TEST(MoveRules, SeventyFiveMovesEndTheGame) {
    Position pos = parse("6k1/5ppp/8/8/8/8/8/R5K1 w - - 148 100");
    play(pos, {"a1a2"});
    EXPECT_EQ(pos.rule50(), 149);
    EXPECT_EQ(pos.outcome(), Outcome::ongoing());
    play(pos, {"g8f8"});
    EXPECT_EQ(pos.rule50(), 150);
    EXPECT_EQ(pos.outcome(), Outcome::drawn(Termination::SEVENTY_FIVE_MOVES));
    EXPECT_EQ(parse("4k3/8/8/8/8/8/8/R3K3 w - - 150 120").outcome(), Outcome::drawn(Termination::SEVENTY_FIVE_MOVES));
}

TEST(MoveRules, CheckmateOnTheLastMoveTakesPrecedence) {
    // FIDE 9.6.2: Ra8 is the 150th halfmove without capture or pawn move, and it mates.
    Position mate = parse("6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 100");
    play(mate, {"a1a8"});
    EXPECT_EQ(mate.rule50(), 150);
    EXPECT_EQ(mate.outcome(), Outcome::win(WHITE_SEAT, Termination::CHECKMATE));
    // Any other quiet move is the 75-move draw.
    Position draw = parse("6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 100");
    play(draw, {"a1a7"});
    EXPECT_EQ(draw.outcome(), Outcome::drawn(Termination::SEVENTY_FIVE_MOVES));
}

// ---------------------------------------------------------------------------------------------------------
// make/unmake restores everything the rules look at.

TEST(Rules, UnmakeRestoresOutcomeState) {
    Position pos = Position::start();
    play(pos, {"f2f3", "e7e5", "g2g4"});
    const std::string fen = pos.fen();
    auto m = parse_uci_move(pos, "d8h4");
    ASSERT_TRUE(m.ok());
    pos.make(m.value());
    EXPECT_TRUE(pos.outcome().over());
    pos.unmake(m.value());
    EXPECT_EQ(pos.fen(), fen);
    EXPECT_EQ(pos.outcome(), Outcome::ongoing());
}

// ---------------------------------------------------------------------------------------------------------
// §6 UCI long algebraic.

TEST(Notation, UciMoves) {
    const Position castle = parse(CASTLE_BOTH);
    auto oo = parse_uci_move(castle, "e1g1");
    ASSERT_TRUE(oo.ok());
    EXPECT_EQ(oo.value().type(), CASTLING);
    EXPECT_EQ(to_uci(oo.value()), "e1g1");
    EXPECT_EQ(to_uci(Move::none()), "0000");
    const Position promo = parse("1r5k/P7/8/8/8/8/8/K7 w - - 0 1");
    auto q = parse_uci_move(promo, "a7a8q");
    ASSERT_TRUE(q.ok());
    EXPECT_EQ(q.value().promotion_type(), QUEEN);
    EXPECT_EQ(parse_uci_move(promo, "a7a8").error().code, "ERR_ILLEGAL_MOVE"); // the piece must be named
    EXPECT_EQ(parse_uci_move(promo, "a7a8k").error().code, "ERR_MOVE_SYNTAX");
    EXPECT_EQ(parse_uci_move(promo, "a7a8Q").error().code, "ERR_MOVE_SYNTAX");
    EXPECT_EQ(parse_uci_move(promo, "a1a3").error().code, "ERR_ILLEGAL_MOVE");
    for (const char* bad : {"", "e2", "e2e", "e2e4e4", "i2i4", "e0e1", "e9e1", "O-O", "0000"})
        EXPECT_EQ(parse_uci_move(castle, bad).error().code, "ERR_MOVE_SYNTAX") << bad;
}

} // namespace
} // namespace littletable::chess
