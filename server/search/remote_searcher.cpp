#include "server/search/remote_searcher.h"

#include <spdlog/spdlog.h>

#include "server/common/wall_clock.h"

namespace littletable::server {

namespace {

using Clock = std::chrono::steady_clock;

} // namespace

RemoteSearcher::RemoteSearcher(RemoteSearchOptions o, Searcher& local_) : options(std::move(o)), local(local_) {}

Result<std::unique_ptr<RemoteSearcher>> RemoteSearcher::start(RemoteSearchOptions options, Searcher& local) {
    auto probe = redis::Client::connect(options.redis);
    if (!probe)
        return probe.error();
    std::unique_ptr<RemoteSearcher> s(new RemoteSearcher(std::move(options), local));
    s->sender = std::thread([p = s.get()] { p->send_loop(); });
    s->receiver = std::thread([p = s.get()] { p->answer_loop(); });
    return s;
}

RemoteSearcher::~RemoteSearcher() {
    stop();
    if (sender.joinable())
        sender.join();
    if (receiver.joinable())
        receiver.join();
}

Searcher::StopFlag RemoteSearcher::submit(std::shared_ptr<const Game> game, ai::CpuLimits limits, Done done) {
    auto flag = std::make_shared<std::atomic<bool>>(false);
    {
        std::lock_guard lock(mutex);
        if (!stopping) {
            // A worker that dies may leave its job to another, which starts it again: twice the time, and the
            // few seconds that pass before it counts as dead.
            const auto budget =
                limits.maxTimeMs > 0 ? std::chrono::milliseconds(limits.maxTimeMs) : options.untimedBudget;
            const std::string id = options.node + ":" + std::to_string(++nextId);
            pending[id] = {std::move(game), limits, flag, std::move(done),
                           Clock::now() + 2 * budget + options.workerAlive + std::chrono::seconds(1)};
            outbox.push_back(id);
            wake.notify_all();
            return flag;
        }
    }
    done(make_error("ERR_CANCELLED", "the server is stopping"));
    return flag;
}

void RemoteSearcher::stop() {
    std::map<std::string, Pending> failed;
    {
        std::lock_guard lock(mutex);
        stopping = true;
        failed.swap(pending);
        outbox.clear();
        wake.notify_all();
    }
    for (auto& [id, p] : failed)
        p.done(make_error("ERR_CANCELLED", "the server is stopping"));
}

RemoteSearcher::Stats RemoteSearcher::stats() const {
    std::lock_guard lock(mutex);
    return stats_;
}

redis::Client* RemoteSearcher::client(std::unique_ptr<redis::Client>& c, Clock::time_point& lastTry) {
    if (c && c->ok())
        return c.get();
    c.reset();
    if (Clock::now() - lastTry < std::chrono::seconds(1))
        return nullptr;
    lastTry = Clock::now();
    auto connected = redis::Client::connect(options.redis);
    if (!connected) {
        spdlog::warn("search queue: {}; searching here", connected.error().message);
        return nullptr;
    }
    c = std::move(connected).value();
    return c.get();
}

void RemoteSearcher::send_loop() {
    std::unique_ptr<redis::Client> redis;
    Clock::time_point lastTry{};
    for (;;) {
        std::string id;
        Pending copy;
        {
            std::unique_lock lock(mutex);
            wake.wait(lock, [&] { return stopping || !outbox.empty(); });
            if (stopping)
                return;
            id = std::move(outbox.front());
            outbox.pop_front();
            auto it = pending.find(id);
            if (it == pending.end())
                continue;
            copy = {it->second.game, it->second.limits, it->second.stop, nullptr, it->second.waitUntil};
        }
        redis::Client* c = client(redis, lastTry);
        if (!c || !send(*c, id, copy))
            search_here(id);
    }
}

bool RemoteSearcher::send(redis::Client& redis, const std::string& id, const Pending& p) {
    const int64_t now = unix_ms();
    auto alive =
        redis.command({"ZCOUNT", options.keys.workers(), std::to_string(now - options.workerAlive.count()), "+inf"});
    if (!alive || alive.value().integer == 0)
        return false;
    SearchJob job = job_of(*p.game, p.limits);
    job.id = id;
    job.replyTo = options.keys.answers(options.node);
    job.deadlineMs = now + std::chrono::duration_cast<std::chrono::milliseconds>(p.waitUntil - Clock::now()).count();
    auto added = redis.command({"XADD", options.keys.jobs(), "MAXLEN", "~", "10000", "*", "job", to_text(job)});
    if (!added) {
        spdlog::warn("search queue: {}; searching here", added.error().message);
        return false;
    }
    return true;
}

void RemoteSearcher::search_here(const std::string& id) {
    Pending p;
    {
        std::lock_guard lock(mutex);
        auto it = pending.find(id);
        if (it == pending.end())
            return; // answered meanwhile
        p = std::move(it->second);
        pending.erase(it);
        ++stats_.local;
    }
    // The local search's own stop flag follows the room's.
    auto flag = local.submit(std::move(p.game), p.limits, std::move(p.done));
    if (p.stop->load())
        flag->store(true);
}

void RemoteSearcher::expire() {
    std::vector<std::string> late;
    std::vector<Done> cancelled;
    {
        std::lock_guard lock(mutex);
        const auto now = Clock::now();
        for (auto it = pending.begin(); it != pending.end();) {
            if (it->second.stop->load()) {
                cancelled.push_back(std::move(it->second.done));
                it = pending.erase(it);
                continue;
            }
            if (now >= it->second.waitUntil)
                late.push_back(it->first);
            ++it;
        }
    }
    for (Done& d : cancelled)
        d(make_error("ERR_CANCELLED", "search stopped"));
    for (const std::string& id : late) {
        spdlog::warn("search {}: no worker answered in time; searching here", id);
        search_here(id);
    }
}

void RemoteSearcher::answer_loop() {
    std::unique_ptr<redis::Client> redis;
    Clock::time_point lastTry{};
    const std::string list = options.keys.answers(options.node);
    for (;;) {
        {
            std::lock_guard lock(mutex);
            if (stopping)
                return;
        }
        expire();
        redis::Client* c = client(redis, lastTry);
        if (!c) {
            std::this_thread::sleep_for(std::chrono::milliseconds(200));
            continue;
        }
        auto popped = c->command({"BLPOP", list, "1"});
        if (!popped || popped.value().nil() || popped.value().elements.size() != 2)
            continue;
        auto answer = parse_answer(popped.value().elements[1].str);
        if (!answer) {
            spdlog::warn("search queue: an answer ignored: {}", answer.error().message);
            continue;
        }
        Pending p;
        {
            std::lock_guard lock(mutex);
            auto it = pending.find(answer.value().id);
            if (it == pending.end())
                continue; // answered already, searched here, or never ours
            if (!answer.value().move) {
                spdlog::warn("search {}: the worker failed ({}); searching here", answer.value().id,
                             answer.value().error);
            } else {
                p = std::move(it->second);
                pending.erase(it);
                ++stats_.remote;
            }
        }
        if (!answer.value().move)
            search_here(answer.value().id);
        else
            p.done(*answer.value().move);
    }
}

} // namespace littletable::server
