// Room: time — the per-move clock, grace periods of away players, and which CPU searches run.
#include <algorithm>

#include "server/room.h"

namespace littletable::server {

/// Brings clocks and searches in line with the state. `newTurn`: a turn just began (a move, a new game, a
/// player back or seated on the seat to move), so the seat to move gets a full clock.
void Room::schedule(Effects& fx, Millis now, bool newTurn) {
    if (over()) {
        moveDeadline.reset();
        clockSeat = NO_SEAT;
        cancel_search(fx);
        return;
    }
    const Seat s = game_->side_to_move();
    const SeatState& seat = seats[size_t(s)];
    if (seat.cpu_controlled()) {
        moveDeadline.reset();
        clockSeat = NO_SEAT;
        // Nobody in the room: the CPU waits for someone to play or watch, so abandoned rooms (all of them
        // rebuilt at once after a restart) cost nothing.
        const bool watched = std::any_of(conns.begin(), conns.end(), [](const auto& c) { return c.second.greeted; });
        if (!watched)
            return cancel_search(fx);
        const size_t ply = game_->history().size();
        if (pending && pending->seat == s && pending->gameNo == gameNo && pending->ply == ply)
            return; // already thinking about this position
        cancel_search(fx);
        pending = Pending{nextSearchId++, s, gameNo, ply};
        fx.searches.push_back({pending->id, s, std::shared_ptr<const Game>(game_->clone()), limits_for(s)});
        return;
    }
    cancel_search(fx);
    // Clocks run once every seat is taken: while a player is still awaited, nobody is timed out.
    const bool waiting = std::any_of(seats.begin(), seats.end(), [](const SeatState& st) { return !st.taken(); });
    if (settings_.moveTime <= 0 || waiting) {
        moveDeadline.reset();
        clockSeat = NO_SEAT;
    } else if (newTurn || !moveDeadline || clockSeat != s) {
        moveDeadline = now + Millis(settings_.moveTime) * 1000;
        clockSeat = s;
    }
}

void Room::cancel_search(Effects& fx) {
    if (pending) {
        fx.cancelled.push_back(pending->id);
        pending.reset();
    }
}

/// A CPU seat plays at its level; a takeover plays at TAKEOVER_LEVEL and quickly. With a move clock, a search
/// takes at most half the move time.
ai::CpuLimits Room::limits_for(Seat s) const {
    const SeatState& seat = seats[size_t(s)];
    ai::CpuLimits limits;
    if (seat.kind == SeatKind::CPU)
        limits.level = std::clamp(seat.level, ai::MIN_LEVEL, ai::MAX_LEVEL);
    else {
        limits.level = TAKEOVER_LEVEL;
        limits.maxTimeMs = TAKEOVER_MAX_MS;
    }
    if (settings_.moveTime > 0) {
        const int64_t half = int64_t(settings_.moveTime) * 500;
        limits.maxTimeMs = limits.maxTimeMs ? std::min(limits.maxTimeMs, half) : half;
    }
    return limits;
}

std::optional<Millis> Room::takeover_at(Seat s) const {
    const SeatState& seat = seats[size_t(s)];
    if (seat.kind != SeatKind::HUMAN || (seat.cpuPlaying && !seat.cpuOneMove) || seat.connections > 0 ||
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
    // Out of time: the CPU plays this move; the seat is its player's again after it (cpu_moved), unless they
    // are gone by then.
    if (moveDeadline && now >= *moveDeadline) {
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
    return fx;
}

} // namespace littletable::server
