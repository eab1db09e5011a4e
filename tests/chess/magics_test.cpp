// The stored magic multipliers (engine/chess/magics.h) index every occupancy of each square's mask without two
// different attack sets meeting: checked against attack sets walked square by square here, independent of the
// engine's tables (the native build on this machine may index by PEXT and never read them; the browser's module
// always does).
#include <gtest/gtest.h>

#include <map>

#include "engine/chess/bitboard.h"
#include "engine/chess/magics.h"

namespace littletable::chess {
namespace {

/// The squares a slider on `s` attacks along `dirs` (file, rank steps) with `occupied` blocking.
Bitboard walk(int s, Bitboard occupied, const int (&dirs)[4][2]) {
    Bitboard out = 0;
    for (const auto& d : dirs) {
        int f = s % 8 + d[0], r = s / 8 + d[1];
        for (; f >= 0 && f < 8 && r >= 0 && r < 8; f += d[0], r += d[1]) {
            out |= Bitboard(1) << (r * 8 + f);
            if (occupied & (Bitboard(1) << (r * 8 + f)))
                break;
        }
    }
    return out;
}

/// Every occupancy of the relevant mask (edges left out) of square `s` indexes a slot that only attack sets
/// equal to its own share.
void check(const Bitboard (&magics)[SQUARE_NB], const int (&dirs)[4][2], const char* piece) {
    for (int s = 0; s < 64; ++s) {
        const int f = s % 8, r = s / 8;
        Bitboard edges = 0;
        for (int i = 0; i < 8; ++i) {
            if (r != 0)
                edges |= Bitboard(1) << i;
            if (r != 7)
                edges |= Bitboard(1) << (56 + i);
            if (f != 0)
                edges |= Bitboard(1) << (i * 8);
            if (f != 7)
                edges |= Bitboard(1) << (i * 8 + 7);
        }
        const Bitboard mask = walk(s, 0, dirs) & ~edges;
        const unsigned shift = 64 - unsigned(__builtin_popcountll(mask));
        std::map<unsigned, Bitboard> slots;
        Bitboard b = 0;
        do {
            const unsigned idx = unsigned((b * magics[s]) >> shift);
            const Bitboard attacked = walk(s, b, dirs);
            auto [it, fresh] = slots.emplace(idx, attacked);
            ASSERT_TRUE(fresh || it->second == attacked) << piece << " magic of square " << s << " collides";
            b = (b - mask) & mask;
        } while (b);
    }
}

TEST(Magics, RookMagicsIndexEveryOccupancy) {
    const int dirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    check(attacks::ROOK_MAGICS, dirs, "rook");
}

TEST(Magics, BishopMagicsIndexEveryOccupancy) {
    const int dirs[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    check(attacks::BISHOP_MAGICS, dirs, "bishop");
}

} // namespace
} // namespace littletable::chess
