// "Your turn" by Web Push over the real server: the VAPID key every start keeps, subscribing (signed in, checked
// endpoints and keys), a notice only for a player with no socket in the room, and a gone subscription forgotten.
#include <mutex>

#include "server/push/base64url.h"
#include "server/push/p256_key.h"
#include "tests/server/server_fixture.h"

namespace littletable::server::testing {
namespace {

/// A push service on 127.0.0.1 that answers every POST with `status` and keeps the requests.
class LocalPushService {
public:
    explicit LocalPushService(int status) : acceptor(io, {net::ip::make_address("127.0.0.1"), 0}) {
        worker = std::thread([this, status] {
            for (;;) {
                tcp::socket socket(io);
                beast::error_code ec;
                acceptor.accept(socket, ec);
                if (ec || stopping)
                    return;
                beast::flat_buffer buffer;
                http::request<http::string_body> req;
                http::read(socket, buffer, req, ec);
                if (ec)
                    continue;
                {
                    std::lock_guard lock(mutex);
                    received.push_back(req);
                }
                http::response<http::empty_body> res{http::status(status), 11};
                res.prepare_payload();
                http::write(socket, res, ec);
            }
        });
    }
    ~LocalPushService() {
        stopping = true;
        tcp::socket wake(io);
        beast::error_code ec;
        wake.connect(acceptor.local_endpoint(), ec);
        worker.join();
    }
    std::string endpoint(const std::string& path) const {
        return "http://127.0.0.1:" + std::to_string(acceptor.local_endpoint().port()) + path;
    }
    /// The requests received so far, after waiting up to 5 s for at least `n`.
    std::vector<http::request<http::string_body>> requests(size_t n) {
        for (int i = 0; i < 100; ++i) {
            {
                std::lock_guard lock(mutex);
                if (received.size() >= n)
                    break;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        }
        std::lock_guard lock(mutex);
        return received;
    }

private:
    net::io_context io;
    tcp::acceptor acceptor;
    std::atomic<bool> stopping{false};
    std::mutex mutex;
    std::vector<http::request<http::string_body>> received;
    std::thread worker;
};

std::string session_of(const http::response<http::string_body>& res) {
    const std::string cookie(res[http::field::set_cookie]);
    return cookie.substr(0, cookie.find(';'));
}

class Push : public ServerHttp {
protected:
    http::response<http::string_body> call(http::verb verb, const std::string& target, const json& body,
                                           const std::string& cookie = "") {
        std::vector<std::pair<http::field, std::string>> h;
        if (!cookie.empty())
            h.emplace_back(http::field::cookie, cookie);
        return request(verb, target, body.dump(), h);
    }
    std::string sign_up(const std::string& name) {
        return session_of(call(http::verb::post, "/api/players", {{"name", name}}));
    }
    /// A browser's subscription: a fresh P-256 key and auth secret.
    static json subscription(const std::string& endpoint) {
        auto key = push::P256Key::generate();
        return {{"endpoint", endpoint},
                {"keys",
                 {{"p256dh", push::base64url(key.value().public_point())},
                  {"auth", push::base64url(std::string(16, '\x07'))}}}};
    }
    /// A room of two human seats made by the signed-in player of `cookie`: its `room` and creator's `secret`.
    json two_seat_room(const std::string& cookie) {
        return json::parse(call(http::verb::post, "/api/rooms",
                                {{"game", "chess"}, {"seats", {{{"kind", "human"}}, {{"kind", "human"}}}}}, cookie)
                               .body());
    }
    /// Says hello and takes the free seat: the seat taken.
    static json sit_down(Client& c) {
        c.send({{"t", "hello"}, {"d", json::object()}});
        c.read_until("snapshot");
        c.send({{"t", "sit"}, {"d", json::object()}});
        return c.read_until("seated")["d"]["seat"];
    }
    void restart_allowing_local_push() {
        stop_server();
        options.pushAllowLocal = true;
        start_server(":memory:");
    }
};

TEST_F(Push, TheVapidKeyIsAPointKeptAcrossRestarts) {
    const std::filesystem::path db = web / "push.db";
    stop_server();
    start_server(db.string());
    const json first = json::parse(request(http::verb::get, "/api/push").body());
    const std::optional<std::string> point = push::from_base64url(first["publicKey"].get<std::string>());
    ASSERT_TRUE(point);
    EXPECT_TRUE(push::P256Key::from_public(*point));
    stop_server();
    start_server(db.string());
    EXPECT_EQ(json::parse(request(http::verb::get, "/api/push").body()), first);
}

TEST_F(Push, SubscribingNeedsASignedInPlayerAndGoodKeys) {
    const json good = subscription("https://push.example.net/send/abc");
    auto anonymous = call(http::verb::post, "/api/push/subscriptions", good);
    EXPECT_EQ(anonymous.result(), http::status::unauthorized);
    EXPECT_EQ(json::parse(anonymous.body())["error"]["code"], "ERR_NOT_SIGNED_IN");

    const std::string anna = sign_up("Anna");
    auto code = [&](const json& body) {
        return json::parse(call(http::verb::post, "/api/push/subscriptions", body, anna).body())["error"]["code"];
    };
    json plainHttp = good;
    plainHttp["endpoint"] = "http://push.example.net/send/abc";
    EXPECT_EQ(code(plainHttp), "ERR_PUSH_ENDPOINT") << "http is for a local test service only";
    json badKey = good;
    badKey["keys"]["p256dh"] = "BAAA";
    EXPECT_EQ(code(badKey), "ERR_PUSH_KEY");
    json badAuth = good;
    badAuth["keys"]["auth"] = "c2hvcnQ";
    EXPECT_EQ(code(badAuth), "ERR_PUSH_KEY");
    EXPECT_EQ(json::parse(request(http::verb::post, "/api/push/subscriptions", "[1,", {{http::field::cookie, anna}})
                              .body())["error"]["code"],
              "ERR_BAD_JSON");

    auto ok = call(http::verb::post, "/api/push/subscriptions", good, anna);
    EXPECT_EQ(ok.result(), http::status::ok) << ok.body();
    auto off = call(http::verb::delete_, "/api/push/subscriptions", {{"endpoint", good["endpoint"]}}, anna);
    EXPECT_EQ(json::parse(off.body()), (json{{"subscribed", false}}));
}

TEST_F(Push, APlayerAwayFromTheRoomIsToldOfTheirTurnOnce) {
    restart_allowing_local_push();
    LocalPushService service(201);
    const std::string anna = sign_up("Anna"), bruno = sign_up("Bruno");
    ASSERT_EQ(call(http::verb::post, "/api/push/subscriptions", subscription(service.endpoint("/push/bruno")), bruno)
                  .result(),
              http::status::ok);
    const json room = two_seat_room(anna);
    Client white(ioc, server->port(), room["room"], anna);
    white.send({{"t", "hello"}, {"d", {{"secret", room["secret"]}}}});
    white.read_until("snapshot");
    {
        Client black(ioc, server->port(), room["room"], bruno);
        ASSERT_EQ(sit_down(black), 1);
        // Bruno is in the room: his turn is on his screen, nobody pushes it.
        white.send({{"t", "move"}, {"d", {{"u", "e2e4"}, {"a", 1}}}});
        white.read_until("ack");
        black.send({{"t", "move"}, {"d", {{"u", "e7e5"}, {"a", 1}}}});
        black.read_until("ack");
    }
    white.read_until("seats"); // Bruno's socket closed
    white.send({{"t", "move"}, {"d", {{"u", "g1f3"}, {"a", 2}}}});
    white.read_until("ack");

    const auto got = service.requests(1);
    ASSERT_EQ(got.size(), 1u);
    const auto& req = got[0];
    EXPECT_EQ(req.target(), "/push/bruno");
    EXPECT_EQ(req[http::field::content_encoding], "aes128gcm");
    EXPECT_EQ(req["Topic"], room["room"].get<std::string>());
    EXPECT_EQ(req["TTL"], std::to_string(7 * 24 * 3600));
    const std::string key = json::parse(request(http::verb::get, "/api/push").body())["publicKey"];
    EXPECT_NE(std::string(req[http::field::authorization]).find(", k=" + key), std::string::npos);
    // Header (86 bytes), then the payload, its delimiter and the tag: nothing of the payload is in clear.
    EXPECT_GT(req.body().size(), 86u + 17u);
    EXPECT_EQ(req.body().find("g1f3"), std::string::npos);
    EXPECT_EQ(req.body().find("Nf3"), std::string::npos);
}

TEST_F(Push, ASubscriptionThePushServiceSaysIsGoneIsForgotten) {
    restart_allowing_local_push();
    LocalPushService service(410);
    const std::string anna = sign_up("Anna"), bruno = sign_up("Bruno");
    ASSERT_EQ(
        call(http::verb::post, "/api/push/subscriptions", subscription(service.endpoint("/push/gone")), bruno).result(),
        http::status::ok);
    const json room = two_seat_room(bruno);
    // Bruno plays White and leaves after each of his moves; Anna plays Black, and each of her moves makes it
    // Bruno's turn while he is away.
    auto bruno_moves = [&](const char* u, int a) {
        Client white(ioc, server->port(), room["room"], bruno);
        white.send({{"t", "hello"}, {"d", {{"secret", room["secret"]}}}});
        white.read_until("snapshot");
        white.send({{"t", "move"}, {"d", {{"u", u}, {"a", a}}}});
        white.read_until("ack");
    };
    bruno_moves("e2e4", 1);
    Client black(ioc, server->port(), room["room"], anna);
    ASSERT_EQ(sit_down(black), 1);
    black.send({{"t", "move"}, {"d", {{"u", "e7e5"}, {"a", 1}}}});
    black.read_until("ack");
    ASSERT_EQ(service.requests(1).size(), 1u);

    LocalPushService second(201);
    ASSERT_EQ(
        call(http::verb::post, "/api/push/subscriptions", subscription(second.endpoint("/push/new")), bruno).result(),
        http::status::ok);
    bruno_moves("g1f3", 2);
    // Bruno's socket has closed once Anna's socket hears that his seat is no longer connected.
    for (int i = 0; i < 10; ++i)
        if (!black.read_until("seats")["d"]["seats"][0]["connected"].get<bool>())
            break;
    black.send({{"t", "move"}, {"d", {{"u", "b8c6"}, {"a", 2}}}});
    black.read_until("ack");
    ASSERT_EQ(second.requests(1).size(), 1u);
    EXPECT_EQ(service.requests(2).size(), 1u) << "the endpoint that answered 410 was forgotten";
}

} // namespace
} // namespace littletable::server::testing
