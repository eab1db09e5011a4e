// A four-player free-for-all position (docs/rules/fourplayer.md) with its history: the padded mailbox
// (types.h), each owner's squares, the kings, and a stack of StateInfo (side to move, eliminations, points,
// castling, per-seat en passant, clocks, the end). make() plays a move and everything the rules attach to it:
// points, king capture, checkmate of every live opponent, multi-check bonuses, the turn passing over eliminated
// and stalemated seats, the 21-point end, draws and the move limit. So the side to move of a position that is not
// over always has a legal move (engine/core/nplayer_position.h).
//
// FEN4 (fen4.cpp), fields separated by '-' (fourplayer.md "Notation"):
//   side-eliminated-kingside-queenside-points-halfmove[-{extras}]-board
//   side      = "R" / "B" / "Y" / "G"
//   4 flags   = "0"/"1" x4 ","-separated, in seat order R,B,Y,G (eliminated, short castling, long castling)
//   points    = 4 integers; halfmove = plies since the last capture or pawn move
//   extras    = "{" ... "}" with 'enPassant':('landing-pair',...) per seat ("i3:i4" passed:landing, or '') and our
//               own 'moveLimit':N (the house rule: the game ends on points after N more plies; other keys ignored)
//   board     = 14 ranks, rank 14 first, "/"-separated; squares "," separated: r|b|y|g + P/N/B/R/Q/K/D, d + letter
//               (grey), a number (empty run), or "x" (a removed corner square, second dialect)
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/move_list.h"
#include "engine/core/outcome.h"
#include "engine/core/result.h"
#include "engine/fourplayer/square_set.h"
#include "engine/fourplayer/types.h"
#include "engine/fourplayer/zobrist.h"

namespace littletable::fourplayer {

using Key = zobrist::Key;
using MoveList = FixedMoveList<Move, MAX_MOVES, true>;

/// The irreversible part of a position, one entry per ply on Position's state stack.
struct StateInfo {
    Key key = 0;
    Seat sideToMove = RED;
    uint8_t eliminated = 0; ///< bit s: seat s is out
    uint8_t castling = 0; ///< castling_bit(seat, side)
    Termination end = Termination::NONE;
    uint16_t rule50 = 0; ///< plies since the last capture or pawn move
    std::array<int, SEAT_NB> points = {0, 0, 0, 0};
    /// Per seat the landing square of its last double step while others may still take it en passant; SQ_NONE.
    std::array<Square, SEAT_NB> epLanding = {SQ_NONE, SQ_NONE, SQ_NONE, SQ_NONE};
    Piece captured = EMPTY; ///< what the move leading here captured (as it stood)
    uint8_t mayBeInCheck = 0xF; ///< bit s: seat s's king may be attacked (a clear bit: it is not)
    Seat mover = NO_SEAT; ///< who played the move leading here
};

/// The modern start (fourplayer.md "Board and setup"; Red to move) and the classic one (Blue's and Green's king
/// and queen swapped).
inline constexpr std::string_view START_FEN4 =
    "R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-3,yR,yN,yB,yK,yQ,yB,yN,yR,3/3,yP,yP,yP,yP,yP,yP,yP,yP,3/14/"
    "bR,bP,10,gP,gR/bN,bP,10,gP,gN/bB,bP,10,gP,gB/bQ,bP,10,gP,gK/bK,bP,10,gP,gQ/bB,bP,10,gP,gB/bN,bP,10,gP,gN/"
    "bR,bP,10,gP,gR/14/3,rP,rP,rP,rP,rP,rP,rP,rP,3/3,rR,rN,rB,rQ,rK,rB,rN,rR,3";
inline constexpr std::string_view CLASSIC_FEN4 =
    "R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-3,yR,yN,yB,yK,yQ,yB,yN,yR,3/3,yP,yP,yP,yP,yP,yP,yP,yP,3/14/"
    "bR,bP,10,gP,gR/bN,bP,10,gP,gN/bB,bP,10,gP,gB/bK,bP,10,gP,gQ/bQ,bP,10,gP,gK/bB,bP,10,gP,gB/bN,bP,10,gP,gN/"
    "bR,bP,10,gP,gR/14/3,rP,rP,rP,rP,rP,rP,rP,rP,3/3,rR,rN,rB,rQ,rK,rB,rN,rR,3";

class Position {
public:
    using Move = fourplayer::Move;
    using MoveList = fourplayer::MoveList;

