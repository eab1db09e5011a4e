// Legal move generation for Metamate (docs/rules/metamate.md).
//
// Most moves are decided as in chess (engine/chess/movegen.cpp, whose pin rays and pawn targets this file reuses):
// a piece that is not pinned may go to its targets, and the targets are counted as bitboards. A Meta changes that
// in a few ways, and a move affected by one is played on a copy of the board and kept only when the mover's king
// is then safe (the "full test"):
//   - in check, and when a Meta of the mover stands on its last rank (it may promote with any move, §7), every
//     move takes the full test;
//   - castling and en passant always do, and king moves whose destination an enemy Meta could reach (a king next
//     to an enemy M4 is copied by it, §4.6);
//   - a piece pinned by an enemy Meta that copies a slider does: the pin holds only while the Meta copies it;
//   - a move to a square next to an enemy M4, or next to one of the mover's Metas that touches an enemy M4, does:
//     the M4 may copy the piece that arrives there (directly or through the Meta bridge, §6.4), and a capture or
//     a move away can only take copies from it;
//   - every Meta move is listed one by one: its targets are the union of its copies (§4), a capture evolves it
//     (§5; an M1 has two choices), and on its last rank it may promote (§7).
// The reference generator in tests/metamate/ checks all of this by perft from many positions.
#include "engine/chess/movegen_parts.h"
#include "engine/metamate/position.h"

namespace littletable::metamate {

using namespace chess;

namespace {

constexpr Form PROMOTION_PIECES[] = {QUEEN, ROOK, BISHOP, KNIGHT};
/// A pawn promotes to a queen, rook, bishop, knight or an M1 of either orientation (§7.1).
constexpr Form PAWN_FORMS[] = {QUEEN, ROOK, BISHOP, KNIGHT, meta_form(M1_HORIZONTAL), meta_form(M1_VERTICAL)};
constexpr int PAWN_FORM_NB = 6;

/// Lists moves.
struct ListSink : TargetsToList<MoveList> {
    using TargetsToList::TargetsToList;
    void add(Move m) { list.push_back(m); }
    template<Direction D>
    void promotions(Bitboard to) {
        while (to) {
            const Square t = pop_lsb(to);
            for (Form f : PAWN_FORMS)
                list.push_back(Move(t - D, t, NORMAL, f));
        }
    }
};

/// Lists the moves of Position::generate_captures: target sets reduced to captures, pawn pushes only as queen
/// promotions; the moves given one by one are filtered by the generator's emit, before their full test.
struct CaptureSink : ListSink {
    static constexpr bool CAPTURES_ONLY = true;
    Bitboard them;
    CaptureSink(MoveList& l, Bitboard enemies) : ListSink(l), them(enemies) {}
    void targets(Square from, Bitboard to) { ListSink::targets(from, to & them); }
    template<Direction D>
    void pawn_targets(Bitboard to) {
        if constexpr (D != NORTH && D != SOUTH && D != 2 * NORTH && D != 2 * SOUTH)
            ListSink::pawn_targets<D>(to);
    }
    template<Direction D>
    void promotions(Bitboard to) {
        while (to) {
            const Square t = pop_lsb(to);
            list.push_back(Move(t - D, t, NORMAL, QUEEN));
        }
    }
};

/// Counts moves.
struct CountSink : TargetsCounter {
    void add(Move) { ++count; }
    template<Direction>
    void promotions(Bitboard to) {
        count += PAWN_FORM_NB * unsigned(popcount(to));
    }
};

template<Color Us, typename Sink>
class Generator {
public:
    static constexpr Color Them = ~Us;
    static constexpr Direction Up = pawn_push(Us);
    static constexpr Bitboard LastRank = Us == WHITE ? RANK_8_BB : RANK_1_BB;
    static constexpr Bitboard BackRank = Us == WHITE ? RANK_1_BB : RANK_8_BB;
    /// Only the moves of Position::generate_captures.
    static constexpr bool CapturesOnly = requires { Sink::CAPTURES_ONLY; };

