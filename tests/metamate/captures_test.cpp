// Position::generate_captures (the quiescence search's moves) against the legal moves filtered by the rule of its
// comment, written here from the move's fields and the board: a capture (an enemy piece on the destination, or en
// passant) or a move that promotes (a pawn, the moving Meta or other Metas, §7), every promotion to a queen; an
// M1's evolution choices both. Hand-checked positions first, then the rule positions and random playouts.
#include <gtest/gtest.h>

#include <random>

#include "tests/metamate/rule_positions.h"
#include "tests/metamate/test_support.h"

namespace littletable::metamate {
namespace {

using namespace testing_support;

bool quiescence_move(const Position& pos, Move m) {
    const PieceType mover = chess::type_of(pos.piece_on(m.from()));
    const bool capture =
        m.kind() == EN_PASSANT || (m.kind() == NORMAL && (pos.pieces(~pos.side_to_move()) & chess::square_bb(m.to())));
    const Form f = m.form();
    const bool promotionForm = f != NO_FORM && !is_meta_form(f); // a pawn's or a Meta's new piece
    const bool pawnToMeta = mover == PAWN && is_meta_form(f);
    if (!(capture || promotionForm || pawnToMeta || m.other_promotions() > 0))
        return false;
    if ((promotionForm && f != QUEEN) || pawnToMeta)
        return false;
    for (int i = 0; i < m.other_promotions(); ++i)
        if (m.other_promotion(i) != QUEEN)
            return false;
    return true;
}

std::vector<std::string> captures(const Position& pos) {
    MoveList list;
    pos.generate_captures(list);
    std::vector<std::string> out;
    for (Move m : list)
        out.push_back(to_text(pos, m));
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<std::string> filtered_legal(const Position& pos) {
    MoveList list;
    pos.generate_legal(list);
    std::vector<std::string> out;
    for (Move m : list)
        if (quiescence_move(pos, m))
            out.push_back(to_text(pos, m));
    std::sort(out.begin(), out.end());
    return out;
}

TEST(MetamateCaptures, HandCheckedPositions) {
    // An M1h on d4 copies the pawn on c4 (§3): it captures e5 as a pawn, with either evolution (§5.1); the pawn on
    // c4 takes b5. Quiet moves (c4c5, d4d5) are not listed.
    EXPECT_EQ(captures(parse("4k3/8/8/1p2p3/2PM[1h]4/8/8/4K3 w - - 0 1")), sorted({"c4b5", "d4e5m2.1", "d4e5m2.2"}));
    // A pawn on b7 promotes by the push and by taking the rook on a8: queens only. The king's captures count too.
    EXPECT_EQ(captures(parse("r3k3/1P6/8/8/8/8/8/4K2n w - - 0 1")), sorted({"b7a8q", "b7b8q"}));
    EXPECT_EQ(captures(parse("r3k3/1P6/8/8/8/8/8/4Kn2 w - - 0 1")), sorted({"b7a8q", "b7b8q", "e1f1"}));
    // Charge (§7.2): the M2.2 on e8 copies d7 and f7, both empty, so it has no move; the pawn's step to d7 gives it
    // a pawn to copy on its last rank, so it promotes (to a queen only here).
    EXPECT_EQ(captures(parse("4M[2.2]2k/8/3P4/8/8/8/8/K7 w - - 0 1")), sorted({"d6d7,e8q"}));
    // The setup phase has no capture.
    EXPECT_TRUE(captures(Position::start()).empty());
    // En passant by a Meta copying a pawn (§6.2): the black pawn just double-stepped to c5 beside the M1h on d5,
    // which copies e5.
    const std::vector<std::string> ep = captures(parse("4k3/8/8/2pM[1h]P3/8/8/8/4K3 w - c6 0 2"));
    EXPECT_EQ(ep, sorted({"d5xc6m2.1", "d5xc6m2.2"}));
}

TEST(MetamateCaptures, RulePositionsAndPlayouts) {
    std::mt19937_64 rng(99);
    int positions = 0, listed = 0;
    // How often the compared lists held each kind of quiescence move: en passant, an M1's evolving capture, a
    // Meta's promotion, other Metas' promotions, a pawn's promotion (each must be reached).
    int kinds[5] = {};
    auto check = [&](Position& pos) {
        const std::vector<std::string> got = captures(pos), want = filtered_legal(pos);
        EXPECT_EQ(got, want) << pos.fen();
        ++positions;
        listed += int(got.size());
        MoveList list;
        pos.generate_captures(list);
        for (Move m : list) {
            const PieceType mover = chess::type_of(pos.piece_on(m.from()));
            kinds[0] += m.kind() == EN_PASSANT;
            kinds[1] += mover == META && is_meta_form(m.form());
            kinds[2] += mover == META && m.form() == QUEEN;
            kinds[3] += m.other_promotions() > 0;
            kinds[4] += mover == PAWN && m.form() == QUEEN;
        }
    };
    std::vector<std::string> starts(std::begin(RULE_POSITIONS), std::end(RULE_POSITIONS));
    starts.emplace_back(START_FEN);
    for (const std::string& fen : starts)
        for (int game = 0; game < 8; ++game) {
            Position pos = parse(fen);
            for (int ply = 0; ply < 60; ++ply) {
                check(pos);
                MoveList moves;
                pos.generate_legal(moves);
                if (moves.empty())
                    break;
                // Prefer captures now and then, so that the playouts reach the rules' tactical moves.
                MoveList tactical;
                pos.generate_captures(tactical);
                const MoveList& from = tactical.size() && ply % 3 == 0 ? tactical : moves;
                pos.make(from[std::uniform_int_distribution<size_t>(0, from.size() - 1)(rng)]);
            }
        }
    std::printf("[ captures ] %d positions, %d quiescence moves compared (en passant %d, M1 evolving %d, Meta "
                "promotes %d, others promote %d, pawn promotes %d)\n",
                positions, listed, kinds[0], kinds[1], kinds[2], kinds[3], kinds[4]);
    for (int k : kinds)
        EXPECT_GT(k, 0);
}

} // namespace
} // namespace littletable::metamate
