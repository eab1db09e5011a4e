// The node's side of the search queue: a room's search goes to `littletable worker` processes as a job on a
// Redis stream, and its answer comes back on the node's own list. The node searches itself (on `local`) when no
// worker has been alive for the last few seconds, when Redis fails, when a worker answers with an error, or
// when no answer came in time (a worker that died is replaced by another, which claims its job: the node only
// steps in after that had its chance). Whatever happens, `done` is called once.
#pragma once

#include <chrono>
#include <condition_variable>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

#include "server/redis/redis_client.h"
#include "server/search/search_job.h"
#include "server/search/search_keys.h"
#include "server/search/searcher.h"

namespace littletable::server {

struct RemoteSearchOptions {
    redis::Address redis;
    std::string node; ///< this node's name, unique among the nodes
    SearchKeys keys;
    std::chrono::milliseconds workerAlive{3000}; ///< a worker whose heartbeat is older counts as gone
    /// How long a job without a time limit may take before the node searches itself.
    std::chrono::milliseconds untimedBudget{5000};
};

class RemoteSearcher final : public Searcher {
public:
    /// Connects to Redis now. Errors: ERR_REDIS.
    static Result<std::unique_ptr<RemoteSearcher>> start(RemoteSearchOptions options, Searcher& local);
    ~RemoteSearcher() override;

    StopFlag submit(std::shared_ptr<const Game> game, ai::CpuLimits limits, Done done) override;
    void stop() override;

    struct Stats {
        uint64_t remote = 0; ///< answered by a worker
        uint64_t local = 0; ///< searched here
    };
    Stats stats() const;

private:
    struct Pending {
        std::shared_ptr<const Game> game;
        ai::CpuLimits limits;
        StopFlag stop;
        Done done;
        std::chrono::steady_clock::time_point waitUntil;
    };
    RemoteSearcher(RemoteSearchOptions options, Searcher& local);
    void send_loop();
    void answer_loop();
    /// Sends one job; false when it must be searched here.
    bool send(redis::Client& redis, const std::string& id, const Pending& p);
    /// Takes the pending search `id` out and searches it here.
    void search_here(const std::string& id);
    /// Fails or finishes searches whose wait is over or that were stopped.
    void expire();
    /// A client for a loop's thread, connected again after a failure (at most once a second).
    redis::Client* client(std::unique_ptr<redis::Client>& c, std::chrono::steady_clock::time_point& lastTry);

    RemoteSearchOptions options;
    Searcher& local;
    mutable std::mutex mutex;
    std::condition_variable wake;
    std::deque<std::string> outbox; ///< ids of pending searches to send
    std::map<std::string, Pending> pending;
    uint64_t nextId = 0;
    bool stopping = false;
    Stats stats_;
    std::thread sender;
    std::thread receiver;
};

} // namespace littletable::server
