#include "engine/chess/fen_fields.h"

#include <algorithm>
#include <charconv>
#include <optional>

namespace littletable::chess::fen {

namespace {

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

std::optional<long> parse_number(std::string_view s, long maxValue) {
    long v = 0;
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || p != s.data() + s.size() || v < 0 || v > maxValue)
        return std::nullopt;
    return v;
}

/// FEN letters indexed by Piece.
constexpr std::string_view LETTERS = " PNBRQK  pnbrqk";

Error board_error(std::string message) { return make_error("ERR_FEN_BOARD", "board field: " + std::move(message)); }

} // namespace

std::vector<std::string_view> split_fields(std::string_view s) {
    std::vector<std::string_view> out;
    size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && is_blank(s[i]))
            ++i;
        size_t j = i;
        while (j < s.size() && !is_blank(s[j]))
            ++j;
        if (j > i)
            out.push_back(s.substr(i, j - i));
        i = j;
    }
    return out;
}

Result<Ok> parse_board(std::string_view field, const PieceReader& read) {
    int rank = 7, file = 0;
    size_t i = 0;
    while (i < field.size()) {
        const char c = field[i];
        if (c == '/') {
            if (file != 8)
                return board_error("rank " + std::to_string(rank + 1) + " has " + std::to_string(file) +
                                   " squares, expected 8");
            if (--rank < 0)
                return board_error("more than 8 ranks");
            file = 0;
            ++i;
        } else if (c >= '1' && c <= '8') {
            file += c - '0';
            if (file > 8)
                return board_error("rank " + std::to_string(rank + 1) + " has more than 8 squares");
            ++i;
        } else {
            if (file >= 8)
                return board_error("rank " + std::to_string(rank + 1) + " has more than 8 squares");
            Result<size_t> taken = read(field.substr(i), make_square(File(file), Rank(rank)));
            if (!taken)
                return taken.error();
            i += std::max<size_t>(taken.value(), 1);
            ++file;
        }
    }
    if (rank != 0 || file != 8)
        return board_error("expected 8 ranks of 8 squares");
    return Ok{};
}

Result<Piece> piece_of_letter(char c) {
    const size_t idx = LETTERS.find(c);
    if (idx == std::string_view::npos || c == ' ')
        return board_error(std::string("'") + c + "' is not a piece letter");
    return Piece(idx);
}

char letter_of(Piece p) { return LETTERS[p]; }

std::string write_board(const std::function<std::string(Square)>& token) {
    std::string s;
    for (int r = 7; r >= 0; --r) {
        int emptyRun = 0;
        for (int f = 0; f < 8; ++f) {
            const std::string t = token(make_square(File(f), Rank(r)));
            if (t.empty()) {
                ++emptyRun;
                continue;
            }
            if (emptyRun)
                s += char('0' + emptyRun), emptyRun = 0;
            s += t;
        }
        if (emptyRun)
            s += char('0' + emptyRun);
        if (r)
            s += '/';
    }
    return s;
}

Result<Color> parse_side(std::string_view field) {
    if (field == "w")
        return WHITE;
    if (field == "b")
        return BLACK;
    return make_error("ERR_FEN_SIDE", "side field: '" + std::string(field) + "' is neither 'w' nor 'b'");
}

Result<Color> parse_board_and_side(const std::vector<std::string_view>& fields, const PieceReader& read) {
    if (Result<Ok> board = parse_board(fields[0], read); !board)
        return board.error();
    return parse_side(fields[1]);
}

