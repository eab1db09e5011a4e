// Metamate's types (docs/rules/metamate.md): the Meta's five configurations, what a piece becomes in a move
// (a "form"), and Metamate's 64-bit Move. Squares, colours, pieces and bitboards are chess's (engine/chess/types.h,
// where the Meta is piece type META).
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "engine/chess/bitboard.h"
#include "engine/chess/types.h"

namespace littletable::metamate {

using chess::BISHOP;
using chess::Bitboard;
using chess::BLACK;
using chess::Color;
using chess::Key;
using chess::KING;
using chess::KNIGHT;
using chess::META;
using chess::NO_PIECE;
using chess::PAWN;
using chess::Piece;
using chess::PieceType;
using chess::QUEEN;
using chess::ROOK;
using chess::SQ_NONE;
using chess::Square;
using chess::WHITE;

/// The Meta's configurations (metamate.md §3). M1 has two orientations: horizontal copies the left and right
/// neighbours, vertical the ones in front and behind. M2.1 copies the 4 orthogonal neighbours, M2.2 the 4 diagonal
/// ones, M3 all 8 (own pieces only, like M1 and M2), M4 all 8 of both colours, and bridges enemy Metas (§6.4).
enum MetaConfig : uint8_t { M1_HORIZONTAL, M1_VERTICAL, M2_ORTHOGONAL, M2_DIAGONAL, M3, M4, CONFIG_NB };

/// The configuration's name as the rules write it and as FEN, move texts and PieceView use it:
/// "1h", "1v", "2.1", "2.2", "3", "4".
constexpr std::string_view CONFIG_NAMES[CONFIG_NB] = {"1h", "1v", "2.1", "2.2", "3", "4"};

namespace detail {
/// The copy squares of each configuration and square, from the one-step shifts.
constexpr std::array<std::array<Bitboard, chess::SQUARE_NB>, CONFIG_NB> make_copy_squares() {
    using namespace chess;
    std::array<std::array<Bitboard, SQUARE_NB>, CONFIG_NB> t{};
    for (int s = 0; s < SQUARE_NB; ++s) {
        const Bitboard b = square_bb(Square(s));
        const Bitboard leftRight = shift<EAST>(b) | shift<WEST>(b);
        const Bitboard frontBack = shift<NORTH>(b) | shift<SOUTH>(b);
        const Bitboard diagonal =
            shift<NORTH_EAST>(b) | shift<NORTH_WEST>(b) | shift<SOUTH_EAST>(b) | shift<SOUTH_WEST>(b);
        t[M1_HORIZONTAL][s] = leftRight;
        t[M1_VERTICAL][s] = frontBack;
        t[M2_ORTHOGONAL][s] = leftRight | frontBack;
        t[M2_DIAGONAL][s] = diagonal;
        t[M3][s] = t[M4][s] = leftRight | frontBack | diagonal;
    }
    return t;
}
inline constexpr auto CopySquares = make_copy_squares();

/// For each square, the squares a piece there could ever attack whatever it is: a knight's jumps and the queen's
/// lines on an empty board.
constexpr std::array<Bitboard, chess::SQUARE_NB> make_reach() {
    std::array<Bitboard, chess::SQUARE_NB> t{};
    constexpr int steps[16][2] = {{1, 0}, {-1, 0}, {0, 1},  {0, -1}, {1, 1},   {1, -1},  {-1, 1}, {-1, -1},
                                  {1, 2}, {2, 1},  {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    for (int s = 0; s < chess::SQUARE_NB; ++s)
        for (int d = 0; d < 16; ++d)
            for (int f = s % 8 + steps[d][0], r = s / 8 + steps[d][1]; f >= 0 && f < 8 && r >= 0 && r < 8;
                 f += steps[d][0], r += steps[d][1]) {
                t[s] |= Bitboard(1) << (r * 8 + f);
                if (d >= 8)
                    break; // a knight jumps once
            }
    return t;
}
inline constexpr auto Reach = make_reach();
} // namespace detail

/// The squares a Meta of configuration `c` on `s` looks at (§3): distance 1, the same for both colours.
inline Bitboard copy_squares(MetaConfig c, Square s) { return detail::CopySquares[c][s]; }

/// Every square a Meta on `s` could attack, whatever it copies (a knight's jumps and the queen's lines).
inline Bitboard meta_reach(Square s) { return detail::Reach[s]; }

/// The configuration after a capture (§5.1): M2.x -> M3 -> M4 -> M4. M1's evolution is its owner's choice, so
/// this is only for M2.1, M2.2, M3 and M4.
constexpr MetaConfig evolved(MetaConfig c) { return c == M4 ? M4 : c == M3 ? M4 : M3; }

/// What a piece becomes in a move: nothing; a piece type (KNIGHT..QUEEN: a promotion); or a Meta of a
/// configuration (META_FORM + config: a pawn promoted to M1, an M1's evolution, a setup choice). Four bits.
using Form = uint8_t;
constexpr Form NO_FORM = 0;
constexpr Form META_FORM = 8;
constexpr Form meta_form(MetaConfig c) { return Form(META_FORM + c); }
constexpr bool is_meta_form(Form f) { return f >= META_FORM; }
constexpr MetaConfig config_of(Form f) { return MetaConfig(f - META_FORM); }
constexpr PieceType piece_type_of(Form f) { return PieceType(f); }

/// The kind of a move.
///  - NORMAL: a piece goes from `from` to `to` (capturing what stands there), also promotions and evolutions.
///  - EN_PASSANT: a pawn, or a Meta copying a pawn, captures the piece beside it that has just double-stepped.
///  - META_DOUBLE: a Meta's two-square advance as a copied unmoved pawn (§6.1): it leaves an en passant square.
///  - CASTLING: `from` holds the piece that goes to the g- or c-file, `to` its partner, which goes to the f- or
///    d-file (to the side of the partner): king and rook (orthodox), king and Meta (the Meta as the rook), or Meta
///    and rook (the Meta as the king) (§6.3).
///  - SETUP: a setup choice (§2): the own piece on `from` (== `to`) is replaced by a Meta of the form's configuration.
enum MoveKind : uint8_t { NORMAL, EN_PASSANT, META_DOUBLE, CASTLING, SETUP, MOVE_KIND_NB };

/// The most Metas besides the moving piece that one move can promote (§7): a rank's eight squares.
constexpr int MAX_OTHER_PROMOTIONS = 8;

/// A move in 64 bits: bits 0-5 `to`, 6-11 `from`, 12-14 the kind, 15-18 the moving piece's form, 19-22 how many
/// other Metas promote, 23-38 their pieces (2 bits each, KNIGHT..QUEEN minus KNIGHT, in ascending order of their
/// squares). Which Metas promote is decided by the position and the move's squares (the Metas of the mover on its
/// last rank that copy a pawn after the move), so only the chosen pieces are stored.
class Move {
public:
    constexpr Move() = default;
    constexpr Move(Square from, Square to, MoveKind kind = NORMAL, Form form = NO_FORM)
        : data(uint64_t(to) | uint64_t(from) << 6 | uint64_t(kind) << 12 | uint64_t(form) << 15) {}
    static constexpr Move none() { return Move(); }

    constexpr Square from() const { return Square((data >> 6) & 63); }
    constexpr Square to() const { return Square(data & 63); }
    constexpr MoveKind kind() const { return MoveKind((data >> 12) & 7); }
    constexpr Form form() const { return Form((data >> 15) & 15); }
    constexpr int other_promotions() const { return int((data >> 19) & 15); }
    /// The piece chosen for the i-th other promoting Meta (KNIGHT..QUEEN).
    constexpr PieceType other_promotion(int i) const { return PieceType(((data >> (23 + 2 * i)) & 3) + KNIGHT); }

    constexpr Move with_form(Form f) const { return Move((data & ~(uint64_t(15) << 15)) | uint64_t(f) << 15); }
    /// This move with one more other promoting Meta, promoted to `pt`.
    constexpr Move with_other_promotion(PieceType pt) const {
        const int n = other_promotions();
        return Move((data & ~(uint64_t(15) << 19)) | uint64_t(n + 1) << 19 | uint64_t(pt - KNIGHT) << (23 + 2 * n));
    }
    constexpr uint64_t raw() const { return data; }
    constexpr bool operator==(const Move&) const = default;

private:
    constexpr explicit Move(uint64_t d) : data(d) {}
    uint64_t data = 0;
};

/// Capacity of a MoveList. Promotions multiply moves (a pawn has 6 choices, each promoting Meta 4 more), so this is
/// well above chess's 218; the list drops what does not fit rather than overflow (MoveList::overflowed).
constexpr int MAX_MOVES = 1024;

} // namespace littletable::metamate
