// Bitboards: 64-bit square sets and the attack tables of the chess pieces.
//
// Slider attacks come from one table per square indexed either by PEXT (BMI2) or by a "fancy" magic
// multiply. The choice is made once at start-up (attacks::init): PEXT when the CPU has fast BMI2 (not on
// AMD Zen 1/2, where PEXT is microcoded), magics otherwise, or as forced by LITTLETABLE_ATTACKS=magic|pext.
// A build for a BMI2 CPU (-march=native on one) uses PEXT unconditionally.
#pragma once

#include <bit>
#include <cassert>
#include <string_view>

#include "engine/chess/types.h"

namespace littletable::chess {

constexpr Bitboard FILE_A_BB = 0x0101010101010101ULL;
constexpr Bitboard FILE_H_BB = FILE_A_BB << 7;
constexpr Bitboard RANK_1_BB = 0xFFULL;
constexpr Bitboard RANK_8_BB = RANK_1_BB << 56;
constexpr Bitboard DARK_SQUARES = 0xAA55AA55AA55AA55ULL;

constexpr Bitboard square_bb(Square s) { return Bitboard(1) << s; }
constexpr Bitboard file_bb(File f) { return FILE_A_BB << f; }
/// The files `first` to `last` (both included; none when `last` comes before `first`).
constexpr Bitboard files_bb(File first, File last) {
    Bitboard b = 0;
    for (int f = first; f <= last; ++f)
        b |= file_bb(File(f));
    return b;
}
constexpr Bitboard rank_bb(Rank r) { return RANK_1_BB << (8 * r); }

inline int popcount(Bitboard b) { return std::popcount(b); }
inline Square lsb(Bitboard b) {
    assert(b);
    return Square(std::countr_zero(b));
}
inline Square pop_lsb(Bitboard& b) {
    Square s = lsb(b);
    b &= b - 1;
    return s;
}
constexpr bool more_than_one(Bitboard b) { return b & (b - 1); }

/// Shifts every square of `b` one step in direction D, dropping what leaves the board.
template<Direction D>
constexpr Bitboard shift(Bitboard b) {
    if constexpr (D == NORTH)
        return b << 8;
    else if constexpr (D == SOUTH)
        return b >> 8;
    else if constexpr (D == EAST)
        return (b & ~FILE_H_BB) << 1;
    else if constexpr (D == WEST)
        return (b & ~FILE_A_BB) >> 1;
    else if constexpr (D == NORTH_EAST)
        return (b & ~FILE_H_BB) << 9;
    else if constexpr (D == NORTH_WEST)
        return (b & ~FILE_A_BB) << 7;
    else if constexpr (D == SOUTH_EAST)
        return (b & ~FILE_H_BB) >> 7;
    else
        return (b & ~FILE_A_BB) >> 9;
}

namespace attacks {

/// One square's slider table entry: the relevant-occupancy mask, the magic (unused with PEXT) and a pointer
/// into the shared attack table.
struct SliderEntry {
    Bitboard mask;
    Bitboard magic;
    const Bitboard* attacks;
    unsigned shift;
};

extern SliderEntry RookTable[SQUARE_NB];
extern SliderEntry BishopTable[SQUARE_NB];
extern Bitboard PawnAttacks[COLOR_NB][SQUARE_NB];
extern Bitboard KnightAttacks[SQUARE_NB];
extern Bitboard KingAttacks[SQUARE_NB];
/// Squares strictly between two squares on a line (rank, file or diagonal); empty otherwise.
extern Bitboard Between[SQUARE_NB][SQUARE_NB];
/// The whole board line through two squares (edge to edge); empty when they share none.
extern Bitboard Line[SQUARE_NB][SQUARE_NB];
extern bool UsePext;

/// Fills every table. Idempotent and thread-safe; called by Position before any position exists.
void init();
/// "pext" or "magic": the slider indexing chosen at start-up.
std::string_view slider_indexing();

/// The bits of `src` under `mask`, packed to the low end (BMI2's PEXT). On x86-64 the instruction itself, as
/// inline assembly so that a build without -mbmi2 can still use it when the CPU has it; elsewhere (aarch64,
/// wasm32) a portable loop, never on the hot path there: UsePext stays false and magics index the tables.
inline uint64_t pext(Bitboard src, Bitboard mask) {
#if defined(__x86_64__)
    uint64_t dst;
    asm("pextq %2, %1, %0" : "=r"(dst) : "r"(src), "r"(mask));
    return dst;
#else
    uint64_t dst = 0;
    for (uint64_t bit = 1; mask; mask &= mask - 1, bit <<= 1)
        if (src & mask & -mask)
            dst |= bit;
    return dst;
#endif
}

inline unsigned slider_index(const SliderEntry& e, Bitboard occupied) {
#if defined(__BMI2__)
    return unsigned(pext(occupied, e.mask));
#else
    if (UsePext)
        return unsigned(pext(occupied, e.mask));
    return unsigned(((occupied & e.mask) * e.magic) >> e.shift);
#endif
}

} // namespace attacks

inline Bitboard rook_attacks(Square s, Bitboard occupied) {
    const attacks::SliderEntry& e = attacks::RookTable[s];
    return e.attacks[attacks::slider_index(e, occupied)];
}
inline Bitboard bishop_attacks(Square s, Bitboard occupied) {
    const attacks::SliderEntry& e = attacks::BishopTable[s];
    return e.attacks[attacks::slider_index(e, occupied)];
}
inline Bitboard queen_attacks(Square s, Bitboard occupied) {
    return rook_attacks(s, occupied) | bishop_attacks(s, occupied);
}
inline Bitboard pawn_attacks(Color c, Square s) { return attacks::PawnAttacks[c][s]; }
inline Bitboard knight_attacks(Square s) { return attacks::KnightAttacks[s]; }
inline Bitboard king_attacks(Square s) { return attacks::KingAttacks[s]; }
inline Bitboard between(Square a, Square b) { return attacks::Between[a][b]; }
inline Bitboard line(Square a, Square b) { return attacks::Line[a][b]; }

/// Attacks of a piece type (not a pawn) from `s` with the given occupancy.
inline Bitboard attacks_of(PieceType pt, Square s, Bitboard occupied) {
    switch (pt) {
        case KNIGHT:
            return knight_attacks(s);
        case BISHOP:
            return bishop_attacks(s, occupied);
        case ROOK:
            return rook_attacks(s, occupied);
        case QUEEN:
            return queen_attacks(s, occupied);
        case KING:
            return king_attacks(s);
        default:
            return 0;
    }
}

} // namespace littletable::chess