    /// Parses FEN4 (either board dialect). Validated: 14 ranks of 14 squares with corners empty or "x", known
    /// pieces, one king per live seat and none for an eliminated seat (whose pieces must be grey), at most 16
    /// pieces per army, no pawn beyond its promotion line, castling rights with the king on its back line and the
    /// rook at that end, en passant pairs naming a seat's pawn that just double-stepped, the side to move live and
    /// with a legal move, the seats that moved before it not in check. A position whose game is already over (three
    /// seats out, two left 21 points apart, the halfmove clock at 50 rounds, two bare kings) is read as over, its
    /// outcome by the points written, without the checks of the side to move and of the turns (their game is not
    /// going on; docs/rules-decisions.md, four-player 14). Errors name the field: ERR_FEN4_FIELDS,
    /// ERR_FEN4_SIDE, ERR_FEN4_ELIMINATED, ERR_FEN4_CASTLING, ERR_FEN4_POINTS, ERR_FEN4_HALFMOVE,
    /// ERR_FEN4_EXTRAS, ERR_FEN4_EN_PASSANT, ERR_FEN4_BOARD, ERR_FEN4_ILLEGAL. Bad input changes nothing.
    static Result<Position> from_fen(std::string_view fen);
    /// The modern start position (START_FEN4), or the classic one.
    static Position start(bool classic = false);

    /// FEN4 in the first dialect (corners counted as empty), extras only for en passant rights and a move limit (the
    /// plies left). Round-trips.
    std::string fen() const;

    // Board and state queries.
    Piece piece_on(Square s) const { return board[s]; }
    const SquareSet& squares_of(int owner) const { return byOwner[owner]; }
    /// The squares of `owner`'s pieces of type `t` (owner NO_OWNER: the grey pieces).
    const SquareSet& pieces(int owner, PieceType t) const { return byType[owner][t]; }
    Square king_square(Seat s) const { return kingSq[s]; }
    Seat side_to_move() const { return st().sideToMove; }
    int seat_count() const { return SEAT_NB; }
    bool eliminated(Seat s) const { return (st().eliminated >> s) & 1; }
    uint8_t eliminated_mask() const { return st().eliminated; }
    int live_count() const;
    int points(Seat s) const { return st().points[s]; }
    uint8_t castling_rights() const { return st().castling; }
    Square ep_landing(Seat s) const { return st().epLanding[s]; }
    int rule50() const { return st().rule50; }
    Key key() const { return st().key; }
    /// Plies played since this position was set up.
    int game_ply() const { return int(states.size()) - 1; }
    /// What the last move did (or the set-up state): its mover, capture, points after it.
    const StateInfo& state() const { return st(); }
    const StateInfo& previous_state() const { return states[states.size() - 2]; }

    /// House rule: the game ends on points once this many moves (plies) have been played; 0 = no limit.
    void set_move_limit(int plies);
    int move_limit() const { return moveLimit; }

    // Attacks (movegen.cpp). Only live pieces attack.
    /// True when seat `s`'s king is attacked by a live piece of another seat (false for an eliminated seat).
    bool in_check(Seat s) const;
    bool in_check() const { return in_check(side_to_move()); }
    /// Bit t set when a live piece of type t owned by a seat of `seats` (bit per seat) attacks `sq`.
    uint8_t attacker_types(Square sq, uint8_t seats) const;

    // Moves (movegen.cpp).
    /// Every legal move of the side to move (none once the game is over).
    void generate_legal(MoveList& list) const;
    /// Every legal move seat `us` would have if it were to move now (for checkmate tests of any seat; none for an
    /// eliminated seat).
    void generate_legal(Seat us, MoveList& list) const;
    uint64_t count_legal() const;
    bool has_legal_move(Seat us) const;
    /// After make(m)'s board part: is seat `o`'s king, not attacked before the move, attacked now? Only the piece
    /// that arrived and the lines through the squares the move emptied can have made a new attack.
    bool attacked_after(Move m, Seat o) const;
    /// A quick sufficient test for a seat known not to be in check: a pawn or knight off every line through its
    /// king (so never pinned) has a move. False means "not known", not "no move".
    bool has_unpinned_move(Seat us) const;
    bool is_legal(Move m) const;

