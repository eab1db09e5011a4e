// A chess position with its history: bitboards plus a mailbox, incremental zobrist key, make/unmake with a
// stack of irreversible state, and the game-ending rules of docs/rules/chess.md that the position alone
// decides (checkmate, stalemate, insufficient material, fivefold repetition, 75-move rule) plus what a
// player may claim (threefold repetition, 50-move rule).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/chess/bitboard.h"
#include "engine/chess/movelist.h"
#include "engine/chess/types.h"
#include "engine/core/outcome.h"
#include "engine/core/result.h"
#include "engine/core/seat.h"

namespace littletable::chess {

/// The irreversible part of a position, one entry per ply on Position's state stack.
struct StateInfo {
    Key key = 0;
    uint8_t castling = NO_CASTLING;
    Square epSquare = SQ_NONE; ///< set only when an en passant capture is legal (chess.md §4)
    uint16_t rule50 = 0; ///< plies since the last capture or pawn move
    Piece captured = NO_PIECE; ///< the piece the move leading here took
    uint16_t pliesFromNull = 0; ///< plies since the last null move (search only) or the first position
};

/// The standard start position.
inline constexpr std::string_view START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

class Position {
public:
    using Move = chess::Move;
    using MoveList = chess::MoveList;

    /// Parses a FEN: six fields (the last two may be omitted: 0 and 1). Castling accepts KQkq, X-FEN and
    /// Shredder letters (A-H / a-h naming the rook's file). The position is validated (one king each, no pawn
    /// on the first or last rank, at most 8 pawns plus promoted pieces a side, the side not to move not in
    /// check, castling rights matching a king and rook on their start squares, an en passant square behind a
    /// pawn that just double-stepped).
    /// Errors name the field: ERR_FEN_FIELDS, ERR_FEN_BOARD, ERR_FEN_SIDE, ERR_FEN_CASTLING, ERR_FEN_EN_PASSANT,
    /// ERR_FEN_HALFMOVE, ERR_FEN_FULLMOVE, ERR_FEN_ILLEGAL.
    static Result<Position> from_fen(std::string_view fen);
    static Position start();

    /// The six-field FEN. The en passant field names a square only when the capture is legal.
    std::string fen() const;

    /// Makes this a position of the pieces of `other` (any board on chess's types with pieces() and piece_on(),
    /// Metamate's with its Metas as META) and `side` to move, and nothing else: no castling right, en passant
    /// square, history, or key. For evaluating another game's board with chess's evaluation
    /// (engine/metamate/evaluate.cpp); only the board queries are meaningful on it, never make() or the rules.
    template<typename Board>
    void set_board(const Board& other, Color side) {
        for (Bitboard& b : byType)
            b = 0;
        byColor[WHITE] = byColor[BLACK] = 0;
        for (Piece& p : board)
            p = NO_PIECE;
        for (Bitboard occupied = other.pieces(); occupied;) {
            const Square s = pop_lsb(occupied);
            const Piece p = other.piece_on(s);
            board[s] = p;
            byType[type_of(p)] |= square_bb(s);
            byColor[color_of(p)] |= square_bb(s);
        }
        sideToMove = side;
        gamePly = 0;
        states.assign(1, StateInfo{});
    }

    // Board queries.
    Piece piece_on(Square s) const { return board[s]; }
    bool empty(Square s) const { return board[s] == NO_PIECE; }
    Bitboard pieces() const { return byColor[WHITE] | byColor[BLACK]; }
    Bitboard pieces(Color c) const { return byColor[c]; }
    Bitboard pieces(PieceType pt) const { return byType[pt]; }
    Bitboard pieces(Color c, PieceType pt) const { return byColor[c] & byType[pt]; }
    Bitboard pieces(Color c, PieceType a, PieceType b) const { return byColor[c] & (byType[a] | byType[b]); }
    Square king_square(Color c) const { return lsb(pieces(c, KING)); }
    Color side_to_move() const { return sideToMove; }
    uint8_t castling_rights() const { return st().castling; }
    bool can_castle(CastlingRights cr) const { return st().castling & cr; }
    Square ep_square() const { return st().epSquare; }
    int rule50() const { return st().rule50; }
    /// Plies played since the game's first position (0 at White's first move of a standard game).
    int game_ply() const { return gamePly; }
    int fullmove_number() const { return 1 + gamePly / 2; }
    Key key() const { return st().key; }
    Piece captured_piece() const { return st().captured; }

