// The two Martian Chess boards as bit masks and move tables (docs/rules/martian.md, "Board and setup" and "Four
// players"): which squares exist, each seat's zone, and the squares each piece type reaches from each square on an
// empty board. Built once per board; a Position points at its layout.
#pragma once

#include <bit>

#include "engine/martian/types.h"

namespace littletable::martian {

/// Queen directions: the four that raise the square number first (their nearest blocker is the lowest bit), then
/// the four that lower it (nearest blocker: the highest bit).
enum Direction { NORTH, EAST, NORTH_EAST, NORTH_WEST, SOUTH, WEST, SOUTH_WEST, SOUTH_EAST, DIRECTION_NB };

struct Layout {
    int seats = 2; ///< 2: the 4x8 board; 4: the 8x8 board
    int width = 4; ///< files in use (4 or 8)
    Bitboard board = 0; ///< the squares that exist
    Bitboard zone[MAX_SEATS] = {};
    Seat zoneOf[SQUARE_NB] = {}; ///< the zone's owner, NO_SEAT off the board
    Bitboard pawn[SQUARE_NB] = {};
    /// Drone steps: the square one step away in an orthogonal direction, and the one two steps away (reached only
    /// when the first is empty); 0 off the board.
    Bitboard droneNear[4][SQUARE_NB] = {};
    Bitboard droneFar[4][SQUARE_NB] = {};
    /// Every square from the square to the board's edge in a direction (the square itself excluded).
    Bitboard ray[DIRECTION_NB][SQUARE_NB] = {};

    bool on_board(int file, int rank) const { return file >= 0 && file < width && rank >= 0 && rank < 8; }

    /// Squares a drone on `s` reaches with `occupied` standing in the way (targets themselves included).
    Bitboard drone_targets(Square s, Bitboard occupied) const {
        Bitboard t = 0;
        for (int d = 0; d < 4; ++d) {
            const Bitboard near = droneNear[d][s];
            t |= near | ((near & occupied) ? 0 : droneFar[d][s]);
        }
        return t;
    }

    /// Squares a queen on `s` reaches with `occupied` standing in the way (the first piece of each line included).
    Bitboard queen_targets(Square s, Bitboard occupied) const {
        Bitboard t = 0;
        for (int d = NORTH; d <= NORTH_WEST; ++d) {
            const Bitboard r = ray[d][s], blockers = r & occupied;
            t |= blockers ? r ^ ray[d][std::countr_zero(blockers)] : r;
        }
        for (int d = SOUTH; d <= SOUTH_EAST; ++d) {
            const Bitboard r = ray[d][s], blockers = r & occupied;
            t |= blockers ? r ^ ray[d][63 - std::countl_zero(blockers)] : r;
        }
        return t;
    }

    Bitboard targets(PieceType pt, Square s, Bitboard occupied) const {
        return pt == PAWN ? pawn[s] : pt == DRONE ? drone_targets(s, occupied) : queen_targets(s, occupied);
    }
};

/// The layout of the 2-player (seats = 2) or the 4-player board (seats = 4); process-wide constants.
const Layout& layout_for(int seats);

} // namespace littletable::martian
