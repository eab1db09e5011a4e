// What a game for more than two seats gives the N-player searches (ai/nplayer/paranoid.h, ai/nplayer/brs.h): a
// traits class naming its position type and an evaluation per seat, plus the optional hooks of
// ai/search_traits.h, detected at compile time.
//
//   struct MyGameTraits {
//       using Position = ...;                           // satisfies NPlayerPosition (engine/core)
//       static int evaluate(const Position&, Seat s);   // REQUIRED: how good the position is for seat `s`, in
//                                                       //   centipawns, higher is better for `s`. The searches
//                                                       //   maximise the root seat's value, so a relative value
//                                                       //   (own material and points minus the strongest
//                                                       //   opponent's) plays better than an absolute one. Also
//                                                       //   called for an eliminated seat whose game goes on.
//
//       // Optional hooks, as in ai/search_traits.h:
//       static bool in_check(const Position&);          // quiescence tries every move in check, no stand pat
//       static int tactical_order(const Position&, Move); // 0 quiet, > 0 capture/promotion, larger first; the
//                                                       //   moves quiescence tries (without it quiescence only
//                                                       //   resolves checks). generate_tactical is not used:
//                                                       //   BRS+ needs every legal move for its fixed replies.
//       static bool see_ge(const Position&, Move, int); // move ordering only
//       static constexpr int HISTORY_SIZE = ...;        // history heuristic; the index should include the seat
//       static int history_index(const Position&, Move);
//       static constexpr int MAX_MOVES = ...;           // legal moves in any position (default 256)
//
//       // Optional, BRS+ only:
//       static int static_order(const Position&, Move); // a move's rank by a fixed, history-free rule: an
//                                                       //   opponent who does not branch plays its legal move with
//                                                       //   the highest rank (the first generated among equals).
//                                                       //   Without it: tactical_order.
//   };
//
// The searches need no null move ("pass"): BRS+ lets the opponents who do not reply play a real move.
#pragma once

#include <concepts>
#include <cstddef>

#include "ai/search_traits.h"
#include "engine/core/nplayer_position.h"

namespace littletable::ai {

/// The game seen through the two-player SearchTraits (ai/search_traits.h), so that the N-player searches order
/// their moves with the same MovePicker and OrderingTables (ai/move_order.h): every hook of T, and an evaluation
/// that is never called.
template<typename T>
struct OrderingTraits : T {
    static int evaluate(const typename T::Position&) { return 0; }
};

/// A game the N-player searches can play. As for SearchTraits, its Move must be default-constructible (Move{} means
/// "no move" and is never a legal move) and comparable, and its MoveList's begin() must give assignable
/// random-access iterators.
template<typename T>
concept NPlayerTraits = requires {
    typename T::Position;
}
&&NPlayerPosition<typename T::Position>&& SearchTraits<OrderingTraits<T>>&& requires(const typename T::Position& pos,
                                                                                     Seat s) {
    { T::evaluate(pos, s) } -> std::convertible_to<int>;
};

namespace hooks {

template<typename T, typename P = typename T::Position>
constexpr bool HAS_STATIC_ORDER = requires(const P& pos, typename P::Move m) {
    { T::static_order(pos, m) } -> std::convertible_to<int>;
};

/// A move's rank for BRS+'s fixed replies: static_order, else tactical_order.
template<typename T, typename P>
int static_order(const P& pos, typename P::Move m) {
    if constexpr (HAS_STATIC_ORDER<T>)
        return T::static_order(pos, m);
    else
        return tactical_order<T>(pos, m);
}

} // namespace hooks

/// BRS+'s fixed reply at `pos`: the move of `list` (pos's legal moves, in generation order) with the highest
/// static_order, the first among equals. `list` must not be empty.
template<NPlayerTraits T>
typename T::Position::Move fixed_reply(const typename T::Position& pos, typename T::Position::MoveList& list) {
    auto it = list.begin();
    typename T::Position::Move best = it[0];
    int bestRank = hooks::static_order<T>(pos, best);
    for (std::size_t i = 1; i < std::size_t(list.size()); ++i)
        if (const int rank = hooks::static_order<T>(pos, it[i]); rank > bestRank)
            best = it[i], bestRank = rank;
    return best;
}

} // namespace littletable::ai
