#include "engine/chess/pawn_eval.h"

#include <memory>

namespace littletable::chess {

namespace {

/// Every square in front of the squares of `b` (from `c`'s side), on their files.
Bitboard fill_forward(Color c, Bitboard b) {
    if (c == WHITE) {
        b |= b << 8;
        b |= b << 16;
        b |= b << 32;
        return b << 8;
    }
    b |= b >> 8;
    b |= b >> 16;
    b |= b >> 32;
    return b >> 8;
}

Score pawns_of(const Position& pos, const EvalParams& params, Color c, PawnInfo& info) {
    const Bitboard ours = pos.pieces(c, PAWN), theirs = pos.pieces(~c, PAWN);
    const Bitboard theirAttacks = pawn_attacks_bb(~c, theirs);
    Score s;
    for (Bitboard b = ours; b;) {
        const Square sq = pop_lsb(b);
        const File f = file_of(sq);
        const Rank r = relative_rank(c, rank_of(sq));
        s += params.material[PAWN] + params.pst[PAWN][relative_square(c, sq)];
        const Bitboard front = forward_ranks(c, sq);
        const Bitboard neighbours = ours & adjacent_files(f);
        if (ours & front & file_bb(f))
            s += params.doubledPawn;
        if (!neighbours)
            s += params.isolatedPawn;
        else if (!(neighbours & ~front) && (theirAttacks & square_bb(sq + pawn_push(c))))
            s += params.backwardPawn; // every neighbour is ahead and the square in front is guarded
        const Bitboard phalanx = neighbours & rank_bb(rank_of(sq));
        const Bitboard guards = ours & pawn_attacks(~c, sq);
        if (phalanx | guards)
            s += params.connectedPawn[r];
        if (!(front & (file_bb(f) | adjacent_files(f)) & theirs) && !(ours & front & file_bb(f))) {
            info.passed[c] |= square_bb(sq);
            s += params.passedPawn[r];
        }
    }
    info.attacks[c] = pawn_attacks_bb(c, ours);
    const Bitboard ahead = fill_forward(c, ours);
    info.attackSpan[c] = shift<EAST>(ahead) | shift<WEST>(ahead);
    return s;
}

/// 2048 entries (147 KB): small enough to stay in the core's cache; 16384 (1.2 MB) miss it on most probes
/// (figures: docs/history.md).
constexpr int CACHE_BITS = 11;

std::size_t cache_index(Bitboard white, Bitboard black) {
    const uint64_t h = white * 0x9E3779B97F4A7C15ULL ^ (black + 0x632BE59BD9B4E019ULL) * 0xC2B2AE3D27D4EB4FULL;
    return std::size_t(h >> (64 - CACHE_BITS));
}

} // namespace

PawnInfo evaluate_pawns(const Position& pos, const EvalParams& params) {
    PawnInfo info;
    info.pawns[WHITE] = pos.pieces(WHITE, PAWN);
    info.pawns[BLACK] = pos.pieces(BLACK, PAWN);
    info.score = pawns_of(pos, params, WHITE, info) - pawns_of(pos, params, BLACK, info);
    return info;
}

const PawnInfo& cached_pawns(const Position& pos) {
    // Per thread, so that searches on several threads never share an entry; allocated on first use. An entry
    // is found by its two pawn bitboards themselves, so there are no false hits (a fresh entry describes
    // the board without pawns, correctly).
    thread_local std::unique_ptr<PawnInfo[]> cache;
    if (!cache)
        cache = std::make_unique<PawnInfo[]>(std::size_t(1) << CACHE_BITS);
    const Bitboard white = pos.pieces(WHITE, PAWN), black = pos.pieces(BLACK, PAWN);
    PawnInfo& entry = cache[cache_index(white, black)];
    if (entry.pawns[WHITE] != white || entry.pawns[BLACK] != black)
        entry = evaluate_pawns(pos, EVAL_PARAMS);
    return entry;
}

} // namespace littletable::chess
