#include "engine/chess/position.h"

#include <algorithm>
#include <charconv>
#include <cstring>

#include "engine/chess/zobrist.h"

namespace littletable::chess {

namespace {

/// Rights lost when a piece moves from or to a square (the kings' and rooks' start squares).
constexpr uint8_t castling_mask(Square s) {
    switch (s) {
    case SQ_E1: return WHITE_CASTLING;
    case SQ_A1: return WHITE_OOO;
    case SQ_H1: return WHITE_OO;
    case SQ_E8: return BLACK_CASTLING;
    case SQ_A8: return BLACK_OOO;
    case SQ_H8: return BLACK_OO;
    default: return 0;
    }
}

constexpr std::string_view PIECE_LETTERS = " PNBRQK  pnbrqk";

void init_tables() {
    attacks::init();
    zobrist::init();
}

Error fen_error(const char* code, std::string message) { return make_error(code, std::move(message)); }

std::vector<std::string_view> split_fields(std::string_view s) {
    std::vector<std::string_view> out;
    size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r' || s[i] == '\n'))
            ++i;
        size_t j = i;
        while (j < s.size() && !(s[j] == ' ' || s[j] == '\t' || s[j] == '\r' || s[j] == '\n'))
            ++j;
        if (j > i)
            out.push_back(s.substr(i, j - i));
        i = j;
    }
    return out;
}

std::optional<long> parse_number(std::string_view s, long maxValue) {
    long v = 0;
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || p != s.data() + s.size() || v < 0 || v > maxValue)
        return std::nullopt;
    return v;
}

std::string square_text(Square s) { return {char('a' + file_of(s)), char('1' + rank_of(s))}; }

} // namespace

Position Position::start() { return from_fen(START_FEN).value(); }

