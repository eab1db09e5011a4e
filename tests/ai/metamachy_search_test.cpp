// The search on Metamachy (docs/rules/metamachy.md): a Lion's mate in one, an Eagle's mate in two, a hanging Lion
// taken by a Cannon over its screen. Every position is built by hand; the mates are also found by the brute-force
// minimax of tests/ai/metamachy_mate_solver.h (no evaluation, no pruning), against which the search is checked.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>

#include "ai/games/metamachy_traits.h"
#include "ai/move_texts.h"
#include "ai/search.h"
#include "tests/ai/search_support.h"
#include "tests/ai/metamachy_mate_solver.h"

namespace littletable::ai {
namespace {

using metamachy::Move;
using metamachy::Position;
using testing_support::mating_moves;

Position parse(std::string_view fen) {
    auto r = Position::from_fen(fen);
    EXPECT_TRUE(r.ok()) << fen;
    return std::move(r).value();
}

SearchResult<Move> search_to(Position& pos, int depth) {
    return testing_support::search_to<MetamachyTraits>(pos, depth);
}

bool contains(const std::vector<Move>& moves, Move m) {
    return std::find(moves.begin(), moves.end(), m) != moves.end();
}

TEST(MetamachySearch, LionMatesInOne) {
    // Black's King on a12 is shut in by its Pawns on a11 and b11; b12 is its only square. The Lion on e10 leaps
    // (never blocked) to c11 or c12: from either it attacks a12 (a (2,1) or (2,0) leap) and b12 (one step), and no
    // black piece reaches c11 or c12 (the Pawns take downwards, the King is two files away): mate.
    Position pos = parse("k11/pp10/4L7/12/12/12/12/12/12/12/12/11K w - - 0 1");
    const std::vector<Move> mates = mating_moves(pos, 1);
    ASSERT_EQ(mates.size(), 2u);
    const SearchResult<Move> r = search_to(pos, 3);
    EXPECT_TRUE(contains(mates, r.bestMove)) << metamachy::to_lan(r.bestMove);
    EXPECT_EQ(r.score, mate_in(1));
    pos.make(r.bestMove);
    EXPECT_EQ(pos.outcome().termination, Termination::CHECKMATE);
}

TEST(MetamachySearch, EagleMatesInTwo) {
    // 1.Ai11+: the Eagle steps from h2 to i3 and slides up the i-file to i11; from there it steps to h12 and slides
    // along rank 12 to a12, check (b12 on the same ray is covered). Black must take it (Bg9xi11) or block (Bd12);
    // either way 2.Rd12# (or Rxd12#) closes rank 12 for good. Rd12+ at once fails to Bxd12, so no mate in one.
    Position pos = parse("k11/pp10/12/6b5/12/12/12/12/3R8/12/7A4/11K w - - 0 1");
    ASSERT_TRUE(mating_moves(pos, 1).empty());
    const std::vector<Move> mates = mating_moves(pos, 2);
    ASSERT_EQ(mates.size(), 1u);
    EXPECT_EQ(metamachy::to_lan(mates[0]), "h2i11");
    const SearchResult<Move> r = search_to(pos, 5);
    EXPECT_EQ(r.bestMove, mates[0]) << metamachy::to_lan(r.bestMove);
    EXPECT_EQ(r.score, mate_in(3));
    const std::vector<std::string> pv = line_texts<MetamachyTraits>(pos, r.pv);
    EXPECT_EQ(pv.size(), 3u);
}

TEST(MetamachySearch, CannonTakesAHangingLion) {
    // The white Cannon on b5 jumps its own Pawn on d5 (the screen) and takes the Lion on f5, the first piece beyond
    // it. Nothing of Black's defends f5 (its King is on a12, its Pawns on a11 and b11), so the Lion is free; no other
    // white move captures anything.
    Position pos = parse("k11/pp10/12/12/12/12/12/1C1P1l6/12/12/12/11K w - - 0 1");
    const SearchResult<Move> r = search_to(pos, 4);
    EXPECT_EQ(metamachy::to_lan(r.bestMove), "b5f5");
    pos.make(r.bestMove);
    metamachy::MoveList replies;
    pos.generate_legal(replies);
    for (const Move m : replies)
        EXPECT_NE(m.to(), r.bestMove.to()) << "the Lion was defended: " << metamachy::to_lan(m);
}

} // namespace
} // namespace littletable::ai
