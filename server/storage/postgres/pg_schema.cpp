#include "server/storage/postgres/pg_schema.h"

#include <iterator>

#include "server/storage/sql/migrations.h"

namespace littletable::server::pg {

namespace {

// Version 1: everything SQLite's schema version 5 holds. Player names are unique whatever their case (names
// are ASCII, player_name.h).
const char* const TABLES = R"sql(
CREATE TABLE rooms (
  id TEXT PRIMARY KEY, game TEXT NOT NULL, fen TEXT NOT NULL, settings TEXT NOT NULL,
  version BIGINT NOT NULL, created_at BIGINT NOT NULL, live BOOLEAN NOT NULL DEFAULT TRUE);
CREATE TABLE players (
  id BIGSERIAL PRIMARY KEY, name TEXT, password_hash TEXT, created_at BIGINT NOT NULL, deleted_at BIGINT,
  failed_sign_ins INTEGER NOT NULL DEFAULT 0, locked_until BIGINT NOT NULL DEFAULT 0);
CREATE UNIQUE INDEX players_by_name ON players (lower(name));
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY, player BIGINT NOT NULL REFERENCES players(id), created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL);
CREATE INDEX sessions_by_player ON sessions(player);
CREATE TABLE seats (
  room TEXT NOT NULL REFERENCES rooms(id), seat INTEGER NOT NULL, kind TEXT NOT NULL, level INTEGER NOT NULL,
  secret_hash TEXT NOT NULL, player BIGINT REFERENCES players(id), PRIMARY KEY (room, seat));
CREATE TABLE games (
  room TEXT NOT NULL REFERENCES rooms(id), game_no INTEGER NOT NULL, start_fen TEXT NOT NULL,
  termination TEXT, winners INTEGER, reason TEXT, started_at BIGINT NOT NULL, ended_at BIGINT,
  PRIMARY KEY (room, game_no));
CREATE TABLE moves (
  room TEXT NOT NULL, game_no INTEGER NOT NULL, ply INTEGER NOT NULL, u TEXT NOT NULL, seat INTEGER NOT NULL,
  cpu BOOLEAN NOT NULL, ack BIGINT, played_at BIGINT NOT NULL, PRIMARY KEY (room, game_no, ply),
  FOREIGN KEY (room, game_no) REFERENCES games(room, game_no));
CREATE TABLE game_seats (
  room TEXT NOT NULL, game_no INTEGER NOT NULL, seat INTEGER NOT NULL, player BIGINT NOT NULL REFERENCES players(id),
  PRIMARY KEY (room, game_no, seat));
CREATE INDEX game_seats_by_player ON game_seats(player);
CREATE TABLE ratings (
  player BIGINT NOT NULL REFERENCES players(id), game TEXT NOT NULL, rating DOUBLE PRECISION NOT NULL,
  deviation DOUBLE PRECISION NOT NULL, volatility DOUBLE PRECISION NOT NULL, games INTEGER NOT NULL,
  wins INTEGER NOT NULL, draws INTEGER NOT NULL, losses INTEGER NOT NULL, updated_at BIGINT NOT NULL,
  PRIMARY KEY (player, game));
CREATE TABLE rating_history (
  room TEXT NOT NULL, game_no INTEGER NOT NULL, seat INTEGER NOT NULL, player BIGINT NOT NULL REFERENCES players(id),
  game TEXT NOT NULL, result INTEGER NOT NULL,
  rating_before DOUBLE PRECISION NOT NULL, deviation_before DOUBLE PRECISION NOT NULL,
  volatility_before DOUBLE PRECISION NOT NULL, rating DOUBLE PRECISION NOT NULL,
  deviation DOUBLE PRECISION NOT NULL, volatility DOUBLE PRECISION NOT NULL, rated_at BIGINT NOT NULL,
  PRIMARY KEY (room, game_no, seat));
CREATE INDEX rating_history_by_player ON rating_history(player, game, rated_at);
)sql";

// Version 2: each move's time left on the mover's game clock (SQLite's version 6).
const char* const MOVE_CLOCKS = R"sql(
ALTER TABLE moves ADD COLUMN clock_ms BIGINT;
)sql";

