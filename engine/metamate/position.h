// A Metamate position with its history (docs/rules/metamate.md): the board (board.h), the setup phase (§2),
// castling rights, en passant, clocks, an incremental zobrist key, make/unmake with a stack of irreversible state,
// and the game-ending rules of §8 (checkmate, stalemate, and the draws of chess, with a Meta always mating
// material).
//
// FEN (fen.cpp; explained with examples in docs/metamate-notation.md) — chess's FEN plus Meta tokens and a setup
// field:
//   fen        = board SP side SP castling SP en-passant [SP halfmove SP fullmove] [SP "setup"]
//   board      = rank 7("/" rank)                   ; rank 8 first, each of 8 squares
//   rank       = 1*(piece / meta / "1"-"8")
//   piece      = "P" / "N" / "B" / "R" / "Q" / "K" / "p" / "n" / "b" / "r" / "q" / "k"
//   meta       = ("M" / "m") "[" config "]"         ; white / black Meta, e.g. M[2.1], m[1h]
//   config     = "1h" / "1v" / "2.1" / "2.2" / "3" / "4"   ; M1 horizontal, M1 vertical, M2.1, M2.2, M3, M4
//   side, castling, halfmove, fullmove             ; as in chess (castling: KQkq, X-FEN or Shredder letters)
//   en-passant = "-" / square                      ; behind a pawn, or a Meta on any rank, that just double-stepped
//   "setup"                                        ; the side to move still chooses its Meta (White, then Black)
// The standard start is "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 setup".
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/metamate/board.h"
#include "engine/metamate/movelist.h"
#include "engine/core/outcome.h"
#include "engine/core/result.h"

namespace littletable::metamate {

/// The irreversible part of a position, one entry per ply on Position's state stack.
struct StateInfo {
    Key key = 0;
    uint8_t castling = chess::NO_CASTLING;
    bool setup = false; ///< the setup phase: the side to move chooses its Meta
    Square epSquare = SQ_NONE; ///< set only when an en passant capture is legal (chess.md §4)
    uint16_t rule50 = 0; ///< plies since the last capture, pawn move or setup choice
    uint16_t pliesFromNull = 0;
    Touched touched; ///< what the move leading here changed, for unmake
};

/// The standard position before the setup phase (White chooses first).
inline constexpr std::string_view START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 setup";

class Position {
public:
    using Move = metamate::Move;
    using MoveList = metamate::MoveList;

    /// Parses a Metamate FEN (see the file comment). The position is validated as chess's (one king each, no pawn
    /// on the first or last rank, material within what the pawns and the setup allow, the side not to move not in
    /// check, castling rights with king and rook in place, an en passant square behind a piece that may just have
    /// double-stepped) and, for Metas: a known configuration, and legal moves within a MoveList; in the setup phase the sides still to choose have no Meta and a piece to replace, and there is no
    /// en passant square. Errors name the field: ERR_FEN_FIELDS, ERR_FEN_BOARD (also a malformed Meta token),
    /// ERR_FEN_META (an unknown configuration), ERR_FEN_SIDE, ERR_FEN_CASTLING, ERR_FEN_EN_PASSANT, ERR_FEN_HALFMOVE,
    /// ERR_FEN_FULLMOVE, ERR_FEN_SETUP (a seventh field other than "setup"), ERR_FEN_ILLEGAL.
    static Result<Position> from_fen(std::string_view fen);
    /// The standard position before the setup phase (START_FEN).
    static Position start();

    /// The FEN, with the seventh field "setup" during the setup phase. Round-trips through from_fen.
    std::string fen() const;

