// Room: what clients see — state, seats, snapshot and the public room info, as docs/protocol.md shapes them.
#include "protocol/game_json.h"
#include "engine/core/off_board.h"
#include "server/players/seat_labels.h"
#include "server/room/room.h"

namespace littletable::server {

using namespace littletable::protocol;

using nlohmann::json;

/// The per-move clock: `{seat, remainingMs}` while it runs, else null (always null with a game clock).
json Room::clock_json(Millis now) const {
    if (!moveDeadline || game_clock())
        return nullptr;
    return {{"seat", clockSeat}, {"remainingMs", std::max<Millis>(0, *moveDeadline - now)}};
}

/// The game clock: `{remainingMs: [by seat], running: seat | null, incrementMs}`, null in a room without one.
json Room::clocks_json(Millis now) const {
    if (!game_clock())
        return nullptr;
    json remaining = json::array();
    for (size_t s = 0; s < clockLeft.size(); ++s)
        remaining.push_back(moveDeadline && clockSeat == Seat(s) ? std::max<Millis>(0, *moveDeadline - now)
                                                                 : clockLeft[s]);
    return {{"remainingMs", std::move(remaining)},
            {"running", moveDeadline ? seat_json(clockSeat) : json(nullptr)},
            {"incrementMs", Millis(settings_.clockIncrement) * 1000}};
}

json Room::state_json(Millis now, bool withHistory) const {
    json clock = clock_json(now);
    json endingJson = nullptr;
    if (ending)
        endingJson = {{"termination", ending->termination},
                      {"winners", winners_json(ending->winners)},
                      {"reason", ending->reason}};
    json state = game_state_json(*game_, endingJson, moveSeats, withHistory);
    for (const Counter& c : off_board::MoveLimit{settings_.moveLimit}.counters(game_->history()))
        state["counters"].push_back(counter_json(c));
    state["gameNo"] = gameNo;
    if (withHistory)
        state["startFen"] = game_->start_fen(); // with the history: every position of the game can be rebuilt
    state["clock"] = std::move(clock);
    state["clocks"] = clocks_json(now);
    state["drawOffer"] = seat_json(drawOffer);
    return state;
}

json Room::seats_json() const {
    json out = json::array();
    for (size_t i = 0; i < seats.size(); ++i) {
        const SeatState& s = seats[i];
        const bool cpu = s.kind == protocol::SeatKind::CPU;
        const bool named = s.player.deleted || !s.player.name.empty();
        out.push_back({{"seat", i},
                       {"kind", to_string(s.kind)},
                       {"level", cpu ? json(s.level) : json(nullptr)},
                       {"name", cpu     ? computer_label(s.level)
                                : named ? player_label(s.player.name, s.player.deleted)
                                        : std::string(s.taken() ? "Player" : "")},
                       {"taken", s.taken()},
                       {"connected", cpu || s.connections > 0},
                       {"cpuPlaying", s.cpuPlaying},
                       {"mayOfferDraw", draw_answerable(Seat(i))}});
    }
    return out;
}

json Room::snapshot_json(ConnId c, Millis now) const {
    return {{"v", version_},
            {"room", id_},
            {"game", variant_},
            {"geometry", geometry_json(game_->geometry())},
            {"seats", seats_json()},
            {"settings", to_json(settings_)},
            {"you", {{"seat", seat_json(seat_of(c))}}},
            {"state", state_json(now)},
            {"ratings", ratings}};
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
