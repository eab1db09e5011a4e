#include "match/internal_player.h"

#include "ai/cpu_player.h"

namespace littletable::match {

ai::ClockLimits clock_of(const MoveRequest& request) {
    ai::ClockLimits clock;
    const Seat seat = request.game.side_to_move();
    if (request.tc.has_clock() && seat >= 0 && size_t(seat) < request.clockMs.size()) {
        clock.timeLeftMs = request.clockMs[size_t(seat)];
        clock.incrementMs = request.tc.incrementMs;
    }
    clock.moveTimeMs = request.tc.moveTimeMs;
    clock.moveOverheadMs = INTERNAL_MOVE_OVERHEAD_MS;
    return clock;
}

Result<Ok> InternalPlayer::new_game(const Game& start) {
    if (!ai::has_cpu_player(start.variant(), player)) {
        std::string known;
        for (const std::string& name : ai::player_names(start.variant()))
            known += (known.empty() ? " (players: " : ", ") + name;
        return make_error("ERR_NO_CPU_PLAYER", "no CPU player " + (player.empty() ? "" : "'" + player + "' ") +
                                                   "for '" + std::string(start.variant()) + "'" +
                                                   (known.empty() ? "" : known + ")"));
    }
    return Ok{};
}

MoveReply InternalPlayer::think(const MoveRequest& request) {
    const ai::TimeBudget budget = ai::plan_move_time(clock_of(request));
    ai::CpuLimits limits;
    limits.level = level;
    limits.maxTimeMs = budget.hardMs;
    limits.softTimeMs = budget.softMs;
    limits.maxNodes = request.tc.nodes;
    limits.maxDepth = request.tc.depth;
    limits.seed = request.seed;
    limits.player = player;
    MoveReply reply;
    Result<std::string> move = ai::choose_move(request.game, limits, nullptr, &memory);
    if (move)
        reply.move = std::move(move).value();
    else {
        reply.fault = Fault::FAILED;
        reply.detail = move.error().code + ": " + move.error().message;
    }
    return reply;
}

} // namespace littletable::match
