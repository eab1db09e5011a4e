#include "server/push/push_sender.h"

#include <boost/asio/connect.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/ssl.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/ssl.hpp>

#include <optional>

namespace littletable::server::push {

namespace {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = asio::ip::tcp;

struct Url {
    bool tls = true;
    std::string host, port, target;
};

Error endpoint_error(std::string what) { return make_error("ERR_PUSH_ENDPOINT", std::move(what)); }

Result<Url> parse_url(std::string_view url, bool allowHttp) {
    Url u;
    if (url.rfind("https://", 0) == 0) {
        url.remove_prefix(8);
    } else if (url.rfind("http://", 0) == 0 && allowHttp) {
        u.tls = false;
        url.remove_prefix(7);
    } else {
        return endpoint_error("a push endpoint is an https:// URL");
    }
    const size_t slash = url.find('/');
    std::string_view authority = url.substr(0, slash);
    u.target = slash == std::string_view::npos ? "/" : std::string(url.substr(slash));
    if (authority.empty() || authority.find_first_of("@ \t\r\n") != std::string_view::npos)
        return endpoint_error("a push endpoint names its host (and no user)");
    if (authority.front() == '[') {
        const size_t close = authority.find(']');
        if (close == std::string_view::npos)
            return endpoint_error("a push endpoint's IPv6 host has no ']'");
        u.host = std::string(authority.substr(1, close - 1));
        authority.remove_prefix(close + 1);
    } else {
        const size_t colon = authority.find(':');
        u.host = std::string(authority.substr(0, colon));
        authority.remove_prefix(colon == std::string_view::npos ? authority.size() : colon);
    }
    if (!authority.empty() && authority.front() != ':')
        return endpoint_error("a push endpoint's host is followed by a port or a path");
    u.port = authority.empty() ? (u.tls ? "443" : "80") : std::string(authority.substr(1));
    if (u.host.empty() || u.port.empty() || u.port.find_first_not_of("0123456789") != std::string::npos)
        return endpoint_error("a push endpoint has a host and a numeric port");
    return u;
}

/// Whether `a` is this machine, a private network or otherwise not a public address.
bool private_address(const asio::ip::address& a) {
    if (a.is_v6()) {
        const auto v6 = a.to_v6();
        if (v6.is_v4_mapped())
            return private_address(asio::ip::make_address_v4(asio::ip::v4_mapped, v6));
        const auto b = v6.to_bytes();
        return v6.is_loopback() || v6.is_unspecified() || v6.is_link_local() || v6.is_site_local() ||
               v6.is_multicast() || (b[0] & 0xfe) == 0xfc; // fc00::/7, unique local
    }
    const auto b = a.to_v4().to_bytes();
    return b[0] == 0 || b[0] == 10 || b[0] == 127 || (b[0] == 169 && b[1] == 254) ||
           (b[0] == 172 && (b[1] & 0xf0) == 16) || (b[0] == 192 && b[1] == 168) ||
           (b[0] == 100 && (b[1] & 0xc0) == 64) || b[0] >= 224;
}

template<class Stream>
Result<DeliveryResult> exchange(Stream& stream, asio::io_context& io, const http::request<http::string_body>& req,
                                std::chrono::milliseconds timeout) {
    beast::error_code failure;
    http::response<http::string_body> res;
    beast::flat_buffer buffer;
    http::async_write(stream, req, [&](beast::error_code ec, size_t) {
        if (ec) {
            failure = ec;
            return;
        }
        http::async_read(stream, buffer, res, [&](beast::error_code rec, size_t) { failure = rec; });
    });
    io.restart();
    if (io.run_for(timeout) == 0 || !io.stopped()) {
        io.stop();
        return make_error("ERR_PUSH_NETWORK", "the push service did not answer in time");
    }
    if (failure)
        return make_error("ERR_PUSH_NETWORK", "the push service's answer could not be read: " + failure.message());
    const int status = int(res.result_int());
    Delivery d = Delivery::REFUSED;
    if (status == 201)
        d = Delivery::ACCEPTED;
    else if (status == 404 || status == 410)
        d = Delivery::GONE;
    return DeliveryResult{d, status};
}

} // namespace

Result<DeliveryResult> deliver(const PushRequest& r, const DeliveryPolicy& policy) {
    Result<Url> url = parse_url(r.endpoint, policy.allowHttp);
    if (!url)
        return url.error();
    const Url& u = url.value();

    asio::io_context io;
    tcp::resolver resolver(io);
    beast::error_code ec;
    const auto found = resolver.resolve(u.host, u.port, ec);
    if (ec || found.empty())
        return endpoint_error("the push endpoint's host does not resolve");
    std::vector<tcp::endpoint> addresses;
    for (const auto& e : found) {
        if (private_address(e.endpoint().address()) && !policy.allowPrivateAddresses)
            return endpoint_error("the push endpoint is on a private or local address");
        addresses.push_back(e.endpoint());
    }

    http::request<http::string_body> req{http::verb::post, u.target, 11};
    req.set(http::field::host, u.host);
    req.set(http::field::authorization, r.authorization);
    req.set(http::field::content_type, "application/octet-stream");
    req.set(http::field::content_encoding, "aes128gcm");
    req.set("TTL", std::to_string(r.ttlSeconds));
    req.set("Urgency", r.urgency);
    if (!r.topic.empty())
        req.set("Topic", r.topic);
    req.body() = r.body;
    req.prepare_payload();

    std::optional<beast::error_code> connected;
    auto connect = [&](auto& lowest) {
        asio::async_connect(lowest, addresses, [&](beast::error_code cec, const tcp::endpoint&) { connected = cec; });
        if (io.run_for(policy.timeout) == 0 || !connected) {
            io.stop();
            return Result<Ok>(make_error("ERR_PUSH_NETWORK", "no connection to the push service in time"));
        }
        if (*connected)
            return Result<Ok>(
                make_error("ERR_PUSH_NETWORK", "no connection to the push service: " + connected->message()));
        return Result<Ok>(Ok{});
    };

    if (!u.tls) {
        tcp::socket socket(io);
        if (auto c = connect(socket); !c)
            return c.error();
        return exchange(socket, io, req, policy.timeout);
    }
    asio::ssl::context tls(asio::ssl::context::tls_client);
    tls.set_default_verify_paths();
    tls.set_verify_mode(asio::ssl::verify_peer);
    beast::ssl_stream<tcp::socket> stream(io, tls);
    if (!SSL_set_tlsext_host_name(stream.native_handle(), u.host.c_str()))
        return make_error("ERR_PUSH_NETWORK", "the TLS server name could not be set");
    stream.set_verify_callback(asio::ssl::host_name_verification(u.host));
    if (auto c = connect(beast::get_lowest_layer(stream)); !c)
        return c.error();
    std::optional<beast::error_code> handshaken;
    stream.async_handshake(asio::ssl::stream_base::client, [&](beast::error_code hec) { handshaken = hec; });
    io.restart();
    if (io.run_for(policy.timeout) == 0 || !handshaken) {
        io.stop();
        return make_error("ERR_PUSH_NETWORK", "the push service's TLS handshake did not finish in time");
    }
    if (*handshaken)
        return make_error("ERR_PUSH_NETWORK", "TLS with the push service failed: " + handshaken->message());
    return exchange(stream, io, req, policy.timeout);
}

} // namespace littletable::server::push
