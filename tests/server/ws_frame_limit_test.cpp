// A socket's frame limits over a real WebSocket, with small limits: frames over them get ERR_RATE_LIMITED and
// never reach the room; a socket that keeps going is closed with 1008 (policy); other sockets go on.
#include "tests/server/server_fixture.h"

namespace littletable::server::testing {
namespace {

class ServerFrameLimits : public ServerHttp {
protected:
    void SetUp() override {
        // 3 frames, then one every 1000 s; hellos unlimited (ServerFrameLimits.Hellos sets its own).
        options.frameBurst = 3;
        options.framesPerSecond = 0.001;
        options.hellosPerMinute = 0;
        ServerHttp::SetUp();
    }

    std::string new_room() {
        auto created =
            request(http::verb::post, "/api/rooms", R"({"game":"chess","seats":[{"kind":"human"},{"kind":"human"}]})");
        EXPECT_EQ(created.result(), http::status::ok) << created.body();
        return json::parse(created.body())["room"];
    }

    /// Sends `frame`, then a ping for each answer, until the server closes `c` (at most 5 frames): its close code,
    /// `none` when it stays open.
    static websocket::close_code close_code_after(Client& c, const json& frame) {
        c.send(frame);
        for (int i = 0; i < 5; ++i) {
            beast::error_code ec;
            c.buffer.clear();
            c.ws.read(c.buffer, ec);
            if (ec == websocket::error::closed)
                return websocket::close_code(c.ws.reason().code);
            if (ec) {
                ADD_FAILURE() << ec.message();
                break;
            }
            c.send({{"t", "ping"}, {"d", json::object()}});
        }
        ADD_FAILURE() << "the socket stays open";
        return websocket::close_code::none;
    }
};

const json PING = {{"t", "ping"}, {"d", json::object()}};

TEST_F(ServerFrameLimits, FramesOverTheLimitAreRefusedThenTheSocketIsClosed) {
    const std::string room = new_room();
    Client c(ioc, server->port(), room);
    c.send({{"t", "hello"}, {"d", json::object()}});
    EXPECT_EQ(c.read()["t"], "snapshot");
    for (int i = 0; i < 2; ++i) {
        c.send(PING);
        EXPECT_EQ(c.read()["t"], "pong") << i;
    }
    // Over the burst: refused before the room sees it (a spectator's move would get ERR_NOT_SEATED there).
    c.send(PING);
    EXPECT_EQ(c.read()["d"]["code"], "ERR_RATE_LIMITED");
    c.send({{"t", "move"}, {"d", {{"u", "e2e4"}, {"a", 7}}}});
    const json refused = c.read();
    EXPECT_EQ(refused["d"]["code"], "ERR_RATE_LIMITED");
    EXPECT_EQ(refused["d"]["a"], 7);
    c.send(PING);
    EXPECT_EQ(c.read()["d"]["code"], "ERR_RATE_LIMITED");
    // A whole burst over: closed.
    EXPECT_EQ(close_code_after(c, PING), websocket::close_code::policy_error);

    // Another socket has its own limit.
    Client other(ioc, server->port(), room);
    other.send({{"t", "hello"}, {"d", json::object()}});
    EXPECT_EQ(other.read()["t"], "snapshot");
}

class ServerHelloLimits : public ServerFrameLimits {
protected:
    void SetUp() override {
        options.frameBurst = ServerOptions().frameBurst;
        options.framesPerSecond = ServerOptions().framesPerSecond;
        options.helloBurst = 2;
        options.hellosPerMinute = 0.001;
        ServerHttp::SetUp();
    }
};

TEST_F(ServerHelloLimits, RepeatedHellosAreRefusedWithoutASnapshotThenTheSocketIsClosed) {
    Client c(ioc, server->port(), new_room());
    const json hello = {{"t", "hello"}, {"d", json::object()}};
    for (int i = 0; i < 2; ++i) {
        c.send(hello);
        EXPECT_EQ(c.read()["t"], "snapshot") << i;
    }
    for (int i = 0; i < 2; ++i) {
        c.send(hello);
        EXPECT_EQ(c.read()["d"]["code"], "ERR_RATE_LIMITED") << i;
        c.send(PING); // other frames still pass, and nothing came between
        EXPECT_EQ(c.read()["t"], "pong") << i;
    }
    EXPECT_EQ(close_code_after(c, hello), websocket::close_code::policy_error);
}

} // namespace
} // namespace littletable::server::testing