    Generator(const Position& p, Sink& s)
        : pos(p), b(p.board()), sink(s), us(b.pieces(Us)), them(b.pieces(Them)), occupied(us | them),
          ksq(b.king_square(Us)), ep(p.ep_square()), slowAll(b.pieces(Us, META) & LastRank) {}

    /// Every legal move.
    void all() {
        if (pos.in_setup()) {
            if constexpr (!CapturesOnly)
                setup();
            return; // a setup choice captures and promotes nothing
        }
        const Bitboard checkers = b.attackers(ksq, Them);
        king_moves();
        if (!CapturesOnly || slowAll) // castling promotes only a Meta already on the last rank
            castling(checkers != 0);
        if (checkers || slowAll) {
            for (Bitboard pieces = us & ~b.pieces(KING); pieces;) {
                const Square from = pop_lsb(pieces);
                if (type_of(b.piece_on(from)) == META)
                    meta_moves(from, true, ~Bitboard(0));
                else
                    piece_moves(from);
            }
            return;
        }
        fast();
    }

    /// The en passant captures only.
    void en_passant() {
        if (ep == SQ_NONE)
            return;
        for (Bitboard from = pawn_attacks(Them, ep) & b.pieces(Us, PAWN); from;)
            emit(Move(pop_lsb(from), ep, EN_PASSANT), true);
        for (Bitboard from = pawn_attacks(Them, ep) & b.pieces(Us, META); from;) {
            const Square x = pop_lsb(from);
            if (b.copy_sources(x) & b.pieces(PAWN))
                emit(Move(x, ep, EN_PASSANT), true);
        }
    }

private:
    /// Step 1. Setup (§2): each own piece but the king may become a Meta; its kind decides the configurations.
    void setup() {
        for (Bitboard pieces = us & ~b.pieces(KING); pieces;) {
            const Square s = pop_lsb(pieces);
            switch (type_of(b.piece_on(s))) {
                case PAWN:
                    add_setup(s, M1_HORIZONTAL), add_setup(s, M1_VERTICAL);
                    break;
                case KNIGHT:
                case BISHOP:
                    add_setup(s, M2_ORTHOGONAL), add_setup(s, M2_DIAGONAL);
                    break;
                case ROOK:
                    add_setup(s, M3);
                    break;
                case QUEEN:
                    add_setup(s, M4);
                    break;
                default:
                    break;
            }
        }
    }
    void add_setup(Square s, MetaConfig c) {
        const Move m(s, s, SETUP, meta_form(c));
        if (legal(m))
            sink.add(m);
    }

