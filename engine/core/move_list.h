// A fixed-capacity list of moves, for any game's Move type (no allocation on the hot path).
#pragma once

#include <cstddef>
#include <type_traits>

namespace littletable {

/// Up to `Capacity` moves. Without `Checked` the caller guarantees the capacity (chess: no legal position has more
/// than 218 moves); with it a move that does not fit is dropped and overflowed() says so, for games where only
/// validation bounds the count. The storage is left uninitialised (a search makes one list per node: zeroing
/// it cost a tenth of the chess search's time), so Move must be trivially copyable.
template<typename Move, std::size_t Capacity, bool Checked = false>
class FixedMoveList {
    static_assert(std::is_trivially_copyable_v<Move>, "moves are copied in and out of raw storage");

public:
    using value_type = Move;

    FixedMoveList() {}

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
    union {
        Move moves[Capacity]; // only [0, count) is ever read
    };
    std::size_t count = 0;
    bool dropped = false;
};

} // namespace littletable
