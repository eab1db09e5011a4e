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

} // namespace littletable::metamate::zobrist
