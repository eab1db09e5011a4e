#include "server/http_api.h"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <nlohmann/json.hpp>

#include "engine/core/registry.h"
#include "view/game_json.h"
#include "server/http_api_game.h"
#include "server/http_api_position.h"
#include "server/http_api_record.h"
#include "server/lobby/lobby_api.h"
#include "server/players/reported_games.h"
#include "server/players/players_api.h"
#include "server/secrets.h"

namespace littletable::server {

using namespace littletable::view;

namespace net = boost::asio;
using nlohmann::json;

namespace {

ApiReply reply(json j, unsigned status = 200) {
    return {status, j.dump(-1, ' ', false, json::error_handler_t::replace), {}};
}

ApiReply error_reply(unsigned status, const Error& e) {
    return reply({{"error", {{"code", e.code}, {"message", e.message}}}}, status);
}

/// A GET of a game given as its start and moves (?game&fen&moves), answered by `view` (the position, the record).
template<typename View>
ApiReply game_query(std::string_view target, View view) {
    const auto game = query_param(target, "game");
    const auto fen = query_param(target, "fen");
    const auto moves = query_param(target, "moves");
    for (const auto* param : {&game, &fen, &moves})
        if (!*param)
            return error_reply(400, param->error());
    auto answer = view(game.value().value_or(""), fen.value().value_or(""), moves.value().value_or(""));
    return answer ? reply(std::move(answer).value()) : error_reply(400, answer.error());
}

/// GET /api/position?game&fen&moves: the position reached.
ApiReply position(std::string_view target) { return game_query(target, position_view); }

/// GET /api/record?game&fen&moves: the record of a game given as its start and moves.
ApiReply record(std::string_view target) { return game_query(target, record_export); }

/// POST /api/import {game, text}: a FEN or a record read into a start position and moves.
ApiReply import_text(std::string_view body) {
    const json j = json::parse(body, nullptr, false);
    const auto is_text = [&j](const char* name) { return j.contains(name) && j[name].is_string(); };
    if (!j.is_object() || !is_text("game") || !is_text("text"))
        return error_reply(400, make_error("ERR_BAD_FIELD", "body: {game, text} with two strings"));
    auto read = record_import(j["game"].get<std::string>(), j["text"].get<std::string>());
    return read ? reply(std::move(read).value()) : error_reply(400, read.error());
}

ApiReply create_room(const ApiRequest& req, ServerContext& ctx) {
    RoomManager& rooms = ctx.rooms;
    auto spec = parse_room_spec(req.body);
    if (!spec)
        return error_reply(400, spec.error());
    if (auto player = signed_in_player(req.cookies, ctx.players.accounts))
        spec.value().creator = {player->id, player->name};
    if (spec.value().settings.ranked && spec.value().creator.id == 0)
        return error_reply(401, make_error("ERR_SIGN_IN_REQUIRED", "take a name (Sign in) to open a ranked room"));
    auto created = rooms.create(spec.value());
    if (!created)
        return error_reply(created.error().code == "ERR_STORAGE" ? 503 : 400, created.error());
    const auto& c = created.value();
    return reply({{"room", c.id},
                  {"link", "/r/" + c.id},
                  {"seat", seat_json(c.seat)},
                  {"secret", c.secret.empty() ? json(nullptr) : json(c.secret)}});
}

/// POST /api/played: a signed-in player's finished game against the computer; counts as a room for the address.
ApiReply report_played(const ApiRequest& req, ServerContext& ctx) {
    auto player = signed_in_player(req.cookies, ctx.players.accounts);
    if (!player)
        return error_reply(401, make_error("ERR_SIGN_IN_REQUIRED", "only a signed-in player's games are kept"));
    if (!ctx.roomCreation.allow(req.address))
        return error_reply(429, make_error("ERR_RATE_LIMITED", "too many games from this address: wait a minute"));
    auto stored = store_reported_game(req.body, {player->id, player->name}, ctx.rooms.storage());
    if (!stored) {
        ctx.roomCreation.refund(req.address);
        return error_reply(stored.error().code == "ERR_STORAGE" ? 503 : 400, stored.error());
    }
    return reply(std::move(stored).value());
}

/// GET /api/rooms/ID/games/N.
ApiReply stored_game(std::string_view path, std::string_view method, Storage& storage) {
    if (method != "GET" && method != "HEAD")
        return error_reply(405, make_error("ERR_METHOD", "use GET"));
    const std::string_view rest = path.substr(std::string_view("/api/rooms/").size());
    const size_t slash = rest.find("/games/");
    const std::string_view id = rest.substr(0, slash);
    const std::string_view number = rest.substr(slash + std::string_view("/games/").size());
    int gameNo = 0;
    for (char c : number)
        gameNo = (c >= '0' && c <= '9' && gameNo < 1'000'000) ? gameNo * 10 + (c - '0') : -1;
    if (!valid_room_id(id) || number.empty() || gameNo <= 0)
        return error_reply(
            404, make_error("ERR_NO_GAME", "no such game: /api/rooms/ID/games/N with a room id and a game number"));
    auto game = stored_game_json(id, gameNo, storage);
    if (!game)
        return error_reply(game.error().code == "ERR_STORAGE" ? 503 : 404, game.error());
    return reply(std::move(game).value());
}

} // namespace

std::string_view target_path(std::string_view target) { return target.substr(0, target.find('?')); }

std::optional<std::string> percent_decode(std::string_view s, bool plusIsSpace) {
    auto hex = [](char c) -> int {
        if (c >= '0' && c <= '9')
            return c - '0';
        if (c >= 'a' && c <= 'f')
            return c - 'a' + 10;
        if (c >= 'A' && c <= 'F')
            return c - 'A' + 10;
        return -1;
    };
    std::string out;
    for (size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '%') {
            if (i + 2 >= s.size())
                return std::nullopt;
            const int hi = hex(s[i + 1]);
            const int lo = hex(s[i + 2]);
            if (hi < 0 || lo < 0)
                return std::nullopt;
            out += char(hi * 16 + lo);
            i += 2;
        } else
            out += (plusIsSpace && s[i] == '+') ? ' ' : s[i];
    }
    return out;
}

