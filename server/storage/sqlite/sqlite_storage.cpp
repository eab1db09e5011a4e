#include "server/storage/sqlite/sqlite_storage.h"

#include <nlohmann/json.hpp>

#include "server/storage/sqlite/sqlite_schema.h"
#include "server/storage/sqlite/sqlite_statement.h"

namespace littletable::server {

using namespace sqlite;

namespace {

std::optional<int64_t> nullable(const Statement& st, int col) {
    return st.is_null(col) ? std::nullopt : std::optional<int64_t>(st.integer(col));
}

/// A row of "SELECT u, seat, cpu, ack, clock_ms FROM moves".
MoveRecord read_move(const Statement& st) {
    return {st.text(0), Seat(st.integer(1)), st.integer(2) != 0, nullable(st, 3), nullable(st, 4)};
}

} // namespace

Result<std::unique_ptr<SqliteStorage>> SqliteStorage::open(const std::string& path,
                                                           WalCheckpointer::Options checkpoints) {
    sqlite3* db = nullptr;
    if (sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nullptr) !=
        SQLITE_OK) {
        Error e = make_error("ERR_STORAGE", "cannot open " + path + ": " + (db ? sqlite3_errmsg(db) : "out of memory"));
        sqlite3_close(db);
        return e;
    }
    std::unique_ptr<SqliteStorage> storage(new SqliteStorage(db));
    sqlite3_busy_timeout(db, 5000);
    // journal_size_limit: a WAL that grew under a burst is cut back to 16 MiB when it starts over.
    for (const char* sql : {"PRAGMA journal_mode=WAL", "PRAGMA synchronous=NORMAL",
                            "PRAGMA journal_size_limit=16777216", "PRAGMA foreign_keys=ON"})
        if (auto r = exec(db, sql); !r)
            return r.error();
    if (auto r = migrate(db); !r)
        return r.error();
    Statement mode(db, storage->statements, "PRAGMA journal_mode");
    if (mode.step() == SQLITE_ROW && mode.text(0) == "wal") { // not for ":memory:" (journal_mode=memory)
        auto started = WalCheckpointer::start(db, path, checkpoints);
        if (!started)
            return started.error();
        storage->checkpointer = std::move(started).value();
    }
    return storage;
}

WalCheckpointer::Stats SqliteStorage::checkpoint_stats() const {
    return checkpointer ? checkpointer->stats() : WalCheckpointer::Stats{};
}

SqliteStorage::~SqliteStorage() {
    checkpointer.reset(); // before the writer connection closes
    for (auto& [sql, stmt] : statements)
        sqlite3_finalize(stmt);
    sqlite3_close(db);
}

Result<Ok> SqliteStorage::write_seats(std::string_view room, const std::vector<SeatRecord>& seats) {
    for (size_t i = 0; i < seats.size(); ++i) {
        Statement st(
            db, statements,
            "INSERT OR REPLACE INTO seats (room, seat, kind, level, secret_hash, player) VALUES (?, ?, ?, ?, ?, ?)");
        st.bind(1, room).bind(2, int64_t(i)).bind(3, to_string(seats[i].kind)).bind(4, int64_t(seats[i].level));
        st.bind(5, seats[i].secretHash);
        if (seats[i].player.id)
            st.bind(6, seats[i].player.id);
        else
            st.bind_null(6);
        if (auto r = st.run("store seat"); !r)
            return r;
        if (!seats[i].player.id)
            continue;
        Statement played(db, statements,
                         "INSERT OR REPLACE INTO game_seats (room, game_no, seat, player) "
                         "SELECT ?, MAX(game_no), ?, ? FROM games WHERE room = ?");
        played.bind(1, room).bind(2, int64_t(i)).bind(3, seats[i].player.id).bind(4, room);
        if (auto r = played.run("store game seat"); !r)
            return r;
    }
    return Ok{};
}

