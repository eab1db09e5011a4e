// Zobrist keys of Metamate positions: chess's keys for the orthodox pieces, castling rights and side to move
// (engine/chess/zobrist.h), plus Metamate's own: one per Meta colour, configuration and square, one per en passant
// square (a Meta's double step may leave one on any rank), and one for the setup phase.
#pragma once

#include "engine/chess/zobrist.h"
#include "engine/metamate/types.h"

namespace littletable::metamate::zobrist {

extern Key Meta[chess::COLOR_NB][CONFIG_NB][chess::SQUARE_NB];
extern Key EnPassant[chess::SQUARE_NB];
extern Key SetupPhase;

/// Fills the tables (and chess's); idempotent and thread-safe.
void init();

/// The key of `p` on `s` (a Meta of configuration `cfg`); 0 for no piece.
inline Key piece_key(Piece p, MetaConfig cfg, Square s) {
    if (p == NO_PIECE)
        return 0;
    if (chess::type_of(p) == META)
        return Meta[chess::color_of(p)][cfg][s];
    return chess::zobrist::Psq[p][s];
}

} // namespace littletable::metamate::zobrist
