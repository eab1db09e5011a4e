// Zobrist keys for chess positions: one random number per (piece, square), castling-rights set, en passant
// file and side to move. Deterministic (fixed seed) so keys are stable across runs.
#pragma once

#include "engine/chess/types.h"

namespace littletable::chess::zobrist {

extern Key Psq[PIECE_NB][SQUARE_NB];
extern Key Castling[CASTLING_RIGHT_NB];
extern Key EnPassant[FILE_NB];
extern Key Side;

/// Fills the tables; idempotent and thread-safe.
void init();

} // namespace littletable::chess::zobrist