    /// Step 2. Not in check, no Meta of ours on the last rank: chess's pin logic for what no Meta affects.
    void fast() {
        // The enemy Metas that copy a slider pin like one, but only while they copy it: what they pin takes the
        // full test.
        Bitboard metaOrth = 0, metaDiag = 0;
        for (Bitboard metas = b.pieces(Them, META); metas;) {
            const Square m = pop_lsb(metas);
            const Bitboard src = b.copy_sources(m);
            if (src & (b.pieces(ROOK) | b.pieces(QUEEN)))
                metaOrth |= square_bb(m);
            if (src & (b.pieces(BISHOP) | b.pieces(QUEEN)))
                metaDiag |= square_bb(m);
        }
        if (metaOrth | metaDiag) {
            const Pins metaPins = pin_rays(ksq, us, them, metaOrth, metaDiag);
            metaPinned = (metaPins.hv | metaPins.d) & us;
        }
        pins = pin_rays(ksq, us, them, b.pieces(Them, ROOK, QUEEN), b.pieces(Them, BISHOP, QUEEN));

        // Squares where an arriving piece may give an enemy M4 a copy (§4.6, §6.4).
        feedZone = 0;
        if (const Bitboard m4 = b.metas(M4) & them) {
            for (Bitboard e = m4; e;)
                feedZone |= king_attacks(pop_lsb(e));
            for (Bitboard own = b.pieces(Us, META) & feedZone; own;)
                feedZone |= king_attacks(pop_lsb(own));
        }

        for (Bitboard slow = metaPinned & ~b.pieces(META) & ~b.pieces(KING); slow;)
            piece_moves(pop_lsb(slow));

        // Pawns.
        const PawnTargets<Us> p(b.pieces(Us, PAWN) & ~metaPinned, ~occupied, them, pins, ~Bitboard(0));
        pawn_set<Up>(p.pushes);
        pawn_set<Direction(2 * Up)>(p.doubles);
        pawn_set<PawnTargets<Us>::UpLeft>(p.left);
        pawn_set<PawnTargets<Us>::UpRight>(p.right);
        if (ep != SQ_NONE)
            for (Bitboard from = pawn_attacks(Them, ep) & b.pieces(Us, PAWN) & ~metaPinned; from;)
                emit(Move(pop_lsb(from), ep, EN_PASSANT), true);

        // Knights (a pinned knight never moves), bishops, rooks, queens.
        for (Bitboard n = b.pieces(Us, KNIGHT) & ~(pins.hv | pins.d | metaPinned); n;) {
            const Square from = pop_lsb(n);
            split_targets(from, knight_attacks(from) & ~us);
        }
        sliders<BISHOP>(b.pieces(Us, BISHOP, QUEEN) & ~pins.hv & ~metaPinned, pins.d);
        sliders<ROOK>(b.pieces(Us, ROOK, QUEEN) & ~pins.d & ~metaPinned, pins.hv);

        // Metas: one move at a time; a Meta pinned by an orthodox slider stays on the line through its king.
        for (Bitboard metas = b.pieces(Us, META); metas;) {
            const Square x = pop_lsb(metas);
            const bool pinned = (pins.hv | pins.d) & square_bb(x);
            meta_moves(x, metaPinned & square_bb(x), pinned ? line(ksq, x) : ~Bitboard(0));
        }
    }

    /// Targets that need no full test go to the sink as a set, those next to an enemy M4 one by one.
    void split_targets(Square from, Bitboard targets) {
        sink.targets(from, targets & ~feedZone);
        for (Bitboard slow = targets & feedZone; slow;)
            emit(Move(from, pop_lsb(slow)), true);
    }

    template<Direction D>
    void pawn_set(Bitboard to) {
        sink.template pawn_targets<D>(to & ~feedZone & ~LastRank);
        sink.template promotions<D>(to & ~feedZone & LastRank);
        for (Bitboard slow = to & feedZone; slow;) {
            const Square t = pop_lsb(slow);
            emit(Move(t - D, t), true);
        }
    }

    template<PieceType Pt>
    void sliders(Bitboard pieces, Bitboard pin) {
        while (pieces) {
            const Square from = pop_lsb(pieces);
            Bitboard t = (Pt == BISHOP ? bishop_attacks(from, occupied) : rook_attacks(from, occupied)) & ~us;
            if (square_bb(from) & pin)
                t &= pin;
            split_targets(from, t);
        }
    }

    /// Step 3. The pseudo-legal moves of an orthodox piece other than the king, each with the full test.
    void piece_moves(Square from) {
        const PieceType pt = type_of(b.piece_on(from));
        if (pt != PAWN) {
            for (Bitboard t = attacks_of(pt, from, occupied) & ~us; t;)
                emit(Move(from, pop_lsb(t)), true);
            return;
        }
        const Bitboard one = shift<Up>(square_bb(from)) & ~occupied;
        if (one) {
            emit(Move(from, lsb(one)), true);
            constexpr Bitboard Rank2 = Us == WHITE ? rank_bb(RANK_2) : rank_bb(RANK_7);
            if (const Bitboard two = shift<Up>(one) & ~occupied; two && (square_bb(from) & Rank2))
                emit(Move(from, lsb(two)), true);
        }
        for (Bitboard t = pawn_attacks(Us, from) & them; t;)
            emit(Move(from, pop_lsb(t)), true);
        if (ep != SQ_NONE && (pawn_attacks(Us, from) & square_bb(ep)))
            emit(Move(from, ep, EN_PASSANT), true);
    }

