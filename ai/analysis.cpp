// The analyzers by variant name: each game's own (ai/typed_analyzer.h), found among every game's GameAi
// (ai/game_ai.h).
#include "ai/analysis.h"

#include "ai/game_ai.h"
#include "engine/core/registry.h"

namespace littletable::ai {

std::vector<std::string> analysis_variants() {
    std::vector<std::string> names;
    for (const GameInfo& info : game_registry())
        if (const GameAi* game = find_game_ai(info.name); game && game->analyzer && info.seats == 2)
            names.push_back(info.name);
    return names;
}

Result<std::unique_ptr<Analyzer>> create_analyzer(std::string_view variant, std::size_t hashMiB) {
    if (const GameAi* game = find_game_ai(variant); game && game->analyzer)
        return game->analyzer(variant, hashMiB);
    return make_error("ERR_NO_ANALYSIS", "no analysis for '" + std::string(variant) + "'");
}

} // namespace littletable::ai
