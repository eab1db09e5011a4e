// The evaluation of four-player positions for the N-player searches (ai/games/fourplayer_traits.h), in centipawns.
//
// Points decide the game (docs/rules/fourplayer.md, "Points (FFA)"), so a seat's value is its points first,
// POINT_CP each, then what it still has to play with:
//   - material: its live pieces at MATERIAL_CP (chess's usual values; the promoted queen moves as a queen, so it
//     counts as one here although it is worth 1 point to its capturer). Grey pieces belong to nobody: 0. In a game
//     with a move limit it fades to nothing over the last FADE_PLIES plies (FADING_MATERIAL at -1), so that the
//     pieces are cashed in for points before the game ends on points (docs/levels.md, "Four-player chess: material
//     that fades");
//   - king safety against three opponents: KING_ZONE_CP for every square next to its king that a live opponent
//     attacks, IN_CHECK_CP when its king is attacked now (a seat in check when others move before it may be mated
//     or lose its king for 20 points to someone else);
//   - an eliminated seat keeps its points (they still count for first place) and nothing else.
// The searches maximise the root seat's value against the strongest other seat's (evaluate_for), the relative
// value ai/nplayer/nplayer_traits.h asks for. The weights are set by hand and chosen by matches, not fitted.
#pragma once

#include <array>

#include "engine/fourplayer/features.h"
#include "engine/fourplayer/position.h"

namespace littletable::fourplayer {

constexpr int POINT_CP = 100;
constexpr int KING_ZONE_CP = 12;
constexpr int IN_CHECK_CP = 60;

/// The weights of the features (features.h) in seat_value, centipawns per unit, in Feature order.
constexpr Features WEIGHTS = {MATERIAL_CP[PAWN], MATERIAL_CP[KNIGHT], MATERIAL_CP[BISHOP],
                              MATERIAL_CP[ROOK], MATERIAL_CP[QUEEN],  MATERIAL_CP[PROMOTED_QUEEN],
                              -KING_ZONE_CP,     -IN_CHECK_CP,        -1};

/// Seat `s`'s material: its live pieces at MATERIAL_CP (the king counts 0). 0 for an eliminated seat.
int material(const Position& pos, Seat s);

/// Seat `s`'s value on its own (centipawns): points, and its features (features.h) at WEIGHTS: material and king
/// safety as above.
int seat_value(const Position& pos, Seat s);

/// Seat `s`'s value minus the best value among the other three seats (eliminated ones by their points), from
/// seat `s`'s view: positive when `s` leads. Also defined for an eliminated `s`.
int evaluate_for(const Position& pos, Seat s);

/// The reference evaluation the measured players are held against (docs/levels.md): seat `s`'s material minus the
/// most material among the other seats, nothing else (no points, no king safety).
int material_for(const Position& pos, Seat s);

} // namespace littletable::fourplayer
