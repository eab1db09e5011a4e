#include "server/api/routes.h"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "server/api/handlers.h"
#include "server/api/reply.h"
#include "server/net/http_target.h"
#include "server/net/run_on.h"

namespace littletable::server {

namespace net = boost::asio;

namespace {

/// A per-address limit a route takes before its handler runs.
struct Limit {
    RateLimiter ApiContext::*bucket = nullptr;
    std::string_view what{}; ///< "too many WHAT from this address"
    bool refundUnlessOk = false; ///< given back when the request made nothing (any status but 200)
};

constexpr Limit ROOMS{&ApiContext::roomCreation, "new rooms", true};
constexpr Limit SEEKS{&ApiContext::roomCreation, "new rooms and seeks", true};
constexpr Limit GAMES{&ApiContext::roomCreation, "games", true};
constexpr Limit SIGN_UPS{&ApiContext::signUps, "new players", false};
constexpr Limit SIGN_INS{&ApiContext::signIns, "sign-ins", false};
constexpr Limit PASSWORDS{&ApiContext::signIns, "password attempts", false};

/// Where a handler runs: on the I/O thread that read the request (it never waits), on the pool that hashes
/// passwords (a handler that may hash or verify one; it reads storage too), or on the pool that waits on storage.
enum class Pool { IO, HASHING, STORAGE };

struct Route {
    std::string_view method; ///< GET also answers HEAD
    std::string_view path; ///< "{}" matches one segment, handed to the handler percent-decoded
    std::variant<ApiHandler, AsyncApiHandler> handler;
    Limit limit{};
    Pool pool = Pool::IO;
};

using namespace handlers;

constexpr Limit NONE{};

const Route ROUTES[] = {
    {"GET", "/api/games", games},
    {"GET", "/api/position", position},
    {"GET", "/api/record", record},
    {"POST", "/api/import", import_text},
    {"POST", "/api/rooms", create_room, ROOMS, Pool::STORAGE},
    {"GET", "/api/rooms/{}", room_info, NONE, Pool::STORAGE},
    {"GET", "/api/rooms/{}/games/{}", stored_game, NONE, Pool::STORAGE},
    {"POST", "/api/played", report_played, GAMES, Pool::STORAGE},
    {"POST", "/api/players", sign_up, SIGN_UPS, Pool::HASHING},
    {"GET", "/api/players/{}", player_page, NONE, Pool::STORAGE},
    {"POST", "/api/session", sign_in, SIGN_INS, Pool::HASHING},
    {"DELETE", "/api/session", sign_out, NONE, Pool::STORAGE},
    {"GET", "/api/me", me, NONE, Pool::STORAGE},
    {"DELETE", "/api/me", delete_me, NONE, Pool::STORAGE},
    {"PUT", "/api/me/password", set_password, PASSWORDS, Pool::HASHING},
    {"GET", "/api/my-games", live_games, NONE, Pool::STORAGE},
    {"GET", "/api/leaderboard/{}", leaderboard, NONE, Pool::STORAGE},
    {"GET", "/api/push", push_key},
    {"POST", "/api/push/subscriptions", push_subscribe, NONE, Pool::STORAGE},
    {"DELETE", "/api/push/subscriptions", push_unsubscribe, NONE, Pool::STORAGE},
    {"GET", "/api/lobby/{}", lobby},
    {"POST", "/api/seeks", post_seek, SEEKS, Pool::STORAGE},
    {"POST", "/api/seeks/{}/join", join_seek, NONE, Pool::STORAGE},
    {"POST", "/api/seeks/{}/status", seek_status},
    {"POST", "/api/seeks/{}/cancel", cancel_seek},
};

/// The next '/'-separated segment of `path`, taken off its front.
std::string_view next_segment(std::string_view& path) {
    const size_t slash = path.find('/');
    const std::string_view segment = path.substr(0, slash);
    path = slash == std::string_view::npos ? std::string_view() : path.substr(slash + 1);
    return segment;
}

/// A path matched against a route's pattern: nullopt when it does not match; else its "{}" segments, or
/// ERR_BAD_FIELD when one of them is not valid percent-encoding.
std::optional<Result<std::vector<std::string>>> match(std::string_view pattern, std::string_view path) {
    std::vector<std::string> args;
    std::optional<Error> malformed;
    while (!pattern.empty() || !path.empty()) {
        if (pattern.empty() || path.empty())
            return std::nullopt;
        const std::string_view want = next_segment(pattern);
        const std::string_view have = next_segment(path);
        if (want != "{}") {
            if (want != have)
                return std::nullopt;
            continue;
        }
        if (have.empty())
            return std::nullopt;
        auto decoded = percent_decode(have, false);
        if (!decoded)
            malformed = make_error("ERR_BAD_FIELD", "malformed percent-encoding in the path");
        args.push_back(decoded.value_or(""));
    }
    if (malformed)
        return Result<std::vector<std::string>>(*malformed);
    return Result<std::vector<std::string>>(std::move(args));
}

bool takes(std::string_view routeMethod, std::string_view method) {
    return method == routeMethod || (routeMethod == "GET" && method == "HEAD");
}

ApiReply rate_limited(const Limit& limit) {
    ApiReply r = error_reply(
        make_error("ERR_RATE_LIMITED", "too many " + std::string(limit.what) + " from this address: wait a minute"));
    r.headers.emplace_back("Retry-After", "60");
    return r;
}

/// The handler of `route` where the route says it runs.
net::awaitable<ApiReply> run_handler(const Route& route, const ApiCall& call) {
    if (route.pool == Pool::IO) {
        if (auto* async = std::get_if<AsyncApiHandler>(&route.handler)) {
            auto pending = (*async)(call); // not a temporary inside co_await (GCC 12)
            co_return co_await std::move(pending);
        }
        co_return std::get<ApiHandler>(route.handler)(call);
    }
    const net::any_io_executor pool =
        route.pool == Pool::HASHING ? call.ctx.hashing.get_executor() : call.ctx.storage.get_executor();
    if (auto* async = std::get_if<AsyncApiHandler>(&route.handler)) {
        auto pending = net::co_spawn(pool, (*async)(call), net::use_awaitable);
        co_return co_await std::move(pending);
    }
    auto pending = run_on(pool, [handler = std::get<ApiHandler>(route.handler), &call] { return handler(call); });
    co_return co_await std::move(pending);
}

/// Runs `route` for `call`, within its limit.
net::awaitable<ApiReply> run(const Route& route, const ApiCall& call) {
    RateLimiter* bucket = route.limit.bucket ? &(call.ctx.*route.limit.bucket) : nullptr;
    if (bucket && !bucket->allow(call.req.address))
        co_return rate_limited(route.limit);
    auto pending = run_handler(route, call);
    ApiReply out = co_await std::move(pending);
    if (bucket && route.limit.refundUnlessOk && out.status != 200)
        bucket->refund(call.req.address);
    co_return out;
}

} // namespace

net::awaitable<ApiReply> handle_api(const ApiRequest& req, ApiContext& ctx) {
    const std::string_view path = target_path(req.target);
    std::string allowed;
    for (const Route& route : ROUTES) {
        auto args = match(route.path, path);
        if (!args)
            continue;
        if (!takes(route.method, req.method)) {
            allowed += (allowed.empty() ? "" : " or ") + std::string(route.method);
            continue;
        }
        if (!*args)
            co_return error_reply(args->error());
        const ApiCall call(req, std::move(*args).value(), ctx);
        auto pending = run(route, call);
        co_return co_await std::move(pending);
    }
    if (!allowed.empty())
        co_return error_reply(make_error("ERR_METHOD", "use " + allowed));
    co_return error_reply(make_error("ERR_NOT_FOUND", "no API at " + std::string(path.substr(0, 64))));
}

} // namespace littletable::server
