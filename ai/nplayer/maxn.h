// Max^n search for games of more than two seats (Luckhardt and Irani, "An Algorithmic Solution of N-Person Games",
// AAAI 1986): a node's value is a vector, one evaluation per seat, and the seat to move picks the child whose
// vector is best for itself. Unlike paranoid search and BRS+, no seat is assumed to play against the root seat:
// each plays for its own lead, as the players of a free-for-all do. With the relative evaluations of
// ai/nplayer/nplayer_traits.h no bound on the vector's sum holds, so no pruning is sound: the tree is searched
// whole, iteration by iteration, the root moves best first.
//
// Quiescence: the side to move stands pat on the static vector or plays a tactical move that it likes better, at
// most MAX_QUIESCENCE plies deep. A finished game's vector gives each seat the end score of search_core.h from its
// own view; a seat no longer in the game keeps its evaluation. The result's scores are the root seat's component.
#pragma once

#include <algorithm>
#include <array>

#include "ai/nplayer/nplayer_traits.h"
#include "ai/search_base.h"
#include "ai/search_types.h"
#include "engine/core/move_list.h"

namespace littletable::ai {

template<NPlayerTraits T>
class MaxnSearcher : public SearchBase<typename T::Position> {
    using Common = SearchBase<typename T::Position>;

public:
    using Position = typename T::Position;
    using Common::Common;
    using typename Common::Move, typename Common::MoveList, typename Common::Limits, typename Common::Result;

    /// The deepest quiescence below a leaf, in plies.
    static constexpr int MAX_QUIESCENCE = 6;

    /// As NPlayerSearch::search (ai/nplayer/search_core.h).
    Result search(Position& pos, const Limits& lim) {
        Common::begin(lim);
        root = pos.side_to_move();
        Result result;
        if (const Outcome o = pos.outcome(); o.over()) {
            result.score = end_vector(pos, o, 0)[root];
            return result;
        }
        MoveList legal;
        pos.generate_legal(legal);
        for (const Move m : legal)
            Common::add_root_move(m);
        if (rootMoves.empty())
            return result;
        deepen(budget, limits, rootMoves, result, 0, rootMoves.size() == 1, [&](int depth) {
            for (RootMove<Move>& rm : rootMoves) {
                pos.make(rm.move);
                const Vector v = node(pos, depth - 1, 1, 0);
                pos.unmake(rm.move);
                if (budget.stopped())
                    return;
                rm.score = v[root];
                rm.exact = rm.trusted = true;
                rm.line.assign(1, rm.move);
                pv.append_line(1, rm.line);
            }
        });
        return result;
    }

private:
    using Vector = std::array<int, MAX_SEATS>;

    /// Every seat's evaluation from its own view, clamped below the mate scores.
    Vector static_vector(const Position& pos) const {
        Vector v{};
        for (int s = 0; s < pos.seat_count(); ++s)
            v[s] = std::clamp(int(T::evaluate(pos, Seat(s))), -SCORE_EVAL_MAX, SCORE_EVAL_MAX);
        return v;
    }

    /// A finished game `ply` plies from the root: a sole winner mates, the other seats are mated by it; a shared
    /// first place is a draw for the seats that share it and a loss for the others.
    Vector end_vector(const Position& pos, const Outcome& o, int ply) const {
        Vector v{};
        const bool sole = o.winners && !(o.winners & (o.winners - 1));
        for (int s = 0; s < pos.seat_count(); ++s)
            v[s] = !o.won_by(Seat(s)) && o.winners ? mated_in(ply) : sole ? mate_in(ply) : SCORE_DRAW;
        return v;
    }

    /// The value of `pos` searched `depth` more plies, then `qply` plies of quiescence so far.
    Vector node(Position& pos, int depth, int ply, int qply) {
        pv.start(ply);
        if (budget.count_node())
            return {};
        budget.reach(ply);
        if (const Outcome o = pos.outcome(); o.over())
            return end_vector(pos, o, ply);
        const bool quiet = depth <= 0;
        if (pos.eliminated(root) || ply >= MAX_PLY - 1 || (quiet && (!limits.quiescence || qply >= MAX_QUIESCENCE)))
            return static_vector(pos);
        const Seat us = pos.side_to_move();
        Vector best{};
        bool any = false;
        if (quiet && !hooks::in_check<T>(pos))
            best = static_vector(pos), any = true;
        MoveList list;
        pos.generate_legal(list);
        for (const Move m : list) {
            if (quiet && !hooks::in_check<T>(pos) && hooks::tactical_order<T>(pos, m) <= 0)
                continue;
            pos.make(m);
            const Vector v = node(pos, depth - 1, ply + 1, quiet ? qply + 1 : 0);
            pos.unmake(m);
            if (budget.stopped())
                return {};
            if (!any || v[us] > best[us]) {
                best = v, any = true;
                pv.update(ply, m);
            }
        }
        return best;
    }

    using Common::limits, Common::budget, Common::rootMoves, Common::pv;
    Seat root = 0;
};

} // namespace littletable::ai
