// make/unmake and the rules attached to every move (docs/rules/fourplayer.md "Elimination, grey pieces",
// "Points (FFA)", "End of game"). make() goes:
//   Step 1. The board: the piece moves (castling rook, en passant victim, promotion to the 1-point queen).
//   Step 2. Castling rights, the mover's en passant right, the halfmove clock.
//   Step 3. The capture's points; a captured live king eliminates its owner (the capturer has the king's 20).
//   Step 4. Checkmate of every live opponent (in check, no legal move): 20 each to the mover; the multi-check bonus
//           for the kings the move newly checks with the mover's pieces, mated kings not counted.
//   Step 5. The end on points (three seats out, or two left 21 apart); else the turn passes over eliminated seats,
//           and a seat whose turn arrives without a legal move is stalemated (20 to it, eliminated).
//   Step 6. Draws (threefold repetition, 50 rounds, dead material: 10 to each live seat) and the move limit.
// resign() and agree_draw() are the plies that are not moves: a seat's resignation, and a draw the live seats agreed.
#include "engine/fourplayer/position.h"

#include <algorithm>
#include <bit>
#include <cstdlib>

#include "engine/core/ranking.h"

namespace littletable::fourplayer {

namespace {

constexpr uint8_t seat_bit(Seat s) { return uint8_t(1u << s); }

} // namespace

Position Position::start(bool classic) { return from_fen(classic ? CLASSIC_FEN4 : START_FEN4).value(); }

int Position::live_count() const { return std::popcount(unsigned(~st().eliminated & 0xF)); }

void Position::set_move_limit(int plies) {
    moveLimit = std::max(0, plies);
    if (st().end == Termination::NONE && moveLimit && game_ply() >= moveLimit)
        st().end = Termination::POINTS;
}

void Position::put(Square s, Piece p) {
    board[size_t(s)] = p;
    byOwner[size_t(owner_of(p))].set(s);
    byType[size_t(owner_of(p))][type_of(p)].set(s);
    if (type_of(p) == KING && !is_grey(p) && owner_of(p) < SEAT_NB)
        kingSq[size_t(owner_of(p))] = s;
    st().key ^= zobrist::piece_key(p, s);
}

void Position::remove(Square s) {
    const Piece p = board[size_t(s)];
    board[size_t(s)] = EMPTY;
    byOwner[size_t(owner_of(p))].reset(s);
    byType[size_t(owner_of(p))][type_of(p)].reset(s);
    if (type_of(p) == KING && !is_grey(p) && owner_of(p) < SEAT_NB)
        kingSq[size_t(owner_of(p))] = SQ_NONE;
    st().key ^= zobrist::piece_key(p, s);
}

Piece Position::move_pieces(Move m, Seat us) {
    const Square from = m.from(), to = m.to();
    const Piece p = board[size_t(from)];
    const Piece moved = m.promotion() ? make_piece(us, PROMOTED_QUEEN) : p;
    Piece captured = EMPTY;
    if (m.kind() == CASTLING) {
        const int step = (to - from) / 2;
        const CastlingPath& path = castlingPaths[us][castlingPaths[us][SHORT].step == step ? SHORT : LONG];
        const Piece rook = board[size_t(path.rook)];
        remove(from);
        remove(path.rook);
        put(to, p);
        put(Square(from + step), rook);
        return EMPTY;
    }
    if (m.kind() == EN_PASSANT) {
        for (Seat o = 0; o < SEAT_NB; ++o) {
            const Square landing = st().epLanding[o];
            if (o != us && landing != SQ_NONE && Square(landing - PAWNS[size_t(o)].forward) == to) {
                captured = board[size_t(landing)];
                remove(landing);
                break;
            }
        }
    } else if (board[size_t(to)] != EMPTY) {
        captured = board[size_t(to)];
        remove(to);
    }
    remove(from);
    put(to, moved);
    return captured;
}

void Position::unmove_pieces(Move m, Seat us, Piece captured) {
    const Square from = m.from(), to = m.to();
    const Piece moved = board[size_t(to)];
    remove(to);
    if (m.kind() == CASTLING) {
        const int step = (to - from) / 2;
        const CastlingPath& path = castlingPaths[us][castlingPaths[us][SHORT].step == step ? SHORT : LONG];
        const Piece rook = board[size_t(from + step)];
        remove(Square(from + step));
        put(path.rook, rook);
        put(from, moved);
        return;
    }
    put(from, m.promotion() ? make_piece(us, PAWN) : moved);
    if (captured == EMPTY)
        return;
    if (m.kind() == EN_PASSANT)
        put(Square(to + PAWNS[size_t(owner_of(captured))].forward), captured);
    else
        put(to, captured);
}

void Position::set_grey(Seat s, bool grey) {
    byOwner[size_t(s)].for_each([&](Square sq) {
        const Piece p = board[size_t(sq)];
        const Piece q = grey ? Piece(p | GREY) : Piece(p & ~GREY);
        st().key ^= zobrist::piece_key(p, sq) ^ zobrist::piece_key(q, sq);
        board[size_t(sq)] = q;
    });
}

void Position::add_points(Seat s, int points) {
    StateInfo& state = st();
    state.key ^= zobrist::points_key(s, state.points[s]);
    state.points[s] += points;
    state.key ^= zobrist::points_key(s, state.points[s]);
}

void Position::eliminate(Seat s) {
    StateInfo& state = st();
    state.eliminated |= seat_bit(s);
    state.key ^= zobrist::Eliminated[s];
    for (CastlingSide side : {SHORT, LONG})
        if (state.castling & castling_bit(s, side)) {
            state.castling &= uint8_t(~castling_bit(s, side));
            state.key ^= zobrist::Castling[s * 2 + side];
        }
    set_grey(s, true);
}

void Position::score_checks(Move m, Seat us, uint8_t inCheck) {
    // The kings of live opponents in check, not mated by this move, that the mover's pieces attack now.
    uint8_t checked = 0;
    for (Seat o = 0; o < SEAT_NB; ++o)
        if ((inCheck & seat_bit(o)) && attacker_types(kingSq[o], seat_bit(us)))
            checked |= seat_bit(o);
    if (std::popcount(checked) < 2)
        return;
    // "Newly": not attacked by the mover's pieces before the move (the board is taken back to see).
    const Key key = st().key;
    unmove_pieces(m, us, st().captured);
    for (Seat o = 0; o < SEAT_NB; ++o)
        if ((checked & seat_bit(o)) && attacker_types(kingSq[o], seat_bit(us)))
            checked &= uint8_t(~seat_bit(o));
    move_pieces(m, us);
    st().key = key;
    const int kings = std::popcount(checked);
    if (kings < 2)
        return;
    uint8_t types = 0;
    for (Seat o = 0; o < SEAT_NB; ++o)
        if (checked & seat_bit(o))
            types |= attacker_types(kingSq[o], seat_bit(us));
    const bool queensOnly = !(types & ~((1u << QUEEN) | (1u << PROMOTED_QUEEN)));
    add_points(us, kings == 2 ? (queensOnly ? 1 : 5) : (queensOnly ? 5 : 20));
}

bool Position::ended_on_points() {
    StateInfo& state = st();
    const int live = live_count();
    bool over = live <= 1;
    if (live == 2) {
        int scores[2], n = 0;
        for (Seat s = 0; s < SEAT_NB; ++s)
            if (!eliminated(s))
                scores[n++] = state.points[s];
        over = std::abs(scores[0] - scores[1]) >= DECISIVE_LEAD;
    }
    if (over)
        state.end = Termination::POINTS;
    return over;
}

void Position::pass_turn(uint8_t mayBeInCheck) {
    StateInfo& state = st();
    Seat next = state.sideToMove;
    state.key ^= zobrist::SideToMove[next];
    for (;;) {
        next = next_seat(next);
        // A seat's en passant right ends when its turn comes round again, played or skipped.
        if (state.epLanding[next] != SQ_NONE) {
            state.key ^= zobrist::EnPassant[next][state.epLanding[next]];
            state.epLanding[next] = SQ_NONE;
        }
        if (eliminated(next))
            continue;
        if ((!(mayBeInCheck & seat_bit(next)) && has_unpinned_move(next)) || has_legal_move(next))
            break;
        // Stalemate: no legal move and not in check (a checked seat without one was mated after the last move).
        add_points(next, STALEMATE_POINTS);
        eliminate(next);
        if (ended_on_points())
            break;
    }
    state.sideToMove = next;
    state.key ^= zobrist::SideToMove[next];
}

bool Position::insufficient_material() const {
    if (live_count() != 2)
        return false;
    for (Seat s = 0; s < SEAT_NB; ++s)
        if (!eliminated(s) && byOwner[size_t(s)].count() != 1)
            return false;
    return true;
}

int Position::repetition_count() const {
    const Key k = st().key;
    const int back = std::min<int>(st().rule50, int(states.size()) - 1);
    int n = 1;
    for (int i = 2; i <= back; ++i)
        if (states[states.size() - 1 - size_t(i)].key == k)
            ++n;
    return n;
}

void Position::award_draw(Termination draw) {
    for (Seat s = 0; s < SEAT_NB; ++s)
        if (!eliminated(s))
            add_points(s, DRAW_POINTS);
    st().end = draw;
}

void Position::end_as_read() {
    StateInfo& state = st();
    if (ended_on_points())
        return;
    if (state.rule50 >= 50 * live_count())
        state.end = Termination::FIFTY_MOVES;
    else if (insufficient_material())
        state.end = Termination::INSUFFICIENT_MATERIAL;
}

void Position::apply_draws_and_limit() {
    StateInfo& state = st();
    if (state.end != Termination::NONE)
        return;
    Termination draw = Termination::NONE;
    if (repetition_count() >= 3)
        draw = Termination::THREEFOLD_REPETITION;
    else if (state.rule50 >= 50 * live_count())
        draw = Termination::FIFTY_MOVES;
    else if (insufficient_material())
        draw = Termination::INSUFFICIENT_MATERIAL;
    if (draw != Termination::NONE)
        award_draw(draw);
    else if (moveLimit && game_ply() >= moveLimit)
        state.end = Termination::POINTS;
}

void Position::make(Move m) {
    const StateInfo prev = st();
    states.push_back(prev);
    StateInfo& state = st();
    const Seat us = prev.sideToMove;
    state.mover = us;

    // Step 1.
    state.captured = move_pieces(m, us);
    const bool pawnMove = m.promotion() || type_of(board[size_t(m.to())]) == PAWN;

    // Step 2.
    state.rule50 = (pawnMove || state.captured != EMPTY) ? 0 : uint16_t(prev.rule50 + 1);
    if (state.castling) {
        uint8_t lost = 0;
        if (type_of(board[size_t(m.to())]) == KING)
            lost |= castling_bit(us, SHORT) | castling_bit(us, LONG);
        for (Seat s = 0; s < SEAT_NB; ++s)
            for (CastlingSide side : {SHORT, LONG})
                if (castlingPaths[s][side].rook == m.from() || castlingPaths[s][side].rook == m.to())
                    lost |= castling_bit(s, side);
        lost &= state.castling;
        for (int bit = 0; bit < 8; ++bit)
            if (lost & (1u << bit))
                state.key ^= zobrist::Castling[bit];
        state.castling &= uint8_t(~lost);
    }
    if (state.epLanding[us] != SQ_NONE)
        state.key ^= zobrist::EnPassant[us][state.epLanding[us]];
    state.epLanding[us] = m.kind() == DOUBLE_PUSH ? m.to() : SQ_NONE;
    if (m.kind() == DOUBLE_PUSH)
        state.key ^= zobrist::EnPassant[us][m.to()];

    // Step 3.
    if (is_live(state.captured)) {
        add_points(us, CAPTURE_POINTS[type_of(state.captured)]);
        if (type_of(state.captured) == KING)
            eliminate(Seat(owner_of(state.captured)));
    }

    // Step 4.
    uint8_t mated = 0, checkedAlive = 0;
    state.mayBeInCheck = 0xF; // while testing mates: the generator must look for checkers
    for (Seat o = next_seat(us); o != us; o = next_seat(o))
        if (!eliminated(o) && ((prev.mayBeInCheck & seat_bit(o)) ? in_check(o) : attacked_after(m, o)))
            (has_legal_move(o) ? checkedAlive : mated) |= seat_bit(o);
    state.mayBeInCheck = mated | checkedAlive;
    if (std::popcount(checkedAlive) >= 2)
        score_checks(m, us, checkedAlive);
    for (Seat o = 0; o < SEAT_NB; ++o)
        if (mated & seat_bit(o)) {
            add_points(us, MATE_POINTS);
            eliminate(o);
        }

    // Steps 5 and 6.
    if (!ended_on_points())
        pass_turn(mated | checkedAlive);
    apply_draws_and_limit();
}

void Position::unmake(Move m) {
    const StateInfo& state = st();
    const uint8_t newlyOut = state.eliminated & uint8_t(~states[states.size() - 2].eliminated);
    for (Seat s = 0; s < SEAT_NB; ++s)
        if (newlyOut & seat_bit(s))
            set_grey(s, false);
    unmove_pieces(m, state.mover, state.captured);
    states.pop_back();
}

void Position::push_token_state() {
    states.push_back(st());
    StateInfo& state = st();
    state.mover = state.sideToMove;
    state.captured = EMPTY;
}

void Position::resign() {
    push_token_state();
    eliminate(st().mover);
    if (!ended_on_points())
        pass_turn(0xF);
    apply_draws_and_limit();
}

void Position::agree_draw() {
    push_token_state();
    award_draw(Termination::AGREEMENT);
}

void Position::unmake_resign() {
    const uint8_t newlyOut = st().eliminated & uint8_t(~states[states.size() - 2].eliminated);
    for (Seat s = 0; s < SEAT_NB; ++s)
        if (newlyOut & seat_bit(s))
            set_grey(s, false);
    states.pop_back();
}

Outcome Position::outcome() const {
    const StateInfo& state = st();
    if (state.end == Termination::NONE)
        return Outcome::ongoing();
    SeatFinish seats[SEAT_NB];
    for (Seat s = 0; s < SEAT_NB; ++s)
        seats[s] = {!(state.eliminated & seat_bit(s)), state.points[s]};
    return {state.end, first_place(rank_seats(seats))};
}

Key Position::compute_key() const {
    const StateInfo& state = st();
    Key k = zobrist::SideToMove[state.sideToMove];
    for (int s = 0; s < BOARD_SIZE; ++s)
        if (const Piece p = board[size_t(s)]; p != EMPTY && p != OFF_BOARD)
            k ^= zobrist::piece_key(p, Square(s));
    for (Seat s = 0; s < SEAT_NB; ++s) {
        if (eliminated(s))
            k ^= zobrist::Eliminated[s];
        if (state.epLanding[s] != SQ_NONE)
            k ^= zobrist::EnPassant[s][state.epLanding[s]];
        k ^= zobrist::points_key(s, state.points[s]);
    }
    for (int bit = 0; bit < 8; ++bit)
        if (state.castling & (1u << bit))
            k ^= zobrist::Castling[bit];
    return k;
}

} // namespace littletable::fourplayer
