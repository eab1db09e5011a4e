#include "server/sqlite_storage.h"

#include <sqlite3.h>

#include <chrono>
#include <nlohmann/json.hpp>

namespace littletable::server {

namespace {

const char* const SCHEMA = R"sql(
CREATE TABLE IF NOT EXISTS rooms (
  id TEXT PRIMARY KEY, game TEXT NOT NULL, fen TEXT NOT NULL, settings TEXT NOT NULL,
  version INTEGER NOT NULL, created_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS seats (
  room TEXT NOT NULL REFERENCES rooms(id), seat INTEGER NOT NULL, kind TEXT NOT NULL, level INTEGER NOT NULL,
  secret_hash TEXT NOT NULL, PRIMARY KEY (room, seat));
CREATE TABLE IF NOT EXISTS games (
  room TEXT NOT NULL REFERENCES rooms(id), game_no INTEGER NOT NULL, start_fen TEXT NOT NULL,
  termination TEXT, winners INTEGER, reason TEXT, started_at INTEGER NOT NULL, ended_at INTEGER,
  PRIMARY KEY (room, game_no));
CREATE TABLE IF NOT EXISTS moves (
  room TEXT NOT NULL, game_no INTEGER NOT NULL, ply INTEGER NOT NULL, u TEXT NOT NULL, seat INTEGER NOT NULL,
  cpu INTEGER NOT NULL, ack INTEGER, played_at INTEGER NOT NULL, PRIMARY KEY (room, game_no, ply));
)sql";

int64_t unix_ms() {
    using namespace std::chrono;
    return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}

Error storage_error(sqlite3* db, std::string_view what) {
    return make_error("ERR_STORAGE", std::string(what) + ": " + sqlite3_errmsg(db));
}

/// A cached prepared statement in use, with positional binding (from 1) and column reading (from 0). Reset and
/// unbound when it goes out of scope, ready for the next use.
class Statement {
public:
    Statement(sqlite3* db, std::unordered_map<std::string_view, sqlite3_stmt*>& cache, const char* sql) : db(db) {
        auto it = cache.find(sql);
        if (it == cache.end()) {
            sqlite3_stmt* prepared = nullptr;
            if (sqlite3_prepare_v2(db, sql, -1, &prepared, nullptr) != SQLITE_OK)
                return; // not cached: the next use tries again and reports the same error
            it = cache.emplace(sql, prepared).first;
        }
        stmt = it->second;
    }
    ~Statement() {
        if (stmt) {
            sqlite3_reset(stmt);
            sqlite3_clear_bindings(stmt);
        }
    }
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;

