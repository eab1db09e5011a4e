// Storage in one SQLite file (WAL journal, synchronous=NORMAL). A commit writes the WAL file before it returns:
// a stored move survives the server process crashing or being killed. Checkpoints run on a thread of their own
// (wal_checkpointer.h) and sync the WAL to disk at most a second (syncDelay) after a commit: power loss or an
// operating-system crash may lose the moves of that last second, never the file. ":memory:" gives a private
// in-memory database.
#pragma once

#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>

#include "server/storage/database.h"
#include "server/storage/sqlite/wal_checkpointer.h"

struct sqlite3;
struct sqlite3_stmt;

namespace littletable::server::sqlite {
class Statement;
}

namespace littletable::server {

class SqliteStorage final : public Database {
public:
    /// Opens (creating if needed) the database at `path` and its tables, and starts its checkpoints (a file
    /// database only). Errors: ERR_STORAGE.
    static Result<std::unique_ptr<SqliteStorage>> open(const std::string& path,
                                                       WalCheckpointer::Options checkpoints = {});
    ~SqliteStorage() override;

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

    // Players and sessions (sqlite_players.cpp).
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

    // Ratings (sqlite_ratings.cpp).
    Result<PlayerRating> player_rating(int64_t player, std::string_view game) override;
    Result<std::optional<std::vector<RatingChange>>> rated_game(std::string_view room, int gameNo) override;
    Result<Ok> store_rated_game(const RatedGame& g) override;
    Result<std::vector<GameRating>> player_ratings(int64_t player) override;
    Result<std::vector<RatingPoint>> rating_history(int64_t player, std::string_view game) override;
    Result<std::vector<LeaderboardEntry>> leaderboard(std::string_view game, double provisionalAbove,
                                                      int limit) override;

    /// The checkpoints run so far; zeros for an in-memory database.
    WalCheckpointer::Stats checkpoint_stats() const;

private:
    explicit SqliteStorage(sqlite3* db) : db(db) {}
    Result<Ok> write_seats(std::string_view room, const std::vector<SeatRecord>& seats);
    /// The room of the current row of a SELECT of id, game, fen, settings, version; the caller holds the lock.
    RoomRecord read_room(const sqlite::Statement& room);
    // The statements of append_move and end_game; the caller holds the lock.
    Result<Ok> insert_move(std::string_view room, int gameNo, int ply, const MoveRecord& m);
    Result<Ok> update_ending(std::string_view room, int gameNo, const Ending& e);
    /// The signed-in players of a game by seat ("" where none sat); the caller holds the lock.
    std::vector<std::string> game_seat_names(std::string_view room, int gameNo);

    std::mutex mutex; ///< one connection, one writer at a time
    sqlite3* db;
    /// Prepared statements by their SQL text (string literals of sqlite_storage.cpp), prepared once each.
    std::unordered_map<std::string_view, sqlite3_stmt*> statements;
    std::unique_ptr<WalCheckpointer> checkpointer; ///< null for an in-memory database
};

} // namespace littletable::server
