// Paranoid search for games of more than two seats (Sturtevant and Korf, "On Pruning Techniques for Multi-Player
// Games", AAAI 2000): the root seat maximises its evaluation and every other seat minimises it, as if all had
// agreed to play against the root seat. That makes the tree a two-player one, so alpha-beta applies; every move of
// every seat is one ply. Iterative deepening, transposition table, move ordering (TT move, captures, killers,
// history), quiescence on tactical moves; the limits and the result of ai/search_types.h (scores from the root
// seat's view; see ai/nplayer/search_core.h).
//
//   TranspositionTable<Move> tt(16);
//   auto searcher = std::make_unique<ParanoidSearcher<MyTraits>>(tt);
//   SearchResult<Move> r = searcher->search(pos, limits);
#pragma once

#include "ai/nplayer/search_core.h"

namespace littletable::ai {

template<NPlayerTraits T>
class ParanoidSearcher : public NPlayerSearch<ParanoidSearcher<T>, T> {
    using Base = NPlayerSearch<ParanoidSearcher<T>, T>;
    friend Base;

public:
    using typename Base::Move;
    using typename Base::Position;

    /// A searcher using `tt` (see NPlayerSearch).
    using Base::Base;

private:
    static constexpr uint64_t KEY_SALT = 0x7061726E6F696431ULL;
    /// Each ply is one move of one seat, so a deeper stored result is a better one, as in two-player search.
    static constexpr bool EXACT_DEPTH_TT = false;

    int child(Position& pos, int alpha, int beta, int depth, int ply) {
        return node<false>(pos, alpha, beta, depth, ply);
    }

    /// The value of `pos` searched `depth` more plies (Q: quiescence), root seat's view.
    template<bool Q>
    int node(Position& pos, int alpha, int beta, int depth, int ply) {
        if (!Q && depth <= 0)
            return this->limits.quiescence ? node<true>(pos, alpha, beta, 0, ply) : this->static_leaf(pos, ply);
        if (const std::optional<int> v = this->enter(pos, ply))
            return *v;
        const auto child = [&](Move m, int a, int b) {
            pos.make(m);
            const int score = node<Q>(pos, a, b, Q ? 0 : depth - 1, ply + 1);
            pos.unmake(m);
            return score;
        };
        return this->template search_moves<Q>(pos, alpha, beta, depth, ply, child, Base::nothing_more);
    }
};

} // namespace littletable::ai