    /// Plays a legal move with all its consequences (see the file comment). Undefined for an illegal one.
    void make(Move m);
    /// Takes back the last move played with make(m).
    void unmake(Move m);
    /// The side to move resigns or runs out of time (fourplayer.md: "A checkmated, stalemated, resigned or timed-out
    /// player is eliminated"): it is eliminated, its pieces turn grey, the turn passes on as after a move (the
    /// game may end). Not a move: take it back with unmake_resign().
    void resign();
    /// The live seats agree to a draw (a platform's agreed draw; fourplayer.md "Points": "Draw ...: the game ends and
    /// every live player scores 10"): each live seat scores 10 and the game ends (AGREEMENT), the highest score
    /// winning. Only while the game goes on. Not a move: take it back with unmake_resign().
    void agree_draw();
    /// Takes back the last resign() or agree_draw().
    void unmake_resign();

    /// Ongoing, or the end with the winners: the first place of the ranking (engine/core/ranking.h: seats still in
    /// play above eliminated ones, then by points; several may share it, and all four sharing it is a draw, no
    /// winner). Terminations: POINTS (three seats out, the 21-point lead, the move limit),
    /// THREEFOLD_REPETITION, FIFTY_MOVES, INSUFFICIENT_MATERIAL, AGREEMENT (draws, after which every live seat got
    /// 10).
    Outcome outcome() const;
    /// Times the current position occurred (1 = first time), within the plies since the last capture/pawn move.
    int repetition_count() const;

    /// Castling geometry derived from the king's position: the king's step toward the rook and the rook's square.
    struct CastlingPath {
        int step = 0;
        Square rook = SQ_NONE;
    };
    const CastlingPath& castling_path(Seat s, CastlingSide side) const { return castlingPaths[s][side]; }

private:
    Position() = default;
    const StateInfo& st() const { return states.back(); }
    StateInfo& st() { return states.back(); }

    // Board edits with the owner sets, kings and key kept up to date.
    void put(Square s, Piece p);
    void remove(Square s);
    /// Plays the board part of a move by `us`; returns what it captured.
    Piece move_pieces(Move m, Seat us);
    /// Takes the board part back.
    void unmove_pieces(Move m, Seat us, Piece captured);
    void set_grey(Seat s, bool grey);

    // The rules after a move (position.cpp).
    void add_points(Seat s, int points);
    void eliminate(Seat s);
    /// The multi-check bonus for a move of `us`; `inCheck`: the live opponents in check and not mated after it.
    void score_checks(Move m, Seat us, uint8_t inCheck);
    /// Sets st().end when the game ended by eliminations or the 21-point lead.
    bool ended_on_points();
    /// The turn passes to the next live seat with a legal move (stalemating the others on the way);
    /// `mayBeInCheck`: the seats that may be in check now (the others are known not to be).
    void pass_turn(uint8_t mayBeInCheck);
    void apply_draws_and_limit();
    /// A draw ends the game: 10 to each live seat (fourplayer.md "Points"), st().end = `draw`.
    void award_draw(Termination draw);
    /// Pushes the state of a ply that is not a move (resign(), agree_draw()): the side to move is its mover.
    void push_token_state();
    /// For a position just read from FEN4: sets st().end when its game is already over (three seats out or two 21
    /// points apart: POINTS; the halfmove clock at 50 rounds: FIFTY_MOVES; two bare kings: INSUFFICIENT_MATERIAL),
    /// adding no points (the FEN4's points hold them). Repetitions cannot be seen in one position.
    void end_as_read();
    Key compute_key() const;
    void derive_castling_paths();
    bool insufficient_material() const;

    std::array<Piece, BOARD_SIZE> board{};
    std::array<SquareSet, OWNER_NB> byOwner{};
    std::array<std::array<SquareSet, TYPE_NB>, OWNER_NB> byType{}; ///< by owner and piece type
    std::array<Square, SEAT_NB> kingSq = {SQ_NONE, SQ_NONE, SQ_NONE, SQ_NONE};
    std::array<std::array<CastlingPath, 2>, SEAT_NB> castlingPaths{};
    int moveLimit = 0;
    std::vector<StateInfo> states;

    friend struct Fen4Reader;
    friend class MoveGenerator;
};

} // namespace littletable::fourplayer
