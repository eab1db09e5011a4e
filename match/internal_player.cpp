#include "match/internal_player.h"

#include "ai/cpu_player.h"

namespace littletable::match {

Result<Ok> InternalPlayer::new_game(const Game& start) {
    if (!ai::has_cpu_player(start.variant()))
        return make_error("ERR_NO_CPU_PLAYER", "no CPU player for '" + std::string(start.variant()) + "'");
    return Ok{};
}

MoveReply InternalPlayer::think(const MoveRequest& request) {
    ai::CpuLimits limits;
    limits.level = level;
    limits.maxTimeMs = request.moveCapMs;
    limits.maxNodes = request.tc.nodes;
    limits.maxDepth = request.tc.depth;
    limits.seed = request.seed;
    MoveReply reply;
    Result<std::string> move = ai::choose_move(request.game, limits);
    if (move)
        reply.move = std::move(move).value();
    else {
        reply.fault = Fault::FAILED;
        reply.detail = move.error().code + ": " + move.error().message;
    }
    return reply;
}

} // namespace littletable::match
