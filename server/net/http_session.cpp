#include "server/net/http_session.h"

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket/rfc6455.hpp>
#include <spdlog/spdlog.h>

#include "server/common/secrets.h"
#include "server/common/wall_clock.h"
#include "server/net/http_target.h"
#include "server/net/run_on.h"
#include "server/net/security_headers.h"
#include "server/net/static_files.h"
#include "server/net/ws_session.h"
#include "server/players/player_traces.h"
#include "server/players/session_cookie.h"

namespace littletable::server {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;

namespace {

using Request = http::request<http::string_body>;

http::response<http::string_body> json_response(const Request& req, unsigned status, std::string body) {
    http::response<http::string_body> res{http::int_to_status(status), req.version()};
    res.set(http::field::content_type, "application/json");
    res.set(http::field::cache_control, "no-store");
    set_security_headers(res);
    res.keep_alive(req.keep_alive());
    res.body() = std::move(body);
    res.prepare_payload();
    // A reply to HEAD keeps the GET's headers, Content-Length included, but sends no body: on a keep-alive
    // connection the client would read one as the start of the next reply.
    if (req.method() == http::verb::head)
        res.body().clear();
    return res;
}

/// The room id of a `/ws/ID` target, or "" when the target is not one.
std::string_view ws_room_id(std::string_view target) {
    const std::string_view path = target_path(target);
    constexpr std::string_view PREFIX = "/ws/";
    return path.starts_with(PREFIX) ? path.substr(PREFIX.size()) : std::string_view();
}

/// The client address of `req` (client_address.h): the peer's, or the one a trusted proxy forwarded ("" when the
/// socket has no peer any more).
std::string client_address(beast::tcp_stream& stream, const Request& req, const TrustedProxies& proxies) {
    beast::error_code ec;
    const auto peer = stream.socket().remote_endpoint(ec);
    if (ec)
        return {};
    std::string_view forwardedFor; // the last such header: a proxy may add its own after the client's
    for (auto [it, end] = req.equal_range("X-Forwarded-For"); it != end; ++it)
        forwardedFor = it->value();
    return proxies.client_address(peer.address(), forwardedFor);
}

/// Whether a request comes from this site's pages: it has no Origin header (not a browser) or the server's own
/// (Origin's host and port equal to Host). With SameSite cookies this keeps another site's page from acting for a
/// signed-in player.
bool from_this_site(const Request& req) {
    const auto origin = req.find(http::field::origin);
    if (origin == req.end())
        return true;
    std::string_view o = origin->value();
    for (std::string_view scheme : {"http://", "https://"})
        if (o.starts_with(scheme))
            return o.substr(scheme.size()) == req[http::field::host];
    return false;
}

/// Whether a request may change something: a GET or HEAD always may, any other method only from this site.
bool may_change(const Request& req) {
    return req.method() == http::verb::get || req.method() == http::verb::head || from_this_site(req);
}

constexpr std::string_view ORIGIN_REFUSED =
    R"({"error":{"code":"ERR_ORIGIN","message":"requests that change something must come from this site"}})";

} // namespace

net::awaitable<void> run_http_session(beast::tcp_stream stream, NetContext& ctx) {
    beast::flat_buffer buffer;
    for (;;) {
        http::request_parser<http::string_body> parser;
        parser.body_limit(MAX_BODY_BYTES);
        stream.expires_after(std::chrono::seconds(30));
        auto [ec, n] = co_await http::async_read(stream, buffer, parser, net::as_tuple(net::use_awaitable));
        if (ec && ec.category() == http::make_error_code(http::error::bad_target).category() &&
            ec != http::error::end_of_stream && ec != http::error::partial_message) {
            // Not HTTP we take: say why, then close (the rest of the stream cannot be trusted).
            auto res =
                ec == http::error::body_limit
                    ? json_response(Request(), 413,
                                    R"({"error":{"code":"ERR_TOO_LARGE","message":"request body too large"}})")
                : ec == http::error::header_limit
                    ? json_response(
                          Request(), 431,
                          R"({"error":{"code":"ERR_TOO_LARGE","message":"request line or headers too large"}})")
                    : json_response(Request(), 400,
                                    R"({"error":{"code":"ERR_BAD_REQUEST","message":"malformed HTTP request"}})");
            res.keep_alive(false);
            co_await http::async_write(stream, res, net::as_tuple(net::use_awaitable));
            break;
        }
        if (ec)
            break; // closed or timed out
        Request req = parser.release();

        if (beast::websocket::is_upgrade(req) && !from_this_site(req)) {
            // A socket plays for its seat and its player's session: never opened by another site's page.
            auto res = json_response(req, 403, std::string(ORIGIN_REFUSED));
            res.keep_alive(false);
            co_await http::async_write(stream, res, net::as_tuple(net::use_awaitable));
            break;
        }
        if (beast::websocket::is_upgrade(req)) {
            WsTarget target{std::string(ws_room_id(req.target())), {}, {}};
            if (valid_room_id(target.roomId)) {
                // The room may come back from storage, the player from a session: off the I/O thread. A
                // signed-in player's address and device are noted there too (player_traces.h).
                auto found = run_on(ctx.rooms.executor(),
                                    [&ctx, id = target.roomId, cookies = std::string(req[http::field::cookie]),
                                     address = client_address(stream, req, ctx.trustedProxies)] {
                                        WsTarget out{id, ctx.rooms.locate(id), {}};
                                        if (auto signedIn = ctx.accounts.signed_in(cookies)) {
                                            out.player = {signedIn->id, signedIn->name};
                                            if (ctx.traces)
                                                note_traces(*ctx.traces, signedIn->id, address,
                                                            cookie_value(cookies, DEVICE_COOKIE), unix_ms());
                                        }
                                        return out;
                                    });
                target = co_await std::move(found);
            }
            const RoomManager::Located& room = target.room;
            if ((room.host || (!room.owner.empty() && ctx.cluster)) && !ctx.stopping) {
                stream.expires_never(); // the WebSocket keeps its own timeouts
                auto session = run_websocket(std::move(stream), std::move(req), std::move(target), ctx);
                co_await std::move(session);
                co_return;
            }
            auto res = json_response(req, 404, R"({"error":{"code":"ERR_NO_ROOM","message":"no such room"}})");
            res.keep_alive(false);
            co_await http::async_write(stream, res, net::as_tuple(net::use_awaitable));
            break;
        }

        const bool keepAlive = req.keep_alive();
        if (target_path(req.target()).starts_with("/api/")) {
            // No temporaries with destructors inside co_await expressions (GCC 12 may destroy them twice).
            // Filled field by field: GCC 12 left a member of this braced aggregate unset in the coroutine frame
            // (UBSan: a bool loaded as 200).
            ApiRequest apiRequest;
            apiRequest.method = req.method_string();
            apiRequest.target = req.target();
            apiRequest.body = req.body();
            apiRequest.cookies = req[http::field::cookie];
            apiRequest.address = client_address(stream, req, ctx.trustedProxies);
            apiRequest.https = req["X-Forwarded-Proto"] == "https";
            ApiReply reply;
            if (!may_change(req)) {
                reply = {403, std::string(ORIGIN_REFUSED), {}};
            } else {
                auto api = ctx.api(apiRequest);
                reply = co_await std::move(api);
            }
            auto res = json_response(req, reply.status, std::move(reply.body));
            for (const auto& [name, value] : reply.headers)
                res.insert(name, value);
            auto [wec, wn] = co_await http::async_write(stream, res, net::as_tuple(net::use_awaitable));
            if (wec)
                break;
        } else {
            auto file = serve_static(req, ctx.webRoot);
            auto [wec, wn] = co_await beast::async_write(stream, std::move(file), net::as_tuple(net::use_awaitable));
            if (wec)
                break;
        }
        if (!keepAlive || ctx.stopping)
            break;
    }
    beast::error_code ignored;
    stream.socket().shutdown(net::ip::tcp::socket::shutdown_send, ignored);
}

} // namespace littletable::server
