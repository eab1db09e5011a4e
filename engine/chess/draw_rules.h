// The game-ending rules of docs/rules/chess.md §3-4 on chess's board: dead positions by insufficient material,
// plus the board-independent ones of engine/core/draw_rules.h. Shared by Chess and Metamate ("draws as in chess",
// docs/rules/metamate.md §8).
#pragma once

#include "engine/chess/bitboard.h"
#include "engine/core/draw_rules.h"

namespace littletable::chess {

/// A dead position by insufficient material (chess.md §3): no pawns, rooks or queens (`heavy`), and either at most
/// one minor piece in all or only bishops all standing on squares of one colour.
inline bool insufficient_material(Bitboard heavy, Bitboard knights, Bitboard bishops) {
    if (heavy)
        return false;
    if (popcount(knights | bishops) <= 1)
        return true;
    // Only bishops, all on squares of one colour: no mate is possible whatever the moves.
    return !knights && (!(bishops & DARK_SQUARES) || !(bishops & ~DARK_SQUARES));
}

/// What FIDE 6.9's test of one side's mating material looks at: its pieces but the king, and some of them by type.
struct MatingMaterial {
    Bitboard others = 0, knights = 0, bishops = 0, pawns = 0, queens = 0;
};

/// One side's MatingMaterial on any board on chess's types (chess, Metamate).
template<typename Board>
MatingMaterial mating_material(const Board& b, Color c) {
    return {b.pieces(c) & ~b.pieces(c, KING), b.pieces(c, KNIGHT), b.pieces(c, BISHOP), b.pieces(c, PAWN),
            b.pieces(c, QUEEN)};
}

/// Whether a side with `own` could checkmate a side with `their` by some series of legal moves (FIDE 6.9), as
/// analysed at www.e4ec.org/immr.html: never with a lone king; not with a king and one knight against nothing but
/// queens (a queen next to the cornered king takes or blocks every knight's mate); not with a king and bishops
/// against no knight, no pawn and no bishop on the other square colour (nothing can block the king's flight squares
/// of that colour). Any other material may mate.
inline bool can_checkmate(const MatingMaterial& own, const MatingMaterial& their) {
    if (!own.others)
        return false;
    if (own.others == own.knights && popcount(own.knights) == 1)
        return their.others != their.queens;
    if (own.others == own.bishops) {
        const Bitboard bishops = own.bishops | their.bishops;
        const bool bothColours = (bishops & DARK_SQUARES) && (bishops & ~DARK_SQUARES);
        return bothColours || their.knights || their.pawns;
    }
    return true;
}

// Repetitions and the order of automatic endings are the same for every chess-like game (engine/core/draw_rules.h).
using littletable::automatic_outcome;
using littletable::is_repetition;
using littletable::repetition_count;

} // namespace littletable::chess
