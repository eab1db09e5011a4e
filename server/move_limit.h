// The room's move limit (RoomSettings::moveLimit, the house rule any game may have): the plies it counts, and its
// running count as the protocol's counter, beside the counters of the game's own rules (Game::counters).
#pragma once

#include <algorithm>
#include <vector>

#include "engine/core/game.h"

namespace littletable::server {

/// The plies the move limit counts: every move but those of a setup phase (kind "setup", engine/core/game.h),
/// which place pieces before the game proper begins.
inline int board_plies(const std::vector<MoveView>& history) {
    return int(std::count_if(history.begin(), history.end(), [](const MoveView& m) { return m.kind != "setup"; }));
}

/// The house rule's running count: {"move-limit", plies played, the limit}; none without a limit (`limit` 0).
inline std::vector<Counter> move_limit_counters(const std::vector<MoveView>& history, int limit) {
    if (limit <= 0)
        return {};
    return {Counter{"move-limit", board_plies(history), limit}};
}

} // namespace littletable::server
