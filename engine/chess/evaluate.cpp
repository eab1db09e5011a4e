// Step 1. Material and piece-square tables.
// Step 2. Pieces: mobility, rooks on open files, attacks on the enemy king's zone.
// Step 3. Pawn structure: doubled, isolated and passed pawns.
// Step 4. King safety: pawn shelter and the attack weight gathered in Step 2.
// Step 5. Blend middlegame and endgame by phase, scale down drawish material, add the tempo.
// Every term is computed for White and for Black and taken as White minus Black until Step 5.
#include "engine/chess/evaluate.h"

#include <algorithm>
#include <cstdlib>

namespace littletable::chess {

namespace {

/// A middlegame and an endgame value in centipawns.
struct Score {
    int mg = 0;
    int eg = 0;
    constexpr Score operator+(Score o) const { return {mg + o.mg, eg + o.eg}; }
    constexpr Score operator-(Score o) const { return {mg - o.mg, eg - o.eg}; }
    constexpr Score operator*(int k) const { return {mg * k, eg * k}; }
    constexpr Score& operator+=(Score o) { return *this = *this + o; }
    constexpr Score& operator-=(Score o) { return *this = *this - o; }
};

constexpr Score MATERIAL[PIECE_TYPE_NB] = {{}, {85, 105}, {330, 300}, {350, 315}, {470, 530}, {1000, 960}, {}, {}};

// Piece-square tables, written as a board diagram from White's side: the first row is rank 8, the last rank
// 1. White's square s reads entry s ^ 56, Black's square s entry s (the mirror).
// clang-format off
constexpr int PST_MG[PIECE_TYPE_NB][64] = {
    {},
    { // pawn: central advances, keep f/g/h pawns home for the king's shelter
       0,   0,   0,   0,   0,   0,   0,   0,
      50,  60,  60,  65,  65,  60,  60,  50,
      15,  20,  30,  40,  40,  30,  20,  15,
       0,   5,  10,  25,  25,  10,   5,   0,
      -5,   0,   5,  20,  20,   5,   0,  -5,
      -5,   0,   0,   5,   5,  -5,   0,  -5,
      -5,   5,   0, -15, -15,  10,  10,  -5,
       0,   0,   0,   0,   0,   0,   0,   0},
    { // knight: the rim is dim
     -70, -40, -30, -25, -25, -30, -40, -70,
     -35, -20,   0,   5,   5,   0, -20, -35,
     -20,   5,  15,  20,  20,  15,   5, -20,
     -15,  10,  20,  30,  30,  20,  10, -15,
     -15,   5,  15,  25,  25,  15,   5, -15,
     -20,   0,  10,  10,  10,  10,   0, -20,
     -30, -15,   0,   5,   5,   0, -15, -30,
     -60, -25, -25, -20, -20, -25, -25, -60},
    { // bishop: long diagonals and fianchetto squares
     -25, -10, -10, -10, -10, -10, -10, -25,
     -15,   0,   0,   0,   0,   0,   0, -15,
     -10,   5,  10,  10,  10,  10,   5, -10,
     -10,  10,  10,  15,  15,  10,  10, -10,
     -10,   5,  15,  15,  15,  15,   5, -10,
      -5,  10,  10,  10,  10,  10,  10,  -5,
     -10,  15,   5,   5,   5,   5,  15, -10,
     -20, -10, -15, -10, -10, -15, -10, -20},
    { // rook: the seventh rank, central files after castling
      10,  10,  10,  15,  15,  10,  10,  10,
      20,  25,  25,  25,  25,  25,  25,  20,
       0,   5,   5,   5,   5,   5,   5,   0,
      -5,   0,   0,   0,   0,   0,   0,  -5,
     -10,   0,   0,   0,   0,   0,   0, -10,
     -15,  -5,   0,   0,   0,   0,  -5, -15,
     -20, -10,  -5,   0,   0,  -5, -10, -20,
      -5,  -5,   0,  10,  10,   5,  -5,  -5},
    { // queen: mostly indifferent, a little central
     -20, -10, -10,  -5,  -5, -10, -10, -20,
     -10, -10,   0,   0,   0,   0, -10, -10,
     -10,   0,   5,   5,   5,   5,   0, -10,
      -5,   0,   5,   5,   5,   5,   0,  -5,
      -5,   0,   5,   5,   5,   5,   0,  -5,
     -10,   5,   5,   5,   5,   5,   0, -10,
     -10,   0,   5,   5,   0,   0,   0, -10,
     -20, -10, -10,   0,  -5, -10, -10, -20},
    { // king: stay home, castled
     -60, -60, -60, -70, -70, -60, -60, -60,
     -50, -50, -55, -60, -60, -55, -50, -50,
     -45, -45, -50, -55, -55, -50, -45, -45,
     -40, -40, -45, -50, -50, -45, -40, -40,
     -30, -35, -35, -45, -45, -35, -35, -30,
     -15, -20, -25, -30, -30, -25, -20, -15,
      10,  10,  -5, -20, -20, -10,  10,  10,
      15,  30,  10, -10,   0,  -5,  30,  20},
    {},
};

constexpr int PST_EG[PIECE_TYPE_NB][64] = {
    {},
    { // pawn: the further the better
       0,   0,   0,   0,   0,   0,   0,   0,
      70,  70,  65,  60,  60,  65,  70,  70,
      40,  40,  35,  30,  30,  35,  40,  40,
      15,  15,  10,   5,   5,  10,  15,  15,
       5,   5,   0,  -5,  -5,   0,   5,   5,
       0,   0,  -5,   0,   0,  -5,   0,   0,
       0,   0,   5,   5,   5,   5,   0,   0,
       0,   0,   0,   0,   0,   0,   0,   0},
    { // knight
     -50, -35, -25, -20, -20, -25, -35, -50,
     -30, -15,  -5,   0,   0,  -5, -15, -30,
     -20,  -5,  10,  15,  15,  10,  -5, -20,
     -15,   0,  15,  20,  20,  15,   0, -15,
     -15,   0,  15,  20,  20,  15,   0, -15,
     -20,  -5,   5,  10,  10,   5,  -5, -20,
     -30, -15,  -5,   0,   0,  -5, -15, -30,
     -50, -35, -25, -20, -20, -25, -35, -50},
    { // bishop
     -15, -10, -10,  -5,  -5, -10, -10, -15,
     -10,  -5,   0,   0,   0,   0,  -5, -10,
     -10,   0,   5,   5,   5,   5,   0, -10,
      -5,   0,   5,  10,  10,   5,   0,  -5,
      -5,   0,   5,  10,  10,   5,   0,  -5,
     -10,   0,   5,   5,   5,   5,   0, -10,
     -10,  -5,   0,   0,   0,   0,  -5, -10,
     -15, -10, -10,  -5,  -5, -10, -10, -15},
    { // rook
      10,  10,  10,  10,  10,  10,  10,  10,
      15,  15,  15,  15,  15,  15,  15,  15,
       5,   5,   5,   5,   5,   5,   5,   5,
       0,   0,   0,   0,   0,   0,   0,   0,
       0,   0,   0,   0,   0,   0,   0,   0,
      -5,  -5,  -5,  -5,  -5,  -5,  -5,  -5,
     -10, -10,  -5,  -5,  -5,  -5, -10, -10,
     -10,  -5,   0,   0,   0,   0,  -5, -10},
    { // queen: central
     -20, -10,  -5,   0,   0,  -5, -10, -20,
     -10,   0,   5,  10,  10,   5,   0, -10,
      -5,   5,  10,  15,  15,  10,   5,  -5,
       0,  10,  15,  20,  20,  15,  10,   0,
       0,  10,  15,  20,  20,  15,  10,   0,
      -5,   5,  10,  15,  15,  10,   5,  -5,
     -10,   0,   5,  10,  10,   5,   0, -10,
     -20, -10,  -5,   0,   0,  -5, -10, -20},
    { // king: to the centre once the queens are gone
     -60, -40, -30, -25, -25, -30, -40, -60,
     -30, -10,   0,   5,   5,   0, -10, -30,
     -20,   5,  20,  25,  25,  20,   5, -20,
     -20,   5,  25,  35,  35,  25,   5, -20,
     -25,   0,  20,  30,  30,  20,   0, -25,
     -30,  -5,  10,  15,  15,  10,  -5, -30,
     -35, -15,  -5,   0,   0,  -5, -15, -35,
     -55, -40, -30, -25, -25, -30, -40, -55},
    {},
};
// clang-format on

/// Mobility per safe target square above (or below) a typical count: knight 4, bishop 6, rook 6, queen 12.
constexpr Score MOBILITY_WEIGHT[PIECE_TYPE_NB] = {{}, {}, {4, 4}, {5, 5}, {2, 4}, {1, 2}, {}, {}};
constexpr int MOBILITY_CENTRE[PIECE_TYPE_NB] = {0, 0, 4, 6, 6, 12, 0, 0};

constexpr Score ROOK_OPEN_FILE = {25, 10};
constexpr Score ROOK_SEMI_OPEN_FILE = {12, 5};
constexpr Score BISHOP_PAIR = {30, 50};
constexpr Score DOUBLED_PAWN = {-10, -25};
constexpr Score ISOLATED_PAWN = {-12, -15};
/// Passed pawn bonus by relative rank (index 1 = its second rank).
constexpr Score PASSED_PAWN[RANK_NB] = {{}, {0, 5}, {5, 10}, {10, 25}, {25, 45}, {45, 75}, {75, 110}, {}};
/// Weight of a passed pawn's endgame terms (king distances, free path) by relative rank.
constexpr int PASSED_RANK_WEIGHT[RANK_NB] = {0, 0, 0, 1, 2, 3, 4, 0};

/// King shelter (middlegame): an own pawn one or two ranks in front of the king on its file or a neighbour,
/// and a file there without own pawns (worse when the enemy has none either: fully open).
constexpr int SHELTER_NEAR = 12, SHELTER_FAR = 6, SHELTER_MISSING = -15, SHELTER_OPEN = -10;
/// Attack units per enemy piece and king-zone square it attacks.
constexpr int KING_ATTACK_UNITS[PIECE_TYPE_NB] = {0, 0, 2, 2, 3, 5, 0, 0};
constexpr int KING_ATTACK_MAX_PENALTY = 450;

constexpr int TEMPO = 12;

constexpr int PHASE_WEIGHT[PIECE_TYPE_NB] = {0, 0, 1, 1, 2, 4, 0, 0};
constexpr int PHASE_MAX = 24;

int distance(Square a, Square b) {
    return std::max(std::abs(file_of(a) - file_of(b)), std::abs(rank_of(a) - rank_of(b)));
}

/// Squares on ranks strictly in front of `s` from `c`'s side.
Bitboard forward_ranks(Color c, Square s) {
    const int r = rank_of(s);
    if (c == WHITE)
        return r == 7 ? 0 : ~Bitboard(0) << (8 * (r + 1));
    return (Bitboard(1) << (8 * r)) - 1;
}

Bitboard adjacent_files(File f) {
    return (f > FILE_A ? file_bb(File(f - 1)) : 0) | (f < FILE_H ? file_bb(File(f + 1)) : 0);
}

Bitboard pawn_attacks_bb(Color c, Bitboard pawns) {
    return c == WHITE ? shift<NORTH_WEST>(pawns) | shift<NORTH_EAST>(pawns)
                      : shift<SOUTH_WEST>(pawns) | shift<SOUTH_EAST>(pawns);
}

/// The evaluation state of one side, filled by the steps below.
struct SideInfo {
    Bitboard kingZone = 0;   ///< the king's square, its neighbours and the ranks in front of those
    int kingAttackers = 0;   ///< enemy pieces attacking the zone
    int kingAttackUnits = 0; ///< their weighted attacks on it
};

// Step 1.
Score material_and_squares(const Position& pos, Color c) {
    Score s;
    for (int pt = PAWN; pt <= KING; ++pt)
        for (Bitboard b = pos.pieces(c, PieceType(pt)); b;) {
            const int idx = c == WHITE ? pop_lsb(b) ^ 56 : pop_lsb(b);
            s += MATERIAL[pt] + Score{PST_MG[pt][idx], PST_EG[pt][idx]};
        }
    return s;
}

// Step 2. Fills them.kingAttackers / kingAttackUnits with the attacks of `c`'s pieces on the enemy king zone.
Score pieces_term(const Position& pos, Color c, SideInfo& them) {
    const Bitboard occupied = pos.pieces();
    const Bitboard safe = ~pos.pieces(c) & ~pawn_attacks_bb(~c, pos.pieces(~c, PAWN));
    Score s;
    for (int pt = KNIGHT; pt <= QUEEN; ++pt)
        for (Bitboard b = pos.pieces(c, PieceType(pt)); b;) {
            const Square sq = pop_lsb(b);
            const Bitboard att = attacks_of(PieceType(pt), sq, occupied);
            s += MOBILITY_WEIGHT[pt] * (popcount(att & safe) - MOBILITY_CENTRE[pt]);
            if (const Bitboard onZone = att & them.kingZone) {
                ++them.kingAttackers;
                them.kingAttackUnits += KING_ATTACK_UNITS[pt] * popcount(onZone);
            }
            if (pt == ROOK) {
                const Bitboard f = file_bb(file_of(sq));
                if (!(f & pos.pieces(PAWN)))
                    s += ROOK_OPEN_FILE;
                else if (!(f & pos.pieces(c, PAWN)))
                    s += ROOK_SEMI_OPEN_FILE;
            }
        }
    if (more_than_one(pos.pieces(c, BISHOP)))
        s += BISHOP_PAIR;
    return s;
}

// Step 3.
Score pawns_term(const Position& pos, Color c) {
    const Bitboard ours = pos.pieces(c, PAWN), theirs = pos.pieces(~c, PAWN);
    const Square ourKing = pos.king_square(c), theirKing = pos.king_square(~c);
    Score s;
    for (int f = FILE_A; f <= FILE_H; ++f)
        if (const int n = popcount(ours & file_bb(File(f))); n > 1)
            s += DOUBLED_PAWN * (n - 1);
    for (Bitboard b = ours; b;) {
        const Square sq = pop_lsb(b);
        const File f = file_of(sq);
        if (!(ours & adjacent_files(f)))
            s += ISOLATED_PAWN;
        const Bitboard front = forward_ranks(c, sq);
        if (front & (file_bb(f) | adjacent_files(f)) & theirs)
            continue;
        // A passed pawn: worth more the further it is, the closer our king and the further theirs.
        const Rank r = relative_rank(c, rank_of(sq));
        s += PASSED_PAWN[r];
        const int w = PASSED_RANK_WEIGHT[r];
        const Square stop = sq + pawn_push(c);
        s.eg += w * (4 * distance(theirKing, stop) - 2 * distance(ourKing, stop));
        if (pos.empty(stop))
            s.eg += 5 * w;
    }
    return s;
}

// Step 4.
int king_safety_mg(const Position& pos, Color c, const SideInfo& info) {
    const Square ksq = pos.king_square(c);
    const Bitboard ours = pos.pieces(c, PAWN), theirs = pos.pieces(~c, PAWN);
    int mg = 0;
    const int kf = file_of(ksq);
    for (int f = std::max(kf - 1, 0); f <= std::min(kf + 1, 7); ++f) {
        const Bitboard fileFront = file_bb(File(f)) & forward_ranks(c, ksq);
        const Bitboard shield = ours & fileFront;
        if (!shield) {
            mg += SHELTER_MISSING;
            if (!(theirs & file_bb(File(f))))
                mg += SHELTER_OPEN;
            continue;
        }
        const Square nearest = c == WHITE ? lsb(shield) : Square(63 - std::countl_zero(shield));
        const int gap = std::abs(rank_of(nearest) - rank_of(ksq));
        mg += gap == 1 ? SHELTER_NEAR : gap == 2 ? SHELTER_FAR : 0;
    }
    if (info.kingAttackers >= 2) {
        int penalty = std::min(info.kingAttackUnits * info.kingAttackUnits / 4, KING_ATTACK_MAX_PENALTY);
        if (!pos.pieces(~c, QUEEN))
            penalty /= 2;
        mg -= penalty;
    }
    return mg;
}

Bitboard king_zone(const Position& pos, Color c) {
    const Square ksq = pos.king_square(c);
    const Bitboard near = king_attacks(ksq) | square_bb(ksq);
    return near | (c == WHITE ? shift<NORTH>(near) : shift<SOUTH>(near));
}

int non_pawn_material(const Position& pos, Color c) {
    return PIECE_VALUE[KNIGHT] * popcount(pos.pieces(c, KNIGHT)) + PIECE_VALUE[BISHOP] * popcount(pos.pieces(c, BISHOP)) +
           PIECE_VALUE[ROOK] * popcount(pos.pieces(c, ROOK)) + PIECE_VALUE[QUEEN] * popcount(pos.pieces(c, QUEEN));
}

// Step 5. Scales a White-view score for material that rarely wins, and drives a lone king to the edge.
int scale_endgame(const Position& pos, int score, int phase) {
    const Color strong = score > 0 ? WHITE : BLACK, weak = ~strong;
    const int strongNpm = non_pawn_material(pos, strong), weakNpm = non_pawn_material(pos, weak);
    // Without pawns, a minor piece or less up does not win (KR-KB, KB-K, KBN-KB, ...).
    if (!pos.pieces(strong, PAWN) && strongNpm - weakNpm <= PIECE_VALUE[BISHOP])
        return score / 8;
    // Opposite-coloured bishops alone: drawish.
    const Bitboard wb = pos.pieces(WHITE, BISHOP), bb = pos.pieces(BLACK, BISHOP);
    if (strongNpm == PIECE_VALUE[BISHOP] && weakNpm == PIECE_VALUE[BISHOP] && wb && bb &&
        bool(wb & DARK_SQUARES) != bool(bb & DARK_SQUARES))
        return score / 2;
    // Mop-up: a lone (pawnless) defender is pushed to the edge and approached by the winning king.
    if (!pos.pieces(weak, PAWN) && strongNpm - weakNpm >= PIECE_VALUE[ROOK] && phase < PHASE_MAX / 2) {
        const Square wk = pos.king_square(weak), sk = pos.king_square(strong);
        const int edge = std::max(3 - file_of(wk), file_of(wk) - 4) + std::max(3 - rank_of(wk), rank_of(wk) - 4);
        const int bonus = 10 * edge + 4 * (7 - distance(wk, sk));
        return score + (strong == WHITE ? bonus : -bonus);
    }
    return score;
}

} // namespace

int game_phase(const Position& pos) {
    int phase = 0;
    for (int pt = KNIGHT; pt <= QUEEN; ++pt)
        phase += PHASE_WEIGHT[pt] * popcount(pos.pieces(PieceType(pt)));
    return std::min(phase, PHASE_MAX);
}

int evaluate(const Position& pos) {
    SideInfo info[COLOR_NB];
    info[WHITE].kingZone = king_zone(pos, WHITE);
    info[BLACK].kingZone = king_zone(pos, BLACK);

    Score s = material_and_squares(pos, WHITE) - material_and_squares(pos, BLACK);
    s += pieces_term(pos, WHITE, info[BLACK]) - pieces_term(pos, BLACK, info[WHITE]);
    s += pawns_term(pos, WHITE) - pawns_term(pos, BLACK);
    s.mg += king_safety_mg(pos, WHITE, info[WHITE]) - king_safety_mg(pos, BLACK, info[BLACK]);

    const int phase = game_phase(pos);
    int score = (s.mg * phase + s.eg * (PHASE_MAX - phase)) / PHASE_MAX;
    score = scale_endgame(pos, score, phase);
    return (pos.side_to_move() == WHITE ? score : -score) + TEMPO;
}

} // namespace littletable::chess
