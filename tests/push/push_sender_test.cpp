// Delivery to a push service: the request a service receives (RFC 8030 section 5), its answers, and the
// endpoints the policy refuses.
#include <gtest/gtest.h>

#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

#include <thread>

#include "server/push/push_sender.h"

namespace littletable::server::push {
namespace {

namespace beast = boost::beast;
namespace http = beast::http;
using tcp = boost::asio::ip::tcp;

/// A push service on 127.0.0.1 that answers one request with `status` and keeps what it received.
class OneRequestService {
public:
    explicit OneRequestService(int status) : acceptor(io, {boost::asio::ip::make_address("127.0.0.1"), 0}) {
        worker = std::thread([this, status] {
            tcp::socket socket(io);
            acceptor.accept(socket);
            beast::flat_buffer buffer;
            http::read(socket, buffer, received);
            http::response<http::empty_body> res{http::status(status), 11};
            res.prepare_payload();
            http::write(socket, res);
        });
    }
    ~OneRequestService() { wait(); }
    /// What the service received, once it answered.
    const http::request<http::string_body>& wait() {
        if (worker.joinable())
            worker.join();
        return received;
    }
    std::string endpoint() const {
        return "http://127.0.0.1:" + std::to_string(acceptor.local_endpoint().port()) + "/push/abc";
    }

private:
    http::request<http::string_body> received;
    boost::asio::io_context io;
    tcp::acceptor acceptor;
    std::thread worker;
};

const DeliveryPolicy LOCAL_TEST_SERVICE{true, true, std::chrono::milliseconds(5000)};

PushRequest request_to(std::string endpoint) {
    return {std::move(endpoint), "vapid t=a.b.c, k=BKey", std::string("\x01\x02\x00\x03", 4), 86400, "high", "room1"};
}

TEST(PushSender, PostsTheBodyWithTheHeadersOfRfc8030) {
    OneRequestService service(201);
    Result<DeliveryResult> r = deliver(request_to(service.endpoint()), LOCAL_TEST_SERVICE);
    ASSERT_TRUE(r) << r.error().message;
    EXPECT_EQ(r.value().delivery, Delivery::ACCEPTED);
    EXPECT_EQ(r.value().status, 201);
    const http::request<http::string_body>& got = service.wait();
    EXPECT_EQ(got.method(), http::verb::post);
    EXPECT_EQ(got.target(), "/push/abc");
    EXPECT_EQ(got[http::field::authorization], "vapid t=a.b.c, k=BKey");
    EXPECT_EQ(got[http::field::content_encoding], "aes128gcm");
    EXPECT_EQ(got["TTL"], "86400");
    EXPECT_EQ(got["Urgency"], "high");
    EXPECT_EQ(got["Topic"], "room1");
    EXPECT_EQ(got.body(), std::string("\x01\x02\x00\x03", 4));
}

TEST(PushSender, AGoneSubscriptionSaysSo) {
    for (int status : {404, 410}) {
        OneRequestService service(status);
        Result<DeliveryResult> r = deliver(request_to(service.endpoint()), LOCAL_TEST_SERVICE);
        ASSERT_TRUE(r) << r.error().message;
        EXPECT_EQ(r.value().delivery, Delivery::GONE);
    }
    OneRequestService tooMany(429);
    Result<DeliveryResult> r = deliver(request_to(tooMany.endpoint()), LOCAL_TEST_SERVICE);
    ASSERT_TRUE(r);
    EXPECT_EQ(r.value().delivery, Delivery::REFUSED);
    EXPECT_EQ(r.value().status, 429);
}

TEST(PushSender, RefusesHttpAndLocalAddressesByDefault) {
    const DeliveryPolicy strict;
    EXPECT_EQ(deliver(request_to("http://push.example.net/x"), strict).error().code, "ERR_PUSH_ENDPOINT");
    for (const char* local :
         {"https://127.0.0.1/x", "https://10.1.2.3/x", "https://192.168.0.1:8443/x", "https://169.254.169.254/latest",
          "https://[::1]/x", "https://[fd00::1]/x", "https://0.0.0.0/x", "https://[::ffff:127.0.0.1]/x"})
        EXPECT_EQ(deliver(request_to(local), strict).error().code, "ERR_PUSH_ENDPOINT") << local;
    for (const char* bad : {"", "ftp://x/y", "https://", "https://user@host/x", "https://host:port/x"})
        EXPECT_EQ(deliver(request_to(bad), strict).error().code, "ERR_PUSH_ENDPOINT") << bad;
}

} // namespace
} // namespace littletable::server::push
