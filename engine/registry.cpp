#include "engine/core/registry.h"

#include "engine/core/errors.h"
#include "engine/games.h"

namespace littletable {

// Each listed folder's entries (engine/<game>/registration.h), declared here so that adding a game is one line in
// engine/games.h.
#define LITTLETABLE_DECLARE_ENTRIES(game)                                                                              \
    namespace game {                                                                                                   \
    std::vector<GameInfo> registry_entries();                                                                          \
    }
LITTLETABLE_GAMES(LITTLETABLE_DECLARE_ENTRIES)
#undef LITTLETABLE_DECLARE_ENTRIES

namespace {

#define LITTLETABLE_ENTRIES(game) &game::registry_entries,
constexpr std::vector<GameInfo> (*FOLDERS[])() = {LITTLETABLE_GAMES(LITTLETABLE_ENTRIES)};
#undef LITTLETABLE_ENTRIES

} // namespace

const std::vector<GameInfo>& game_registry() {
    static const std::vector<GameInfo> games = [] {
        std::vector<GameInfo> all;
        for (auto entries : FOLDERS)
            for (GameInfo& info : entries())
                all.push_back(std::move(info));
        return all;
    }();
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
        Error unknown = errors::unknown_game(name);
        unknown.message += " (known: " + known + ")";
        return unknown;
    }
    return info->create(fen);
}

} // namespace littletable