Result<Position> Position::from_fen(std::string_view fen) {
    init_tables();
    auto fields = split_fields(fen);
    if (fields.size() != 4 && fields.size() != 6)
        return fen_error("ERR_FEN_FIELDS", "FEN has " + std::to_string(fields.size()) +
                                               " fields; expected 6 (board, side, castling, en passant, halfmove, fullmove)");
    Position pos;
    pos.states.reserve(256);
    pos.states.emplace_back();
    StateInfo& st = pos.states.back();

    // Field 1: the board, rank 8 first.
    int rank = 7, file = 0;
    for (char c : fields[0]) {
        if (c == '/') {
            if (file != 8)
                return fen_error("ERR_FEN_BOARD", "board field: rank " + std::to_string(rank + 1) + " has " +
                                                      std::to_string(file) + " squares, expected 8");
            if (--rank < 0)
                return fen_error("ERR_FEN_BOARD", "board field: more than 8 ranks");
            file = 0;
        } else if (c >= '1' && c <= '8') {
            file += c - '0';
            if (file > 8)
                return fen_error("ERR_FEN_BOARD", "board field: rank " + std::to_string(rank + 1) + " has more than 8 squares");
        } else {
            size_t idx = PIECE_LETTERS.find(c);
            if (idx == std::string_view::npos || c == ' ')
                return fen_error("ERR_FEN_BOARD", std::string("board field: '") + c + "' is not a piece letter");
            if (file >= 8)
                return fen_error("ERR_FEN_BOARD", "board field: rank " + std::to_string(rank + 1) + " has more than 8 squares");
            pos.put_piece(Piece(idx), make_square(File(file), Rank(rank)));
            ++file;
        }
    }
    if (rank != 0 || file != 8)
        return fen_error("ERR_FEN_BOARD", "board field: expected 8 ranks of 8 squares");

    // Field 2: side to move.
    if (fields[1] == "w")
        pos.sideToMove = WHITE;
    else if (fields[1] == "b")
        pos.sideToMove = BLACK;
    else
        return fen_error("ERR_FEN_SIDE", "side field: '" + std::string(fields[1]) + "' is neither 'w' nor 'b'");

    for (Color c : {WHITE, BLACK})
        if (popcount(pos.pieces(c, KING)) != 1)
            return fen_error("ERR_FEN_ILLEGAL", std::string(c == WHITE ? "white" : "black") + " must have exactly one king");
    if (pos.pieces(PAWN) & (RANK_1_BB | RANK_8_BB))
        return fen_error("ERR_FEN_ILLEGAL", "a pawn stands on the first or last rank");
    // At most 8 pawns, and every piece beyond the initial set is a promoted pawn. Besides rejecting impossible
    // material this keeps the legal moves within MoveList's capacity (MAX_MOVES): a board of queens has more.
    for (Color c : {WHITE, BLACK}) {
        auto extra = [&](PieceType pt, int initial) { return std::max(popcount(pos.pieces(c, pt)) - initial, 0); };
        if (popcount(pos.pieces(c, PAWN)) + extra(QUEEN, 1) + extra(ROOK, 2) + extra(BISHOP, 2) + extra(KNIGHT, 2) > 8)
            return fen_error("ERR_FEN_ILLEGAL", std::string(c == WHITE ? "white" : "black") +
                                                    " has more pawns and promoted pieces than its 8 pawns allow");
    }

    // Field 3: castling rights (KQkq, X-FEN or Shredder file letters).
    if (fields[2] != "-") {
        for (char c : fields[2]) {
            Color color = (c >= 'a' && c <= 'z') ? BLACK : WHITE;
            char lower = char(color == WHITE ? c - 'A' + 'a' : c);
            Rank back = color == WHITE ? RANK_1 : RANK_8;
            File rookFile;
            if (lower == 'k')
                rookFile = FILE_H;
            else if (lower == 'q')
                rookFile = FILE_A;
            else if (lower >= 'a' && lower <= 'h')
                rookFile = File(lower - 'a');
            else
                return fen_error("ERR_FEN_CASTLING", std::string("castling field: '") + c + "' is not a castling right");
            const char* side = color == WHITE ? "white" : "black";
            if (pos.piece_on(make_square(FILE_E, back)) != make_piece(color, KING))
                return fen_error("ERR_FEN_CASTLING", std::string("castling field: '") + c + "' needs the " + side +
                                                         " king on e" + char('1' + back));
            if (rookFile != FILE_A && rookFile != FILE_H)
                return fen_error("ERR_FEN_CASTLING", std::string("castling field: '") + c +
                                                         "' names a rook that is not on a corner (Chess960 is not this game)");
            Square rsq = make_square(rookFile, back);
            if (pos.piece_on(rsq) != make_piece(color, ROOK))
                return fen_error("ERR_FEN_CASTLING", std::string("castling field: '") + c + "' needs a " + side +
                                                         " rook on " + square_text(rsq));
            st.castling |= uint8_t((rookFile == FILE_H ? WHITE_OO : WHITE_OOO) << (2 * color));
        }
    }

    // Field 4: en passant square (kept only when the capture is legal; see StateInfo::epSquare).
    if (fields[3] != "-") {
        const std::string_view f = fields[3];
        if (f.size() != 2 || f[0] < 'a' || f[0] > 'h' || f[1] < '1' || f[1] > '8')
            return fen_error("ERR_FEN_EN_PASSANT", "en passant field: '" + std::string(f) + "' is not a square");
        Square ep = make_square(File(f[0] - 'a'), Rank(f[1] - '1'));
        Color us = pos.sideToMove, them = ~us;
        Square pawnSq = ep - pawn_push(us), origin = ep + pawn_push(us);
        if (relative_rank(us, rank_of(ep)) != RANK_6 || pos.piece_on(pawnSq) != make_piece(them, PAWN) ||
            !pos.empty(ep) || !pos.empty(origin))
            return fen_error("ERR_FEN_EN_PASSANT", "en passant field: " + std::string(f) +
                                                       " is not the square behind a pawn that has just made a double step");
        st.epSquare = pos.legal_ep_square(ep);
    }

    // Fields 5 and 6: halfmove clock and fullmove number (default 0 and 1 when omitted).
    long halfmove = 0, fullmove = 1;
    if (fields.size() == 6) {
        auto h = parse_number(fields[4], 65535);
        if (!h)
            return fen_error("ERR_FEN_HALFMOVE", "halfmove field: '" + std::string(fields[4]) + "' is not a number from 0 to 65535");
        auto n = parse_number(fields[5], 1000000);
        if (!n || *n < 1)
            return fen_error("ERR_FEN_FULLMOVE", "fullmove field: '" + std::string(fields[5]) + "' is not a number from 1 to 1000000");
        halfmove = *h, fullmove = *n;
    }
    st.rule50 = uint16_t(halfmove);
    pos.gamePly = int(2 * (fullmove - 1) + (pos.sideToMove == BLACK));

    if (pos.attacked_by(pos.sideToMove, pos.king_square(~pos.sideToMove)))
        return fen_error("ERR_FEN_ILLEGAL", "the side not to move is in check");
    st.key = pos.compute_key();
    return pos;
}

