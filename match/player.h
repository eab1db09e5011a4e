// A player of a match: whatever chooses moves for one seat — a UCI engine in its own process (uci_player.h)
// or a CPU level of this platform played in-process (internal_player.h). The game runner (game_runner.h)
// asks the player of the seat to move and judges the reply; a player never sees the rules, only the Game.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/game.h"
#include "engine/core/result.h"
#include "match/child_process.h"
#include "match/time_control.h"

namespace littletable::match {

/// Scores of forced mates, in centipawns: a mate in n plies scores MATE_SCORE - n for the winner.
constexpr int MATE_SCORE = 100'000;

/// What a player is asked for one move.
struct MoveRequest {
    const Game& game; ///< the game so far; its side to move is the player's seat
    const TimeControl& tc; ///< the match's limits
    std::vector<int64_t> clockMs; ///< with a clock: the time left of every seat, by seat
    Deadline deadline; ///< when the runner stops waiting: the move's time plus the margin,
        ///< or the stall limit for untimed moves
    uint64_t seed = 0; ///< for players with randomness (reproducible matches)
};

/// Why a player gave no usable move (the runner adds illegal moves and time forfeits, which it judges itself).
enum class Fault : uint8_t {
    NONE,
    CRASHED, ///< the engine ended or closed its output
    NO_REPLY, ///< no move by the deadline
    GARBLED, ///< output that is not the protocol (a move line without a move, a line too long to read)
    FAILED, ///< an internal player's error (the message says which)
};

/// A player's answer: a move text, or a fault with its explanation.
struct MoveReply {
    std::string move; ///< as sent; judged by the runner against the game's legal moves
    std::optional<int> scoreCp; ///< the player's last score of the position, side to move's view (mates
        ///< as +-(MATE_SCORE - plies)); for adjudication
    Fault fault = Fault::NONE;
    std::string detail; ///< for people, when fault != NONE: what happened ("killed by signal 6")
};

/// A player: one engine instance owned by one game thread at a time.
class Player {
public:
    virtual ~Player() = default;
    /// The name in reports and records.
    virtual const std::string& name() const = 0;
    /// Gets ready for a new game from `start` (a UCI engine that crashed or hung is restarted here).
    /// An error is the reason it cannot play: the runner forfeits the game for it.
    virtual Result<Ok> new_game(const Game& start) = 0;
    /// The move for the side to move of `request.game`. Never blocks much past `request.deadline`.
    virtual MoveReply think(const MoveRequest& request) = 0;
};

} // namespace littletable::match
