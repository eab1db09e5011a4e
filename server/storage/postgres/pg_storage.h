// Storage on a PostgreSQL server, for several nodes sharing rooms, players and ratings
// (`littletable serve --data postgresql://...`). The same contract as SqliteStorage: a commit has returned
// before a call does, so an acknowledged move is on the server (durable as its configuration makes it).
// One connection per storage object, used under a lock; a lost connection is opened again on the next call.
#pragma once

#include <memory>
#include <mutex>
#include <string>
#include <string_view>

#include "server/storage/database.h"
#include "server/storage/postgres/pg_connection.h"

namespace littletable::server {

class PgStorage final : public Database {
public:
    /// Connects to `url` and creates or migrates the tables (pg_schema.h). Errors: ERR_STORAGE, the URL's
    /// password left out.
    static Result<std::unique_ptr<PgStorage>> open(const std::string& url);

    Result<Ok> create_room(const RoomRecord& r) override;
    Result<Ok> save_seats(std::string_view room, const std::vector<SeatRecord>& seats) override;
    Result<Ok> append_move(std::string_view room, int gameNo, int ply, const MoveRecord& m) override;
    Result<Ok> end_game(std::string_view room, int gameNo, const Ending& e) override;
    Result<Ok> start_game(std::string_view room, int gameNo, std::string_view startFen,
                          const std::vector<SeatRecord>& seats) override;
    Result<Ok> save_version(std::string_view room, uint64_t version) override;
    Result<std::vector<RoomRecord>> load_rooms() override;
    Result<std::optional<RoomRecord>> load_room(std::string_view id) override;
    Result<std::optional<StoredGame>> load_game(std::string_view room, int gameNo) override;

    // Players and sessions (pg_players.cpp).
    Result<PlayerRecord> create_player(std::string_view name, std::string_view passwordHash) override;
    Result<std::optional<PlayerRecord>> find_player(std::string_view name) override;
    Result<std::optional<PlayerRecord>> player_by_id(int64_t id) override;
    Result<Ok> set_password(int64_t player, std::string_view passwordHash) override;
    Result<Ok> set_sign_in_failures(int64_t player, int failures, int64_t lockedUntilMs) override;
    Result<Ok> delete_player(int64_t player) override;
    Result<Ok> create_session(const SessionRecord& s) override;
    Result<std::optional<SessionRecord>> find_session(std::string_view tokenHash) override;
    Result<Ok> delete_session(std::string_view tokenHash) override;
    Result<std::vector<PlayedGame>> player_games(int64_t player, int limit) override;

    // Ratings (pg_ratings.cpp).
    Result<PlayerRating> player_rating(int64_t player, std::string_view game) override;
    Result<std::optional<std::vector<RatingChange>>> rated_game(std::string_view room, int gameNo) override;
    Result<Ok> store_rated_game(const RatedGame& g) override;
    Result<std::vector<GameRating>> player_ratings(int64_t player) override;
    Result<std::vector<RatingPoint>> rating_history(int64_t player, std::string_view game) override;
    Result<std::vector<LeaderboardEntry>> leaderboard(std::string_view game, double provisionalAbove,
                                                      int limit) override;

private:
    explicit PgStorage(std::string url) : db(std::move(url)) {}
    /// Runs `body` in one transaction under the lock.
    template<class T, class F>
    Result<T> transact(std::string_view what, F&& body) {
        std::lock_guard lock(mutex);
        return db.transact<T>(what, std::forward<F>(body));
    }
    Result<Ok> write_seats(pqxx::work& tx, std::string_view room, const std::vector<SeatRecord>& seats);
    void insert_move(pqxx::work& tx, std::string_view room, int gameNo, int ply, const MoveRecord& m);
    void update_ending(pqxx::work& tx, std::string_view room, int gameNo, const Ending& e);
    /// The room of a row of id, game, fen, settings, version, with its seats and latest game.
    RoomRecord read_room(pqxx::work& tx, const pqxx::row& row);
    std::vector<MoveRecord> game_moves(pqxx::work& tx, const std::string& room, int gameNo);
    /// The signed-in players of a game by seat ("" where none sat).
    std::vector<std::string> game_seat_names(pqxx::work& tx, const std::string& room, int gameNo);

    std::mutex mutex;
    pg::Connection db;
};

} // namespace littletable::server
