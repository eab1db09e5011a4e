// A Metamachy position with its history (docs/rules/metamachy.md): the padded mailbox of types.h with piece
// lists, an incremental zobrist key, make/unmake over a stack of irreversible state, the setup phase (Black's
// choice of the chief arrangement), and the game-ending rules the position alone decides ("as in chess").
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/move_list.h"
#include "engine/core/outcome.h"
#include "engine/core/result.h"
#include "engine/metamachy/types.h"

namespace littletable::metamachy {

using Key = uint64_t;

/// Room for every legal move of any valid position: at most 17 Queens, Lions and Eagles (3 + 14 promoted) of at
/// most 44 moves each, plus 2 Rooks, Bishops, Cannons (22 each), Knights, Camels, Elephants (8 each) and a King
/// (24) come to fewer than 1000 (FEN validation keeps the material within a side's start set plus promotions).
using MoveList = FixedMoveList<Move, 1024>;

/// King-leap rights (the FEN's castling field): bit c set while colour c's King has not moved.
constexpr uint8_t LEAP_RIGHT[COLOR_NB] = {1, 2};

/// The irreversible part of a position, one entry per ply on Position's state stack.
struct StateInfo {
    Key key = 0;
    Square epSquare = SQ_NONE; ///< the passed square, set only when an en passant capture is legal
    uint8_t leapRights = 0;
    bool setup = false; ///< Black has still to choose the chief arrangement
    uint16_t rule50 = 0; ///< plies since the last capture, Pawn move, or the setup choice
    uint16_t pliesFromNull = 0; ///< plies since the last null move (search only) or the first position
    Piece captured = NO_PIECE; ///< the piece the move leading here took
    int8_t arrangementBefore = -1; ///< for a setup move: the arrangement it replaced
};

/// The default start before the setup choice (Black to choose; the board shows the default arrangement).
inline constexpr std::string_view START_FEN =
    "cm3qk3mc/ernbilaibnre/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/ERNBILAIBNRE/CM3QK3MC b Kk - 0 1 setup";

class Position {
public:
    using Move = metamachy::Move;
    using MoveList = metamachy::MoveList;

    /// Parses a FEN (fen.cpp): board, side, king-leap rights ("-", "K", "k", "Kk"), en passant square, halfmove
    /// clock and fullmove number (the last two may be omitted: 0 and 1), and an optional seventh field "setup"
    /// (Black still chooses the chief arrangement). Validated: one King each, no Pawn on rank 1 or 12 and no
    /// Prince on its last rank, material within a side's start set plus promotions, the side not to move not in
    /// check, a leap right only with its King on a chief square, an en passant square behind a Pawn or Prince
    /// that has just double-stepped; in the setup phase Black to move and both sides' chiefs mirrored on their
    /// chief squares. Errors name the field: ERR_FEN_FIELDS, ERR_FEN_BOARD, ERR_FEN_SIDE, ERR_FEN_CASTLING,
    /// ERR_FEN_EN_PASSANT, ERR_FEN_HALFMOVE, ERR_FEN_FULLMOVE, ERR_FEN_SETUP, ERR_FEN_ILLEGAL.
    static Result<Position> from_fen(std::string_view fen);
    /// The default start, setup phase (START_FEN).
    static Position start();
    /// The start after Black chose arrangement `index` (arrangement.h), White to move.
    static Position start(int arrangement);
    /// The FEN (six fields, plus "setup" in the setup phase). The en passant field names a square only when the
    /// capture is legal.
    std::string fen() const;

    // Board queries.
    Piece piece_on(Square s) const { return board[s]; }
    bool empty(Square s) const { return board[s] == NO_PIECE; }
    Color side_to_move() const { return sideToMove; }
    Square king_square(Color c) const { return kingSquare[c]; }
    /// The squares of colour c's pieces (pieceCount[c] of them, in no particular order).
    const Square* piece_squares(Color c) const { return pieceSq[c]; }
    int piece_count(Color c) const { return pieceCount[c]; }
    int count(Color c, PieceType pt) const { return typeCount[c][pt]; }
    bool in_setup() const { return st().setup; }
    bool can_leap(Color c) const { return st().leapRights & LEAP_RIGHT[c]; }
    uint8_t leap_rights() const { return st().leapRights; }
    Square ep_square() const { return st().epSquare; }
    int rule50() const { return st().rule50; }
    int fullmove_number() const { return fullmove; }
    Key key() const { return st().key; }
    Piece captured_piece() const { return st().captured; }

