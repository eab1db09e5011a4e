// A set of squares of the padded four-player board (types.h): 256 bits, since every real square lies in 32..255.
// Kept per owner by Position, so that move generation visits a seat's pieces without scanning the board.
#pragma once

#include <bit>
#include <cstdint>

#include "engine/fourplayer/types.h"

namespace littletable::fourplayer {

class SquareSet {
public:
    void set(Square s) { w[s >> 6] |= uint64_t(1) << (s & 63); }
    void reset(Square s) { w[s >> 6] &= ~(uint64_t(1) << (s & 63)); }
    bool test(Square s) const { return (w[s >> 6] >> (s & 63)) & 1; }
    bool empty() const { return !(w[0] | w[1] | w[2] | w[3]); }
    int count() const { return std::popcount(w[0]) + std::popcount(w[1]) + std::popcount(w[2]) + std::popcount(w[3]); }

    /// Calls f(square) for each member, in ascending order.
    template<typename F>
    void for_each(F&& f) const {
        for (int i = 0; i < 4; ++i)
            for (uint64_t b = w[i]; b; b &= b - 1)
                f(Square(i * 64 + std::countr_zero(b)));
    }
    /// True as soon as f(square) is true for a member (ascending order); false if for none.
    template<typename F>
    bool any_of(F&& f) const {
        for (int i = 0; i < 4; ++i)
            for (uint64_t b = w[i]; b; b &= b - 1)
                if (f(Square(i * 64 + std::countr_zero(b))))
                    return true;
        return false;
    }
    bool operator==(const SquareSet&) const = default;

private:
    uint64_t w[4] = {0, 0, 0, 0};
};

} // namespace littletable::fourplayer
