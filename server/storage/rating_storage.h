// Where ratings live: each player's rating per game and its history, one row per rated game and player, in
// the same database as rooms and players (database.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/result.h"
#include "engine/core/seat.h"
#include "rating/glicko2.h"

namespace littletable::server {

/// A player's rating in one game, with the count of rated games and their results.
struct PlayerRating {
    rating::Rating rating;
    int games = 0;
    int wins = 0;
    int draws = 0;
    int losses = 0;
};

/// How one rated game changed one seat's player.
struct RatingChange {
    Seat seat = NO_SEAT;
    int64_t player = 0;
    std::string name; ///< empty once deleted
    rating::Rating before;
    rating::Rating after;
    int result = 0; ///< 1 won (first alone), 0 drew (first shared), -1 lost
    bool deleted = false; ///< the player has been deleted since
};

/// A finished game's rating changes, stored all or none.
struct RatedGame {
    std::string room;
    int gameNo = 0;
    std::string game; ///< registry name: each game has its own ratings
    std::vector<RatingChange> changes;
};

/// A player's rating in one game, named.
struct GameRating {
    std::string game;
    PlayerRating rating;
};

/// A point of a rating's history: after a rated game.
struct RatingPoint {
    int64_t atMs = 0;
    double rating = 0;
    double deviation = 0;
};

struct LeaderboardEntry {
    std::string name;
    PlayerRating rating;
};

class RatingStorage {
public:
    virtual ~RatingStorage() = default;

    /// The player's rating in `game`; a new player's (1500, RD 350) when it has none yet.
    virtual Result<PlayerRating> player_rating(int64_t player, std::string_view game) = 0;
    /// The changes a rated game made, or nullopt when it is not rated yet.
    virtual Result<std::optional<std::vector<RatingChange>>> rated_game(std::string_view room, int gameNo) = 0;
    /// Stores the changes and every player's new rating and counts in one transaction. Errors: ERR_ALREADY_RATED
    /// when the game has been rated before (nothing changes), ERR_STORAGE.
    virtual Result<Ok> store_rated_game(const RatedGame& g) = 0;

    /// The player's ratings, one per game it has played rated, by game name.
    virtual Result<std::vector<GameRating>> player_ratings(int64_t player) = 0;
    /// The player's rating in `game` after each rated game, oldest first.
    virtual Result<std::vector<RatingPoint>> rating_history(int64_t player, std::string_view game) = 0;
    /// The rated players of `game` who are not deleted: established ratings (RD at most `provisionalAbove`) first,
    /// each part by rating, at most `limit`.
    virtual Result<std::vector<LeaderboardEntry>> leaderboard(std::string_view game, double provisionalAbove,
                                                              int limit) = 0;
};

} // namespace littletable::server
