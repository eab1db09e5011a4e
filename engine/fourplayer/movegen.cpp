// Legal move generation and attacks for four-player chess (fourplayer.md "Moves"), on the padded mailbox.
//
// Legality the fast way, as in chess engines: from the king, one scan of the eight rays finds the live enemy
// sliders that check it and the own pieces pinned to it; knights, pawns (each opponent's own capture directions)
// and kings complete the checkers. With two checkers only the king moves; with one, a move must take the checker or
// block its ray; a pinned piece stays on its pin line; a king's destination must not be attacked with the king
// itself taken off the board. En passant (which removes a piece off the mover's line) is tested by playing it on
// a copy of the board. Every live opponent attacks; grey pieces only block.
#include <cstdlib>

#include "engine/fourplayer/position.h"

namespace littletable::fourplayer {

namespace {

using Board = std::array<Piece, BOARD_SIZE>;

constexpr bool slides_along(PieceType t, bool diagonal) {
    return t == QUEEN || t == PROMOTED_QUEEN || t == (diagonal ? BISHOP : ROOK);
}
constexpr bool is_diagonal(int dir) { return dir != NORTH && dir != SOUTH && dir != EAST && dir != WEST; }

/// A live piece of a seat in `seats` (bit per seat).
inline bool enemy(Piece p, uint8_t seats) { return is_live(p) && ((seats >> owner_of(p)) & 1); }

/// Types of the live pieces of `seats` attacking `sq` on `b` (bit per type), `ignore` counted as empty. With
/// ANY_ONLY, stops at the first attacker (any non-zero result).
template<bool ANY_ONLY>
uint8_t attackers(const Board& b, Square sq, uint8_t seats, Square ignore) {
    uint8_t types = 0;
    const auto found = [&](PieceType t) {
        types |= uint8_t(1u << t);
        return ANY_ONLY;
    };
    for (int d : KNIGHT_JUMPS)
        if (const Piece p = b[size_t(sq + d)]; type_of(p) == KNIGHT && enemy(p, seats) && found(KNIGHT))
            return types;
    for (int d : KING_DIRS) {
        Square s = Square(sq + d);
        Piece p = b[size_t(s)];
        if (p != EMPTY && s != ignore) {
            if (type_of(p) == KING && enemy(p, seats) && found(KING))
                return types;
        }
        const bool diagonal = is_diagonal(d);
        while (p == EMPTY || s == ignore) {
            s = Square(s + d);
            p = b[size_t(s)];
        }
        if (enemy(p, seats) && slides_along(type_of(p), diagonal) && found(type_of(p)))
            return types;
    }
    for (Seat o = 0; o < SEAT_NB; ++o) {
        if (!((seats >> o) & 1))
            continue;
        for (int c : PAWNS[size_t(o)].captures)
            if (const Piece p = b[size_t(sq - c)]; p == make_piece(o, PAWN) && found(PAWN))
                return types;
    }
    return types;
}

/// ENTERABLE[us][cell]: a piece of seat `us` may move to a square holding `cell`: empty, a live enemy or a grey piece.
constexpr auto ENTERABLE = [] {
    std::array<std::array<bool, 256>, SEAT_NB> t{};
    for (int us = 0; us < SEAT_NB; ++us)
        for (int p = 0; p < 256; ++p)
            t[size_t(us)][size_t(p)] = p == EMPTY || (p < OFF_BOARD && (is_grey(Piece(p)) || owner_of(Piece(p)) != us));
    return t;
}();

/// Collects moves into a MoveList, counts them, or stops at the first.
struct ListSink {
    MoveList& list;
    void add(Move m) { list.push_back(m); }
    bool done() const { return false; }
};
struct CountSink {
    uint64_t n = 0;
    void add(Move) { ++n; }
    bool done() const { return false; }
};
struct AnySink {
    bool found = false;
    void add(Move) { found = true; }
    bool done() const { return found; }
};

} // namespace

class MoveGenerator {
public:
    MoveGenerator(const Position& pos, Seat us) : pos(pos), b(pos.board), us(us) {
        const StateInfo& st = pos.st();
        for (Seat o = 0; o < SEAT_NB; ++o)
            if (o != us && !((st.eliminated >> o) & 1))
                opponents |= uint8_t(1u << o);
        ksq = pos.kingSq[us];
        find_checks_and_pins();
    }

