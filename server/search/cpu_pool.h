// Worker threads for CPU searches, so no search ever runs on an I/O thread. Each job has its own stop flag;
// its completion callback runs on the worker thread (post it to the room's strand from there).
#pragma once

#include <atomic>
#include <condition_variable>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "ai/cpu_player.h"
#include "engine/core/game.h"
#include "server/search/searcher.h"

namespace littletable::server {

/// Picks a move: ai::choose_move's signature. The server is handed one (cli/serve_command.cpp passes
/// ai::choose_move; tests pass their own).
using MoveChooser = std::function<Result<std::string>(const Game&, const ai::CpuLimits&, const std::atomic<bool>*)>;

class CpuPool final : public Searcher {
public:
    /// Starts `threads` (>= 1) workers.
    CpuPool(int threads, MoveChooser chooser);
    /// stop(), then joins the workers.
    ~CpuPool() override;

    /// Queues a search. `done` is called exactly once, on a worker, with the move or an error
    /// (ERR_CANCELLED when stopped before it started).
    StopFlag submit(std::shared_ptr<const Game> game, ai::CpuLimits limits, Done done) override;
    /// Stops every running search and fails every queued one; later submits fail at once. Idempotent.
    void stop() override;
    /// Jobs queued or running.
    size_t busy() const;

private:
    struct Job {
        std::shared_ptr<const Game> game;
        ai::CpuLimits limits;
        StopFlag stop;
        Done done;
    };
    void work();

    MoveChooser chooser;
    mutable std::mutex mutex;
    std::condition_variable wake;
    std::deque<Job> queue;
    std::vector<StopFlag> running;
    size_t active = 0;
    bool stopping = false;
    std::vector<std::thread> threads;
};

} // namespace littletable::server
