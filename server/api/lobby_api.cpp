// The lobby's endpoints (docs/protocol.md, "Lobby"): a game's open seeks and the games being played, posting,
// joining, a seek's status, withdrawing.
#include <nlohmann/json.hpp>

#include "engine/core/errors.h"
#include "engine/core/registry.h"
#include "server/api/handlers.h"
#include "server/api/reply.h"

namespace littletable::server::handlers {

using nlohmann::json;

namespace {

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

protocol::SeatPlayer who(const ApiCall& c) {
    auto p = c.ctx.accounts.signed_in(c.req.cookies);
    return p ? protocol::SeatPlayer{p->id, p->name} : protocol::SeatPlayer{};
}

/// The ticket of a status or cancel body.
Result<std::string> ticket_of(std::string_view body) {
    const json j = json::parse(body, nullptr, false);
    if (j.is_discarded() || !j.is_object() || !j.contains("ticket") || !j["ticket"].is_string())
        return make_error("ERR_BAD_FIELD", "ticket: the ticket the seek gave you is expected");
    return j["ticket"].get<std::string>();
}

} // namespace

ApiReply lobby(const ApiCall& c) {
    const std::string& game = c.args.at(0);
    if (!find_game(game))
        return error_reply(errors::unknown_game(game));
    json playing = json::array();
    for (const auto& [id, s] : c.ctx.rooms.playing(game, 50))
        playing.push_back(
            {{"room", id}, {"link", "/r/" + id}, {"players", s.names}, {"ranked", s.ranked}, {"plies", s.plies}});
    return reply({{"game", game}, {"seeks", c.ctx.lobby.open_seeks(game)}, {"playing", std::move(playing)}});
}

ApiReply post_seek(const ApiCall& c) {
    auto spec = parse_seek(c.req.body);
    if (!spec)
        return error_reply(spec.error());
    auto posted = c.ctx.lobby.post(spec.value(), who(c));
    if (!posted)
        return error_reply(posted.error());
    return reply({{"seek", posted.value().id},
                  {"ticket", posted.value().ticket},
                  {"status", status_json(posted.value().status)}});
}

ApiReply join_seek(const ApiCall& c) {
    const std::string& id = c.args.at(0);
    auto joined = c.ctx.lobby.join(id, who(c));
    if (!joined)
        return error_reply(joined.error());
    return reply({{"seek", id}, {"ticket", joined.value().ticket}, {"status", status_json(joined.value().status)}});
}

ApiReply seek_status(const ApiCall& c) {
    auto ticket = ticket_of(c.req.body);
    if (!ticket)
        return error_reply(ticket.error());
    auto status = c.ctx.lobby.status(c.args.at(0), ticket.value());
    return status ? reply(status_json(status.value())) : error_reply(status.error());
}

ApiReply cancel_seek(const ApiCall& c) {
    auto ticket = ticket_of(c.req.body);
    if (!ticket)
        return error_reply(ticket.error());
    auto done = c.ctx.lobby.cancel(c.args.at(0), ticket.value());
    return done ? reply({{"cancelled", true}}) : error_reply(done.error());
}

} // namespace littletable::server::handlers
