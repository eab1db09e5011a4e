// What the players' public pages show (docs/protocol.md, "Players"): a player's ratings with their history, the
// games it finished; a game's leaderboard. Read-only JSON; no session needed.
#pragma once

#include <nlohmann/json.hpp>

#include <string_view>

#include "server/storage/player_storage.h"
#include "server/storage/rating_storage.h"

namespace littletable::server {

/// Games listed on a player page and players on a leaderboard, at most.
constexpr int PAGE_GAMES = 50;
constexpr int LEADERBOARD_SIZE = 50;

/// `{name, ratings: [{game, rating, deviation, provisional, games, wins, draws, losses, history: [{at, rating}]}],
/// games: [{room, gameNo, game, seat, players, result, termination, endedAt}]}`. Errors: ERR_NO_PLAYER (unknown
/// or deleted), ERR_STORAGE.
Result<nlohmann::json> player_page(std::string_view name, PlayerStorage& players, RatingStorage& ratings);

/// `{game, players: [{name, rating, provisional, games}]}`. Errors: ERR_UNKNOWN_GAME, ERR_STORAGE.
Result<nlohmann::json> leaderboard_page(std::string_view game, RatingStorage& ratings);

} // namespace littletable::server
