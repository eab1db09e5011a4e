// A brute-force mate finder for the Metamachy search tests: plain minimax over every legal move, on nothing but the
// position's legal moves, make/unmake and outcome (no evaluation, no pruning, no table), so that the search's mate
// scores are checked against an independent computation.
#pragma once

#include <vector>

#include "engine/metamachy/position.h"

namespace littletable::ai::testing_support {

/// True when the side to move in `pos` mates within `moves` of its own moves whatever the opponent replies.
inline bool mates_within(metamachy::Position& pos, int moves) {
    if (moves <= 0)
        return false;
    metamachy::MoveList list;
    pos.generate_legal(list);
    for (const metamachy::Move m : list) {
        pos.make(m);
        bool forced = true;
        metamachy::MoveList replies;
        pos.generate_legal(replies);
        if (replies.size() == 0)
            forced = pos.in_check(); // mate; a stalemate is a draw
        else
            for (const metamachy::Move r : replies) {
                pos.make(r);
                const bool mates = mates_within(pos, moves - 1);
                pos.unmake(r);
                if (!mates) {
                    forced = false;
                    break;
                }
            }
        pos.unmake(m);
        if (forced)
            return true;
    }
    return false;
}

/// The moves of `pos` after which the side to move mates within `moves` in all (this one included).
inline std::vector<metamachy::Move> mating_moves(metamachy::Position& pos, int moves) {
    std::vector<metamachy::Move> out;
    metamachy::MoveList list;
    pos.generate_legal(list);
    for (const metamachy::Move m : list) {
        pos.make(m);
        metamachy::MoveList replies;
        pos.generate_legal(replies);
        bool forced = replies.size() == 0 ? pos.in_check() : true;
        for (const metamachy::Move r : replies) {
            if (!forced)
                break;
            pos.make(r);
            forced = mates_within(pos, moves - 1);
            pos.unmake(r);
        }
        pos.unmake(m);
        if (forced)
            out.push_back(m);
    }
    return out;
}

} // namespace littletable::ai::testing_support
