// SqlDatabase's rooms, seats, games and moves (storage.h).
#include <nlohmann/json.hpp>

#include "engine/core/ending.h"
#include "server/common/wall_clock.h"
#include "server/storage/sql/sql_database.h"

namespace littletable::server {

using sql::Connection;

namespace {

constexpr const char* MOVES =
    "SELECT u, seat, cpu, ack, clock_ms FROM moves WHERE room = ? AND game_no = ? ORDER BY ply";

/// Settings as stored (JSON text); the defaults for text this build cannot read.
std::optional<protocol::RoomSettings> stored_settings(const std::string& text) {
    auto settings = protocol::parse_settings(nlohmann::json::parse(text, nullptr, false));
    return settings ? std::optional(settings.value()) : std::nullopt;
}

/// The ending of columns termination, winners, reason from `from` on; none while termination is NULL.
std::optional<Ending> ending_columns(const sql::Row& row, int from) {
    if (row.is_null(from))
        return std::nullopt;
    return ending_named(row.text(from), uint8_t(row.integer(from + 1)), row.text(from + 2));
}

Result<std::vector<MoveRecord>> game_moves(Connection& c, std::string_view room, int gameNo) {
    return sql::map_rows(c.run(MOVES, {room, gameNo}), [](const sql::Row& row) {
        return MoveRecord{row.text(0), Seat(row.integer(1)), row.boolean(2), row.nullable(3), row.nullable(4)};
    });
}

/// `seat`'s entry of `seats`, grown to hold it; null for a seat no game has.
GameSeat* seat_in(std::vector<GameSeat>& seats, int64_t seat) {
    if (seat < 0 || seat >= MAX_SEATS)
        return nullptr;
    if (seats.size() <= size_t(seat))
        seats.resize(size_t(seat) + 1);
    return &seats[size_t(seat)];
}

Result<Ok> write_seats(Connection& c, std::string_view room, const std::vector<SeatRecord>& seats) {
    for (size_t i = 0; i < seats.size(); ++i) {
        const SeatRecord& s = seats[i];
        const int seat = int(i);
        auto stored =
            c.execute("INSERT INTO seats (room, seat, kind, level, secret_hash, player) VALUES (?, ?, ?, ?, ?, ?) "
                      "ON CONFLICT (room, seat) DO UPDATE SET kind = excluded.kind, level = excluded.level, "
                      "secret_hash = excluded.secret_hash, player = excluded.player",
                      {room, seat, to_string(s.kind), s.level, s.secretHash,
                       s.player.id ? sql::Value(s.player.id) : sql::Value(nullptr)});
        if (!stored)
            return stored;
        if (!s.player.id)
            continue;
        // A seat's player is recorded for the room's latest game.
        auto played =
            c.execute("INSERT INTO game_seats (room, game_no, seat, player) SELECT ?, MAX(game_no), ?, ? FROM "
                      "games WHERE room = ? ON CONFLICT (room, game_no, seat) DO UPDATE SET player = "
                      "excluded.player",
                      {room, seat, s.player.id, room});
        if (!played)
            return played;
    }
    return Ok{};
}

Result<Ok> insert_game(Connection& c, std::string_view room, int gameNo, std::string_view startFen) {
    return c.execute("INSERT INTO games (room, game_no, start_fen, started_at) VALUES (?, ?, ?, ?)",
                     {room, gameNo, startFen, unix_ms()});
}

Result<Ok> insert_move(Connection& c, std::string_view room, int gameNo, int ply, const MoveRecord& m) {
    return c.execute("INSERT INTO moves (room, game_no, ply, u, seat, cpu, ack, played_at, clock_ms) "
                     "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                     {room, gameNo, ply, m.u, int(m.seat), m.cpu, m.ack, unix_ms(), m.clockMs});
}

Result<Ok> update_ending(Connection& c, std::string_view room, int gameNo, const Ending& e) {
    return c.execute(
        "UPDATE games SET termination = ?, winners = ?, reason = ?, ended_at = ? WHERE room = ? AND "
        "game_no = ?",
        {std::string(to_string(e.outcome.termination)), int(e.outcome.winners), e.reason, unix_ms(), room, gameNo});
}

/// The room of a row of id, game, fen, settings, version, with its seats and latest game.
Result<RoomRecord> read_room(Connection& c, const sql::Row& row) {
    RoomRecord r;
    r.id = row.text(0);
    r.game = row.text(1);
    r.fen = row.text(2);
    r.settings = stored_settings(row.text(3)).value_or(protocol::RoomSettings{});
    r.version = uint64_t(row.integer(4));

    auto seats = c.run("SELECT kind, level, secret_hash, player, players.name, players.deleted_at IS NOT NULL "
                       "FROM seats LEFT JOIN players ON players.id = seats.player WHERE room = ? ORDER BY seat",
                       {r.id});
    if (!seats)
        return seats.error();
    for (const sql::Row seat : seats.value())
        r.seats.push_back({seat.text(0) == "cpu" ? protocol::SeatKind::CPU : protocol::SeatKind::HUMAN,
                           int(seat.integer(1)), seat.text(2),
                           protocol::SeatPlayer{seat.integer(3), seat.text(4), seat.boolean(5)}});

    auto game = c.run("SELECT game_no, start_fen, termination, winners, reason, turn_deadline FROM games WHERE "
                      "room = ? ORDER BY game_no DESC LIMIT 1",
                      {r.id});
    if (!game)
        return game.error();
    if (!game.value().empty()) {
        const sql::Row latest = game.value()[0];
        r.current.gameNo = int(latest.integer(0));
        r.current.startFen = latest.text(1);
        r.current.ending = ending_columns(latest, 2);
        r.current.deadlineMs = latest.nullable(5);
    }
    auto moves = game_moves(c, r.id, r.current.gameNo);
    if (!moves)
        return moves.error();
    r.current.moves = std::move(moves).value();
    return r;
}

/// Every room of a SELECT of id, game, fen, settings and version, each with its latest game.
Result<std::vector<RoomRecord>> read_rooms(Connection& c, const Result<sql::Rows>& rows) {
    if (!rows)
        return rows.error();
    std::vector<RoomRecord> out;
    for (const sql::Row row : rows.value()) {
        auto room = read_room(c, row);
        if (!room)
            return room.error();
        out.push_back(std::move(room).value());
    }
    return out;
}

} // namespace

Result<Ok> SqlDatabase::create_room(const RoomRecord& r) {
    return transact<Ok>("store room", [&](Connection& c) -> Result<Ok> {
        auto room = c.execute("INSERT INTO rooms (id, game, fen, settings, version, created_at, live) "
                              "VALUES (?, ?, ?, ?, ?, ?, ?)",
                              {r.id, r.game, r.fen, to_json(r.settings).dump(), int64_t(r.version), unix_ms(), r.live});
        if (!room)
            return room;
        // The game before the seats: a seat's player is recorded for the room's latest game.
        if (auto game = insert_game(c, r.id, r.current.gameNo, r.current.startFen); !game)
            return game;
        if (auto seats = write_seats(c, r.id, r.seats); !seats)
            return seats;
        for (size_t ply = 0; ply < r.current.moves.size(); ++ply)
            if (auto move = insert_move(c, r.id, r.current.gameNo, int(ply), r.current.moves[ply]); !move)
                return move;
        if (r.current.ending)
            return update_ending(c, r.id, r.current.gameNo, *r.current.ending);
        return Ok{};
    });
}

Result<Ok> SqlDatabase::save_seats(std::string_view room, const std::vector<SeatRecord>& seats) {
    return transact<Ok>("store seats", [&](Connection& c) { return write_seats(c, room, seats); });
}

Result<Ok> SqlDatabase::append_move(std::string_view room, int gameNo, int ply, const MoveRecord& m) {
    return call<Ok>("store move", [&](Connection& c) { return insert_move(c, room, gameNo, ply, m); });
}

Result<Ok> SqlDatabase::end_game(std::string_view room, int gameNo, const Ending& e) {
    return call<Ok>("store game end", [&](Connection& c) { return update_ending(c, room, gameNo, e); });
}

Result<Ok> SqlDatabase::start_game(std::string_view room, int gameNo, std::string_view startFen,
                                   const std::vector<SeatRecord>& seats) {
    return transact<Ok>("store new game", [&](Connection& c) -> Result<Ok> {
        if (auto game = insert_game(c, room, gameNo, startFen); !game)
            return game;
        return write_seats(c, room, seats);
    });
}

Result<Ok> SqlDatabase::save_deadline(std::string_view room, int gameNo, std::optional<int64_t> unixMs) {
    return call<Ok>("store deadline", [&](Connection& c) -> Result<Ok> {
        return c.execute("UPDATE games SET turn_deadline = ? WHERE room = ? AND game_no = ?", {unixMs, room, gameNo});
    });
}

Result<std::vector<std::string>> SqlDatabase::rooms_due(int64_t unixMs, size_t limit) {
    using Ids = std::vector<std::string>;
    return call<Ids>("read due deadlines", [&](Connection& c) -> Result<Ids> {
        return sql::map_rows(c.run("SELECT games.room FROM games JOIN rooms ON rooms.id = games.room WHERE "
                                   "games.turn_deadline <= ? AND games.termination IS NULL AND rooms.live AND "
                                   "games.game_no = (SELECT MAX(game_no) FROM games latest WHERE latest.room = "
                                   "games.room) ORDER BY games.turn_deadline LIMIT ?",
                                   {unixMs, int64_t(limit)}),
                             [](const sql::Row& row) { return row.text(0); });
    });
}

Result<Ok> SqlDatabase::save_version(std::string_view room, uint64_t version) {
    return call<Ok>("store version", [&](Connection& c) -> Result<Ok> {
        return c.execute("UPDATE rooms SET version = ? WHERE id = ?", {int64_t(version), room});
    });
}

Result<std::vector<RoomRecord>> SqlDatabase::load_rooms() {
    return call<std::vector<RoomRecord>>("load rooms", [&](Connection& c) -> Result<std::vector<RoomRecord>> {
        auto rows = c.run("SELECT id, game, fen, settings, version FROM rooms WHERE live ORDER BY created_at, id");
        return read_rooms(c, rows);
    });
}

Result<std::optional<RoomRecord>> SqlDatabase::load_room(std::string_view id) {
    using Found = std::optional<RoomRecord>;
    return call<Found>("load room", [&](Connection& c) -> Result<Found> {
        auto rows = c.run("SELECT id, game, fen, settings, version FROM rooms WHERE live AND id = ?", {id});
        if (!rows)
            return rows.error();
        if (rows.value().empty())
            return Found();
        auto room = read_room(c, rows.value()[0]);
        if (!room)
            return room.error();
        return Found(std::move(room).value());
    });
}

Result<std::vector<RoomRecord>> SqlDatabase::player_rooms(int64_t player, int limit) {
    return call<std::vector<RoomRecord>>("load player rooms", [&](Connection& c) -> Result<std::vector<RoomRecord>> {
        auto rows = c.run(
            "SELECT id, game, fen, settings, version FROM rooms WHERE live AND id IN (SELECT room FROM seats WHERE "
            "player = ? AND kind = 'human') AND EXISTS (SELECT 1 FROM games WHERE games.room = rooms.id AND "
            "termination IS NULL AND game_no = (SELECT MAX(game_no) FROM games latest WHERE latest.room = rooms.id)) "
            "ORDER BY COALESCE((SELECT MAX(played_at) FROM moves WHERE moves.room = rooms.id), created_at) DESC, id "
            "LIMIT ?",
            {player, limit});
        return read_rooms(c, rows);
    });
}

Result<std::optional<StoredGame>> SqlDatabase::load_game(std::string_view room, int gameNo) {
    using Found = std::optional<StoredGame>;
    return call<Found>("read game", [&](Connection& c) -> Result<Found> {
        auto rows = c.run("SELECT rooms.game, rooms.settings, games.start_fen, games.termination, games.winners, "
                          "games.reason, games.ended_at, games.started_at FROM games JOIN rooms ON rooms.id = "
                          "games.room WHERE games.room = ? AND games.game_no = ?",
                          {room, gameNo});
        if (!rows)
            return rows.error();
        if (rows.value().empty())
            return Found();
        const sql::Row row = rows.value()[0];
        StoredGame g;
        g.game = row.text(0);
        const auto settings = stored_settings(row.text(1));
        g.ranked = settings && settings->ranked;
        g.settings = settings.value_or(protocol::RoomSettings{});
        g.record.gameNo = gameNo;
        g.record.startFen = row.text(2);
        g.record.ending = ending_columns(row, 3);
        g.endedAtMs = row.integer(6);
        g.startedAtMs = row.integer(7);
        auto moves = game_moves(c, room, gameNo);
        if (!moves)
            return moves.error();
        g.record.moves = std::move(moves).value();
        auto players = game_players(c, room, gameNo);
        if (!players)
            return players.error();
        g.seats = std::move(players).value();
        // The room's seats are those of its latest game (they rotate between games): its computers are known.
        auto cpus = c.run("SELECT seat, level FROM seats WHERE room = ? AND kind = 'cpu' AND "
                          "? = (SELECT MAX(game_no) FROM games WHERE room = ?)",
                          {room, gameNo, room});
        if (!cpus)
            return cpus.error();
        for (const sql::Row cpu : cpus.value())
            if (GameSeat* seat = seat_in(g.seats, cpu.integer(0)))
                *seat = GameSeat{{}, false, int(cpu.integer(1))};
        return Found(std::move(g));
    });
}

Result<std::vector<GameSeat>> SqlDatabase::game_players(Connection& c, std::string_view room, int gameNo) {
    auto rows = c.run("SELECT game_seats.seat, players.name, players.deleted_at IS NOT NULL FROM game_seats "
                      "JOIN players ON players.id = game_seats.player WHERE room = ? AND game_no = ?",
                      {room, gameNo});
    if (!rows)
        return rows.error();
    std::vector<GameSeat> out;
    for (const sql::Row row : rows.value())
        if (GameSeat* seat = seat_in(out, row.integer(0)))
            *seat = GameSeat{row.text(1), row.boolean(2), 0};
    return out;
}

} // namespace littletable::server
