// Zobrist keys of four-player positions: one per piece code (owner or grey, type) and square, per side to move, per
// eliminated seat, per castling right, per seat's en passant landing square, and a mix per seat's points (points
// can only be reached by play, so they are hashed by a function rather than a table).
#pragma once

#include <cstdint>

#include "engine/fourplayer/types.h"

namespace littletable::fourplayer::zobrist {

using Key = uint64_t;

extern Key Psq[PIECE_CODE_NB][256];
extern Key SideToMove[SEAT_NB];
extern Key Eliminated[SEAT_NB];
extern Key Castling[8];
extern Key EnPassant[SEAT_NB][256];
extern Key PointsSalt[SEAT_NB];

/// Fills the tables; idempotent and thread-safe (Position calls it).
void init();

/// The key of piece `p` (not EMPTY) on `s`.
inline Key piece_key(Piece p, Square s) { return Psq[piece_code(p)][s]; }

/// The key of seat `seat` holding `points` points (0 for none).
inline Key points_key(Seat seat, int points) {
    if (points == 0)
        return 0;
    uint64_t z = PointsSalt[seat] + uint64_t(points) * 0x9E3779B97F4A7C15ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

} // namespace littletable::fourplayer::zobrist
