// Metamachy's evaluation: every term is summed for White and for Black from that colour's view (its relative rank),
// so that the colour-mirrored position scores the same for the other side.
#include "engine/metamachy/evaluate.h"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "engine/metamachy/attacks.h"

namespace littletable::metamachy {

namespace {

struct Score {
    int mg = 0, eg = 0;
    void add(int m, int e) { mg += m, eg += e; }
};

/// Game phase weights: the non-pawn pieces, 30 a side at the start (60 = middlegame, 0 = bare endgame).
constexpr int PHASE_WEIGHT[PIECE_TYPE_NB] = {0, 0, 1, 1, 1, 1, 1, 2, 2, 4, 4, 4, 0};
constexpr int PHASE_MAX = 60;

/// Endgame material: a Pawn gains (it promotes to a Queen, Lion or Eagle); the rest as in the middlegame.
constexpr int eg_value(PieceType pt) { return pt == PAWN ? 130 : pt == PRINCE ? 330 : PIECE_VALUE[pt]; }

/// Centralisation bonus per step towards the centre (0 on the edge ring, 5 on the 2x2 centre), middlegame and
/// endgame, by piece type: short-range pieces need the centre most on a 12x12 board.
constexpr int CENTRE_MG[PIECE_TYPE_NB] = {0, 0, 4, 7, 5, 4, 3, 1, 2, 3, 6, 2, -6};
constexpr int CENTRE_EG[PIECE_TYPE_NB] = {0, 0, 6, 6, 4, 4, 3, 2, 2, 4, 6, 4, 10};

/// Slider mobility per reachable square (Rook, Bishop, Queen, Eagle: moves and captures; Cannon: quiet moves).
constexpr int MOBILITY_MG = 2, MOBILITY_EG = 3;
/// Squares a slider is expected to reach; fewer cost, more gain.
constexpr int MOBILITY_BASE[PIECE_TYPE_NB] = {0, 0, 0, 0, 0, 0, 6, 7, 6, 10, 0, 12, 0};

/// King safety: the weight of an enemy piece within three King steps of the King; the penalty grows with the
/// square of their sum (KING_DANGER_SCALE / 8 per unit squared), middlegame only.
constexpr int KING_ATTACKER[PIECE_TYPE_NB] = {0, 0, 1, 2, 2, 1, 2, 3, 3, 5, 5, 5, 0};
constexpr int KING_DANGER_SCALE = 3;
/// Own Pawns and Princes on the three squares one and two ranks in front of the King (middlegame).
constexpr int SHIELD_NEAR = 14, SHIELD_FAR = 7;
/// A King that has left its first two ranks in the middlegame, per rank.
constexpr int KING_ADVANCE_MG = 18;

constexpr int BISHOP_PAIR = 30;
constexpr int TEMPO = 15;

/// |x| in a constant expression (std::abs is not constexpr in every standard library this builds with).
constexpr int abs_value(int x) { return x < 0 ? -x : x; }

/// 0 on the edge ring of the 12x12 board up to 5 on its four centre squares.
constexpr int centrality(int file, int rank) {
    const int df = abs_value(2 * file - 11), dr = abs_value(2 * rank - 11);
    return 5 - (std::max(df, dr) - 1) / 2;
}

constexpr std::array<int8_t, MAILBOX_SIZE> centre_table() {
    std::array<int8_t, MAILBOX_SIZE> t{};
    for (int r = 0; r < RANK_NB; ++r)
        for (int f = 0; f < FILE_NB; ++f)
            t[make_square(f, r)] = int8_t(centrality(f, r));
    return t;
}
constexpr std::array<int8_t, MAILBOX_SIZE> CENTRE = centre_table();

/// The rank of `s` counted from colour c's side (0 = its first rank).
int relative_rank(Color c, Square s) { return c == WHITE ? rank_of(s) : RANK_NB - 1 - rank_of(s); }

/// Empty squares along `d` from `s`, plus one if the ray ends on an enemy piece (when `captures`).
int ray_count(const Position& pos, Square s, int d, Piece enemy, bool captures) {
    int n = 0;
    Square t = Square(s + d);
    for (; pos.empty(t); t = Square(t + d))
        ++n;
    return n + (captures && (pos.piece_on(t) & enemy) ? 1 : 0);
}

/// The squares a slider of type pt on `s` reaches (see MOBILITY_BASE).
int mobility(const Position& pos, PieceType pt, Square s, Piece enemy) {
    int n = 0;
    switch (pt) {
        case ROOK:
            for (int d : ORTHOGONAL)
                n += ray_count(pos, s, d, enemy, true);
            break;
        case CANNON:
            for (int d : ORTHOGONAL)
                n += ray_count(pos, s, d, enemy, false);
            break;
        case BISHOP:
            for (int d : DIAGONAL)
                n += ray_count(pos, s, d, enemy, true);
            break;
        case QUEEN:
            for (int d : KING_STEPS)
                n += ray_count(pos, s, d, enemy, true);
            break;
        case EAGLE:
            for (int d : DIAGONAL) {
                const Square via = Square(s + d);
                if (pos.piece_on(via) & enemy)
                    ++n;
                if (!pos.empty(via))
                    continue;
                ++n;
                const int df = file_of(Square(s + d)) - file_of(s), dr = rank_of(Square(s + d)) - rank_of(s);
                n += ray_count(pos, via, step(df, 0), enemy, true) + ray_count(pos, via, step(0, dr), enemy, true);
            }
            break;
        default:
            break;
    }
    return n;
}

/// Colour c's King safety: the enemy pieces near it and its Pawn and Prince shield.
int king_safety_mg(const Position& pos, Color c) {
    const Square ksq = pos.king_square(c);
    const int kf = file_of(ksq), kr = rank_of(ksq);
    int danger = 0;
    const Square* sq = pos.piece_squares(~c);
    for (int i = 0; i < pos.piece_count(~c); ++i) {
        const int dist = std::max(std::abs(file_of(sq[i]) - kf), std::abs(rank_of(sq[i]) - kr));
        if (dist <= 3)
            danger += KING_ATTACKER[type_of(pos.piece_on(sq[i]))];
    }
    int shield = 0;
    const int fwd = forward(c);
    for (int df = -1; df <= 1; ++df) {
        const Piece near = pos.piece_on(Square(ksq + fwd + df)), far = pos.piece_on(Square(ksq + 2 * fwd + df));
        const auto own_shield = [c](Piece p) {
            return p != NO_PIECE && p != OFF_BOARD && color_of(p) == c && (type_of(p) == PAWN || type_of(p) == PRINCE);
        };
        shield += own_shield(near) ? SHIELD_NEAR : own_shield(far) ? SHIELD_FAR : 0;
    }
    const int advanced = std::max(0, relative_rank(c, ksq) - 1);
    return shield - danger * danger * KING_DANGER_SCALE / 8 - advanced * KING_ADVANCE_MG;
}

/// Every term for colour c, from c's view.
Score side_score(const Position& pos, Color c, int& phase) {
    Score s;
    const Piece enemy = COLOR_BIT[~c];
    const Square* sq = pos.piece_squares(c);
    for (int i = 0; i < pos.piece_count(c); ++i) {
        const Square at = sq[i];
        const PieceType pt = type_of(pos.piece_on(at));
        phase += PHASE_WEIGHT[pt];
        const int centre = CENTRE[at];
        s.add(PIECE_VALUE[pt] + centre * CENTRE_MG[pt], eg_value(pt) + centre * CENTRE_EG[pt]);
        if (pt == PAWN) {
            // Advancement from the start rank (relative rank 2), faster near promotion; central files in the
            // middlegame.
            const int adv = std::max(0, relative_rank(c, at) - 2);
            s.add(3 * adv + (centre >= 3 ? 6 : 0), 6 * adv + adv * adv);
        } else if (pt == PRINCE) {
            const int adv = std::max(0, relative_rank(c, at) - 1);
            s.add(0, 4 * adv + adv * adv / 2);
        } else if (MOBILITY_BASE[pt] != 0) {
            const int m = mobility(pos, pt, at, enemy) - MOBILITY_BASE[pt];
            s.add(m * MOBILITY_MG, m * MOBILITY_EG);
        }
    }
    if (pos.count(c, BISHOP) >= 2)
        s.add(BISHOP_PAIR, BISHOP_PAIR);
    s.add(king_safety_mg(pos, c), 0);
    return s;
}

} // namespace

int evaluate(const Position& pos) {
    int phase = 0;
    const Score white = side_score(pos, WHITE, phase);
    const Score black = side_score(pos, BLACK, phase);
    phase = std::min(phase, PHASE_MAX);
    const int mg = white.mg - black.mg, eg = white.eg - black.eg;
    const int score = (mg * phase + eg * (PHASE_MAX - phase)) / PHASE_MAX;
    return (pos.side_to_move() == WHITE ? score : -score) + TEMPO;
}

} // namespace littletable::metamachy
