// The search queue over Redis: a worker answers a node's search; a node with no worker alive searches itself;
// a job taken by a worker that died is claimed by another; garbled jobs and forged answers change nothing.
// Needs a Redis server: LITTLETABLE_TEST_REDIS (scripts/test.sh starts one with scripts/redis.sh). Each test has
// keys of its own.
#include <gtest/gtest.h>

#include "tests/server/server_fixture.h"
#include "tests/server/test_redis.h"

#include <cstdlib>
#include <future>

#include "engine/core/registry.h"
#include "server/search/cpu_pool.h"
#include "server/search/remote_searcher.h"
#include "server/search/search_job.h"
#include "server/search/search_worker.h"
#include "server/common/secrets.h"

namespace littletable::server {
namespace {

/// The worker plays the first legal move, the node's own pool the last: the answer tells who searched.
Result<std::string> first_move(const Game& g, const ai::CpuLimits&, const std::atomic<bool>*) {
    return g.legal_moves().front().text;
}
Result<std::string> last_move(const Game& g, const ai::CpuLimits&, const std::atomic<bool>*) {
    return g.legal_moves().back().text;
}

TEST(SearchJob, AJobRoundTripsAndBadOnesAreRefused) {
    auto game = create_game("chess").value();
    ASSERT_TRUE(game->play("e2e4").ok());
    SearchJob job = job_of(*game, {3, 1000, 500, 0, 0, 7});
    job.id = "n:1";
    job.replyTo = "lt:search:answers:n";
    job.deadlineMs = 99;
    auto back = parse_job(to_text(job), "lt:search:answers:");
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(back.value().moves, std::vector<std::string>{"e2e4"});
    EXPECT_EQ(back.value().limits.level, 3);
    EXPECT_EQ(back.value().limits.seed, 7u);
    EXPECT_EQ(rebuild(back.value()).value()->fen(), game->fen());

    for (const char* bad : {"", "[]", "{}", R"({"id":"n:1"})", "not json"})
        EXPECT_EQ(parse_job(bad, "lt:search:answers:").error().code, "ERR_BAD_JOB") << bad;
    job.replyTo = "lt:sessions"; // a forged job must not make a worker write elsewhere
    EXPECT_EQ(parse_job(to_text(job), "lt:search:answers:").error().code, "ERR_BAD_JOB");
    job.replyTo = "lt:search:answers:n";
    job.moves = {"e2e4", "e2e4"};
    EXPECT_FALSE(rebuild(parse_job(to_text(job), "lt:search:answers:").value()).ok()) << "an illegal move";
    EXPECT_EQ(parse_answer(R"({"id":"x"})").error().code, "ERR_BAD_JOB");
}

TEST(SearchQueueSetup, AnUnreachableRedisIsAClearError) {
    EXPECT_EQ(redis::parse_url("http://x").error().code, "ERR_REDIS");
    EXPECT_EQ(redis::parse_url("redis://h:99999").error().code, "ERR_REDIS");
    auto a = redis::parse_url("redis://:pw@10.1.2.3:7000/2").value();
    EXPECT_EQ(a.host, "10.1.2.3");
    EXPECT_EQ(a.port, 7000);
    EXPECT_EQ(a.password, "pw");
    EXPECT_EQ(a.db, 2);
    CpuPool pool(1, last_move);
    auto s = RemoteSearcher::start({redis::parse_url("redis://:pw@127.0.0.1:1").value(), "n", {}}, pool);
    ASSERT_FALSE(s.ok());
    EXPECT_EQ(s.error().code, "ERR_REDIS");
    EXPECT_NE(s.error().message.find("cannot reach Redis at 127.0.0.1:1"), std::string::npos) << s.error().message;
}

class SearchQueue : public ::testing::Test {
protected:
    void SetUp() override {
        auto test = testing::test_redis();
        if (!test)
            GTEST_SKIP() << "LITTLETABLE_TEST_REDIS is not set (scripts/test.sh sets it)";
        address = *test;
        keys.prefix = testing::test_key_prefix();
        redis = std::move(redis::Client::connect(address)).value();
    }
    void TearDown() override {
        if (!redis)
            return;
        auto found = redis->command({"KEYS", keys.prefix + "*"});
        if (found)
            for (const auto& k : found.value().elements)
                (void)redis->command({"DEL", k.str});
    }
    std::unique_ptr<SearchWorker> worker(const std::string& name,
                                         std::chrono::milliseconds deadAfter = std::chrono::milliseconds(3000)) {
        SearchWorkerOptions o{address, name, 1, keys, std::chrono::milliseconds(100), deadAfter};
        auto w = SearchWorker::start(o, first_move);
        EXPECT_TRUE(w.ok()) << (w.ok() ? "" : w.error().message);
        return std::move(w).value();
    }
    std::unique_ptr<RemoteSearcher> node(CpuPool& pool) {
        RemoteSearchOptions o{address, "node1", keys, std::chrono::milliseconds(1000), std::chrono::milliseconds(2000)};
        return std::move(RemoteSearcher::start(o, pool)).value();
    }
    /// The move `searcher` answers for the start position after `moves`.
    std::string search(Searcher& searcher, const std::vector<std::string>& moves = {}) {
        std::shared_ptr<Game> game = create_game("chess").value();
        for (const std::string& m : moves)
            game->play(m);
        std::promise<Result<std::string>> answer;
        searcher.submit(game, {1, 0, 0, 0, 0, 1}, [&](Result<std::string> r) { answer.set_value(std::move(r)); });
        auto future = answer.get_future();
        if (future.wait_for(std::chrono::seconds(15)) != std::future_status::ready)
            return "no answer";
        auto r = future.get();
        return r ? r.value() : r.error().message;
    }
    /// Waits until the workers set holds `n` live names.
    void wait_for_workers(size_t n) {
        for (int i = 0; i < 100; ++i) {
            auto live = redis->command({"ZCARD", keys.workers()});
            if (live && size_t(live.value().integer) >= n)
                return;
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
        }
    }

