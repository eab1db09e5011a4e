// The rules of docs/rules/metamate.md §2-§5, one test (or a few) per rule, with the move lists worked out by hand
// from the rules file and its Decisions (and docs/rules-decisions.md, Metamate, where the file is silent).
// Canonical move texts: engine/metamate/notation.h ("e2e4", "d4e5m2.1", "m1h@e2", "e7e8q", "d7d8q,e8n").
#include <gtest/gtest.h>

#include "tests/metamate/test_support.h"

namespace littletable::metamate {
namespace {

using namespace testing_support;
using Moves = std::vector<std::string>;

Square sq(std::string_view name) { return chess::make_square(chess::File(name[0] - 'a'), chess::Rank(name[1] - '1')); }

/// The squares of a bitboard as sorted names.
Moves names(Bitboard b) {
    Moves out;
    while (b)
        out.push_back(chess::square_name(chess::pop_lsb(b)));
    std::sort(out.begin(), out.end());
    return out;
}

// ---------------------------------------------------------------------------------------------------------
// §2 Setup phase.

// §2.1-2.2: White removes one of its pieces but the king; the piece decides the configuration: a pawn M1 (either
// orientation), a knight or bishop M2.1 or M2.2, a rook M3, the queen M4.
TEST(Setup, WhiteChoosesAmongTwentySevenReplacements) {
    const Position pos = Position::start();
    EXPECT_TRUE(pos.in_setup());
    Moves expected;
    for (char file = 'a'; file <= 'h'; ++file)
        for (const char* config : {"1h", "1v"})
            expected.push_back(std::string("m") + config + "@" + file + "2");
    for (const char* square : {"b1", "g1", "c1", "f1"})
        for (const char* config : {"2.1", "2.2"})
            expected.push_back(std::string("m") + config + "@" + square);
    for (const char* square : {"a1", "h1"})
        expected.push_back(std::string("m3@") + square);
    expected.push_back("m4@d1");
    EXPECT_EQ(legal_texts(pos), sorted(expected)); // no choice names e1: the king cannot become the Meta
}

// §2.1: White, then Black; §2.4: the choices are moves of the record; after Black's, play begins with White.
TEST(Setup, WhiteThenBlackThenPlay) {
    Position pos = Position::start();
    play(pos, {"m3@h1"});
    EXPECT_TRUE(pos.in_setup());
    EXPECT_EQ(pos.side_to_move(), BLACK);
    // The rook on h1 is gone, and with it the castling right it carried.
    EXPECT_EQ(pos.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNM[3] b Qkq - 0 1 setup");
    EXPECT_EQ(legal_texts(pos).size(), 27u);
    EXPECT_EQ(legal_from(pos, "e8"), Moves{});
    play(pos, {"m1v@e7"});
    EXPECT_FALSE(pos.in_setup());
    EXPECT_EQ(pos.side_to_move(), WHITE);
    EXPECT_EQ(pos.fen(), "rnbqkbnr/ppppm[1v]ppp/8/8/8/8/PPPPPPPP/RNBQKBNM[3] w Qkq - 0 1");
    // §2.5: exactly one Meta each.
    EXPECT_EQ(chess::popcount(pos.pieces(WHITE, META)), 1);
    EXPECT_EQ(chess::popcount(pos.pieces(BLACK, META)), 1);
    // §2.3: an M1 starts on rank 2 or 7.
    EXPECT_EQ(pos.config_on(sq("e7")), M1_VERTICAL);
}

// §2.4: a game may start from a FEN that already has Metas, skipping the setup.
TEST(Setup, AFenWithMetasSkipsTheSetup) {
    const Position pos = parse("rnbqkbnr/ppppm[1v]ppp/8/8/8/8/PPPPPPPP/RNBQKBNM[3] w Qkq - 0 1");
    EXPECT_FALSE(pos.in_setup());
    for (const std::string& m : legal_texts(pos))
        EXPECT_EQ(m.find('@'), std::string::npos) << m;
}

// ---------------------------------------------------------------------------------------------------------
// §3 Configurations. A white Meta on d4 with white pieces on c4 (left), e4 (right), d5 (front), d3 (behind), c5 and
// e3 (diagonals), and black pieces on the other diagonals e5 and c3.
TEST(Configurations, CopySquaresOfEachConfiguration) {
    // c5 Q, d5 R, e5 n / c4 N, d4 Meta, e4 B / c3 b, d3 P, e3 P.
    auto sources = [](const char* config) {
        const Position pos = parse("7k/8/8/2QRn3/2NM[" + std::string(config) + "]B3/2bPP3/8/7K w - - 0 1");
        return names(pos.copy_sources(sq("d4")));
    };
    EXPECT_EQ(sources("1h"), (Moves{"c4", "e4"})); // left and right, own
    EXPECT_EQ(sources("1v"), (Moves{"d3", "d5"})); // forward and backward, own
    EXPECT_EQ(sources("2.1"), (Moves{"c4", "d3", "d5", "e4"})); // 4 orthogonal, own
    EXPECT_EQ(sources("2.2"), (Moves{"c5", "e3"})); // 4 diagonal, own
    EXPECT_EQ(sources("3"), (Moves{"c4", "c5", "d3", "d5", "e3", "e4"})); // all 8, own
    EXPECT_EQ(sources("4"), (Moves{"c3", "c4", "c5", "d3", "d5", "e3", "e4", "e5"})); // all 8, own and enemy
}

// §4.1: the copied moves are added together. The M1 (left/right) copies the knight on c4 and the bishop on e4:
// knight jumps from d4, and bishop moves (c5 and e3 are its own, e5 and c3 black: captures). An M1 that captures
// evolves to M2.1 or M2.2 by its owner's choice (§5.1): two moves per capture.
TEST(Copying, AnM1MovesAsBothOfItsNeighbours) {
    const Position pos = parse("7k/8/8/2QRn3/2NM[1h]B3/2bPP3/8/7K w - - 0 1");
    EXPECT_EQ(legal_from(pos, "d4"), sorted({"d4b3", "d4b5", "d4c2", "d4c6", "d4e2", "d4e6", "d4f3", "d4f5", "d4e5m2.1",
                                             "d4e5m2.2", "d4c3m2.1", "d4c3m2.2"}));
}

// The rules page's example: an M1 with a pawn to its left and a knight to its right moves as a pawn or a knight.
TEST(Copying, PawnAndKnightAddedTogether) {
    const Position pos = parse("6k1/8/8/8/8/2PM[1h]N3/8/K7 w - - 0 1");
    EXPECT_EQ(legal_from(pos, "d3"), sorted({"d3d4", "d3b2", "d3b4", "d3c1", "d3c5", "d3e1", "d3e5", "d3f2", "d3f4"}));
}

// §4.2 Decision: an M4 copying an enemy pawn moves as a pawn of its own colour (toward White's far side here).
TEST(Copying, AnM4MovesAnEnemyPawnTowardItsOwnerSFarSide) {
    const Position pos = parse("4k3/8/8/4p3/3M[4]4/8/8/4K3 w - - 0 1");
    EXPECT_EQ(names(pos.copy_sources(sq("d4"))), Moves{"e5"});
    EXPECT_EQ(legal_from(pos, "d4"), sorted({"d4d5", "d4e5"}));
}

// §4.3: a Meta never copies a Meta.
TEST(Copying, NoMetaCopiesAMeta) {
    const Position pos = parse("4k3/8/8/3M[3]4/2NM[2.1]4/8/8/4K3 w - - 0 1");
    EXPECT_EQ(names(pos.copy_sources(sq("d4"))), Moves{"c4"});
    EXPECT_EQ(names(pos.copy_sources(sq("d5"))), Moves{"c4"});
    EXPECT_EQ(legal_from(pos, "d4"), sorted({"d4b3", "d4b5", "d4c2", "d4c6", "d4e2", "d4e6", "d4f3", "d4f5"}));
}

// §4.4: an isolated Meta has no moves.
TEST(Copying, AnIsolatedMetaHasNoMoves) {
    const Position pos = parse("4k3/8/8/8/3M[3]4/8/8/4K3 w - - 0 1");
    EXPECT_EQ(legal_from(pos, "d4"), Moves{});
    EXPECT_EQ(legal_texts(pos), sorted({"e1d1", "e1d2", "e1e2", "e1f1", "e1f2"}));
}

// §4.5: copying the king gives its steps, not its royalty: the Meta may stand on attacked squares (the rook on a3
// attacks d3, e3 and f3), is never in check, and may be captured.
TEST(Copying, CopyingTheKingDoesNotMakeTheMetaRoyal) {
    const Position pos = parse("4k3/8/8/8/8/r7/4M[3]3/4K3 w - - 0 1");
    EXPECT_EQ(legal_from(pos, "e2"), sorted({"e2d1", "e2d2", "e2d3", "e2e3", "e2f1", "e2f2", "e2f3"}));
    Position attacked = parse("4k3/8/8/8/8/8/r3M[3]3/4K3 b - - 0 1");
    EXPECT_FALSE(attacked.in_check());
    play(attacked, {"a2e2"});
    EXPECT_TRUE(attacked.in_check()); // the rook took the Meta and now checks the king
}

// §4.6: attacks are those of the position tested: a king next to an enemy M4 is copied by it, so it may not step
// there (here the M4 on e3 copies nothing until the king comes).
TEST(Copying, AKingNextToAnEnemyM4IsInCheck) {
    const Position pos = parse("4k3/8/8/8/8/4m[4]3/8/4K3 w - - 0 1");
    EXPECT_EQ(legal_texts(pos), sorted({"e1d1", "e1f1"}));
    // Standing next to it is check, and only taking it or stepping away from all its squares answers it.
    const Position checked = parse("7k/8/8/8/8/8/3m[4]4/3K4 w - - 0 1");
    EXPECT_EQ(names(checked.checkers()), Moves{"d2"});
    EXPECT_EQ(legal_texts(checked), Moves{"d1d2"});
}

// §6.4 Meta bridge: White's M4 on d4 copies what Black's M2.1 on d5 copies (the rook on d6), one level only: not
// the knight that Black's M3 on c6 copies, and not the Metas themselves.
TEST(Copying, TheMetaBridgeGoesOneLevel) {
    const Position pos = parse("7k/1n6/2m[3]r4/3m[2.1]4/3M[4]4/8/8/7K w - - 0 1");
    EXPECT_EQ(names(pos.copy_sources(sq("d4"))), Moves{"d6"});
    EXPECT_EQ(legal_from(pos, "d4"),
              sorted({"d4a4", "d4b4", "d4c4", "d4d1", "d4d2", "d4d3", "d4d5", "d4e4", "d4f4", "d4g4", "d4h4"}));
}

// ---------------------------------------------------------------------------------------------------------
// §5 Evolution: a capturing Meta moves up one stage; its square stays.

MetaConfig after_capture(std::string_view fen, std::string_view move, std::string_view square) {
    Position pos = parse(fen);
    play(pos, {move});
    EXPECT_EQ(chess::type_of(pos.piece_on(sq(square))), META) << fen;
    return pos.config_on(sq(square));
}

TEST(Evolution, EachStageUp) {
    // M2.1 copying the rook below it takes the knight on d6: M3.
    EXPECT_EQ(after_capture("4k3/8/3n4/8/3M[2.1]4/3R4/8/4K3 w - - 0 1", "d4d6", "d6"), M3);
    // M2.2 copying the bishop on c3 takes the knight on f6: M3.
    EXPECT_EQ(after_capture("4k3/8/5n2/8/3M[2.2]4/2B5/8/4K3 w - - 0 1", "d4f6", "f6"), M3);
    // M3 copying the rook on d3: M4.
    EXPECT_EQ(after_capture("4k3/8/3n4/8/3M[3]4/3R4/8/4K3 w - - 0 1", "d4d6", "d6"), M4);
    // M4 stays M4.
    EXPECT_EQ(after_capture("4k3/8/3n4/8/3M[4]4/3R4/8/4K3 w - - 0 1", "d4d6", "d6"), M4);
}

// §5.1 and tutorial 3: an M1 copying a pawn takes the black pawn and its owner chooses M2.1 or M2.2.
TEST(Evolution, TheM1ChoiceIsPartOfTheMove) {
    const std::string fen = "4k3/8/8/3p4/4M[1h]P2/8/8/4K3 w - - 0 1";
    EXPECT_EQ(legal_from(parse(fen), "e4"), sorted({"e4e5", "e4d5m2.1", "e4d5m2.2"}));
    EXPECT_EQ(after_capture(fen, "e4d5m2.1", "d5"), M2_ORTHOGONAL);
    EXPECT_EQ(after_capture(fen, "e4d5m2.2", "d5"), M2_DIAGONAL);
    // Without the choice the text names no move.
    auto bare = parse_move(parse(fen), "e4d5");
    ASSERT_FALSE(bare.ok());
    EXPECT_EQ(bare.error().code, "ERR_ILLEGAL_MOVE");
    EXPECT_NE(bare.error().message.find("e4d5m2.1"), std::string::npos) << bare.error().message;
}

} // namespace
} // namespace littletable::metamate
