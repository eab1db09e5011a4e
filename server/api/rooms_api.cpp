// The rooms' endpoints (docs/protocol.md): creating a room, a room's info, and a signed-in player's finished game
// against the computer, kept as a room that is never played again.
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <nlohmann/json.hpp>

#include "protocol/game_json.h"
#include "server/api/handlers.h"
#include "server/api/reply.h"
#include "server/common/secrets.h"
#include "server/players/reported_games.h"

namespace littletable::server::handlers {

namespace net = boost::asio;
using nlohmann::json;

ApiReply create_room(const ApiCall& c) {
    auto spec = protocol::parse_room_spec(c.req.body);
    if (!spec)
        return error_reply(400, spec.error());
    if (auto player = c.ctx.accounts.signed_in(c.req.cookies))
        spec.value().creator = {player->id, player->name};
    if (spec.value().settings.ranked && spec.value().creator.id == 0)
        return error_reply(make_error("ERR_SIGN_IN_REQUIRED", "take a name (Sign in) to open a ranked room"));
    auto created = c.ctx.rooms.create(spec.value());
    if (!created)
        return error_reply(created.error().code == "ERR_STORAGE" ? 503 : 400, created.error());
    const auto& room = created.value();
    return reply({{"room", room.id},
                  {"link", "/r/" + room.id},
                  {"seat", protocol::seat_json(room.seat)},
                  {"secret", room.secret.empty() ? json(nullptr) : json(room.secret)}});
}

namespace {

/// The room's info, read on its strand.
net::awaitable<json> info_on_strand(std::shared_ptr<RoomHost> host) { co_return host->room().info_json(); }

} // namespace

net::awaitable<ApiReply> room_info(const ApiCall& c) {
    const std::string& id = c.args.at(0);
    auto located = valid_room_id(id) ? c.ctx.rooms.locate(id) : RoomManager::Located{};
    if (!located.owner.empty()) { // played by another node: as stored
        auto info = c.ctx.rooms.stored_info(id);
        if (!info)
            co_return error_reply(info.error());
        co_return reply(info.value());
    }
    auto host = std::move(located.host);
    if (!host)
        co_return error_reply(make_error("ERR_NO_ROOM", "no room '" + id.substr(0, 32) + "'"));
    // Not a temporary inside the co_await expression: GCC 12 destroys those twice.
    auto on_strand = net::co_spawn(host->strand(), info_on_strand(host), net::use_awaitable);
    json info = co_await std::move(on_strand);
    co_return reply(info);
}

ApiReply report_played(const ApiCall& c) {
    auto player = c.ctx.accounts.signed_in(c.req.cookies);
    if (!player)
        return error_reply(make_error("ERR_SIGN_IN_REQUIRED", "only a signed-in player's games are kept"));
    auto stored = store_reported_game(c.req.body, {player->id, player->name}, c.ctx.rooms.storage());
    if (!stored)
        return error_reply(stored.error().code == "ERR_STORAGE" ? 503 : 400, stored.error());
    return reply(stored.value());
}

} // namespace littletable::server::handlers
