// Independent references for the N-player searches' tests: the plain recursive definitions of paranoid and BRS+
// values at a fixed depth, written from the papers' descriptions (ai/nplayer/paranoid.h, ai/nplayer/brs.h name
// them) with no pruning, no transposition table and no move ordering. Every move of every node is searched, so they
// are only fit for tiny games.
#pragma once

#include <algorithm>
#include <optional>
#include <vector>

#include "ai/search_types.h"
#include "engine/core/outcome.h"
#include "engine/core/seat.h"

namespace littletable::testing_support {

template<typename T>
class NPlayerReference {
public:
    using Position = typename T::Position;
    using Move = typename Position::Move;

    /// Values from `root`'s view; `quiescence`: leaves resolve tactical moves as the searches' quiescence does.
    NPlayerReference(Seat root, bool quiescence) : root(root), quiescence(quiescence) {}

    /// Paranoid: the root seat maximises, every other seat minimises; one ply per move. `ply` counts the moves
    /// played since the search's root (for the distance of a game's end).
    int paranoid(Position& pos, int depth, int ply) const {
        return unless_stopped(pos, depth, ply, &NPlayerReference::paranoid_quiescence, [&] {
            const auto child = [&](Move) { return paranoid(pos, depth - 1, ply + 1); };
            return best_of(pos, moves(pos), pos.side_to_move() == root, child);
        });
    }

    /// BRS+ at a level's start: the root seat's moves (one level), or an opponent layer (one level) in which one
    /// opponent replies with each of its moves and the others play their fixed replies.
    int brs(Position& pos, int depth, int ply) const {
        return unless_stopped(pos, depth, ply, &NPlayerReference::brs_quiescence, [&] {
            if (pos.side_to_move() != root)
                return layer(pos, depth, ply, false, false);
            return best_of(pos, moves(pos), true, [&](Move) { return brs(pos, depth - 1, ply + 1); });
        });
    }

    /// Max^n: every seat picks, among its moves, the child whose vector of evaluations (each seat's own view) is
    /// best for itself, the first such in generation order; the root seat's component. Quiescence as the searches',
    /// at most `maxQuiescence` plies deep.
    int maxn(Position& pos, int depth, int ply, int maxQuiescence) const {
        return maxn_vector(pos, depth, ply, 0, maxQuiescence)[std::size_t(root)];
    }

private:
    static constexpr int NO_LINE = ai::SCORE_INFINITE;
    using Vector = std::vector<int>;

    Vector maxn_vector(Position& pos, int depth, int ply, int qply, int maxQuiescence) const {
        const int seats = pos.seat_count();
        Vector v(std::size_t(seats), 0);
        const Outcome o = pos.outcome();
        if (o.over()) {
            const bool sole = o.winners && !(o.winners & (o.winners - 1));
            for (int s = 0; s < seats; ++s)
                v[std::size_t(s)] = o.winners && !o.won_by(Seat(s)) ? -ai::SCORE_MATE + ply
                                    : sole                          ? ai::SCORE_MATE - ply
                                                                    : ai::SCORE_DRAW;
            return v;
        }
        const auto statics = [&] {
            for (int s = 0; s < seats; ++s)
                v[std::size_t(s)] = std::clamp(int(T::evaluate(pos, Seat(s))), -ai::SCORE_EVAL_MAX, ai::SCORE_EVAL_MAX);
            return v;
        };
        const bool quiet = depth <= 0;
        if (pos.eliminated(root) || (quiet && (!quiescence || qply >= maxQuiescence)))
            return statics();
        const std::size_t us = std::size_t(pos.side_to_move());
        std::optional<Vector> best;
        if (quiet && !in_check(pos))
            best = statics();
        for (Move m : quiet ? quiescence_moves(pos) : moves(pos)) {
            pos.make(m);
            Vector child = maxn_vector(pos, depth - 1, ply + 1, quiet ? qply + 1 : 0, maxQuiescence);
            pos.unmake(m);
            if (!best || child[us] > (*best)[us])
                best = std::move(child);
        }
        return *best;
    }

    /// {true, value} where the search stops: the game is over (its end's score), or the root seat is out.
    std::pair<bool, int> stop_value(const Position& pos, int ply) const {
        const Outcome o = pos.outcome();
        if (o.over()) {
            if (o.winners == (1u << root))
                return {true, ai::SCORE_MATE - ply};
            if (o.winners != 0 && !o.won_by(root))
                return {true, -ai::SCORE_MATE + ply};
            return {true, ai::SCORE_DRAW};
        }
        if (pos.eliminated(root))
            return {true, eval(pos)};
        return {false, 0};
    }

