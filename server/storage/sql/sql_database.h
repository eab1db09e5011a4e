// The platform's Database in SQL, written once for every backend: each query and its row mapping, over a pool of
// sql::Connection (sql/pool.h). SqliteStorage and PgStorage open their backend's connections and migrate its
// tables, then are this class. Rooms, seats, games and moves: rooms_sql.cpp; players and sessions:
// players_sql.cpp; ratings: ratings_sql.cpp; push subscriptions and server keys: push_sql.cpp;
// traces of addresses and devices: traces_sql.cpp.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "server/storage/database.h"
#include "server/storage/sql/pool.h"

namespace littletable::server {

class SqlDatabase : public Database {
public:
    Result<Ok> create_room(const RoomRecord& r) override;
    Result<Ok> save_seats(std::string_view room, const std::vector<SeatRecord>& seats) override;
    Result<Ok> append_move(std::string_view room, int gameNo, int ply, const MoveRecord& m) override;
    Result<Ok> end_game(std::string_view room, int gameNo, const Ending& e) override;
    Result<Ok> start_game(std::string_view room, int gameNo, std::string_view startFen,
                          const std::vector<SeatRecord>& seats) override;
    Result<Ok> save_deadline(std::string_view room, int gameNo, std::optional<int64_t> unixMs) override;
    Result<std::vector<std::string>> rooms_due(int64_t unixMs, size_t limit) override;
    Result<Ok> save_version(std::string_view room, uint64_t version) override;
    Result<std::vector<RoomRecord>> load_rooms() override;
    Result<std::optional<RoomRecord>> load_room(std::string_view id) override;
    Result<std::optional<StoredGame>> load_game(std::string_view room, int gameNo) override;

    Result<PlayerRecord> store_player(const PlayerName& name, std::string_view passwordHash) override;
    Result<std::optional<PlayerRecord>> player_by_key(std::string_view key) override;
    Result<std::optional<PlayerRecord>> player_by_id(int64_t id) override;
    Result<Ok> set_password(int64_t player, std::string_view passwordHash, std::string_view keptSession) override;
    Result<int> count_sign_in_failure(std::string_view nameKey, std::string_view addressHash, int64_t nowMs,
                                      int64_t forgetBeforeMs) override;
    Result<SignInFailures> sign_in_failures(std::string_view nameKey, std::string_view addressHash) override;
    Result<Ok> clear_sign_in_failures(std::string_view nameKey, std::string_view addressHash) override;
    Result<Ok> delete_player(int64_t player) override;
    Result<Ok> create_session(const SessionRecord& s) override;
    Result<std::optional<SessionRecord>> find_session(std::string_view tokenHash) override;
    Result<Ok> delete_session(std::string_view tokenHash) override;
    Result<std::vector<PlayedGame>> player_games(int64_t player, int limit) override;
    Result<std::vector<RoomRecord>> player_rooms(int64_t player, int limit) override;

    Result<PlayerRating> player_rating(int64_t player, std::string_view game) override;
    Result<std::optional<std::vector<RatingChange>>> rated_game(std::string_view room, int gameNo) override;
    Result<Ok> store_rated_game(const RatedGame& g) override;
    Result<std::vector<GameRating>> player_ratings(int64_t player) override;
    Result<std::vector<RatingPoint>> rating_history(int64_t player, std::string_view game) override;
    Result<std::vector<LeaderboardEntry>> leaderboard(std::string_view game, double provisionalAbove,
                                                      int limit) override;

    Result<std::string> server_key(std::string_view name, std::string_view candidate) override;
    Result<Ok> save_push_subscription(const PushSubscriptionRecord& s, int keep) override;
    Result<std::vector<PushSubscriptionRecord>> push_subscriptions(int64_t player) override;
    Result<Ok> delete_push_subscription(std::string_view endpoint) override;
    Result<Ok> delete_push_subscription(int64_t player, std::string_view endpoint) override;

    /// Gives the players stored before names had skeletons (schema version 8) theirs, computed by ICU; a name whose
    /// skeleton another player's name has already keeps none (both stay usable). Returns how many kept none.
    Result<int> fill_name_skeletons();
    Result<Ok> record_trace(int64_t player, std::string_view kind, std::string_view hash, int64_t atMs) override;
    Result<std::optional<std::string>> shared_trace(int64_t a, int64_t b, int64_t sinceMs) override;

    /// The connections calls take turns on.
    size_t connections() const { return pool.size(); }

protected:
    SqlDatabase(size_t connections, std::unique_ptr<sql::Connection> first, sql::Pool::Open open)
        : pool(connections, std::move(first), std::move(open)) {}

private:
    /// `body(connection)` on a connection of the pool; an error's message starts with `what`.
    template<class T, class F>
    Result<T> call(std::string_view what, F&& body);
    /// The same in one transaction, committed when `body` returns a value.
    template<class T, class F>
    Result<T> transact(std::string_view what, F&& body);
    /// Who sat in each seat of a game (players only: its computers are the room's seats').
    static Result<std::vector<GameSeat>> game_players(sql::Connection& c, std::string_view room, int gameNo);

    sql::Pool pool;
};

template<class T, class F>
Result<T> SqlDatabase::call(std::string_view what, F&& body) {
    auto lease = pool.acquire();
    Result<T> out = lease ? body(*lease.value()) : Result<T>(lease.error());
    if (out || (out.error().code != "ERR_STORAGE" && out.error().code != sql::UNIQUE_VIOLATION))
        return out;
    return make_error("ERR_STORAGE", std::string(what) + ": " + out.error().message);
}

template<class T, class F>
Result<T> SqlDatabase::transact(std::string_view what, F&& body) {
    return call<T>(what, [&](sql::Connection& c) -> Result<T> {
        sql::Transaction tx(c);
        if (auto begun = tx.begin(); !begun)
            return begun.error();
        Result<T> out = body(c);
        if (!out)
            return out;
        if (auto committed = tx.commit(); !committed)
            return committed.error();
        return out;
    });
}

} // namespace littletable::server
