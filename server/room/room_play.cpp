// Room: the game — moves with ack ids, resignation, draw offers and claims, new games, CPU moves.
#include <spdlog/spdlog.h>

#include <algorithm>
#include <cmath>

#include "engine/core/errors.h"
#include "engine/core/off_board.h"
#include "engine/core/ranking.h"
#include "engine/core/registry.h"
#include "protocol/game_json.h"
#include "server/players/seat_labels.h"
#include "server/room/room.h"

namespace littletable::server {

using namespace littletable::protocol;

using nlohmann::json;

namespace {

std::string seat_text(Seat s) { return "seat " + std::to_string(s); }

} // namespace

bool Room::over() const { return ending.has_value() || game_->outcome().over(); }

Seat Room::player_of(Effects& fx, ConnId c, std::optional<int64_t> ack) const {
    Seat s = seat_of(c);
    if (s == NO_SEAT)
        refuse(fx, c, make_error("ERR_NOT_SEATED", "only a seated player can do that (sit, or hello with your secret)"),
               ack);
    return s;
}

void Room::move(Effects& fx, ConnId c, const protocol::in::Move& m, Millis now) {
    const Seat s = player_of(fx, c, m.a);
    if (s == NO_SEAT)
        return;
    SeatState& seat = seats[size_t(s)];
    // Applied at most once per (seat, ack id): a retry after a lost ack is only acknowledged again.
    if (std::find(seat.acks.begin(), seat.acks.end(), m.a) != seat.acks.end())
        return send(fx, c, out::Ack{m.a});
    if (over())
        return refuse(fx, c, errors::game_over(), m.a);
    if ((claimedAgainst >> s) & 1)
        return refuse(fx, c, make_error("ERR_ELIMINATED", seat_text(s) + " left and the game was claimed"), m.a);
    // A player who moves is back: the CPU stops playing for them.
    if (reclaim(fx, s, now))
        emit_seats(fx);
    if (game_->side_to_move() != s)
        return refuse(fx, c, make_error("ERR_NOT_YOUR_TURN", "it is " + seat_text(game_->side_to_move()) + "'s turn"),
                      m.a);
    // The plies that are not moves come from their own actions (resign, the draw offers, a flag fall).
    if (off_board::is_off_board_ply(*game_, m.u))
        return refuse(
            fx, c, make_error("ERR_ILLEGAL_MOVE", "'" + m.u + "' is not a move: resign or offer a draw instead"), m.a);
    auto played = game_->play(m.u);
    if (!played)
        return refuse(fx, c, played.error(), m.a);
    if (auto committed = commit_move(fx, s, played.value(), false, std::pair(c, m.a), now); !committed)
        refuse(fx, c, committed.error(), m.a);
}

Result<Ok> Room::commit_move(Effects& fx, Seat s, const MoveView& mv, bool cpu,
                             std::optional<std::pair<ConnId, int64_t>> ack, Millis now) {
    if (auto recorded = record_move(fx, s, mv, cpu, ack, now); !recorded)
        return recorded;
    if (game_->outcome().over()) {
        const Outcome o = game_->outcome();
        if (auto stored = storage.end_game(id_, gameNo, ending_of(o)); !stored)
            spdlog::warn("room {}: {}", id_, stored.error().message);
        note_finished(fx);
    } else if (const auto limit = off_board::MoveLimit{settings_.moveLimit}.reached(*game_)) {
        if (auto ended = finish(fx, limit->ending, now); !ended)
            spdlog::warn("room {}: {}", id_, ended.error().message);
    }
    tell_turn(fx, mv);
    return Ok{};
}

Result<Ok> Room::record_move(Effects& fx, Seat s, const MoveView& mv, bool cpu,
                             std::optional<std::pair<ConnId, int64_t>> ack, Millis now) {
    const int ply = int(game_->history().size()) - 1;
    MoveRecord record{mv.text, s, cpu, ack ? std::optional(ack->second) : std::nullopt, clock_after_move(s, now)};
    if (auto stored = storage.append_move(id_, gameNo, ply, record); !stored) {
        game_->undo();
        return stored.error();
    }
    moveSeats.push_back(s);
    charge_move(s, now);
    if (ack) {
        SeatState& seat = seats[size_t(s)];
        seat.acks.push_back(ack->second);
        if (seat.acks.size() > ACKS_KEPT)
            seat.acks.pop_front();
        send(fx, ack->first, out::Ack{ack->second});
    }
    // A pending draw offer lapses when anyone but the offerer moves.
    if (drawOffer != NO_SEAT && drawOffer != s) {
        drawOffer = NO_SEAT;
        drawAgreed = 0;
    }
    schedule(fx, now, true);
    emit(fx, out::Move{.seat = s, .move = mv, .cpu = cpu, .state = state_json(now, false)});
    return Ok{};
}

void Room::tell_turn(Effects& fx, const MoveView& mv) const {
    if (over())
        return;
    const Seat next = game_->side_to_move();
    if (next == NO_SEAT || size_t(next) >= seats.size())
        return;
    const SeatState& seat = seats[size_t(next)];
    if (seat.kind != protocol::SeatKind::HUMAN || seat.player.id == 0 || seat.connections > 0)
        return;
    fx.turns.push_back({seat.player.id, id_, variant_, gameNo, int(game_->history().size()), mv.display});
}

/// Carries out an off-board decision of seat `s`: plays and stores its ply (the player is back, if the CPU stood
/// in), or ends the game.
Result<Ok> Room::carry_out(Effects& fx, const off_board::Decision& d, Seat s, Millis now) {
    if (!d.ply)
        return finish(fx, d.ending, now);
    if (s != NO_SEAT && reclaim(fx, s, now))
        emit_seats(fx);
    Result<MoveView> played = game_->play(*d.ply);
    if (!played)
        return played.error();
    return commit_move(fx, d.mover, played.value(), false, std::nullopt, now);
}

/// Ends the game by a platform decision: stored first, then announced with `end`.
Result<Ok> Room::finish(Effects& fx, Ending e, Millis now) {
    if (auto stored = storage.end_game(id_, gameNo, e); !stored)
        return stored.error();
    ending = std::move(e);
    drawOffer = NO_SEAT;
    drawAgreed = 0;
    schedule(fx, now, false);
    emit(fx, out::End{.state = state_json(now)});
    note_finished(fx);
    return Ok{};
}

FinishedGame Room::finished_game() const {
    FinishedGame f{id_, gameNo, variant_, {}, {}};
    const Places places = places_of(*game_, ending ? ending->outcome : game_->outcome());
    for (size_t s = 0; s < seats.size(); ++s) {
        f.players.push_back(seats[s].player);
        f.standings.push_back({s < places.size() ? places[s] : 1});
    }
    return f;
}

void Room::note_finished(Effects& fx) const {
    // An aborted game has no result to rate.
    const bool aborted = ending && ending->outcome.termination == Termination::ABORTED;
    if (settings_.ranked && over() && !aborted && !ratings && !unrated)
        fx.finished = finished_game();
}

Effects Room::ratings_known(int forGame, const std::vector<RatingChange>& changes, std::optional<std::string> why) {
    Effects fx;
    if (forGame != gameNo)
        return fx;
    if (why) {
        unrated = std::move(why);
        emit(fx, out::Ratings{.ratings = {}, .unrated = unrated});
        return fx;
    }
    ratings.emplace();
    for (const RatingChange& c : changes)
        ratings->push_back({c.seat, player_label(c.name, c.deleted), std::lround(c.before.rating),
                            std::lround(c.after.rating), rating::provisional(c.after), c.result});
    emit(fx, out::Ratings{.ratings = *ratings, .unrated = std::nullopt});
    return fx;
}

void Room::resign(Effects& fx, ConnId c, Millis now) {
    const Seat s = player_of(fx, c);
    if (s == NO_SEAT)
        return;
    if (over())
        return refuse(fx, c, errors::game_over());
    const Result<off_board::Decision> decided = off_board::seat_leaves(*game_, s, Termination::RESIGNATION);
    if (!decided)
        return refuse(fx, c, decided.error());
    if (auto done = carry_out(fx, decided.value(), s, now); !done)
        refuse(fx, c, done.error());
}

bool Room::draw_answerable(Seat s) const {
    for (int i = 0; i < seat_count(); ++i) {
        const SeatState& other = seats[size_t(i)];
        if (i != s && !game_->eliminated(Seat(i)) && (!other.taken() || other.cpu_controlled()))
            return false;
    }
    return true;
}

void Room::draw_offer(Effects& fx, ConnId c) {
    const Seat s = player_of(fx, c);
    if (s == NO_SEAT)
        return;
    if (over())
        return refuse(fx, c, errors::game_over());
    if (game_->eliminated(s))
        return refuse(fx, c, make_error("ERR_ELIMINATED", seat_text(s) + " is out of the game"));
    if (!draw_answerable(s))
        return refuse(
            fx, c,
            make_error("ERR_DRAW_CPU", "the computer plays on: a draw needs every other seat to be a human player"));
    if (drawOffer == s)
        return; // already offered
    if (drawOffer != NO_SEAT)
        return refuse(
            fx, c,
            make_error("ERR_DRAW_PENDING", seat_text(drawOffer) + " already offers a draw: accept or decline it"));
    drawOffer = s;
    drawAgreed = uint8_t(1u << s);
    emit(fx, out::Draw{.offeredBy = s});
}

void Room::draw_answer(Effects& fx, ConnId c, bool accept, Millis now) {
    const Seat s = player_of(fx, c);
    if (s == NO_SEAT)
        return;
    if (over())
        return refuse(fx, c, errors::game_over());
    // The offerer may withdraw (decline its own offer) but not accept it.
    if (drawOffer == NO_SEAT || (accept && drawOffer == s))
        return refuse(fx, c, make_error("ERR_NO_DRAW_OFFER", "there is no draw offer to answer"));
    if (game_->eliminated(s))
        return refuse(fx, c, make_error("ERR_ELIMINATED", seat_text(s) + " is out of the game"));
    if (!accept) {
        drawOffer = NO_SEAT;
        drawAgreed = 0;
        return emit(fx, out::Draw{.offeredBy = std::nullopt});
    }
    drawAgreed |= uint8_t(1u << s);
    // Every seat still in the game must agree (four-player rooms: the eliminated ones have no say).
    const uint8_t live = off_board::live_seats(*game_);
    if ((drawAgreed & live) != live)
        return; // more seats must agree
    const Result<off_board::Decision> decided = off_board::agreed_draw(*game_);
    if (!decided)
        return refuse(fx, c, decided.error());
    const uint8_t agreed = drawAgreed;
    const Seat offerer = drawOffer;
    drawOffer = NO_SEAT;
    drawAgreed = 0;
    if (auto done = carry_out(fx, decided.value(), NO_SEAT, now); !done) {
        drawOffer = offerer; // not stored: the game is as it was, the offer still stands
        drawAgreed = agreed;
        refuse(fx, c, done.error());
    }
}

void Room::claim_draw(Effects& fx, ConnId c, const protocol::in::ClaimDraw& m, Millis now) {
    const Seat s = player_of(fx, c);
    if (s == NO_SEAT)
        return;
    if (over())
        return refuse(fx, c, errors::game_over());
    if (game_->side_to_move() != s)
        return refuse(fx, c, make_error("ERR_NOT_YOUR_TURN", "a draw is claimed by the player to move"));
    auto claimed = game_->claim_draw(m.u);
    if (!claimed)
        return refuse(fx, c, claimed.error());
    const Outcome o = claimed.value();
    Ending e{o, seat_text(s) + " claimed a draw (" + std::string(to_string(o.termination)) + ")"};
    // The announced move was played with the claim: recorded as any move is, then the game ends by the claim.
    if (!m.u.empty()) {
        const MoveView mv = game_->history().back();
        if (auto recorded = record_move(fx, s, mv, false, std::nullopt, now); !recorded)
            return refuse(fx, c, recorded.error());
    }
    if (auto ended = finish(fx, std::move(e), now); !ended)
        spdlog::warn("room {}: claim not stored: {}", id_, ended.error().message);
}

void Room::start_next_game(Effects& fx, ConnId c, Millis now) {
    auto fresh = create_game(variant_, fen_);
    if (!fresh)
        return refuse(fx, c, fresh.error());
    // Every player moves one seat back, so the player who moved second (the next seat clockwise) now sits in
    // the seat that moves first, and the turn order among the players stays the same.
    std::vector<SeatState> next = seats;
    if (settings_.rotateStart)
        for (size_t i = 0; i < seats.size(); ++i)
            next[(i + seats.size() - 1) % seats.size()] = seats[i];
    std::vector<SeatRecord> records;
    for (const SeatState& st : next)
        records.push_back(record_of(st));
    if (auto stored = storage.start_game(id_, gameNo + 1, fen_, records); !stored)
        return refuse(fx, c, stored.error());

    cancel_search(fx);
    seats = std::move(next);
    game_ = std::move(fresh).value();
    moveSeats.clear();
    ++gameNo;
    ending.reset();
    ratings.reset();
    unrated.reset();
    drawOffer = NO_SEAT;
    drawAgreed = 0;
    rematchBy = NO_SEAT;
    rematchAgreed = 0;
    claimedAgainst = 0;
    stop_clock(now);
    reset_clocks();
    if (settings_.rotateStart)
        for (auto& [id, conn] : conns)
            if (conn.seat != NO_SEAT)
                conn.seat = Seat((conn.seat + seat_count() - 1) % seat_count());
    schedule(fx, now, true);
    emit(fx, out::NewGame{.state = state_json(now), .seats = seat_views()});
    if (settings_.rotateStart)
        for (const auto& [id, conn] : conns)
            if (conn.seat != NO_SEAT && conn.greeted)
                send(fx, id, seated_frame(conn));
}

Effects Room::cpu_moved(uint64_t id, const Result<std::string>& move, Millis now) {
    Effects fx;
    check_flag(fx, now); // a search that came back too late plays no move
    cpu_move(fx, id, move, now);
    announce_clock(fx, now);
    return fx;
}

void Room::cpu_move(Effects& fx, uint64_t id, const Result<std::string>& move, Millis now) {
    if (!pending || pending->id != id)
        return; // cancelled or superseded
    const Pending p = *pending;
    pending.reset();
    if (over() || p.gameNo != gameNo || p.ply != game_->history().size() || game_->side_to_move() != p.seat ||
        !seats[size_t(p.seat)].cpu_controlled()) {
        schedule(fx, now, false);
        return;
    }
    if (((claimedAgainst >> p.seat) & 1) && forfeit_claimed(fx, p.seat, now))
        return;
    Result<MoveView> played = make_error("ERR_NO_MOVE", "no move");
    if (move)
        played = game_->play(move.value());
    if (!played) {
        spdlog::warn("room {}: CPU move for seat {} failed ({}): playing a random legal move", id_, p.seat,
                     move ? played.error().message : move.error().message);
        played = game_->play(fallback_move());
    }
    if (!played) {
        spdlog::error("room {}: no legal move to play for seat {}", id_, p.seat);
        return;
    }
    if (auto committed = commit_move(fx, p.seat, played.value(), true, std::nullopt, now); !committed) {
        spdlog::error("room {}: CPU move not stored: {}", id_, committed.error().message);
        schedule(fx, now, false);
        return;
    }
    // The one move of a timeout is played: the seat is its player's again.
    if (SeatState& seat = seats[size_t(p.seat)]; seat.cpuOneMove) {
        seat.cpuOneMove = false;
        seat.cpuPlaying = false;
        schedule(fx, now, false);
        emit_seats(fx);
    }
}

std::string Room::fallback_move() {
    const auto moves = game_->legal_moves();
    if (moves.empty())
        return {};
    rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17; // xorshift64
    return moves[rng % moves.size()].text;
}

} // namespace littletable::server
