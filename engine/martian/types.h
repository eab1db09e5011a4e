// Martian Chess's basic types (docs/rules/martian.md): squares on an 8-wide layout, the three piece types whose
// values are their type numbers, and the 16-bit Move.
//
// Squares: `rank * 8 + file`, 0..63, for both boards. The 2-player 4x8 board uses files a-d only (bits 0-3 of each
// byte), so both boards are one 64-bit word per piece type and share every table and loop (engine/martian/layout.h).
#pragma once

#include <cstdint>

#include "engine/core/move_list.h"
#include "engine/core/seat.h"

namespace littletable::martian {

using Bitboard = uint64_t;
using Key = uint64_t;
using Square = int;

constexpr int SQUARE_NB = 64;
constexpr Square NO_SQ = SQUARE_NB;

constexpr int file_of(Square s) { return s & 7; }
constexpr int rank_of(Square s) { return s >> 3; }
constexpr Square make_square(int file, int rank) { return rank * 8 + file; }
constexpr Bitboard square_bb(Square s) { return Bitboard(1) << s; }

/// Piece types; each one's number is also its value in points ("Moves": pawn 1, drone 2, queen 3), and a field
/// promotion makes the type whose number is the sum of the two merged pieces (pawn + pawn = drone, pawn + drone =
/// queen).
enum PieceType : uint8_t { NO_PIECE = 0, PAWN = 1, DRONE = 2, QUEEN = 3, PIECE_TYPE_NB = 4 };

/// A move: bits 0-5 the origin, 6-11 the destination, bit 12 "calls the deadlock clock" (rules, "End of game").
/// Move{} (a1-a1) is never legal: it means "no move".
class Move {
public:
    Move() = default;
    constexpr Move(Square from, Square to, bool callsClock = false)
        : data(uint16_t(from | (to << 6) | (callsClock ? 1 << 12 : 0))) {}

    constexpr Square from() const { return data & 63; }
    constexpr Square to() const { return (data >> 6) & 63; }
    constexpr bool calls_clock() const { return data >> 12; }
    constexpr uint16_t raw() const { return data; }
    bool operator==(const Move&) const = default;

private:
    uint16_t data = 0;
};

/// Legal moves in any position: a zone holds at most 16 pieces, each with at most 27 targets on the 8x8 board, and
/// every move may have a twin that calls the clock (16 * 27 * 2 = 864).
constexpr int MAX_MOVES = 1024;
using MoveList = FixedMoveList<Move, MAX_MOVES>;

/// Deadlock clock states (the position string's clock field): OFF (the setting is off), READY (on, not yet
/// called), then 0..CLOCK_END moves since the call or the last capture after it; CLOCK_END ends the game.
constexpr int CLOCK_OFF = -2;
constexpr int CLOCK_READY = -1;
constexpr int CLOCK_END = 7;

} // namespace littletable::martian