Result<uint8_t> parse_castling(std::string_view field, const std::function<Piece(Square)>& pieceOn) {
    uint8_t rights = NO_CASTLING;
    if (field == "-")
        return rights;
    for (char c : field) {
        const Color color = (c >= 'a' && c <= 'z') ? BLACK : WHITE;
        const char lower = char(color == WHITE ? c - 'A' + 'a' : c);
        const Rank back = color == WHITE ? RANK_1 : RANK_8;
        File rookFile;
        if (lower == 'k')
            rookFile = FILE_H;
        else if (lower == 'q')
            rookFile = FILE_A;
        else if (lower >= 'a' && lower <= 'h')
            rookFile = File(lower - 'a');
        else
            return make_error("ERR_FEN_CASTLING", std::string("castling field: '") + c + "' is not a castling right");
        const char* side = color == WHITE ? "white" : "black";
        if (pieceOn(make_square(FILE_E, back)) != make_piece(color, KING))
            return make_error("ERR_FEN_CASTLING", std::string("castling field: '") + c + "' needs the " + side +
                                                      " king on e" + char('1' + back));
        if (rookFile != FILE_A && rookFile != FILE_H)
            return make_error("ERR_FEN_CASTLING",
                              std::string("castling field: '") + c +
                                  "' names a rook that is not on a corner (Chess960 is not this game)");
        const Square rsq = make_square(rookFile, back);
        if (pieceOn(rsq) != make_piece(color, ROOK))
            return make_error("ERR_FEN_CASTLING", std::string("castling field: '") + c + "' needs a " + side +
                                                      " rook on " + square_name(rsq));
        rights |= uint8_t((rookFile == FILE_H ? WHITE_OO : WHITE_OOO) << (2 * color));
    }
    return rights;
}

std::string write_castling(uint8_t rights) {
    if (!rights)
        return "-";
    std::string s;
    if (rights & WHITE_OO)
        s += 'K';
    if (rights & WHITE_OOO)
        s += 'Q';
    if (rights & BLACK_OO)
        s += 'k';
    if (rights & BLACK_OOO)
        s += 'q';
    return s;
}

Result<Square> parse_en_passant(std::string_view f) {
    if (f == "-")
        return SQ_NONE;
    if (f.size() != 2 || f[0] < 'a' || f[0] > 'h' || f[1] < '1' || f[1] > '8')
        return make_error("ERR_FEN_EN_PASSANT", "en passant field: '" + std::string(f) + "' is not a square");
    return make_square(File(f[0] - 'a'), Rank(f[1] - '1'));
}

Result<Counters> parse_counters(const std::vector<std::string_view>& fields) {
    struct Field {
        std::size_t index;
        const char* name;
        const char* code;
        long maxValue;
    };
    constexpr Field HALFMOVE{4, "halfmove", "ERR_FEN_HALFMOVE", 65535},
        FULLMOVE{5, "fullmove", "ERR_FEN_FULLMOVE", 1000000};
    long read[2] = {0, 1};
    for (const Field& f : {HALFMOVE, FULLMOVE}) {
        if (fields.size() <= f.index)
            break;
        const std::optional<long> n = parse_number(fields[f.index], f.maxValue);
        if (!n)
            return make_error(f.code, std::string(f.name) + " field: '" + std::string(fields[f.index]) +
                                          "' is not a number from 0 to " + std::to_string(f.maxValue));
        read[f.index - HALFMOVE.index] = *n;
    }
    return Counters{int(read[0]), std::max(int(read[1]), 1)};
}

std::optional<Error> check_material(const std::function<Bitboard(Color, PieceType)>& pieces) {
    for (Color c : {WHITE, BLACK})
        if (popcount(pieces(c, KING)) != 1)
            return make_error("ERR_FEN_ILLEGAL",
                              std::string(c == WHITE ? "white" : "black") + " must have exactly one king");
    if ((pieces(WHITE, PAWN) | pieces(BLACK, PAWN)) & (RANK_1_BB | RANK_8_BB))
        return make_error("ERR_FEN_ILLEGAL", "a pawn stands on the first or last rank");
    // Besides rejecting impossible material this keeps the legal moves within a move list's capacity: a board of
    // queens has more.
    for (Color c : {WHITE, BLACK}) {
        auto extra = [&](PieceType pt, int initial) { return std::max(popcount(pieces(c, pt)) - initial, 0); };
        if (popcount(pieces(c, PAWN)) + extra(QUEEN, 1) + extra(ROOK, 2) + extra(BISHOP, 2) + extra(KNIGHT, 2) +
                extra(META, 1) >
            8)
            return make_error("ERR_FEN_ILLEGAL", std::string(c == WHITE ? "white" : "black") +
                                                     " has more pawns and promoted pieces than its 8 pawns allow");
    }
    return std::nullopt;
}

} // namespace littletable::chess::fen
