#include "engine/core/registry.h"

#include "engine/chess/game.h"
#include "engine/fourplayer/game.h"
#include "engine/martian/game.h"
#include "engine/metamachy/game.h"
#include "engine/metamate/game.h"

namespace littletable {

const std::vector<GameInfo>& game_registry() {
    static const std::vector<GameInfo> games = {chess::game_info(),      metamate::game_info(),
                                                martian::game_info(),    martian::game_info_four(),
                                                fourplayer::game_info(), metamachy::game_info()};
    return games;
}

const GameInfo* find_game(std::string_view name) {
    for (const GameInfo& g : game_registry())
        if (g.name == name)
            return &g;
    return nullptr;
}

Result<std::unique_ptr<Game>> create_game(std::string_view name, std::string_view fen) {
    const GameInfo* info = find_game(name);
    if (!info) {
        std::string known;
        for (const GameInfo& g : game_registry())
            known += (known.empty() ? "" : ", ") + g.name;
        return make_error("ERR_UNKNOWN_GAME", "unknown game '" + std::string(name) + "' (known: " + known + ")");
    }
    return info->create(fen);
}

} // namespace littletable
