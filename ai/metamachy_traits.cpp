#include "ai/metamachy_traits.h"

#include <algorithm>

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

} // namespace

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
