// What engine/chess/ registers (engine/games.h lists every game's folder): the 8x8 board and "chess".
#pragma once

#include <vector>

#include "engine/core/geometry.h"

namespace littletable {

struct GameInfo;

namespace boards {
/// 8x8: Chess, Metamate (docs/rules/chess.md, metamate.md).
const Geometry& chess8x8();
} // namespace boards

namespace chess {
/// The registry entries of this folder, in the home page's order: "chess" (game.h).
std::vector<GameInfo> registry_entries();
} // namespace chess

} // namespace littletable
