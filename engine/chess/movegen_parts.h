// The parts of chess move generation that Metamate's generator reuses (engine/metamate/movegen.cpp): pin rays, the
// target sets of the pawns, and the sinks that list or count target sets.
#pragma once

#include "engine/chess/bitboard.h"

namespace littletable::chess {

/// Pin rays toward the king on `ksq`: for each enemy slider (`orthSnipers` along ranks and files, `diagSnipers`
/// along diagonals; `them` are all enemy pieces) that would attack the king through exactly one piece of `us`, the
/// ray from the king to the slider, slider included. A piece on `hv` may move only along hv, one on `d` only
/// along d.
struct Pins {
    Bitboard hv = 0;
    Bitboard d = 0;
};
inline Pins pin_rays(Square ksq, Bitboard us, Bitboard them, Bitboard orthSnipers, Bitboard diagSnipers) {
    const Bitboard occupied = us | them;
    Pins pins;
    for (Bitboard snipers = rook_attacks(ksq, them) & orthSnipers; snipers;) {
        const Square s = pop_lsb(snipers);
        const Bitboard ray = between(ksq, s);
        if ((ray & occupied) && !more_than_one(ray & occupied) && (ray & us))
            pins.hv |= ray | square_bb(s);
    }
    for (Bitboard snipers = bishop_attacks(ksq, them) & diagSnipers; snipers;) {
        const Square s = pop_lsb(snipers);
        const Bitboard ray = between(ksq, s);
        if ((ray & occupied) && !more_than_one(ray & occupied) && (ray & us))
            pins.d |= ray | square_bb(s);
    }
    return pins;
}

/// The destination squares of `pawns` (of colour Us) that keep the king safe from pins and, with `checkMask`,
/// answer a single check: single pushes, double pushes, and captures of `targets` to the left and right (from
/// White's view). The origin is the destination minus the direction (Up, 2 Up, UpLeft, UpRight).
template<Color Us>
struct PawnTargets {
    static constexpr Direction Up = pawn_push(Us);
    static constexpr Direction UpLeft = Us == WHITE ? NORTH_WEST : SOUTH_EAST;
    static constexpr Direction UpRight = Us == WHITE ? NORTH_EAST : SOUTH_WEST;
    Bitboard pushes = 0, doubles = 0, left = 0, right = 0;

    PawnTargets(Bitboard pawns, Bitboard empty, Bitboard targets, Pins pins, Bitboard checkMask) {
        constexpr Bitboard Rank3 = Us == WHITE ? rank_bb(RANK_3) : rank_bb(RANK_6);
        const Bitboard pushers = pawns & ~pins.d;
        const Bitboard single = (shift<Up>(pushers & ~pins.hv) | (shift<Up>(pushers & pins.hv) & pins.hv)) & empty;
        doubles = shift<Up>(single & Rank3) & empty & checkMask;
        pushes = single & checkMask;
        const Bitboard capturers = pawns & ~pins.hv;
        const Bitboard free = capturers & ~pins.d, pinned = capturers & pins.d;
        left = (shift<UpLeft>(free) | (shift<UpLeft>(pinned) & pins.d)) & targets & checkMask;
        right = (shift<UpRight>(free) | (shift<UpRight>(pinned) & pins.d)) & targets & checkMask;
    }
};

/// The part of a listing sink that every generator shares: moves from one square to a set of squares, and pawn moves
/// given by their destinations (origin = destination - D). `List` holds a value_type constructible as Move(from, to).
template<typename List>
struct TargetsToList {
    using Move = typename List::value_type;
    List& list;
    explicit TargetsToList(List& l) : list(l) {}
    void targets(Square from, Bitboard to) {
        while (to)
            list.push_back(Move(from, pop_lsb(to)));
    }
    template<Direction D>
    void pawn_targets(Bitboard to) {
        while (to) {
            const Square t = pop_lsb(to);
            list.push_back(Move(t - D, t));
        }
    }
};

/// The counting counterpart of TargetsToList.
struct TargetsCounter {
    uint64_t count = 0;
    void targets(Square, Bitboard to) { count += unsigned(popcount(to)); }
    template<Direction>
    void pawn_targets(Bitboard to) {
        count += unsigned(popcount(to));
    }
};

} // namespace littletable::chess
