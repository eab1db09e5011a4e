// Step 1. Chess's evaluation of the board, the Metas standing as pieces it gives no value.
// Step 2. Each Meta: material by configuration; what it copies now (mobility, threats, the enemy king's
//         neighbourhood, an M4's enemy copies); what it may become (evolution, promotion); its safety.
// Step 3. The setup phase (a Meta still to come) and a lone enemy king (drive it to the edge).
// Meta terms are computed for White and for Black and taken as White minus Black, with ranks relative to each side,
// so that the evaluation is the same for a position and its colour-flipped mirror.
#include "engine/metamate/evaluate.h"

#include <algorithm>
#include <cstdlib>

namespace littletable::metamate {

using namespace chess;

namespace {

/// Per square a Meta could move to (its copies' targets, not own pieces, not attacked by an enemy pawn) above or
/// below a typical count.
constexpr int MOBILITY_WEIGHT = 4;
constexpr int MOBILITY_CENTRE = 4;
/// A Meta without anything to copy has no move at all (§4.4).
constexpr int ISOLATED = -20;
/// Per enemy piece (not a pawn, not the king) the Meta attacks, and per enemy pawn.
constexpr int THREAT_PIECE = 15;
constexpr int THREAT_PAWN = 4;
/// Per square next to the enemy king (or the king's own) the Meta attacks.
constexpr int KING_ZONE = 8;
/// Per enemy piece an M4 copies (its moves are counted by the mobility too).
constexpr int M4_ENEMY_COPY = 10;
/// A Meta that can capture now may evolve next move (§5.1): a quarter of the gain.
constexpr int EVOLUTION_SHARE = 4;
/// A Meta on its 6th, 7th or 8th rank with an own pawn beside it or beside the square in front of it may promote
/// soon (§7.2: on its last rank, copying a pawn), by relative rank.
constexpr int PROMOTION_POTENTIAL[RANK_NB] = {0, 0, 0, 0, 0, 30, 80, 120};
/// A Meta attacked by an enemy pawn, and one attacked and not defended: a fraction of its value.
constexpr int UNDER_PAWN_SHARE = 8;
constexpr int HANGING_SHARE = 8;
/// A side that still chooses its Meta in the setup phase: about what a pawn's M1 adds (M1 150 - pawn 100).
constexpr int META_TO_COME = 50;
/// A lone enemy king: per step it is from the centre, and per step the Meta is nearer to it.
constexpr int LONE_KING_EDGE = 10;
constexpr int LONE_KING_NEAR = 4;

/// The configuration a capture brings (§5.1); M1's choice is one of the two M2s, of equal value here.
constexpr MetaConfig next_stage(MetaConfig c) {
    return c == M1_HORIZONTAL || c == M1_VERTICAL ? M2_ORTHOGONAL : evolved(c);
}

int distance(Square a, Square b) {
    return std::max(std::abs(file_of(a) - file_of(b)), std::abs(rank_of(a) - rank_of(b)));
}

/// The squares one step forward from `b` for `c`.
Bitboard forward(Color c, Bitboard b) { return c == WHITE ? shift<NORTH>(b) : shift<SOUTH>(b); }

/// Squares the pawns of `c` on `pawns` attack.
Bitboard pawn_attack_set(Color c, Bitboard pawns) {
    return c == WHITE ? shift<NORTH_WEST>(pawns) | shift<NORTH_EAST>(pawns)
                      : shift<SOUTH_WEST>(pawns) | shift<SOUTH_EAST>(pawns);
}

// Step 2. One Meta of `c` on `s`.
int meta_score(const Board& b, Color c, Square s) {
    const MetaConfig cfg = b.config_on(s);
    const Bitboard own = b.pieces(c), enemy = b.pieces(~c);
    int score = META_VALUE[cfg];

    // What it copies now: the union of its copies' moves, made from its square (§4).
    const Bitboard sources = b.copy_sources(s);
    if (!sources)
        score += ISOLATED;
    else {
        const Bitboard attacks = b.meta_attacks(s, c, sources);
        Bitboard targets = attacks & ~own;
        if (const Bitboard others = sources & ~b.pieces(PAWN); others != sources) {
            // A copied pawn moves forward onto an empty square and takes diagonally only what is there.
            targets = (b.meta_attacks(s, c, others) & ~own) | (pawn_attacks(c, s) & enemy) |
                      (forward(c, square_bb(s)) & ~b.pieces());
        }
        const Bitboard safe = ~pawn_attack_set(~c, b.pieces(~c, PAWN));
        score += MOBILITY_WEIGHT * (popcount(targets & safe) - MOBILITY_CENTRE);
        const Bitboard victims = attacks & enemy & ~b.pieces(KING);
        score += THREAT_PIECE * popcount(victims & ~b.pieces(PAWN)) + THREAT_PAWN * popcount(victims & b.pieces(PAWN));
        const Square theirKing = b.king_square(~c);
        score += KING_ZONE * popcount(attacks & (king_attacks(theirKing) | square_bb(theirKing)));
        if (cfg == M4)
            score += M4_ENEMY_COPY * popcount(sources & enemy);
        else if (victims)
            score += (META_VALUE[next_stage(cfg)] - META_VALUE[cfg]) / EVOLUTION_SHARE;
    }

    // What it may become: a promotion on the last rank beside a pawn.
    const Rank r = relative_rank(c, rank_of(s));
    if (PROMOTION_POTENTIAL[r]) {
        const Bitboard ahead = forward(c, square_bb(s));
        Bitboard near = king_attacks(s);
        if (ahead)
            near |= king_attacks(lsb(ahead));
        if (near & b.pieces(c, PAWN))
            score += PROMOTION_POTENTIAL[r];
    }

    // Safety: it can be taken like any piece.
    if (const Bitboard attackers = b.attackers(s, ~c)) {
        if (attackers & b.pieces(PAWN))
            score -= META_VALUE[cfg] / UNDER_PAWN_SHARE;
        if (!b.attackers(s, c))
            score -= META_VALUE[cfg] / HANGING_SHARE;
    }
    return score;
}

// Steps 2 and 3 for one side.
int side_terms(const Position& pos, Color c) {
    const Board& b = pos.board();
    int score = 0;
    for (Bitboard metas = b.pieces(c, META); metas;)
        score += meta_score(b, c, pop_lsb(metas));
    // In the setup phase White chooses first: Black is still to choose while White chooses and after.
    if (pos.in_setup() && !b.pieces(c, META))
        score += META_TO_COME;
    // A lone enemy king against a Meta: push it to the edge, bring the Meta (and the king it copies) near.
    if (b.pieces(c, META) && b.pieces(~c) == b.pieces(~c, KING)) {
        const Square k = b.king_square(~c);
        const int fromCentre =
            std::max(3 - int(file_of(k)), int(file_of(k)) - 4) + std::max(3 - int(rank_of(k)), int(rank_of(k)) - 4);
        int metaDistance = 7;
        for (Bitboard metas = b.pieces(c, META); metas;)
            metaDistance = std::min(metaDistance, distance(k, pop_lsb(metas)));
        score += LONE_KING_EDGE * fromCentre + LONE_KING_NEAR * (14 - metaDistance - distance(k, b.king_square(c)));
    }
    return score;
}

} // namespace

int meta_terms(const Position& pos) { return side_terms(pos, WHITE) - side_terms(pos, BLACK); }

int evaluate(const Position& pos) {
    // Step 1. One scratch chess position per thread, refilled from this board.
    thread_local chess::Position scratch = chess::Position::start();
    scratch.set_board(pos.board(), pos.side_to_move());
    const int orthodox = chess::evaluate(scratch);
    const int metas = meta_terms(pos);
    return orthodox + (pos.side_to_move() == WHITE ? metas : -metas);
}

} // namespace littletable::metamate
