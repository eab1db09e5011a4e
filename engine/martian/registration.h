// What engine/martian/ registers (engine/games.h lists every game's folder): the two boards, "martian" and
// "martian4".
#pragma once

#include <vector>

#include "engine/core/geometry.h"

namespace littletable {

struct GameInfo;

namespace boards {
/// 4x8 with South's zone (ranks 1-4, seat 0) and North's (ranks 5-8, seat 1): Martian Chess.
const Geometry& martian4x8();
/// 8x8 in four 4x4 quadrants, seats clockwise from the bottom-left: 4-player Martian Chess.
const Geometry& martian8x8();
} // namespace boards

namespace martian {
/// The registry entries of this folder, in the home page's order: "martian", "martian4" (game.h).
std::vector<GameInfo> registry_entries();
} // namespace martian

} // namespace littletable
