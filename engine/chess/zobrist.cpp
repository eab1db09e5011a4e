#include "engine/chess/zobrist.h"

#include <mutex>

#include "engine/core/zobrist_random.h"

namespace littletable::chess::zobrist {

Key Psq[PIECE_NB][SQUARE_NB];
Key Castling[CASTLING_RIGHT_NB];
Key EnPassant[FILE_NB];
Key Side;

void init() {
    static std::once_flag once;
    std::call_once(once, [] {
        ZobristRandom random(1070372);
        auto next = [&random] { return random.next(); };
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
