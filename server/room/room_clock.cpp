// Room: time — the per-move clock, the game clock (base plus increment) and days per move, grace periods of away
// players, and which CPU searches run.
#include <spdlog/spdlog.h>

#include <algorithm>

#include "server/room/room.h"

namespace littletable::server {

/// Brings clocks and searches in line with the state. `newTurn`: a turn just began (a move, a new game, a
/// player back or seated on the seat to move), so the seat to move gets a full per-move clock.
void Room::schedule(Effects& fx, Millis now, bool newTurn) {
    if (over()) {
        stop_clock(now);
        cancel_search(fx);
        return;
    }
    const Seat s = game_->side_to_move();
    const SeatState& seat = seats[size_t(s)];
    // Clocks run once every seat is taken and someone is in the room: while a player is still awaited, or
    // before the creator of a room against the computer has entered it, nobody is timed out.
    const bool waiting = std::any_of(seats.begin(), seats.end(), [](const SeatState& st) { return !st.taken(); });
    const bool watched = std::any_of(conns.begin(), conns.end(), [](const auto& c) { return c.second.greeted; });
    if (seat.cpu_controlled()) {
        // Nobody in the room: the CPU waits for someone to play or watch, so abandoned rooms (all of them
        // rebuilt at once after a restart) cost nothing. A game clock runs while the CPU thinks, and only then.
        if (!watched || !game_clock() || waiting)
            stop_clock(now);
        else
            run_clock(s, now, newTurn);
        if (!watched)
            return cancel_search(fx);
        const size_t ply = game_->history().size();
        if (pending && pending->seat == s && pending->gameNo == gameNo && pending->ply == ply)
            return; // already thinking about this position
        cancel_search(fx);
        pending = Pending{nextSearchId++, s, gameNo, ply};
        fx.searches.push_back({pending->id, s, std::shared_ptr<const Game>(game_->clone()), limits_for(s, now)});
        return;
    }
    cancel_search(fx);
    // Days per move run whether anyone is here or not: the players come and go for days.
    if ((settings_.moveTime <= 0 && !game_clock() && !days_clock()) || waiting || (!watched && !days_clock()))
        stop_clock(now);
    else
        run_clock(s, now, newTurn);
}

void Room::reset_clocks() { clockLeft.assign(seats.size(), Millis(settings_.clockBase) * 1000); }

void Room::run_clock(Seat s, Millis now, bool newTurn) {
    if (days_clock()) {
        // A turn gets its days once (a player back, a reload or a restart gives none again), each turn the
        // full days: nothing is banked, as in lichess's correspondence games.
        if (!wallDeadline || clockSeat != s) {
            wallDeadline = wall() + Millis(settings_.daysPerMove) * 86'400'000;
            moveDeadline.reset();
        }
        // The room's own clock only wakes it: the flag falls by the wall clock (check_flag), and a wake that came
        // early is set again from it.
        if (!moveDeadline || *moveDeadline <= now)
            moveDeadline = now + std::max<Millis>(1, *wallDeadline - wall());
        clockSeat = s;
        store_deadline();
        return;
    }
    if (game_clock()) {
        if (moveDeadline && clockSeat == s)
            return;
        stop_clock(now);
        moveDeadline = now + clockLeft[size_t(s)];
    } else if (newTurn || !moveDeadline || clockSeat != s) {
        moveDeadline = now + Millis(settings_.moveTime) * 1000;
    }
    clockSeat = s;
}

void Room::stop_clock(Millis now) {
    if (game_clock() && moveDeadline && clockSeat != NO_SEAT)
        clockLeft[size_t(clockSeat)] = std::max<Millis>(0, *moveDeadline - now);
    moveDeadline.reset();
    clockSeat = NO_SEAT;
    wallDeadline.reset();
    store_deadline();
}

void Room::store_deadline() {
    if (storedDeadline == wallDeadline)
        return;
    // Not stored: the room goes on with its deadline, and a later call tries again.
    if (auto saved = storage.save_deadline(id_, gameNo, wallDeadline); !saved)
        return spdlog::warn("room {}: {}", id_, saved.error().message);
    storedDeadline = wallDeadline;
}

std::optional<Millis> Room::clock_after_move(Seat s, Millis now) const {
    if (!game_clock())
        return std::nullopt;
    if (!moveDeadline || clockSeat != s)
        return clockLeft[size_t(s)]; // its clock did not run (a seat was still free): no increment either
    return std::max<Millis>(0, *moveDeadline - now) + Millis(settings_.clockIncrement) * 1000;
}

void Room::charge_move(Seat s, Millis now) {
    if (days_clock()) { // the turn is over: the next one gets its own days (run_clock)
        moveDeadline.reset();
        wallDeadline.reset();
        clockSeat = NO_SEAT;
        return;
    }
    if (!game_clock() || !moveDeadline || clockSeat != s)
        return;
    const Millis left = *clock_after_move(s, now);
    stop_clock(now);
    clockLeft[size_t(s)] = left;
}

void Room::check_flag(Effects& fx, Millis now) {
    if (over())
        return;
    if (days_clock() ? wallDeadline && wall() >= *wallDeadline : game_clock() && moveDeadline && now >= *moveDeadline)
        flag_fall(fx, now);
}

void Room::flag_fall(Effects& fx, Millis now) {
    const Seat s = clockSeat;
    clockLeft[size_t(s)] = 0;
    moveDeadline.reset();
    clockSeat = NO_SEAT;
    // The seat leaves the game (off_board::seat_leaves): eliminated where the others play on, as for the match
    // runner's time forfeits; otherwise the game ends.
    const Result<off_board::Decision> decided = off_board::seat_leaves(*game_, s, Termination::TIME_FORFEIT);
    Result<Ok> done = decided ? carry_out(fx, decided.value(), NO_SEAT, now) : Result<Ok>(decided.error());
    if (done)
        return;
    spdlog::warn("room {}: time forfeit of seat {} not stored: {}", id_, s, done.error().message);
    // Not stored: try again in a second.
    moveDeadline = now + 1000;
    clockSeat = s;
}

void Room::announce_clock(Effects& fx, Millis now) {
    const std::pair<Seat, std::optional<Millis>> current{clockSeat, moveDeadline};
    if (current == announcedClock)
        return;
    emit(fx, protocol::out::Clock{.clock = move_clock(now), .clocks = game_clocks(now)});
    announcedClock = current;
}

void Room::cancel_search(Effects& fx) {
    if (pending) {
        fx.cancelled.push_back(pending->id);
        pending.reset();
    }
}

/// A CPU seat plays at its level; a takeover plays at TAKEOVER_LEVEL and quickly. With a move clock, a search
/// takes at most half the move time; with a game clock, the time left less CPU_MOVE_OVERHEAD_MS (the server's own
/// delays) spread over CPU_CLOCK_MOVES moves plus half the increment, and never more than half of that time left.
ai::CpuLimits Room::limits_for(Seat s, Millis now) const {
    const SeatState& seat = seats[size_t(s)];
    ai::CpuLimits limits;
    if (seat.kind == protocol::SeatKind::CPU)
        limits.level = std::clamp(seat.level, ai::MIN_LEVEL, ai::MAX_LEVEL);
    else {
        limits.level = TAKEOVER_LEVEL;
        limits.maxTimeMs = TAKEOVER_MAX_MS;
    }
    if (settings_.moveTime > 0) {
        const int64_t half = int64_t(settings_.moveTime) * 500;
        limits.maxTimeMs = limits.maxTimeMs ? std::min(limits.maxTimeMs, half) : half;
    }
    if (game_clock()) {
        const Millis left = moveDeadline && clockSeat == s ? *moveDeadline - now : clockLeft[size_t(s)];
        const int64_t usable = std::max<int64_t>(left - CPU_MOVE_OVERHEAD_MS, 2);
        const int64_t increment = int64_t(settings_.clockIncrement) * 1000;
        const int64_t budget = std::min(usable / CPU_CLOCK_MOVES + increment / 2, usable / 2);
        limits.maxTimeMs = limits.maxTimeMs ? std::min(limits.maxTimeMs, budget) : budget;
    }
    return limits;
}

std::optional<Millis> Room::takeover_at(Seat s) const {
    if (days_clock()) // the players come and go for days: nobody plays for them, their deadline decides
        return std::nullopt;
    const SeatState& seat = seats[size_t(s)];
    if (seat.kind != protocol::SeatKind::HUMAN || (seat.cpuPlaying && !seat.cpuOneMove) || seat.connections > 0 ||
        !seat.awaySince || !another_player_present(s))
        return std::nullopt;
    return *seat.awaySince + Millis(settings_.graceSeconds) * 1000;
}

bool Room::takeover_due(Seat s, Millis now) const {
    const std::optional<Millis> at = takeover_at(s);
    return at && now >= *at;
}

std::optional<Millis> Room::next_deadline() const {
    std::optional<Millis> next = moveDeadline;
    for (int s = 0; s < seat_count(); ++s)
        if (const std::optional<Millis> at = takeover_at(Seat(s)))
            next = next ? std::min(*next, *at) : *at;
    return next;
}

Effects Room::on_timer(Millis now) {
    Effects fx;
    bool changed = false;
    // A game clock at zero: the seat loses on time.
    check_flag(fx, now);
    // Out of time per move: the CPU plays this move; the seat is its player's again after it (cpu_moved), unless
    // they are gone by then.
    if (!game_clock() && !days_clock() && moveDeadline && now >= *moveDeadline) {
        SeatState& seat = seats[size_t(clockSeat)];
        moveDeadline.reset();
        if (!seat.cpu_controlled()) {
            seat.cpuPlaying = true;
            seat.cpuOneMove = true;
            changed = true;
        }
    }
    // Away past the grace period while another player is here: the CPU plays for the seat until its player is
    // back.
    for (int s = 0; s < seat_count(); ++s)
        if (takeover_due(Seat(s), now)) {
            SeatState& seat = seats[size_t(s)];
            changed |= !seat.cpuPlaying;
            seat.cpuPlaying = true;
            seat.cpuOneMove = false;
        }
    schedule(fx, now, false);
    if (changed)
        emit_seats(fx);
    announce_clock(fx, now);
    return fx;
}

} // namespace littletable::server
