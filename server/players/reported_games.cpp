#include "server/players/reported_games.h"

#include <set>

#include "engine/core/errors.h"
#include "engine/core/off_board.h"
#include "engine/core/registry.h"
#include "engine/core/replay.h"
#include "protocol/ending_json.h"
#include "protocol/json_fields.h"
#include "server/common/secrets.h"

namespace littletable::server {

using nlohmann::json;

Result<json> store_reported_game(std::string_view body, const protocol::SeatPlayer& player, Storage& storage) {
    const json j = json::parse(body, nullptr, false);
    if (j.is_discarded() || !j.is_object())
        return make_error("ERR_BAD_JSON", "the body is not a JSON object");
    const protocol::FieldReader in(j);
    auto name = in.required_string("game", "a game name");
    if (!name)
        return name.error();
    const GameInfo* info = find_game(name.value());
    if (!info)
        return errors::unknown_game(name.value());
    int seat = -1, level = 0;
    for (auto e : {in.read("seat", 0, info->seats - 1, seat), in.read("level", 1, 8, level)})
        if (e)
            return *e;
    if (seat < 0 || level == 0)
        return protocol::bad_field(seat < 0 ? "seat" : "level", "is required");
    const std::string movesWanted = "at most " + std::to_string(MAX_REPORTED_MOVES) + " move texts";
    auto texts = in.strings("moves", movesWanted, "a move text", MAX_REPORTED_MOVES);
    if (!texts)
        return texts.error();
    if (!in.find("moves"))
        return in.bad("moves", "must be " + movesWanted);

    // The room request it would have been, validated as one (the options make the start position).
    json request{{"game", info->name}, {"seats", json::array()}, {"creatorSeat", seat}};
    for (int s = 0; s < info->seats; ++s)
        request["seats"].push_back(s == seat ? json{{"kind", "human"}} : json{{"kind", "cpu"}, {"level", level}});
    if (j.contains("options"))
        request["options"] = j["options"];
    auto spec = protocol::parse_room_spec(request.dump());
    if (!spec)
        return spec.error();

    auto game = create_game(spec.value().game, spec.value().fen);
    if (!game)
        return game.error();
    // Any move the game refuses, one after its end too, is an illegal move of the report.
    const Replayed replayed = replay(*game.value(), texts.value());
    if (replayed.refused) {
        Error refused = replayed.refused->error();
        refused.code = "ERR_ILLEGAL_MOVE";
        return refused;
    }
    GameRecord record{1, spec.value().fen, {}, std::nullopt};
    std::string key = std::to_string(player.id) + "\n" + info->name + "\n" + spec.value().fen + "\n";
    for (size_t i = 0; i < replayed.movers.size(); ++i) {
        const std::string& u = game.value()->history()[i].text;
        record.moves.push_back({u, replayed.movers[i], replayed.movers[i] != seat, std::nullopt});
        key += u + " ";
    }
    const Outcome byRules = game.value()->outcome();
    if (!j.contains("ending") || j["ending"].is_null()) {
        if (!byRules.over())
            return make_error("ERR_NOT_OVER", "the game is not over: its moves end no game and no ending is given");
        record.ending = Ending{byRules, ""};
    } else {
        // Only an ending the replayed game supports: the position's own, the player's resignation, an agreed
        // draw or a draw the position allows to claim (ERR_BAD_ENDING otherwise).
        auto ending = protocol::read_ending(j["ending"], info->seats);
        if (!ending)
            return ending.error();
        auto supported = off_board::reported_ending(*game.value(), ending.value().outcome, Seat(seat));
        if (!supported)
            return supported.error();
        record.ending = Ending{supported.value().outcome, byRules.over() ? "" : "reported by the player's browser"};
    }
    const Outcome& ended = record.ending->outcome;
    key += "\n" + std::string(to_string(ended.termination)) + " " + std::to_string(ended.winners);

    // The same game reported twice (a reload) is one game: its id comes from the player and the game.
    const std::string id = sha256_hex(key).substr(0, ROOM_ID_LENGTH);
    const json reply{{"room", id}, {"gameNo", 1}, {"link", "/games/" + id + "/1"}};
    auto existing = storage.load_game(id, 1);
    if (!existing)
        return existing.error();
    if (existing.value())
        return reply;
    RoomRecord room;
    room.id = id;
    room.game = info->name;
    room.fen = spec.value().fen;
    for (int s = 0; s < info->seats; ++s)
        room.seats.push_back(s == seat ? SeatRecord{protocol::SeatKind::HUMAN, 0, "", player}
                                       : SeatRecord{protocol::SeatKind::CPU, level, "", {}});
    room.current = std::move(record);
    room.live = false;
    if (auto stored = storage.create_room(room); !stored)
        return stored.error();
    return reply;
}

} // namespace littletable::server
