// Metamachy's basic types (docs/rules/metamachy.md): colours, pieces, the padded mailbox square and the 32-bit
// Move.
//
// Board representation: a 16x20 mailbox (files a..l in columns 0..11, columns 12..15 padding; ranks 1..12 in rows
// 4..15, four padding rows below and above), so that every leap of the game (the Camel's (1,3) at most, a row and
// three columns past a corner) from a real square lands inside the array, on a padding square when it leaves the
// board. A square is `row * 16 +
// column`. Chosen over 128-bit and 3x64-bit bitboards because no leap or ray needs an edge mask and a move
// touches two bytes; its perft speed: docs/history.md.
#pragma once

#include <cstdint>

namespace littletable::metamachy {

enum Color : uint8_t { WHITE, BLACK, COLOR_NB };
constexpr Color operator~(Color c) { return Color(c ^ 1); }

/// The twelve piece types; the FEN letters are Jocly's (metamachy.md "Board and setup").
enum PieceType : uint8_t {
    NO_PIECE_TYPE,
    PAWN, // P
    PRINCE, // I
    KNIGHT, // N
    CAMEL, // M
    ELEPHANT, // E
    BISHOP, // B
    ROOK, // R
    CANNON, // C
    EAGLE, // A
    LION, // L
    QUEEN, // Q
    KING, // K
    PIECE_TYPE_NB
};

/// Upper-case FEN/SAN letter of each piece type, indexed by PieceType.
inline constexpr char PIECE_LETTERS[PIECE_TYPE_NB + 1] = " PINMEBRCALQK";

/// A board byte: empty (0), a piece (its type in the low 4 bits plus its colour's bit), or OFF_BOARD.
using Piece = uint8_t;
constexpr Piece NO_PIECE = 0;
constexpr Piece COLOR_BIT[COLOR_NB] = {0x20, 0x40};
constexpr Piece OFF_BOARD = 0x80;

constexpr Piece make_piece(Color c, PieceType pt) { return Piece(COLOR_BIT[c] | pt); }
constexpr PieceType type_of(Piece p) { return PieceType(p & 0x0F); }
constexpr Color color_of(Piece p) { return (p & COLOR_BIT[BLACK]) ? BLACK : WHITE; }

/// A mailbox square (see above); SQ_NONE when none.
using Square = uint16_t;
constexpr int FILE_NB = 12, RANK_NB = 12;
constexpr int MAILBOX_WIDTH = 16, PADDING_ROWS = 4;
constexpr int MAILBOX_SIZE = MAILBOX_WIDTH * (RANK_NB + 2 * PADDING_ROWS);
constexpr Square SQ_NONE = 0;

constexpr Square make_square(int file, int rank) { return Square((rank + PADDING_ROWS) * MAILBOX_WIDTH + file); }
constexpr int file_of(Square s) { return s % MAILBOX_WIDTH; }
constexpr int rank_of(Square s) { return s / MAILBOX_WIDTH - PADDING_ROWS; }
constexpr bool is_on_board(Square s) {
    return s < MAILBOX_SIZE && file_of(s) < FILE_NB && rank_of(s) >= 0 && rank_of(s) < RANK_NB;
}
/// The square index of engine/core's Geometry (`rank * 12 + file`).
constexpr int geometry_index(Square s) { return rank_of(s) * FILE_NB + file_of(s); }
constexpr Square from_geometry_index(int i) { return make_square(i % FILE_NB, i / FILE_NB); }

/// Mailbox steps.
constexpr int NORTH = MAILBOX_WIDTH, EAST = 1, SOUTH = -NORTH, WEST = -EAST;
/// A colour's forward step and last rank.
constexpr int forward(Color c) { return c == WHITE ? NORTH : SOUTH; }
constexpr int last_rank(Color c) { return c == WHITE ? RANK_NB - 1 : 0; }

/// What a move does besides going from `from` to `to`.
enum MoveKind : uint8_t {
    NORMAL, ///< a step, leap, slide or capture
    DOUBLE_STEP, ///< a Pawn's or Prince's non-capturing double step (not onto the last rank)
    EN_PASSANT, ///< a Pawn takes the piece that has just double-stepped past `to`
    KING_LEAP, ///< the King's initial leap
    PROMOTION, ///< a Pawn or Prince reaches the last rank (by a step, a double step or a capture); extra = piece
    SETUP, ///< Black's choice of the chief arrangement; extra = arrangement index (arrangement.h)
};

/// Set in a promotion's extra when the promoting piece is a Prince.
constexpr int PROMOTED_PRINCE = 16;

/// A move in 32 bits: bits 0-8 from, 9-17 to (mailbox squares), 18-21 kind, 22-26 extra (promotion piece type or
/// arrangement index; a promotion's extra also has PROMOTED_PRINCE set when a Prince promotes). A setup move has
/// from = to = f12. Move::none() is all zeros.
class Move {
public:
    constexpr Move() = default;
    constexpr Move(Square from, Square to, MoveKind kind = NORMAL, int extra = 0)
        : data(uint32_t(from) | uint32_t(to) << 9 | uint32_t(kind) << 18 | uint32_t(extra) << 22) {}
    static constexpr Move none() { return Move(); }

    constexpr Square from() const { return Square(data & 0x1FF); }
    constexpr Square to() const { return Square((data >> 9) & 0x1FF); }
    constexpr MoveKind kind() const { return MoveKind((data >> 18) & 0xF); }
    constexpr int extra() const { return int(data >> 22); }
    constexpr PieceType promotion_type() const { return PieceType(extra() & 0xF); }
    /// For a promotion: the piece that promotes (PAWN or PRINCE).
    constexpr PieceType promoting_type() const { return (extra() & PROMOTED_PRINCE) ? PRINCE : PAWN; }
    constexpr uint32_t raw() const { return data; }
    constexpr bool operator==(const Move&) const = default;

private:
    uint32_t data = 0;
};

} // namespace littletable::metamachy
