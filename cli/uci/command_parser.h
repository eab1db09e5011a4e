// The UCI commands' arguments (http://wbec-ridderkerk.nl/html/UCIProtocol.html, the protocol of April 2006):
// text in, plain structs out, no engine state. Whatever is malformed is named in a message for `info string`;
// nothing here throws.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/result.h"

namespace littletable::cli::uci {

/// The words of a line: split at spaces and tabs (runs count once); a trailing '\r' is ignored.
std::vector<std::string> split_words(std::string_view line);

/// The parameters of `go`. Counts left at 0 were not given; times are milliseconds.
struct GoCommand {
    std::optional<int64_t> timeMs[2]; ///< wtime, btime: the clocks of seat 0 (white) and seat 1 (black)
    int64_t incrementMs[2] = {0, 0}; ///< winc, binc
    int movesToGo = 0;
    std::optional<int64_t> moveTimeMs; ///< movetime (at least 1 once given)
    int depth = 0;
    uint64_t nodes = 0;
    int mate = 0; ///< look for a mate in this many moves
    bool infinite = false;
    bool ponder = false;
    /// `go perft N` (Stockfish's extension): count the leaves N plies deep instead of searching; 0 = search.
    int perft = 0;
    std::vector<std::string> searchMoves;
    /// One message per parameter ignored or corrected (unknown word, missing or garbled number, a negative
    /// time read as 0, a count below 1 ignored).
    std::vector<std::string> warnings;

    /// True when something ends the search besides `stop`: a clock, a move time, depth, nodes or mate.
    bool bounded() const;
};

/// Reads `go ...` (words[0] is "go"). Never fails: what cannot be read becomes a warning and is skipped.
GoCommand parse_go(const std::vector<std::string>& words);

/// `position startpos|fen <FEN> [moves m1 m2 ...]`.
struct PositionCommand {
    std::string fen; ///< empty: the variant's start position
    std::vector<std::string> moves;
};

/// Reads `position ...` (words[0] is "position"). Errors (ERR_UCI_SYNTAX): neither startpos nor fen, a fen
/// without fields, words between the position and `moves`.
Result<PositionCommand> parse_position(const std::vector<std::string>& words);

/// `setoption name <id> [value <x>]`: the name and value may hold spaces (kept single-spaced).
struct SetOptionCommand {
    std::string name;
    std::string value;
};

/// Reads `setoption ...` (words[0] is "setoption"). Errors (ERR_UCI_SYNTAX): no `name`, or an empty one.
Result<SetOptionCommand> parse_setoption(const std::vector<std::string>& words);

} // namespace littletable::cli::uci
