// The static interface of a game for more than two seats (four-player chess, 4-player Martian Chess): what the
// N-player searches of ai/nplayer/ are compiled against, once per game, as ai/search.h is against GamePosition.
#pragma once

#include <concepts>

#include "engine/core/position_concept.h"

namespace littletable {

/// A GamePosition (engine/core/position_concept.h) for 2..MAX_SEATS seats that may eliminate seats and keeps a
/// score vector.
///  - `seat_count()`: N; the seats are 0..N-1 in turn order.
///  - `eliminated(s)`: true once seat `s` is out of the game. make() never hands the move to an eliminated seat (its
///    turns are skipped), so side_to_move() is a live seat in every position that is not over.
///  - `points(s)`: seat `s`'s points so far (the score vector; always 0 in games without points). outcome() names the
///    winners; the points are what the evaluation and the players see.
///  - A position that is not over gives its side to move at least one legal move: a seat left without one is dealt
///    with inside make() as its rules say (eliminated and skipped, or the game ends).
///  - `key()` covers the side to move, the eliminations and the points as well as the board: the search takes
///    positions with equal keys for equal.
template<typename P>
concept NPlayerPosition = GamePosition<P> && requires(const P& cpos, Seat s) {
    { cpos.seat_count() } -> std::convertible_to<int>;
    { cpos.eliminated(s) } -> std::convertible_to<bool>;
    { cpos.points(s) } -> std::convertible_to<int>;
};

} // namespace littletable
