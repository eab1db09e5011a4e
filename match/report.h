// The text a match prints, after cutechess-cli: a line per finished game and the summary.
#pragma once

#include <string>
#include <vector>

#include "match/match.h"

namespace littletable::match {

/// "Finished game 3 (sf2000 vs L8): 0-1 {checkmate}" — the players in seat order, the result from seat 0's
/// view, and why the game ended. More than two seats: the points by seat as the result,
/// "Finished game 3 (L8 vs L6 vs L4 vs L2): 21-5-0-13 {points}".
std::string game_line(const FinishedGame& game, const std::vector<std::string>& names);

/// The summary, one item per line:
///   Score of A vs B: W - L - D  [0.550] N      (A's wins, losses, draws; the score s as a fraction; games)
///   Elo difference: 34.9 +/- 120.3, LOS: 71.3 %, DrawRatio: 20.0 %
///   Terminations: then one "  category (culprit): count" line each
/// Elo and its error bar as elo.h defines them, in Elo points with one decimal ("inf" when unbounded).
/// More than two engines: standings_text (standings.h), then the terminations.
std::string summary_text(const MatchSummary& summary);

} // namespace littletable::match