    /// Pieces of both colours attacking square `s` with the given occupancy (inline: the search's hottest query).
    Bitboard attackers_to(Square s, Bitboard occupied) const {
        return (pawn_attacks(BLACK, s) & pieces(WHITE, PAWN)) | (pawn_attacks(WHITE, s) & pieces(BLACK, PAWN)) |
               (knight_attacks(s) & byType[KNIGHT]) | (king_attacks(s) & byType[KING]) |
               (rook_attacks(s, occupied) & (byType[ROOK] | byType[QUEEN])) |
               (bishop_attacks(s, occupied) & (byType[BISHOP] | byType[QUEEN]));
    }
    bool attacked_by(Color c, Square s) const { return attackers_to(s, pieces()) & pieces(c); }
    Bitboard checkers() const { return attackers_to(king_square(sideToMove), pieces()) & pieces(~sideToMove); }
    bool in_check() const { return checkers() != 0; }
    /// True when the pawn on `from` may capture en passant onto `epTo` without exposing its own king
    /// (also used to decide whether an en passant square exists at all).
    bool ep_capture_legal(Square from, Square epTo) const;

    // Moves (movegen.cpp).
    /// Fills `list` with every legal move.
    void generate_legal(MoveList& list) const;
    /// The number of legal moves, counted without listing them.
    uint64_t count_legal() const;
    /// True when `m` is one of the legal moves.
    bool is_legal(Move m) const;
    /// True when the move gives check (plays and takes it back).
    bool gives_check(Move m);
    /// Fills `list` with the legal moves a quiescence search looks at: every capture (en passant included)
    /// and every promotion to a queen, capturing or not. Under-promotions and castling are left out.
    void generate_captures(MoveList& list) const;

    /// Plays a legal move. Undefined for an illegal one: validate with is_legal() first.
    void make(Move m);
    /// Takes back the last move played with make(m).
    void unmake(Move m);
    /// Passes the turn: a "null move" for the search's null-move pruning, not a move of chess. The en passant
    /// square is cleared and repetitions are not looked for across it. Precondition: not in check.
    void make_null();
    /// Takes back make_null().
    void unmake_null();

    // Game end (chess.md §3-4).
    /// How the game ended by itself, or ongoing: checkmate, stalemate, insufficient material, fivefold
    /// repetition, the 75-move rule (checkmate on the 75th move takes precedence).
    Outcome outcome() const;
    /// A dead position by insufficient material: no pawns, rooks or queens, and either at most one minor
    /// piece in all or only bishops all standing on squares of one colour.
    bool insufficient_material() const;
    /// Whether colour c could still checkmate by some series of legal moves (FIDE 6.9, chess::can_checkmate).
    bool can_checkmate(Color c) const;
    /// How many times the current position has occurred (1 = first time), comparing zobrist keys of positions
    /// with the same side to move since the last irreversible move.
    int repetition_count() const;
    bool can_claim_threefold() const { return repetition_count() >= 3; }
    /// The search's cheap repetition test (same zobrist key, same side to move, since the last capture, pawn
    /// move or null move): true when the current position occurred within the last `ply` plies (inside the
    /// search, whose root is `ply` plies back), or twice before in all (a threefold repetition).
    bool is_repetition(int ply) const;
    bool can_claim_fifty_moves() const { return st().rule50 >= 100; }

private:
    Position() = default;
    const StateInfo& st() const { return states.back(); }
    void put_piece(Piece p, Square s);
    void remove_piece(Square s);
    void move_piece(Square from, Square to);
    Key compute_key() const;
    /// The en passant square after a double step to `to` by the side that just moved, or SQ_NONE.
    Square legal_ep_square(Square passed) const;

    Bitboard byType[PIECE_TYPE_NB] = {};
    Bitboard byColor[COLOR_NB] = {};
    Piece board[SQUARE_NB] = {};
    Color sideToMove = WHITE;
    int gamePly = 0;
    std::vector<StateInfo> states;
};

static_assert(sizeof(Seat) == 1);

} // namespace littletable::chess