    template<typename Sink>
    void generate(Sink& sink) {
        if (checkers < 2)
            other_moves(sink);
        if (!sink.done())
            king_moves(sink);
    }

private:
    template<typename Sink>
    void other_moves(Sink& sink) {
        const PawnGeometry& pg = PAWNS[size_t(us)];
        // By piece type, each a tight loop without a dispatch per piece.
        const auto& mine = pos.byType[size_t(us)];
        const bool stop = mine[PAWN].any_of([&](Square from) {
            pawn_moves(sink, from, pg);
            return sink.done();
        }) || mine[KNIGHT].any_of([&](Square from) {
            for (int d : KNIGHT_JUMPS)
                target(sink, from, Square(from + d));
            return sink.done();
        }) || slides(sink, mine[BISHOP], BISHOP_DIRS) ||
                          slides(sink, mine[ROOK], ROOK_DIRS) || slides(sink, mine[QUEEN], KING_DIRS) ||
                          slides(sink, mine[PROMOTED_QUEEN], KING_DIRS);
        if (!stop)
            en_passant(sink, pg);
    }

    /// The moves of the sliders on `set`; true once the sink is done.
    template<typename Sink, size_t N>
    bool slides(Sink& sink, const SquareSet& set, const std::array<int, N>& dirs) {
        return set.any_of([&](Square from) {
            slide(sink, from, dirs);
            return sink.done();
        });
    }

    /// The pin line (squares from the king's neighbour up to the pinner) of a pinned piece.
    struct Pin {
        Square piece;
        SquareSet line;
    };

    void find_checks_and_pins() {
        if (!(pos.st().mayBeInCheck & (1u << us)))
            return find_pins<false>();
        find_pins<true>();
        for (int d : KNIGHT_JUMPS)
            if (const Piece p = b[size_t(ksq + d)]; type_of(p) == KNIGHT && enemy(p, opponents))
                add_checker(Square(ksq + d), nullptr);
        for (Seat o = 0; o < SEAT_NB; ++o)
            if ((opponents >> o) & 1)
                for (int c : PAWNS[size_t(o)].captures)
                    if (b[size_t(ksq - c)] == make_piece(o, PAWN))
                        add_checker(Square(ksq - c), nullptr);
    }

    /// The own pieces pinned to the king and, with CHECKERS, the sliders and kings giving check. Without, the king
    /// is known not to be attacked (StateInfo::mayBeInCheck).
    template<bool CHECKERS>
    void find_pins() {
        for (int d : KING_DIRS) {
            const bool diagonal = is_diagonal(d);
            Square s = Square(ksq + d);
            if (CHECKERS && type_of(b[size_t(s)]) == KING && enemy(b[size_t(s)], opponents))
                add_checker(s, nullptr);
            while (b[size_t(s)] == EMPTY)
                s = Square(s + d);
            const Piece p = b[size_t(s)];
            if (p == OFF_BOARD)
                continue;
            if (enemy(p, opponents)) {
                if (CHECKERS && slides_along(type_of(p), diagonal)) {
                    const SquareSet line = ray(d, s);
                    add_checker(s, &line);
                }
                continue;
            }
            if (!is_live(p) || owner_of(p) != us)
                continue;
            // An own piece: pinned if the next piece on the ray is a live enemy slider of this ray.
            const Square own = s;
            do
                s = Square(s + d);
            while (b[size_t(s)] == EMPTY);
            if (enemy(b[size_t(s)], opponents) && slides_along(type_of(b[size_t(s)]), diagonal))
                pins[pinCount++] = {own, ray(d, s)};
        }
    }

    /// The squares from the king's neighbour in direction d up to `end`, both included.
    SquareSet ray(int d, Square end) const {
        SquareSet line;
        for (Square s = Square(ksq + d);; s = Square(s + d)) {
            line.set(s);
            if (s == end)
                return line;
        }
    }

    void add_checker(Square s, const SquareSet* line) {
        ++checkers;
        evasions = line ? *line : SquareSet();
        evasions.set(s);
    }

    const Pin* pin_of(Square s) const {
        for (int i = 0; i < pinCount; ++i)
            if (pins[i].piece == s)
                return &pins[i];
        return nullptr;
    }

    /// A non-king move's check and pin filter.
    bool allowed(Square from, Square to) const {
        if (checkers && !evasions.test(to))
            return false;
        if (pinCount)
            if (const Pin* pin = pin_of(from); pin && !pin->line.test(to))
                return false;
        return true;
    }

    /// The square holds nothing of ours: empty, or a piece to capture (any live enemy or grey piece).
    bool can_enter(Piece p) const { return ENTERABLE[size_t(us)][p]; }

    template<typename Sink>
    void target(Sink& sink, Square from, Square to) {
        if (can_enter(b[size_t(to)]) && allowed(from, to))
            sink.add(Move(from, to));
    }

