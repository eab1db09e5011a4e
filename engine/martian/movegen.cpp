// Martian Chess move generation (docs/rules/martian.md, "Moves"): each piece of the side to move's zone to every
// square it reaches without jumping, where the square is empty, holds a piece of another zone (a capture), or holds
// a piece of the mover's own zone the mover may merge with (a field promotion); minus the rejected move of the
// rejection rule; each move twice while the deadlock clock may be called. One generator feeds a list or a counter.
#include <bit>

#include "engine/martian/position.h"

namespace littletable::martian {

template<bool List>
uint64_t Position::generate(MoveList* list) const {
    if (outcome().over())
        return 0;
    const Bitboard own = lay->zone[sideToMove], occupied = byType[NO_PIECE];
    const Bitboard open = lay->board & ~(occupied & own);
    // Field promotion: pawn onto pawn only without a drone in the zone; pawn onto drone or drone onto pawn only
    // without a queen in the zone.
    const bool noDrone = (byType[DRONE] & own) == 0, noQueen = (byType[QUEEN] & own) == 0;
    Bitboard allowed[PIECE_TYPE_NB];
    allowed[NO_PIECE] = 0;
    allowed[PAWN] = open | (noDrone ? byType[PAWN] & own : 0) | (noQueen ? byType[DRONE] & own : 0);
    allowed[DRONE] = open | (noQueen ? byType[PAWN] & own : 0);
    allowed[QUEEN] = open;
    const bool twins = clockState == CLOCK_READY;
    uint64_t count = 0;
    for (Bitboard pieces = occupied & own; pieces; pieces &= pieces - 1) {
        const Square from = std::countr_zero(pieces);
        const PieceType pt = board[from];
        Bitboard targets = lay->targets(pt, from, occupied) & allowed[pt];
        if (from == crossTo) // no rejection: the crossed piece may not go straight back
            targets &= ~square_bb(crossFrom);
        if constexpr (List) {
            for (; targets; targets &= targets - 1) {
                const Square to = std::countr_zero(targets);
                list->push_back(Move(from, to));
                if (twins)
                    list->push_back(Move(from, to, true));
            }
        } else
            count += uint64_t(std::popcount(targets)) << twins;
    }
    return count;
}

void Position::generate_legal(MoveList& list) const {
    list.clear();
    generate<true>(&list);
}

uint64_t Position::count_legal() const { return generate<false>(nullptr); }

bool Position::is_legal(Move m) const {
    MoveList list;
    generate_legal(list);
    return list.contains(m);
}

} // namespace littletable::martian
