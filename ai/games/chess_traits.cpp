#include "ai/games/chess_traits.h"

#include <algorithm>

namespace littletable::ai {

using namespace chess;

// The swap algorithm: gain[d] is what the side making the d-th capture has won if the exchange stops after
// it; walking back, each side takes the better of stopping or going on. Every capture is played out: the usual
// early exit (both choices of a side negative) keeps only the sign, and see_ge needs the value.
int ChessTraits::see(const Position& pos, Move m) {
    if (m.type() == CASTLING)
        return 0;
    const Square from = m.from(), to = m.to();
    Bitboard occupied = pos.pieces() ^ square_bb(from);
    int gain[40];
    int d = 0;
    gain[0] = SEE_VALUE[type_of(pos.piece_on(to))];
    int onSquare = SEE_VALUE[type_of(pos.piece_on(from))]; // the piece the next capture would take
    if (m.type() == EN_PASSANT) {
        occupied ^= square_bb(to - pawn_push(pos.side_to_move()));
        gain[0] = SEE_VALUE[PAWN];
    } else if (m.type() == PROMOTION) {
        gain[0] += SEE_VALUE[m.promotion_type()] - SEE_VALUE[PAWN];
        onSquare = SEE_VALUE[m.promotion_type()];
    }
    const Bitboard diagonal = pos.pieces(BISHOP) | pos.pieces(QUEEN);
    const Bitboard orthogonal = pos.pieces(ROOK) | pos.pieces(QUEEN);
    Bitboard attackers = pos.attackers_to(to, occupied) & occupied;
    Color side = ~pos.side_to_move();
    while (d < 38) {
        ++d;
        gain[d] = onSquare - gain[d - 1]; // if `side` can take back
        const Bitboard ours = attackers & pos.pieces(side);
        if (!ours)
            break;
        PieceType pt = PAWN;
        while (!(ours & pos.pieces(pt)))
            pt = PieceType(pt + 1);
        occupied ^= square_bb(lsb(ours & pos.pieces(pt)));
        // Sliders behind the capturer join in (x-rays).
        if (pt == PAWN || pt == BISHOP || pt == QUEEN)
            attackers |= bishop_attacks(to, occupied) & diagonal;
        if (pt == ROOK || pt == QUEEN)
            attackers |= rook_attacks(to, occupied) & orthogonal;
        attackers &= occupied;
        onSquare = SEE_VALUE[pt];
        side = ~side;
    }
    while (--d > 0)
        gain[d - 1] = -std::max(-gain[d - 1], gain[d]);
    return gain[0];
}

} // namespace littletable::ai