    /// Step 4. A Meta's moves (§4, §6.1, §6.2): the union of the moves of the pieces it copies, made from its
    /// square as a piece of its colour. `test`: every move takes the full test; `line`: where a pinned Meta may go.
    void meta_moves(Square x, bool test, Bitboard line) {
        const Bitboard src = b.copy_sources(x);
        if (!src)
            return; // an isolated Meta has no moves (§4.4)
        Bitboard targets = 0, dbl = 0;
        if (src & b.pieces(PAWN)) {
            const Bitboard one = shift<Up>(square_bb(x)) & ~occupied;
            const Bitboard unmoved =
                (b.pieces(WHITE, PAWN) & rank_bb(RANK_2)) | (b.pieces(BLACK, PAWN) & rank_bb(RANK_7));
            if (one && (src & unmoved))
                dbl = shift<Up>(one) & ~occupied & line;
            targets |= one | (pawn_attacks(Us, x) & them);
            if (ep != SQ_NONE && (pawn_attacks(Us, x) & square_bb(ep)))
                emit(Move(x, ep, EN_PASSANT), true);
        }
        if (src & b.pieces(KNIGHT))
            targets |= knight_attacks(x) & ~us;
        if (src & b.pieces(KING))
            targets |= king_attacks(x) & ~us;
        if (src & (b.pieces(BISHOP) | b.pieces(QUEEN)))
            targets |= bishop_attacks(x, occupied) & ~us;
        if (src & (b.pieces(ROOK) | b.pieces(QUEEN)))
            targets |= rook_attacks(x, occupied) & ~us;
        // The two-square advance is one move, and a double step, even when another copy reaches the same square.
        if (dbl)
            emit(Move(x, lsb(dbl), META_DOUBLE), test || (dbl & feedZone));
        targets &= line & ~dbl;
        // Targets without choices and without the full test are counted as a set; the others go one by one.
        const bool m1 = b.config_on(x) == M1_HORIZONTAL || b.config_on(x) == M1_VERTICAL;
        const Bitboard simple = test ? 0 : targets & ~feedZone & ~LastRank & (m1 ? ~them : ~Bitboard(0));
        sink.targets(x, simple);
        for (targets &= ~simple; targets;) {
            const Square t = pop_lsb(targets);
            emit(Move(x, t), test || (feedZone & square_bb(t)));
        }
    }

    /// Step 5. Castling (§6.3), every kind with the full test. The king's own castling (with a rook, or with a Meta
    /// that copies the rook as its partner) needs the king not in check and the squares it passes not attacked
    /// now; a Meta that copies the unmoved king castles with an unmoved rook whatever the attacks.
    void castling(bool inCheck) {
        constexpr CastlingRights Rights[2] = {Us == WHITE ? WHITE_OO : BLACK_OO, Us == WHITE ? WHITE_OOO : BLACK_OOO};
        constexpr Square Corners[2] = {relative_square(Us, SQ_H1), relative_square(Us, SQ_A1)};
        if (!pos.can_castle(Rights[0]) && !pos.can_castle(Rights[1]))
            return;
        // What each Meta on the back rank copies, once.
        Square metas[8];
        Bitboard sources[8];
        int metaCount = 0;
        for (Bitboard m = b.pieces(Us, META) & BackRank; m; ++metaCount) {
            metas[metaCount] = pop_lsb(m);
            sources[metaCount] = b.copy_sources(metas[metaCount]);
        }
        for (int side = 0; side < 2; ++side) {
            if (!pos.can_castle(Rights[side]))
                continue;
            const Square rook = Corners[side];
            if (!inCheck && !(between(ksq, rook) & occupied)) // orthodox: the squares between must be empty
                try_castling(ksq, rook, true);
            for (int i = 0; i < metaCount; ++i) {
                const Square x = metas[i];
                // A Meta on the king's side toward this rook that copies it (directly or over a bridge) is the rook.
                const bool sameSide = side == 0 ? x > ksq : x < ksq;
                if (!inCheck && sameSide && (sources[i] & square_bb(rook)))
                    try_castling(ksq, x, true);
                // A Meta that copies the unmoved king is the king.
                if (sources[i] & square_bb(ksq))
                    try_castling(x, rook, false);
            }
        }
    }

