// Four-player chess, free-for-all (docs/rules/fourplayer.md): squares, seats, pieces and the 32-bit Move.
//
// Board representation (chosen for speed, measured by bench/fourplayer_perft.sh): a padded mailbox of 16 columns
// by 18 rows. Square (file f, rank r), both from 0, is `(r + 2) * 16 + f`; files 14 and 15 of every row, the two
// rows below rank 1 and the two above rank 14, and the four removed 3x3 corners hold OFF_BOARD. A knight's jump
// or a slider's step from any real square lands on a real square or on OFF_BOARD (two padding columns catch a
// two-file jump because the rows wrap around), so no move needs a bounds test. Real squares lie in 32..255, so a
// set of squares fits in 256 bits (SquareSet).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "engine/core/seat.h"

namespace littletable::fourplayer {

using Square = int16_t;
constexpr Square SQ_NONE = 0; ///< index 0 is padding: never a square of the board
constexpr int STRIDE = 16;
constexpr int BOARD_SIZE = 18 * STRIDE;
constexpr int FILE_NB = 14;
constexpr int RANK_NB = 14;

constexpr Square make_square(int file, int rank) { return Square((rank + 2) * STRIDE + file); }
constexpr int file_of(Square s) { return s & (STRIDE - 1); } // squares are never negative
constexpr int rank_of(Square s) { return (s >> 4) - 2; }
/// True for the 160 squares of the cross (fourplayer.md "Board and setup").
constexpr bool on_cross(int file, int rank) {
    if (file < 0 || file >= FILE_NB || rank < 0 || rank >= RANK_NB)
        return false;
    const bool edgeFile = file < 3 || file > 10;
    const bool edgeRank = rank < 3 || rank > 10;
    return !(edgeFile && edgeRank);
}

// Seats clockwise from the bottom (fourplayer.md "Board and setup").
constexpr Seat RED = 0, BLUE = 1, YELLOW = 2, GREEN = 3;
constexpr int SEAT_NB = 4;
constexpr Seat next_seat(Seat s) { return Seat((s + 1) & 3); }

enum PieceType : uint8_t { NO_TYPE, PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING, PROMOTED_QUEEN, TYPE_NB };

/// A board cell: EMPTY, OFF_BOARD, or a piece: bits 0-2 its type, bits 3-5 its owner (0..3 a seat; 4 = a grey
/// piece of unknown owner, as FEN4's `d` pieces), bit 6 GREY (its owner is eliminated: it never moves or attacks).
using Piece = uint8_t;
constexpr Piece EMPTY = 0;
constexpr Piece OFF_BOARD = 0x80;
constexpr Piece GREY = 0x40;
constexpr int NO_OWNER = 4;
constexpr int OWNER_NB = 5;

constexpr Piece make_piece(int owner, PieceType t) { return Piece(owner << 3 | t); }
constexpr Piece grey_piece(PieceType t) { return Piece(NO_OWNER << 3 | t | GREY); }
constexpr PieceType type_of(Piece p) { return PieceType(p & 7); }
constexpr int owner_of(Piece p) { return (p >> 3) & 7; }
constexpr bool is_grey(Piece p) { return p & GREY; }
/// True for a piece that moves and attacks: on the board, not grey.
constexpr bool is_live(Piece p) { return p != EMPTY && !(p & (GREY | OFF_BOARD)); }
/// The zobrist index of a piece: its owner's (or grey) army and its type, 0..39.
constexpr int piece_code(Piece p) { return (is_grey(p) ? NO_OWNER : owner_of(p)) * 8 + type_of(p); }
constexpr int PIECE_CODE_NB = OWNER_NB * 8;

/// Points for capturing a live piece (fourplayer.md "Points (FFA)"); a grey piece gives 0.
constexpr std::array<int, TYPE_NB> CAPTURE_POINTS = {0, 1, 3, 5, 5, 9, 20, 1};
constexpr int MATE_POINTS = 20;
constexpr int STALEMATE_POINTS = 20;
constexpr int DRAW_POINTS = 10;
/// The 21-point end with two players left.
constexpr int DECISIVE_LEAD = 21;

// Directions on the padded board.
constexpr int NORTH = STRIDE, SOUTH = -STRIDE, EAST = 1, WEST = -1;
constexpr std::array<int, 4> ROOK_DIRS = {NORTH, EAST, SOUTH, WEST};
constexpr std::array<int, 4> BISHOP_DIRS = {NORTH + EAST, SOUTH + EAST, SOUTH + WEST, NORTH + WEST};
constexpr std::array<int, 8> KING_DIRS = {NORTH,        EAST,         SOUTH,        WEST,
                                          NORTH + EAST, SOUTH + EAST, SOUTH + WEST, NORTH + WEST};
constexpr std::array<int, 8> KNIGHT_JUMPS = {2 * NORTH + EAST, 2 * NORTH + WEST, 2 * SOUTH + EAST, 2 * SOUTH + WEST,
                                             2 * EAST + NORTH, 2 * EAST + SOUTH, 2 * WEST + NORTH, 2 * WEST + SOUTH};

/// Each seat's pawn geometry (fourplayer.md "Moves"): Red up, Blue right, Yellow down, Green left; the home line
/// of the double step and the promotion line (Red rank 8, Blue file h, Yellow rank 7, Green file g).
struct PawnGeometry {
    int forward;
    std::array<int, 2> captures;
    bool alongRanks; ///< Red and Yellow: lines are ranks; Blue and Green: lines are files
    int homeLine; ///< rank (alongRanks) or file index of the double-step line
    int promotionLine;
};
constexpr std::array<PawnGeometry, SEAT_NB> PAWNS = {{
    {NORTH, {NORTH + WEST, NORTH + EAST}, true, 1, 7},
    {EAST, {EAST + SOUTH, EAST + NORTH}, false, 1, 7},
    {SOUTH, {SOUTH + WEST, SOUTH + EAST}, true, 12, 6},
    {WEST, {WEST + SOUTH, WEST + NORTH}, false, 12, 6},
}};
/// The line of a square as a seat's pawns count lines: its rank for Red and Yellow, its file for Blue and Green.
constexpr int pawn_line(Seat s, Square sq) { return PAWNS[std::size_t(s)].alongRanks ? rank_of(sq) : file_of(sq); }

/// Castling sides: short = toward the nearer rook of the king's back line, long = toward the farther one.
enum CastlingSide : uint8_t { SHORT, LONG };
constexpr uint8_t castling_bit(Seat s, CastlingSide side) { return uint8_t(1u << (s * 2 + side)); }

enum MoveKind : uint8_t { NORMAL, DOUBLE_PUSH, EN_PASSANT, CASTLING };

/// A move in 32 bits: bits 0-8 from, 9-17 to, 18-19 kind, 20 promotion. Castling is the king's move (from, to =
/// its landing square); the rook is derived. A pawn reaching its promotion line becomes the 1-point queen (one
/// move, no choice), also by an en passant capture (a Blue pawn taking on h3 behind a Red pawn's h2-h4). Move{}
/// (all 0) is no move: square 0 is padding.
class Move {
public:
    constexpr Move() = default;
    constexpr Move(Square from, Square to, MoveKind kind = NORMAL, bool promotion = false)
        : data(uint32_t(from) | uint32_t(to) << 9 | uint32_t(kind) << 18 | uint32_t(promotion) << 20) {}
    constexpr Square from() const { return Square(data & 0x1FF); }
    constexpr Square to() const { return Square((data >> 9) & 0x1FF); }
    constexpr MoveKind kind() const { return MoveKind((data >> 18) & 3); }
    constexpr bool promotion() const { return (data >> 20) & 1; }
    constexpr uint32_t raw() const { return data; }
    constexpr bool operator==(const Move&) const = default;

private:
    uint32_t data = 0;
};

/// Legal moves in any position stay far below this (16 pieces of one seat; FEN4 positions with more are refused).
constexpr int MAX_MOVES = 512;

} // namespace littletable::fourplayer
