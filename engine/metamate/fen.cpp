// Metamate's FEN (position.h; grammar in docs/metamate-notation.md): chess's fields read by engine/chess/fen_fields,
// Meta tokens on the board, the optional setup field, and the validation of what the fields describe together.
#include <algorithm>
#include <optional>

#include "engine/chess/fen_fields.h"
#include "engine/core/text.h"
#include "engine/metamate/position.h"
#include "engine/metamate/zobrist.h"

namespace littletable::metamate {

using namespace chess;

namespace {

constexpr std::string_view SETUP_FIELD = "setup";

const char* color_name(Color c) { return c == WHITE ? "white" : "black"; }

/// The configuration named by "1h", "1v", "2.1", "2.2", "3" or "4".
std::optional<MetaConfig> parse_config(std::string_view name) {
    for (int c = 0; c < CONFIG_NB; ++c)
        if (CONFIG_NAMES[c] == name)
            return MetaConfig(c);
    return std::nullopt;
}

/// One board token at the start of `text`: a piece letter, or a Meta "M[config]" / "m[config]".
Result<size_t> read_piece(Board& b, std::string_view text, Square s) {
    const char c = text[0];
    if (c == 'M' || c == 'm') {
        const size_t close = text.find(']');
        if (text.size() < 2 || text[1] != '[' || close == std::string_view::npos)
            return make_error("ERR_FEN_BOARD", "board field: a Meta is written " + std::string(1, c) +
                                                   "[config] (e.g. M[2.1]), not " + quoted(text.substr(0, 6)));
        const std::string_view name = text.substr(2, close - 2);
        const std::optional<MetaConfig> cfg = parse_config(name);
        if (!cfg)
            return make_error("ERR_FEN_META", "board field: " + quoted(name) +
                                                  " is not a Meta configuration (1h, 1v, 2.1, 2.2, 3 or 4)");
        b.put(make_piece(c == 'M' ? WHITE : BLACK, META), s, *cfg);
        return close + 1;
    }
    const Result<Piece> piece = fen::piece_of_letter(c);
    if (!piece)
        return piece.error();
    b.put(piece.value(), s);
    return size_t(1);
}

Error illegal(std::string message) { return make_error("ERR_FEN_ILLEGAL", std::move(message)); }

/// What the board alone must satisfy (§1, §2): chess's kings, pawns and material, and a side's 16 pieces.
std::optional<Error> check_material(const Board& b) {
    if (auto e = fen::check_material([&b](Color c, PieceType pt) { return b.pieces(c, pt); }))
        return *e;
    for (Color c : {WHITE, BLACK}) {
        // A side starts with 16 pieces, one of which its Meta replaces: more is impossible whatever was promoted.
        if (popcount(b.pieces(c)) > 16)
            return illegal(std::string(color_name(c)) + " has more pawns and promoted pieces than its 8 pawns allow");
    }
    return std::nullopt;
}

/// The setup phase (§2): the sides still to choose (the side to move, and Black after White) have no Meta yet and a
/// piece to replace.
std::optional<Error> check_setup(const Board& b, Color toMove) {
    for (Color c : {WHITE, BLACK}) {
        if (c == WHITE && toMove == BLACK)
            continue; // White has chosen
        if (b.pieces(c, META))
            return make_error("ERR_FEN_SETUP", std::string("setup field: ") + color_name(c) +
                                                   " still has to choose its Meta, so it cannot have one yet");
        if (!(b.pieces(c) & ~b.pieces(c, KING)))
            return make_error("ERR_FEN_SETUP", std::string("setup field: ") + color_name(c) +
                                                   " has no piece but its king to replace by a Meta");
    }
    return std::nullopt;
}

} // namespace

/// Reads the fields into a Position (a friend of Position).
struct FenReader {
    static Result<Position> read(std::string_view fen) {
        zobrist::init();
        attacks::init();
        std::vector<std::string_view> fields = fen::split_fields(fen);
        bool setup = false;
        if (!fields.empty() && fields.back() == SETUP_FIELD) {
            setup = true;
            fields.pop_back();
        } else if (fields.size() == fen::MAX_FIELDS + 1)
            return make_error("ERR_FEN_SETUP", "setup field: " + quoted(fields.back()) +
                                                   " is not \"setup\" (the only field after the fullmove number)");
        if (fields.size() < fen::MIN_FIELDS || fields.size() > fen::MAX_FIELDS)
            return make_error("ERR_FEN_FIELDS", "FEN has " + counted(fields.size() + setup, "field") +
                                                    "; expected 6 (board, side, castling, en passant, halfmove, "
                                                    "fullmove), and a seventh, \"setup\", during the setup phase");
        Position pos;
        pos.states.reserve(256);
        pos.states.emplace_back();
        StateInfo& st = pos.states.back();
        st.setup = setup;

        Result<Color> side = fen::parse_board_and_side(
            fields, [&pos](std::string_view text, Square s) { return read_piece(pos.b, text, s); });
        if (!side)
            return side.error();
        pos.sideToMove = side.value();
        if (auto e = check_material(pos.b))
            return *e;
        if (setup)
            if (auto e = check_setup(pos.b, pos.sideToMove))
                return *e;

        Result<uint8_t> castling = fen::parse_castling(fields[2], [&pos](Square s) { return pos.b.piece_on(s); });
        if (!castling)
            return castling.error();
        st.castling = castling.value();

        Result<fen::Counters> read = fen::parse_counters(fields);
        if (!read)
            return read.error();
        const fen::Counters counters = read.value();
        st.rule50 = uint16_t(counters.halfmove);
        // Setup choices are not plies: play begins with White whoever chooses now.
        pos.gamePly = 2 * (counters.fullmove - 1) + (!setup && pos.sideToMove == BLACK);

        const Color us = pos.sideToMove;
        if (pos.b.attacked(pos.b.king_square(~us), us))
            return illegal("the side not to move is in check");

        Result<Square> epField = fen::parse_en_passant(fields[3]);
        if (!epField)
            return epField.error();
        if (const Square ep = epField.value(); ep != SQ_NONE) {
            if (setup)
                return make_error("ERR_FEN_EN_PASSANT", "en passant field: there is none during the setup phase");
            if (auto e = check_en_passant(pos.b, us, ep, fields[3]))
                return *e;
            st.epSquare = ep;
            if (!pos.has_legal_en_passant())
                st.epSquare = SQ_NONE;
        }
        st.key = pos.compute_key();

        MoveList moves;
        pos.generate_legal(moves);
        if (moves.overflowed())
            return illegal("the position has more legal moves than this engine can list");
        return pos;
    }