Result<Ok> SqliteStorage::create_room(const RoomRecord& r) {
    std::lock_guard lock(mutex);
    Transaction tx(db, statements);
    if (!tx.begun_ok())
        return storage_error(db, "begin");
    Statement room(
        db, statements,
        "INSERT INTO rooms (id, game, fen, settings, version, created_at, live) VALUES (?, ?, ?, ?, ?, ?, ?)");
    room.bind(1, r.id).bind(2, r.game).bind(3, r.fen).bind(4, to_json(r.settings).dump());
    room.bind(5, int64_t(r.version)).bind(6, unix_ms()).bind(7, int64_t(r.live));
    if (auto ok = room.run("store room"); !ok)
        return ok;
    // The game before the seats: a seat's player is recorded for the room's latest game.
    Statement game(db, statements, "INSERT INTO games (room, game_no, start_fen, started_at) VALUES (?, ?, ?, ?)");
    game.bind(1, r.id).bind(2, int64_t(r.current.gameNo)).bind(3, r.current.startFen).bind(4, unix_ms());
    if (auto ok = game.run("store game"); !ok)
        return ok;
    if (auto ok = write_seats(r.id, r.seats); !ok)
        return ok;
    for (size_t ply = 0; ply < r.current.moves.size(); ++ply)
        if (auto ok = insert_move(r.id, r.current.gameNo, int(ply), r.current.moves[ply]); !ok)
            return ok;
    if (r.current.ending)
        if (auto ok = update_ending(r.id, r.current.gameNo, *r.current.ending); !ok)
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
    return insert_move(room, gameNo, ply, m);
}

Result<Ok> SqliteStorage::insert_move(std::string_view room, int gameNo, int ply, const MoveRecord& m) {
    Statement st(db, statements,
                 "INSERT INTO moves (room, game_no, ply, u, seat, cpu, ack, played_at, clock_ms) VALUES (?, ?, ?, ?, "
                 "?, ?, ?, ?, ?)");
    st.bind(1, room).bind(2, int64_t(gameNo)).bind(3, int64_t(ply)).bind(4, m.u).bind(5, int64_t(m.seat));
    st.bind(6, int64_t(m.cpu)).bind(8, unix_ms());
    for (const auto& [column, value] : {std::pair{7, m.ack}, std::pair{9, m.clockMs}}) {
        if (value)
            st.bind(column, *value);
        else
            st.bind_null(column);
    }
    return st.run("store move");
}

Result<Ok> SqliteStorage::end_game(std::string_view room, int gameNo, const Ending& e) {
    std::lock_guard lock(mutex);
    return update_ending(room, gameNo, e);
}