Result<std::optional<std::string>> query_param(std::string_view target, std::string_view name) {
    const size_t q = target.find('?');
    if (q == std::string_view::npos)
        return std::optional<std::string>();
    std::string_view query = target.substr(q + 1);
    while (!query.empty()) {
        const size_t amp = query.find('&');
        std::string_view pair = query.substr(0, amp);
        query = amp == std::string_view::npos ? std::string_view() : query.substr(amp + 1);
        const size_t eq = pair.find('=');
        if (pair.substr(0, eq) != name)
            continue;
        auto value = percent_decode(eq == std::string_view::npos ? std::string_view() : pair.substr(eq + 1), true);
        if (!value)
            return make_error("ERR_BAD_FIELD", std::string(name) + ": malformed percent-encoding");
        return std::optional<std::string>(std::move(value));
    }
    return std::optional<std::string>();
}

net::awaitable<ApiReply> handle_api(const ApiRequest& req, ServerContext& ctx) {
    auto forPlayers = handle_players_api(req, ctx.players);
    std::optional<ApiReply> players = co_await std::move(forPlayers);
    if (players)
        co_return std::move(*players);
    if (auto lobby = handle_lobby_api(req, ctx))
        co_return std::move(*lobby);
    const std::string_view method = req.method, target = req.target;
    RoomManager& rooms = ctx.rooms;
    const std::string_view path = target_path(target);
    const bool get = method == "GET" || method == "HEAD";
    if (path == "/api/games")
        co_return get ? reply(games_json()) : error_reply(405, make_error("ERR_METHOD", "use GET"));
    if (path == "/api/position")
        co_return get ? position(target) : error_reply(405, make_error("ERR_METHOD", "use GET"));
    if (path == "/api/record")
        co_return get ? record(target) : error_reply(405, make_error("ERR_METHOD", "use GET"));
    if (path == "/api/import")
        co_return method == "POST" ? import_text(req.body) : error_reply(405, make_error("ERR_METHOD", "use POST"));
    if (path == "/api/rooms")
        co_return method == "POST" ? create_room(req, ctx) : error_reply(405, make_error("ERR_METHOD", "use POST"));
    if (path == "/api/played")
        co_return method == "POST" ? report_played(req, ctx) : error_reply(405, make_error("ERR_METHOD", "use POST"));
    if (path.starts_with("/api/rooms/") && path.find("/games/") != std::string_view::npos)
        co_return stored_game(path, method, ctx.rooms.storage());
    if (path.starts_with("/api/rooms/")) {
        const std::string_view id = path.substr(std::string_view("/api/rooms/").size());
        if (!get)
            co_return error_reply(405, make_error("ERR_METHOD", "use GET"));
        auto located = valid_room_id(id) ? rooms.locate(id) : RoomManager::Located{};
        if (!located.owner.empty()) { // played by another node: as stored
            auto info = rooms.stored_info(id);
            if (!info)
                co_return error_reply(info.error().code == "ERR_NO_ROOM" ? 404 : 500, info.error());
            co_return reply(std::move(info).value());
        }
        auto host = std::move(located.host);
        if (!host)
            co_return error_reply(404, make_error("ERR_NO_ROOM", "no room '" + std::string(id.substr(0, 32)) + "'"));
        // Built outside the co_await expression: GCC 12 destroys a capturing lambda temporary there twice.
        auto read_info = [host]() -> net::awaitable<json> { co_return host->room().info_json(); };
        auto on_strand = net::co_spawn(host->strand(), std::move(read_info), net::use_awaitable);
        json info = co_await std::move(on_strand);
        co_return reply(std::move(info));
    }
    co_return error_reply(404, make_error("ERR_NOT_FOUND", "no API at " + std::string(path.substr(0, 64))));
}

} // namespace littletable::server
