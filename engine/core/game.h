// The dynamic game interface: one type-erased Game for every variant, created by name from the registry.
// The server and the CLI see only this (docs/architecture.md): no game-specific type ever crosses it, only
// square indices of the Geometry, seats and texts.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/core/geometry.h"
#include "engine/core/move_kind.h"
#include "engine/core/outcome.h"
#include "engine/core/result.h"
#include "engine/core/seat.h"

namespace littletable {

/// A piece as a board drawing needs it: where, whose, and what (a short kind such as "K", "Q", "P";
/// games with richer pieces extend the text: Metamate's Meta is "M1h", "M1v", "M2.1", "M2.2", "M3" or "M4";
/// Martian Chess's pieces are "pawn", "drone" and "queen", owned by the seat whose zone they stand in).
/// `copies`: the squares of the pieces whose moves this piece borrows in the current position (Metamate's Meta:
/// the pieces it copies now, also those of a Meta bridge), for a hover highlight; empty for other pieces.
struct PieceView {
    SquareIndex square = NO_SQUARE;
    Seat owner = NO_SEAT;
    std::string kind{};
    std::vector<SquareIndex> copies{};
    bool operator==(const PieceView&) const = default;
};

/// One decision a move carries besides its squares, for a chooser: what the piece on `square` becomes.
///  - `option`: a stable code, the piece kind it becomes as in PieceView::kind ("Q", "N", "M1h", "M2.1");
///  - `label`: the option for people ("queen", "M2.1 (copies the 4 orthogonal neighbours)");
///  - `highlight`: squares a board may mark while the option is considered (for a Meta: the pieces it would copy
///    after the move); often empty.
struct MoveChoice {
    SquareIndex square = NO_SQUARE;
    std::string option{};
    std::string label{};
    std::vector<SquareIndex> highlight{};
    bool operator==(const MoveChoice&) const = default;
};

/// A legal move as the client needs it: its canonical text (what `play` accepts back; UCI long algebraic for
/// chess, e.g. "e7e8q"), the squares it goes from and to (for grouping moves by origin and destination), its
/// display text (SAN for chess, e.g. "e8=Q+"), its kind and its choices. For a game that UCI engines play (through
/// UCI_Variant), the canonical text is the move as those engines write it: the match runner (match/) sends and
/// reads it as is.
///  - `kind`: "" for a plain move (a piece goes from `from` to `to`, capturing what stands there); "en-passant"
///    (the same, capturing the piece beside it that has just double-stepped); "castling" (the piece on `from` goes
///    to `to` and its partner moves too; `to` may be the partner's square where the destination alone would not tell the move apart); "setup" (a move of a setup
///    phase: nothing moves, `from` == `to` names the piece that is replaced, the choices say by what); "call-clock"
///    (Martian Chess: the plain move that also calls the deadlock clock); "resignation", "time-forfeit" or
///    "agreement" for a ply that is not a move (Game::elimination_move, Game::agreed_draw_move). The codes: engine/core/move_kind.h.
///  - `choices`: the decisions the move carries, in the order a chooser asks for them (the moving piece's own
///    first, then those of other pieces, by square). Moves with the same `from`, `to` and kind differ in their
///    choices, so a client that asks for one choice after the other always ends with exactly one move.
///  - `suggested`: the move the rules name as the default among those with the same `from`, `to` and kind
///    (Metamachy's default chief arrangement); a chooser offers it first. At most one per group; usually none.
///
/// Every member has a default member initialiser, so aggregate initialisations may stop after any member (no
/// -Wmissing-field-initializers).
struct MoveView {
    std::string text{};
    SquareIndex from = NO_SQUARE;
    SquareIndex to = NO_SQUARE;
    std::string display{};
    std::string kind{};
    std::vector<MoveChoice> choices{};
    bool suggested = false;
    /// The piece this move took off the board (its square before the move, its owner then, its kind), set on
    /// the moves of Game::history(); empty on legal_moves() and for a move that captures nothing.
    std::optional<PieceView> captured{};
    bool operator==(const MoveView&) const = default;
};

/// Whether a ply of history() is a seat leaving the game in its turn (Game::elimination_move), not a move.
inline bool is_elimination(const MoveView& ply) {
    return ply.kind == move_kind::RESIGNATION || ply.kind == move_kind::TIME_FORFEIT;
}

/// A count the players watch that ends or changes the game when it reaches `limit` (Martian Chess's deadlock clock:
/// "deadlock-clock", moves since the clock was called or the last capture after it, limit 7; a move limit:
/// "move-limit", moves played, limit N). `name` is a stable code a client names for people.
struct Counter {
    std::string name{};
    int value = 0;
    int limit = 0;
    bool operator==(const Counter&) const = default;
};

/// What a game record states besides the moves (Game::export_record).
struct RecordInfo {
    /// Tag pairs under the record format's own names (PGN: "Event", "Site", "Date", "Round", "TimeControl",
    /// "Termination", ...), in the order given.
    std::vector<std::pair<std::string, std::string>> tags{};
    /// The players by seat (PGN: White, Black); empty, or an empty name, leaves that seat to `tags`.
    std::vector<std::string> players{};
    /// An ending decided off the board (time forfeit, forfeit, adjudication, resignation). When it is over and
    /// the position's own outcome is not, the record states this result; otherwise it is ignored.
    Outcome ending{};
};

/// A reason a player may claim a draw now (chess.md §4): "threefold-repetition" or "fifty-moves".
using DrawClaim = Termination;

/// One game in progress: a position with its history. Every method that takes text validates it and, on
/// error, returns an Error naming the problem and changes nothing. Every game implements it on GameAdapter
/// (game_adapter.h), which answers history, undo, claims and the record's frame alike for all.
class Game {
public:
    virtual ~Game() = default;

