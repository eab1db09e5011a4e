// What engine/metamate/ registers (engine/games.h lists every game's folder): "metamate", on chess's board
// (engine/chess/registration.h).
#pragma once

#include <vector>

namespace littletable {

struct GameInfo;

namespace metamate {
/// The registry entries of this folder, in the home page's order: "metamate" (game.h).
std::vector<GameInfo> registry_entries();
} // namespace metamate

} // namespace littletable
