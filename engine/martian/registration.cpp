#include "engine/martian/registration.h"

#include "engine/martian/game.h"

namespace littletable {

const Geometry& boards::martian4x8() {
    // docs/rules/martian.md, "Board and setup (2 players)": the canal runs between ranks 4 and 5.
    static const Geometry g = [] {
        Geometry m("martian4x8", 4, 8);
        m.add_zone("south", 0, 0, 0, 3, 3).add_zone("north", 1, 0, 4, 3, 7);
        return m;
    }();
    return g;
}

const Geometry& boards::martian8x8() {
    // docs/rules/martian.md, "Four players": four 4x4 quadrants, turns clockwise.
    static const Geometry g = [] {
        Geometry m("martian8x8", 8, 8);
        m.add_zone("south-west", 0, 0, 0, 3, 3).add_zone("north-west", 1, 0, 4, 3, 7);
        m.add_zone("north-east", 2, 4, 4, 7, 7).add_zone("south-east", 3, 4, 0, 7, 3);
        return m;
    }();
    return g;
}

std::vector<GameInfo> martian::registry_entries() { return {game_info(), game_info_four()}; }

} // namespace littletable
