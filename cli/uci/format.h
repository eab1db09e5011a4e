// What the UCI engine prints: scores, `info` lines, `bestmove`, and the board of the `d` command.
#pragma once

#include <string>
#include <vector>

#include "ai/analysis.h"
#include "engine/core/game.h"

namespace littletable::cli::uci {

/// A score of ai/search_types.h as UCI text: "cp 35", or "mate 3" (the side to move mates in 3 moves),
/// "mate -2" (it is mated in 2), "mate 0" (it is mated now).
std::string format_score(int score);

/// One `info` line per reported line (MultiPV), best first: "info depth D seldepth S multipv K score ...
/// nodes N nps N hashfull H time T pv m1 m2 ...". Every reported score is exact (it comes from a completed
/// iteration), so no lowerbound/upperbound is printed. nps counts the first millisecond as one.
std::vector<std::string> format_info(const ai::AnalysisInfo& info);

/// "bestmove e2e4 ponder e7e5", "bestmove e2e4" without a ponder move, "bestmove (none)" without a move.
std::string format_bestmove(const ai::AnalysisResult& result);

/// The board, top rank first, a piece as its kind (upper case for seat 0, lower case for the others), "."
/// for an empty square and " " for a square the board lacks; then the FEN and the side to move.
std::vector<std::string> format_board(const Game& game);

} // namespace littletable::cli::uci
