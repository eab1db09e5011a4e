#include "engine/chess/zobrist.h"

#include <mutex>

namespace littletable::chess::zobrist {

Key Psq[PIECE_NB][SQUARE_NB];
Key Castling[CASTLING_RIGHT_NB];
Key EnPassant[FILE_NB];
Key Side;

void init() {
    static std::once_flag once;
    std::call_once(once, [] {
        uint64_t s = 1070372; // splitmix64
        auto next = [&s] {
            uint64_t z = (s += 0x9E3779B97F4A7C15ULL);
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
            return z ^ (z >> 31);
        };
        for (auto& row : Psq)
            for (Key& k : row)
                k = next();
        // The castling key of a set of rights is the XOR of the keys of its single rights.
        Key single[4] = {next(), next(), next(), next()};
        for (int cr = 0; cr < CASTLING_RIGHT_NB; ++cr) {
            Castling[cr] = 0;
            for (int i = 0; i < 4; ++i)
                if (cr & (1 << i))
                    Castling[cr] ^= single[i];
        }
        for (Key& k : EnPassant)
            k = next();
        Side = next();
    });
}

} // namespace littletable::chess::zobrist
