// The players' endpoints (docs/protocol.md, "Players"): sign up, sign in and out, who am I, set a password, delete
// my player, my live games, player pages and leaderboards. The session secret goes out only in the Set-Cookie header.
#include <nlohmann/json.hpp>

#include "server/api/handlers.h"
#include "server/api/reply.h"
#include "server/players/player_name.h"
#include "server/players/my_games.h"
#include "server/common/secrets.h"
#include "server/players/player_pages.h"
#include "server/players/player_traces.h"
#include "server/players/session_cookie.h"

namespace littletable::server::handlers {

using nlohmann::json;

namespace {

json player_json(const PlayerRecord& p) { return {{"name", p.name}, {"password", !p.passwordHash.empty()}}; }

/// The body's fields as strings; ERR_BAD_JSON or ERR_BAD_FIELD naming the field.
Result<json> parse_body(std::string_view body) {
    json j = json::parse(body, nullptr, false);
    if (j.is_discarded() || !j.is_object())
        return make_error("ERR_BAD_JSON", "the body is not a JSON object (in UTF-8)");
    for (const auto& [key, value] : j.items())
        if (!value.is_string())
            return make_error("ERR_BAD_FIELD", key + ": a string is expected");
    return j;
}

std::string field(const json& j, const char* name) { return j.value(name, std::string()); }

std::string_view session_secret(const ApiCall& c) { return cookie_value(c.req.cookies, SESSION_COOKIE); }

/// The reply to a sign-up or sign-in: the session cookie, and a device cookie for a browser that has none yet;
/// the address and device are noted for the player (player_traces.h).
ApiReply opened(const ApiCall& c, const Result<OpenedSession>& s, int64_t nowMs) {
    if (!s)
        return error_reply(s.error());
    const bool https = c.req.https;
    ApiReply r = reply({{"player", player_json(s.value().player)}});
    r.headers.emplace_back("Set-Cookie",
                           session_cookie(s.value().secret, (s.value().expiresAtMs - nowMs) / 1000, https));
    std::string device(cookie_value(c.req.cookies, DEVICE_COOKIE));
    if (device.empty()) {
        device = new_secret();
        r.headers.emplace_back("Set-Cookie", device_cookie(device, https));
    }
    if (c.ctx.traces)
        note_traces(*c.ctx.traces, s.value().player.id, c.req.address, device, nowMs);
    return r;
}

ApiReply with_cleared_cookie(ApiReply r, bool https) {
    r.headers.emplace_back("Set-Cookie", cleared_session_cookie(https));
    return r;
}

/// ERR_NAME_INVALID with the rule the name breaks as data too (`rule` and, where it names one, `detail`: the
/// character, word or scripts), for the page to word it in its language.
ApiReply name_refused(const NameProblem& p) {
    json error = {{"code", p.error.code}, {"message", p.error.message}, {"rule", p.rule}};
    if (!p.detail.empty())
        error["detail"] = p.detail;
    return reply({{"error", error}}, status_of(p.error));
}

/// A page read from storage; anything but a storage failure is "not found".
ApiReply page_reply(const Result<json>& page) {
    if (!page)
        return error_reply(page.error().code == "ERR_STORAGE" ? 503 : 404, page.error());
    return reply(page.value());
}

} // namespace

ApiReply sign_up(const ApiCall& c) {
    auto body = parse_body(c.req.body);
    if (!body)
        return error_reply(400, body.error());
    const std::string name = field(body.value(), "name");
    if (auto problem = name_problem(name))
        return name_refused(*problem);
    auto s = c.ctx.accounts.sign_up(name, field(body.value(), "password"));
    return opened(c, s, Accounts::unix_now_ms());
}

ApiReply sign_in(const ApiCall& c) {
    auto body = parse_body(c.req.body);
    if (!body)
        return error_reply(400, body.error());
    auto s = c.ctx.accounts.sign_in(field(body.value(), "name"), field(body.value(), "password"), c.req.address);
    return opened(c, s, Accounts::unix_now_ms());
}

ApiReply me(const ApiCall& c) {
    const std::string_view secret = session_secret(c);
    if (secret.empty())
        return reply({{"player", nullptr}});
    auto player = c.ctx.accounts.player_of(secret);
    if (!player)
        return with_cleared_cookie(error_reply(player.error()), c.req.https);
    return reply({{"player", player_json(player.value())}});
}

ApiReply set_password(const ApiCall& c) {
    auto body = parse_body(c.req.body);
    if (!body)
        return error_reply(400, body.error());
    auto done =
        c.ctx.accounts.set_password(session_secret(c), field(body.value(), "current"), field(body.value(), "password"));
    if (!done)
        return error_reply(done.error());
    return me(c);
}

ApiReply delete_me(const ApiCall& c) {
    auto body = parse_body(c.req.body);
    if (!body)
        return error_reply(400, body.error());
    auto done = c.ctx.accounts.delete_player(session_secret(c), field(body.value(), "name"));
    if (!done)
        return error_reply(done.error());
    return with_cleared_cookie(reply({{"player", nullptr}}), c.req.https);
}

ApiReply sign_out(const ApiCall& c) {
    auto done = c.ctx.accounts.sign_out(session_secret(c));
    if (!done)
        return error_reply(done.error());
    return with_cleared_cookie(reply({{"player", nullptr}}), c.req.https);
}

ApiReply player_page(const ApiCall& c) {
    return page_reply(server::player_page(c.args.at(0), c.ctx.players, c.ctx.ratings));
}

ApiReply live_games(const ApiCall& c) {
    const std::string_view secret = session_secret(c);
    if (secret.empty())
        return error_reply(make_error("ERR_NOT_SIGNED_IN", "sign in to see your games"));
    auto player = c.ctx.accounts.player_of(secret);
    if (!player)
        return error_reply(player.error());
    auto games = my_games(player.value().id, c.ctx.players);
    if (!games)
        return error_reply(games.error());
    return reply(games.value());
}

ApiReply leaderboard(const ApiCall& c) { return page_reply(leaderboard_page(c.args.at(0), c.ctx.ratings)); }

} // namespace littletable::server::handlers
