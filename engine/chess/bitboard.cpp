#include "engine/chess/bitboard.h"
#include "engine/chess/magics.h"

#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>

namespace littletable::chess::attacks {

SliderEntry RookTable[SQUARE_NB];
SliderEntry BishopTable[SQUARE_NB];
Bitboard PawnAttacks[COLOR_NB][SQUARE_NB];
Bitboard KnightAttacks[SQUARE_NB];
Bitboard KingAttacks[SQUARE_NB];
Bitboard Between[SQUARE_NB][SQUARE_NB];
Bitboard Line[SQUARE_NB][SQUARE_NB];
bool UsePext = false;

namespace {

// 0x19000 rook and 0x1480 bishop entries: the exact sizes of the fancy-magic / PEXT tables.
Bitboard RookAttackTable[0x19000];
Bitboard BishopAttackTable[0x1480];

const int RookSteps[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
const int BishopSteps[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

bool on_board(int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; }

Bitboard ray_attacks(Square s, Bitboard occupied, const int (&steps)[4][2]) {
    Bitboard result = 0;
    for (const auto& d : steps) {
        int f = file_of(s) + d[0], r = rank_of(s) + d[1];
        while (on_board(f, r)) {
            Square t = make_square(File(f), Rank(r));
            result |= square_bb(t);
            if (occupied & square_bb(t))
                break;
            f += d[0], r += d[1];
        }
    }
    return result;
}

Bitboard leaper_attacks(Square s, const int (*steps)[2], int count) {
    Bitboard result = 0;
    for (int i = 0; i < count; ++i) {
        int f = file_of(s) + steps[i][0], r = rank_of(s) + steps[i][1];
        if (on_board(f, r))
            result |= square_bb(make_square(File(f), Rank(r)));
    }
    return result;
}

/// xorshift64* — a small deterministic generator for the magic search.
struct Prng {
    uint64_t s;
    uint64_t next() {
        s ^= s >> 12;
        s ^= s << 25;
        s ^= s >> 27;
        return s * 2685821657736338717ULL;
    }
    uint64_t sparse() { return next() & next() & next(); }
};

/// Fills `table` for every square: masks, then the attack sets at the PEXT or magic index of every subset
/// of the mask (Carry-Rippler enumeration). Magics are the stored ones (magics.h), else found by a seeded random
/// search, as Stockfish does.
void init_sliders(SliderEntry (&table)[SQUARE_NB], Bitboard* storage, const int (&steps)[4][2],
                  const Bitboard (&known)[SQUARE_NB]) {
    Bitboard occupancy[4096], reference[4096];
    int epoch[4096] = {}, attempt = 0;
    Prng rng{0x9E3779B97F4A7C15ULL};
    Bitboard* next = storage;
    for (int sq = 0; sq < 64; ++sq) {
        Square s = Square(sq);
        Bitboard edges =
            ((RANK_1_BB | RANK_8_BB) & ~rank_bb(rank_of(s))) | ((FILE_A_BB | FILE_H_BB) & ~file_bb(file_of(s)));
        SliderEntry& e = table[sq];
        e.mask = ray_attacks(s, 0, steps) & ~edges;
        e.shift = 64 - unsigned(popcount(e.mask));
        e.attacks = next;
        int size = 0;
        Bitboard b = 0;
        do {
            occupancy[size] = b;
            reference[size] = ray_attacks(s, b, steps);
            ++size;
            b = (b - e.mask) & e.mask;
        } while (b);
        if (UsePext) {
            for (int i = 0; i < size; ++i)
                next[pext(occupancy[i], e.mask)] = reference[i];
        } else {
            // The stored magic first (magics.h); the search only if it does not fit.
            bool stored = true;
            for (int i = 0; i < size;) {
                if (stored)
                    e.magic = known[sq];
                else
                    do
                        e.magic = rng.sparse();
                    while (popcount((e.magic * e.mask) >> 56) < 6);
                stored = false;
                ++attempt;
                for (i = 0; i < size; ++i) {
                    unsigned idx = unsigned(((occupancy[i] & e.mask) * e.magic) >> e.shift);
                    if (epoch[idx] < attempt) {
                        epoch[idx] = attempt;
                        next[idx] = reference[i];
                    } else if (next[idx] != reference[i])
                        break;
                }
            }
        }
        next += size;
    }
}

bool cpu_has_fast_pext() {
#if defined(__x86_64__)
    __builtin_cpu_init();
    if (!__builtin_cpu_supports("bmi2"))
        return false;
    // AMD Zen 1 and Zen 2 (family 0x17) implement PEXT in microcode: magics are faster there.
    unsigned eax, ebx, ecx, edx;
    asm("cpuid" : "=a"(eax), "=b"(ebx), "=c"(ecx), "=d"(edx) : "a"(0));
    bool amd = ebx == 0x68747541; // "Auth"enticAMD
    asm("cpuid" : "=a"(eax), "=b"(ebx), "=c"(ecx), "=d"(edx) : "a"(1));
    unsigned family = ((eax >> 8) & 0xF) + ((eax >> 20) & 0xFF);
    return !(amd && family == 0x17);
#else
    return false;
#endif
}

void init_all() {
#if defined(__BMI2__)
    UsePext = true;
#else
    UsePext = cpu_has_fast_pext();
    if (const char* forced = std::getenv("LITTLETABLE_ATTACKS")) {
        if (std::strcmp(forced, "magic") == 0)
            UsePext = false;
        else if (std::strcmp(forced, "pext") == 0 && cpu_has_fast_pext())
            UsePext = true;
    }
#endif
    const int knightSteps[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    const int kingSteps[8][2] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
    const int whitePawn[2][2] = {{-1, 1}, {1, 1}};
    const int blackPawn[2][2] = {{-1, -1}, {1, -1}};
    for (int sq = 0; sq < 64; ++sq) {
        Square s = Square(sq);
        KnightAttacks[sq] = leaper_attacks(s, knightSteps, 8);
        KingAttacks[sq] = leaper_attacks(s, kingSteps, 8);
        PawnAttacks[WHITE][sq] = leaper_attacks(s, whitePawn, 2);
        PawnAttacks[BLACK][sq] = leaper_attacks(s, blackPawn, 2);
    }
    init_sliders(RookTable, RookAttackTable, RookSteps, ROOK_MAGICS);
    init_sliders(BishopTable, BishopAttackTable, BishopSteps, BISHOP_MAGICS);
    for (int a = 0; a < 64; ++a)
        for (int b = 0; b < 64; ++b) {
            Square s1 = Square(a), s2 = Square(b);
            Between[a][b] = Line[a][b] = 0;
            for (const auto* steps : {&RookSteps, &BishopSteps}) {
                if (ray_attacks(s1, 0, *steps) & square_bb(s2)) {
                    Line[a][b] =
                        (ray_attacks(s1, 0, *steps) & ray_attacks(s2, 0, *steps)) | square_bb(s1) | square_bb(s2);
                    Between[a][b] = ray_attacks(s1, square_bb(s2), *steps) & ray_attacks(s2, square_bb(s1), *steps);
                }
            }
        }
}

} // namespace

void init() {
    static std::once_flag once;
    std::call_once(once, init_all);
}

std::string_view slider_indexing() { return UsePext ? "pext" : "magic"; }

} // namespace littletable::chess::attacks
