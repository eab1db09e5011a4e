// Basic chess types: colours, pieces, squares, moves. Shared by Chess and Metamate (engine/metamate/), which adds
// the Meta as piece type META and keeps its own Move encoding.
//
// Squares are numbered a1 = 0, b1 = 1, ..., h8 = 63 (little-endian rank-file mapping), which is also the
// square index of the 8x8 Geometry, so no conversion is needed at the dynamic interface.
#pragma once

#include <cstdint>
#include <string>

namespace littletable::chess {

using Bitboard = uint64_t;
using Key = uint64_t;

enum Color : uint8_t { WHITE, BLACK, COLOR_NB = 2 };
constexpr Color operator~(Color c) { return Color(c ^ 1); }

/// META is Metamate's Meta (docs/rules/metamate.md); chess positions never hold one.
enum PieceType : uint8_t { NO_PIECE_TYPE, PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING, META, PIECE_TYPE_NB = 8 };

/// A piece: colour in bit 3, type in bits 0-2 (W_PAWN = 1 .. W_KING = 6, W_META = 7, B_PAWN = 9 .. B_META = 15).
enum Piece : uint8_t {
    NO_PIECE,
    W_PAWN = 1,
    W_KNIGHT,
    W_BISHOP,
    W_ROOK,
    W_QUEEN,
    W_KING,
    W_META,
    B_PAWN = 9,
    B_KNIGHT,
    B_BISHOP,
    B_ROOK,
    B_QUEEN,
    B_KING,
    B_META,
    PIECE_NB = 16
};
constexpr Piece make_piece(Color c, PieceType pt) { return Piece((c << 3) | pt); }
constexpr PieceType type_of(Piece p) { return PieceType(p & 7); }
constexpr Color color_of(Piece p) { return Color(p >> 3); }

// clang-format off
enum Square : int8_t {
    SQ_A1, SQ_B1, SQ_C1, SQ_D1, SQ_E1, SQ_F1, SQ_G1, SQ_H1,
    SQ_A2, SQ_B2, SQ_C2, SQ_D2, SQ_E2, SQ_F2, SQ_G2, SQ_H2,
    SQ_A3, SQ_B3, SQ_C3, SQ_D3, SQ_E3, SQ_F3, SQ_G3, SQ_H3,
    SQ_A4, SQ_B4, SQ_C4, SQ_D4, SQ_E4, SQ_F4, SQ_G4, SQ_H4,
    SQ_A5, SQ_B5, SQ_C5, SQ_D5, SQ_E5, SQ_F5, SQ_G5, SQ_H5,
    SQ_A6, SQ_B6, SQ_C6, SQ_D6, SQ_E6, SQ_F6, SQ_G6, SQ_H6,
    SQ_A7, SQ_B7, SQ_C7, SQ_D7, SQ_E7, SQ_F7, SQ_G7, SQ_H7,
    SQ_A8, SQ_B8, SQ_C8, SQ_D8, SQ_E8, SQ_F8, SQ_G8, SQ_H8,
    SQ_NONE, SQUARE_NB = 64
};
// clang-format on

enum File : uint8_t { FILE_A, FILE_B, FILE_C, FILE_D, FILE_E, FILE_F, FILE_G, FILE_H, FILE_NB };
enum Rank : uint8_t { RANK_1, RANK_2, RANK_3, RANK_4, RANK_5, RANK_6, RANK_7, RANK_8, RANK_NB };

constexpr Square make_square(File f, Rank r) { return Square((r << 3) | f); }
constexpr File file_of(Square s) { return File(s & 7); }
constexpr Rank rank_of(Square s) { return Rank(s >> 3); }
constexpr bool is_ok(Square s) { return s >= SQ_A1 && s <= SQ_H8; }
/// The rank as seen from `c`'s side (RANK_1 is c's back rank).
constexpr Rank relative_rank(Color c, Rank r) { return Rank(r ^ (c * 7)); }
constexpr Square relative_square(Color c, Square s) { return Square(s ^ (c * 56)); }
/// "e4"; the square must be on the board.
inline std::string square_name(Square s) { return {char('a' + file_of(s)), char('1' + rank_of(s))}; }

enum Direction : int8_t {
    NORTH = 8,
    EAST = 1,
    SOUTH = -8,
    WEST = -1,
    NORTH_EAST = 9,
    NORTH_WEST = 7,
    SOUTH_EAST = -7,
    SOUTH_WEST = -9
};
constexpr Direction pawn_push(Color c) { return c == WHITE ? NORTH : SOUTH; }
constexpr Square operator+(Square s, Direction d) { return Square(int(s) + int(d)); }
constexpr Square operator-(Square s, Direction d) { return Square(int(s) - int(d)); }

/// Castling rights as a 4-bit set.
enum CastlingRights : uint8_t {
    NO_CASTLING = 0,
    WHITE_OO = 1,
    WHITE_OOO = 2,
    BLACK_OO = 4,
    BLACK_OOO = 8,
    KING_SIDE = WHITE_OO | BLACK_OO,
    QUEEN_SIDE = WHITE_OOO | BLACK_OOO,
    WHITE_CASTLING = WHITE_OO | WHITE_OOO,
    BLACK_CASTLING = BLACK_OO | BLACK_OOO,
    ANY_CASTLING = 15,
    CASTLING_RIGHT_NB = 16
};

/// The castling rights lost when a piece moves from or to `s` (the kings' and rooks' start squares).
constexpr uint8_t castling_mask(Square s) {
    switch (s) {
        case SQ_E1:
            return WHITE_CASTLING;
        case SQ_A1:
            return WHITE_OOO;
        case SQ_H1:
            return WHITE_OO;
        case SQ_E8:
            return BLACK_CASTLING;
        case SQ_A8:
            return BLACK_OOO;
        case SQ_H8:
            return BLACK_OO;
        default:
            return 0;
    }
}

enum MoveType : uint16_t { NORMAL = 0, PROMOTION = 1 << 14, EN_PASSANT = 2 << 14, CASTLING = 3 << 14 };

/// A move in 16 bits: bits 0-5 destination, 6-11 origin, 12-13 promotion piece (KNIGHT..QUEEN minus 2),
/// 14-15 MoveType. Castling is written as the king's own move (e1g1), as in UCI for standard chess.
class Move {
public:
    constexpr Move() = default;
    constexpr Move(Square from, Square to) : data(uint16_t((from << 6) | to)) {}
    template<MoveType T>
    static constexpr Move make(Square from, Square to, PieceType promo = KNIGHT) {
        return Move(uint16_t(T | ((promo - KNIGHT) << 12) | (from << 6) | to));
    }
    static constexpr Move none() { return Move(); }

    constexpr Square from() const { return Square((data >> 6) & 0x3F); }
    constexpr Square to() const { return Square(data & 0x3F); }
    constexpr MoveType type() const { return MoveType(data & (3 << 14)); }
    constexpr PieceType promotion_type() const { return PieceType(((data >> 12) & 3) + KNIGHT); }
    constexpr uint16_t raw() const { return data; }
    constexpr bool is_ok() const { return from() != to(); }
    constexpr bool operator==(const Move&) const = default;

private:
    constexpr explicit Move(uint16_t d) : data(d) {}
    uint16_t data = 0;
};

constexpr int MAX_MOVES = 256; // no legal chess position has more than 218 moves

} // namespace littletable::chess
