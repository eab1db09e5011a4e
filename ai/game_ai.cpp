#include "ai/game_ai.h"

#include "engine/games.h"

namespace littletable::ai {

namespace {

#define LITTLETABLE_GAME_AI(game) &game##_ai,
constexpr std::vector<GameAi> (*GAMES[])() = {LITTLETABLE_GAMES(LITTLETABLE_GAME_AI)};
#undef LITTLETABLE_GAME_AI

} // namespace

const std::vector<GameAi>& game_ais() {
    static const std::vector<GameAi> games = [] {
        std::vector<GameAi> all;
        for (auto ais : GAMES)
            for (const GameAi& ai : ais())
                all.push_back(ai);
        return all;
    }();
    return games;
}

const GameAi* find_game_ai(std::string_view variant) {
    for (const GameAi& g : game_ais())
        if (g.variant == variant)
            return &g;
    return nullptr;
}

std::span<const std::string_view> bench_positions(std::string_view variant) {
    const GameAi* game = find_game_ai(variant);
    return game ? game->benchPositions : std::span<const std::string_view>{};
}

} // namespace littletable::ai
