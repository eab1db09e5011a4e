#include "engine/fourplayer/registration.h"

#include "engine/fourplayer/game.h"

namespace littletable {

const Geometry& boards::cross14x14() {
    // docs/rules/fourplayer.md, "Board and setup": files a-c and l-n on ranks 1-3 and 12-14 are removed.
    static const Geometry g = [] {
        Geometry c("cross14x14", 14, 14);
        c.remove_rectangle(0, 0, 2, 2).remove_rectangle(11, 0, 13, 2);
        c.remove_rectangle(0, 11, 2, 13).remove_rectangle(11, 11, 13, 13);
        c.add_zone("red", 0, 3, 0, 10, 1).add_zone("blue", 1, 0, 3, 1, 10);
        c.add_zone("yellow", 2, 3, 12, 10, 13).add_zone("green", 3, 12, 3, 13, 10);
        return c;
    }();
    return g;
}

std::vector<GameInfo> fourplayer::registry_entries() { return {game_info()}; }

} // namespace littletable
