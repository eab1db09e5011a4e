#include "server/players/my_games.h"

#include <algorithm>

#include "engine/core/registry.h"
#include "engine/core/replay.h"
#include "server/players/seat_labels.h"

namespace littletable::server {

using nlohmann::json;

namespace {

/// The room's game as the player sees it, or null when the game is over (by its moves) or cannot be rebuilt.
json live_game(const RoomRecord& r, int64_t player) {
    Seat mine = NO_SEAT;
    for (size_t i = 0; i < r.seats.size() && mine == NO_SEAT; ++i)
        if (r.seats[i].kind == protocol::SeatKind::HUMAN && r.seats[i].player.id == player)
            mine = Seat(i);
    auto game = create_game(r.game, r.current.startFen);
    if (mine == NO_SEAT || !game)
        return nullptr;
    std::vector<std::string> moves;
    for (const MoveRecord& m : r.current.moves)
        moves.push_back(m.u);
    replay(*game.value(), moves);
    const Game& g = *game.value();
    if (g.outcome().over())
        return nullptr;
    json players = json::array();
    for (const SeatRecord& s : r.seats)
        players.push_back(room_seat_label(s.kind == protocol::SeatKind::CPU, s.level, s.player,
                                          s.kind == protocol::SeatKind::CPU || !s.secretHash.empty()));
    const Seat toMove = g.side_to_move();
    return {{"room", r.id},
            {"game", r.game},
            {"gameNo", r.current.gameNo},
            {"seat", mine},
            {"toMove", toMove},
            {"yourTurn", toMove == mine},
            {"plies", g.history().size()},
            {"players", std::move(players)}};
}

} // namespace

Result<json> my_games(int64_t player, PlayerStorage& storage) {
    auto rooms = storage.player_rooms(player, MY_GAMES);
    if (!rooms)
        return rooms.error();
    json games = json::array();
    for (const RoomRecord& r : rooms.value())
        if (json g = live_game(r, player); !g.is_null())
            games.push_back(std::move(g));
    // Storage lists the latest first: a stable sort keeps that order within each group.
    std::stable_sort(games.begin(), games.end(), [](const json& a, const json& b) {
        return a["yourTurn"].get<bool>() > b["yourTurn"].get<bool>();
    });
    return json{{"games", std::move(games)}};
}

} // namespace littletable::server
