// The totals of a match of more than two seats (four-player chess, 4-player Martian Chess), per engine setting:
// games, points, first places, rank and the seats it played. A two-player match reports a score and an Elo
// difference instead (report.h).
#pragma once

#include <string>
#include <vector>

#include "engine/core/game.h"

namespace littletable::match {

/// One engine setting's totals over the games it played.
struct Standing {
    int games = 0;
    double points = 0; ///< sum of its points (Game::points at the end of each game)
    double pointsSquared = 0; ///< sum of the squares, for the error bar
    double firsts = 0; ///< first places; a first place shared by k seats counts 1/k
    double rankSum = 0; ///< ranks by the final ranking, 1 = best; seats sharing a place count the mean of its span
    std::vector<int> seatsPlayed; ///< by seat: how many games it played there

    double mean_points() const { return games ? points / games : 0; }
    /// The 95 % error bar of the mean points: 1.96 sample standard deviations over sqrt(games); inf below 2 games.
    double points_error_95() const;
};

/// Adds one finished game: `engineOfSeat` the setting by seat, `game` as it ended, `outcome` its result (the rules',
/// or the runner's). First places and ranks come from the game's final ranking (engine/core/ranking.h, places_of):
/// a place shared by k seats counts 1/k first place, and its rank is the mean of the places it spans.
void add_standings(std::vector<Standing>& standings, const std::vector<int>& engineOfSeat, const Game& game,
                   const Outcome& outcome);

/// The table, one line per setting in the given order, under a header line and a note on how shares count:
///   Engine   Games  Points (95 %)      First places     Rank   Seats
///   L8          24   31.2 +/- 5.1     10.50 (43.8 %)    2.10   6 6 6 6
std::string standings_text(const std::vector<std::string>& names, const std::vector<Standing>& standings);

} // namespace littletable::match
