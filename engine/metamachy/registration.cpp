#include "engine/metamachy/registration.h"

#include "engine/metamachy/game.h"

namespace littletable {

const Geometry& boards::metamachy12x12() {
    static const Geometry g("12x12", 12, 12);
    return g;
}

std::vector<GameInfo> metamachy::registry_entries() { return {game_info()}; }

} // namespace littletable
