#include "server/storage/sqlite/sqlite_schema.h"

#include <iterator>
#include <string>

#include "server/storage/sql/migrations.h"

namespace littletable::server::sqlite {

namespace {

// Version 1: rooms, their seats, games and moves. Releases before migrations had exactly these tables and
// user_version 0: IF NOT EXISTS lets such a database pass through unchanged.
const char* const ROOMS = R"sql(
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

// Version 2: players (a deleted player keeps its row, without name or password, so its games still point at
// it), their sessions (the SHA-256 of each session secret, never the secret), and who sits in a seat.
const char* const PLAYERS = R"sql(
CREATE TABLE players (
  id INTEGER PRIMARY KEY, name TEXT UNIQUE COLLATE NOCASE, password_hash TEXT, created_at INTEGER NOT NULL,
  deleted_at INTEGER, failed_sign_ins INTEGER NOT NULL DEFAULT 0, locked_until INTEGER NOT NULL DEFAULT 0);
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY, player INTEGER NOT NULL REFERENCES players(id), created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL);
CREATE INDEX sessions_by_player ON sessions(player);
ALTER TABLE seats ADD COLUMN player INTEGER REFERENCES players(id);
)sql";

// Version 3: each player's rating per game, and its history: one row per rated game and player, which also
// makes rating a game twice impossible.
const char* const RATINGS = R"sql(
CREATE TABLE ratings (
  player INTEGER NOT NULL REFERENCES players(id), game TEXT NOT NULL, rating REAL NOT NULL, deviation REAL NOT NULL,
  volatility REAL NOT NULL, games INTEGER NOT NULL, wins INTEGER NOT NULL, draws INTEGER NOT NULL,
  losses INTEGER NOT NULL, updated_at INTEGER NOT NULL, PRIMARY KEY (player, game));
CREATE TABLE rating_history (
  room TEXT NOT NULL, game_no INTEGER NOT NULL, seat INTEGER NOT NULL, player INTEGER NOT NULL REFERENCES players(id),
  game TEXT NOT NULL, result INTEGER NOT NULL,
  rating_before REAL NOT NULL, deviation_before REAL NOT NULL, volatility_before REAL NOT NULL,
  rating REAL NOT NULL, deviation REAL NOT NULL, volatility REAL NOT NULL, rated_at INTEGER NOT NULL,
  PRIMARY KEY (room, game_no, seat));
CREATE INDEX rating_history_by_player ON rating_history(player, game, rated_at);
)sql";

// Version 4: who played each game of a room (seats rotate between games; `seats` holds only the latest), for
// the players' lists of their games. Games stored before it keep their seats' current players.
const char* const GAME_SEATS = R"sql(
CREATE TABLE game_seats (
  room TEXT NOT NULL, game_no INTEGER NOT NULL, seat INTEGER NOT NULL, player INTEGER NOT NULL REFERENCES players(id),
  PRIMARY KEY (room, game_no, seat));
CREATE INDEX game_seats_by_player ON game_seats(player);
INSERT INTO game_seats (room, game_no, seat, player)
  SELECT seats.room, (SELECT MAX(game_no) FROM games WHERE games.room = seats.room), seats.seat, seats.player
  FROM seats WHERE seats.player IS NOT NULL;
)sql";

// Version 5: rooms that are not live (games against the computer reported by a browser) are kept for the
// players' lists and replays but not rebuilt at start.
const char* const REPORTED = R"sql(
ALTER TABLE rooms ADD COLUMN live INTEGER NOT NULL DEFAULT 1;
)sql";

// Version 6: each move's time left on the mover's game clock, for rebuilding a room with its clocks.
const char* const MOVE_CLOCKS = R"sql(
ALTER TABLE moves ADD COLUMN clock_ms INTEGER;
)sql";

// Version 7: players found by name whatever its case through lower(name), as on PostgreSQL (names are ASCII,
// player_name.h): the queries are the same on both.
const char* const NAMES_ANY_CASE = R"sql(
CREATE INDEX players_by_lower_name ON players(lower(name));
)sql";