    // Board queries.
    const Board& board() const { return b; }
    Piece piece_on(Square s) const { return b.piece_on(s); }
    bool empty(Square s) const { return b.empty(s); }
    MetaConfig config_on(Square s) const { return b.config_on(s); }
    Bitboard pieces() const { return b.pieces(); }
    Bitboard pieces(Color c) const { return b.pieces(c); }
    Bitboard pieces(PieceType pt) const { return b.pieces(pt); }
    Bitboard pieces(Color c, PieceType pt) const { return b.pieces(c, pt); }
    Square king_square(Color c) const { return b.king_square(c); }
    /// The pieces the Meta on `s` copies now (§4, §6.4).
    Bitboard copy_sources(Square s) const { return b.copy_sources(s); }

    Color side_to_move() const { return sideToMove; }
    /// True during the setup phase (§2): the side to move chooses its Meta.
    bool in_setup() const { return st().setup; }
    uint8_t castling_rights() const { return st().castling; }
    bool can_castle(chess::CastlingRights cr) const { return st().castling & cr; }
    Square ep_square() const { return st().epSquare; }
    int rule50() const { return st().rule50; }
    /// Plies played since the first position of the game, setup choices not counted.
    int game_ply() const { return gamePly; }
    int fullmove_number() const { return 1 + gamePly / 2; }
    Key key() const { return st().key; }

    /// The pieces giving check to the side to move (a Meta checks when a copied move could take the king, §8.1).
    Bitboard checkers() const { return b.attackers(king_square(sideToMove), ~sideToMove); }
    bool in_check() const { return checkers() != 0; }

    // Moves (movegen.cpp).
    /// Fills `list` with every legal move, each choice a move of its own (setup choices, promotion pieces, an M1's
    /// evolution, the pieces of promoting Metas).
    void generate_legal(MoveList& list) const;
    /// Fills `list` with the legal moves a quiescence search looks at: every capture (en passant included; an M1's
    /// capture with both evolutions) and every move that promotes a pawn or a Meta (§7), each promotion to a queen
    /// only (a pawn's promotion to an M1 counts with the under-promotions). Nothing during the setup phase.
    void generate_captures(MoveList& list) const;
    /// The number of legal moves, counted without listing them.
    uint64_t count_legal() const;
    bool is_legal(Move m) const;

    /// Plays a legal move. Undefined for an illegal one: validate with is_legal() first.
    void make(Move m);
    /// Takes back the last move played with make(m).
    void unmake(Move m);
    /// Passes the turn (the search's null move, not a move of Metamate). Precondition: play phase, not in check.
    void make_null();
    void unmake_null();

    // Game end (§8).
    /// How the game ended by itself, or ongoing: checkmate, stalemate, insufficient material, fivefold repetition,
    /// the 75-move rule (as chess, draw_rules.h).
    Outcome outcome() const;
    /// Chess's dead positions (draw_rules.h), but never while a Meta is on the board (§8.3: a Meta mates) nor in
    /// the setup phase (a Meta is coming).
    bool insufficient_material() const;
    /// Whether colour c could still checkmate by some series of legal moves (FIDE 6.9): as in chess
    /// (chess::can_checkmate) while no Meta is on the board; a Meta mates (§8.3), and an opponent's Meta may stand
    /// where any blocker would, so then any piece besides the king may mate.
    bool can_checkmate(Color c) const;
    int repetition_count() const;
    bool can_claim_threefold() const { return repetition_count() >= 3; }
    /// The search's repetition test (chess::is_repetition).
    bool is_repetition(int ply) const;
    bool can_claim_fifty_moves() const { return st().rule50 >= 100; }

private:
    Position() = default;
    const StateInfo& st() const { return states.back(); }
    /// Pushes the next state for a move or a null move: the side's key flipped, no en passant square, the clocks
    /// one ply on, nothing touched yet.
    StateInfo& push_state();
    Key compute_key() const;
    /// True when the side to move has a legal en passant capture on the current en passant square.
    bool has_legal_en_passant() const;

    Board b;
    Color sideToMove = WHITE;
    int gamePly = 0;
    std::vector<StateInfo> states;

    friend struct FenReader;
};

} // namespace littletable::metamate
