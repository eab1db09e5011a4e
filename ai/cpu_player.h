// CPU players for the platform: pick a move for the side to move of any registered game that has a search,
// without the caller knowing the game's type (the server sees only engine/core/game.h).
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/core/game.h"
#include "engine/core/result.h"

namespace littletable::ai {

constexpr int MIN_LEVEL = 1;
constexpr int MAX_LEVEL = 8;

/// How hard the CPU thinks. `level` 1 (beginner, blunders believably) .. 8 (full strength) sets the defaults
/// (the table in ai/levels.h); a non-zero `maxTimeMs`, `maxNodes` or `maxDepth` caps them further.
struct CpuLimits {
    int level = MAX_LEVEL;
    int64_t maxTimeMs = 0; ///< ms; the search stops here (a clock's hard limit, ai/time_manager.h)
    int64_t softTimeMs = 0; ///< ms; no new iteration after this (a clock's soft limit); 0 = half the time limit.
        ///< Node-limited searches ignore it (ai/level_search.h, level_limits)
    uint64_t maxNodes = 0;
    int maxDepth = 0;
    uint64_t seed = 0; ///< for the level's randomness; 0 = from the clock
    /// Empty: the variant's CPU player. Else one of its other players by name (player_names), for measurements.
    std::string player{};
};

/// What a full-strength CPU player keeps from one move to the next: per variant, its transposition table and its
/// searcher's history, as a UCI engine keeps them between `go` commands (the previous search's lines are in the
/// table when the next move is asked for). Only level 8 uses it: levels 1-7 play by a node budget with a fresh
/// table of their size each move, so that their measured strength (docs/levels.md) stays what it is.
/// One owner thread at a time (not thread-safe): the server keeps one per worker thread, the match runner one per
/// in-process player. Memory: the level's table (32 MiB) per variant used, allocated on first use.
class CpuMemory {
public:
    CpuMemory() = default;
    CpuMemory(const CpuMemory&) = delete;
    CpuMemory& operator=(const CpuMemory&) = delete;

    /// One variant's kept state; defined in cpu_player.cpp.
    struct Slot {
        virtual ~Slot() = default;
    };
    /// The slot kept for `variant`, or nullptr.
    Slot* find(std::string_view variant) const;
    /// Keeps `slot` for `variant` (replacing any) and returns it.
    Slot* keep(std::string_view variant, std::unique_ptr<Slot> slot);

private:
    std::vector<std::pair<std::string, std::unique_ptr<Slot>>> entries; ///< by variant name
};

/// True when `variant` has a CPU player (`player` empty) or the other player named `player`.
bool has_cpu_player(std::string_view variant, std::string_view player = {});
/// The names of `variant`'s other players (CpuLimits::player); empty for most variants.
std::vector<std::string> player_names(std::string_view variant);

/// Chooses a legal move for the side to move of `game` (its own position copied, with the positions played since
/// the start, so repetitions are seen) and returns its canonical text, ready for Game::play. Blocks the calling thread
/// for at most the level's time (run it on a worker thread, never on an I/O thread); `stop`, when set by
/// another thread, ends the search early with the best move found so far.
/// `memory`, when given, keeps level 8's table and history for the next call (CpuMemory); level 1-7 ignore it.
/// Errors: ERR_NO_CPU_PLAYER (variant without a search, or without the player named), ERR_GAME_OVER (no legal
/// move), ERR_BAD_LEVEL.
Result<std::string> choose_move(const Game& game, const CpuLimits& limits, const std::atomic<bool>* stop = nullptr,
                                CpuMemory* memory = nullptr);

/// A position judged at full strength, for the analysis of a finished game: the best move of the side to move and
/// its score, and the score of one other move searched from the same root. Judging a move against the best one at
/// the same root compares two scores seen by the same seat, which a game of more than two seats needs.
struct Appraisal {
    std::string bestMove;
    int bestScore = 0; ///< centipawns or a mate score (ai/search_types.h), the side to move's view
    std::optional<int> moveScore; ///< of the move asked about, same view; absent when none was asked
};

/// Searches the side to move of `game` within `nodes` (a fresh search of the level-8 table kept in `memory` when
/// given), then `move` alone when it is given and not the best one. A resignation move gets no score.
/// Errors: ERR_NO_CPU_PLAYER, ERR_GAME_OVER (no legal move), the game's move errors for `move`.
Result<Appraisal> appraise(const Game& game, uint64_t nodes, std::string_view move = {}, CpuMemory* memory = nullptr);

} // namespace littletable::ai
