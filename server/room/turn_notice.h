// "It is your turn": what a room tells the players whose turn has come while none of their sockets is in the
// room, so that they can be told elsewhere (Web Push: server/push/turn_notifier.h).
#pragma once

#include <cstdint>
#include <string>

namespace littletable::server {

struct TurnNotice {
    int64_t player = 0; ///< the signed-in player of the seat to move
    std::string room;
    std::string game; ///< registry name
    int gameNo = 0;
    int ply = 0; ///< the number of plies played
    std::string move; ///< the move that made it their turn, as players read it (SAN)
};

/// Where a room host sends its notices; called on the room's strand, so it must not wait.
class TurnNotices {
public:
    virtual ~TurnNotices() = default;
    virtual void your_turn(TurnNotice notice) = 0;
};

} // namespace littletable::server
