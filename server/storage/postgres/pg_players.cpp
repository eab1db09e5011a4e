// PgStorage's players and sessions (players/player_storage.h).
#include "server/storage/postgres/pg_storage.h"

namespace littletable::server {

namespace {

/// The player of the first row of a SELECT of id, name, password_hash, failed_sign_ins, locked_until,
/// deleted_at, or nullopt when there is none.
std::optional<PlayerRecord> read_player(const pqxx::result& rows) {
    if (rows.empty())
        return std::nullopt;
    const pqxx::row row = rows[0];
    PlayerRecord p;
    p.id = row[0].as<int64_t>();
    p.name = row[1].as<std::string>("");
    p.passwordHash = row[2].as<std::string>("");
    p.failedSignIns = row[3].as<int>();
    p.lockedUntilMs = row[4].as<int64_t>();
    p.deleted = !row[5].is_null();
    return p;
}

/// NULL for an empty password hash: the player has no password.
std::optional<std::string> hash_or_null(std::string_view hash) {
    return hash.empty() ? std::nullopt : std::optional<std::string>(hash);
}

} // namespace

Result<PlayerRecord> PgStorage::create_player(std::string_view name, std::string_view passwordHash) {
    return transact<PlayerRecord>("store player", [&](pqxx::work& tx) -> Result<PlayerRecord> {
        PlayerRecord p;
        try {
            pqxx::subtransaction insert(tx, "player");
            const pqxx::result id = db.exec(insert,
                                            "INSERT INTO players (name, password_hash, created_at) VALUES ($1, $2, $3) "
                                            "RETURNING id",
                                            std::string(name), hash_or_null(passwordHash), unix_ms());
            insert.commit();
            p.id = id[0][0].as<int64_t>();
        } catch (const pqxx::sql_error& e) {
            if (!pg::is_unique_violation(e))
                throw;
            return make_error("ERR_NAME_TAKEN", "the name '" + std::string(name) + "' is taken");
        }
        p.name = std::string(name);
        p.passwordHash = std::string(passwordHash);
        return p;
    });
}

Result<std::optional<PlayerRecord>> PgStorage::find_player(std::string_view name) {
    return transact<std::optional<PlayerRecord>>(
        "read player", [&](pqxx::work& tx) -> Result<std::optional<PlayerRecord>> {
            return read_player(db.exec(tx,
                                       "SELECT id, name, password_hash, failed_sign_ins, locked_until, deleted_at "
                                       "FROM players WHERE lower(name) = lower($1)",
                                       std::string(name)));
        });
}

Result<std::optional<PlayerRecord>> PgStorage::player_by_id(int64_t id) {
    return transact<std::optional<PlayerRecord>>(
        "read player", [&](pqxx::work& tx) -> Result<std::optional<PlayerRecord>> {
            return read_player(db.exec(tx,
                                       "SELECT id, name, password_hash, failed_sign_ins, locked_until, deleted_at "
                                       "FROM players WHERE id = $1",
                                       id));
        });
}

Result<Ok> PgStorage::set_password(int64_t player, std::string_view passwordHash) {
    return transact<Ok>("store password", [&](pqxx::work& tx) -> Result<Ok> {
        db.exec(tx, "UPDATE players SET password_hash = $1, failed_sign_ins = 0, locked_until = 0 WHERE id = $2",
                std::string(passwordHash), player);
        return Ok{};
    });
}

Result<Ok> PgStorage::set_sign_in_failures(int64_t player, int failures, int64_t lockedUntilMs) {
    return transact<Ok>("store sign-in failures", [&](pqxx::work& tx) -> Result<Ok> {
        db.exec(tx, "UPDATE players SET failed_sign_ins = $1, locked_until = $2 WHERE id = $3", failures, lockedUntilMs,
                player);
        return Ok{};
    });
}

Result<Ok> PgStorage::delete_player(int64_t player) {
    return transact<Ok>("delete player", [&](pqxx::work& tx) -> Result<Ok> {
        db.exec(tx, "DELETE FROM sessions WHERE player = $1", player);
        db.exec(tx, "UPDATE players SET name = NULL, password_hash = NULL, deleted_at = $1 WHERE id = $2", unix_ms(),
                player);
        return Ok{};
    });
}

Result<Ok> PgStorage::create_session(const SessionRecord& s) {
    return transact<Ok>("store session", [&](pqxx::work& tx) -> Result<Ok> {
        db.exec(tx, "INSERT INTO sessions (token_hash, player, created_at, expires_at) VALUES ($1, $2, $3, $4)",
                s.tokenHash, s.player, unix_ms(), s.expiresAtMs);
        return Ok{};
    });
}

Result<std::optional<SessionRecord>> PgStorage::find_session(std::string_view tokenHash) {
    return transact<std::optional<SessionRecord>>(
        "read session", [&](pqxx::work& tx) -> Result<std::optional<SessionRecord>> {
            const pqxx::result rows =
                db.exec(tx, "SELECT player, expires_at FROM sessions WHERE token_hash = $1", std::string(tokenHash));
            if (rows.empty())
                return std::optional<SessionRecord>();
            return std::optional<SessionRecord>(
                SessionRecord{std::string(tokenHash), rows[0][0].as<int64_t>(), rows[0][1].as<int64_t>()});
        });
}

Result<Ok> PgStorage::delete_session(std::string_view tokenHash) {
    return transact<Ok>("delete session", [&](pqxx::work& tx) -> Result<Ok> {
        db.exec(tx, "DELETE FROM sessions WHERE token_hash = $1", std::string(tokenHash));
        return Ok{};
    });
}

Result<std::vector<PlayedGame>> PgStorage::player_games(int64_t player, int limit) {
    return transact<std::vector<PlayedGame>>(
        "read player's games", [&](pqxx::work& tx) -> Result<std::vector<PlayedGame>> {
            std::vector<PlayedGame> out;
            for (const auto& row :
                 db.exec(tx,
                         "SELECT games.room, games.game_no, rooms.game, mine.seat, games.termination, "
                         "games.winners, games.ended_at FROM game_seats AS mine JOIN games ON games.room = "
                         "mine.room AND games.game_no = mine.game_no JOIN rooms ON rooms.id = games.room "
                         "WHERE mine.player = $1 AND games.ended_at IS NOT NULL "
                         "ORDER BY games.ended_at DESC LIMIT $2",
                         player, limit))
                out.push_back({row[0].as<std::string>(),
                               row[1].as<int>(),
                               row[2].as<std::string>(),
                               Seat(row[3].as<int>()),
                               row[4].as<std::string>(""),
                               uint8_t(row[5].as<int>(0)),
                               row[6].as<int64_t>(),
                               {}});
            for (PlayedGame& g : out)
                g.names = game_seat_names(tx, g.room, g.gameNo);
            return out;
        });
}

} // namespace littletable::server
