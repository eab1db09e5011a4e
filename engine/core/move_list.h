// A fixed-capacity list of moves, for any game's Move type (no allocation on the hot path).
#pragma once

#include <cstddef>

namespace littletable {

/// Up to `Capacity` moves. Without `Checked` the caller guarantees the capacity (chess: no legal position has more
/// than 218 moves); with it a move that does not fit is dropped and overflowed() says so, for games where only
/// validation bounds the count.
template<typename Move, std::size_t Capacity, bool Checked = false>
class FixedMoveList {
public:
    using value_type = Move;

    void clear() {
        count = 0;
        dropped = false;
    }
    void push_back(Move m) {
        if constexpr (Checked) {
            if (count == Capacity) {
                dropped = true;
                return;
            }
        }
        moves[count++] = m;
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
    Move moves[Capacity];
    std::size_t count = 0;
    bool dropped = false;
};

} // namespace littletable