std::string Position::fen() const {
    std::string s;
    for (int r = 7; r >= 0; --r) {
        int emptyRun = 0;
        for (int f = 0; f < 8; ++f) {
            Piece p = board[make_square(File(f), Rank(r))];
            if (p == NO_PIECE) {
                ++emptyRun;
                continue;
            }
            if (emptyRun)
                s += char('0' + emptyRun), emptyRun = 0;
            s += PIECE_LETTERS[p];
        }
        if (emptyRun)
            s += char('0' + emptyRun);
        if (r)
            s += '/';
    }
    s += sideToMove == WHITE ? " w " : " b ";
    if (!st().castling)
        s += '-';
    else {
        if (can_castle(WHITE_OO)) s += 'K';
        if (can_castle(WHITE_OOO)) s += 'Q';
        if (can_castle(BLACK_OO)) s += 'k';
        if (can_castle(BLACK_OOO)) s += 'q';
    }
    s += ' ';
    s += st().epSquare == SQ_NONE ? std::string("-") : square_text(st().epSquare);
    s += ' ' + std::to_string(st().rule50) + ' ' + std::to_string(fullmove_number());
    return s;
}

Key Position::compute_key() const {
    Key k = 0;
    for (int s = 0; s < 64; ++s)
        if (board[s])
            k ^= zobrist::Psq[board[s]][s];
    k ^= zobrist::Castling[st().castling];
    if (st().epSquare != SQ_NONE)
        k ^= zobrist::EnPassant[file_of(st().epSquare)];
    if (sideToMove == BLACK)
        k ^= zobrist::Side;
    return k;
}

void Position::put_piece(Piece p, Square s) {
    board[s] = p;
    byType[type_of(p)] |= square_bb(s);
    byColor[color_of(p)] |= square_bb(s);
}

void Position::remove_piece(Square s) {
    Piece p = board[s];
    byType[type_of(p)] ^= square_bb(s);
    byColor[color_of(p)] ^= square_bb(s);
    board[s] = NO_PIECE;
}

void Position::move_piece(Square from, Square to) {
    Piece p = board[from];
    Bitboard fromTo = square_bb(from) | square_bb(to);
    byType[type_of(p)] ^= fromTo;
    byColor[color_of(p)] ^= fromTo;
    board[from] = NO_PIECE;
    board[to] = p;
}

Bitboard Position::attackers_to(Square s, Bitboard occupied) const {
    return (pawn_attacks(BLACK, s) & pieces(WHITE, PAWN)) | (pawn_attacks(WHITE, s) & pieces(BLACK, PAWN)) |
           (knight_attacks(s) & byType[KNIGHT]) | (king_attacks(s) & byType[KING]) |
           (rook_attacks(s, occupied) & (byType[ROOK] | byType[QUEEN])) |
           (bishop_attacks(s, occupied) & (byType[BISHOP] | byType[QUEEN]));
}

bool Position::ep_capture_legal(Square from, Square epTo) const {
    const Color us = sideToMove, them = ~us;
    const Square captured = epTo - pawn_push(us);
    const Square ksq = king_square(us);
    const Bitboard occupied = (pieces() ^ square_bb(from) ^ square_bb(captured)) | square_bb(epTo);
    // Sliders see through the two vacated squares; a knight or pawn check must be by the captured pawn.
    return !(rook_attacks(ksq, occupied) & pieces(them, ROOK, QUEEN)) &&
           !(bishop_attacks(ksq, occupied) & pieces(them, BISHOP, QUEEN)) &&
           !(knight_attacks(ksq) & pieces(them, KNIGHT)) &&
           !(pawn_attacks(us, ksq) & pieces(them, PAWN) & ~square_bb(captured));
}

Square Position::legal_ep_square(Square passed) const {
    Bitboard candidates = pawn_attacks(~sideToMove, passed) & pieces(sideToMove, PAWN);
    while (candidates)
        if (ep_capture_legal(pop_lsb(candidates), passed))
            return passed;
    return SQ_NONE;
}

