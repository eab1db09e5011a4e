// Room: what needs the players' consent — a new game (rematch offers), aborting a game nobody has fully started,
// and claiming a ranked game against players who left (docs/rules-decisions.md, "Consent").
#include <spdlog/spdlog.h>

#include "engine/core/errors.h"
#include "engine/core/off_board.h"
#include "server/room/room.h"

namespace littletable::server {

using namespace littletable::protocol;

namespace {

std::string consent_seat_text(Seat s) { return "seat " + std::to_string(s); }

bool in_mask(uint8_t mask, Seat s) { return (mask >> s) & 1; }

} // namespace

void Room::new_game(Effects& fx, ConnId c, Millis now) {
    const Seat s = player_of(fx, c);
    if (s == NO_SEAT)
        return;
    if (!over())
        return refuse(fx, c, make_error("ERR_GAME_NOT_OVER", "a new game starts when this one is over"));
    if (rematchBy == NO_SEAT)
        rematchBy = s;
    rematchAgreed |= uint8_t(1u << s);
    if (rematch_agreed())
        return start_next_game(fx, c, now);
    emit_rematch(fx);
}

void Room::new_game_decline(Effects& fx, ConnId c) {
    const Seat s = player_of(fx, c);
    if (s == NO_SEAT)
        return;
    if (rematchBy == NO_SEAT)
        return refuse(fx, c, make_error("ERR_NO_REMATCH_OFFER", "there is no offer of a new game to decline"));
    rematchBy = NO_SEAT;
    rematchAgreed = 0;
    emit_rematch(fx);
}

bool Room::rematch_agreed() const {
    for (size_t i = 0; i < seats.size(); ++i) {
        const SeatState& seat = seats[i];
        if (seat.kind != SeatKind::HUMAN || !seat.taken())
            continue; // the CPU agrees; a free seat is sat in later
        if (seat.connections > 0 ? !in_mask(rematchAgreed, Seat(i)) : settings_.ranked)
            return false;
    }
    return true;
}

void Room::rematch_left(Effects& fx, Seat s) {
    if (s == NO_SEAT || seats[size_t(s)].connections > 0 || !in_mask(rematchAgreed, s))
        return;
    rematchAgreed &= uint8_t(~(1u << s));
    if (rematchBy == s || rematchAgreed == 0) {
        rematchBy = NO_SEAT;
        rematchAgreed = 0;
    }
    emit_rematch(fx);
}

void Room::emit_rematch(Effects& fx) {
    out::Rematch r;
    if (rematchBy != NO_SEAT)
        r.offeredBy = rematchBy;
    for (int i = 0; i < seat_count(); ++i)
        if (in_mask(rematchAgreed, Seat(i)))
            r.agreed.push_back(Seat(i));
    emit(fx, r);
}

bool Room::abortable() const {
    if (over())
        return false;
    uint8_t moved = 0;
    for (Seat s : moveSeats)
        moved |= uint8_t(1u << s);
    for (int i = 0; i < seat_count(); ++i)
        if (!in_mask(moved, Seat(i)))
            return true;
    return false;
}

void Room::abort_game(Effects& fx, ConnId c, Millis now) {
    const Seat s = player_of(fx, c);
    if (s == NO_SEAT)
        return;
    if (over())
        return refuse(fx, c, errors::game_over());
    if (!abortable())
        return refuse(fx, c,
                      make_error("ERR_ABORT_TOO_LATE",
                                 "every seat has moved: the game can no longer be aborted (resign or offer a draw)"));
    if (auto done =
            finish(fx, Ending{Outcome::drawn(Termination::ABORTED), consent_seat_text(s) + " aborted the game"}, now);
        !done)
        refuse(fx, c, done.error());
}

bool Room::abandoned(Seat s, std::optional<Millis> now) const {
    const SeatState& seat = seats[size_t(s)];
    if (!settings_.ranked || over() || seat.kind != SeatKind::HUMAN || !seat.taken() || seat.connections > 0 ||
        game_->eliminated(s) || in_mask(claimedAgainst, s))
        return false;
    return (seat.cpuPlaying && !seat.cpuOneMove) || (now && takeover_due(s, *now));
}

void Room::claim_win(Effects& fx, ConnId c, const in::ClaimWin& m, Millis now) {
    const Seat s = player_of(fx, c);
    if (s == NO_SEAT)
        return;
    if (over())
        return refuse(fx, c, errors::game_over());
    if (!settings_.ranked)
        return refuse(
            fx, c,
            make_error("ERR_CLAIM_CASUAL",
                       "in a casual room the computer plays for a player who left: there is nothing to claim"));
    if (game_->eliminated(s) || in_mask(claimedAgainst, s))
        return refuse(fx, c, make_error("ERR_ELIMINATED", consent_seat_text(s) + " is out of the game"));
    uint8_t away = 0;
    bool othersAllAway = true;
    for (int i = 0; i < seat_count(); ++i) {
        if (i == s || game_->eliminated(Seat(i)) || in_mask(claimedAgainst, Seat(i)))
            continue;
        if (abandoned(Seat(i), now))
            away |= uint8_t(1u << i);
        else
            othersAllAway = false;
    }
    if (!away)
        return refuse(fx, c,
                      make_error("ERR_CLAIM_TOO_EARLY", "a game is claimed only against a player away for more than " +
                                                            std::to_string(settings_.graceSeconds) + " seconds"));
    if (m.draw) {
        if (!othersAllAway)
            return refuse(fx, c,
                          make_error("ERR_CLAIM_TOO_EARLY", "a draw is claimed only when every other player is away"));
        const Result<off_board::Decision> decided = off_board::agreed_draw(*game_);
        if (!decided)
            return refuse(fx, c, decided.error());
        off_board::Decision d = decided.value();
        d.ending = {Outcome::drawn(Termination::ABANDONED), consent_seat_text(s) + " claimed a draw: the others left"};
        if (auto done = carry_out(fx, d, NO_SEAT, now); !done)
            refuse(fx, c, done.error());
        return;
    }
    for (int i = 0; i < seat_count() && !over(); ++i) {
        if (!in_mask(away, Seat(i)))
            continue;
        const Result<off_board::Decision> decided = off_board::seat_leaves(*game_, Seat(i), Termination::FORFEIT);
        if (!decided && decided.error().code == "ERR_NOT_YOUR_TURN") {
            // The seat leaves in its own turn (four-player chess): it is out from now, and leaves when it comes.
            claimedAgainst |= uint8_t(1u << i);
            continue;
        }
        if (!decided)
            return refuse(fx, c, decided.error());
        off_board::Decision d = decided.value();
        if (!d.ply) {
            d.ending.outcome.termination = Termination::ABANDONED;
            d.ending.reason =
                consent_seat_text(Seat(i)) + " left the game; " + consent_seat_text(s) + " claimed the win";
        }
        if (auto done = carry_out(fx, d, NO_SEAT, now); !done)
            return refuse(fx, c, done.error());
    }
    emit_seats(fx);
}

bool Room::forfeit_claimed(Effects& fx, Seat s, Millis now) {
    const Result<off_board::Decision> decided = off_board::seat_leaves(*game_, s, Termination::FORFEIT);
    Result<Ok> done = decided ? carry_out(fx, decided.value(), NO_SEAT, now) : Result<Ok>(decided.error());
    if (!done)
        spdlog::warn("room {}: claimed seat {} did not leave: {}", id_, s, done.error().message);
    return bool(done);
}

} // namespace littletable::server
