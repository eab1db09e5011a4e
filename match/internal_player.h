// A Player that is one of this platform's CPU levels (ai/cpu_player.h), played in this process.
#pragma once

#include <string>

#include "match/player.h"

namespace littletable::match {

class InternalPlayer final : public Player {
public:
    /// `level`: ai::MIN_LEVEL..ai::MAX_LEVEL (checked by the engine spec parser).
    InternalPlayer(std::string name, int level) : playerName(std::move(name)), level(level) {}

    const std::string& name() const override { return playerName; }
    /// Errors: ERR_NO_CPU_PLAYER when the variant has no search.
    Result<Ok> new_game(const Game& start) override;
    /// Searches within the level's own limits, capped by the request's time (moveCapMs), nodes and depth.
    MoveReply think(const MoveRequest& request) override;

private:
    std::string playerName;
    int level;
};

} // namespace littletable::match