    /// True when a piece of colour `c` attacks square `s` on the current board (whatever stands on `s`).
    bool attacked_by(Color c, Square s) const;
    bool in_check() const { return attacked_by(~sideToMove, kingSquare[sideToMove]); }
    /// True when a piece of colour `c` attacks `s` along the ray from `s` in direction `d` (a mailbox step of
    /// types.h): a Rook, Bishop or Queen, a Cannon over one screen, or an Eagle turning onto the ray.
    bool ray_attacked(Color c, Square s, int d) const;

    // Moves (movegen.cpp).
    /// Fills `list` with every legal move (the 24 arrangements in the setup phase).
    void generate_legal(MoveList& list) const;
    uint64_t count_legal() const;
    bool is_legal(Move m) const;
    /// Plays a legal move; undefined for an illegal one.
    void make(Move m);
    /// Takes back the last move played with make(m).
    void unmake(Move m);
    /// The legal captures (en passant included) and promotions, the moves quiescence searches; `list` is cleared.
    void generate_captures(MoveList& list) const;
    /// Search only: the side to move passes (no piece moves, the en passant square lapses, repetitions are not looked
    /// for across it). Not in check, not in the setup phase.
    void make_null();
    /// Takes back make_null().
    void unmake_null();

    // Game end (metamachy.md "End of game").
    /// Checkmate, stalemate, insufficient material, fivefold repetition, 75 moves (in that order); ongoing in the
    /// setup phase.
    Outcome outcome() const;
    /// A dead position: no piece but the Kings and at most one Knight, Bishop, Elephant or Camel (each proved
    /// unable to mate a bare King by tests/metamachy/dead_position_test.cpp).
    bool insufficient_material() const;
    /// Whether colour c could still checkmate by some series of legal moves (FIDE 6.9): not with a lone King (a
    /// King never gives check); any other material may mate.
    bool can_checkmate(Color c) const;
    int repetition_count() const;
    bool can_claim_threefold() const { return repetition_count() >= 3; }
    bool can_claim_fifty_moves() const { return st().rule50 >= 100; }
    /// The search's cheap repetition test (engine/core/draw_rules.h).
    bool is_repetition(int ply) const;

private:
    friend class FenReader;
    /// An empty board: every square empty, the padding OFF_BOARD.
    Position();
    const StateInfo& st() const { return states.back(); }
    void put_piece(Piece p, Square s);
    void remove_piece(Square s);
    void move_piece(Square from, Square to);
    void place_arrangement(int index);
    Key compute_key() const;
    /// The en passant square after a double step past `passed` by the side that just moved, or SQ_NONE.
    Square legal_ep_square(Square passed) const;
    /// True when the move `m` (pseudo-legal) does not leave the mover's King attacked (movegen.cpp). `dangers`:
    /// king_line_dangers() (0xFF when in check or unknown).
    bool leaves_king_safe(Move m, bool inCheck, uint8_t dangers) const;
    /// The quick half of leaves_king_safe: true for a move that cannot expose the King (not in check, not a King move
    /// or en passant, and no dangerous line left or entered); false means "play it and look".
    bool surely_safe(Move m, bool inCheck, uint8_t dangers) const;
    /// The slow half: plays `m` on the board and tests the King (only the opened and entered lines when not in check).
    bool king_safe_after(Move m, bool inCheck) const;
    /// The King's lines (bit i: the ray from the side to move's King along KING_STEPS[i]) on which an enemy piece
    /// could attack it if a square were vacated or a screen made: a Bishop or Queen on a diagonal; a Rook, Queen or
    /// Cannon on a rank or file, or an Eagle beside it (one file or rank off, next to a square of the ray).
    uint8_t king_line_dangers() const;
    template<typename Sink>
    void generate_pseudo(Sink& sink, bool inCheck) const;

    /// Mutable so that the legality test (movegen.cpp) may play a move on it and restore it within one call: a
    /// Position is not to be shared between threads.
    mutable Piece board[MAILBOX_SIZE] = {};
    Square pieceSq[COLOR_NB][32] = {};
    uint8_t pieceCount[COLOR_NB] = {};
    uint8_t listIndex[MAILBOX_SIZE] = {};
    uint8_t typeCount[COLOR_NB][PIECE_TYPE_NB] = {};
    Square kingSquare[COLOR_NB] = {SQ_NONE, SQ_NONE};
    Color sideToMove = WHITE;
    int fullmove = 1;
    std::vector<StateInfo> states;
};

} // namespace littletable::metamachy
