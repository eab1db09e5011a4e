// PGN import and export of whole games (docs/rules/chess.md §6): the Seven Tag Roster, SetUp/FEN for games
// that start elsewhere, SAN movetext. On import, comments ({...} and ';' to end of line), NAGs ($n),
// recursive variations ((...)), move-number indications and the result token are skipped or read.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/chess/position.h"
#include "engine/core/result.h"

namespace littletable::chess {

/// One game: its tag pairs in file order, the start position's FEN, the moves, and the result token.
struct PgnGame {
    std::vector<std::pair<std::string, std::string>> tags;
    std::string startFen = std::string(START_FEN);
    std::vector<Move> moves;
    std::string result = "*"; ///< "1-0", "0-1", "1/2-1/2" or "*"

    /// The value of a tag, or empty.
    std::string tag(std::string_view name) const;
};

/// Reads the first game of a PGN text and replays every move. Errors name the problem and where it is:
/// ERR_PGN_TAG (malformed tag pair, line N), ERR_PGN_FEN (bad FEN tag: the FEN error), ERR_PGN_MOVE (move
/// number and side, e.g. "move 12... Nf3: illegal"), ERR_PGN_SYNTAX (unbalanced comment or variation),
/// ERR_PGN_EMPTY (no game found).
Result<PgnGame> read_pgn(std::string_view text);

/// Writes a game: the Seven Tag Roster first (Event, Site, Date, Round, White, Black, Result; "?" or
/// "????.??.??" for missing values and Result taken from `game.result`), then the other tags, SetUp "1" and
/// FEN when the start is not the standard position, then the movetext in SAN in lines of fewer than 80 characters (PGN standard §8.2.1),
/// ending with the result. The moves must be legal from the start position.
std::string write_pgn(const PgnGame& game);

} // namespace littletable::chess
