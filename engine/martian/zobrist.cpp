#include "engine/martian/zobrist.h"

#include "engine/core/zobrist_random.h"

namespace littletable::martian::zobrist {

namespace {

Keys build() {
    Keys k{};
    ZobristRandom rng(0x4D61727469616E31ULL); // "Martian1"
    for (auto& type : k.piece)
        for (Key& key : type)
            key = rng.next();
    for (int pt = 0; pt < SQUARE_NB; ++pt)
        k.piece[NO_PIECE][pt] = 0;
    for (Key& key : k.side)
        key = rng.next();
    for (auto& seat : k.score)
        for (Key& key : seat)
            key = rng.next();
    for (int s = 0; s < SQUARE_NB; ++s) {
        k.crossFrom[s] = rng.next();
        k.crossTo[s] = rng.next();
    }
    k.crossFrom[NO_SQ] = k.crossTo[NO_SQ] = 0;
    for (Key& key : k.clock)
        key = rng.next();
    return k;
}

} // namespace

const Keys& keys() {
    static const Keys k = build();
    return k;
}

} // namespace littletable::martian::zobrist
