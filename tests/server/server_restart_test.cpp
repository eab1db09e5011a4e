// A server stopped right after a move and started again on the same database, on every storage backend: the
// player reclaims the seat and the move is there.
#include "tests/server/server_fixture.h"
#include "tests/server/test_database.h"

namespace littletable::server::testing {
namespace {

class ServerRestart : public ServerHttp, public ::testing::WithParamInterface<std::string> {};

TEST_P(ServerRestart, ARestartedServerResumesTheGameWithNoMoveLost) {
    TestDatabase database(GetParam());
    const std::string db = database.location;
    stop_server();
    start_server(db);
    auto created =
        request(http::verb::post, "/api/rooms", R"({"game":"chess","seats":[{"kind":"human"},{"kind":"human"}]})");
    ASSERT_EQ(created.result(), http::status::ok);
    json room = json::parse(created.body());
    int64_t v = 0;
    {
        Client white(ioc, server->port(), room["room"]);
        white.send({{"t", "hello"}, {"d", {{"secret", room["secret"]}}}});
        white.read_until("snapshot");
        Client black(ioc, server->port(), room["room"]);
        black.send({{"t", "hello"}, {"d", json::object()}});
        black.read_until("snapshot");
        black.send({{"t", "sit"}, {"d", json::object()}});
        black.read_until("seated");
        white.send({{"t", "move"}, {"d", {{"u", "f2f3"}, {"a", 1}}}});
        v = white.read_until("move")["d"]["v"];
        stop_server(); // as if killed right after the move was announced
    }
    start_server(db);
    Client white(ioc, server->port(), room["room"]);
    white.send({{"t", "hello"}, {"d", {{"secret", room["secret"]}, {"v", v}}}});
    EXPECT_EQ(white.read_until("seated")["d"]["seat"], 0);
    json snapshot = white.read_until("snapshot")["d"];
    EXPECT_GT(snapshot["v"], v);
    ASSERT_EQ(snapshot["state"]["history"].size(), 1u);
    EXPECT_EQ(snapshot["state"]["history"][0]["u"], "f2f3");
    EXPECT_EQ(snapshot["state"]["toMove"], 1);
}

INSTANTIATE_TEST_SUITE_P(Backends, ServerRestart, ::testing::ValuesIn(storage_backends()), backend_name);

} // namespace
} // namespace littletable::server::testing
