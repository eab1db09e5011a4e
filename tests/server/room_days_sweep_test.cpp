// Days-per-move games hold no timer and no memory while nobody is in them, and their flags still fall: the sweep
// (RoomManager::flag_due) finds the deadlines that passed in storage and wakes those rooms, in memory or not.
#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/post.hpp>

#include <future>
#include <thread>

#include "server/room/room_manager.h"
#include "server/search/cpu_pool.h"
#include "tests/server/room_fixture.h"
#include "tests/server/test_database.h"

namespace littletable::server::testing {
namespace {

namespace net = boost::asio;

constexpr int64_t SWEEP_DAY = 86'400'000;

struct MuteConnection : Connection {
    void send(std::shared_ptr<const std::string>) override {}
    void close() override {}
};

class DaysSweep : public ::testing::Test {
protected:
    void SetUp() override {
        thread = std::thread([this] { ioc.run(); });
    }
    void TearDown() override {
        for (auto& host : rooms.all())
            on_strand(host, [](RoomHost& h) { h.stop(); });
        work.reset();
        thread.join();
    }
    template<class F>
    void on_strand(const std::shared_ptr<RoomHost>& host, F fn) {
        std::promise<void> done;
        net::post(host->strand(), [&] {
            fn(*host);
            done.set_value();
        });
        done.get_future().wait();
    }
    /// A two-player days-per-move room where White has played 1. e4 and both players have left: its id.
    std::string game_both_left() {
        protocol::RoomSettings settings;
        settings.daysPerMove = 1;
        auto created = rooms.create(two_humans(settings));
        EXPECT_TRUE(created.ok());
        if (!created.ok())
            return {};
        auto host = rooms.find(created.value().id);
        on_strand(host, [&](RoomHost& h) {
            h.attach(1, conn);
            h.receive(1, protocol::in::Hello{created.value().secret, std::nullopt});
            h.attach(2, conn);
            h.receive(2, protocol::in::Hello{std::nullopt, std::nullopt});
            h.receive(2, protocol::in::Sit{});
            h.receive(1, protocol::in::Move{"e2e4", 1});
            h.detach(1);
            h.detach(2);
        });
        return created.value().id;
    }
    /// The stored game's ending, once the room's strand has stored it (at most a second).
    std::optional<Ending> stored_ending(const std::string& id) {
        for (int i = 0; i < 1000; ++i) {
            auto stored = db->load_room(id);
            if (stored.ok() && stored.value() && stored.value()->current.ending)
                return stored.value()->current.ending;
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        return std::nullopt;
    }
    /// Unloads every idle room, retrying while a handler that just ran still holds one.
    void unload_idle_now() {
        for (int i = 0; i < 100 && rooms.loaded() > 0; ++i) {
            rooms.unload_idle(steady_now_ms() + 1, 0);
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
    }

    std::shared_ptr<MuteConnection> conn = std::make_shared<MuteConnection>();
    net::io_context ioc;
    std::optional<net::executor_work_guard<net::io_context::executor_type>> work{ioc.get_executor()};
    std::thread thread;
    TestDatabase database{"sqlite"};
    std::unique_ptr<Database> db = database.open();
    CpuPool pool{1, [](const Game& g, const ai::CpuLimits&, const std::atomic<bool>*) -> Result<std::string> {
                     return g.legal_moves().at(0).text;
                 }};
    std::atomic<UnixMillis> wallNow{1'780'000'000'000};
    RoomManager rooms{ioc.get_executor(), *db, pool, nullptr, [this] { return wallNow.load(); }};
};

TEST_F(DaysSweep, ADaysGameNobodyIsInLeavesMemoryAndItsFlagFallsAtTheDeadline) {
    const std::string id = game_both_left();
    ASSERT_FALSE(id.empty());
    unload_idle_now();
    EXPECT_EQ(rooms.loaded(), 0u) << "a deadline kept in storage holds no room in memory";
    wallNow += SWEEP_DAY - 1;
    EXPECT_EQ(rooms.flag_due(), 0u) << "not yet";
    EXPECT_EQ(rooms.loaded(), 0u);
    wallNow += 1;
    EXPECT_EQ(rooms.flag_due(), 1u);
    const std::optional<Ending> ending = stored_ending(id);
    ASSERT_TRUE(ending);
    EXPECT_EQ(ending->outcome.termination, Termination::TIME_FORFEIT);
    EXPECT_EQ(ending->outcome.winners, 1u) << "White wins: Black's day ran out";
    EXPECT_EQ(rooms.flag_due(), 0u) << "an ended game is due no more";
}

TEST_F(DaysSweep, ADaysGameStillInMemoryIsWokenToo) {
    const std::string id = game_both_left();
    ASSERT_FALSE(id.empty());
    ASSERT_EQ(rooms.loaded(), 1u);
    wallNow += SWEEP_DAY;
    EXPECT_EQ(rooms.flag_due(), 1u);
    const std::optional<Ending> ending = stored_ending(id);
    ASSERT_TRUE(ending);
    EXPECT_EQ(ending->outcome.winners, 1u);
}

} // namespace
} // namespace littletable::server::testing
