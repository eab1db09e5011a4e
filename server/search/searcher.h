// What a room asks of the CPU: a search of a position, answered later with a move. CpuPool searches on this
// process's threads; RemoteSearcher hands the search to `littletable worker` processes over Redis.
#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <string>

#include "ai/cpu_player.h"
#include "engine/core/game.h"

namespace littletable::server {

class Searcher {
public:
    /// The stop flag of one search: set it to end the search early (or skip it if it has not started).
    using StopFlag = std::shared_ptr<std::atomic<bool>>;
    using Done = std::function<void(Result<std::string>)>;

    virtual ~Searcher() = default;
    /// Starts a search. `done` is called exactly once, on some other thread, with the move or an error
    /// (ERR_CANCELLED when stopped before it started).
    virtual StopFlag submit(std::shared_ptr<const Game> game, ai::CpuLimits limits, Done done) = 0;
    /// Stops every search and fails every queued one; later submits fail at once. Idempotent.
    virtual void stop() = 0;
};

} // namespace littletable::server
