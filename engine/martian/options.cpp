#include "engine/martian/options.h"

#include <charconv>
#include <string>

#include "engine/martian/position.h"

namespace littletable::martian {

namespace {

/// Side codes of the position string (docs/martian-notation.md) and their names, by seat.
const std::vector<GameOptionValue>& first_values(int seats) {
    static const std::vector<GameOptionValue> two = {{"s", "South"}, {"n", "North"}};
    static const std::vector<GameOptionValue> four = {
        {"sw", "South-West"}, {"nw", "North-West"}, {"ne", "North-East"}, {"se", "South-East"}};
    return seats == 2 ? two : four;
}

std::string chosen(const GameOptionChoice& choice, const std::string& name) {
    auto it = choice.find(name);
    return it == choice.end() ? std::string() : it->second;
}

} // namespace

std::vector<std::string> seat_names(int seats) {
    std::vector<std::string> out;
    for (const GameOptionValue& v : first_values(seats))
        out.push_back(v.label);
    return out;
}

std::vector<GameOption> room_options(int seats) {
    // A move is one player's move (martian.md counts the deadlock clock's "seven further moves" so;
    // docs/rules-decisions.md, Martian 2): each label says how many that makes for each player.
    std::vector<GameOptionValue> limits = {{"0", "none"}};
    for (int moves : {60, 100, 200})
        limits.push_back(
            {std::to_string(moves), std::to_string(moves) + " moves (" + std::to_string(moves / seats) + " each)"});
    return {{"first", "First move", first_values(seats), first_values(seats).front().value},
            {"clock", "Deadlock clock", {{"off", "off"}, {"on", "on"}}, "off"},
            {"moveLimit", "Move limit", std::move(limits), "0"}};
}

std::string start_fen_for(int seats, const GameOptionChoice& choice) {
    Settings settings;
    const std::string first = chosen(choice, "first");
    const auto& sides = first_values(seats);
    for (size_t s = 0; s < sides.size(); ++s)
        if (sides[s].value == first)
            settings.firstSeat = Seat(s);
    settings.deadlockClock = chosen(choice, "clock") == "on";
    const std::string limit = chosen(choice, "moveLimit");
    int moves = 0;
    if (std::from_chars(limit.data(), limit.data() + limit.size(), moves).ec == std::errc() && moves > 0)
        settings.moveLimit = moves;
    return Position::start(seats, settings).fen();
}

} // namespace littletable::martian