    void try_castling(Square from, Square to, bool kingMoves) {
        const CastlingSquares cs = castling_squares(from, to);
        const Bitboard span =
            (between(from, cs.moverTo) | square_bb(cs.moverTo) | between(to, cs.partnerTo) | square_bb(cs.partnerTo)) &
            ~square_bb(from) & ~square_bb(to);
        if (span & occupied)
            return;
        if (kingMoves)
            for (Bitboard passed = between(from, cs.moverTo); passed;)
                if (b.attacked(pop_lsb(passed), Them))
                    return;
        emit(Move(from, to, CASTLING), true);
    }

    /// King moves. A destination no enemy Meta could attack (none on a line with it or a knight's jump away:
    /// whatever a Meta copies, directly or over a bridge, it reaches no other square) is tested as in chess, with
    /// the king off its square; the others take the full test.
    void king_moves() {
        const Bitboard targets = king_attacks(ksq) & ~us;
        Bitboard metaReach = 0;
        for (Bitboard metas = b.pieces(Them, META); metas;) {
            const Square m = pop_lsb(metas);
            metaReach |= meta_reach(m);
        }
        if (slowAll)
            metaReach = ~Bitboard(0);
        for (Bitboard t = targets & metaReach; t;)
            emit(Move(ksq, pop_lsb(t)), true);
        const Bitboard occ = occupied ^ square_bb(ksq);
        Bitboard safe = 0;
        for (Bitboard t = targets & ~metaReach; t;) {
            const Square to = pop_lsb(t);
            const Bitboard attackers = (pawn_attacks(Us, to) & b.pieces(PAWN)) |
                                       (knight_attacks(to) & b.pieces(KNIGHT)) | (king_attacks(to) & b.pieces(KING)) |
                                       (rook_attacks(to, occ) & (b.pieces(ROOK) | b.pieces(QUEEN))) |
                                       (bishop_attacks(to, occ) & (b.pieces(BISHOP) | b.pieces(QUEEN)));
            if (!(attackers & them))
                safe |= square_bb(to);
        }
        sink.targets(ksq, safe);
    }

    /// The move with its full test: played on a copy of the board, the king of Us must not be attacked.
    bool legal(Move m) const {
        Board after = b;
        Touched touched;
        after.apply(m, Us, touched);
        return !after.attacked(after.king_square(Us), Them);
    }

