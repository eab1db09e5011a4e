#include "server/search/search_worker.h"

#include <spdlog/spdlog.h>

#include "server/common/wall_clock.h"

#include <cstdlib>

#include "server/search/search_job.h"

namespace littletable::server {

namespace {

/// The (stream id, "job" field) entries of an XREADGROUP or XCLAIM reply's entry list.
std::vector<std::pair<std::string, std::string>> entries(const redis::Value& list) {
    std::vector<std::pair<std::string, std::string>> out;
    for (const redis::Value& e : list.elements) {
        if (e.elements.size() != 2)
            continue;
        std::string job;
        const auto& fields = e.elements[1].elements;
        for (size_t i = 0; i + 1 < fields.size(); i += 2)
            if (fields[i].str == "job")
                job = fields[i + 1].str;
        out.emplace_back(e.elements[0].str, std::move(job));
    }
    return out;
}

} // namespace

Result<std::unique_ptr<SearchWorker>> SearchWorker::start(SearchWorkerOptions options, MoveChooser chooser) {
    auto redis = redis::Client::connect(options.redis);
    if (!redis)
        return redis.error();
    // From the stream's start: jobs queued before the first worker came are served (stale ones are dropped).
    auto group = redis.value()->command({"XGROUP", "CREATE", options.keys.jobs(), SearchKeys::GROUP, "0", "MKSTREAM"});
    if (!group && group.error().message.find("BUSYGROUP") == std::string::npos)
        return group.error();
    std::unique_ptr<SearchWorker> w(new SearchWorker(std::move(options), std::move(chooser)));
    w->threads.emplace_back([p = w.get()] { p->heartbeat_loop(); });
    for (int i = 0; i < std::max(1, w->options.threads); ++i)
        w->threads.emplace_back([p = w.get(), i] { p->work_loop(i); });
    return w;
}

SearchWorker::~SearchWorker() {
    stop();
    for (std::thread& t : threads)
        t.join();
}

void SearchWorker::stop() { stopping = true; }

SearchWorker::Stats SearchWorker::stats() const { return {answered.load(), claimed.load(), dropped.load()}; }

void SearchWorker::heartbeat_loop() {
    std::unique_ptr<redis::Client> redis;
    while (!stopping) {
        if (!redis || !redis->ok()) {
            auto c = redis::Client::connect(options.redis);
            redis = c ? std::move(c).value() : nullptr;
        }
        if (redis) {
            std::vector<std::string> add{"ZADD", options.keys.workers()};
            for (int i = 0; i < std::max(1, options.threads); ++i) {
                add.push_back(std::to_string(unix_ms()));
                add.push_back(consumer(i));
            }
            (void)redis->command(add);
            // Names not heard of for a minute are gone for good.
            (void)redis->command(
                {"ZREMRANGEBYSCORE", options.keys.workers(), "-inf", std::to_string(unix_ms() - 60'000)});
        }
        for (auto waited = std::chrono::milliseconds(0); waited < options.heartbeat && !stopping;
             waited += std::chrono::milliseconds(50))
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    if (redis) { // leaving: nobody waits for a dead worker's heartbeat to run out
        std::vector<std::string> rem{"ZREM", options.keys.workers()};
        for (int i = 0; i < std::max(1, options.threads); ++i)
            rem.push_back(consumer(i));
        (void)redis->command(rem);
    }
}

std::optional<std::pair<std::string, std::string>> SearchWorker::claim(redis::Client& redis, const std::string& me) {
    const std::string idle = std::to_string(options.deadAfter.count());
    auto pendingJobs =
        redis.command({"XPENDING", options.keys.jobs(), SearchKeys::GROUP, "IDLE", idle, "-", "+", "10"});
    if (!pendingJobs)
        return std::nullopt;
    for (const redis::Value& p : pendingJobs.value().elements) {
        if (p.elements.size() < 2)
            continue;
        const std::string& owner = p.elements[1].str;
        auto beat = redis.command({"ZSCORE", options.keys.workers(), owner});
        if (beat && !beat.value().nil() &&
            std::strtod(beat.value().str.c_str(), nullptr) >= double(unix_ms() - options.deadAfter.count()))
            continue; // alive: a long search
        auto got = redis.command({"XCLAIM", options.keys.jobs(), SearchKeys::GROUP, me, idle, p.elements[0].str});
        if (!got)
            continue;
        auto list = entries(got.value());
        if (list.empty())
            continue; // another worker was quicker
        spdlog::info("search worker {}: took over job {} of {}, whose worker is gone", me, list[0].first, owner);
        ++claimed;
        return list[0];
    }
    return std::nullopt;
}

void SearchWorker::work_loop(int index) {
    const std::string me = consumer(index);
    std::unique_ptr<redis::Client> redis;
    auto nextClaim = std::chrono::steady_clock::time_point{};
    while (!stopping) {
        if (!redis || !redis->ok()) {
            auto c = redis::Client::connect(options.redis);
            if (!c) {
                spdlog::warn("search worker {}: {}", me, c.error().message);
                std::this_thread::sleep_for(std::chrono::seconds(1));
                continue;
            }
            redis = std::move(c).value();
        }
        // Jobs of dead workers, looked for every half of the time it takes to count as dead, not before each read.
        if (const auto now = std::chrono::steady_clock::now(); now >= nextClaim) {
            nextClaim = now + options.deadAfter / 2;
            if (auto job = claim(*redis, me)) {
                run(*redis, job->first, job->second);
                continue;
            }
        }
        auto read = redis->command({"XREADGROUP", "GROUP", SearchKeys::GROUP, me, "COUNT", "1", "BLOCK", "500",
                                    "STREAMS", options.keys.jobs(), ">"});
        if (!read || read.value().nil())
            continue;
        for (const redis::Value& stream : read.value().elements)
            if (stream.elements.size() == 2)
                for (const auto& [entry, text] : entries(stream.elements[1]))
                    run(*redis, entry, text);
    }
}

void SearchWorker::run(redis::Client& redis, const std::string& entry, const std::string& text) {
    auto acknowledge = [&] {
        (void)redis.command({"XACK", options.keys.jobs(), SearchKeys::GROUP, entry});
        (void)redis.command({"XDEL", options.keys.jobs(), entry});
    };
    auto job = parse_job(text, options.keys.answers_prefix());
    if (!job) {
        spdlog::warn("search worker: job {} dropped: {}", entry, job.error().message);
        ++dropped;
        return acknowledge();
    }
    if (job.value().deadlineMs < unix_ms()) {
        ++dropped; // nobody waits for it any more
        return acknowledge();
    }
    SearchAnswer answer{job.value().id, std::nullopt, {}};
    auto game = rebuild(job.value());
    if (!game) {
        answer.error = game.error().message;
    } else {
        std::atomic<bool> stop{false};
        auto move = chooser(*game.value(), job.value().limits, &stop);
        if (move)
            answer.move = move.value();
        else
            answer.error = move.error().message;
    }
    ++answered; // counted before the node can see the answer
    (void)redis.command({"RPUSH", job.value().replyTo, to_text(answer)});
    (void)redis.command({"PEXPIRE", job.value().replyTo, "60000"});
    acknowledge();
}

} // namespace littletable::server
