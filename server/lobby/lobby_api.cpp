#include "server/lobby/lobby_api.h"

#include <nlohmann/json.hpp>

#include "engine/core/errors.h"
#include "engine/core/registry.h"
#include "server/http_api.h"
#include "server/server_context.h"

namespace littletable::server {

using nlohmann::json;

namespace {

ApiReply reply(const json& j, unsigned status = 200) {
    return {status, j.dump(-1, ' ', false, json::error_handler_t::replace), {}};
}

unsigned status_of(const Error& e) {
    if (e.code == "ERR_STORAGE")
        return 503;
    if (e.code == "ERR_SIGN_IN_REQUIRED")
        return 401;
    if (e.code == "ERR_NO_SEEK")
        return 404;
    if (e.code == "ERR_BAD_TICKET")
        return 403;
    if (e.code == "ERR_OWN_SEEK" || e.code == "ERR_LOBBY_FULL")
        return 409;
    if (e.code == "ERR_RATE_LIMITED")
        return 429;
    return 400;
}

ApiReply error_reply(const Error& e) {
    return reply({{"error", {{"code", e.code}, {"message", e.message}}}}, status_of(e));
}

json status_json(const SeekStatus& s) {
    json j{{"matched", s.matched}, {"joined", s.joined}, {"seats", s.seats}};
    if (s.matched) {
        j["room"] = s.room;
        j["link"] = "/r/" + s.room;
        j["seat"] = s.seat == NO_SEAT ? json(nullptr) : json(s.seat);
        j["secret"] = s.secret.empty() ? json(nullptr) : json(s.secret);
    }
    return j;
}

SeatPlayer who(const ApiRequest& req, ServerContext& ctx) {
    auto p = signed_in_player(req.cookies, ctx.players.accounts);
    return p ? SeatPlayer{p->id, p->name} : SeatPlayer{};
}

/// The ticket of a status or cancel body.
Result<std::string> ticket_of(std::string_view body) {
    const json j = json::parse(body, nullptr, false);
    if (j.is_discarded() || !j.is_object() || !j.contains("ticket") || !j["ticket"].is_string())
        return make_error("ERR_BAD_FIELD", "ticket: the ticket the seek gave you is expected");
    return j["ticket"].get<std::string>();
}

ApiReply lobby(std::string_view game, ServerContext& ctx) {
    if (!find_game(game))
        return error_reply(errors::unknown_game(game));
    json playing = json::array();
    for (const auto& [id, s] : ctx.rooms.playing(game, 50))
        playing.push_back(
            {{"room", id}, {"link", "/r/" + id}, {"players", s.names}, {"ranked", s.ranked}, {"plies", s.plies}});
    return reply({{"game", game}, {"seeks", ctx.lobby.open_seeks(std::string(game))}, {"playing", std::move(playing)}});
}

} // namespace

std::optional<ApiReply> handle_lobby_api(const ApiRequest& req, ServerContext& ctx) {
    const std::string_view path = target_path(req.target);
    constexpr std::string_view LOBBY = "/api/lobby/", SEEKS = "/api/seeks";
    if (path.starts_with(LOBBY)) {
        if (req.method != "GET" && req.method != "HEAD")
            return error_reply(make_error("ERR_METHOD", "use GET"));
        return lobby(path.substr(LOBBY.size()), ctx);
    }
    if (!path.starts_with(SEEKS))
        return std::nullopt;
    if (req.method != "POST")
        return error_reply(make_error("ERR_METHOD", "use POST"));
    if (path == SEEKS) {
        auto spec = parse_seek(req.body);
        if (!spec)
            return error_reply(spec.error());
        // A seek becomes a room: it counts against the address's rooms (--rooms-per-minute).
        if (!ctx.roomCreation.allow(req.address))
            return error_reply(
                make_error("ERR_RATE_LIMITED", "too many new rooms and seeks from this address: wait a minute"));
        auto posted = ctx.lobby.post(spec.value(), who(req, ctx));
        if (!posted) {
            ctx.roomCreation.refund(req.address);
            return error_reply(posted.error());
        }
        return reply({{"seek", posted.value().id},
                      {"ticket", posted.value().ticket},
                      {"status", status_json(posted.value().status)}});
    }
    // /api/seeks/ID/ACTION
    const std::string_view rest = path.substr(SEEKS.size());
    const size_t slash = rest.find('/', 1);
    if (!rest.starts_with("/") || slash == std::string_view::npos)
        return error_reply(make_error("ERR_NOT_FOUND", "no API at " + std::string(path.substr(0, 64))));
    const std::string id(rest.substr(1, slash - 1));
    const std::string_view action = rest.substr(slash + 1);
    if (action == "join") {
        auto joined = ctx.lobby.join(id, who(req, ctx));
        if (!joined)
            return error_reply(joined.error());
        return reply({{"seek", id}, {"ticket", joined.value().ticket}, {"status", status_json(joined.value().status)}});
    }
    if (action == "status" || action == "cancel") {
        auto ticket = ticket_of(req.body);
        if (!ticket)
            return error_reply(ticket.error());
        if (action == "cancel") {
            auto done = ctx.lobby.cancel(id, ticket.value());
            return done ? reply({{"cancelled", true}}) : error_reply(done.error());
        }
        auto status = ctx.lobby.status(id, ticket.value());
        return status ? reply(status_json(status.value())) : error_reply(status.error());
    }
    return error_reply(make_error("ERR_NOT_FOUND", "no API at " + std::string(path.substr(0, 64))));
}

} // namespace littletable::server
