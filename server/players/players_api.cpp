#include "server/players/players_api.h"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <nlohmann/json.hpp>

#include "server/http_api.h"
#include "server/players/player_pages.h"
#include "server/players/session_cookie.h"

namespace littletable::server {

namespace net = boost::asio;
using nlohmann::json;

namespace {

ApiReply reply(const json& j, unsigned status = 200) {
    return {status, j.dump(-1, ' ', false, json::error_handler_t::replace), {}};
}

ApiReply error_reply(unsigned status, const Error& e) {
    return reply({{"error", {{"code", e.code}, {"message", e.message}}}}, status);
}

unsigned status_of(const Error& e) {
    if (e.code == "ERR_STORAGE" || e.code == "ERR_INTERNAL")
        return 503;
    if (e.code == "ERR_NOT_SIGNED_IN" || e.code == "ERR_SESSION_EXPIRED" || e.code == "ERR_SIGN_IN")
        return 401;
    if (e.code == "ERR_NAME_TAKEN")
        return 409;
    if (e.code == "ERR_LOCKED_OUT")
        return 429;
    return 400;
}

json player_json(const PlayerRecord& p) { return {{"name", p.name}, {"password", !p.passwordHash.empty()}}; }

/// The body's fields as strings; ERR_BAD_JSON or ERR_BAD_FIELD naming the field.
Result<json> parse_body(std::string_view body) {
    json j = json::parse(body, nullptr, false);
    if (j.is_discarded() || !j.is_object())
        return make_error("ERR_BAD_JSON", "the body is not a JSON object");
    for (const auto& [key, value] : j.items())
        if (!value.is_string())
            return make_error("ERR_BAD_FIELD", key + ": a string is expected");
    return j;
}

std::string field(const json& j, const char* name) { return j.value(name, std::string()); }

ApiReply opened(const Result<OpenedSession>& s, int64_t nowMs, bool https) {
    if (!s)
        return error_reply(status_of(s.error()), s.error());
    ApiReply r = reply({{"player", player_json(s.value().player)}});
    r.headers.emplace_back("Set-Cookie",
                           session_cookie(s.value().secret, (s.value().expiresAtMs - nowMs) / 1000, https));
    return r;
}

ApiReply with_cleared_cookie(ApiReply r, bool https) {
    r.headers.emplace_back("Set-Cookie", cleared_session_cookie(https));
    return r;
}

/// A session opened by `open` (sign up or sign in) from the body's name and password.
ApiReply name_and_password(const ApiRequest& req, PlayersService& players,
                           Result<OpenedSession> (Accounts::*open)(std::string_view, std::string_view)) {
    auto body = parse_body(req.body);
    if (!body)
        return error_reply(400, body.error());
    auto s = (players.accounts.*open)(field(body.value(), "name"), field(body.value(), "password"));
    return opened(s, Accounts::unix_now_ms(), req.https);
}

ApiReply sign_up(const ApiRequest& req, PlayersService& players) {
    return name_and_password(req, players, &Accounts::sign_up);
}
ApiReply sign_in(const ApiRequest& req, PlayersService& players) {
    return name_and_password(req, players, &Accounts::sign_in);
}

ApiReply me(const ApiRequest& req, PlayersService& players) {
    const std::string_view secret = cookie_value(req.cookies, SESSION_COOKIE);
    if (secret.empty())
        return reply({{"player", nullptr}});
    auto player = players.accounts.player_of(secret);
    if (!player)
        return with_cleared_cookie(error_reply(status_of(player.error()), player.error()), req.https);
    return reply({{"player", player_json(player.value())}});
}

ApiReply set_password(const ApiRequest& req, PlayersService& players) {
    auto body = parse_body(req.body);
    if (!body)
        return error_reply(400, body.error());
    auto done = players.accounts.set_password(cookie_value(req.cookies, SESSION_COOKIE), field(body.value(), "current"),
                                              field(body.value(), "password"));
    if (!done)
        return error_reply(status_of(done.error()), done.error());
    return me(req, players);
}

ApiReply delete_me(const ApiRequest& req, PlayersService& players) {
    auto body = parse_body(req.body);
    if (!body)
        return error_reply(400, body.error());
    auto done = players.accounts.delete_player(cookie_value(req.cookies, SESSION_COOKIE), field(body.value(), "name"));
    if (!done)
        return error_reply(status_of(done.error()), done.error());
    return with_cleared_cookie(reply({{"player", nullptr}}), req.https);
}

ApiReply sign_out(const ApiRequest& req, PlayersService& players) {
    auto done = players.accounts.sign_out(cookie_value(req.cookies, SESSION_COOKIE));
    if (!done)
        return error_reply(status_of(done.error()), done.error());
    return with_cleared_cookie(reply({{"player", nullptr}}), req.https);
}

ApiReply rate_limited(const char* what) {
    ApiReply r = error_reply(
        429, make_error("ERR_RATE_LIMITED", std::string("too many ") + what + " from this address: wait a minute"));
    r.headers.emplace_back("Retry-After", "60");
    return r;
}

ApiReply method_not_allowed(const char* allowed) {
    return error_reply(405, make_error("ERR_METHOD", std::string("use ") + allowed));
}

using Handler = ApiReply (*)(const ApiRequest&, PlayersService&);

/// Runs `handler` on the hashing pool (it may hash or verify a password) and waits for it.
net::awaitable<ApiReply> on_pool(Handler handler, const ApiRequest& req, PlayersService& players) {
    auto run = [handler, &req, &players]() -> net::awaitable<ApiReply> { co_return handler(req, players); };
    auto done = net::co_spawn(players.hashing.get_executor(), std::move(run), net::use_awaitable);
    co_return co_await std::move(done);
}

} // namespace

std::optional<PlayerRecord> signed_in_player(std::string_view cookies, Accounts& accounts) {
    const std::string_view secret = cookie_value(cookies, SESSION_COOKIE);
    if (secret.empty())
        return std::nullopt;
    auto player = accounts.player_of(secret);
    return player ? std::optional<PlayerRecord>(std::move(player).value()) : std::nullopt;
}

net::awaitable<std::optional<ApiReply>> handle_players_api(const ApiRequest& req, PlayersService& players) {
    const std::string_view path = req.target.substr(0, req.target.find('?'));
    const std::string_view m = req.method;
    if (path == "/api/players") {
        if (m != "POST")
            co_return method_not_allowed("POST");
        if (!players.signUps.allow(req.address))
            co_return rate_limited("new players");
        auto pending = on_pool(sign_up, req, players); // not a temporary inside co_await (GCC 12)
        ApiReply r = co_await std::move(pending);
        co_return r;
    }
    if (path == "/api/session") {
        if (m == "DELETE")
            co_return sign_out(req, players);
        if (m != "POST")
            co_return method_not_allowed("POST or DELETE");
        if (!players.signIns.allow(req.address))
            co_return rate_limited("sign-ins");
        auto pending = on_pool(sign_in, req, players); // not a temporary inside co_await (GCC 12)
        ApiReply r = co_await std::move(pending);
        co_return r;
    }
    if (path == "/api/me") {
        if (m == "GET" || m == "HEAD")
            co_return me(req, players);
        if (m != "DELETE")
            co_return method_not_allowed("GET or DELETE");
        co_return delete_me(req, players);
    }
    constexpr std::string_view PLAYER = "/api/players/", LEADERBOARD = "/api/leaderboard/";
    if (path.starts_with(PLAYER) || path.starts_with(LEADERBOARD)) {
        if (m != "GET" && m != "HEAD")
            co_return method_not_allowed("GET");
        const bool player = path.starts_with(PLAYER);
        const auto key = percent_decode(path.substr(player ? PLAYER.size() : LEADERBOARD.size()), false);
        if (!key)
            co_return error_reply(400, make_error("ERR_BAD_FIELD", "malformed percent-encoding in the path"));
        auto page =
            player ? player_page(*key, players.players, players.ratings) : leaderboard_page(*key, players.ratings);
        if (!page)
            co_return error_reply(page.error().code == "ERR_STORAGE" ? 503 : 404, page.error());
        co_return reply(page.value());
    }
    if (path == "/api/me/password") {
        if (m != "PUT")
            co_return method_not_allowed("PUT");
        if (!players.signIns.allow(req.address))
            co_return rate_limited("password attempts");
        auto pending = on_pool(set_password, req, players); // not a temporary inside co_await (GCC 12)
        ApiReply r = co_await std::move(pending);
        co_return r;
    }
    co_return std::nullopt;
}

} // namespace littletable::server
