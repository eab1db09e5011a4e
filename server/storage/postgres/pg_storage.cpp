// PgStorage's rooms, seats, games and moves (storage.h).
#include "server/storage/postgres/pg_storage.h"

#include <nlohmann/json.hpp>

#include "server/storage/postgres/pg_schema.h"

namespace littletable::server {

namespace {

/// NULL for a seat nobody signed in took.
std::optional<int64_t> player_or_null(int64_t id) { return id ? std::optional<int64_t>(id) : std::nullopt; }

std::optional<Ending> ending_columns(const pqxx::row& row, int from) {
    if (row[from].is_null())
        return std::nullopt;
    return ending_named(row[from].as<std::string>(), uint8_t(row[from + 1].as<int>()),
                        row[from + 2].as<std::string>(""));
}

} // namespace

Result<std::unique_ptr<PgStorage>> PgStorage::open(const std::string& url) {
    std::unique_ptr<PgStorage> storage(new PgStorage(url));
    if (auto r = storage->db.connect(); !r)
        return r.error();
    auto migrated = storage->transact<Ok>("prepare the tables", [](pqxx::work& tx) -> Result<Ok> {
        pg::migrate(tx);
        return Ok{};
    });
    if (!migrated)
        return migrated.error();
    return storage;
}

Result<Ok> PgStorage::write_seats(pqxx::work& tx, std::string_view room, const std::vector<SeatRecord>& seats) {
    const std::string id(room);
    for (size_t i = 0; i < seats.size(); ++i) {
        db.exec(tx,
                "INSERT INTO seats (room, seat, kind, level, secret_hash, player) VALUES ($1, $2, $3, $4, $5, $6) "
                "ON CONFLICT (room, seat) DO UPDATE SET kind = excluded.kind, level = excluded.level, "
                "secret_hash = excluded.secret_hash, player = excluded.player",
                id, int(i), std::string(to_string(seats[i].kind)), seats[i].level, seats[i].secretHash,
                player_or_null(seats[i].player.id));
        if (!seats[i].player.id)
            continue;
        db.exec(tx,
                "INSERT INTO game_seats (room, game_no, seat, player) SELECT $1, MAX(game_no), $2, $3 FROM games "
                "WHERE room = $1 ON CONFLICT (room, game_no, seat) DO UPDATE SET player = excluded.player",
                id, int(i), seats[i].player.id);
    }
    return Ok{};
}

void PgStorage::insert_move(pqxx::work& tx, std::string_view room, int gameNo, int ply, const MoveRecord& m) {
    db.exec(tx,
            "INSERT INTO moves (room, game_no, ply, u, seat, cpu, ack, played_at, clock_ms) "
            "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
            std::string(room), gameNo, ply, m.u, int(m.seat), m.cpu, m.ack, unix_ms(), m.clockMs);
}

void PgStorage::update_ending(pqxx::work& tx, std::string_view room, int gameNo, const Ending& e) {
    db.exec(
        tx,
        "UPDATE games SET termination = $1, winners = $2, reason = $3, ended_at = $4 WHERE room = $5 AND game_no = $6",
        std::string(to_string(e.outcome.termination)), int(e.outcome.winners), e.reason, unix_ms(), std::string(room),
        gameNo);
}

Result<Ok> PgStorage::create_room(const RoomRecord& r) {
    return transact<Ok>("store room", [&](pqxx::work& tx) -> Result<Ok> {
        db.exec(tx,
                "INSERT INTO rooms (id, game, fen, settings, version, created_at, live) VALUES ($1, $2, $3, $4, $5, "
                "$6, $7)",
                r.id, r.game, r.fen, to_json(r.settings).dump(), int64_t(r.version), unix_ms(), r.live);
        // The game before the seats: a seat's player is recorded for the room's latest game.
        db.exec(tx, "INSERT INTO games (room, game_no, start_fen, started_at) VALUES ($1, $2, $3, $4)", r.id,
                r.current.gameNo, r.current.startFen, unix_ms());
        if (auto ok = write_seats(tx, r.id, r.seats); !ok)
            return ok;
        for (size_t ply = 0; ply < r.current.moves.size(); ++ply)
            insert_move(tx, r.id, r.current.gameNo, int(ply), r.current.moves[ply]);
        if (r.current.ending)
            update_ending(tx, r.id, r.current.gameNo, *r.current.ending);
        return Ok{};
    });
}

Result<Ok> PgStorage::save_seats(std::string_view room, const std::vector<SeatRecord>& seats) {
    return transact<Ok>("store seats", [&](pqxx::work& tx) { return write_seats(tx, room, seats); });
}

Result<Ok> PgStorage::append_move(std::string_view room, int gameNo, int ply, const MoveRecord& m) {
    return transact<Ok>("store move", [&](pqxx::work& tx) -> Result<Ok> {
        insert_move(tx, room, gameNo, ply, m);
        return Ok{};
    });
}

Result<Ok> PgStorage::end_game(std::string_view room, int gameNo, const Ending& e) {
    return transact<Ok>("store game end", [&](pqxx::work& tx) -> Result<Ok> {
        update_ending(tx, room, gameNo, e);
        return Ok{};
    });
}

Result<Ok> PgStorage::start_game(std::string_view room, int gameNo, std::string_view startFen,
                                 const std::vector<SeatRecord>& seats) {
    return transact<Ok>("store new game", [&](pqxx::work& tx) -> Result<Ok> {
        db.exec(tx, "INSERT INTO games (room, game_no, start_fen, started_at) VALUES ($1, $2, $3, $4)",
                std::string(room), gameNo, std::string(startFen), unix_ms());
        return write_seats(tx, room, seats);
    });
}

Result<Ok> PgStorage::save_version(std::string_view room, uint64_t version) {
    return transact<Ok>("store version", [&](pqxx::work& tx) -> Result<Ok> {
        db.exec(tx, "UPDATE rooms SET version = $1 WHERE id = $2", int64_t(version), std::string(room));
        return Ok{};
    });
}

std::vector<MoveRecord> PgStorage::game_moves(pqxx::work& tx, const std::string& room, int gameNo) {
    std::vector<MoveRecord> out;
    const auto nullable = [](const pqxx::field& f) {
        return f.is_null() ? std::nullopt : std::optional<int64_t>(f.as<int64_t>());
    };
    for (const auto& row :
         db.exec(tx, "SELECT u, seat, cpu, ack, clock_ms FROM moves WHERE room = $1 AND game_no = $2 ORDER BY ply",
                 room, gameNo))
        out.push_back(
            {row[0].as<std::string>(), Seat(row[1].as<int>()), row[2].as<bool>(), nullable(row[3]), nullable(row[4])});
    return out;
}

RoomRecord PgStorage::read_room(pqxx::work& tx, const pqxx::row& row) {
    RoomRecord r;
    r.id = row[0].as<std::string>();
    r.game = row[1].as<std::string>();
    r.fen = row[2].as<std::string>();
    auto settings = protocol::parse_settings(nlohmann::json::parse(row[3].as<std::string>(), nullptr, false));
    if (settings)
        r.settings = settings.value();
    r.version = uint64_t(row[4].as<int64_t>());
    for (const auto& seat :
         db.exec(tx,
                 "SELECT kind, level, secret_hash, player, "
                 "CASE WHEN players.deleted_at IS NULL THEN players.name ELSE 'deleted player' END "
                 "FROM seats LEFT JOIN players ON players.id = seats.player WHERE room = $1 ORDER BY seat",
                 r.id))
        r.seats.push_back({seat[0].as<std::string>() == "cpu" ? protocol::SeatKind::CPU : protocol::SeatKind::HUMAN,
                           seat[1].as<int>(), seat[2].as<std::string>(),
                           protocol::SeatPlayer{seat[3].as<int64_t>(0), seat[4].as<std::string>("")}});
    const pqxx::result game = db.exec(tx,
                                      "SELECT game_no, start_fen, termination, winners, reason FROM games "
                                      "WHERE room = $1 ORDER BY game_no DESC LIMIT 1",
                                      r.id);
    if (!game.empty()) {
        r.current.gameNo = game[0][0].as<int>();
        r.current.startFen = game[0][1].as<std::string>();
        r.current.ending = ending_columns(game[0], 2);
    }
    r.current.moves = game_moves(tx, r.id, r.current.gameNo);
    return r;
}

Result<std::vector<RoomRecord>> PgStorage::load_rooms() {
    return transact<std::vector<RoomRecord>>("load rooms", [&](pqxx::work& tx) -> Result<std::vector<RoomRecord>> {
        std::vector<RoomRecord> out;
        for (const auto& row :
             db.exec(tx, "SELECT id, game, fen, settings, version FROM rooms WHERE live ORDER BY created_at, id"))
            out.push_back(read_room(tx, row));
        return out;
    });
}

Result<std::optional<RoomRecord>> PgStorage::load_room(std::string_view id) {
    return transact<std::optional<RoomRecord>>("load room", [&](pqxx::work& tx) -> Result<std::optional<RoomRecord>> {
        const pqxx::result rows =
            db.exec(tx, "SELECT id, game, fen, settings, version FROM rooms WHERE live AND id = $1", std::string(id));
        if (rows.empty())
            return std::optional<RoomRecord>();
        return std::optional<RoomRecord>(read_room(tx, rows[0]));
    });
}

Result<std::optional<StoredGame>> PgStorage::load_game(std::string_view room, int gameNo) {
    const std::string id(room);
    return transact<std::optional<StoredGame>>("read game", [&](pqxx::work& tx) -> Result<std::optional<StoredGame>> {
        const pqxx::result game =
            db.exec(tx,
                    "SELECT rooms.game, rooms.settings, games.start_fen, games.termination, "
                    "games.winners, games.reason, games.ended_at, games.started_at FROM games JOIN rooms ON "
                    "rooms.id = games.room WHERE games.room = $1 AND games.game_no = $2",
                    id, gameNo);
        if (game.empty())
            return std::optional<StoredGame>();
        StoredGame g;
        g.game = game[0][0].as<std::string>();
        auto settings = protocol::parse_settings(nlohmann::json::parse(game[0][1].as<std::string>(), nullptr, false));
        g.ranked = settings && settings.value().ranked;
        if (settings)
            g.settings = settings.value();
        g.record.gameNo = gameNo;
        g.record.startFen = game[0][2].as<std::string>();
        g.record.ending = ending_columns(game[0], 3);
        g.endedAtMs = game[0][6].as<int64_t>(0);
        g.startedAtMs = game[0][7].as<int64_t>(0);
        g.record.moves = game_moves(tx, id, gameNo);
        g.names = game_seat_names(tx, id, gameNo);
        // The room's seats are those of its latest game (they rotate between games): its computers are named.
        for (const auto& cpu : db.exec(tx,
                                       "SELECT seat, level FROM seats WHERE room = $1 AND kind = 'cpu' AND "
                                       "$2 = (SELECT MAX(game_no) FROM games WHERE room = $1)",
                                       id, gameNo)) {
            const size_t seat = size_t(cpu[0].as<int>());
            if (seat >= size_t(MAX_SEATS))
                continue;
            if (g.names.size() <= seat)
                g.names.resize(seat + 1);
            g.names[seat] = "Computer (level " + std::to_string(cpu[1].as<int>()) + ")";
        }
        return std::optional<StoredGame>(std::move(g));
    });
}

std::vector<std::string> PgStorage::game_seat_names(pqxx::work& tx, const std::string& room, int gameNo) {
    std::vector<std::string> out;
    for (const auto& row :
         db.exec(tx,
                 "SELECT game_seats.seat, CASE WHEN players.deleted_at IS NULL THEN players.name "
                 "ELSE 'deleted player' END FROM game_seats JOIN players ON players.id = game_seats.player "
                 "WHERE room = $1 AND game_no = $2",
                 room, gameNo)) {
        const size_t seat = size_t(row[0].as<int>());
        if (seat >= size_t(MAX_SEATS))
            continue;
        if (out.size() <= seat)
            out.resize(seat + 1);
        out[seat] = row[1].as<std::string>();
    }
    return out;
}

} // namespace littletable::server
