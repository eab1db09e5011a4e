// SqlDatabase's players and sessions (player_storage.h).
#include "server/common/wall_clock.h"
#include "server/storage/sql/sql_database.h"

namespace littletable::server {

using sql::Connection;

namespace {

/// The player of the first row of a SELECT of id, name, password_hash, failed_sign_ins, locked_until and whether
/// deleted_at is set, or nullopt when there is none.
Result<std::optional<PlayerRecord>> first_player(const Result<sql::Rows>& rows) {
    if (!rows)
        return rows.error();
    if (rows.value().empty())
        return std::optional<PlayerRecord>();
    const sql::Row row = rows.value()[0];
    return std::optional<PlayerRecord>(
        PlayerRecord{row.integer(0), row.text(1), row.text(2), int(row.integer(3)), row.integer(4), row.boolean(5)});
}

} // namespace

Result<PlayerRecord> SqlDatabase::create_player(std::string_view name, std::string_view passwordHash) {
    return call<PlayerRecord>("store player", [&](Connection& c) -> Result<PlayerRecord> {
        auto id = c.run("INSERT INTO players (name, password_hash, created_at) VALUES (?, ?, ?) RETURNING id",
                        {name, passwordHash.empty() ? sql::Value(nullptr) : sql::Value(passwordHash), unix_ms()});
        if (!id && id.error().code == sql::UNIQUE_VIOLATION)
            return make_error("ERR_NAME_TAKEN", "the name '" + std::string(name) + "' is taken");
        if (!id)
            return id.error();
        return PlayerRecord{id.value()[0].integer(0), std::string(name), std::string(passwordHash), 0, 0, false};
    });
}

Result<std::optional<PlayerRecord>> SqlDatabase::find_player(std::string_view name) {
    return call<std::optional<PlayerRecord>>("read player", [&](Connection& c) {
        return first_player(c.run("SELECT id, name, password_hash, failed_sign_ins, locked_until, deleted_at IS NOT "
                                  "NULL FROM players WHERE lower(name) = lower(?)",
                                  {name}));
    });
}

Result<std::optional<PlayerRecord>> SqlDatabase::player_by_id(int64_t id) {
    return call<std::optional<PlayerRecord>>("read player", [&](Connection& c) {
        return first_player(c.run("SELECT id, name, password_hash, failed_sign_ins, locked_until, deleted_at IS NOT "
                                  "NULL FROM players WHERE id = ?",
                                  {id}));
    });
}

Result<Ok> SqlDatabase::set_password(int64_t player, std::string_view passwordHash) {
    return call<Ok>("store password", [&](Connection& c) {
        return c.execute("UPDATE players SET password_hash = ?, failed_sign_ins = 0, locked_until = 0 WHERE id = ?",
                         {passwordHash, player});
    });
}

Result<Ok> SqlDatabase::set_sign_in_failures(int64_t player, int failures, int64_t lockedUntilMs) {
    return call<Ok>("store sign-in failures", [&](Connection& c) {
        return c.execute("UPDATE players SET failed_sign_ins = ?, locked_until = ? WHERE id = ?",
                         {failures, lockedUntilMs, player});
    });
}

Result<Ok> SqlDatabase::delete_player(int64_t player) {
    return transact<Ok>("delete player", [&](Connection& c) -> Result<Ok> {
        if (auto sessions = c.execute("DELETE FROM sessions WHERE player = ?", {player}); !sessions)
            return sessions;
        return c.execute("UPDATE players SET name = NULL, password_hash = NULL, deleted_at = ? WHERE id = ?",
                         {unix_ms(), player});
    });
}

Result<Ok> SqlDatabase::create_session(const SessionRecord& s) {
    return call<Ok>("store session", [&](Connection& c) {
        return c.execute("INSERT INTO sessions (token_hash, player, created_at, expires_at) VALUES (?, ?, ?, ?)",
                         {s.tokenHash, s.player, unix_ms(), s.expiresAtMs});
    });
}

Result<std::optional<SessionRecord>> SqlDatabase::find_session(std::string_view tokenHash) {
    using Found = std::optional<SessionRecord>;
    return call<Found>("read session", [&](Connection& c) -> Result<Found> {
        auto rows = c.run("SELECT player, expires_at FROM sessions WHERE token_hash = ?", {tokenHash});
        if (!rows)
            return rows.error();
        if (rows.value().empty())
            return Found();
        return Found(SessionRecord{std::string(tokenHash), rows.value()[0].integer(0), rows.value()[0].integer(1)});
    });
}

Result<Ok> SqlDatabase::delete_session(std::string_view tokenHash) {
    return call<Ok>("delete session",
                    [&](Connection& c) { return c.execute("DELETE FROM sessions WHERE token_hash = ?", {tokenHash}); });
}

Result<std::vector<PlayedGame>> SqlDatabase::player_games(int64_t player, int limit) {
    return call<std::vector<PlayedGame>>("read player's games", [&](Connection& c) -> Result<std::vector<PlayedGame>> {
        auto rows = c.run("SELECT games.room, games.game_no, rooms.game, mine.seat, games.termination, games.winners, "
                          "games.ended_at FROM game_seats AS mine JOIN games ON games.room = mine.room AND "
                          "games.game_no = mine.game_no JOIN rooms ON rooms.id = games.room WHERE mine.player = ? AND "
                          "games.ended_at IS NOT NULL AND games.termination <> 'aborted' "
                          "ORDER BY games.ended_at DESC LIMIT ?",
                          {player, limit});
        if (!rows)
            return rows.error();
        std::vector<PlayedGame> out;
        for (const sql::Row row : rows.value()) {
            PlayedGame g{row.text(0), int(row.integer(1)),     row.text(2),    Seat(row.integer(3)),
                         row.text(4), uint8_t(row.integer(5)), row.integer(6), {}};
            auto seats = game_players(c, g.room, g.gameNo);
            if (!seats)
                return seats.error();
            g.seats = std::move(seats).value();
            out.push_back(std::move(g));
        }
        return out;
    });
}

} // namespace littletable::server
