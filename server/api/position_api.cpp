#include "server/api/position_api.h"

#include "engine/core/registry.h"
#include "engine/core/replay.h"
#include "protocol/game_json.h"
#include "server/api/handlers.h"
#include "server/api/reply.h"
#include "server/net/http_target.h"

namespace littletable::server {

using namespace littletable::protocol;

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
                {"outcome", outcome_json(g, outcome)},
                {"points", points_json(g)},
                {"counters", counters_json(g)},
                {"eliminated", eliminated_json(g)}};
}

Result<GameQuery> read_game_query(std::string_view target) {
    GameQuery q;
    for (auto [name, out] : {std::pair{"game", &q.game}, std::pair{"fen", &q.fen}, std::pair{"moves", &q.moves}}) {
        auto value = query_param(target, name);
        if (!value)
            return value.error();
        *out = value.value().value_or("");
    }
    return q;
}

ApiReply handlers::games(const ApiCall&) { return reply(protocol::games_json()); }

ApiReply handlers::position(const ApiCall& c) {
    auto q = read_game_query(c.req.target);
    if (!q)
        return error_reply(400, q.error());
    auto view = position_view(q.value().game, q.value().fen, q.value().moves);
    return view ? reply(view.value()) : error_reply(400, view.error());
}

} // namespace littletable::server