    bool ok() const { return stmt != nullptr; }
    Statement& bind(int i, std::string_view s) {
        if (stmt)
            sqlite3_bind_text(stmt, i, s.data(), int(s.size()), SQLITE_TRANSIENT);
        return *this;
    }
    Statement& bind(int i, int64_t v) {
        if (stmt)
            sqlite3_bind_int64(stmt, i, v);
        return *this;
    }
    Statement& bind_null(int i) {
        if (stmt)
            sqlite3_bind_null(stmt, i);
        return *this;
    }
    /// SQLITE_ROW, SQLITE_DONE or an error code.
    int step() { return stmt ? sqlite3_step(stmt) : SQLITE_ERROR; }
    /// Runs a statement that returns no rows.
    Result<Ok> run(std::string_view what) {
        return step() == SQLITE_DONE ? Result<Ok>(Ok{}) : Result<Ok>(storage_error(db, what));
    }
    std::string text(int col) const {
        auto p = sqlite3_column_text(stmt, col);
        return p ? std::string(reinterpret_cast<const char*>(p), size_t(sqlite3_column_bytes(stmt, col))) : std::string();
    }
    int64_t integer(int col) const { return sqlite3_column_int64(stmt, col); }
    bool is_null(int col) const { return sqlite3_column_type(stmt, col) == SQLITE_NULL; }

private:
    sqlite3* db;
    sqlite3_stmt* stmt = nullptr;
};

Result<Ok> exec(sqlite3* db, const char* sql) {
    char* message = nullptr;
    if (sqlite3_exec(db, sql, nullptr, nullptr, &message) == SQLITE_OK)
        return Ok{};
    Error e = make_error("ERR_STORAGE", std::string(sql).substr(0, 40) + ": " + (message ? message : "?"));
    sqlite3_free(message);
    return e;
}

using Cache = std::unordered_map<std::string_view, sqlite3_stmt*>;

/// BEGIN IMMEDIATE ... COMMIT, rolled back unless committed.
class Transaction {
public:
    Transaction(sqlite3* db, Cache& cache) : db(db), cache(cache), begun(Statement(db, cache, "BEGIN IMMEDIATE").run("begin").ok()) {}
    ~Transaction() {
        if (begun && !done)
            (void)Statement(db, cache, "ROLLBACK").run("rollback");
    }
    bool begun_ok() const { return begun; }
    Result<Ok> commit() {
        done = true;
        return Statement(db, cache, "COMMIT").run("commit");
    }

private:
    sqlite3* db;
    Cache& cache;
    bool begun;
    bool done = false;
};

} // namespace

Result<std::unique_ptr<SqliteStorage>> SqliteStorage::open(const std::string& path) {
    sqlite3* db = nullptr;
    if (sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nullptr) != SQLITE_OK) {
        Error e = make_error("ERR_STORAGE", "cannot open " + path + ": " + (db ? sqlite3_errmsg(db) : "out of memory"));
        sqlite3_close(db);
        return e;
    }
    std::unique_ptr<SqliteStorage> storage(new SqliteStorage(db));
    sqlite3_busy_timeout(db, 5000);
    for (const char* sql : {"PRAGMA journal_mode=WAL", "PRAGMA synchronous=NORMAL", "PRAGMA foreign_keys=ON", SCHEMA})
        if (auto r = exec(db, sql); !r)
            return r.error();
    return storage;
}

SqliteStorage::~SqliteStorage() {
    for (auto& [sql, stmt] : statements)
        sqlite3_finalize(stmt);
    sqlite3_close(db);
}

Result<Ok> SqliteStorage::write_seats(std::string_view room, const std::vector<SeatRecord>& seats) {
    for (size_t i = 0; i < seats.size(); ++i) {
        Statement st(db, statements, "INSERT OR REPLACE INTO seats (room, seat, kind, level, secret_hash) VALUES (?, ?, ?, ?, ?)");
        st.bind(1, room).bind(2, int64_t(i)).bind(3, to_string(seats[i].kind)).bind(4, int64_t(seats[i].level));
        st.bind(5, seats[i].secretHash);
        if (auto r = st.run("store seat"); !r)
            return r;
    }
    return Ok{};
}

Result<Ok> SqliteStorage::create_room(const RoomRecord& r) {
    std::lock_guard lock(mutex);
    Transaction tx(db, statements);
    if (!tx.begun_ok())
        return storage_error(db, "begin");
    Statement room(db, statements, "INSERT INTO rooms (id, game, fen, settings, version, created_at) VALUES (?, ?, ?, ?, ?, ?)");
    room.bind(1, r.id).bind(2, r.game).bind(3, r.fen).bind(4, to_json(r.settings).dump());
    room.bind(5, int64_t(r.version)).bind(6, unix_ms());
    if (auto ok = room.run("store room"); !ok)
        return ok;
    if (auto ok = write_seats(r.id, r.seats); !ok)
        return ok;
    Statement game(db, statements, "INSERT INTO games (room, game_no, start_fen, started_at) VALUES (?, ?, ?, ?)");
    game.bind(1, r.id).bind(2, int64_t(r.current.gameNo)).bind(3, r.current.startFen).bind(4, unix_ms());
    if (auto ok = game.run("store game"); !ok)
        return ok;
    return tx.commit();
}

Result<Ok> SqliteStorage::save_seats(std::string_view room, const std::vector<SeatRecord>& seats) {
    std::lock_guard lock(mutex);
    Transaction tx(db, statements);
    if (!tx.begun_ok())
        return storage_error(db, "begin");
    if (auto ok = write_seats(room, seats); !ok)
        return ok;
    return tx.commit();
}

