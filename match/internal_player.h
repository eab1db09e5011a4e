// A Player that is one of this platform's CPU levels (ai/cpu_player.h), played in this process.
#pragma once

#include <cstdint>
#include <string>

#include "ai/cpu_player.h"
#include "ai/time_manager.h"
#include "match/player.h"

namespace littletable::match {

/// Milliseconds a move of an internal player spends outside its search (the position rebuilt from the game,
/// the level's transposition table allocated and cleared), paid from its clock like a GUI's lag.
constexpr int64_t INTERNAL_MOVE_OVERHEAD_MS = 10;

/// The clock of `request`'s side to move as the time manager reads it (ai/time_manager.h): its time left and
/// the increment when the match has a clock, the fixed move time when it has one, and
/// INTERNAL_MOVE_OVERHEAD_MS. Neither a clock nor a move time: timeLeftMs -1 and moveTimeMs 0 (no time limit).
ai::ClockLimits clock_of(const MoveRequest& request);

class InternalPlayer final : public Player {
public:
    /// `level`: ai::MIN_LEVEL..ai::MAX_LEVEL (checked by the engine spec parser); `player`: one of the variant's
    /// other players (ai::player_names), empty for its CPU player.
    InternalPlayer(std::string name, int level, std::string player = {})
        : playerName(std::move(name)), level(level), player(std::move(player)) {}

    const std::string& name() const override { return playerName; }
    /// Errors: ERR_NO_CPU_PLAYER when the variant has no search, or not the player named.
    Result<Ok> new_game(const Game& start) override;
    /// Searches within the level's own limits, capped by the request's nodes and depth and by the soft and hard
    /// times ai::plan_move_time gives for clock_of(request), as the UCI engine does; level 8 keeps its table
    /// between moves (ai::CpuMemory).
    MoveReply think(const MoveRequest& request) override;

private:
    std::string playerName;
    int level;
    std::string player;
    ai::CpuMemory memory; ///< level 8's table and history, kept from move to move as a UCI engine keeps them
};

} // namespace littletable::match
