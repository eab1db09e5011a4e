// Two nodes sharing rooms through PostgreSQL and Redis: a socket on the node that does not own the room plays
// through it; when the owner stops, the room moves to the other node with every move, none twice. Needs
// LITTLETABLE_TEST_POSTGRES and LITTLETABLE_TEST_REDIS (scripts/test.sh starts both).
#include <cstdlib>

#include "tests/server/server_fixture.h"
#include "tests/server/test_database.h"

namespace littletable::server::testing {
namespace {

class ClusterServer : public ServerHttp {
protected:
    void SetUp() override {
        const char* redis = std::getenv("LITTLETABLE_TEST_REDIS");
        const char* postgres = std::getenv("LITTLETABLE_TEST_POSTGRES");
        if (!redis || !*redis || !postgres || !*postgres)
            GTEST_SKIP()
                << "LITTLETABLE_TEST_POSTGRES and LITTLETABLE_TEST_REDIS are not set (scripts/test.sh sets them)";
        database = std::make_unique<TestDatabase>("postgresql");
        ServerHttp::SetUp(); // node A, stopped at once: started again below with the cluster's options
        stop_server();
        options.redisUrl = redis;
        options.clusterSecret = "a secret of the test's cluster";
        start_server(database->location);
        b = start_node();
    }
    void TearDown() override {
        if (b) {
            b->stop();
            if (bThread.joinable())
                bThread.join();
            b.reset();
        }
        if (server)
            ServerHttp::TearDown();
    }
    std::unique_ptr<Server> start_node() {
        auto node = std::make_unique<Server>(test_options(database->location));
        auto started = node->start();
        EXPECT_TRUE(started.ok()) << started.error().message;
        bThread = std::thread([n = node.get()] { n->run(); });
        return node;
    }
    /// Reads until the socket closes (within 100 frames); whether it closed.
    static bool closes(Client& c) {
        try {
            for (int i = 0; i < 100; ++i)
                c.read();
        } catch (const std::exception&) {
            return true;
        }
        return false;
    }

    std::unique_ptr<TestDatabase> database;
    std::unique_ptr<Server> b;
    std::thread bThread;
};

TEST_F(ClusterServer, ASocketOnAnotherNodePlaysAndTheRoomMovesWhenItsOwnerStops) {
    auto created =
        request(http::verb::post, "/api/rooms", R"({"game":"chess","seats":[{"kind":"human"},{"kind":"human"}]})");
    ASSERT_EQ(created.result(), http::status::ok);
    json room = json::parse(created.body());
    const std::string id = room["room"];
    std::string blackSecret;
    int64_t v = 0;
    {
        Client white(ioc, server->port(), id); // at the owner, A
        white.send({{"t", "hello"}, {"d", {{"secret", room["secret"]}}}});
        white.read_until("snapshot");
        Client black(ioc, b->port(), id); // at B, relayed to A
        black.send({{"t", "hello"}, {"d", json::object()}});
        EXPECT_EQ(black.read_until("snapshot")["d"]["state"]["history"].size(), 0u);
        black.send({{"t", "sit"}, {"d", json::object()}});
        json seated = black.read_until("seated");
        EXPECT_EQ(seated["d"]["seat"], 1);
        blackSecret = seated["d"]["secret"];
        white.send({{"t", "move"}, {"d", {{"u", "e2e4"}, {"a", 1}}}});
        EXPECT_EQ(black.read_until("move")["d"]["move"]["u"], "e2e4");
        black.send({{"t", "move"}, {"d", {{"u", "e7e5"}, {"a", 1}}}});
        EXPECT_EQ(black.read_until("ack")["d"]["a"], 1);
        v = white.read_until("move")["d"]["v"];
        // B answers for a room A plays from storage.
        auto info = request_at(b->port(), http::verb::get, "/api/rooms/" + id);
        ASSERT_EQ(info.result(), http::status::ok) << info.body();
        EXPECT_EQ(json::parse(info.body())["status"], "playing");

        server->stop(); // A stops: its sockets close, its leases are given back
        EXPECT_TRUE(closes(white));
        EXPECT_TRUE(closes(black)) << "B closes a socket whose room's owner went";
        stop_server();
    }
    // Both players come back through B, which now owns the room, rebuilt from storage.
    Client black(ioc, b->port(), id);
    black.send({{"t", "hello"}, {"d", {{"secret", blackSecret}, {"v", v}}}});
    EXPECT_EQ(black.read_until("seated")["d"]["seat"], 1);
    json snapshot = black.read_until("snapshot")["d"];
    ASSERT_EQ(snapshot["state"]["history"].size(), 2u);
    Client white(ioc, b->port(), id);
    white.send({{"t", "hello"}, {"d", {{"secret", room["secret"]}}}});
    white.read_until("snapshot");
    white.send({{"t", "move"}, {"d", {{"u", "e2e4"}, {"a", 1}}}}); // a retried move: acknowledged, not played again
    EXPECT_EQ(white.read_until("ack")["d"]["a"], 1);
    white.send({{"t", "move"}, {"d", {{"u", "g1f3"}, {"a", 2}}}});
    EXPECT_EQ(black.read_until("move")["d"]["move"]["u"], "g1f3");
    EXPECT_EQ(database->count("SELECT COUNT(*) FROM moves WHERE room = '" + id + "'"), 3);
}

// A signed-in player's phone on the node that does not own the room: the player travels with the socket, so it
// sits in the player's seat without the secret and moves; the device at the owner sees the move, and the other
// node lists the game from storage.
TEST_F(ClusterServer, APlayersSecondDeviceOnAnotherNodeGetsTheSeat) {
    auto made = request(http::verb::post, "/api/players", R"({"name":"Ann"})");
    ASSERT_EQ(made.result(), http::status::ok) << made.body();
    const std::string setCookie(made[http::field::set_cookie]);
    const std::string ann = setCookie.substr(0, setCookie.find(';'));
    auto created =
        request(http::verb::post, "/api/rooms", R"({"game":"chess","seats":[{"kind":"human"},{"kind":"human"}]})",
                {{http::field::cookie, ann}});
    ASSERT_EQ(created.result(), http::status::ok) << created.body();
    const json room = json::parse(created.body());
    const std::string id = room["room"];
    Client laptop(ioc, server->port(), id, ann); // at the owner, A
    laptop.send({{"t", "hello"}, {"d", {{"secret", room["secret"]}}}});
    laptop.read_until("snapshot");
    Client phone(ioc, b->port(), id, ann); // at B, relayed to A
    phone.send({{"t", "hello"}, {"d", json::object()}});
    const json seated = phone.read_until("seated")["d"];
    EXPECT_EQ(seated["seat"], 0);
    EXPECT_TRUE(seated["secret"].is_null());
    EXPECT_EQ(phone.read_until("snapshot")["d"]["you"]["seat"], 0);
    phone.send({{"t", "move"}, {"d", {{"u", "e2e4"}, {"a", 1}}}});
    EXPECT_EQ(phone.read_until("ack")["d"]["a"], 1);
    EXPECT_EQ(laptop.read_until("move")["d"]["move"]["u"], "e2e4");
    auto games = request_at(b->port(), http::verb::get, "/api/my-games", "", {{http::field::cookie, ann}});
    ASSERT_EQ(games.result(), http::status::ok) << games.body();
    const json listed = json::parse(games.body())["games"];
    ASSERT_EQ(listed.size(), 1u);
    EXPECT_EQ(listed[0]["room"], id);
    EXPECT_EQ(listed[0]["toMove"], 1);
    EXPECT_EQ(listed[0]["yourTurn"], false);
}

} // namespace
} // namespace littletable::server::testing
