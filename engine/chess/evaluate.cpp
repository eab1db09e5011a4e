// Step 1. Pawns (engine/chess/pawn_eval.*): material, squares and structure, from the per-thread cache.
// Step 2. Pieces: material and squares, mobility, outposts, minor pieces behind pawns, bishops and their own
//         pawns on their colour, rooks on open files and the seventh, attacks on the enemy king's zone, the
//         king on a flank without pawns; every piece's attacks are gathered for the later steps.
// Step 3. King safety: pawn shelter and storm, the attacks of Step 2 and safe checks, a quadratic penalty.
// Step 4. Threats: enemy pieces attacked by our pawns, minor pieces or rooks, hanging, attacked by our king
//         undefended, or attacked after a safe pawn push; squares where the enemy's pieces are restricted; safe
//         squares to attack a lone enemy queen from.
// Step 5. Passed pawns: king distances to the square in front, free path.
// Step 6. Blend middlegame and endgame by phase, scale down drawish material, add the tempo.
// Every term is computed for White and for Black and taken as White minus Black until Step 6.
#include "engine/chess/evaluate.h"

#include <algorithm>
#include <bit>
#include <cstdlib>

#include "engine/chess/pawn_eval.h"

namespace littletable::chess {

namespace {

constexpr int PHASE_WEIGHT[PIECE_TYPE_NB] = {0, 0, 1, 1, 2, 4, 0, 0};
/// Weight of a passed pawn's king-distance terms by relative rank.
constexpr int PASSED_RANK_WEIGHT[RANK_NB] = {0, 0, 0, 1, 2, 3, 4, 0};

/// The flank of a king by its file, as the classical evaluations take it: a-c for a king on the a-file, a-d on
/// b or c, c-f on d or e, e-h on f or g, f-h on h.
constexpr Bitboard KING_FLANK[FILE_NB] = {files_bb(FILE_A, FILE_C), files_bb(FILE_A, FILE_D), files_bb(FILE_A, FILE_D),
                                          files_bb(FILE_C, FILE_F), files_bb(FILE_C, FILE_F), files_bb(FILE_E, FILE_H),
                                          files_bb(FILE_E, FILE_H), files_bb(FILE_F, FILE_H)};

/// What the steps share about one side.
struct SideState {
    Bitboard attacks[PIECE_TYPE_NB] = {}; ///< squares attacked by the side's pieces of each type; [0]: any
    Bitboard attackedTwice = 0;
    Bitboard kingZone = 0; ///< the king's square, its neighbours and the rank in front
    int kingAttackers = 0; ///< enemy pieces attacking this side's king zone
    int kingAttackUnits = 0;
};

Bitboard king_zone(Square ksq, Color c) {
    const Bitboard near = king_attacks(ksq) | square_bb(ksq);
    return near | shift_forward(c, near);
}

void add_attacks(SideState& st, PieceType pt, Bitboard att) {
    st.attackedTwice |= st.attacks[0] & att;
    st.attacks[0] |= att;
    st.attacks[pt] |= att;
}

// The attacks of a piece of type Pt on `sq`, chosen at compile time. Not bitboard.h's attacks_of(Pt, ...), which
// chooses at run time: this is the evaluation's hot loop, and that one is slower here (docs/history.md).
template<PieceType Pt>
Bitboard attacks_of_type(Square sq, Bitboard occupied) {
    if constexpr (Pt == KNIGHT)
        return knight_attacks(sq);
    else if constexpr (Pt == BISHOP)
        return bishop_attacks(sq, occupied);
    else if constexpr (Pt == ROOK)
        return rook_attacks(sq, occupied);
    else
        return rook_attacks(sq, occupied) | bishop_attacks(sq, occupied);
}

// Step 2, for the pieces of type Pt (one instance per type: no switch on the type per piece).
template<PieceType Pt>
Score pieces_of_type(const Position& pos, const EvalParams& p, Color c, Bitboard mobilityArea, Bitboard outposts,
                     SideState& us, SideState& them) {
    const Bitboard occupied = pos.pieces();
    Score s;
    for (Bitboard b = pos.pieces(c, Pt); b;) {
        const Square sq = pop_lsb(b);
        s += p.material[Pt] + p.pst[Pt][relative_square(c, sq)];
        const Bitboard att = attacks_of_type<Pt>(sq, occupied);
        add_attacks(us, Pt, att);
        s += p.mobility[Pt][popcount(att & mobilityArea)];
        if (const Bitboard onZone = att & them.kingZone) {
            ++them.kingAttackers;
            them.kingAttackUnits += p.kingAttackUnits[Pt] * popcount(onZone);
        }
        if constexpr (Pt == KNIGHT || Pt == BISHOP) {
            if (shift_forward(c, square_bb(sq)) & pos.pieces(PAWN))
                s += p.minorBehindPawn;
        }
        if constexpr (Pt == KNIGHT) {
            if (outposts & square_bb(sq))
                s += p.knightOutpost;
        } else if constexpr (Pt == BISHOP) {
            if (outposts & square_bb(sq))
                s += p.bishopOutpost;
            const Bitboard sameColour = DARK_SQUARES & square_bb(sq) ? DARK_SQUARES : ~DARK_SQUARES;
            s += p.bishopPawns * popcount(pos.pieces(c, PAWN) & sameColour);
        } else if constexpr (Pt == ROOK) {
            const Bitboard f = file_bb(file_of(sq));
            if (!(f & pos.pieces(PAWN)))
                s += p.rookOpenFile;
            else if (!(f & pos.pieces(c, PAWN)))
                s += p.rookSemiOpenFile;
            if (relative_rank(c, rank_of(sq)) == RANK_7 && ((pos.pieces(~c, PAWN) & rank_bb(rank_of(sq))) ||
                                                            relative_rank(c, rank_of(pos.king_square(~c))) == RANK_8))
                s += p.rookOnSeventh;
        }
    }
    return s;
}

// Step 2. Fills `us` (attacks) and `them` (attacks on their king zone).
Score pieces_of(const Position& pos, const EvalParams& p, const PawnInfo& pawns, Color c, SideState& us,
                SideState& them) {
    const Bitboard mobilityArea = ~pos.pieces(c) & ~pawns.attacks[~c];
    const Bitboard outposts = pawns.attacks[c] & ~pawns.attackSpan[~c] &
                              (c == WHITE ? rank_bb(RANK_4) | rank_bb(RANK_5) | rank_bb(RANK_6)
                                          : rank_bb(RANK_5) | rank_bb(RANK_4) | rank_bb(RANK_3));
    Score s = pieces_of_type<KNIGHT>(pos, p, c, mobilityArea, outposts, us, them);
    s += pieces_of_type<BISHOP>(pos, p, c, mobilityArea, outposts, us, them);
    s += pieces_of_type<ROOK>(pos, p, c, mobilityArea, outposts, us, them);
    s += pieces_of_type<QUEEN>(pos, p, c, mobilityArea, outposts, us, them);
    if (more_than_one(pos.pieces(c, BISHOP)))
        s += p.bishopPair;
    const Square ksq = pos.king_square(c);
    s += p.pst[KING][relative_square(c, ksq)];
    if (!(pos.pieces(PAWN) & KING_FLANK[file_of(ksq)]))
        s += p.pawnlessFlank;
    return s;
}

// Step 3. The middlegame safety of `c`'s king.
int king_safety(const Position& pos, const EvalParams& p, Color c, const SideState& us, const SideState& them) {
    const Square ksq = pos.king_square(c);
    const Bitboard ours = pos.pieces(c, PAWN), theirs = pos.pieces(~c, PAWN);
    const Bitboard ahead = forward_ranks(c, ksq);
    int mg = 0;
    const int kf = file_of(ksq);
    for (int f = std::max(kf - 1, 0); f <= std::min(kf + 1, 7); ++f) {
        const Bitboard fileAhead = file_bb(File(f)) & ahead;
        const Bitboard shield = ours & fileAhead;
        if (!shield) {
            mg += p.shelterMissing;
            if (!(theirs & file_bb(File(f))))
                mg += p.shelterOpen;
        } else {
            const Square nearest = c == WHITE ? lsb(shield) : Square(63 - std::countl_zero(shield));
            const int gap = std::abs(rank_of(nearest) - rank_of(ksq));
            mg += gap == 1 ? p.shelterNear : gap == 2 ? p.shelterFar : 0;
        }
        // Enemy pawns coming at the shelter: within three ranks of the king.
        const Bitboard stormZone =
            fileAhead & ~forward_ranks(c, c == WHITE ? Square(std::min(ksq + 24, 63)) : Square(std::max(ksq - 24, 0)));
        if (theirs & stormZone)
            mg += p.stormNear;
    }
    // Safe checks: squares the enemy could check from that we do not guard.
    const Bitboard occupied = pos.pieces();
    const Bitboard safe = ~us.attacks[0] & ~pos.pieces(~c);
    const Bitboard rookChecks = rook_attacks(ksq, occupied) & safe;
    const Bitboard bishopChecks = bishop_attacks(ksq, occupied) & safe;
    int units = us.kingAttackUnits;
    if (knight_attacks(ksq) & safe & them.attacks[KNIGHT])
        units += p.safeCheckUnits[KNIGHT];
    if (bishopChecks & them.attacks[BISHOP])
        units += p.safeCheckUnits[BISHOP];
    if (rookChecks & them.attacks[ROOK])
        units += p.safeCheckUnits[ROOK];
    if ((rookChecks | bishopChecks) & them.attacks[QUEEN])
        units += p.safeCheckUnits[QUEEN];
    if (us.kingAttackers >= 2 || (us.kingAttackers == 1 && pos.pieces(~c, QUEEN))) {
        int penalty = std::min(units * units / 4, p.kingAttackMax);
        if (!pos.pieces(~c, QUEEN))
            penalty /= 2;
        mg -= penalty;
    }
    return mg;
}

// Step 4. Threats made by `c`.
Score threats_of(const Position& pos, const EvalParams& p, Color c, const SideState& us, const SideState& them) {
    Score s;
    const Bitboard minors = us.attacks[KNIGHT] | us.attacks[BISHOP];
    for (int i = KNIGHT; i <= QUEEN; ++i) {
        const PieceType pt = PieceType(i);
        const Bitboard victims = pos.pieces(~c, pt);
        if (!victims)
            continue;
        s += p.threatByPawn[pt] * popcount(victims & us.attacks[PAWN]);
        s += p.threatByMinor[pt] * popcount(victims & minors);
        s += p.threatByRook[pt] * popcount(victims & us.attacks[ROOK]);
    }
    const Bitboard pieces = pos.pieces(~c) & ~pos.pieces(~c, PAWN) & ~pos.pieces(~c, KING);
    s += p.hangingPiece * popcount(pieces & us.attacks[0] & ~them.attacks[0]);
    s += p.threatByKing * popcount(pos.pieces(~c) & us.attacks[KING] & ~them.attacks[0]);
    // Safe pawn pushes (one step, or two from the second rank, to a square no enemy pawn attacks and that we
    // defend or the enemy does not attack): the enemy pieces the pushed pawn would then attack.
    const Bitboard empty = ~pos.pieces();
    const Bitboard ours = pos.pieces(c, PAWN);
    Bitboard pushes = shift_forward(c, ours) & empty;
    const Bitboard third = c == WHITE ? rank_bb(RANK_3) : rank_bb(RANK_6);
    pushes |= shift_forward(c, pushes & third) & empty;
    pushes &= ~them.attacks[PAWN] & (us.attacks[0] | ~them.attacks[0]);
    s += p.pawnPushThreat * popcount(pawn_attacks_bb(c, pushes) & pieces);
    // Squares the enemy holds strongly: attacked by a pawn of theirs, or twice by them and at most once by us.
    const Bitboard strong = them.attacks[PAWN] | (them.attackedTwice & ~us.attackedTwice);
    s += p.restrictedSquare * popcount(them.attacks[0] & us.attacks[0] & ~strong);
    // A lone enemy queen: safe squares from which our pieces would attack it.
    const Bitboard queen = pos.pieces(~c, QUEEN);
    if (queen && !more_than_one(queen)) {
        const Square qsq = lsb(queen);
        const Bitboard safe = ~pos.pieces(c) & ~strong;
        s += p.knightOnQueen * popcount(us.attacks[KNIGHT] & knight_attacks(qsq) & safe);
        const Bitboard sliders =
            (us.attacks[BISHOP] & bishop_attacks(qsq, ~empty)) | (us.attacks[ROOK] & rook_attacks(qsq, ~empty));
        s += p.sliderOnQueen * popcount(sliders & safe & us.attackedTwice);
    }
    return s;
}

// Step 5.
Score passers_of(const Position& pos, const EvalParams& p, const PawnInfo& pawns, Color c, const SideState& them) {
    const Square ourKing = pos.king_square(c), theirKing = pos.king_square(~c);
    Score s;
    for (Bitboard b = pawns.passed[c]; b;) {
        const Square sq = pop_lsb(b);
        const Rank r = relative_rank(c, rank_of(sq));
        const Square stop = sq + pawn_push(c);
        const int w = PASSED_RANK_WEIGHT[r];
        s.eg += w * (p.passedEnemyKingDistance * distance(theirKing, stop) -
                     p.passedOwnKingDistance * distance(ourKing, stop));
        if (pos.empty(stop) && !(them.attacks[0] & square_bb(stop)))
            s += p.passedFreePath[r];
    }
    return s;
}

int non_pawn_material(const Position& pos, Color c) {
    return PIECE_VALUE[KNIGHT] * popcount(pos.pieces(c, KNIGHT)) +
           PIECE_VALUE[BISHOP] * popcount(pos.pieces(c, BISHOP)) + PIECE_VALUE[ROOK] * popcount(pos.pieces(c, ROOK)) +
           PIECE_VALUE[QUEEN] * popcount(pos.pieces(c, QUEEN));
}

// Step 6. Scales a White-view score for material that rarely wins, and drives a lone king to the edge.
int scale_endgame(const Position& pos, int score, int phase) {
    if (score == 0)
        return 0; // no stronger side (and the colours treated alike)
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

// Steps 1-5: the White-minus-Black sums.
Score sums_with(const Position& pos, const EvalParams& p, const PawnInfo& pawns) {
    // Step 1.
    Score s = pawns.score;

    // Step 2.
    SideState st[COLOR_NB];
    for (Color c : {WHITE, BLACK}) {
        const Square ksq = pos.king_square(c);
        st[c].kingZone = king_zone(ksq, c);
        add_attacks(st[c], PAWN, pawns.attacks[c]);
        add_attacks(st[c], KING, king_attacks(ksq));
    }
    s += pieces_of(pos, p, pawns, WHITE, st[WHITE], st[BLACK]) - pieces_of(pos, p, pawns, BLACK, st[BLACK], st[WHITE]);

    // Steps 3-5.
    s.mg += king_safety(pos, p, WHITE, st[WHITE], st[BLACK]) - king_safety(pos, p, BLACK, st[BLACK], st[WHITE]);
    s += threats_of(pos, p, WHITE, st[WHITE], st[BLACK]) - threats_of(pos, p, BLACK, st[BLACK], st[WHITE]);
    if (pawns.passed[WHITE] | pawns.passed[BLACK])
        s += passers_of(pos, p, pawns, WHITE, st[BLACK]) - passers_of(pos, p, pawns, BLACK, st[WHITE]);
    return s;
}

int evaluate_with(const Position& pos, const EvalParams& p, const PawnInfo& pawns) {
    const Score s = sums_with(pos, p, pawns);
    // Step 6.
    const int phase = game_phase(pos);
    int score = tapered(s, phase);
    score = scale_endgame(pos, score, phase);
    return (pos.side_to_move() == WHITE ? score : -score) + p.tempo;
}

} // namespace

int game_phase(const Position& pos) {
    int phase = 0;
    for (int pt = KNIGHT; pt <= QUEEN; ++pt)
        phase += PHASE_WEIGHT[pt] * popcount(pos.pieces(PieceType(pt)));
    return std::min(phase, PHASE_MAX);
}

int evaluate(const Position& pos) { return evaluate_with(pos, EVAL_PARAMS, cached_pawns(pos)); }

int evaluate(const Position& pos, const EvalParams& params) {
    return evaluate_with(pos, params, evaluate_pawns(pos, params));
}

Score evaluate_sums(const Position& pos, const EvalParams& params) {
    return sums_with(pos, params, evaluate_pawns(pos, params));
}

} // namespace littletable::chess
