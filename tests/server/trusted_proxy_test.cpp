// The client address behind a load balancer: X-Forwarded-For counts only from a trusted proxy (and then only its
// last address, the one the proxy appended); from any other peer it is ignored, so a client cannot pick its
// address. Limits per address (rooms here) then hold per forwarded client.
#include "server/net/client_address.h"
#include "tests/server/server_fixture.h"

namespace littletable::server::testing {
namespace {

const std::string ROOM = R"({"game":"chess","seats":[{"kind":"human"},{"kind":"cpu","level":1}]})";

class ServerProxies : public ServerHttp {
protected:
    http::status create_room_for(const std::string& forwardedFor) {
        std::vector<std::pair<std::string, std::string>> named;
        if (!forwardedFor.empty())
            named.emplace_back("X-Forwarded-For", forwardedFor);
        return request(http::verb::post, "/api/rooms", ROOM, {}, named).result();
    }
};

TEST_F(ServerProxies, AForwardedAddressFromAnUntrustedPeerIsIgnored) {
    stop_server();
    start_server(":memory:", /*roomBurst=*/2);
    EXPECT_EQ(create_room_for("10.0.0.1"), http::status::ok);
    EXPECT_EQ(create_room_for("10.0.0.2"), http::status::ok);
    // Every request counted against the peer (127.0.0.1), whatever it claimed.
    EXPECT_EQ(create_room_for("10.0.0.3"), http::status::too_many_requests);
    EXPECT_EQ(create_room_for(""), http::status::too_many_requests);
}

TEST_F(ServerProxies, BehindATrustedProxyEachForwardedAddressHasItsOwnLimit) {
    stop_server();
    options.trustedProxies = {"127.0.0.1"};
    start_server(":memory:", /*roomBurst=*/2);
    for (int i = 0; i < 2; ++i)
        EXPECT_EQ(create_room_for("10.0.0.1"), http::status::ok) << i;
    EXPECT_EQ(create_room_for("10.0.0.1"), http::status::too_many_requests);
    // The last address is the one the proxy appended; what the client wrote before it changes nothing.
    EXPECT_EQ(create_room_for("10.9.9.9, 10.0.0.1"), http::status::too_many_requests);
    for (int i = 0; i < 2; ++i)
        EXPECT_EQ(create_room_for("10.0.0.1, 10.0.0.2"), http::status::ok) << i;
    EXPECT_EQ(create_room_for("10.0.0.2"), http::status::too_many_requests);
    // Without the header: the proxy's own address, a bucket of its own.
    EXPECT_EQ(create_room_for(""), http::status::ok);
}

TEST(ServerClientAddress, TheLastForwardedAddressOfATrustedPeerOnly) {
    auto proxies = TrustedProxies::parse({"127.0.0.1", "::1", "10.1.2.3"});
    ASSERT_TRUE(proxies.ok()) << proxies.error().message;
    const auto addr = [](const char* text) { return net::ip::make_address(text); };
    const TrustedProxies& p = proxies.value();
    EXPECT_EQ(p.client_address(addr("127.0.0.1"), "203.0.113.7"), "203.0.113.7");
    EXPECT_EQ(p.client_address(addr("::1"), "198.51.100.1,203.0.113.7"), "203.0.113.7");
    EXPECT_EQ(p.client_address(addr("10.1.2.3"), " 2001:db8::1 "), "2001:db8::1");
    EXPECT_EQ(p.client_address(addr("::ffff:10.1.2.3"), "203.0.113.7"), "203.0.113.7")
        << "an IPv4 peer on an IPv6 socket";
    // Untrusted peers, no header, or a last entry that is no address: the peer's own.
    EXPECT_EQ(p.client_address(addr("192.0.2.1"), "203.0.113.7"), "192.0.2.1");
    EXPECT_EQ(p.client_address(addr("127.0.0.1"), ""), "127.0.0.1");
    EXPECT_EQ(p.client_address(addr("127.0.0.1"), "203.0.113.7, unknown"), "127.0.0.1");
    EXPECT_EQ(TrustedProxies().client_address(addr("127.0.0.1"), "203.0.113.7"), "127.0.0.1");

    auto bad = TrustedProxies::parse({"127.0.0.1", "balancer.local"});
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.error().code, "ERR_OPTIONS");
    EXPECT_NE(bad.error().message.find("balancer.local"), std::string::npos) << bad.error().message;
}

} // namespace
} // namespace littletable::server::testing
