// MetamachyTraits' hooks on the engine (ai/games/metamachy_traits.h): the quiescence moves are exactly the legal moves
// that take a piece or promote, told apart here by playing each move and counting pieces; gives_check agrees with
// playing the move and asking whether the opponent is in check; the null move flips the side to move as the FEN with
// the other side would; the exchange test on simple captures.
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "ai/games/metamachy_traits.h"
#include "engine/metamachy/arrangement.h"

namespace littletable::ai {
namespace {

using metamachy::Move;
using metamachy::MoveList;
using metamachy::Position;

/// True when playing `m` takes an enemy piece or changes a piece of the mover into another type.
bool takes_or_promotes(Position& pos, Move m) {
    const metamachy::Color us = pos.side_to_move();
    const int theirsBefore = pos.piece_count(~us), pawnsBefore = pos.count(us, metamachy::PAWN),
              princesBefore = pos.count(us, metamachy::PRINCE);
    pos.make(m);
    const bool result = pos.piece_count(~us) < theirsBefore || pos.count(us, metamachy::PAWN) < pawnsBefore ||
                        pos.count(us, metamachy::PRINCE) < princesBefore;
    pos.unmake(m);
    return result;
}

TEST(MetamachyTraits, TacticalMovesAndChecksAlongRandomGames) {
    std::mt19937 rng(3);
    int positions = 0, tactical = 0, checking = 0;
    for (int game = 0; game < 6; ++game) {
        Position pos = Position::start(game * 4);
        for (int ply = 0; ply < 120 && pos.outcome().termination == Termination::NONE; ++ply) {
            MoveList legal, captures;
            pos.generate_legal(legal);
            MetamachyTraits::generate_tactical(pos, captures);
            for (const Move m : legal) {
                pos.make(m);
                const bool checks = pos.in_check();
                pos.unmake(m);
                EXPECT_EQ(MetamachyTraits::gives_check(pos, m), checks) << pos.fen() << " " << metamachy::to_lan(m);
                checking += checks;
                const bool expected = takes_or_promotes(pos, m);
                EXPECT_EQ(captures.contains(m), expected) << pos.fen() << " " << metamachy::to_lan(m);
                EXPECT_EQ(MetamachyTraits::tactical_order(pos, m) > 0, expected)
                    << pos.fen() << " " << metamachy::to_lan(m);
                tactical += expected;
            }
            EXPECT_LE(captures.size(), legal.size());
            ++positions;
            // Prefer captures now and then, so that the games reach emptier boards.
            const MoveList& from = captures.size() > 0 && rng() % 2 ? captures : legal;
            pos.make(from[rng() % from.size()]);
        }
    }
    EXPECT_GT(positions, 300);
    EXPECT_GT(tactical, 100);
    EXPECT_GT(checking, 20);
}

TEST(MetamachyTraits, NullMoveFlipsTheSideToMove) {
    const std::string fen = "k11/pp10/12/6b5/12/12/12/12/3R8/12/7A4/11K w - - 0 1";
    Position pos = Position::from_fen(fen).value();
    const uint64_t before = pos.key();
    ASSERT_TRUE(MetamachyTraits::null_move_allowed(pos));
    MetamachyTraits::make_null(pos);
    EXPECT_EQ(pos.side_to_move(), metamachy::BLACK);
    EXPECT_EQ(pos.key(), Position::from_fen("k11/pp10/12/6b5/12/12/12/12/3R8/12/7A4/11K b - - 0 1").value().key());
    MetamachyTraits::unmake_null(pos);
    EXPECT_EQ(pos.key(), before);
    EXPECT_EQ(pos.fen(), fen);
    // Not in the setup phase, and not with Pawns, Princes and the King alone.
    EXPECT_FALSE(MetamachyTraits::null_move_allowed(Position::start()));
    EXPECT_FALSE(MetamachyTraits::null_move_allowed(
        Position::from_fen("k11/pp10/12/12/12/12/12/12/12/12/PI10/11K w - - 0 1").value()));
}

TEST(MetamachyTraits, ExchangeOfSimpleCaptures) {
    // The white Rook on d4 takes the Bishop on d9: undefended (a gain of a Bishop), defended by the Pawn on c10
    // (the Rook is lost for it).
    Position free = Position::from_fen("k11/pp10/12/3b8/12/12/12/12/3R8/12/12/10K1 w - - 0 1").value();
    Position defended = Position::from_fen("k11/pp10/2p9/3b8/12/12/12/12/3R8/12/12/10K1 w - - 0 1").value();
    const Move take = metamachy::parse_lan(free, "d4d9").value();
    const int bishop = metamachy::PIECE_VALUE[metamachy::BISHOP], rook = metamachy::PIECE_VALUE[metamachy::ROOK];
    EXPECT_TRUE(MetamachyTraits::see_ge(free, take, bishop));
    EXPECT_FALSE(MetamachyTraits::see_ge(free, take, bishop + 1));
    EXPECT_TRUE(MetamachyTraits::see_ge(defended, take, bishop - rook));
    EXPECT_FALSE(MetamachyTraits::see_ge(defended, take, 0));
}

} // namespace
} // namespace littletable::ai
