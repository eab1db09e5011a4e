// `littletable worker`: threads that take search jobs from the Redis stream (consumer group "workers"), search
// them with the server's move chooser and push each answer to the node that asked. A heartbeat thread keeps
// every thread's name alive in the workers set; a thread that finds a job held by a worker whose heartbeat
// stopped (a killed process) claims it and searches it again. A garbled job is logged and dropped.
#pragma once

#include <atomic>
#include <chrono>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "server/search/cpu_pool.h"
#include "server/redis/redis_client.h"
#include "server/search/search_keys.h"

namespace littletable::server {

struct SearchWorkerOptions {
    redis::Address redis;
    std::string name; ///< unique among the workers (host and process id by default, cli/worker_command.cpp)
    int threads = 1;
    SearchKeys keys;
    std::chrono::milliseconds heartbeat{1000};
    std::chrono::milliseconds deadAfter{3000}; ///< a worker whose heartbeat is older has its jobs claimed
};

class SearchWorker {
public:
    /// Connects to Redis, creates the consumer group if needed and starts the threads. Errors: ERR_REDIS.
    static Result<std::unique_ptr<SearchWorker>> start(SearchWorkerOptions options, MoveChooser chooser);
    /// stop(), then joins the threads.
    ~SearchWorker();
    /// Ends after the searches running now; thread-safe.
    void stop();

    struct Stats {
        uint64_t answered = 0; ///< jobs searched and answered
        uint64_t claimed = 0; ///< of which taken over from a dead worker
        uint64_t dropped = 0; ///< garbled or stale jobs
    };
    Stats stats() const;

private:
    SearchWorker(SearchWorkerOptions options, MoveChooser chooser)
        : options(std::move(options)), chooser(std::move(chooser)) {}
    void heartbeat_loop();
    void work_loop(int index);
    /// The entry (stream id, job text) of a job claimed from a dead worker, if there is one.
    std::optional<std::pair<std::string, std::string>> claim(redis::Client& redis, const std::string& consumer);
    /// Searches one job and answers it; always acknowledges it.
    void run(redis::Client& redis, const std::string& entry, const std::string& text);
    std::string consumer(int index) const { return options.name + "-" + std::to_string(index); }

    SearchWorkerOptions options;
    MoveChooser chooser;
    std::atomic<bool> stopping{false};
    std::atomic<uint64_t> answered{0}, claimed{0}, dropped{0};
    std::vector<std::thread> threads;
};

} // namespace littletable::server
