// What engine/metamachy/ registers (engine/games.h lists every game's folder): the 12x12 board and "metamachy".
#pragma once

#include <vector>

#include "engine/core/geometry.h"

namespace littletable {

struct GameInfo;

namespace boards {
/// 12x12: Metamachy (docs/rules/metamachy.md).
const Geometry& metamachy12x12();
} // namespace boards

namespace metamachy {
/// The registry entries of this folder, in the home page's order: "metamachy" (game.h).
std::vector<GameInfo> registry_entries();
} // namespace metamachy

} // namespace littletable
