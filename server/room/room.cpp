// Room: creation, restoring, sockets, seats, secrets and versioned events. The game itself is in
// room_play.cpp, clocks and CPU searches in room_clock.cpp, JSON views in room_view.cpp.
#include "server/room/room.h"

#include <spdlog/spdlog.h>

#include <algorithm>

#include "engine/core/errors.h"
#include "engine/core/registry.h"
#include "engine/core/replay.h"
#include "server/common/secrets.h"

namespace littletable::server {

Room::Room(std::string id, std::string variant, std::string fen, protocol::RoomSettings settings, Storage& storage_,
           WallClock wall_)
    : id_(std::move(id)), variant_(std::move(variant)), fen_(std::move(fen)), settings_(settings), storage(storage_),
      wall(std::move(wall_)), rng(std::hash<std::string>{}(id_) | 1) {}

Result<Room::Created> Room::create(const protocol::RoomSpec& spec, std::string id, Storage& storage, Millis now,
                                   WallClock wall) {
    auto game = create_game(spec.game, spec.fen);
    if (!game)
        return game.error();
    // Every game of the room starts here: a position with no game left to play would make a dead room.
    if (const Outcome o = game.value()->outcome(); o.over())
        return errors::at("fen", errors::game_over(o.termination));
    // An imported game's moves open its first game, stored as its first moves (by the seat that was to move).
    const Replayed imported = replay(*game.value(), spec.moves);
    if (imported.refused)
        return imported.refused->error();
    if (const Outcome o = game.value()->outcome(); o.over())
        return errors::at("moves", errors::game_over(o.termination));
    std::vector<MoveRecord> moves;
    for (size_t i = 0; i < imported.movers.size(); ++i)
        moves.push_back({game.value()->history()[i].text, imported.movers[i], false, std::nullopt, std::nullopt});
    std::unique_ptr<Room> room(new Room(std::move(id), spec.game, spec.fen, spec.settings, storage, std::move(wall)));
    room->game_ = std::move(game).value();
    room->moveSeats = imported.movers;
    std::string secret;
    for (size_t i = 0; i < spec.seats.size(); ++i) {
        SeatState s;
        s.kind = spec.seats[i].kind;
        s.level = spec.seats[i].level;
        if (Seat(i) == spec.creatorSeat) {
            secret = new_secret();
            s.secretHash = sha256_hex(secret);
            s.player = spec.creator;
            s.awaySince = now; // until the creator's socket says hello
        }
        room->seats.push_back(std::move(s));
    }
    room->reset_clocks();
    RoomRecord record{room->id_,
                      room->variant_,
                      room->fen_,
                      room->settings_,
                      room->seat_records(),
                      0,
                      GameRecord{1, room->fen_, std::move(moves), std::nullopt}};
    if (auto stored = storage.create_room(record); !stored)
        return stored.error();
    return Created{std::move(room), std::move(secret)};
}

Result<std::unique_ptr<Room>> Room::restore(const RoomRecord& r, Storage& storage, Millis now, WallClock wall) {
    auto game = create_game(r.game, r.current.startFen);
    if (!game)
        return game.error();
    if (int(r.seats.size()) != game.value()->seat_count())
        return make_error("ERR_STORAGE", "room " + r.id + " has " + std::to_string(r.seats.size()) +
                                             " seats, its game " + std::to_string(game.value()->seat_count()));
    std::unique_ptr<Room> room(new Room(r.id, r.game, r.fen, r.settings, storage, std::move(wall)));
    room->game_ = std::move(game).value();
    room->gameNo = r.current.gameNo;
    for (const SeatRecord& sr : r.seats) {
        SeatState s;
        s.kind = sr.kind;
        s.level = sr.level;
        s.secretHash = sr.secretHash;
        s.player = sr.player;
        if (s.kind == protocol::SeatKind::HUMAN && s.taken())
            s.awaySince = now;
        room->seats.push_back(std::move(s));
    }
    std::vector<std::string> texts;
    for (const MoveRecord& m : r.current.moves)
        texts.push_back(m.u);
    const Replayed stored = replay(*room->game_, texts);
    if (stored.refused)
        spdlog::error("room {}: a stored move is refused on replay, which stops there: {}", r.id,
                      stored.refused->error().message);
    for (size_t i = 0; i < stored.movers.size(); ++i) {
        const MoveRecord& m = r.current.moves[i];
        room->moveSeats.push_back(m.seat);
        if (m.ack && m.seat >= 0 && size_t(m.seat) < room->seats.size())
            room->seats[size_t(m.seat)].acks.push_back(*m.ack);
    }
    // Each seat's game clock as its last stored move left it, the base time before its first move. The time
    // between the last move and the restart is not charged (docs/protocol.md).
    room->reset_clocks();
    for (size_t i = 0; i < room->moveSeats.size(); ++i) {
        const MoveRecord& m = r.current.moves[i];
        if (m.clockMs && m.seat >= 0 && size_t(m.seat) < room->clockLeft.size())
            room->clockLeft[size_t(m.seat)] = std::max<Millis>(0, *m.clockMs);
    }
    for (SeatState& s : room->seats)
        while (s.acks.size() > ACKS_KEPT)
            s.acks.pop_front();
    if (r.current.ending && !room->game_->outcome().over())
        room->ending = r.current.ending;
    // Days per move run on the wall clock, restarts or not: the seat to move keeps the deadline its turn got.
    room->storedDeadline = r.current.deadlineMs;
    const Seat toMove = room->game_->side_to_move();
    const bool full = std::all_of(room->seats.begin(), room->seats.end(), [](const SeatState& s) { return s.taken(); });
    if (room->days_clock() && r.current.deadlineMs && !room->over() && full && toMove != NO_SEAT &&
        room->seats[size_t(toMove)].kind == protocol::SeatKind::HUMAN) {
        room->wallDeadline = r.current.deadlineMs;
        room->clockSeat = toMove;
        room->moveDeadline = now + std::max<Millis>(1, *r.current.deadlineMs - room->wall());
    }
    // Clients may hold any version up to the stored (reserved) one: start past it, so none of them mistakes the
    // rebuilt room for the state it knew, and an empty ring sends them all a snapshot.
    room->version_ = r.version;
    room->reservedVersion_ = r.version;
    room->next_version();
    return room;
}

Effects Room::start(Millis now) {
    Effects fx;
    check_flag(fx, now); // a days-per-move deadline that passed while the room was not running
    schedule(fx, now, true);
    note_finished(fx); // a ranked game that ended just before a restart may not be rated yet
    announce_clock(fx, now);
    return fx;
}

void Room::connect(ConnId c, protocol::SeatPlayer player) {
    auto [it, added] = conns.try_emplace(c);
    if (added || player.id)
        it->second.player = std::move(player);
}

Effects Room::disconnect(ConnId c, Millis now) {
    Effects fx;
    if (!conns.count(c))
        return fx;
    const Seat left = conns[c].seat;
    bool changed = unbind(c, now);
    conns.erase(c);
    if (changed)
        emit_seats(fx);
    rematch_left(fx, left);
    schedule(fx, now, false);
    announce_clock(fx, now);
    return fx;
}

Seat Room::seat_of(ConnId c) const {
    auto it = conns.find(c);
    return it == conns.end() ? NO_SEAT : it->second.seat;
}

Effects Room::receive(ConnId c, const protocol::ClientMessage& m, Millis now) {
    Effects fx;
    connect(c);
    check_flag(fx, now);
    const bool greeted = conns[c].greeted;
    std::visit(
        [&](const auto& msg) {
            using T = std::decay_t<decltype(msg)>;
            if constexpr (std::is_same_v<T, protocol::in::Hello>)
                hello(fx, c, msg, now);
            else if constexpr (std::is_same_v<T, protocol::in::Ping>)
                send(fx, c, protocol::out::Pong{});
            else if (!greeted) {
                std::optional<int64_t> ack;
                if constexpr (std::is_same_v<T, protocol::in::Move>)
                    ack = msg.a;
                refuse(fx, c, make_error("ERR_HELLO_FIRST", "say hello first"), ack);
            } else if constexpr (std::is_same_v<T, protocol::in::Sit>)
                sit(fx, c, msg, now);
            else if constexpr (std::is_same_v<T, protocol::in::Move>)
                move(fx, c, msg, now);
            else if constexpr (std::is_same_v<T, protocol::in::Resign>)
                resign(fx, c, now);
            else if constexpr (std::is_same_v<T, protocol::in::DrawOffer>)
                draw_offer(fx, c);
            else if constexpr (std::is_same_v<T, protocol::in::DrawAccept>)
                draw_answer(fx, c, true, now);
            else if constexpr (std::is_same_v<T, protocol::in::DrawDecline>)
                draw_answer(fx, c, false, now);
            else if constexpr (std::is_same_v<T, protocol::in::ClaimDraw>)
                claim_draw(fx, c, msg, now);
            else if constexpr (std::is_same_v<T, protocol::in::NewGame>)
                new_game(fx, c, now);
            else if constexpr (std::is_same_v<T, protocol::in::NewGameDecline>)
                new_game_decline(fx, c);
            else if constexpr (std::is_same_v<T, protocol::in::Abort>)
                abort_game(fx, c, now);
            else if constexpr (std::is_same_v<T, protocol::in::ClaimWin>)
                claim_win(fx, c, msg, now);
        },
        m);
    announce_clock(fx, now);
    return fx;
}

// Step 1. The seat: the one the secret opens, else the one the socket's signed-in player holds (a player's seat
// is theirs on every device where they are signed in; that device never gets the secret). A secret that opens
// no seat, with no seat of the player, is refused and seats nobody: the socket is a spectator (one that held a
// seat leaves it) and gets a snapshot, whose `you` says so. Step 2. Presence. Step 3. What the socket missed.
void Room::hello(Effects& fx, ConnId c, const protocol::in::Hello& h, Millis now) {
    Conn& conn = conns[c];
    Seat target = NO_SEAT;
    std::string secret;
    std::optional<int64_t> v = h.v;
    if (h.secret && (target = seat_by_secret(*h.secret)) != NO_SEAT)
        secret = *h.secret;
    else if ((target = seat_of_player(conn.player.id)) == NO_SEAT && h.secret) {
        refuse(fx, c, make_error("ERR_BAD_SECRET", "this secret opens no seat of room " + id_));
        v.reset();
    }
    // Events caused by this hello reach this socket through catch_up, not twice.
    conn.greeted = false;
    const Seat before = conn.seat;
    const bool changed = target != NO_SEAT ? bind(fx, c, target, secret, now) : unbind(c, now);
    if (changed)
        emit_seats(fx);
    if (before != target)
        rematch_left(fx, before);
    if (target != NO_SEAT)
        send(fx, c, seated_frame(conn));
    catch_up(fx, c, v, now);
    conn.greeted = true;
    schedule(fx, now, false);
}

void Room::catch_up(Effects& fx, ConnId c, std::optional<int64_t> v, Millis now) {
    if (v && uint64_t(*v) == version_)
        return;
    if (v && uint64_t(*v) < version_ && !ring.empty() && ring.front().first <= uint64_t(*v) + 1) {
        for (const auto& [ev, frame] : ring)
            if (ev > uint64_t(*v))
                fx.frames.push_back({c, frame});
        return;
    }
    send(fx, c, snapshot(c, now));
}

void Room::sit(Effects& fx, ConnId c, const protocol::in::Sit& m, Millis now) {
    if (conns[c].seat != NO_SEAT)
        return refuse(fx, c,
                      make_error("ERR_ALREADY_SEATED", "you already have seat " + std::to_string(conns[c].seat)));
    const protocol::SeatPlayer& player = conns[c].player;
    if (settings_.ranked && player.id == 0)
        return refuse(fx, c,
                      make_error("ERR_SIGN_IN_REQUIRED", "this is a ranked room: take a name (Sign in) to play in it"));
    if (settings_.ranked &&
        std::any_of(seats.begin(), seats.end(), [&](const SeatState& st) { return st.player.id == player.id; }))
        return refuse(fx, c, make_error("ERR_ALREADY_SEATED", player.name + " already plays in this ranked room"));
    if (auto err = rating_range_error(player))
        return refuse(fx, c, *err);
    Seat s = NO_SEAT;
    if (m.seat) {
        if (*m.seat < 0 || *m.seat >= seat_count())
            return refuse(fx, c, make_error("ERR_BAD_SEAT", "no seat " + std::to_string(*m.seat) + " in this room"));
        if (seats[size_t(*m.seat)].taken())
            return refuse(fx, c, make_error("ERR_SEAT_TAKEN", "seat " + std::to_string(*m.seat) + " is taken"));
        s = Seat(*m.seat);
    } else {
        for (int i = 0; i < seat_count() && s == NO_SEAT; ++i)
            if (!seats[size_t(i)].taken())
                s = Seat(i);
        if (s == NO_SEAT)
            return refuse(fx, c, make_error("ERR_NO_FREE_SEAT", "every seat of this room is taken"));
    }
    const std::string secret = new_secret();
    std::vector<SeatRecord> records = seat_records();
    records[size_t(s)].secretHash = sha256_hex(secret);
    if (auto stored = storage.save_seats(id_, records); !stored)
        return refuse(fx, c, stored.error());
    seats[size_t(s)].secretHash = records[size_t(s)].secretHash;
    bind(fx, c, s, secret, now);
    send(fx, c, seated_frame(conns[c]));
    emit_seats(fx);
    schedule(fx, now, game_->side_to_move() == s);
}

std::optional<Error> Room::rating_range_error(const protocol::SeatPlayer& player) {
    const protocol::RatingRange range = protocol::rating_range(settings_);
    if (!range.min && !range.max)
        return std::nullopt;
    if (!ratingSource)
        return make_error("ERR_STORAGE", "this room's rating range cannot be checked now: try again later");
    auto rating = ratingSource->rounded_rating(player.id, variant_);
    if (!rating)
        return rating.error();
    if (!range.contains(rating.value()))
        return make_error("ERR_RATING_RANGE", "your " + variant_ + " rating " + std::to_string(rating.value()) +
                                                  " is outside this room's range " + range.text());
    return std::nullopt;
}

/// Binds socket `c` to seat `s`. Returns whether the seats' public state changed.
bool Room::bind(Effects& fx, ConnId c, Seat s, const std::string& secret, Millis now) {
    Conn& conn = conns[c];
    bool changed = false;
    if (conn.seat != s) {
        changed = unbind(c, now);
        conn.seat = s;
        // The first player here: the away players' grace periods start now (nobody was waiting for them).
        if (!another_player_present(s))
            for (SeatState& other : seats)
                if (other.awaySince && !other.cpuPlaying)
                    other.awaySince = now;
        SeatState& seat = seats[size_t(s)];
        changed |= seat.connections++ == 0;
        seat.awaySince.reset();
    }
    conn.secret = secret;
    changed |= claim_for_player(c, s);
    changed |= reclaim(fx, s, now);
    return changed;
}

bool Room::claim_for_player(ConnId c, Seat s) {
    const protocol::SeatPlayer& player = conns[c].player;
    SeatState& seat = seats[size_t(s)];
    if (player.id == 0 || seat.player.id != 0 || seat.kind != protocol::SeatKind::HUMAN)
        return false;
    std::vector<SeatRecord> records = seat_records();
    records[size_t(s)].player = player;
    if (auto stored = storage.save_seats(id_, records); !stored) {
        spdlog::warn("room {}: seat {} keeps no name: {}", id_, s, stored.error().message);
        return false;
    }
    seat.player = player;
    return true;
}

/// Ends a CPU takeover of seat `s`: the player is back. Returns whether it was one.
bool Room::reclaim(Effects& fx, Seat s, Millis now) {
    SeatState& seat = seats[size_t(s)];
    // A seat claimed against is out of the game: the CPU plays it only until its turn to leave.
    if (!seat.cpuPlaying || ((claimedAgainst >> s) & 1))
        return false;
    seat.cpuPlaying = false;
    seat.cpuOneMove = false;
    seat.awaySince.reset();
    // A fresh clock when it is the player's turn: the old one may have run out, which is why the CPU played.
    schedule(fx, now, game_->side_to_move() == s);
    return true;
}

/// Unbinds socket `c` from its seat. Returns whether the seat's presence changed (its last socket left).
bool Room::unbind(ConnId c, Millis now) {
    Conn& conn = conns[c];
    if (conn.seat == NO_SEAT)
        return false;
    SeatState& seat = seats[size_t(conn.seat)];
    conn.seat = NO_SEAT;
    conn.secret.clear();
    if (--seat.connections > 0)
        return false;
    seat.awaySince = now;
    return true;
}

bool Room::another_player_present(Seat s) const {
    for (size_t i = 0; i < seats.size(); ++i)
        if (Seat(i) != s && seats[i].kind == protocol::SeatKind::HUMAN && seats[i].connections > 0)
            return true;
    return false;
}

Seat Room::seat_of_player(int64_t player) const {
    if (player == 0)
        return NO_SEAT;
    for (size_t i = 0; i < seats.size(); ++i)
        if (seats[i].kind == protocol::SeatKind::HUMAN && seats[i].taken() && seats[i].player.id == player)
            return Seat(i);
    return NO_SEAT;
}

protocol::out::Seated Room::seated_frame(const Conn& conn) {
    protocol::out::Seated seated{conn.seat, std::nullopt};
    if (!conn.secret.empty())
        seated.secret = conn.secret;
    return seated;
}

Seat Room::seat_by_secret(const std::string& secret) const {
    if (secret.empty())
        return NO_SEAT;
    const std::string hash = sha256_hex(secret);
    for (size_t i = 0; i < seats.size(); ++i)
        if (!seats[i].secretHash.empty() && seats[i].secretHash == hash)
            return Seat(i);
    return NO_SEAT;
}

std::vector<SeatRecord> Room::seat_records() const {
    std::vector<SeatRecord> out;
    for (const SeatState& s : seats)
        out.push_back(record_of(s));
    return out;
}

SeatRecord Room::record_of(const SeatState& s) { return {s.kind, s.level, s.secretHash, s.player}; }

void Room::send(Effects& fx, ConnId c, const protocol::ServerFrame& frame) const {
    fx.frames.push_back({c, std::make_shared<const std::string>(protocol::frame_text(frame))});
}

void Room::refuse(Effects& fx, ConnId c, const Error& e, std::optional<int64_t> ack) const {
    send(fx, c, protocol::error_frame(e, ack));
}

void Room::emit(Effects& fx, protocol::Event event) {
    const uint64_t v = next_version();
    auto frame = std::make_shared<const std::string>(std::visit(
        [&](auto& e) {
            e.v = v;
            // An event with the state tells clients the clocks as they are now.
            if constexpr (requires { e.state; })
                announcedClock = {clockSeat, moveDeadline};
            return protocol::frame_text(e);
        },
        event));
    ring.emplace_back(version_, frame);
    while (ring.size() > EVENT_RING_SIZE)
        ring.pop_front();
    for (const auto& [c, conn] : conns)
        if (conn.greeted)
            fx.frames.push_back({c, frame});
}

/// The next event version. Crossing the reserved bound stores a new one VERSION_BLOCK further on first (if that
/// fails the room goes on: after a restart its clients then get a snapshot with a version they may have seen).
uint64_t Room::next_version() {
    if (++version_ > reservedVersion_) {
        reservedVersion_ = version_ + VERSION_BLOCK - 1;
        if (auto saved = storage.save_version(id_, reservedVersion_); !saved)
            spdlog::warn("room {}: {}", id_, saved.error().message);
    }
    return version_;
}

void Room::emit_seats(Effects& fx) { emit(fx, protocol::out::Seats{.seats = seat_views()}); }

} // namespace littletable::server
