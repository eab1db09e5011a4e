// SqliteStorage's ratings (players/rating_storage.h); the tables are schema version 3.
#include "server/storage/sqlite/sqlite_storage.h"

#include "server/storage/sqlite/sqlite_statement.h"

namespace littletable::server {

using namespace sqlite;

namespace {

/// A PlayerRating from the columns rating, deviation, volatility, games, wins, draws, losses from `from` on.
PlayerRating rating_columns(const Statement& st, int from) {
    return {{st.real(from), st.real(from + 1), st.real(from + 2)},
            int(st.integer(from + 3)),
            int(st.integer(from + 4)),
            int(st.integer(from + 5)),
            int(st.integer(from + 6))};
}

} // namespace

Result<PlayerRating> SqliteStorage::player_rating(int64_t player, std::string_view game) {
    std::lock_guard lock(mutex);
    Statement st(db, statements,
                 "SELECT rating, deviation, volatility, games, wins, draws, losses FROM ratings "
                 "WHERE player = ? AND game = ?");
    st.bind(1, player).bind(2, game);
    const int rc = st.step();
    if (rc == SQLITE_DONE)
        return PlayerRating{};
    if (rc != SQLITE_ROW)
        return storage_error(db, "read rating");
    return rating_columns(st, 0);
}

Result<std::optional<std::vector<RatingChange>>> SqliteStorage::rated_game(std::string_view room, int gameNo) {
    std::lock_guard lock(mutex);
    Statement st(
        db, statements,
        "SELECT seat, player, COALESCE(players.name, 'deleted player'), result, rating_before, deviation_before, "
        "volatility_before, rating, deviation, volatility FROM rating_history "
        "LEFT JOIN players ON players.id = rating_history.player WHERE room = ? AND game_no = ? ORDER BY seat");
    st.bind(1, room).bind(2, int64_t(gameNo));
    std::vector<RatingChange> changes;
    int rc;
    while ((rc = st.step()) == SQLITE_ROW)
        changes.push_back({Seat(st.integer(0)),
                           st.integer(1),
                           st.text(2),
                           {st.real(4), st.real(5), st.real(6)},
                           {st.real(7), st.real(8), st.real(9)},
                           int(st.integer(3))});
    if (rc != SQLITE_DONE)
        return storage_error(db, "read rated game");
    if (changes.empty())
        return std::optional<std::vector<RatingChange>>();
    return std::optional<std::vector<RatingChange>>(std::move(changes));
}

Result<Ok> SqliteStorage::store_rated_game(const RatedGame& g) {
    std::lock_guard lock(mutex);
    Transaction tx(db, statements);
    if (!tx.begun_ok())
        return storage_error(db, "begin");
    const int64_t now = unix_ms();
    for (const RatingChange& c : g.changes) {
        Statement history(db, statements,
                          "INSERT INTO rating_history (room, game_no, seat, player, game, result, rating_before, "
                          "deviation_before, volatility_before, rating, deviation, volatility, rated_at) "
                          "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
        history.bind(1, g.room).bind(2, int64_t(g.gameNo)).bind(3, int64_t(c.seat)).bind(4, c.player).bind(5, g.game);
        history.bind(6, int64_t(c.result)).bind(7, c.before.rating).bind(8, c.before.deviation);
        history.bind(9, c.before.volatility).bind(10, c.after.rating).bind(11, c.after.deviation);
        history.bind(12, c.after.volatility).bind(13, now);
        if (history.step() != SQLITE_DONE) {
            if (sqlite3_extended_errcode(db) == SQLITE_CONSTRAINT_PRIMARYKEY)
                return make_error("ERR_ALREADY_RATED",
                                  "game " + std::to_string(g.gameNo) + " of room " + g.room + " is rated already");
            return storage_error(db, "store rating history");
        }
        Statement rating(
            db, statements,
            "INSERT INTO ratings (player, game, rating, deviation, volatility, games, wins, draws, losses, "
            "updated_at) VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?, ?) ON CONFLICT (player, game) DO UPDATE SET "
            "rating = excluded.rating, deviation = excluded.deviation, volatility = excluded.volatility, "
            "games = games + 1, wins = wins + excluded.wins, draws = draws + excluded.draws, "
            "losses = losses + excluded.losses, updated_at = excluded.updated_at");
        rating.bind(1, c.player).bind(2, g.game).bind(3, c.after.rating).bind(4, c.after.deviation);
        rating.bind(5, c.after.volatility).bind(6, int64_t(c.result > 0)).bind(7, int64_t(c.result == 0));
        rating.bind(8, int64_t(c.result < 0)).bind(9, now);
        if (auto r = rating.run("store rating"); !r)
            return r;
    }
    return tx.commit();
}

Result<std::vector<GameRating>> SqliteStorage::player_ratings(int64_t player) {
    std::lock_guard lock(mutex);
    Statement st(db, statements,
                 "SELECT game, rating, deviation, volatility, games, wins, draws, losses FROM ratings "
                 "WHERE player = ? ORDER BY game");
    st.bind(1, player);
    std::vector<GameRating> out;
    int rc;
    while ((rc = st.step()) == SQLITE_ROW)
        out.push_back({st.text(0), rating_columns(st, 1)});
    if (rc != SQLITE_DONE)
        return storage_error(db, "read ratings");
    return out;
}

Result<std::vector<RatingPoint>> SqliteStorage::rating_history(int64_t player, std::string_view game) {
    std::lock_guard lock(mutex);
    Statement st(db, statements,
                 "SELECT rated_at, rating, deviation FROM rating_history WHERE player = ? AND game = ? "
                 "ORDER BY rated_at, room, game_no");
    st.bind(1, player).bind(2, game);
    std::vector<RatingPoint> out;
    int rc;
    while ((rc = st.step()) == SQLITE_ROW)
        out.push_back({st.integer(0), st.real(1), st.real(2)});
    if (rc != SQLITE_DONE)
        return storage_error(db, "read rating history");
    return out;
}

Result<std::vector<LeaderboardEntry>> SqliteStorage::leaderboard(std::string_view game, double provisionalAbove,
                                                                 int limit) {
    std::lock_guard lock(mutex);
    Statement st(db, statements,
                 "SELECT players.name, rating, deviation, volatility, games, wins, draws, losses FROM ratings "
                 "JOIN players ON players.id = ratings.player WHERE game = ? AND players.deleted_at IS NULL "
                 "ORDER BY deviation > ?, rating DESC LIMIT ?");
    st.bind(1, game).bind(2, provisionalAbove).bind(3, int64_t(limit));
    std::vector<LeaderboardEntry> out;
    int rc;
    while ((rc = st.step()) == SQLITE_ROW)
        out.push_back({st.text(0), rating_columns(st, 1)});
    if (rc != SQLITE_DONE)
        return storage_error(db, "read leaderboard");
    return out;
}

} // namespace littletable::server
