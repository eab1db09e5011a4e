#include "engine/chess/registration.h"

#include "engine/chess/game.h"

namespace littletable {

const Geometry& boards::chess8x8() {
    static const Geometry g("8x8", 8, 8);
    return g;
}

std::vector<GameInfo> chess::registry_entries() { return {game_info()}; }

} // namespace littletable
