#include "protocol/game_json.h"

#include "engine/core/off_board.h"
#include "engine/core/ranking.h"
#include "engine/core/registry.h"
#include "protocol/ending_json.h"

namespace littletable::protocol {

using nlohmann::json;

json geometry_json(const Geometry& g) {
    json squares = json::array();
    for (int s = 0; s < g.width() * g.height(); ++s)
        squares.push_back(g.exists(SquareIndex(s)) ? g.square_name(SquareIndex(s)) : std::string());
    json zones = json::array();
    for (const Zone& z : g.zones())
        zones.push_back({{"name", z.name}, {"owner", seat_json(z.owner)}, {"squares", z.squares}});
    return {{"name", g.name()},
            {"width", g.width()},
            {"height", g.height()},
            {"squares", std::move(squares)},
            {"zones", std::move(zones)}};
}

json piece_json(const PieceView& p) {
    json piece = {{"sq", p.square}, {"owner", seat_json(p.owner)}, {"kind", p.kind}};
    if (!p.copies.empty())
        piece["copies"] = p.copies;
    return piece;
}

json pieces_json(const Game& game) {
    json out = json::array();
    for (const PieceView& p : game.pieces())
        out.push_back(piece_json(p));
    return out;
}

json counter_json(const Counter& c) { return {{"name", c.name}, {"value", c.value}, {"limit", c.limit}}; }

json counters_json(const Game& game) {
    json out = json::array();
    for (const Counter& c : game.counters())
        out.push_back(counter_json(c));
    return out;
}

json move_json(const MoveView& m) {
    json out = {{"u", m.text}, {"san", m.display}, {"from", m.from}, {"to", m.to}};
    if (!m.kind.empty())
        out["kind"] = m.kind;
    if (!m.choices.empty()) {
        json choices = json::array();
        for (const MoveChoice& c : m.choices) {
            json choice = {{"sq", c.square}, {"option", c.option}, {"label", c.label}};
            if (!c.highlight.empty())
                choice["highlight"] = c.highlight;
            choices.push_back(std::move(choice));
        }
        out["choices"] = std::move(choices);
    }
    if (m.suggested)
        out["suggested"] = true;
    if (m.captured)
        out["captured"] = piece_json(*m.captured);
    return out;
}

json legal_moves_json(const Game& game) {
    json out = json::array();
    for (const MoveView& m : game.legal_moves())
        out.push_back(move_json(m));
    return out;
}

json check_json(const Game& game) {
    json out = json::array();
    for (SquareIndex s : game.checked_royals())
        out.push_back(s);
    return out;
}

json points_json(const Game& game) {
    json out = json::array();
    for (int s = 0; s < game.seat_count(); ++s)
        out.push_back(game.points(Seat(s)));
    return out;
}

json eliminated_json(const Game& game) {
    json out = json::array();
    for (int s = 0; s < game.seat_count(); ++s)
        out.push_back(game.eliminated(Seat(s)));
    return out;
}

json outcome_json(const Game& g, const Ending& e) {
    json out = ending_json(e);
    out["places"] = places_of(g, e.outcome);
    return out;
}

json outcome_json(const Game& g, const Outcome& o) { return o.over() ? outcome_json(g, ending_of(o)) : json(nullptr); }

json last_move_json(const MoveView& m) { return {{"from", m.from}, {"to", m.to}}; }

json seat_json(Seat s) { return s == NO_SEAT ? json(nullptr) : json(int(s)); }

json winners_json(uint8_t winners) {
    json out = json::array();
    for (int s = 0; s < MAX_SEATS; ++s)
        if ((winners >> s) & 1)
            out.push_back(s);
    return out;
}

json history_json(const Game& game, const std::vector<Seat>& moveSeats) {
    const auto& history = game.history();
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
    return played;
}

json game_state_json(const Game& g, const std::optional<Ending>& ending, const std::vector<Seat>& moveSeats,
                     bool withHistory) {
    const bool ended = ending || g.outcome().over();
    const auto& history = g.history();
    json claimable = json::array();
    if (!ended)
        for (DrawClaim c : g.claimable_draws())
            claimable.push_back(std::string(to_string(c)));
    json state = {{"pieces", pieces_json(g)},
                  {"fen", g.fen()},
                  {"toMove", ended ? json(nullptr) : seat_json(g.side_to_move())},
                  {"check", check_json(g)},
                  {"points", points_json(g)},
                  {"eliminated", eliminated_json(g)},
                  {"counters", counters_json(g)},
                  {"lastMove", history.empty() ? json(nullptr) : last_move_json(history.back())},
                  {"moves", ended ? json::array() : legal_moves_json(g)},
                  {"outcome", ending ? outcome_json(g, *ending) : outcome_json(g, g.outcome())},
                  {"claimable", std::move(claimable)}};
    if (withHistory)
        state["history"] = history_json(g, moveSeats);
    return state;
}

json games_json() {
    json out = json::array();
    for (const GameInfo& g : game_registry()) {
        json entry = {{"name", g.name},      {"title", g.title},
                      {"seats", {g.seats}},  {"players", std::to_string(g.seats)},
                      {"duration", nullptr}, {"complexity", nullptr}};
        if (!g.duration.empty())
            entry["duration"] = g.duration;
        if (g.complexity > 0)
            entry["complexity"] = g.complexity;
        entry["options"] = json::array();
        for (const GameOption& o : g.options) {
            json values = json::array();
            for (const GameOptionValue& v : o.values)
                values.push_back({{"value", v.value}, {"label", v.label}});
            entry["options"].push_back(
                {{"name", o.name}, {"label", o.label}, {"values", values}, {"default", o.defaultValue}});
        }
        entry["points"] = g.points;
        entry["seatNames"] = g.seat_names;
        entry["recordFormat"] = g.record_format;
        entry["copyingKinds"] = json::array();
        for (const CopyingKind& k : g.copying_kinds)
            entry["copyingKinds"].push_back({{"kind", k.kind}, {"steps", k.steps}, {"bothColours", k.both_colours}});
        entry["seatKind"] = g.seat_kind.empty() ? json(nullptr) : json(g.seat_kind);
        // Whether a room may add its own move limit (settings.moveLimit): asked of the check rooms run.
        entry["roomMoveLimit"] = bool(off_board::MoveLimit{1}.allowed_for(g));
        out.push_back(std::move(entry));
    }
    return out;
}

} // namespace littletable::protocol
