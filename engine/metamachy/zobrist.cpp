#include "engine/metamachy/zobrist.h"

#include "engine/core/zobrist_random.h"

namespace littletable::metamachy::zobrist {

namespace {

struct Keys {
    uint64_t piece[COLOR_NB][PIECE_TYPE_NB][FILE_NB * RANK_NB];
    uint64_t ep[FILE_NB * RANK_NB];
    uint64_t leap[4];
    uint64_t side;
    uint64_t setup;

    Keys() {
        ZobristRandom rng(0x4D6574616D616368ULL); // "Metamach"
        for (auto& byColor : piece)
            for (auto& byType : byColor)
                for (uint64_t& k : byType)
                    k = rng.next();
        for (uint64_t& k : ep)
            k = rng.next();
        leap[0] = 0;
        leap[1] = rng.next();
        leap[2] = rng.next();
        leap[3] = leap[1] ^ leap[2];
        side = rng.next();
        setup = rng.next();
    }
};

// Built before main (no guard on the hot path of make); nothing reads it during static initialisation.
const Keys KEYS;

const Keys& keys() { return KEYS; }

} // namespace

uint64_t piece(Piece p, Square s) { return keys().piece[color_of(p)][type_of(p)][geometry_index(s)]; }
uint64_t side() { return keys().side; }
uint64_t leap_rights(uint8_t rights) { return keys().leap[rights & 3]; }
uint64_t en_passant(Square s) { return keys().ep[geometry_index(s)]; }
uint64_t setup() { return keys().setup; }

} // namespace littletable::metamachy::zobrist
