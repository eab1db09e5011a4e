// What the N-player searches share (ai/nplayer/paranoid.h, ai/nplayer/brs.h): limits and node count, the
// principal variation, the value of a finished game, the node that tries its side to move's moves, and iterative
// deepening over the root moves. Generic over an NPlayerTraits class (ai/nplayer/nplayer_traits.h).
//
// Scores are always from the root seat's view (the seat to move when the search starts), in the units of
// ai/search_types.h: centipawns, or mate_in(ply) when the game ends `ply` plies from the root with the root seat
// the only winner, mated_in(ply) when it ends with others winning and the root seat not, SCORE_DRAW for a draw or
// a first place the root seat shares. A node where the root seat is eliminated but the game goes on is not
// searched further: its value is the evaluation for the root seat.
//
// The searches are exact alpha-beta (no forward pruning, no reductions), so at a fixed depth they return the
// value of the plain minimax of their tree. A search derives from NPlayerSearch<Self, T> (CRTP) and provides
//     static constexpr uint64_t KEY_SALT;     // its transposition-table entries differ from other searches'
//     static constexpr bool EXACT_DEPTH_TT;   // true: a stored result is used only at the depth it was searched to
//     int child(Position&, int alpha, int beta, int depth, int ply); // the value after a root move (ply 1)
#pragma once

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdlib>
#include <optional>
#include <utility>
#include <vector>

#include "ai/move_order.h"
#include "ai/nplayer/node_window.h"
#include "ai/nplayer/nplayer_traits.h"
#include "ai/search_base.h"
#include "ai/search_types.h"
#include "ai/tt.h"
#include "engine/core/move_list.h"

namespace littletable::ai {

template<typename Derived, NPlayerTraits T>
class NPlayerSearch : public SearchBase<typename T::Position> {
    using Common = SearchBase<typename T::Position>;

public:
    using Position = typename T::Position;
    using typename Common::Move, typename Common::MoveList, typename Common::Limits, typename Common::Result;
    /// The transposition table may be shared with other root seats: their entries are told apart (KEY_SALT).
    using Common::Common;

    /// Searches `pos` for its side to move (the root seat) within `limits` and returns the best move found, its
    /// score from the root seat's view, the PV (every move played, all seats) and the root moves' scores.
    /// `pos` is restored on return. Always returns a legal move when there is one, even if stopped at once; a
    /// position already over gives Move{} and the score of its end. `limits.searchMoves` naming no legal move
    /// gives Move{} and score 0.
    Result search(Position& pos, const Limits& limits);

protected:
    using Ordering = OrderingTraits<T>;

    /// What search_moves' `after(alpha, beta)` returns: one more move and its value, or Move{} for none.
    using Extra = std::pair<Move, int>;
    static Extra nothing_more(int, int) { return {Move{}, 0}; }

    /// Every node's start: counts it (0 when a limit is reached: the caller returns at once, its value is
    /// discarded) and gives the value of a position searched no further: the game is over, the root seat is
    /// eliminated, or MAX_PLY is reached.
    std::optional<int> enter(const Position& pos, int ply) {
        pv.start(ply);
        if (budget.count_node())
            return 0;
        budget.reach(ply);
        if (const Outcome o = pos.outcome(); o.over())
            return end_score(o, ply);
        if (pos.eliminated(root) || ply >= MAX_PLY - 1)
            return evaluate(pos);
        return std::nullopt;
    }

    /// A node at depth 0 searched without quiescence: the end of the game, or the evaluation.
    int static_leaf(const Position& pos, int ply) {
        const std::optional<int> v = enter(pos, ply);
        return v ? *v : evaluate(pos);
    }

    /// A node that tries the side to move's moves:
    ///   Step 1. Transposition table: a stored result of the right depth that settles (alpha, beta) ends it.
    ///   Step 2. Quiescence (Q): the side to move stands pat on the evaluation unless in check.
    ///   Step 3. The moves in MovePicker order (Q: the tactical ones, every move in check), each valued by
    ///           child(m, alpha, beta), which makes m, searches and takes it back.
    ///   Step 4. Without a cut-off, after(alpha, beta) may offer one more move and its value (BRS+'s fixed reply).
    ///   Step 5. Killers and history on a quiet cut-off; the store.
    /// The caller has called enter(). `depth` is the node's remaining depth (0 in quiescence).
    template<bool Q, typename Child, typename After>
    int search_moves(Position& pos, int alpha, int beta, int depth, int ply, Child&& child, After&& after);

    int evaluate(const Position& pos) const {
        return std::clamp(int(T::evaluate(pos, root)), -SCORE_EVAL_MAX, SCORE_EVAL_MAX);
    }

    /// The score of a finished game `ply` plies from the root (see the top of this file).
    int end_score(const Outcome& o, int ply) const {
        if (o.winners == (1u << root))
            return mate_in(ply);
        if (o.winners != 0 && !o.won_by(root))
            return mated_in(ply);
        return SCORE_DRAW;
    }

    using Common::tt, Common::limits, Common::budget, Common::rootMoves, Common::pv;
    OrderingTables<Ordering> tables;
    Seat root = 0;

private:
    Derived& self() { return static_cast<Derived&>(*this); }
    void begin(const Position& pos, const Limits& lim);
    int search_root(Position& pos, int depth);
    uint64_t key_of(const Position& pos) const { return pos.key() ^ keySalt; }