    /// Step 6. A base move (squares and kind) becomes its legal moves, one per choice: the mover's form (a pawn's
    /// promotion piece, an M1's evolution, a Meta's promotion piece) and the pieces of the other promoting Metas.
    void emit(Move base, bool test) {
        const Square from = base.from(), to = base.to();
        const PieceType mover = type_of(b.piece_on(from));
        Form forms[PAWN_FORM_NB];
        int formCount = 0;
        auto add_form = [&](Form f) { forms[formCount++] = f; };

        const bool metaMove = mover == META && base.kind() != CASTLING;
        const bool metaOnLastRank = metaMove && (LastRank & square_bb(to));
        const bool capture = base.kind() == EN_PASSANT || (base.kind() == NORMAL && (them & square_bb(to)));
        if constexpr (CapturesOnly) {
            // A move that neither captures nor can promote anything is not listed: no need to test it.
            if (!capture && !slowAll && !metaOnLastRank && !(mover == PAWN && (LastRank & square_bb(to))))
                return;
        }
        int others = 0;
        if (metaOnLastRank || slowAll) {
            // The board after the displacement decides who promotes (the Meta not yet evolved, a pawn still a pawn).
            Board after = b;
            Touched touched;
            after.apply(base, Us, touched);
            if (slowAll)
                others = popcount(after.promoting_metas(Us, metaMove ? square_bb(to) : 0));
            if (metaOnLastRank) {
                const MetaConfig c = b.config_on(from);
                auto promotes = [&](MetaConfig e) { return (after.copy_sources(to, Us, e) & after.pieces(PAWN)) != 0; };
                if (capture && (c == M1_HORIZONTAL || c == M1_VERTICAL)) {
                    // §5.4 with §7.2: the chosen evolution decides whether the Meta copies a pawn; once it promotes,
                    // the evolution is moot, so both choices lead to the same promotions.
                    const bool p1 = promotes(M2_ORTHOGONAL), p2 = promotes(M2_DIAGONAL);
                    if (!p1)
                        add_form(meta_form(M2_ORTHOGONAL));
                    if (!p2)
                        add_form(meta_form(M2_DIAGONAL));
                    if (p1 || p2)
                        for (Form f : PROMOTION_PIECES)
                            add_form(f);
                } else if (promotes(capture ? evolved(c) : c)) {
                    for (Form f : PROMOTION_PIECES)
                        add_form(f);
                } else
                    add_form(NO_FORM);
            }
        }
        if (!metaOnLastRank) {
            if (base.kind() == SETUP)
                add_form(base.form());
            else if (mover == PAWN && (LastRank & square_bb(to)))
                for (Form f : PAWN_FORMS)
                    add_form(f);
            else if (metaMove && capture && (b.config_on(from) == M1_HORIZONTAL || b.config_on(from) == M1_VERTICAL)) {
                add_form(meta_form(M2_ORTHOGONAL));
                add_form(meta_form(M2_DIAGONAL));
            } else
                add_form(NO_FORM);
        }

        for (int i = 0; i < formCount; ++i) {
            const Form f = forms[i];
            if constexpr (CapturesOnly) {
                // Captures, and moves that promote something; promotions to a queen only (a pawn's M1 included
                // among the under-promotions), an M1's evolutions both.
                const bool promotes = others > 0 || (f != NO_FORM && !is_meta_form(f));
                if ((!capture && !promotes) || (f != NO_FORM && f != QUEEN && (mover == PAWN || !is_meta_form(f))))
                    continue;
            }
            const Move m = base.with_form(f);
            if (others == 0) {
                if (!test || legal(m))
                    sink.add(m);
                continue;
            }
            // Every combination of pieces for the other promoting Metas (only queens for the captures' list: the
            // last combination, whose 2-bit codes are all QUEEN - KNIGHT).
            const int combinations = 1 << (2 * others);
            for (int code = CapturesOnly ? combinations - 1 : 0; code < combinations; ++code) {
                Move full = m;
                for (int k = 0; k < others; ++k)
                    full = full.with_other_promotion(PieceType(KNIGHT + ((code >> (2 * k)) & 3)));
                if (!test || legal(full))
                    sink.add(full);
            }
        }
    }

    const Position& pos;
    const Board& b;
    Sink& sink;
    const Bitboard us, them, occupied;
    const Square ksq;
    const Square ep;
    const bool slowAll;
    Pins pins;
    Bitboard metaPinned = 0;
    Bitboard feedZone = 0;
};

template<typename Sink>
void generate_all(const Position& pos, Sink& sink) {
    if (pos.side_to_move() == WHITE)
        Generator<WHITE, Sink>(pos, sink).all();
    else
        Generator<BLACK, Sink>(pos, sink).all();
}

} // namespace

void Position::generate_legal(MoveList& list) const {
    list.clear();
    ListSink sink(list);
    generate_all(*this, sink);
}

void Position::generate_captures(MoveList& list) const {
    list.clear();
    CaptureSink sink(list, pieces(~sideToMove));
    generate_all(*this, sink);
}

uint64_t Position::count_legal() const {
    CountSink sink;
    generate_all(*this, sink);
    return sink.count;
}

bool Position::is_legal(Move m) const {
    MoveList list;
    generate_legal(list);
    return list.contains(m);
}

bool Position::has_legal_en_passant() const {
    const Square ep = st().epSquare;
    const Color us = sideToMove;
    if (ep == SQ_NONE || !(pawn_attacks(~us, ep) & (pieces(us, PAWN) | pieces(us, META))))
        return false;
    CountSink sink;
    if (us == WHITE)
        Generator<WHITE, CountSink>(*this, sink).en_passant();
    else
        Generator<BLACK, CountSink>(*this, sink).en_passant();
    return sink.count > 0;
}

} // namespace littletable::metamate
