// The texts of the UCI protocol that the match runner writes and reads ("Description of the universal chess
// interface (UCI)", S. Meyer-Kahlen, April 2006): pure functions, no I/O.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/game.h"
#include "match/time_control.h"

namespace littletable::match {

/// The words of a line, split on spaces and tabs.
std::vector<std::string_view> split_words(std::string_view line);

/// "position startpos moves e2e4 e7e5" when the game began at `standardStartFen` (the variant's own start),
/// else "position fen FEN moves ..."; the moves are the game's canonical texts (engine/core/game.h).
std::string position_command(const Game& game, std::string_view standardStartFen);

/// The `go` command for the limits of `tc`: "go wtime W btime B winc I binc I" with the clocks of seats 0 and
/// 1 (milliseconds, from `clockMs`), "movetime M", "nodes N", "depth D" — every limit that is set.
std::string go_command(const TimeControl& tc, const std::vector<int64_t>& clockMs);

/// "setoption name NAME value VALUE" ("setoption name NAME" when the value is empty: a button).
std::string setoption_command(std::string_view name, std::string_view value);

/// The score of an "info" line ("info depth 12 score cp -31 ...", "score mate 3"), in centipawns from the
/// engine's side's view, mates as +-(MATE_SCORE - plies) (player.h); nullopt when the line has none, when its
/// score is only a bound ("score cp 20 lowerbound": UCI's fail-high/low report) or is inside "string" text.
std::optional<int> parse_info_score(std::string_view line);

/// The move of a "bestmove" line ("bestmove e2e4 ponder e7e5" -> "e2e4"); empty when the line has no move.
/// nullopt when the line is not a bestmove line.
std::optional<std::string> parse_bestmove(std::string_view line);

} // namespace littletable::match
