// The real server in-process on a free port: HTTP API, static files, and a game over a Beast WebSocket
// client against a CPU seat (answered by a stand-in chooser: the first legal move).
#include "tests/server/server_fixture.h"

namespace littletable::server::testing {
namespace {

TEST_F(ServerHttp, ApiStaticFilesAndAGameAgainstTheCpuOverAWebSocket) {
    // The API.
    auto games = request(http::verb::get, "/api/games");
    EXPECT_EQ(games.result(), http::status::ok);
    EXPECT_EQ(json::parse(games.body())[0]["name"], "chess");
    // Options and the points flag travel as data: Martian Chess has the rules' three settings and is scored.
    for (const json& g : json::parse(games.body()))
        if (g["name"] == "martian") {
            EXPECT_EQ(g["options"].size(), 3u);
            EXPECT_EQ(g["options"][1]["name"], "clock");
            EXPECT_EQ(g["options"][1]["default"], "off");
            EXPECT_TRUE(g["points"]);
            EXPECT_EQ(g["seatNames"], json::array({"South", "North"})); // docs/rules/martian.md, "Board and setup"
            EXPECT_FALSE(g["roomMoveLimit"]); // its own move limit, scored
        } else if (g["name"] == "chess") {
            EXPECT_TRUE(g["options"].empty());
            EXPECT_FALSE(g["points"]);
            EXPECT_TRUE(g["seatNames"].empty());
            EXPECT_TRUE(g["roomMoveLimit"]);
        }
    auto position = request(http::verb::get, "/api/position?game=chess&fen=8%2F8%2F8%2F8%2F8%2F8%2F8%2FK6k+w+-+-+0+1");
    EXPECT_EQ(position.result(), http::status::ok) << position.body();
    EXPECT_EQ(json::parse(position.body())["pieces"].size(), 2u);
    EXPECT_EQ(request(http::verb::get, "/api/position?game=chess&fen=nonsense").result(), http::status::bad_request);
    auto after = request(http::verb::get, "/api/position?game=chess&moves=e2e4+e7e5");
    EXPECT_EQ(after.result(), http::status::ok) << after.body();
    EXPECT_EQ(json::parse(after.body())["moves"].size(), 29u); // after 1.e4 e5 (position_view_test counts them)
    auto illegal = request(http::verb::get, "/api/position?game=chess&moves=e2e5");
    EXPECT_EQ(illegal.result(), http::status::bad_request);
    EXPECT_EQ(json::parse(illegal.body())["error"]["code"], "ERR_ILLEGAL_MOVE");
    auto bad = request(http::verb::post, "/api/rooms", R"({"game":"chess","seats":[{"kind":"robot"}]})");
    EXPECT_EQ(bad.result(), http::status::bad_request);
    EXPECT_EQ(json::parse(bad.body())["error"]["code"], "ERR_BAD_FIELD");
    EXPECT_EQ(request(http::verb::get, "/api/rooms/NoSuchRoom").result(), http::status::not_found);

    auto created =
        request(http::verb::post, "/api/rooms",
                R"({"game":"chess","seats":[{"kind":"human"},{"kind":"cpu","level":1}],"settings":{"moveTime":60}})");
    ASSERT_EQ(created.result(), http::status::ok) << created.body();
    json room = json::parse(created.body());
    const std::string id = room["room"];
    EXPECT_TRUE(valid_room_id(id));
    EXPECT_EQ(room["link"], "/r/" + id);
    EXPECT_EQ(room["seat"], 0);
    auto info = request(http::verb::get, "/api/rooms/" + id);
    ASSERT_EQ(info.result(), http::status::ok);
    EXPECT_EQ(json::parse(info.body())["settings"]["moveTime"], 60);
    EXPECT_EQ(info.body().find(room["secret"].get<std::string>()), std::string::npos);

    // Static files: client routes get index.html; files their MIME type; escapes are refused.
    auto page = request(http::verb::get, "/r/" + id);
    EXPECT_EQ(page.result(), http::status::ok);
    EXPECT_EQ(page[http::field::content_type], "text/html; charset=utf-8");
    EXPECT_NE(page.body().find("littletable"), std::string::npos);
    auto script = request(http::verb::get, "/assets/app.js");
    EXPECT_EQ(script[http::field::content_type], "text/javascript; charset=utf-8");
    EXPECT_EQ(request(http::verb::get, "/assets/missing.js").result(), http::status::not_found);
    EXPECT_EQ(request(http::verb::get, "/../etc/passwd").result(), http::status::bad_request);
    EXPECT_EQ(request(http::verb::get, "/assets/%2e%2e/%2e%2e/etc/passwd").result(), http::status::bad_request);
    EXPECT_EQ(request(http::verb::get, "http://evil.example/x.js").result(), http::status::bad_request);

    // The game.
    Client c(ioc, server->port(), id);
    c.send({{"t", "hello"}, {"d", {{"secret", room["secret"]}}}});
    EXPECT_EQ(c.read_until("seated")["d"]["seat"], 0);
    json snapshot = c.read_until("snapshot")["d"];
    EXPECT_EQ(snapshot["you"]["seat"], 0);
    // The creator is the first in the room: their move clock starts now, announced right after the snapshot.
    EXPECT_EQ(c.read_until("clock")["d"]["clock"]["seat"], 0);

    // Garbage and oversized frames get errors; the socket stays open.
    c.send_text("{not json");
    EXPECT_EQ(c.read_until("error")["d"]["code"], "ERR_BAD_JSON");
    c.send_text(std::string(20 * 1024, ' '));
    EXPECT_EQ(c.read_until("error")["d"]["code"], "ERR_FRAME_TOO_LARGE");
    c.send({{"t", "ping"}, {"d", json::object()}});
    EXPECT_EQ(c.read_until("pong")["t"], "pong");

    c.send({{"t", "move"}, {"d", {{"u", "e2e4"}, {"a", 1}}}});
    EXPECT_EQ(c.read_until("ack")["d"]["a"], 1);
    EXPECT_EQ(c.read_until("move")["d"]["seat"], 0);
    json reply = c.read_until("move")["d"];
    EXPECT_EQ(reply["seat"], 1);
    EXPECT_EQ(reply["cpu"], true);
    c.send({{"t", "move"}, {"d", {{"u", "d2d4"}, {"a", 2}}}});
    EXPECT_EQ(c.read_until("ack")["d"]["a"], 2);
    json cpu = c.read_until("move")["d"];
    cpu = cpu["seat"] == 1 ? cpu : c.read_until("move")["d"];
    EXPECT_EQ(cpu["cpu"], true);
    EXPECT_EQ(cpu["state"]["toMove"], 0);

    // A second device of the same player gets the same seat and position.
    Client again(ioc, server->port(), id);
    again.send({{"t", "hello"}, {"d", {{"secret", room["secret"]}}}});
    EXPECT_EQ(again.read_until("seated")["d"]["seat"], 0);
    EXPECT_EQ(again.read_until("snapshot")["d"]["state"]["history"].size(), 4u);

    // An upgrade to an unknown room is refused.
    EXPECT_THROW(Client(ioc, server->port(), "NoSuchRoom"), boost::system::system_error);
}

TEST_F(ServerHttp, MalformedRequestsGetAnErrorReplyNotASilentClose) {
    // Raw bytes on a socket; returns the status line of the reply ("" when the server closed without one).
    auto raw = [&](const std::string& bytes) {
        tcp::socket socket(ioc);
        socket.connect({net::ip::make_address("127.0.0.1"), server->port()});
        set_timeouts(socket);
        net::write(socket, net::buffer(bytes));
        std::string reply;
        beast::error_code ec;
        char chunk[512];
        while (reply.find("\r\n") == std::string::npos) {
            const size_t n = socket.read_some(net::buffer(chunk), ec);
            if (ec)
                break;
            reply.append(chunk, n);
        }
        return reply.substr(0, reply.find("\r\n"));
    };
    EXPECT_EQ(raw("GET /" + std::string(9000, 'a') + " HTTP/1.1\r\nHost: x\r\n\r\n"),
              "HTTP/1.1 431 Request Header Fields Too Large");
    EXPECT_EQ(raw("GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + std::string(9000, 'b') + "\r\n\r\n"),
              "HTTP/1.1 431 Request Header Fields Too Large");
    EXPECT_EQ(raw("POST /api/rooms HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n"), "HTTP/1.1 400 Bad Request");
    EXPECT_EQ(raw("GET / HTTP/9.9\r\nHost: x\r\n\r\n"), "HTTP/1.1 400 Bad Request");
    EXPECT_EQ(raw(std::string("\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n", 15)), "HTTP/1.1 400 Bad Request");

    auto bad = request(http::verb::get, "/api/position?game=chess&fen=%zz%");
    EXPECT_EQ(bad.result(), http::status::bad_request);
    EXPECT_EQ(json::parse(bad.body())["error"]["code"], "ERR_BAD_FIELD");
    EXPECT_EQ(
        request(http::verb::get, "/api/position?game=chess&fen=8%2F8%2F8%2F8%2F8%2F8%2F8%2FK6k%20w%20-%20-%200%201")
            .result(),
        http::status::ok);
    // The server is still there for everyone else.
    EXPECT_EQ(request(http::verb::get, "/api/games").result(), http::status::ok);
}

TEST_F(ServerHttp, OneAddressCreatingRoomsTooFastIsRefusedWith429) {
    stop_server();
    start_server(":memory:", /*roomBurst=*/3);
    const std::string body = R"({"game":"chess","seats":[{"kind":"human"},{"kind":"cpu","level":1}]})";
    for (int i = 0; i < 3; ++i)
        EXPECT_EQ(request(http::verb::post, "/api/rooms", body).result(), http::status::ok) << i;
    auto refused = request(http::verb::post, "/api/rooms", body);
    EXPECT_EQ(refused.result(), http::status::too_many_requests);
    EXPECT_EQ(json::parse(refused.body())["error"]["code"], "ERR_RATE_LIMITED");
    EXPECT_EQ(refused[http::field::retry_after], "60");
    // Everything else still answers.
    EXPECT_EQ(request(http::verb::get, "/api/games").result(), http::status::ok);
}

TEST_F(ServerHttp, RejectedRoomRequestsDoNotCountTowardTheLimit) {
    stop_server();
    start_server(":memory:", /*roomBurst=*/3);
    // Typos: not JSON, an unknown game, a FEN the game refuses. Each gets its error and costs no token.
    const std::string bad[] = {
        R"({"game":"chess",)", R"({"game":"chesss","seats":[{"kind":"human"},{"kind":"human"}]})",
        R"({"game":"chess","fen":"8/8/8 w - - 0 1","seats":[{"kind":"human"},{"kind":"human"}]})"};
    for (int round = 0; round < 3; ++round)
        for (const std::string& body : bad)
            EXPECT_EQ(request(http::verb::post, "/api/rooms", body).result(), http::status::bad_request) << body;
    // The burst of 3 rooms is still whole, then the limit holds, and while it holds a bad request is refused
    // before any work too.
    const std::string body = R"({"game":"chess","seats":[{"kind":"human"},{"kind":"cpu","level":1}]})";
    for (int i = 0; i < 3; ++i)
        EXPECT_EQ(request(http::verb::post, "/api/rooms", body).result(), http::status::ok) << i;
    EXPECT_EQ(request(http::verb::post, "/api/rooms", body).result(), http::status::too_many_requests);
    EXPECT_EQ(request(http::verb::post, "/api/rooms", bad[0]).result(), http::status::too_many_requests);
}

TEST_F(ServerHttp, StopClosesSocketsWithServiceRestart) {
    auto created =
        request(http::verb::post, "/api/rooms", R"({"game":"chess","seats":[{"kind":"human"},{"kind":"human"}]})");
    ASSERT_EQ(created.result(), http::status::ok);
    Client c(ioc, server->port(), json::parse(created.body())["room"]);
    c.send({{"t", "hello"}, {"d", json::object()}});
    c.read_until("snapshot");
    const auto start = std::chrono::steady_clock::now();
    server->stop();
    beast::error_code ec;
    c.ws.read(c.buffer, ec);
    EXPECT_EQ(ec, websocket::error::closed);
    EXPECT_EQ(c.ws.reason().code, websocket::close_code::service_restart);
    thread.join();
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(3));
}

TEST_F(ServerHttp, ASecondServerOnTheSameDataFileIsRefused) {
    const std::string db = (web / "shared.db").string();
    stop_server();
    start_server(db);
    ServerOptions o;
    o.host = "127.0.0.1";
    o.port = 0; // another port: only the data file is shared
    o.dataPath = db;
    o.webRoot = web.string();
    o.handleSignals = false;
    o.chooser = [](const Game& g, const ai::CpuLimits&, const std::atomic<bool>*) -> Result<std::string> {
        return g.legal_moves().at(0).text;
    };
    auto second = std::make_unique<Server>(o);
    auto refused = second->start();
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().code, "ERR_STORAGE");
    EXPECT_NE(refused.error().message.find("another littletable server uses"), std::string::npos)
        << refused.error().message;
    second.reset();
    // The first server goes on; once it stops, the file is free for the next one.
    EXPECT_EQ(request(http::verb::get, "/api/games").result(), http::status::ok);
    stop_server();
    start_server(db);
}

} // namespace
} // namespace littletable::server::testing
