// What goes in and out of a search: scores (centipawns, mates by distance), limits, and the result. Shared by
// the search (ai/search.h), the transposition table and the CPU players; generic over the game's Move type.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

namespace littletable::ai {

/// The deepest ply the search reaches, extensions and quiescence included.
constexpr int MAX_PLY = 128;

// Scores are centipawns from the side to move's point of view. A mate is SCORE_MATE minus its distance from
// the root in plies, so shorter mates score higher; every |score| >= SCORE_MATE_BOUND is a mate.
constexpr int SCORE_DRAW = 0;
constexpr int SCORE_MATE = 32000;
constexpr int SCORE_INFINITE = 32001;
constexpr int SCORE_MATE_BOUND = SCORE_MATE - MAX_PLY;
/// Evaluations are clamped inside +-SCORE_EVAL_MAX so they never read as mates.
constexpr int SCORE_EVAL_MAX = SCORE_MATE_BOUND - 1;

/// The score of giving mate `ply` plies from the root, and of being mated then.
constexpr int mate_in(int ply) { return SCORE_MATE - ply; }
constexpr int mated_in(int ply) { return -SCORE_MATE + ply; }
constexpr bool is_mate_score(int score) { return score >= SCORE_MATE_BOUND || score <= -SCORE_MATE_BOUND; }
/// Full moves to mate for a mate score, UCI style: positive when the side to move mates, negative when mated.
constexpr int mate_moves(int score) { return score > 0 ? (SCORE_MATE - score + 1) / 2 : -(SCORE_MATE + score) / 2; }

template<typename Move>
struct SearchResult;

/// What a search may spend and how it reports. Every zero means "no limit"; a search with none ends only by
/// `stop`, by finding a mate it cannot improve on, or at MAX_PLY.
template<typename Move>
struct SearchLimits {
    int maxDepth = 0; ///< iterations (nominal plies), 0 = up to MAX_PLY - 1
    uint64_t maxNodes = 0; ///< positions visited (quiescence included, the root once per iteration); exact
    int64_t maxTimeMs = 0; ///< wall time in milliseconds, checked every POLL_NODES nodes
    /// No new iteration starts once this many milliseconds are spent (ai/time_manager.h's soft limit);
    /// 0 = half of maxTimeMs.
    int64_t softTimeMs = 0;
    /// Set by another thread to end the search; read every POLL_NODES nodes. May be null.
    const std::atomic<bool>* stop = nullptr;
    /// false: leaves return the static evaluation without resolving captures (weak levels blunder so).
    bool quiescence = true;
    /// > 0: every root move scoring within this many centipawns of the best is searched with an open window,
    /// so its score is exact (what a level's weighted random choice needs); 0: plain PVS at the root.
    int rootMarginCp = 0;
    /// Non-empty: only these root moves are searched (each must be legal).
    std::vector<Move> searchMoves;
    /// Called after each completed iteration (for UCI "info" lines, logs); may be empty.
    std::function<void(const SearchResult<Move>&)> onIteration;
};

/// How often (in nodes) the clock and the stop flag are read.
constexpr uint64_t POLL_NODES = 1024;

/// One root move's score from the last completed iteration. `exact` is false for a move whose search failed
/// low or high: `score` is then only a bound.
template<typename Move>
struct RootScore {
    Move move{};
    int score = -SCORE_INFINITE;
    bool exact = false;
};

/// A search's answer. `bestMove` is Move{} only when the root has no legal move (then `score` says why:
/// mated or a draw).
template<typename Move>
struct SearchResult {
    Move bestMove{};
    int score = 0; ///< of bestMove, side to move's view
    int depth = 0; ///< last completed iteration (0: stopped before the first one ended)
    int selDepth = 0; ///< deepest ply reached
    uint64_t nodes = 0;
    int64_t timeMs = 0;
    bool stopped = false; ///< ended by a limit or the stop flag rather than by depth or a found mate
    std::vector<Move> pv; ///< principal variation, starting with bestMove
    std::vector<RootScore<Move>> rootScores; ///< every searched root move, best first (last completed iteration)
};

} // namespace littletable::ai