void Position::make(Move m) {
    states.push_back(states.back());
    StateInfo& st = states.back();
    const Color us = sideToMove, them = ~us;
    const Square from = m.from(), to = m.to();
    const Piece pc = board[from];
    Key k = st.key ^ zobrist::Side;
    if (st.epSquare != SQ_NONE) {
        k ^= zobrist::EnPassant[file_of(st.epSquare)];
        st.epSquare = SQ_NONE;
    }
    ++st.rule50;
    ++st.pliesFromNull;
    st.captured = NO_PIECE;

    if (m.type() == CASTLING) {
        const bool kingSide = to > from;
        const Square rfrom = kingSide ? Square(to + 1) : Square(to - 2);
        const Square rto = kingSide ? Square(to - 1) : Square(to + 1);
        const Piece rook = board[rfrom];
        move_piece(from, to);
        move_piece(rfrom, rto);
        k ^= zobrist::Psq[pc][from] ^ zobrist::Psq[pc][to] ^ zobrist::Psq[rook][rfrom] ^ zobrist::Psq[rook][rto];
    } else {
        const Square capsq = m.type() == EN_PASSANT ? to - pawn_push(us) : to;
        const Piece captured = board[capsq];
        if (captured != NO_PIECE) {
            remove_piece(capsq);
            k ^= zobrist::Psq[captured][capsq];
            st.captured = captured;
            st.rule50 = 0;
        }
        move_piece(from, to);
        k ^= zobrist::Psq[pc][from] ^ zobrist::Psq[pc][to];
        if (type_of(pc) == PAWN) {
            st.rule50 = 0;
            if (m.type() == PROMOTION) {
                const Piece promoted = make_piece(us, m.promotion_type());
                remove_piece(to);
                put_piece(promoted, to);
                k ^= zobrist::Psq[pc][to] ^ zobrist::Psq[promoted][to];
            }
        }
    }
    if (const uint8_t lost = st.castling & (castling_mask(from) | castling_mask(to))) {
        k ^= zobrist::Castling[st.castling];
        st.castling &= uint8_t(~lost);
        k ^= zobrist::Castling[st.castling];
    }
    sideToMove = them;
    ++gamePly;
    if (type_of(pc) == PAWN && (int(to) ^ int(from)) == 16) {
        st.epSquare = legal_ep_square(Square((from + to) / 2));
        if (st.epSquare != SQ_NONE)
            k ^= zobrist::EnPassant[file_of(st.epSquare)];
    }
    st.key = k;
}

void Position::unmake(Move m) {
    sideToMove = ~sideToMove;
    --gamePly;
    const Color us = sideToMove;
    const Square from = m.from(), to = m.to();
    const Piece captured = states.back().captured;
    if (m.type() == CASTLING) {
        const bool kingSide = to > from;
        const Square rfrom = kingSide ? Square(to + 1) : Square(to - 2);
        const Square rto = kingSide ? Square(to - 1) : Square(to + 1);
        move_piece(to, from);
        move_piece(rto, rfrom);
    } else {
        if (m.type() == PROMOTION) {
            remove_piece(to);
            put_piece(make_piece(us, PAWN), to);
        }
        move_piece(to, from);
        if (captured != NO_PIECE)
            put_piece(captured, m.type() == EN_PASSANT ? to - pawn_push(us) : to);
    }
    states.pop_back();
}

void Position::make_null() {
    states.push_back(states.back());
    StateInfo& st = states.back();
    st.key ^= zobrist::Side;
    if (st.epSquare != SQ_NONE) {
        st.key ^= zobrist::EnPassant[file_of(st.epSquare)];
        st.epSquare = SQ_NONE;
    }
    ++st.rule50;
    st.pliesFromNull = 0;
    st.captured = NO_PIECE;
    sideToMove = ~sideToMove;
    ++gamePly;
}

void Position::unmake_null() {
    sideToMove = ~sideToMove;
    --gamePly;
    states.pop_back();
}

bool Position::gives_check(Move m) {
    make(m);
    bool check = in_check();
    unmake(m);
    return check;
}

bool Position::insufficient_material() const {
    if (pieces(PAWN) | pieces(ROOK) | pieces(QUEEN))
        return false;
    const Bitboard minors = pieces(KNIGHT) | pieces(BISHOP);
    if (popcount(minors) <= 1)
        return true;
    // Only bishops, all on squares of one colour: no mate is possible whatever the moves.
    const Bitboard bishops = pieces(BISHOP);
    return !pieces(KNIGHT) && (!(bishops & DARK_SQUARES) || !(bishops & ~DARK_SQUARES));
}

int Position::repetition_count() const {
    const int n = int(states.size()) - 1;
    const int back = std::min<int>(st().rule50, n);
    int count = 1;
    for (int i = 4; i <= back; i += 2)
        if (states[size_t(n - i)].key == st().key)
            ++count;
    return count;
}

bool Position::is_repetition(int ply) const {
    const int n = int(states.size()) - 1;
    const int back = std::min({int(st().rule50), int(st().pliesFromNull), n});
    bool seenBefore = false;
    for (int i = 4; i <= back; i += 2)
        if (states[size_t(n - i)].key == st().key) {
            if (i <= ply || seenBefore)
                return true;
            seenBefore = true;
        }
    return false;
}

Outcome Position::outcome() const {
    if (count_legal() == 0)
        return in_check() ? Outcome::win(Seat(~sideToMove), Termination::CHECKMATE)
                          : Outcome::drawn(Termination::STALEMATE);
    if (insufficient_material())
        return Outcome::drawn(Termination::INSUFFICIENT_MATERIAL);
    if (repetition_count() >= 5)
        return Outcome::drawn(Termination::FIVEFOLD_REPETITION);
    if (st().rule50 >= 150)
        return Outcome::drawn(Termination::SEVENTY_FIVE_MOVES);
    return Outcome::ongoing();
}

} // namespace littletable::chess
