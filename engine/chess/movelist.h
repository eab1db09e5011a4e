// A fixed-capacity list of chess moves (no allocation on the hot path).
#pragma once

#include <cstddef>

#include "engine/chess/types.h"

namespace littletable::chess {

class MoveList {
public:
    void clear() { count = 0; }
    void push_back(Move m) { moves[count++] = m; }
    std::size_t size() const { return count; }
    bool empty() const { return count == 0; }
    const Move* begin() const { return moves; }
    const Move* end() const { return moves + count; }
    Move* begin() { return moves; }
    Move* end() { return moves + count; }
    Move operator[](std::size_t i) const { return moves[i]; }
    bool contains(Move m) const {
        for (std::size_t i = 0; i < count; ++i)
            if (moves[i] == m)
                return true;
        return false;
    }

private:
    Move moves[MAX_MOVES];
    std::size_t count = 0;
};

} // namespace littletable::chess
