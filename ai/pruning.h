// Every tunable number of the searches (ai/search.h, ai/nplayer/, the move ordering of ai/move_order.h), by name.
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>

namespace littletable::ai {

/// The margins and limits of the selective search (centipawns, plies), set by self-play matches (where they
/// come from: docs/history.md, "Search").
namespace pruning {
/// Aspiration windows: from ASPIRATION_DEPTH, an iteration searches within +-ASPIRATION_DELTA of the last score;
/// each failure doubles the step, and past ASPIRATION_OPEN the window opens fully.
constexpr int ASPIRATION_DEPTH = 4, ASPIRATION_DELTA = 25, ASPIRATION_OPEN = 600;
/// Quiescence skips a capture when the evaluation plus the exchange's gain plus QS_DELTA_MARGIN stays below alpha.
constexpr int QS_DELTA_MARGIN = 150;
/// Late-move reductions: LMR_BASE + ln(depth) * ln(move count) / LMR_DIVISOR plies (lmr_reduction).
constexpr double LMR_BASE = 0.75, LMR_DIVISOR = 2.25;
/// A mate the pruned search finds is final once the depth reaches its distance plus MATE_SETTLED_SLACK plies
/// (pruning may hide a shorter one just beyond it).
constexpr int MATE_SETTLED_SLACK = 2;
/// Move ordering: a cut-off at `depth` moves the histories by HISTORY_BONUS * depth^2, at most HISTORY_BONUS_MAX.
constexpr int HISTORY_BONUS = 16, HISTORY_BONUS_MAX = 1600;
/// Reverse futility: a non-PV node within RFP_DEPTH plies of the leaves whose evaluation exceeds beta by
/// RFP_MARGIN per ply (one ply less when improving) returns the evaluation.
constexpr int RFP_DEPTH = 8, RFP_MARGIN = 80;
/// Razoring: within RAZOR_DEPTH plies, an evaluation RAZOR_MARGIN per ply below alpha is checked by quiescence
/// alone.
constexpr int RAZOR_DEPTH = 2, RAZOR_MARGIN = 300;
/// Null move, from NULL_DEPTH plies: a reduction of NULL_BASE plies, a ply more per NULL_DEPTH_DIV plies of depth
/// and per NULL_EVAL_DIV centipawns of evaluation above beta (at most NULL_EVAL_MAX of those).
constexpr int NULL_DEPTH = 3, NULL_BASE = 3, NULL_DEPTH_DIV = 4, NULL_EVAL_DIV = 200, NULL_EVAL_MAX = 3;
/// Internal iterative reduction: from IIR_DEPTH plies, a node without a stored move is searched a ply shallower.
constexpr int IIR_DEPTH = 4;
/// Late-move pruning: within LMP_DEPTH plies, quiet moves after the (LMP_BASE + depth^2)-th (half as many
/// when not improving) are skipped.
constexpr int LMP_DEPTH = 6, LMP_BASE = 3;
/// Futility: within FUT_DEPTH plies, quiet moves are skipped when the evaluation plus FUT_BASE plus
/// FUT_MARGIN per ply stays below alpha.
constexpr int FUT_DEPTH = 6, FUT_BASE = 100, FUT_MARGIN = 80;
/// History pruning: within HISTORY_DEPTH plies, quiet moves with a history below -HISTORY_MARGIN per ply.
constexpr int HISTORY_DEPTH = 3, HISTORY_MARGIN = 3000;
/// Exchange pruning: quiet moves losing more than SEE_QUIET per ply (within SEE_QUIET_DEPTH plies), losing
/// captures and checks losing more than SEE_TACTICAL per ply (within SEE_TACTICAL_DEPTH).
constexpr int SEE_QUIET_DEPTH = 7, SEE_QUIET = 50;
constexpr int SEE_TACTICAL_DEPTH = 6, SEE_TACTICAL = 90;
/// Late-move reductions: a ply less per LMR_HISTORY_DIV of history; a ply more when not improving, at an
/// expected cut node; losing captures reduced by LMR_BAD_CAPTURE.
constexpr int LMR_HISTORY_DIV = 8192, LMR_NOT_IMPROVING = 1, LMR_CUT_NODE = 1, LMR_BAD_CAPTURE = 1;
/// Late-move reductions start at LMR_DEPTH plies, after LMR_MOVES_PV moves in a PV node and LMR_MOVES elsewhere.
constexpr int LMR_DEPTH = 3, LMR_MOVES_PV = 3, LMR_MOVES = 2;
/// Singular extension: from SE_DEPTH plies, the stored move is extended when every other move falls
/// SE_MARGIN / 8 per ply short of its stored score.
/// The stored result must be at most SE_TT_DEPTH_SLACK plies shallower than the node.
constexpr int SE_DEPTH = 8, SE_MARGIN = 16, SE_TT_DEPTH_SLACK = 3;
/// Singular and check extensions apply while the ply is below EXTENSION_PLY_FACTOR times the iteration's depth.
constexpr int EXTENSION_PLY_FACTOR = 2;
} // namespace pruning

/// Plies by which a late quiet move is reduced at `depth`, being the `moveCount`-th move tried.
inline int lmr_reduction(int depth, int moveCount) {
    static const auto table = [] {
        std::array<std::array<int8_t, 64>, 64> t{};
        for (int d = 1; d < 64; ++d)
            for (int m = 1; m < 64; ++m)
                t[d][m] = int8_t(pruning::LMR_BASE + std::log(double(d)) * std::log(double(m)) / pruning::LMR_DIVISOR);
        return t;
    }();
    return table[std::min(depth, 63)][std::min(moveCount, 63)];
}

} // namespace littletable::ai
