// The static game interface: what the search and perft are compiled against, once per game, so that
// generality costs nothing at run time (docs/architecture.md).
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>

#include "engine/core/outcome.h"
#include "engine/core/seat.h"

namespace littletable {

/// A game position that can be searched.
///  - `Move`: a small value type naming one legal move, including every choice (promotion piece, ...).
///  - `MoveList`: a fixed-capacity list of Moves with size() and begin()/end().
///  - `generate_legal(list)`: fills `list` with exactly the legal moves (cleared first).
///  - `make(m)` / `unmake(m)`: play a legal move and take it back; unmake restores the exact prior state.
///  - `side_to_move()`: the seat to play; `key()`: a zobrist key of everything that decides repetitions.
///  - `outcome()`: ongoing, or how the game ended by itself (mate, stalemate, automatic draws, ...).
template<typename P>
concept GamePosition = requires(P& pos, const P& cpos, typename P::Move m, typename P::MoveList& list) {
    typename P::Move;
    typename P::MoveList;
    {cpos.generate_legal(list)};
    {pos.make(m)};
    {pos.unmake(m)};
    { cpos.side_to_move() } -> std::convertible_to<Seat>;
    { cpos.key() } -> std::convertible_to<uint64_t>;
    { cpos.outcome() } -> std::same_as<Outcome>;
    { list.size() } -> std::convertible_to<std::size_t>;
    {list.begin()};
    {list.end()};
};

/// A position that can also count its legal moves without listing them (perft's bulk counting at the leaves).
template<typename P>
concept CountsLegalMoves = GamePosition<P> && requires(const P& cpos) {
    { cpos.count_legal() } -> std::convertible_to<uint64_t>;
};

} // namespace littletable
