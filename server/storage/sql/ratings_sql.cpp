// SqlDatabase's ratings (rating_storage.h).
#include "server/common/wall_clock.h"
#include "server/storage/sql/sql_database.h"

namespace littletable::server {

using sql::Connection;

namespace {

/// A PlayerRating from the columns rating, deviation, volatility, games, wins, draws, losses from `from` on.
PlayerRating rating_columns(const sql::Row& row, int from) {
    return {{row.real(from), row.real(from + 1), row.real(from + 2)},
            int(row.integer(from + 3)),
            int(row.integer(from + 4)),
            int(row.integer(from + 5)),
            int(row.integer(from + 6))};
}

} // namespace

Result<PlayerRating> SqlDatabase::player_rating(int64_t player, std::string_view game) {
    return call<PlayerRating>("read rating", [&](Connection& c) -> Result<PlayerRating> {
        auto rows = c.run("SELECT rating, deviation, volatility, games, wins, draws, losses FROM ratings "
                          "WHERE player = ? AND game = ?",
                          {player, game});
        if (!rows)
            return rows.error();
        return rows.value().empty() ? PlayerRating{} : rating_columns(rows.value()[0], 0);
    });
}

Result<std::optional<std::vector<RatingChange>>> SqlDatabase::rated_game(std::string_view room, int gameNo) {
    using Changes = std::optional<std::vector<RatingChange>>;
    return call<Changes>("read rated game", [&](Connection& c) -> Result<Changes> {
        auto changes = sql::map_rows(
            c.run("SELECT seat, player, players.name, players.deleted_at IS NOT NULL, result, rating_before, "
                  "deviation_before, volatility_before, rating, deviation, volatility FROM rating_history "
                  "LEFT JOIN players ON players.id = rating_history.player WHERE room = ? AND game_no = ? "
                  "ORDER BY seat",
                  {room, gameNo}),
            [](const sql::Row& row) {
                return RatingChange{Seat(row.integer(0)),
                                    row.integer(1),
                                    row.text(2),
                                    {row.real(5), row.real(6), row.real(7)},
                                    {row.real(8), row.real(9), row.real(10)},
                                    int(row.integer(4)),
                                    row.boolean(3)};
            });
        if (!changes)
            return changes.error();
        return changes.value().empty() ? Changes() : Changes(std::move(changes).value());
    });
}

Result<Ok> SqlDatabase::store_rated_game(const RatedGame& g) {
    return transact<Ok>("store rating", [&](Connection& c) -> Result<Ok> {
        const int64_t now = unix_ms();
        for (const RatingChange& ch : g.changes) {
            auto history = c.execute(
                "INSERT INTO rating_history (room, game_no, seat, player, game, result, rating_before, "
                "deviation_before, volatility_before, rating, deviation, volatility, rated_at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                {g.room, g.gameNo, int(ch.seat), ch.player, g.game, ch.result, ch.before.rating, ch.before.deviation,
                 ch.before.volatility, ch.after.rating, ch.after.deviation, ch.after.volatility, now});
            if (!history && history.error().code == sql::UNIQUE_VIOLATION)
                return make_error("ERR_ALREADY_RATED",
                                  "game " + std::to_string(g.gameNo) + " of room " + g.room + " is rated already");
            if (!history)
                return history;
            auto rating = c.execute(
                "INSERT INTO ratings (player, game, rating, deviation, volatility, games, wins, draws, losses, "
                "updated_at) VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?, ?) ON CONFLICT (player, game) DO UPDATE SET "
                "rating = excluded.rating, deviation = excluded.deviation, volatility = excluded.volatility, "
                "games = ratings.games + 1, wins = ratings.wins + excluded.wins, "
                "draws = ratings.draws + excluded.draws, losses = ratings.losses + excluded.losses, "
                "updated_at = excluded.updated_at",
                {ch.player, g.game, ch.after.rating, ch.after.deviation, ch.after.volatility, int(ch.result > 0),
                 int(ch.result == 0), int(ch.result < 0), now});
            if (!rating)
                return rating;
        }
        return Ok{};
    });
}

Result<std::vector<GameRating>> SqlDatabase::player_ratings(int64_t player) {
    return call<std::vector<GameRating>>("read ratings", [&](Connection& c) {
        return sql::map_rows(c.run("SELECT game, rating, deviation, volatility, games, wins, draws, losses FROM "
                                   "ratings WHERE player = ? ORDER BY game",
                                   {player}),
                             [](const sql::Row& row) {
                                 return GameRating{row.text(0), rating_columns(row, 1)};
                             });
    });
}

Result<std::vector<RatingPoint>> SqlDatabase::rating_history(int64_t player, std::string_view game) {
    return call<std::vector<RatingPoint>>("read rating history", [&](Connection& c) {
        return sql::map_rows(c.run("SELECT rated_at, rating, deviation FROM rating_history WHERE player = ? AND "
                                   "game = ? ORDER BY rated_at, room, game_no",
                                   {player, game}),
                             [](const sql::Row& row) {
                                 return RatingPoint{row.integer(0), row.real(1), row.real(2)};
                             });
    });
}

Result<std::vector<LeaderboardEntry>> SqlDatabase::leaderboard(std::string_view game, double provisionalAbove,
                                                               int limit) {
    return call<std::vector<LeaderboardEntry>>("read leaderboard", [&](Connection& c) {
        return sql::map_rows(c.run("SELECT players.name, rating, deviation, volatility, games, wins, draws, losses "
                                   "FROM ratings JOIN players ON players.id = ratings.player WHERE game = ? AND "
                                   "players.deleted_at IS NULL ORDER BY deviation > ?, rating DESC LIMIT ?",
                                   {game, provisionalAbove, limit}),
                             [](const sql::Row& row) {
                                 return LeaderboardEntry{row.text(0), rating_columns(row, 1)};
                             });
    });
}

} // namespace littletable::server
