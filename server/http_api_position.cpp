#include "server/http_api_position.h"

#include "engine/core/replay.h"
#include "view/game_json.h"

namespace littletable::server {

using namespace littletable::view;

using nlohmann::json;

namespace {

/// The space-separated words of `text`, empty ones skipped.
std::vector<std::string> words(std::string_view text) {
    std::vector<std::string> out;
    size_t i = 0;
    while (i < text.size()) {
        const size_t end = std::min(text.find(' ', i), text.size());
        if (end > i)
            out.emplace_back(text.substr(i, end - i));
        i = end + 1;
    }
    return out;
}

} // namespace

Result<std::unique_ptr<Game>> game_after(std::string_view game, std::string_view fen, std::string_view moves) {
    if (game.empty())
        return make_error("ERR_BAD_FIELD", "game: missing");
    const std::vector<std::string> texts = words(moves);
    if (texts.size() > size_t(MAX_POSITION_MOVES))
        return make_error("ERR_BAD_FIELD", "moves: more than " + std::to_string(MAX_POSITION_MOVES));
    return replay(game, fen, texts);
}

Result<json> position_view(std::string_view game, std::string_view fen, std::string_view moves) {
    auto after = game_after(game, fen, moves);
    if (!after)
        return after.error();
    Game& g = *after.value();
    const Outcome outcome = g.outcome();
    const auto& history = g.history();
    return json{{"geometry", geometry_json(g.geometry())},
                {"pieces", pieces_json(g)},
                {"toMove", outcome.over() ? json(nullptr) : seat_json(g.side_to_move())},
                {"check", check_json(g)},
                {"fen", g.fen()},
                {"moves", outcome.over() ? json::array() : legal_moves_json(g)},
                {"lastMove", history.empty() ? json(nullptr) : last_move_json(history.back())},
                {"outcome", outcome_json(outcome)},
                {"points", points_json(g)},
                {"counters", counters_json(g)},
                {"eliminated", eliminated_json(g)}};
}

} // namespace littletable::server
