// The rating update of one finished game of any number of seats. Every pair of seats counts as one game
// between them, decided by their places, and each of a player's N-1 pairs weighs 1/(N-1): a four-player game
// moves a rating as much as one two-player game (docs/ratings.md). All seats are updated from the ratings
// before the game, as one rating period.
#pragma once

#include <span>
#include <vector>

#include "rating/glicko2.h"

namespace littletable::rating {

/// Where a seat finished: its place in the game's ranking (engine/core/ranking.h: 1 = first, seats sharing a
/// place have the same number).
struct Standing {
    int place = 1;
};

/// A's score against B (1, 0.5 or 0): the better place wins, an equal place draws.
double pair_score(const Standing& a, const Standing& b);

/// Every seat's rating after the game, in seat order. Errors: ERR_RATING_INPUT for fewer than two seats,
/// standings that do not match the ratings one to one, a place below 1, or a rating update's own errors.
Result<std::vector<Rating>> rate_game(std::span<const Rating> before, std::span<const Standing> standings,
                                      const Params& params = {});

} // namespace littletable::rating
