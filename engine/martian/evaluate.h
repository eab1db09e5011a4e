// The evaluation of Martian Chess positions for the searches (ai/games/martian_traits.h), in centipawns: 100 per point.
//
// The terms (docs/rules/martian.md):
//   - points: each point a seat has scored, POINT_CP;
//   - material in each zone: each pip (pawn 1, drone 2, queen 3) standing in a seat's zone, ZONE_PIP_CP, a small
//     cost: the pieces in your zone are the opponents' targets, every one of them keeps your zone from emptying
//     while you lead, and what is left on the board when the game ends counts for nothing;
//   - capture threats: the most valuable piece the side to move can take at once, THREAT_CP per pip, for the side
//     to move only (the opponents must answer first);
//   - the end by an empty zone (2 players): a zone empties only when its owner moves its last piece out (a capture
//     in it leaves the capturing piece there). A side to move with one piece left in its zone that may leave it,
//     and whose points after that move are at least the opponent's (equal scores: the last mover wins), wins at
//     once: WIN_NOW_CP plus the points difference, below the search's mate scores.
// ZONE_PIP_CP and THREAT_CP were chosen by matches against the depth-4 material alpha-beta
// (bench/martian_strength.cpp); the scores: docs/history.md.
// The 4-player evaluation (evaluate_for) counts each seat's points and the features of features.h at weights chosen
// by matches (FOUR_PLAYER_WEIGHTS).
#pragma once

#include "engine/martian/features.h"
#include "engine/martian/position.h"

namespace littletable::martian {

constexpr int POINT_CP = 100;
constexpr int ZONE_PIP_CP = -10;
constexpr int THREAT_CP = 50;
constexpr int WIN_NOW_CP = 20000;

/// The pips (pawn 1, drone 2, queen 3) standing in seat `s`'s zone.
int zone_pips(const Position& pos, Seat s);

/// The most valuable piece (0 for none, else its value 1-3) that the side to move can capture with a legal move.
int best_capture(const Position& pos);

/// 2 players: true when the side to move wins by its next move: one piece left in its zone, which may leave it (a
/// crossing or a capture, the rejection rule observed), with points after it at least the opponent's.
bool wins_by_leaving(const Position& pos);

/// The 2-player evaluation from the side to move's view (centipawns; terms above). The game must not be over.
int evaluate(const Position& pos);

/// The weights of the 4-player evaluation's features (features.h), centipawns per unit, in Feature order: the
/// pieces in a seat's quadrant at their capture value, fading to nothing by the move limit (-1 per pip and percent
/// of the end phase), and the sole leader's race to empty its quadrant. Chosen by matches (docs/levels.md,
/// "Four-player Martian Chess: the search, and material that fades"): the capture terms and the fits to self-play
/// made the levels no stronger than each other.
constexpr Features FOUR_PLAYER_WEIGHTS = {100, 200, 300, 0, 0, 0, 0, 300, -1};

/// The evaluation for seat `s` of a 4-player game: its points, POINT_CP each, and its features at
/// FOUR_PLAYER_WEIGHTS, minus the most any other seat has so (the search of ai/nplayer/ maximises a relative value).
int evaluate_for(const Position& pos, Seat s);

/// The reference evaluation the measured players are held against (docs/levels.md): seat `s`'s points and the pips
/// in its zone, POINT_CP each, minus the most any other seat has so; nothing else.
int material_for(const Position& pos, Seat s);

} // namespace littletable::martian
