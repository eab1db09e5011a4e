// A RoomManager on a real strand and an SQLite database of the test's own, with a stand-in chooser (the first
// legal move) and a wall clock the test moves: for tests of rooms as the server hosts them (leaving memory,
// flags found in storage).
#pragma once

#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/post.hpp>

#include <atomic>
#include <future>
#include <thread>

#include "server/room/room_manager.h"
#include "server/search/cpu_pool.h"
#include "tests/server/room_fixture.h"
#include "tests/server/test_database.h"

namespace littletable::server::testing {

/// A socket that drops what it is sent.
struct DroppingConnection : Connection {
    void send(std::shared_ptr<const std::string>) override {}
    void close() override {}
};

class RoomManagerTest : public ::testing::Test {
protected:
    void SetUp() override {
        thread = std::thread([this] { ioc.run(); });
    }
    void TearDown() override {
        for (auto& host : rooms.all())
            on_strand(host, [](RoomHost& h) { h.stop(); }); // its clock's wait ends now
        work.reset();
        thread.join();
    }
    /// Runs `fn` on the room's strand and waits for it.
    template<class F>
    void on_strand(const std::shared_ptr<RoomHost>& host, F fn) {
        std::promise<void> done;
        boost::asio::post(host->strand(), [&] {
            fn(*host);
            done.set_value();
        });
        done.get_future().wait();
    }
    /// Unloads every idle room with no idle time needed, retrying while a handler that just ran still holds one:
    /// how many left.
    size_t unload_all() {
        size_t n = 0;
        for (int i = 0; i < 100 && rooms.loaded() > 0; ++i) {
            n += rooms.unload_idle(steady_now_ms() + 1, 0);
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        return n;
    }

    std::shared_ptr<DroppingConnection> conn = std::make_shared<DroppingConnection>();
    boost::asio::io_context ioc;
    std::optional<boost::asio::executor_work_guard<boost::asio::io_context::executor_type>> work{ioc.get_executor()};
    std::thread thread;
    TestDatabase database{"sqlite"};
    std::unique_ptr<Database> db = database.open();
    CpuPool pool{1, [](const Game& g, const ai::CpuLimits&, const std::atomic<bool>*) -> Result<std::string> {
                     return g.legal_moves().at(0).text;
                 }};
    std::atomic<UnixMillis> wallNow{1'780'000'000'000};
    RoomManager rooms{ioc.get_executor(), *db, pool, nullptr, [this] { return wallNow.load(); }};
};

} // namespace littletable::server::testing
