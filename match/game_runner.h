// One game of a match: the players by seat take turns under the time control, the runner keeps the clocks,
// judges every reply against the game's legal moves, claims draws, adjudicates, and records how it ended.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "engine/core/game.h"
#include "match/adjudicator.h"
#include "match/player.h"
#include "match/time_control.h"

namespace littletable::match {

/// What one game is played with.
struct GameSetup {
    std::string variant; ///< registry name
    std::string startFen; ///< empty: the variant's start position
    std::vector<std::string> openingMoves; ///< played from startFen before the players take over
    std::vector<Player*> players; ///< by seat; as many as the variant has seats
    TimeControl tc;
    AdjudicationRules adjudication;
    uint64_t seed = 1; ///< for the internal players' randomness
};

/// How a game ended, for the report, the tallies and the record.
struct GameReport {
    std::unique_ptr<Game> game; ///< the game as played (start position and moves)
    Outcome outcome; ///< the result: the rules', a claim's, or the runner's decision
    Seat culprit = NO_SEAT; ///< the seat that forfeited or was adjudicated lost, if any
    std::string category; ///< short, for counting: "checkmate", "time forfeit", "crash", "illegal move", ...
    std::string reason; ///< for people: "sf2000 crashed: ended (killed by signal 6 (Aborted))"
    std::string pgnTermination; ///< PGN Termination tag (§9.8.1): "normal", "time forfeit", "abandoned",
        ///< "rules infraction", "adjudication"
    /// Seats eliminated by a fault while the game went on, with the fault's category ("time forfeit", "crash"):
    /// in games where a player's resignation eliminates only that player (Game::elimination_move, four-player chess:
    /// "a resigned or timed-out player is eliminated"), a faulty move is that resignation, not the end of the game.
    std::vector<std::pair<Seat, std::string>> eliminations;
};

/// Plays one game to its end. Errors: those of creating the game from `setup.startFen` (ERR_UNKNOWN_GAME, FEN
/// errors) and of playing the opening moves, and ERR_MATCH_SETUP (the number of players is not the
/// variant's number of seats).
Result<GameReport> play_game(const GameSetup& setup);

/// The result as text from seat 0's view for two seats: "1-0", "0-1", "1/2-1/2"; "*" while not over.
std::string result_text(const Outcome& outcome);

/// The points of every seat in seat order, "21-5-0-13" (the result of games of more than two seats).
std::string points_text(const Game& game);

} // namespace littletable::match
