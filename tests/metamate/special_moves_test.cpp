// The rules of docs/rules/metamate.md §6-§8 (double step, en passant, Meta castling, promotion, check,
// mate, stalemate, draws), with the move lists worked out by hand from the rules file, its
// Decisions, and docs/rules-decisions.md (Metamate) where the file is silent.
#include <gtest/gtest.h>

#include "engine/chess/draw_rules.h"
#include "tests/metamate/test_support.h"

namespace littletable::metamate {
namespace {

using namespace testing_support;
using Moves = std::vector<std::string>;

Square sq(std::string_view name) { return chess::make_square(chess::File(name[0] - 'a'), chess::Rank(name[1] - '1')); }
std::string fen_board(const Position& pos) { return pos.fen().substr(0, pos.fen().find(' ')); }
std::string fen_field(const Position& pos, int field) {
    std::string fen = pos.fen();
    for (int i = 0; i < field; ++i)
        fen = fen.substr(fen.find(' ') + 1);
    return fen.substr(0, fen.find(' '));
}

// ---------------------------------------------------------------------------------------------------------
// §6.1 Double step through a copied pawn, and the Meta as an en passant victim.

// The M1 on d2 copies the unmoved pawn on c2: one or two squares ahead. The double step leaves an en passant square
// (Decision), which Black's pawn on e4 uses to take the Meta.
TEST(DoubleStep, ThroughACopiedUnmovedPawnAndTakenEnPassant) {
    Position pos = parse("4k3/8/8/8/4p3/8/2PM[1h]4/4K3 w - - 0 1");
    EXPECT_EQ(legal_from(pos, "d2"), sorted({"d2d3", "d2d4"}));
    play(pos, {"d2d4"});
    EXPECT_EQ(fen_field(pos, 3), "d3");
    EXPECT_EQ(legal_from(pos, "e4"), sorted({"e4d3", "e4e3"}));
    play(pos, {"e4d3"});
    EXPECT_EQ(fen_board(pos), "4k3/8/8/8/8/3p4/2P5/4K3");
}

// Decision: an enemy Meta copying a pawn may also take the double-stepped Meta en passant (written with an "x":
// the same Meta might step to that square without capturing), and as an M1 it evolves.
TEST(DoubleStep, AnEnemyMetaCopyingAPawnTakesEnPassant) {
    Position pos = parse("4k3/8/8/8/4m[1h]p2/8/2PM[1h]4/4K3 w - - 0 1");
    play(pos, {"d2d4"});
    EXPECT_EQ(legal_from(pos, "e4"), sorted({"e4e3", "e4xd3m2.1", "e4xd3m2.2"}));
}

// Decision: the two-square advance is one move and a double step even when another copy (the rook on c1) reaches
// the same square. The M3 on d2 copies the rook c1, the pawn c2 and the king e1.
TEST(DoubleStep, ATwoSquareAdvanceIsOneMoveAndADoubleStep) {
    Position pos = parse("4k3/8/8/8/4p3/8/2PM[3]4/2R1K3 w - - 0 1");
    EXPECT_EQ(legal_from(pos, "d2"), sorted({"d2c3", "d2d1", "d2d3", "d2d4", "d2d5", "d2d6", "d2d7", "d2d8", "d2e2",
                                             "d2e3", "d2f2", "d2g2", "d2h2"}));
    play(pos, {"d2d4"});
    EXPECT_EQ(fen_field(pos, 3), "d3");
}

// ---------------------------------------------------------------------------------------------------------
// §6.2 En passant by a Meta.

// The M1 on d5 copies the pawn on e5; after c7-c5 it takes en passant (and chooses its evolution).
TEST(EnPassant, AMetaCopyingAPawnCaptures) {
    Position pos = parse("4k3/2p5/8/3M[1h]P3/8/8/8/4K3 b - - 0 1");
    play(pos, {"c7c5"});
    EXPECT_EQ(fen_field(pos, 3), "c6");
    EXPECT_EQ(legal_from(pos, "d5"), sorted({"d5d6", "d5xc6m2.1", "d5xc6m2.2"}));
    play(pos, {"d5xc6m2.2"});
    EXPECT_EQ(fen_board(pos), "4k3/8/2M[2.2]5/4P3/8/8/8/4K3");
}

// Decision: the capture and a quiet step to the en passant square are two moves. The M3 on d5 copies the pawn e5
// and the king e4: c6 as a king step, xc6 en passant.
TEST(EnPassant, CaptureAndQuietStepToTheSameSquareAreTwoMoves) {
    Position pos = parse("4k3/2p5/8/3M[3]P3/4K3/8/8/8 b - - 0 1");
    play(pos, {"c7c5"});
    EXPECT_EQ(legal_from(pos, "d5"), sorted({"d5c4", "d5c5", "d5c6", "d5d4", "d5d6", "d5e6", "d5xc6"}));
}

// ---------------------------------------------------------------------------------------------------------
// §6.3 Meta castling (Decision: Chess960 geometry).

// The tutorial case: the Meta on g1 copies the unmoved rook h1; the king castles toward it: king g1, Meta f1, the rook
// stays. The king has moved: no rights remain.
TEST(MetaCastling, TheMetaAsTheRook) {
    Position pos = parse("4k3/8/8/8/8/8/8/4K1M[1h]R w K - 0 1");
    EXPECT_EQ(legal_from(pos, "e1"), sorted({"e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "e1g1"}));
    play(pos, {"O-O"});
    EXPECT_EQ(fen_board(pos), "4k3/8/8/8/8/8/8/5M[1h]KR");
    EXPECT_EQ(fen_field(pos, 2), "-");
}

// The Meta on f1 copies the unmoved king: with the h1 rook it castles as the king (Meta g1, rook f1), written as
// the Meta taking its rook. The king's own queen-side castling stays. The rook has moved, the king has not: Q stays.
TEST(MetaCastling, TheMetaAsTheKing) {
    Position pos = parse("4k3/8/8/8/8/8/8/R3KM[1h]1R w KQ - 0 1");
    Moves castlings;
    for (const std::string& m : legal_texts(pos))
        if (m == "f1h1" || m == "e1c1" || m == "e1g1" || m == "f1a1")
            castlings.push_back(m);
    EXPECT_EQ(castlings, sorted({"e1c1", "f1h1"}));
    play(pos, {"f1h1"});
    EXPECT_EQ(fen_board(pos), "4k3/8/8/8/8/8/8/R3KRM[1h]1");
    EXPECT_EQ(fen_field(pos, 2), "Q");
}

// The king may not pass through an attacked square when it castles (the rook on f8 attacks f1); a Meta castling as
// the king has no such condition (the rook on g8 attacks g1, where the Meta lands).
TEST(MetaCastling, AttacksStopTheKingNotTheMeta) {
    const Position king = parse("4kr2/8/8/8/8/8/8/4K1M[1h]R w K - 0 1");
    EXPECT_EQ(legal_from(king, "e1"), sorted({"e1d1", "e1d2", "e1e2"}));
    const Position meta = parse("4k1r1/8/8/8/8/8/8/4KM[1h]1R w K - 0 1");
    EXPECT_EQ(legal_from(meta, "f1"), sorted({"f1e2", "f1f2", "f1g1", "f1g2", "f1h1"}));
}

// In check, the king does not castle, and a Meta castling as the king that leaves the check stands is illegal.
TEST(MetaCastling, NotOutOfCheck) {
    const Position pos = parse("4r1k1/8/8/8/8/8/8/R3KM[1h]1R w KQ - 0 1");
    for (const std::string& m : legal_texts(pos))
        EXPECT_TRUE(m != "e1c1" && m != "e1g1" && m != "f1h1") << m;
}

// ---------------------------------------------------------------------------------------------------------
// §7 Promotion.

// §7.1: a pawn promotes to a queen, rook, bishop, knight, or a Meta: an M1 whose orientation its owner chooses.
TEST(Promotion, APawnMayBecomeAnM1) {
    Position pos = parse("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(legal_from(pos, "b7"), sorted({"b7b8q", "b7b8r", "b7b8b", "b7b8n", "b7b8m1h", "b7b8m1v"}));
    play(pos, {"b7b8m1v"});
    EXPECT_EQ(fen_board(pos), "1M[1v]2k3/8/8/8/8/8/8/4K3");
}

// §7.2 advance: the M3 on e7 copies the pawn d7 and pushes to e8, where it still copies d7: it promotes (§7.3: to a
// queen, rook, bishop or knight). An M1 whose pawn is no longer beside it on e8 does not (the single rule).
TEST(Promotion, Advance) {
    EXPECT_EQ(legal_from(parse("6k1/3PM[3]3/8/8/8/8/8/4K3 w - - 0 1"), "e7"),
              sorted({"e7e8q", "e7e8r", "e7e8b", "e7e8n"}));
    EXPECT_EQ(legal_from(parse("6k1/3PM[1h]3/8/8/8/8/8/4K3 w - - 0 1"), "e7"), Moves{"e7e8"});
}

// §7.2 propulsion: the M3 on f6 jumps as the knight g5 to e8, where it copies the pawn d7.
TEST(Promotion, Propulsion) {
    EXPECT_EQ(legal_from(parse("k7/3P4/5M[3]2/6N1/8/8/8/4K3 w - - 0 1"), "f6"),
              sorted({"f6d5", "f6e4", "f6e8q", "f6e8r", "f6e8b", "f6e8n", "f6g4", "f6g8", "f6h5", "f6h7"}));
}

// §7.2 charge: the pawn steps onto e7, a copy square of the M2.1 already on e8, which promotes with that move.
TEST(Promotion, Charge) {
    const Position pos = parse("k3M[2.1]3/8/4P3/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(legal_from(pos, "e8"), Moves{}); // isolated until the pawn comes
    EXPECT_EQ(legal_from(pos, "e6"), sorted({"e6e7,e8q", "e6e7,e8r", "e6e7,e8b", "e6e7,e8n"}));
}

// §7.2 double promotion: the pawn reaches d8 beside the isolated M1 on e8: both promote, two choices.
TEST(Promotion, DoublePromotionCarriesTwoChoices) {
    Moves expected;
    for (const char* pawn : {"q", "r", "b", "n", "m1h", "m1v"})
        for (const char* meta : {"q", "r", "b", "n"})
            expected.push_back(std::string("d7d8") + pawn + ",e8" + meta);
    Position pos = parse("k3M[1h]3/3P4/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(legal_from(pos, "d7"), sorted(expected));
    play(pos, {"d7d8m1h,e8n"});
    EXPECT_EQ(fen_board(pos), "k2M[1h]N3/8/8/8/8/8/8/4K3");
}

// §7.2-7.3: every Meta that copies the pawn arriving on e7 promotes, each with its own piece: the M2.2 on d8 and
// f8 and the M1 (vertical) on e8, 4 x 4 x 4 moves. Taking the move back restores all three.
TEST(Promotion, ThreeMetasChargedByOnePawn) {
    Moves expected;
    for (const char* d8 : {"q", "r", "b", "n"})
        for (const char* e8 : {"q", "r", "b", "n"})
            for (const char* f8 : {"q", "r", "b", "n"})
                expected.push_back(std::string("e6e7,d8") + d8 + ",e8" + e8 + ",f8" + f8);
    Position pos = parse("3M[2.2]M[1v]M[2.2]1k/8/4P3/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(legal_from(pos, "e6"), sorted(expected));
    const std::string before = pos.fen();
    const Key key = pos.key();
    auto m = parse_move(pos, "e6e7,d8q,e8r,f8n");
    ASSERT_TRUE(m.ok());
    pos.make(m.value());
    EXPECT_EQ(fen_board(pos), "3QRN1k/4P3/8/8/8/8/8/4K3");
    pos.unmake(m.value());
    EXPECT_EQ(pos.fen(), before);
    EXPECT_EQ(pos.key(), key);
}

// §5.4 with §7.2: the M1 on e7 takes the rook on f8. As M2.2 it would copy the pawn g7 there and promote; as M2.1
// it copies nothing: one evolution, or one of the four promotions (the evolution is then moot). With a pawn on f7
// too both evolutions promote, and the promotions are the only captures.
TEST(Promotion, ACaptureThatPromotesMakesTheEvolutionMoot) {
    EXPECT_EQ(legal_from(parse("k4r2/3PM[1h]1P1/8/8/8/8/8/K7 w - - 0 1"), "e7"),
              sorted({"e7e8", "e7f8m2.1", "e7f8q", "e7f8r", "e7f8b", "e7f8n"}));
    EXPECT_EQ(legal_from(parse("k4r2/3PM[1h]PP1/8/8/8/8/8/K7 w - - 0 1"), "e7"),
              sorted({"e7e8", "e7f8q", "e7f8r", "e7f8b", "e7f8n"}));
}

// ---------------------------------------------------------------------------------------------------------
// §8 Check, mate, stalemate, draws.

// §8.1: the M2.1 on d4 copies the rook on d3 and checks the king on d8 along the d-file.
TEST(Check, AMetaChecks) {
    const Position pos = parse("3k4/8/8/8/3M[2.1]4/3R4/8/4K3 b - - 0 1");
    EXPECT_EQ(pos.checkers(), chess::square_bb(sq("d4")));
    EXPECT_EQ(legal_texts(pos), sorted({"d8c7", "d8c8", "d8e7", "d8e8"}));
}

// §8.4 triple check: the rook e1, the bishop a4 and the M1 on f6 (copying the knight g6) check at once; only the
// king moves, to d8 or f7.
TEST(Check, TripleCheckOnlyAKingMoveAnswers) {
    const Position pos = parse("4k3/8/5M[1h]N1/8/B7/8/8/4R2K b - - 0 1");
    EXPECT_EQ(chess::popcount(pos.checkers()), 3);
    EXPECT_EQ(legal_texts(pos), sorted({"e8d8", "e8f7"}));
}

// §8.2, §8.3: a Meta and its king mate ("Meta mate"): the M3 on a7 copies the king b6.
TEST(GameEnd, MetaMate) {
    const Position pos = parse("k7/M[3]7/1K6/8/8/8/8/8 b - - 0 1");
    EXPECT_EQ(pos.outcome(), Outcome::win(Seat(WHITE), Termination::CHECKMATE));
}

// §8.2: an isolated Meta cannot move: with the king boxed in, that is stalemate.
TEST(GameEnd, StalemateWithAnIsolatedMeta) {
    const Position pos = parse("7M[3]/8/4k3/8/8/1q6/8/K7 w - - 0 1");
    EXPECT_EQ(pos.outcome(), Outcome::drawn(Termination::STALEMATE));
}

// §8.3 Decision: any side with a Meta has mating material; without Metas chess's rule applies.
TEST(GameEnd, InsufficientMaterialWithAMeta) {
    EXPECT_FALSE(parse("4k3/8/8/8/8/8/8/3M[4]K3 w - - 0 1").insufficient_material());
    EXPECT_FALSE(parse("4k3/8/8/8/8/8/8/3BK1m[3]1 w - - 0 1").insufficient_material());
    EXPECT_EQ(parse("4k3/8/8/8/8/8/8/4K3 w - - 0 1").outcome(), Outcome::drawn(Termination::INSUFFICIENT_MATERIAL));
    EXPECT_TRUE(parse("4k3/8/8/8/8/8/8/3BK3 w - - 0 1").insufficient_material());
    // Bishops of one colour are dead material in chess, but not before the setup: each will become a Meta.
    EXPECT_TRUE(parse("3bk3/8/8/8/8/8/8/2B1K3 w - - 0 1").insufficient_material());
    EXPECT_EQ(parse("3bk3/8/8/8/8/8/8/2B1K3 w - - 0 1 setup").outcome(), Outcome::ongoing());
}

// FIDE 6.9 at a flag fall, with §8.3's Decision: a Meta mates (k7/M[3]7/1K6 above), so its side can always
// checkmate; a lone king never can; an opponent's Meta may stand where any blocker would, so against one a king and
// bishop may mate; without Metas chess's rule applies (K+N against K+Q cannot).
TEST(GameEnd, WhoCouldStillCheckmateAtAFlagFall) {
    EXPECT_TRUE(parse("4k3/8/8/8/8/8/8/3M[4]K3 w - - 0 1").can_checkmate(WHITE));
    EXPECT_FALSE(parse("4k3/8/8/8/8/8/8/3M[4]K3 w - - 0 1").can_checkmate(BLACK));
    EXPECT_TRUE(parse("4k1m[3]1/8/8/8/8/8/8/3BK3 w - - 0 1").can_checkmate(WHITE));
    EXPECT_FALSE(parse("3qk3/8/8/8/8/8/8/1N2K3 w - - 0 1").can_checkmate(WHITE));
    EXPECT_TRUE(parse("3qk3/8/8/8/8/8/8/1N2K3 w - - 0 1").can_checkmate(BLACK));
}

// §8.3 draws as in chess: the fifty-move claim, which a Meta's move never resets even as a copied pawn (Decision),
// and repetitions.
TEST(GameEnd, DrawsAsInChess) {
    Position pos = parse("4k3/8/8/8/8/8/3PM[1h]3/4K3 w - - 99 80");
    play(pos, {"e2e3"});
    EXPECT_TRUE(pos.can_claim_fifty_moves());
    Position pawn = parse("4k3/8/8/8/8/8/3PM[1h]3/4K3 w - - 99 80");
    play(pawn, {"d2d3"});
    EXPECT_EQ(pawn.rule50(), 0);

    Position shuffle = parse("4k3/8/8/8/8/8/3PM[3]3/4K3 w - - 0 1");
    for (int i = 0; i < 2; ++i)
        play(shuffle, {"e2f2", "e8d8", "f2e2", "d8e8"});
    EXPECT_EQ(shuffle.repetition_count(), 3);
    EXPECT_TRUE(shuffle.can_claim_threefold());
    play(shuffle, {"e2f2", "e8d8", "f2e2", "d8e8", "e2f2", "e8d8", "f2e2", "d8e8"});
    EXPECT_EQ(shuffle.outcome(), Outcome::drawn(Termination::FIVEFOLD_REPETITION));
}

// §10 The tutorials are data of the web client (web/src/tutorials/metamate.json), checked against this engine by
// tests/server/tutorials_test.cpp: each solution legal, its stated result reached, no other move reaching it.

} // namespace
} // namespace littletable::metamate
