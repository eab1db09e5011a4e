// Perft: the number of leaf nodes of the legal move tree to a fixed depth, for any GamePosition. It is the
// first line of defence for every game's move generator (counts compared with published or reference values).
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "engine/core/position_concept.h"

namespace littletable {

/// Leaf count of the legal move tree of `pos` to `depth` plies (depth 0 = 1). `pos` is restored on return.
/// Positions that can count their moves do so at depth 1 instead of listing them.
template<GamePosition P>
uint64_t perft(P& pos, int depth) {
    if (depth <= 0)
        return 1;
    if constexpr (CountsLegalMoves<P>) {
        if (depth == 1)
            return pos.count_legal();
    }
    typename P::MoveList moves;
    pos.generate_legal(moves);
    if (depth == 1)
        return moves.size();
    uint64_t nodes = 0;
    for (const auto& m : moves) {
        pos.make(m);
        nodes += perft(pos, depth - 1);
        pos.unmake(m);
    }
    return nodes;
}

/// Perft split by root move: each legal move with the leaf count below it (in generation order).
template<GamePosition P>
std::vector<std::pair<typename P::Move, uint64_t>> perft_divide(P& pos, int depth) {
    std::vector<std::pair<typename P::Move, uint64_t>> result;
    typename P::MoveList moves;
    pos.generate_legal(moves);
    for (const auto& m : moves) {
        pos.make(m);
        result.emplace_back(m, perft(pos, depth - 1));
        pos.unmake(m);
    }
    return result;
}

} // namespace littletable
