// Opening positions for a match: a text file with one opening per line, as a position (FEN or EPD) or as a
// line of moves from the variant's start position ("1. e4 e5 2. Nf3 Nc6"). The runner plays each opening
// once with each seat assignment (match.h).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/core/result.h"

namespace littletable::match {

/// One opening: the position the game starts from (empty: the variant's start), the moves played from it
/// before the players take over (canonical texts), and the line of the file it came from.
struct Opening {
    std::string fen;
    std::vector<std::string> moves;
    int line = 0;
};

/// Reads openings for `variant` from the text of a file. Per line:
///  - blank, or starting with '#': skipped (comments);
///  - first word containing '/': a position in the variant's FEN; an EPD line (position fields followed by
///    operations ending in ';', e.g. `... w KQkq - id "Ruy Lopez";`) uses the position fields;
///  - otherwise: moves from the start position in any notation Game::play accepts (SAN or UCI for chess),
///    with move numbers ("1.", "12...") and a result token ("1-0", "*") skipped.
/// Each opening must leave a game in progress. Errors: ERR_OPENINGS naming the line and what is wrong
/// (including every Game error), ERR_UNKNOWN_GAME; no openings at all is an error too.
Result<std::vector<Opening>> read_openings(std::string_view text, std::string_view variant);

/// read_openings of the file at `path`. Errors: ERR_OPENINGS when it cannot be read, and read_openings'.
Result<std::vector<Opening>> load_openings(const std::string& path, std::string_view variant);

} // namespace littletable::match
