// The Metamate evaluation: the same for a position and its colour-flipped mirror, and aware of what the rules let a
// Meta do — copy (§3, §4: own pieces only below M4), be captured (§4.5), evolve by capturing (§5), promote on its
// last rank beside a pawn (§7.2). Each comparison changes one thing between two positions; the expected order comes
// from the rule named beside it, read on the board by hand.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <random>

#include "engine/metamate/evaluate.h"
#include "tests/metamate/rule_positions.h"
#include "tests/metamate/test_support.h"

namespace littletable::metamate {
namespace {

using namespace testing_support;

/// Swaps the case of piece letters outside Meta brackets ("M[1h]" -> "m[1h]", "P" -> "p").
std::string swap_colours(std::string_view s) {
    std::string out;
    bool inBracket = false;
    for (char c : s) {
        inBracket = c == '[' ? true : c == ']' ? false : inBracket;
        out += inBracket                                     ? c
               : std::isupper(static_cast<unsigned char>(c)) ? char(std::tolower(c))
                                                             : char(std::toupper(c));
    }
    return out;
}

/// The colour-flipped mirror of a Metamate FEN (play phase): ranks in reverse order, colours swapped, the other side
/// to move, castling rights swapped, the en passant square on the mirrored rank, clocks kept.
std::string flip_fen(std::string_view fen) {
    std::vector<std::string> fields;
    std::string field;
    for (char c : fen) {
        if (c == ' ') {
            fields.push_back(field);
            field.clear();
        } else
            field += c;
    }
    fields.push_back(field);
    std::vector<std::string> ranks;
    std::string rank;
    for (char c : fields[0]) {
        if (c == '/') {
            ranks.push_back(rank);
            rank.clear();
        } else
            rank += c;
    }
    ranks.push_back(rank);
    // Appended piece by piece (GCC 12 warns, a false positive, on "literal" + std::string).
    std::string out;
    for (auto r = ranks.rbegin(); r != ranks.rend(); ++r) {
        if (!out.empty())
            out += '/';
        out += swap_colours(*r);
    }
    out += fields[1] == "w" ? " b " : " w ";
    std::string castling = swap_colours(fields[2]);
    std::stable_partition(castling.begin(), castling.end(),
                          [](char c) { return std::isupper(static_cast<unsigned char>(c)); });
    out += castling;
    std::string ep = fields[3];
    if (ep != "-")
        ep[1] = char('1' + ('8' - ep[1]));
    out += ' ';
    out += ep;
    for (size_t i = 4; i < fields.size(); ++i) {
        out += ' ';
        out += fields[i];
    }
    return out;
}

TEST(MetamateEvaluate, FlipHelper) {
    EXPECT_EQ(flip_fen("rnbqkbnr/ppppm[1v]ppp/8/8/8/8/PPPPPPPP/RNBQKBNM[3] w Qkq - 0 1"),
              "rnbqkbnm[3]/pppppppp/8/8/8/8/PPPPM[1v]PPP/RNBQKBNR b KQq - 0 1");
    EXPECT_EQ(flip_fen("4k3/8/8/8/2M[1h]p4/8/3P4/4K3 b - c3 0 1"), "4k3/3p4/8/2m[1h]P4/8/8/8/4K3 w - c6 0 1");
}

/// The evaluation of `pos` and its mirror agree: the same from the side to move's view, and the Meta terms (White's
/// view) opposite.
::testing::AssertionResult symmetric(const Position& pos) {
    const std::string flipped = flip_fen(pos.fen());
    auto mirror = Position::from_fen(flipped);
    if (!mirror.ok())
        return ::testing::AssertionFailure() << "mirror of " << pos.fen() << " unreadable: " << flipped;
    const int e = evaluate(pos), m = evaluate(mirror.value());
    const int te = meta_terms(pos), tm = meta_terms(mirror.value());
    if (e == m && te == -tm)
        return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << pos.fen() << ": " << e << " (Metas " << te << ") vs mirror " << flipped
                                         << ": " << m << " (Metas " << tm << ")";
}

TEST(MetamateEvaluate, SameForAPositionAndItsMirror) {
    std::mt19937_64 rng(5);
    int compared = 0;
    for (const char* fen : RULE_POSITIONS)
        EXPECT_TRUE(symmetric(parse(fen)));
    // Random games from the start, setup choices included (a setup-phase position has no mirror: White chooses
    // first), and from the rule positions.
    std::vector<std::string> starts(std::begin(RULE_POSITIONS), std::end(RULE_POSITIONS));
    starts.emplace_back(START_FEN);
    for (const std::string& fen : starts)
        for (int game = 0; game < 6; ++game) {
            Position pos = parse(fen);
            for (int ply = 0; ply < 50; ++ply) {
                if (!pos.in_setup()) {
                    EXPECT_TRUE(symmetric(pos));
                    ++compared;
                }
                MoveList moves;
                pos.generate_legal(moves);
                if (moves.empty())
                    break;
                pos.make(moves[std::uniform_int_distribution<size_t>(0, moves.size() - 1)(rng)]);
            }
        }
    EXPECT_GT(compared, 500);
}

TEST(MetamateEvaluate, MirroredSetupChoicesBalance) {
    // Each of White's 27 setup choices answered by Black's mirror image: the Meta terms cancel.
    Position pos = Position::start();
    MoveList white;
    pos.generate_legal(white);
    ASSERT_EQ(white.size(), 27u);
    for (Move w : white) {
        pos.make(w);
        const Move b(Square(w.from() ^ 56), Square(w.to() ^ 56), SETUP, w.form());
        ASSERT_TRUE(pos.is_legal(b)) << to_text(pos, b);
        pos.make(b);
        EXPECT_EQ(meta_terms(pos), 0) << pos.fen();
        pos.unmake(b);
        pos.unmake(w);
    }
}

TEST(MetamateEvaluate, WithoutMetasItIsChesssEvaluation) {
    // A Metamate position without a Meta after the setup phase is a chess position: chess's evaluation of the same
    // FEN, read by chess's own parser, is the answer.
    for (const char* fen : {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 b - - 0 1", "8/8/4k3/8/8/3NK3/8/8 w - - 0 1"}) {
        auto chessPos = chess::Position::from_fen(fen);
        ASSERT_TRUE(chessPos.ok()) << fen;
        EXPECT_EQ(evaluate(parse(fen)), chess::evaluate(chessPos.value())) << fen;
        EXPECT_EQ(meta_terms(parse(fen)), 0) << fen;
    }
}

int metas(std::string_view fen) { return meta_terms(parse(fen)); }

TEST(MetamateEvaluate, CopiesOwnPiecesOnItsCopySquares) {
    // §3: an M2.1 copies its orthogonal neighbours. With the knight on d5 the Meta on d4 jumps like a knight; with
    // the knight on e5 (a diagonal neighbour) it copies nothing and has no move (§4.4).
    EXPECT_GT(metas("4k3/8/8/3N4/3M[2.1]4/8/8/4K3 w - - 0 1"), metas("4k3/8/8/4N3/3M[2.1]4/8/8/4K3 w - - 0 1"));
    // An M2.2 copies its diagonal neighbours: the other way round.
    EXPECT_LT(metas("4k3/8/8/3N4/3M[2.2]4/8/8/4K3 w - - 0 1"), metas("4k3/8/8/4N3/3M[2.2]4/8/8/4K3 w - - 0 1"));
}

TEST(MetamateEvaluate, OnlyAnM4CopiesEnemyPieces) {
    // §3: an M4 next to the black queen copies it (queen moves from d4, the queen itself in reach); an M3 copies
    // own pieces only, so for it the queen beside it (d5) or one square further (d6) is the same: no copy either
    // way, attacked either way (the queen sees d4 along the file).
    EXPECT_GT(metas("4k3/8/8/3q4/3M[4]4/8/8/4K3 w - - 0 1"), metas("4k3/8/3q4/8/3M[4]4/8/8/4K3 w - - 0 1"));
    EXPECT_EQ(metas("4k3/8/8/3q4/3M[3]4/8/8/4K3 w - - 0 1"), metas("4k3/8/3q4/8/3M[3]4/8/8/4K3 w - - 0 1"));
}

TEST(MetamateEvaluate, AMetaCanBeTaken) {
    // §4.5: the Meta stands on squares attacked like any piece and may be captured. An M3 on d4 copying the knight
    // on c3 (its diagonal neighbour): a black pawn on e5 attacks it, one on h5 does not; the Meta's own moves are
    // the knight's jumps either way (e5 is not among them, h5 neither).
    EXPECT_LT(metas("4k3/8/8/4p3/3M[3]4/2N5/8/4K3 w - - 0 1"), metas("4k3/8/8/7p/3M[3]4/2N5/8/4K3 w - - 0 1"));
}

TEST(MetamateEvaluate, SeesAnEvolutionComing) {
    // §5.1: a capturing Meta evolves. The M1h on d4 copies the pawn on c4 and can take the black rook on e5 (then
    // becoming an M2); with the rook on e6 instead it cannot. In both the rook does not attack d4.
    EXPECT_GT(metas("4k3/8/8/4r3/2PM[1h]4/8/8/K7 w - - 0 1"),
              metas("4k3/8/4r3/8/2PM[1h]4/8/8/K7 w - - 0 1") +
                  (META_VALUE[M2_ORTHOGONAL] - META_VALUE[M1_HORIZONTAL]) / 8);
}

TEST(MetamateEvaluate, SeesAPromotionComing) {
    // §7.2: an M3 on e7 beside its pawn on d7 steps to e8 as the copied pawn and still copies d7 there: it promotes
    // next move. The same pair on e4/d4 is far from it; everything else (copies, moves, safety) is alike.
    EXPECT_GT(metas("k7/3PM[3]3/8/8/8/8/8/K7 w - - 0 1"), metas("k7/8/8/8/3PM[3]3/8/8/K7 w - - 0 1"));
}

} // namespace
} // namespace littletable::metamate
