// SqliteStorage's players and sessions (players/player_storage.h); the tables are schema version 2.
#include "server/storage/sqlite/sqlite_storage.h"

#include "server/storage/sqlite/sqlite_statement.h"

namespace littletable::server {

using namespace sqlite;

namespace {

constexpr const char* PLAYER_COLUMNS_BY_NAME =
    "SELECT id, name, password_hash, failed_sign_ins, locked_until, deleted_at FROM players WHERE name = ?";
constexpr const char* PLAYER_COLUMNS_BY_ID =
    "SELECT id, name, password_hash, failed_sign_ins, locked_until, deleted_at FROM players WHERE id = ?";

/// The player of the current row of one of the two queries above, or nullopt when there is none.
Result<std::optional<PlayerRecord>> read_player(sqlite3* db, Statement& st) {
    const int rc = st.step();
    if (rc == SQLITE_DONE)
        return std::optional<PlayerRecord>();
    if (rc != SQLITE_ROW)
        return storage_error(db, "read player");
    PlayerRecord p;
    p.id = st.integer(0);
    p.name = st.text(1);
    p.passwordHash = st.text(2);
    p.failedSignIns = int(st.integer(3));
    p.lockedUntilMs = st.integer(4);
    p.deleted = !st.is_null(5);
    return std::optional<PlayerRecord>(std::move(p));
}

} // namespace

Result<PlayerRecord> SqliteStorage::create_player(std::string_view name, std::string_view passwordHash) {
    std::lock_guard lock(mutex);
    Statement st(db, statements, "INSERT INTO players (name, password_hash, created_at) VALUES (?, ?, ?)");
    st.bind(1, name).bind(3, unix_ms());
    if (passwordHash.empty())
        st.bind_null(2);
    else
        st.bind(2, passwordHash);
    if (st.step() != SQLITE_DONE) {
        if (sqlite3_extended_errcode(db) == SQLITE_CONSTRAINT_UNIQUE)
            return make_error("ERR_NAME_TAKEN", "the name '" + std::string(name) + "' is taken");
        return storage_error(db, "store player");
    }
    PlayerRecord p;
    p.id = sqlite3_last_insert_rowid(db);
    p.name = std::string(name);
    p.passwordHash = std::string(passwordHash);
    return p;
}

Result<std::optional<PlayerRecord>> SqliteStorage::find_player(std::string_view name) {
    std::lock_guard lock(mutex);
    Statement st(db, statements, PLAYER_COLUMNS_BY_NAME);
    st.bind(1, name);
    return read_player(db, st);
}

Result<std::optional<PlayerRecord>> SqliteStorage::player_by_id(int64_t id) {
    std::lock_guard lock(mutex);
    Statement st(db, statements, PLAYER_COLUMNS_BY_ID);
    st.bind(1, id);
    return read_player(db, st);
}

Result<Ok> SqliteStorage::set_password(int64_t player, std::string_view passwordHash) {
    std::lock_guard lock(mutex);
    Statement st(db, statements,
                 "UPDATE players SET password_hash = ?, failed_sign_ins = 0, locked_until = 0 WHERE id = ?");
    st.bind(1, passwordHash).bind(2, player);
    return st.run("store password");
}

Result<Ok> SqliteStorage::set_sign_in_failures(int64_t player, int failures, int64_t lockedUntilMs) {
    std::lock_guard lock(mutex);
    Statement st(db, statements, "UPDATE players SET failed_sign_ins = ?, locked_until = ? WHERE id = ?");
    st.bind(1, int64_t(failures)).bind(2, lockedUntilMs).bind(3, player);
    return st.run("store sign-in failures");
}

Result<Ok> SqliteStorage::delete_player(int64_t player) {
    std::lock_guard lock(mutex);
    Transaction tx(db, statements);
    if (!tx.begun_ok())
        return storage_error(db, "begin");
    Statement sessions(db, statements, "DELETE FROM sessions WHERE player = ?");
    sessions.bind(1, player);
    if (auto r = sessions.run("delete sessions"); !r)
        return r;
    Statement st(db, statements, "UPDATE players SET name = NULL, password_hash = NULL, deleted_at = ? WHERE id = ?");
    st.bind(1, unix_ms()).bind(2, player);
    if (auto r = st.run("delete player"); !r)
        return r;
    return tx.commit();
}

Result<Ok> SqliteStorage::create_session(const SessionRecord& s) {
    std::lock_guard lock(mutex);
    Statement st(db, statements,
                 "INSERT INTO sessions (token_hash, player, created_at, expires_at) VALUES (?, ?, ?, ?)");
    st.bind(1, s.tokenHash).bind(2, s.player).bind(3, unix_ms()).bind(4, s.expiresAtMs);
    return st.run("store session");
}

Result<std::optional<SessionRecord>> SqliteStorage::find_session(std::string_view tokenHash) {
    std::lock_guard lock(mutex);
    Statement st(db, statements, "SELECT player, expires_at FROM sessions WHERE token_hash = ?");
    st.bind(1, tokenHash);
    const int rc = st.step();
    if (rc == SQLITE_DONE)
        return std::optional<SessionRecord>();
    if (rc != SQLITE_ROW)
        return storage_error(db, "read session");
    return std::optional<SessionRecord>(SessionRecord{std::string(tokenHash), st.integer(0), st.integer(1)});
}

Result<Ok> SqliteStorage::delete_session(std::string_view tokenHash) {
    std::lock_guard lock(mutex);
    Statement st(db, statements, "DELETE FROM sessions WHERE token_hash = ?");
    st.bind(1, tokenHash);
    return st.run("delete session");
}

Result<std::vector<PlayedGame>> SqliteStorage::player_games(int64_t player, int limit) {
    std::lock_guard lock(mutex);
    Statement st(
        db, statements,
        "SELECT games.room, games.game_no, rooms.game, mine.seat, games.termination, games.winners, games.ended_at "
        "FROM game_seats AS mine JOIN games ON games.room = mine.room AND games.game_no = mine.game_no "
        "JOIN rooms ON rooms.id = games.room "
        "WHERE mine.player = ? AND games.ended_at IS NOT NULL ORDER BY games.ended_at DESC LIMIT ?");
    st.bind(1, player).bind(2, int64_t(limit));
    std::vector<PlayedGame> out;
    int rc;
    while ((rc = st.step()) == SQLITE_ROW)
        out.push_back({st.text(0),
                       int(st.integer(1)),
                       st.text(2),
                       Seat(st.integer(3)),
                       st.text(4),
                       uint8_t(st.integer(5)),
                       st.integer(6),
                       {}});
    if (rc != SQLITE_DONE)
        return storage_error(db, "read player's games");
    for (PlayedGame& g : out)
        g.names = game_seat_names(g.room, g.gameNo);
    return out;
}

} // namespace littletable::server
