// A match: N games between engines on one variant, each opening played once per seat assignment, several
// games in parallel, tallied for the report (report.h). Two engines: a score and an Elo difference; more seats
// (four-player chess, 4-player Martian Chess: CPU levels only): points and first places per engine (standings.h).
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "engine/core/registry.h"
#include "engine/core/result.h"
#include "match/adjudicator.h"
#include "match/elo.h"
#include "match/engine_spec.h"
#include "match/game_runner.h"
#include "match/openings.h"
#include "match/standings.h"
#include "match/time_control.h"

namespace littletable::match {

/// Everything a match is played with.
struct MatchSettings {
    std::string variant = "chess";
    std::vector<EngineSpec> engines; ///< as many as the variant has seats
    TimeControl tc;
    AdjudicationRules adjudication;
    std::vector<Opening> openings; ///< empty: every game from the variant's start position
    GameOptionChoice options; ///< the variant's room options given (start_options.h); the others take
        ///< their defaults, a "moveLimit" of none its largest value
    bool randomOrder = false; ///< openings shuffled (by `seed`) instead of in file order
    uint64_t seed = 1; ///< opening order and the internal players' randomness
    int games = 2; ///< in all; game g plays opening round g / seats! with seat_assignment(g)
    int concurrency = 1; ///< games played at once, each with its own engine processes
    int64_t startTimeoutMs = 10'000; ///< a UCI engine's handshake, and its readyok before each game
    std::string event = "littletable match";
};

/// One finished game as the report and the PGN file need it.
struct FinishedGame {
    int number = 0; ///< 1-based, in schedule order (games finish in any order)
    std::vector<int> engineOfSeat; ///< index into MatchSettings::engines, by seat
    GameReport report;
    std::string record; ///< the game record (PGN for chess) with the match's tags
};

/// The totals: engine 0's tally against engine 1, each engine's standing (points, first places), and the
/// games by how they ended.
struct MatchSummary {
    std::vector<std::string> names; ///< the engines, in MatchSettings order
    Tally tally; ///< engine 0's wins, losses, draws
    std::vector<Standing> standings; ///< by engine, in MatchSettings order
    std::vector<std::pair<std::string, int>> terminations; ///< "checkmate" -> 6, "time forfeit (sf)" -> 1,
        ///< in order of first occurrence
};

/// Checks the settings and that every engine can play the variant (each UCI engine is started and its
/// handshake done once). Errors: ERR_MATCH_SETUP (wrong number of engines, no limits, games or concurrency
/// below 1, negative times or depths, a UCI engine or score adjudication in a game of more than two seats, an
/// unknown option or value), ERR_UNKNOWN_GAME, ERR_NO_CPU_PLAYER, the engines' start errors (ERR_ENGINE_START,
/// ERR_ENGINE_HANDSHAKE).
Result<Ok> check_match(const MatchSettings& settings);

/// The engine of each seat in game `index` (0-based), cycling through all seats! assignments: game index plays the
/// cyclic order c = (index / seats) mod (seats - 1)! (engine 0, then the others in the c-th lexicographic
/// permutation) rotated by r = index mod seats: seat s plays the order's entry (s + r) mod seats. So every block of
/// `seats` games has every engine in every seat once, and every seats! games every engine has every other engine
/// in every relative position (who moves just before and after it) equally often. Two seats: seat s plays engine
/// (s + index) mod 2.
std::vector<int> seat_assignment(int index, int seats);

/// seats!: the games of one full cycle of seat assignments (2 for two seats, 24 for four).
int assignment_cycle(int seats);

/// The start of game `index` (0-based): the opening of its round in the match's order.
Opening opening_of(const MatchSettings& settings, int index);

/// Plays the match after check_match. `onGame` is called once per finished game, in the order games finish,
/// never by two threads at once. Errors: those of check_match and of starting a game.
Result<MatchSummary> run_match(const MatchSettings& settings, const std::function<void(const FinishedGame&)>& onGame);

} // namespace littletable::match
