// The search for two-player zero-sum games: iterative deepening over a principal variation search (negamax
// alpha-beta with null windows) with aspiration windows, a transposition table, quiescence search, null-move
// pruning, late-move reductions, check and singular extensions and mate scores by distance. Generic over a
// SearchTraits class (ai/search_traits.h): compiled once per game, no virtual call on the hot path.
//
// A node (search_node):
//   Step 1. Budget (nodes, time, stop flag), draws by rule, ply limit, mate-distance pruning.
//   Step 2. Transposition table: a deep enough stored bound ends a non-PV node at once.
//   Step 3. Static evaluation (not in check), and whether it improves on two plies before.
//   Step 4. Reverse futility: far above beta near the leaves, trust the evaluation. Razoring: far below
//           alpha at depth 1-2, ask quiescence.
//   Step 5. Null move: if passing still fails high at a reduced depth, so will a real move.
//   Step 6. Internal iterative reduction: without a stored move the node is searched one ply shallower.
//   Step 7. Moves in MovePicker order; no legal move: mate or stalemate from outcome().
//   Step 8. Late quiet moves near the leaves: pruned (move count, futility, history, exchange loss).
//   Step 9. Singular and check extensions, late-move reduction, PVS re-searches.
//   Step 10. Killers, counter-move and histories on a quiet cut-off, capture history on any; store the result.
#pragma once

#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

#include "ai/move_order.h"
#include "ai/pruning.h"
#include "ai/search_base.h"
#include "ai/search_traits.h"
#include "ai/search_types.h"
#include "ai/tt.h"
#include "engine/core/move_list.h"

namespace littletable::ai {

template<SearchTraits T>
class Searcher : public SearchBase<typename T::Position> {
    using Common = SearchBase<typename T::Position>;

public:
    using Position = typename T::Position;
    using Common::Common;
    using typename Common::Move, typename Common::MoveList, typename Common::Limits, typename Common::Result;

    /// Searches `pos` within `limits` and returns the best move found. `pos` is restored on return. Always
    /// returns a legal move when there is one, even if stopped at once (then the first move in order).
    Result search(Position& pos, const Limits& limits);

private:
    /// What a node leaves for the nodes below it.
    struct Frame {
        int eval = NO_EVAL; ///< static evaluation (NO_EVAL in check)
        int pieceTo = -1; ///< piece-to index of the move being searched (-1: null move or none)
    };
    static constexpr int NO_EVAL = -SCORE_INFINITE - 1;
    /// The frame of `ply` (plies -2 and -1 exist, empty, so that every node can look two plies back).
    Frame& frame(int ply) { return stack[std::size_t(ply + 2)]; }

    int search_root(Position& pos, int alpha, int beta, int depth);
    /// `cutNode`: expected to fail high (a null-window node whose parent expects to fail low); `excluded`: a
    /// move left out (the singular-extension test), whose node neither reads nor writes the table.
    int search_node(Position& pos, int alpha, int beta, int depth, int ply, bool nullAllowed, bool cutNode,
                    Move excluded = Move{});
    int quiesce(Position& pos, int alpha, int beta, int ply);
    /// A node at depth 0: quiescence, or (without it) the evaluation once the game is known to go on.
    int leaf(Position& pos, int alpha, int beta, int ply) {
        if (limits.quiescence)
            return quiesce(pos, alpha, beta, ply);
        if (budget.count_node())
            return 0;
        if (const std::optional<int> end = early_end(pos, ply))
            return *end;
        MoveList list;
        pos.generate_legal(list);
        return list.size() ? evaluate(pos) : outcome_score(pos, pos.outcome(), ply);
    }

    static int evaluate(const Position& pos) {
        return std::clamp(int(T::evaluate(pos)), -SCORE_EVAL_MAX, SCORE_EVAL_MAX);
    }
    /// The score of a game already over, from the side to move's view, `ply` plies from the root.
    static int outcome_score(const Position& pos, const Outcome& o, int ply) {
        if (o.draw())
            return SCORE_DRAW;
        return o.won_by(pos.side_to_move()) ? mate_in(ply) : mated_in(ply);
    }
    /// Draws by rule (and, for games without the is_draw hook, every end of the game), or nothing.
    static std::optional<int> early_end(const Position& pos, int ply) {
        if constexpr (hooks::HAS_IS_DRAW<T>) {
            if (T::is_draw(pos, ply))
                return SCORE_DRAW;
        } else if (const Outcome o = pos.outcome(); o.over())
            return outcome_score(pos, o, ply);
        return std::nullopt;
    }

