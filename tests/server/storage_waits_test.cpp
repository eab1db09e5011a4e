// No storage call waits on an I/O thread: with one I/O thread, a room whose move waits on a PostgreSQL row lock
// another connection holds, and an API call that waits on one, leave every other room and request served. The
// waiting move is still acknowledged once stored.
#include <future>

#include "tests/server/server_fixture.h"
#include "tests/server/test_database.h"

namespace littletable::server::testing {
namespace {

class StorageWaits : public ServerHttp {
protected:
    void SetUp() override {
        ServerHttp::SetUp();
        if (storage_backends().size() < 2)
            GTEST_SKIP() << "no PostgreSQL server (LITTLETABLE_TEST_POSTGRES)";
        database = std::make_unique<TestDatabase>("postgresql");
        application = TestDatabase::unique_application();
        stop_server();
        options.ioThreads = 1;
        start_server(database->named(application));
    }

    /// A new room of two humans, both seated: its id, and its players' sockets.
    struct TwoPlayers {
        std::string id;
        std::unique_ptr<Client> white, black;
    };
    TwoPlayers seated_room() {
        auto created =
            request(http::verb::post, "/api/rooms", R"({"game":"chess","seats":[{"kind":"human"},{"kind":"human"}]})");
        EXPECT_EQ(created.result(), http::status::ok) << created.body();
        const json room = json::parse(created.body());
        TwoPlayers out{room["room"], nullptr, nullptr};
        out.white = std::make_unique<Client>(ioc, server->port(), out.id);
        out.white->send({{"t", "hello"}, {"d", {{"secret", room["secret"]}}}});
        out.white->read_until("snapshot");
        out.black = std::make_unique<Client>(ioc, server->port(), out.id);
        out.black->send({{"t", "hello"}, {"d", json::object()}});
        out.black->read_until("snapshot");
        out.black->send({{"t", "sit"}, {"d", json::object()}});
        out.black->read_until("seated");
        return out;
    }

    std::unique_ptr<TestDatabase> database;
    std::string application; ///< the name of the server's connections
};

TEST_F(StorageWaits, AMoveWaitingOnALockHoldsUpNoOtherRoom) {
    TwoPlayers waiting = seated_room();
    TwoPlayers other = seated_room();
    pqxx::connection locker(database->location);
    pqxx::work hold(locker);
    hold.exec_params("SELECT 1 FROM games WHERE room = $1 FOR UPDATE", waiting.id);
    waiting.white->send({{"t", "move"}, {"d", {{"u", "e2e4"}, {"a", 1}}}});
    ASSERT_TRUE(database->waits_on_lock(application)) << "the move waits for its games row";

    other.white->send({{"t", "move"}, {"d", {{"u", "d2d4"}, {"a", 1}}}});
    EXPECT_EQ(other.white->read_until("ack")["d"]["a"], 1) << "another room's move is stored and acknowledged";
    EXPECT_EQ(other.black->read_until("move")["d"]["move"]["u"], "d2d4");
    EXPECT_EQ(request(http::verb::get, "/api/rooms/" + other.id).result(), http::status::ok);

    hold.commit();
    EXPECT_EQ(waiting.white->read_until("ack")["d"]["a"], 1) << "acknowledged once stored";
    EXPECT_EQ(waiting.black->read_until("move")["d"]["move"]["u"], "e2e4");
}

TEST_F(StorageWaits, AnApiCallWaitingOnALockHoldsUpNoOtherRequest) {
    auto made = request(http::verb::post, "/api/players", R"({"name":"Anna"})");
    ASSERT_EQ(made.result(), http::status::ok) << made.body();
    const std::string setCookie(made[http::field::set_cookie]);
    const std::string cookie = setCookie.substr(0, setCookie.find(';'));

    std::future<http::response<http::string_body>> deleting; // before the lock: on an early return, it goes first
    pqxx::connection locker(database->location);
    pqxx::work hold(locker);
    hold.exec("SELECT 1 FROM players WHERE name = 'Anna' FOR UPDATE");
    deleting = std::async(std::launch::async, [&] {
        return request(http::verb::delete_, "/api/me", R"({"name":"Anna"})", {{http::field::cookie, cookie}});
    });
    ASSERT_TRUE(database->waits_on_lock(application)) << "deleting the player waits for its row";

    EXPECT_EQ(request(http::verb::get, "/api/games").result(), http::status::ok);
    EXPECT_EQ(request(http::verb::get, "/api/leaderboard/chess").result(), http::status::ok);

    hold.commit();
    EXPECT_EQ(deleting.get().result(), http::status::ok);
    EXPECT_EQ(request(http::verb::get, "/api/players/Anna").result(), http::status::not_found);
}

} // namespace
} // namespace littletable::server::testing
