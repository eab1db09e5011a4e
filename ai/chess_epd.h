// Test-suite positions in EPD (engine/chess/epd.h) searched with the chess search: does it find the suite's
// best move ("bm") or avoid its avoid move ("am") within a node budget? For tactical suites such as Win At
// Chess, in the unit tests and in bench/epd_bench.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/chess/types.h"
#include "engine/core/result.h"

namespace littletable::ai {

/// The outcome of one EPD position.
struct EpdSolve {
    std::string id; ///< the "id" operand, or "" when absent
    bool solved = false; ///< the search's move is a "bm" move and no "am" move
    chess::Move played{}; ///< the search's move
    std::vector<chess::Move> bestMoves; ///< the "bm" operands
    std::vector<chess::Move> avoidMoves; ///< the "am" operands
    uint64_t nodes = 0;
};

/// Searches the EPD `line` for at most `maxNodes` nodes (a fresh `ttMiB` MiB table) and judges the move.
/// Errors: ERR_EPD_NODES (a budget of 0), the EPD's (ERR_EPD_*), the FEN's (ERR_FEN_*), a "bm"/"am" operand that is not a legal move in SAN
/// (ERR_SAN_*, ERR_ILLEGAL_MOVE, ERR_AMBIGUOUS_MOVE), and ERR_EPD_NO_MOVE when there is neither operation.
Result<EpdSolve> solve_epd(std::string_view line, uint64_t maxNodes, int ttMiB = 16);

} // namespace littletable::ai
