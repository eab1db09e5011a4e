// Chess's search hooks: static exchange evaluation, capture order, checks known before the move, draws by rule.
#include <gtest/gtest.h>

#include "ai/games/chess_traits.h"
#include "ai/search_traits.h"
#include "tests/ai/chess_tree.h"
#include "tests/chess/test_support.h"

namespace littletable::ai {
namespace {

using chess::Move;
using chess::Position;

static_assert(SearchTraits<ChessTraits>);
static_assert(hooks::HAS_IN_CHECK<ChessTraits> && hooks::HAS_IS_DRAW<ChessTraits> &&
              hooks::HAS_TACTICAL_ORDER<ChessTraits> && hooks::HAS_GENERATE_TACTICAL<ChessTraits> &&
              hooks::HAS_SEE<ChessTraits> && hooks::HAS_NULL_MOVE<ChessTraits> && hooks::HAS_HISTORY<ChessTraits>);

using chess::testing_support::parse;

int see(std::string_view fen, std::string_view move) {
    Position pos = parse(fen);
    auto m = chess::parse_uci_move(pos, move);
    EXPECT_TRUE(m.ok()) << move;
    return m.ok() ? ChessTraits::see(pos, m.value()) : 0;
}

TEST(ChessSee, Exchanges) {
    // An undefended knight.
    EXPECT_EQ(see("4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5"), 320);
    // A pawn defended by a pawn, taken by the queen.
    EXPECT_EQ(see("4k3/2p5/3p4/8/8/8/3Q4/4K3 w - - 0 1", "d2d6"), 100 - 950);
    // Rook takes a pawn defended by a rook, with a second rook behind (x-ray): pawn + rook - rook.
    EXPECT_EQ(see("3rk3/8/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5"), 100);
    // The same without the second rook: the exchange loses the exchange.
    EXPECT_EQ(see("3rk3/8/8/3p4/8/8/3R4/4K3 w - - 0 1", "d2d5"), 100 - 500);
    // Defended only by the king, which may not take back while a rook still guards.
    EXPECT_EQ(see("8/8/8/3pk3/8/8/3R4/3RK3 w - - 0 1", "d2d5"), 100);
    // A quiet move onto a square a pawn attacks.
    EXPECT_EQ(see("4k3/8/4p3/8/8/8/8/3QK3 w - - 0 1", "d1d5"), -950);
    // En passant, and a queen promotion that cannot be taken.
    EXPECT_EQ(see("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6"), 100);
    EXPECT_EQ(see("7k/3P4/8/8/8/8/8/4K3 w - - 0 1", "d7d8q"), 950 - 100);
    // En passant taken back (the pawn c7 recaptures on d6): pawn for pawn.
    EXPECT_EQ(see("4k3/2p5/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6"), 0);
    // A promotion the rook d8 takes: the pawn is lost (queen made, queen lost).
    EXPECT_EQ(see("3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1", "c7c8q"), 950 - 100 - 950);
    // A capture-promotion the king takes back: rook + queen - pawn - queen.
    EXPECT_EQ(see("3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1", "c7d8q"), 500 + 950 - 100 - 950);
    // Castling exchanges nothing.
    EXPECT_EQ(see("4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"), 0);
}

TEST(ChessSee, Threshold) {
    Position pos = parse("4k3/2p5/3p4/8/8/8/3Q4/4K3 w - - 0 1");
    const Move m = chess::parse_uci_move(pos, "d2d6").value();
    EXPECT_FALSE(ChessTraits::see_ge(pos, m, 0));
    EXPECT_TRUE(ChessTraits::see_ge(pos, m, -850));
    EXPECT_FALSE(ChessTraits::see_ge(pos, m, -849));
}

TEST(ChessSee, ThresholdAgreesWithTheFullExchangeThroughATree) {
    // see_ge decides most moves from the two pieces alone; it must agree with the full swap algorithm for every
    // move and threshold. Kiwipete and CPW position 4 and every position one ply below.
    int checked = 0;
    for (const char* fen : {testing_support::KIWIPETE, testing_support::CPW_POSITION_4}) {
        Position root = parse(fen);
        testing_support::for_each_position(root, 1, [&](const Position& pos) {
            chess::MoveList list;
            pos.generate_legal(list);
            for (Move m : list) {
                const int exact = ChessTraits::see(pos, m);
                for (int t : {-900, -330, -100, -1, 0, 1, 100, 330, 900}) {
                    ASSERT_EQ(ChessTraits::see_ge(pos, m, t), exact >= t)
                        << pos.fen() << " " << chess::to_uci(m) << " " << t;
                    ++checked;
                }
            }
        });
    }
    EXPECT_GT(checked, 10000);
}

TEST(ChessGivesCheck, AgreesWithPlayingTheMoveThroughATree) {
    // Direct, discovered and double checks, checks by castling, en passant and promotion: Kiwipete, CPW
    // positions 3, 4 and 5 and every position two plies below, every move against making it and asking.
    int checks = 0, moves = 0;
    for (const char* fen : {testing_support::KIWIPETE, testing_support::CPW_POSITION_3, testing_support::CPW_POSITION_4,
                            testing_support::CPW_POSITION_5}) {
        Position root = parse(fen);
        testing_support::for_each_position(root, 2, [&](Position& pos) {
            chess::MoveList list;
            pos.generate_legal(list);
            for (Move m : list) {
                const bool predicted = ChessTraits::gives_check(pos, m);
                pos.make(m);
                const bool inCheck = pos.in_check();
                pos.unmake(m);
                ASSERT_EQ(predicted, inCheck) << chess::to_uci(m) << " in " << pos.fen();
                checks += predicted;
                ++moves;
            }
        });
    }
    EXPECT_GT(checks, 1000);
    EXPECT_GT(moves, 100000);
}

TEST(ChessTacticalOrder, VictimFirstThenAttacker) {
    // White pawn and queen can both take the black queen on d5; the pawn also a knight on f5.
    Position pos = parse("4k3/8/8/3q1n2/4P3/8/3Q4/4K3 w - - 0 1");
    auto order = [&](const char* text) {
        return ChessTraits::tactical_order(pos, chess::parse_uci_move(pos, text).value());
    };
    EXPECT_GT(order("e4d5"), order("d2d5"));
    EXPECT_GT(order("d2d5"), order("e4f5"));
    EXPECT_GT(order("e4f5"), 0);
    EXPECT_EQ(order("e4e5"), 0);
    EXPECT_EQ(order("d2d3"), 0);
}

TEST(ChessIsDraw, ByRule) {
    EXPECT_FALSE(ChessTraits::is_draw(Position::start(), 10));
    EXPECT_TRUE(ChessTraits::is_draw(parse("8/8/4k3/8/8/3NK3/8/8 w - - 0 1"), 1)); // K+N v K
    EXPECT_TRUE(ChessTraits::is_draw(parse("8/8/4k3/8/8/3QK3/8/8 b - - 100 90"), 1)); // 50 moves
    EXPECT_FALSE(ChessTraits::is_draw(parse("8/8/4k3/8/8/3QK3/8/8 b - - 99 90"), 1));
    EXPECT_FALSE(ChessTraits::is_draw(parse("8/8/3Qk3/8/8/4K3/8/8 b - - 100 90"), 1)); // in check
}

TEST(ChessNullMove, NotWithPawnsAndKingOnly) {
    EXPECT_FALSE(ChessTraits::null_move_allowed(parse("4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1")));
    EXPECT_TRUE(ChessTraits::null_move_allowed(parse("4k3/4p3/8/8/8/8/4P3/4KN2 w - - 0 1")));
    EXPECT_FALSE(ChessTraits::null_move_allowed(parse("4k3/4p3/8/8/8/8/4P3/4KN2 b - - 0 1")));
}

} // namespace
} // namespace littletable::ai
