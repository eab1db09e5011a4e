// Storage in one SQLite file (WAL journal, synchronous=NORMAL: a committed move survives the server process
// being killed; power loss may lose the last transactions). ":memory:" gives a private in-memory database.
#pragma once

#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>

#include "server/storage.h"

struct sqlite3;
struct sqlite3_stmt;

namespace littletable::server {

class SqliteStorage final : public Storage {
public:
    /// Opens (creating if needed) the database at `path` and its tables. Errors: ERR_STORAGE.
    static Result<std::unique_ptr<SqliteStorage>> open(const std::string& path);
    ~SqliteStorage() override;

    Result<Ok> create_room(const RoomRecord& r) override;
    Result<Ok> save_seats(std::string_view room, const std::vector<SeatRecord>& seats) override;
    Result<Ok> append_move(std::string_view room, int gameNo, int ply, const MoveRecord& m) override;
    Result<Ok> end_game(std::string_view room, int gameNo, const Ending& e) override;
    Result<Ok> start_game(std::string_view room, int gameNo, std::string_view startFen,
                          const std::vector<SeatRecord>& seats) override;
    Result<Ok> save_version(std::string_view room, uint64_t version) override;
    Result<std::vector<RoomRecord>> load_rooms() override;

private:
    explicit SqliteStorage(sqlite3* db) : db(db) {}
    Result<Ok> write_seats(std::string_view room, const std::vector<SeatRecord>& seats);

    std::mutex mutex; ///< one connection, one writer at a time
    sqlite3* db;
    /// Prepared statements by their SQL text (string literals of sqlite_storage.cpp), prepared once each.
    std::unordered_map<std::string_view, sqlite3_stmt*> statements;
};

} // namespace littletable::server