// Version 8: Unicode names (player_name.h). A player is found by its name's key, the case fold of its NFC form,
// which for the ASCII names stored before is lower(name); the key and the confusable skeleton are each unique
// (the skeletons of names stored before are computed by ICU when the storage opens: SqlDatabase::
// fill_name_skeletons). The index on lower(name) gives way to the key's. Wrong passwords are counted per name key
// and client address (its SHA-256), no longer per player.
const char* const UNICODE_NAMES = R"sql(
ALTER TABLE players ADD COLUMN name_key TEXT;
ALTER TABLE players ADD COLUMN name_skeleton TEXT;
UPDATE players SET name_key = lower(name) WHERE name IS NOT NULL;
DROP INDEX players_by_lower_name;
CREATE UNIQUE INDEX players_by_name_key ON players(name_key);
CREATE UNIQUE INDEX players_by_name_skeleton ON players(name_skeleton);
ALTER TABLE players DROP COLUMN failed_sign_ins;
ALTER TABLE players DROP COLUMN locked_until;
CREATE TABLE sign_in_failures (
  name_key TEXT NOT NULL, address_hash TEXT NOT NULL, failures INTEGER NOT NULL, last_failure_at INTEGER NOT NULL,
  PRIMARY KEY (name_key, address_hash));
CREATE INDEX sign_in_failures_by_time ON sign_in_failures(last_failure_at);
)sql";

// Version 10: the seats a player holds, found by player (a player's live games, GET /api/my-games).
const char* const SEATS_BY_PLAYER = R"sql(
CREATE INDEX seats_by_player ON seats(player);
)sql";

// Version 14: the browsers that asked to be told of their player's turn (Web Push), and the keys every node
// shares (the VAPID key).
const char* const PUSH = R"sql(
CREATE TABLE push_subscriptions (
  endpoint TEXT PRIMARY KEY, player INTEGER NOT NULL REFERENCES players(id), public_key TEXT NOT NULL,
  auth_secret TEXT NOT NULL, created_at INTEGER NOT NULL);
CREATE INDEX push_subscriptions_by_player ON push_subscriptions(player);
CREATE TABLE server_keys (name TEXT PRIMARY KEY, value TEXT NOT NULL, created_at INTEGER NOT NULL);
)sql";

// Version 13: when the seat to move of a days-per-move game runs out of time (Unix ms), found by the sweep that
// makes flags fall in rooms that are not in memory.
const char* const TURN_DEADLINES = R"sql(
ALTER TABLE games ADD COLUMN turn_deadline INTEGER;
CREATE INDEX games_by_turn_deadline ON games(turn_deadline) WHERE turn_deadline IS NOT NULL;
)sql";

// Version 9: hashes of the client addresses and devices signed-in players used, with the last time (trace_storage.h):
// two accounts that shared one in the last 24 hours play unrated games against each other.
const char* const TRACES = R"sql(
CREATE TABLE player_traces (
    player INTEGER NOT NULL REFERENCES players(id),
    kind TEXT NOT NULL,
    trace TEXT NOT NULL,
    seen_at INTEGER NOT NULL,
    PRIMARY KEY (player, kind, trace)
);
CREATE INDEX player_traces_by_trace ON player_traces(kind, trace);
CREATE INDEX player_traces_by_time ON player_traces(seen_at);
)sql";

constexpr sql::Migration MIGRATIONS[] = {{1, ROOMS},    {2, PLAYERS},          {3, RATINGS},         {4, GAME_SEATS},
                                         {5, REPORTED}, {6, MOVE_CLOCKS},      {7, NAMES_ANY_CASE},  {8, UNICODE_NAMES},
                                         {9, TRACES},   {10, SEATS_BY_PLAYER}, {13, TURN_DEADLINES}, {14, PUSH}};

/// `PRAGMA user_version`; BEGIN IMMEDIATE has taken the write lock already.
class UserVersion final : public sql::SchemaVersion {
public:
    Result<int> read(sql::Connection& c) const override {
        auto rows = c.run("PRAGMA user_version");
        if (!rows)
            return rows.error();
        return int(rows.value()[0].integer(0));
    }
    Result<Ok> write(sql::Connection& c, int version) const override {
        return c.run_script("PRAGMA user_version = " + std::to_string(version));
    }
};

} // namespace

int schema_version() { return MIGRATIONS[std::size(MIGRATIONS) - 1].version; }

Result<Ok> migrate(sql::Connection& c) { return sql::migrate(c, MIGRATIONS, UserVersion{}); }

} // namespace littletable::server::sqlite
