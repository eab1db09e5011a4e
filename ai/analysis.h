// Analysis: the search of a two-player game behind a type-erased interface, for callers that must not know
// the game's types (the UCI engine and the bench of cli/). An Analyzer is made for one variant and owns its
// transposition table, so what it learnt about a game carries over from one move to the next until cleared.
// Moves in and out are the texts of the Game interface (UCI long algebraic for chess).
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "ai/cpu_player.h"
#include "engine/core/game.h"
#include "engine/core/result.h"

namespace littletable::ai {

/// What one analysis may spend and what it looks at. Every 0 means "no limit"; without any limit the search
/// ends only by `stop`, by a mate it cannot improve on, or at MAX_PLY.
struct AnalysisLimits {
    int depth = 0; ///< iterations (nominal plies)
    uint64_t nodes = 0; ///< positions visited, exactly
    int64_t softTimeMs = 0; ///< no new iteration after this (ai/time_manager.h)
    int64_t hardTimeMs = 0; ///< aborted at this
    int mateMoves = 0; ///< look for a mate in this many moves: searches at most 2 * mateMoves + 1 plies
    /// Non-empty: only these moves (texts) are searched at the root. Errors: ERR_ILLEGAL_MOVE, ERR_MOVE_SYNTAX.
    std::vector<std::string> searchMoves;
    /// Lines reported, best first (each a full search without the better lines' first moves, so every score is
    /// exact at its depth). Only at full strength: a weaker level reports one line.
    int multiPv = 1;
    /// MIN_LEVEL..MAX_LEVEL (ai/levels.h). Below MAX_LEVEL the level's limits cap the ones above, its errors
    /// apply, and it searches with a fresh table of its own size, as the platform's CPU player does.
    int level = MAX_LEVEL;
    uint64_t seed = 0; ///< for the level's randomness; 0 = from the clock
    /// Set by another thread to end the search; the best move so far is returned. May be null.
    const std::atomic<bool>* stop = nullptr;
};

/// One principal variation: its score (centipawns or a mate score of ai/search_types.h, side to move's view)
/// and its moves as texts, the first one being the line's root move.
struct AnalysisLine {
    int score = 0;
    std::vector<std::string> pv;
};

/// The state after a completed iteration (or at the end of the search).
struct AnalysisInfo {
    int depth = 0; ///< last completed iteration
    int selDepth = 0; ///< deepest ply reached
    uint64_t nodes = 0; ///< since the start of this analysis
    int64_t timeMs = 0; ///< since the start of this analysis
    int hashfull = 0; ///< per mille of the table used by this search
    std::vector<AnalysisLine> lines; ///< best first; empty when the side to move has no legal move
};

/// The answer: the move to play, the reply expected (for pondering), and the last report.
struct AnalysisResult {
    std::string bestMove; ///< empty when the side to move has no legal move
    std::string ponderMove; ///< the expected reply; empty when unknown
    int score = 0; ///< of bestMove; with no legal move, the game's end (mated or a draw)
    AnalysisInfo info;
};

/// Called after every completed iteration, on the searching thread.
using AnalysisObserver = std::function<void(const AnalysisInfo&)>;

/// The search of one variant with its transposition table. Not thread-safe: one analysis at a time.
class Analyzer {
public:
    virtual ~Analyzer() = default;

    virtual std::string_view variant() const = 0;
    /// Reallocates the table to at most `mib` MiB (at least 1) and clears it. Errors: ERR_HASH_SIZE (no memory;
    /// the old table is kept).
    virtual Result<Ok> resize_hash(std::size_t mib) = 0;
    /// Forgets everything learnt (a new game).
    virtual void clear_hash() = 0;
    /// Searches the side to move of `game` (of this analyzer's variant) within `limits`, calling `observer`
    /// (may be empty) after each iteration. Blocks until done. Errors: ERR_WRONG_VARIANT, ERR_BAD_LEVEL, the
    /// errors of limits.searchMoves, and those of rebuilding the position.
    virtual Result<AnalysisResult> analyse(const Game& game, const AnalysisLimits& limits,
                                           const AnalysisObserver& observer) = 0;
};

/// The variants that have an analysis (two-player games with a search), in registry order.
std::vector<std::string> analysis_variants();

/// An analyzer for `variant` with a `hashMiB` MiB table. Errors: ERR_NO_ANALYSIS (no search for that
/// variant), ERR_HASH_SIZE.
Result<std::unique_ptr<Analyzer>> create_analyzer(std::string_view variant, std::size_t hashMiB = 16);

} // namespace littletable::ai
