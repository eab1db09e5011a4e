// A fixed-capacity list of Metamate moves (no allocation on the hot path). Unlike chess's list it checks its
// capacity: a move that does not fit is dropped and overflowed() says so (FEN validation keeps real positions far
// below MAX_MOVES; the check makes absurd ones harmless).
#pragma once

#include <cstddef>

#include "engine/metamate/types.h"

namespace littletable::metamate {

class MoveList {
public:
    void clear() { count = 0, dropped = false; }
    void push_back(Move m) {
        if (count < std::size_t(MAX_MOVES))
            moves[count++] = m;
        else
            dropped = true;
    }
    std::size_t size() const { return count; }
    bool empty() const { return count == 0; }
    bool overflowed() const { return dropped; }
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
    bool dropped = false;
};

} // namespace littletable::metamate
