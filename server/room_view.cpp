// Room: what clients see — state, seats, snapshot and the public room info, as docs/protocol.md shapes them.
#include "server/game_json.h"
#include "server/room.h"

namespace littletable::server {

using nlohmann::json;

json Room::state_json(Millis now, bool withHistory) const {
    const Game& g = *game_;
    const bool ended = over();
    const auto& history = g.history();

    json moves = ended ? json::array() : legal_moves_json(g);
    json lastMove = history.empty() ? json(nullptr) : last_move_json(history.back());
    json clock = moveDeadline ? json{{"seat", clockSeat}, {"remainingMs", std::max<Millis>(0, *moveDeadline - now)}}
                              : json(nullptr);

    json outcome = nullptr;
    if (ending)
        outcome = {{"termination", ending->termination}, {"winners", winners_json(ending->winners)}, {"reason", ending->reason}};
    else
        outcome = outcome_json(g.outcome());

    json claimable = json::array();
    if (!ended)
        for (DrawClaim c : g.claimable_draws())
            claimable.push_back(std::string(to_string(c)));

    json state = {{"gameNo", gameNo},
            {"pieces", pieces_json(g)},
            {"fen", g.fen()},
            {"toMove", ended ? json(nullptr) : seat_json(g.side_to_move())},
            {"check", check_json(g)},
            {"points", points_json(g)},
            {"eliminated", eliminated_json(g)},
            {"counters", counters_json(g)},
            {"lastMove", std::move(lastMove)},
            {"moves", std::move(moves)},
            {"clock", std::move(clock)},
            {"outcome", std::move(outcome)},
            {"drawOffer", seat_json(drawOffer)},
            {"claimable", std::move(claimable)}};
    if (withHistory) {
        json played = json::array();
        for (size_t i = 0; i < history.size(); ++i) {
            json entry = {{"u", history[i].text},
                          {"san", history[i].display},
                          {"seat", seat_json(i < moveSeats.size() ? moveSeats[i] : NO_SEAT)}};
            if (!history[i].kind.empty())
                entry["kind"] = history[i].kind;
            if (history[i].captured)
                entry["captured"] = piece_json(*history[i].captured);
            played.push_back(std::move(entry));
        }
        state["history"] = std::move(played);
    }
    return state;
}

json Room::seats_json() const {
    json out = json::array();
    for (size_t i = 0; i < seats.size(); ++i) {
        const SeatState& s = seats[i];
        const bool cpu = s.kind == SeatKind::CPU;
        out.push_back({{"seat", i},
                       {"kind", to_string(s.kind)},
                       {"level", cpu ? json(s.level) : json(nullptr)},
                       {"name", cpu ? "Computer (level " + std::to_string(s.level) + ")" : std::string(s.taken() ? "Player" : "")},
                       {"taken", s.taken()},
                       {"connected", cpu || s.connections > 0},
                       {"cpuPlaying", s.cpuPlaying}});
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
            {"state", state_json(now)}};
}

json Room::info_json() const {
    bool waiting = false;
    for (const SeatState& s : seats)
        waiting |= !s.taken();
    return {{"room", id_},
            {"game", variant_},
            {"seats", seats_json()},
            {"settings", to_json(settings_)},
            {"status", over() ? "over" : waiting ? "waiting" : "playing"}};
}

} // namespace littletable::server
