// A search sent to another process: the game as its variant, start position and moves (a position's full
// history, so repetitions count as in the room), the limits, who waits for the answer and until when. Jobs and
// answers are JSON text on Redis; anything on the wire may be garbled or forged, so parsing checks every field.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ai/cpu_player.h"
#include "engine/core/game.h"

namespace littletable::server {

struct SearchJob {
    std::string id; ///< unique per node: "NODE:N"
    std::string replyTo; ///< the Redis list the answer is pushed to
    std::string game; ///< registry name
    std::string startFen;
    std::vector<std::string> moves;
    ai::CpuLimits limits;
    int64_t deadlineMs = 0; ///< Unix ms after which nobody waits for the answer
};

struct SearchAnswer {
    std::string id;
    std::optional<std::string> move; ///< the move, or nullopt with `error`
    std::string error;
};

/// The job for a search of `game` (its variant, start position and every move played).
SearchJob job_of(const Game& game, const ai::CpuLimits& limits);

std::string to_text(const SearchJob& job);
std::string to_text(const SearchAnswer& answer);
/// Errors: ERR_BAD_JOB naming the field; a job whose answer would go anywhere but a list under
/// `answersPrefix` is refused.
Result<SearchJob> parse_job(std::string_view text, std::string_view answersPrefix);
Result<SearchAnswer> parse_answer(std::string_view text);

/// The job's position, rebuilt by replaying its moves. Errors: replay()'s (unknown game, bad FEN, a refused move).
Result<std::unique_ptr<Game>> rebuild(const SearchJob& job);

} // namespace littletable::server
