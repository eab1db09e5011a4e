// The search on Metamate: mates delivered by Metas, an evolution chosen for the mate it gives, a free piece taken by
// an evolving capture, a Meta's promotion. Every position is built by hand; the comment beside it works out from
// docs/rules/metamate.md why the expected move is the only one that does it.
#include <gtest/gtest.h>

#include <memory>

#include "ai/games/metamate_traits.h"
#include "ai/move_texts.h"
#include "ai/search.h"
#include "tests/ai/search_support.h"
#include "tests/metamate/test_support.h"

namespace littletable::ai {
namespace {

using metamate::Move;
using metamate::Position;
using metamate::testing_support::parse;

SearchResult<Move> search_to(Position& pos, int depth) {
    return testing_support::search_to<MetamateTraits>(pos, depth);
}

/// The principal variation as texts, each move legal in turn (line_texts stops at the first that is not).
std::vector<std::string> pv_texts(const Position& pos, const SearchResult<Move>& r) {
    const std::vector<std::string> texts = line_texts<MetamateTraits>(pos, r.pv);
    EXPECT_EQ(texts.size(), r.pv.size()) << "an illegal move in the PV from " << pos.fen();
    return texts;
}

TEST(MetamateSearch, MateInOneByAMetaCopyingAKnight) {
    // Black's king on h8 is shut in by its rook (g8) and pawns (g7, h7). The M3 on d6 copies the knight on e6 (§4)
    // and jumps to f7; there it still copies that knight (e6 is next to f7), so it attacks h8 (§8.1): check. No black
    // piece can take f7 (the rook's lines and the pawns' diagonals miss it, the king is two squares away), a
    // knight's check cannot be blocked, and the king has no square: mate. The knight itself mates nowhere.
    Position pos = parse("6rk/6pp/3M[3]N3/8/8/8/8/K7 w - - 0 1");
    const SearchResult<Move> r = search_to(pos, 3);
    EXPECT_EQ(metamate::to_text(pos, r.bestMove), "d6f7");
    EXPECT_EQ(r.score, mate_in(1));
    pos.make(r.bestMove);
    EXPECT_EQ(pos.outcome().termination, Termination::CHECKMATE);
}

TEST(MetamateSearch, MateInOneOnlyWithTheRightEvolution) {
    // The M1h on f5 copies the pawn on e5 and takes the knight on g6 (§4, §5.1), evolving to M2.1 or M2.2 by its
    // owner's choice. As an M2.2 it copies its diagonal neighbours, among them the knight on h5: from g6 a knight
    // attacks h8, check. The answers to a Meta's check include taking the piece it copies, but nothing of Black's
    // reaches h5 (the knight on h7 jumps to f8, f6 and g5, the pawn takes on f6 or h6), nor g6; g8, g7 and h7 are
    // Black's own: mate. As an M2.1 it copies f6, h6, g5 and g7, none White's: no check. No other white move checks
    // (the knight's jumps from h5, the pawn's push, the Meta's push to f6 where it copies nothing).
    Position pos = parse("6rk/6pn/6n1/4PM[1h]1N/8/8/8/K7 w - - 0 1");
    const SearchResult<Move> r = search_to(pos, 3);
    EXPECT_EQ(metamate::to_text(pos, r.bestMove), "f5g6m2.2");
    EXPECT_EQ(r.score, mate_in(1));
}

TEST(MetamateSearch, MateInTwoWithAQueenSacrificeAndAMetaKnight) {
    // Philidor's pattern with a Meta as the knight. 1.Qg8+ (d5-e6-f7-g8 is open): the king cannot take (the knight
    // on f6 guards g8) nor move (g7 and h7 are Black's), so 1...Rxg8 is forced. 2.Mf7#: the M3 on e5 copies the
    // knight on f6 and jumps to f7, where it copies f6 again and checks h8; nothing of Black's reaches f7 or the
    // knight it copies on f6 (the knight on g7 jumps to e6, e8, f5 and h5, the pawn takes on g6, the rook's file is
    // shut by its knight), and the king has no square. No mate in one exists: 1.Mf7+ is met by Rxf7, 1.Mg6+ by hxg6,
    // and no other move checks (the queen's lines to h8 are blocked, the knight's jumps miss it).
    Position pos = parse("5r1k/6np/5N2/3QM[3]3/8/8/8/K7 w - - 0 1");
    const SearchResult<Move> r = search_to(pos, 5);
    EXPECT_EQ(metamate::to_text(pos, r.bestMove), "d5g8");
    EXPECT_EQ(r.score, mate_in(3));
    const std::vector<std::string> pv = pv_texts(pos, r);
    ASSERT_EQ(pv.size(), 3u);
    EXPECT_EQ(pv[1], "f8g8");
    EXPECT_EQ(pv[2], "e5f7");
}

TEST(MetamateSearch, TakesAFreeQueenByAnEvolvingCapture) {
    // The M1h on d4 copies the pawn on c4 and so takes diagonally forward (§4.2): the black queen on e5, defended by
    // nothing, falls, and the Meta evolves (either M2 wins the queen alike). Black, a queen up before, is then left
    // with its king against an M2 and a pawn: White is better.
    Position pos = parse("4k3/8/8/4q3/2PM[1h]4/8/8/7K w - - 0 1");
    const SearchResult<Move> r = search_to(pos, 4);
    const std::string best = metamate::to_text(pos, r.bestMove);
    EXPECT_TRUE(best == "d4e5m2.1" || best == "d4e5m2.2") << best;
    EXPECT_GT(r.score, 0);
}

TEST(MetamateSearch, PromotesAMetaThatTakesOnTheLastRank) {
    // The M3 on e7 copies the pawn on d7, whose own path is blocked by the rook on d8. As that pawn the Meta takes
    // the rook on d8; there it still copies d7 (now an orthogonal neighbour) on its last rank, so it promotes
    // (§7.2), to a queen by choice (§7.3): a rook and a queen's worth won at once. The push e7-e8 also promotes
    // (e8 is next to d7) but leaves the rook, which then takes the pawn.
    Position pos = parse("3r4/k2PM[3]3/8/8/8/8/8/7K w - - 0 1");
    const SearchResult<Move> r = search_to(pos, 4);
    EXPECT_EQ(metamate::to_text(pos, r.bestMove), "e7d8q");
}

TEST(MetamateSearch, ChoosesSetupMovesAndEveryPvMoveIsLegal) {
    // From the start both sides choose their Meta first (§2): the search's first two moves are setup choices.
    Position pos = Position::start();
    const SearchResult<Move> r = search_to(pos, 3);
    const std::vector<std::string> pv = pv_texts(pos, r);
    ASSERT_GE(pv.size(), 2u);
    EXPECT_EQ(r.bestMove.kind(), metamate::SETUP);
    EXPECT_NE(pv[0].find('@'), std::string::npos) << pv[0];
    EXPECT_NE(pv[1].find('@'), std::string::npos) << pv[1];
}

} // namespace
} // namespace littletable::ai
