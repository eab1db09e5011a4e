// Test support: positions of the published perft set (chessprogramming wiki, data/perft/README.md) rich in
// captures, checks, pins, castling, en passant and promotions, and a walk over every position of a tree below
// one, for tests that check a search hook against a plain computation everywhere.
#pragma once

#include "engine/chess/position.h"

namespace littletable::ai::testing_support {

inline constexpr const char* KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
inline constexpr const char* CPW_POSITION_3 = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
inline constexpr const char* CPW_POSITION_4 = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
inline constexpr const char* CPW_POSITION_5 = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";

/// Calls `visit(pos)` at `pos` and at every position reached from it in at most `depth` plies; `pos` is as
/// before on return.
template<typename Visit>
void for_each_position(chess::Position& pos, int depth, Visit&& visit) {
    visit(pos);
    if (depth == 0)
        return;
    chess::MoveList list;
    pos.generate_legal(list);
    for (const chess::Move m : list) {
        pos.make(m);
        for_each_position(pos, depth - 1, visit);
        pos.unmake(m);
    }
}

} // namespace littletable::ai::testing_support