    redis::Address address;
    SearchKeys keys;
    std::unique_ptr<redis::Client> redis;
    const std::string first = create_game("chess").value()->legal_moves().front().text;
    const std::string last = create_game("chess").value()->legal_moves().back().text;
};

TEST_F(SearchQueue, AWorkerAnswersTheNodesSearch) {
    CpuPool pool(1, last_move);
    auto w = worker("w1");
    wait_for_workers(1);
    auto n = node(pool);
    EXPECT_EQ(search(*n), first);
    EXPECT_EQ(n->stats().remote, 1u);
    EXPECT_EQ(w->stats().answered, 1u);
}

TEST_F(SearchQueue, WithNoWorkerAliveTheNodeSearchesItself) {
    CpuPool pool(1, last_move);
    auto n = node(pool);
    EXPECT_EQ(search(*n), last);
    EXPECT_EQ(n->stats().local, 1u);
}

TEST_F(SearchQueue, AJobHeldByADeadWorkerIsClaimedByAnother) {
    CpuPool pool(1, last_move);
    // A worker that takes the job and dies: its name had a heartbeat once, then none.
    (void)redis->command({"XGROUP", "CREATE", keys.jobs(), SearchKeys::GROUP, "0", "MKSTREAM"});
    (void)redis->command({"ZADD", keys.workers(), "1", "ghost"});
    auto alive = std::to_string(
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
            .count() +
        60'000);
    (void)redis->command({"ZADD", keys.workers(), alive, "ghost"}); // alive for the node when it sends
    auto n = node(pool);
    std::promise<Result<std::string>> answer;
    n->submit(std::shared_ptr<Game>(create_game("chess").value()), {1, 0, 0, 0, 0, 1},
              [&](Result<std::string> r) { answer.set_value(std::move(r)); });
    redis::Value taken;
    for (int i = 0; i < 100 && taken.elements.empty(); ++i) {
        auto read = redis->command({"XREADGROUP", "GROUP", SearchKeys::GROUP, "ghost", "COUNT", "1", "BLOCK", "100",
                                    "STREAMS", keys.jobs(), ">"});
        if (read && !read.value().nil())
            taken = read.value();
    }
    ASSERT_FALSE(taken.elements.empty()) << "the ghost took the job";
    (void)redis->command({"ZADD", keys.workers(), "1", "ghost"}); // ... and died

    auto w = worker("w2", std::chrono::milliseconds(300));
    auto future = answer.get_future();
    ASSERT_EQ(future.wait_for(std::chrono::seconds(10)), std::future_status::ready);
    EXPECT_EQ(future.get().value(), first) << "answered by the worker that claimed it";
    EXPECT_EQ(w->stats().claimed, 1u);
    EXPECT_EQ(n->stats().remote, 1u);
}

TEST_F(SearchQueue, GarbledJobsAndForgedAnswersChangeNothing) {
    CpuPool pool(1, last_move);
    auto w = worker("w3");
    wait_for_workers(1);
    (void)redis->command({"XADD", keys.jobs(), "*", "job", "{garbage"});
    (void)redis->command({"XADD", keys.jobs(), "*", "nojob", "x"});
    SearchJob elsewhere = job_of(*create_game("chess").value(), {1, 0, 0, 0, 0, 1});
    elsewhere.id = "node1:999";
    elsewhere.replyTo = "lt:sessions";
    (void)redis->command({"XADD", keys.jobs(), "*", "job", to_text(elsewhere)});
    auto n = node(pool);
    (void)redis->command({"RPUSH", keys.answers("node1"), "not json", R"({"id":"node1:77","move":"e2e4"})"});
    auto afterE4 = create_game("chess").value();
    ASSERT_TRUE(afterE4->play("e2e4").ok());
    EXPECT_EQ(search(*n, {"e2e4"}), afterE4->legal_moves().front().text);
    EXPECT_EQ(w->stats().dropped, 3u);
    EXPECT_EQ(w->stats().answered, 1u);
    auto lists = redis->command({"EXISTS", "lt:sessions"});
    EXPECT_EQ(lists.value().integer, 0) << "no answer written outside the answer lists";
}

/// A node started with --redis: its CPU seat's moves come from a worker.
class SearchQueueServer : public testing::ServerHttp {};

TEST_F(SearchQueueServer, ACpuSeatOfANodeIsPlayedByAWorker) {
    const char* url = std::getenv("LITTLETABLE_TEST_REDIS");
    if (!url || !*url)
        GTEST_SKIP() << "LITTLETABLE_TEST_REDIS is not set (scripts/test.sh sets it)";
    SearchWorkerOptions o{redis::parse_url(url).value(),
                          "server-test-" + new_secret().substr(0, 6),
                          1,
                          {},
                          std::chrono::milliseconds(100),
                          std::chrono::milliseconds(3000)};
    auto worker = std::move(SearchWorker::start(o, first_move)).value();
    stop_server();
    options.redisUrl = url;
    start_server(":memory:");
    auto created = request(testing::http::verb::post, "/api/rooms",
                           R"({"game":"chess","seats":[{"kind":"human"},{"kind":"cpu","level":1}]})");
    ASSERT_EQ(created.result(), testing::http::status::ok);
    auto room = testing::json::parse(created.body());
    testing::Client white(ioc, server->port(), room["room"]);
    white.send({{"t", "hello"}, {"d", {{"secret", room["secret"]}}}});
    white.read_until("snapshot");
    white.send({{"t", "move"}, {"d", {{"u", "e2e4"}, {"a", 1}}}});
    white.read_until("move"); // ours
    auto reply = white.read_until("move")["d"];
    auto afterE4 = create_game("chess").value();
    ASSERT_TRUE(afterE4->play("e2e4").ok());
    EXPECT_EQ(reply["move"]["u"], afterE4->legal_moves().front().text);
    EXPECT_GE(worker->stats().answered, 1u);
}

} // namespace
} // namespace littletable::server
