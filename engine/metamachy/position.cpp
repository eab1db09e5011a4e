// Metamachy's position: pieces on the mailbox, make/unmake, the attack test and the game-ending rules.
#include "engine/metamachy/position.h"

#include <cassert>

#include "engine/core/draw_rules.h"
#include "engine/metamachy/arrangement.h"
#include "engine/metamachy/attacks.h"
#include "engine/metamachy/zobrist.h"

namespace littletable::metamachy {

Position::Position() {
    for (int s = 0; s < MAILBOX_SIZE; ++s)
        board[s] = is_on_board(Square(s)) ? NO_PIECE : OFF_BOARD;
}

Position Position::start() { return from_fen(START_FEN).value(); }

Position Position::start(int arrangement) {
    Position pos = start();
    pos.place_arrangement(arrangement);
    pos.sideToMove = WHITE;
    pos.states.back().setup = false;
    pos.states.back().key = pos.compute_key();
    return pos;
}

void Position::put_piece(Piece p, Square s) {
    const Color c = color_of(p);
    board[s] = p;
    listIndex[s] = pieceCount[c];
    pieceSq[c][pieceCount[c]++] = s;
    ++typeCount[c][type_of(p)];
    if (type_of(p) == KING)
        kingSquare[c] = s;
}

void Position::remove_piece(Square s) {
    const Piece p = board[s];
    const Color c = color_of(p);
    const Square last = pieceSq[c][--pieceCount[c]];
    pieceSq[c][listIndex[s]] = last;
    listIndex[last] = listIndex[s];
    --typeCount[c][type_of(p)];
    board[s] = NO_PIECE;
}

void Position::move_piece(Square from, Square to) {
    const Piece p = board[from];
    board[to] = p;
    board[from] = NO_PIECE;
    pieceSq[color_of(p)][listIndex[from]] = to;
    listIndex[to] = listIndex[from];
    if (type_of(p) == KING)
        kingSquare[color_of(p)] = to;
}

void Position::place_arrangement(int index) {
    const Arrangement& a = arrangements()[size_t(index)];
    for (Color c : {WHITE, BLACK}) {
        const std::array<Square, 4> squares = chief_squares(c);
        for (size_t i = 0; i < 4; ++i) {
            if (board[squares[i]] != NO_PIECE)
                remove_piece(squares[i]);
            put_piece(make_piece(c, a[i]), squares[i]);
        }
    }
}

Key Position::compute_key() const {
    Key k = 0;
    for (Color c : {WHITE, BLACK})
        for (int i = 0; i < pieceCount[c]; ++i)
            k ^= zobrist::piece(board[pieceSq[c][i]], pieceSq[c][i]);
    if (sideToMove == BLACK)
        k ^= zobrist::side();
    k ^= zobrist::leap_rights(st().leapRights);
    if (st().epSquare != SQ_NONE)
        k ^= zobrist::en_passant(st().epSquare);
    if (st().setup)
        k ^= zobrist::setup();
    return k;
}

bool Position::attacked_by(Color c, Square s) const {
    const Piece bit = COLOR_BIT[c];
    // Leapers and steppers: Pawn, Prince, King, Knight, Camel, Elephant, Lion, the Eagle's diagonal step.
    for (const AttackerOffset& a : ATTACKER_OFFSETS) {
        const Piece p = board[s + a.offset];
        if ((p & bit) && ((a.types[c] >> type_of(p)) & 1))
            return true;
    }
    for (int d : ORTHOGONAL)
        if (ray_attacked(c, s, d))
            return true;
    for (int d : DIAGONAL)
        if (ray_attacked(c, s, d))
            return true;
    return false;
}

bool Position::ray_attacked(Color c, Square s, int d) const {
    int x = s + d;
    Piece p;
    if (d == NORTH || d == SOUTH || d == EAST || d == WEST) {
        // An Eagle's bent ray reaches s along -d from a corner square x it entered diagonally from x + d +- perp.
        const int perp = (d == EAST || d == WEST) ? NORTH : EAST;
        const Piece eagle = typeCount[c][EAGLE] ? make_piece(c, EAGLE) : Piece(0xFF); // 0xFF: on no square
        while ((p = board[x]) == NO_PIECE) {
            if (board[x + d + perp] == eagle || board[x + d - perp] == eagle)
                return true;
            x += d;
        }
        if (p == make_piece(c, ROOK) || p == make_piece(c, QUEEN))
            return true;
        if (p == OFF_BOARD)
            return false;
        // p is a Cannon's screen: the first piece beyond it is the one that may capture on s.
        x += d;
        while ((p = board[x]) == NO_PIECE)
            x += d;
        return p == make_piece(c, CANNON);
    }
    while ((p = board[x]) == NO_PIECE)
        x += d;
    return p == make_piece(c, BISHOP) || p == make_piece(c, QUEEN);
}

void Position::make(Move m) {
    StateInfo next = st();
    next.captured = NO_PIECE;
    next.epSquare = SQ_NONE;
    next.arrangementBefore = -1;
    ++next.rule50;
    ++next.pliesFromNull;
    const Color us = sideToMove;

    if (m.kind() == SETUP) {
        // Black's choice: both sides' chiefs take the arrangement; White moves first; not a move of the game, so
        // the fullmove number stays, but irreversible (rule50 restarts).
        Arrangement before{};
        for (size_t i = 0; i < 4; ++i)
            before[i] = type_of(board[chief_squares(BLACK)[i]]);
        next.arrangementBefore = int8_t(find_arrangement(before).value_or(default_arrangement()));
        next.setup = false;
        next.rule50 = 0;
        states.push_back(next);
        place_arrangement(m.extra());
        sideToMove = WHITE;
        states.back().key = compute_key();
        return;
    }

    Key k = next.key ^ zobrist::side();
    if (st().epSquare != SQ_NONE)
        k ^= zobrist::en_passant(st().epSquare);
    const Square from = m.from(), to = m.to();
    const Piece pc = board[from];
    if (m.kind() == EN_PASSANT) {
        const Square capSq = Square(to - forward(us));
        next.captured = board[capSq];
        k ^= zobrist::piece(next.captured, capSq);
        remove_piece(capSq);
    } else if (board[to] != NO_PIECE) {
        next.captured = board[to];
        k ^= zobrist::piece(next.captured, to);
        remove_piece(to);
    }
    move_piece(from, to);
    k ^= zobrist::piece(pc, from) ^ zobrist::piece(pc, to);
    if (m.kind() == PROMOTION) {
        const Piece promoted = make_piece(us, m.promotion_type());
        remove_piece(to);
        put_piece(promoted, to);
        k ^= zobrist::piece(pc, to) ^ zobrist::piece(promoted, to);
    }
    if (type_of(pc) == KING && (next.leapRights & LEAP_RIGHT[us])) {
        k ^= zobrist::leap_rights(next.leapRights);
        next.leapRights &= uint8_t(~LEAP_RIGHT[us]);
        k ^= zobrist::leap_rights(next.leapRights);
    }
    // metamachy.md: pawn moves and captures reset the 50-move clock; a Prince's move does not.
    if (next.captured != NO_PIECE || type_of(pc) == PAWN)
        next.rule50 = 0;
    next.key = k;
    states.push_back(next);
    sideToMove = ~us;
    if (us == BLACK)
        ++fullmove;
    if (m.kind() == DOUBLE_STEP) {
        const Square ep = legal_ep_square(Square(from + forward(us)));
        if (ep != SQ_NONE) {
            states.back().epSquare = ep;
            states.back().key ^= zobrist::en_passant(ep);
        }
    }
}

void Position::unmake(Move m) {
    const StateInfo& s = st();
    if (m.kind() == SETUP) {
        place_arrangement(s.arrangementBefore);
        sideToMove = BLACK;
        states.pop_back();
        return;
    }
    const Color us = ~sideToMove;
    sideToMove = us;
    if (us == BLACK)
        --fullmove;
    const Square from = m.from(), to = m.to();
    if (m.kind() == PROMOTION) {
        remove_piece(to);
        put_piece(make_piece(us, m.promoting_type()), to);
    }
    move_piece(to, from);
    if (s.captured != NO_PIECE)
        put_piece(s.captured, m.kind() == EN_PASSANT ? Square(to - forward(us)) : to);
    states.pop_back();
}

void Position::make_null() {
    StateInfo next = st();
    next.key ^= zobrist::side();
    if (next.epSquare != SQ_NONE)
        next.key ^= zobrist::en_passant(next.epSquare);
    next.epSquare = SQ_NONE;
    next.captured = NO_PIECE;
    next.arrangementBefore = -1;
    ++next.rule50;
    next.pliesFromNull = 0;
    states.push_back(next);
    sideToMove = ~sideToMove;
}

void Position::unmake_null() {
    states.pop_back();
    sideToMove = ~sideToMove;
}

Square Position::legal_ep_square(Square passed) const {
    // The side to move now captures with a Pawn standing one step behind the passed square, diagonally.
    // (The legality test of an en passant capture always looks at every attack, so it needs no in-check flag.)
    const Piece pawn = make_piece(sideToMove, PAWN);
    for (int side : {EAST, WEST}) {
        const Square from = Square(passed - forward(sideToMove) + side);
        if (board[from] == pawn && leaves_king_safe(Move(from, passed, EN_PASSANT), true, 0xFF))
            return passed;
    }
    return SQ_NONE;
}

Outcome Position::outcome() const { return in_setup() ? Outcome::ongoing() : automatic_outcome(*this); }

bool Position::insufficient_material() const {
    if (in_setup())
        return false;
    const int others = pieceCount[WHITE] + pieceCount[BLACK] - 2;
    if (others == 0)
        return true;
    if (others > 1)
        return false;
    const Color c = pieceCount[WHITE] == 2 ? WHITE : BLACK;
    for (int i = 0; i < pieceCount[c]; ++i) {
        const PieceType pt = type_of(board[pieceSq[c][i]]);
        if (pt != KING)
            return pt == KNIGHT || pt == BISHOP || pt == ELEPHANT || pt == CAMEL;
    }
    return false;
}

bool Position::can_checkmate(Color c) const { return in_setup() || pieceCount[c] > 1; }

int Position::repetition_count() const { return littletable::repetition_count(states); }

bool Position::is_repetition(int ply) const { return littletable::is_repetition(states, ply); }

} // namespace littletable::metamachy
