// What the four-player evaluation (evaluate.h, seat_value) counts for a seat, as numbers, so that the weights it
// gives them can be fitted to self-play (tools/nplayer_fit).
//
// Per live seat (docs/rules/fourplayer.md): its pawns, knights, bishops, rooks, queens and promoted queens
// (a promoted queen moves as a queen and is worth 1 point to its capturer); KING_ZONE_ATTACKED, the squares next
// to its king that a live opponent attacks; IN_CHECK, 1 when its king is attacked now; FADING_MATERIAL, its pieces at
// MATERIAL_CP times how far a game with a move limit is into its last FADE_PLIES plies (engine/core/end_phase.h),
// divided by 100: the pieces standing when the game ends on points score nothing. An eliminated seat: all 0.
#pragma once

#include <array>

#include "engine/fourplayer/position.h"

namespace littletable::fourplayer {

enum Feature {
    PAWN_COUNT,
    KNIGHT_COUNT,
    BISHOP_COUNT,
    ROOK_COUNT,
    QUEEN_COUNT,
    PROMOTED_QUEEN_COUNT,
    KING_ZONE_ATTACKED,
    IN_CHECK,
    FADING_MATERIAL,
    FEATURE_NB
};

/// The features' names, in Feature order (for the fitting tool's report).
constexpr std::array<const char*, FEATURE_NB> FEATURE_NAMES = {
    "pawns",    "knights",        "bishops", "rooks", "queens", "promoted-queens", "king-zone-attacked",
    "in-check", "fading-material"};

using Features = std::array<int, FEATURE_NB>;

/// Chess's usual piece values, centipawns, by PieceType; the promoted queen moves as a queen. The king: 0.
constexpr std::array<int, TYPE_NB> MATERIAL_CP = {0, 100, 300, 320, 500, 900, 0, 900};

/// The plies before the move limit over which FADING_MATERIAL grows to the whole material. A game without a
/// limit does not fade.
constexpr int FADE_PLIES = 120;

/// The features of seat `s` (all 0 for an eliminated seat).
Features seat_features(const Position& pos, Seat s);

} // namespace littletable::fourplayer
