// The alpha-beta window of one node of an N-player search, whose seat either maximises the root seat's score (the
// root seat itself) or minimises it (an opponent): scores stay in the root seat's view and the window is never
// negated, since several opponents may move in a row.
#pragma once

#include "ai/search_types.h"
#include "ai/tt.h"

namespace littletable::ai {

class NodeWindow {
public:
    /// What an offered score did to the node.
    enum Step {
        WORSE, ///< no better than the window's edge on the mover's side: no new best move
        RAISED, ///< a new best move, strictly inside the window, which it narrows
        CUTOFF ///< a new best move beyond the far edge: the node's other moves cannot matter
    };

    /// A node searched with the window (alpha, beta), root seat's view; `maximising` when the root seat moves.
    NodeWindow(bool maximising, int alpha, int beta)
        : alpha(alpha), beta(beta), best(maximising ? -SCORE_INFINITE : SCORE_INFINITE), maximising(maximising),
          alphaIn(alpha), betaIn(beta) {}

    /// Takes the score of one more move (or of standing pat) into the node's best.
    Step offer(int score) {
        if (maximising) {
            best = score > best ? score : best;
            if (score <= alpha)
                return WORSE;
            if (score >= beta)
                return CUTOFF;
            alpha = score;
        } else {
            best = score < best ? score : best;
            if (score >= beta)
                return WORSE;
            if (score <= alpha)
                return CUTOFF;
            beta = score;
        }
        return RAISED;
    }

    /// What `best` says of the node's true value, for the transposition table (fail-soft: a score at or beyond an
    /// edge of the window it was searched with is only a bound).
    Bound bound() const { return best >= betaIn ? BOUND_LOWER : best <= alphaIn ? BOUND_UPPER : BOUND_EXACT; }

    int alpha;
    int beta;
    int best; ///< the node's value so far (+-SCORE_INFINITE before the first offer)

private:
    bool maximising;
    int alphaIn;
    int betaIn;
};

} // namespace littletable::ai
