#include "ai/games/metamachy_traits.h"

#include <algorithm>

#include "engine/metamachy/attacks.h"

namespace littletable::ai {

using namespace metamachy;

namespace {

/// Exchange values: the evaluation's material, with a King too valuable ever to be given up.
constexpr int KING_EXCHANGE_VALUE = 20000;

int exchange_value(PieceType pt) { return pt == KING ? KING_EXCHANGE_VALUE : PIECE_VALUE[pt]; }

/// The value `m` captures: the piece on its destination, or the Pawn or Prince taken en passant; 0 otherwise.
int victim_value(const Position& pos, Move m) {
    if (m.kind() == SETUP)
        return 0;
    if (m.kind() == EN_PASSANT)
        return PIECE_VALUE[type_of(pos.piece_on(Square(m.to() - forward(pos.side_to_move()))))];
    const Piece p = pos.piece_on(m.to());
    return p == NO_PIECE ? 0 : PIECE_VALUE[type_of(p)];
}

/// What a promotion adds: the new piece less the Pawn or Prince it replaces; 0 for other moves.
int promotion_gain(Move m) {
    return m.kind() == PROMOTION ? PIECE_VALUE[m.promotion_type()] - PIECE_VALUE[m.promoting_type()] : 0;
}

/// The step from `a` toward `b` when they share a rank, file or diagonal, else 0.
int line_step(Square a, Square b) {
    const int df = file_of(b) - file_of(a), dr = rank_of(b) - rank_of(a);
    if (df != 0 && dr != 0 && df != dr && df != -dr)
        return 0;
    return step((df > 0) - (df < 0), (dr > 0) - (dr < 0));
}

/// For each colour and each offset (attacker's square less target's, + OFFSET_BIAS) within the leapers' reach: the
/// piece types that attack the target from there by a leap or a step (attacks.h's ATTACKER_OFFSETS as a table).
constexpr int OFFSET_BIAS = 64;
struct LeaperTable {
    uint16_t types[COLOR_NB][2 * OFFSET_BIAS] = {};
};
constexpr LeaperTable make_leaper_table() {
    LeaperTable t;
    for (const AttackerOffset& a : ATTACKER_OFFSETS)
        for (int c = 0; c < COLOR_NB; ++c)
            t.types[c][a.offset + OFFSET_BIAS] = a.types[c];
    return t;
}
constexpr LeaperTable LEAPERS = make_leaper_table();

bool leaper_attacks(Color c, PieceType pt, Square from, Square target) {
    const int offset = int(from) - int(target) + OFFSET_BIAS;
    return offset >= 0 && offset < 2 * OFFSET_BIAS && ((LEAPERS.types[c][offset] >> pt) & 1);
}

} // namespace

bool MetamachyTraits::gives_check(Position& pos, Move m) {
    const MoveKind kind = m.kind();
    pos.make(m);
    bool check = false;
    if (kind != NORMAL && kind != DOUBLE_STEP)
        check = pos.in_check();
    else {
        // The mover's pieces against the King of the side now to move.
        const Color us = ~pos.side_to_move();
        const Square king = pos.king_square(pos.side_to_move()), from = m.from(), to = m.to();
        const PieceType pt = type_of(pos.piece_on(to));
        const int opened = line_step(king, from), entered = line_step(king, to);
        check = leaper_attacks(us, pt, to, king) || (opened && pos.ray_attacked(us, king, opened)) ||
                (entered && entered != opened && pos.ray_attacked(us, king, entered));
        if (!check && pt == EAGLE)
            for (int d : ORTHOGONAL)
                if (pos.ray_attacked(us, king, d)) {
                    check = true;
                    break;
                }
    }
    pos.unmake(m);
    return check;
}

int MetamachyTraits::tactical_order(const Position& pos, Move m) {
    int order = 0;
    if (const int victim = victim_value(pos, m)) {
        // The least valuable attacker first: a King counts as the most valuable.
        const int attacker = std::min(exchange_value(type_of(pos.piece_on(m.from()))), 1100);
        order = 8 * victim + (1100 - attacker) / 100 + 1;
    }
    order += 8 * std::max(0, promotion_gain(m));
    return std::min(order, 65535);
}

/// A two-step exchange: the mover gains the victim (and the promotion), then loses the piece it put on the
/// destination square if the opponent attacks that square on the board before the move. Our own recaptures are
/// not counted, so the estimate errs on the losing side; it is exact for captures of undefended pieces and for
/// captures that win even when the capturer is lost.
bool MetamachyTraits::see_ge(const Position& pos, Move m, int threshold) {
    if (m.kind() == SETUP)
        return threshold <= 0;
    const int gain = victim_value(pos, m) + promotion_gain(m);
    if (gain < threshold)
        return false;
    const PieceType moved = m.kind() == PROMOTION ? m.promotion_type() : type_of(pos.piece_on(m.from()));
    if (gain - exchange_value(moved) >= threshold)
        return true;
    return !pos.attacked_by(~pos.side_to_move(), m.to());
}

} // namespace littletable::ai