    /// The registry name of the variant ("chess").
    virtual std::string_view variant() const = 0;
    virtual const Geometry& geometry() const = 0;
    virtual int seat_count() const = 0;
    /// The seat to move; NO_SEAT once the game is over.
    virtual Seat side_to_move() const = 0;
    /// Seat `s`'s points so far (0..seat_count()-1; games without points, such as chess, always give 0). Points
    /// games (four-player chess, Martian Chess) score them by their rules file; outcome() names the winners.
    virtual int points(Seat s) const = 0;
    /// True once seat `s` is out of the game (four-player chess: checkmated, stalemated, resigned or timed out;
    /// its turns are skipped). Always false in two-seat games, which end instead.
    virtual bool eliminated(Seat s) const = 0;
    /// The counts running now that end the game at their limit (Counter), in the order a client lists them;
    /// none by default. Martian Chess: its deadlock clock once called and its move limit when set
    /// (docs/rules/martian.md, "Setting").
    virtual std::vector<Counter> counters() const { return {}; }
    /// The move text by which the side to move leaves the game for `why` (RESIGNATION, TIME_FORFEIT or FORFEIT)
    /// when that eliminates only this seat and the game goes on (four-player chess: "R", or "T" for a flag fall,
    /// docs/rules/fourplayer.md: "a checkmated, stalemated, resigned or timed-out player is eliminated"); play()
    /// accepts it in the seat's turn and history() shows it with the termination's name as its kind. nullopt (the
    /// default) in games where leaving ends the game for everyone: the platform then records that ending itself.
    virtual std::optional<std::string> elimination_move(Termination) const { return std::nullopt; }
    /// Whether `s` could still win by some series of legal moves. False only when its material provably cannot
    /// (FIDE 6.9: a flag fall against a side that cannot checkmate is a draw); true by default.
    virtual bool can_still_win(Seat) const { return true; }
    /// The move text by which a draw the players still in the game agreed to ends the game, when the rules attach a
    /// result to it (four-player chess: "D", docs/rules/fourplayer.md "Points": "Draw ...: the game ends and every
    /// live player scores 10", and "End of game": the highest score wins). The platform plays it once every seat
    /// still in the game agrees, as the ply of the side to move, and stores it like a move; outcome() then gives the
    /// termination AGREEMENT with the winners by the rules. play() accepts it while the game goes on (it is not
    /// among legal_moves()). nullopt (the default) in games where an agreed draw is a plain draw with no winner: the
    /// platform then records that ending itself.
    virtual std::optional<std::string> agreed_draw_move() const { return std::nullopt; }

    virtual std::vector<PieceView> pieces() const = 0;
    /// Squares of the royal pieces that are attacked now (a king in check, also when mated): the board's
    /// check highlight. Empty when no royal piece is attacked.
    virtual std::vector<SquareIndex> checked_royals() const = 0;
    /// Every legal move of the side to move (empty when the game is over).
    virtual std::vector<MoveView> legal_moves() const = 0;
    /// Plays a move given as canonical text or display text (UCI or SAN for chess). Errors: ERR_GAME_OVER,
    /// ERR_ILLEGAL_MOVE, ERR_AMBIGUOUS_MOVE, ERR_MOVE_SYNTAX.
    virtual Result<MoveView> play(std::string_view move) = 0;
    /// Takes back the last move; false when there is none (the start position of this game).
    virtual bool undo() = 0;
    /// The moves played since the start position, oldest first.
    virtual const std::vector<MoveView>& history() const = 0;

    /// The current position as the game's FEN dialect.
    virtual std::string fen() const = 0;
    /// The position the game started from.
    virtual std::string start_fen() const = 0;

    /// The outcome: automatic endings from the rules, or an accepted draw claim.
    virtual Outcome outcome() const = 0;
    /// Whether the rules' automatic endings end the game (the default). Off, the game is over only when the side to
    /// move has no legal move or a claim was accepted: moves go on past a fivefold repetition, the 75-move rule, a
    /// dead position or a game's own move limit. An analysis (UCI) searches the position it is given; rooms and
    /// matches keep the rules.
    virtual void set_automatic_endings(bool on) = 0;
    /// Draws the side to move may claim now, or — with `move` — by announcing that move (FIDE 9.2.1); none once the
    /// game is over.
    virtual std::vector<DrawClaim> claimable_draws(std::string_view move = {}) const = 0;
    /// Claims a draw now or with `move` (which is then played). Errors: ERR_GAME_OVER once the game is over (with or
    /// without `move`, as play()), ERR_NO_CLAIM, and those of play().
    virtual Result<Outcome> claim_draw(std::string_view move = {}) = 0;

    /// The game record in the game's record format (PGN for chess): the moves from the start position, the
    /// result (the outcome, or `info.ending` for a game ended off the board) and `info`'s tags and players.
    virtual std::string export_record(const RecordInfo& info) const = 0;

    virtual std::unique_ptr<Game> clone() const = 0;
};

} // namespace littletable