    template<typename Sink, size_t N>
    void slide(Sink& sink, Square from, const std::array<int, N>& dirs) {
        const Pin* pin = pinCount ? pin_of(from) : nullptr;
        if (!checkers && !pin) { // the common case: every square up to the first piece, and that piece if enemy
            for (int d : dirs) {
                Square to = Square(from + d);
                for (; b[size_t(to)] == EMPTY; to = Square(to + d))
                    sink.add(Move(from, to));
                if (can_enter(b[size_t(to)]))
                    sink.add(Move(from, to));
            }
            return;
        }
        for (int d : dirs) {
            Square to = Square(from + d);
            if (pin && !pin->line.test(to))
                continue; // a pinned slider moves only along its pin line
            for (;; to = Square(to + d)) {
                const Piece p = b[size_t(to)];
                if (!can_enter(p))
                    break;
                if ((!checkers || evasions.test(to)) && (!pin || pin->line.test(to)))
                    sink.add(Move(from, to));
                if (p != EMPTY)
                    break;
            }
        }
    }

    template<typename Sink>
    void pawn_moves(Sink& sink, Square from, const PawnGeometry& pg) {
        const Square one = Square(from + pg.forward);
        if (b[size_t(one)] == EMPTY) {
            if (allowed(from, one))
                sink.add(Move(from, one, NORMAL, pawn_line(us, one) == pg.promotionLine));
            const Square two = Square(one + pg.forward);
            if (pawn_line(us, from) == pg.homeLine && b[size_t(two)] == EMPTY && allowed(from, two))
                sink.add(Move(from, two, DOUBLE_PUSH));
        }
        for (int c : pg.captures) {
            const Square to = Square(from + c);
            const Piece p = b[size_t(to)];
            if (p != EMPTY && can_enter(p) && allowed(from, to))
                sink.add(Move(from, to, NORMAL, pawn_line(us, to) == pg.promotionLine));
        }
    }

    template<typename Sink>
    void king_moves(Sink& sink) {
        for (int d : KING_DIRS) {
            const Square to = Square(ksq + d);
            if (can_enter(b[size_t(to)]) && !attackers<true>(b, to, opponents, ksq))
                sink.add(Move(ksq, to));
        }
        if (checkers)
            return;
        const uint8_t rights = pos.st().castling;
        for (CastlingSide side : {SHORT, LONG}) {
            if (!(rights & castling_bit(us, side)))
                continue;
            const Position::CastlingPath& path = pos.castlingPaths[us][side];
            if (b[size_t(path.rook)] != make_piece(us, ROOK))
                continue;
            bool clear = true;
            for (Square s = Square(ksq + path.step); s != path.rook && clear; s = Square(s + path.step))
                clear = b[size_t(s)] == EMPTY;
            const Square cross = Square(ksq + path.step), land = Square(cross + path.step);
            if (clear && !attackers<true>(b, cross, opponents, SQ_NONE) && !attackers<true>(b, land, opponents, ksq))
                sink.add(Move(ksq, land, CASTLING));
        }
    }

    /// En passant against every seat whose double step may still be taken (fourplayer.md "Moves"): our pawn goes
    /// to the passed square, the pawn on the landing square is captured. Tested on a copy of the board.
    template<typename Sink>
    void en_passant(Sink& sink, const PawnGeometry& pg) {
        const StateInfo& st = pos.st();
        for (Seat o = 0; o < SEAT_NB; ++o) {
            const Square landing = st.epLanding[o];
            if (o == us || landing == SQ_NONE || type_of(b[size_t(landing)]) != PAWN ||
                owner_of(b[size_t(landing)]) != o)
                continue;
            const Square passed = Square(landing - PAWNS[size_t(o)].forward);
            if (b[size_t(passed)] != EMPTY)
                continue;
            for (int c : pg.captures) {
                const Square from = Square(passed - c);
                if (b[size_t(from)] != make_piece(us, PAWN))
                    continue;
                Board after = b;
                after[size_t(from)] = EMPTY;
                after[size_t(landing)] = EMPTY;
                after[size_t(passed)] = make_piece(us, PAWN);
                if (!attackers<true>(after, ksq, opponents, SQ_NONE))
                    sink.add(Move(from, passed, EN_PASSANT, pawn_line(us, passed) == pg.promotionLine));
            }
        }
    }

