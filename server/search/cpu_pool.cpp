#include "server/search/cpu_pool.h"

#include <spdlog/spdlog.h>

#include <algorithm>

namespace littletable::server {

CpuPool::CpuPool(int n, MoveChooser chooser_) : chooser(std::move(chooser_)) {
    for (int i = 0; i < std::max(1, n); ++i)
        threads.emplace_back([this] { work(); });
}

CpuPool::~CpuPool() {
    stop();
    for (std::thread& t : threads)
        t.join();
}

CpuPool::StopFlag CpuPool::submit(std::shared_ptr<const Game> game, ai::CpuLimits limits, Done done) {
    auto flag = std::make_shared<std::atomic<bool>>(false);
    {
        std::lock_guard lock(mutex);
        if (!stopping) {
            queue.push_back({std::move(game), limits, flag, std::move(done)});
            wake.notify_one();
            return flag;
        }
    }
    done(make_error("ERR_CANCELLED", "the server is stopping"));
    return flag;
}

void CpuPool::stop() {
    std::deque<Job> dropped;
    {
        std::lock_guard lock(mutex);
        stopping = true;
        dropped.swap(queue);
        for (const StopFlag& f : running)
            f->store(true);
        wake.notify_all();
    }
    for (Job& job : dropped)
        job.done(make_error("ERR_CANCELLED", "the server is stopping"));
}

size_t CpuPool::busy() const {
    std::lock_guard lock(mutex);
    return queue.size() + active;
}

void CpuPool::work() {
    for (;;) {
        Job job;
        {
            std::unique_lock lock(mutex);
            wake.wait(lock, [this] { return stopping || !queue.empty(); });
            if (queue.empty())
                return; // stopping
            job = std::move(queue.front());
            queue.pop_front();
            running.push_back(job.stop);
            ++active;
        }
        Result<std::string> move = make_error("ERR_CANCELLED", "search cancelled");
        if (!job.stop->load()) {
            try {
                move = chooser(*job.game, job.limits, job.stop.get());
            } catch (const std::exception& e) {
                move = make_error("ERR_SEARCH", e.what());
            }
        }
        {
            std::lock_guard lock(mutex);
            running.erase(std::find(running.begin(), running.end(), job.stop));
            --active;
        }
        try {
            job.done(std::move(move));
        } catch (const std::exception& e) {
            spdlog::error("CPU result handler: {}", e.what());
        }
    }
}

} // namespace littletable::server
