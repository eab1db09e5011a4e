// What a game gives the CPU side: its player, its analysis and its bench positions, declared once per game in
// ai/games/<game>.cpp and gathered in the order of engine/games.h. Only the callers by variant name read these
// tables (cpu_player.cpp, analysis.cpp, the bench); nothing here knows a game.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "ai/analysis.h"
#include "ai/cpu_player.h"
#include "engine/core/game.h"
#include "engine/core/result.h"
#include "engine/games.h"

namespace littletable::ai {

/// choose_move (cpu_player.h) once the request is checked: ai/cpu_play.h's `play` on a game's traits.
using PlayFunction = Result<std::string> (*)(const Game&, const CpuLimits&, const std::atomic<bool>*, CpuMemory*);

/// Another player of a variant, by name: a search and an evaluation held against the CPU player in measurements
/// (CpuLimits::player, `littletable match --engine player=NAME`, docs/levels.md).
struct NamedPlayer {
    std::string_view name{};
    PlayFunction play = nullptr;
};

/// One variant's CPU side. A member left null (or empty) is a thing the variant does not have.
struct GameAi {
    std::string_view variant{}; ///< the registry name, e.g. "chess"
    PlayFunction play = nullptr; ///< the CPU player of every level
    /// The variant's other players, for measurements only.
    std::span<const NamedPlayer> players{};
    /// appraise (cpu_player.h) once the request is checked: ai/cpu_play.h's `appraise_with`.
    Result<Appraisal> (*appraise)(const Game&, uint64_t, std::string_view, CpuMemory*) = nullptr;
    /// For UCI and the bench, two-player games only: ai/typed_analyzer.h's `make_analyzer`.
    Result<std::unique_ptr<Analyzer>> (*analyzer)(std::string_view variant, std::size_t hashMiB) = nullptr;
    /// The positions of `littletable bench` as FENs of the game's dialect (searched by ai/bench_run.h).
    std::span<const std::string_view> benchPositions{};
};

/// The CPU side of each game of engine/games.h, in the order of its registry entries: `chess_ai()` is defined in
/// ai/games/chess.cpp.
#define LITTLETABLE_DECLARE_AI(game) std::vector<GameAi> game##_ai();
LITTLETABLE_GAMES(LITTLETABLE_DECLARE_AI)
#undef LITTLETABLE_DECLARE_AI

/// Every game's CPU side, in registry order.
const std::vector<GameAi>& game_ais();
/// The CPU side of `variant`, or nullptr.
const GameAi* find_game_ai(std::string_view variant);

/// The bench positions of `variant`; empty for a variant without a bench. The total node count of their searches
/// to a fixed depth is a signature of the search (a change to the search shows as a new count).
std::span<const std::string_view> bench_positions(std::string_view variant);

} // namespace littletable::ai
