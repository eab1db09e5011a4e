#include "engine/fourplayer/zobrist.h"

#include <mutex>

#include "engine/core/zobrist_random.h"

namespace littletable::fourplayer::zobrist {

Key Psq[PIECE_CODE_NB][256];
Key SideToMove[SEAT_NB];
Key Eliminated[SEAT_NB];
Key Castling[8];
Key EnPassant[SEAT_NB][256];
Key PointsSalt[SEAT_NB];

void init() {
    static std::once_flag once;
    std::call_once(once, [] {
        ZobristRandom random(0x34504346'46412121ULL); // "4PCFFA!!": four-player chess's own seed
        for (auto& byCode : Psq)
            for (Key& k : byCode)
                k = random.next();
        for (Key& k : SideToMove)
            k = random.next();
        for (Key& k : Eliminated)
            k = random.next();
        for (Key& k : Castling)
            k = random.next();
        for (auto& bySeat : EnPassant)
            for (Key& k : bySeat)
                k = random.next();
        for (Key& k : PointsSalt)
            k = random.next();
    });
}

} // namespace littletable::fourplayer::zobrist
