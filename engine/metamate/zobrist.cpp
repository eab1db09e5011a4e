#include "engine/metamate/zobrist.h"

#include <mutex>

#include "engine/chess/zobrist.h"
#include "engine/core/zobrist_random.h"

namespace littletable::metamate::zobrist {

Key Meta[chess::COLOR_NB][CONFIG_NB][chess::SQUARE_NB];
Key EnPassant[chess::SQUARE_NB];
Key SetupPhase;

void init() {
    static std::once_flag once;
    std::call_once(once, [] {
        chess::zobrist::init();
        ZobristRandom random(0x4D657461); // "Meta": a seed of its own, so chess's keys stay as they are
        for (auto& byColor : Meta)
            for (auto& byConfig : byColor)
                for (Key& k : byConfig)
                    k = random.next();
        for (Key& k : EnPassant)
            k = random.next();
        SetupPhase = random.next();
    });
}

Key piece_key(Piece p, MetaConfig cfg, Square s) {
    if (p == NO_PIECE)
        return 0;
    if (chess::type_of(p) == META)
        return Meta[chess::color_of(p)][cfg][s];
    return chess::zobrist::Psq[p][s];
}

} // namespace littletable::metamate::zobrist