    uint64_t keySalt = 0;
};

// ---------------------------------------------------------------------------------------------------------

template<typename Derived, NPlayerTraits T>
void NPlayerSearch<Derived, T>::begin(const Position& pos, const Limits& lim) {
    Common::begin(lim);
    root = pos.side_to_move();
    // One salt per search kind and root seat: the same position has another value for another root seat.
    keySalt = (Derived::KEY_SALT ^ uint64_t(root + 1)) * 0x9E3779B97F4A7C15ULL;
    tables.new_search();
}

template<typename Derived, NPlayerTraits T>
typename NPlayerSearch<Derived, T>::Result NPlayerSearch<Derived, T>::search(Position& pos, const Limits& lim) {
    begin(pos, lim);
    Result result;
    if (const Outcome o = pos.outcome(); o.over()) {
        result.score = end_score(o, 0);
        return result;
    }
    {
        // The first iteration's order: the stored move, then captures, killers and history.
        MoveList legal;
        pos.generate_legal(legal);
        TTData<Move> e;
        MovePicker<Ordering> picker(pos, legal, tt.probe(key_of(pos), e) ? e.move : Move{}, &tables, 0);
        for (Move m; picker.next(m);)
            Common::add_root_move(m);
    }
    if (rootMoves.empty())
        return result;
    // The searches are exact: a mate within the horizon is settled (a deeper search sees the same end).
    deepen(budget, limits, rootMoves, result, 0, rootMoves.size() == 1, [&](int depth) { search_root(pos, depth); });
    return result;
}

template<typename Derived, NPlayerTraits T>
int NPlayerSearch<Derived, T>::search_root(Position& pos, int depth) {
    if (budget.count_node())
        return 0;
    int best = -SCORE_INFINITE;
    for (RootMove<Move>& rm : rootMoves) {
        // The window's lower edge: the best score so far, or (for a level's random choice) the best minus the
        // margin, so that every move within the margin gets an exact score. The root seat maximises: no upper edge.
        int lo = best;
        if (best > -SCORE_INFINITE && limits.rootMarginCp > 0)
            lo = std::max(best - limits.rootMarginCp, -SCORE_INFINITE);
        pos.make(rm.move);
        const int score = self().child(pos, lo, SCORE_INFINITE, depth - 1, 1);
        pos.unmake(rm.move);
        if (budget.stopped())
            return best;
        rm.score = score;
        rm.exact = rm.trusted = score > lo;
        if (score > best) {
            best = score;
            rm.line.assign(1, rm.move);
            pv.append_line(1, rm.line);
        }
    }
    return best;
}

template<typename Derived, NPlayerTraits T>
template<bool Q, typename Child, typename After>
int NPlayerSearch<Derived, T>::search_moves(Position& pos, int alpha, int beta, int depth, int ply, Child&& child,
                                            After&& after) {
    // Step 1.
    const uint64_t key = key_of(pos);
    TTData<Move> e;
    const bool ttHit = tt.probe(key, e);
    if (ttHit && (Derived::EXACT_DEPTH_TT ? e.depth == depth : e.depth >= depth)) {
        if (const int s = score_from_tt(e.score, ply); bound_settles(e.bound, s, alpha, beta))
            return s;
    }

    // Step 2.
    NodeWindow w(pos.side_to_move() == root, alpha, beta);
    const bool inCheck = hooks::in_check<T>(pos);
    if (Q && !inCheck && w.offer(evaluate(pos)) == NodeWindow::CUTOFF)
        return w.best;

    // Step 3.
    MoveList list;
    pos.generate_legal(list);
    assert(list.size() > 0); // NPlayerPosition: a position not over has a legal move
    MovePicker<Ordering> picker(pos, list, ttHit ? e.move : Move{}, Q ? nullptr : &tables, ply);
    FixedMoveList<Move, 64, true> quiets; // the quiet moves tried before the cut, for the history malus
    Move bestMove{};
    bool cutoff = false;
    for (Move m; picker.next(m);) {
        const bool tactical = hooks::tactical_order<T>(pos, m) > 0;
        if (Q && !inCheck && !tactical)
            continue;
        const int score = child(m, w.alpha, w.beta);
        if (budget.stopped())
            return 0;
        if (const NodeWindow::Step step = w.offer(score); step != NodeWindow::WORSE) {
            bestMove = m;
            pv.update(ply, m);
            if (step == NodeWindow::CUTOFF) {
                // Step 5 (killers and history).
                if (!Q && !tactical)
                    tables.update_quiet(pos, ply, depth, m, quiets.begin(), int(quiets.size()));
                cutoff = true;
                break;
            }
        }
        if (!tactical)
            quiets.push_back(m); // past 64, the first 64 are kept
    }

    // Step 4.
    if (!cutoff) {
        const auto [m, score] = after(w.alpha, w.beta);
        if (budget.stopped())
            return 0;
        if (m != Move{} && w.offer(score) != NodeWindow::WORSE) {
            bestMove = m;
            pv.update(ply, m);
        }
    }

    // Step 5.
    tt.store(key, score_to_tt(w.best, ply), 0, depth, w.bound(), bestMove);
    return w.best;
}

} // namespace littletable::ai
