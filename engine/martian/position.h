// A Martian Chess position (docs/rules/martian.md), 2 or 4 players: one bitboard per piece type (layout.h), the
// seat to move, the scores, the last canal crossing (the rejection rule, 2 players), the deadlock clock, the plies
// played and the move limit; an incremental zobrist key; make/unmake with a stack of what a move overwrote.
//
// Ownership is not stored: a piece belongs to whoever's zone it stands in (layout.h's zoneOf).
//
// Position string (fen.cpp; docs/martian-notation.md):
//   fen      = board SP side SP scores SP crossing SP clock [SP plies ["/" limit]]
//   board    = 8 ranks from rank 8, "/" between them, each of 4 (2 players) or 8 (4 players) squares:
//              "p" "d" "q" for pieces (no colour), digits for runs of empty squares
//   side     = "s" / "n" (2 players: South, North); "sw" / "nw" / "ne" / "se" (4 players, seats 0-3 clockwise)
//   scores   = one decimal number per seat in seat order, "/" between them
//   crossing = "-" / from "-" to     ; the last move carried a piece across the canal (2 players only)
//   clock    = "-" (the deadlock clock is off) / "on" (on, not called yet) / "0".."7" (called: moves since the
//              call or the last capture after it)
//   plies    = moves played so far (default 0); limit = the move limit in moves (absent: none)
// The 2-player start is "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq s 0/0 - - 0".
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/core/outcome.h"
#include "engine/core/result.h"
#include "engine/martian/layout.h"

namespace littletable::martian {

/// The 2-player start ("Board and setup"), South to move, clock off, no move limit.
inline constexpr std::string_view START_FEN_2P = "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq s 0/0 - - 0";
/// The 4-player start ("Four players"): each 3x3 block in its quadrant's board corner, seat 0 (south-west) first.
inline constexpr std::string_view START_FEN_4P = "qqd2dqq/qdp2pdq/dpp2ppd/8/8/dpp2ppd/qdp2pdq/qqd2dqq sw 0/0/0/0 - - 0";

/// The settings a game starts with (rules, lines marked "Setting").
struct Settings {
    Seat firstSeat = 0; ///< who moves first
    bool deadlockClock = false;
    int moveLimit = 0; ///< moves (plies) after which the game ends on points; 0 = none
};

/// What a move overwrote, one entry per ply on the Position's stack.
struct StateInfo {
    Key key = 0;
    PieceType mover = NO_PIECE; ///< the moving piece before a field promotion
    PieceType captured = NO_PIECE; ///< what stood on the destination (captured, or merged by a field promotion)
    Square crossFrom = NO_SQ, crossTo = NO_SQ;
    int8_t clock = CLOCK_OFF;
};

class Position {
public:
    using Move = martian::Move;
    using MoveList = martian::MoveList;

    /// Parses a position string (see the file comment). Errors name the field: ERR_FEN_FIELDS, ERR_FEN_BOARD,
    /// ERR_FEN_SIDE, ERR_FEN_SCORES, ERR_FEN_CROSSING (malformed, not a crossing of the canal, in a 4-player game,
    /// or not matching the board: the crossed piece must stand on its destination, in the side to move's zone, and
    /// its origin must be empty), ERR_FEN_CLOCK, ERR_FEN_PLIES.
    static Result<Position> from_fen(std::string_view fen);
    /// The start position of the 2- or 4-player game with these settings.
    static Position start(int seats = 2, const Settings& settings = {});

    /// The position string; round-trips through from_fen.
    std::string fen() const;

    const Layout& layout() const { return *lay; }
    int seat_count() const { return lay->seats; }
    PieceType piece_on(Square s) const { return board[s]; }
    Bitboard pieces() const { return byType[NO_PIECE]; }
    Bitboard pieces(PieceType pt) const { return byType[pt]; }
    /// The owner of the piece on `s`: the owner of its zone (NO_SEAT off the board).
    Seat owner_of(Square s) const { return lay->zoneOf[s]; }

    Seat side_to_move() const { return sideToMove; }
    /// Seat `s`'s points: the values of the pieces it captured.
    int points(Seat s) const { return scores[s]; }
    /// Always false: no seat leaves a Martian Chess game before it ends (NPlayerPosition).
    bool eliminated(Seat) const { return false; }
    /// The last move's canal crossing (origin, destination), or NO_SQ: the side to move may not play
    /// destination-origin (the rejection rule, 2 players).
    Square crossing_from() const { return crossFrom; }
    Square crossing_to() const { return crossTo; }
    /// CLOCK_OFF, CLOCK_READY or the moves since the clock was called (or the last capture after it).
    int clock() const { return clockState; }
    int game_ply() const { return ply; }
    int move_limit() const { return limit; }
    Key key() const { return k; }

    // Moves (movegen.cpp).
    /// Fills `list` with every legal move (none once the game is over); while the clock may be called, each move
    /// also with its twin that calls it.
    void generate_legal(MoveList& list) const;
    uint64_t count_legal() const;
    bool is_legal(Move m) const;
    /// True when `m` (legal) captures: its destination holds a piece outside the mover's zone.
    bool is_capture(Move m) const { return board[m.to()] != NO_PIECE && lay->zoneOf[m.to()] != sideToMove; }
    /// True when `m` (legal) is a field promotion: its destination holds a piece of the mover's zone.
    bool is_promotion(Move m) const { return board[m.to()] != NO_PIECE && lay->zoneOf[m.to()] == sideToMove; }

    /// Plays a legal move (undefined for an illegal one: check with is_legal first).
    void make(Move m);
    /// Takes back the last move played with make(m).
    void unmake(Move m);

    /// How the game ended ("End of game"), or ongoing; Termination::POINTS in every case.
    Outcome outcome() const;

private:
    Position() = default;
    /// The seat that made the last move (the one before the side to move).
    Seat last_mover() const { return Seat((sideToMove + lay->seats - 1) % lay->seats); }
    Key compute_key() const;
    void put(PieceType pt, Square s);
    void remove(Square s);
    template<bool List>
    uint64_t generate(MoveList* list) const;

    const Layout* lay = &layout_for(2);
    Bitboard byType[PIECE_TYPE_NB] = {}; ///< [NO_PIECE]: every piece
    PieceType board[SQUARE_NB] = {};
    Seat sideToMove = 0;
    int16_t scores[MAX_SEATS] = {};
    Square crossFrom = NO_SQ, crossTo = NO_SQ;
    int clockState = CLOCK_OFF;
    int ply = 0;
    int limit = 0;
    Key k = 0;
    std::vector<StateInfo> states;

    friend struct FenReader;
};

} // namespace littletable::martian
