#include "engine/chess/position.h"

#include "engine/chess/draw_rules.h"
#include "engine/chess/fen_fields.h"
#include "engine/chess/zobrist.h"
#include "engine/core/text.h"

namespace littletable::chess {

namespace {

void init_tables() {
    attacks::init();
    zobrist::init();
}

Error fen_error(const char* code, std::string message) { return make_error(code, std::move(message)); }

} // namespace

Position Position::start() { return from_fen(START_FEN).value(); }

Result<Position> Position::from_fen(std::string_view fen) {
    init_tables();
    auto fields = fen::split_fields(fen);
    if (fields.size() < fen::MIN_FIELDS || fields.size() > fen::MAX_FIELDS)
        return fen_error("ERR_FEN_FIELDS", "FEN has " + counted(fields.size(), "field") +
                                               "; expected 6 (board, side, castling, en passant, halfmove, fullmove)");
    Position pos;
    pos.states.reserve(256);
    pos.states.emplace_back();
    StateInfo& st = pos.states.back();

    // Fields 1 and 2: the board, rank 8 first, and the side to move.
    Result<Color> side = fen::parse_board_and_side(fields, [&pos](std::string_view text, Square s) -> Result<size_t> {
        const Result<Piece> piece = fen::piece_of_letter(text[0]);
        if (!piece)
            return piece.error();
        pos.put_piece(piece.value(), s);
        return size_t(1);
    });
    if (!side)
        return side.error();
    pos.sideToMove = side.value();

    if (auto e = fen::check_material([&pos](Color c, PieceType pt) { return pos.pieces(c, pt); }))
        return *e;

    // Field 3: castling rights (KQkq, X-FEN or Shredder file letters).
    Result<uint8_t> castling = fen::parse_castling(fields[2], [&pos](Square s) { return pos.piece_on(s); });
    if (!castling)
        return castling.error();
    st.castling = castling.value();

    // Field 4: en passant square (kept only when the capture is legal; see StateInfo::epSquare).
    Result<Square> epField = fen::parse_en_passant(fields[3]);
    if (!epField)
        return epField.error();
    if (const Square ep = epField.value(); ep != SQ_NONE) {
        Color us = pos.sideToMove, them = ~us;
        Square pawnSq = ep - pawn_push(us), origin = ep + pawn_push(us);
        if (relative_rank(us, rank_of(ep)) != RANK_6 || pos.piece_on(pawnSq) != make_piece(them, PAWN) ||
            !pos.empty(ep) || !pos.empty(origin))
            return fen_error("ERR_FEN_EN_PASSANT",
                             "en passant field: " + std::string(fields[3]) +
                                 " is not the square behind a pawn that has just made a double step");
        st.epSquare = pos.legal_ep_square(ep);
    }

    // Fields 5 and 6: halfmove clock and fullmove number (default 0 and 1 when omitted).
    Result<fen::Counters> read = fen::parse_counters(fields);
    if (!read)
        return read.error();
    const fen::Counters counters = read.value();
    st.rule50 = uint16_t(counters.halfmove);
    pos.gamePly = 2 * (counters.fullmove - 1) + (pos.sideToMove == BLACK);

    if (pos.attacked_by(pos.sideToMove, pos.king_square(~pos.sideToMove)))
        return fen_error("ERR_FEN_ILLEGAL", "the side not to move is in check");
    st.key = pos.compute_key();
    return pos;
}

std::string Position::fen() const {
    std::string s = fen::write_board([this](Square sq) {
        return board[sq] == NO_PIECE ? std::string() : std::string(1, fen::letter_of(board[sq]));
    });
    s += sideToMove == WHITE ? " w " : " b ";
    s += fen::write_castling(st().castling);
    s += ' ';
    s += st().epSquare == SQ_NONE ? std::string("-") : square_name(st().epSquare);
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
    return chess::insufficient_material(pieces(PAWN) | pieces(ROOK) | pieces(QUEEN), pieces(KNIGHT), pieces(BISHOP));
}

bool Position::can_checkmate(Color c) const {
    return chess::can_checkmate(mating_material(*this, c), mating_material(*this, ~c));
}

int Position::repetition_count() const { return chess::repetition_count(states); }

bool Position::is_repetition(int ply) const { return chess::is_repetition(states, ply); }

Outcome Position::outcome() const { return automatic_outcome(*this); }

} // namespace littletable::chess
