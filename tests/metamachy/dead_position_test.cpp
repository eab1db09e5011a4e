// The justification of Position::insufficient_material (docs/rules/metamachy.md, "End of game": "the engine must
// justify each case it treats as a dead position"): a King and one Knight, Bishop, Elephant or Camel against a bare
// King can never mate, because no checkmate position with that material exists on the 12x12 board. Shown by
// enumerating every placement of the three pieces with the bare side to move, by a computation of its own here
// (piece geometry only, no engine code). The same enumeration finds mates with a Rook, so it can find them.
#include <gtest/gtest.h>

#include <cstdlib>

#include "engine/metamachy/position.h"

namespace {

struct Sq {
    int f, r;
};

int dist(Sq a, Sq b) { return std::max(std::abs(a.f - b.f), std::abs(a.r - b.r)); }
bool same(Sq a, Sq b) { return a.f == b.f && a.r == b.r; }

/// Does a piece of Jocly letter `kind` on `x` attack `t`, with `blocker` the only other piece on the board that
/// could stand between (the attacker's own King)?
bool attacks(char kind, Sq x, Sq t, Sq blocker) {
    const int df = t.f - x.f, dr = t.r - x.r, adf = std::abs(df), adr = std::abs(dr);
    auto clear_line = [&]() {
        const int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
        for (Sq s{x.f + sf, x.r + sr}; !same(s, t); s.f += sf, s.r += sr)
            if (same(s, blocker))
                return false;
        return true;
    };
    switch (kind) {
        case 'N':
            return (adf == 1 && adr == 2) || (adf == 2 && adr == 1);
        case 'M':
            return (adf == 1 && adr == 3) || (adf == 3 && adr == 1);
        case 'E':
            return adf == adr && (adf == 1 || adf == 2);
        case 'B':
            return adf == adr && adf > 0 && clear_line();
        case 'R':
            return (adf == 0) != (adr == 0) && clear_line();
        default:
            return false;
    }
}

/// The number of positions where the bare King (to move) is checkmated by King and `kind`.
int mates_with(char kind) {
    int mates = 0;
    for (int k = 0; k < 144; ++k)
        for (int b = 0; b < 144; ++b)
            for (int x = 0; x < 144 && dist({k % 12, k / 12}, {b % 12, b / 12}) >= 2; ++x) {
                const Sq wk{k % 12, k / 12}, bk{b % 12, b / 12}, piece{x % 12, x / 12};
                if (same(wk, piece) || same(bk, piece) || !attacks(kind, piece, bk, wk))
                    continue;
                bool escape = false;
                for (int df = -1; df <= 1 && !escape; ++df)
                    for (int dr = -1; dr <= 1 && !escape; ++dr) {
                        const Sq n{bk.f + df, bk.r + dr};
                        if ((df == 0 && dr == 0) || n.f < 0 || n.f > 11 || n.r < 0 || n.r > 11 || dist(n, wk) <= 1)
                            continue;
                        // Taking the piece (unguarded: the King is not next to it), or a square it does not attack.
                        escape = same(n, piece) || !attacks(kind, piece, n, wk);
                    }
                mates += !escape;
            }
    return mates;
}

} // namespace

TEST(DeadPosition, NoMateWithAKnightBishopElephantOrCamelAlone) {
    for (char kind : {'N', 'B', 'E', 'M'})
        EXPECT_EQ(mates_with(kind), 0) << kind;
    EXPECT_GT(mates_with('R'), 0);
}
