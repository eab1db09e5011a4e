// HEAD over a keep-alive connection: each reply carries the GET's headers and no body, so the next reply on the
// same connection parses (a body after a HEAD reply would be read as the start of the next one).
#include "tests/server/server_fixture.h"

namespace littletable::server::testing {
namespace {

TEST_F(ServerHttp, HeadThenGetOnOneKeepAliveConnectionBothParseOnEveryRoute) {
    auto created =
        request(http::verb::post, "/api/rooms", R"({"game":"chess","seats":[{"kind":"human"},{"kind":"human"}]})");
    ASSERT_EQ(created.result(), http::status::ok) << created.body();
    const std::string room = json::parse(created.body())["room"];

    tcp::socket socket(ioc);
    socket.connect({net::ip::make_address("127.0.0.1"), server->port()});
    set_timeouts(socket);
    beast::flat_buffer buffer;
    auto send = [&](http::verb verb, const std::string& target) {
        http::request<http::empty_body> req{verb, target, 11};
        req.set(http::field::host, "localhost");
        req.keep_alive(true);
        http::write(socket, req);
    };
    // API (a room, the games list, an API error), a page, a static file, a missing file.
    for (const std::string target : {"/api/rooms/" + room, std::string("/api/games"), std::string("/api/nothing"),
                                     "/r/" + room, std::string("/assets/app.js"), std::string("/assets/missing.js")}) {
        send(http::verb::head, target);
        http::response_parser<http::string_body> head;
        head.skip(true); // a reply to HEAD announces a length but carries no body
        beast::error_code ec;
        http::read(socket, buffer, head, ec);
        ASSERT_FALSE(ec) << target << ": " << ec.message();

        send(http::verb::get, target);
        http::response<http::string_body> get;
        http::read(socket, buffer, get, ec);
        ASSERT_FALSE(ec) << target << ": the GET after a HEAD does not parse: " << ec.message();
        const auto& h = head.get();
        EXPECT_EQ(h.result(), get.result()) << target;
        EXPECT_EQ(h[http::field::content_type], get[http::field::content_type]) << target;
        EXPECT_EQ(h[http::field::content_length], std::to_string(get.body().size())) << target;
        EXPECT_FALSE(get.body().empty()) << target;
        EXPECT_TRUE(get.keep_alive()) << target;
    }
}

} // namespace
} // namespace littletable::server::testing
