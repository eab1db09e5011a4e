// The iterative-deepening frame both searches run (ai/search.h, ai/nplayer/search_core.h): one iteration per
// depth over the root moves, best first after each; the best move of the last completed iteration, or of an
// unfinished one when a fully searched move beat it; and the early stops (a settled mate, the clock).
#pragma once

#include <algorithm>
#include <cstdlib>
#include <vector>

#include "ai/search_budget.h"
#include "ai/search_types.h"

namespace littletable::ai {

/// A root move as the iterations see it: its score in the current iteration (exact when inside the window), and
/// its line when it was the best.
template<typename Move>
struct RootMove : RootScore<Move> {
    bool trusted = false; ///< not a fail-low bound: usable even if the iteration is cut short
    std::vector<Move> line;
};

/// The best root move's move, score and line into `result`; for a completed iteration, every root move's score.
template<typename Move>
void take_best(const std::vector<RootMove<Move>>& rootMoves, SearchResult<Move>& result, bool completed) {
    const RootMove<Move>& best = rootMoves.front();
    result.bestMove = best.move;
    result.score = best.score;
    result.pv = best.line;
    if (completed)
        result.rootScores.assign(rootMoves.begin(), rootMoves.end());
}

/// Runs `iteration(depth)` for depth 1, 2, ... up to `limits.maxDepth` (MAX_PLY - 1 without one) over
/// `rootMoves` (not empty; the first is the answer until an iteration completes) and fills `result`. An iteration
/// scores the root moves it searches and returns early once `budget` is stopped. The iterations end early once a
/// mate is settled (found at a depth of at least its distance plus `mateSlack` plies), or by the clock
/// (SearchBudget::iterations_over, `oneMove`: there is one move to play).
template<typename Move, typename Iteration>
void deepen(SearchBudget& budget, const SearchLimits<Move>& limits, std::vector<RootMove<Move>>& rootMoves,
            SearchResult<Move>& result, int mateSlack, bool oneMove, Iteration&& iteration) {
    result.bestMove = rootMoves.front().move;
    result.pv = {rootMoves.front().move};
    const int lastDepth = limits.maxDepth > 0 ? std::min(limits.maxDepth, MAX_PLY - 1) : MAX_PLY - 1;
    for (int depth = 1; depth <= lastDepth; ++depth) {
        for (RootMove<Move>& rm : rootMoves)
            rm.score = -SCORE_INFINITE, rm.exact = rm.trusted = false;
        iteration(depth);
        // Best first; the sort is stable, so the moves an unfinished iteration did not reach keep their order.
        std::stable_sort(rootMoves.begin(), rootMoves.end(),
                         [](const RootMove<Move>& a, const RootMove<Move>& b) { return a.score > b.score; });
        if (budget.stopped()) {
            // A move fully searched in the unfinished iteration that beat the previous best is trusted.
            if (rootMoves.front().trusted)
                take_best(rootMoves, result, false);
            break;
        }
        result.depth = depth;
        take_best(rootMoves, result, true);
        budget.report(result);
        if (limits.onIteration)
            limits.onIteration(result);
        const int best = rootMoves.front().score;
        if (is_mate_score(best) && depth >= SCORE_MATE - std::abs(best) + mateSlack)
            break;
        if (budget.iterations_over(oneMove))
            break;
    }
    budget.report(result);
    result.stopped = budget.stopped();
}

} // namespace littletable::ai
