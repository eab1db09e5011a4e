// The triangular PV table: row `ply` holds the best line found from the node at that ply, built from the bottom up
// as each node's best move is found (the node's move, then its child's row).
#pragma once

#include <algorithm>
#include <array>
#include <vector>

#include "ai/search_types.h"

namespace littletable::ai {

template<typename Move>
class PvTable {
public:
    /// A node at `ply` starts with an empty line (0 <= ply <= MAX_PLY).
    void start(int ply) { length[ply] = ply; }

    /// `m` is the best move at `ply` so far: the line at `ply` becomes `m` and the line at ply + 1.
    void update(int ply, Move m) {
        moves[ply][ply] = m;
        const int end = std::max(length[ply + 1], ply + 1);
        std::copy(moves[ply + 1].begin() + ply + 1, moves[ply + 1].begin() + end, moves[ply].begin() + ply + 1);
        length[ply] = end;
    }

    /// Appends the line from `ply` (the moves of plies ply, ply + 1, ...) to `out`.
    void append_line(int ply, std::vector<Move>& out) const {
        out.insert(out.end(), moves[ply].begin() + ply, moves[ply].begin() + std::max(length[ply], ply));
    }

private:
    std::array<std::array<Move, MAX_PLY + 1>, MAX_PLY + 1> moves{};
    std::array<int, MAX_PLY + 2> length{};
};

} // namespace littletable::ai
