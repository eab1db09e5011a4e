// What engine/fourplayer/ registers (engine/games.h lists every game's folder): the cross and "fourplayer".
#pragma once

#include <vector>

#include "engine/core/geometry.h"

namespace littletable {

struct GameInfo;

namespace boards {
/// 14x14 without its four 3x3 corners, 160 squares: four-player chess (docs/rules/fourplayer.md).
/// Zones: each seat's home area, Red (ranks 1-2), Blue (files a-b), Yellow (ranks 13-14), Green (files m-n).
const Geometry& cross14x14();
} // namespace boards

namespace fourplayer {
/// The registry entries of this folder, in the home page's order: "fourplayer" (game.h).
std::vector<GameInfo> registry_entries();
} // namespace fourplayer

} // namespace littletable