    using Common::tt, Common::limits, Common::budget, Common::rootMoves, Common::pv;
    OrderingTables<T> tables;
    int rootDepth = 0;
    std::array<Frame, MAX_PLY + 4> stack{};
};

// ---------------------------------------------------------------------------------------------------------

template<SearchTraits T>
typename Searcher<T>::Result Searcher<T>::search(Position& pos, const Limits& lim) {
    this->begin(lim);
    tables.new_search();

    Result result;
    MoveList list;
    pos.generate_legal(list);
    {
        // Initial order: the stored move, then captures; later iterations sort by score.
        TTData<Move> e;
        const Move ttMove = tt.probe(pos.key(), e) ? e.move : Move{};
        MovePicker<T> picker(pos, list, ttMove, &tables);
        for (Move m; picker.next(m);)
            Common::add_root_move(m);
    }
    if (rootMoves.empty()) {
        result.score = list.size() ? SCORE_DRAW : outcome_score(pos, pos.outcome(), 0);
        return result;
    }
    stack.fill(Frame{});
    frame(0).eval = hooks::in_check<T>(pos) ? NO_EVAL : evaluate(pos);

    int previous = 0;
    deepen(budget, limits, rootMoves, result, pruning::MATE_SETTLED_SLACK, list.size() == 1, [&](int depth) {
        rootDepth = depth;
        // Aspiration window around the last score, widened on each failure.
        int delta = pruning::ASPIRATION_DELTA, alpha = -SCORE_INFINITE, beta = SCORE_INFINITE;
        if (depth >= pruning::ASPIRATION_DEPTH && limits.rootMarginCp == 0 && !is_mate_score(previous))
            alpha = previous - delta, beta = previous + delta;
        while (true) {
            const int score = search_root(pos, alpha, beta, depth);
            if (budget.stopped())
                return;
            if (score <= alpha && alpha > -SCORE_INFINITE) {
                beta = (alpha + beta) / 2;
                alpha = std::max(score - delta, -SCORE_INFINITE);
            } else if (score >= beta && beta < SCORE_INFINITE)
                beta = std::min(score + delta, int(SCORE_INFINITE));
            else {
                previous = score;
                return;
            }
            delta += delta;
            if (delta > pruning::ASPIRATION_OPEN)
                alpha = -SCORE_INFINITE, beta = SCORE_INFINITE;
        }
    });
    return result;
}

template<SearchTraits T>
int Searcher<T>::search_root(Position& pos, int alpha, int beta, int depth) {
    if (budget.count_node())
        return 0;
    pv.start(0);
    int bestScore = -SCORE_INFINITE;
    for (std::size_t i = 0; i < rootMoves.size(); ++i) {
        RootMove<Move>& rm = rootMoves[i];
        // The window's lower edge: the best score so far, or (for a level's random choice) the best minus
        // the margin, so that every move within the margin gets an exact score.
        int lo = alpha;
        if (bestScore > -SCORE_INFINITE)
            lo = std::max(alpha, limits.rootMarginCp > 0 ? bestScore - limits.rootMarginCp : bestScore);
        frame(0).pieceTo = hooks::piece_to_index<T>(pos, rm.move);
        pos.make(rm.move);
        const int newDepth = depth - 1 + (hooks::in_check<T>(pos) ? 1 : 0);
        int score;
        if (i == 0)
            score = -search_node(pos, -beta, -lo, newDepth, 1, true, false);
        else {
            score = -search_node(pos, -lo - 1, -lo, newDepth, 1, true, true);
            if (score > lo && score < beta && !budget.stopped())
                score = -search_node(pos, -beta, -lo, newDepth, 1, true, false);
        }
        pos.unmake(rm.move);
        if (budget.stopped())
            return bestScore;
        rm.score = score;
        rm.exact = score > lo && score < beta;
        rm.trusted = score > lo;
        if (score > bestScore) {
            bestScore = score;
            rm.line.assign(1, rm.move);
            pv.append_line(1, rm.line);
            if (score >= beta)
                break;
        }
    }
    return bestScore;
}

template<SearchTraits T>
int Searcher<T>::search_node(Position& pos, int alpha, int beta, int depth, int ply, bool nullAllowed, bool cutNode,
                             Move excluded) {
    pv.start(ply);
    if (depth <= 0)
        return leaf(pos, alpha, beta, ply);
    const bool pvNode = beta - alpha > 1;
    const bool singularSearch = excluded != Move{};

    // Step 1.
    if (budget.count_node())
        return 0;
    budget.reach(ply);
    if (const std::optional<int> end = early_end(pos, ply))
        return *end;
    if (ply >= MAX_PLY - 1)
        return evaluate(pos);
    alpha = std::max(alpha, mated_in(ply));
    beta = std::min(beta, mate_in(ply + 1));
    if (alpha >= beta)
        return alpha;

    // Step 2.
    const uint64_t key = pos.key();
    TTData<Move> e;
    const bool ttHit = !singularSearch && tt.probe(key, e);
    const Move ttMove = ttHit ? e.move : Move{};
    const int ttScore = ttHit ? score_from_tt(e.score, ply) : 0;
    if (ttHit && !pvNode && e.depth >= depth && bound_settles(e.bound, ttScore, alpha, beta))
        return ttScore;

    // Step 3.
    const bool inCheck = hooks::in_check<T>(pos);
    const int eval = inCheck ? -SCORE_INFINITE : ttHit ? e.eval : evaluate(pos);
    frame(ply).eval = inCheck ? NO_EVAL : eval;
    // Improving: better than two plies ago (our previous turn); pruning is then a little more careful.
    const int evalBefore = frame(ply - 2).eval;
    const bool improving = !inCheck && evalBefore != NO_EVAL && eval > evalBefore;

    if (!pvNode && !inCheck && !singularSearch && std::abs(beta) < SCORE_MATE_BOUND) {
        // Step 4.
        if (depth <= pruning::RFP_DEPTH && eval - pruning::RFP_MARGIN * (depth - improving) >= beta)
            return eval;
        // Razoring: far below alpha near the leaves, only captures could save the node.
        if (depth <= pruning::RAZOR_DEPTH && eval + pruning::RAZOR_MARGIN * depth < alpha) {
            const int q = quiesce(pos, alpha - 1, alpha, ply);
            if (budget.stopped())
                return 0;
            if (q < alpha)
                return q;
        }
        // Step 5.
        if constexpr (hooks::HAS_NULL_MOVE<T>) {
            if (nullAllowed && depth >= pruning::NULL_DEPTH && eval >= beta && T::null_move_allowed(pos)) {
                const int r = pruning::NULL_BASE + depth / pruning::NULL_DEPTH_DIV +
                              std::min((eval - beta) / pruning::NULL_EVAL_DIV, pruning::NULL_EVAL_MAX);
                frame(ply).pieceTo = -1;
                T::make_null(pos);
                const int s = -search_node(pos, -beta, -beta + 1, depth - 1 - r, ply + 1, false, !cutNode);
                T::unmake_null(pos);
                if (budget.stopped())
                    return 0;
                if (s >= beta)
                    return s >= SCORE_MATE_BOUND ? beta : s;
            }
        }
    }

    // Step 6.
    if (depth >= pruning::IIR_DEPTH && ttMove == Move{} && !singularSearch)
        --depth;

    // Step 7.
    MoveList list;
    pos.generate_legal(list);
    if (list.size() == 0)
        return outcome_score(pos, pos.outcome(), ply);
    const QuietContext context{ply, frame(ply - 1).pieceTo, frame(ply - 2).pieceTo};
    MovePicker<T> picker(pos, list, ttMove, &tables, context);
    FixedMoveList<Move, 64, true> quiets; // the quiet moves tried before the cut, for the history malus
    FixedMoveList<Move, 32, true> tacticals; // and the captures and promotions, for the capture-history malus
    int moveCount = 0;
    int bestScore = -SCORE_INFINITE;
    Move bestMove{};
    bool skipQuiets = false;
    for (Move m; picker.next(m);) {
        if (m == excluded)
            continue;
        const bool tactical = hooks::tactical_order<T>(pos, m) > 0;
        const bool killer = !tactical && tables.is_killer(ply, m);
        const bool givesCheck = hooks::gives_check<T>(pos, m);
        if (skipQuiets && !tactical && !killer && !givesCheck)
            continue;
        const int history = tactical ? 0 : picker.last_history();
        ++moveCount;

        // Step 8.
        if (!inCheck && bestScore > -SCORE_MATE_BOUND) {
            if (!tactical && !givesCheck) {
                if (!pvNode && !killer) {
                    if (depth <= pruning::LMP_DEPTH &&
                        moveCount > (pruning::LMP_BASE + depth * depth) / (2 - improving)) {
                        skipQuiets = true;
                        continue;
                    }
                    if (depth <= pruning::FUT_DEPTH && eval + pruning::FUT_BASE + pruning::FUT_MARGIN * depth <= alpha)
                        continue;
                    if (depth <= pruning::HISTORY_DEPTH && history < -pruning::HISTORY_MARGIN * depth)
                        continue;
                }
                if (depth <= pruning::SEE_QUIET_DEPTH && !hooks::see_ge<T>(pos, m, -pruning::SEE_QUIET * depth))
                    continue;
            } else if ((picker.last_bad() || givesCheck) && depth <= pruning::SEE_TACTICAL_DEPTH &&
                       !hooks::see_ge<T>(pos, m, -pruning::SEE_TACTICAL * depth))
                continue;
        }

        // Step 9. Extensions: a check; the stored move when every other move falls clearly short of its score
        // (a "singular" move, shown by a reduced search without it).
        int extension = 0;
        if (m == ttMove && depth >= pruning::SE_DEPTH && (e.bound & BOUND_LOWER) &&
            e.depth >= depth - pruning::SE_TT_DEPTH_SLACK && std::abs(ttScore) < SCORE_MATE_BOUND &&
            ply < pruning::EXTENSION_PLY_FACTOR * rootDepth) {
            const int singularBeta = ttScore - pruning::SE_MARGIN * depth / 8;
            const int s = search_node(pos, singularBeta - 1, singularBeta, (depth - 1) / 2, ply, false, cutNode, m);
            if (budget.stopped())
                return 0;
            if (s < singularBeta)
                extension = 1;
            else if (singularBeta >= beta)
                return singularBeta; // several moves beat beta: a cut without searching them all
        }
        if constexpr (hooks::HAS_KEY_AFTER<T>)
            tt.prefetch(T::key_after(pos, m)); // not before the pruning: a pruned move's entry is never read
        // A check is extended unless it gives material away (a spite check only delays).
        const bool checkExtension =
            givesCheck && ply < pruning::EXTENSION_PLY_FACTOR * rootDepth && hooks::see_ge<T>(pos, m, 0);
        frame(ply).pieceTo = hooks::piece_to_index<T>(pos, m);
        pos.make(m);
        if constexpr (!hooks::HAS_KEY_AFTER<T>)
            tt.prefetch(pos.key());
        if (checkExtension)
            extension = 1;
        const int newDepth = depth - 1 + extension;
        int score;
        if (moveCount == 1 && pvNode)
            score = -search_node(pos, -beta, -alpha, newDepth, ply + 1, true, false);
        else {
            // Late-move reductions: later quiet moves (and losing captures) are searched shallower first.
            int r = 0;
            if (depth >= pruning::LMR_DEPTH && moveCount > (pvNode ? pruning::LMR_MOVES_PV : pruning::LMR_MOVES) &&
                !inCheck && !givesCheck) {
                if (!tactical) {
                    r = lmr_reduction(depth, moveCount) - (pvNode ? 1 : 0) - (killer ? 1 : 0) -
                        history / pruning::LMR_HISTORY_DIV + (improving ? 0 : pruning::LMR_NOT_IMPROVING) +
                        (cutNode ? pruning::LMR_CUT_NODE : 0);
                } else if (picker.last_bad())
                    r = pruning::LMR_BAD_CAPTURE;
                r = std::clamp(r, 0, std::max(newDepth - 1, 0));
            }
            if (r > 0) {
                score = -search_node(pos, -alpha - 1, -alpha, newDepth - r, ply + 1, true, true);
                if (score > alpha && !budget.stopped())
                    score = -search_node(pos, -alpha - 1, -alpha, newDepth, ply + 1, true, !cutNode);
            } else
                score = -search_node(pos, -alpha - 1, -alpha, newDepth, ply + 1, true, !cutNode);
            if (pvNode && score > alpha && score < beta && !budget.stopped())
                score = -search_node(pos, -beta, -alpha, newDepth, ply + 1, true, false);
        }
        pos.unmake(m);
        if (budget.stopped())
            return 0;

        if (score > bestScore) {
            bestScore = score;
            if (score > alpha) {
                bestMove = m;
                pv.update(ply, m);
                if (score >= beta) {
                    // Step 10.
                    if (!tactical)
                        tables.update_quiet(pos, context, depth, m, quiets.begin(), int(quiets.size()));
                    tables.update_captures(pos, depth, m, tactical, tacticals.begin(), int(tacticals.size()));
                    break;
                }
                alpha = score;
            }
        }
        if (!tactical)
            quiets.push_back(m); // past 64, the first 64 are kept
        else
            tacticals.push_back(m);
    }
    if (singularSearch) {
        // Only the excluded move was legal, or every other one was pruned: it is singular.
        return moveCount == 0 ? alpha : bestScore;
    }
    const Bound bound = bestScore >= beta ? BOUND_LOWER : bestMove != Move{} ? BOUND_EXACT : BOUND_UPPER;
    tt.store(key, score_to_tt(bestScore, ply), inCheck ? 0 : eval, depth, bound, bestMove);
    return bestScore;
}

template<SearchTraits T>
int Searcher<T>::quiesce(Position& pos, int alpha, int beta, int ply) {
    const bool pvNode = beta - alpha > 1;
    if (budget.count_node())
        return 0;
    pv.start(ply);
    budget.reach(ply);
    if (const std::optional<int> end = early_end(pos, ply))
        return *end;
    if (ply >= MAX_PLY - 1)
        return evaluate(pos);

    const uint64_t key = pos.key();
    TTData<Move> e;
    const bool ttHit = tt.probe(key, e);
    if (ttHit && !pvNode) {
        if (const int s = score_from_tt(e.score, ply); bound_settles(e.bound, s, alpha, beta))
            return s;
    }

    // Stand pat: the side to move is not forced to capture, unless in check (then every evasion is tried).
    const bool inCheck = hooks::in_check<T>(pos);
    int bestScore = -SCORE_INFINITE, eval = 0;
    const int alphaIn = alpha;
    if (!inCheck) {
        eval = ttHit ? e.eval : evaluate(pos);
        if (eval >= beta)
            return eval;
        alpha = std::max(alpha, eval);
        bestScore = eval;
    }

    MoveList list;
    if constexpr (hooks::HAS_GENERATE_TACTICAL<T>) {
        if (inCheck)
            pos.generate_legal(list);
        else
            T::generate_tactical(pos, list);
    } else {
        if (!inCheck && !hooks::HAS_TACTICAL_ORDER<T>)
            return eval; // no way to tell captures: the evaluation is the answer
        pos.generate_legal(list);
    }
    if (inCheck && list.size() == 0)
        return outcome_score(pos, pos.outcome(), ply);

    const Move ttMove = ttHit ? e.move : Move{};
    MovePicker<T> picker(pos, list, ttMove, nullptr);
    Move bestMove{};
    for (Move m; picker.next(m);) {
        if (!inCheck) {
            if constexpr (!hooks::HAS_GENERATE_TACTICAL<T>)
                if (hooks::tactical_order<T>(pos, m) == 0)
                    continue;
            // Captures that lose material are not worth resolving: they come last, so the rest is skipped.
            if (m == ttMove ? !hooks::see_ge<T>(pos, m, 0) : picker.last_bad()) {
                if (m == ttMove)
                    continue;
                break;
            }
        }
        // Delta pruning: even winning the exchange outright leaves us below alpha.
        if (!inCheck && eval + pruning::QS_DELTA_MARGIN <= alpha &&
            !hooks::see_ge<T>(pos, m, alpha - eval - pruning::QS_DELTA_MARGIN + 1))
            continue;
        if constexpr (hooks::HAS_KEY_AFTER<T>)
            tt.prefetch(T::key_after(pos, m));
        pos.make(m);
        if constexpr (!hooks::HAS_KEY_AFTER<T>)
            tt.prefetch(pos.key());
        const int score = -quiesce(pos, -beta, -alpha, ply + 1);
        pos.unmake(m);
        if (budget.stopped())
            return 0;
        if (score > bestScore) {
            bestScore = score;
            if (score > alpha) {
                bestMove = m;
                pv.update(ply, m);
                if (score >= beta)
                    break;
                alpha = score;
            }
        }
    }
    const Bound bound = bestScore >= beta ? BOUND_LOWER : bestScore > alphaIn ? BOUND_EXACT : BOUND_UPPER;
    tt.store(key, score_to_tt(bestScore, ply), eval, 0, bound, bestMove);
    return bestScore;
}

} // namespace littletable::ai