    /// The value where the search stops (the game's end, the root seat out, the horizon: `quiesce` or the
    /// evaluation), else `search()`.
    template<typename F>
    int unless_stopped(Position& pos, int depth, int ply, int (NPlayerReference::*quiesce)(Position&, int) const,
                       F search) const {
        if (const auto v = stop_value(pos, ply); v.first)
            return v.second;
        if (depth == 0)
            return quiescence ? (this->*quiesce)(pos, ply) : eval(pos);
        return search();
    }

    int eval(const Position& pos) const {
        return std::clamp(int(T::evaluate(pos, root)), -ai::SCORE_EVAL_MAX, ai::SCORE_EVAL_MAX);
    }

    static bool in_check(const Position& pos) {
        if constexpr (requires { T::in_check(pos); })
            return T::in_check(pos);
        else
            return false;
    }
    static bool tactical(const Position& pos, Move m) {
        if constexpr (requires { T::tactical_order(pos, m); })
            return T::tactical_order(pos, m) > 0;
        else
            return false;
    }
    static int static_rank(const Position& pos, Move m) {
        if constexpr (requires { T::static_order(pos, m); })
            return T::static_order(pos, m);
        else if constexpr (requires { T::tactical_order(pos, m); })
            return T::tactical_order(pos, m);
        else
            return 0;
    }

    static std::vector<Move> moves(const Position& pos) {
        typename Position::MoveList list;
        pos.generate_legal(list);
        return std::vector<Move>(list.begin(), list.end());
    }
    /// The moves quiescence tries: all in check, else the tactical ones.
    static std::vector<Move> quiescence_moves(const Position& pos) {
        std::vector<Move> all = moves(pos), some;
        for (Move m : all)
            if (in_check(pos) || tactical(pos, m))
                some.push_back(m);
        return some;
    }
    /// BRS+'s fixed reply: the first legal move of the highest static rank.
    static Move fixed(const Position& pos) {
        const std::vector<Move> all = moves(pos);
        Move best = all.front();
        for (Move m : all)
            if (static_rank(pos, m) > static_rank(pos, best))
                best = m;
        return best;
    }

    /// The max (or min) of `value()` after each of `list`, starting from `start`.
    template<typename F>
    static int best_of(Position& pos, const std::vector<Move>& list, bool maximising, F value, int start) {
        int best = start;
        for (Move m : list) {
            pos.make(m);
            const int v = value(m);
            pos.unmake(m);
            best = maximising ? std::max(best, v) : std::min(best, v);
        }
        return best;
    }
    template<typename F>
    static int best_of(Position& pos, const std::vector<Move>& list, bool maximising, F value) {
        return best_of(pos, list, maximising, value, maximising ? -ai::SCORE_INFINITE : ai::SCORE_INFINITE);
    }

    int paranoid_quiescence(Position& pos, int ply) const {
        if (const auto v = stop_value(pos, ply); v.first)
            return v.second;
        const bool maximising = pos.side_to_move() == root;
        const int standPat = in_check(pos) ? (maximising ? -ai::SCORE_INFINITE : ai::SCORE_INFINITE) : eval(pos);
        return best_of(
            pos, quiescence_moves(pos), maximising, [&](Move) { return paranoid_quiescence(pos, ply + 1); }, standPat);
    }

    bool layer_over(const Position& pos) const {
        return pos.outcome().over() || pos.eliminated(root) || pos.side_to_move() == root;
    }

    /// Inside a layer (`q`: of quiescence), an opponent to move; `replied`: some opponent has replied already.
    int layer(Position& pos, int depth, int ply, bool replied, bool q) const {
        if (layer_over(pos)) {
            if (!replied)
                return NO_LINE;
            return q ? brs_quiescence(pos, ply) : brs(pos, depth - 1, ply);
        }
        const Move f = fixed(pos);
        if (replied)
            return best_of(pos, {f}, false, [&](Move) { return layer(pos, depth, ply + 1, true, q); });
        // This opponent replies (in quiescence: tactically, or the layer stands pat), or plays its fixed reply.
        const std::vector<Move> replies = q ? quiescence_moves(pos) : moves(pos);
        const int standPat = q && !in_check(pos) ? eval(pos) : NO_LINE;
        const int repliedValue = best_of(
            pos, replies, false, [&](Move) { return layer(pos, depth, ply + 1, true, q); }, standPat);
        return std::min(repliedValue,
                        best_of(pos, {f}, false, [&](Move) { return layer(pos, depth, ply + 1, false, q); }));
    }

    int brs_quiescence(Position& pos, int ply) const {
        if (const auto v = stop_value(pos, ply); v.first)
            return v.second;
        if (pos.side_to_move() != root)
            return layer(pos, 0, ply, false, true);
        const int standPat = in_check(pos) ? -ai::SCORE_INFINITE : eval(pos);
        return best_of(
            pos, quiescence_moves(pos), true, [&](Move) { return brs_quiescence(pos, ply + 1); }, standPat);
    }

    Seat root;
    bool quiescence;
};

} // namespace littletable::testing_support