// Version 8: Unicode names and wrong passwords per name and address (SQLite's version 8).
const char* const UNICODE_NAMES = R"sql(
ALTER TABLE players ADD COLUMN name_key TEXT, ADD COLUMN name_skeleton TEXT;
UPDATE players SET name_key = lower(name) WHERE name IS NOT NULL;
DROP INDEX players_by_name;
CREATE UNIQUE INDEX players_by_name_key ON players(name_key);
CREATE UNIQUE INDEX players_by_name_skeleton ON players(name_skeleton);
ALTER TABLE players DROP COLUMN failed_sign_ins, DROP COLUMN locked_until;
CREATE TABLE sign_in_failures (
  name_key TEXT NOT NULL, address_hash TEXT NOT NULL, failures INTEGER NOT NULL, last_failure_at BIGINT NOT NULL,
  PRIMARY KEY (name_key, address_hash));
CREATE INDEX sign_in_failures_by_time ON sign_in_failures(last_failure_at);
)sql";

// Version 10: the seats a player holds, found by player (a player's live games, GET /api/my-games).
const char* const SEATS_BY_PLAYER = R"sql(
CREATE INDEX seats_by_player ON seats(player);
)sql";

// Version 14: Web Push subscriptions and the keys every node shares (SQLite's version 14).
const char* const PUSH = R"sql(
CREATE TABLE push_subscriptions (
  endpoint TEXT PRIMARY KEY, player BIGINT NOT NULL REFERENCES players(id), public_key TEXT NOT NULL,
  auth_secret TEXT NOT NULL, created_at BIGINT NOT NULL);
CREATE INDEX push_subscriptions_by_player ON push_subscriptions(player);
CREATE TABLE server_keys (name TEXT PRIMARY KEY, value TEXT NOT NULL, created_at BIGINT NOT NULL);
)sql";

// Version 13: when the seat to move of a days-per-move game runs out of time (Unix ms), found by the sweep that
// makes flags fall in rooms that are not in memory (SQLite's version 13).
const char* const TURN_DEADLINES = R"sql(
ALTER TABLE games ADD COLUMN turn_deadline BIGINT;
CREATE INDEX games_by_turn_deadline ON games(turn_deadline) WHERE turn_deadline IS NOT NULL;
)sql";

// Version 9: hashes of the client addresses and devices signed-in players used, with the last time (trace_storage.h).
const char* const TRACES = R"sql(
CREATE TABLE player_traces (
    player BIGINT NOT NULL REFERENCES players(id),
    kind TEXT NOT NULL,
    trace TEXT NOT NULL,
    seen_at BIGINT NOT NULL,
    PRIMARY KEY (player, kind, trace)
);
CREATE INDEX player_traces_by_trace ON player_traces(kind, trace);
CREATE INDEX player_traces_by_time ON player_traces(seen_at);
)sql";

constexpr sql::Migration MIGRATIONS[] = {{1, TABLES},           {2, MOVE_CLOCKS},     {8, UNICODE_NAMES}, {9, TRACES},
                                         {10, SEATS_BY_PLAYER}, {13, TURN_DEADLINES}, {14, PUSH}};

/// The table littletable_schema, under an advisory lock every node takes while it migrates (any fixed number; "lt"
/// in ASCII): several nodes may start at once.
class SchemaTable final : public sql::SchemaVersion {
public:
    Result<int> read(sql::Connection& c) const override {
        for (const char* step : {"SELECT pg_advisory_xact_lock(27764)",
                                 "CREATE TABLE IF NOT EXISTS littletable_schema (version INTEGER NOT NULL)",
                                 "INSERT INTO littletable_schema (version) SELECT 0 WHERE NOT EXISTS "
                                 "(SELECT 1 FROM littletable_schema)"})
            if (auto r = c.execute(step); !r)
                return r.error();
        auto rows = c.run("SELECT version FROM littletable_schema");
        if (!rows)
            return rows.error();
        return int(rows.value()[0].integer(0));
    }
    Result<Ok> write(sql::Connection& c, int version) const override {
        return c.execute("UPDATE littletable_schema SET version = ?", {version});
    }
};

} // namespace

int schema_version() { return MIGRATIONS[std::size(MIGRATIONS) - 1].version; }

Result<Ok> migrate(sql::Connection& c) { return sql::migrate(c, MIGRATIONS, SchemaTable{}); }

} // namespace littletable::server::pg
