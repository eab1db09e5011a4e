#include "engine/metamate/position.h"

#include "engine/chess/draw_rules.h"
#include "engine/chess/zobrist.h"
#include "engine/metamate/zobrist.h"

namespace littletable::metamate {

using namespace chess;

Position Position::start() { return from_fen(START_FEN).value(); }

Key Position::compute_key() const {
    Key k = 0;
    for (int s = 0; s < 64; ++s)
        k ^= zobrist::piece_key(b.piece_on(Square(s)), b.config_on(Square(s)), Square(s));
    k ^= chess::zobrist::Castling[st().castling];
    if (st().epSquare != SQ_NONE)
        k ^= zobrist::EnPassant[st().epSquare];
    if (sideToMove == BLACK)
        k ^= chess::zobrist::Side;
    if (st().setup)
        k ^= zobrist::SetupPhase;
    return k;
}

StateInfo& Position::push_state() {
    states.push_back(states.back());
    StateInfo& st = states.back();
    st.key ^= chess::zobrist::Side;
    if (st.epSquare != SQ_NONE) {
        st.key ^= zobrist::EnPassant[st.epSquare];
        st.epSquare = SQ_NONE;
    }
    ++st.rule50;
    ++st.pliesFromNull;
    st.touched.count = 0;
    return st;
}

void Position::make(Move m) {
    const Color us = sideToMove;
    const Square from = m.from(), to = m.to();
    const Piece moving = b.piece_on(from);
    const bool capture = m.kind() == EN_PASSANT || ((m.kind() == NORMAL || m.kind() == META_DOUBLE) && !b.empty(to));
    StateInfo& st = push_state();
    Key k = st.key;

    // The board, and the key from what changed on it.
    b.apply(m, us, st.touched);
    for (int i = 0; i < st.touched.count; ++i) {
        const Square s = st.touched.square[i];
        k ^= zobrist::piece_key(st.touched.piece[i], st.touched.config[i], s) ^
             zobrist::piece_key(b.piece_on(s), b.config_on(s), s);
    }

    // A capture, a pawn's move (not a Meta's, whatever it copies) and a setup choice are irreversible.
    if (capture || type_of(moving) == PAWN || m.kind() == SETUP)
        st.rule50 = 0;
    if (const uint8_t lost = st.castling & (castling_mask(from) | castling_mask(to))) {
        k ^= chess::zobrist::Castling[st.castling];
        st.castling &= uint8_t(~lost);
        k ^= chess::zobrist::Castling[st.castling];
    }
    if (m.kind() == SETUP) {
        if (us == BLACK) { // Black chooses last (§2.1): then play begins with White
            st.setup = false;
            k ^= zobrist::SetupPhase;
        }
    } else
        ++gamePly;
    sideToMove = ~us;

    // A double step, by a pawn or by a Meta as a copied pawn (§6.1), leaves an en passant square when the
    // capture is legal.
    if ((type_of(moving) == PAWN && (int(to) ^ int(from)) == 16) || m.kind() == META_DOUBLE) {
        st.epSquare = Square((int(from) + int(to)) / 2);
        if (has_legal_en_passant())
            k ^= zobrist::EnPassant[st.epSquare];
        else
            st.epSquare = SQ_NONE;
    }
    st.key = k;
}

void Position::unmake(Move m) {
    sideToMove = ~sideToMove;
    if (m.kind() != SETUP)
        --gamePly;
    const Touched& t = states.back().touched;
    for (int i = t.count - 1; i >= 0; --i) {
        const Square s = t.square[i];
        if (!b.empty(s))
            b.remove(s);
        if (t.piece[i] != NO_PIECE)
            b.put(t.piece[i], s, t.config[i]);
    }
    states.pop_back();
}

void Position::make_null() {
    push_state().pliesFromNull = 0;
    sideToMove = ~sideToMove;
    ++gamePly;
}

void Position::unmake_null() {
    sideToMove = ~sideToMove;
    --gamePly;
    states.pop_back();
}

bool Position::insufficient_material() const {
    if (pieces(META) || in_setup()) // during the setup every side still to choose will have a Meta
        return false;
    return chess::insufficient_material(pieces(PAWN) | pieces(ROOK) | pieces(QUEEN), pieces(KNIGHT), pieces(BISHOP));
}

bool Position::can_checkmate(Color c) const {
    if (in_setup() || pieces(c, META))
        return true;
    if (pieces(~c, META))
        return pieces(c) != pieces(c, KING);
    return chess::can_checkmate(chess::mating_material(*this, c), chess::mating_material(*this, ~c));
}

int Position::repetition_count() const { return chess::repetition_count(states); }

bool Position::is_repetition(int ply) const { return chess::is_repetition(states, ply); }

Outcome Position::outcome() const { return automatic_outcome(*this); }

} // namespace littletable::metamate
