#include "ai/games/metamate_traits.h"

#include <algorithm>

namespace littletable::ai {

using namespace metamate;
using chess::square_bb;
using chess::type_of;

namespace {

/// Exchange values: the evaluation's material (engine/metamate/evaluate.h), with a king too valuable ever to be given
/// up, so that a king "capture" into a defended square is always refuted.
constexpr int KING_EXCHANGE_VALUE = 20000;

int exchange_value(const Board& b, Square s) {
    return type_of(b.piece_on(s)) == KING ? KING_EXCHANGE_VALUE : piece_value(b, s);
}

/// The material value of a piece (and its configuration, for a Meta) as a Touched record keeps it; kings count 0.
int material(Piece p, MetaConfig cfg) {
    if (p == chess::NO_PIECE)
        return 0;
    return type_of(p) == META ? META_VALUE[cfg] : chess::PIECE_VALUE[type_of(p)];
}

/// The value `m` captures: the piece on its destination, or the one taken en passant; 0 for a quiet move.
int victim_value(const Position& pos, Move m) {
    const Color us = pos.side_to_move();
    if (m.kind() == EN_PASSANT)
        return piece_value(pos.board(), Square(int(m.to()) - int(chess::pawn_push(us))));
    if (m.kind() == NORMAL && (pos.pieces(~us) & square_bb(m.to())))
        return piece_value(pos.board(), m.to());
    return 0;
}

/// True when `m` makes something a piece (a pawn's or a Meta's promotion, other Metas promoting with it).
bool promotes(Move m) { return m.other_promotions() > 0 || (m.form() != NO_FORM && !is_meta_form(m.form())); }

} // namespace

int MetamateTraits::tactical_order(const Position& pos, Move m) {
    constexpr int QUEEN_GAIN = 8 * (chess::PIECE_VALUE[QUEEN] - chess::PIECE_VALUE[PAWN]);
    int order = 0;
    if (const int victim = victim_value(pos, m)) {
        // The least valuable attacker first: 0 (king) .. 9 (pawn).
        const int attacker = std::min(exchange_value(pos.board(), m.from()), 1000);
        order = 8 * victim + (1000 - attacker) / 100 + 1;
    }
    if (m.kind() != SETUP && m.form() == QUEEN)
        order += QUEEN_GAIN;
    for (int i = 0; i < m.other_promotions(); ++i)
        if (m.other_promotion(i) == QUEEN)
            order += QUEEN_GAIN;
    return std::min(order, 65535);
}

int MetamateTraits::see(const Position& pos, Move m) {
    if (m.kind() == SETUP || m.kind() == CASTLING)
        return 0;
    const Color us = pos.side_to_move();
    Board b = pos.board();
    Touched touched;
    b.apply(m, us, touched);

    // The move itself: what it took, and what it made of the mover and of other Metas (evolution, promotions).
    int gain[40];
    gain[0] = 0;
    for (int i = 0; i < touched.count; ++i) {
        const Square s = touched.square[i];
        const int sign = chess::color_of(touched.piece[i]) == us ? 1 : -1;
        const int signAfter = chess::color_of(b.piece_on(s)) == us ? 1 : -1;
        gain[0] +=
            signAfter * material(b.piece_on(s), b.config_on(s)) - sign * material(touched.piece[i], touched.config[i]);
    }

    // The exchange on the destination (the swap algorithm): gain[d] is what the side making the d-th capture has won
    // if the exchange stops after it; walking back, each side takes the better of stopping or going on.
    const Square to = m.to();
    int onSquare = exchange_value(b, to); // the piece the next capture would take
    Color side = ~us;
    int d = 0;
    while (d < 38) {
        ++d;
        gain[d] = onSquare - gain[d - 1]; // if `side` can take back (no pruning: the value is exact, not its sign)
        Bitboard attackers = b.attackers(to, side);
        if (!attackers)
            break;
        Square from = chess::pop_lsb(attackers);
        for (int best = exchange_value(b, from); attackers;) {
            const Square s = chess::pop_lsb(attackers);
            if (const int v = exchange_value(b, s); v < best)
                best = v, from = s;
        }
        // The capture on a copy: every Meta then copies what it sees on the new board, and a capturing Meta evolves.
        b.remove(to);
        b.move(from, to);
        if (type_of(b.piece_on(to)) == META) {
            const MetaConfig c = b.config_on(to);
            b.set_config(to, c == M1_HORIZONTAL || c == M1_VERTICAL ? M2_ORTHOGONAL : evolved(c));
        }
        onSquare = exchange_value(b, to);
        side = ~side;
    }
    while (--d > 0)
        gain[d - 1] = -std::max(-gain[d - 1], gain[d]);
    return gain[0];
}

bool MetamateTraits::see_ge(const Position& pos, Move m, int threshold) {
    if (m.kind() == SETUP || m.kind() == CASTLING)
        return threshold <= 0;
    // Without a promotion a move loses at most the mover as it stands now, beside what it takes (a Meta's evolution
    // is gained before the Meta can be taken back).
    if (!promotes(m) && victim_value(pos, m) - exchange_value(pos.board(), m.from()) >= threshold)
        return true;
    return see(pos, m) >= threshold;
}

bool MetamateTraits::null_move_allowed(const Position& pos) {
    if (pos.in_setup())
        return false;
    const Board& b = pos.board();
    const Color us = pos.side_to_move();
    const Bitboard pieces = b.pieces(KNIGHT) | b.pieces(BISHOP) | b.pieces(ROOK) | b.pieces(QUEEN);
    if (pieces & b.pieces(us))
        return true;
    for (Bitboard metas = b.pieces(us, META); metas;)
        if (b.copy_sources(chess::pop_lsb(metas)) & pieces)
            return true;
    return false;
}

} // namespace littletable::ai
