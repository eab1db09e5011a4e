// The staged move picker: every legal move exactly once, in the documented order (transposition-table move,
// winning captures by most valuable victim and capture history, killers and counter-move, quiet moves by
// history, losing captures).
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <random>

#include "ai/games/chess_traits.h"
#include "ai/move_order.h"
#include "tests/ai/chess_tree.h"
#include "tests/chess/test_support.h"

namespace littletable::ai {
namespace {

using chess::Move;
using chess::Position;
using chess::testing_support::parse;

std::vector<Move> picked(const Position& pos, Move ttMove, const OrderingTables<ChessTraits>* tables,
                         QuietContext context, std::vector<bool>* bad = nullptr) {
    chess::MoveList list;
    pos.generate_legal(list);
    MovePicker<ChessTraits> picker(pos, list, ttMove, tables, context);
    std::vector<Move> out;
    for (Move m; picker.next(m);) {
        out.push_back(m);
        if (bad)
            bad->push_back(picker.last_bad());
    }
    return out;
}

TEST(MovePicker, EveryLegalMoveExactlyOnceThroughATree) {
    // Random transposition-table moves (legal or not), killers and counter-moves and histories, at every node of
    // Kiwipete and CPW position 4 to depth 2.
    auto tables = std::make_unique<OrderingTables<ChessTraits>>();
    std::mt19937 rng(11);
    for (int& h : tables->history)
        h = int(rng() % 2001) - 1000;
    for (int16_t& h : tables->continuation)
        h = int16_t(int(rng() % 2001) - 1000);
    for (int16_t& h : tables->captureHistory)
        h = int16_t(int(rng() % 20001) - 10000);
    for (const char* fen : {testing_support::KIWIPETE, testing_support::CPW_POSITION_4}) {
        Position root = parse(fen);
        testing_support::for_each_position(root, 2, [&](const Position& pos) {
            chess::MoveList list;
            pos.generate_legal(list);
            std::vector<Move> legal(list.begin(), list.end());
            auto any = [&] {
                return legal.empty() || rng() % 4 == 0 ? Move(chess::Square(rng() % 64), chess::Square(rng() % 64))
                                                       : legal[rng() % legal.size()];
            };
            tables->killers[3] = {any(), any()};
            const QuietContext context{3, int(rng() % ChessTraits::PIECE_TO_SIZE), int(rng() % 3) - 1};
            tables->counterMoves[std::size_t(context.prev1)] = any();
            for (const OrderingTables<ChessTraits>* t :
                 {tables.get(), static_cast<OrderingTables<ChessTraits>*>(nullptr)}) {
                std::vector<Move> got = picked(pos, any(), t, context);
                std::vector<Move> want = legal;
                auto raw = [](Move a, Move b) { return a.raw() < b.raw(); };
                std::sort(got.begin(), got.end(), raw);
                std::sort(want.begin(), want.end(), raw);
                ASSERT_EQ(got, want) << pos.fen();
            }
        });
    }
}

TEST(MovePicker, StagesInOrder) {
    // White to move. Winning or even captures: e4xd5 (pawn takes a knight the pawn e6 retakes), Nc3xd5 (knight
    // for knight), Qa4xa6 (an undefended pawn). Losing ones: Nc3xb5 and Qa4xb5 (the pawn a6 retakes).
    Position pos = parse("4k3/8/p3p3/1p1n4/Q3P3/2N5/8/4K3 w - - 0 1");
    auto uci = [&](const char* text) { return chess::parse_uci_move(pos, text).value(); };
    auto tables = std::make_unique<OrderingTables<ChessTraits>>();
    const Move tt = uci("e1e2"), killer = uci("e1d2"), quietBest = uci("a4b3");
    tables->killers[0] = {killer, Move()};
    tables->history[std::size_t(ChessTraits::history_index(pos, quietBest))] = 5000;
    std::vector<bool> bad;
    const std::vector<Move> order = picked(pos, tt, tables.get(), {}, &bad);
    ASSERT_GE(order.size(), 8u);
    EXPECT_EQ(order[0], tt);
    EXPECT_EQ(order[1], uci("e4d5")); // most valuable victim, least valuable attacker
    EXPECT_EQ(order[2], uci("c3d5"));
    EXPECT_EQ(order[3], uci("a4a6"));
    EXPECT_EQ(order[4], killer);
    EXPECT_EQ(order[5], quietBest);
    const std::vector<Move> last(order.end() - 2, order.end());
    EXPECT_TRUE(std::find(last.begin(), last.end(), uci("c3b5")) != last.end());
    EXPECT_TRUE(std::find(last.begin(), last.end(), uci("a4b5")) != last.end());
    EXPECT_TRUE(bad[bad.size() - 1] && bad[bad.size() - 2]);
    EXPECT_FALSE(bad[bad.size() - 3]);
}

TEST(MovePicker, CaptureHistoryOrdersCapturesOfTheSameVictimAndAttacker) {
    // Nc3xd5 and Nf3xe5: a knight takes an undefended pawn either way (the same victim-attacker order). The one
    // that cut off before (capture history, updated as a search's cut-off does) comes first, whichever it is;
    // the one tried before it and failed loses.
    Position pos = parse("4k3/8/8/3pp3/8/2N2N2/8/4K3 w - - 0 1");
    auto uci = [&](const char* text) { return chess::parse_uci_move(pos, text).value(); };
    for (const char* best : {"c3d5", "f3e5"}) {
        const Move cut = uci(best), other = uci(best == std::string("c3d5") ? "f3e5" : "c3d5");
        auto tables = std::make_unique<OrderingTables<ChessTraits>>();
        tables->update_captures(pos, 6, cut, true, &other, 1);
        EXPECT_GT(tables->capture_history_of(pos, cut), 0);
        EXPECT_LT(tables->capture_history_of(pos, other), 0);
        const std::vector<Move> order = picked(pos, Move(), tables.get(), {});
        ASSERT_GE(order.size(), 2u);
        EXPECT_EQ(order[0], cut) << best;
        EXPECT_EQ(order[1], other) << best;
    }
    // A quiet cut-off (bestIsTactical false) only lowers the captures tried before it.
    auto tables = std::make_unique<OrderingTables<ChessTraits>>();
    const Move tried = uci("c3d5");
    tables->update_captures(pos, 6, uci("e1e2"), false, &tried, 1);
    EXPECT_LT(tables->capture_history_of(pos, tried), 0);
    EXPECT_EQ(tables->capture_history_of(pos, uci("f3e5")), 0);
    // The kind of piece taken counts: the same knight move Nc3xd5 taking a knight instead of a pawn has a value
    // of its own.
    const Position knightOnD5 = parse("4k3/8/8/3np3/8/2N2N2/8/4K3 w - - 0 1");
    const Move takesKnight = chess::parse_uci_move(knightOnD5, "c3d5").value();
    ASSERT_EQ(takesKnight, tried);
    EXPECT_EQ(tables->capture_history_of(knightOnD5, takesKnight), 0);
}

} // namespace
} // namespace littletable::ai
