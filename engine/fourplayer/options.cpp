#include "engine/fourplayer/options.h"

#include <charconv>

#include "engine/fourplayer/position.h"

namespace littletable::fourplayer {

namespace {

std::string chosen(const GameOptionChoice& choice, const std::string& name) {
    auto it = choice.find(name);
    return it == choice.end() ? std::string() : it->second;
}

} // namespace

std::vector<std::string> seat_names() { return {"Red", "Blue", "Yellow", "Green"}; }

std::vector<GameOption> room_options() {
    return {{"setup", "Setup", {{"modern", "modern (kings face queens)"}, {"classic", "classic"}}, "modern"},
            {"moveLimit",
             "Move limit",
             {{"0", "none"}, {"100", "100 moves"}, {"200", "200 moves"}, {"400", "400 moves"}},
             "0"}};
}

std::string start_fen_for(const GameOptionChoice& choice) {
    Position start = Position::start(chosen(choice, "setup") == "classic");
    const std::string limit = chosen(choice, "moveLimit");
    int moves = 0;
    if (std::from_chars(limit.data(), limit.data() + limit.size(), moves).ec == std::errc() && moves > 0)
        start.set_move_limit(moves);
    return start.fen();
}

} // namespace littletable::fourplayer
