// Score adjudication, as cutechess-cli's -draw and -resign options: a game the engines agree is drawn, or
// that one engine sees as lost, ends before the rules end it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/core/outcome.h"

namespace littletable::match {

/// The thresholds; a rule with movecount 0 is off.
///  - draw: after at least `drawMoveNumber` full moves (2 plies each, counted from the game's start
///    position), when every one of the last 2 x `drawMoveCount` moves was played with a score within
///    +-`drawScoreCp` of zero, the game is drawn.
///  - resign: when a player's last `resignMoveCount` moves were all played with a score at or below
///    -`resignScoreCp`, that player loses.
/// A move without a score (an internal player reports none) breaks both runs. Unlike cutechess-cli, captures
/// and pawn moves do not reset the draw count: the runner knows no rules.
struct AdjudicationRules {
    int drawMoveNumber = 0;
    int drawMoveCount = 0;
    int drawScoreCp = 0;
    int resignMoveCount = 0;
    int resignScoreCp = 0;
};

/// A decision: the outcome (Termination::ADJUDICATION), the seat that lost by resignation (or NO_SEAT for a
/// draw), and a sentence for people.
struct Adjudication {
    Outcome outcome;
    Seat loser = NO_SEAT;
    std::string reason;
};

/// Follows one game's scores.
class Adjudicator {
public:
    Adjudicator(const AdjudicationRules& rules, int seatCount);
    /// After `seat`'s move, the game having `pliesPlayed` plies since its start position, `scoreCp` the
    /// mover's score (its own view) or none. Returns a decision once one of the rules applies.
    std::optional<Adjudication> after_move(Seat seat, std::optional<int> scoreCp, int pliesPlayed);

private:
    AdjudicationRules rules;
    int seatCount;
    int drawRun = 0; ///< consecutive plies scored within the draw band
    std::vector<int> resignRuns; ///< per seat: its consecutive moves scored at or below -resignScoreCp
};

/// The outcome where every seat but `loser` wins.
Outcome loss_for(Seat loser, int seatCount, Termination why);

} // namespace littletable::match
