// What the 4-player evaluation (evaluate.h, evaluate_for) counts for each seat, as numbers, so that the weights it
// gives them can be fitted to the points seats go on to score in self-play (tools/nplayer_fit).
//
// Per seat s (docs/rules/martian.md, "Four players"):
//   - ZONE_PAWNS, ZONE_DRONES, ZONE_QUEENS: the pieces standing in s's quadrant, which only s may move: all it can
//     still capture with, and what the others can capture from it;
//   - GAIN_TO_MOVE: when s is to move, the value (1-3) of the best piece it can capture now, else 0;
//   - GAIN_LATER: when s is not to move, the same (others move before s and may change it), else 0;
//   - EXPOSED: the value of the best piece in s's quadrant that some other seat can capture now;
//   - LAST_PIECE: 1 when s has one piece left (moving it out ends the game), else 0;
//   - LEADER_NEAR_END: when s alone has the most points, how near it is to ending the game by emptying its own
//     quadrant (a seat only empties its own): 4 minus its pieces, at least 0; else 0;
//   - FADING_PIPS: the pips in s's quadrant (pawn 1, drone 2, queen 3) times how far the game has gone into its
//     last FADE_PLIES plies, in percent (engine/core/end_phase.h). What stands in a quadrant when the game ends scores
//     nothing, so a negative weight here lets the value of material fade as the end nears and the pieces are
//     cashed in for points.
#pragma once

#include <array>

#include "engine/core/seat.h"
#include "engine/martian/position.h"

namespace littletable::martian {

enum Feature {
    ZONE_PAWNS,
    ZONE_DRONES,
    ZONE_QUEENS,
    GAIN_TO_MOVE,
    GAIN_LATER,
    EXPOSED,
    LAST_PIECE,
    LEADER_NEAR_END,
    FADING_PIPS,
    FEATURE_NB
};

/// The features' names, in Feature order (for the fitting tool's report).
constexpr std::array<const char*, FEATURE_NB> FEATURE_NAMES = {"zone-pawns",   "zone-drones",     "zone-queens",
                                                               "gain-to-move", "gain-later",      "exposed",
                                                               "last-piece",   "leader-near-end", "fading-pips"};

using Features = std::array<int, FEATURE_NB>;

/// The plies over which FADING_PIPS grows from 0 % to 100 %: the last ones before the move limit.
constexpr int FADE_PLIES = 120;
/// A game without a move limit fades as if its limit were this ply, so that its material is cashed in too and
/// the game ends.
constexpr int UNLIMITED_END_PLY = 200;

/// The features of every seat of `pos` (seats beyond seat_count() are all 0). Captures are counted without the
/// rejection rule, which only the 2-player game has.
std::array<Features, MAX_SEATS> seat_features(const Position& pos);

} // namespace littletable::martian
