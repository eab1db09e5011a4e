// SqlDatabase's players and sessions (player_storage.h).
#include "server/common/wall_clock.h"
#include "server/storage/sql/sql_database.h"

namespace littletable::server {

using sql::Connection;

namespace {

/// The player of the first row of a SELECT of id, name, password_hash and whether deleted_at is set, or nullopt
/// when there is none.
Result<std::optional<PlayerRecord>> first_player(const Result<sql::Rows>& rows) {
    if (!rows)
        return rows.error();
    if (rows.value().empty())
        return std::optional<PlayerRecord>();
    const sql::Row row = rows.value()[0];
    return std::optional<PlayerRecord>(PlayerRecord{row.integer(0), row.text(1), row.text(2), row.boolean(3)});
}

/// Why a name could not be stored: a live player with the same key has it, or one whose name looks the same.
Result<PlayerRecord> name_taken(Connection& c, const PlayerName& name) {
    auto rows = c.run("SELECT name FROM players WHERE name_key <> ? AND name_skeleton = ?", {name.key, name.skeleton});
    if (rows && !rows.value().empty())
        return make_error("ERR_NAME_TAKEN", "the name '" + name.text + "' looks like '" + rows.value()[0].text(0) +
                                                "', a player's name: take another");
    return make_error("ERR_NAME_TAKEN", "the name '" + name.text + "' is taken");
}

} // namespace

Result<PlayerRecord> SqlDatabase::store_player(const PlayerName& name, std::string_view passwordHash) {
    return call<PlayerRecord>("store player", [&](Connection& c) -> Result<PlayerRecord> {
        auto id = c.run("INSERT INTO players (name, name_key, name_skeleton, password_hash, created_at) VALUES (?, ?, "
                        "?, ?, ?) RETURNING id",
                        {name.text, name.key, name.skeleton,
                         passwordHash.empty() ? sql::Value(nullptr) : sql::Value(passwordHash), unix_ms()});
        if (!id && id.error().code == sql::UNIQUE_VIOLATION)
            return name_taken(c, name);
        if (!id)
            return id.error();
        return PlayerRecord{id.value()[0].integer(0), name.text, std::string(passwordHash), false};
    });
}

Result<std::optional<PlayerRecord>> SqlDatabase::player_by_key(std::string_view key) {
    return call<std::optional<PlayerRecord>>("read player", [&](Connection& c) {
        return first_player(
            c.run("SELECT id, name, password_hash, deleted_at IS NOT NULL FROM players WHERE name_key = ?", {key}));
    });
}

Result<std::optional<PlayerRecord>> SqlDatabase::player_by_id(int64_t id) {
    return call<std::optional<PlayerRecord>>("read player", [&](Connection& c) {
        return first_player(
            c.run("SELECT id, name, password_hash, deleted_at IS NOT NULL FROM players WHERE id = ?", {id}));
    });
}

Result<Ok> SqlDatabase::set_password(int64_t player, std::string_view passwordHash, std::string_view keptSession) {
    return transact<Ok>("store password", [&](Connection& c) -> Result<Ok> {
        if (auto r = c.execute("UPDATE players SET password_hash = ? WHERE id = ?", {passwordHash, player}); !r)
            return r;
        return c.execute("DELETE FROM sessions WHERE player = ? AND token_hash <> ?", {player, keptSession});
    });
}

Result<int> SqlDatabase::count_sign_in_failure(std::string_view nameKey, std::string_view addressHash, int64_t nowMs,
                                               int64_t forgetBeforeMs) {
    return call<int>("count sign-in failure", [&](Connection& c) -> Result<int> {
        auto rows = c.run("INSERT INTO sign_in_failures (name_key, address_hash, failures, last_failure_at) VALUES (?, "
                          "?, 1, ?) ON CONFLICT (name_key, address_hash) DO UPDATE SET failures = CASE WHEN "
                          "sign_in_failures.last_failure_at <= ? THEN 1 ELSE sign_in_failures.failures + 1 END, "
                          "last_failure_at = excluded.last_failure_at RETURNING failures",
                          {nameKey, addressHash, nowMs, forgetBeforeMs});
        if (!rows)
            return rows.error();
        if (auto pruned = c.execute("DELETE FROM sign_in_failures WHERE last_failure_at <= ?", {forgetBeforeMs});
            !pruned)
            return pruned.error();
        return int(rows.value()[0].integer(0));
    });
}

Result<SignInFailures> SqlDatabase::sign_in_failures(std::string_view nameKey, std::string_view addressHash) {
    return call<SignInFailures>("read sign-in failures", [&](Connection& c) -> Result<SignInFailures> {
        auto rows = c.run("SELECT failures, last_failure_at FROM sign_in_failures WHERE name_key = ? AND "
                          "address_hash = ?",
                          {nameKey, addressHash});
        if (!rows)
            return rows.error();
        if (rows.value().empty())
            return SignInFailures{};
        return SignInFailures{int(rows.value()[0].integer(0)), rows.value()[0].integer(1)};
    });
}

Result<Ok> SqlDatabase::clear_sign_in_failures(std::string_view nameKey, std::string_view addressHash) {
    return call<Ok>("clear sign-in failures", [&](Connection& c) {
        return c.execute("DELETE FROM sign_in_failures WHERE name_key = ? AND address_hash = ?",
                         {nameKey, addressHash});
    });
}

Result<int> SqlDatabase::fill_name_skeletons() {
    return call<int>("fill name skeletons", [&](Connection& c) -> Result<int> {
        auto rows = c.run("SELECT id, name FROM players WHERE name IS NOT NULL AND name_skeleton IS NULL");
        if (!rows)
            return rows.error();
        int left = 0;
        for (const sql::Row row : rows.value()) {
            auto forms = name_forms(row.text(1));
            if (!forms) {
                ++left;
                continue;
            }
            auto set =
                c.execute("UPDATE players SET name_skeleton = ? WHERE id = ?", {forms->skeleton, row.integer(0)});
            if (!set && set.error().code != sql::UNIQUE_VIOLATION)
                return set.error();
            left += set ? 0 : 1;
        }
        return left;
    });
}

Result<Ok> SqlDatabase::delete_player(int64_t player) {
    return transact<Ok>("delete player", [&](Connection& c) -> Result<Ok> {
        if (auto sessions = c.execute("DELETE FROM sessions WHERE player = ?", {player}); !sessions)
            return sessions;
        if (auto pushes = c.execute("DELETE FROM push_subscriptions WHERE player = ?", {player}); !pushes)
            return pushes;
        return c.execute("UPDATE players SET name = NULL, name_key = NULL, name_skeleton = NULL, password_hash = NULL, "
                         "deleted_at = ? WHERE id = ?",
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