    /// The square behind a piece that has just double-stepped (§6.1): an enemy pawn from its start rank, or an
    /// enemy Meta from any square, with the square it came from and the one it passed empty.
    static std::optional<Error> check_en_passant(const Board& b, Color us, Square ep, std::string_view text) {
        const int victimIndex = int(ep) - int(pawn_push(us)), originIndex = int(ep) + int(pawn_push(us));
        const Error wrong = make_error("ERR_FEN_EN_PASSANT", "en passant field: " + std::string(text) +
                                                                 " is not the square behind a pawn or Meta that has "
                                                                 "just made a double step");
        if (victimIndex < 0 || victimIndex > 63 || originIndex < 0 || originIndex > 63)
            return wrong;
        const Piece victim = b.piece_on(Square(victimIndex));
        const bool pawn = victim == make_piece(~us, PAWN) && relative_rank(us, rank_of(ep)) == RANK_6;
        const bool meta = victim == make_piece(~us, META);
        if (!(pawn || meta) || !b.empty(ep) || !b.empty(Square(originIndex)))
            return wrong;
        return std::nullopt;
    }
};

Result<Position> Position::from_fen(std::string_view fen) { return FenReader::read(fen); }

std::string Position::fen() const {
    std::string s = fen::write_board([this](Square sq) {
        const Piece p = b.piece_on(sq);
        if (p == NO_PIECE)
            return std::string();
        if (type_of(p) == META)
            return std::string(1, color_of(p) == WHITE ? 'M' : 'm') + "[" + std::string(CONFIG_NAMES[b.config_on(sq)]) +
                   "]";
        return std::string(1, fen::letter_of(p));
    });
    s += sideToMove == WHITE ? " w " : " b ";
    s += fen::write_castling(st().castling);
    s += ' ';
    s += st().epSquare == SQ_NONE ? std::string("-") : square_name(st().epSquare);
    s += ' ' + std::to_string(st().rule50) + ' ' + std::to_string(fullmove_number());
    if (st().setup) {
        s += ' ';
        s += SETUP_FIELD;
    }
    return s;
}

} // namespace littletable::metamate