    const Position& pos;
    const Board& b;
    Seat us;
    uint8_t opponents = 0;
    Square ksq;
    int checkers = 0;
    SquareSet evasions;
    Pin pins[8];
    int pinCount = 0;
};

bool Position::in_check(Seat s) const {
    if (eliminated(s) || kingSq[s] == SQ_NONE)
        return false;
    uint8_t others = 0;
    for (Seat o = 0; o < SEAT_NB; ++o)
        if (o != s && !eliminated(o))
            others |= uint8_t(1u << o);
    return attackers<true>(board, kingSq[s], others, SQ_NONE) != 0;
}

uint8_t Position::attacker_types(Square sq, uint8_t seats) const { return attackers<false>(board, sq, seats, SQ_NONE); }

void Position::generate_legal(Seat us, MoveList& list) const {
    list.clear();
    if (eliminated(us) || kingSq[us] == SQ_NONE)
        return; // an eliminated seat never moves
    ListSink sink{list};
    MoveGenerator(*this, us).generate(sink);
}

void Position::generate_legal(MoveList& list) const {
    list.clear();
    if (st().end == Termination::NONE)
        generate_legal(side_to_move(), list);
}

uint64_t Position::count_legal() const {
    if (st().end != Termination::NONE)
        return 0;
    CountSink sink;
    MoveGenerator(*this, side_to_move()).generate(sink);
    return sink.n;
}

bool Position::has_legal_move(Seat us) const {
    if (eliminated(us) || kingSq[us] == SQ_NONE)
        return false;
    AnySink sink;
    MoveGenerator(*this, us).generate(sink);
    return sink.found;
}

namespace {

/// The step from `s` toward `t` when they share a rank, file or diagonal; 0 otherwise (or when equal).
int line_step(Square s, Square t) {
    const int df = file_of(t) - file_of(s), dr = rank_of(t) - rank_of(s);
    if ((df == 0 && dr == 0) || (df != 0 && dr != 0 && std::abs(df) != std::abs(dr)))
        return 0;
    return ((dr > 0) - (dr < 0)) * NORTH + ((df > 0) - (df < 0)) * EAST;
}

/// Does the live piece `p` on `s` attack `t` on board `b`?
bool piece_attacks(const Board& b, Piece p, Square s, Square t) {
    switch (type_of(p)) {
        case PAWN:
            for (int c : PAWNS[size_t(owner_of(p))].captures)
                if (s + c == t)
                    return true;
            return false;
        case KNIGHT:
            for (int d : KNIGHT_JUMPS)
                if (s + d == t)
                    return true;
            return false;
        case KING:
            for (int d : KING_DIRS)
                if (s + d == t)
                    return true;
            return false;
        default:
            break;
    }
    const int step = line_step(s, t);
    if (!step || !slides_along(type_of(p), is_diagonal(step)))
        return false;
    Square x = Square(s + step);
    while (x != t && b[size_t(x)] == EMPTY)
        x = Square(x + step);
    return x == t;
}

/// Is `ksq` (a king of seat `o`) attacked along the ray through `v` by a live slider of another seat?
bool attacked_through(const Board& b, Square ksq, Seat o, Square v) {
    const int step = line_step(ksq, v);
    if (!step)
        return false;
    Square x = Square(ksq + step);
    while (b[size_t(x)] == EMPTY)
        x = Square(x + step);
    const Piece p = b[size_t(x)];
    return is_live(p) && owner_of(p) != o && slides_along(type_of(p), is_diagonal(step));
}

} // namespace

bool Position::attacked_after(Move m, Seat o) const {
    const Square k = kingSq[o];
    const Square to = m.to(), from = m.from();
    if (is_live(board[size_t(to)]) && piece_attacks(board, board[size_t(to)], to, k))
        return true;
    if (attacked_through(board, k, o, from))
        return true;
    if (m.kind() == CASTLING) {
        const int step = (to - from) / 2;
        const auto& paths = castlingPaths[size_t(owner_of(board[size_t(to)]))];
        const Square rook = paths[paths[SHORT].step == step ? SHORT : LONG].rook;
        return piece_attacks(board, board[size_t(from + step)], Square(from + step), k) ||
               attacked_through(board, k, o, rook);
    }
    // En passant also empties the captured pawn's landing square.
    return m.kind() == EN_PASSANT &&
           attacked_through(board, k, o, Square(to + PAWNS[size_t(owner_of(st().captured))].forward));
}

bool Position::has_unpinned_move(Seat us) const {
    const Square k = kingSq[us];
    const int kf = file_of(k), kr = rank_of(k);
    return byOwner[us].any_of([&](Square sq) {
        const Piece p = board[size_t(sq)];
        const int df = std::abs(file_of(sq) - kf), dr = std::abs(rank_of(sq) - kr);
        if (df == 0 || dr == 0 || df == dr)
            return false; // on a line with the king: it might be pinned
        if (type_of(p) == PAWN)
            return board[size_t(sq + PAWNS[size_t(us)].forward)] == EMPTY;
        if (type_of(p) == KNIGHT)
            for (int d : KNIGHT_JUMPS)
                if (ENTERABLE[size_t(us)][board[size_t(sq + d)]])
                    return true;
        return false;
    });
}

bool Position::is_legal(Move m) const {
    if (outcome().over())
        return false;
    MoveList list;
    generate_legal(list);
    return list.contains(m);
}

} // namespace littletable::fourplayer
