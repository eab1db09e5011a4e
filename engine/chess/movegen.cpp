// Legal move generation with check and pin masks.
//
// Step 1. Checkers and the check mask: with one checker a non-king move must capture it or land between it
//         and the king; with two only the king moves.
// Step 2. Pin masks (movegen_parts.h): for each enemy slider that would attack the king through exactly one of
//         our pieces, the ray from the king to the slider (slider included). A piece pinned orthogonally moves
//         only along pinHV, one pinned diagonally only along pinD (a knight pinned either way never moves).
// Step 3. Each piece kind emits its targets to a Sink as bitboards, so counting (perft's leaves) is a
//         popcount and listing is a loop over the same sets: one generator for both.
// En passant and king moves are checked against the actual occupancy after the move.
#include "engine/chess/movegen_parts.h"
#include "engine/chess/position.h"

namespace littletable::chess {

namespace {

/// Lists moves.
struct ListSink : TargetsToList<MoveList> {
    using TargetsToList::TargetsToList;
    template<Direction D>
    void promotions(Bitboard to) {
        while (to) {
            Square t = pop_lsb(to), f = t - D;
            list.push_back(Move::make<PROMOTION>(f, t, QUEEN));
            list.push_back(Move::make<PROMOTION>(f, t, ROOK));
            list.push_back(Move::make<PROMOTION>(f, t, BISHOP));
            list.push_back(Move::make<PROMOTION>(f, t, KNIGHT));
        }
    }
    void move(Move m) { list.push_back(m); }
};

/// Counts moves.
struct CountSink : TargetsCounter {
    template<Direction>
    void promotions(Bitboard to) {
        count += 4 * unsigned(popcount(to));
    }
    void move(Move) { ++count; }
};

/// Lists captures (en passant included) and queen promotions: the targets of every piece are cut down to the
/// enemy's pieces, which leaves pawn pushes out too; promotions keep the push or capture but only the queen.
struct CaptureSink {
    MoveList& list;
    Bitboard enemies;
    void targets(Square from, Bitboard to) {
        for (to &= enemies; to;)
            list.push_back(Move(from, pop_lsb(to)));
    }
    template<Direction D>
    void pawn_targets(Bitboard to) {
        for (to &= enemies; to;) {
            Square t = pop_lsb(to);
            list.push_back(Move(t - D, t));
        }
    }
    template<Direction D>
    void promotions(Bitboard to) {
        while (to) {
            Square t = pop_lsb(to);
            list.push_back(Move::make<PROMOTION>(t - D, t, QUEEN));
        }
    }
    void move(Move m) {
        if (m.type() == EN_PASSANT)
            list.push_back(m);
    }
};

/// Moves of the sliders `pieces` along Pt's lines (BISHOP: diagonals, ROOK: ranks and files); a piece pinned
/// along those lines (on `pin`, the pin rays of that kind) stays on its ray.
template<PieceType Pt, typename Sink>
void slider_moves(Bitboard pieces, Bitboard occupied, Bitboard allowed, Bitboard pin, Sink& sink) {
    while (pieces) {
        Square from = pop_lsb(pieces);
        Bitboard t = (Pt == BISHOP ? bishop_attacks(from, occupied) : rook_attacks(from, occupied)) & allowed;
        if (square_bb(from) & pin)
            t &= pin;
        sink.targets(from, t);
    }
}

template<Color Us, typename Sink>
void generate(const Position& pos, Sink& sink) {
    constexpr Color Them = ~Us;
    constexpr Direction Up = pawn_push(Us);
    constexpr Direction UpLeft = Us == WHITE ? NORTH_WEST : SOUTH_EAST;
    constexpr Direction UpRight = Us == WHITE ? NORTH_EAST : SOUTH_WEST;
    constexpr Bitboard Rank8 = Us == WHITE ? RANK_8_BB : RANK_1_BB;

    const Bitboard us = pos.pieces(Us), them = pos.pieces(Them), occupied = us | them;
    const Square ksq = pos.king_square(Us);
    const Bitboard theirOrth = pos.pieces(Them, ROOK, QUEEN), theirDiag = pos.pieces(Them, BISHOP, QUEEN);

    // King moves: each target tested with the king removed, so it cannot hide behind itself.
    {
        Bitboard targets = king_attacks(ksq) & ~us;
        const Bitboard occNoKing = occupied ^ square_bb(ksq);
        Bitboard legal = 0;
        while (targets) {
            Square t = pop_lsb(targets);
            if (!(pos.attackers_to(t, occNoKing) & them))
                legal |= square_bb(t);
        }
        sink.targets(ksq, legal);
    }

    // Step 1.
    const Bitboard checkers =
        ((pawn_attacks(Us, ksq) & pos.pieces(Them, PAWN)) | (knight_attacks(ksq) & pos.pieces(Them, KNIGHT)) |
         (bishop_attacks(ksq, occupied) & theirDiag) | (rook_attacks(ksq, occupied) & theirOrth));
    if (more_than_one(checkers))
        return;
    const Bitboard checkMask = checkers ? between(ksq, lsb(checkers)) | checkers : ~Bitboard(0);
    const Bitboard allowed = ~us & checkMask;

    // Step 2.
    const Pins pins = pin_rays(ksq, us, them, theirOrth, theirDiag);
    const Bitboard pinHV = pins.hv, pinD = pins.d;

    // Step 3. Pawns.
    const Bitboard pawns = pos.pieces(Us, PAWN);
    {
        const PawnTargets<Us> p(pawns, ~occupied, them, pins, checkMask);
        sink.template pawn_targets<Up>(p.pushes & ~Rank8);
        sink.template pawn_targets<Direction(2 * Up)>(p.doubles);
        sink.template pawn_targets<UpLeft>(p.left & ~Rank8);
        sink.template pawn_targets<UpRight>(p.right & ~Rank8);
        if ((p.pushes | p.left | p.right) & Rank8) {
            sink.template promotions<Up>(p.pushes & Rank8);
            sink.template promotions<UpLeft>(p.left & Rank8);
            sink.template promotions<UpRight>(p.right & Rank8);
        }
        const Square ep = pos.ep_square();
        if (ep != SQ_NONE)
            for (Bitboard b = pawn_attacks(Them, ep) & pawns; b;) {
                Square from = pop_lsb(b);
                if (pos.ep_capture_legal(from, ep))
                    sink.move(Move::make<EN_PASSANT>(from, ep));
            }
    }

    // Knights (a pinned knight never moves), then bishops, rooks and queens.
    for (Bitboard b = pos.pieces(Us, KNIGHT) & ~(pinHV | pinD); b;) {
        Square from = pop_lsb(b);
        sink.targets(from, knight_attacks(from) & allowed);
    }
    slider_moves<BISHOP>(pos.pieces(Us, BISHOP, QUEEN) & ~pinHV, occupied, allowed, pinD, sink);
    slider_moves<ROOK>(pos.pieces(Us, ROOK, QUEEN) & ~pinD, occupied, allowed, pinHV, sink);

    // Castling: not in check, the squares between king and rook empty, the king's path not attacked.
    if (!checkers) {
        constexpr Square K = relative_square(Us, SQ_E1);
        constexpr CastlingRights OO = Us == WHITE ? WHITE_OO : BLACK_OO;
        constexpr CastlingRights OOO = Us == WHITE ? WHITE_OOO : BLACK_OOO;
        if (pos.can_castle(OO) && !(between(K, relative_square(Us, SQ_H1)) & occupied) &&
            !pos.attacked_by(Them, relative_square(Us, SQ_F1)) && !pos.attacked_by(Them, relative_square(Us, SQ_G1)))
            sink.move(Move::make<CASTLING>(K, relative_square(Us, SQ_G1)));
        if (pos.can_castle(OOO) && !(between(K, relative_square(Us, SQ_A1)) & occupied) &&
            !pos.attacked_by(Them, relative_square(Us, SQ_D1)) && !pos.attacked_by(Them, relative_square(Us, SQ_C1)))
            sink.move(Move::make<CASTLING>(K, relative_square(Us, SQ_C1)));
    }
}

} // namespace

void Position::generate_legal(MoveList& list) const {
    list.clear();
    ListSink sink(list);
    sideToMove == WHITE ? generate<WHITE>(*this, sink) : generate<BLACK>(*this, sink);
}

void Position::generate_captures(MoveList& list) const {
    list.clear();
    CaptureSink sink{list, pieces(~sideToMove)};
    sideToMove == WHITE ? generate<WHITE>(*this, sink) : generate<BLACK>(*this, sink);
}

uint64_t Position::count_legal() const {
    CountSink sink;
    sideToMove == WHITE ? generate<WHITE>(*this, sink) : generate<BLACK>(*this, sink);
    return sink.count;
}

bool Position::is_legal(Move m) const {
    MoveList list;
    generate_legal(list);
    return list.contains(m);
}

} // namespace littletable::chess
