// The final ranking of a game: where each seat finished. One rule for every game of more than two seats
// (docs/rules-decisions.md, "Results"): seats still in play rank above every seat out of play (eliminated,
// resigned, timed out); within each group more points rank higher; equal points share the place. The outcome's
// winners, the end card, the history, the record's result and the rating all come from it.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "engine/core/game.h"
#include "engine/core/outcome.h"

namespace littletable {

/// A seat at the end of a game, as the ranking sees it.
struct SeatFinish {
    bool inPlay = true;
    int points = 0;
};

/// The place of each seat, by seat: 1 = first; seats that share a place have the same number and the next place
/// skips as many ({1, 1, 3, 4}).
using Places = std::vector<int>;

/// The ranking of `seats` by the rule above.
Places rank_seats(std::span<const SeatFinish> seats);

/// The seats in first place as Outcome's winners mask; 0 when every seat shares it (a draw).
uint8_t first_place(const Places& places);

/// The places an outcome's winners give: the winners first, every other seat after them; a draw (no winner)
/// shares first place among all `seats`.
Places places_of_winners(uint8_t winners, int seats);

/// How a finished game ranks its seats. A game of more than two seats that its rules ended (three seats out, a
/// draw, the move limit) ranks by rank_seats with each seat's points and elimination; any other ending (a
/// two-seat game, or one a decision off the board ended: a resignation that eliminates nobody, an agreed draw
/// without a scored ply, a room's move limit) ranks by its winners. Empty while the game goes on.
Places places_of(const Game& g, const Outcome& ending);

/// What a place means for a seat: a win is the sole first place, a draw a shared first place, a loss any other.
enum class SeatResult : int8_t { LOSS = -1, DRAW = 0, WIN = 1 };
SeatResult seat_result(const Places& places, Seat s);

} // namespace littletable
