// The Position methods the search relies on: capture generation, null moves, the search's repetition test.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>

#include "engine/chess/position.h"
#include "engine/chess/uci_move.h"
#include "tests/chess/test_support.h"

namespace littletable::chess {
namespace {

using testing_support::parse;

void play(Position& pos, std::initializer_list<std::string_view> moves) {
    for (std::string_view text : moves)
        pos.make(parse_uci_move(pos, text).value());
}

/// The legal moves that capture or promote to a queen, by filtering the full list.
std::vector<uint16_t> captures_by_filter(const Position& pos) {
    MoveList all;
    pos.generate_legal(all);
    std::vector<uint16_t> out;
    for (Move m : all) {
        const bool capture = m.type() == EN_PASSANT || (m.type() != CASTLING && !pos.empty(m.to()));
        const bool queening = m.type() == PROMOTION && m.promotion_type() == QUEEN;
        if (capture ? (m.type() != PROMOTION || queening) : queening)
            out.push_back(m.raw());
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<uint16_t> captures_generated(const Position& pos) {
    MoveList list;
    pos.generate_captures(list);
    std::vector<uint16_t> out;
    for (Move m : list)
        out.push_back(m.raw());
    std::sort(out.begin(), out.end());
    return out;
}

TEST(GenerateCaptures, MatchesTheFilteredLegalMovesThroughATree) {
    // Kiwipete, CPW position 4 (promotions, checks) and 3 (en passant, pins), every node to depth 3.
    for (const char* fen : {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
                            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"}) {
        Position pos = parse(fen);
        int nodes = 0;
        std::function<void(int)> walk = [&](int depth) {
            ++nodes;
            ASSERT_EQ(captures_generated(pos), captures_by_filter(pos)) << pos.fen();
            if (depth == 0)
                return;
            MoveList list;
            pos.generate_legal(list);
            for (Move m : list) {
                pos.make(m);
                walk(depth - 1);
                pos.unmake(m);
            }
        };
        walk(3);
        EXPECT_GT(nodes, 1000);
    }
}

TEST(NullMove, PassesTheTurnAndRestores) {
    Position pos = parse("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
    const std::string fen = pos.fen();
    const Key key = pos.key();
    pos.make_null();
    EXPECT_EQ(pos.side_to_move(), BLACK);
    EXPECT_EQ(pos.ep_square(), SQ_NONE); // the en passant right is gone with the pass
    EXPECT_NE(pos.key(), key);
    EXPECT_EQ(pos.fen(), "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR b KQkq - 1 3");
    pos.unmake_null();
    EXPECT_EQ(pos.fen(), fen);
    EXPECT_EQ(pos.key(), key);
}

TEST(IsRepetition, InsideTheSearchOrThreefold) {
    Position pos = Position::start();
    play(pos, {"g1f3", "g8f6", "f3g1", "f6g8"}); // the start position, second time
    EXPECT_TRUE(pos.is_repetition(4)); // its first occurrence is 4 plies back: inside a 4-ply search
    EXPECT_FALSE(pos.is_repetition(3)); // before the root of a 3-ply one, and only twice in all
    play(pos, {"g1f3", "g8f6", "f3g1", "f6g8"}); // third time
    EXPECT_TRUE(pos.is_repetition(0));
    EXPECT_EQ(pos.repetition_count(), 3);
}

TEST(IsRepetition, NotAcrossANullMove) {
    Position pos = Position::start();
    play(pos, {"g1f3"});
    pos.make_null();
    play(pos, {"f3g1"});
    pos.make_null(); // the start position again, but only by passing
    EXPECT_EQ(pos.key(), Position::start().key());
    EXPECT_FALSE(pos.is_repetition(100));
}

TEST(IsRepetition, NotAcrossAnIrreversibleMove) {
    Position pos = Position::start();
    play(pos, {"g1f3", "g8f6", "f3g1", "f6g8", "e2e4", "e7e5"});
    EXPECT_FALSE(pos.is_repetition(100));
}

} // namespace
} // namespace littletable::chess
