// Best-Reply Search with fixed replies (BRS+) for games of more than two seats: Schadd and Winands, "Best Reply
// Search for Multiplayer Games" (IEEE TCIAIG 2011), improved by Esser, Gras, Winands, Schadd and Lanctot,
// "Improving Best-Reply Search" (Computers and Games 2013, LNCS 8427).
//
// The tree alternates two kinds of level, each one unit of depth:
//   - a max level: the root seat plays each of its moves;
//   - a min layer: the opponents' turns up to the root seat's next one. Exactly one opponent replies with each of
//     its moves (the best reply among all opponents' is what counts, hence the name); every other opponent plays
//     its fixed reply, the legal move ranked first by the game's static order (ai/nplayer/nplayer_traits.h), so
//     the turn order is kept and every position searched is a real one (BRS itself let them pass).
// Over that tree the search is alpha-beta in the root seat's view (the layer is one minimising node whose moves are
// (opponent, reply) pairs), with iterative deepening, a transposition table, move ordering (TT move, captures,
// killers, history) and quiescence (the root seat's tactical moves; in a layer, one opponent's tactical reply, or
// nobody's: the layer stands pat). Limits and result as in ai/search_types.h; scores from the root seat's view,
// the PV lists every move played, fixed replies included (ai/nplayer/search_core.h).
//
// A layer is searched as a chain of positions with an opponent to move:
//   opponents(): nobody has replied yet. Each move of the opponent to move is a reply (finish_layer follows it);
//                then the opponent plays its fixed reply and opponents() goes on with the next one.
//   finish_layer(): someone has replied: the others play fixed replies up to the root seat's turn, the game's
//                end or the root seat's elimination; then a new level starts with one unit of depth less.
// A layer that ends with nobody having replied is no line of the tree (its value is the last opponent's reply
// with its fixed move, already counted).
#pragma once

#include <array>

#include "ai/nplayer/search_core.h"

namespace littletable::ai {

template<NPlayerTraits T>
class BrsSearcher : public NPlayerSearch<BrsSearcher<T>, T> {
    using Base = NPlayerSearch<BrsSearcher<T>, T>;
    friend Base;

public:
    using typename Base::Move;
    using typename Base::MoveList;
    using typename Base::Position;

    /// A searcher using `tt` (see NPlayerSearch).
    using Base::Base;

private:
    static constexpr uint64_t KEY_SALT = 0x6272732B706C7573ULL;
    /// One position, as many plies from the root, can stand at different depths of the BRS tree (a layer is
    /// shorter once a seat is eliminated), so a deeper stored result is the value of another tree. A result is
    /// used only at its own depth: the value at a depth never depends on what the table holds.
    static constexpr bool EXACT_DEPTH_TT = true;

    int child(Position& pos, int alpha, int beta, int depth, int ply) {
        return level<false>(pos, alpha, beta, depth, ply);
    }

    /// True where a layer ends: the root seat's turn, the game's end or the root seat's elimination.
    bool layer_over(const Position& pos) const {
        return pos.side_to_move() == this->root || pos.eliminated(this->root) || pos.outcome().over();
    }

    /// The value of `pos`, where a level starts, searched `depth` more levels (Q: quiescence).
    template<bool Q>
    int level(Position& pos, int alpha, int beta, int depth, int ply) {
        if (!Q && depth <= 0)
            return this->limits.quiescence ? level<true>(pos, alpha, beta, 0, ply) : this->static_leaf(pos, ply);
        if (const std::optional<int> v = this->enter(pos, ply))
            return *v;
        if (pos.side_to_move() != this->root)
            return opponents<Q>(pos, alpha, beta, depth, ply);
        const auto child = [&](Move m, int a, int b) {
            pos.make(m);
            const int score = level<Q>(pos, a, b, Q ? 0 : depth - 1, ply + 1);
            pos.unmake(m);
            return score;
        };
        return this->template search_moves<Q>(pos, alpha, beta, depth, ply, child, Base::nothing_more);
    }

    /// A layer in which nobody has replied yet, an opponent to move (the caller has called enter()).
    template<bool Q>
    int opponents(Position& pos, int alpha, int beta, int depth, int ply) {
        const auto reply = [&](Move m, int a, int b) {
            pos.make(m);
            const int score = finish_layer<Q>(pos, a, b, depth, ply + 1);
            pos.unmake(m);
            return score;
        };
        const auto fixed = [&](int a, int b) -> typename Base::Extra {
            MoveList list;
            pos.generate_legal(list);
            const Move f = fixed_reply<T>(pos, list);
            pos.make(f);
            int score = SCORE_INFINITE; // the layer ends unreplied: no line
            if (!layer_over(pos)) {
                const std::optional<int> v = this->enter(pos, ply + 1);
                score = v ? *v : opponents<Q>(pos, a, b, depth, ply + 1);
            }
            pos.unmake(f);
            return {f, score};
        };
        return this->template search_moves<Q>(pos, alpha, beta, depth, ply, reply, fixed);
    }

    /// The rest of a layer after a reply: fixed replies up to its end, then the next level.
    template<bool Q>
    int finish_layer(Position& pos, int alpha, int beta, int depth, int ply) {
        std::array<Move, MAX_SEATS> chain;
        int n = 0;
        std::optional<int> score;
        // At most every opponent but the one who replied plays before the root seat's turn.
        while (n < MAX_SEATS && !layer_over(pos)) {
            if ((score = this->enter(pos, ply + n)))
                break;
            MoveList list;
            pos.generate_legal(list);
            chain[n] = fixed_reply<T>(pos, list);
            pos.make(chain[n++]);
        }
        if (!score)
            score = level<Q>(pos, alpha, beta, Q ? 0 : depth - 1, ply + n);
        for (int i = n; i-- > 0;) {
            pos.unmake(chain[i]);
            this->pv.update(ply + i, chain[i]);
        }
        return *score;
    }
};

} // namespace littletable::ai