Result<Ok> SqliteStorage::update_ending(std::string_view room, int gameNo, const Ending& e) {
    Statement st(
        db, statements,
        "UPDATE games SET termination = ?, winners = ?, reason = ?, ended_at = ? WHERE room = ? AND game_no = ?");
    st.bind(1, to_string(e.outcome.termination)).bind(2, int64_t(e.outcome.winners)).bind(3, e.reason);
    st.bind(4, unix_ms()).bind(5, room).bind(6, int64_t(gameNo));
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

RoomRecord SqliteStorage::read_room(const Statement& room) {
    RoomRecord r;
    r.id = room.text(0);
    r.game = room.text(1);
    r.fen = room.text(2);
    auto settings = protocol::parse_settings(nlohmann::json::parse(room.text(3), nullptr, false));
    if (settings)
        r.settings = settings.value();
    r.version = uint64_t(room.integer(4));

    Statement seats(db, statements,
                    "SELECT kind, level, secret_hash, player, "
                    "CASE WHEN players.deleted_at IS NULL THEN players.name ELSE 'deleted player' END "
                    "FROM seats LEFT JOIN players ON players.id = seats.player WHERE room = ? ORDER BY seat");
    seats.bind(1, r.id);
    while (seats.step() == SQLITE_ROW)
        r.seats.push_back({seats.text(0) == "cpu" ? protocol::SeatKind::CPU : protocol::SeatKind::HUMAN,
                           int(seats.integer(1)), seats.text(2),
                           protocol::SeatPlayer{seats.is_null(3) ? 0 : seats.integer(3), seats.text(4)}});

    Statement game(db, statements,
                   "SELECT game_no, start_fen, termination, winners, reason FROM games WHERE room = ? "
                   "ORDER BY game_no DESC LIMIT 1");
    game.bind(1, r.id);
    if (game.step() == SQLITE_ROW) {
        r.current.gameNo = int(game.integer(0));
        r.current.startFen = game.text(1);
        if (!game.is_null(2))
            r.current.ending = ending_named(game.text(2), uint8_t(game.integer(3)), game.text(4));
    }
    Statement moves(db, statements,
                    "SELECT u, seat, cpu, ack, clock_ms FROM moves WHERE room = ? AND game_no = ? ORDER BY ply");
    moves.bind(1, r.id).bind(2, int64_t(r.current.gameNo));
    while (moves.step() == SQLITE_ROW)
        r.current.moves.push_back(read_move(moves));
    return r;
}

Result<std::vector<RoomRecord>> SqliteStorage::load_rooms() {
    std::lock_guard lock(mutex);
    std::vector<RoomRecord> out;
    Statement rooms(db, statements,
                    "SELECT id, game, fen, settings, version FROM rooms WHERE live = 1 ORDER BY created_at");
    int rc;
    while ((rc = rooms.step()) == SQLITE_ROW)
        out.push_back(read_room(rooms));
    if (rc != SQLITE_DONE)
        return storage_error(db, "load rooms");
    return out;
}

Result<std::optional<RoomRecord>> SqliteStorage::load_room(std::string_view id) {
    std::lock_guard lock(mutex);
    Statement room(db, statements, "SELECT id, game, fen, settings, version FROM rooms WHERE live = 1 AND id = ?");
    room.bind(1, id);
    const int rc = room.step();
    if (rc == SQLITE_DONE)
        return std::optional<RoomRecord>();
    if (rc != SQLITE_ROW)
        return storage_error(db, "load room");
    return std::optional<RoomRecord>(read_room(room));
}

Result<std::optional<StoredGame>> SqliteStorage::load_game(std::string_view room, int gameNo) {
    std::lock_guard lock(mutex);
    Statement game(
        db, statements,
        "SELECT rooms.game, rooms.settings, games.start_fen, games.termination, games.winners, games.reason, "
        "games.ended_at, games.started_at FROM games JOIN rooms ON rooms.id = games.room WHERE games.room = ? AND "
        "games.game_no = ?");
    game.bind(1, room).bind(2, int64_t(gameNo));
    const int rc = game.step();
    if (rc == SQLITE_DONE)
        return std::optional<StoredGame>();
    if (rc != SQLITE_ROW)
        return storage_error(db, "read game");
    StoredGame g;
    g.game = game.text(0);
    auto settings = protocol::parse_settings(nlohmann::json::parse(game.text(1), nullptr, false));
    g.ranked = settings && settings.value().ranked;
    if (settings)
        g.settings = settings.value();
    g.record.gameNo = gameNo;
    g.record.startFen = game.text(2);
    if (!game.is_null(3))
        g.record.ending = ending_named(game.text(3), uint8_t(game.integer(4)), game.text(5));
    g.endedAtMs = game.is_null(6) ? 0 : game.integer(6);
    g.startedAtMs = game.integer(7);

    Statement moves(db, statements,
                    "SELECT u, seat, cpu, ack, clock_ms FROM moves WHERE room = ? AND game_no = ? ORDER BY ply");
    moves.bind(1, room).bind(2, int64_t(gameNo));
    while (moves.step() == SQLITE_ROW)
        g.record.moves.push_back(read_move(moves));
    g.names = game_seat_names(room, gameNo);
    // The room's seats are those of its latest game (they rotate between games): its computers are named.
    Statement cpus(db, statements,
                   "SELECT seat, level FROM seats WHERE room = ? AND kind = 'cpu' AND ? = (SELECT MAX(game_no) FROM "
                   "games WHERE room = ?)");
    cpus.bind(1, room).bind(2, int64_t(gameNo)).bind(3, room);
    while (cpus.step() == SQLITE_ROW) {
        const size_t seat = size_t(cpus.integer(0));
        if (seat >= size_t(MAX_SEATS))
            continue;
        if (g.names.size() <= seat)
            g.names.resize(seat + 1);
        g.names[seat] = "Computer (level " + std::to_string(cpus.integer(1)) + ")";
    }
    return std::optional<StoredGame>(std::move(g));
}

std::vector<std::string> SqliteStorage::game_seat_names(std::string_view room, int gameNo) {
    std::vector<std::string> out;
    Statement names(
        db, statements,
        "SELECT game_seats.seat, CASE WHEN players.deleted_at IS NULL THEN players.name ELSE 'deleted player' END "
        "FROM game_seats JOIN players ON players.id = game_seats.player WHERE room = ? AND game_no = ?");
    names.bind(1, room).bind(2, int64_t(gameNo));
    while (names.step() == SQLITE_ROW) {
        const size_t seat = size_t(names.integer(0));
        if (seat >= size_t(MAX_SEATS))
            continue;
        if (out.size() <= seat)
            out.resize(seat + 1);
        out[seat] = names.text(1);
    }
    return out;
}

} // namespace littletable::server
