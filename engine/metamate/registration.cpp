#include "engine/metamate/registration.h"

#include "engine/metamate/game.h"

namespace littletable {

std::vector<GameInfo> metamate::registry_entries() { return {game_info()}; }

} // namespace littletable
