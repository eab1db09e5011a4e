#include "server/players/player_pages.h"

#include <cmath>

#include "engine/core/errors.h"
#include "engine/core/ranking.h"
#include "engine/core/registry.h"
#include "server/players/seat_labels.h"

namespace littletable::server {

using nlohmann::json;

namespace {

json rating_json(const PlayerRating& r) {
    return {{"rating", std::lround(r.rating.rating)},
            {"deviation", std::lround(r.rating.deviation)},
            {"provisional", rating::provisional(r.rating)},
            {"games", r.games},
            {"wins", r.wins},
            {"draws", r.draws},
            {"losses", r.losses}};
}

/// The player's result by the game's ranking (engine/core/ranking.h): a win is the sole first place, a draw a shared
/// one, a loss any other. The stored winners are the first place.
const char* result_of(const PlayedGame& g) {
    const GameInfo* info = find_game(g.game);
    const int seats = info ? info->seats : int(g.seats.size());
    switch (seat_result(places_of_winners(g.winners, seats), g.seat)) {
        case SeatResult::WIN:
            return "win";
        case SeatResult::DRAW:
            return "draw";
        case SeatResult::LOSS:
            break;
    }
    return "loss";
}

} // namespace

Result<json> player_page(std::string_view name, PlayerStorage& players, RatingStorage& ratings) {
    auto found = players.find_player(name);
    if (!found)
        return found.error();
    if (!found.value() || found.value()->deleted)
        return make_error("ERR_NO_PLAYER", "no player named '" + std::string(name.substr(0, 32)) + "'");
    const PlayerRecord& p = *found.value();

    auto rated = ratings.player_ratings(p.id);
    if (!rated)
        return rated.error();
    json ratingsJson = json::array();
    for (const GameRating& gr : rated.value()) {
        auto history = ratings.rating_history(p.id, gr.game);
        if (!history)
            return history.error();
        json points = json::array();
        for (const RatingPoint& pt : history.value())
            points.push_back({{"at", pt.atMs}, {"rating", std::lround(pt.rating)}});
        json entry = rating_json(gr.rating);
        entry["game"] = gr.game;
        entry["history"] = std::move(points);
        ratingsJson.push_back(std::move(entry));
    }

    auto played = players.player_games(p.id, PAGE_GAMES);
    if (!played)
        return played.error();
    json games = json::array();
    for (const PlayedGame& g : played.value()) {
        json players = json::array();
        for (const GameSeat& seat : g.seats)
            players.push_back(seat_label(seat));
        games.push_back({{"room", g.room},
                         {"gameNo", g.gameNo},
                         {"game", g.game},
                         {"seat", g.seat},
                         {"players", std::move(players)},
                         {"result", result_of(g)},
                         {"termination", g.termination},
                         {"endedAt", g.endedAtMs}});
    }
    return json{{"name", p.name}, {"ratings", std::move(ratingsJson)}, {"games", std::move(games)}};
}

Result<json> leaderboard_page(std::string_view game, RatingStorage& ratings) {
    if (!find_game(game))
        return errors::unknown_game(game);
    auto board = ratings.leaderboard(game, rating::Params{}.provisionalAbove, LEADERBOARD_SIZE);
    if (!board)
        return board.error();
    json list = json::array();
    for (const LeaderboardEntry& e : board.value()) {
        json entry = rating_json(e.rating);
        entry["name"] = e.name;
        list.push_back(std::move(entry));
    }
    return json{{"game", game}, {"players", std::move(list)}};
}

} // namespace littletable::server
