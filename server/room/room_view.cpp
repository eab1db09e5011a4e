// Room: what clients see — state, seats, snapshot and the public room info, as docs/protocol.md shapes them.
#include "protocol/game_json.h"
#include "engine/core/off_board.h"
#include "server/players/seat_labels.h"
#include "server/room/room.h"

namespace littletable::server {

using namespace littletable::protocol;

using nlohmann::json;

std::optional<out::MoveClock> Room::move_clock(Millis now) const {
    if (!moveDeadline || game_clock())
        return std::nullopt;
    if (wallDeadline) // days per move: what is left on the wall clock
        return out::MoveClock{clockSeat, std::max<Millis>(0, *wallDeadline - wall())};
    return out::MoveClock{clockSeat, std::max<Millis>(0, *moveDeadline - now)};
}

std::optional<out::GameClocks> Room::game_clocks(Millis now) const {
    if (!game_clock())
        return std::nullopt;
    out::GameClocks clocks{{}, std::nullopt, Millis(settings_.clockIncrement) * 1000};
    for (size_t s = 0; s < clockLeft.size(); ++s)
        clocks.remainingMs.push_back(moveDeadline && clockSeat == Seat(s) ? std::max<Millis>(0, *moveDeadline - now)
                                                                          : clockLeft[s]);
    if (moveDeadline)
        clocks.running = clockSeat;
    return clocks;
}

json Room::state_json(Millis now, bool withHistory) const {
    json state = game_state_json(*game_, ending, moveSeats, withHistory);
    for (const Counter& c : off_board::MoveLimit{settings_.moveLimit}.counters(game_->history()))
        state["counters"].push_back(counter_json(c));
    state["gameNo"] = gameNo;
    if (withHistory)
        state["startFen"] = game_->start_fen(); // with the history: every position of the game can be rebuilt
    state["clock"] = wire_json(move_clock(now));
    state["clocks"] = wire_json(game_clocks(now));
    state["drawOffer"] = seat_json(drawOffer);
    state["mayAbort"] = abortable();
    json agreed = json::array();
    for (int s = 0; s < seat_count(); ++s)
        if ((rematchAgreed >> s) & 1)
            agreed.push_back(s);
    state["rematch"] = rematchBy == NO_SEAT ? json(nullptr) : json{{"offeredBy", rematchBy}, {"agreed", agreed}};
    return state;
}

std::vector<out::SeatView> Room::seat_views() const {
    std::vector<out::SeatView> out;
    for (size_t i = 0; i < seats.size(); ++i) {
        const SeatState& s = seats[i];
        const bool cpu = s.kind == protocol::SeatKind::CPU;
        out.push_back({Seat(i), std::string(to_string(s.kind)), cpu ? std::optional<int>(s.level) : std::nullopt,
                       room_seat_label(cpu, s.level, s.player, s.taken()), s.taken(), cpu || s.connections > 0,
                       s.cpuPlaying, draw_answerable(Seat(i)), abandoned(Seat(i))});
    }
    return out;
}

out::Snapshot Room::snapshot(ConnId c, Millis now) const {
    const Seat you = seat_of(c);
    return {version_,
            id_,
            variant_,
            geometry_json(game_->geometry()),
            seat_views(),
            settings_,
            {you == NO_SEAT ? std::nullopt : std::optional<Seat>(you)},
            state_json(now),
            ratings,
            unrated};
}

json Room::info_json() const {
    bool waiting = false;
    for (const SeatState& s : seats)
        waiting |= !s.taken();
    return {{"room", id_},
            {"game", variant_},
            {"seats", seats_json()},
            {"settings", to_json(settings_)},
            {"status", over()    ? "over"
                       : waiting ? "waiting"
                                 : "playing"}};
}

} // namespace littletable::server
