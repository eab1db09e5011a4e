#include "server/api/game_api.h"

#include <cstdio>
#include <ctime>

#include "engine/core/registry.h"
#include "engine/core/replay.h"
#include "protocol/ending_json.h"
#include "protocol/game_json.h"
#include "server/api/handlers.h"
#include "server/api/reply.h"
#include "server/common/secrets.h"
#include "server/players/seat_labels.h"

namespace littletable::server {

using nlohmann::json;

Result<json> stored_game_json(std::string_view room, int gameNo, Storage& storage) {
    auto loaded = storage.load_game(room, gameNo);
    if (!loaded)
        return loaded.error();
    if (!loaded.value())
        return make_error("ERR_NO_GAME",
                          "no game " + std::to_string(gameNo) + " in room '" + std::string(room.substr(0, 32)) + "'");
    const StoredGame& g = *loaded.value();
    auto game = create_game(g.game, g.record.startFen);
    if (!game)
        return game.error();
    std::vector<std::string> texts;
    for (const MoveRecord& m : g.record.moves)
        texts.push_back(m.u);
    // A move the engine no longer takes ends the replay, as a restarted room does.
    const Replayed replayed = replay(*game.value(), texts);
    json moves = json::array();
    for (size_t i = 0; i < replayed.movers.size(); ++i) {
        const MoveRecord& m = g.record.moves[i];
        moves.push_back({{"u", m.u}, {"san", game.value()->history()[i].display}, {"seat", m.seat}});
    }
    const Outcome byRules = game.value()->outcome();

    // By seat, as the page shows them ("" for nobody known) and as the record's tags name them.
    std::vector<std::string> names;
    for (size_t s = 0; s < size_t(game.value()->seat_count()); ++s)
        names.push_back(s < g.seats.size() ? seat_label(g.seats[s]) : "");
    RecordInfo info;
    for (const std::string& name : names)
        info.players.push_back(name.empty() ? "Player" : name);
    info.tags.emplace_back("Event", g.ranked ? "littletable ranked game" : "littletable game");
    info.tags.emplace_back("Site", "littletable room " + std::string(room));
    // PGN's Date is the day the game started (UTC).
    if (const int64_t at = g.startedAtMs > 0 ? g.startedAtMs : g.endedAtMs; at > 0) {
        const std::time_t started = std::time_t(at / 1000);
        std::tm utc{};
        gmtime_r(&started, &utc);
        char date[16];
        std::snprintf(date, sizeof date, "%04d.%02d.%02d", utc.tm_year + 1900, utc.tm_mon + 1, utc.tm_mday);
        info.tags.emplace_back("Date", date);
    }
    // PGN's TimeControl for an increment clock: base and increment in seconds ("180+2").
    if (g.settings.clockBase > 0)
        info.tags.emplace_back("TimeControl",
                               std::to_string(g.settings.clockBase) + "+" + std::to_string(g.settings.clockIncrement));
    // Days per move as PGN's moves/seconds period: one move in so many seconds ("1/86400").
    if (g.settings.daysPerMove > 0)
        info.tags.emplace_back("TimeControl", "1/" + std::to_string(int64_t(g.settings.daysPerMove) * 86'400));
    json ending = nullptr;
    if (g.record.ending) {
        info.ending = g.record.ending->outcome;
        ending = protocol::ending_json(*g.record.ending);
    }
    const GameInfo* registry = find_game(g.game);
    return json{{"room", room},
                {"gameNo", gameNo},
                {"game", g.game},
                {"startFen", g.record.startFen},
                {"players", names},
                {"moves", std::move(moves)},
                {"ending", std::move(ending)},
                {"outcome", protocol::outcome_json(*game.value(), byRules.over() ? byRules : info.ending)},
                {"ranked", g.ranked},
                {"endedAt", g.endedAtMs},
                {"record", game.value()->export_record(info)},
                {"format", registry ? registry->record_format : "pgn"}};
}

ApiReply handlers::stored_game(const ApiCall& c) {
    const std::string& id = c.args.at(0);
    const std::string& number = c.args.at(1);
    int gameNo = 0;
    for (char ch : number)
        gameNo = (ch >= '0' && ch <= '9' && gameNo < 1'000'000) ? gameNo * 10 + (ch - '0') : -1;
    if (!valid_room_id(id) || number.empty() || gameNo <= 0)
        return error_reply(
            make_error("ERR_NO_GAME", "no such game: /api/rooms/ID/games/N with a room id and a game number"));
    auto game = stored_game_json(id, gameNo, c.ctx.rooms.storage());
    return game ? reply(game.value()) : error_reply(game.error());
}

} // namespace littletable::server
