// What keeps another site's page from acting here (docs/protocol.md): a WebSocket upgrade with a foreign Origin is
// refused like any request that changes something, and every answer forbids framing and type sniffing.
#include "tests/server/server_fixture.h"

namespace littletable::server::testing {
namespace {

// The pages' policy (issue 51): only this site's files, the engine's WebAssembly compiled, no inline script or
// style, no plugin, no base or foreign form target, no framing.
constexpr std::string_view EXPECTED_POLICY =
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'none'; "
    "form-action 'self'; frame-ancestors 'none'";

class ServerSite : public ServerHttp {
protected:
    std::string new_room() {
        auto created =
            request(http::verb::post, "/api/rooms", R"({"game":"chess","seats":[{"kind":"human"},{"kind":"human"}]})");
        EXPECT_EQ(created.result(), http::status::ok) << created.body();
        return json::parse(created.body())["room"];
    }

    /// The answer to a WebSocket upgrade for `room` sent with `origin` (none when empty): 101 when opened.
    http::status upgrade(const std::string& room, const std::string& origin, std::string* body = nullptr) {
        websocket::stream<tcp::socket> ws(ioc);
        ws.next_layer().connect({net::ip::make_address("127.0.0.1"), server->port()});
        set_timeouts(ws.next_layer());
        if (!origin.empty())
            ws.set_option(websocket::stream_base::decorator(
                [origin](websocket::request_type& req) { req.set(http::field::origin, origin); }));
        websocket::response_type res;
        beast::error_code ec;
        ws.handshake(res, "localhost", "/ws/" + room, ec);
        if (body)
            *body = res.body();
        return res.result();
    }
};

TEST_F(ServerSite, AWebSocketFromAnotherSiteIsRefused) {
    const std::string room = new_room();
    std::string body;
    EXPECT_EQ(upgrade(room, "http://evil.example", &body), http::status::forbidden);
    EXPECT_NE(body.find("ERR_ORIGIN"), std::string::npos) << body;
    EXPECT_EQ(upgrade(room, "null"), http::status::forbidden) << "a sandboxed page's Origin";
    EXPECT_EQ(upgrade(room, "http://localhost"), http::status::switching_protocols) << "the site's own page";
    EXPECT_EQ(upgrade(room, ""), http::status::switching_protocols) << "not a browser";

    // The room saw nobody from the refused upgrades: its seats are as created.
    const json state = json::parse(request(http::verb::get, "/api/rooms/" + room).body());
    for (const json& seat : state["seats"])
        EXPECT_FALSE(seat["connected"].get<bool>()) << state.dump();
}

TEST_F(ServerSite, EveryAnswerCarriesThePolicyAndForbidsFramingAndSniffing) {
    const std::string room = new_room();
    for (const std::string& target :
         {"/api/rooms/" + room, std::string("/api/nothing"), "/r/" + room, std::string("/assets/app.js"),
          std::string("/assets/missing.js"), std::string("/")}) {
        auto res = request(http::verb::get, target);
        EXPECT_EQ(res[http::field::x_frame_options], "DENY") << target;
        EXPECT_EQ(res["Content-Security-Policy"], EXPECTED_POLICY) << target;
        EXPECT_EQ(res["X-Content-Type-Options"], "nosniff") << target;
        EXPECT_EQ(res["Referrer-Policy"], "same-origin") << target;
    }
    auto refused =
        request(http::verb::post, "/api/rooms", R"({"game":"chess"})", {{http::field::origin, "http://evil.example"}});
    EXPECT_EQ(refused.result(), http::status::forbidden);
    EXPECT_EQ(refused[http::field::x_frame_options], "DENY");
}

} // namespace
} // namespace littletable::server::testing
