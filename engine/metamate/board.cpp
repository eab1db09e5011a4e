#include "engine/metamate/board.h"

namespace littletable::metamate {

using namespace chess;

void Touched::add(const Board& b, Square s) {
    for (int i = 0; i < count; ++i)
        if (square[i] == s)
            return;
    square[count] = s;
    piece[count] = b.piece_on(s);
    config[count] = b.config_on(s);
    ++count;
}

Bitboard Board::m4_sources(Square s, Color c, Bitboard copyable) const {
    Bitboard sources = king_attacks(s) & copyable;
    // The Meta bridge (§6.4): what each adjacent enemy Meta may copy under its own configuration.
    for (Bitboard enemies = king_attacks(s) & byType[META] & byColor[~c]; enemies;) {
        const Square e = pop_lsb(enemies);
        const MetaConfig ec = config[e];
        sources |= copy_squares(ec, e) & copyable & (ec == M4 ? ~Bitboard(0) : byColor[~c]);
    }
    return sources;
}

Bitboard Board::meta_attacks(Square s, Color c, Bitboard sources) const {
    Bitboard a = 0;
    if (sources & byType[PAWN])
        a |= pawn_attacks(c, s);
    if (sources & byType[KNIGHT])
        a |= knight_attacks(s);
    if (sources & byType[KING])
        a |= king_attacks(s);
    if (sources & (byType[BISHOP] | byType[QUEEN]))
        a |= bishop_attacks(s, pieces());
    if (sources & (byType[ROOK] | byType[QUEEN]))
        a |= rook_attacks(s, pieces());
    return a;
}

Bitboard Board::attackers(Square s, Color by) const {
    const Bitboard occupied = pieces();
    Bitboard result = ((pawn_attacks(~by, s) & byType[PAWN]) | (knight_attacks(s) & byType[KNIGHT]) |
                       (king_attacks(s) & byType[KING]) | (rook_attacks(s, occupied) & (byType[ROOK] | byType[QUEEN])) |
                       (bishop_attacks(s, occupied) & (byType[BISHOP] | byType[QUEEN]))) &
                      byColor[by];
    for (Bitboard metas = pieces(by, META); metas;) {
        const Square m = pop_lsb(metas);
        if (!(meta_reach(m) & square_bb(s)))
            continue; // it cannot reach `s`, whatever it copies
        if (meta_attacks(m, by, copy_sources(m)) & square_bb(s))
            result |= square_bb(m);
    }
    return result;
}

Bitboard Board::promoting_metas(Color us, Bitboard exclude) const {
    Bitboard result = 0;
    const Bitboard lastRank = us == WHITE ? RANK_8_BB : RANK_1_BB;
    for (Bitboard metas = pieces(us, META) & lastRank & ~exclude; metas;) {
        const Square m = pop_lsb(metas);
        if (copy_sources(m) & byType[PAWN])
            result |= square_bb(m);
    }
    return result;
}

Bitboard Board::promoted_by(Move m, Color us) const {
    if (m.kind() == SETUP)
        return 0; // a setup choice promotes nothing
    Board after = *this;
    Touched touched;
    after.apply(Move(m.from(), m.to(), m.kind()), us, touched);
    const bool metaMoved = m.kind() != CASTLING && type_of(after.piece_on(m.to())) == META;
    return after.promoting_metas(us, metaMoved ? square_bb(m.to()) : 0);
}

void Board::apply(Move m, Color us, Touched& touched) {
    const Square from = m.from(), to = m.to();
    const Form form = m.form();

    // Step 1. The displacement.
    switch (m.kind()) {
        case SETUP:
            touched.add(*this, from);
            remove(from);
            put(make_piece(us, META), from, config_of(form));
            return;
        case CASTLING: {
            const CastlingSquares cs = castling_squares(from, to);
            for (Square s : {from, to, cs.moverTo, cs.partnerTo})
                touched.add(*this, s);
            const Piece mover = board[from], partner = board[to];
            const MetaConfig moverCfg = config[from], partnerCfg = config[to];
            remove(from);
            remove(to);
            put(mover, cs.moverTo, moverCfg);
            put(partner, cs.partnerTo, partnerCfg);
            break;
        }
        default: {
            touched.add(*this, from);
            touched.add(*this, to);
            bool captured = !empty(to);
            if (m.kind() == EN_PASSANT) {
                const Square victim = to - pawn_push(us);
                touched.add(*this, victim);
                remove(victim);
                captured = true;
            } else if (captured)
                remove(to);
            move(from, to);
            // Step 2. A capturing Meta evolves (§5); when it promotes the evolution is moot (§5.4).
            if (captured && type_of(board[to]) == META) {
                const MetaConfig c = config[to];
                if (c == M1_HORIZONTAL || c == M1_VERTICAL) {
                    if (is_meta_form(form))
                        set_config(to, config_of(form));
                } else
                    set_config(to, evolved(c));
            }
        }
    }

    // Step 3. Promotions: first find the other Metas that promote, while an arriving pawn is still a pawn.
    const bool metaMoved = m.kind() != CASTLING && type_of(board[to]) == META;
    Bitboard others = m.other_promotions() ? promoting_metas(us, metaMoved ? square_bb(to) : 0) : 0;
    if (m.kind() != CASTLING && form != NO_FORM) {
        const Piece moved = board[to];
        if (type_of(moved) == PAWN || (type_of(moved) == META && !is_meta_form(form))) {
            remove(to);
            if (is_meta_form(form))
                put(make_piece(us, META), to, config_of(form));
            else
                put(make_piece(us, piece_type_of(form)), to);
        }
    }
    for (int i = 0; others; ++i) {
        const Square s = pop_lsb(others);
        touched.add(*this, s);
        remove(s);
        put(make_piece(us, m.other_promotion(i)), s);
    }
}

} // namespace littletable::metamate
