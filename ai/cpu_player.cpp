// The CPU players: choose_move and appraise check the request, then call the game's own player, found by variant
// name among every game's GameAi (ai/game_ai.h; the generic steps are ai/cpu_play.h's).
#include "ai/cpu_player.h"

#include <memory>
#include <string>

#include "ai/game_ai.h"
#include "ai/levels.h"
#include "engine/core/errors.h"

namespace littletable::ai {

CpuMemory::Slot* CpuMemory::find(std::string_view variant) const {
    for (const auto& [name, slot] : entries)
        if (name == variant)
            return slot.get();
    return nullptr;
}

CpuMemory::Slot* CpuMemory::keep(std::string_view variant, std::unique_ptr<Slot> slot) {
    for (auto& [name, kept] : entries)
        if (name == variant)
            return (kept = std::move(slot)).get();
    entries.emplace_back(std::string(variant), std::move(slot));
    return entries.back().second.get();
}

namespace {

/// The game's GameAi when it has a CPU player, or nullptr.
const GameAi* find_player(std::string_view variant) {
    const GameAi* game = find_game_ai(variant);
    return game && game->play ? game : nullptr;
}

/// How `variant` plays as `player` (empty: its CPU player), or nullptr.
PlayFunction play_function(std::string_view variant, std::string_view player) {
    const GameAi* game = find_player(variant);
    if (!game || player.empty())
        return game ? game->play : nullptr;
    for (const NamedPlayer& p : game->players)
        if (p.name == player)
            return p.play;
    return nullptr;
}

} // namespace

bool has_cpu_player(std::string_view variant, std::string_view player) {
    return play_function(variant, player) != nullptr;
}

std::vector<std::string> player_names(std::string_view variant) {
    std::vector<std::string> names;
    if (const GameAi* game = find_player(variant))
        for (const NamedPlayer& p : game->players)
            names.emplace_back(p.name);
    return names;
}

Result<std::string> choose_move(const Game& game, const CpuLimits& limits, const std::atomic<bool>* stop,
                                CpuMemory* memory) {
    if (limits.level < MIN_LEVEL || limits.level > MAX_LEVEL)
        return make_error("ERR_BAD_LEVEL", "level " + std::to_string(limits.level) + " is not from " +
                                               std::to_string(MIN_LEVEL) + " to " + std::to_string(MAX_LEVEL));
    if (limits.maxTimeMs < 0 || limits.maxDepth < 0)
        return make_error("ERR_BAD_LEVEL", "maxTimeMs and maxDepth must not be negative (0 = the level's own)");
    const PlayFunction play = play_function(game.variant(), limits.player);
    if (!play)
        return make_error("ERR_NO_CPU_PLAYER", "no CPU player " +
                                                   (limits.player.empty() ? "" : "'" + limits.player + "' ") + "for '" +
                                                   std::string(game.variant()) + "'");
    if (const Outcome o = game.outcome(); o.over())
        return errors::game_over(o.termination);
    return play(game, limits, stop, memory);
}

Result<Appraisal> appraise(const Game& game, uint64_t nodes, std::string_view move, CpuMemory* memory) {
    const GameAi* player = find_player(game.variant());
    if (!player)
        return make_error("ERR_NO_CPU_PLAYER", "no CPU player for '" + std::string(game.variant()) + "'");
    if (const Outcome o = game.outcome(); o.over())
        return errors::game_over(o.termination);
    return player->appraise(game, nodes, move, memory);
}

} // namespace littletable::ai