Result<Ok> SqliteStorage::append_move(std::string_view room, int gameNo, int ply, const MoveRecord& m) {
    std::lock_guard lock(mutex);
    Statement st(db, statements, "INSERT INTO moves (room, game_no, ply, u, seat, cpu, ack, played_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
    st.bind(1, room).bind(2, int64_t(gameNo)).bind(3, int64_t(ply)).bind(4, m.u).bind(5, int64_t(m.seat));
    st.bind(6, int64_t(m.cpu)).bind(8, unix_ms());
    if (m.ack)
        st.bind(7, *m.ack);
    else
        st.bind_null(7);
    return st.run("store move");
}

Result<Ok> SqliteStorage::end_game(std::string_view room, int gameNo, const Ending& e) {
    std::lock_guard lock(mutex);
    Statement st(db, statements, "UPDATE games SET termination = ?, winners = ?, reason = ?, ended_at = ? WHERE room = ? AND game_no = ?");
    st.bind(1, e.termination).bind(2, int64_t(e.winners)).bind(3, e.reason).bind(4, unix_ms()).bind(5, room);
    st.bind(6, int64_t(gameNo));
    return st.run("store game end");
}

Result<Ok> SqliteStorage::start_game(std::string_view room, int gameNo, std::string_view startFen,
                                     const std::vector<SeatRecord>& seats) {
    std::lock_guard lock(mutex);
    Transaction tx(db, statements);
    if (!tx.begun_ok())
        return storage_error(db, "begin");
    Statement game(db, statements, "INSERT INTO games (room, game_no, start_fen, started_at) VALUES (?, ?, ?, ?)");
    game.bind(1, room).bind(2, int64_t(gameNo)).bind(3, startFen).bind(4, unix_ms());
    if (auto ok = game.run("store new game"); !ok)
        return ok;
    if (auto ok = write_seats(room, seats); !ok)
        return ok;
    return tx.commit();
}

Result<Ok> SqliteStorage::save_version(std::string_view room, uint64_t version) {
    std::lock_guard lock(mutex);
    Statement st(db, statements, "UPDATE rooms SET version = ? WHERE id = ?");
    st.bind(1, int64_t(version)).bind(2, room);
    return st.run("store version");
}

Result<std::vector<RoomRecord>> SqliteStorage::load_rooms() {
    std::lock_guard lock(mutex);
    std::vector<RoomRecord> out;
    Statement rooms(db, statements, "SELECT id, game, fen, settings, version FROM rooms ORDER BY created_at");
    int rc;
    while ((rc = rooms.step()) == SQLITE_ROW) {
        RoomRecord r;
        r.id = rooms.text(0);
        r.game = rooms.text(1);
        r.fen = rooms.text(2);
        auto settings = parse_settings(nlohmann::json::parse(rooms.text(3), nullptr, false));
        if (settings)
            r.settings = settings.value();
        r.version = uint64_t(rooms.integer(4));

        Statement seats(db, statements, "SELECT kind, level, secret_hash FROM seats WHERE room = ? ORDER BY seat");
        seats.bind(1, r.id);
        while (seats.step() == SQLITE_ROW)
            r.seats.push_back({seats.text(0) == "cpu" ? SeatKind::CPU : SeatKind::HUMAN, int(seats.integer(1)), seats.text(2)});

        Statement game(db, statements, "SELECT game_no, start_fen, termination, winners, reason FROM games WHERE room = ? "
                           "ORDER BY game_no DESC LIMIT 1");
        game.bind(1, r.id);
        if (game.step() == SQLITE_ROW) {
            r.current.gameNo = int(game.integer(0));
            r.current.startFen = game.text(1);
            if (!game.is_null(2))
                r.current.ending = Ending{game.text(2), uint8_t(game.integer(3)), game.text(4)};
        }
        Statement moves(db, statements, "SELECT u, seat, cpu, ack FROM moves WHERE room = ? AND game_no = ? ORDER BY ply");
        moves.bind(1, r.id).bind(2, int64_t(r.current.gameNo));
        while (moves.step() == SQLITE_ROW)
            r.current.moves.push_back({moves.text(0), Seat(moves.integer(1)), moves.integer(2) != 0,
                                       moves.is_null(3) ? std::nullopt : std::optional<int64_t>(moves.integer(3))});
        out.push_back(std::move(r));
    }
    if (rc != SQLITE_DONE)
        return storage_error(db, "load rooms");
    return out;
}

} // namespace littletable::server
