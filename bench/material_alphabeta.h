// The strength baseline of bench/martian_strength.cpp: a plain fixed-depth alpha-beta (negamax, no transposition
// table, no quiescence, no pruning beyond alpha-beta) over any two-player GamePosition, with an evaluation given by
// the caller (a material count). Root moves are tried in an order shuffled per search, so that among equally valued
// moves it picks one at random rather than always the first generated. Bench-side only: not part of the product.
#pragma once

#include <algorithm>
#include <random>
#include <vector>

#include "engine/core/position_concept.h"

namespace littletable::bench {

template<GamePosition P, typename Evaluate>
class MaterialAlphaBeta {
public:
    using Move = typename P::Move;

    /// `evaluate(pos)`: the value of a position whose game goes on, side to move's view; |value| < WIN - 1000.
    MaterialAlphaBeta(int depth, Evaluate evaluate, uint64_t seed) : depth(depth), eval(evaluate), rng(seed) {}

    /// The best move of `pos` (not over) at the fixed depth; a finished game is worth +-WIN (nearer ends more).
    Move choose(P& pos) {
        typename P::MoveList list;
        pos.generate_legal(list);
        std::vector<Move> moves(list.begin(), list.end());
        std::shuffle(moves.begin(), moves.end(), rng);
        Move best = moves.front();
        int alpha = -INF;
        for (const Move m : moves) {
            pos.make(m);
            const int score = -negamax(pos, depth - 1, -INF, -alpha, 1);
            pos.unmake(m);
            if (score > alpha)
                alpha = score, best = m;
        }
        return best;
    }

private:
    static constexpr int WIN = 1'000'000, INF = WIN + 1;

    int negamax(P& pos, int d, int alpha, int beta, int ply) {
        if (const Outcome o = pos.outcome(); o.over())
            return o.draw() ? 0 : o.won_by(pos.side_to_move()) ? WIN - ply : -WIN + ply;
        if (d == 0)
            return eval(pos);
        typename P::MoveList list;
        pos.generate_legal(list);
        int best = -INF;
        for (const Move m : list) {
            pos.make(m);
            const int score = -negamax(pos, d - 1, -beta, -alpha, ply + 1);
            pos.unmake(m);
            best = std::max(best, score);
            alpha = std::max(alpha, score);
            if (alpha >= beta)
                break;
        }
        return best;
    }

    int depth;
    Evaluate eval;
    std::mt19937_64 rng;
};

} // namespace littletable::bench
