// Glicko-2 as in Mark Glickman, "Example of the Glicko-2 system" (2013): a rating, its deviation (RD) and its
// volatility, updated after a rating period from the period's games. On this platform every finished game is
// one rating period, as lichess does. docs/ratings.md gives the constants and the formulas.
#pragma once

#include <span>

#include "engine/core/result.h"

namespace littletable::rating {

/// A player's rating on the Glicko scale (1500 the start, 173.7178 points per Glicko-2 unit).
struct Rating {
    double rating = 1500.0;
    double deviation = 350.0;
    double volatility = 0.06;
    bool operator==(const Rating&) const = default;
};

/// One game of a rating period: the opponent's rating before it, the score (1 win, 0.5 draw, 0 loss) and the
/// game's weight (1 for a two-player game; a four-player game's pairs weigh less, pairwise.h).
struct GameScore {
    Rating opponent;
    double score = 0.0;
    double weight = 1.0;
};

/// The system's constants. tau constrains how fast volatility changes (Glickman suggests 0.3 to 1.2).
struct Params {
    double tau = 0.5;
    double epsilon = 1e-6; ///< convergence of the volatility iteration
    double maxDeviation = 350.0; ///< a new player's RD, and the most any RD becomes
    double minDeviation = 45.0; ///< the least an updated RD becomes, so a rating never freezes
    double provisionalAbove = 110.0; ///< RD above which a rating is provisional, shown with "?"
};

/// The rating after a period with `games` (none: only the deviation grows). Errors: ERR_RATING_INPUT for a
/// score outside [0, 1], a weight not in (0, 1], or a rating, RD or volatility that is not finite and positive.
Result<Rating> update(const Rating& player, std::span<const GameScore> games, const Params& params = {});

/// Whether the rating is still provisional (its RD above params.provisionalAbove).
bool provisional(const Rating& r, const Params& params = {});

} // namespace littletable::rating
