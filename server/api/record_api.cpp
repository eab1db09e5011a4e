#include "server/api/record_api.h"

#include "engine/core/errors.h"
#include "engine/core/registry.h"
#include "protocol/game_json.h"
#include "server/api/handlers.h"
#include "server/api/position_api.h"
#include "server/api/reply.h"

namespace littletable::server {

using nlohmann::json;

namespace {

/// `text` without the white space around it.
std::string_view trimmed(std::string_view text) {
    const size_t first = text.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos)
        return {};
    return text.substr(first, text.find_last_not_of(" \t\r\n") - first + 1);
}

/// The seat to move, or null once the game is over.
json to_move(const Game& g) { return g.outcome().over() ? json(nullptr) : protocol::seat_json(g.side_to_move()); }

} // namespace

Result<json> record_export(std::string_view game, std::string_view fen, std::string_view moves) {
    auto after = game_after(game, fen, moves);
    if (!after)
        return after.error();
    const Game& g = *after.value();
    RecordInfo info;
    info.tags.emplace_back("Event", "littletable game");
    const GameInfo* registry = find_game(game);
    return json{
        {"record", g.export_record(info)}, {"format", registry ? registry->record_format : "pgn"}, {"fen", g.fen()}};
}

Result<json> record_import(std::string_view game, std::string_view text) {
    if (game.empty())
        return make_error("ERR_BAD_FIELD", "game: missing");
    const std::string_view body = trimmed(text);
    if (body.empty())
        return make_error("ERR_BAD_FIELD", "text: empty");
    if (body.size() > MAX_IMPORT_CHARS)
        return make_error("ERR_BAD_FIELD", "text: more than " + std::to_string(MAX_IMPORT_CHARS) + " characters");
    const GameInfo* info = find_game(game);
    if (!info)
        return errors::unknown_game(game);
    auto asFen = create_game(game, body);
    if (asFen) {
        const Game& g = *asFen.value();
        return json{{"game", game},           {"kind", "fen"},  {"startFen", g.start_fen()},
                    {"moves", json::array()}, {"fen", g.fen()}, {"toMove", to_move(g)}};
    }
    if (!info->import_record)
        return make_error("ERR_BAD_IMPORT", "not a FEN of " + info->title + " (" + asFen.error().message + ")");
    auto asRecord = info->import_record(body);
    if (!asRecord)
        return make_error("ERR_BAD_IMPORT", "neither a FEN of " + info->title + " (" + asFen.error().message +
                                                ") nor a " + info->record_format + " record (" +
                                                asRecord.error().message + ")");
    const Game& g = *asRecord.value();
    json moves = json::array();
    for (const MoveView& m : g.history())
        moves.push_back({{"u", m.text}, {"san", m.display}});
    return json{{"game", game},   {"kind", "record"},    {"startFen", g.start_fen()}, {"moves", std::move(moves)},
                {"fen", g.fen()}, {"toMove", to_move(g)}};
}

ApiReply handlers::record(const ApiCall& c) {
    auto q = read_game_query(c.req.target);
    if (!q)
        return error_reply(400, q.error());
    auto record = record_export(q.value().game, q.value().fen, q.value().moves);
    return record ? reply(record.value()) : error_reply(400, record.error());
}

ApiReply handlers::import_text(const ApiCall& c) {
    const json j = json::parse(c.req.body, nullptr, false);
    const auto is_text = [&j](const char* name) { return j.contains(name) && j[name].is_string(); };
    if (!j.is_object() || !is_text("game") || !is_text("text"))
        return error_reply(400, make_error("ERR_BAD_FIELD", "body: {game, text} with two strings"));
    auto read = record_import(j["game"].get<std::string>(), j["text"].get<std::string>());
    return read ? reply(read.value()) : error_reply(400, read.error());
}

} // namespace littletable::server
