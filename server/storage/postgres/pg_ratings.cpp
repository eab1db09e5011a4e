// PgStorage's ratings (players/rating_storage.h).
#include "server/storage/postgres/pg_storage.h"

namespace littletable::server {

namespace {

/// A PlayerRating from the columns rating, deviation, volatility, games, wins, draws, losses from `from` on.
PlayerRating rating_columns(const pqxx::row& row, int from) {
    return {{row[from].as<double>(), row[from + 1].as<double>(), row[from + 2].as<double>()},
            row[from + 3].as<int>(),
            row[from + 4].as<int>(),
            row[from + 5].as<int>(),
            row[from + 6].as<int>()};
}

} // namespace

Result<PlayerRating> PgStorage::player_rating(int64_t player, std::string_view game) {
    return transact<PlayerRating>("read rating", [&](pqxx::work& tx) -> Result<PlayerRating> {
        const pqxx::result rows =
            db.exec(tx,
                    "SELECT rating, deviation, volatility, games, wins, draws, losses FROM ratings "
                    "WHERE player = $1 AND game = $2",
                    player, std::string(game));
        if (rows.empty())
            return PlayerRating{};
        return rating_columns(rows[0], 0);
    });
}

Result<std::optional<std::vector<RatingChange>>> PgStorage::rated_game(std::string_view room, int gameNo) {
    using Changes = std::optional<std::vector<RatingChange>>;
    return transact<Changes>("read rated game", [&](pqxx::work& tx) -> Result<Changes> {
        std::vector<RatingChange> changes;
        for (const auto& row :
             db.exec(tx,
                     "SELECT seat, player, COALESCE(players.name, 'deleted player'), result, "
                     "rating_before, deviation_before, volatility_before, rating, deviation, volatility "
                     "FROM rating_history LEFT JOIN players ON players.id = rating_history.player "
                     "WHERE room = $1 AND game_no = $2 ORDER BY seat",
                     std::string(room), gameNo))
            changes.push_back({Seat(row[0].as<int>()),
                               row[1].as<int64_t>(),
                               row[2].as<std::string>(),
                               {row[4].as<double>(), row[5].as<double>(), row[6].as<double>()},
                               {row[7].as<double>(), row[8].as<double>(), row[9].as<double>()},
                               row[3].as<int>()});
        if (changes.empty())
            return Changes();
        return Changes(std::move(changes));
    });
}

Result<Ok> PgStorage::store_rated_game(const RatedGame& g) {
    return transact<Ok>("store rating", [&](pqxx::work& tx) -> Result<Ok> {
        const int64_t now = unix_ms();
        for (const RatingChange& c : g.changes) {
            try {
                pqxx::subtransaction history(tx, "history");
                db.exec(history,
                        "INSERT INTO rating_history (room, game_no, seat, player, game, result, rating_before, "
                        "deviation_before, volatility_before, rating, deviation, volatility, rated_at) "
                        "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)",
                        g.room, g.gameNo, int(c.seat), c.player, g.game, c.result, c.before.rating, c.before.deviation,
                        c.before.volatility, c.after.rating, c.after.deviation, c.after.volatility, now);
                history.commit();
            } catch (const pqxx::sql_error& e) {
                if (!pg::is_unique_violation(e))
                    throw;
                return make_error("ERR_ALREADY_RATED",
                                  "game " + std::to_string(g.gameNo) + " of room " + g.room + " is rated already");
            }
            db.exec(
                tx,
                "INSERT INTO ratings (player, game, rating, deviation, volatility, games, wins, draws, losses, "
                "updated_at) VALUES ($1, $2, $3, $4, $5, 1, $6, $7, $8, $9) ON CONFLICT (player, game) DO UPDATE SET "
                "rating = excluded.rating, deviation = excluded.deviation, volatility = excluded.volatility, "
                "games = ratings.games + 1, wins = ratings.wins + excluded.wins, "
                "draws = ratings.draws + excluded.draws, losses = ratings.losses + excluded.losses, "
                "updated_at = excluded.updated_at",
                c.player, g.game, c.after.rating, c.after.deviation, c.after.volatility, int(c.result > 0),
                int(c.result == 0), int(c.result < 0), now);
        }
        return Ok{};
    });
}

Result<std::vector<GameRating>> PgStorage::player_ratings(int64_t player) {
    return transact<std::vector<GameRating>>("read ratings", [&](pqxx::work& tx) -> Result<std::vector<GameRating>> {
        std::vector<GameRating> out;
        for (const auto& row : db.exec(tx,
                                       "SELECT game, rating, deviation, volatility, games, wins, draws, losses "
                                       "FROM ratings WHERE player = $1 ORDER BY game",
                                       player))
            out.push_back({row[0].as<std::string>(), rating_columns(row, 1)});
        return out;
    });
}

Result<std::vector<RatingPoint>> PgStorage::rating_history(int64_t player, std::string_view game) {
    return transact<std::vector<RatingPoint>>(
        "read rating history", [&](pqxx::work& tx) -> Result<std::vector<RatingPoint>> {
            std::vector<RatingPoint> out;
            for (const auto& row : db.exec(tx,
                                           "SELECT rated_at, rating, deviation FROM rating_history WHERE player = $1 "
                                           "AND game = $2 ORDER BY rated_at, room, game_no",
                                           player, std::string(game)))
                out.push_back({row[0].as<int64_t>(), row[1].as<double>(), row[2].as<double>()});
            return out;
        });
}

Result<std::vector<LeaderboardEntry>> PgStorage::leaderboard(std::string_view game, double provisionalAbove,
                                                             int limit) {
    return transact<std::vector<LeaderboardEntry>>(
        "read leaderboard", [&](pqxx::work& tx) -> Result<std::vector<LeaderboardEntry>> {
            std::vector<LeaderboardEntry> out;
            for (const auto& row :
                 db.exec(tx,
                         "SELECT players.name, rating, deviation, volatility, games, wins, draws, losses "
                         "FROM ratings JOIN players ON players.id = ratings.player WHERE game = $1 AND "
                         "players.deleted_at IS NULL ORDER BY deviation > $2, rating DESC LIMIT $3",
                         std::string(game), provisionalAbove, limit))
                out.push_back({row[0].as<std::string>(), rating_columns(row, 1)});
            return out;
        });
}

} // namespace littletable::server
