// Who sat in a seat of a stored game, as data: the views word it (players/seat_labels.h).
#pragma once

#include <string>

namespace littletable::server {

struct GameSeat {
    std::string name; ///< the signed-in player's name; empty for nobody known or a deleted player
    bool deleted = false; ///< a signed-in player who has been deleted since
    int cpuLevel = 0; ///< a computer of this level; 0 for none
    bool operator==(const GameSeat&) const = default;
};

} // namespace littletable::server
